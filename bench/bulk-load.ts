import { performance } from 'node:perf_hooks'
import type { Queryable } from '../src/db/database.ts'

/** Millions of stored rows for the benchmark, in SQL on the server, the way a restore would load them. */

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/**
 * Bulk loading is much faster without the indexes, built once at the end instead of row by row: they
 * are dropped and re-created from their own definitions, so the schema measured is the migrated one.
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
  const started = performance.now()
  await load()
  console.log(`${tables.join(', ')} loaded in ${seconds(started)} s`)
  const rebuilding = performance.now()
  for (const { table, name, definition } of constraints) {
    await db.query(`ALTER TABLE ${table} ADD CONSTRAINT "${name}" ${definition}`)
  }
  for (const index of indexes) await db.query(index.definition)
  for (const table of tables) await db.query(`VACUUM (ANALYZE) ${table}`)
  console.log(`indexes and constraints rebuilt, tables vacuumed in ${seconds(rebuilding)} s`)
}

/**
 * `count` application steps of one client shaped like the ingestion cases' (every field filled, about
 * 500 bytes), one every 5 seconds up to `end`, each its own application; in chunks of a million.
 */
export async function loadApplicationSteps(db: Queryable, clientId: string, count: number, end: Date) {
  for (let first = 1; first <= count; first += 1_000_000) {
    await db.query(
      `INSERT INTO application_steps (client_id, recorded_at, job_offer_reference, job_offer_reference_2,
         job_offer_reference_3, job_offer_title, candidate_creation_date, candidate_mail, candidate_phone,
         candidate_ats_id, source, step, step_ats_id, application_ats_id, subsidiary, subsidiary_ats_id)
       SELECT $1, $4::timestamptz - i * interval '5 seconds', 'JO-2026-' || i % 500,
         'JB-' || i % 500 || '-secondary', 'EXT-' || i * 7 % 1000,
         'Senior data engineer, recruiting analytics platform (permanent, hybrid)',
         timestamptz '2020-01-01 08:00Z', 'candidate.' || i || '@example.org', '+33 6 12 34 56 78',
         'C-stored-' || i, (ARRAY['jobboard-a', 'jobboard-b', 'referral', 'career-site'])[1 + i % 4],
         (ARRAY['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'])[1 + i % 6], (i % 6)::text,
         'A-stored-' || i, (ARRAY['Paris', 'Lyon', 'Berlin', 'Madrid'])[1 + i % 4], 'S-' || i % 4
       FROM generate_series($2::int, $3::int) AS i`,
      [clientId, first, Math.min(first + 999_999, count), end],
    )
  }
}

/**
 * `count` activity rows of one client, on the days before `end`: each day one row per status for each
 * of the steps' 500 job offers, with counts falling along `statuses`.
 */
export async function loadActivities(
  db: Queryable,
  clientId: string,
  count: number,
  statuses: readonly string[],
  end: Date,
) {
  await db.query(
    `INSERT INTO activities (client_id, recorded_at, job_offer_reference, job_offer_title, status, subsidiary, count)
     SELECT $1, $6::date - 1 - i / $3, 'JO-2026-' || (i / $4) % 500,
       'Senior data engineer, recruiting analytics platform', ($2::text[])[1 + i % $4],
       (ARRAY['Paris', 'Lyon', 'Berlin', 'Madrid'])[1 + (i / $4) % 4], (1000 / power(4, i % $4))::int + i % 7
     FROM generate_series(0, $5 - 1) AS i`,
    [clientId, statuses, 500 * statuses.length, statuses.length, count, end],
  )
}

/**
 * `applications` applications of one client that walk the default pipeline with drop-off, started one
 * every 8 seconds up to `end` over 2,000 job offers, 5 sources and 4 subsidiaries: 40% stop at
 * applied, 30% at screening, 18% at interview, 8% at offer, 4% are hired; two of three that stop are
 * rejected or withdrawn. Their steps are 1 to 5 days apart, and those that would come after `end` are
 * not there yet: the latest applications are still early in the pipeline. About 2.7 steps each.
 */
export async function loadApplications(db: Queryable, clientId: string, applications: number, end: Date) {
  for (let first = 1; first <= applications; first += 500_000) {
    await db.query(
      `INSERT INTO application_steps (client_id, recorded_at, job_offer_reference, candidate_ats_id, source, step,
         application_ats_id, subsidiary)
       SELECT $1, started + j * interval '1 day' * (1 + i % 5), 'JO-' || i % 2000, 'C-walk-' || i,
         (ARRAY['jobboard-a', 'jobboard-b', 'referral', 'career-site', 'agency'])[1 + i % 5],
         CASE WHEN j < reached THEN (ARRAY['applied', 'screening', 'interview', 'offer', 'hired'])[1 + j]
              WHEN (i / 7) % 3 = 1 THEN 'withdrawn' ELSE 'rejected' END,
         'A-walk-' || i, (ARRAY['Paris', 'Lyon', 'Berlin', 'Madrid'])[1 + i / 5 % 4]
       FROM generate_series($2::int, $3::int) AS i,
         LATERAL (SELECT $4::timestamptz - ($5::int - i + 1) * interval '8 seconds' AS started,
           CASE WHEN i % 100 < 40 THEN 1 WHEN i % 100 < 70 THEN 2 WHEN i % 100 < 88 THEN 3
                WHEN i % 100 < 96 THEN 4 ELSE 5 END AS reached) AS walk,
         LATERAL generate_series(0, reached - 1 + CASE WHEN reached < 5 AND (i / 7) % 3 > 0 THEN 1 ELSE 0 END) AS j
       WHERE started + j * interval '1 day' * (1 + i % 5) < $4`,
      [clientId, first, Math.min(first + 499_999, applications), end, applications],
    )
  }
}

/**
 * The application facts of steps loaded in SQL, which the change feed never saw: noted as pending, as
 * the migration that brought the facts does for the steps already stored, then built by the service's
 * own job (db/application-facts-keeping.ts); waits for it and its first pass under each client's
 * pipeline, and says how long they took. Both tables are vacuumed then, as autovacuum would in
 * production: where it is off (this machine's server), the pending table's dead rows, one per
 * application, made every read's catch-up scan them.
 */
export async function factsOfLoaded(db: Queryable, clientIds: string[]) {
  const started = performance.now()
  await db.query(
    `INSERT INTO application_facts_pending (client_id, application_ats_id)
     SELECT DISTINCT client_id, application_ats_id FROM application_steps WHERE client_id = ANY($1)
     ON CONFLICT DO NOTHING`,
    [clientIds],
  )
  await noneLeft(db, 'SELECT count(*)::int AS n FROM application_facts_pending WHERE client_id = ANY($1)', clientIds)
  await passesDone(db, clientIds)
  await db.query('VACUUM (ANALYZE) application_facts, application_facts_pending')
  const [built] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM application_facts WHERE client_id = ANY($1)',
    [clientIds],
  )
  console.log(`application facts of ${built?.n} applications built by the service in ${seconds(started)} s`)
}

/** Waits until the facts job's pass under each client's pipeline is over (none is due). */
export const passesDone = (db: Queryable, clientIds: string[]) =>
  noneLeft(
    db,
    'SELECT count(*)::int AS n FROM application_facts_progress WHERE client_id = ANY($1) AND resolved_under IS NULL',
    clientIds,
  )

/** Waits until `count`, a count of the clients' rows ($1), says none is left; reads it every 500 ms. */
async function noneLeft(db: Queryable, count: string, clientIds: string[]) {
  for (;;) {
    const [left] = await db.query<{ n: number }>(count, [clientIds])
    if (left?.n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
