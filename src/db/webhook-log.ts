import { sequenceText } from './change-feed.ts'
import type { Database } from './database.ts'
import { type StatementLimit, withStatementTimeout } from './statement-timeout.ts'
import { instantText } from './text-forms.ts'
import type { Attempt } from './webhook-queue.ts'

/**
 * What a client reads of its endpoints' messages (migration 023), and the replays it asks for. The
 * delivery engine writes the messages and their attempts; this reads them as they are.
 */

/** Replays an endpoint may have waiting: each may resend the whole feed kept. */
export const MAX_REPLAYS_WAITING = 10

/** Replays asked of one endpoint at once wait for one another here, so that its count is checked alone. */
const REPLAYS_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('webhook-replays/' || $1 || '/' || $2, 0))"

export interface Delivery {
  /** Its position in the endpoint's log: the cursor of the pages. */
  readonly id: number
  readonly webhook_id: string
  readonly first_sequence: string | null
  readonly last_sequence: string | null
  readonly events: number
  readonly replay: boolean
  readonly state: 'pending' | 'delivered' | 'missed'
  readonly created_at: string
  readonly attempts: Attempt[]
}

/** Where a replay starts, and how far the feed goes and has been pruned, of one moment. */
export interface ReplayBounds {
  /** The feed's head: the replay's `through` and `behind`. */
  readonly head: string
  /** Every event up to this sequence may have been pruned. */
  readonly prunedThrough: string
  /** Every event at or after this instant is kept; undefined when nothing was pruned. */
  readonly keptSince: string | undefined
  /** With `since`: the sequence before the first event that occurred at or after it; the head when none did. */
  readonly afterSince: string | undefined
}

const PAGE_SQL = (before: boolean) => `
  SELECT number::text AS number, webhook_id, first_sequence::text AS first_sequence,
    last_sequence::text AS last_sequence, events, replay, state, ${instantText('created_at')} AS created_at, attempts
  FROM webhook_messages
  WHERE client_id = $1 AND endpoint_id = $2 ${before ? 'AND number < $4' : ''}
  ORDER BY number DESC LIMIT $3`

const ENDPOINT_EXISTS_SQL = 'SELECT 1 AS found FROM webhook_endpoints WHERE client_id = $1 AND id = $2'

// The first event at or after `since`, in the feed's order: the sequences before its row's first are before it.
const BOUNDS_SQL = (since: boolean) => `
  SELECT coalesce((SELECT last FROM change_sequences WHERE client_id = $1), 0)::text AS head,
    coalesce((SELECT through FROM change_events_pruned WHERE client_id = $1), 0)::text AS pruned_through,
    (SELECT ${instantText('kept_since')} FROM change_events_pruned WHERE client_id = $1) AS kept_since,
    ${
      since
        ? `(SELECT (last_sequence - events)::text FROM change_events
            WHERE client_id = $1 AND occurred_at >= $2::timestamptz ORDER BY last_sequence LIMIT 1)`
        : 'NULL'
    } AS after_since`

export function createWebhookDeliveries(db: Database, limit: StatementLimit) {
  return {
    /**
     * The endpoint's messages newest first, at most `limit`, before the message `before` when given;
     * undefined when the client has no endpoint of this id.
     */
    async page(
      clientId: string,
      endpointId: number,
      query: { readonly before: number | undefined; readonly limit: number },
    ): Promise<Delivery[] | undefined> {
      return withStatementTimeout(db, limit, async (tx) => {
        const [endpoint] = await tx.query(ENDPOINT_EXISTS_SQL, [clientId, endpointId])
        if (endpoint === undefined) return undefined
        const params: unknown[] = [clientId, endpointId, query.limit]
        if (query.before !== undefined) params.push(query.before)
        const rows = await tx.query<Omit<Delivery, 'id'> & { number: string }>(
          PAGE_SQL(query.before !== undefined),
          params,
        )
        return rows.map(({ number, first_sequence, last_sequence, ...row }) => ({
          id: Number(number),
          ...row,
          first_sequence: first_sequence === null ? null : sequenceText(first_sequence),
          last_sequence: last_sequence === null ? null : sequenceText(last_sequence),
        }))
      })
    },

    /** The bounds a replay is checked against (`since` an instant's normalised text); undefined when the client has no endpoint of this id. */
    async replayBounds(clientId: string, endpointId: number, since?: string): Promise<ReplayBounds | undefined> {
      return withStatementTimeout(db, limit, async (tx) => {
        const [endpoint] = await tx.query(ENDPOINT_EXISTS_SQL, [clientId, endpointId])
        if (endpoint === undefined) return undefined
        const [row] = await tx.query<{
          head: string
          pruned_through: string
          kept_since: string | null
          after_since: string | null
        }>(BOUNDS_SQL(since !== undefined), since === undefined ? [clientId] : [clientId, since])
        if (row === undefined) throw new Error('The bounds of a replay read no row')
        return {
          head: row.head,
          prunedThrough: row.pruned_through,
          keptSince: row.kept_since ?? undefined,
          afterSince: since === undefined ? undefined : (row.after_since ?? row.head),
        }
      })
    },

    /**
     * Asks for the events in (after, through] again, once the endpoint's cursor reaches `through` (the
     * feed's head when asked), unless MAX_REPLAYS_WAITING are waiting already or the client has no
     * endpoint of this id (any more).
     */
    async replay(
      clientId: string,
      endpointId: number,
      after: string,
      through: string,
    ): Promise<'queued' | 'no endpoint' | 'too many'> {
      return db.transaction(async (tx) => {
        await tx.query(REPLAYS_LOCK_SQL, [clientId, endpointId])
        const [row] = await tx.query<{ endpoint: boolean; queued: boolean }>(
          `WITH queued AS (
             INSERT INTO webhook_replays (client_id, endpoint_id, after, through, behind)
             SELECT client_id, id, $3, $4, $4 FROM webhook_endpoints WHERE client_id = $1 AND id = $2
               AND (SELECT count(*) FROM webhook_replays WHERE client_id = $1 AND endpoint_id = $2) < $5
             RETURNING number
           )
           SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE client_id = $1 AND id = $2) AS endpoint,
             EXISTS (SELECT 1 FROM queued) AS queued`,
          [clientId, endpointId, after, through, MAX_REPLAYS_WAITING],
        )
        return row?.queued === true ? 'queued' : row?.endpoint === true ? 'too many' : 'no endpoint'
      })
    },
  }
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>
