import { isIP } from 'node:net'
import type { Queryable } from './database.ts'
import { instantText } from './text-forms.ts'

/**
 * The audit log of client administration (migrations 010 and 017): one row per action, done or
 * refused, written by auth/clients.ts (an action done, on its own transaction), keyed by the client the
 * action was done to. A data client's changes to its webhook endpoints (db/webhook-endpoints.ts) are
 * entries too, the client its own actor.
 */

export const AUDITED_ACTIONS = [
  'create',
  'disable',
  'enable',
  'rotate-secret',
  'webhook-create',
  'webhook-update',
  'webhook-rotate-secret',
  'webhook-delete',
] as const
export type AuditedAction = (typeof AUDITED_ACTIONS)[number]

export const AUDIT_OUTCOMES = ['done', 'refused'] as const
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number]

/** The actor of `intake clients ...`: no client, an operating-system user. */
export const CLI_ACTOR = 'cli'

export interface AuditEntry {
  /** The client the action was done to. */
  readonly clientId: string
  readonly action: AuditedAction
  /** The acting admin's client id, or CLI_ACTOR. */
  readonly actor: string
  readonly osUser: string | null
  readonly address: string | null
  /** What the action was given (never a secret); why, when it was refused. */
  readonly details: Readonly<Record<string, string>>
  readonly outcome: AuditOutcome
}

export interface StoredAuditEntry {
  readonly id: number
  readonly at: string
  readonly action: AuditedAction
  readonly client_id: string
  readonly actor: string
  readonly os_user: string | null
  readonly address: string | null
  readonly details: Record<string, string>
  readonly outcome: AuditOutcome
}

export interface AuditFilter {
  readonly clientId?: string | undefined
  readonly actor?: string | undefined
  readonly action?: string | undefined
  readonly outcome?: string | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  /** Only entries older (smaller id) than this one: the cursor. */
  readonly before?: number | undefined
  readonly limit: number
}

/**
 * Writes `entry` on `tx`: for an action done, pass its transaction, so that both commit or neither does.
 * An address that is not an IP address (what a trusted proxy forwarded, unchecked) is stored as null.
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const address = entry.address !== null && isIP(entry.address) !== 0 ? entry.address : null
  await tx.query(
    `INSERT INTO audit_log (client_id, action, actor, os_user, address, details, outcome)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [entry.clientId, entry.action, entry.actor, entry.osUser, address, JSON.stringify(entry.details), entry.outcome],
  )
}

/**
 * One page of the log, newest first. Ids come from one identity column, drawn by the coordinator on
 * Citus, so they order the entries of every client; with clientId the read stays on that client's shard.
 */
export async function listAudit(db: Queryable, filter: AuditFilter): Promise<StoredAuditEntry[]> {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const conditions = [
    ...(filter.clientId === undefined ? [] : [`client_id = ${param(filter.clientId)}`]),
    ...(filter.actor === undefined ? [] : [`actor = ${param(filter.actor)}`]),
    ...(filter.action === undefined ? [] : [`action = ${param(filter.action)}`]),
    ...(filter.outcome === undefined ? [] : [`outcome = ${param(filter.outcome)}`]),
    ...(filter.from === undefined ? [] : [`at >= ${param(filter.from)}`]),
    ...(filter.to === undefined ? [] : [`at < ${param(filter.to)}`]),
    ...(filter.before === undefined ? [] : [`id < ${param(filter.before)}`]),
  ]
  const rows = await db.query<StoredAuditEntry>(
    `SELECT id, ${instantText('at')} AS at, action, client_id,
       actor, os_user, address, details, outcome
     FROM audit_log ${conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`}
     ORDER BY id DESC LIMIT ${param(filter.limit)}`,
    params,
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}
