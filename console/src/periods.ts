import { utcDay } from './format.ts'

/**
 * The cohort periods the recruiting pages offer, as UTC days with the end excluded, as the pipeline
 * report reads them. Today is never in a period, so that its figures do not move during the day; the
 * previous period is the one of the same length just before.
 */
export const PERIODS = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  quarter: 'This quarter',
  custom: 'Custom',
} as const
export type PeriodName = keyof typeof PERIODS

export interface Period {
  readonly from: string
  readonly to: string
}

export interface ChosenPeriod {
  readonly name: PeriodName
  readonly current: Period
  readonly previous: Period
  /** Why the period cannot be shown (a custom one that is not a range of days); else undefined. */
  readonly problem: string | undefined
}

const DAY_MS = 86_400_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** The number of days of a period. */
export const lengthOf = (period: Period) => Math.round((msOf(period.to) - msOf(period.from)) / DAY_MS)

function firstDayOfQuarter(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const first = Math.floor((month - 1) / 3) * 3 + 1
  return `${year}-${String(first).padStart(2, '0')}-01`
}

/** The period a page's parameters name (`period`, and `from` and `to` for a custom one), and the one before. */
export function chosenPeriod(params: URLSearchParams): ChosenPeriod {
  const asked = params.get('period') ?? '30d'
  const name: PeriodName = asked in PERIODS ? (asked as PeriodName) : '30d'
  const today = utcDay()
  let current: Period
  let problem: string | undefined
  if (name === 'custom') {
    const from = params.get('from') ?? ''
    const to = params.get('to') ?? ''
    current = { from, to }
    if (!DAY.test(from) || !DAY.test(to) || Number.isNaN(msOf(from)) || Number.isNaN(msOf(to))) {
      problem = 'A custom period needs a first and a last day.'
    } else if (msOf(to) <= msOf(from)) problem = 'The last day of a custom period must come after its first.'
    else if (lengthOf(current) > 366) problem = 'A period may last at most 366 days.'
  } else if (name === 'quarter') {
    current = { from: firstDayOfQuarter(today), to: today }
    if (current.from === today) problem = 'This quarter began today: it has no whole day yet.'
  } else {
    current = { from: utcDay(name === '30d' ? -30 : -90), to: today }
  }
  const length = problem === undefined ? lengthOf(current) : 0
  const previous = { from: dayAt(msOf(current.from) - length * DAY_MS), to: current.from }
  return { name, current, previous, problem }
}

/** The URL parameters of a period, as chosenPeriod reads them. */
export function periodParams(period: Pick<ChosenPeriod, 'name' | 'current'>): Record<string, string | undefined> {
  return period.name === 'custom'
    ? { period: 'custom', from: period.current.from, to: period.current.to }
    : { period: period.name }
}

/** A period in words: `2026-10-30 to 2026-11-28` (its last day included, as people say it). */
export function periodWords(period: Period): string {
  return `${period.from} to ${dayAt(msOf(period.to) - DAY_MS)}`
}

/** The UTC days of the week or month that begins on `start` (`YYYY-MM-DD` or `YYYY-MM`), within `within`. */
export function daysOfGroup(start: string, grouping: 'week' | 'month', within: Period): Period {
  const from = grouping === 'week' ? start : `${start}-01`
  const end = new Date(msOf(from))
  if (grouping === 'week') end.setUTCDate(end.getUTCDate() + 7)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  const to = end.toISOString().slice(0, 10)
  return { from: from < within.from ? within.from : from, to: to > within.to ? within.to : to }
}
