import type { Figures } from './measure.ts'
import { STORED_STEPS } from './options.ts'

/**
 * The targets, judged on the median of the rounds (memory on the highest), and where the gaps
 * between the service and its limits lie.
 */

/** The figures of one round: the headline case and the limits and other targets measured beside it. */
export interface Round {
  readonly headline: Figures
  readonly copy: Figures
  readonly writeAlone: Figures
  /** The write alone, with the ingestion counters written in each batch's transaction. */
  readonly writeAloneCounted: Figures
  /** The headline case with 100 of every 1000 items invalid: rejected, counted and logged. */
  readonly rejecting: Figures
  readonly bare: Figures
  readonly embedded: Figures
  readonly embeddedClientId: string
  readonly embeddedWriteAlone: Figures
  readonly resent: Figures
  readonly corrected: Figures
  /** Corrections of a field an index holds (source): every index of every record moves. */
  readonly correctedIndexed: Figures
  readonly patch: Figures
  /** The headline's batches and the PATCHes, in an open loop at half the peak each reached in the round. */
  readonly openBatches: Figures
  readonly openPatches: Figures
}

/** What is measured once, after the rounds: on the full table, and `intake push`. */
export interface FullTable {
  readonly fullRounds: readonly Figures[]
  readonly loadSeconds: number
  /** The ingestion report's milliseconds, run by run. */
  readonly reportTimings: readonly number[]
  /** The funnel report's milliseconds, run by run, per group_by. */
  readonly funnelTimings: Readonly<Record<string, readonly number[]>>
  /** What any report over the steps must do, in SQL alone, run by run (ms): read the range, count its pairs. */
  readonly funnelFloor: { readonly readMs: readonly number[]; readonly distinctMs: readonly number[] }
  readonly push: Figures
}

export interface Target {
  readonly target: string
  /** The median of the rounds (the highest, for a ceiling on memory), for a figure measured in each round. */
  readonly value: number | null
  readonly rounds: readonly (number | null)[]
  readonly limit: string
  readonly met: boolean
}

/** Of an even count, the mean of the two middle values, to two decimals like the ratios it is compared with. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = known.length / 2
  return Number.isInteger(middle)
    ? Math.round(((known[middle - 1] as number) + (known[middle] as number)) * 50) / 100
    : (known[Math.floor(middle)] as number)
}

export function highest(values: readonly (number | null)[]): number | null {
  const known = values.filter((value) => value !== null)
  return known.length === 0 ? null : Math.max(...known)
}

/** A target judged on one figure, or on the median (or `summarize`) of a figure measured in each round. */
function judge(
  target: string,
  measured: number | null | readonly (number | null)[],
  limit: string,
  meets: (value: number) => boolean,
  summarize = median,
): Target {
  const rounds = Array.isArray(measured) ? measured : []
  const value = Array.isArray(measured) ? summarize(measured) : (measured as number | null)
  return { target, value, rounds, limit, met: value !== null && meets(value) }
}
const atLeast = (target: string, measured: number | null | readonly (number | null)[], limit: number) =>
  judge(target, measured, `≥ ${limit}`, (value) => value >= limit)
const atMost = (
  target: string,
  measured: number | null | readonly (number | null)[],
  limit: number,
  summarize = median,
) => judge(target, measured, `≤ ${limit}`, (value) => value <= limit, summarize)

/**
 * The targets and the gaps, from the rounds and from what was measured once after them (`full`).
 */
export function judgeRun(rounds: readonly Round[], full: FullTable) {
  const { fullRounds, loadSeconds, reportTimings, funnelTimings, funnelFloor, push } = full
  const ratio = (a: number | null | undefined, b: number | null | undefined) =>
    a === undefined || a === null || b === undefined || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100
  const perRound = (figure: (round: Round) => number | null) => rounds.map(figure)
  const headlineRate = median(perRound((round) => round.headline.recordsPerSecond)) ?? undefined
  const funnelMedians = Object.values(funnelTimings).map((runs) => median(runs))
  const funnelWorst = highest(Object.values(funnelTimings).flat())
  /**
   * The targets (application steps, 1000-item batches, 10 connections, PostgreSQL, unless a line says
   * otherwise): the second round's, then the first round's that were met and are kept.
   */
  const targets: Target[] = [
    atMost(
      "service CPU per 1000 records / the bare route's (the same bodies)",
      perRound((round) => ratio(round.headline.serviceCpuMs, round.bare.serviceCpuMs)),
      2.5,
    ),
    atLeast(
      'service / COPY into the identical table',
      perRound((round) => ratio(round.headline.recordsPerSecond, round.copy.recordsPerSecond)),
      0.85,
    ),
    atMost(
      'p99 of a batch at half the peak rate, open loop (ms)',
      perRound((round) => round.openBatches.p99Ms),
      100,
    ),
    atMost(
      'p99 of a PATCH at half its peak rate, open loop (ms)',
      perRound((round) => round.openPatches.p99Ms),
      10,
    ),
    atLeast(
      'corrections (every re-sent record with another job_offer_title) / inserts',
      perRound((round) => ratio(round.corrected.recordsPerSecond, round.headline.recordsPerSecond)),
      0.7,
    ),
    {
      ...atMost(
        `funnel report, 90 days, ${STORED_STEPS} steps and the activities beside them: the slowest group_by's median (ms)`,
        funnelMedians,
        500,
        highest,
      ),
      limit: '≤ 500, worst run ≤ 1000',
      met:
        funnelMedians.every((value) => value !== null && value <= 500) && funnelWorst !== null && funnelWorst <= 1000,
    },
    atLeast(
      'intake push of an NDJSON file / the service (records per second)',
      ratio(push.recordsPerSecond, headlineRate),
      0.8,
    ),
    atLeast(
      'update path (re-sent as they were) / insert path',
      perRound((round) => ratio(round.resent.recordsPerSecond, round.headline.recordsPerSecond)),
      0.7,
    ),
    atLeast(
      'embedded / PostgreSQL',
      perRound((round) => ratio(round.embedded.recordsPerSecond, round.headline.recordsPerSecond)),
      0.5,
    ),
    atLeast(
      `${STORED_STEPS} stored / empty table (median rounds; loaded in ${loadSeconds} s)`,
      ratio(median(fullRounds.map((f) => f.recordsPerSecond)), headlineRate),
      0.8,
    ),
    atMost(
      'server RSS (MB), highest round',
      perRound((round) => round.headline.rssMb),
      250,
      highest,
    ),
    atMost(
      `ingestion report, 90 days by day, ${STORED_STEPS} steps stored (median ms of ${reportTimings.length})`,
      reportTimings,
      300,
    ),
  ]
  /** Where the gaps lie: in the statement, or around it, on each database; and what a correction costs. */
  const gaps = [
    {
      ratio: 'service / bare route (records per second, both saturated)',
      rounds: perRound((round) => ratio(round.headline.recordsPerSecond, round.bare.recordsPerSecond)),
    },
    {
      ratio: "p99 of a batch, saturated (ms): Little's law, the load",
      rounds: perRound((round) => round.headline.p99Ms),
    },
    { ratio: 'p99 of a PATCH, saturated (ms)', rounds: perRound((round) => round.patch.p99Ms) },
    {
      ratio: "funnel report's floor: reading its 90 days of steps from the covering index, SQL alone (ms)",
      rounds: funnelFloor.readMs,
    },
    {
      ratio: "funnel report's floor: counting those steps' distinct (job offer, application) pairs, SQL alone (ms)",
      rounds: funnelFloor.distinctMs,
    },
    {
      ratio: 'corrections of a field an index holds (every re-sent record with another source) / inserts',
      rounds: perRound((round) => ratio(round.correctedIndexed.recordsPerSecond, round.headline.recordsPerSecond)),
    },
    {
      ratio: "the service's write alone with its ingestion counters / without (what the counters cost)",
      rounds: perRound((round) => ratio(round.writeAloneCounted.recordsPerSecond, round.writeAlone.recordsPerSecond)),
    },
    {
      ratio: 'batches per second with 10 % invalid items (rejected and logged) / all valid',
      rounds: perRound((round) => ratio(round.rejecting.requestsPerSecond, round.headline.requestsPerSecond)),
    },
    {
      ratio: "the service's write alone / COPY",
      rounds: perRound((round) => ratio(round.writeAlone.recordsPerSecond, round.copy.recordsPerSecond)),
    },
    {
      ratio: "service / the service's write alone",
      rounds: perRound((round) => ratio(round.headline.recordsPerSecond, round.writeAlone.recordsPerSecond)),
    },
    {
      ratio: "the embedded database's write alone / the service on PostgreSQL",
      rounds: perRound((round) => ratio(round.embeddedWriteAlone.recordsPerSecond, round.headline.recordsPerSecond)),
    },
    {
      ratio: "embedded / the embedded database's write alone",
      rounds: perRound((round) => ratio(round.embedded.recordsPerSecond, round.embeddedWriteAlone.recordsPerSecond)),
    },
  ].map((gap) => ({ ...gap, value: median(gap.rounds) }))
  return { targets, gaps }
}
