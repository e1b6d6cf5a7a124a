import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import lockfile from 'proper-lockfile'
import type { Database } from './database.ts'

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError'
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, in this process.
 * One process at a time may open a data directory, so it is locked for as long as it is open;
 * `memory://` opens a throw-away database (tests).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://')
  let unlock = async () => {}
  if (!inMemory) {
    await mkdir(dataDir, { recursive: true })
    try {
      unlock = await lockfile.lock(dataDir, { stale: 15_000, update: 5_000 })
    } catch (error) {
      if ((error as { code?: string }).code !== 'ELOCKED') throw error
      throw new DataDirectoryInUseError(
        `The embedded database in ${dataDir} is in use by another process (a running "intake serve"?). ` +
          'Stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
      )
    }
  }
  const db = await PGlite.create(inMemory ? undefined : dataDir)
  // PGlite has a single connection: operations queue for it. Counted here, for the pool metrics.
  let pending = 0
  const counted = async <T>(operation: () => Promise<T>): Promise<T> => {
    pending++
    try {
      return await operation()
    } finally {
      pending--
    }
  }
  return {
    kind: 'pglite',
    query: (sql, params) => counted(async () => (await db.query(sql, params as unknown[] | undefined)).rows as never),
    // transaction() holds the connection exclusively, so concurrent requests wait their turn.
    transaction: (work) =>
      counted(() =>
        db.transaction((tx) =>
          work({ query: async (sql, params) => (await tx.query(sql, params as never)).rows as never }),
        ),
      ),
    poolStats: () => ({ total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(0, pending - 1) }),
    async close() {
      await db.close()
      await unlock()
    },
  }
}
