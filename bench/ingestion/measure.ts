import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Database } from '../../src/db/database.ts'
import { type Alongside, createRecordStore } from '../../src/db/record-store.ts'
import { applicationSteps } from '../../src/domain/application-steps.ts'
import { type CpuPressure, cpuSampler, type DiskWrites, type PostgresWrites, rssSampler } from '../processes.ts'
import { SECONDS, WARMUP_SECONDS } from './options.ts'
import { applicationStep } from './rows.ts'

/**
 * The measures: a load over HTTP (autocannon), with the server's memory and the CPU of the service and
 * of its database connections; the limits measured without HTTP (COPY, the service's write alone); the
 * rows a client has stored, which a case's acknowledgements are checked against.
 */

export interface Figures {
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
  /** What PostgreSQL did besides during the measured run (open loops): vacuums, checkpoints. */
  readonly besides?: readonly string[]
  /**
   * The open loop's own delays, which its latencies include: the p99 of how late it sent a request,
   * and its event loop's longest stall (an answer that came during it is counted late by as much).
   */
  readonly generator?: { readonly lateP99Ms: number; readonly longestStallMs: number }
  /** The service's garbage-collector pauses of over 10 ms during the measured run (open loops). */
  readonly serviceCollectorPausesOver10Ms?: number
  /** How long runnable tasks waited for a core during the measured run (open loops, on Linux). */
  readonly cpuPressure?: CpuPressure
  /** What the disks did during the measured run (open loops): the machine, each process, PostgreSQL's own writes. */
  readonly disk?: DiskWrites & { readonly postgres?: PostgresWrites }
}

/** CPU milliseconds per 1000 records, to a tenth. */
export const cpuPerThousand = (seconds: number | null, records: number) =>
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

export async function load(options: {
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
export async function measureLimit(
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
export async function copyLimit(url: string, batchSize: number, connections: number, name: string): Promise<Figures> {
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
 * the embedded database). What the service adds to it is HTTP, JSON and validation. `alongside` is
 * written in each batch's transaction, as the service writes its ingestion counters there.
 */
export async function writeAloneLimit(
  db: Database,
  clientId: string,
  batchSize: number,
  connections: number,
  name: string,
  options: { databaseUrl?: string; alongside?: Alongside } = {},
) {
  const store = createRecordStore(db, applicationSteps)
  // Each call's keys are its own, so that every round inserts.
  const run = randomBytes(4).toString('hex')
  let batchNumber = 0
  return measureLimit(name, options.databaseUrl, batchSize, connections, async () => {
    const tag = `alone-${run}-${batchNumber++}`
    const rows = Array.from({ length: batchSize }, (_, i) => applicationStep(tag, i))
    await store.storeBatchWithoutIds(clientId, rows as never, options.alongside)
  })
}

/** The rows one client has in a table: what a case's acknowledgements are checked against. */
export async function storedRows(db: Database, table: string, clientId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [
    clientId,
  ])
  return row?.n ?? 0
}
