import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createClient } from '../../src/auth/clients.ts'
import type { Database } from '../../src/db/database.ts'
import { sqlState } from '../../src/db/errors.ts'
import { QUICK } from '../options.ts'
import { BENCH_ACTOR, ROOT, type Server, tokenFor } from '../processes.ts'
import { type Figures, load, openLoop, storedRows } from './measure.ts'
import { applicationStep, bodyTemplate, PLACEHOLDER, RESOURCES, wrongStep } from './rows.ts'

const execFileAsync = promisify(execFile)

/** The cases on the service on PostgreSQL, each with a client of its own, its stored rows checked against what it acknowledged. */

/** The service on PostgreSQL, its database, and what the run has measured and checked so far. */
export interface Bench {
  readonly url: string
  readonly db: Database
  readonly service: Server
  readonly figures: Figures[]
  readonly checks: string[]
  /** Keeps a case's figures, prints them, and writes out what the case left dirty before the next one. */
  record(figures: Figures): Promise<Figures>
  /**
   * Every acknowledged record is stored; beyond them, only the batches in flight when the load
   * stopped its two runs (it does not wait for their answers) may be stored too.
   */
  checkCounts(result: Figures, stored: number, connections: number, batchSize: number): void
}

export const printCase = (f: Figures) =>
  console.log(
    `${f.case.padEnd(72)} ${String(f.recordsPerSecond).padStart(8)} rec/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}${f.errors > 0 ? ` ${JSON.stringify(f.errorKinds)}` : ''}`,
  )

export async function startBench(url: string, db: Database, service: Server): Promise<Bench> {
  const figures: Figures[] = []
  const checks: string[] = []
  // A checkpoint after each case, so that the next does not pay for writing out the pages this one
  // dirtied. It takes a superuser or pg_checkpoint; without either, the cases run as they come.
  const checkpoint = await db.query('CHECKPOINT').then(
    () => () => db.query('CHECKPOINT'),
    (error: unknown) => {
      if (sqlState(error) !== '42501') throw error
      console.warn('no checkpoint between cases: BENCH_DATABASE_URL may not run CHECKPOINT')
      return async () => []
    },
  )
  return {
    url,
    db,
    service,
    figures,
    checks,
    async record(f) {
      figures.push(f)
      printCase(f)
      await checkpoint()
      // The machine's dirty pages too (the embedded database's files among them), which the kernel
      // would otherwise write out about 30 s later, during whichever case runs then.
      await execFileAsync('sync').catch(() => {})
      return f
    },
    checkCounts(result, stored, connections, batchSize) {
      const unanswered = stored - result.acknowledged
      checks.push(`${result.case}: acknowledged ${result.acknowledged}, stored ${stored}`)
      if (unanswered < 0 || unanswered > 2 * connections * batchSize) {
        throw new Error(`stored rows do not match the acknowledged ones in ${result.case}`)
      }
    },
  }
}

/**
 * Application steps in batches of 1000 on 10 connections, `Prefer: return=minimal` (as a bulk loader
 * that needs only the counts would), new keys in every request; a client of its own unless given one
 * (which may hold `alreadyStored` rows), its stored rows checked against its acknowledgements.
 */
export async function batchCase(
  bench: Bench,
  name: string,
  start: {
    credentials?: { client_id: string; client_secret: string }
    alreadyStored?: number
    keyTag?: string
    seconds?: number
    acknowledged?: (request: number) => void
    /** Awaited once the load has stopped, before the case is recorded (and its checkpoint taken). */
    loaded?: () => Promise<void>
  } = {},
) {
  const credentials = start.credentials ?? (await createClient(bench.db, BENCH_ACTOR, { name }))
  const token = await tokenFor(bench.service.url, credentials)
  const template = bodyTemplate(1000)
  const loaded = await load({
    name,
    url: bench.service.url,
    path: RESOURCES.applicationSteps,
    connections: 10,
    batchSize: 1000,
    headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
    body: (n) => template.replaceAll(PLACEHOLDER, `r${start.keyTag ?? ''}${n}`),
    pid: bench.service.process.pid,
    ...(start.seconds === undefined ? {} : { seconds: start.seconds }),
    ...(start.acknowledged === undefined ? {} : { acknowledged: start.acknowledged }),
  })
  await start.loaded?.()
  const result = await bench.record(loaded)
  const stored = await storedRows(bench.db, 'application_steps', credentials.client_id)
  bench.checkCounts(result, stored - (start.alreadyStored ?? 0), 10, 1000)
  return result
}

/** MAX_BATCH_ITEMS's default. */
const MAX_BATCH = 5_000

/**
 * Rejection is cheap: batches of MAX_BATCH_ITEMS (5,000) items each wrong in every field (400), and, for
 * comparison, valid batches of as many items (201), two connections each.
 */
export async function rejectionCases(bench: Bench, round: string) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: `rejection ${round}` })
  const token = await tokenFor(bench.service.url, credentials)
  const common = {
    url: bench.service.url,
    path: RESOURCES.applicationSteps,
    connections: 2,
    batchSize: MAX_BATCH,
    headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
    pid: bench.service.process.pid,
  }
  const valid = bodyTemplate(MAX_BATCH)
  const wrong = JSON.stringify(Array.from({ length: MAX_BATCH }, (_, i) => wrongStep(i)))
  return {
    valid: await bench.record(
      await load({
        ...common,
        name: `application-steps, ${MAX_BATCH} valid per batch, 2 conn${round}`,
        body: (n) => valid.replaceAll(PLACEHOLDER, `v${round}${n}`),
      }),
    ),
    wrong: await bench.record(
      await load({
        ...common,
        name: `application-steps, ${MAX_BATCH} wrong in every field per batch, 2 conn${round}`,
        body: () => wrong,
        status: 400,
      }),
    ),
  }
}

/**
 * The update path: each request re-sends one of 40 batches stored once, so that concurrent requests
 * touch different rows, as retries would: as it was, or with another `job_offer_title` on every record
 * (a correction, which no index holds: an update in place where the page has room).
 */
export async function prepareUpdatePath(bench: Bench) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'resend' })
  const headers = {
    authorization: `Bearer ${await tokenFor(bench.service.url, credentials)}`,
    prefer: 'return=minimal',
  }
  const template = bodyTemplate(1000)
  const bodies = Array.from({ length: 40 }, (_, n) => template.replaceAll(PLACEHOLDER, `u${n}`))
  for (const body of bodies) {
    await fetch(`${bench.service.url}${RESOURCES.applicationSteps}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })
  }
  const resend = (name: string, body: (n: number) => string) =>
    load({
      name,
      url: bench.service.url,
      path: RESOURCES.applicationSteps,
      connections: 10,
      batchSize: 1000,
      headers,
      body,
      pid: bench.service.process.pid,
    }).then(bench.record)
  const bodyOf = (n: number) => bodies[n % bodies.length] as string
  return {
    same: (round: string) => resend(`re-sent as they were (update path)${round}`, bodyOf),
    corrected: (round: string) =>
      resend(`re-sent with another job_offer_title (corrections)${round}`, (n) =>
        bodyOf(n).replaceAll('"job_offer_title":"', `"job_offer_title":"c${n}-`),
      ),
  }
}

/**
 * PATCHes, each changing another of a thousand steps stored once (ten connections changing one row
 * would measure its row lock): saturated on 10 connections, and in an open loop at a given rate.
 */
export async function preparePatches(bench: Bench) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'patch' })
  const headers = { authorization: `Bearer ${await tokenFor(bench.service.url, credentials)}` }
  const created = await fetch(`${bench.service.url}${RESOURCES.applicationSteps}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: bodyTemplate(1000).replaceAll(PLACEHOLDER, 'patch'),
  })
  const paths = ((await created.json()) as { data: { id: number }[] }).data.map(
    (step) => `${RESOURCES.applicationSteps}/${step.id}`,
  )
  const body = (n: number) => JSON.stringify({ source: `source-${n}` })
  const patch = { url: bench.service.url, method: 'PATCH' as const, batchSize: 1, headers, body }
  return {
    saturated: (round: string) =>
      load({
        ...patch,
        name: `PATCH one application step, 10 conn${round}`,
        path: RESOURCES.applicationSteps,
        pathOf: (n) => paths[n % paths.length] as string,
        connections: 10,
        pid: bench.service.process.pid,
      }).then(bench.record),
    openLoop: (round: string, rate: number) =>
      openLoop({ ...patch, name: `PATCH one application step, open loop at ${rate}/s${round}`, paths, rate }).then(
        bench.record,
      ),
  }
}

/** The headline's batches (new keys each) in an open loop at `rate` batches per second, with a client of its own. */
export async function openLoopBatches(bench: Bench, round: string, rate: number) {
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name: `open-loop${round}` })
  const token = await tokenFor(bench.service.url, credentials)
  const template = bodyTemplate(1000)
  const result = await bench.record(
    await openLoop({
      name: `batches, open loop at ${rate}/s${round}`,
      url: bench.service.url,
      paths: [RESOURCES.applicationSteps],
      batchSize: 1000,
      headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
      body: (n) => template.replaceAll(PLACEHOLDER, `o${n}`),
      rate,
    }),
  )
  const stored = await storedRows(bench.db, 'application_steps', credentials.client_id)
  bench.checks.push(`${result.case}: acknowledged ${result.acknowledged}, stored ${stored}`)
  if (stored < result.acknowledged) throw new Error(`stored rows fall short of the acknowledged ones in ${result.case}`)
  return result
}

const PUSHED_RECORDS = QUICK ? 20_000 : 200_000

/**
 * `intake push` of an NDJSON file of application steps, in batches of 1000 with 10 in flight, timed
 * as a user would time it (the process's start and its token included); its stored rows checked against the file.
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
    return bench.record({
      case: `intake push of ${PUSHED_RECORDS} application steps (NDJSON)`,
      recordsPerSecond: Math.round(PUSHED_RECORDS / seconds),
      requestsPerSecond: Math.round(PUSHED_RECORDS / 1000 / seconds),
      p50Ms: 0,
      p99Ms: 0,
      errors: 0,
      errorKinds: {},
      rssMb: null,
      serviceCpuMs: null,
      acknowledged: stored,
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
