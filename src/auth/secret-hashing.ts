import { HttpError, OverloadError } from '../errors.ts'

/**
 * Where a node hashes client secrets (scrypt, on libuv's thread pool): one at a time, the callers
 * waiting taking turns, and a bounded wait. libuv's threads also compress answers, read files and
 * resolve names; unbounded, a flood of token requests queued its hashes ahead of every compression
 * there and took the cores from the event loop.
 *
 * The turns are start-time fair queuing, each caller (an address group: http/address-group.ts) a flow
 * and each hash one unit: a caller's first request waiting takes the turn being served, each further
 * one the turn after its caller's previous, and the lowest turn starts next, the oldest of equals. A
 * caller that sends many requests at once thus waits behind its own, and another's request behind one
 * of them at most. Beyond MAX_WAITING_PER_CALLER of its own waiting, a caller's request is 429; beyond
 * MAX_WAITING in all, any is 503: both at once, with Retry-After, before they cost a hash.
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

interface Waiting {
  readonly caller: string
  readonly turn: number
  readonly start: () => void
}

export function createSecretHashing(observer: HashingObserver): SecretHashing {
  /** In the order they came. */
  const waiting: Waiting[] = []
  /** The callers with a hash running or waiting: the turn of the latest, and how many they have. */
  const callers = new Map<string, { latestTurn: number; active: number }>()
  /** The turn of the latest hash started. */
  let currentTurn = 0
  /** Counted when a hash is given its turn, not when it begins, so that no other can take the same. */
  let running = 0

  function turnOf(caller: string): number {
    const known = callers.get(caller)
    const turn = known === undefined ? currentTurn : Math.max(currentTurn, known.latestTurn + 1)
    callers.set(caller, { latestTurn: turn, active: (known?.active ?? 0) + 1 })
    return turn
  }

  function finished(caller: string) {
    const known = callers.get(caller)
    if (known === undefined || known.active === 1) callers.delete(caller)
    else known.active--
  }

  function startNext() {
    const next = waiting.reduce(
      (lowest, candidate, index) => (candidate.turn < (waiting[lowest] as Waiting).turn ? index : lowest),
      0,
    )
    const [chosen] = waiting.splice(next, 1)
    if (chosen === undefined) return
    observer.waiting(waiting.length)
    currentTurn = chosen.turn
    running++
    chosen.start()
  }

  function admit(caller: string): Promise<void> {
    if (running < HASHES_AT_ONCE && waiting.length === 0) {
      currentTurn = turnOf(caller)
      running++
      return Promise.resolve()
    }
    if (waiting.filter((request) => request.caller === caller).length >= MAX_WAITING_PER_CALLER) {
      observer.counted('caller_busy')
      throw callerBusy()
    }
    if (waiting.length >= MAX_WAITING) {
      observer.counted('queue_full')
      throw queueFull()
    }
    const turn = turnOf(caller)
    return new Promise((start) => {
      waiting.push({ caller, turn, start })
      observer.waiting(waiting.length)
    })
  }

  return {
    async run(caller, hash) {
      await admit(caller)
      try {
        return await hash()
      } finally {
        running--
        finished(caller)
        observer.counted('hashed')
        startNext()
      }
    },
  }
}
