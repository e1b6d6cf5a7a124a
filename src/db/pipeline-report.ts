import type { Config } from '../config.ts'
import { VIEW_STATUS } from '../domain/funnel.ts'
import type { Pipeline } from '../domain/pipeline.ts'
import {
  type Durations,
  groupOrder,
  isPeriod,
  type PipelineFilters,
  type PipelineGroup,
  type PipelineGrouping,
  type PipelinePosition,
  periodsOf,
  rounded,
} from '../domain/pipeline-report.ts'
import { applicationFactsParams, applicationFactsSql, FACTS_SETTINGS_SQL } from './application-facts.ts'
import type { FactsKeeping } from './application-facts-keeping.ts'
import type { Database } from './database.ts'
import { createKeptResults } from './kept-results.ts'
import { withStatementTimeout } from './statement-timeout.ts'

/**
 * The pipeline report's SQL (issue 44): one statement over the raw steps at read time, so that it
 * follows every re-send, PATCH and new pipeline at once: the applications' facts
 * (application-facts.ts), aggregated per group. Its pages are cut from one computation, kept for
 * REPORT_RESULTS_KEPT_MS as the funnel's are.
 */

export interface PipelineReportQuery {
  readonly clientId: string
  readonly pipeline: Pipeline
  /** The pipeline's label (db/pipelines.ts). */
  readonly label: string
  /** `YYYY-MM-DD`, included. */
  readonly from: string
  /** `YYYY-MM-DD`, excluded. */
  readonly to: string
  readonly groupBy: PipelineGrouping
  readonly filters: PipelineFilters
  readonly limit: number
  readonly after: PipelinePosition | undefined
}

export interface PipelineReportPage {
  readonly groups: PipelineGroup[]
  readonly more: boolean
  /** Every write acknowledged before this instant is in the figures. */
  readonly completeAsOf: Date
}

const APPLICATION_GROUP: Record<PipelineGrouping, string> = {
  none: 'NULL::text',
  job_offer_reference: 'job_offer_reference',
  subsidiary: 'subsidiary',
  source: 'source',
  week: `to_char(date_trunc('week', applied_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`,
  month: `to_char(applied_at AT TIME ZONE 'UTC', 'YYYY-MM')`,
}

/** The group of an activity; null where activities cannot be grouped so (they have no source). */
const ACTIVITY_GROUP: Record<PipelineGrouping, string | null> = {
  none: 'NULL::text',
  job_offer_reference: 'job_offer_reference',
  subsidiary: 'subsidiary',
  source: null,
  week: `to_char(date_trunc('week', recorded_at::timestamp), 'YYYY-MM-DD')`,
  month: `to_char(recorded_at, 'YYYY-MM')`,
}

/**
 * $1 to $10 as application-facts.ts says; $11 and $12 the range as days. One row per group, each
 * stage's figures in arrays by position, and one per group of views.
 */
function reportSql(grouping: PipelineGrouping, stages: number): string {
  const activityGroup = ACTIVITY_GROUP[grouping]
  const positions = Array.from({ length: stages }, (_, k) => k + 1)
  const days = (from: string, to: string) => `extract(epoch FROM ${to} - ${from}) / 86400`
  // Each stage's median and 90th percentile, two by two in one array ({NULL,NULL} over no application).
  const percentiles = (durations: string[]) =>
    durations
      .map((value) => `coalesce(percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY ${value}), '{NULL,NULL}')`)
      .join(' || ')
  // Activities have no source: by source, no views are read (the branch stays, for its parameters).
  return `${applicationFactsSql(APPLICATION_GROUP[grouping], stages)}
    SELECT 'group' AS kind, grp, count(*) AS n,
      count(*) FILTER (WHERE outcome = 'hired') AS hired,
      count(*) FILTER (WHERE outcome = 'rejected') AS rejected,
      count(*) FILTER (WHERE outcome = 'withdrawn') AS withdrawn,
      ARRAY[${positions.map((k) => `count(*) FILTER (WHERE reach[${k}] IS NOT NULL)`).join(', ')}] AS reached,
      ARRAY[${positions
        .slice(0, -1)
        .map((k) => `count(*) FILTER (WHERE last_stage = ${k} AND outcome IN ('rejected', 'withdrawn'))`)
        .join(', ')}] AS dropped,
      ${percentiles(positions.map((k) => days('applied_at', `reach[${k}]`)))} AS to_reach,
      ${percentiles(positions.slice(0, -1).map((k) => days(`reach[${k}]`, `reach[${k + 1}]`)))} AS in_stage
    FROM cohort GROUP BY grp
    UNION ALL
    SELECT 'views', ${activityGroup ?? 'NULL::text'}, sum(count), NULL, NULL, NULL, NULL, NULL, NULL, NULL
    FROM activities
    WHERE client_id = $1 AND status = '${VIEW_STATUS}' AND recorded_at >= $11::date AND recorded_at < $12::date
      AND ($7::text IS NULL OR job_offer_reference = $7) AND ($8::text IS NULL OR subsidiary = $8)
      AND $9::text IS NULL AND ${activityGroup !== null}
    GROUP BY 2`
}

interface Row {
  readonly kind: 'group' | 'views'
  readonly grp: string | null
  readonly n: string | number
  readonly hired: string | number | null
  readonly rejected: string | number | null
  readonly withdrawn: string | number | null
  /** By stage. */
  readonly reached: (string | number)[] | null
  /** By stage but the last. */
  readonly dropped: (string | number)[] | null
  /** Median and 90th percentile of each stage, one after the other. */
  readonly to_reach: (number | null)[] | null
  /** The same, of each stage but the last. */
  readonly in_stage: (number | null)[] | null
}

/** The most groups of computed reports a node keeps (kept-results.ts), as the funnel's. */
const MAX_GROUPS_KEPT = 50_000

/** The durations of stage `index` (from 0) in an array of medians and 90th percentiles by stage. */
const durations = (percentiles: readonly (number | null)[] | null, index: number): Durations => {
  const [median, p90] = [percentiles?.[2 * index] ?? null, percentiles?.[2 * index + 1] ?? null]
  return { median: median === null ? null : rounded(median, 2), p90: p90 === null ? null : rounded(p90, 2) }
}

export function createPipelineReport(
  db: Database,
  facts: FactsKeeping,
  settings: Pick<Config, 'reportStatementTimeoutMs' | 'reportResultsKeptMs'>,
  now: () => Date = () => new Date(),
) {
  const limit = { kind: 'pipeline report', timeoutMs: settings.reportStatementTimeoutMs }
  const computed = createKeptResults<PipelineGroup>(
    { keptMs: settings.reportResultsKeptMs, maxItems: MAX_GROUPS_KEPT },
    now,
  )

  async function compute(query: PipelineReportQuery): Promise<PipelineGroup[]> {
    const { pipeline, groupBy, filters } = query
    const stages = pipeline.stages.length
    await facts.catchUp(query.clientId)
    const { rows, titles } = await withStatementTimeout(db, limit, async (tx) => {
      await tx.query(FACTS_SETTINGS_SQL)
      const rows = await tx.query<Row>(reportSql(groupBy, stages), [
        ...applicationFactsParams(
          query.clientId,
          pipeline,
          { from: `${query.from}T00:00:00Z`, to: `${query.to}T00:00:00Z` },
          filters,
        ),
        query.label,
        query.from,
        query.to,
      ])
      if (groupBy !== 'job_offer_reference') return { rows, titles: new Map<string, string | null>() }
      const references = [...new Set(rows.flatMap((row) => (row.grp === null ? [] : [row.grp])))]
      const found = await tx.query<{ reference: string; title: string | null }>(
        'SELECT reference, title FROM job_offers WHERE client_id = $1 AND reference = ANY ($2::text[])',
        [query.clientId, references],
      )
      return { rows, titles: new Map(found.map((offer) => [offer.reference, offer.title])) }
    })

    const viewsKnown = groupBy !== 'source' && filters.source === undefined
    const groups = new Map<string | null, Row[]>()
    if (groupBy === 'none') groups.set(null, [])
    if (isPeriod(groupBy)) for (const period of periodsOf(groupBy, query.from, query.to)) groups.set(period, [])
    for (const row of rows) {
      // Views alone make a group of a job offer or a subsidiary, never of a period outside the range.
      if (!groups.has(row.grp) && (row.kind !== 'views' || Number(row.n) > 0) && !isPeriod(groupBy))
        groups.set(row.grp, [])
      groups.get(row.grp)?.push(row)
    }
    const report = [...groups].map(([group, groupRows]): PipelineGroup => {
      const of = (kind: Row['kind']) => groupRows.filter((row) => row.kind === kind)
      const totals = of('group')[0]
      const applications = Number(totals?.n ?? 0)
      let previous = applications
      const stageFigures = pipeline.stages.map((stage, index) => {
        const reached = Number(totals?.reached?.[index] ?? 0)
        const conversion = previous === 0 ? null : rounded(reached / previous, 4)
        previous = reached
        return {
          name: stage.name,
          reached,
          conversion,
          days_to_reach: durations(totals?.to_reach ?? null, index),
          days_in_stage: index === stages - 1 ? null : durations(totals?.in_stage ?? null, index),
        }
      })
      const outcomes = {
        hired: Number(totals?.hired ?? 0),
        rejected: Number(totals?.rejected ?? 0),
        withdrawn: Number(totals?.withdrawn ?? 0),
        in_progress: 0,
      }
      outcomes.in_progress = applications - outcomes.hired - outcomes.rejected - outcomes.withdrawn
      const views = viewsKnown ? Number(of('views')[0]?.n ?? 0) : null
      return {
        group,
        title: group === null ? null : (titles.get(group) ?? null),
        applications,
        stages: stageFigures,
        outcomes,
        dropped_after: Object.fromEntries(
          pipeline.stages.slice(0, -1).map((stage, index) => [stage.name, Number(totals?.dropped?.[index] ?? 0)]),
        ),
        views,
        applications_per_view: views === null || views === 0 ? null : rounded(applications / views, 4),
      }
    })
    return report.sort(groupOrder(groupBy))
  }

  return {
    /**
     * One page of the report, cut from the whole report as computed for the same query within
     * REPORT_RESULTS_KEPT_MS, or computed now in `turn`.
     */
    async read(
      query: PipelineReportQuery,
      turn: <T>(computation: () => Promise<T>) => Promise<T>,
    ): Promise<PipelineReportPage> {
      const { clientId, label, from, to, groupBy, filters } = query
      const key = JSON.stringify([clientId, label, from, to, groupBy, filters])
      const { items: groups, since } = await computed.get(key, () => turn(() => compute(query)))
      const order = groupOrder(groupBy)
      const { after } = query
      const start = after === undefined ? 0 : groups.findIndex((group) => order(group, after) > 0)
      if (start === -1) return { groups: [], more: false, completeAsOf: since }
      return {
        groups: groups.slice(start, start + query.limit),
        more: groups.length > start + query.limit,
        completeAsOf: since,
      }
    },
  }
}

export type PipelineReport = ReturnType<typeof createPipelineReport>
