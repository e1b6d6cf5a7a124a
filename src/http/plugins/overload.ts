import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../../db/database.ts'
import { OverloadError, RETRY_AFTER_SECONDS } from '../../errors.ts'

/**
 * Load shedding: while the process is saturated, new requests are answered 503 at once (with
 * Retry-After and the contract's body) instead of joining a queue that only grows. Two measures:
 *
 * - the event-loop delay, by @fastify/under-pressure: the mean delay of the event loop's ticks
 *   during the last sample, its histogram being reset at every sample (so a past spike does not
 *   linger, and the measure is never a lifetime average);
 * - the database queue: queries waiting for a connection, read at each request (a queue length is
 *   current by nature; sampling it would shed on a queue already drained, or admit into a full one).
 *
 * Operators' endpoints are never shed: a load balancer must still see the node alive, and metrics
 * matter most under load.
 */

/** How often the event-loop delay is sampled: also how long shedding lasts after the load drops. */
export const EVENT_LOOP_SAMPLE_MS = 500
/**
 * The samples taken while the application starts measure its start (schemas compiled, migrations
 * run), not load: the event-loop delay is heeded from this long after it is ready.
 */
const START_GRACE_MS = 2 * EVENT_LOOP_SAMPLE_MS

const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics'])

const overloaded = (what: string) =>
  new OverloadError(503, `The service is overloaded (${what}); retry later`, {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  })

const isShed = (request: FastifyRequest) => !NEVER_SHED.has(request.routeOptions.url ?? '')

export interface OverloadOptions {
  readonly db: Database
  readonly maxEventLoopDelayMs: number
  readonly maxDatabaseWaiting: number
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Why the node sheds new requests now, or undefined when it takes them (read by /readyz). */
    sheddingReason(): string | undefined
  }
}

const DATABASE_QUEUE_FULL = 'too many requests waiting for the database'
const EVENT_LOOP_DELAYED = 'event loop delayed'

export default fp(
  async (app: FastifyInstance, options: OverloadOptions) => {
    const eventLoopDelayed = await measureEventLoopDelay(app, options.maxEventLoopDelayMs)
    const databaseQueueFull = () => options.db.poolStats().waiting > options.maxDatabaseWaiting
    app.decorate('sheddingReason', () =>
      databaseQueueFull() ? DATABASE_QUEUE_FULL : eventLoopDelayed() ? EVENT_LOOP_DELAYED : undefined,
    )
    app.addHook('onRequest', async (request) => {
      if (databaseQueueFull() && isShed(request)) throw overloaded(DATABASE_QUEUE_FULL)
    })
  },
  { name: 'overload' },
)

/** Sheds while the event loop is delayed past the limit; returns whether it is, now. */
async function measureEventLoopDelay(app: FastifyInstance, maxEventLoopDelayMs: number) {
  let readyAt = performance.now()
  app.addHook('onReady', async () => {
    readyAt = performance.now()
  })
  const delayed = (delayMs: number | undefined) => {
    if (performance.now() - readyAt < START_GRACE_MS) return false
    // under-pressure reports Infinity, whatever its limit, for a sample in which its histogram recorded
    // nothing: one stretch of work outlasted the whole sample. That shows a delay of at least the
    // sample, not more, so it sheds only when the limit is below that.
    const delay = delayMs === Infinity ? EVENT_LOOP_SAMPLE_MS : (delayMs ?? 0)
    return delay > maxEventLoopDelayMs
  }
  await app.register(underPressure, {
    sampleInterval: EVENT_LOOP_SAMPLE_MS,
    maxEventLoopDelay: maxEventLoopDelayMs,
    // Called only while under pressure; resolving lets the request through, rejecting answers the error.
    pressureHandler: async (request, _reply, _type, delayMs) => {
      if (delayed(delayMs) && isShed(request)) throw overloaded(EVENT_LOOP_DELAYED)
    },
  })
  return () => delayed(app.memoryUsage().eventLoopDelay)
}
