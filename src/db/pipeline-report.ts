import type { Config } from '../config.ts'
import { VIEW_STATUS } from '../domain/funnel.ts'
import { OUTCOMES, type Pipeline, stepKey, stepKeySql } from '../domain/pipeline.ts'
import {
  type Durations,
  groupOrder,
  isPeriod,
  PIPELINE_GROUPINGS,
  type PipelineFilters,
  type PipelineGroup,
  type PipelineGrouping,
  type PipelinePosition,
  periodsOf,
  rounded,
} from '../domain/pipeline-report.ts'
import type { Database } from './database.ts'
import { createKeptResults } from './kept-results.ts'
import { withStatementTimeout } from './statement-timeout.ts'

/**
 * The pipeline report's SQL (issue 44): one statement over the raw steps, at read time, so that it
 * follows every re-send, PATCH and new pipeline at once. The cohort is found from the steps recorded in
 * the range (an application dated in the range has its first step there); then each of those
 * applications is read whole through the natural key's index, its facts derived (docs/api.md, the
 * definitions), and the figures aggregated per group. Its pages are cut from one computation, kept for
 * REPORT_RESULTS_KEPT_MS as the funnel's are.
 */

export interface PipelineReportQuery {
  readonly clientId: string
  readonly pipeline: Pipeline
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

/** How a stage or an outcome is told in the statement: stages by position from 1, outcomes below 0. */
const OUTCOME_CODES = { rejected: -1, withdrawn: -2 } as const

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
 * $1 client, $2 and $3 the range as instants, $4 and $5 the pipeline's step keys and what each means,
 * $6 the number of stages, $7 to $9 the filters (null: none), $10 and $11 the range as days.
 */
function reportSql(grouping: PipelineGrouping): string {
  const activityGroup = ACTIVITY_GROUP[grouping]
  // Activities have no source: by source, no views are read (the branch stays, for its parameters).
  const views = `
    UNION ALL
    SELECT 'views', ${activityGroup ?? 'NULL::text'}, NULL, sum(count), NULL, NULL, NULL, NULL, NULL
    FROM activities
    WHERE client_id = $1 AND status = '${VIEW_STATUS}' AND recorded_at >= $10::date AND recorded_at < $11::date
      AND ($7::text IS NULL OR job_offer_reference = $7) AND ($8::text IS NULL OR subsidiary = $8)
      AND $9::text IS NULL AND ${activityGroup !== null}
    GROUP BY 2`
  return `
    WITH mapping AS (
      SELECT key, meaning FROM unnest($4::text[], $5::int[]) AS m(key, meaning)
    ), in_range AS (
      SELECT DISTINCT application_ats_id FROM application_steps
      WHERE client_id = $1 AND recorded_at >= $2 AND recorded_at < $3
    ), steps AS (
      SELECT s.application_ats_id, s.id, s.recorded_at, s.job_offer_reference, s.subsidiary, s.source, m.meaning
      FROM in_range r
      JOIN application_steps s ON s.client_id = $1 AND s.application_ats_id = r.application_ats_id
      LEFT JOIN mapping m ON m.key = ${stepKeySql('s.step')}
    ), applications AS (
      SELECT application_ats_id,
        min(recorded_at) AS applied_at,
        (array_agg(job_offer_reference ORDER BY recorded_at, id) FILTER (WHERE job_offer_reference IS NOT NULL))[1]
          AS job_offer_reference,
        (array_agg(subsidiary ORDER BY recorded_at, id) FILTER (WHERE subsidiary IS NOT NULL))[1] AS subsidiary,
        (array_agg(source ORDER BY recorded_at, id) FILTER (WHERE source IS NOT NULL))[1] AS source,
        coalesce(max(meaning) FILTER (WHERE meaning > 0), 0) AS last_stage,
        (array_agg(meaning ORDER BY recorded_at DESC, meaning DESC) FILTER (WHERE meaning < 0))[1] AS outcome
      FROM steps
      GROUP BY application_ats_id
    ), cohort AS (
      SELECT application_ats_id, applied_at, last_stage, outcome, ${APPLICATION_GROUP[grouping]} AS grp
      FROM applications
      WHERE applied_at >= $2 AND applied_at < $3
        AND ($7::text IS NULL OR job_offer_reference = $7) AND ($8::text IS NULL OR subsidiary = $8)
        AND ($9::text IS NULL OR source = $9)
    ), reached AS (
      SELECT c.grp, c.application_ats_id, c.applied_at, k.stage, min(s.recorded_at) AS at
      FROM cohort c
      JOIN steps s ON s.application_ats_id = c.application_ats_id AND s.meaning > 0
      JOIN generate_series(1, $6::int) AS k(stage) ON s.meaning >= k.stage
      GROUP BY c.grp, c.application_ats_id, c.applied_at, k.stage
    ), durations AS (
      SELECT grp, stage, extract(epoch FROM at - applied_at) / 86400 AS to_reach,
        extract(epoch FROM lead(at) OVER (PARTITION BY application_ats_id ORDER BY stage) - at) / 86400 AS in_stage
      FROM reached
    )
    SELECT 'group' AS kind, grp, NULL::int AS stage, count(*) AS n,
      count(*) FILTER (WHERE last_stage = $6) AS hired,
      count(*) FILTER (WHERE last_stage < $6 AND outcome = ${OUTCOME_CODES.rejected}) AS rejected,
      count(*) FILTER (WHERE last_stage < $6 AND outcome = ${OUTCOME_CODES.withdrawn}) AS withdrawn,
      NULL::float8[] AS to_reach, NULL::float8[] AS in_stage
    FROM cohort GROUP BY grp
    UNION ALL
    SELECT 'stage', grp, stage, count(*), NULL, NULL, NULL,
      percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY to_reach),
      percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY in_stage)
    FROM durations GROUP BY grp, stage
    UNION ALL
    SELECT 'dropped', grp, last_stage, count(*), NULL, NULL, NULL, NULL, NULL
    FROM cohort WHERE last_stage BETWEEN 1 AND $6 - 1 AND outcome IS NOT NULL
    GROUP BY grp, last_stage
    ${views}`
}

interface Row {
  readonly kind: 'group' | 'stage' | 'dropped' | 'views'
  readonly grp: string | null
  readonly stage: number | null
  readonly n: string | number
  readonly hired: string | number | null
  readonly rejected: string | number | null
  readonly withdrawn: string | number | null
  readonly to_reach: number[] | null
  readonly in_stage: number[] | null
}

/** The most groups of computed reports a node keeps (kept-results.ts), as the funnel's. */
const MAX_GROUPS_KEPT = 50_000

const durations = (percentiles: readonly number[] | null): Durations => ({
  median: percentiles?.[0] == null ? null : rounded(percentiles[0], 2),
  p90: percentiles?.[1] == null ? null : rounded(percentiles[1], 2),
})

export function createPipelineReport(
  db: Database,
  settings: Pick<Config, 'reportStatementTimeoutMs' | 'reportResultsKeptMs'>,
  now: () => Date = () => new Date(),
) {
  const limit = { kind: 'pipeline report', timeoutMs: settings.reportStatementTimeoutMs }
  const sqlByGrouping = new Map(PIPELINE_GROUPINGS.map((grouping) => [grouping, reportSql(grouping)]))
  const computed = createKeptResults<PipelineGroup>(
    { keptMs: settings.reportResultsKeptMs, maxItems: MAX_GROUPS_KEPT },
    now,
  )

  async function compute(query: PipelineReportQuery): Promise<PipelineGroup[]> {
    const { pipeline, groupBy, filters } = query
    const stages = pipeline.stages.length
    const keys: string[] = []
    const meanings: number[] = []
    for (const [index, stage] of pipeline.stages.entries()) {
      for (const step of stage.steps) {
        keys.push(stepKey(step))
        meanings.push(index + 1)
      }
    }
    for (const outcome of OUTCOMES) {
      for (const step of pipeline.outcomes[outcome]) {
        keys.push(stepKey(step))
        meanings.push(OUTCOME_CODES[outcome])
      }
    }
    const { rows, titles } = await withStatementTimeout(db, limit, async (tx) => {
      const rows = await tx.query<Row>(sqlByGrouping.get(groupBy) as string, [
        query.clientId,
        `${query.from}T00:00:00Z`,
        `${query.to}T00:00:00Z`,
        keys,
        meanings,
        stages,
        filters.job_offer_reference ?? null,
        filters.subsidiary ?? null,
        filters.source ?? null,
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
      const stageRows = new Map(of('stage').map((row) => [row.stage, row]))
      const dropped = new Map(of('dropped').map((row) => [row.stage, Number(row.n)]))
      let previous = applications
      const stageFigures = pipeline.stages.map((stage, index) => {
        const row = stageRows.get(index + 1)
        const reached = Number(row?.n ?? 0)
        const conversion = previous === 0 ? null : rounded(reached / previous, 4)
        previous = reached
        return {
          name: stage.name,
          reached,
          conversion,
          days_to_reach: durations(row?.to_reach ?? null),
          days_in_stage: index === stages - 1 ? null : durations(row?.in_stage ?? null),
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
          pipeline.stages.slice(0, -1).map((stage, index) => [stage.name, dropped.get(index + 1) ?? 0]),
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
      const { clientId, pipeline, from, to, groupBy, filters } = query
      const key = JSON.stringify([clientId, pipeline, from, to, groupBy, filters])
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
