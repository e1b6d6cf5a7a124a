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
  readonly patch: Figures
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
 * The targets and the gaps, from the rounds, the rounds of the case with STORED_STEPS already stored
 * (`fullRounds`), and how long loading those took.
 */
export function judgeRun(
  rounds: readonly Round[],
  full: { fullRounds: readonly Figures[]; loadSeconds: number; reportTimings: readonly number[] },
) {
  const { fullRounds, loadSeconds, reportTimings } = full
  const ratio = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || b === 0 ? null : Math.round((a / b) * 100) / 100
  const perRound = (figure: (round: Round) => number | null) => rounds.map(figure)
  const headlineRate = median(perRound((round) => round.headline.recordsPerSecond)) ?? undefined
  /** The targets: application steps, 1000-item batches, 10 connections, PostgreSQL. */
  const targets: Target[] = [
    atLeast(
      'service / COPY',
      perRound((round) => ratio(round.headline.recordsPerSecond, round.copy.recordsPerSecond)),
      0.6,
    ),
    atLeast(
      'service / bare route',
      perRound((round) => ratio(round.headline.recordsPerSecond, round.bare.recordsPerSecond)),
      0.5,
    ),
    atMost(
      'p99 of a 1000-item batch (ms)',
      perRound((round) => round.headline.p99Ms),
      100,
    ),
    atMost(
      'p99 of a PATCH (ms)',
      perRound((round) => round.patch.p99Ms),
      10,
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
      ratio(median(fullRounds.map((f) => f.recordsPerSecond)) ?? undefined, headlineRate),
      0.8,
    ),
    atMost(
      `ingestion report, 90 days by day, ${STORED_STEPS} steps stored (median ms of ${reportTimings.length})`,
      reportTimings,
      300,
    ),
    atMost(
      'server RSS (MB), highest round',
      perRound((round) => round.headline.rssMb),
      250,
      highest,
    ),
  ]
  /** Where the gaps lie: in the statement, or around it, on each database; and what a correction costs. */
  const gaps = [
    {
      ratio: 'update path (re-sent with another source) / insert path',
      rounds: perRound((round) => ratio(round.corrected.recordsPerSecond, round.headline.recordsPerSecond)),
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
