import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { HttpError } from '../../errors.ts'

/**
 * What every rate limit of the service shares (@fastify/rate-limit): the RateLimit-* headers of the
 * IETF draft on every answer, a 429 with Retry-After and the contract's error body past the limit, and
 * counters in Redis when REDIS_URL is set, so that the limit holds across all nodes. While Redis does
 * not answer, requests pass uncounted (skipOnError) rather than wait or fail. In memory, the counters
 * are a bounded LRU of @fastify/rate-limit's (5000 keys): the keys are verified client ids and addresses.
 */
export function rateLimitSettings(redis: Redis | undefined): RateLimitPluginOptions {
  return {
    enableDraftSpec: true,
    timeWindow: 60_000,
    redis,
    nameSpace: 'intake-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`),
  }
}
