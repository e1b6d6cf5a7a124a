import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Actor } from '../src/auth/clients.ts'
import { createScratchDatabase, freePort, type ScratchDatabase } from '../test/scratch.ts'

export { freePort } from '../test/scratch.ts'

/** What the benchmark and the soak share: a database of their own, the service as a process, its memory and CPU, a token. */

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

export const MACHINE = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`

/** Whom the audit log names for the clients the benchmark and the soak make. */
export const BENCH_ACTOR: Actor = { kind: 'cli', osUser: 'bench' }

const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh database on BENCH_DATABASE_URL's server, named after `purpose`; drop() removes it. */
export function createBenchDatabase(purpose: string): Promise<ScratchDatabase> {
  return createScratchDatabase(BENCH_DATABASE_URL, `intake_bench_${purpose}`)
}

/**
 * The service as configured, but for the protections that would refuse the very load being measured:
 * the rate limits, a client's rejections in the hour (the rejection case sends more), the cost budget's
 * share of one client, and shedding on the event loop's delay or on the queries waiting for the
 * database (an open loop that falls behind queues requests: their latency is what it measures). Each
 * has its own tests. A funnel report is computed for each request timed, not answered from the one
 * before.
 */
export const SERVICE_ENV = {
  REQUESTS_PER_MINUTE: '1000000000',
  TOKEN_ATTEMPTS_PER_MINUTE: '1000000000',
  TOKEN_ATTEMPTS_PER_MINUTE_PER_ADDRESS: '1000000000',
  MAX_REJECTIONS_PER_CLIENT: '1000000000',
  MAX_EVENT_LOOP_DELAY_MS: '60000',
  MAX_DATABASE_WAITING: '1000000',
  EXPENSIVE_READS_PER_CLIENT: '1000000',
  EXPENSIVE_READS_WAIT_MS: '60000',
  REPORT_RESULTS_KEPT_MS: '1',
}

export interface Server {
  readonly url: string
  readonly process: ChildProcess
  stop(): Promise<void>
}

/** `node <args>` listening on a free port of 127.0.0.1; resolves once it answers. */
export async function startServer(args: string[], env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  // SERVICE_LOG=<file>: the service's warnings and errors appended there (CI prints them when the soak fails).
  const log = process.env.SERVICE_LOG ? openSync(process.env.SERVICE_LOG, 'a') : undefined
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', log ?? 'ignore', 'inherit'],
  })
  if (log !== undefined) closeSync(log)
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    try {
      await fetch(`${url}/v3/`)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/** A process's resident memory in MB (Linux /proc); 0 once it is gone. */
export function rssOf(pid: number | undefined): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)
  } catch {
    return 0
  }
}

/** Samples a process's resident memory every 200 ms until stopped; returns the peak in MB. */
export function rssSampler(pid: number | undefined) {
  let peak = rssOf(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid))
  }, 200)
  return () => {
    clearInterval(timer)
    return Math.max(peak, rssOf(pid))
  }
}

/** CPU seconds (user and system) a process has used so far (Linux /proc); 0 once it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    // The fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/**
 * A token for the client, asked as a contract client does: a 429 or 503 (the node's secret-hashing
 * queue refuses a third request waiting from one address) is retried after its `Retry-After`.
 */
export async function tokenFor(url: string, credentials: { client_id: string; client_secret: string }) {
  for (;;) {
    const answer = await fetch(`${url}/v3/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
    if (answer.status === 200) return ((await answer.json()) as { access_token: string }).access_token
    if (answer.status !== 429 && answer.status !== 503) {
      throw new Error(`token request answered ${answer.status}: ${await answer.text()}`)
    }
    await answer.body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 1_000 * Number(answer.headers.get('retry-after') ?? 1)))
  }
}
