import { createRequire } from 'node:module'
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

/**
 * The rate limits' counters in Redis, with each node counting on its own while Redis does not answer:
 * @fastify/rate-limit alone would let every request through uncounted then (skipOnError). The local
 * counters are @fastify/rate-limit's own in-memory store, a bounded LRU (its default 5000 keys), so
 * the fallback cannot grow either. Redis errors are answered at once (no offline queue, one try per
 * command: app.ts), so a request waits no longer for the fallback than for a refusal.
 */

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result: Counted | null) => void
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void
  read?(key: string, callback: Callback, timeWindow: number, max: number): void
  child(routeOptions: unknown): Store
}
type StoreClass<A extends unknown[]> = new (...args: A) => Store

const require = createRequire(import.meta.url)
const RedisStore: StoreClass<[boolean, boolean, Redis, string]> = require('@fastify/rate-limit/store/RedisStore.js')
const LocalStore: StoreClass<[boolean, boolean]> = require('@fastify/rate-limit/store/LocalStore.js')

class FallbackStore implements Store {
  readonly remote: Store
  readonly local: Store
  constructor(remote: Store, local: Store) {
    this.remote = remote
    this.local = local
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.remote.incr(
      key,
      (error, result) => (error === null ? callback(null, result) : this.local.incr(key, callback, timeWindow, max)),
      timeWindow,
      max,
    )
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.remote.read?.(
      key,
      (error, result) => (error === null ? callback(null, result) : this.local.read?.(key, callback, timeWindow, max)),
      timeWindow,
      max,
    )
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions))
  }
}

/** The store option of @fastify/rate-limit: Redis first, this node's memory while Redis is away. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return function Store(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    const continueExceeding = options.continueExceeding ?? false
    const exponentialBackoff = options.exponentialBackoff ?? false
    return new FallbackStore(
      new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
      new LocalStore(continueExceeding, exponentialBackoff),
    )
  } as unknown as FastifyRateLimitStoreCtor
}
