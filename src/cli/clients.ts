import { generateClientId, generateClientSecret, hashSecret } from '../auth/secrets.ts'
import type { ClientStore } from '../db/clients.ts'

/** `intake clients ...`: the API clients and their secrets. Secrets are printed once and never stored. */

export class UnknownClientError extends Error {
  override name = 'UnknownClientError'
  constructor(clientId: string) {
    super(`There is no client ${clientId}`)
  }
}

export async function createClient(clients: ClientStore, name: string) {
  const clientId = generateClientId()
  const clientSecret = generateClientSecret()
  await clients.create(clientId, name, await hashSecret(clientSecret))
  return { client_id: clientId, client_secret: clientSecret }
}

export async function rotateSecret(clients: ClientStore, clientId: string) {
  const clientSecret = generateClientSecret()
  if (!(await clients.replaceSecret(clientId, await hashSecret(clientSecret)))) throw new UnknownClientError(clientId)
  return { client_id: clientId, client_secret: clientSecret }
}

export async function disableClient(clients: ClientStore, clientId: string) {
  if (!(await clients.disable(clientId))) throw new UnknownClientError(clientId)
  return { client_id: clientId, disabled: true }
}
