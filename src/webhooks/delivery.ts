import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/database.ts'
import type { EventPages } from '../db/event-pages.ts'
import { stillValid } from '../db/webhook-endpoints.ts'
import type { AttemptOutcome, PendingMessage, ServedEndpoint, WebhookQueue } from '../db/webhook-queue.ts'
import { periodicJob } from '../jobs/periodic-job.ts'
import { CHANGES_MESSAGE_TYPE, MAX_EVENTS_PER_MESSAGE } from './messages.ts'
import type { WebhookSecretStorage } from './secret-storage.ts'
import { type SendResult, sendWebhook } from './send.ts'
import type { WebhookAddressPolicy } from './url.ts'

/**
 * Every node delivers the webhooks (docs/api.md, Webhooks): each run finds the endpoints with something
 * to send that no node serves, takes their leases, and sends each one's messages in order, one at a
 * time, until one fails, nothing is left, or the endpoint's turn is over.
 */

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
/** After the n-th failed attempt of a message, the next waits RETRY_DELAYS_MS[n - 1]; after the last, the endpoint is disabled. */
export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
] as const
/** A delay is drawn within ± this share of its step. */
const JITTER = 0.1
/** How often each node looks for endpoints to serve, counted from the end of its last run. */
export const WEBHOOK_DELIVERY_INTERVAL_MS = 250
/** Endpoints one node serves at once, and of one client. */
const ENDPOINTS_AT_ONCE = 8
const ENDPOINTS_OF_A_CLIENT_AT_ONCE = 2
/** An endpoint's turn: then its lease goes back, so that other endpoints and nodes get theirs. */
const TURN_MS = 5 * SECOND
/**
 * A lease outlives an attempt (at most SEND_TIMEOUT_MS) and the statements around it: renewed before an
 * attempt once RENEW_AFTER_MS have passed since it was taken or renewed, reading the endpoint's URL,
 * secrets and state again (a change by PATCH or a rotation applies from then).
 */
const LEASE_MS = 20 * SECOND
const RENEW_AFTER_MS = 2 * SECOND

/** The message's body: `intake.changes` with its events (their JSON array), each with its record as it is now. */
const messageBody = (eventsJson: string, at: Date) =>
  `{"type":${JSON.stringify(CHANGES_MESSAGE_TYPE)},"timestamp":${JSON.stringify(at.toISOString())},"data":{"events":${eventsJson}}}`

/** What an attempt's result does: a 2xx delivers; 410 disables; a 429's or 503's Retry-After waits; else the schedule. */
export function outcomeOf(result: SendResult, steps: number, end: Date, random = Math.random): AttemptOutcome {
  const { status } = result
  if (status !== null && status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 410) return { kind: 'disable', reason: 'the receiver answered 410 Gone' }
  if (result.retryAfterMs !== undefined) {
    return { kind: 'retry', at: new Date(end.getTime() + Math.max(result.retryAfterMs, SECOND)), usesStep: false }
  }
  const delay = RETRY_DELAYS_MS[steps]
  const why = status === null ? (result.error ?? 'no answer') : `status ${status}`
  if (delay === undefined) {
    return { kind: 'disable', reason: `${RETRY_DELAYS_MS.length + 1} attempts of a message failed; the last: ${why}` }
  }
  const jittered = delay * (1 - JITTER + 2 * JITTER * random())
  return { kind: 'retry', at: new Date(end.getTime() + Math.round(jittered)), usesStep: true }
}

export interface WebhookDeliveryOptions {
  readonly db: Database
  readonly queue: WebhookQueue
  readonly pages: EventPages
  readonly policy: WebhookAddressPolicy
  readonly secrets: WebhookSecretStorage
  readonly logger: FastifyBaseLogger
  readonly now?: () => Date
  /** Each attempt's outcome, and a delivered message's lag from its newest event (for metrics). */
  readonly counted?: (outcome: 'delivered' | 'retry' | 'disabled') => void
  readonly delivered?: (lagSeconds: number) => void
}

interface DeliveryRun extends Record<string, unknown> {
  /** Endpoints being served when the run ended. */
  readonly serving: number
  /** Messages delivered, and attempts failed, since the last run. */
  readonly delivered: number
  readonly failed: number
}

export function createWebhookDelivery(options: WebhookDeliveryOptions) {
  const { db, queue, pages, policy, secrets, logger } = options
  const now = options.now ?? (() => new Date())
  // Aborts the attempts in flight when the node stops: their messages stay pending, for any node.
  const shutdown = new AbortController()

  /**
   * Sends one attempt of the message; the outcome, or undefined when its events were pruned (noted as
   * missed) or the node is stopping (nothing noted).
   */
  async function attempt(endpoint: ServedEndpoint, message: PendingMessage): Promise<AttemptOutcome | undefined> {
    // A message just made comes with its events; a pending one's are read again (missed if pruned meanwhile).
    let page = message.page
    if (page === undefined) {
      page = await pages.read(db, endpoint.clientId, {
        after: message.after,
        through: message.through,
        limit: MAX_EVENTS_PER_MESSAGE,
        types: message.types ?? undefined,
      })
      if (BigInt(page.prunedThrough) > BigInt(message.after)) {
        await queue.missed(endpoint, message)
        return undefined
      }
    }
    const at = now()
    const result = await sendWebhook({
      url: endpoint.url,
      webhookId: message.webhookId,
      body: messageBody(page.json, at),
      secrets: stillValid(endpoint.secrets, at).map((kept) => secrets.open(endpoint.clientId, kept.secret)),
      policy,
      now: at,
      signal: shutdown.signal,
    })
    if (shutdown.signal.aborted) return undefined
    // Counted from the attempt's end as its log gives it (at + duration_ms), so that the log and the
    // next attempt agree to the millisecond.
    const outcome = outcomeOf(result, message.steps, new Date(at.getTime() + result.durationMs))
    await queue.record(
      endpoint,
      message,
      { at: at.toISOString(), status: result.status, error: result.error, duration_ms: result.durationMs },
      outcome,
    )
    options.counted?.(outcome.kind === 'disable' ? 'disabled' : outcome.kind)
    if (outcome.kind === 'delivered' && page.lastOccurredAt !== undefined) {
      options.delivered?.((Date.now() - Date.parse(page.lastOccurredAt)) / 1000)
    }
    if (outcome.kind === 'disable') {
      logger.warn({ client: endpoint.clientId, webhook: endpoint.id, reason: outcome.reason }, 'webhook disabled')
    }
    return outcome
  }

  /** One endpoint's turn: its messages in order while they succeed, within TURN_MS. */
  async function serve(due: { clientId: string; id: number }, stopping: () => boolean) {
    const token = randomUUID()
    const lease = () => queue.lease(due, token, now(), new Date(now().getTime() + LEASE_MS))
    let endpoint = await lease()
    if (endpoint === undefined) return { delivered: 0, failed: 0 }
    const leased = endpoint
    let delivered = 0
    let failed = 0
    const ends = performance.now() + TURN_MS
    let renewed = performance.now()
    // A failure (the database gone, a secret this node cannot read) keeps the lease until it expires:
    // the endpoint waits LEASE_MS before any node tries again, rather than failing at every run.
    while (endpoint !== undefined && !stopping() && performance.now() < ends) {
      const message = await queue.next(endpoint, now())
      if (message === undefined) break
      const outcome = await attempt(endpoint, message)
      if (outcome?.kind === 'delivered') delivered++
      else if (outcome !== undefined) {
        failed++
        break
      }
      if (performance.now() - renewed > RENEW_AFTER_MS) {
        endpoint = await lease()
        renewed = performance.now()
      }
    }
    await queue.release(leased)
    return { delivered, failed }
  }

  // The endpoints this node serves now, by client: each run fills the free places and returns, so that
  // a slow receiver holds its own place only.
  const serving = new Set<Promise<void>>()
  const servingOf = new Map<string, number>()
  let delivered = 0
  let failed = 0

  function start(due: { clientId: string; id: number }, stopping: () => boolean) {
    servingOf.set(due.clientId, (servingOf.get(due.clientId) ?? 0) + 1)
    const served = serve(due, stopping)
      .then((counts) => {
        delivered += counts.delivered
        failed += counts.failed
      })
      .catch((error: Error) => {
        logger.warn(
          { client: due.clientId, webhook: due.id, cause: error.message },
          'webhook delivery failed; its lease will expire and the message be sent again',
        )
      })
      .finally(() => {
        serving.delete(served)
        servingOf.set(due.clientId, (servingOf.get(due.clientId) ?? 1) - 1)
      })
    serving.add(served)
  }

  /**
   * Every connection the delivery uses is busy, or queries wait for one (on the embedded database,
   * requests come first): no endpoint is started, the next run looks again.
   */
  const poolTaken = () => {
    const pool = db.poolStats()
    return pool.waiting > 0 || (pool.idle === 0 && pool.total >= pool.max)
  }

  async function run(stopping: () => boolean): Promise<DeliveryRun> {
    const free = poolTaken() ? 0 : ENDPOINTS_AT_ONCE - serving.size
    const due = free > 0 ? await queue.due(now(), free, ENDPOINTS_OF_A_CLIENT_AT_ONCE) : []
    for (const endpoint of due) {
      if ((servingOf.get(endpoint.clientId) ?? 0) < ENDPOINTS_OF_A_CLIENT_AT_ONCE) start(endpoint, stopping)
    }
    const counts = { delivered, failed }
    delivered = 0
    failed = 0
    return { serving: serving.size, ...counts }
  }

  const job = periodicJob({
    name: 'webhook-delivery',
    what: 'webhook delivery run',
    logger,
    run,
    quiet: (result) => result.failed === 0,
  })
  return {
    start: job.start,
    /** No new message; resolves when the messages in flight are sent and recorded. */
    async stop() {
      shutdown.abort()
      await job.stop()
      await Promise.all(serving)
    },
  }
}
