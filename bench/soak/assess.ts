import type { FaultWindow } from './faults.ts'
import type { Verdict } from './ledger.ts'
import type { PatchVerdict } from './patch-loop.ts'
import type { Exchange } from './traffic.ts'

/** The figures of one scenario and the reasons it fails, from the database check and the traffic. */

export interface Assessment {
  readonly verdict: Verdict
  readonly patches: PatchVerdict
  readonly batches: number
  /** Answers to batches by status ("none": no answer), deliberate cuts left out. */
  readonly statuses: Record<string, number>
  /** Answers to PATCHes and exports, as `statuses`. */
  readonly patchStatuses: Record<string, number>
  readonly exportStatuses: Record<string, number>
  /** Exports whose body was cut after their status (the database went away mid-export). */
  readonly exportsCut: number
  readonly clientCuts: number
  /** The events the soak's webhook received (a message sent again counted once), and the messages sent again. */
  webhook?: { readonly events: number; readonly repeated: number }
  /** The longest request that overlapped a fault, in ms. */
  readonly longestDuringFaultMs: number | undefined
  /** From the end of the last fault to the end of the first acknowledged batch sent after it, in ms. */
  readonly recoveryMs: number | undefined
  readonly failures: string[]
}

export interface Limits {
  /** After a fault, how long 503 and unanswered requests are still excused. */
  readonly recoveryGraceMs: number
  /** The longest a request may take while a fault lasts. */
  readonly longestRequestMs: number
  /**
   * Whether a request may go unanswered during a fault: only when the fault is the service's own death.
   * A database that goes away must cost a 503, never a dropped connection.
   */
  readonly unansweredExcused: boolean
}

const succeeded = (exchange: Exchange) =>
  exchange.kind === 'batch' ? exchange.status === 201 || exchange.status === 207 : exchange.status === 200

function countStatuses(exchanges: readonly Exchange[]) {
  const statuses: Record<string, number> = {}
  for (const exchange of exchanges) {
    const status = String(exchange.status ?? 'none')
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  return statuses
}

export function assess(
  verdict: Verdict,
  patches: PatchVerdict,
  exchanges: readonly Exchange[],
  windows: readonly FaultWindow[],
  limits: Limits,
): Assessment {
  const failures: string[] = []
  for (const figure of ['missing', 'unexpected', 'halfStored', 'wrongIds', 'duplicateKeys'] as const) {
    if (verdict[figure] > 0) failures.push(`${figure}: ${verdict[figure]}`)
  }
  if (verdict.acknowledged === 0) failures.push('nothing was acknowledged')
  if (patches.wrong > 0) failures.push(`steps whose stored value no PATCH explains: ${patches.wrong}`)
  if (patches.patched === 0) failures.push('no PATCH was acknowledged')

  const overlapsFault = (exchange: Exchange, graceMs: number) =>
    windows.some((window) => exchange.end >= window.start && exchange.start <= window.end + graceMs)
  const answered = exchanges.filter((exchange) => !exchange.cutByClient)
  const first = exchanges[0]?.start ?? 0
  for (const exchange of answered) {
    const at = `${exchange.kind} at +${exchange.start - first} ms`
    if (exchange.bodyCut) {
      if (exchange.kind !== 'export') failures.push(`the body of a ${exchange.kind} answer was cut`)
      else if (!overlapsFault(exchange, 0)) failures.push(`an export cut outside a fault: ${at}`)
      continue
    }
    if (succeeded(exchange)) continue
    if (exchange.status === 503) {
      if (exchange.retryAfter === undefined) failures.push('a 503 without Retry-After')
      else if (!overlapsFault(exchange, limits.recoveryGraceMs)) failures.push(`503 outside a fault: ${at}`)
    } else if (exchange.status === undefined) {
      if (!limits.unansweredExcused) failures.push(`no answer (a dropped connection): ${at}`)
      else if (!overlapsFault(exchange, limits.recoveryGraceMs)) failures.push(`no answer outside a fault: ${at}`)
    } else failures.push(`status ${exchange.status} to a ${exchange.kind}`)
  }

  let longestDuringFaultMs: number | undefined
  let recoveryMs: number | undefined
  const lastWindow = windows.at(-1)
  if (lastWindow !== undefined) {
    const during = answered.filter((exchange) => overlapsFault(exchange, 0))
    longestDuringFaultMs = Math.max(0, ...during.map((exchange) => exchange.end - exchange.start))
    if (longestDuringFaultMs > limits.longestRequestMs) {
      failures.push(`a request took ${longestDuringFaultMs} ms during a fault (bound ${limits.longestRequestMs} ms)`)
    }
    const firstAfter = answered.find(
      (exchange) => exchange.kind === 'batch' && exchange.start >= lastWindow.end && succeeded(exchange),
    )
    if (firstAfter === undefined) failures.push('no batch was acknowledged after the fault: no recovery')
    else recoveryMs = firstAfter.end - lastWindow.end
  }
  const ofKind = (kind: Exchange['kind']) => answered.filter((exchange) => exchange.kind === kind)
  return {
    verdict,
    patches,
    batches: ofKind('batch').length + (exchanges.length - answered.length),
    statuses: countStatuses(ofKind('batch')),
    patchStatuses: countStatuses(ofKind('patch')),
    exportStatuses: countStatuses(ofKind('export')),
    exportsCut: ofKind('export').filter((exchange) => exchange.bodyCut).length,
    clientCuts: exchanges.length - answered.length,
    longestDuringFaultMs,
    recoveryMs,
    failures: [...new Set(failures)],
  }
}
