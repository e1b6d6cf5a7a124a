/**
 * What the soak sends of each resource: items whose natural key is one text (`key`), tagged with the
 * batch that sent them (`marker`, a non-key field) and carrying a value that changes on every send, so
 * the stored row tells which send won. `rowsSql` reads the same three back, plus the id.
 */

export interface SoakResource {
  readonly name: string
  readonly path: string
  item(key: string, marker: string, value: number): Record<string, unknown>
  /** An item the service must refuse (one bad field), under a key never sent otherwise. */
  invalidItem(key: string): Record<string, unknown>
  /** Rows of the given clients (`$1`, an array of client ids) as {id, key, marker, value}, all text but id. */
  readonly rowsSql: string
}

export const SOAK_RESOURCES: readonly SoakResource[] = [
  {
    name: 'application-steps',
    path: '/v3/ats/application-steps',
    item: (key, marker, value) => ({
      recorded_at: '2026-11-20T10:15:00Z',
      job_offer_reference: 'JO-SOAK',
      candidate_ats_id: `C-${key}`,
      step: 'applied',
      application_ats_id: key,
      source: marker,
      job_offer_title: String(value),
    }),
    invalidItem: (key) => ({
      recorded_at: '2026-11-20T10:15:00Z',
      job_offer_reference: 'JO-SOAK',
      candidate_ats_id: `C-${key}`,
      step: 'applied',
      application_ats_id: key,
      candidate_mail: 'not an e-mail address',
    }),
    rowsSql: `SELECT id::int AS id, application_ats_id AS key, source AS marker, job_offer_title AS value
              FROM application_steps WHERE client_id = ANY($1)`,
  },
  {
    name: 'activities',
    path: '/v3/jobboard/activities',
    item: (key, marker, value) => ({
      recorded_at: '2026-11-20',
      job_offer_reference: key,
      status: 'job_offer_view',
      job_offer_title: marker,
      count: value,
    }),
    invalidItem: (key) => ({
      recorded_at: '2026-11-20',
      job_offer_reference: key,
      status: 'job_offer_view',
      count: -1,
    }),
    rowsSql: `SELECT id::int AS id, job_offer_reference AS key, job_offer_title AS marker, count::text AS value
              FROM activities WHERE client_id = ANY($1)`,
  },
  {
    name: 'job-offers',
    path: '/v3/jobboard/job-offers',
    item: (key, marker, value) => ({ reference: key, subsidiary: marker, title: String(value) }),
    invalidItem: (key) => ({ reference: key, description: 42 }),
    rowsSql: `SELECT id::int AS id, reference AS key, subsidiary AS marker, title AS value
              FROM job_offers WHERE client_id = ANY($1)`,
  },
]
