import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { createClient } from '../src/auth/clients.ts'
import { defaultConfig } from '../src/config.ts'
import { createClientStore } from '../src/db/clients.ts'
import type { Database } from '../src/db/database.ts'
import { sqlState } from '../src/db/errors.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPglite } from '../src/db/pglite.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { loadApplicationSteps, withoutIndexes } from './bulk-load.ts'
import {
  cpuSampler,
  createBenchDatabase,
  MACHINE,
  ROOT,
  rssSampler,
  SERVICE_ENV,
  type Server,
  startServer,
  tokenFor,
} from './processes.ts'

/**
 * `npm run bench`: the service's ingestion figures against limits measured in the same run on the same
 * machine and data (PostgreSQL COPY into an identical table; a bare Fastify route that only parses the
 * body), plus a naive one-INSERT-per-row baseline. `--quick` runs every case briefly (CI keeps it from
 * rotting; nobody judges its figures).
 */

const QUICK = process.argv.includes('--quick')
/** Application steps stored before the last case, which measures ingestion into a full table. */
const STORED_STEPS = QUICK ? 200_000 : 10_000_000
const SECONDS = QUICK ? 2 : 10
/**
 * The headline case and the limits it is judged against run in this many rounds, one after the other
 * in each: the targets take the median of the rounds, so that two noisy minutes on this shared
 * machine neither make nor break a target. Memory is a ceiling, judged on the highest round. A quick
 * run takes two, so that what a later round does differently (keys a client already sent) is run too.
 */
const ROUNDS = QUICK ? 2 : 5
const WARMUP_SECONDS = QUICK ? 1 : 3
const RESULTS_DIR = join(ROOT, 'bench', 'results')
/** A quick run's figures are not worth keeping: they do not replace the latest full run's. */
const RESULTS_NAME = QUICK ? 'quick' : 'latest'
const execFileAsync = promisify(execFile)
const INSUFFICIENT_PRIVILEGE = '42501'

// ---------------------------------------------------------------- realistic rows, unique keys per request

const STEPS = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']

/** An application step of about 500 bytes of JSON with every field filled; `tag` makes its key unique. */
function applicationStep(tag: string, i: number) {
  return {
    recorded_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:15:00.000Z`,
    job_offer_reference: `JO-2026-${i % 500}`,
    job_offer_reference_2: `JB-${i % 500}-secondary`,
    job_offer_reference_3: `EXT-${(i * 7) % 1000}`,
    job_offer_title: 'Senior data engineer, recruiting analytics platform (permanent, hybrid)',
    candidate_creation_date: '2026-10-30T08:00:00.000Z',
    candidate_mail: `candidate.${i}@example.org`,
    candidate_phone: '+33 6 12 34 56 78',
    candidate_ats_id: `C-${tag}-${i}`,
    source: ['jobboard-a', 'jobboard-b', 'referral', 'career-site'][i % 4],
    step: STEPS[i % STEPS.length],
    step_ats_id: String(i % STEPS.length),
    application_ats_id: `A-${tag}-${i}`,
    subsidiary: ['Paris', 'Lyon', 'Berlin', 'Madrid'][i % 4],
    subsidiary_ats_id: `S-${i % 4}`,
  }
}

function activity(tag: string, i: number) {
  return {
    recorded_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
    job_offer_reference: `JO-${tag}-${i}`,
    job_offer_reference_2: `JB-${i % 500}`,
    job_offer_reference_3: `EXT-${i % 1000}`,
    job_offer_title: 'Senior data engineer, recruiting analytics platform',
    status: ['job_offer_impression', 'job_offer_view', 'apply_click', 'application'][i % 4],
    subsidiary: 'Paris',
    subsidiary_jobboard_id: `paris-${i % 10}`,
    count: (i * 37) % 5000,
  }
}

function jobOffer(tag: string, i: number) {
  return {
    reference: `JO-${tag}-${i}`,
    reference_2: `JB-${i}`,
    reference_3: `EXT-${i}`,
    title: 'Senior data engineer, recruiting analytics platform',
    subsidiary: 'Paris',
    subsidiary_jobboard_id: `paris-${i % 10}`,
    description: 'Build and run the pipelines that bring recruiting data to analysts. '.repeat(4),
  }
}

const RESOURCES = {
  'application-steps': { path: '/v3/ats/application-steps', table: 'application_steps', make: applicationStep },
  activities: { path: '/v3/jobboard/activities', table: 'activities', make: activity },
  'job-offers': { path: '/v3/jobboard/job-offers', table: 'job_offers', make: jobOffer },
} as const
type ResourceName = keyof typeof RESOURCES

const PLACEHOLDER = '@@TAG@@'
/** A batch body whose keys all contain a placeholder, replaced per request so that every key is new. */
const bodyTemplate = (resource: ResourceName, size: number) =>
  JSON.stringify(Array.from({ length: size }, (_, i) => RESOURCES[resource].make(PLACEHOLDER, i)))

// ---------------------------------------------------------------- processes and measurements

interface Figures {
  readonly case: string
  readonly recordsPerSecond: number
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly maxMs: number
  readonly errors: number
  readonly rssMb: number | null
  /** CPU used per 1000 records by the service process and by its database connections (PostgreSQL only). */
  readonly serviceCpuMs: number | null
  readonly databaseCpuMs: number | null
  /** What the errors were: the count of each non-2xx status, of timeouts and of connection errors. */
  readonly errorKinds?: Record<string, number>
  /** Records acknowledged (2xx) over the warm-up and the measured run. */
  readonly acknowledged: number
}

/** CPU milliseconds per 1000 records, to a tenth. */
const cpuPerThousand = (seconds: number | null, records: number) =>
  seconds === null || records === 0 ? null : Math.round((seconds * 1e7) / records) / 10

function errorKinds(result: autocannon.Result): Record<string, number> {
  const kinds: Record<string, number> = {}
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && count !== undefined && count > 0) kinds[status] = count
  }
  if (result.timeouts > 0) kinds.timeouts = result.timeouts
  if (result.errors - result.timeouts > 0) kinds['connection errors'] = result.errors - result.timeouts
  return kinds
}

async function load(options: {
  name: string
  url: string
  method?: 'POST' | 'PATCH'
  path: string
  connections: number
  batchSize: number
  headers?: Record<string, string>
  body: (request: number) => string
  /** The path of each request, when it is not always `path`. */
  pathOf?: (request: number) => string
  pid?: number
  /** The database the service writes to, whose backends' CPU is sampled. */
  databaseUrl?: string
  seconds?: number
}): Promise<Figures> {
  let request = 0
  const run = (duration: number) =>
    autocannon({
      url: options.url,
      connections: options.connections,
      duration,
      // autocannon gives up after 10 s by default, and counts it as an error: a slow answer is measured
      // (max ms) rather than dropped, up to the service's own REQUEST_TIMEOUT_MS.
      timeout: 30,
      requests: [
        {
          method: options.method ?? 'POST',
          path: options.path,
          headers: { 'content-type': 'application/json', ...options.headers },
          setupRequest: (req) => {
            const n = request++
            return { ...req, body: options.body(n), ...(options.pathOf ? { path: options.pathOf(n) } : {}) }
          },
        },
      ],
    })
  const warmUp = await run(WARMUP_SECONDS)
  const stopSampling = rssSampler(options.pid)
  const stopCpu = cpuSampler(options.pid, options.databaseUrl)
  const result = await run(options.seconds ?? SECONDS)
  const cpu = stopCpu()
  const rssMb = options.pid === undefined ? null : stopSampling()
  if (options.pid === undefined) stopSampling()
  const ok = result['2xx']
  const perThousand = (seconds: number | null) => cpuPerThousand(seconds, ok * options.batchSize)
  return {
    case: options.name,
    recordsPerSecond: Math.round((ok * options.batchSize) / result.duration),
    requestsPerSecond: Math.round(ok / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    // autocannon's errors include its timeouts.
    errors: result.errors + result.non2xx,
    errorKinds: errorKinds(result),
    rssMb,
    serviceCpuMs: perThousand(cpu.service),
    databaseCpuMs: perThousand(cpu.database),
    acknowledged: (warmUp['2xx'] + ok) * options.batchSize,
  }
}

/**
 * A limit measured without HTTP: `send` stores one batch on connection `worker`, on every connection
 * at once, for the warm-up and then for the measured time.
 */
async function measureLimit(
  name: string,
  databaseUrl: string | undefined,
  batchSize: number,
  connections: number,
  send: (worker: number) => Promise<void>,
): Promise<Figures> {
  const latencies: number[] = []
  let rows = 0
  const worker = async (index: number, deadline: number) => {
    while (Date.now() < deadline) {
      const started = performance.now()
      await send(index)
      latencies.push(performance.now() - started)
      rows += batchSize
    }
  }
  const workers = Array.from({ length: connections }, (_, index) => index)
  await Promise.all(workers.map((index) => worker(index, Date.now() + WARMUP_SECONDS * 1000)))
  const warmUpRows = rows
  latencies.length = 0
  rows = 0
  const started = Date.now()
  const stopCpu = cpuSampler(undefined, databaseUrl)
  await Promise.all(workers.map((index) => worker(index, Date.now() + SECONDS * 1000)))
  const databaseCpu = stopCpu().database
  const seconds = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    case: name,
    recordsPerSecond: Math.round(rows / seconds),
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    errors: 0,
    rssMb: null,
    serviceCpuMs: null,
    databaseCpuMs: cpuPerThousand(databaseCpu, rows),
    acknowledged: warmUpRows + rows,
  }
}

/** PostgreSQL's own bulk path: COPY of the same rows, in batches of the same size, on as many connections. */
async function copyLimit(url: string, batchSize: number, connections: number, name: string): Promise<Figures> {
  const columns = Object.keys(applicationStep('x', 0))
  const csvCell = (value: unknown) => (value === null ? '' : `"${String(value).replaceAll('"', '""')}"`)
  // Each call's keys are its own: the rounds COPY into the same table.
  const run = randomBytes(4).toString('hex')
  let batchNumber = 0
  const batchCsv = () => {
    const tag = `copy-${run}-${batchNumber++}`
    return Array.from({ length: batchSize }, (_, i) => {
      const row = applicationStep(tag, i) as Record<string, unknown>
      return `copy,${columns.map((name) => csvCell(row[name])).join(',')}\n`
    }).join('')
  }
  const clients = Array.from({ length: connections }, () => new pg.Client({ connectionString: url }))
  await Promise.all(clients.map((client) => client.connect()))
  try {
    return await measureLimit(name, url, batchSize, connections, async (worker) => {
      await pipeline(
        Readable.from([batchCsv()]),
        (clients[worker] as pg.Client).query(
          copyFrom(`COPY copy_application_steps (client_id, ${columns.join(', ')}) FROM STDIN (FORMAT csv)`),
        ),
      )
    })
  } finally {
    await Promise.all(clients.map((client) => client.end()))
  }
}

/**
 * The service's own batch write without the service around it: the record store storing the same rows
 * as the cases send, without their ids (`Prefer: return=minimal`), so with one COPY each, on as many
 * connections of `db` (on PostgreSQL, whose backends' CPU is sampled when `databaseUrl` is given, or on
 * the embedded database). What the service adds to it is HTTP, JSON and validation.
 */
async function writeAloneLimit(
  db: Database,
  clientId: string,
  batchSize: number,
  connections: number,
  name: string,
  databaseUrl?: string,
) {
  const store = createRecordStore(db, applicationSteps)
  // Each call's keys are its own, so that every round inserts.
  const run = randomBytes(4).toString('hex')
  let batchNumber = 0
  return measureLimit(name, databaseUrl, batchSize, connections, async () => {
    const tag = `alone-${run}-${batchNumber++}`
    const rows = Array.from({ length: batchSize }, (_, i) => applicationStep(tag, i))
    await store.storeBatchWithoutIds(clientId, rows as never)
  })
}

/** The rows one client has in a table: what a case's acknowledgements are checked against. */
async function storedRows(db: Database, table: string, clientId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [
    clientId,
  ])
  return row?.n ?? 0
}

// ---------------------------------------------------------------- the run

interface Target {
  readonly target: string
  /** The median of the rounds (the highest, for a ceiling on memory), for a figure measured in each round. */
  readonly value: number | null
  readonly rounds: readonly (number | null)[]
  readonly limit: string
  readonly met: boolean
}

/** Of an even count, the mean of the two middle values, to two decimals like the ratios it is compared with. */
function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = known.length / 2
  return Number.isInteger(middle)
    ? Math.round(((known[middle - 1] as number) + (known[middle] as number)) * 50) / 100
    : (known[Math.floor(middle)] as number)
}

function highest(values: readonly (number | null)[]): number | null {
  const known = values.filter((value) => value !== null)
  return known.length === 0 ? null : Math.max(...known)
}

/** A target judged on one figure, or on the median (or `summarize`) of a figure measured in each round. */
function judge(
  target: string,
  measured: number | null | readonly (number | null)[],
  limit: string,
  meets: (value: number) => boolean,
  summarize = median,
): Target {
  const rounds = Array.isArray(measured) ? measured : []
  const value = Array.isArray(measured) ? summarize(measured) : (measured as number | null)
  return { target, value, rounds, limit, met: value !== null && meets(value) }
}
const atLeast = (target: string, measured: number | null | readonly (number | null)[], limit: number) =>
  judge(target, measured, `≥ ${limit}`, (value) => value >= limit)
const atMost = (
  target: string,
  measured: number | null | readonly (number | null)[],
  limit: number,
  summarize = median,
) => judge(target, measured, `≤ ${limit}`, (value) => value <= limit, summarize)

async function main() {
  const database = await createBenchDatabase('ingestion')
  const { url } = database
  // Loading the stored rows takes statements far longer than a request may.
  const db = openPostgres(url, { ...defaultConfig, requestTimeoutMs: 3_600_000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'intake-bench-'))
  // The embedded database's own ceiling: the service's batch write on a database of its own, on its own thread.
  const embeddedAloneDir = await mkdtemp(join(tmpdir(), 'intake-bench-alone-'))
  const servers: Server[] = []
  const figures: Figures[] = []
  const checks: string[] = []
  try {
    await migrate(db)
    await db.query('CREATE TABLE copy_application_steps (LIKE application_steps INCLUDING ALL)')
    await db.query(
      'CREATE TABLE naive_application_steps (LIKE application_steps INCLUDING DEFAULTS INCLUDING IDENTITY)',
    )
    const clients = createClientStore(db)
    const service = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATABASE_URL: url })
    servers.push(service)

    /**
     * Every acknowledged record is stored; beyond them, only the batches still in flight when the load
     * generator stopped its two runs (it does not wait for their answers) may be stored too.
     */
    const checkCounts = (result: Figures, stored: number, connections: number, batchSize: number) => {
      const unanswered = stored - result.acknowledged
      checks.push(
        `${result.case}: acknowledged ${result.acknowledged}, stored ${stored} (${unanswered} in batches unanswered when the load stopped)`,
      )
      if (unanswered < 0 || unanswered > 2 * connections * batchSize) {
        throw new Error(`stored rows do not match the acknowledged ones in ${result.case}`)
      }
    }

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
    const record = async (f: Figures) => {
      figures.push(f)
      console.log(
        `${f.case.padEnd(58)} ${String(f.recordsPerSecond).padStart(8)} rec/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  errors ${f.errors}${f.errors > 0 ? ` ${JSON.stringify(f.errorKinds)}` : ''}`,
      )
      await checkpoint()
    }

    /**
     * A batch case with a client of its own, so its stored rows can be counted against what was
     * acknowledged (beyond the `alreadyStored` ones it may start with).
     */
    const batchCase = async (
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
    ) => {
      const credentials = start.credentials ?? (await createClient(clients, `${resource}-${batchSize}-${connections}`))
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
        ...(service.process.pid === undefined ? {} : { pid: service.process.pid }),
        databaseUrl: url,
      })
      await record(result)
      const stored = await storedRows(db, RESOURCES[resource].table, credentials.client_id)
      checkCounts(result, stored - (start.alreadyStored ?? 0), connections, batchSize)
      return result
    }

    /**
     * The update path, in each round: every key already stored. Each request re-sends one of a set of
     * batches stored once, in the first round, so that concurrent requests touch different rows (as
     * retries of different batches would): as it was (a retry, a replay: nothing to rewrite) and with
     * another `source` on every record (a correction: every record rewritten).
     */
    const prepareUpdatePath = async () => {
      const credentials = await createClient(clients, 'resend')
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
          ...(service.process.pid === undefined ? {} : { pid: service.process.pid }),
          databaseUrl: url,
        })
      return {
        same: (round: string) =>
          resend(
            `application-steps re-sent as they were (update path), 1000, 10 conn${round}`,
            (n) => bodies[n % bodies.length] as string,
          ),
        corrected: (round: string) =>
          resend(`application-steps re-sent with another source (update path), 1000, 10 conn${round}`, (n) =>
            (bodies[n % bodies.length] as string).replaceAll('"source":"', `"source":"c${n}-`),
          ),
      }
    }

    /**
     * PATCHes, in each round: one at a time per connection, each request changing another of a thousand
     * steps stored once (as corrections from an ATS would: ten connections changing one row would only
     * measure its row lock).
     */
    const preparePatches = async () => {
      const credentials = await createClient(clients, 'patch')
      const token = await tokenFor(service.url, credentials)
      const created = await fetch(`${service.url}/v3/ats/application-steps`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: bodyTemplate('application-steps', 1000).replaceAll(PLACEHOLDER, 'patch'),
      })
      const ids = ((await created.json()) as { data: { id: number }[] }).data.map((step) => step.id)
      return (round: string) =>
        load({
          name: `PATCH one application step, 10 conn${round}`,
          url: service.url,
          method: 'PATCH',
          path: '/v3/ats/application-steps/{id}',
          pathOf: (n) => `/v3/ats/application-steps/${ids[n % ids.length]}`,
          connections: 10,
          batchSize: 1,
          headers: { authorization: `Bearer ${token}` },
          body: (n) => JSON.stringify({ source: `source-${n}` }),
          ...(service.process.pid === undefined ? {} : { pid: service.process.pid }),
          databaseUrl: url,
        })
    }

    // The headline case first, into empty tables, and right after it the limits and the other targets it
    // is judged against, in rounds, so that whatever else the machine is doing weighs on them alike.
    const bare = await startServer(['--import', 'tsx', 'bench/servers/bare.ts'], {})
    servers.push(bare)
    // The embedded database's clients are made before its server holds the data directory.
    const embeddedCredentials: { client_id: string; client_secret: string }[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const { stdout } = await execFileAsync(
        process.execPath,
        ['bin/intake.js', 'clients', 'create', '--name', `embedded-${round}`],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
      )
      embeddedCredentials.push(JSON.parse(stdout))
    }
    const embedded = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATA_DIR: dataDir })
    servers.push(embedded)
    const template = bodyTemplate('application-steps', 1000)
    const aloneWriteClient = await createClient(clients, 'write-alone')
    const aloneWritePool = openPostgres(url, { ...defaultConfig, databasePoolSize: 10 })
    const embeddedAlone = await openPglite(embeddedAloneDir)
    await migrate(embeddedAlone)
    const embeddedAloneClient = await createClient(createClientStore(embeddedAlone), 'write-alone')
    const rounds: {
      headline: Figures
      copy: Figures
      writeAlone: Figures
      bare: Figures
      embedded: Figures
      embeddedClientId: string
      embeddedWriteAlone: Figures
      resent: Figures
      corrected: Figures
      patch: Figures
    }[] = []
    let updatePath: Awaited<ReturnType<typeof prepareUpdatePath>> | undefined
    let patches: ((round: string) => Promise<Figures>) | undefined
    for (const [index, credentials] of embeddedCredentials.entries()) {
      const round = ROUNDS > 1 ? `, round ${index + 1}` : ''
      const headline = await batchCase('application-steps', 1000, 10, {
        name: `application-steps, 1000 per batch, 10 conn, PostgreSQL${round}`,
      })
      const copy = await copyLimit(url, 1000, 10, `PostgreSQL COPY, 1000 rows, 10 connections${round}`)
      await record(copy)
      updatePath ??= await prepareUpdatePath()
      const resent = await updatePath.same(round)
      await record(resent)
      const corrected = await updatePath.corrected(round)
      await record(corrected)
      const writeAlone = await writeAloneLimit(
        aloneWritePool,
        aloneWriteClient.client_id,
        1000,
        10,
        `the service's write alone (no HTTP), 1000 rows, 10 connections${round}`,
        url,
      )
      await record(writeAlone)
      const bareFigures = await load({
        name: `bare Fastify route (parse only), 1000, 10 conn${round}`,
        url: bare.url,
        path: '/v3/ats/application-steps',
        connections: 10,
        batchSize: 1000,
        body: (n) => template.replaceAll(PLACEHOLDER, `b${n}`),
      })
      await record(bareFigures)
      const embeddedToken = await tokenFor(embedded.url, credentials)
      const embeddedFigures = await load({
        name: `application-steps, 1000 per batch, 10 conn, embedded${round}`,
        url: embedded.url,
        path: '/v3/ats/application-steps',
        connections: 10,
        batchSize: 1000,
        headers: { authorization: `Bearer ${embeddedToken}`, prefer: 'return=minimal' },
        body: (n) => template.replaceAll(PLACEHOLDER, `e${n}`),
        ...(embedded.process.pid === undefined ? {} : { pid: embedded.process.pid }),
      })
      await record(embeddedFigures)
      const embeddedWriteAlone = await writeAloneLimit(
        embeddedAlone,
        embeddedAloneClient.client_id,
        1000,
        10,
        `the service's write alone (no HTTP), 1000 rows, 10 at once, embedded${round}`,
      )
      await record(embeddedWriteAlone)
      patches ??= await preparePatches()
      const patched = await patches(round)
      await record(patched)
      rounds.push({
        headline,
        copy,
        writeAlone,
        bare: bareFigures,
        embedded: embeddedFigures,
        embeddedClientId: credentials.client_id,
        embeddedWriteAlone,
        resent,
        corrected,
        patch: patched,
      })
    }
    await aloneWritePool.close()
    await bare.stop()
    await embedded.stop()
    const lite = await openPglite(dataDir)
    for (const round of rounds) {
      checkCounts(round.embedded, await storedRows(lite, 'application_steps', round.embeddedClientId), 10, 1000)
    }
    await lite.close()
    // The writes alone wait for every batch they send: what they stored is exactly what they acknowledged.
    const checkWritesAlone = (where: string, acknowledged: number, stored: number) => {
      checks.push(`the service's write alone${where}: acknowledged ${acknowledged}, stored ${stored}`)
      if (stored !== acknowledged) throw new Error(`stored rows do not match what the write alone acknowledged${where}`)
    }
    checkWritesAlone(
      '',
      rounds.reduce((sum, round) => sum + round.writeAlone.acknowledged, 0),
      await storedRows(db, 'application_steps', aloneWriteClient.client_id),
    )
    checkWritesAlone(
      ', embedded',
      rounds.reduce((sum, round) => sum + round.embeddedWriteAlone.acknowledged, 0),
      await storedRows(embeddedAlone, 'application_steps', embeddedAloneClient.client_id),
    )
    await embeddedAlone.close()

    const naive = await startServer(['--import', 'tsx', 'bench/servers/naive.ts'], { DATABASE_URL: url })
    servers.push(naive)
    await record(
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

    const sizes = QUICK ? [1000] : [100, 1000, 5000]
    const connectionCounts = QUICK ? [10] : [1, 10]
    for (const resource of Object.keys(RESOURCES) as ResourceName[]) {
      for (const size of sizes) {
        for (const connections of connectionCounts) {
          if (resource !== 'application-steps' || size !== 1000 || connections !== 10) {
            await batchCase(resource, size, connections)
          }
        }
      }
    }

    // Token issuance (scrypt-bound by design).
    {
      const credentials = await createClient(clients, 'tokens')
      await record(
        await load({
          name: 'POST /v3/oauth2/token, 10 conn',
          url: service.url,
          path: '/v3/oauth2/token',
          connections: 10,
          batchSize: 1,
          body: () => JSON.stringify(credentials),
        }),
      )
    }

    // Ingestion into a full table: the headline case again, in as many rounds, for a client that already
    // has STORED_STEPS application steps (loaded in SQL on the server, the indexes rebuilt after, then
    // vacuumed), judged on the median of its rounds against the median of the headline's.
    const storedCredentials = await createClient(clients, 'stored')
    const loading = performance.now()
    await withoutIndexes(db, ['application_steps'], () =>
      loadApplicationSteps(db, storedCredentials.client_id, STORED_STEPS),
    )
    await db.query('VACUUM (ANALYZE) application_steps')
    const loadSeconds = Math.round((performance.now() - loading) / 1000)
    console.log(`${STORED_STEPS} application steps stored, indexed and vacuumed in ${loadSeconds} s`)
    const fullRounds: Figures[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      fullRounds.push(
        await batchCase('application-steps', 1000, 10, {
          name: `application-steps, 1000 per batch, 10 conn, PostgreSQL, ${STORED_STEPS} already stored${ROUNDS > 1 ? `, round ${round}` : ''}`,
          credentials: storedCredentials,
          alreadyStored: await storedRows(db, 'application_steps', storedCredentials.client_id),
          keyTag: `${round}-`,
        }),
      )
    }
    await service.stop()

    const ratio = (a: number | undefined, b: number | undefined) =>
      a === undefined || b === undefined || b === 0 ? null : Math.round((a / b) * 100) / 100
    const perRound = (figure: (round: (typeof rounds)[number]) => number | null) => rounds.map(figure)
    const headlineRate = median(perRound((round) => round.headline.recordsPerSecond)) ?? undefined
    /** The issue's targets: application steps, 1000-item batches, 10 connections, PostgreSQL. */
    const targets: Target[] = [
      atLeast(
        'service / COPY',
        perRound((round) => ratio(round.headline.recordsPerSecond, round.copy.recordsPerSecond)),
        0.6,
      ),
      atLeast(
        'service / bare route',
        perRound((round) => ratio(round.headline.recordsPerSecond, round.bare.recordsPerSecond)),
        0.5,
      ),
      atMost(
        'p99 of a 1000-item batch (ms)',
        perRound((round) => round.headline.p99Ms),
        100,
      ),
      atMost(
        'p99 of a PATCH (ms)',
        perRound((round) => round.patch.p99Ms),
        10,
      ),
      atLeast(
        'update path (re-sent as they were) / insert path',
        perRound((round) => ratio(round.resent.recordsPerSecond, round.headline.recordsPerSecond)),
        0.7,
      ),
      atLeast(
        'embedded / PostgreSQL',
        perRound((round) => ratio(round.embedded.recordsPerSecond, round.headline.recordsPerSecond)),
        0.5,
      ),
      atLeast(
        `${STORED_STEPS} stored / empty table (median rounds; loaded in ${loadSeconds} s)`,
        ratio(median(fullRounds.map((f) => f.recordsPerSecond)) ?? undefined, headlineRate),
        0.8,
      ),
      atMost(
        'server RSS (MB), highest round',
        perRound((round) => round.headline.rssMb),
        250,
        highest,
      ),
    ]
    /** Where the gaps lie: in the statement, or around it, on each database; and what a correction costs. */
    const gaps = [
      {
        ratio: 'update path (re-sent with another source) / insert path',
        rounds: perRound((round) => ratio(round.corrected.recordsPerSecond, round.headline.recordsPerSecond)),
      },
      {
        ratio: "the service's write alone / COPY",
        rounds: perRound((round) => ratio(round.writeAlone.recordsPerSecond, round.copy.recordsPerSecond)),
      },
      {
        ratio: "service / the service's write alone",
        rounds: perRound((round) => ratio(round.headline.recordsPerSecond, round.writeAlone.recordsPerSecond)),
      },
      {
        ratio: "the embedded database's write alone / the service on PostgreSQL",
        rounds: perRound((round) => ratio(round.embeddedWriteAlone.recordsPerSecond, round.headline.recordsPerSecond)),
      },
      {
        ratio: "embedded / the embedded database's write alone",
        rounds: perRound((round) => ratio(round.embedded.recordsPerSecond, round.embeddedWriteAlone.recordsPerSecond)),
      },
    ].map((gap) => ({ ...gap, value: median(gap.rounds) }))
    console.log('\ntargets')
    for (const t of targets)
      console.log(
        `  ${t.target.padEnd(66)} ${String(t.value).padStart(6)}  ${t.met ? 'met' : 'NOT MET'}${t.rounds.length > 1 ? `  (rounds: ${t.rounds.join(', ')})` : ''}`,
      )
    console.log('\nwhere the gaps lie (median of the rounds)')
    for (const gap of gaps)
      console.log(`  ${gap.ratio.padEnd(66)} ${String(gap.value).padStart(6)}  (rounds: ${gap.rounds.join(', ')})`)
    console.log('\ncounts')
    for (const check of checks) console.log(`  ${check}`)

    const machine = MACHINE
    await mkdir(RESULTS_DIR, { recursive: true })
    const stamp = { date: new Date().toISOString(), quick: QUICK, machine, seconds: SECONDS }
    await writeFile(
      join(RESULTS_DIR, `${RESULTS_NAME}.json`),
      `${JSON.stringify({ ...stamp, figures, targets, gaps, checks }, null, 2)}\n`,
    )
    const table = [
      '| case | records/s | p50 ms | p99 ms | max ms | errors | server RSS MB | CPU ms per 1000: service | PostgreSQL |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...figures.map(
        (f) =>
          `| ${f.case} | ${f.recordsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} | ${f.errors} | ${f.rssMb ?? ''} | ${f.serviceCpuMs ?? ''} | ${f.databaseCpuMs ?? ''} |`,
      ),
    ]
    await writeFile(
      join(RESULTS_DIR, `${RESULTS_NAME}.md`),
      [
        `Run ${stamp.date} on ${machine}${QUICK ? ' (--quick)' : ''}, ${SECONDS} s per case after ${WARMUP_SECONDS} s of warm-up.`,
        '',
        ...table,
        '',
        '| target | measured | rounds | limit | met |',
        '|---|---:|---:|---:|---|',
        ...targets.map(
          (t) => `| ${t.target} | ${t.value ?? ''} | ${t.rounds.join(', ')} | ${t.limit} | ${t.met ? 'yes' : 'no'} |`,
        ),
        '',
        '| where the gaps lie | median | rounds |',
        '|---|---:|---:|',
        ...gaps.map((gap) => `| ${gap.ratio} | ${gap.value ?? ''} | ${gap.rounds.join(', ')} |`),
        '',
      ].join('\n'),
    )
    const failed = figures.filter((f) => f.errors > 0)
    if (failed.length > 0) throw new Error(`errors in: ${failed.map((f) => f.case).join('; ')}`)
  } finally {
    for (const server of servers) await server.stop()
    await db.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
    await rm(embeddedAloneDir, { recursive: true, force: true })
  }
}

await main()
