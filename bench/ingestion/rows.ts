/** Realistic rows, with keys unique per request: what every case sends. */

const STEPS = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']

/** An application step of about 500 bytes of JSON with every field filled; `tag` makes its key unique. */
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

export function activity(tag: string, i: number) {
  return {
    recorded_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    job_offer_reference: `JO-${tag}-${i}`,
    job_offer_reference_2: `JB-${i % 500}`,
    job_offer_reference_3: `EXT-${i % 1000}`,
    job_offer_title: 'Senior data engineer, recruiting analytics platform',
    status: ['job_offer_impression', 'job_offer_view', 'apply_click', 'application'][i % 4],
    subsidiary: 'Paris',
    subsidiary_jobboard_id: `paris-${i % 10}`,
    count: (i * 37) % 5000,
  }
}

export function jobOffer(tag: string, i: number) {
  return {
    reference: `JO-${tag}-${i}`,
    reference_2: `JB-${i}`,
    reference_3: `EXT-${i}`,
    title: 'Senior data engineer, recruiting analytics platform',
    subsidiary: 'Paris',
    subsidiary_jobboard_id: `paris-${i % 10}`,
    description: 'Build and run the pipelines that bring recruiting data to analysts. '.repeat(4),
  }
}

export const RESOURCES = {
  'application-steps': { path: '/v3/ats/application-steps', table: 'application_steps', make: applicationStep },
  activities: { path: '/v3/jobboard/activities', table: 'activities', make: activity },
  'job-offers': { path: '/v3/jobboard/job-offers', table: 'job_offers', make: jobOffer },
} as const
export type ResourceName = keyof typeof RESOURCES

export const PLACEHOLDER = '@@TAG@@'
/** A batch body whose keys all contain a placeholder, replaced per request so that every key is new. */
export const bodyTemplate = (resource: ResourceName, size: number) =>
  JSON.stringify(Array.from({ length: size }, (_, i) => RESOURCES[resource].make(PLACEHOLDER, i)))
