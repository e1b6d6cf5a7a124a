import { type Config, defaultConfig } from '../config.ts'
import { FUNNEL_GROUPINGS, type FunnelGrouping, type FunnelPosition, VIEW_STATUS } from '../domain/funnel.ts'
import type { Database } from './database.ts'
import { createKeptResults } from './kept-results.ts'
import { withStatementTimeout } from './statement-timeout.ts'
import { dayText } from './text-forms.ts'

/**
 * The funnel report's SQL: one set-based statement for the whole report, over the raw tables (an
 * index-only scan of the steps' covering index, migrations/011_funnel_covering_index.sql), so that it is
 * exact however the steps were re-sent or patched: distinct applications are counted from the steps
 * themselves, never added up from per-day figures (an application seen on two days is one application).
 * The steps of the range are hashed once (by day, one day at a time), into one row per (group,
 * application) with the steps it reached as a bitmask (stepFiguresSql); each group's figures are turned
 * into JSON last. Its pages are cut from the result, kept for the next pages (createFunnelReport).
 */

export interface FunnelQuery {
  readonly clientId: string
  /** First day of the range, `YYYY-MM-DD` (UTC), included. */
  readonly from: string
  /** Day after the range, `YYYY-MM-DD` (UTC), excluded. */
  readonly to: string
  readonly groupBy: FunnelGrouping
  readonly limit: number
  readonly after: FunnelPosition | undefined
}

export interface FunnelGroup {
  /** The value of the grouped field (`YYYY-MM-DD` by day); null for the steps or activities without one. */
  readonly group: string | null
  /** Distinct applications with at least one step recorded in the range. */
  readonly applications: number
  /** For each step recorded in the range, the distinct applications that reached it. */
  readonly steps: Record<string, number>
  /** The sum of the counts for each configured status; null by source, since activities have none. */
  readonly activities: Record<string, number> | null
  /** applications / the sum of job_offer_view counts; null without views (or activities). */
  readonly conversion: number | null
}

export interface FunnelPage {
  readonly groups: FunnelGroup[]
  /** More groups follow the last one of this page. */
  readonly more: boolean
}

/** How each grouping reads a step's and an activity's group (null: activities cannot be grouped so). */
const GROUP_EXPRESSIONS: Record<FunnelGrouping, { step: string; activity: string | null }> = {
  job_offer_reference: { step: 'job_offer_reference', activity: 'job_offer_reference' },
  subsidiary: { step: 'subsidiary', activity: 'subsidiary' },
  source: { step: 'source', activity: null },
  // The UTC calendar day; grouped by the date itself, turned into text only once per group.
  day: { step: "(recorded_at AT TIME ZONE 'UTC')::date", activity: 'recorded_at' },
}

const groupText = (grouping: FunnelGrouping) => (grouping === 'day' ? dayText('key') : 'key')

/**
 * Whether a step's texts fit migration 011's covering index, written as its predicates are: the planner
 * reads an index whose predicate it finds in the query.
 */
const FITS_COVERING_INDEX = `octet_length(application_ats_id) + octet_length(step) + octet_length(job_offer_reference)
        + coalesce(octet_length(subsidiary), 0) + coalesce(octet_length(source), 0) <= 2000`

const STEP_COLUMNS = 'recorded_at, application_ats_id, step, job_offer_reference, subsidiary, source'

/** A UTC day's first instant, from a `date` expression. */
const startOf = (day: string) => `${day}::timestamp AT TIME ZONE 'UTC'`

/**
 * The client's ($1) steps recorded from the start of the day `from` to the start of the day `to`
 * (excluded), as a subquery named `steps`. Those that fit the covering index are read from it alone,
 * the others from the table.
 */
function stepsBetween(from: string, to: string): string {
  const between = `client_id = $1 AND recorded_at >= ${startOf(from)} AND recorded_at < ${startOf(to)}`
  return `(SELECT ${STEP_COLUMNS} FROM application_steps WHERE ${between} AND ${FITS_COVERING_INDEX}
      UNION ALL
      SELECT ${STEP_COLUMNS} FROM application_steps WHERE ${between} AND NOT (${FITS_COVERING_INDEX})) AS steps`
}

/** The steps of the range: $2 $3 its days [from, to). */
export const STEPS_IN_RANGE = stepsBetween('$2::date', '$3::date')

/**
 * The step names that have a bit of their own in the masks: bits 0 to 62 of a bigint; bit 63 (the sign
 * bit) marks an application that reached another step.
 */
export const MASK_STEPS = 63

/** The steps of the range whose names the masks' bits stand for: its first ones, in index order. */
export const NAME_SAMPLE = 10_000

/**
 * The applications and step figures of each group, as CTEs that end with the `figures` rows
 * (key as text, figure, name, n), from one hash aggregation of the steps of the range into one row per
 * (group, application) holding the steps it reached as a bitmask (masksSql), then a count of the applications
 * per (group, mask): a few rows per group. A group's applications are the sum of its counts, and a
 * step's applications the sum over the masks holding its bit. (Two distinct passes, one over
 * (group, application, step) and one over (group, application), cost twice the hashing.)
 *
 * Bit i stands for the i-th name of `names`: the MASK_STEPS most frequent among the first NAME_SAMPLE
 * steps of the range, read before the aggregation. A step with any other name (a rare one, one that
 * first occurs later in the range, one beyond MASK_STEPS) sets bit 63, and only when some application
 * has it are those steps read again and counted with a distinct pass of their own: exact whatever the
 * names, and no slower for the usual few names.
 */
function stepFiguresSql(grouping: FunnelGrouping): string {
  const { step } = GROUP_EXPRESSIONS[grouping]
  const text = groupText(grouping)
  const position = 'array_position((SELECT names FROM names), step)'
  const mask = `bit_or(coalesce(1::bigint << (${position} - 1), 1::bigint << 63))`
  return `names AS (
      SELECT coalesce(array_agg(step), '{}') AS names
      FROM (SELECT step FROM (SELECT step FROM ${STEPS_IN_RANGE} LIMIT ${NAME_SAMPLE}) AS sample
            GROUP BY step ORDER BY count(*) DESC, step LIMIT ${MASK_STEPS}) AS frequent
    ), masks AS (
      ${masksSql(grouping, mask)}
    ), patterns AS (
      SELECT key, mask, count(*) AS n FROM masks GROUP BY key, mask
    ), figures AS (
      SELECT ${text} AS key, 'applications' AS figure, NULL AS name, sum(n)::bigint AS n
      FROM patterns
      GROUP BY key
      UNION ALL
      SELECT ${text} AS key, 'step' AS figure, name, sum(n)::bigint AS n
      FROM patterns JOIN unnest((SELECT names FROM names)) WITH ORDINALITY AS names(name, bit)
        ON mask & (1::bigint << (bit::integer - 1)) <> 0
      GROUP BY key, name
      UNION ALL
      SELECT ${text} AS key, 'step' AS figure, step AS name, count(*) AS n
      FROM (SELECT DISTINCT ${step} AS key, application_ats_id, step FROM ${STEPS_IN_RANGE}
              WHERE ${position} IS NULL AND EXISTS (SELECT FROM patterns WHERE mask < 0)) AS other_steps
      GROUP BY key, step`
}

/**
 * The `masks` rows (key, mask), one per (group, application) of the range: `mask` is the aggregate of an
 * application's steps. By day, they are made one day at a time, each day's steps hashed by application
 * in a subquery of its own: the same rows, but each day's hash table of a few thousand applications stays
 * in the processor's caches, where the range's table of hundreds of thousands of (day, application) rows
 * would not.
 */
function masksSql(grouping: FunnelGrouping, mask: string): string {
  if (grouping === 'day') {
    return `SELECT days.day AS key, day_masks.mask
      FROM (SELECT $2::date + n AS day FROM generate_series(0, $3::date - $2::date - 1) AS n) AS days,
        LATERAL (SELECT ${mask} AS mask FROM ${stepsBetween('days.day', '(days.day + 1)')}
                 GROUP BY application_ats_id) AS day_masks`
  }
  const { step } = GROUP_EXPRESSIONS[grouping]
  return `SELECT ${step} AS key, ${mask} AS mask FROM ${STEPS_IN_RANGE} GROUP BY ${step}, application_ats_id`
}

/** Parameters: $1 client, $2 $3 the range's days [from, to). Every group, in the report's order. */
function reportSql(grouping: FunnelGrouping): string {
  const { activity } = GROUP_EXPRESSIONS[grouping]
  const text = groupText(grouping)
  const activityFigures =
    activity === null
      ? ''
      : `UNION ALL
      SELECT ${text} AS key, 'activity' AS figure, status AS name, sum(count) AS n
      FROM (SELECT ${activity} AS key, status, count FROM activities
            WHERE client_id = $1 AND recorded_at >= $2::date AND recorded_at < $3::date) AS in_range
      GROUP BY key, status`
  // Groups are ordered by applications, then by group in byte order (COLLATE "C": the same on every
  // server whatever its locale), the group without a value last: the keyset of the cursor (isAfter).
  return `
    WITH ${stepFiguresSql(grouping)}
      ${activityFigures}
    ), groups AS (
      SELECT key, coalesce(sum(n) FILTER (WHERE figure = 'applications'), 0)::integer AS applications
      FROM figures
      GROUP BY key
    )
    -- The figures as JSON per group (a join on the key, the null group included).
    SELECT groups.key AS "group", groups.applications,
      coalesce(jsonb_object_agg(name, n) FILTER (WHERE figure = 'step'), '{}') AS steps,
      coalesce(jsonb_object_agg(name, n) FILTER (WHERE figure = 'activity'), '{}') AS activities
    FROM groups JOIN figures
      ON (figures.key IS NULL) = (groups.key IS NULL) AND coalesce(figures.key, '') = coalesce(groups.key, '')
    GROUP BY groups.key, groups.applications
    ORDER BY groups.applications DESC, groups.key IS NULL, groups.key COLLATE "C"`
}

/**
 * The settings of the report's transaction, set in one statement (set_config's third argument: for
 * this transaction only, as SET LOCAL).
 * - work_mem: the hashing of one client's steps in a 90-day range holds hundreds of thousands of
 *   (group, application) rows (by day, about one per step); with the server's default it would spill
 *   to disk.
 * - jit off: compiling the plan costs tens of milliseconds and gains nothing on these hash aggregations.
 * - enable_sort off: the planner cannot see how many (group, application) rows come out of the
 *   UNION ALL of the two scans, assumes a tenth of the steps, and for ranges of a month or less sorts
 *   the masks by their text keys to count the patterns, where hashing them costs less. The sorts the
 *   statement cannot do without (a page's order) still run.
 * - no parallel workers: the planner expects tens of thousands of (group, application) rows where there
 *   are as many as steps, has each worker hash its share (which merges nothing when applications are
 *   unique) and then hashes every row again; without them the report is faster and the second core
 *   stays free for ingestion.
 */
export const REPORT_SETTINGS_SQL = `SELECT set_config('work_mem', '128MB', true), set_config('jit', 'off', true),
  set_config('enable_sort', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`

interface ReportRow {
  group: string | null
  applications: number
  steps: Record<string, number | string>
  activities: Record<string, number | string>
}

/**
 * The most groups of computed reports a node keeps (kept-results.ts): a few hundred bytes each, so a few
 * tens of megabytes at most. A report with more groups is computed again for each of its pages.
 */
export const MAX_GROUPS_KEPT = 50_000

/** Whether `group` comes after `position` in the report's order (reportSql's ORDER BY, in JavaScript). */
function isAfter(group: FunnelGroup, position: FunnelPosition): boolean {
  if (group.applications !== position.applications) return group.applications < position.applications
  if (position.group === null) return false
  // COLLATE "C" compares the bytes.
  return group.group === null || Buffer.compare(Buffer.from(group.group), Buffer.from(position.group)) > 0
}

/** Runs the computation of a report in the caller's turn (http/cost-budget.ts). */
export type Turn = <T>(computation: () => Promise<T>) => Promise<T>

export function createFunnelReport(
  db: Database,
  statuses: readonly string[],
  settings: Pick<Config, 'reportStatementTimeoutMs' | 'reportResultsKeptMs'> = defaultConfig,
  now: () => Date = () => new Date(),
) {
  const limit = { kind: 'funnel report', timeoutMs: settings.reportStatementTimeoutMs }
  const sqlByGrouping = new Map(FUNNEL_GROUPINGS.map((grouping) => [grouping, reportSql(grouping)]))
  const computed = createKeptResults<FunnelGroup>(
    { keptMs: settings.reportResultsKeptMs, maxItems: MAX_GROUPS_KEPT },
    now,
  )

  function toGroup(row: ReportRow, grouping: FunnelGrouping): FunnelGroup {
    const steps = Object.fromEntries(Object.entries(row.steps).map(([name, n]) => [name, Number(n)]))
    if (GROUP_EXPRESSIONS[grouping].activity === null) {
      return { group: row.group, applications: row.applications, steps, activities: null, conversion: null }
    }
    const activities = Object.fromEntries(
      statuses.map((status) => [status, Object.hasOwn(row.activities, status) ? Number(row.activities[status]) : 0]),
    )
    const views = activities[VIEW_STATUS] ?? 0
    return {
      group: row.group,
      applications: row.applications,
      steps,
      activities,
      conversion: views > 0 ? row.applications / views : null,
    }
  }

  /** Every group of the report, in its order: no position to start after, no limit. */
  async function compute({ clientId, from, to, groupBy }: FunnelQuery): Promise<FunnelGroup[]> {
    const rows = await withStatementTimeout(db, limit, async (tx) => {
      await tx.query(REPORT_SETTINGS_SQL)
      return tx.query<ReportRow>(sqlByGrouping.get(groupBy) as string, [clientId, from, to])
    })
    return rows.map((row) => toGroup(row, groupBy))
  }

  return {
    /**
     * One page of the report, cut from the whole report as computed for the same client, range and
     * grouping within REPORT_RESULTS_KEPT_MS, or computed now in `turn`.
     */
    async read(query: FunnelQuery, turn: Turn): Promise<FunnelPage> {
      const key = JSON.stringify([query.clientId, query.from, query.to, query.groupBy])
      const { items: groups } = await computed.get(key, () => turn(() => compute(query)))
      const { after } = query
      const start = after === undefined ? 0 : groups.findIndex((group) => isAfter(group, after))
      if (start === -1) return { groups: [], more: false }
      return { groups: groups.slice(start, start + query.limit), more: groups.length > start + query.limit }
    },
  }
}

export type FunnelReport = ReturnType<typeof createFunnelReport>
