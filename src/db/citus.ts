import type { Queryable } from './database.ts'

/**
 * How the service's tables are laid out on Citus (docs/citus.md): the one list of them. A table that
 * a migration adds goes in one of the two lists (test/citus-rules.test.ts fails on a table in none).
 */

/** The column every data table is distributed by: each client's rows live on one shard. */
export const DISTRIBUTION_COLUMN = 'client_id'

/**
 * Client data, distributed by client_id and co-located with the first one, so that a statement over one
 * client's rows of several of them runs on one node. Every primary and unique key leads with client_id.
 */
export const DISTRIBUTED_TABLES = [
  'application_steps',
  'activities',
  'job_offers',
  'application_steps_changes',
  'activities_changes',
  'job_offers_changes',
  'ingestion_counters',
  'rejection_counters',
  'rejections',
  'rejection_log_sizes',
  'audit_log',
  'pipelines',
  'change_sequences',
  'change_events',
  'change_events_pruned',
  'application_facts',
  'application_facts_progress',
  'application_facts_pending',
  'webhook_endpoints',
  'webhook_replays',
  'webhook_messages',
] as const

/** Small tables that every node reads: a full copy on each node. */
export const REFERENCE_TABLES = ['clients', 'signing_keys'] as const

/**
 * Tables that stay on the coordinator alone: the migrations' own bookkeeping, read and written only by
 * `intake migrate` and at start-up.
 */
export const COORDINATOR_TABLES = ['schema_migrations'] as const

export class CitusUnavailableError extends Error {
  override name = 'CitusUnavailableError'
}

export type TableLayout = 'distributed' | 'reference'

export interface DistributionStep {
  readonly table: string
  readonly layout: TableLayout
  readonly sql: string
  readonly params: readonly string[]
}

/**
 * The statements that lay the tables out, given how those already in Citus are (`pg_dist_partition`):
 * reference tables first, then the data tables, each co-located with the first data table. A table
 * already in Citus is left as it is, so running them again does nothing.
 */
export function distributionSteps(existing: ReadonlyMap<string, TableLayout>): DistributionStep[] {
  const [anchor] = DISTRIBUTED_TABLES
  return [
    ...REFERENCE_TABLES.filter((table) => !existing.has(table)).map((table) => ({
      table,
      layout: 'reference' as const,
      sql: 'SELECT create_reference_table($1)',
      params: [table],
    })),
    ...DISTRIBUTED_TABLES.filter((table) => !existing.has(table)).map((table) => ({
      table,
      layout: 'distributed' as const,
      sql:
        table === anchor
          ? 'SELECT create_distributed_table($1, $2)'
          : 'SELECT create_distributed_table($1, $2, colocate_with => $3)',
      params: table === anchor ? [table, DISTRIBUTION_COLUMN] : [table, DISTRIBUTION_COLUMN, anchor],
    })),
  ]
}

/** Throws CitusUnavailableError, saying what to do, where the citus extension is not installed. */
export async function requireCitus(db: Queryable): Promise<void> {
  const [citus] = await db.query<{ installed: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') AS installed",
  )
  if (citus?.installed !== true) {
    throw new CitusUnavailableError(
      'the citus extension is not installed in this database: point DATABASE_URL at a Citus coordinator ' +
        'where CREATE EXTENSION citus has run (docs/citus.md)',
    )
  }
}

export interface DistributionReport {
  /** Tables laid out by this run. */
  readonly distributed: string[]
  readonly reference: string[]
  /** Tables that Citus already held, left as they were. */
  readonly unchanged: string[]
}

/**
 * `intake citus distribute`: distributes the data tables by client_id, co-located, and makes the small
 * tables reference tables, on a Citus coordinator. Idempotent. Throws CitusUnavailableError where the
 * citus extension is not installed.
 */
export async function distributeTables(db: Queryable): Promise<DistributionReport> {
  await requireCitus(db)
  const rows = await db.query<{ table: string; method: string }>(
    `SELECT logicalrelid::regclass::text AS table, partmethod AS method FROM pg_dist_partition
     WHERE partmethod = 'h' OR (partmethod = 'n' AND repmodel = 't')`,
  )
  // 'h': distributed by hash; 'n' replicated to every node ('t'): a reference table.
  const existing = new Map(rows.map((row) => [row.table, row.method === 'n' ? 'reference' : 'distributed'] as const))
  const report: DistributionReport = { distributed: [], reference: [], unchanged: [] }
  for (const step of distributionSteps(existing)) {
    await db.query(step.sql, step.params)
    report[step.layout].push(step.table)
  }
  report.unchanged.push(...[...REFERENCE_TABLES, ...DISTRIBUTED_TABLES].filter((table) => existing.has(table)))
  return report
}
