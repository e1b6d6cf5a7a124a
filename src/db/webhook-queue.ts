import { newWebhookId } from '../webhooks/messages.ts'
import type { Database, Queryable } from './database.ts'
import type { EventPage, EventPages } from './event-pages.ts'
import type { StoredSecret } from './webhook-endpoints.ts'

/**
 * The webhooks' queue (migration 023): which endpoints have something to send, which node sends it,
 * and each message of an endpoint, made one at a time from its cursor in the change feed (or from a
 * replay) and kept pending until an attempt of it succeeds. src/webhooks/delivery.ts drives it.
 *
 * One node at a time serves an endpoint: the one whose lease (`lease_until`, `lease_token`) is
 * current, taken by an UPDATE that only succeeds when no other lease is (docs/citus.md: no row lock
 * across statements). A node that dies leaves its lease to expire; another then sends the pending
 * message again, with the same webhook-id.
 */

/** An endpoint whose lease this node holds. */
export interface ServedEndpoint {
  readonly clientId: string
  readonly id: number
  readonly url: string
  readonly secrets: readonly StoredSecret[]
  readonly leaseToken: string
}

/** The message to send, pending until an attempt succeeds. */
export interface PendingMessage {
  readonly number: string
  readonly webhookId: string
  readonly after: string
  readonly through: string
  readonly types: readonly string[] | null
  /** Failed attempts that used a step of the retry schedule. */
  readonly steps: number
  /** Its events with their records, when it was made by the call that returned it (read again otherwise). */
  readonly page?: EventPage
}

/** One attempt, as the deliveries log lists it. */
export interface Attempt {
  readonly at: string
  readonly status: number | null
  readonly error: string | null
  readonly duration_ms: number
}

/** What an attempt does to its message and endpoint. */
export type AttemptOutcome =
  | { readonly kind: 'delivered' }
  | { readonly kind: 'retry'; readonly at: Date; readonly usesStep: boolean }
  | { readonly kind: 'disable'; readonly reason: string }

/** The attempts a message keeps in its log: the latest ones. */
export const ATTEMPTS_KEPT = 50

// Enabled endpoints that are due (no pending retry in the future), that no node serves, and that have
// something to send: events past the cursor, a pending message or a replay. Across clients, taking
// their turns: each client's first, then their second, and no more than `$3` of one client, so that
// one client's many endpoints (stalled receivers, say) leave the others theirs.
const DUE_SQL = `
  SELECT client_id, id FROM (
    SELECT endpoint.client_id, endpoint.id::text AS id, endpoint.next_attempt_at,
      row_number() OVER (PARTITION BY endpoint.client_id ORDER BY endpoint.next_attempt_at NULLS FIRST, endpoint.id) AS turn
    FROM webhook_endpoints AS endpoint
    LEFT JOIN change_sequences AS head ON head.client_id = endpoint.client_id
    WHERE endpoint.enabled
      AND (endpoint.lease_until IS NULL OR endpoint.lease_until < $1)
      AND (endpoint.next_attempt_at IS NULL OR endpoint.next_attempt_at <= $1)
      AND (endpoint.cursor < coalesce(head.last, 0)
        OR EXISTS (SELECT 1 FROM webhook_messages AS message WHERE message.client_id = endpoint.client_id
          AND message.endpoint_id = endpoint.id AND message.state = 'pending')
        OR EXISTS (SELECT 1 FROM webhook_replays AS replay WHERE replay.client_id = endpoint.client_id
          AND replay.endpoint_id = endpoint.id))
  ) AS due
  WHERE turn <= $3
  ORDER BY turn, next_attempt_at NULLS FIRST
  LIMIT $2`

const LEASE_SQL = `
  UPDATE webhook_endpoints SET lease_until = $4, lease_token = $3
  WHERE client_id = $1 AND id = $2 AND enabled AND (lease_until IS NULL OR lease_until < $5 OR lease_token = $3)
    AND (next_attempt_at IS NULL OR next_attempt_at <= $5)
  RETURNING url, secrets`

const PENDING_SQL = `
  SELECT number::text, webhook_id, after::text, through::text, types, steps
  FROM webhook_messages WHERE client_id = $1 AND endpoint_id = $2 AND state = 'pending'`

// Where the next message starts: the endpoint's cursor, the feed's head, and the first replay.
const SOURCE_SQL = `
  SELECT endpoint.cursor::text, endpoint.types, endpoint.events_per_message,
    (SELECT coalesce(max(last), 0) FROM change_sequences WHERE client_id = $1)::text AS head,
    replay.number::text AS replay, replay.after::text AS replay_after, replay.through::text AS replay_through,
    replay.behind::text AS replay_behind
  FROM webhook_endpoints AS endpoint
  LEFT JOIN LATERAL (
    SELECT number, after, through, behind FROM webhook_replays
    WHERE client_id = $1 AND endpoint_id = $2 ORDER BY number LIMIT 1
  ) AS replay ON true
  WHERE endpoint.client_id = $1 AND endpoint.id = $2`

const INSERT_MESSAGE_SQL = `
  WITH inserted AS (
    INSERT INTO webhook_messages (client_id, endpoint_id, webhook_id, after, through, types, first_sequence,
      last_sequence, events, replay, state, created_at)
    VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12)
    RETURNING number
  )
  SELECT number::text FROM inserted`

// The attempt joins its message's log, keeping the latest ATTEMPTS_KEPT; the endpoint takes the
// outcome, unless its lease went to another node meanwhile. A disabling keeps a client's own.
const RECORD_SQL = `
  WITH message AS (
    UPDATE webhook_messages SET
      attempts = CASE WHEN jsonb_array_length(attempts) >= ${ATTEMPTS_KEPT} THEN attempts - 0 ELSE attempts END
        || jsonb_build_array($5::jsonb),
      state = CASE WHEN $6 THEN 'delivered' ELSE state END,
      steps = steps + $7
    WHERE client_id = $1 AND endpoint_id = $2 AND number = $3 AND state = 'pending'
    RETURNING number
  )
  UPDATE webhook_endpoints SET next_attempt_at = $8, enabled = enabled AND $9,
    disabled_reason = CASE WHEN enabled AND NOT $9 THEN $10 ELSE disabled_reason END
  WHERE client_id = $1 AND id = $2 AND lease_token = $4 AND EXISTS (SELECT 1 FROM message)`

export function createWebhookQueue(db: Database, pages: EventPages) {
  /** Writes a `missed` entry for the events in (after, through], pruned before they could be sent. */
  async function noteMissed(tx: Queryable, endpoint: ServedEndpoint, after: string, through: string, at: Date) {
    const count = BigInt(through) - BigInt(after)
    await tx.query(INSERT_MESSAGE_SQL, [
      endpoint.clientId,
      endpoint.id,
      newWebhookId(),
      after,
      through,
      null,
      (BigInt(after) + 1n).toString(),
      through,
      count.toString(),
      false,
      'missed',
      at.toISOString(),
    ])
  }

  /** The next message, stored pending; 'moved on' when a stretch held no event to send; undefined when there is nothing. */
  async function makeMessage(
    tx: Queryable,
    endpoint: ServedEndpoint,
    now: Date,
  ): Promise<PendingMessage | 'moved on' | undefined> {
    const key = [endpoint.clientId, endpoint.id]
    const [source] = await tx.query<SourceRow>(SOURCE_SQL, key)
    if (source === undefined) return undefined
    const replay =
      source.replay !== null && BigInt(source.cursor) >= BigInt(source.replay_behind ?? '0')
        ? { number: source.replay, after: source.replay_after ?? '0', through: source.replay_through ?? '0' }
        : undefined
    const after = replay?.after ?? source.cursor
    const bound =
      replay?.through ?? (source.replay_behind === null ? source.head : minText(source.head, source.replay_behind))
    if (BigInt(after) >= BigInt(bound)) return undefined
    const page = await pages.read(tx, endpoint.clientId, {
      after,
      through: bound,
      limit: source.events_per_message,
      types: source.types ?? undefined,
    })
    const start = minText(maxText(after, page.prunedThrough), bound)
    if (start !== after) await noteMissed(tx, endpoint, after, start, now)
    const { first, last } = page
    const through = page.count === source.events_per_message && last !== undefined ? last : bound
    if (replay === undefined) {
      await tx.query('UPDATE webhook_endpoints SET cursor = $3 WHERE client_id = $1 AND id = $2', [...key, through])
    } else if (BigInt(through) >= BigInt(replay.through)) {
      await tx.query('DELETE FROM webhook_replays WHERE client_id = $1 AND endpoint_id = $2 AND number = $3', [
        ...key,
        replay.number,
      ])
    } else {
      await tx.query(
        'UPDATE webhook_replays SET after = $4 WHERE client_id = $1 AND endpoint_id = $2 AND number = $3',
        [...key, replay.number, through],
      )
    }
    if (first === undefined || last === undefined) return 'moved on'
    const webhookId = newWebhookId()
    const [row] = await tx.query<{ number: string }>(INSERT_MESSAGE_SQL, [
      ...key,
      webhookId,
      start,
      through,
      source.types,
      first,
      last,
      page.count,
      replay !== undefined,
      'pending',
      now.toISOString(),
    ])
    return {
      number: row?.number ?? '',
      webhookId,
      after: start,
      through,
      types: source.types,
      steps: 0,
      page,
    }
  }

  return {
    /** Endpoints with something to send that no node serves, at most `limit`, at most `perClient` of one client. */
    async due(now: Date, limit: number, perClient: number): Promise<{ clientId: string; id: number }[]> {
      const rows = await db.query<{ client_id: string; id: string }>(DUE_SQL, [now.toISOString(), limit, perClient])
      return rows.map((row) => ({ clientId: row.client_id, id: Number(row.id) }))
    },

    /**
     * Takes (or extends, with the same token) the endpoint's lease until `until`; undefined when another
     * node holds it, or the endpoint is disabled, gone or not due.
     */
    async lease(
      endpoint: { clientId: string; id: number },
      token: string,
      now: Date,
      until: Date,
    ): Promise<ServedEndpoint | undefined> {
      const [row] = await db.query<{ url: string; secrets: StoredSecret[] }>(LEASE_SQL, [
        endpoint.clientId,
        endpoint.id,
        token,
        until.toISOString(),
        now.toISOString(),
      ])
      return row === undefined ? undefined : { ...endpoint, url: row.url, secrets: row.secrets, leaseToken: token }
    },

    async release(endpoint: ServedEndpoint): Promise<void> {
      await db.query(
        'UPDATE webhook_endpoints SET lease_until = NULL, lease_token = NULL WHERE client_id = $1 AND id = $2 AND lease_token = $3',
        [endpoint.clientId, endpoint.id, endpoint.leaseToken],
      )
    },

    /**
     * The endpoint's pending message; when there is none, the next one made and stored: from the first
     * replay once the cursor has reached where it was asked, else from the cursor up to the feed's head
     * (or up to that replay's point). Events pruned before they could be sent are noted as missed.
     * Undefined when there is nothing to send.
     */
    async next(endpoint: ServedEndpoint, now: Date): Promise<PendingMessage | undefined> {
      return db.transaction(async (tx) => {
        const [pending] = await tx.query<PendingRow>(PENDING_SQL, [endpoint.clientId, endpoint.id])
        if (pending !== undefined) return pendingMessage(pending)
        // A stretch with no event of the endpoint's types moves the cursor on without a message; a
        // replay may then be due: a few more turns, then the next call goes on.
        for (let turn = 0; turn < 8; turn++) {
          const made = await makeMessage(tx, endpoint, now)
          if (made !== 'moved on') return made
        }
        return undefined
      })
    },

    /** Notes a pending message's events as pruned before it could be sent (an endpoint disabled too long). */
    async missed(endpoint: ServedEndpoint, message: PendingMessage): Promise<void> {
      await db.query(
        `UPDATE webhook_messages SET state = 'missed' WHERE client_id = $1 AND endpoint_id = $2 AND number = $3 AND state = 'pending'`,
        [endpoint.clientId, endpoint.id, message.number],
      )
    },

    /** Logs an attempt of the message and applies its outcome, unless the lease went to another node meanwhile. */
    async record(
      endpoint: ServedEndpoint,
      message: PendingMessage,
      attempt: Attempt,
      outcome: AttemptOutcome,
    ): Promise<void> {
      await db.query(RECORD_SQL, [
        endpoint.clientId,
        endpoint.id,
        message.number,
        endpoint.leaseToken,
        JSON.stringify(attempt),
        outcome.kind === 'delivered',
        outcome.kind === 'retry' && outcome.usesStep ? 1 : 0,
        outcome.kind === 'retry' ? outcome.at.toISOString() : null,
        outcome.kind !== 'disable',
        outcome.kind === 'disable' ? outcome.reason : null,
      ])
    },
  }
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>

interface PendingRow {
  number: string
  webhook_id: string
  after: string
  through: string
  types: string[] | null
  steps: number
}

interface SourceRow {
  cursor: string
  types: string[] | null
  events_per_message: number
  head: string
  replay: string | null
  replay_after: string | null
  replay_through: string | null
  replay_behind: string | null
}

const pendingMessage = (row: PendingRow): PendingMessage => ({
  number: row.number,
  webhookId: row.webhook_id,
  after: row.after,
  through: row.through,
  types: row.types,
  steps: Number(row.steps),
})

const minText = (a: string, b: string) => (BigInt(a) <= BigInt(b) ? a : b)
const maxText = (a: string, b: string) => (BigInt(a) >= BigInt(b) ? a : b)
