import { Worker } from 'node:worker_threads'
import { backgroundWorkSampler, cpuPressureSampler, diskWriteSampler } from '../processes.ts'
import type { Figures } from './measure.ts'
import type { Answer, GeneratorData, GeneratorMessage } from './open-loop-generator.ts'
import { SECONDS, WARMUP_SECONDS } from './options.ts'

/** The count of each non-2xx status and connection error, and of the requests left unanswered. */
function errorKinds(answers: readonly Answer[], count: number): Record<string, number> {
  const kinds: Record<string, number> = {}
  for (const { ok, kind } of answers) if (!ok) kinds[kind] = (kinds[kind] ?? 0) + 1
  if (answers.length < count) kinds['unanswered after 30 s'] = count - answers.length
  return kinds
}

/**
 * The service's garbage-collector pauses of over 10 ms so far (all kinds), from its /metrics (prom-client's
 * `nodejs_gc_duration_seconds`, whose buckets start at 1 and 10 ms).
 */
async function collectorPausesOver10Ms(serviceUrl: string): Promise<number> {
  const text = await (await fetch(`${serviceUrl}/metrics`)).text()
  let pauses = 0
  for (const line of text.split('\n')) {
    const bucket = /^nodejs_gc_duration_seconds_bucket\{(.*)\} (\d+)$/.exec(line)
    if (bucket === null) continue
    const [, labels = '', count = '0'] = bucket
    if (labels.includes('le="+Inf"')) pauses += Number(count)
    else if (labels.includes('le="0.01"')) pauses -= Number(count)
  }
  return pauses
}

/**
 * Starts watching what happens besides the load, when the measured run starts: the service's collector
 * pauses, the disks, the machine's CPU pressure, and what its PostgreSQL server does (vacuums,
 * checkpoints, writes). The function it returns reads them all at the end of the run.
 */
function watchMeasuredRun(serviceUrl: string, pid: number | undefined, databaseUrl: string | undefined) {
  const pausesAtStart = collectorPausesOver10Ms(serviceUrl)
  const disk = diskWriteSampler(pid)
  const cpuPressure = cpuPressureSampler()
  const server = databaseUrl === undefined ? undefined : backgroundWorkSampler(databaseUrl)
  return async () => {
    // Read first: the reads below take time past the end of the load.
    const pressure = cpuPressure()
    return {
      servicePauses: (await collectorPausesOver10Ms(serviceUrl)) - (await pausesAtStart),
      disk: disk(),
      cpuPressure: pressure,
      server: await (await server)?.(),
    }
  }
}

const quantile = (values: number[], q: number) =>
  Math.round(values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0)

/**
 * An open-loop load: request n starts at its scheduled time, start + n / rate, whatever happened to
 * the ones before, on a free keep-alive connection (a new one when none is free), and its latency is
 * counted from that scheduled time, not from when it could be sent. A service that falls behind is
 * charged for the queue it builds (no coordinated omission, which a closed loop such as autocannon's,
 * and its `overallRate`, would hide). A request still unanswered when the run ends counts as an error.
 * The requests are sent from a thread of its own (open-loop-generator.ts), whose own delays are reported.
 */
export async function openLoop(options: {
  name: string
  url: string
  method?: 'POST' | 'PATCH'
  /** Request n goes to `paths[n % paths.length]`. */
  paths: readonly string[]
  headers?: Record<string, string>
  /** Request n's body: `template` with each `placeholder` replaced by `tag` followed by n. */
  body: { template: string; placeholder: string; tag: string }
  /** Requests per second, scheduled evenly. */
  rate: number
  /** Records each request carries, for the records per second. */
  batchSize: number
  /** The service's database: what it does besides during the measured run is reported. */
  databaseUrl?: string
  /** The service's process, whose writes to disk are told apart. */
  pid?: number
}): Promise<Figures> {
  const data: GeneratorData = {
    url: options.url,
    method: options.method ?? 'POST',
    paths: options.paths,
    headers: options.headers ?? {},
    ...options.body,
    rate: options.rate,
    warmUpSeconds: WARMUP_SECONDS,
    seconds: SECONDS,
  }
  // Node 20 does not give a worker the main thread's TypeScript loader: the generator comes through tsx's API.
  const generatorUrl = JSON.stringify(new URL('./open-loop-generator.ts', import.meta.url).href)
  const generator = new Worker(
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${generatorUrl}, ${generatorUrl}))`,
    { eval: true, workerData: data },
  )
  let measuredRun: ReturnType<typeof watchMeasuredRun> | undefined
  const done = await new Promise<Extract<GeneratorMessage, { kind: 'done' }>>((resolve, reject) => {
    generator.on('message', (message: GeneratorMessage) => {
      if (message.kind === 'measuring') measuredRun = watchMeasuredRun(options.url, options.pid, options.databaseUrl)
      else resolve(message)
    })
    generator.on('error', reject)
    generator.on('exit', (code) => reject(new Error(`the open loop's generator exited with ${code}`)))
  })
  const besides = await measuredRun?.()
  const server = besides?.server
  const { answers, count, seconds } = done
  const ok = answers.filter((answer) => answer.ok).length
  const latencies = answers.map((answer) => answer.latency)
  return {
    case: options.name,
    recordsPerSecond: Math.round((ok * options.batchSize) / seconds),
    requestsPerSecond: Math.round(ok / seconds),
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    maxMs: Math.round(Math.max(0, ...latencies)),
    errors: count - ok,
    errorKinds: errorKinds(answers, count),
    rssMb: null,
    serviceCpuMs: null,
    databaseCpuMs: null,
    acknowledged: (done.warmUpOk + ok) * options.batchSize,
    ...(server === undefined ? {} : { besides: server.work }),
    generator: {
      lateP99Ms: quantile(
        answers.map((answer) => answer.late),
        0.99,
      ),
      longestStallMs: done.longestStallMs,
    },
    ...(besides === undefined
      ? {}
      : {
          serviceCollectorPausesOver10Ms: besides.servicePauses,
          ...(besides.cpuPressure === undefined ? {} : { cpuPressure: besides.cpuPressure }),
          disk: { ...besides.disk, ...(server === undefined ? {} : { postgres: server.writes }) },
        }),
  }
}
