import { type Config, defaultConfig } from '../config.ts'
import type { ErrorCode } from '../error-codes.ts'
import type { Database, Queryable } from './database.ts'
import { withStatementTimeout } from './statement-timeout.ts'
import { instantText } from './text-forms.ts'

/**
 * Ingestion activity: per client, resource and UTC hour, the records created and changed, the items
 * rejected and the batches received. The writes that change records add to the counters in their own
 * transaction (record-store.ts's `alongside`; a PATCH in its very statement, countChangesSql), so a
 * write that rolls back counts nothing, and a re-send of the same values, which changes nothing,
 * counts nothing but its batch.
 *
 * Hot rows: one client's concurrent batches would all wait for one counter row's lock until they
 * commit. Each write picks one of COUNTER_SLOTS rows of its hour at random instead, and the report
 * sums them: ten concurrent batches of one client rarely meet on a row.
 *
 * Beside its hour's row, each write adds the same counts to its slot's running total, the row of hour
 * TOTAL_HOUR ('-infinity', before any range a report asks for), in the same statement: the list of
 * clients reads a client's records stored and last batch from those few rows (resources × slots)
 * instead of summing every hour it was ever active (migration 010 made them from the hourly rows).
 */

/** The `hour` of the running totals' rows: before every hour, so no report's range includes it. */
export const TOTAL_HOUR = '-infinity'

/** Rows per client, resource and hour that writers spread over. */
export const COUNTER_SLOTS = 16

const HOUR_MS = 3_600_000

export interface ActivityCounts {
  readonly created?: number
  readonly changed?: number
  readonly rejected?: number
  /** 1 for a batch (even one whose every item was rejected), 0 for a PATCH or an erasure. */
  readonly batches?: number
  /** 1 for a batch refused whole, before its items were read. */
  readonly batchesRefused?: number
  /** The rejections by code: a rejected item under its first problem's code, a request refused whole under its code. */
  readonly codes?: ReadonlyMap<ErrorCode, number>
}

export type Bucket = 'hour' | 'day'

export interface ActivityRow {
  readonly bucket: string
  readonly resource: string
  readonly created: number
  readonly changed: number
  readonly rejected: number
  readonly batches: number
  readonly batches_refused: number
  readonly reasons: Readonly<Record<string, number>>
}

/** The start of the UTC hour of `at`. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS)

// The time is a parameter, and the sums use no function: Citus refuses a function that is not
// IMMUTABLE in DO UPDATE SET (docs/citus.md); greatest() is an expression, not a function call.
const ADD_INTO = `
  INSERT INTO ingestion_counters AS counter
    (client_id, resource, hour, slot, created, changed, rejected, batches, batches_refused, last_batch_at)`
const ADD_ON_CONFLICT = `
  ON CONFLICT (client_id, resource, hour, slot) DO UPDATE SET
    created = counter.created + EXCLUDED.created,
    changed = counter.changed + EXCLUDED.changed,
    rejected = counter.rejected + EXCLUDED.rejected,
    batches = counter.batches + EXCLUDED.batches,
    batches_refused = counter.batches_refused + EXCLUDED.batches_refused,
    last_batch_at = greatest(counter.last_batch_at, EXCLUDED.last_batch_at)`
const ADD_SQL = `${ADD_INTO}
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10), ($1, $2, '${TOTAL_HOUR}', $4, $5, $6, $7, $8, $9, $10)
  ${ADD_ON_CONFLICT}`

const ADD_CODES_SQL = `
  INSERT INTO rejection_counters AS counter (client_id, resource, hour, code, slot, count)
  SELECT $1, $2, $3, input.code, $4, input.count
  FROM unnest($5::text[], $6::bigint[]) AS input(code, count)
  ON CONFLICT (client_id, resource, hour, code, slot) DO UPDATE SET count = counter.count + EXCLUDED.count`

const randomSlot = () => Math.floor(Math.random() * COUNTER_SLOTS)

/**
 * Adds to the client's counters of `resource` for the hour of `at`, on `db`: pass the transaction
 * that writes the records. Nothing is written when every count is 0.
 */
export async function addActivity(
  db: Queryable,
  clientId: string,
  resource: string,
  counts: ActivityCounts,
  at: Date,
): Promise<void> {
  const { created = 0, changed = 0, rejected = 0, batches = 0, batchesRefused = 0, codes } = counts
  if (created + changed + rejected + batches + batchesRefused === 0) return
  const hour = hourOf(at).toISOString()
  const slot = randomSlot()
  await db.query(
    ADD_SQL,
    [
      clientId,
      resource,
      hour,
      slot,
      created,
      changed,
      rejected,
      batches,
      batchesRefused,
      batches + batchesRefused > 0 ? at.toISOString() : null,
    ],
    { prepare: true },
  )
  if (codes === undefined || codes.size === 0) return
  await db.query(ADD_CODES_SQL, [clientId, resource, hour, slot, [...codes.keys()], [...codes.values()]], {
    prepare: true,
  })
}

/**
 * The counters' upsert as a data-modifying CTE of the statement that changes records: a change for
 * each row of `rows` (a CTE of that statement returning one row per record changed), in the hour of
 * `at`. `param` adds a value to the statement's parameters and returns its placeholder. In the same
 * statement as the change, the counter rows are locked only while the statement runs, where a
 * transaction of several statements would hold them until the service sent its COMMIT: concurrent
 * PATCHes that meet on a row then wait for the database, not for another request's round trips.
 */
export function countChangesSql(
  rows: string,
  param: (value: unknown) => string,
  { clientId, resource, at }: { clientId: string; resource: string; at: Date },
): string {
  return `${ADD_INTO}
    SELECT ${param(clientId)}, ${param(resource)}, hours.hour, ${param(randomSlot())}, 0, count(*), 0, 0, 0, NULL
    FROM ${rows} CROSS JOIN (VALUES (${param(hourOf(at).toISOString())}::timestamptz), ('${TOTAL_HOUR}')) AS hours(hour)
    GROUP BY hours.hour
    ${ADD_ON_CONFLICT}`
}

const REPORT_SQL = `
  SELECT to_char(date_trunc($5, hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS bucket, resource,
    sum(created)::bigint AS created, sum(changed)::bigint AS changed,
    sum(rejected)::bigint AS rejected, sum(batches)::bigint AS batches, sum(batches_refused)::bigint AS batches_refused
  FROM ingestion_counters
  WHERE client_id = $1 AND resource = ANY($2::text[]) AND hour >= $3 AND hour < $4
  GROUP BY 1, resource
  ORDER BY 1, resource`

const REASONS_SQL = `
  SELECT to_char(date_trunc($5, hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS bucket, resource, code,
    sum(count)::bigint AS count
  FROM rejection_counters
  WHERE client_id = $1 AND resource = ANY($2::text[]) AND hour >= $3 AND hour < $4
  GROUP BY 1, resource, code
  ORDER BY 1, resource, count DESC, code`

// Per resource, the latest hour that saw a batch (a backward walk of the primary key), then its time.
const LAST_BATCH_SQL = `
  SELECT resource.name AS resource,
    (SELECT ${instantText('max(last_batch_at)')}
     FROM ingestion_counters
     WHERE client_id = $1 AND resource = resource.name AND hour = (
       SELECT max(hour) FROM ingestion_counters WHERE client_id = $1 AND resource = resource.name AND batches > 0
     )) AS last_batch_at
  FROM unnest($2::text[]) AS resource(name)`

const number = (value: unknown) => Number(value)

// The hour's rows of each resource: one range of the primary key per resource.
const REJECTED_IN_HOUR_SQL = `
  SELECT coalesce(sum(rejected + batches_refused), 0)::bigint AS rejected
  FROM ingestion_counters WHERE client_id = $1 AND resource = ANY($2::text[]) AND hour = $3`

/** A client's activity in a range, and when it last sent each resource. */
export interface IngestionRead {
  readonly rows: ActivityRow[]
  /** The time of the client's last batch of each resource; null for a resource it never sent. */
  readonly lastBatches: Record<string, string | null>
}

export function createIngestionActivity(
  db: Database,
  reports: Pick<Config, 'reportStatementTimeoutMs'> = defaultConfig,
) {
  return {
    /**
     * The client's counts per bucket and resource in [from, to) (whole hours), the buckets without any
     * left out, and its last batches: one transaction, one connection, its statements one after another.
     */
    async report(
      clientId: string,
      resources: readonly string[],
      bucket: Bucket,
      from: string,
      to: string,
    ): Promise<IngestionRead> {
      const params = [clientId, resources, from, to, bucket]
      const limit = { kind: 'ingestion report', timeoutMs: reports.reportStatementTimeoutMs }
      const [rows, reasons, lastBatches] = await withStatementTimeout(
        db,
        limit,
        async (tx) =>
          [
            await tx.query<ActivityRow>(REPORT_SQL, params),
            await tx.query<{ bucket: string; resource: string; code: string; count: number }>(REASONS_SQL, params),
            await tx.query<{ resource: string; last_batch_at: string | null }>(LAST_BATCH_SQL, [clientId, resources]),
          ] as const,
      )
      const reasonsOf = new Map<string, Record<string, number>>()
      for (const { bucket, resource, code, count } of reasons) {
        const key = `${bucket} ${resource}`
        reasonsOf.set(key, { ...reasonsOf.get(key), [code]: number(count) })
      }
      return {
        rows: rows.map((row) => ({
          bucket: row.bucket,
          resource: row.resource,
          created: number(row.created),
          changed: number(row.changed),
          rejected: number(row.rejected),
          batches: number(row.batches),
          batches_refused: number(row.batches_refused),
          reasons: reasonsOf.get(`${row.bucket} ${row.resource}`) ?? {},
        })),
        lastBatches: Object.fromEntries(lastBatches.map((row) => [row.resource, row.last_batch_at])),
      }
    },

    /** The items the client had rejected, and its requests refused whole, in the UTC hour of `at`. */
    async rejectedInHour(clientId: string, resources: readonly string[], at: Date): Promise<number> {
      const [row] = await db.query<{ rejected: number }>(REJECTED_IN_HOUR_SQL, [
        clientId,
        resources,
        hourOf(at).toISOString(),
      ])
      return number(row?.rejected ?? 0)
    },
  }
}

export type IngestionActivity = ReturnType<typeof createIngestionActivity>
