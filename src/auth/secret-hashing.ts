import { HttpError, OverloadError } from '../errors.ts'

/**
 * Where a node hashes client secrets (scrypt, on libuv's thread pool): two at a time, one per caller,
 * the callers waiting taking turns, and a bounded wait. libuv's threads also compress answers, read
 * files and resolve names; unbounded, a flood of token requests queued its hashes ahead of every
 * compression there and took the cores from the event loop.
 *
 * A caller is an address group (http/address-group.ts). It has one hash running at most, so that a
 * flood from one address leaves the other thread to everyone else. The turns are start-time fair
 * queuing, each caller a flow and each hash one unit: a caller's first request waiting takes the turn
 * being served, each further one the turn after its caller's previous, and the lowest turn whose caller
 * has none running starts next, the oldest of equals. A request thus waits behind one request of each
 * caller ahead of it at most, never behind a flood's backlog. Beyond MAX_WAITING_PER_CALLER of its own
 * waiting, a caller's request is 429; beyond MAX_WAITING in all, any is 503: both at once, with
 * Retry-After, before they cost a hash.
 */

/**
 * Two of libuv's four threads (its default, UV_THREADPOOL_SIZE): the other two stay free for
 * compression, files and names.
 */
export const HASHES_AT_ONCE = 2
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
  /**
   * The callers whose hash has its turn, from when it is given (not when it begins), so that no other
   * can take the same.
   */
  const running = new Set<string>()
  /** The turn of the latest hash started. */
  let currentTurn = 0

  function turnOf(caller: string): number {
    const known = callers.get(caller)
    const turn = known === undefined ? currentTurn : Math.max(currentTurn, known.latestTurn + 1)
    callers.set(caller, { latestTurn: turn, active: (known?.active ?? 0) + 1 })
    return turn
  }

  function finished(caller: string) {
    running.delete(caller)
    const known = callers.get(caller)
    if (known === undefined || known.active === 1) callers.delete(caller)
    else known.active--
  }

  /** The waiting request to start next: the lowest turn of a caller with none running, the oldest of equals. */
  function next(): number | undefined {
    let chosen: number | undefined
    waiting.forEach((request, index) => {
      if (running.has(request.caller)) return
      if (chosen === undefined || request.turn < (waiting[chosen] as Waiting).turn) chosen = index
    })
    return chosen
  }

  function startWaiting() {
    for (let index = next(); running.size < HASHES_AT_ONCE && index !== undefined; index = next()) {
      const [chosen] = waiting.splice(index, 1) as [Waiting]
      observer.waiting(waiting.length)
      currentTurn = chosen.turn
      running.add(chosen.caller)
      chosen.start()
    }
  }

  function admit(caller: string): Promise<void> {
    // A free thread has no request waiting that could take it: startWaiting gave them all one.
    if (running.size < HASHES_AT_ONCE && !running.has(caller)) {
      currentTurn = turnOf(caller)
      running.add(caller)
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
        finished(caller)
        observer.counted('hashed')
        startWaiting()
      }
    },
  }
}
