/**
 * What a resource's list asks for, read and normalised (http/list-query.ts declares its parameters):
 * the filters of the SQL (db/record-store.ts).
 */
export interface ListQuery {
  /** Columns that must hold exactly this text. */
  readonly exact: readonly (readonly [column: string, value: string])[]
  /** Half-open range of `recorded_at`: from included, to excluded. */
  readonly recordedFrom: string | undefined
  readonly recordedTo: string | undefined
  /** Records written (created, re-sent, patched, erased) at or after this instant. */
  readonly updatedSince: string | undefined
  readonly limit: number
  /** Where the previous page ended (from `cursor`). */
  readonly after: Position | undefined
  /** The stored record's fields to return, in its order; undefined: all of them. */
  readonly fields: readonly string[] | undefined
}

/** The last record of a page: its id, and its recorded_at when the list is in time order. */
export interface Position {
  readonly id: number
  readonly recordedAt?: string
}

/**
 * A list bounded in time (recorded_from or recorded_to) comes in recorded_at order, then id, so that its
 * pages are one range scan of the (client_id, recorded_at, id) index; any other list comes in id order.
 */
export const inTimeOrder = (query: Pick<ListQuery, 'recordedFrom' | 'recordedTo'>) =>
  query.recordedFrom !== undefined || query.recordedTo !== undefined
