import { readdir, readFile } from 'node:fs/promises'
import type { Database, Queryable } from './database.ts'

// From this folder's parent, as from every folder one deep: dist/ holds this module in a chunk of the
// bundle (dist/chunks/, or dist/cli/), and the migrations in dist/db/ (scripts/build.js).
const MIGRATIONS_DIR = new URL('../db/migrations/', import.meta.url)
/** Any fixed number: it names the lock that serialises nodes migrating at the same time. */
const MIGRATION_LOCK = 4_242_001

/**
 * Applies the SQL files of db/migrations in name order, each once, all in one transaction that holds
 * an advisory lock: two nodes starting at once apply them once, the second waits and finds them done.
 * Returns the names of the files it applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles()
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

/**
 * The migrations not yet applied, without applying any (for the commands that must not change the
 * schema): all of them on a database that was never migrated.
 */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const files = await migrationFiles()
  const [table] = await db.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present")
  if (!table?.present) return files
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  )
  return files.filter((name) => !applied.has(name))
}

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()
}

/** Migration files hold plain statements separated by `;` at the end of a line (no functions or DO blocks). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement !== '')
}
