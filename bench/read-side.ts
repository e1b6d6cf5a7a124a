import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Actor, createClient } from '../src/auth/clients.ts'
import { defaultConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { defineActivities } from '../src/domain/activities.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { jobOffers } from '../src/domain/job-offers.ts'
import type { ListQuery } from '../src/domain/list-query.ts'
import type { Resource } from '../src/domain/resource.ts'
import { DEFAULT_PAGE_SIZE } from '../src/http/query-parameters.ts'
import { createBenchDatabase, MACHINE, ROOT, rssSampler, SERVICE_ENV, startServer, tokenFor } from './processes.ts'

/** Whom the audit log names for the clients the benchmark makes. */
const BENCH_ACTOR: Actor = { kind: 'cli', osUser: 'bench' }

/**
 * `npm run bench:read`: the read side on a million rows per table, on PostgreSQL.
 * 1. The query plan of every main list filter, from the service's own SQL (docs/query-plans.md).
 * 2. The memory of a service process while it exports every application step as NDJSON and as CSV.
 * `--quick` does the same on a few thousand rows (CI keeps it from rotting) and writes no plans.
 */

const QUICK = process.argv.includes('--quick')
const ROWS = QUICK ? 20_000 : 1_000_000
const JOB_OFFER_ROWS = QUICK ? 2_000 : 100_000
const LOAD_CHUNK = 100_000

// ---------------------------------------------------------------- data, made by the database itself

/** Three years of steps, three per application, every field filled (about 500 bytes each as JSON). */
const LOAD_STEPS = `
  INSERT INTO application_steps (client_id, recorded_at, job_offer_reference, job_offer_reference_2,
    job_offer_reference_3, job_offer_title, candidate_creation_date, candidate_mail, candidate_phone,
    candidate_ats_id, source, step, step_ats_id, application_ats_id, subsidiary, subsidiary_ats_id)
  SELECT $1, timestamptz '2024-01-01T00:00:00Z' + (i::float8 / $4) * interval '1095 days',
    'JO-' || (i / 3 * 7919::bigint) % 5000, 'JO2-' || (i / 3 * 7919::bigint) % 5000, 'JO3-' || (i / 3 * 7919::bigint) % 5000,
    'Senior data engineer, platform team, number ' || (i / 3 * 7919::bigint) % 5000,
    timestamptz '2024-01-01T00:00:00Z' + (i::float8 / $4) * interval '1095 days' - interval '2 days',
    'candidate.' || i / 3 || '@example.org', '+33 6 ' || lpad((i / 3 % 100000000)::text, 8, '0'),
    'C-' || i / 3, (ARRAY['linkedin', 'indeed', 'welcome', 'referral', 'career-site', 'monster'])[i / 3 % 6 + 1],
    (ARRAY['applied', 'screening', 'interview'])[i % 3 + 1], 'S-' || i % 3, 'A-' || i / 3,
    (ARRAY['Paris', 'Lyon', 'Lille', 'Nantes', 'Bordeaux', 'Marseille', 'Toulouse', 'Nice', 'Rennes', 'Brest'])[i / 3 * 31 % 10 + 1],
    'SUB-' || i / 3 * 31 % 10
  FROM generate_series($2::int, $3::int) AS i`

/** A thousand job offers, four statuses a day each, from 2024 on. */
const LOAD_ACTIVITIES = `
  INSERT INTO activities (client_id, recorded_at, job_offer_reference, job_offer_reference_2,
    job_offer_reference_3, job_offer_title, status, subsidiary, subsidiary_jobboard_id, count)
  SELECT $1, date '2024-01-01' + i / 4000, 'JO-' || i / 4 % 1000, 'JO2-' || i / 4 % 1000, 'JO3-' || i / 4 % 1000,
    'Senior data engineer, platform team, number ' || i / 4 % 1000,
    (ARRAY['job_offer_impression', 'job_offer_view', 'apply_click', 'application'])[i % 4 + 1],
    (ARRAY['Paris', 'Lyon', 'Lille', 'Nantes', 'Bordeaux'])[i / 4 % 5 + 1], 'board-' || i / 4 % 5, i % 997
  FROM generate_series($2::int, $3::int) AS i WHERE i < $4`

const LOAD_JOB_OFFERS = `
  INSERT INTO job_offers (client_id, title, reference, reference_2, reference_3, subsidiary, subsidiary_jobboard_id,
    description)
  SELECT $1, 'Senior data engineer, number ' || i, 'JO-' || i, 'JO2-' || i, 'JO3-' || i,
    (ARRAY['Paris', 'Lyon', 'Lille', 'Nantes', 'Bordeaux'])[i % 5 + 1], 'board-' || i % 5,
    repeat('Build the pipelines that bring recruiting data to analysts. ', 4)
  FROM generate_series($2::int, $3::int) AS i WHERE i < $4`

/** Rows 0 to rows - 1, a chunk per statement. */
async function load(db: Database, sql: string, clientId: string, rows: number) {
  for (let start = 0; start < rows; start += LOAD_CHUNK) {
    await db.query(sql, [clientId, start, Math.min(start + LOAD_CHUNK, rows) - 1, rows])
  }
}

// ---------------------------------------------------------------- query plans

interface PlanCase {
  readonly label: string
  readonly resource: Resource
  readonly query: Partial<ListQuery>
}

/** The SQL and parameters the service runs for a list, captured instead of run. */
async function listStatement(resource: Resource, clientId: string, query: Partial<ListQuery>) {
  let statement = { sql: '', params: [] as readonly unknown[] }
  const capture: Database = {
    query: async (sql, params = []) => {
      statement = { sql, params }
      return []
    },
    transaction: () => Promise.reject(new Error('not used')),
    copyCsv: () => Promise.reject(new Error('not used')),
    poolStats: () => ({ max: 1, total: 0, idle: 0, waiting: 0 }),
    close: async () => {},
  }
  const full: ListQuery = {
    exact: [],
    recordedFrom: undefined,
    recordedTo: undefined,
    updatedSince: undefined,
    limit: DEFAULT_PAGE_SIZE,
    after: undefined,
    fields: undefined,
    ...query,
  }
  await createRecordStore(capture, resource).list(clientId, full, full.limit + 1)
  return statement
}

/**
 * A list statement as the plans show it: its conditions alone, or, when it is made of several pages
 * (updated_since), the whole of it with each column list elided.
 */
function shownStatement(sql: string): string {
  const flat = sql.replace(/\s+/g, ' ').trim()
  if (flat.split(' WHERE ').length > 2) return flat.replace(/SELECT "?id"?, .*? FROM/g, 'SELECT … FROM')
  return `WHERE ${/WHERE (.*) ORDER BY/.exec(flat)?.[1] ?? ''}`
}

async function queryPlans(db: Database, clientId: string, updatedSince: string, pgVersion: string) {
  const activities = defineActivities(defaultConfig.activityStatuses)
  const cases: PlanCase[] = [
    { label: 'steps: first page, no filter', resource: applicationSteps, query: {} },
    { label: 'steps: a page in the middle (cursor)', resource: applicationSteps, query: { after: { id: ROWS / 2 } } },
    {
      label: 'steps: job_offer_reference',
      resource: applicationSteps,
      query: { exact: [['job_offer_reference', 'JO-1234']] },
    },
    {
      label: 'steps: candidate_ats_id',
      resource: applicationSteps,
      query: { exact: [['candidate_ats_id', 'C-4242']] },
    },
    {
      label: 'steps: application_ats_id',
      resource: applicationSteps,
      query: { exact: [['application_ats_id', 'A-4242']] },
    },
    { label: 'steps: step (3 values)', resource: applicationSteps, query: { exact: [['step', 'interview']] } },
    { label: 'steps: subsidiary (10 values)', resource: applicationSteps, query: { exact: [['subsidiary', 'Lyon']] } },
    {
      label: 'steps: recorded_from/recorded_to, one day',
      resource: applicationSteps,
      query: { recordedFrom: '2025-06-01T00:00:00.000Z', recordedTo: '2025-06-02T00:00:00.000Z' },
    },
    {
      label: 'steps: recorded_from/recorded_to, 90 days',
      resource: applicationSteps,
      query: { recordedFrom: '2025-04-01T00:00:00.000Z', recordedTo: '2025-06-30T00:00:00.000Z' },
    },
    {
      label: 'steps: job_offer_reference and 90 days',
      resource: applicationSteps,
      query: {
        exact: [['job_offer_reference', 'JO-1234']],
        recordedFrom: '2025-04-01T00:00:00.000Z',
        recordedTo: '2025-06-30T00:00:00.000Z',
      },
    },
    { label: 'steps: updated_since (0.1% of rows)', resource: applicationSteps, query: { updatedSince } },
    {
      label: 'steps: updated_since (0.1% of rows), a page in the middle (cursor)',
      resource: applicationSteps,
      query: { updatedSince, after: { id: ROWS / 2 } },
    },
    {
      label: 'steps: updated_since (every row)',
      resource: applicationSteps,
      query: { updatedSince: '2000-01-01T00:00:00.000Z' },
    },
    {
      label: 'steps: updated_since (0.1% of rows) and 90 days',
      resource: applicationSteps,
      query: { updatedSince, recordedFrom: '2025-04-01T00:00:00.000Z', recordedTo: '2025-06-30T00:00:00.000Z' },
    },
    {
      label: 'activities: job_offer_reference',
      resource: activities,
      query: { exact: [['job_offer_reference', 'JO-123']] },
    },
    { label: 'activities: status (4 values)', resource: activities, query: { exact: [['status', 'apply_click']] } },
    {
      label: 'activities: recorded_from/recorded_to, 7 days',
      resource: activities,
      query: { recordedFrom: '2024-03-01', recordedTo: '2024-03-08' },
    },
    { label: 'activities: updated_since (0.1% of rows)', resource: activities, query: { updatedSince } },
    { label: 'job offers: reference', resource: jobOffers, query: { exact: [['reference', 'JO-4242']] } },
    { label: 'job offers: updated_since (0.1% of rows)', resource: jobOffers, query: { updatedSince } },
  ]
  const sections: string[] = []
  const summary: string[] = ['| list query | execution ms | index used |', '|---|---:|---|']
  for (const { label, resource, query } of cases) {
    const { sql, params } = await listStatement(resource, clientId, query)
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params)).map(
      (row) => row['QUERY PLAN'],
    )
    const milliseconds = /Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? '?'
    const indexes = [
      ...new Set([...plan.join('\n').matchAll(/(?:Index Scan using|Index Scan on) (\w+)/g)].map((m) => m[1])),
    ].join(', ')
    summary.push(`| ${label} | ${milliseconds} | ${indexes || 'none'} |`)
    console.log(`${label.padEnd(48)} ${milliseconds.padStart(8)} ms  ${indexes || 'NO INDEX'}`)
    sections.push(
      `### ${label}`,
      '',
      `\`${shownStatement(sql)}\` with ${JSON.stringify(params.slice(1))}`,
      '',
      '```',
      ...plan,
      '```',
      '',
    )
  }
  return [
    '# Query plans of the list endpoints',
    '',
    `Written by \`npm run bench:read\` on ${new Date().toISOString().slice(0, 10)} (${MACHINE}, ${pgVersion}):`,
    `${ROWS.toLocaleString('en')} application steps, ${ROWS.toLocaleString('en')} activities and`,
    `${JOB_OFFER_ROWS.toLocaleString('en')} job offers of one client, then ANALYZE. Each plan is the`,
    "service's own SQL for the first page (db/record-store.ts `list`), run with `EXPLAIN (ANALYZE, BUFFERS)`.",
    'Filters with few distinct values (step, status, subsidiary) walk the primary key in id order and stop',
    'after a page; the others use an index of their own.',
    '',
    ...summary,
    '',
    ...sections,
  ].join('\n')
}

// ---------------------------------------------------------------- export memory

interface ExportFigures {
  readonly format: string
  readonly rows: number
  readonly megabytes: number
  readonly seconds: number
  readonly rssBeforeMb: number
  readonly rssPeakMb: number
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/**
 * Reads a whole export as a client would, keeping nothing but counts, and checks that each record
 * comes once, in id order.
 */
async function exportOnce(url: string, token: string, accept: string, pid: number): Promise<ExportFigures> {
  const rssBeforeMb = await rssOf(pid)
  const stopSampling = rssSampler(pid)
  const started = performance.now()
  const answer = await fetch(`${url}/v3/ats/application-steps`, {
    headers: { authorization: `Bearer ${token}`, accept },
  })
  if (answer.status !== 200 || answer.body === null) throw new Error(`export answered ${answer.status}`)
  const idAtStart = accept === 'text/csv' ? /^(\d+),/ : /^\{"id":(\d+),/
  let bytes = 0
  let rows = 0
  let lastId = 0
  let partial = ''
  const decoder = new TextDecoder()
  const check = (line: string) => {
    if (line === '' || (rows === 0 && lastId === 0 && line.startsWith('id,'))) return
    const id = Number(idAtStart.exec(line)?.[1])
    if (!(id > lastId)) throw new Error(`the ${accept} export has id ${id} after ${lastId}`)
    lastId = id
    rows++
  }
  for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength
    const lines = (partial + decoder.decode(chunk, { stream: true })).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) check(line)
  }
  check(partial)
  const seconds = (performance.now() - started) / 1000
  const rssPeakMb = Math.max(stopSampling(), rssBeforeMb)
  return { format: accept, rows, megabytes: Math.round(bytes / 2 ** 20), seconds, rssBeforeMb, rssPeakMb }
}

// ---------------------------------------------------------------- the run

async function main() {
  const database = await createBenchDatabase('read')
  const db = openPostgres(database.url, { ...defaultConfig, requestTimeoutMs: 600_000 })
  try {
    await migrate(db)
    const credentials = await createClient(db, BENCH_ACTOR, { name: 'read-side bench' })
    const clientId = credentials.client_id
    let started = performance.now()
    await load(db, LOAD_STEPS, clientId, ROWS)
    await load(db, LOAD_ACTIVITIES, clientId, ROWS)
    await load(db, LOAD_JOB_OFFERS, clientId, JOB_OFFER_ROWS)
    // Changed as the service changes a record: updated_at, and its note beside the table (migration 012).
    const change = (table: string, which: string) =>
      db.query(
        `WITH changed AS (
           UPDATE ${table} SET updated_at = clock_timestamp() WHERE ${which} RETURNING client_id, id, updated_at
         )
         INSERT INTO ${table}_changes (client_id, id, changed_at) SELECT client_id, id, updated_at FROM changed
         ON CONFLICT (client_id, id) DO UPDATE SET changed_at = EXCLUDED.changed_at`,
      )
    const tables = ['application_steps', 'activities', 'job_offers']
    // A tenth of the rows changed before the instant (notes that the list must not read), a thousandth after.
    for (const table of tables) await change(table, 'id % 10 = 5')
    const mark = (await db.query<{ mark: Date }>('SELECT clock_timestamp() AS mark'))[0]?.mark ?? new Date()
    for (const table of tables) {
      await change(table, 'id % 1000 = 0')
      await db.query(`VACUUM ANALYZE ${table}_changes`)
      await db.query(`VACUUM ANALYZE ${table}`)
    }
    console.log(
      `loaded ${ROWS} steps, ${ROWS} activities, ${JOB_OFFER_ROWS} job offers in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    )

    const version = (await db.query<{ server_version: string }>('SHOW server_version'))[0]?.server_version
    const plans = await queryPlans(db, clientId, new Date(mark).toISOString(), `PostgreSQL ${version}`)
    if (!QUICK) {
      await mkdir(join(ROOT, 'docs'), { recursive: true })
      await writeFile(join(ROOT, 'docs', 'query-plans.md'), plans)
      console.log('\nwrote docs/query-plans.md')
    }

    const service = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATABASE_URL: database.url })
    const figures: ExportFigures[] = []
    try {
      const pid = service.process.pid as number
      const token = await tokenFor(service.url, credentials)
      // Warm up: the routes and the connection pool, so that the baseline is the idle server.
      await fetch(`${service.url}/v3/ats/application-steps?limit=1000`, {
        headers: { authorization: `Bearer ${token}` },
      })
      started = performance.now()
      for (const accept of ['application/x-ndjson', 'text/csv']) {
        const result = await exportOnce(service.url, token, accept, pid)
        if (result.rows !== ROWS) throw new Error(`the ${accept} export held ${result.rows} rows, not ${ROWS}`)
        figures.push(result)
      }
    } finally {
      await service.stop()
    }
    const table = [
      '| export | rows | MiB sent | seconds | rows/s | server RSS before, MiB | peak, MiB | growth, MiB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...figures.map(
        (f) =>
          `| ${f.format} | ${f.rows} | ${f.megabytes} | ${f.seconds.toFixed(1)} | ${Math.round(f.rows / f.seconds)} | ${f.rssBeforeMb} | ${f.rssPeakMb} | ${f.rssPeakMb - f.rssBeforeMb} |`,
      ),
    ]
    console.log(`\n${table.join('\n')}`)
    const resultsDir = join(ROOT, 'bench', 'results')
    await mkdir(resultsDir, { recursive: true })
    await writeFile(
      join(resultsDir, 'read-side.md'),
      [
        `Run ${new Date().toISOString()} on ${MACHINE}${QUICK ? ' (--quick)' : ''}, PostgreSQL ${version}.`,
        '',
        ...table,
        '',
      ].join('\n'),
    )
  } finally {
    await db.close()
    await database.drop()
  }
}

await main()
