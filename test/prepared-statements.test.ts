import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { MAX_PREPARED_STATEMENTS, openPostgres } from '../src/db/postgres.ts'
import { createTestDatabase, onPostgres, type TestDatabase, testConfig } from './helpers.ts'

/**
 * Statements asked to be prepared (one record read or patched) are parsed and planned once per
 * connection of the PostgreSQL pool, then run again by name; a bounded number of texts.
 */

const SKIP = onPostgres ? false : 'prepared statements are PostgreSQL’s: needs TEST_DATABASE_URL'

describe('prepared statements', { skip: SKIP }, () => {
  let database: TestDatabase
  before(async () => {
    database = await createTestDatabase()
  })
  after(() => database.drop())

  /** One connection, so that every query runs where pg_prepared_statements can see what it prepared. */
  const oneConnection = () => openPostgres(database.url as string, { ...testConfig(), databasePoolSize: 1 })
  const preparedTexts = async (db: ReturnType<typeof openPostgres>) =>
    (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).map((row) => row.statement)

  test('a statement asked to be prepared is prepared once and run again by name; others are not prepared', async () => {
    const db = oneConnection()
    try {
      const read = 'SELECT $1::int + 1 AS n'
      for (const n of [1, 2, 3]) assert.deepEqual(await db.query(read, [n], { prepare: true }), [{ n: n + 1 }])
      await db.query('SELECT $1::int * 2 AS n', [5])
      assert.deepEqual(await preparedTexts(db), [read])
    } finally {
      await db.close()
    }
  })

  test(`past ${MAX_PREPARED_STATEMENTS} texts, statements asked to be prepared run unprepared, and right`, async () => {
    const db = oneConnection()
    try {
      for (let i = 0; i <= MAX_PREPARED_STATEMENTS; i++) {
        assert.deepEqual(await db.query(`SELECT $1::int + ${i} AS n`, [1], { prepare: true }), [{ n: 1 + i }])
      }
      const prepared = await preparedTexts(db)
      assert.equal(prepared.length, MAX_PREPARED_STATEMENTS)
      assert.ok(!prepared.includes(`SELECT $1::int + ${MAX_PREPARED_STATEMENTS} AS n`))
    } finally {
      await db.close()
    }
  })
})
