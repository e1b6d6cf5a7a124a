import type { Config } from '../config.ts'
import type { Database } from './database.ts'

/**
 * The database the configuration names: a PostgreSQL server with DATABASE_URL, else the embedded one
 * in DATA_DIR. Each driver is loaded only when chosen; kept apart from database.ts, which the drivers import.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl !== undefined) {
    const { openPostgres } = await import('./postgres.ts')
    return openPostgres(config.databaseUrl, config)
  }
  const { openPglite } = await import('./pglite.ts')
  return openPglite(config.dataDir)
}
