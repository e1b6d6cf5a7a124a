import assert from 'node:assert/strict'
import { activity, applicationStep, jobOffer, type TestClient } from './helpers.ts'

/**
 * The applications of one client for the recruiting insights' tests (pipeline-report, applications),
 * each figure of which those tests work out by hand: the cohort is [2026-11-01, 2026-11-15), and
 * 2026-11-02 is a Monday. A job offer JO-1 titled Nurse is stored beside them.
 */

export const PIPELINE = {
  stages: [
    { name: 'applied', steps: ['applied'] },
    { name: 'screened', steps: ['screen'] },
    { name: 'interviewed', steps: ['interview'] },
    { name: 'offer', steps: ['offer'] },
    { name: 'hired', steps: ['hired'] },
  ],
  outcomes: { rejected: ['rejected'], withdrawn: ['withdrawn'] },
}

export const step = (application: string, name: string, at: string, more: Record<string, unknown> = {}) =>
  applicationStep({
    application_ats_id: application,
    step: name,
    recorded_at: at,
    candidate_ats_id: `C-${application}`,
    ...more,
  })

export const STEPS = [
  // Hired, through every stage: 0, 1, 3, 4 and 6 days to reach them.
  step('A-1', 'applied', '2026-11-02T00:00:00Z', { source: 'board' }),
  step('A-1', 'screen', '2026-11-03T00:00:00Z'),
  step('A-1', 'interview', '2026-11-05T00:00:00Z'),
  step('A-1', 'offer', '2026-11-06T00:00:00Z'),
  step('A-1', 'hired', '2026-11-08T00:00:00Z'),
  // Screened after 1.5 days, then rejected: dropped after screened. Its source is its first step's.
  step('A-2', 'applied', '2026-11-03T00:00:00Z', { source: 'referral' }),
  step('A-2', 'screen', '2026-11-04T12:00:00Z', { source: 'board' }),
  // Its candidate is that of its latest step, whose e-mail no answer shows.
  step('A-2', 'rejected', '2026-11-05T00:00:00Z', {
    candidate_ats_id: 'C-A-2b',
    candidate_mail: 'jane@example.org',
    candidate_phone: '+33612345678',
  }),
  // An offer without a screen or an interview step: it reached both, on the day of the offer; withdrawn.
  step('A-3', 'applied', '2026-11-04T00:00:00Z', { job_offer_reference: 'JO-2', source: 'board' }),
  step('A-3', 'offer', '2026-11-09T00:00:00Z', { job_offer_reference: 'JO-2' }),
  step('A-3', 'withdrawn', '2026-11-10T00:00:00Z', { job_offer_reference: 'JO-2' }),
  // Dated 2026-10-30 by its first step: not in the cohort, though a step of it is in the range.
  step('A-4', 'applied', '2026-10-30T00:00:00Z', { job_offer_reference: 'JO-2' }),
  step('A-4', 'screen', '2026-11-02T00:00:00Z', { job_offer_reference: 'JO-2' }),
  // Only a step the pipeline does not map: in the cohort, no stage reached, in progress.
  step('A-5', 'Talent pool', '2026-11-07T00:00:00Z', { source: 'board' }),
  // The last instant of the range; rejected and withdrawn at one instant: rejected. Dropped after applied.
  step('A-6', 'applied', '2026-11-14T23:59:59Z', { job_offer_reference: 'JO-2' }),
  step('A-6', 'withdrawn', '2026-11-14T23:59:59.500Z', { job_offer_reference: 'JO-2' }),
  step('A-6', 'rejected', '2026-11-14T23:59:59.500Z', { job_offer_reference: 'JO-2' }),
]

export const ACTIVITIES = [
  activity({ recorded_at: '2026-11-01', job_offer_reference: 'JO-1', count: 10 }),
  // `to` itself: out.
  activity({ recorded_at: '2026-11-15', job_offer_reference: 'JO-1', count: 5 }),
  // A job offer with views and no application.
  activity({ recorded_at: '2026-11-05', job_offer_reference: 'JO-3', count: 7 }),
  activity({ recorded_at: '2026-11-05', job_offer_reference: 'JO-1', status: 'apply_click', count: 99 }),
]

/** Stores the data set, the job offer JO-1 and PIPELINE for `client`. */
export async function storeRecruitingData(client: TestClient): Promise<void> {
  for (const [path, items] of [
    ['/v3/ats/application-steps', STEPS],
    ['/v3/jobboard/activities', ACTIVITIES],
    ['/v3/jobboard/job-offers', [jobOffer({ reference: 'JO-1', title: 'Nurse' })]],
  ] as const) {
    const stored = await client.send('POST', path, items)
    assert.equal(stored.statusCode, 201, stored.body)
  }
  assert.equal((await client.send('PUT', '/v3/pipeline', PIPELINE)).statusCode, 200)
}
