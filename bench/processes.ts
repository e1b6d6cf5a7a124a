import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createScratchDatabase, freePort, type ScratchDatabase } from '../test/scratch.ts'

export { freePort } from '../test/scratch.ts'

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
  // SERVICE_LOG=<file>: the service's log lines (warnings and errors) appended there, to read what
  // happened when a run fails (an uncaught error is logged there before the process exits 1). The child
  // holds its own copy of the descriptor: this process closes its one once the child is started.
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

/** The ids of the machine's processes (Linux /proc). */
const processIds = (): string[] => readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))

/** The PostgreSQL server processes serving connections to `database` (their command line names it). */
function backendsOf(database: string): number[] {
  return processIds()
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

/** What PostgreSQL's server wrote during a measured run: its log (WAL) and the data pages it wrote out. */
export interface PostgresWrites {
  readonly walMb: number
  /** Pages logged whole, the first change of each page after a checkpoint (`full_page_writes`). */
  readonly walFullPageImages: number
  /** Data pages written out by the checkpointer, the background writer and the backends. */
  readonly pagesMb: number
}

/**
 * Watches what PostgreSQL does besides the load, from now until stopped: what each autovacuum worker and
 * each manual VACUUM or ANALYZE worked on (`autovacuum: VACUUM ANALYZE public.application_steps`, say),
 * sampled every 100 ms, and the checkpoints that ended, in words; and what the server wrote.
 */
export async function backgroundWorkSampler(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const counters = async () => {
    const { rows } = await client.query<{ checkpoints: string; wal: string; fpi: string; pages: string }>(
      `SELECT checkpoints_timed + checkpoints_req AS checkpoints, wal_bytes AS wal, wal_fpi AS fpi,
              (buffers_checkpoint + buffers_clean + buffers_backend) * current_setting('block_size')::int AS pages
       FROM pg_stat_bgwriter, pg_stat_wal`,
    )
    const [row] = rows
    return {
      checkpoints: Number(row?.checkpoints),
      wal: Number(row?.wal),
      fpi: Number(row?.fpi),
      pages: Number(row?.pages),
    }
  }
  const atStart = await counters()
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
  return async (): Promise<{ work: string[]; writes: PostgresWrites }> => {
    clearInterval(timer)
    await sampling
    const atEnd = await counters()
    await client.end()
    const ended = atEnd.checkpoints - atStart.checkpoints
    return {
      work: [...maintenance, ...(ended > 0 ? [`${ended} checkpoint${ended > 1 ? 's' : ''}`] : [])],
      writes: {
        walMb: Math.round((atEnd.wal - atStart.wal) / 2 ** 20),
        walFullPageImages: atEnd.fpi - atStart.fpi,
        pagesMb: Math.round((atEnd.pages - atStart.pages) / 2 ** 20),
      },
    }
  }
}

/** Bytes each process has caused to be written so far (Linux /proc/<pid>/io `write_bytes`, counted when it dirties a page). */
function bytesWrittenByProcess(): Map<number, { command: string; bytes: number }> {
  const written = new Map<number, { command: string; bytes: number }>()
  for (const pid of processIds()) {
    try {
      const bytes = Number(/^write_bytes: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0)
      written.set(Number(pid), { command: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(), bytes })
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  return written
}

/** The pages the machine has written to its disks so far (Linux /proc/vmstat), in bytes; 0 elsewhere. */
function bytesWrittenToDisk(): number {
  try {
    return Number(/^nr_written (\d+)$/m.exec(readFileSync('/proc/vmstat', 'utf8'))?.[1] ?? 0) * 4096
  } catch {
    return 0
  }
}

/** What the disks did during a measured run, in MB. */
export interface DiskWrites {
  /** What the whole machine wrote to its disks (/proc/vmstat): whoever dirtied the pages, and whenever. */
  readonly writtenMb: number
  /**
   * The pages dirtied during the run, by whom: PostgreSQL's processes, the service, the benchmark itself
   * (the embedded write alone runs in it), and every other process. Linux counts a page each time it
   * turns dirty, whole, at the size of the kernel's page (folio) holding it: a large one dirtied again
   * after each write counts again each time.
   */
  readonly dirtiedMb: {
    readonly postgres: number
    readonly service: number
    readonly benchmark: number
    readonly others: number
  }
}

/**
 * Watches the disks from now until stopped. A process that starts meanwhile counts from zero; one that
 * ends is not counted (Linux keeps no count of it).
 */
export function diskWriteSampler(servicePid: number | undefined): () => DiskWrites {
  const writerOf = (pid: number, command: string) => {
    if (pid === servicePid) return 'service'
    if (pid === process.pid) return 'benchmark'
    return command === 'postgres' ? 'postgres' : 'others'
  }
  const machineAtStart = bytesWrittenToDisk()
  const atStart = bytesWrittenByProcess()
  return () => {
    const dirtied = { postgres: 0, service: 0, benchmark: 0, others: 0 }
    for (const [pid, { command, bytes }] of bytesWrittenByProcess()) {
      const during = bytes - (atStart.get(pid)?.bytes ?? 0)
      dirtied[writerOf(pid, command)] += during
    }
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
    return {
      writtenMb: mb(bytesWrittenToDisk() - machineAtStart),
      dirtiedMb: {
        postgres: mb(dirtied.postgres),
        service: mb(dirtied.service),
        benchmark: mb(dirtied.benchmark),
        others: mb(dirtied.others),
      },
    }
  }
}

/**
 * The share of a run during which some runnable task waited for a core (Linux's CPU pressure, `some`:
 * the machine's figure, each core's stall weighted by how busy it was), in percent.
 */
export interface CpuPressure {
  /** Over the whole run. */
  readonly runPercent: number
  /** Over the worst of its samples of about 100 ms (a sample is late when the cores are busy, and longer). */
  readonly worst100MsPercent: number
}

/** Linux's count of the microseconds during which at least one runnable task waited for a core; undefined elsewhere. */
function cpuWaitedMicroseconds(): number | undefined {
  try {
    const total = /^some .*total=(\d+)$/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1]
    return total === undefined ? undefined : Number(total)
  } catch {
    return undefined
  }
}

/**
 * Watches the machine's CPU pressure (Linux's pressure stall information, /proc/pressure/cpu `some`) from
 * now until stopped, every 100 ms: on two cores that the service, PostgreSQL and the load share, a request
 * that waits for a core is late by as much. Undefined where the kernel does not tell.
 */
export function cpuPressureSampler(): () => CpuPressure | undefined {
  const waitedAtStart = cpuWaitedMicroseconds()
  if (waitedAtStart === undefined) return () => undefined
  const atStart = { waited: waitedAtStart, at: performance.now() }
  let previous = atStart
  let worstShare = 0
  const sample = () => {
    const waited = cpuWaitedMicroseconds()
    if (waited === undefined) return previous
    const now = { waited, at: performance.now() }
    // The last window, cut short by the end of the run, is too short to tell a share.
    if (now.at - previous.at >= 50) {
      worstShare = Math.max(worstShare, (now.waited - previous.waited) / 1000 / (now.at - previous.at))
    }
    previous = now
    return now
  }
  const timer = setInterval(sample, 100)
  return () => {
    clearInterval(timer)
    const end = sample()
    return {
      runPercent: Math.round((100 * (end.waited - atStart.waited)) / 1000 / (end.at - atStart.at)),
      worst100MsPercent: Math.round(100 * worstShare),
    }
  }
}
