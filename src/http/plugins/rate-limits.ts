import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { HttpError } from '../../errors.ts'
import { redisWithLocalFallback } from './rate-limit-store.ts'

/**
 * What every rate limit of the service shares (@fastify/rate-limit): the RateLimit-* headers of the
 * IETF draft on every answer, a 429 with Retry-After and the contract's error body past the limit, and
 * counters in Redis when REDIS_URL is set, so that the limit holds across all nodes, and in each
 * node's memory while Redis does not answer (rate-limit-store.ts). In memory, the counters are bounded
 * LRUs: the keys are verified client ids and addresses.
 */
export function rateLimitSettings(redis: Redis | undefined): RateLimitPluginOptions {
  return {
    enableDraftSpec: true,
    timeWindow: 60_000,
    ...(redis === undefined ? {} : { store: redisWithLocalFallback(redis, 'intake-rate-limit:') }),
    // Should even the local count fail, a request passes rather than fails.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`),
  }
}
