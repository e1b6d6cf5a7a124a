import http from 'node:http'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parentPort, workerData } from 'node:worker_threads'

/**
 * The open loop's load generator, on a thread of its own (open-loop.ts starts it): the benchmark's main
 * thread holds the embedded database and every case's bodies, and a full collection of that heap stopped
 * the generator for up to 32 ms, which the open loop counted as the service's latency.
 */

/** What the generator is told: request n goes to `paths[n % paths.length]` with `template`'s `placeholder` replaced by `tag` + n. */
export interface GeneratorData {
  readonly url: string
  readonly method: 'POST' | 'PATCH'
  readonly paths: readonly string[]
  readonly headers: Record<string, string>
  readonly template: string
  readonly placeholder: string
  readonly tag: string
  /** Requests per second, scheduled evenly. */
  readonly rate: number
  readonly warmUpSeconds: number
  readonly seconds: number
}

/** What it answers: 'measuring' when the measured run starts, then the run's answers. */
export type GeneratorMessage =
  | { readonly kind: 'measuring' }
  | {
      readonly kind: 'done'
      readonly warmUpOk: number
      readonly answers: readonly Answer[]
      readonly count: number
      readonly seconds: number
      readonly longestStallMs: number
    }

export interface Answer {
  readonly latency: number
  /** How late the generator sent it: from its scheduled start to the request's being written. */
  readonly late: number
  readonly ok: boolean
  /** The status, or the connection error's code. */
  readonly kind: string
}

async function generate(data: GeneratorData, post: (message: GeneratorMessage) => void) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  const target = new URL(data.url)
  let next = 0
  const send = (n: number, scheduled: number) =>
    new Promise<Answer>((resolve) => {
      const body = data.template.replaceAll(data.placeholder, `${data.tag}${n}`)
      const late = performance.now() - scheduled
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: data.method,
          path: data.paths[n % data.paths.length],
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...data.headers,
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
    const count = Math.max(1, Math.round(seconds * data.rate))
    const pending: Promise<Answer>[] = []
    for (let i = 0; i < count; i++) {
      const scheduled = started + (i * 1000) / data.rate
      const wait = scheduled - performance.now()
      if (wait > 1) await sleep(wait)
      pending.push(send(next++, scheduled))
    }
    const answers = (await Promise.race([Promise.all(pending), sleep(30_000).then(() => undefined)])) ?? []
    return { answers, count, seconds: (performance.now() - started) / 1000 }
  }
  try {
    const warmUp = await run(data.warmUpSeconds)
    post({ kind: 'measuring' })
    const stalls = monitorEventLoopDelay({ resolution: 1 })
    stalls.enable()
    const measured = await run(data.seconds)
    stalls.disable()
    post({
      kind: 'done',
      warmUpOk: warmUp.answers.filter((answer) => answer.ok).length,
      ...measured,
      longestStallMs: Math.round(stalls.max / 1e6),
    })
  } finally {
    agent.destroy()
  }
}

if (parentPort !== null) {
  const port = parentPort
  await generate(workerData as GeneratorData, (message) => port.postMessage(message))
}
