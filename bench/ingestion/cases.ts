import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Actor, createClient } from '../../src/auth/clients.ts'
import { defaultConfig } from '../../src/config.ts'
import type { ClientStore } from '../../src/db/clients.ts'
import type { Database } from '../../src/db/database.ts'
import { sqlState } from '../../src/db/errors.ts'
import { REPORT_SETTINGS_SQL, STEPS_IN_RANGE } from '../../src/db/funnel-report.ts'
import { COUNTER_SLOTS } from '../../src/db/ingestion-activity.ts'
import { FUNNEL_GROUPINGS } from '../../src/domain/funnel.ts'
import { loadActivities, loadApplicationSteps, withoutIndexes } from '../bulk-load.ts'
import { ROOT, type Server, startServer, tokenFor } from '../processes.ts'
import { type Figures, load, storedRows } from './measure.ts'
import { openLoop } from './open-loop.ts'
import { QUICK, ROUNDS, STORED_STEPS } from './options.ts'
import { printCase } from './report.ts'
import { applicationStep, bodyTemplate, PLACEHOLDER, RESOURCES, type ResourceName } from './rows.ts'

const execFileAsync = promisify(execFile)

/**
 * The cases on the service on PostgreSQL (batches of a resource, the update path, PATCHes, tokens, a
 * full table) and the naive baseline; each with clients of its own, and its stored rows checked against
 * what it acknowledged.
 */

const INSUFFICIENT_PRIVILEGE = '42501'

/** The service on PostgreSQL, its database, and what the run has measured and checked so far. */
/** Whom the audit log names for the clients the benchmark makes. */
export const BENCH_ACTOR: Actor = { kind: 'cli', osUser: 'bench' }

export interface Bench {
  /** The database's connection string, whose backends' CPU is sampled. */
  readonly url: string
  readonly db: Database
  readonly clients: ClientStore
  readonly service: Server
  readonly figures: Figures[]
  readonly checks: string[]
  /** Keeps a case's figures, prints them, and writes out what the case left dirty before the next one. */
  record(figures: Figures): Promise<void>
  /**
   * Every acknowledged record is stored; beyond them, only the batches still in flight when the load
   * generator stopped its two runs (it does not wait for their answers) may be stored too.
   */
  checkCounts(result: Figures, stored: number, connections: number, batchSize: number): void
}

export async function startBench(url: string, db: Database, clients: ClientStore, service: Server): Promise<Bench> {
  const figures: Figures[] = []
  const checks: string[] = []
  // A checkpoint after each case, so that the next one does not pay for writing out the pages this one
  // dirtied (PostgreSQL would write them over the next checkpoint, whenever that falls). It takes a
  // superuser or pg_checkpoint; without either, the cases run as they come.
  const checkpoint = await db.query('CHECKPOINT').then(
    () => () => db.query('CHECKPOINT'),
    (error: unknown) => {
      if (sqlState(error) !== INSUFFICIENT_PRIVILEGE) throw error
      console.warn('no checkpoint between cases: BENCH_DATABASE_URL may not run CHECKPOINT')
      return async () => []
    },
  )
  return {
    url,
    db,
    clients,
    service,
    figures,
    checks,
    async record(f) {
      figures.push(f)
      printCase(f)
      await checkpoint()
      // The machine's dirty pages too, the embedded database's files among them: the kernel would write
      // them out about 30 s later (vm.dirty_expire_centisecs), on the disk whose writes a commit waits for.
      await execFileAsync('sync').catch(() => {})
    },
    checkCounts(result, stored, connections, batchSize) {
      const unanswered = stored - result.acknowledged
      checks.push(
        `${result.case}: acknowledged ${result.acknowledged}, stored ${stored} (${unanswered} in batches unanswered when the load stopped)`,
      )
      if (unanswered < 0 || unanswered > 2 * connections * batchSize) {
        throw new Error(`stored rows do not match the acknowledged ones in ${result.case}`)
      }
    },
  }
}

/** The service process's id, when it has one, for the load's memory and CPU samples. */
const pidOf = (server: Server) => (server.process.pid === undefined ? {} : { pid: server.process.pid })

/**
 * A batch case with a client of its own, so its stored rows can be counted against what was
 * acknowledged (beyond the `alreadyStored` ones it may start with).
 */
export async function batchCase(
  bench: Bench,
  resource: ResourceName,
  batchSize: number,
  connections: number,
  start: {
    name?: string
    credentials?: { client_id: string; client_secret: string }
    alreadyStored?: number
    /** Tags this case's keys apart from other cases of the same client, which send the same counter. */
    keyTag?: string
  } = {},
) {
  const { service } = bench
  const credentials =
    start.credentials ??
    (await createClient(bench.db, BENCH_ACTOR, { name: `${resource}-${batchSize}-${connections}` }))
  const token = await tokenFor(service.url, credentials)
  const template = bodyTemplate(resource, batchSize)
  const result = await load({
    name: start.name ?? `${resource}, ${batchSize} per batch, ${connections} conn, PostgreSQL`,
    url: service.url,
    path: RESOURCES[resource].path,
    connections,
    batchSize,
    headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
    body: (n) => template.replaceAll(PLACEHOLDER, `r${start.keyTag ?? ''}${n}`),
    ...pidOf(service),
    databaseUrl: bench.url,
  })
  await bench.record(result)
  const stored = await storedRows(bench.db, RESOURCES[resource].table, credentials.client_id)
  bench.checkCounts(result, stored - (start.alreadyStored ?? 0), connections, batchSize)
  return result
}

/**
 * The headline case with every tenth item invalid (its `recorded_at` is not a time), with a client of its
 * own: 900 records stored and 100 items rejected, counted and written to the rejection log per batch.
 * Its stored records and logged rejections are checked against its acknowledgements.
 */
export async function rejectingCase(bench: Bench, round: string) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: `rejecting${round}` })
  const token = await tokenFor(bench.service.url, credentials)
  const template = JSON.stringify(
    Array.from({ length: 1000 }, (_, i) => {
      const step = applicationStep(PLACEHOLDER, i)
      return i % 10 === 0 ? { ...step, recorded_at: 'yesterday' } : step
    }),
  )
  const result = await load({
    name: `application-steps, 1000 per batch with 100 invalid, 10 conn, PostgreSQL${round}`,
    url: bench.service.url,
    path: RESOURCES['application-steps'].path,
    connections: 10,
    batchSize: 900,
    headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
    body: (n) => template.replaceAll(PLACEHOLDER, `x${n}`),
    ...pidOf(bench.service),
    databaseUrl: bench.url,
  })
  await bench.record(result)
  // The records and the rejections counted in one statement, so in one snapshot: a request the load
  // generator abandoned at the end of the round may still commit between two statements (CI saw 89
  // bodies stored and 91 logged so).
  // Rejected items counted once each, by their natural key (every body's keys are its own): a request
  // that the load generator sends again after losing its answer logs its rejections again, as a new
  // request should, while its records are stored once.
  const [row] = await bench.db.query<{ stored: number; items: number; rows: number }>(
    `SELECT (SELECT count(*)::int FROM application_steps WHERE client_id = $1) AS stored,
       count(DISTINCT natural_key)::int AS items, count(*)::int AS rows
     FROM rejections WHERE client_id = $1`,
    [credentials.client_id],
  )
  const stored = row?.stored ?? 0
  bench.checkCounts(result, stored, 10, 900)
  const logged = row?.items ?? 0
  if (logged * 9 !== stored) {
    throw new Error(
      `${result.case}: ${stored} records stored but ${logged} rejected items logged (expected one per 9; ${row?.rows} rows)`,
    )
  }
  return result
}

/**
 * The update path, in each round: every key already stored. Each request re-sends one of a set of
 * batches stored once, in the first round, so that concurrent requests touch different rows (as
 * retries of different batches would): as it was (a retry, a replay: nothing to rewrite), with another
 * `job_offer_title` on every record (a correction: every record rewritten, in place where its page has
 * room, as no index holds the title), and with another `source` (which the funnel's covering index
 * holds, so that every index of every record moves as well).
 */
export async function prepareUpdatePath(bench: Bench) {
  const { service } = bench
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'resend' })
  const token = await tokenFor(service.url, credentials)
  const headers = { authorization: `Bearer ${token}`, prefer: 'return=minimal' }
  const template = bodyTemplate('application-steps', 1000)
  const bodies = Array.from({ length: 40 }, (_, n) => template.replaceAll(PLACEHOLDER, `u${n}`))
  for (const body of bodies) {
    await fetch(`${service.url}/v3/ats/application-steps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
  }
  const resend = (name: string, body: (n: number) => string) =>
    load({
      name,
      url: service.url,
      path: '/v3/ats/application-steps',
      connections: 10,
      batchSize: 1000,
      headers,
      body,
      ...pidOf(service),
      databaseUrl: bench.url,
    })
  return {
    same: (round: string) =>
      resend(
        `application-steps re-sent as they were (update path), 1000, 10 conn${round}`,
        (n) => bodies[n % bodies.length] as string,
      ),
    corrected: (round: string) =>
      resend(`application-steps re-sent with another job_offer_title (update path), 1000, 10 conn${round}`, (n) =>
        (bodies[n % bodies.length] as string).replaceAll('"job_offer_title":"', `"job_offer_title":"c${n}-`),
      ),
    correctedIndexed: (round: string) =>
      resend(`application-steps re-sent with another source (update path), 1000, 10 conn${round}`, (n) =>
        (bodies[n % bodies.length] as string).replaceAll('"source":"', `"source":"c${n}-`),
      ),
  }
}

/**
 * PATCHes, in each round: one at a time per connection, each request changing another of a thousand
 * steps stored once (as corrections from an ATS would: ten connections changing one row would only
 * measure its row lock); and the same requests in an open loop at a given rate.
 */
export async function preparePatches(bench: Bench) {
  const { service } = bench
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'patch' })
  const token = await tokenFor(service.url, credentials)
  const created = await fetch(`${service.url}/v3/ats/application-steps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: bodyTemplate('application-steps', 1000).replaceAll(PLACEHOLDER, 'patch'),
  })
  const ids = ((await created.json()) as { data: { id: number }[] }).data.map((step) => step.id)
  const patch = {
    url: service.url,
    method: 'PATCH' as const,
    batchSize: 1,
    headers: { authorization: `Bearer ${token}` },
  }
  return {
    saturated: (round: string) =>
      load({
        ...patch,
        pathOf: (n: number) => `/v3/ats/application-steps/${ids[n % ids.length]}`,
        body: (n: number) => JSON.stringify({ source: `source-${n}` }),
        name: `PATCH one application step, 10 conn${round}`,
        path: '/v3/ats/application-steps/{id}',
        connections: 10,
        ...pidOf(service),
        databaseUrl: bench.url,
      }),
    openLoop: (round: string, rate: number) =>
      openLoop({
        ...patch,
        paths: ids.map((id) => `/v3/ats/application-steps/${id}`),
        body: { template: JSON.stringify({ source: `source-${PLACEHOLDER}` }), placeholder: PLACEHOLDER, tag: '' },
        name: `PATCH one application step, open loop at ${rate}/s${round}`,
        rate,
        databaseUrl: bench.url,
        ...pidOf(service),
      }),
  }
}

/**
 * The headline's batches (new keys each) in an open loop at `rate` batches per second, with a client
 * of its own whose stored rows are checked against what it acknowledged.
 */
export async function openLoopBatches(bench: Bench, round: string, rate: number) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: `open-loop${round}` })
  const token = await tokenFor(bench.service.url, credentials)
  const template = bodyTemplate('application-steps', 1000)
  const result = await openLoop({
    name: `application-steps, 1000 per batch, open loop at ${rate}/s, PostgreSQL${round}`,
    url: bench.service.url,
    paths: [RESOURCES['application-steps'].path],
    batchSize: 1000,
    headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
    body: { template, placeholder: PLACEHOLDER, tag: 'o' },
    rate,
    databaseUrl: bench.url,
    ...pidOf(bench.service),
  })
  await bench.record(result)
  const stored = await storedRows(bench.db, 'application_steps', credentials.client_id)
  bench.checks.push(`${result.case}: acknowledged ${result.acknowledged}, stored ${stored}`)
  if (stored < result.acknowledged) throw new Error(`stored rows fall short of the acknowledged ones in ${result.case}`)
  return result
}

/** The naive baseline: a route that stores one row per INSERT, with no upsert and no unique index. */
export async function naiveCase(bench: Bench, servers: Server[]) {
  const naive = await startServer(['--import', 'tsx', 'bench/servers/naive.ts'], { DATABASE_URL: bench.url })
  servers.push(naive)
  const template = bodyTemplate('application-steps', 1000)
  await bench.record(
    await load({
      name: 'naive baseline (one INSERT per row), 1000, 10 conn',
      url: naive.url,
      path: '/v3/ats/application-steps',
      connections: 10,
      batchSize: 1000,
      body: (n) => template.replaceAll(PLACEHOLDER, `n${n}`),
    }),
  )
  await naive.stop()
}

/** Each resource in batches of 100, 1000 and 5000 at 1 and 10 connections (a quick run: 1000 at 10), but the headline's. */
export async function batchSizeCases(bench: Bench) {
  const sizes = QUICK ? [1000] : [100, 1000, 5000]
  const connectionCounts = QUICK ? [10] : [1, 10]
  for (const resource of Object.keys(RESOURCES) as ResourceName[]) {
    for (const size of sizes) {
      for (const connections of connectionCounts) {
        if (resource !== 'application-steps' || size !== 1000 || connections !== 10) {
          await batchCase(bench, resource, size, connections)
        }
      }
    }
  }
}

/** Records in the file `intake push` sends. */
const PUSHED_RECORDS = QUICK ? 20_000 : 200_000

/**
 * `intake push` of an NDJSON file of PUSHED_RECORDS application steps, in batches of 1000 with 10 in
 * flight, as the headline case sends them; timed as a user would time it, the process's start and its
 * token included. Its stored rows are checked against the file.
 */
export async function pushCase(bench: Bench): Promise<Figures> {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'push' })
  const dir = await mkdtemp(join(tmpdir(), 'intake-bench-push-'))
  try {
    const file = join(dir, 'steps.ndjson')
    const lines = Array.from({ length: PUSHED_RECORDS }, (_, i) => JSON.stringify(applicationStep('push', i)))
    await writeFile(file, `${lines.join('\n')}\n`)
    const started = performance.now()
    await execFileAsync(
      process.execPath,
      ['bin/intake.js', 'push', 'application-steps', file, '--batch-size', '1000', '--concurrency', '10'],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          INTAKE_URL: bench.service.url,
          INTAKE_CLIENT_ID: credentials.client_id,
          INTAKE_CLIENT_SECRET: credentials.client_secret,
        },
      },
    )
    const seconds = (performance.now() - started) / 1000
    const stored = await storedRows(bench.db, 'application_steps', credentials.client_id)
    if (stored !== PUSHED_RECORDS) throw new Error(`intake push stored ${stored} of ${PUSHED_RECORDS} records`)
    bench.checks.push(`intake push: ${PUSHED_RECORDS} records in the file, stored ${stored}`)
    const figures: Figures = {
      case: `intake push of ${PUSHED_RECORDS} application steps (NDJSON), 1000 per batch, 10 in flight`,
      recordsPerSecond: Math.round(PUSHED_RECORDS / seconds),
      requestsPerSecond: Math.round(PUSHED_RECORDS / 1000 / seconds),
      p50Ms: 0,
      p99Ms: 0,
      maxMs: 0,
      errors: 0,
      rssMb: null,
      serviceCpuMs: null,
      databaseCpuMs: null,
      acknowledged: stored,
    }
    await bench.record(figures)
    return figures
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Token issuance (scrypt-bound by design). */
export async function tokenCase(bench: Bench) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'tokens' })
  await bench.record(
    await load({
      name: 'POST /v3/oauth2/token, 10 conn',
      url: bench.service.url,
      path: '/v3/oauth2/token',
      connections: 10,
      batchSize: 1,
      body: () => JSON.stringify(credentials),
    }),
  )
}

/**
 * Ingestion into a full table: the headline case again, in as many rounds, for a client that already
 * has STORED_STEPS application steps (loaded in SQL on the server, the indexes rebuilt after, then
 * vacuumed), judged on the median of its rounds against the median of the headline's.
 */
export async function fullTableRounds(bench: Bench) {
  const { db } = bench
  const storedCredentials = await createClient(bench.db, BENCH_ACTOR, { name: 'stored' })
  const loading = performance.now()
  await withoutIndexes(db, ['application_steps'], () =>
    loadApplicationSteps(db, storedCredentials.client_id, STORED_STEPS),
  )
  await db.query('VACUUM (ANALYZE) application_steps')
  const loadSeconds = Math.round((performance.now() - loading) / 1000)
  console.log(`${STORED_STEPS} application steps stored, indexed and vacuumed in ${loadSeconds} s`)
  const reportTimings = await ingestionReportTimings(bench, storedCredentials)
  const { funnelTimings, funnelFloor } = await funnelReportTimings(bench, storedCredentials)
  const fullRounds: Figures[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    fullRounds.push(
      await batchCase(bench, 'application-steps', 1000, 10, {
        name: `application-steps, 1000 per batch, 10 conn, PostgreSQL, ${STORED_STEPS} already stored${ROUNDS > 1 ? `, round ${round}` : ''}`,
        credentials: storedCredentials,
        alreadyStored: await storedRows(db, 'application_steps', storedCredentials.client_id),
        keyTag: `${round}-`,
      }),
    )
  }
  return { fullRounds, loadSeconds, reportTimings, funnelTimings, funnelFloor }
}

/** Activity rows stored beside the full table's steps, for the funnel report. */
const STORED_ACTIVITIES = QUICK ? 20_000 : 1_000_000
const FUNNEL_RUNS = 5

/**
 * GET /v3/reports/funnel over the first 90 days of the full table's client, once STORED_ACTIVITIES
 * activity rows are stored beside its steps: its milliseconds over HTTP for each `group_by`, in
 * FUNNEL_RUNS runs after a warm-up; then its floor (funnelFloorTimings).
 */
async function funnelReportTimings(bench: Bench, credentials: { client_id: string; client_secret: string }) {
  const { db } = bench
  const loading = performance.now()
  await withoutIndexes(db, ['activities'], () =>
    loadActivities(db, credentials.client_id, STORED_ACTIVITIES, defaultConfig.activityStatuses),
  )
  await db.query('VACUUM (ANALYZE) activities')
  console.log(`${STORED_ACTIVITIES} activities stored, indexed and vacuumed in ${seconds(loading)} s`)
  const token = await tokenFor(bench.service.url, credentials)
  const timings: Record<string, number[]> = {}
  for (const groupBy of FUNNEL_GROUPINGS) {
    const runs: number[] = []
    for (let run = 0; run <= FUNNEL_RUNS; run++) {
      const requested = performance.now()
      const answer = await fetch(
        `${bench.service.url}/v3/reports/funnel?from=2024-01-01&to=2024-03-31&group_by=${groupBy}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
      const body = await answer.text()
      if (answer.status !== 200) throw new Error(`the funnel by ${groupBy} answered ${answer.status}: ${body}`)
      if (run > 0) runs.push(Math.round(performance.now() - requested))
    }
    timings[groupBy] = runs
    console.log(
      `funnel report by ${groupBy}, 90 days, ${STORED_STEPS} steps, ${STORED_ACTIVITIES} activities: ${runs.join(', ')} ms`,
    )
  }
  return { funnelTimings: timings, funnelFloor: await funnelFloorTimings(db, credentials.client_id) }
}

/**
 * The least any report over the steps does, on the same range and in the report's settings, as SQL
 * alone (no HTTP, no activities): read the range's steps from the covering index, and count their
 * distinct (job offer, application) pairs, the one distinct pass an exact count of applications per
 * job offer needs. Milliseconds, FUNNEL_RUNS runs after a warm-up each.
 */
async function funnelFloorTimings(db: Database, clientId: string) {
  const timed = async (label: string, sql: string) => {
    const runs: number[] = []
    for (let run = 0; run <= FUNNEL_RUNS; run++) {
      const started = performance.now()
      const [row] = await db.transaction(async (tx) => {
        await tx.query(REPORT_SETTINGS_SQL)
        return tx.query<{ n: number }>(sql, [clientId, '2024-01-01', '2024-03-31'])
      })
      if (run > 0) runs.push(Math.round(performance.now() - started))
      if (run === FUNNEL_RUNS) console.log(`funnel floor, ${label} (${row?.n}): ${runs.join(', ')} ms`)
    }
    return runs
  }
  return {
    readMs: await timed("reading the range's steps", `SELECT count(*)::int AS n FROM ${STEPS_IN_RANGE}`),
    distinctMs: await timed(
      'counting their distinct (job offer, application) pairs',
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT job_offer_reference, application_ats_id FROM ${STEPS_IN_RANGE}) AS pairs`,
    ),
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/** The days of the ingestion report's range, and how many times it is timed after one warm-up. */
const REPORT_DAYS = 90
const REPORT_RUNS = 7

/**
 * GET /v3/reports/ingestion over REPORT_DAYS days by day, for the client of the full table, its
 * counters written as if its steps had come in batches of 1000 when they were recorded, spread over
 * every writer slot of each hour (the most rows a client's counters can hold). Its milliseconds over
 * HTTP, in REPORT_RUNS runs after a warm-up; the figures answered are checked against the steps.
 */
async function ingestionReportTimings(bench: Bench, credentials: { client_id: string; client_secret: string }) {
  const { db } = bench
  await db.query(
    `INSERT INTO ingestion_counters (client_id, resource, hour, slot, created, batches, last_batch_at)
     SELECT client_id, 'application-steps', date_trunc('hour', recorded_at), id % $2, count(*),
       ceil(count(*) / 1000.0), max(recorded_at)
     FROM application_steps WHERE client_id = $1
     GROUP BY client_id, date_trunc('hour', recorded_at), id % $2`,
    [credentials.client_id, COUNTER_SLOTS],
  )
  await db.query('VACUUM (ANALYZE) ingestion_counters')
  const [range] = await db.query<{ from: string; to: string; steps: number }>(
    `SELECT to_char(first, 'YYYY-MM-DD') AS from, to_char(first + $2 * interval '1 day', 'YYYY-MM-DD') AS to,
       (SELECT count(*)::int FROM application_steps
        WHERE client_id = $1 AND recorded_at >= first AND recorded_at < first + $2 * interval '1 day') AS steps
     FROM (SELECT date_trunc('day', min(recorded_at) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS first
           FROM application_steps WHERE client_id = $1) AS start`,
    [credentials.client_id, REPORT_DAYS],
  )
  if (range === undefined) throw new Error('the full table holds no steps')
  const token = await tokenFor(bench.service.url, credentials)
  const timings: number[] = []
  for (let run = 0; run <= REPORT_RUNS; run++) {
    const requested = performance.now()
    const answer = await fetch(
      `${bench.service.url}/v3/reports/ingestion?bucket=day&from=${range.from}T00:00:00Z&to=${range.to}T00:00:00Z`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    const body = (await answer.json()) as { data: { created: number }[] }
    const elapsed = performance.now() - requested
    if (answer.status !== 200)
      throw new Error(`the ingestion report answered ${answer.status}: ${JSON.stringify(body)}`)
    const created = body.data.reduce((sum, bucket) => sum + bucket.created, 0)
    if (created !== range.steps)
      throw new Error(`the ingestion report counts ${created} steps created, not ${range.steps}`)
    if (run > 0) timings.push(Math.round(elapsed))
  }
  bench.checks.push(
    `ingestion report, ${REPORT_DAYS} days by day: ${range.steps} steps created in [${range.from}, ${range.to}), as stored`,
  )
  console.log(`ingestion report, ${REPORT_DAYS} days by day, ${STORED_STEPS} stored: ${timings.join(', ')} ms`)
  return timings
}
