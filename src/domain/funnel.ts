/**
 * The funnel report's facts, declared once: its groupings, the activity status its conversion divides
 * by, the longest range it covers. The SQL is db/funnel-report.ts; the route and its query,
 * http/routes/funnel-report.ts.
 */

export const FUNNEL_GROUPINGS = ['job_offer_reference', 'subsidiary', 'source', 'day'] as const
export type FunnelGrouping = (typeof FUNNEL_GROUPINGS)[number]

/** The activity status whose sum is the denominator of the conversion. */
export const VIEW_STATUS = 'job_offer_view'

/** The longest range of days one report covers. */
export const MAX_RANGE_DAYS = 366

/**
 * What to warn about at start-up when the configured activity statuses (ACTIVITY_STATUSES) leave out
 * the view status: the conversion is then null in every group. Undefined when they include it.
 */
export function viewStatusWarning(activityStatuses: readonly string[]): string | undefined {
  if (activityStatuses.includes(VIEW_STATUS)) return undefined
  return (
    `ACTIVITY_STATUSES leaves out ${VIEW_STATUS}: the funnel report's conversion (applications / the ` +
    `${VIEW_STATUS} counts) will be null in every group; its applications, steps and activities are unaffected`
  )
}

/** Where a page starts: right after the group with these figures, in the report's order. */
export interface FunnelPosition {
  readonly applications: number
  readonly group: string | null
}
