import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { HttpError } from './errors.ts'

/**
 * What every rate limit of the service shares (@fastify/rate-limit): the RateLimit-* headers of the
 * IETF draft on every answer, a 429 with Retry-After and the contract's error body past the limit, and
 * counters in Redis when REDIS_URL is set, so that the limit holds across all nodes.
 */
export function rateLimitSettings(redis: Redis | undefined): RateLimitPluginOptions {
  return {
    enableDraftSpec: true,
    timeWindow: 60_000,
    nameSpace: 'intake-rate-limit:',
    ...(redis === undefined ? {} : { redis }),
    // A Redis outage must not take the API down with it: requests pass uncounted meanwhile.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`),
  }
}
