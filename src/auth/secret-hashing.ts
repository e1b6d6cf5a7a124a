import { HttpError, OverloadError } from '../errors.ts'

/**
 * Where a node hashes client secrets (scrypt, on libuv's thread pool): one at a time, the callers
 * waiting taking turns, and a bounded wait. libuv's threads also compress answers, read files and
 * resolve names; unbounded, a flood of token requests queued its hashes ahead of every compression
 * there and took the cores from the event loop.
 *
 * Each caller (an address group: http/address-group.ts) has its own line, and the lines are served in
 * turn, so a caller that sends many requests waits behind its own, not others behind it. Beyond
 * MAX_WAITING_PER_CALLER of its own waiting, a caller's request is 429; beyond MAX_WAITING in all, any
 * is 503: both at once, with Retry-After, before they cost a hash.
 */

/** One: libuv's other threads stay free for compression, files and names, and hashing takes one core at most. */
export const HASHES_AT_ONCE = 1
export const MAX_WAITING_PER_CALLER = 2
export const MAX_WAITING = 32
const RETRY_AFTER_SECONDS = 1

export type HashOutcome = 'hashed' | 'caller_busy' | 'queue_full'

export interface HashingObserver {
  /** Each request for a hash, by how it ended: hashed (whether or not the hash failed), or refused. */
  counted(outcome: HashOutcome): void
  /** The requests waiting, after every change. */
  waiting(count: number): void
}

export interface SecretHashing {
  /** Runs `hash` in `caller`'s turn; throws the 429 or 503 HttpError when the wait is full. */
  run<T>(caller: string, hash: () => Promise<T>): Promise<T>
}

const retryAfter = { 'retry-after': String(RETRY_AFTER_SECONDS) }

const callerBusy = () =>
  new HttpError(429, `Too many requests from this address at once; retry in ${RETRY_AFTER_SECONDS} s`, {
    headers: retryAfter,
  })

const queueFull = () =>
  new OverloadError(503, `Too many secrets waiting to be checked; retry in ${RETRY_AFTER_SECONDS} s`, {
    headers: retryAfter,
  })

export function createSecretHashing(observer: HashingObserver): SecretHashing {
  /** Each caller's waiting requests, oldest first; a Map's order is the turn: served, a caller goes last. */
  const lines = new Map<string, (() => void)[]>()
  let waiting = 0
  /** Counted when a hash is given its turn, not when it begins, so that no other can take the same. */
  let running = 0

  function startNext() {
    const next = lines.entries().next()
    if (next.done) return
    const [caller, line] = next.value
    lines.delete(caller)
    const start = line.shift() as () => void
    if (line.length > 0) lines.set(caller, line)
    waiting--
    observer.waiting(waiting)
    running++
    start()
  }

  function turnOf(caller: string): Promise<void> {
    if (running < HASHES_AT_ONCE && waiting === 0) {
      running++
      return Promise.resolve()
    }
    const line = lines.get(caller) ?? []
    if (line.length >= MAX_WAITING_PER_CALLER) {
      observer.counted('caller_busy')
      throw callerBusy()
    }
    if (waiting >= MAX_WAITING) {
      observer.counted('queue_full')
      throw queueFull()
    }
    waiting++
    observer.waiting(waiting)
    lines.set(caller, line)
    return new Promise((resolve) => line.push(resolve))
  }

  return {
    async run(caller, hash) {
      await turnOf(caller)
      try {
        return await hash()
      } finally {
        running--
        observer.counted('hashed')
        startNext()
      }
    },
  }
}
