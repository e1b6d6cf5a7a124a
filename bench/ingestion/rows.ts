/** The rows every case sends: application steps of about 500 bytes of JSON, every field filled, keys unique per request. */

const STEPS = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']

export const RESOURCES = { applicationSteps: '/v3/ats/application-steps' } as const

/** An application step; `tag` makes its key unique. */
export function applicationStep(tag: string, i: number) {
  return {
    recorded_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00.000Z`,
    job_offer_reference: `JO-2026-${i % 500}`,
    job_offer_reference_2: `JB-${i % 500}-secondary`,
    job_offer_reference_3: `EXT-${(i * 7) % 1000}`,
    job_offer_title: 'Senior data engineer, recruiting analytics platform (permanent, hybrid)',
    candidate_creation_date: '2026-10-30T08:00:00.000Z',
    candidate_mail: `candidate.${i}@example.org`,
    candidate_phone: '+33 6 12 34 56 78',
    candidate_ats_id: `C-${tag}-${i}`,
    source: ['jobboard-a', 'jobboard-b', 'referral', 'career-site'][i % 4],
    step: STEPS[i % STEPS.length],
    step_ats_id: String(i % STEPS.length),
    application_ats_id: `A-${tag}-${i}`,
    subsidiary: ['Paris', 'Lyon', 'Berlin', 'Madrid'][i % 4],
    subsidiary_ats_id: `S-${i % 4}`,
  }
}

export const PLACEHOLDER = '@@TAG@@'
/** A batch body whose keys all hold a placeholder, replaced per request so that every key is new. */
export const bodyTemplate = (size: number) =>
  JSON.stringify(Array.from({ length: size }, (_, i) => applicationStep(PLACEHOLDER, i)))

/** An application step wrong in every field, each of another JSON type than its field's, about as long as a valid one. */
export function wrongStep(i: number) {
  return Object.fromEntries(
    Object.keys(applicationStep('', i)).map((field, n) => [field, n % 2 === 0 ? { wrong: [i, n] } : [true, i, n]]),
  )
}
