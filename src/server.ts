import { createServer } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import closeWithGrace from 'close-with-grace'
import pino, { type DestinationStream } from 'pino'
import { buildApp } from './app.ts'
import type { Config } from './config.ts'
import { isDatabaseUnavailable } from './db/errors.ts'
import { migrate } from './db/migrate.ts'
import { openDatabase, openDeliveryDatabase } from './db/open.ts'
import { trackConnectionsWithoutRequest } from './http/plugins/connections-without-request.ts'

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.')

/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

/** Readable lines on a terminal (pino-pretty, loaded only then); JSON lines otherwise, for a log collector. */
async function terminalLogStream(): Promise<DestinationStream | undefined> {
  if (!process.stdout.isTTY) return undefined
  const { default: pretty } = await import('pino-pretty')
  return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
}

/** The database, as the start line names it: never DATABASE_URL's user or password. */
function databaseOf(config: Config): string {
  if (config.databaseUrl === undefined) return `the embedded database in ${config.dataDir}`
  const url = new URL(config.databaseUrl)
  return `PostgreSQL at ${url.host || url.searchParams.get('host')}${url.pathname}`
}

/**
 * Fails as listening would when the port is taken, before the database is opened (and an embedded one
 * made and migrated) for nothing.
 */
async function refuseTakenPort({ host, port }: Config): Promise<void> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject).listen({ port, host, exclusive: true }, resolve)
  })
  await new Promise((resolve) => probe.close(resolve))
}

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const

/**
 * Notes SIGTERM or SIGINT received before the service listens, so that it stops once the step under
 * way (opening or migrating the database) is done, instead of dying in it. (Not `once`: the listener
 * would be gone when signal-exit, which proper-lockfile loads, looks for others, and it would kill.)
 */
function stopRequests() {
  let requested = false
  const note = () => {
    requested = true
  }
  for (const signal of STOP_SIGNALS) process.on(signal, note)
  return {
    requested: () => requested,
    end: () => {
      for (const signal of STOP_SIGNALS) process.removeListener(signal, note)
    },
  }
}

/**
 * `intake serve`: migrate, listen, and on SIGTERM or SIGINT stop accepting, finish, close the databases, exit 0.
 * When it cannot listen (the port taken), it throws before it opens the database: the command exits 1 at
 * once. A signal before it listens closes the database once opened or migrated, and it exits 0.
 */
export async function serve(config: Config): Promise<void> {
  // V8 lets the heap grow to several times its live size between full collections when a process
  // allocates fast, as a batch's parse and validation do: RSS tripled under load with no more live data.
  // A fixed growth factor bounds it without a hard heap limit (which would crash on a large batch).
  setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`)
  const logStream = await terminalLogStream()
  await refuseTakenPort(config)
  const stop = stopRequests()
  // The application's logger comes with the application, once the database is open and migrated.
  pino({ level: config.logLevel }, logStream).info(
    `starting: opening ${databaseOf(config)}, applying its pending migrations, then listening on ${config.host}:${config.port}`,
  )
  const db = await openDatabase(config, {
    // Nothing can be served until the process starts again: exit, for a supervisor to restart it.
    onLost: (error) => {
      console.error(`intake: ${error.message}`)
      process.exit(1)
    },
  })
  try {
    if (!stop.requested()) await migrate(db)
  } catch (error) {
    await db.close()
    if (config.databaseUrl !== undefined && isDatabaseUnavailable(error)) {
      throw new Error(`The database at DATABASE_URL does not answer: ${(error as Error).message}`)
    }
    throw error
  }
  if (stop.requested()) return db.close()
  const deliveryDb = await openDeliveryDatabase(config, db)
  const closeDatabases = async () => {
    await Promise.allSettled([db.close(), ...(deliveryDb === db ? [] : [deliveryDb.close()])])
  }
  // A start that fails here (a signing key that cannot be decrypted) closes the databases before it throws.
  const app = await buildApp({ config, db, deliveryDb, logStream }).catch(async (error: unknown) => {
    await closeDatabases()
    throw error
  })
  app.addHook('onClose', closeDatabases)
  // Keep-alive connections would hold the server open after shutdown starts: answers sent from then
  // on (the requests in flight) close their connection.
  const connectionsWithoutRequest = trackConnectionsWithoutRequest(app.server)
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    connectionsWithoutRequest.destroyAll()
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  if (config.metricsToken === undefined && !isLoopback(config.host)) {
    app.log.warn(
      `GET /metrics is open to anyone who reaches ${config.host}:${config.port}: set METRICS_TOKEN, ` +
        'or keep /metrics off the routes of the load balancer',
    )
  }
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // Nothing was served: close the database and let the command fail (exit 1) now. The graceful
    // shutdown below is installed only once listening: its handler ends the process with status 0.
    await app.close()
    throw error
  }
  const shutdown = closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an uncaught error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
    app.log.info('stopped')
  })
  // Only once the shutdown listens: a signal without a listener, even for a moment, would kill the
  // process, and one caught but not yet delivered would be lost.
  stop.end()
  if (stop.requested()) await shutdown.close()
}
