import type { ClientStore, ClientSummary } from '../db/clients.ts'
import { generateClientId, generateClientSecret, hashSecret } from './secrets.ts'

/**
 * Client administration: create, list, disable, enable and rotate a client's secret. The one place
 * that holds these rules; `intake clients ...` only parses and prints, and so will any HTTP endpoint.
 * Pass a store over a transaction (createClientStore(tx)) to make an action part of a larger one.
 * A secret is returned once, when made, and never stored: only its scrypt hash is.
 */

/** The longest client name, in characters, once trimmed: a label for people, not a document. */
export const MAX_CLIENT_NAME_LENGTH = 200

/** What an operator asked for cannot be done as asked; the message says why. */
export class ClientAdministrationError extends Error {
  override name = 'ClientAdministrationError'
}

export class UnknownClientError extends ClientAdministrationError {
  override name = 'UnknownClientError'
  readonly clientId: string
  constructor(clientId: string) {
    super(`There is no client ${clientId}`)
    this.clientId = clientId
  }
}

export interface ClientCredentials {
  readonly client_id: string
  readonly client_secret: string
}

export interface ClientState {
  readonly client_id: string
  readonly disabled: boolean
}

/** The name trimmed; blank, too long or with control characters is a ClientAdministrationError. */
function validClientName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') throw new ClientAdministrationError('A client needs a name')
  if ([...trimmed].length > MAX_CLIENT_NAME_LENGTH) {
    throw new ClientAdministrationError(`A client's name must be at most ${MAX_CLIENT_NAME_LENGTH} characters`)
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new ClientAdministrationError("A client's name must not hold control characters")
  }
  return trimmed
}

export async function createClient(clients: ClientStore, name: string): Promise<ClientCredentials> {
  const clientName = validClientName(name)
  const clientId = generateClientId()
  const clientSecret = generateClientSecret()
  await clients.create(clientId, clientName, await hashSecret(clientSecret))
  return { client_id: clientId, client_secret: clientSecret }
}

/** Every client, oldest first, never a secret or its hash. */
export function listClients(clients: ClientStore): Promise<ClientSummary[]> {
  return clients.list()
}

/** No new tokens; its live tokens are refused once each node re-reads (CLIENT_STATUS_REFRESH_MS). Twice is harmless. */
export async function disableClient(clients: ClientStore, clientId: string): Promise<ClientState> {
  if (!(await clients.setDisabled(clientId, true))) throw new UnknownClientError(clientId)
  return { client_id: clientId, disabled: true }
}

/** Tokens again, with the same secret; a token issued before the client was disabled works again too. Twice is harmless. */
export async function enableClient(clients: ClientStore, clientId: string): Promise<ClientState> {
  if (!(await clients.setDisabled(clientId, false))) throw new UnknownClientError(clientId)
  return { client_id: clientId, disabled: false }
}

/** A new secret, returned once; the old one stops working at once (tokens already issued keep working). */
export async function rotateSecret(clients: ClientStore, clientId: string): Promise<ClientCredentials> {
  const clientSecret = generateClientSecret()
  if (!(await clients.replaceSecret(clientId, await hashSecret(clientSecret)))) throw new UnknownClientError(clientId)
  return { client_id: clientId, client_secret: clientSecret }
}
