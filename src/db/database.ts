/** Something that runs parameterised SQL: the database itself, or one transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>
}

export interface QueryOptions {
  /**
   * On PostgreSQL, prepare the statement once per connection and run its plan again after: for
   * statements of a fixed text that run often and do little, where parsing and planning are a large
   * part of the work (one record read or patched). The embedded database runs it as any other.
   */
  readonly prepare?: boolean
}

/** One open transaction: statements, and COPY, that commit or roll back together. */
export interface Transaction extends Queryable {
  /** As Database.copyCsv, within the transaction: a failure aborts the transaction. */
  copyCsv(target: string, csv: string): Promise<void>
}

/**
 * The one interface both drivers implement (db/postgres.ts, db/pglite.ts): the same SQL runs on both.
 */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>
  /**
   * Loads rows in PostgreSQL's CSV format into `target` ("table (column, ...)") with one COPY: all of
   * them, or none when one fails.
   */
  copyCsv(target: string, csv: string): Promise<void>
  /** Connections open and idle, and queries waiting for one (for metrics). */
  poolStats(): PoolStats
  close(): Promise<void>
}

export interface PoolStats {
  /** Connections the pool may open. */
  readonly max: number
  readonly total: number
  readonly idle: number
  readonly waiting: number
}
