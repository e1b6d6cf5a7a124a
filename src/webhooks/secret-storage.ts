import { openText, SealedKeyError, sealText } from '../auth/key-encryption.ts'

/** How a secret in clear begins: a sealed one never does. */
const CLEAR_PREFIX = 'whsec_'

/**
 * Webhook secrets at rest: sealed under SIGNING_KEY_ENCRYPTION_KEY when it is set, bound to their
 * client; in clear otherwise. A secret stored in clear before the key was set is read as it is, until a
 * node with the key starts and seals it (WebhookEndpoints.sealClearSecrets).
 */
export function webhookSecretStorage(key: Uint8Array | undefined) {
  const owner = (clientId: string) => `webhook secret of ${clientId}`
  return {
    /** The secret as stored. */
    seal: (clientId: string, secret: string) => (key === undefined ? secret : sealText(key, owner(clientId), secret)),

    /** A stored secret kept in clear, and that this node would seal. */
    sealable: (stored: string) => key !== undefined && stored.startsWith(CLEAR_PREFIX),

    /** The secret as stored, in clear; throws SealedKeyError when this node cannot open it. */
    open(clientId: string, stored: string): string {
      if (stored.startsWith(CLEAR_PREFIX)) return stored
      if (key === undefined) {
        throw new SealedKeyError(
          'A webhook secret is encrypted, and SIGNING_KEY_ENCRYPTION_KEY is not set on this node',
        )
      }
      return openText(key, owner(clientId), stored, `a webhook secret of client ${clientId}`, 'the webhook secrets')
    },
  }
}

export type WebhookSecretStorage = ReturnType<typeof webhookSecretStorage>
