import { HttpError, OverloadError } from '../errors.ts'

/**
 * The cost budget of the expensive reads (a list's page or an export's chunk, a report, a page of the
 * rejection log): each of their statements holds a database connection for as long as it runs, so they
 * take turns here, per node, before they ask the pool for one. A client runs at most `perClient` at
 * once, and all clients together at most `atOnce`, the expensive reads' share of the pool: the rest of
 * the pool stays free for writes, tokens and the cheap reads, whoever loops on reports.
 *
 * A statement beyond either limit waits its turn, at most `maxWaitMs`; the clients waiting are served in
 * turn, so one that sends many waits behind its own, not others behind it. A client has at most
 * `perClient` waiting besides those running: beyond them it is refused at once, 429 with Retry-After.
 * A wait that ends without a turn is refused too: 429 when its own share is what it waits for, 503 when
 * the node's is.
 *
 * One budget per node: the statements are counted where they run, whatever the other nodes do.
 */

export interface CostBudgetLimits {
  readonly perClient: number
  readonly atOnce: number
  readonly maxWaitMs: number
}

/** How a request for a turn ended: it ran (at once or after a wait), or was refused and why. */
export type BudgetOutcome = 'ran' | 'client_busy' | 'node_busy'

export interface BudgetObserver {
  counted(outcome: BudgetOutcome): void
  /** The statements running and waiting, after every change. */
  changed(state: { readonly running: number; readonly waiting: number }): void
}

export interface CostBudget {
  /**
   * Runs `statement` in the client's turn; throws the 429 or 503 HttpError when it gets none. A
   * `patient` statement (an export's, bounded by MAX_EXPORTS_PER_CLIENT) is never refused: it waits its turn.
   */
  run<T>(clientId: string, statement: () => Promise<T>, options?: { readonly patient?: boolean }): Promise<T>
}

/** The turns last a statement: a second is long enough to find one free, short enough to retry soon. */
const RETRY_AFTER_SECONDS = 1
const retryAfter = { 'retry-after': String(RETRY_AFTER_SECONDS) }

const clientBusy = (perClient: number) =>
  new HttpError(
    429,
    `This client already runs or waits for ${perClient} expensive reads (lists, exports, reports, the rejection log) at once; retry in ${RETRY_AFTER_SECONDS} s`,
    { headers: retryAfter },
  )

const nodeBusy = () =>
  new OverloadError(503, `Too many expensive reads at once on this node; retry in ${RETRY_AFTER_SECONDS} s`, {
    headers: retryAfter,
  })

interface Waiting {
  start(): void
  refuse(): void
}

export function createCostBudget(limits: CostBudgetLimits, observer?: BudgetObserver): CostBudget {
  const runningOf = new Map<string, number>()
  let running = 0
  /** Each client's waiting statements, oldest first; the Map's order is the turn: served, a client goes last. */
  const lines = new Map<string, Waiting[]>()
  let waiting = 0

  const runningFor = (clientId: string) => runningOf.get(clientId) ?? 0
  const hasTurn = (clientId: string) => running < limits.atOnce && runningFor(clientId) < limits.perClient
  const changed = () => observer?.changed({ running, waiting })

  function begin(clientId: string) {
    runningOf.set(clientId, runningFor(clientId) + 1)
    running++
    observer?.counted('ran')
    changed()
  }

  function end(clientId: string) {
    const left = runningFor(clientId) - 1
    if (left === 0) runningOf.delete(clientId)
    else runningOf.set(clientId, left)
    running--
    changed()
    startWaiting()
  }

  /** Gives free turns to the waiting clients in their order, skipping those that hold their own share. */
  function startWaiting() {
    while (running < limits.atOnce) {
      const next = [...lines.keys()].find((clientId) => runningFor(clientId) < limits.perClient)
      if (next === undefined) return
      const line = lines.get(next) as Waiting[]
      const first = line.shift() as Waiting
      lines.delete(next)
      if (line.length > 0) lines.set(next, line)
      waiting--
      first.start()
    }
  }

  function refusal(clientIsBusy: boolean): HttpError {
    observer?.counted(clientIsBusy ? 'client_busy' : 'node_busy')
    return clientIsBusy ? clientBusy(limits.perClient) : nodeBusy()
  }

  function turnOf(clientId: string, patient: boolean): Promise<void> {
    if (hasTurn(clientId)) {
      begin(clientId)
      return Promise.resolve()
    }
    const line = lines.get(clientId) ?? []
    if (!patient && line.length >= limits.perClient) return Promise.reject(refusal(true))
    return new Promise((resolve, reject) => {
      const timer = patient ? undefined : setTimeout(() => entry.refuse(), limits.maxWaitMs)
      const entry: Waiting = {
        start() {
          clearTimeout(timer)
          begin(clientId)
          resolve()
        },
        refuse() {
          const rest = (lines.get(clientId) ?? []).filter((other) => other !== entry)
          if (rest.length > 0) lines.set(clientId, rest)
          else lines.delete(clientId)
          waiting--
          changed()
          reject(refusal(runningFor(clientId) >= limits.perClient))
        },
      }
      line.push(entry)
      lines.set(clientId, line)
      waiting++
      changed()
    })
  }

  return {
    async run(clientId, statement, { patient = false } = {}) {
      await turnOf(clientId, patient)
      try {
        return await statement()
      } finally {
        end(clientId)
      }
    },
  }
}

/** The node's share of its pool for expensive reads: `percent` of its connections, at least one. */
export const connectionsForExpensiveReads = (poolSize: number, percent: number) =>
  Math.max(1, Math.floor((poolSize * percent) / 100))
