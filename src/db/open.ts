import type { Config } from '../config.ts'
import type { Database } from './database.ts'

export interface OpenOptions {
  /** Open only a database made earlier (the embedded one: fail where DATA_DIR holds none, and create nothing). */
  readonly existing?: boolean
  /**
   * Called if the database is lost for good: the embedded database's thread died. (A PostgreSQL
   * server's connections are opened again as needed, so it is never called there.)
   */
  readonly onLost?: (error: Error) => void
}

/**
 * The database the configuration names: a PostgreSQL server with DATABASE_URL, else the embedded one
 * in DATA_DIR. Each driver is loaded only when chosen; kept apart from database.ts, which the drivers import.
 */
export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    const { openPostgres } = await import('./postgres.ts')
    return openPostgres(config.databaseUrl, config)
  }
  const { openPglite } = await import('./pglite.ts')
  return openPglite(config.dataDir, options)
}

/**
 * The connections that deliver webhooks (webhooks/delivery.ts): on PostgreSQL a pool of their own,
 * WEBHOOK_DATABASE_CONNECTIONS (docs/operations.md says why); `db` itself for the embedded database,
 * whose one connection serves everything.
 */
export async function openDeliveryDatabase(config: Config, db: Database): Promise<Database> {
  if (config.databaseUrl === undefined) return db
  const { openPostgres } = await import('./postgres.ts')
  return openPostgres(
    config.databaseUrl,
    { ...config, databasePoolSize: config.webhookDatabaseConnections },
    'intake webhooks',
  )
}
