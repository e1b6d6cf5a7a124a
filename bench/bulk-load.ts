import { performance } from 'node:perf_hooks'
import type { Queryable } from '../src/db/database.ts'

/** Loading millions of rows for the benchmarks, in SQL on the server, the way a restore would. */

/**
 * Bulk loading is much faster without the indexes, built once at the end instead of row by row: they
 * are dropped and then re-created from their own definitions, so the schema measured is the migrated one.
 */
export async function withoutIndexes(db: Queryable, tables: string[], load: () => Promise<void>) {
  const constraints = await db.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid::regclass::text = ANY($1) AND contype IN ('p', 'u')`,
    [tables],
  )
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE tablename = ANY($1) AND indexname <> ALL($2)`,
    [tables, constraints.map((constraint) => constraint.name)],
  )
  for (const index of indexes) await db.query(`DROP INDEX "${index.name}"`)
  for (const { table, name } of constraints) await db.query(`ALTER TABLE ${table} DROP CONSTRAINT "${name}"`)
  await load()
  const started = performance.now()
  for (const { table, name, definition } of constraints) {
    await db.query(`ALTER TABLE ${table} ADD CONSTRAINT "${name}" ${definition}`)
  }
  for (const index of indexes) await db.query(index.definition)
  console.log(`indexes and constraints rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * `count` application steps of one client shaped like the ingestion benchmark's (every field filled,
 * about 500 bytes), recorded before the benchmark's own rows, in chunks of a million so progress shows.
 */
export async function loadApplicationSteps(db: Queryable, clientId: string, count: number) {
  const chunk = 1_000_000
  for (let first = 1; first <= count; first += chunk) {
    const last = Math.min(first + chunk - 1, count)
    const started = performance.now()
    await db.query(
      `INSERT INTO application_steps (client_id, recorded_at, job_offer_reference, job_offer_reference_2,
         job_offer_reference_3, job_offer_title, candidate_creation_date, candidate_mail, candidate_phone,
         candidate_ats_id, source, step, step_ats_id, application_ats_id, subsidiary, subsidiary_ats_id)
       SELECT $1, timestamptz '2024-01-01 00:00Z' + i * interval '5 seconds', 'JO-2026-' || i % 500,
         'JB-' || i % 500 || '-secondary', 'EXT-' || i * 7 % 1000,
         'Senior data engineer, recruiting analytics platform (permanent, hybrid)',
         timestamptz '2023-12-30 08:00Z', 'candidate.' || i || '@example.org', '+33 6 12 34 56 78',
         'C-stored-' || i, (ARRAY['jobboard-a', 'jobboard-b', 'referral', 'career-site'])[1 + i % 4],
         (ARRAY['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'])[1 + i % 6], (i % 6)::text,
         'A-stored-' || i, (ARRAY['Paris', 'Lyon', 'Berlin', 'Madrid'])[1 + i % 4], 'S-' || i % 4
       FROM generate_series($2::int, $3::int) AS i`,
      [clientId, first, last],
    )
    console.log(
      `  ${last} of ${count} application steps stored (${((performance.now() - started) / 1000).toFixed(1)} s for this chunk)`,
    )
  }
}

/**
 * `count` activity rows of one client, from 2024-01-01 (when the stored steps start) on: each day, one
 * row per status for each of 500 job offers (the steps' offers), with counts falling along `statuses`.
 */
export async function loadActivities(db: Queryable, clientId: string, count: number, statuses: readonly string[]) {
  const perDay = 500 * statuses.length
  await db.query(
    `INSERT INTO activities (client_id, recorded_at, job_offer_reference, job_offer_title, status, subsidiary, count)
     SELECT $1, date '2024-01-01' + i / $3, 'JO-2026-' || (i / $4) % 500,
       'Senior data engineer, recruiting analytics platform', ($2::text[])[1 + i % $4],
       (ARRAY['Paris', 'Lyon', 'Berlin', 'Madrid'])[1 + (i / $4) % 4], (1000 / power(4, i % $4))::int + i % 7
     FROM generate_series(0, $5 - 1) AS i`,
    [clientId, statuses, perDay, statuses.length, count],
  )
}
