import type { FaultWindow } from './faults.ts'
import type { Verdict } from './ledger.ts'
import type { Exchange } from './traffic.ts'

/** The figures of one scenario and the reasons it fails, from the database check and the traffic. */

export interface Assessment {
  readonly verdict: Verdict
  readonly batches: number
  /** Answers by status ("none": no answer), deliberate cuts left out. */
  readonly statuses: Record<string, number>
  readonly clientCuts: number
  /** The longest request that overlapped the fault, in ms. */
  readonly longestDuringFaultMs: number | undefined
  /** From the end of the fault to the end of the first acknowledged batch sent after it, in ms. */
  readonly recoveryMs: number | undefined
  readonly failures: string[]
}

export interface Limits {
  /** After the fault, how long 503 and unanswered requests are still excused. */
  readonly recoveryGraceMs: number
  /** The longest a request may take while the fault lasts. */
  readonly longestRequestMs: number
}

const isAcknowledged = (exchange: Exchange) => exchange.status === 201 || exchange.status === 207

export function assess(
  verdict: Verdict,
  exchanges: readonly Exchange[],
  window: FaultWindow | undefined,
  limits: Limits,
): Assessment {
  const failures: string[] = []
  for (const figure of ['missing', 'unexpected', 'halfStored', 'wrongIds', 'duplicateKeys'] as const) {
    if (verdict[figure] > 0) failures.push(`${figure}: ${verdict[figure]}`)
  }
  if (verdict.acknowledged === 0) failures.push('nothing was acknowledged')

  const excused = (exchange: Exchange) =>
    window !== undefined && exchange.end >= window.start && exchange.start <= window.end + limits.recoveryGraceMs
  const answered = exchanges.filter((exchange) => !exchange.cutByClient)
  const statuses: Record<string, number> = {}
  for (const exchange of answered) {
    const status = String(exchange.status ?? 'none')
    statuses[status] = (statuses[status] ?? 0) + 1
    if (isAcknowledged(exchange)) continue
    if (exchange.status === 503 && exchange.retryAfter === undefined) failures.push('a 503 without Retry-After')
    else if ((exchange.status === 503 || exchange.status === undefined) && !excused(exchange)) {
      failures.push(
        `${exchange.status ?? 'no answer'} outside a fault at +${exchange.start - (exchanges[0]?.start ?? 0)} ms`,
      )
    } else if (exchange.status !== 503 && exchange.status !== undefined) failures.push(`status ${exchange.status}`)
  }

  let longestDuringFaultMs: number | undefined
  let recoveryMs: number | undefined
  if (window !== undefined) {
    const during = answered.filter((exchange) => exchange.end >= window.start && exchange.start <= window.end)
    longestDuringFaultMs = Math.max(0, ...during.map((exchange) => exchange.end - exchange.start))
    if (longestDuringFaultMs > limits.longestRequestMs) {
      failures.push(`a request took ${longestDuringFaultMs} ms during the fault (bound ${limits.longestRequestMs} ms)`)
    }
    const firstAfter = answered.find((exchange) => exchange.start >= window.end && isAcknowledged(exchange))
    if (firstAfter === undefined) failures.push('no batch was acknowledged after the fault: no recovery')
    else recoveryMs = firstAfter.end - window.end
  }
  return {
    verdict,
    batches: exchanges.length,
    statuses,
    clientCuts: exchanges.length - answered.length,
    longestDuringFaultMs,
    recoveryMs,
    failures: [...new Set(failures)],
  }
}
