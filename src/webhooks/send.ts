import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { lookupRefusing } from './lookup.ts'
import { signatureHeaders } from './signature.ts'
import { type WebhookAddressPolicy, webhookUrlProblem } from './url.ts'

/** How long a receiver has to answer a message: past it, the attempt failed. */
export const SEND_TIMEOUT_MS = 15_000
/** The longest `Retry-After` obeyed: a longer one waits this long. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000
/** The most of a receiver's answer read (it is discarded): a receiver cannot make the node read gigabytes. */
const MAX_ANSWER_BYTES = 64 * 1024

/** What one attempt gave: the receiver's status, or why no status came. */
export interface SendResult {
  readonly status: number | null
  readonly error: string | null
  readonly durationMs: number
  /** A 429's or 503's `Retry-After`, in milliseconds, at most MAX_RETRY_AFTER_MS. */
  readonly retryAfterMs: number | undefined
}

export interface Sending {
  readonly url: string
  readonly webhookId: string
  readonly body: string
  /** The endpoint's secrets still valid: the message carries a signature of each. */
  readonly secrets: readonly string[]
  readonly policy: WebhookAddressPolicy
  /** The attempt's time (unix seconds in `webhook-timestamp`). */
  readonly now: Date
  readonly timeoutMs?: number
  /** Aborted: the attempt ends at once, as a failure. */
  readonly signal?: AbortSignal
}

/** `Retry-After` as delay-seconds or an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  if (header === undefined) return undefined
  const text = header.trim()
  const ms = /^[0-9]+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime()
  if (!Number.isFinite(ms)) return undefined
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

/**
 * One attempt of a message: a POST of its body, signed as the Standard Webhooks specification says.
 * Redirects are not followed; a URL whose host is an address that breaks a rule is refused before any
 * connection, a host name when the address it resolved to is connected to (lookupRefusing). Never
 * throws: a failure is an `error`.
 */
export function sendWebhook(sending: Sending): Promise<SendResult> {
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  const failed = (error: string): SendResult => ({ status: null, error, durationMs: took(), retryAfterMs: undefined })
  const problem = webhookUrlProblem(sending.url, sending.policy)
  if (problem !== undefined) return Promise.resolve(failed(problem.message))
  const url = new URL(sending.url)
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  const body = Buffer.from(sending.body)
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': 'intake-webhooks',
    ...signatureHeaders({
      id: sending.webhookId,
      timestampSeconds: Math.floor(sending.now.getTime() / 1000),
      body,
      secrets: sending.secrets,
    }),
  }
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: SendResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const outgoing = request(
      url,
      { method: 'POST', headers, lookup: lookupRefusing(sending.policy), agent: false },
      (answer) => {
        let read = 0
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_ANSWER_BYTES) answer.destroy()
        })
        const done = () => {
          const status = answer.statusCode ?? null
          const wait =
            status === 429 || status === 503 ? retryAfterMs(answer.headers['retry-after'], new Date()) : undefined
          settle({ status, error: null, durationMs: took(), retryAfterMs: wait })
        }
        answer.on('end', done)
        answer.on('close', done)
        answer.on('error', done)
      },
    )
    const timeoutMs = sending.timeoutMs ?? SEND_TIMEOUT_MS
    const timer = setTimeout(() => {
      outgoing.destroy()
      settle(failed(`no answer within ${timeoutMs / 1000} s`))
    }, timeoutMs)
    outgoing.on('error', (error) => settle(failed(error.message)))
    const abort = () => {
      outgoing.destroy()
      settle(failed('the attempt was abandoned: the node is stopping'))
    }
    if (sending.signal?.aborted === true) abort()
    sending.signal?.addEventListener('abort', abort, { once: true })
    outgoing.on('close', () => sending.signal?.removeEventListener('abort', abort))
    outgoing.end(body)
  })
}
