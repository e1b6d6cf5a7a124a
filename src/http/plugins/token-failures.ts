import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

/**
 * Failed token requests, counted per client id and address (rate-limiter-flexible): only failures
 * count, so that a client that gets its tokens is never slowed, and a stranger who sends wrong secrets
 * under a client's id (not a secret: it is every token's `sub`) blocks only itself, at its own
 * address. Counters live in Redis when REDIS_URL is set, shared by every node; while Redis is away,
 * each node counts on its own (the insurance limiter) instead of letting guesses through uncounted.
 */

export interface FailedAttempts {
  /** Seconds until `key` may try again, or undefined when it may now. Counts nothing. */
  blockedFor(key: string): Promise<number | undefined>
  /** Counts one failure against `key`. */
  record(key: string): Promise<void>
}

const WINDOW_SECONDS = 60

export function countFailedAttempts(options: { maxPerMinute: number; redis: Redis | undefined }): FailedAttempts {
  const settings = { keyPrefix: 'intake-token-failures', points: options.maxPerMinute, duration: WINDOW_SECONDS }
  const local = new RateLimiterMemory(settings)
  const limiter =
    options.redis === undefined
      ? local
      : new RateLimiterRedis({ ...settings, storeClient: options.redis, insuranceLimiter: local })
  return {
    async blockedFor(key) {
      const state = await limiter.get(key)
      if (state === null || state.consumedPoints < options.maxPerMinute) return undefined
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000))
    },
    async record(key) {
      // Past the limit, consume() rejects with the limiter's state: the failure is counted all the same.
      await limiter.consume(key).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
      })
    },
  }
}
