import { migrate } from '../src/db/migrate.ts'
import { openPglite } from '../src/db/pglite.ts'

/** The files (a tarball) of a new embedded database with every migration applied: what test databases start from. */
export async function makeMigratedSnapshot(): Promise<Uint8Array> {
  const db = await openPglite('memory://')
  try {
    await migrate(db)
    return await db.snapshot()
  } finally {
    await db.close()
  }
}
