/**
 * Verifying a webhook message as the Standard Webhooks specification signs it
 * (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md): the
 * HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed by the secret's bytes, in
 * `webhook-signature` as `v1,<base64>`, one per secret still valid, separated by spaces.
 *
 * On Web Crypto rather than the `standardwebhooks` package, so that the client keeps no runtime
 * dependency and runs as it is in browsers, Deno and Bun: `crypto.subtle.verify` compares the MACs in
 * constant time (OpenSSL's and BoringSSL's CRYPTO_memcmp, NSS's NSS_SecureMemcmp).
 */

const SECRET_PREFIX = 'whsec_'

/** How far a message's timestamp may be from the receiver's clock, either way, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

/** Why a message does not verify: stable, where the message may change. */
export type WebhookVerificationCode =
  | 'missing_header'
  | 'invalid_secret'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'no_matching_signature'
  | 'invalid_json'

/** A message that does not verify, or whose verified body is not JSON. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError'
  readonly code: WebhookVerificationCode

  constructor(code: WebhookVerificationCode, message: string) {
    super(message)
    this.code = code
  }
}

/** The request's headers: a `Headers`, or a plain object such as node:http's `request.headers` (names in any case). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>

export interface VerifyWebhookOptions {
  /** The receiver's clock; the current time by default. */
  readonly now?: Date
}

// Not `instanceof Headers`: a polyfill's or another realm's Headers is not the global class.
const isHeaders = (headers: WebhookHeaders): headers is Headers => typeof headers.get === 'function'

function header(headers: WebhookHeaders, name: string): string {
  let value: string | readonly string[] | null | undefined
  if (isHeaders(headers)) value = headers.get(name)
  else {
    const key = Object.keys(headers).find((key) => key.toLowerCase() === name)
    value = key === undefined ? undefined : headers[key]
  }
  const text = typeof value === 'string' ? value : value?.join(' ')
  if (!text) throw new WebhookVerificationError('missing_header', `The ${name} header is missing`)
  return text
}

/** Standard base64's bytes (padding optional), or undefined when the text is not base64. */
function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  let binary: string
  try {
    binary = atob(text)
  } catch {
    return undefined
  }
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

function secretKey(secret: string): Promise<CryptoKey> {
  const bytes = secret.startsWith(SECRET_PREFIX) ? base64Bytes(secret.slice(SECRET_PREFIX.length)) : undefined
  if (bytes === undefined || bytes.length === 0) {
    throw new WebhookVerificationError('invalid_secret', `The secret is not ${SECRET_PREFIX} followed by base64`)
  }
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])
}

/** The message's unix seconds, checked against the receiver's clock. */
function checkTimestamp(text: string, now: Date): void {
  if (!/^[0-9]{1,15}$/.test(text)) {
    throw new WebhookVerificationError('invalid_timestamp', 'The webhook-timestamp header is not unix seconds')
  }
  const ahead = Number(text) - Math.floor(now.getTime() / 1000)
  if (ahead < -WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError(
      'timestamp_too_old',
      `The webhook-timestamp is ${-ahead} s in the past, more than ${WEBHOOK_TOLERANCE_SECONDS} s`,
    )
  }
  if (ahead > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError(
      'timestamp_too_new',
      `The webhook-timestamp is ${ahead} s in the future, more than ${WEBHOOK_TOLERANCE_SECONDS} s`,
    )
  }
}

function signedContent(id: string, timestamp: string, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`)
  const content = new Uint8Array(prefix.length + body.length)
  content.set(prefix)
  content.set(body, prefix.length)
  return content
}

/**
 * The payload of a webhook message, parsed, once its signature matches the secret (any of the
 * signatures of `webhook-signature`, so that a secret's rotation does not interrupt delivery) and its
 * timestamp is within WEBHOOK_TOLERANCE_SECONDS of the receiver's clock. Otherwise it rejects with a
 * WebhookVerificationError saying why.
 *
 * `body` is the request's body exactly as received, as a string or bytes: JSON parsed and written again
 * is not what was signed.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): Promise<unknown> {
  const id = header(headers, 'webhook-id')
  const timestamp = header(headers, 'webhook-timestamp')
  const signatures = header(headers, 'webhook-signature')
  const key = await secretKey(secret)
  checkTimestamp(timestamp, options.now ?? new Date())

  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const content = signedContent(id, timestamp, bytes)
  const candidates = signatures.split(' ').flatMap((entry) => {
    const [version, signature] = entry.split(',', 2)
    const mac = version === 'v1' && signature !== undefined ? base64Bytes(signature) : undefined
    return mac === undefined ? [] : [mac]
  })
  let matched = false
  for (const mac of candidates) {
    if (await crypto.subtle.verify('HMAC', key, mac, content)) {
      matched = true
      break
    }
  }
  if (!matched) {
    throw new WebhookVerificationError(
      'no_matching_signature',
      candidates.length === 0
        ? 'The webhook-signature header holds no v1 signature'
        : `None of the ${candidates.length} v1 signatures of webhook-signature matches the secret`,
    )
  }

  try {
    return JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body))
  } catch {
    throw new WebhookVerificationError('invalid_json', 'The body is signed but is not JSON')
  }
}
