import { existsSync } from 'node:fs'
import { createClient } from '../src/auth/clients.ts'
import { defaultConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import { COUNTER_SLOTS } from '../src/db/ingestion-activity.ts'
import { FUNNEL_GROUPINGS, type FunnelGrouping } from '../src/domain/funnel.ts'
import { CHROMIUM } from '../test/chromium.ts'
import { factsOfLoaded, loadActivities, loadApplicationSteps, loadApplications, withoutIndexes } from './bulk-load.ts'
import { CONSOLE_PAGE_GOAL_MS, timeConsolePages } from './console-pages.ts'
import { type Bench, batchCase } from './ingestion/cases.ts'
import { storedRows } from './ingestion/measure.ts'
import { atLeast, atMost, highest, median, ratio, type Target } from './judge.ts'
import { QUICK, ROUNDS, STORED_ACTIVITIES, STORED_STEPS, WALKING_APPLICATIONS } from './options.ts'
import { pipelineInsights, worstCasePipeline } from './pipeline-insights.ts'
import { BENCH_ACTOR, tokenFor } from './processes.ts'

/**
 * A client with STORED_STEPS application steps and STORED_ACTIVITIES activities up to today (loaded in
 * SQL, indexes rebuilt after, vacuumed): the ingestion report, the funnel report (its figures checked
 * against the steps), the console's data pages, then the headline case again into that full table,
 * judged against the headline's rate on empty tables when this run measured it.
 */

const RANGE_DAYS = 90
const RUNS = QUICK ? 1 : 7
const DAY_MS = 86_400_000

export async function reports(bench: Bench, headlineRate: number | null): Promise<Target[]> {
  const { db } = bench
  const credentials = await createClient(db, BENCH_ACTOR, { name: 'stored' })
  const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)
  const range = { from: new Date(today.getTime() - RANGE_DAYS * DAY_MS), to: today }
  const walking = await createClient(db, BENCH_ACTOR, { name: 'walking the pipeline' })
  await withoutIndexes(db, ['application_steps', 'activities'], async () => {
    await loadApplicationSteps(db, credentials.client_id, STORED_STEPS, today)
    await loadActivities(db, credentials.client_id, STORED_ACTIVITIES, defaultConfig.activityStatuses, today)
    await loadApplications(db, walking.client_id, WALKING_APPLICATIONS, today)
  })
  await factsOfLoaded(db, [credentials.client_id, walking.client_id])
  const token = await tokenFor(bench.service.url, credentials)
  const walkingToken = await tokenFor(bench.service.url, walking)
  const timed = async (
    path: string,
    check: (body: { data: unknown[] }) => Promise<void>,
    { as = token, runs = RUNS }: { as?: string; runs?: number } = {},
  ) => {
    const timings: number[] = []
    // The first run warms the caches and is checked, not counted.
    for (let run = 0; run <= runs; run++) {
      const started = performance.now()
      const answer = await fetch(`${bench.service.url}${path}`, { headers: { authorization: `Bearer ${as}` } })
      const body = (await answer.json()) as { data: unknown[] }
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(body)}`)
      if (run === 0) await check(body)
      else timings.push(Math.round(performance.now() - started))
    }
    console.log(`${path}: ${timings.join(', ')} ms`)
    return timings
  }
  const day = (date: Date) => date.toISOString().slice(0, 10)

  await writeCounters(db, credentials.client_id)
  const ingestionTimings = await timed(
    `/v3/reports/ingestion?bucket=day&from=${range.from.toISOString()}&to=${range.to.toISOString()}`,
    async (body) => {
      const [counted] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM application_steps WHERE client_id = $1 AND recorded_at >= $2 AND recorded_at < $3',
        [credentials.client_id, range.from, range.to],
      )
      const created = (body.data as { created: number }[]).reduce((sum, bucket) => sum + bucket.created, 0)
      if (created !== counted?.n)
        throw new Error(`the ingestion report counts ${created} steps created, not ${counted?.n}`)
      bench.checks.push(`ingestion report: ${created} steps created in its range, as stored`)
    },
  )
  const funnelTimings = []
  for (const groupBy of FUNNEL_GROUPINGS) {
    funnelTimings.push(
      await timed(`/v3/reports/funnel?from=${day(range.from)}&to=${day(range.to)}&group_by=${groupBy}`, (body) =>
        funnelMatchesSteps(db, credentials.client_id, groupBy, range, body.data as ReportedGroup[]),
      ),
    )
  }
  const insights = await pipelineInsights(bench, walking.client_id, walkingToken, range, timed)
  const worstCase = await worstCasePipeline(bench, credentials.client_id, range, timed)
  const pages = existsSync(CHROMIUM) ? await timeConsolePages(bench.service.url, credentials, RUNS) : undefined
  if (pages === undefined) console.log(`the console's pages are not timed: no Chromium at ${CHROMIUM}`)
  for (const { page, timings } of pages ?? []) console.log(`console page ${page}: ${timings.join(', ')} ms`)

  const full = []
  for (let round = 1; round <= ROUNDS; round++) {
    full.push(
      await batchCase(
        bench,
        `application-steps, ${STORED_STEPS} already stored${ROUNDS > 1 ? `, round ${round}` : ''}`,
        {
          credentials,
          alreadyStored: await storedRows(db, 'application_steps', credentials.client_id),
          keyTag: `${round}-`,
        },
      ),
    )
  }

  const funnelMedians = funnelTimings.map((timings) => median(timings))
  const funnelWorst = highest(funnelTimings.flat())
  const slowestPage = pages === undefined ? null : highest(pages.flatMap((page) => page.timings))
  return [
    atLeast(
      `${STORED_STEPS} stored ÷ empty table`,
      ratio(median(full.map((figures) => figures.recordsPerSecond)), headlineRate),
      0.8,
    ),
    {
      ...atMost(
        `funnel report, ${RANGE_DAYS} days, ${STORED_STEPS} steps, ${STORED_ACTIVITIES} activities: slowest group_by's median (ms)`,
        funnelMedians,
        500,
        highest,
      ),
      goal: '≤ 500, worst run ≤ 1000',
      met:
        funnelMedians.every((value) => value !== null && value <= 500) && funnelWorst !== null && funnelWorst <= 1000,
    },
    atMost(`ingestion report, ${RANGE_DAYS} days by day, ${STORED_STEPS} steps (median ms)`, ingestionTimings, 300),
    ...insights,
    worstCase,
    atMost("the console's slowest data page, from asking to its data shown (ms)", slowestPage, CONSOLE_PAGE_GOAL_MS),
  ]
}

/**
 * The counters the client's stored steps would have left had they come in batches of 1000 when they
 * were recorded, over every writer slot of each hour: the most rows a client's counters can hold.
 */
async function writeCounters(db: Database, clientId: string) {
  await db.query(
    `INSERT INTO ingestion_counters (client_id, resource, hour, slot, created, batches, last_batch_at)
     SELECT client_id, 'application-steps', date_trunc('hour', recorded_at), id % $2, count(*),
       ceil(count(*) / 1000.0), max(recorded_at)
     FROM application_steps WHERE client_id = $1
     GROUP BY client_id, date_trunc('hour', recorded_at), id % $2`,
    [clientId, COUNTER_SLOTS],
  )
  await db.query('VACUUM (ANALYZE) ingestion_counters')
}

interface ReportedGroup {
  readonly group: string | null
  readonly applications: number
  readonly steps: Record<string, number>
}

/**
 * The funnel report's first page against a plain count of distinct applications over the steps, group
 * for group and step for step, so that a faster statement cannot be a wrong one.
 */
async function funnelMatchesSteps(
  db: Database,
  clientId: string,
  groupBy: FunnelGrouping,
  range: { from: Date; to: Date },
  page: readonly ReportedGroup[],
) {
  const key = groupBy === 'day' ? "to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')" : groupBy
  const counted = await db.query<{ key: string | null; step: string | null; n: number }>(
    `WITH in_range AS (
       SELECT ${key} AS key, application_ats_id, step FROM application_steps
       WHERE client_id = $1 AND recorded_at >= $2 AND recorded_at < $3
     )
     SELECT key, NULL AS step, count(DISTINCT application_ats_id)::int AS n FROM in_range GROUP BY key
     UNION ALL
     SELECT key, step, count(DISTINCT application_ats_id)::int AS n FROM in_range GROUP BY key, step`,
    [clientId, range.from, range.to],
  )
  const expected = new Map<string, { applications: number; steps: Record<string, number> }>()
  for (const row of counted) {
    const group = expected.get(String(row.key)) ?? { applications: 0, steps: {} }
    if (row.step === null) group.applications = row.n
    else group.steps[row.step] = row.n
    expected.set(String(row.key), group)
  }
  const sorted = (steps: Record<string, number>) => JSON.stringify(Object.entries(steps).sort())
  for (const reported of page) {
    const steps = expected.get(String(reported.group)) ?? { applications: 0, steps: {} }
    if (steps.applications !== reported.applications || sorted(steps.steps) !== sorted(reported.steps)) {
      throw new Error(
        `funnel by ${groupBy}: the report says ${JSON.stringify(reported)}, the steps ${JSON.stringify(steps)}`,
      )
    }
  }
}
