import { type Config, defaultConfig } from '../config.ts'
import type { Problem } from '../domain/validation.ts'
import type { ErrorCode } from '../error-codes.ts'
import type { Database, Queryable } from './database.ts'
import { withStatementTimeout } from './statement-timeout.ts'
import { instantText } from './text-forms.ts'

/**
 * The rejection log: each item a batch rejected and each rejected PATCH, written in the transaction of
 * the request that rejected it. What is kept: when, the request id, the resource, the item's index,
 * each problem's field and message, and the natural-key values that were valid. Never the body, and
 * never personal data (PERSONAL_FIELDS), even should a natural key one day include one.
 */

/** Fields never copied into the log, whatever the resource. */
export const PERSONAL_FIELDS: ReadonlySet<string> = new Set(['candidate_mail', 'candidate_phone'])

/**
 * A problem names what the caller sent, an unknown key included, and a key may hold what no text
 * column or jsonb value can: NUL, or half a surrogate pair. Those become U+FFFD in the log (the
 * answer to the request keeps them as they were).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const SURROGATE = /[\uD800-\uDFFF]/
const storable = (text: string) =>
  text.includes('\u0000') || SURROGATE.test(text)
    ? text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD')
    : text

/** The longest natural-key value kept, in characters: the fields' own bound (domain/fields.ts). */
const MAX_KEY_VALUE_LENGTH = 255

/** Any fixed number: it names the lock that keeps the pruning job to one node at a time. */
const PRUNING_LOCK = 4_242_022

export interface Rejection {
  /** The item's index in its batch; null for a PATCH. */
  readonly index: number | null
  /** The problems the log keeps: those the answer showed. */
  readonly problems: readonly Problem[]
  /** The fields of every problem of the item, when `problems` holds fewer: none has its value kept. */
  readonly fieldsWithProblems?: ReadonlySet<string | null>
  /** The item as sent: only its valid natural-key values are read from it. */
  readonly item: unknown
}

export interface RejectionContext {
  /** The most rejections the client's log holds: its oldest go as new ones come. */
  readonly maxRows: number
  readonly clientId: string
  readonly resource: string
  readonly requestId: string
  readonly naturalKey: readonly string[]
  readonly at: Date
}

/** The valid, non-personal natural-key values of an item: those no problem names, scalars of bounded length. */
export function validKeyValues(
  item: unknown,
  naturalKey: readonly string[],
  fieldsWithProblems: ReadonlySet<string | null>,
): Record<string, string | number | boolean | null> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return {}
  const values: Record<string, string | number | boolean | null> = {}
  for (const field of naturalKey) {
    if (PERSONAL_FIELDS.has(field) || !Object.hasOwn(item, field)) continue
    if (fieldsWithProblems.has(field)) continue
    const value = (item as Record<string, unknown>)[field]
    if (typeof value === 'string' ? [...value].length <= MAX_KEY_VALUE_LENGTH : value === null)
      values[field] = value as string | null
    else if (typeof value === 'number' || typeof value === 'boolean') values[field] = value
  }
  return values
}

/**
 * The rows come as one JSON array (one parameter): a thousand rejected items are one string for the
 * driver to send, not two text arrays it escapes character by character.
 */
const INSERT_SQL = `
  INSERT INTO rejections
    (client_id, rejected_at, request_id, resource, item_index, problems, problem_terms, natural_key, candidate_ats_id)
  SELECT $1, $2, $3, $4, input.item_index, input.problems, input.problem_terms, input.natural_key, input.candidate_ats_id
  FROM jsonb_to_recordset($5::jsonb)
    AS input(item_index integer, problems jsonb, problem_terms text[], natural_key jsonb, candidate_ats_id text)`

export interface StoredRejection {
  readonly id: number
  readonly rejected_at: string
  readonly request_id: string
  readonly resource: string
  readonly index: number | null
  readonly problems: StoredProblem[]
  readonly natural_key: Record<string, string | number | boolean | null>
}

/** A problem in the log; without `code` in rows recorded before codes were (migration 014). */
export interface StoredProblem {
  readonly field: string | null
  readonly code?: ErrorCode
  readonly message: string
  readonly value?: unknown
}

export interface RejectionFilter {
  readonly resource?: string | undefined
  readonly field?: string | undefined
  readonly code?: ErrorCode | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly requestId?: string | undefined
  /** Only rejections older (smaller id) than this one: the cursor. */
  readonly before?: number | undefined
  readonly limit: number
}

/** Adds to the client's count of rows, and answers the new count. */
const GROW_SQL = `
  INSERT INTO rejection_log_sizes AS size (client_id, rows) VALUES ($1, $2)
  ON CONFLICT (client_id) DO UPDATE SET rows = size.rows + EXCLUDED.rows
  RETURNING rows`

/** Deletes the client's $2 oldest rejections and takes them from its count, in one statement. */
const DELETE_OLDEST_SQL = `
  WITH oldest AS (
    SELECT id FROM rejections WHERE client_id = $1 ORDER BY id LIMIT $2
  ), deleted AS (
    DELETE FROM rejections WHERE client_id = $1 AND id IN (SELECT id FROM oldest) RETURNING id
  ), counted AS (
    SELECT count(*)::int AS deleted FROM deleted
  ), shrunk AS (
    UPDATE rejection_log_sizes SET rows = greatest(rows - (SELECT deleted FROM counted), 0)
    WHERE client_id = $1 RETURNING rows
  )
  SELECT (SELECT deleted FROM counted) AS deleted`

/** Deletes the candidate's rejections and takes them from the client's count, in one statement. */
const DELETE_CANDIDATE_SQL = `
  WITH deleted AS (
    DELETE FROM rejections WHERE client_id = $1 AND candidate_ats_id = $2 RETURNING id
  ), counted AS (
    SELECT count(*)::int AS deleted FROM deleted
  ), shrunk AS (
    UPDATE rejection_log_sizes SET rows = greatest(rows - (SELECT deleted FROM counted), 0)
    WHERE client_id = $1 RETURNING rows
  )
  SELECT (SELECT deleted FROM counted) AS deleted`

/** Deletes the rejections of the client's items that named this candidate (its erasure): how many went. */
export async function deleteCandidateRejections(tx: Queryable, clientId: string, candidateAtsId: string) {
  const [row] = await tx.query<{ deleted: number }>(DELETE_CANDIDATE_SQL, [clientId, candidateAtsId])
  return Number(row?.deleted ?? 0)
}

/** The candidate an item names, as its erasure will name it: a string or an integer's decimal text. */
function candidateOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null
  const candidate = (item as Record<string, unknown>).candidate_ats_id
  if (typeof candidate === 'string') return storable(candidate)
  return Number.isSafeInteger(candidate) ? String(candidate) : null
}

/** Deletes the client's `count` oldest rejections; answers how many went. */
async function deleteOldest(db: Queryable, clientId: string, count: number): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(DELETE_OLDEST_SQL, [clientId, count])
  return Number(row?.deleted ?? 0)
}

/**
 * Records `rejections` on `tx` (the rejecting request's transaction), one statement for them all; then,
 * should the client's log hold more than `maxRows`, deletes its oldest, so that the cap holds at every
 * moment. The count's row is taken last, as it is one per client: concurrent rejecting requests of one
 * client wait for each other only from there to their commit.
 */
export async function recordRejections(
  tx: Queryable,
  context: RejectionContext,
  rejections: readonly Rejection[],
): Promise<void> {
  if (rejections.length === 0) return
  await tx.query(INSERT_SQL, [
    context.clientId,
    context.at.toISOString(),
    context.requestId,
    context.resource,
    JSON.stringify(
      rejections.map((rejection) => {
        const problems = rejection.problems.map(storedProblem)
        return {
          item_index: rejection.index,
          problems,
          problem_terms: termsOf(context.clientId, problems),
          candidate_ats_id: candidateOf(rejection.item),
          natural_key: validKeyValues(
            rejection.item,
            context.naturalKey,
            rejection.fieldsWithProblems ?? new Set(rejection.problems.map((problem) => problem.field)),
          ),
        }
      }),
    ),
  ])
  const [size] = await tx.query<{ rows: number }>(GROW_SQL, [context.clientId, rejections.length])
  const excess = Number(size?.rows ?? 0) - context.maxRows
  if (excess > 0) await deleteOldest(tx, context.clientId, excess)
}

/**
 * The names a field may have to be kept as sent: lower case, digits and underscores, as every field's.
 * Any other key an item names (`jane.doe@example.org`) could be personal data: it becomes UNKNOWN_KEY.
 */
const KEPT_KEY = /^[a-z][a-z0-9_]{0,63}$/
export const UNKNOWN_KEY = '(a key not kept)'

/** A problem as the log keeps it: its value only where its field allows (Field's `echo`), no key it cannot trust. */
function storedProblem(problem: Problem): StoredProblem {
  if (problem.field !== null && !KEPT_KEY.test(problem.field)) {
    return {
      field: UNKNOWN_KEY,
      code: problem.code,
      message: 'A key that is not a field (its name is not kept, as it could hold personal data)',
    }
  }
  const stored = {
    field: problem.field,
    code: problem.code,
    message: storable(problem.message),
  }
  const { echo } = problem
  if (echo?.inLog !== true) return stored
  return { ...stored, value: typeof echo.value === 'string' ? storable(echo.value) : echo.value }
}

/**
 * A term of migration 018's index of the problems: a filter on a field or a code reads the client's
 * matching rows from it, and none when there are none.
 */
const problemTerm = (clientId: string, kind: 'field' | 'code', value: string) => [clientId, kind, value].join('\u001f')

/** The terms a rejection's stored problems are found by (problem_terms). */
function termsOf(clientId: string, problems: readonly StoredProblem[]): string[] {
  const terms = new Set<string>()
  for (const { field, code } of problems) {
    if (field !== null) terms.add(problemTerm(clientId, 'field', field))
    if (code !== undefined) terms.add(problemTerm(clientId, 'code', code))
  }
  return [...terms]
}

/** What bounds the statements of the log's pages (docs/security.md, the cost model). */
export type RejectionLogBounds = Pick<Config, 'readStatementTimeoutMs'>

export function createRejectionLog(db: Database, reads: RejectionLogBounds = defaultConfig) {
  return {
    /** One page of the client's rejections, newest first. */
    async list(clientId: string, filter: RejectionFilter): Promise<StoredRejection[]> {
      const params: unknown[] = [clientId]
      const param = (value: unknown) => {
        params.push(value)
        return `$${params.length}`
      }
      const terms = [
        ...(filter.field === undefined ? [] : [problemTerm(clientId, 'field', filter.field)]),
        ...(filter.code === undefined ? [] : [problemTerm(clientId, 'code', filter.code)]),
      ]
      const conditions = [
        'client_id = $1',
        ...(filter.resource === undefined ? [] : [`resource = ${param(filter.resource)}`]),
        ...(terms.length === 0 ? [] : [`problem_terms @> ${param(terms)}::text[]`]),
        ...(filter.from === undefined ? [] : [`rejected_at >= ${param(filter.from)}`]),
        ...(filter.to === undefined ? [] : [`rejected_at < ${param(filter.to)}`]),
        ...(filter.requestId === undefined ? [] : [`request_id = ${param(filter.requestId)}`]),
        ...(filter.before === undefined ? [] : [`id < ${param(filter.before)}`]),
      ]
      const sql = `SELECT id, ${instantText('rejected_at')} AS rejected_at,
           request_id, resource, item_index AS index, problems, natural_key
         FROM rejections WHERE ${conditions.join(' AND ')} ORDER BY id DESC LIMIT ${param(filter.limit)}`
      const rows = await withStatementTimeout(
        db,
        { kind: 'rejection log page', timeoutMs: reads.readStatementTimeoutMs },
        (tx) => tx.query<StoredRejection>(sql, params),
      )
      return rows.map((row) => ({ ...row, id: Number(row.id) }))
    },

    /**
     * Deletes at most `maxRows` rejections recorded before `before`, of every client, in one short
     * transaction; undefined when another node's pruning holds the lock. No row lock is taken to choose
     * them (Citus refuses FOR UPDATE across shards): a row deleted meanwhile is simply not counted.
     */
    async pruneChunkOlderThan(before: Date, maxRows: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [lock] = await tx.query<{ acquired: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS acquired', [
          PRUNING_LOCK,
        ])
        if (lock?.acquired !== true) return undefined
        const deleted = await tx.query<{ client_id: string; deleted: number }>(
          `WITH chunk AS (
             SELECT client_id, id FROM rejections WHERE rejected_at < $1 LIMIT $2
           ), deleted AS (
             DELETE FROM rejections AS rejection USING chunk
             WHERE rejection.client_id = chunk.client_id AND rejection.id = chunk.id
             RETURNING rejection.client_id
           )
           SELECT client_id, count(*)::int AS deleted FROM deleted GROUP BY client_id`,
          [before.toISOString(), maxRows],
        )
        // Each client's count, in a statement of its own: one shard each on Citus.
        for (const row of deleted) {
          await tx.query('UPDATE rejection_log_sizes SET rows = greatest(rows - $2, 0) WHERE client_id = $1', [
            row.client_id,
            Number(row.deleted),
          ])
        }
        return deleted.reduce((sum, row) => sum + Number(row.deleted), 0)
      })
    },

    /** The clients holding more than `max` rejections, and how many each holds beyond it. */
    async clientsOver(max: number): Promise<{ clientId: string; excess: number }[]> {
      const rows = await db.query<{ client_id: string; excess: number }>(
        'SELECT client_id, (count(*) - $1)::int AS excess FROM rejections GROUP BY client_id HAVING count(*) > $1',
        [max],
      )
      return rows.map((row) => ({ clientId: row.client_id, excess: Number(row.excess) }))
    },

    /** Deletes the client's `count` oldest rejections (a chunk: keep `count` small). */
    pruneOldestOf: (clientId: string, count: number): Promise<number> => deleteOldest(db, clientId, count),
  }
}

export type RejectionLog = ReturnType<typeof createRejectionLog>
