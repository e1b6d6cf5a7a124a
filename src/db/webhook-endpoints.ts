import type { WebhookSecretStorage } from '../webhooks/secret-storage.ts'
import { type AuditedAction, recordAudit } from './audit-log.ts'
import type { Database, Queryable } from './database.ts'
import { type StatementLimit, withStatementTimeout } from './statement-timeout.ts'
import { instantText } from './text-forms.ts'

/**
 * A data client's webhook endpoints (migration 023, issue 46 section 2), as the API shows and changes
 * them: never a secret once it has been shown. Each change is an audit entry (db/audit-log.ts) written
 * in its transaction, the client its own actor. The delivery engine owns `cursor`, the lease and the
 * messages; here, enabling an endpoint is the one change that reaches them.
 */

/** The newest attempt of any of the endpoint's messages. */
export interface LastDelivery {
  readonly at: string
  readonly status: number | null
  /** A 2xx status. */
  readonly ok: boolean
}

export interface WebhookEndpoint {
  readonly id: number
  readonly url: string
  /** Null: every event type. */
  readonly types: string[] | null
  readonly description: string | null
  readonly events_per_message: number
  readonly enabled: boolean
  readonly disabled_reason: string | null
  readonly created_at: string
  readonly last_delivery: LastDelivery | null
  /** Events of its types not yet delivered (replays aside). */
  readonly backlog: number
}

/**
 * A signing secret as `secrets` holds it (sealed when SIGNING_KEY_ENCRYPTION_KEY is set:
 * webhooks/secret-storage.ts): `expires_at` null for the current one, an instant's text for the old ones.
 */
export interface StoredSecret {
  readonly secret: string
  readonly expires_at: string | null
}

export interface NewEndpoint {
  readonly url: string
  readonly types: readonly string[] | null
  readonly description: string | null
  readonly eventsPerMessage: number
}

export interface EndpointChanges {
  readonly url?: string
  readonly types?: readonly string[] | null
  readonly description?: string | null
  readonly eventsPerMessage?: number
  readonly enabled?: boolean
}

/** Who asked, for the audit log: a data client, from an address. */
export interface WebhookActor {
  readonly clientId: string
  readonly address: string | null
}

/** How long a rotated-out secret still signs messages, beside the new one. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000

/** The reason an endpoint disabled by PATCH gives. */
export const DISABLED_BY_CLIENT = 'disabled by the client'

/**
 * Each endpoint of the client (or the one of `$2`) with its last delivery and backlog. The backlog
 * counts from the pending message's `after` when it is one of the feed (its events are not delivered
 * yet), else from `cursor`; a replay's messages are not counted. change_events rows hold contiguous
 * sequences ending at last_sequence: of the row that straddles the start, only the part after it counts.
 */
const endpointsSql = (one: boolean) => `
  SELECT endpoint.id::text AS id, endpoint.url, endpoint.types, endpoint.description, endpoint.events_per_message,
    endpoint.enabled, endpoint.disabled_reason, ${instantText('endpoint.created_at')} AS created_at,
    last_attempt.attempt AS last_attempt, coalesce(backlog.events, 0)::text AS backlog
  FROM webhook_endpoints AS endpoint
  LEFT JOIN LATERAL (
    SELECT message.attempts -> -1 AS attempt FROM webhook_messages AS message
    WHERE message.client_id = $1 AND message.endpoint_id = endpoint.id AND message.attempts <> '[]'
    ORDER BY message.number DESC LIMIT 1
  ) AS last_attempt ON true
  CROSS JOIN LATERAL (
    SELECT coalesce((
      SELECT pending.after FROM webhook_messages AS pending
      WHERE pending.client_id = $1 AND pending.endpoint_id = endpoint.id
        AND pending.state = 'pending' AND NOT pending.replay
    ), endpoint.cursor) AS point
  ) AS start
  LEFT JOIN LATERAL (
    SELECT sum(least(event.events, event.last_sequence - start.point)) AS events
    FROM change_events AS event
    WHERE event.client_id = $1 AND event.last_sequence > start.point
      AND (endpoint.types IS NULL OR event.type = ANY (endpoint.types))
  ) AS backlog ON true
  WHERE endpoint.client_id = $1 ${one ? 'AND endpoint.id = $2' : ''}
  ORDER BY endpoint.id`

interface EndpointRow {
  id: string
  url: string
  types: string[] | null
  description: string | null
  events_per_message: number
  enabled: boolean
  disabled_reason: string | null
  created_at: string
  last_attempt: { at: string; status: number | null } | null
  backlog: string
}

const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: Number(row.id),
  url: row.url,
  types: row.types,
  description: row.description,
  events_per_message: row.events_per_message,
  enabled: row.enabled,
  disabled_reason: row.disabled_reason,
  created_at: row.created_at,
  last_delivery:
    row.last_attempt === null
      ? null
      : {
          at: row.last_attempt.at,
          status: row.last_attempt.status,
          ok: row.last_attempt.status !== null && row.last_attempt.status >= 200 && row.last_attempt.status < 300,
        },
  backlog: Number(row.backlog),
})

/** Creations of one client wait for one another here, so that its count of endpoints is checked alone. */
const CREATION_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('webhook-endpoints/' || $1, 0))"

// Endpoints holding a secret in clear, of any client: read at start without a row lock (docs/citus.md),
// each then replaced only if unchanged meanwhile.
const CLEAR_SECRETS_SQL = `
  SELECT client_id, id::text AS id, secrets FROM webhook_endpoints
  WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(secrets) AS kept WHERE kept->>'secret' LIKE 'whsec\\_%')`

const REPLACE_SECRETS_SQL = `
  UPDATE webhook_endpoints SET secrets = $3::jsonb
  WHERE client_id = $1 AND id = $2 AND secrets = $4::jsonb RETURNING id`

/** The new endpoint follows the feed from its head: it gets the events that commit after it. */
const CREATE_SQL = `
  WITH created AS (
    INSERT INTO webhook_endpoints
      (client_id, url, types, description, events_per_message, enabled, secrets, created_at, cursor)
    SELECT $1, $2, $3::text[], $4, $5, true, $6::jsonb, $7::timestamptz,
      coalesce((SELECT last FROM change_sequences WHERE client_id = $1), 0)
    WHERE (SELECT count(*) FROM webhook_endpoints WHERE client_id = $1) < $8
    RETURNING id, created_at
  )
  SELECT id::text AS id, ${instantText('created_at')} AS created_at FROM created`

const DELETE_SQL = `
  WITH endpoint AS (
    DELETE FROM webhook_endpoints WHERE client_id = $1 AND id = $2 RETURNING url
  ), messages AS (
    DELETE FROM webhook_messages WHERE client_id = $1 AND endpoint_id = $2
  ), replays AS (
    DELETE FROM webhook_replays WHERE client_id = $1 AND endpoint_id = $2
  )
  SELECT url FROM endpoint`

/** The columns a PATCH may set, by the name of its field. */
const COLUMNS = { url: 'url', types: 'types', description: 'description', eventsPerMessage: 'events_per_message' }

export function createWebhookEndpoints(
  db: Database,
  limit: StatementLimit,
  storage: WebhookSecretStorage,
  now: () => Date = () => new Date(),
) {
  const audited = (
    tx: Queryable,
    actor: WebhookActor,
    action: AuditedAction,
    id: number,
    url: string,
    more: Readonly<Record<string, string>> = {},
  ) =>
    recordAudit(tx, {
      clientId: actor.clientId,
      action,
      actor: actor.clientId,
      osUser: null,
      address: actor.address,
      details: { endpoint_id: String(id), url, ...more },
      outcome: 'done',
    })

  /** The client's endpoints, or the one asked for: an expensive read (the backlog reads the feed). */
  async function read(clientId: string, id?: number): Promise<WebhookEndpoint[]> {
    const rows = await withStatementTimeout(db, limit, (tx) =>
      tx.query<EndpointRow>(endpointsSql(id !== undefined), id === undefined ? [clientId] : [clientId, id]),
    )
    return rows.map(endpointOf)
  }

  return {
    list: (clientId: string) => read(clientId),

    /** One of the client's endpoints; undefined when it has none of this id. */
    one: async (clientId: string, id: number) => (await read(clientId, id))[0],

    /**
     * Creates an endpoint with `secret`, unless the client already has `max`: undefined then. Its
     * answer's last delivery and backlog are those of an endpoint that starts at the feed's head.
     */
    async create(
      actor: WebhookActor,
      endpoint: NewEndpoint,
      secret: string,
      max: number,
    ): Promise<WebhookEndpoint | undefined> {
      const secrets: StoredSecret[] = [{ secret: storage.seal(actor.clientId, secret), expires_at: null }]
      return db.transaction(async (tx) => {
        await tx.query(CREATION_LOCK_SQL, [actor.clientId])
        const [row] = await tx.query<{ id: string; created_at: string }>(CREATE_SQL, [
          actor.clientId,
          endpoint.url,
          endpoint.types,
          endpoint.description,
          endpoint.eventsPerMessage,
          JSON.stringify(secrets),
          now().toISOString(),
          max,
        ])
        if (row === undefined) return undefined
        const id = Number(row.id)
        await audited(tx, actor, 'webhook-create', id, endpoint.url)
        return {
          id,
          url: endpoint.url,
          types: endpoint.types === null ? null : [...endpoint.types],
          description: endpoint.description,
          events_per_message: endpoint.eventsPerMessage,
          enabled: true,
          disabled_reason: null,
          created_at: row.created_at,
          last_delivery: null,
          backlog: 0,
        }
      })
    },

    /**
     * Changes an endpoint; false when the client has none of this id. Enabling it also clears its
     * disabled_reason and next_attempt_at and gives its pending message the whole retry schedule again
     * (`steps` 0): it is tried at once. Disabling it gives DISABLED_BY_CLIENT as the reason.
     */
    async update(actor: WebhookActor, id: number, changes: EndpointChanges): Promise<boolean> {
      const params: unknown[] = [actor.clientId, id]
      const param = (value: unknown) => {
        params.push(value)
        return `$${params.length}`
      }
      const sets = Object.entries(COLUMNS).flatMap(([field, column]) => {
        const value = changes[field as keyof typeof COLUMNS]
        if (value === undefined) return []
        return [`${column} = ${param(value)}${column === 'types' ? '::text[]' : ''}`]
      })
      if (changes.enabled === true) sets.push('enabled = true, disabled_reason = NULL, next_attempt_at = NULL')
      if (changes.enabled === false) sets.push(`enabled = false, disabled_reason = ${param(DISABLED_BY_CLIENT)}`)
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ url: string }>(
          `UPDATE webhook_endpoints SET ${sets.join(', ')} WHERE client_id = $1 AND id = $2 RETURNING url`,
          params,
        )
        if (row === undefined) return false
        if (changes.enabled === true) {
          await tx.query(
            `UPDATE webhook_messages SET steps = 0 WHERE client_id = $1 AND endpoint_id = $2 AND state = 'pending'`,
            [actor.clientId, id],
          )
        }
        const changed = [...Object.keys(COLUMNS), 'enabled'].filter(
          (field) => changes[field as keyof EndpointChanges] !== undefined,
        )
        await audited(tx, actor, 'webhook-update', id, row.url, {
          changed: changed.map((field) => COLUMNS[field as keyof typeof COLUMNS] ?? field).join(','),
        })
        return true
      })
    },

    /** Deletes an endpoint with its messages and replays; false when the client has none of this id. */
    async remove(actor: WebhookActor, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ url: string }>(DELETE_SQL, [actor.clientId, id])
        if (row === undefined) return false
        await audited(tx, actor, 'webhook-delete', id, row.url)
        return true
      })
    },

    /**
     * Makes `secret` the endpoint's current one: the one it replaces signs beside it for
     * ROTATION_GRACE_MS, and those already expired are dropped. Answers until when the replaced one
     * signs; undefined when the client has no endpoint of this id. The secrets are replaced only if no
     * other rotation changed them meanwhile (compared, not locked: docs/citus.md), else read again.
     */
    async rotate(actor: WebhookActor, id: number, secret: string): Promise<string | undefined> {
      for (;;) {
        const rotated = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ url: string; secrets: StoredSecret[] }>(
            'SELECT url, secrets FROM webhook_endpoints WHERE client_id = $1 AND id = $2',
            [actor.clientId, id],
          )
          if (row === undefined) return { expiresAt: undefined }
          const at = now()
          const expiresAt = new Date(at.getTime() + ROTATION_GRACE_MS).toISOString()
          const kept = stillValid(row.secrets, at).map((old) =>
            old.expires_at === null ? { ...old, expires_at: expiresAt } : old,
          )
          const [changed] = await tx.query<{ id: string }>(REPLACE_SECRETS_SQL, [
            actor.clientId,
            id,
            JSON.stringify([{ secret: storage.seal(actor.clientId, secret), expires_at: null }, ...kept]),
            JSON.stringify(row.secrets),
          ])
          if (changed === undefined) return undefined
          await audited(tx, actor, 'webhook-rotate-secret', id, row.url)
          return { expiresAt }
        })
        if (rotated !== undefined) return rotated.expiresAt
      }
    },

    /**
     * At start, with SIGNING_KEY_ENCRYPTION_KEY: the secrets stored in clear (made before the key was
     * set) sealed, as the signing keys are. An endpoint whose secrets change meanwhile (a rotation, which
     * seals) keeps its new ones. Answers how many endpoints were sealed.
     */
    async sealClearSecrets(): Promise<number> {
      const rows = await db.query<{ client_id: string; id: string; secrets: StoredSecret[] }>(CLEAR_SECRETS_SQL)
      let sealed = 0
      for (const row of rows) {
        const secrets = row.secrets.map((kept) =>
          storage.sealable(kept.secret) ? { ...kept, secret: storage.seal(row.client_id, kept.secret) } : kept,
        )
        const changed = await db.query(REPLACE_SECRETS_SQL, [
          row.client_id,
          row.id,
          JSON.stringify(secrets),
          JSON.stringify(row.secrets),
        ])
        sealed += changed.length
      }
      return sealed
    },

    /** The endpoint's URL and the secrets that still sign its messages at `at`, newest first; undefined when none. */
    async signing(clientId: string, id: number, at: Date): Promise<{ url: string; secrets: string[] } | undefined> {
      const [row] = await db.query<{ url: string; secrets: StoredSecret[] }>(
        'SELECT url, secrets FROM webhook_endpoints WHERE client_id = $1 AND id = $2',
        [clientId, id],
      )
      return (
        row && {
          url: row.url,
          secrets: stillValid(row.secrets, at).map((kept) => storage.open(clientId, kept.secret)),
        }
      )
    },
  }
}

/** The secrets that still sign at `at`: the current one, and those whose grace has not ended (instants compare as text). */
export const stillValid = (secrets: readonly StoredSecret[], at: Date): StoredSecret[] =>
  secrets.filter((kept) => kept.expires_at === null || kept.expires_at > at.toISOString())

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>
