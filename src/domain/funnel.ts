import { isStorableText, MAX_COUNT } from './fields.ts'
import {
  cursor,
  cursorOfAnotherQuery,
  day,
  defineQuery,
  limit,
  oneOf,
  type QueryValues,
  rangeProblems,
  required,
  withDefault,
} from './query-parameters.ts'

/**
 * The funnel report's facts, declared once: its groupings, the activity status its conversion divides
 * by, and its query (the parser and the OpenAPI schema of GET /v3/reports/funnel). The SQL is
 * db/funnel-report.ts, the route http/routes/funnel-report.ts.
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

/** A page's end, and the report it belongs to (its grouping and range). */
interface FunnelCursor extends FunnelPosition {
  readonly report: string
}

/** The report a cursor belongs to: the same grouping over the same range. */
export const reportIdentity = (groupBy: string, from: string, to: string) => `${groupBy}/${from}/${to}`

const funnelCursor = cursor<FunnelCursor>({
  description: 'The next_cursor of the page before, with the same from, to and group_by',
  toJson: ({ report, applications, group }) => [report, applications, group],
  fromJson: (json) => {
    if (!Array.isArray(json) || json.length !== 3) return undefined
    const [report, applications, group]: unknown[] = json
    if (typeof report !== 'string' || typeof applications !== 'number') return undefined
    if (!Number.isInteger(applications) || applications < 0 || applications > MAX_COUNT) return undefined
    if (group !== null && (typeof group !== 'string' || !isStorableText(group))) return undefined
    return { report, applications, group }
  },
})

export const funnelQuery = defineQuery(
  {
    from: required(day('The first day of the range (UTC), included')),
    to: required(day('The day after the range (UTC): excluded')),
    group_by: withDefault(oneOf(FUNNEL_GROUPINGS, 'day: the UTC calendar day of recorded_at'), 'job_offer_reference'),
    limit: limit('Groups per page'),
    cursor: funnelCursor,
  },
  ({ from, to, group_by: groupBy, cursor: after }) => [
    ...rangeProblems({ from: 'from', to: 'to' }, from, to, MAX_RANGE_DAYS),
    ...(after !== undefined &&
    from !== undefined &&
    to !== undefined &&
    groupBy !== undefined &&
    after.report !== reportIdentity(groupBy, from, to)
      ? [cursorOfAnotherQuery('cursor', 'send it with the same from, to and group_by')]
      : []),
  ],
)

export type FunnelParameters = QueryValues<typeof funnelQuery.parameters>
