import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createScratchDatabase, freePort, type ScratchDatabase } from '../scripts/scratch.ts'

export { freePort } from '../scripts/scratch.ts'

/** What the benchmarks share: a database of their own, the service as a process of its own, its memory, a token. */

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The machine, as the results name it. */
export const MACHINE = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`

/** The server the benchmarks create their databases on. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh database on BENCH_DATABASE_URL's server, named after `purpose`; drop() removes it. */
export function createBenchDatabase(purpose: string): Promise<ScratchDatabase> {
  return createScratchDatabase(BENCH_DATABASE_URL, `intake_bench_${purpose}`)
}

/**
 * The service as configured, but for the protections that would refuse the very load being measured:
 * the rate limits, and shedding on the event loop's delay or on the queries waiting for the database
 * (an open loop that falls behind queues hundreds of requests: their latency is what it measures, where
 * shedding would answer them 503 at once). Each has its own tests (rate-limits, overload).
 */
export const SERVICE_ENV = {
  REQUESTS_PER_MINUTE: '1000000000',
  TOKEN_ATTEMPTS_PER_MINUTE: '1000000000',
  TOKEN_ATTEMPTS_PER_MINUTE_PER_ADDRESS: '1000000000',
  MAX_EVENT_LOOP_DELAY_MS: '60000',
  MAX_DATABASE_WAITING: '1000000',
}

export interface Server {
  readonly url: string
  readonly process: ChildProcess
  stop(): Promise<void>
}

export async function startServer(args: string[], env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
    try {
      await fetch(`${url}/v3/`, { method: 'GET' })
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/** Samples a process's resident memory (Linux /proc) until stopped; returns the peak in MB. */
export function rssSampler(pid: number | undefined) {
  let peak = 0
  const timer = setInterval(async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    peak = Math.max(peak, kb / 1024)
  }, 200)
  return () => {
    clearInterval(timer)
    return Math.round(peak)
  }
}

/** CPU seconds (user and system) a process has used so far; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // The fields after the command name, which may itself hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** The PostgreSQL server processes serving connections to `database` (their command line names it). */
function backendsOf(database: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // "postgres: [cluster: ]user database address state"
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        return title.startsWith('postgres: ') && title.includes(` ${database} `)
      } catch {
        return false
      }
    })
    .map(Number)
}

/**
 * Where the machine's CPU goes while a case runs: the service process and the database's backends. A
 * pool opens and closes connections during a case, so the backends are looked for every 200 ms: one
 * that started meanwhile counts from zero, and one that ended counts up to its last reading. Stop
 * returns CPU seconds.
 */
export function cpuSampler(servicePid: number | undefined, databaseUrl: string | undefined) {
  const database = databaseUrl === undefined ? undefined : new URL(databaseUrl).pathname.slice(1)
  const serviceStart = servicePid === undefined ? 0 : cpuSecondsOf(servicePid)
  const atStart = new Map<number, number>()
  const latest = new Map<number, number>()
  const read = () => {
    if (database === undefined) return
    for (const pid of backendsOf(database)) {
      const seconds = cpuSecondsOf(pid)
      if (seconds > 0) latest.set(pid, seconds)
    }
  }
  read()
  for (const [pid, seconds] of latest) atStart.set(pid, seconds)
  const timer = setInterval(read, 200)
  return () => {
    clearInterval(timer)
    read()
    let databaseSeconds = 0
    for (const [pid, seconds] of latest) databaseSeconds += seconds - (atStart.get(pid) ?? 0)
    return {
      service: servicePid === undefined ? null : cpuSecondsOf(servicePid) - serviceStart,
      database: latest.size === 0 ? null : databaseSeconds,
    }
  }
}

export async function tokenFor(url: string, credentials: { client_id: string; client_secret: string }) {
  const answer = await fetch(`${url}/v3/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  return ((await answer.json()) as { access_token: string }).access_token
}

/**
 * Watches what PostgreSQL does besides the load, from now until stopped: what each autovacuum worker and
 * each manual VACUUM or ANALYZE worked on (`autovacuum: VACUUM ANALYZE public.application_steps`, say),
 * sampled every 100 ms, and the checkpoints that ended. Returns them in words.
 */
export async function backgroundWorkSampler(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const checkpoints = async () =>
    Number(
      (await client.query<{ n: string }>('SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter'))
        .rows[0]?.n,
    )
  const atStart = await checkpoints()
  const maintenance = new Set<string>()
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling
      .then(async () => {
        const { rows } = await client.query<{ work: string }>(
          `SELECT CASE
               WHEN activity.backend_type = 'autovacuum worker' THEN activity.query
               WHEN vacuum.pid IS NOT NULL THEN 'vacuum of ' || vacuum.relid::regclass::text
               ELSE 'analyze of ' || analysis.relid::regclass::text
             END || CASE WHEN activity.datname <> current_database() THEN ' (database ' || activity.datname || ')' ELSE '' END AS work
           FROM pg_stat_activity AS activity
           LEFT JOIN pg_stat_progress_vacuum AS vacuum USING (pid)
           LEFT JOIN pg_stat_progress_analyze AS analysis USING (pid)
           WHERE (activity.backend_type = 'autovacuum worker' AND activity.query <> '')
             OR vacuum.pid IS NOT NULL OR analysis.pid IS NOT NULL`,
        )
        for (const row of rows) maintenance.add(row.work)
      })
      .catch(() => {})
  }, 100)
  return async (): Promise<string[]> => {
    clearInterval(timer)
    await sampling
    const ended = (await checkpoints()) - atStart
    await client.end()
    return [...maintenance, ...(ended > 0 ? [`${ended} checkpoint${ended > 1 ? 's' : ''}`] : [])]
  }
}
