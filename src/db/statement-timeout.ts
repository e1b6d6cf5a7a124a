import { StatementTimeoutError } from '../errors.ts'
import type { Database, Queryable } from './database.ts'
import { sqlState } from './errors.ts'

/**
 * How long the statements of one kind of work may run: a list's page or the rejection log
 * (READ_STATEMENT_TIMEOUT_MS), a report (REPORT_STATEMENT_TIMEOUT_MS). Every other statement has the
 * pool's, REQUEST_TIMEOUT_MS (db/postgres.ts).
 */
export interface StatementLimit {
  /** What the statements are for, in the answer and the log: `list page`, `funnel report`. */
  readonly kind: string
  readonly timeoutMs: number
}

const QUERY_CANCELED = '57014'

/**
 * Runs `work` in a transaction whose statements PostgreSQL cancels past `limit.timeoutMs`:
 * set_config's third argument sets it for this transaction only, as SET LOCAL would, on PostgreSQL
 * and on a Citus coordinator (which cancels the shards' part of a statement it cancels). A statement
 * cancelled so is a StatementTimeoutError (503 with Retry-After). The embedded database takes the
 * setting but never fires it: it runs on one thread, with no timer to interrupt a statement; there, the
 * bounds on the work itself (docs/security.md, the cost model) are what limit a statement.
 */
export async function withStatementTimeout<T>(
  db: Database,
  limit: StatementLimit,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query("SELECT set_config('statement_timeout', $1, true)", [String(limit.timeoutMs)])
      return work(tx)
    })
  } catch (error) {
    if (isStatementTimeout(error)) throw new StatementTimeoutError(limit.kind, limit.timeoutMs)
    throw error
  }
}

/** Cancelled at statement_timeout, not by an operator (pg_cancel_backend is the same SQLSTATE). */
function isStatementTimeout(error: unknown): boolean {
  return sqlState(error) === QUERY_CANCELED && error instanceof Error && error.message.includes('statement timeout')
}
