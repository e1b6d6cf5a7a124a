import assert from 'node:assert/strict'
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setImmediate, setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '../src/db/database.ts'
import { isDatabaseUnavailable, sqlState, UNIQUE_VIOLATION } from '../src/db/errors.ts'
import { DataDirectoryInUseError, openPglite } from '../src/db/pglite.ts'
import { onPostgres } from './helpers.ts'

/**
 * The embedded database's driver (src/db/pglite.ts): PGlite on a thread of its own, behind the same
 * interface as the PostgreSQL pool. The rest of the suite runs through it; these tests pin what the
 * thread changes: the event loop stays free, transactions stay exclusive, errors keep their SQLSTATE.
 */
describe('the embedded database', { skip: onPostgres && 'the embedded driver: run without TEST_DATABASE_URL' }, () => {
  let db: Database
  before(async () => {
    db = await openPglite('memory://')
    await db.query('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)')
  })
  after(() => db.close())

  test('a statement runs on its own thread: the event loop turns while it runs', async () => {
    let turned = false
    const timer = setTimeout(() => {
      turned = true
    }, 20)
    await db.query('SELECT pg_sleep(0.5)')
    clearTimeout(timer)
    assert.ok(turned, 'a 20 ms timer did not fire during a 500 ms statement')
  })

  test('parameters and rows cross the thread as they are', async () => {
    const [row] = await db.query('SELECT $1::text AS text, $2::int8 AS big, $3::text[] AS list, $4::text AS nothing', [
      'quote " backslash \\ emoji 🎉',
      '9007199254740993',
      ['a', null, '"b"'],
      null,
    ])
    assert.deepEqual(row, {
      text: 'quote " backslash \\ emoji 🎉',
      big: 9007199254740993n,
      list: ['a', null, '"b"'],
      nothing: null,
    })
  })

  test('a transaction is committed when its work resolves, and other statements wait for it', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes VALUES (1, 'first')")
      await held
      await tx.query("INSERT INTO notes VALUES (2, 'second')")
      return 'done'
    })
    const reading = db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes')
    release()
    assert.equal(await transaction, 'done')
    assert.deepEqual(await reading, [{ n: 2 }], 'the read ran after the transaction, not inside it')
  })

  test('a transaction whose work throws is rolled back, and the error is the work’s own', async () => {
    const failure = new Error('the work failed')
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes VALUES (3, 'third')")
        throw failure
      }),
      (error) => error === failure,
    )
    assert.deepEqual(await db.query('SELECT id FROM notes WHERE id = 3'), [])
  })

  test('a failed statement is an Error with its SQLSTATE and detail', async () => {
    const error = await db.query("INSERT INTO notes VALUES (1, 'again')").catch((caught: unknown) => caught)
    assert.ok(error instanceof Error)
    assert.equal(sqlState(error), UNIQUE_VIOLATION)
    assert.match(error.message, /duplicate key value violates unique constraint "notes_pkey"/)
    assert.match(String((error as { detail?: unknown }).detail), /Key \(id\)=\(1\) already exists/)
    assert.equal(isDatabaseUnavailable(error), false)
    assert.deepEqual(await db.query('SELECT 1 AS still'), [{ still: 1 }], 'the database goes on serving')
  })

  test('once closed, statements are refused as the database being unavailable (503)', async () => {
    const closing = await openPglite('memory://')
    await closing.close()
    const error = await closing.query('SELECT 1').catch((caught: unknown) => caught)
    assert.ok(isDatabaseUnavailable(error), String(error))
  })

  test('checkpoints when PostgreSQL’s checkpointer would for the log written, not before: its files stay within max_wal_size', async () => {
    // A backend alone never checkpoints by itself: without the thread’s checkpoints, each round's 21 MB of
    // log would stay, and the last checkpoint would stay the one the database started from. With
    // max_wal_size at 32 MB, a checkpoint is due after 32 / (1 + 0.9) = 16.8 MB of log.
    const walDb = await openPglite('memory://', { settings: { max_wal_size: '32MB' } })
    const lastCheckpoint = async () =>
      (await walDb.query<{ redo: string }>('SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()'))[0]?.redo
    try {
      await walDb.query('CREATE TABLE filler (body text NOT NULL)')
      const started = await lastCheckpoint()
      await walDb.query("INSERT INTO filler SELECT repeat('x', 1000) FROM generate_series(1, 1000)")
      for (let look = 0; look < 25; look++) await lastCheckpoint().then(() => sleep(100))
      assert.equal(await lastCheckpoint(), started, 'a checkpoint after 1 MB of log, where 16.8 MB are due')
      for (let round = 1; round <= 3; round++) {
        const before = await lastCheckpoint()
        await walDb.query("INSERT INTO filler SELECT repeat('x', 1000) FROM generate_series(1, 20000)")
        const deadline = Date.now() + 15_000
        while ((await lastCheckpoint()) === before && Date.now() < deadline) await sleep(100)
        assert.notEqual(await lastCheckpoint(), before, `no checkpoint within 15 s of round ${round}'s log`)
      }
      const [wal] = await walDb.query<{ bytes: number }>('SELECT sum(size)::float8 AS bytes FROM pg_ls_waldir()')
      assert.ok(wal !== undefined && wal.bytes <= 48 * 2 ** 20, `pg_wal holds ${wal?.bytes} bytes after 64 MB of log`)
    } finally {
      await walDb.close()
    }
  })
})

describe('the embedded database’s directory', {
  skip: onPostgres && 'the embedded driver: run without TEST_DATABASE_URL',
}, () => {
  let parent: string
  before(async () => {
    parent = await mkdtemp(join(tmpdir(), 'intake-embedded-'))
  })
  after(() => rm(parent, { recursive: true, force: true }))

  test('is locked while open, and keeps its data once closed', async () => {
    const dataDir = join(parent, 'data')
    const db = await openPglite(dataDir)
    try {
      await db.query('CREATE TABLE kept (value text)')
      await db.query("INSERT INTO kept VALUES ('still here')")
      await assert.rejects(openPglite(dataDir), DataDirectoryInUseError)
    } finally {
      await db.close()
    }
    const reopened = await openPglite(dataDir)
    try {
      assert.deepEqual(await reopened.query('SELECT value FROM kept'), [{ value: 'still here' }])
    } finally {
      await reopened.close()
    }
  })

  test('that cannot be opened is reported, and left unlocked', async () => {
    const dataDir = join(parent, 'damaged')
    await mkdir(join(dataDir, 'base'), { recursive: true })
    await writeFile(join(dataDir, 'PG_VERSION'), '7\n')
    for (let attempt = 1; attempt <= 2; attempt++) {
      await assert.rejects(openPglite(dataDir), (error: Error) => {
        assert.match(error.message, /^The embedded database in .*damaged could not be opened: /)
        return true
      })
    }
  })

  test('is private from the first write: while it is made and first written, no file in it is readable by group or other at any moment polled', async () => {
    const dataDir = join(parent, 'first-start')
    const exposed = new Map<string, string>()
    let mostEntriesSeen = 0
    let watching = true
    const watch = (async () => {
      while (watching) {
        const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => [])
        mostEntriesSeen = Math.max(mostEntriesSeen, entries.length)
        for (const entry of entries) {
          const path = join(entry.parentPath, entry.name)
          // An entry may be gone by now (a temporary file renamed): it was seen, not its mode.
          const mode = entry.isSymbolicLink()
            ? 0
            : await stat(path).then(
                (stats) => stats.mode & 0o777,
                () => 0,
              )
          if ((mode & 0o077) !== 0) exposed.set(path, mode.toString(8))
        }
        await setImmediate()
      }
    })()
    const previousUmask = process.umask(0o022)
    try {
      const db = await openPglite(dataDir)
      try {
        await db.query('CREATE TABLE secrets (value text)')
        await db.query("INSERT INTO secrets SELECT repeat('x', 100) FROM generate_series(1, 2000)")
        await db.query('CHECKPOINT')
      } finally {
        watching = false
        await watch
        await db.close()
      }
    } finally {
      watching = false
      process.umask(previousUmask)
    }
    assert.ok(mostEntriesSeen > 100, `${mostEntriesSeen} entries seen at most: the polls missed the start`)
    const some = [...exposed].slice(0, 5).map(([path, mode]) => `${path} ${mode}`)
    assert.equal(
      exposed.size,
      0,
      `${exposed.size} files readable by group or other while it started: ${some.join(', ')}`,
    )
  })

  test('and every file in it are private to the service user, whatever the umask, an earlier install mended', async () => {
    const dataDir = join(parent, 'private')
    const modesOf = async () => {
      const modes = new Map<string, string>([[dataDir, ((await stat(dataDir)).mode & 0o777).toString(8)]])
      for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
        const path = join(entry.parentPath, entry.name)
        if (!entry.isSymbolicLink()) modes.set(path, ((await stat(path)).mode & 0o777).toString(8))
      }
      return modes
    }
    const previousUmask = process.umask(0o022)
    try {
      const first = await openPglite(dataDir)
      await first.close()
      // As an earlier release left it, under umask 022: 0755 and 0644 (0666 for what PGlite wrote itself).
      for (const path of (await modesOf()).keys()) {
        await chmod(path, (await stat(path)).isDirectory() ? 0o755 : 0o666)
      }
      process.umask(0o022)
      const db = await openPglite(dataDir)
      try {
        // New relation files and write-ahead log written after the opening.
        await db.query('CREATE TABLE secrets (value text)')
        await db.query("INSERT INTO secrets SELECT repeat('x', 100) FROM generate_series(1, 2000)")
        await db.query('CHECKPOINT')
        assert.equal(((await stat(dataDir)).mode & 0o777).toString(8), '700', 'the folder, while open')
      } finally {
        await db.close()
      }
      const modes = await modesOf()
      assert.ok(modes.size > 100, `${modes.size} entries`)
      const open = [...modes].filter(([path, mode]) => mode !== (path === dataDir ? '700' : '600') && mode !== '700')
      assert.deepEqual(open, [], 'every folder 0700, every file 0600')
      const files = [...modes].filter(([, mode]) => mode === '600')
      assert.ok(files.length > 100, `${files.length} files`)
    } finally {
      process.umask(previousUmask)
    }
  })
})
