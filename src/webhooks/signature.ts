import { createHmac, randomBytes } from 'node:crypto'

/**
 * Webhook secrets and signatures, as the Standard Webhooks specification has them
 * (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md): a
 * secret is `whsec_` and the base64 of its key's bytes; a message is signed with the HMAC-SHA256 of
 * `{webhook-id}.{webhook-timestamp}.{body}`. @intake/client's verifyWebhook checks them.
 */

const SECRET_PREFIX = 'whsec_'
const SECRET_BYTES = 32

/** A new endpoint's secret, or a rotation's: `whsec_` and the base64 of 32 random bytes. */
export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`

export interface WebhookMessage {
  /** Unique per message, the same on each of its attempts. */
  readonly id: string
  /** The attempt's time, in unix seconds. */
  readonly timestampSeconds: number
  /** The body exactly as sent. */
  readonly body: string | Uint8Array
  /** The endpoint's secrets still valid (after a rotation, the new one and those within their grace period). */
  readonly secrets: readonly string[]
}

/** A type rather than an interface, so that it is a `Record<string, string>` for fetch and node:http. */
export type WebhookSignatureHeaders = {
  readonly 'webhook-id': string
  readonly 'webhook-timestamp': string
  readonly 'webhook-signature': string
}

function keyOf(secret: string): Buffer {
  const key = secret.startsWith(SECRET_PREFIX) ? Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64') : undefined
  if (key === undefined || key.length === 0)
    throw new Error(`A webhook secret is not ${SECRET_PREFIX} followed by base64`)
  return key
}

/** The headers that sign one attempt of a message: one `v1,` signature per secret, separated by spaces. */
export function signatureHeaders({ id, timestampSeconds, body, secrets }: WebhookMessage): WebhookSignatureHeaders {
  if (secrets.length === 0) throw new Error('A webhook message needs a secret to be signed with')
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) {
    throw new Error(`A webhook timestamp is whole unix seconds, not ${timestampSeconds}`)
  }
  const signatures = secrets.map((secret) => {
    const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.`).update(body).digest('base64')
    return `v1,${mac}`
  })
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signatures.join(' '),
  }
}
