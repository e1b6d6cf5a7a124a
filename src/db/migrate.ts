import { readdir, readFile } from 'node:fs/promises'
import type { Database } from './database.ts'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)
/** Any fixed number: it names the lock that serialises nodes migrating at the same time. */
const MIGRATION_LOCK = 4_242_001

/**
 * Applies the SQL files of db/migrations in name order, each once, all in one transaction that holds
 * an advisory lock: two nodes starting at once apply them once, the second waits and finds them done.
 * Returns the names of the files it applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const applied = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    )
    const pending = files.filter((name) => !applied.has(name))
    for (const name of pending) {
      const sql = await readFile(new URL(name, MIGRATIONS_DIR), 'utf8')
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
    }
    return pending
  })
}

/** Migration files hold plain statements separated by `;` at the end of a line (no functions or DO blocks). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement !== '')
}
