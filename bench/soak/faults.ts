import pg from 'pg'
import type { PostgresServer } from './postgres-server.ts'
import type { RedisServer } from './redis-server.ts'
import type { SoakService } from './service.ts'

/** The faults the soak injects mid-run; each returns when it is over, with the windows it lasted. */

export const FAULTS = [
  'none',
  'postgres-restart',
  'postgres-restarts',
  'redis-restart',
  'service-kill',
  'client-disconnect',
] as const
export type FaultName = (typeof FAULTS)[number]

export interface FaultWindow {
  readonly start: number
  readonly end: number
}

export interface FaultTargets {
  readonly postgres: PostgresServer
  readonly service: SoakService
  /** The rate limits' shared counters; undefined where Redis is not installed (redis-restart then does nothing). */
  readonly redis: RedisServer | undefined
  /** How long the database stays down in the postgres-restart scenario. */
  readonly outageMs: number
}

/** The postgres-restarts scenario: this many blows, each at a random moment after the one before. */
export const RESTARTS = 10
const RESTART_GAP_MS = { min: 300, max: 2_500 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const randomBetween = ({ min, max }: { min: number; max: number }) => min + Math.random() * (max - min)

/** How long a scenario needs at least, whatever --seconds says: postgres-restarts must land all its blows. */
export function minimumSeconds(name: FaultName): number {
  return name === 'postgres-restarts' ? Math.ceil((RESTARTS * (RESTART_GAP_MS.max + 1_500)) / 1000) + 8 : 0
}

export async function injectFault(name: FaultName, targets: FaultTargets): Promise<FaultWindow[]> {
  const start = Date.now()
  switch (name) {
    case 'postgres-restart':
      // A fast stop ends the sessions in flight; the pause makes the outage long enough to be seen.
      await targets.postgres.stop()
      await sleep(targets.outageMs)
      await targets.postgres.start()
      return [{ start, end: Date.now() }]
    case 'postgres-restarts':
      return restartRepeatedly(targets.postgres)
    case 'redis-restart':
      // Killed, not stopped: the service's connection breaks mid-command, as on a crash of Redis.
      if (targets.redis === undefined) return []
      await targets.redis.stop()
      await sleep(targets.outageMs)
      await targets.redis.start()
      return [{ start, end: Date.now() }]
    case 'service-kill':
      await targets.service.kill()
      await targets.service.restart()
      return [{ start, end: Date.now() }]
    case 'none':
    case 'client-disconnect':
      // The client loops cut their own requests all along the run.
      return []
  }
}

/**
 * Ten blows at random moments, unannounced to the service: half of them a restart of the server (a fast
 * stop ends every session, as a failover or a minor upgrade does), half `pg_terminate_backend` on every
 * session of the service (as an operator or a connection pooler does). Either reaches a connection
 * checked out of the pool between two statements of a transaction, or in the middle of a COPY.
 */
async function restartRepeatedly(postgres: PostgresServer): Promise<FaultWindow[]> {
  const windows: FaultWindow[] = []
  for (let blow = 0; blow < RESTARTS; blow++) {
    await sleep(randomBetween(RESTART_GAP_MS))
    const start = Date.now()
    if (blow % 2 === 0) {
      await postgres.stop()
      await postgres.start()
    } else {
      await terminateServiceSessions(postgres.url)
    }
    windows.push({ start, end: Date.now() })
  }
  return windows
}

async function terminateServiceSessions(url: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'intake' AND pid <> pg_backend_pid()`,
    )
  } finally {
    await admin.end()
  }
}
