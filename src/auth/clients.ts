import { type AuditEntry, type AuditedAction, type AuditOutcome, CLI_ACTOR, recordAudit } from '../db/audit-log.ts'
import { type ClientStore, type ClientSummary, createClientStore, type Role } from '../db/clients.ts'
import type { Database, Queryable } from '../db/database.ts'
import type { ErrorCode } from '../error-codes.ts'
import {
  generateClientId,
  generateClientSecret,
  hashSecret,
  isWellFormedClientId,
  type SecretHasher,
} from './secrets.ts'

/**
 * Client administration: create, list, disable, enable and rotate a client's secret. The one place
 * that holds these rules; `intake clients ...` and the admin endpoints (http/routes/admin.ts) only parse and
 * answer. Each action that changes a client writes its audit entry (db/audit-log.ts) in its own
 * transaction, so an action is never done without its record, nor recorded without being done; an
 * action refused is recorded as such.
 * A secret is returned once, when made, and never stored: only its scrypt hash is.
 */

export { ROLES, type Role } from '../db/clients.ts'

/** The longest client name, in characters, once trimmed: a label for people, not a document. */
export const MAX_CLIENT_NAME_LENGTH = 200

/** What an operator asked for cannot be done as asked; the message says why. */
export class ClientAdministrationError extends Error {
  override name = 'ClientAdministrationError'
  /** The code of the answer's error entry, when the refusal is a bad value. */
  readonly code: ErrorCode | undefined
  constructor(message: string, code?: ErrorCode) {
    super(message)
    this.code = code
  }
}

/**
 * A client id as asked, fit to quote and to store: it may come from a URL of any length, holding any
 * character (a NUL from %00, which no database holds): at most 64 characters, control characters replaced.
 */
function askedId(clientId: string): string {
  const bounded = clientId.length > 64 ? `${clientId.slice(0, 64)}…` : clientId
  return bounded.replace(/\p{Cc}/gu, '\uFFFD')
}

export class UnknownClientError extends ClientAdministrationError {
  override name = 'UnknownClientError'
  readonly clientId: string
  constructor(clientId: string) {
    super(`There is no client ${askedId(clientId)}`)
    this.clientId = clientId
  }
}

/** The actor may not do this at all (an admin client made other than from the CLI). */
export class ForbiddenAdministrationError extends ClientAdministrationError {
  override name = 'ForbiddenAdministrationError'
}

/** Who does an action, as the audit log records it. */
export type Actor =
  /** An admin client, over HTTP, from the caller's address. */
  | { readonly kind: 'client'; readonly clientId: string; readonly address: string | null }
  /** `intake clients ...`, run by this operating-system user. */
  | { readonly kind: 'cli'; readonly osUser: string }

export interface CreatedClient {
  readonly client_id: string
  readonly client_secret: string
  readonly name: string
  readonly role: Role
}

export interface ClientCredentials {
  readonly client_id: string
  readonly client_secret: string
}

export interface ClientState {
  readonly client_id: string
  readonly disabled: boolean
}

export interface ResourceTotals {
  readonly records_stored: number
  readonly last_batch_at: string | null
}

export interface ClientOverview extends ClientSummary {
  readonly status: 'enabled' | 'disabled'
  /** The latest batch of any resource; null if none was ever received. */
  readonly last_batch_at: string | null
  readonly resources: Readonly<Record<string, ResourceTotals>>
}

/** The name trimmed; blank, too long or with control characters is a ClientAdministrationError. */
function validClientName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') throw new ClientAdministrationError('A client needs a name', 'required')
  if ([...trimmed].length > MAX_CLIENT_NAME_LENGTH) {
    throw new ClientAdministrationError(
      `A client's name must be at most ${MAX_CLIENT_NAME_LENGTH} characters`,
      'too_long',
    )
  }
  // Cc: the C0 controls, DEL and the C1 controls (U+0080 to U+009F, NEL among them). Cf: the invisible
  // format characters (bidirectional overrides, zero-width ones) that make a name read as another.
  if (/[\p{Cc}\p{Cf}]/u.test(trimmed)) {
    throw new ClientAdministrationError(
      "A client's name must not hold control or invisible formatting characters",
      'invalid_format',
    )
  }
  return trimmed
}

/** Does a change to a client, in one transaction with its audit entry (see `audited`). */
type Transacted = <T>(
  work: (clients: ClientStore) => Promise<{ clientId: string; result: T; details?: Record<string, string> }>,
) => Promise<T>

/**
 * `action` of `actor` on the client asked for (`asked`; '' for a creation, which makes its client):
 * `act` checks what needs no database, then does the change through `transacted`, whose audit entry
 * commits with it. An action the rules refuse (a ClientAdministrationError, before or within the
 * transaction, which is then rolled back) is recorded as refused, with the client as asked and why.
 */
async function audited<T>(
  db: Database,
  actor: Actor,
  action: AuditedAction,
  asked: string,
  act: (transacted: Transacted) => Promise<T>,
): Promise<T> {
  const entry = (clientId: string, outcome: AuditOutcome, details: Record<string, string>): AuditEntry => ({
    clientId,
    action,
    actor: actor.kind === 'cli' ? CLI_ACTOR : actor.clientId,
    osUser: actor.kind === 'cli' ? actor.osUser : null,
    address: actor.kind === 'cli' ? null : actor.address,
    details,
    outcome,
  })
  const transacted: Transacted = (work) =>
    db.transaction(async (tx) => {
      const { clientId, result, details = {} } = await work(createClientStore(tx))
      await recordAudit(tx, entry(clientId, 'done', details))
      return result
    })
  try {
    return await act(transacted)
  } catch (error) {
    if (error instanceof ClientAdministrationError) {
      await recordAudit(db, entry(askedId(asked), 'refused', { reason: error.message }))
    }
    throw error
  }
}

/** A new client; an admin only from the CLI (no endpoint makes one, nor turns a client into one). */
export async function createClient(
  db: Database,
  actor: Actor,
  request: { readonly name: string; readonly role?: Role },
  hash: SecretHasher = hashSecret,
): Promise<CreatedClient> {
  return audited(db, actor, 'create', '', async (transacted) => {
    const name = validClientName(request.name)
    const role = request.role ?? 'data'
    if (role === 'admin' && actor.kind !== 'cli') {
      throw new ForbiddenAdministrationError('Only `intake clients create --role admin` creates an admin client')
    }
    const clientId = generateClientId()
    const clientSecret = generateClientSecret()
    const secretHash = await hash(clientSecret)
    return transacted(async (clients) => {
      await clients.create(clientId, name, secretHash, role)
      return {
        clientId,
        result: { client_id: clientId, client_secret: clientSecret, name, role },
        details: { name, role },
      }
    })
  })
}

/**
 * Every client, oldest first, with its status and, per resource, the records it has stored and its
 * last batch (from the ingestion counters; a resource it never sent has 0 and null). Never a secret.
 */
export async function listClients(db: Queryable, resources: readonly string[]): Promise<ClientOverview[]> {
  const store = createClientStore(db)
  const [clients, totals] = await Promise.all([store.list(), store.ingestionTotals(resources)])
  const byClient = new Map<string, Map<string, ResourceTotals>>()
  for (const { client_id: clientId, resource, ...counts } of totals) {
    const resourcesOf = byClient.get(clientId) ?? new Map<string, ResourceTotals>()
    resourcesOf.set(resource, counts)
    byClient.set(clientId, resourcesOf)
  }
  return clients.map((client) => {
    const stored = byClient.get(client.client_id)
    const perResource = Object.fromEntries(
      resources.map((resource) => [resource, stored?.get(resource) ?? { records_stored: 0, last_batch_at: null }]),
    )
    // ISO instants of one format compare as text.
    const lastBatches = Object.values(perResource)
      .map((totals) => totals.last_batch_at)
      .filter((at): at is string => at !== null)
      .sort()
    return {
      ...client,
      status: client.disabled_at === null ? 'enabled' : 'disabled',
      last_batch_at: lastBatches.at(-1) ?? null,
      resources: perResource,
    }
  })
}

/**
 * An id of another shape than the service makes names no client: refused before any query, so that one
 * the database cannot even hold (a NUL from a URL's %00) is a 404 like any other unknown id, not a 500.
 */
function refuseMalformed(clientId: string): void {
  if (!isWellFormedClientId(clientId)) throw new UnknownClientError(clientId)
}

/** Throws UnknownClientError unless the client exists (an admin's read of one client's reports). */
export async function requireClient(db: Queryable, clientId: string): Promise<void> {
  refuseMalformed(clientId)
  if (!(await createClientStore(db).exists(clientId))) throw new UnknownClientError(clientId)
}

/**
 * Over the API an admin client acts on data clients only; admin clients, itself among them, are the
 * CLI's, as their creation is. Else an admin could take another's identity (a new secret, shown to it),
 * lock it out, or disable the last admin, and the audit log's actor would prove nothing.
 */
async function refuseAdminTarget(clients: ClientStore, actor: Actor, clientId: string, action: AuditedAction) {
  if (actor.kind === 'cli' || (await clients.credentials(clientId))?.role !== 'admin') return
  throw new ForbiddenAdministrationError(
    `An admin client is managed with the CLI only (intake clients ${action} ${clientId}); over the API an admin acts on data clients`,
  )
}

/**
 * No new tokens, and the tokens issued until now are refused once each node re-reads
 * (CLIENT_STATUS_REFRESH_MS), even after the client is enabled again. Twice is harmless.
 */
export function disableClient(db: Database, actor: Actor, clientId: string): Promise<ClientState> {
  return audited(db, actor, 'disable', clientId, async (transacted) => {
    refuseMalformed(clientId)
    return transacted(async (clients) => {
      await refuseAdminTarget(clients, actor, clientId, 'disable')
      if (!(await clients.setDisabled(clientId, true))) throw new UnknownClientError(clientId)
      return { clientId, result: { client_id: clientId, disabled: true } }
    })
  })
}

/** Tokens again, with the same secret; the tokens issued before it was disabled stay refused. Twice is harmless. */
export function enableClient(db: Database, actor: Actor, clientId: string): Promise<ClientState> {
  return audited(db, actor, 'enable', clientId, async (transacted) => {
    refuseMalformed(clientId)
    return transacted(async (clients) => {
      await refuseAdminTarget(clients, actor, clientId, 'enable')
      if (!(await clients.setDisabled(clientId, false))) throw new UnknownClientError(clientId)
      return { clientId, result: { client_id: clientId, disabled: false } }
    })
  })
}

/**
 * A new secret, returned once; the old one stops working at once, and the tokens issued with it once
 * each node re-reads (CLIENT_STATUS_REFRESH_MS).
 */
export function rotateSecret(
  db: Database,
  actor: Actor,
  clientId: string,
  hash: SecretHasher = hashSecret,
): Promise<ClientCredentials> {
  return audited(db, actor, 'rotate-secret', clientId, async (transacted) => {
    refuseMalformed(clientId)
    const clientSecret = generateClientSecret()
    const secretHash = await hash(clientSecret)
    return transacted(async (clients) => {
      await refuseAdminTarget(clients, actor, clientId, 'rotate-secret')
      if (!(await clients.replaceSecret(clientId, secretHash))) throw new UnknownClientError(clientId)
      return { clientId, result: { client_id: clientId, client_secret: clientSecret } }
    })
  })
}
