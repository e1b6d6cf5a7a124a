import type { Resource } from '../domain/resource.ts'
import type { Database, Queryable } from './database.ts'
import { instantText } from './text-forms.ts'

/**
 * The change feed (GET /v3/changes, migration 020): every change to a client's records is an event,
 * numbered by a sequence per client whose order is the order in which the changes committed.
 *
 * How the order is kept: each write transaction that changes records ends with the statement that
 * numbers its events (changeEventsSql), which adds their count to the client's row of
 * `change_sequences` and writes them with the numbers it got. That row stays locked until the
 * transaction commits, so another transaction of the same client gets its numbers only after this one
 * has committed: a transaction that started first and commits last gets the later numbers. A reader
 * therefore never sees an event that sorts before one it has already read. Only one client's writes
 * wait for one another there, and only for the last statement and the commit.
 *
 * The feed keeps ids, types and times only: `include=data` reads the records as they are now, so that
 * erased personal data cannot survive in it.
 */

/** What happened to a record. */
export const EVENT_KINDS = ['created', 'updated', 'personal_data_erased'] as const
export type EventKind = (typeof EVENT_KINDS)[number]

/** The name of a resource's records in event types: `application_step`, `activity`, `job_offer`. */
export const eventSubject = (resource: Pick<Resource, 'singular'>) => resource.singular.replaceAll(' ', '_')

/** An event's type: `application_step.created`. */
export const eventType = (resource: Pick<Resource, 'singular'>, kind: EventKind) => `${eventSubject(resource)}.${kind}`

/** The kinds of event a resource's records have: erasure of personal data for application steps only. */
export const kindsOf = (resource: Pick<Resource, 'name'>): readonly EventKind[] =>
  resource.name === 'application-steps' ? EVENT_KINDS : ['created', 'updated']

/** Every event type of the resources, in their order. */
export const eventTypes = (resources: readonly Pick<Resource, 'name' | 'singular'>[]) =>
  resources.flatMap((resource) => kindsOf(resource).map((kind) => eventType(resource, kind)))

/** The width of a sequence's text: any bigint, zero-padded, so that text order is number order. */
export const SEQUENCE_WIDTH = 19
const MAX_SEQUENCE = 2n ** 63n - 1n

/** A sequence as the feed shows it: opaque, of a fixed width, whose byte order is the feed's order. */
export const sequenceText = (sequence: string | number | bigint) => String(sequence).padStart(SEQUENCE_WIDTH, '0')

/** The number of a sequence's text, as text for a bigint parameter; undefined when it is not one the feed writes. */
export function sequenceNumber(text: string): string | undefined {
  if (text.length !== SEQUENCE_WIDTH || !/^[0-9]+$/.test(text)) return undefined
  const value = BigInt(text)
  return value > MAX_SEQUENCE ? undefined : value.toString()
}

/**
 * The data-modifying CTEs that number and write events, for the end of a write: `events` is a query of
 * (client_id, type, id), one row per event, `at` the time they occurred (a placeholder or column-free
 * expression). Per client, the events take the next numbers in the order of their type (within a type,
 * the order of their row's array); several clients' rows of `change_sequences` are locked in the order
 * of their ids, so that two such statements cannot wait for each other. The names all begin with `feed_`.
 */
export function changeEventsCtes(events: string, at: string): string {
  return `feed_events AS (${events}
  ), feed_counted AS (
    SELECT client_id, count(*) AS n FROM feed_events GROUP BY client_id
  ), feed_numbered AS (
    INSERT INTO change_sequences AS counter (client_id, last)
    SELECT client_id, n FROM feed_counted ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET last = counter.last + EXCLUDED.last
    RETURNING client_id, last
  ), feed_grouped AS (
    SELECT client_id, type, array_agg(id) AS ids FROM feed_events GROUP BY client_id, type
  ), feed_written AS (
    INSERT INTO change_events (client_id, last_sequence, type, events, ids, occurred_at)
    SELECT feed_grouped.client_id,
      feed_numbered.last - feed_counted.n
        + sum(cardinality(feed_grouped.ids)) OVER (PARTITION BY feed_grouped.client_id ORDER BY feed_grouped.type),
      feed_grouped.type, cardinality(feed_grouped.ids), feed_grouped.ids, ${at}
    FROM feed_grouped
    JOIN feed_counted ON feed_counted.client_id = feed_grouped.client_id
    JOIN feed_numbered ON feed_numbered.client_id = feed_grouped.client_id
  )`
}

/** Some records of one resource, and what happened to them. */
export interface ChangedRecords {
  readonly type: string
  readonly ids: readonly number[]
}

/**
 * Numbers and writes the events of one client's write, on its transaction `tx`: to be its last
 * statement (the lock it takes is held until the commit). Nothing is written when no record changed.
 * The ids go in as they are, one array per type: no row per event is made on the way.
 */
export async function recordChanges(
  tx: Queryable,
  clientId: string,
  changes: readonly ChangedRecords[],
  at: Date,
): Promise<void> {
  const some = changes.filter((change) => change.ids.length > 0)
  if (some.length === 0) return
  const total = some.reduce((sum, change) => sum + change.ids.length, 0)
  const params: unknown[] = [clientId, at.toISOString(), total]
  let through = 0
  const rows = some.map((change) => {
    through += change.ids.length
    params.push(through, change.type, change.ids)
    const n = params.length
    return `($${n - 2}::bigint, $${n - 1}::text, $${n}::bigint[])`
  })
  await tx.query(
    `WITH numbered AS (
       INSERT INTO change_sequences AS counter (client_id, last) VALUES ($1, $3)
       ON CONFLICT (client_id) DO UPDATE SET last = counter.last + EXCLUDED.last
       RETURNING last
     )
     INSERT INTO change_events (client_id, last_sequence, type, events, ids, occurred_at)
     SELECT $1, numbered.last - $3 + written.through, written.type, cardinality(written.ids), written.ids,
       $2::timestamptz
     FROM numbered, (VALUES ${rows.join(', ')}) AS written(through, type, ids)`,
    params,
    { prepare: true },
  )
}

/** Any fixed number: it names the lock that keeps the pruning to one node at a time. */
const PRUNING_LOCK = 4_242_020

/** A maximal bigint, as text: an upper bound that bounds nothing. */
const NO_BOUND = MAX_SEQUENCE.toString()

// A page of events (eventPageParams): one row per event, with the pruning's bound on each, or one row
// with a null `sequence` when the page is empty. The page and the pruning's bound are read in one
// statement, so of one moment: a pruning that commits meanwhile cannot remove events between them.
// The rows are taken in the order of the primary key, at most `limit` of them (each holds at least
// one event of the page), and only those needed to reach `limit` events are unpacked: their running
// count of events past the start (a row's ranges do not overlap, so the order of rows is the order
// of events) stops the rest before their arrays are read. Unpacking every row past the start and
// sorting them all made a page's cost grow with the events after it (330 ms for a page of 1000 in
// 200,000). The filters read the row's `events`, not the array's length: that would unpack
// (detoast) the array once per id.
export const eventPageSql = (typed: boolean) => `
  SELECT pruned.through::text AS through, ${instantText('pruned.kept_since')} AS kept_since,
    page.sequence, page.type, page.id, page.occurred_at
  FROM (
    SELECT greatest($2::bigint, coalesce(max(through), 0)) AS start, coalesce(max(through), 0) AS through,
      max(kept_since) AS kept_since
    FROM change_events_pruned WHERE client_id = $1
  ) AS pruned
  LEFT JOIN LATERAL (
    SELECT event.last_sequence - event.events + item.position AS sequence, event.type,
      item.id, ${instantText('event.occurred_at')} AS occurred_at, event.last_sequence, item.position
    FROM (
      SELECT candidate.*, sum(least(candidate.events, candidate.last_sequence - pruned.start)) OVER (ORDER BY candidate.last_sequence)
          - least(candidate.events, candidate.last_sequence - pruned.start) AS before
      FROM (
        SELECT last_sequence, events, type, ids, occurred_at FROM change_events
        WHERE client_id = $1 AND last_sequence > pruned.start AND last_sequence - events < $4::bigint
          ${typed ? 'AND type = ANY($5::text[])' : ''}
        ORDER BY last_sequence
        LIMIT $3
      ) AS candidate
    ) AS event
    CROSS JOIN LATERAL unnest(event.ids) WITH ORDINALITY AS item(id, position)
    WHERE event.before < $3
      AND event.last_sequence - event.events + item.position > pruned.start
      AND event.last_sequence - event.events + item.position <= $4::bigint
    ORDER BY event.last_sequence, item.position
    LIMIT $3
  ) AS page ON true`

/** Which of a client's events a page holds. */
export interface EventRange {
  /** After this sequence's number; from the oldest kept when undefined. */
  readonly after: string | undefined
  /** Through this sequence's number at most; unbounded when undefined. */
  readonly through?: string | undefined
  readonly limit: number
  /** Of these types only; every type when undefined. */
  readonly types: readonly string[] | undefined
}

/** The parameters of eventPageSql(range.types !== undefined) for the client's `range`. */
export function eventPageParams(clientId: string, range: EventRange): unknown[] {
  const params: unknown[] = [clientId, range.after ?? '0', range.limit, range.through ?? NO_BOUND]
  if (range.types !== undefined) params.push(range.types)
  return params
}

// A chunk of events older than the cutoff ($1), of any clients, and per client how far that went; and
// of webhook messages sent or missed before it. An event still owed to an enabled webhook endpoint
// (past the point its pending message or cursor starts from, or in a replay of it) is kept, until the
// owed events' bound ($3). The chunk is chosen without a row lock (docs/citus.md), so the DELETE checks
// the age again. `through` stays the highest sequence actually deleted, so the 410 of a consumer stays
// exact whichever events are kept.
const PRUNE_CHUNK_SQL = `
  WITH chunk AS (
    SELECT event.client_id, event.last_sequence FROM change_events AS event
    WHERE event.occurred_at < $1 AND (event.occurred_at < $3 OR NOT EXISTS (
      SELECT 1 FROM webhook_endpoints AS endpoint
      LEFT JOIN webhook_messages AS pending ON pending.client_id = endpoint.client_id
        AND pending.endpoint_id = endpoint.id AND pending.state = 'pending'
      LEFT JOIN webhook_replays AS replay ON replay.client_id = endpoint.client_id AND replay.endpoint_id = endpoint.id
        AND event.last_sequence > replay.after AND event.last_sequence - event.events < replay.through
      WHERE endpoint.client_id = event.client_id AND endpoint.enabled
        AND (event.last_sequence > coalesce(pending.after, endpoint.cursor) OR replay.number IS NOT NULL)
    ))
    LIMIT $2
  ), pruned AS (
    DELETE FROM change_events AS event USING chunk
    WHERE event.client_id = chunk.client_id AND event.last_sequence = chunk.last_sequence AND event.occurred_at < $1
    RETURNING event.client_id, event.last_sequence
  ), noted AS (
    INSERT INTO change_events_pruned AS noted (client_id, through, kept_since)
    SELECT client_id, max(last_sequence), $1 FROM pruned GROUP BY client_id ORDER BY client_id
    ON CONFLICT (client_id) DO UPDATE SET
      through = greatest(noted.through, EXCLUDED.through), kept_since = greatest(noted.kept_since, EXCLUDED.kept_since)
  ), old_messages AS (
    SELECT client_id, endpoint_id, number FROM webhook_messages
    WHERE created_at < $1 AND state <> 'pending' LIMIT $2
  ), messages_pruned AS (
    DELETE FROM webhook_messages AS message USING old_messages
    WHERE message.client_id = old_messages.client_id AND message.endpoint_id = old_messages.endpoint_id
      AND message.number = old_messages.number AND message.state <> 'pending'
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM pruned)::int AS pruned, (SELECT count(*) FROM messages_pruned)::int AS messages`

/** Past the retention, how long events still owed to an enabled webhook endpoint are kept. */
export const OWED_EVENTS_GRACE_DAYS = 4
const DAY_MS = 24 * 60 * 60 * 1000

export function createChangeFeed(db: Database) {
  return {
    /**
     * Deletes at most `maxEvents` rows of events (of any clients) that occurred before `before`, and as
     * many webhook messages sent before it, in one short transaction; returns the larger count, or
     * undefined when another node's pruning holds the lock.
     */
    async pruneChunkOlderThan(before: Date, maxEvents: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [lock] = await tx.query<{ acquired: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS acquired', [
          PRUNING_LOCK,
        ])
        if (lock?.acquired !== true) return undefined
        const owedBound = new Date(before.getTime() - OWED_EVENTS_GRACE_DAYS * DAY_MS)
        const [row] = await tx.query<{ pruned: number; messages: number }>(PRUNE_CHUNK_SQL, [
          before.toISOString(),
          maxEvents,
          owedBound.toISOString(),
        ])
        return Math.max(Number(row?.pruned ?? 0), Number(row?.messages ?? 0))
      })
    },
  }
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>
