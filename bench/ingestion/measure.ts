import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Database } from '../../src/db/database.ts'
import { SECONDS, WARMUP_SECONDS } from '../options.ts'
import { cpuSecondsOf, rssSampler } from '../processes.ts'
import { applicationStep } from './rows.ts'

/**
 * The measures: a closed-loop load over HTTP (autocannon) with the server's memory and CPU, an open
 * loop, PostgreSQL's COPY of the same rows, and the rows a client has stored.
 */

export interface Figures {
  readonly case: string
  readonly recordsPerSecond: number
  readonly requestsPerSecond: number
  readonly p50Ms: number
  readonly p99Ms: number
  readonly errors: number
  /** The count of each non-2xx status, of timeouts and of connection errors. */
  readonly errorKinds: Record<string, number>
  /** The server's peak resident memory, and its CPU per 1000 records, when it is a process of ours. */
  readonly rssMb: number | null
  readonly serviceCpuMs: number | null
  /** Records acknowledged (2xx) over the warm-up and the measured run. */
  readonly acknowledged: number
}

const quantile = (sorted: readonly number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)

/** A closed loop: `connections` clients, each sending its next request when the last is answered. */
export async function load(options: {
  name: string
  url: string
  method?: 'POST' | 'PATCH'
  path: string
  connections: number
  batchSize: number
  headers?: Record<string, string>
  body: (request: number) => string
  /** The path of request n, when it is not always `path`. */
  pathOf?: (request: number) => string
  pid?: number | undefined
  /** The status every answer must have (a batch of bad items: 400); by default any 2xx. */
  status?: number
  /** The measured run's length, when it is not SECONDS. */
  seconds?: number
  /** Called with request n's number when its 2xx answer arrives. */
  acknowledged?: (request: number) => void
}): Promise<Figures> {
  let request = 0
  const run = (duration: number) =>
    autocannon({
      url: options.url,
      connections: options.connections,
      duration,
      // A slow answer is measured rather than dropped (autocannon gives up after 10 s by default).
      timeout: 30,
      requests: [
        {
          method: options.method ?? 'POST',
          path: options.path,
          headers: { 'content-type': 'application/json', ...options.headers },
          setupRequest: (req, context: { n?: number }) => {
            const n = request++
            // autocannon hands the answer the context of its request (one request in flight per connection).
            context.n = n
            return { ...req, body: options.body(n), ...(options.pathOf ? { path: options.pathOf(n) } : {}) }
          },
          ...(options.acknowledged === undefined
            ? {}
            : {
                onResponse: (status: number, _body: string, context: { n?: number }) => {
                  if (status >= 200 && status < 300 && context.n !== undefined) options.acknowledged?.(context.n)
                },
              }),
        },
      ],
    })
  const warmUp = await run(WARMUP_SECONDS)
  const stopRss = rssSampler(options.pid)
  const cpuAtStart = cpuSecondsOf(options.pid)
  const result = await run(options.seconds ?? SECONDS)
  const cpu = cpuSecondsOf(options.pid) - cpuAtStart
  const rssMb = stopRss()
  const expected = (status: string) =>
    options.status === undefined ? status.startsWith('2') : status === String(options.status)
  const answered = (figures: typeof result) =>
    Object.entries(figures.statusCodeStats ?? {}).reduce(
      (sum, [status, stats]) => sum + (expected(status) ? (stats?.count ?? 0) : 0),
      0,
    )
  const records = answered(result) * options.batchSize
  const errorKinds: Record<string, number> = {}
  let unexpected = 0
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!expected(status) && count) errorKinds[status] = count
    if (!expected(status)) unexpected += count ?? 0
  }
  if (result.timeouts > 0) errorKinds.timeouts = result.timeouts
  if (result.errors > result.timeouts) errorKinds['connection errors'] = result.errors - result.timeouts
  return {
    case: options.name,
    recordsPerSecond: Math.round(records / result.duration),
    requestsPerSecond: Math.round(answered(result) / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's errors include its timeouts.
    errors: result.errors + unexpected,
    errorKinds,
    rssMb: options.pid === undefined ? null : rssMb,
    serviceCpuMs: options.pid === undefined || records === 0 ? null : Math.round((cpu * 1e7) / records) / 10,
    acknowledged: (answered(warmUp) + answered(result)) * options.batchSize,
  }
}

/**
 * An open loop: request n starts at its scheduled time, start + n / rate, whatever happened to the ones
 * before, and its latency counts from that time, so that a service that falls behind is charged for the
 * queue it builds (a closed loop such as autocannon's would hide it). A request unanswered 30 s after
 * the run counts as an error.
 */
export async function openLoop(options: {
  name: string
  url: string
  method?: 'POST' | 'PATCH'
  /** Request n goes to `paths[n % paths.length]`. */
  paths: readonly string[]
  headers: Record<string, string>
  body: (request: number) => string
  /** Requests per second, scheduled evenly. */
  rate: number
  batchSize: number
}): Promise<Figures> {
  let next = 0
  const send = async (n: number, scheduled: number) => {
    try {
      const answer = await fetch(`${options.url}${options.paths[n % options.paths.length]}`, {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: options.body(n),
      })
      await answer.arrayBuffer()
      return { latency: performance.now() - scheduled, kind: String(answer.status) }
    } catch (error) {
      return { latency: performance.now() - scheduled, kind: (error as Error).message }
    }
  }
  const run = async (seconds: number) => {
    const started = performance.now()
    const count = Math.max(1, Math.round(seconds * options.rate))
    const pending: Promise<{ latency: number; kind: string }>[] = []
    for (let i = 0; i < count; i++) {
      const scheduled = started + (i * 1000) / options.rate
      const wait = scheduled - performance.now()
      if (wait > 1) await sleep(wait)
      pending.push(send(next++, scheduled))
    }
    const answers = (await Promise.race([Promise.all(pending), sleep(30_000).then(() => [])])) ?? []
    const ok = answers.filter((answer) => answer.kind.startsWith('2'))
    return { answers, ok: ok.length, count, seconds: (performance.now() - started) / 1000 }
  }
  const warmUp = await run(WARMUP_SECONDS)
  const { answers, ok, count, seconds } = await run(SECONDS)
  const errorKinds: Record<string, number> = {}
  for (const { kind } of answers) if (!kind.startsWith('2')) errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
  if (answers.length < count) errorKinds['unanswered after 30 s'] = count - answers.length
  const latencies = answers.map((answer) => answer.latency).sort((a, b) => a - b)
  return {
    case: options.name,
    recordsPerSecond: Math.round((ok * options.batchSize) / seconds),
    requestsPerSecond: Math.round(ok / seconds),
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    errors: count - ok,
    errorKinds,
    rssMb: null,
    serviceCpuMs: null,
    acknowledged: (warmUp.ok + ok) * options.batchSize,
  }
}

/**
 * PostgreSQL's own bulk path, the limit the service is judged against: COPY of the same rows into a
 * table with the same columns and indexes, in batches of the same size on as many connections.
 */
export async function copyLimit(url: string, batchSize: number, connections: number, name: string): Promise<Figures> {
  const columns = Object.keys(applicationStep('x', 0))
  const csvCell = (value: unknown) => `"${String(value).replaceAll('"', '""')}"`
  // Each call's keys are its own: the rounds COPY into the same table.
  const run = randomBytes(4).toString('hex')
  let batches = 0
  const batchCsv = () => {
    const tag = `copy-${run}-${batches++}`
    return Array.from({ length: batchSize }, (_, i) => {
      const row = applicationStep(tag, i) as Record<string, unknown>
      return `copy,${columns.map((column) => csvCell(row[column])).join(',')}\n`
    }).join('')
  }
  const sql = `COPY copy_application_steps (client_id, ${columns.join(', ')}) FROM STDIN (FORMAT csv)`
  const clients = Array.from({ length: connections }, () => new pg.Client({ connectionString: url }))
  await Promise.all(clients.map((client) => client.connect()))
  try {
    const latencies: number[] = []
    const copyUntil = (deadline: number) =>
      Promise.all(
        clients.map(async (client) => {
          while (Date.now() < deadline) {
            const started = performance.now()
            await pipeline(Readable.from([batchCsv()]), client.query(copyFrom(sql)))
            latencies.push(performance.now() - started)
          }
        }),
      )
    await copyUntil(Date.now() + WARMUP_SECONDS * 1000)
    const warmUpBatches = latencies.length
    latencies.length = 0
    const started = Date.now()
    await copyUntil(started + SECONDS * 1000)
    const seconds = (Date.now() - started) / 1000
    latencies.sort((a, b) => a - b)
    return {
      case: name,
      recordsPerSecond: Math.round((latencies.length * batchSize) / seconds),
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: quantile(latencies, 0.5),
      p99Ms: quantile(latencies, 0.99),
      errors: 0,
      errorKinds: {},
      rssMb: null,
      serviceCpuMs: null,
      acknowledged: (warmUpBatches + latencies.length) * batchSize,
    }
  } finally {
    await Promise.all(clients.map((client) => client.end()))
  }
}

/** The rows one client has in a table: what a case's acknowledgements are checked against. */
export async function storedRows(db: Database, table: string, clientId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`, [
    clientId,
  ])
  return row?.n ?? 0
}
