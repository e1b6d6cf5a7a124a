import http from 'node:http'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { backgroundWorkSampler } from '../processes.ts'
import type { Figures } from './measure.ts'
import { SECONDS, WARMUP_SECONDS } from './options.ts'

interface Answer {
  readonly latency: number
  /** How late the generator sent it: from its scheduled start to the request's being written. */
  readonly late: number
  readonly ok: boolean
  /** The status, or the connection error's code. */
  readonly kind: string
}

/** The count of each non-2xx status and connection error, and of the requests left unanswered. */
function errorKinds(results: readonly Answer[], count: number): Record<string, number> {
  const kinds: Record<string, number> = {}
  for (const { ok, kind } of results) if (!ok) kinds[kind] = (kinds[kind] ?? 0) + 1
  if (results.length < count) kinds['unanswered after 30 s'] = count - results.length
  return kinds
}

/**
 * An open-loop load: request n starts at its scheduled time, start + n / rate, whatever happened to
 * the ones before, on a free keep-alive connection (a new one when none is free), and its latency is
 * counted from that scheduled time, not from when it could be sent. A service that falls behind is
 * charged for the queue it builds (no coordinated omission, which a closed loop such as autocannon's,
 * and its `overallRate`, would hide). A request still unanswered when the run ends counts as an error.
 */
export async function openLoop(options: {
  name: string
  url: string
  method?: 'POST' | 'PATCH'
  /** The path of request n. */
  pathOf: (request: number) => string
  headers?: Record<string, string>
  body: (request: number) => string
  /** Requests per second, scheduled evenly. */
  rate: number
  /** Records each request carries, for the records per second. */
  batchSize: number
  /** The service's database: what it does besides during the measured run is reported. */
  databaseUrl?: string
}): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  const target = new URL(options.url)
  let next = 0
  const send = (n: number, scheduled: number) =>
    new Promise<Answer>((resolve) => {
      const body = options.body(n)
      const late = performance.now() - scheduled
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: options.method ?? 'POST',
          path: options.pathOf(n),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...options.headers,
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            const status = response.statusCode ?? 0
            resolve({ latency: performance.now() - scheduled, late, ok: status < 300, kind: String(status) })
          })
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ latency: performance.now() - scheduled, late, ok: false, kind: error.code ?? error.message }),
      )
      request.end(body)
    })
  const run = async (seconds: number) => {
    const started = performance.now()
    const count = Math.max(1, Math.round(seconds * options.rate))
    const answers: Promise<Answer>[] = []
    for (let i = 0; i < count; i++) {
      const scheduled = started + (i * 1000) / options.rate
      const wait = scheduled - performance.now()
      if (wait > 1) await sleep(wait)
      answers.push(send(next++, scheduled))
    }
    const settled = await Promise.race([Promise.all(answers), sleep(30_000).then(() => undefined)])
    const results = settled ?? []
    const ok = results.filter((result) => result.ok).length
    return { results, ok, count, seconds: (performance.now() - started) / 1000 }
  }
  try {
    const warmUp = await run(WARMUP_SECONDS)
    const besides = options.databaseUrl === undefined ? undefined : await backgroundWorkSampler(options.databaseUrl)
    const stalls = monitorEventLoopDelay({ resolution: 1 })
    stalls.enable()
    const { results, ok, count, seconds } = await run(SECONDS)
    stalls.disable()
    const quantile = (values: number[], q: number) =>
      Math.round(values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0)
    const latencies = results.map((result) => result.latency)
    const at = (q: number) => quantile(latencies, q)
    return {
      case: options.name,
      recordsPerSecond: Math.round((ok * options.batchSize) / seconds),
      requestsPerSecond: Math.round(ok / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: Math.round(latencies.at(-1) ?? 0),
      errors: count - ok,
      errorKinds: errorKinds(results, count),
      rssMb: null,
      serviceCpuMs: null,
      databaseCpuMs: null,
      acknowledged: (warmUp.ok + ok) * options.batchSize,
      ...(besides === undefined ? {} : { besides: await besides() }),
      generator: {
        lateP99Ms: quantile(
          results.map((result) => result.late),
          0.99,
        ),
        longestStallMs: Math.round(stalls.max / 1e6),
      },
    }
  } finally {
    agent.destroy()
  }
}
