import type { FunnelPosition } from './funnel.ts'

/**
 * The pipeline report's facts, declared once (issue 44, section 3): its groupings and filters, and
 * the order of its groups. The SQL is db/pipeline-report.ts; the route, http/routes/pipeline-report.ts.
 */

export const PIPELINE_GROUPINGS = ['none', 'job_offer_reference', 'subsidiary', 'source', 'week', 'month'] as const
export type PipelineGrouping = (typeof PIPELINE_GROUPINGS)[number]

/** The groupings whose groups are periods, in date order, every one of the range present. */
export const isPeriod = (grouping: PipelineGrouping): grouping is 'week' | 'month' =>
  grouping === 'week' || grouping === 'month'

/** The fields an application is filtered by, each an exact value. */
export const PIPELINE_FILTERS = ['job_offer_reference', 'subsidiary', 'source'] as const
export type PipelineFilters = { readonly [F in (typeof PIPELINE_FILTERS)[number]]?: string }

/** The filters a query gives a value, and only those. */
export function filtersOf(values: PipelineFilters): PipelineFilters {
  return Object.fromEntries(
    PIPELINE_FILTERS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]])),
  )
}

/** A median and a 90th percentile of days, continuous, 2 decimals; null over no application. */
export interface Durations {
  readonly median: number | null
  readonly p90: number | null
}

export interface StageFigures {
  readonly name: string
  readonly reached: number
  readonly conversion: number | null
  readonly days_to_reach: Durations
  /** Null for the last stage. */
  readonly days_in_stage: Durations | null
}

export interface PipelineGroup {
  readonly group: string | null
  readonly title: string | null
  readonly applications: number
  readonly stages: StageFigures[]
  readonly outcomes: { hired: number; rejected: number; withdrawn: number; in_progress: number }
  readonly dropped_after: Record<string, number>
  readonly views: number | null
  readonly applications_per_view: number | null
}

/** Where a page starts: right after the group with these figures, in the report's order (as the funnel's). */
export type PipelinePosition = FunnelPosition

/** Byte order of UTF-8 text, null last: the order of groups with as many applications. */
function compareGroups(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/**
 * The report's order: periods by date; other groups by applications, most first, then by group.
 * Periods are labelled `YYYY-MM-DD` and `YYYY-MM`, whose byte order is their date order.
 */
export function groupOrder(grouping: PipelineGrouping) {
  return (a: PipelinePosition, b: PipelinePosition): number =>
    isPeriod(grouping)
      ? compareGroups(a.group, b.group)
      : b.applications - a.applications || compareGroups(a.group, b.group)
}

/** `x` rounded to `decimals` places. */
export const rounded = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals

/** The UTC day `YYYY-MM-DD` of a date. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The periods that hold a day of [from, to): ISO weeks by their Monday, or months `YYYY-MM`. */
export function periodsOf(grouping: 'week' | 'month', from: string, to: string): string[] {
  const end = new Date(`${to}T00:00:00Z`)
  const periods: string[] = []
  const start = new Date(`${from}T00:00:00Z`)
  if (grouping === 'month') {
    for (let at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1)); at < end; ) {
      periods.push(dayOf(at).slice(0, 7))
      at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
    }
    return periods
  }
  const monday = new Date(start)
  monday.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7))
  for (let at = monday; at < end; at = new Date(at.getTime() + 7 * 86_400_000)) periods.push(dayOf(at))
  return periods
}
