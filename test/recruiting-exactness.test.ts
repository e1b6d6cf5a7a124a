import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import { startService, type TestClient, type TestService } from './helpers.ts'
import {
  type OracleActivity,
  type OracleQuery,
  type OracleStep,
  oracleApplications,
  oracleReport,
} from './recruiting-oracle.ts'

/**
 * Exactness of the recruiting insights (issue 44, section 5): random batches, re-sends, PATCHes that
 * move steps between applications, stages, dates and sources, and a new pipeline, sent concurrently;
 * then every grouping of the pipeline report, with and without a filter, and the applications list
 * with each of its own filters, equal what recruiting-oracle.ts computes from the steps and activities
 * as stored (read back through the lists). Set FC_SEED to replay a run, FC_RUNS for more runs.
 */

const RUNS = Number(process.env.FC_RUNS ?? 10)
const seed = process.env.FC_SEED
const RANGE = { from: '2026-11-01', to: '2026-11-15' }
const WORDS = ['Apply', 'screen', 'Interview', 'offer', 'Hired', 'nope', 'Withdrew', 'misc', 'talent pool']
const APPLICATIONS = ['A-0', 'A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6', 'A-7']
const GROUPINGS = ['none', 'job_offer_reference', 'subsidiary', 'source', 'week', 'month'] as const

/** A word as an ATS may spell it: as is, in capitals, with spaces around, or in lower case. */
const spelled = (word: string, variant: number) =>
  [word, word.toUpperCase(), `  ${word} `, word.toLowerCase()][variant] as string

const instant = (dayOffset: number, hour: number) =>
  new Date(Date.UTC(2026, 10, 1 + dayOffset, hour)).toISOString().replace('.000Z', 'Z')

/** The pipeline: 2 to 4 stages; each word in a stage, an outcome (-1 rejected, -2 withdrawn) or none (-3). */
const pipelineArbitrary = fc.integer({ min: 2, max: 4 }).chain((stages) =>
  fc
    .array(fc.integer({ min: -3, max: stages }), { minLength: WORDS.length, maxLength: WORDS.length })
    .map((places) => ({
      stages: Array.from({ length: stages }, (_, index) => ({
        name: `s${index + 1}`,
        steps: WORDS.filter((_, w) => places[w] === index + 1),
      })),
      outcomes: {
        rejected: WORDS.filter((_, w) => places[w] === -1),
        withdrawn: WORDS.filter((_, w) => places[w] === -2),
      },
    })),
)

const stepArbitrary = fc.record({
  application: fc.constantFrom(...APPLICATIONS),
  word: fc.nat(WORDS.length - 1),
  variant: fc.nat(3),
  day: fc.integer({ min: -4, max: 17 }),
  hour: fc.constantFrom(0, 12),
  jobOffer: fc.constantFrom('J1', 'J2'),
  subsidiary: fc.constantFrom(null, 'P', 'Q'),
  source: fc.constantFrom(null, 's1', 's2'),
})

const patchArbitrary = fc.record({
  which: fc.nat(),
  change: fc.oneof(
    fc.record({ application_ats_id: fc.constantFrom(...APPLICATIONS) }),
    fc.record({ step: fc.constantFrom(...WORDS) }),
    fc.record({
      recorded_at: fc.tuple(fc.integer({ min: -4, max: 17 }), fc.constantFrom(0, 12)).map(([d, h]) => instant(d, h)),
    }),
    fc.record({ source: fc.constantFrom(null, 's1', 's2') }),
  ),
})

const activityArbitrary = fc.record({
  day: fc.integer({ min: -2, max: 16 }),
  jobOffer: fc.constantFrom('J1', 'J2', 'J3'),
  subsidiary: fc.constantFrom(null, 'P'),
  status: fc.constantFrom('job_offer_view', 'apply_click'),
  count: fc.nat(20),
})

const scenarioArbitrary = fc.record({
  firstPipeline: pipelineArbitrary,
  pipeline: pipelineArbitrary,
  steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 40 }),
  /** Applications given a rejected and a withdrawn step at one instant. */
  ties: fc.array(fc.record({ application: fc.constantFrom(...APPLICATIONS), day: fc.integer({ min: -4, max: 17 }) }), {
    maxLength: 3,
  }),
  resent: fc.array(fc.nat(), { maxLength: 8 }),
  patches: fc.array(patchArbitrary, { maxLength: 8 }),
  activities: fc.array(activityArbitrary, { maxLength: 10 }),
  filter: fc.constantFrom<OracleQuery['filters']>({ job_offer_reference: 'J1' }, { subsidiary: 'P' }, { source: 's1' }),
})

describe('recruiting insights: exact under concurrent writes', () => {
  let service: TestService
  before(async () => {
    // Every report computed afresh, so that each reads what was just written; a token for every run,
    // however many FC_RUNS asks for.
    service = await startService({ config: { reportResultsKeptMs: 0, tokenAttemptsPerMinutePerAddress: 1_000_000 } })
  })
  after(() => service.close())

  /** Every record of a list, page after page. */
  async function everything<T>(client: TestClient, path: string, query = 'limit=1000'): Promise<T[]> {
    const records: T[] = []
    let cursor: string | null = null
    do {
      const answer = await client.send('GET', `${path}?${query}${cursor === null ? '' : `&cursor=${cursor}`}`)
      assert.equal(answer.statusCode, 200, answer.body)
      records.push(...answer.json().data)
      cursor = answer.json().next_cursor
    } while (cursor !== null)
    return records
  }

  test('every report and list equals the oracle computed from what was stored', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        const client = await service.newClient()
        const items = scenario.steps.map((s) => ({
          application_ats_id: s.application,
          step: spelled(WORDS[s.word] as string, s.variant),
          recorded_at: instant(s.day, s.hour),
          job_offer_reference: s.jobOffer,
          candidate_ats_id: `C-${s.application}-${s.day}`,
          subsidiary: s.subsidiary,
          source: s.source,
        }))
        const { rejected, withdrawn } = scenario.pipeline.outcomes
        for (const tie of rejected.length > 0 && withdrawn.length > 0 ? scenario.ties : []) {
          for (const word of [rejected[0], withdrawn[0]] as string[]) {
            items.push({
              ...(items[0] as (typeof items)[number]),
              application_ats_id: tie.application,
              step: word,
              recorded_at: instant(tie.day, 12),
            })
          }
        }
        // One natural key once a batch: a re-send comes in a batch of its own.
        const unique = [
          ...new Map(
            items.map((item) => [JSON.stringify([item.application_ats_id, item.step, item.recorded_at]), item]),
          ).values(),
        ]
        const half = Math.ceil(unique.length / 2)
        const activities = scenario.activities.map((a) => ({
          recorded_at: instant(a.day, 0).slice(0, 10),
          job_offer_reference: a.jobOffer,
          subsidiary: a.subsidiary,
          status: a.status,
          count: a.count,
        }))
        const [, first, second] = await Promise.all([
          client.send('PUT', '/v3/pipeline', scenario.firstPipeline),
          client.send('POST', '/v3/ats/application-steps', unique.slice(0, half)),
          client.send('POST', '/v3/ats/application-steps', unique.slice(half)),
          client.send('POST', '/v3/jobboard/activities', [
            ...new Map(
              activities.map((a) => [JSON.stringify([a.recorded_at, a.job_offer_reference, a.status]), a]),
            ).values(),
          ]),
          client.send('POST', '/v3/jobboard/job-offers', [{ reference: 'J1', title: 'Nurse' }, { reference: 'J3' }]),
        ])
        const ids: number[] = [first, second].flatMap((answer) =>
          answer.statusCode === 201 ? answer.json().data.map((record: { id: number }) => record.id) : [],
        )
        await Promise.all([
          client.send('PUT', '/v3/pipeline', scenario.pipeline),
          client.send(
            'POST',
            '/v3/ats/application-steps',
            scenario.resent.map((n) => ({ ...(unique[n % unique.length] as object), source: 's2' })),
          ),
          ...scenario.patches.map(({ which, change }) =>
            ids.length === 0
              ? Promise.resolve()
              : client.send('PATCH', `/v3/ats/application-steps/${ids[which % ids.length]}`, change),
          ),
        ])

        const steps = await everything<OracleStep>(client, '/v3/ats/application-steps')
        const listed = await everything<unknown>(client, '/v3/applications', `${new URLSearchParams(RANGE)}&limit=2`)
        const stored = await everything<OracleActivity>(client, '/v3/jobboard/activities')
        const titles = new Map([
          ['J1', 'Nurse'],
          ['J3', null],
        ])
        for (const groupBy of GROUPINGS) {
          for (const filters of [{}, scenario.filter]) {
            const query = { ...RANGE, groupBy, filters }
            const parameters = new URLSearchParams({ ...RANGE, group_by: groupBy, limit: '1000', ...filters })
            const answer = await client.send('GET', `/v3/reports/pipeline?${parameters}`)
            assert.equal(answer.statusCode, 200, answer.body)
            assert.deepEqual(
              answer.json().data,
              oracleReport(steps, stored, titles, scenario.pipeline, query),
              String(parameters),
            )
          }
        }
        // Two to a page, newest first, the cursor carrying the range.
        assert.deepEqual(
          listed,
          oracleApplications(steps, titles, scenario.pipeline, { ...RANGE, groupBy: 'none', filters: {} }),
        )
        const names = scenario.pipeline.stages.map((stage) => stage.name)
        const extras: Record<string, string>[] = [
          {},
          scenario.filter,
          { stage: names[1] as string },
          { stage: names.at(-1) as string },
          { outcome: 'hired' },
          { outcome: 'rejected' },
          { outcome: 'withdrawn' },
          { outcome: 'in_progress' },
          { dropped_after: names[0] as string },
        ]
        for (const extra of extras) {
          const query = { ...RANGE, groupBy: 'none' as const, filters: {}, ...extra }
          const parameters = new URLSearchParams({ ...RANGE, limit: '1000', ...extra })
          const answer = await client.send('GET', `/v3/applications?${parameters}`)
          assert.equal(answer.statusCode, 200, answer.body)
          const filters = 'stage' in extra || 'outcome' in extra || 'dropped_after' in extra ? {} : extra
          assert.deepEqual(
            answer.json().data,
            oracleApplications(steps, titles, scenario.pipeline, { ...query, filters }),
            String(parameters),
          )
        }
      }),
      { numRuns: RUNS, ...(seed === undefined || seed === '' ? {} : { seed: Number(seed) }) },
    )
  })
})
