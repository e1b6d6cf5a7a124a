import type { Queryable } from './database.ts'
import { TOTAL_HOUR } from './ingestion-activity.ts'
import { instantText } from './text-forms.ts'

/** What a client may do (migration 010): push and read its own records, or administer the clients. */
export const ROLES = ['data', 'admin'] as const
export type Role = (typeof ROLES)[number]

export interface ClientCredentials {
  readonly secretHash: string
  readonly disabled: boolean
  readonly role: Role
  /** The client's name, as the operator gave it: the token answer says it (`client_name`). */
  readonly name: string
  /** The generation of the tokens a request with this secret gets (migration 013). */
  readonly tokenGeneration: number
}

/** A client whose tokens are refused: every one (disabled), or those of a generation before `tokenGeneration`. */
export interface TokenRestriction {
  readonly clientId: string
  readonly disabled: boolean
  readonly tokenGeneration: number
}

export interface ClientSummary {
  readonly client_id: string
  readonly name: string
  readonly role: Role
  readonly created_at: string
  readonly secret_rotated_at: string | null
  readonly disabled_at: string | null
}

const isoText = (column: string) => `${instantText(column)} AS ${column}`

/** The API clients: who may ask for tokens, and which of them are disabled. */
export function createClientStore(db: Queryable) {
  return {
    async create(clientId: string, name: string, secretHash: string, role: Role): Promise<void> {
      await db.query('INSERT INTO clients (client_id, name, secret_hash, role) VALUES ($1, $2, $3, $4)', [
        clientId,
        name,
        secretHash,
        role,
      ])
    },

    async credentials(clientId: string): Promise<ClientCredentials | undefined> {
      const [row] = await db.query<{
        secret_hash: string
        disabled: boolean
        role: Role
        name: string
        token_generation: number
      }>(
        'SELECT secret_hash, disabled_at IS NOT NULL AS disabled, role, name, token_generation FROM clients WHERE client_id = $1',
        [clientId],
      )
      return (
        row && {
          secretHash: row.secret_hash,
          disabled: row.disabled,
          role: row.role,
          name: row.name,
          tokenGeneration: row.token_generation,
        }
      )
    },

    async exists(clientId: string): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM clients WHERE client_id = $1', [clientId])
      return rows.length > 0
    },

    list(): Promise<ClientSummary[]> {
      return db.query<ClientSummary>(
        `SELECT client_id, name, role, ${isoText('created_at')}, ${isoText('secret_rotated_at')}, ${isoText('disabled_at')}
         FROM clients ORDER BY created_at, client_id`,
      )
    },

    /**
     * Per client and resource, the records stored and the time of the last batch, from the running
     * totals of the ingestion counters (db/ingestion-activity.ts: a few rows per client and resource,
     * summed by client: on Citus each shard sums its own clients). Records are never deleted (an erasure
     * empties two fields), so the sum of `created` is the number stored.
     */
    async ingestionTotals(
      resources: readonly string[],
    ): Promise<{ client_id: string; resource: string; records_stored: number; last_batch_at: string | null }[]> {
      const rows = await db.query<{
        client_id: string
        resource: string
        records_stored: string | number
        last_batch_at: string | null
      }>(
        `SELECT client_id, resource, sum(created)::bigint AS records_stored,
           ${instantText('max(last_batch_at)')} AS last_batch_at
         FROM ingestion_counters WHERE hour = '${TOTAL_HOUR}' AND resource = ANY($1::text[])
         GROUP BY client_id, resource`,
        [resources],
      )
      return rows.map((row) => ({ ...row, records_stored: Number(row.records_stored) }))
    },

    /**
     * True when the client exists. Disabling keeps the first time it was disabled (twice is harmless:
     * least() ignores a null) and starts a new generation of tokens (the ones issued until now stay
     * refused once it is enabled again); enabling clears it. least(), not coalesce(): Citus refuses a function
     * that is not IMMUTABLE inside a COALESCE or CASE of an UPDATE (docs/citus.md).
     */
    async setDisabled(clientId: string, disabled: boolean): Promise<boolean> {
      const rows = await db.query(
        disabled
          ? 'UPDATE clients SET disabled_at = least(disabled_at, now()), token_generation = token_generation + 1 WHERE client_id = $1 RETURNING 1'
          : 'UPDATE clients SET disabled_at = NULL WHERE client_id = $1 RETURNING 1',
        [clientId],
      )
      return rows.length > 0
    },

    async replaceSecret(clientId: string, secretHash: string): Promise<boolean> {
      const rows = await db.query(
        'UPDATE clients SET secret_hash = $2, secret_rotated_at = now(), token_generation = token_generation + 1 WHERE client_id = $1 RETURNING 1',
        [clientId, secretHash],
      )
      return rows.length > 0
    },

    /** The clients whose tokens are refused, all or those of an older generation (auth/client-status.ts). */
    async tokenRestrictions(): Promise<TokenRestriction[]> {
      const rows = await db.query<{ client_id: string; disabled: boolean; token_generation: number }>(
        `SELECT client_id, disabled_at IS NOT NULL AS disabled, token_generation
         FROM clients WHERE disabled_at IS NOT NULL OR token_generation > 0`,
      )
      return rows.map((row) => ({
        clientId: row.client_id,
        disabled: row.disabled,
        tokenGeneration: row.token_generation,
      }))
    },
  }
}

export type ClientStore = ReturnType<typeof createClientStore>
