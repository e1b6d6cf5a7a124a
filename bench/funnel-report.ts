import { cpus, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/app.ts'
import { type Actor, createClient, rotateSecret } from '../src/auth/clients.ts'
import { type Config, defaultConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { FUNNEL_GROUPINGS, type FunnelGrouping } from '../src/domain/funnel.ts'
import { createScratchDatabase } from '../test/scratch.ts'
import { withoutIndexes } from './bulk-load.ts'
import { timeConsolePages } from './console-pages.ts'

/** Whom the audit log names for the clients the benchmark makes. */
const BENCH_ACTOR: Actor = { kind: 'cli', osUser: 'bench' }

/**
 * `npm run bench:report`: the funnel report's latency over HTTP, on PostgreSQL, for a 90-day range of a
 * client with 10 million application steps and 1 million activity rows over three years, then the time
 * each of the console's data pages takes to show that client's data in Chromium (`--quick`:
 * 200,000 and 20,000, so that CI runs it in seconds). A database of its own is created on
 * BENCH_DATABASE_URL and dropped at the end; `--keep` leaves it (and prints its name), and `--reuse=NAME`
 * times the report on such a database again without loading it (the load takes minutes) and leaves it
 * too: drop it by hand when done.
 */

const QUICK = process.argv.includes('--quick')
const KEEP = process.argv.includes('--keep')
const REUSE = process.argv.find((arg) => arg.startsWith('--reuse='))?.slice('--reuse='.length)
if (REUSE !== undefined && !/^intake_bench_report_[0-9a-f]{8}$/.test(REUSE)) {
  throw new Error(`--reuse takes the name of a database kept by --keep, not ${REUSE}`)
}
const STEPS = QUICK ? 200_000 : 10_000_000
const ACTIVITIES = QUICK ? 20_000 : 1_000_000
const RUNS = QUICK ? 3 : 7
const HISTORY_DAYS = 1095
const RANGE_DAYS = 90
const JOB_OFFERS = 5000
/** What the console promises (docs/console.md): every page shows its data within a second at 10M steps. */
const CONSOLE_PAGE_GOAL_MS = 1000
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/**
 * Application steps over three years up to `end`: applications of 2 to 4 steps (3 on average) a few days
 * apart, job offers skewed (a few popular ones), six sources and twelve subsidiaries (one per job offer).
 */
async function loadSteps(db: Database, clientId: string, end: string) {
  const applications = Math.round(STEPS / 3)
  const chunk = 500_000
  for (let first = 1; first <= applications; first += chunk) {
    await db.query(
      `INSERT INTO application_steps (client_id, recorded_at, job_offer_reference, job_offer_title, candidate_ats_id,
         candidate_mail, source, step, application_ats_id, subsidiary)
       SELECT $1, a.started + step_index * interval '3 days' + random() * interval '2 days',
         'JO-' || a.offer, 'Job offer ' || a.offer, 'C-' || a.i, 'candidate.' || a.i || '@example.org', a.source,
         (ARRAY['applied', 'screening', 'interview', 'offer', 'hired'])[step_index + 1], 'A-' || a.i,
         'Subsidiary ' || a.offer % 12
       FROM (
         SELECT i, $2::timestamptz - random() * $3 * interval '1 day' AS started,
           floor(power(random(), 2) * $6)::int AS offer,
           (ARRAY['jobboard-a', 'jobboard-b', 'jobboard-c', 'career-site', 'referral', 'agency'])
             [1 + floor(power(random(), 1.5) * 6)::int] AS source,
           2 + i % 3 AS step_count
         FROM generate_series($4::int, $5::int) AS i
       ) AS a, generate_series(0, a.step_count - 1) AS step_index`,
      [clientId, end, HISTORY_DAYS, first, Math.min(first + chunk - 1, applications), JOB_OFFERS],
    )
  }
}

/** Each day, one row per status for a few hundred job offers (counts falling along the funnel). */
async function loadActivities(db: Database, clientId: string, end: string, statuses: readonly string[]) {
  const offersPerDay = Math.ceil(ACTIVITIES / (HISTORY_DAYS * statuses.length))
  await db.query(
    `INSERT INTO activities (client_id, recorded_at, job_offer_reference, job_offer_title, status, subsidiary, count)
     SELECT $1, $2::date - 1 - day, 'JO-' || offer, 'Job offer ' || offer, status, 'Subsidiary ' || offer % 12,
       floor(random() * 1000 / power(4, k))::int
     FROM generate_series(0, $3 - 1) AS day,
       LATERAL (SELECT (day * 37 + j * 7) % $5 AS offer FROM generate_series(0, $4 - 1) AS j) AS offers,
       unnest($6::text[]) WITH ORDINALITY AS statuses(status, k)`,
    [clientId, end, HISTORY_DAYS, offersPerDay, JOB_OFFERS, statuses],
  )
}

/** A client with the benchmark's steps and activities, up to today (excluded). */
async function load(db: Database, config: Config) {
  const credentials = await createClient(db, BENCH_ACTOR, { name: 'funnel bench' })
  const [{ today }] = (await db.query<{ today: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS today")) as [
    { today: string },
  ]
  const loading = performance.now()
  await withoutIndexes(db, ['application_steps', 'activities'], async () => {
    let started = performance.now()
    await loadSteps(db, credentials.client_id, today)
    console.log(`application steps loaded in ${seconds(started)} s`)
    started = performance.now()
    await loadActivities(db, credentials.client_id, today, config.activityStatuses)
    console.log(`activities loaded in ${seconds(started)} s`)
  })
  const started = performance.now()
  // VACUUM also sets the visibility map, which the index-only scan of the report needs (autovacuum's job in production).
  await db.query('VACUUM ANALYZE application_steps')
  await db.query('VACUUM ANALYZE activities')
  console.log(`VACUUM ANALYZE in ${seconds(started)} s; loading took ${seconds(loading)} s in all`)
  return { credentials, today }
}

/** The client of a database loaded by an earlier run (with a new secret), and the day its data ends. */
async function reuse(db: Database) {
  const [client] = await db.query<{ client_id: string }>('SELECT client_id FROM clients')
  if (client === undefined) throw new Error('the reused database holds no client')
  const credentials = await rotateSecret(db, BENCH_ACTOR, client.client_id)
  // The activities end the day before the load's day.
  const [{ today }] = (await db.query<{ today: string }>(
    "SELECT to_char(max(recorded_at) + 1, 'YYYY-MM-DD') AS today FROM activities",
  )) as [{ today: string }]
  return { credentials, today }
}

interface ReportedGroup {
  group: string | null
  applications: number
  steps: Record<string, number>
}

/**
 * The report's first page against a count of distinct applications over the steps themselves, group
 * for group and step for step, by a plain statement of its own: the report's bitmasks, samples of names
 * and days read one at a time must say exactly what the steps say. Throws on the first difference.
 */
async function assertFiguresOfSteps(
  db: Database,
  clientId: string,
  groupBy: FunnelGrouping,
  from: string,
  to: string,
  page: readonly ReportedGroup[],
) {
  const key = groupBy === 'day' ? "to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')" : groupBy
  const counted = await db.query<{ key: string | null; step: string | null; n: number }>(
    `WITH in_range AS (
       SELECT ${key} AS key, application_ats_id, step FROM application_steps
       WHERE client_id = $1 AND recorded_at >= $2::date::timestamp AT TIME ZONE 'UTC'
         AND recorded_at < $3::date::timestamp AT TIME ZONE 'UTC'
     )
     SELECT key, NULL AS step, count(DISTINCT application_ats_id)::int AS n FROM in_range GROUP BY key
     UNION ALL
     SELECT key, step, count(DISTINCT application_ats_id)::int AS n FROM in_range GROUP BY key, step`,
    [clientId, from, to],
  )
  const ofSteps = new Map<string, { applications: number; steps: Record<string, number> }>()
  for (const row of counted) {
    const group = ofSteps.get(String(row.key)) ?? { applications: 0, steps: {} }
    if (row.step === null) group.applications = row.n
    else group.steps[row.step] = row.n
    ofSteps.set(String(row.key), group)
  }
  for (const reported of page) {
    const expected = ofSteps.get(String(reported.group)) ?? { applications: 0, steps: {} }
    const same =
      expected.applications === reported.applications &&
      JSON.stringify(Object.entries(expected.steps).sort()) === JSON.stringify(Object.entries(reported.steps).sort())
    if (!same) {
      throw new Error(
        `group_by=${groupBy}, group ${reported.group}: the report says ${JSON.stringify(reported)}, the steps ${JSON.stringify(expected)}`,
      )
    }
  }
  console.log(`group_by=${groupBy}: the first page's ${page.length} groups equal a count over the steps`)
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

async function main() {
  const database = await createScratchDatabase(ADMIN_URL, 'intake_bench_report', REUSE)
  const { name, url } = database
  const config: Config = {
    ...defaultConfig,
    databaseUrl: url,
    logLevel: 'warn',
    requestsPerMinute: 1_000_000_000,
    // The load statements run longer than a request may.
    requestTimeoutMs: 3_600_000,
  }
  const db = openPostgres(url, config)
  try {
    await migrate(db)
    const { credentials, today } = REUSE === undefined ? await load(db, config) : await reuse(db)

    const from = new Date(Date.parse(today) - RANGE_DAYS * 86_400_000).toISOString().slice(0, 10)
    const [counts] = await db.query<{
      steps: string
      activities: string
      steps_in_range: string
      activities_in_range: string
    }>(
      `SELECT (SELECT count(*) FROM application_steps) AS steps, (SELECT count(*) FROM activities) AS activities,
         (SELECT count(*) FROM application_steps WHERE recorded_at >= $1::date AND recorded_at < $2::date) AS steps_in_range,
         (SELECT count(*) FROM activities WHERE recorded_at >= $1::date AND recorded_at < $2::date) AS activities_in_range`,
      [from, today],
    )
    console.log(
      `${counts?.steps} steps (${counts?.steps_in_range} in the range), ` +
        `${counts?.activities} activities (${counts?.activities_in_range} in the range); range [${from}, ${today})`,
    )

    const app = await buildApp({ config, db })
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 })
      const tokenAnswer = await fetch(`${base}/v3/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      })
      const { access_token: token } = (await tokenAnswer.json()) as { access_token: string }

      const rows: string[] = []
      for (const groupBy of FUNNEL_GROUPINGS) {
        const timings: number[] = []
        let groups = 0
        // The first request warms the caches and is not counted.
        for (let run = 0; run <= RUNS; run++) {
          const requested = performance.now()
          const answer = await fetch(`${base}/v3/reports/funnel?from=${from}&to=${today}&group_by=${groupBy}`, {
            headers: { authorization: `Bearer ${token}` },
          })
          const body = (await answer.json()) as { data: unknown[] }
          const elapsed = performance.now() - requested
          if (answer.status !== 200) throw new Error(`group_by=${groupBy}: ${answer.status} ${JSON.stringify(body)}`)
          groups = body.data.length
          if (run > 0) timings.push(elapsed)
          else await assertFiguresOfSteps(db, credentials.client_id, groupBy, from, today, body.data as ReportedGroup[])
        }
        rows.push(`| ${groupBy} | ${groups} | ${Math.round(median(timings))} | ${Math.round(Math.max(...timings))} |`)
      }
      console.log(
        `\nFunnel report, ${RANGE_DAYS}-day range, ${counts?.steps} steps and ${counts?.activities} activities, ` +
          `PostgreSQL, ${RUNS} runs after one warm-up; ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
          `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString()}\n`,
      )
      console.log('| group_by | groups (first page) | median ms | max ms |\n|---|---:|---:|---:|')
      console.log(rows.join('\n'))

      const pages = await timeConsolePages(base, credentials, RUNS)
      console.log(
        `\nThe console's data pages, from asking for the page to its data shown, in Chromium, ${RUNS} runs after one warm-up (goal: within ${CONSOLE_PAGE_GOAL_MS} ms)\n`,
      )
      console.log('| page | median ms | max ms | verdict |\n|---|---:|---:|---|')
      for (const { page, timings } of pages) {
        const verdict = Math.max(...timings) <= CONSOLE_PAGE_GOAL_MS ? 'met' : 'not met'
        console.log(`| ${page} | ${Math.round(median(timings))} | ${Math.round(Math.max(...timings))} | ${verdict} |`)
      }
    } finally {
      await app.close()
    }
  } finally {
    await db.close()
    if (KEEP || REUSE !== undefined) console.log(`\nkept the database ${name}: --reuse=${name} times it again`)
    else await database.drop()
  }
}

await main()
