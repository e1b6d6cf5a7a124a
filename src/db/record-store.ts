import { type Config, defaultConfig } from '../config.ts'
import type { SqlType } from '../domain/fields.ts'
import { inTimeOrder, type ListQuery } from '../domain/list-query.ts'
import { type RecordOfResource, type Resource, WRITE_TIMES } from '../domain/resource.ts'
import type { Database, Queryable, Transaction } from './database.ts'
import { DEADLOCK_DETECTED, isDatabaseUnavailable, isRefusedByDatabase, sqlState, UNIQUE_VIOLATION } from './errors.ts'
import { withStatementTimeout } from './statement-timeout.ts'
import { dayText, instantText } from './text-forms.ts'

/**
 * The SQL of every resource, written once and generated from each resource's declaration
 * (domain/resources.ts): their columns, types and natural keys.
 */

const quote = (name: string) => `"${name}"`

/** How a column is read back so that both drivers return the contract's text forms. */
function readExpression(name: string, sqlType: SqlType): string {
  switch (sqlType) {
    case 'timestamptz':
      return `${instantText(quote(name))} AS ${quote(name)}`
    case 'date':
      return `${dayText(quote(name))} AS ${quote(name)}`
    default:
      return quote(name)
  }
}

/** The read side's record (resource.storedFields): id first (CSV column order), the fields, then when it was written. */
function storedReadExpressionsOf(resource: Resource): Map<string, string> {
  return new Map([
    ['id', 'id'],
    ...Object.entries(resource.fields).map(([name, field]) => [name, readExpression(name, field.sqlType)] as const),
    ...WRITE_TIMES.map((name) => [name, readExpression(name, 'timestamptz')] as const),
  ])
}

/** The select list of `fields`, each read as storedReadExpressionsOf gives it. */
const readListOf = (expressions: Map<string, string>, fields: readonly string[]) =>
  fields.map((name) => expressions.get(name)).join(', ')

/**
 * A query of the client's records of the resource whose ids are in the array `ids`: each `id` and its
 * `json`, the record as the read side returns it, written by PostgreSQL. `clientId` and `ids` are SQL
 * expressions.
 */
export function storedJsonSql(resource: Resource, clientId: string, ids: string): string {
  const list = readListOf(storedReadExpressionsOf(resource), resource.storedFields)
  return `SELECT stored.id, row_to_json(stored)::text AS json
    FROM (SELECT ${list} FROM ${quote(resource.table)} WHERE client_id = ${clientId} AND id = ANY(${ids})) AS stored`
}

/** What a write changed: records inserted, and stored records rewritten with other values, with their ids. */
export interface WriteTally {
  readonly created: number
  readonly changed: number
  readonly createdIds: readonly number[]
  readonly changedIds: readonly number[]
}

/**
 * Work that commits or rolls back with a write (the ingestion counters, the change feed): called in
 * the write's transaction, after the records are written, with what they changed; its last statement
 * is the transaction's (the change feed's numbering, db/change-feed.ts).
 */
export type Alongside = (tx: Queryable, tally: WriteTally) => Promise<void>

/**
 * Work that a change of one record does in the statement that changes it (the ingestion counters, the
 * change feed): data-modifying CTEs (`name AS (...)`, comma-separated) over `rows`, the CTE that returns
 * the record changed (client_id, id, updated_at), if it was. `param` adds a value to the statement's
 * parameters and returns its placeholder.
 */
export type AlongsideInStatement = (rows: string, param: (value: unknown) => string) => string

/** Thrown inside a transaction to roll back a change made only to see what it would do (wouldUpdate). */
class RolledBack extends Error {
  readonly row: unknown
  constructor(row: unknown) {
    super('rolled back')
    this.row = row
  }
}

/** Thrown inside a transaction to roll it back when its COPY was refused: the upsert takes over. */
class CopyRefused extends Error {}

export class NaturalKeyConflictError extends Error {
  override name = 'NaturalKeyConflictError'
}

const MAX_DEADLOCK_RETRIES = 3

/**
 * One value of a natural key as part of the key's text: NUL, which no stored text may contain
 * (domain/fields.ts), ends the previous part, and a tag tells null from text.
 */
const keyPart = (value: unknown) => (value === null || value === undefined ? '\u0000n' : `\u0000s${String(value)}`)

/**
 * One value in the CSV that COPY reads: text always quoted, so that "" is the empty string and an
 * empty field is null. Stored text holds no NUL (domain/fields.ts), the one character CSV cannot carry.
 */
const csvValue = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? `"${value.includes('"') ? value.replaceAll('"', '""') : value}"`
      : String(value)

/**
 * The INSERT that notes in `changesTable` (a resource's `changesTable`) when each record of `rows`
 * (client_id, id, the updated_at it was just given) changed: to be run in the statement that changed
 * them, so that the note commits with the change. `updated_since` finds the records changed by these
 * notes and the records created by created_at (list), so that no index holds updated_at and a change
 * of fields no index holds is an update in place (migration 012).
 */
export const noteChangesSql = (changesTable: string, rows: string) =>
  `INSERT INTO ${changesTable} (client_id, id, changed_at) ${rows}
    ON CONFLICT (client_id, id) DO UPDATE SET changed_at = EXCLUDED.changed_at`

/** What bounds the statements of a list (docs/security.md, the cost model). */
export type ListBounds = Pick<Config, 'readStatementTimeoutMs'>

export function createRecordStore<R extends Resource>(db: Database, resource: R, reads: ListBounds = defaultConfig) {
  type Row = RecordOfResource<R>
  const columns = Object.entries(resource.fields).map(([name, field]) => ({ name, sqlType: field.sqlType }))
  const table = quote(resource.table)
  const changes = quote(resource.changesTable)
  const key = resource.naturalKey
  const nonKey = columns.filter((column) => !key.includes(column.name))
  const columnList = columns.map((column) => quote(column.name)).join(', ')
  const keyList = key.map(quote).join(', ')
  const readList = columns.map((column) => readExpression(column.name, column.sqlType)).join(', ')
  const storedReadExpressions = storedReadExpressionsOf(resource)
  const storedReadList = readListOf(storedReadExpressions, resource.storedFields)
  const noteChanges = (rows: string) => noteChangesSql(changes, rows)
  const keyMatch = key
    .map((name) =>
      resource.nullableKeyFields.includes(name)
        ? `input.${quote(name)} IS NOT DISTINCT FROM stored.${quote(name)}`
        : `input.${quote(name)} = stored.${quote(name)}`,
    )
    .join(' AND ')

  // The upsert, one statement per batch: the rows arrive as one array per column and are upserted in
  // the order they arrive in (see oncePerKeyInOrder); each input position written gets its id and
  // whether it was inserted (xmax is 0 in a row version no update has touched). A stored record whose
  // values are all the same is locked but not rewritten: a retry or a replay costs no new row version,
  // no index entries, and leaves updated_at (the time of the last change) as it was. A record rewritten
  // takes updated_at from EXCLUDED, the row the INSERT proposed, whose default is now(): the same time,
  // and no function call in DO UPDATE SET, which Citus refuses on a distributed table (docs/citus.md).
  // The same statement notes that time beside the table, for updated_since (noteChanges).
  const upsertSql = `
    WITH input AS (
      SELECT * FROM unnest(${columns.map((column, i) => `$${i + 2}::${column.sqlType}[]`).join(', ')})
        WITH ORDINALITY AS input(${columnList}, position)
    ), stored AS (
      INSERT INTO ${table} (client_id, ${columnList})
      SELECT $1, ${columnList} FROM input
      ORDER BY position
      ON CONFLICT (client_id, ${keyList}) DO UPDATE SET
        ${[...nonKey.map((column) => `${quote(column.name)} = EXCLUDED.${quote(column.name)}`), 'updated_at = EXCLUDED.updated_at'].join(', ')}
      WHERE (${nonKey.map((column) => `${table}.${quote(column.name)}`).join(', ')})
        IS DISTINCT FROM (${nonKey.map((column) => `EXCLUDED.${quote(column.name)}`).join(', ')})
      RETURNING id, xmax = 0 AS inserted, updated_at, ${keyList}
    ), noted AS (
      ${noteChanges('SELECT $1, id, updated_at FROM stored WHERE NOT inserted')}
    )
    SELECT input.position, stored.id, stored.inserted FROM input JOIN stored ON ${keyMatch}`

  // The ids of the records an upsert left as they were, by natural key: a statement of its own, in the
  // upsert's transaction, whose snapshot also sees a record that a concurrent batch committed while the
  // upsert waited for it.
  const idsByKeySql = `
    SELECT input.position, stored.id
    FROM unnest(${key.map((name, i) => `$${i + 2}::${resource.fields[name]?.sqlType}[]`).join(', ')})
      WITH ORDINALITY AS input(${keyList}, position)
    JOIN ${table} AS stored ON stored.client_id = $1 AND ${keyMatch}`

  // The bulk insert, for batches whose keys are all new: the rows in one COPY, which fails whole on the
  // first key already stored. When the ids are wanted, they are drawn from the table's own sequence first
  // and copied with the rows; otherwise each row takes the column's default, as an INSERT would.
  const reserveIdsSql = `
    SELECT string_agg(nextval(sequence)::text, ',') AS ids
    FROM (SELECT pg_get_serial_sequence('${resource.table}', 'id')::regclass AS sequence) AS identity,
      generate_series(1, $1)`
  const copyTargetWithIds = `${table} (client_id, id, ${columnList})`
  const copyTarget = `${table} (client_id, ${columnList})`
  const csvOf = (clientId: string, rows: readonly Row[], ids: readonly string[] | undefined) => {
    const clientCell = csvValue(clientId)
    let csv = ''
    rows.forEach((row, i) => {
      csv += ids === undefined ? clientCell : `${clientCell},${ids[i]}`
      for (const column of columns) csv += `,${csvValue((row as Record<string, unknown>)[column.name])}`
      csv += '\n'
    })
    return csv
  }

  /**
   * Clients whose latest batch met keys already stored (a re-send, a correction): their batches go
   * straight to the upsert until one of them inserts every record.
   */
  const resending = new Set<string>()

  /** update, on the database or in a transaction. */
  async function updateOn(
    q: Queryable,
    clientId: string,
    id: number,
    changes: Readonly<Record<string, unknown>>,
    alongside?: AlongsideInStatement,
  ): Promise<Row | undefined> {
    const changed = columns.filter((column) => column.name in changes)
    if (changed.length === 0) return findById(q, clientId, id)
    const params: unknown[] = [clientId, id, ...changed.map((column) => changes[column.name])]
    const param = (value: unknown) => `$${params.push(value)}`
    const values = changed.map((column, i) => `$${i + 3}::${column.sqlType}`)
    const assignments = changed.map((column, i) => `${quote(column.name)} = ${values[i]}`)
    const changedColumns = changed.map((column) => quote(column.name)).join(', ')
    try {
      // One statement, whatever it does besides: nothing to roll back, and no lock held between two
      // round trips. The stored values are turned into the contract's text forms (to_char) outside the
      // UPDATE: Citus refuses a function that is not IMMUTABLE in RETURNING (docs/citus.md). A patch of
      // the values already stored changes nothing, as a re-send of them does: no new updated_at, no
      // note, no count; the record is read as it is (the outer SELECT sees the table before the UPDATE).
      const [row] = await q.query<Row>(
        `WITH changed AS (
           UPDATE ${table} SET ${[...assignments, 'updated_at = now()'].join(', ')}
           WHERE client_id = $1 AND id = $2 AND (${changedColumns}) IS DISTINCT FROM (${values.join(', ')})
           RETURNING client_id, id, updated_at, ${columnList}
         ), noted AS (
           ${noteChanges('SELECT $1, id, updated_at FROM changed')}
         )${alongside === undefined ? '' : `, ${alongside('changed', param)}`}
         SELECT ${readList} FROM changed
         UNION ALL
         SELECT ${readList} FROM ${table} WHERE client_id = $1 AND id = $2 AND NOT EXISTS (SELECT FROM changed)`,
        params,
        { prepare: true },
      )
      return row
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        throw new NaturalKeyConflictError(`Another ${resource.singular} already has this ${key.join(', ')}`)
      }
      throw error
    }
  }

  async function findById(q: Queryable, clientId: string, id: number): Promise<Row | undefined> {
    const [row] = await q.query<Row>(
      `SELECT ${readList} FROM ${table} WHERE client_id = $1 AND id = $2`,
      [clientId, id],
      { prepare: true },
    )
    return row
  }

  async function reserveIds(count: number): Promise<string[]> {
    const [reserved] = await db.query<{ ids: string }>(reserveIdsSql, [count])
    return reserved?.ids.split(',') ?? []
  }

  /**
   * Stores records whose keys are all new with one COPY (with `ids` when given); false when nothing was
   * stored. With `alongside`, the COPY and that work are one transaction.
   */
  async function copyAllNew(
    clientId: string,
    rows: readonly Row[],
    ids: readonly string[] | undefined,
    alongside: Alongside | undefined,
  ): Promise<boolean> {
    if (alongside === undefined) return copyOn(db, clientId, rows, ids)
    try {
      await db.transaction(async (tx) => {
        if (!(await copyOn(tx, clientId, rows, ids))) throw new CopyRefused()
        const createdIds = ids?.map(Number) ?? []
        await alongside(tx, { created: rows.length, changed: 0, createdIds, changedIds: [] })
      })
      return true
    } catch (error) {
      if (error instanceof CopyRefused) return false
      throw error
    }
  }

  async function copyOn(
    on: Pick<Transaction, 'copyCsv'>,
    clientId: string,
    rows: readonly Row[],
    ids: readonly string[] | undefined,
  ): Promise<boolean> {
    try {
      await on.copyCsv(ids === undefined ? copyTarget : copyTargetWithIds, csvOf(clientId, rows, ids))
      return true
    } catch (error) {
      // A key already stored, or held by a concurrent batch (a unique violation, or a deadlock): the
      // upsert writes the batch, waiting for that batch. Whatever the database refused the rows for,
      // the upsert is the way that handles every batch, and it fails in turn on any other cause, with
      // the error of its own; so no SQLSTATE is told apart here (on Citus, a worker's unique violation
      // during a COPY reaches the coordinator as XX000, not 23505). A connection lost or a timeout is
      // not a refusal of the rows: it goes up as it is, without a second try.
      if (!isRefusedByDatabase(error) || isDatabaseUnavailable(error)) throw error
      return false
    }
  }

  type Written = { position: number | string; id: number | string; inserted: boolean }
  const valuesOf = (rows: readonly Row[], name: string) => rows.map((row) => (row as Record<string, unknown>)[name])

  /**
   * Inserts or updates each record by its natural key; returns the records written and, to `read: 'ids'`,
   * the id of each row, in the same transaction: an ON CONFLICT DO UPDATE locks the rows it leaves as they
   * were too, so no concurrent PATCH or erasure can move one away before its id is read. With
   * `alongside`, that work is in the transaction as well (retried whole after a deadlock).
   */
  async function upsert(
    clientId: string,
    rows: readonly Row[],
    alongside: Alongside | undefined,
    read: 'ids' | undefined,
  ): Promise<{ written: Written[]; ids: number[] | undefined }> {
    const params = [clientId, ...columns.map((column) => valuesOf(rows, column.name))]
    for (let attempt = 1; ; attempt++) {
      try {
        if (alongside === undefined && read === undefined) {
          return { written: await db.query<Written>(upsertSql, params), ids: undefined }
        }
        return await db.transaction(async (tx) => {
          const written = await tx.query<Written>(upsertSql, params)
          const ids = read === 'ids' ? await idsOf(tx, clientId, rows, written) : undefined
          // The alongside last: its last statement is the transaction's (the change feed's numbering).
          if (alongside !== undefined) {
            const createdIds = written.filter((row) => row.inserted).map((row) => Number(row.id))
            const changedIds = written.filter((row) => !row.inserted).map((row) => Number(row.id))
            await alongside(tx, { created: createdIds.length, changed: changedIds.length, createdIds, changedIds })
          }
          return { written, ids }
        })
      } catch (error) {
        if (sqlState(error) !== DEADLOCK_DETECTED || attempt >= MAX_DEADLOCK_RETRIES) throw error
      }
    }
  }

  /** The upsert, noting whether the client is re-sending stored keys; to `read: 'ids'`, the id of each row. */
  function upsertNotingResends(
    clientId: string,
    rows: readonly Row[],
    alongside: Alongside | undefined,
  ): Promise<undefined>
  function upsertNotingResends(
    clientId: string,
    rows: readonly Row[],
    alongside: Alongside | undefined,
    read: 'ids',
  ): Promise<number[]>
  async function upsertNotingResends(
    clientId: string,
    rows: readonly Row[],
    alongside: Alongside | undefined,
    read?: 'ids',
  ): Promise<number[] | undefined> {
    const { written, ids } = await upsert(clientId, rows, alongside, read)
    if (written.length === rows.length && written.every((row) => row.inserted)) resending.delete(clientId)
    else resending.add(clientId)
    return ids
  }

  /** The id of each of the upserted `rows`, on the upsert's transaction: those it wrote, then those it left as they were. */
  async function idsOf(
    tx: Queryable,
    clientId: string,
    rows: readonly Row[],
    written: readonly Written[],
  ): Promise<number[]> {
    const ids: number[] = []
    for (const row of written) ids[Number(row.position) - 1] = Number(row.id)
    if (written.length < rows.length) {
      const unchanged = rows.flatMap((_, i) => (ids[i] === undefined ? [i] : []))
      const unchangedRows = unchanged.map((i) => rows[i] as Row)
      const found = await tx.query<Omit<Written, 'inserted'>>(idsByKeySql, [
        clientId,
        ...key.map((name) => valuesOf(unchangedRows, name)),
      ])
      for (const row of found) ids[unchanged[Number(row.position) - 1] as number] = Number(row.id)
    }
    return ids
  }

  /**
   * The records to write, one per natural key (the same key twice in a batch: the later item wins, both
   * get its id), in the order of their keys' text. Every writer, COPY or upsert, on every node, takes
   * keys in this one order, so that concurrent batches over the same keys wait for one another instead
   * of deadlocking (which PostgreSQL detects only after deadlock_timeout, a second by default).
   */
  function oncePerKeyInOrder(records: readonly Row[]): { unique: Row[]; slotOf: number[] } {
    const keyTexts = records.map((record) => {
      let keyText = ''
      for (const name of key) keyText += keyPart((record as Record<string, unknown>)[name])
      return keyText
    })
    // A later entry with the same key replaces the earlier one: the later item wins.
    const lastWithKey = new Map(keyTexts.map((keyText, i) => [keyText, records[i] as Row]))
    const keysInOrder = [...lastWithKey.keys()].sort()
    const slotOfKey = new Map(keysInOrder.map((keyText, slot) => [keyText, slot]))
    return {
      unique: keysInOrder.map((keyText) => lastWithKey.get(keyText) as Row),
      slotOf: keyTexts.map((keyText) => slotOfKey.get(keyText) as number),
    }
  }

  return {
    resource,

    /**
     * Stores valid records of one client, all or none; returns the id of each, in the same order.
     * A batch of new keys is inserted with COPY, PostgreSQL's bulk path; one that meets stored keys
     * is upserted instead. `alongside` commits or rolls back with the records.
     */
    async storeBatch(clientId: string, records: readonly Row[], alongside?: Alongside): Promise<number[]> {
      if (records.length === 0) return []
      const { unique, slotOf } = oncePerKeyInOrder(records)
      let idBySlot: number[] | undefined
      if (!resending.has(clientId)) {
        const ids = await reserveIds(unique.length)
        if (await copyAllNew(clientId, unique, ids, alongside)) idBySlot = ids.map(Number)
      }
      idBySlot ??= await upsertNotingResends(clientId, unique, alongside, 'ids')
      return slotOf.map((slot) => idBySlot[slot] as number)
    },

    /**
     * Stores them as storeBatch does, for a client that does not want the ids (`Prefer: return=minimal`):
     * without `alongside`, a batch of new keys then goes in with one statement, no ids drawn before it.
     * With it, the ids are drawn first all the same: the alongside is told them (the change feed).
     */
    async storeBatchWithoutIds(clientId: string, records: readonly Row[], alongside?: Alongside): Promise<void> {
      if (records.length === 0) return
      const { unique } = oncePerKeyInOrder(records)
      if (!resending.has(clientId)) {
        const ids = alongside === undefined ? undefined : await reserveIds(unique.length)
        if (await copyAllNew(clientId, unique, ids, alongside)) return
      }
      await upsertNotingResends(clientId, unique, alongside)
    },

    /** One record of the client as the read side returns it; undefined when there is none. */
    async findStored(clientId: string, id: number): Promise<StoredRecord<R> | undefined> {
      const [row] = await db.query<StoredRecord<R>>(
        `SELECT ${storedReadList} FROM ${table} WHERE client_id = $1 AND id = $2`,
        [clientId, id],
        { prepare: true },
      )
      return row === undefined ? undefined : withNumericId(row)
    },

    /**
     * One page of the client's records that match the query, after `query.after`: in id order, or in
     * recorded_at then id order when the query is bounded in time (domain/list-query.ts). Keyset
     * pagination: ids only grow and a record's recorded_at is part of its natural key, so a walk through
     * the pages sees every record that existed when it started exactly once, whatever is inserted or
     * re-sent meanwhile.
     */
    async list(clientId: string, query: ListQuery, limit = query.limit): Promise<ListedRecord<R>[]> {
      const params: unknown[] = [clientId]
      const param = (value: unknown) => {
        params.push(value)
        return `$${params.length}`
      }
      const timeOrder = inTimeOrder(query)
      const { after, fields } = query
      // The fields asked for, and those that a page's position is made of.
      const selected = resource.storedFields.filter(
        (name) =>
          fields === undefined || fields.includes(name) || name === 'id' || (timeOrder && name === 'recorded_at'),
      )
      const selectedReadList = readListOf(storedReadExpressions, selected)
      // ORDER BY qualifies recorded_at: unqualified, it would name the output column (its text form),
      // which no index serves.
      const conditions = [
        'client_id = $1',
        ...query.exact.map(([column, value]) => `${quote(column)} = ${param(value)}`),
        ...(query.recordedFrom === undefined ? [] : [`recorded_at >= ${param(query.recordedFrom)}`]),
        ...(query.recordedTo === undefined ? [] : [`recorded_at < ${param(query.recordedTo)}`]),
      ]
      // In id order, the page after a cursor is also where the notes are read from (writtenSincePage).
      const afterId = after !== undefined && !timeOrder ? param(after.id) : undefined
      if (after !== undefined) {
        conditions.push(
          afterId === undefined
            ? `(recorded_at, id) > (${param(after.recordedAt)}, ${param(after.id)})`
            : `id > ${afterId}`,
        )
      }
      const pageLimit = param(limit)
      const pageWhere = (more: readonly string[], extraOutput = '') =>
        `SELECT ${selectedReadList}${extraOutput} FROM ${table} WHERE ${[...conditions, ...more].join(' AND ')}
         ORDER BY ${timeOrder ? `${table}.recorded_at, ${table}.id` : 'id'} LIMIT ${pageLimit}`
      // updated_since: the records created at or after the instant (created_at never changes), and those
      // created before it and changed at or after it (by the notes beside the table, noteChanges): two
      // disjoint pages, each read from an index of its own, merged into one.
      const writtenSincePage = (since: string) => {
        const order = timeOrder ? `, ${table}.recorded_at AS page_order` : ''
        const created = pageWhere([`created_at >= ${since}`], order)
        const changed = pageWhere(
          [
            `created_at < ${since}`,
            `id IN (SELECT id FROM ${changes} WHERE client_id = $1 AND changed_at >= ${since}${afterId === undefined ? '' : ` AND id > ${afterId}`})`,
          ],
          order,
        )
        return `SELECT ${selected.map(quote).join(', ')} FROM ((${created}) UNION ALL (${changed})) AS page
          ORDER BY ${timeOrder ? 'page_order, id' : 'id'} LIMIT ${pageLimit}`
      }
      const sql = query.updatedSince === undefined ? pageWhere([]) : writtenSincePage(param(query.updatedSince))
      const rows = await withStatementTimeout(db, { kind: 'list', timeoutMs: reads.readStatementTimeoutMs }, (tx) =>
        tx.query<ListedRecord<R>>(sql, params),
      )
      return rows.map(withNumericId)
    },

    findById: (clientId: string, id: number) => findById(db, clientId, id),

    /**
     * Sets the given fields of one record of the client; undefined when there is none.
     * Throws NaturalKeyConflictError when the change would give it another record's natural key.
     * `alongside` commits or rolls back with the change (called only when a record was changed).
     */
    update: (
      clientId: string,
      id: number,
      changes: Readonly<Record<string, unknown>>,
      alongside?: AlongsideInStatement,
    ): Promise<Row | undefined> => updateOn(db, clientId, id, changes, alongside),

    /**
     * The record as update would leave it, undefined when there is none, or its NaturalKeyConflictError:
     * the change made and rolled back, so that the database judges it as it would the real one.
     */
    async wouldUpdate(
      clientId: string,
      id: number,
      changes: Readonly<Record<string, unknown>>,
    ): Promise<Row | undefined> {
      try {
        return await db.transaction(async (tx) => {
          throw new RolledBack(await updateOn(tx, clientId, id, changes))
        })
      } catch (error) {
        if (error instanceof RolledBack) return error.row as Row | undefined
        throw error
      }
    },
  }
}

/** A record as the read side returns it. */
export type StoredRecord<R extends Resource> = RecordOfResource<R> & {
  id: number
  created_at: string
  updated_at: string
}

/**
 * A record of a list page as the store reads it: the fields the query asks for, with its id, and its
 * recorded_at when the list is in time order (what the page's position is made of), asked for or not.
 */
export type ListedRecord<R extends Resource> = Pick<StoredRecord<R>, 'id'> & Partial<StoredRecord<R>>

/** bigint ids come back as text from pg: ids stay far below 2^53, so they are returned as JSON numbers. */
function withNumericId<T extends { id: number }>(row: T): T {
  row.id = Number(row.id)
  return row
}

export type RecordStore<R extends Resource> = ReturnType<typeof createRecordStore<R>>
