import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'

/**
 * The rate limits' counters, as @fastify/rate-limit's documented `store` option takes them: in Redis,
 * shared by every node, and in this node's memory while Redis does not answer, so that an outage of
 * Redis lifts no limit (with the plugin's own Redis store, `skipOnError` would let every request through
 * uncounted). Redis errors come at once (no offline queue, one try per command: app.ts), so a request
 * waits no longer for the fallback than for a refusal. Each limit counts in memory in an LRU bounded as
 * the plugin's own store is.
 */

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void
interface Window {
  current: number
  endsAt: number
}

const LOCAL_KEYS_PER_LIMIT = 5_000

/** Counts one more request of the key and gives its count and the window's milliseconds left. */
const INCREMENT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`
/** The same, without counting (the token endpoint's check before it verifies a secret). */
const READ = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), math.max(redis.call('PTTL', KEYS[1]), 0)}`

class Counters implements FastifyRateLimitStore {
  readonly #redis: Redis
  readonly #prefix: string
  readonly #local = new LRUCache<string, Window>({ max: LOCAL_KEYS_PER_LIMIT })

  constructor(redis: Redis, prefix: string) {
    this.#redis = redis
    this.#prefix = prefix
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    this.#ask(INCREMENT, key, timeWindow, callback, () => this.#countLocally(key, timeWindow, 1))
  }

  read(key: string, callback: Callback, timeWindow: number) {
    this.#ask(READ, key, timeWindow, callback, () => this.#countLocally(key, timeWindow, 0))
  }

  /** A limit of its own (a route's, or one made by createRateLimit, which names no route). */
  child(routeOptions: object): FastifyRateLimitStore {
    const route: { method?: string; url?: string } = (routeOptions as { routeInfo?: object }).routeInfo ?? {}
    return new Counters(this.#redis, `${this.#prefix}${route.method ?? ''}${route.url ?? ''}-`)
  }

  #ask(script: string, key: string, timeWindow: number, callback: Callback, locally: () => Counted) {
    this.#redis.eval(script, 1, this.#prefix + key, timeWindow).then(
      (result) => {
        const [current, ttl] = result as [number, number]
        callback(null, { current, ttl })
      },
      () => callback(null, locally()),
    )
  }

  #countLocally(key: string, timeWindow: number, added: number): Counted {
    const now = Date.now()
    const window = this.#local.get(key)
    const live = window !== undefined && window.endsAt > now ? window : { current: 0, endsAt: now + timeWindow }
    live.current += added
    if (added > 0) this.#local.set(key, live)
    return { current: live.current, ttl: live.endsAt - now }
  }
}

/** The `store` option: every limit's counters under `nameSpace` in Redis, or here while it is away. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends Counters {
    constructor() {
      super(redis, nameSpace)
    }
  }
}
