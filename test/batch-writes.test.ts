import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { createClient } from '../src/auth/clients.ts'
import type { Database, Queryable, QueryOptions } from '../src/db/database.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import type { RecordOfResource } from '../src/domain/resource.ts'
import {
  createTestDatabase,
  onPostgres,
  storedApplicationStep,
  TEST_ACTOR,
  type TestDatabase,
  watchingStatements,
} from './helpers.ts'

/**
 * How the record store writes a batch: new keys with one COPY (ids drawn first only when they are
 * wanted), a batch that meets stored keys with the upsert (which rewrites only the records whose values
 * changed), and a client that re-sends straight to the upsert. Whichever way, the stored records and
 * their ids are the same.
 */

type Step = RecordOfResource<typeof applicationSteps>

function step(applicationId: string, overrides: Partial<Step> = {}): Step {
  return storedApplicationStep({
    candidate_ats_id: `C-${applicationId}`,
    application_ats_id: applicationId,
    ...overrides,
  }) as Step
}

/** The database as it is, noting which way each write went: ids drawn, COPY, upsert. */
function noting(db: Database): { db: Database; writes: string[] } {
  const writes: string[] = []
  const wayOf = (statement: string) => {
    if (statement.includes('nextval')) writes.push('ids')
    if (statement.startsWith('COPY ')) writes.push('copy')
    if (statement.includes('ON CONFLICT')) writes.push('upsert')
  }
  return { writes, db: watchingStatements(db, wayOf) }
}

describe('writing a batch', () => {
  let database: TestDatabase
  const newClient = async () => (await createClient(database.db, TEST_ACTOR, { name: 'batch-writes' })).client_id
  const storedCount = async (clientId: string) => {
    const [row] = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_steps WHERE client_id = $1',
      [clientId],
    )
    return row?.n
  }
  before(async () => {
    database = await createTestDatabase()
  })
  after(() => database.drop())

  test('a batch of new keys is stored with one COPY, each record under the id it was given', async () => {
    const { db, writes } = noting(database.db)
    const store = createRecordStore(db, applicationSteps)
    const clientId = await newClient()
    const batch = [step('A-1', { source: 'jobboard-a' }), step('A-2'), step('A-3')]
    const ids = await store.storeBatch(clientId, batch)
    assert.deepEqual(writes, ['ids', 'copy'])
    assert.equal(new Set(ids).size, 3)
    for (const [i, id] of ids.entries()) assert.deepEqual(await store.findById(clientId, id), batch[i])
  })

  test('a batch that meets a stored key is upserted whole: stored keys keep their ids, nothing is stored twice', async () => {
    const { db, writes } = noting(database.db)
    const store = createRecordStore(db, applicationSteps)
    const clientId = await newClient()
    const [first] = await store.storeBatch(clientId, [step('A-1')])
    const ids = await store.storeBatch(clientId, [step('A-0'), step('A-1', { source: 'corrected' }), step('A-2')])
    assert.deepEqual(writes, ['ids', 'copy', 'ids', 'copy', 'upsert'])
    assert.equal(ids[1], first)
    assert.equal((await store.findById(clientId, first as number))?.source, 'corrected')
    assert.equal(await storedCount(clientId), 3)
  })

  test("a client's batches after one that met stored keys go straight to the upsert, until one inserts every record", async () => {
    const { db, writes } = noting(database.db)
    const store = createRecordStore(db, applicationSteps)
    const clientId = await newClient()
    await store.storeBatch(clientId, [step('A-1')])
    await store.storeBatch(clientId, [step('A-1')])
    await store.storeBatch(clientId, [step('A-1'), step('A-2')])
    await store.storeBatch(clientId, [step('A-3'), step('A-4')])
    await store.storeBatch(clientId, [step('A-5')])
    assert.deepEqual(writes, ['ids', 'copy', 'ids', 'copy', 'upsert', 'upsert', 'upsert', 'ids', 'copy'])
    assert.equal(await storedCount(clientId), 5)
  })

  test("one client's re-sending leaves another client's new batches on COPY", async () => {
    const { db, writes } = noting(database.db)
    const store = createRecordStore(db, applicationSteps)
    const [resending, sendingNew] = [await newClient(), await newClient()]
    await store.storeBatch(resending, [step('A-1')])
    await store.storeBatch(resending, [step('A-1')])
    writes.length = 0
    await store.storeBatch(sendingNew, [step('A-1')])
    await store.storeBatch(resending, [step('A-2')])
    assert.deepEqual(writes, ['ids', 'copy', 'upsert'])
  })

  test('a re-send with the same values leaves each record as it was, updated_at included, and answers its id; other values rewrite it', async () => {
    const store = createRecordStore(database.db, applicationSteps)
    const clientId = await newClient()
    const ids = await store.storeBatch(clientId, [step('A-1'), step('A-2'), step('A-3')])
    await database.db.query(`UPDATE application_steps SET updated_at = '2000-01-01T00:00:00Z' WHERE client_id = $1`, [
      clientId,
    ])
    const batch = [step('A-0'), step('A-1'), step('A-2', { source: 'corrected' }), step('A-3')]
    const again = await store.storeBatch(clientId, batch)
    assert.deepEqual(again.slice(1), ids)
    assert.equal(new Set(again).size, 4)
    for (const [i, id] of again.entries()) assert.deepEqual(await store.findById(clientId, id), batch[i])
    const times = await database.db.query<{ application_ats_id: string; untouched: boolean }>(
      `SELECT application_ats_id, updated_at = '2000-01-01T00:00:00Z' AS untouched
       FROM application_steps WHERE client_id = $1 ORDER BY application_ats_id`,
      [clientId],
    )
    assert.deepEqual(times, [
      { application_ats_id: 'A-0', untouched: false },
      { application_ats_id: 'A-1', untouched: true },
      { application_ats_id: 'A-2', untouched: false },
      { application_ats_id: 'A-3', untouched: true },
    ])
  })

  test('a correction of a field no index holds is an update in place, with its time noted beside the table; one of source is not in place', async () => {
    // The transaction's own updates, and those done in place (HOT): the backend's counts read when the
    // transaction starts and again when the batch is written (alongside), on its one connection.
    const COUNTS = `SELECT pg_stat_get_xact_tuples_updated('application_steps'::regclass) AS all,
      pg_stat_get_xact_tuples_hot_updated('application_steps'::regclass) AS hot`
    const countsOn = async (tx: Queryable) => {
      const [row] = await tx.query<{ all: string | number; hot: string | number }>(COUNTS)
      return [Number(row?.all), Number(row?.hot)]
    }
    let atStart: number[] = []
    const { db } = database
    const counting: Database = {
      ...db,
      transaction: (work) =>
        db.transaction(async (tx) => {
          atStart = await countsOn(tx)
          return work(tx)
        }),
    }
    const store = createRecordStore(counting, applicationSteps)
    const clientId = await newClient()
    await store.storeBatch(clientId, [step('A-1'), step('A-2')])
    const updatesOf = async (batch: Step[]) => {
      let updates: number[] = []
      await store.storeBatch(clientId, batch, async (tx) => {
        const after = await countsOn(tx)
        updates = after.map((count, i) => count - (atStart[i] ?? 0))
      })
      return updates
    }
    const retitled = { job_offer_title: 'Head baker' }
    assert.deepEqual(await updatesOf([step('A-1', retitled), step('A-2', retitled)]), [2, 2])
    const elsewhere = { source: 'elsewhere' }
    assert.deepEqual(await updatesOf([step('A-1', elsewhere), step('A-2', elsewhere)]), [2, 0])
    const notes = await database.db.query<{ noted: boolean }>(
      `SELECT changes.changed_at = steps.updated_at AS noted
       FROM application_steps AS steps JOIN application_steps_changes AS changes USING (client_id, id)
       WHERE steps.client_id = $1`,
      [clientId],
    )
    assert.deepEqual(
      notes.map((note) => note.noted),
      [true, true],
    )
  })

  test('a batch whose ids are not wanted goes in with the COPY alone, no ids drawn; a re-send of it is upserted', async () => {
    const { db, writes } = noting(database.db)
    const store = createRecordStore(db, applicationSteps)
    const clientId = await newClient()
    await store.storeBatchWithoutIds(clientId, [step('A-1'), step('A-2')])
    await store.storeBatchWithoutIds(clientId, [step('A-2', { source: 'corrected' }), step('A-3')])
    await store.storeBatchWithoutIds(clientId, [step('A-4')])
    assert.deepEqual(writes, ['copy', 'copy', 'upsert', 'upsert'])
    const stored = await database.db.query<{ application_ats_id: string; source: string | null }>(
      'SELECT application_ats_id, source FROM application_steps WHERE client_id = $1 ORDER BY application_ats_id',
      [clientId],
    )
    assert.deepEqual(stored, [
      { application_ats_id: 'A-1', source: step('A-1').source },
      { application_ats_id: 'A-2', source: 'corrected' },
      { application_ats_id: 'A-3', source: step('A-3').source },
      { application_ats_id: 'A-4', source: step('A-4').source },
    ])
  })

  test('text reads back exactly as sent, whichever way it was written: quotes, commas, line breaks, empty and null', async () => {
    const store = createRecordStore(database.db, applicationSteps)
    const texts = [
      '"quoted", and "more"',
      'a,b',
      'line\nbreak\r\nand\rreturn',
      '',
      '\\.',
      '\\N',
      ' spaced ',
      '\uFEFFbom',
      '日本語 ✓',
    ]
    const records = texts.map((text, i) => step(`A-text-${i}`, { job_offer_title: text, source: i % 2 ? null : text }))
    const clientId = await newClient()
    const readBack = async (ids: number[]) => Promise.all(ids.map((id) => store.findById(clientId, id)))
    const copied = await store.storeBatch(clientId, records)
    assert.deepEqual(await readBack(copied), records)
    const upserted = await store.storeBatch(clientId, records)
    assert.deepEqual(upserted, copied)
    assert.deepEqual(await readBack(upserted), records)

    const withoutIds = await newClient()
    await store.storeBatchWithoutIds(withoutIds, records)
    const ids = await database.db.query<{ id: string }>(
      'SELECT id FROM application_steps WHERE client_id = $1 ORDER BY application_ats_id',
      [withoutIds],
    )
    const byKey = (a: Step, b: Step) => (a.application_ats_id < b.application_ats_id ? -1 : 1)
    assert.deepEqual(
      await Promise.all(ids.map((row) => store.findById(withoutIds, Number(row.id)))),
      records.toSorted(byKey),
    )
  })

  test('a COPY refused for any cause falls back to the upsert, which fails in turn with that cause', async () => {
    // No SQLSTATE is told apart (on Citus, a worker's unique violation during COPY arrives as XX000):
    // here a null in a NOT NULL column, which validation would have refused before the store.
    const { db, writes } = noting(database.db)
    const store = createRecordStore(db, applicationSteps)
    const clientId = await newClient()
    const broken = step('A-null', { job_offer_reference: null as unknown as string })
    await assert.rejects(store.storeBatch(clientId, [step('A-fine'), broken]), { code: '23502' })
    assert.deepEqual(writes, ['ids', 'copy', 'upsert'])
    await assert.rejects(store.storeBatchWithoutIds(clientId, [broken]), { code: '23502' })
    assert.deepEqual(writes, ['ids', 'copy', 'upsert', 'copy', 'upsert'])
    assert.equal(await storedCount(clientId), 0)
  })
})

describe('a re-sent batch and a concurrent move of one of its records', {
  skip: onPostgres ? false : 'needs two connections (TEST_DATABASE_URL)',
}, () => {
  test("the id of a record the re-send left as it was is read while its row is locked: a PATCH moving its key waits for the batch's commit", async () => {
    const database = await createTestDatabase()
    const patch = new pg.Client({ connectionString: database.url })
    try {
      const clientId = (await createClient(database.db, TEST_ACTOR, { name: 'batch-writes' })).client_id
      const record = step('MOVE-1')
      const [id] = await createRecordStore(database.db, applicationSteps).storeBatch(clientId, [record])
      await patch.connect()
      let moved: Promise<unknown> | undefined
      // Between the upsert, which leaves the record as it was, and the read of its id, the record's key is
      // moved on another connection, as a PATCH of application_ats_id does: the move is sent, then the
      // read waits until it has either committed or is waiting for the row's lock.
      const movingBeforeTheIdRead = <Target extends Queryable>(target: Target): Target => ({
        ...target,
        query: async <Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
          if (sql.includes('SELECT input.position, stored.id\n') && moved === undefined) {
            moved = patch.query(
              "UPDATE application_steps SET application_ats_id = 'MOVE-2' WHERE client_id = $1 AND id = $2",
              [clientId, id],
            )
            await movedOrWaiting(database.db, moved)
          }
          return target.query<Row>(sql, params, options)
        },
      })
      const store = createRecordStore(
        {
          ...movingBeforeTheIdRead(database.db),
          transaction: (work) => database.db.transaction((tx) => work(movingBeforeTheIdRead(tx))),
        },
        applicationSteps,
      )
      assert.deepEqual(await store.storeBatch(clientId, [record]), [id])
      assert.ok(moved !== undefined, 'the move was sent between the upsert and the read of the ids')
      await moved
      assert.equal((await store.findById(clientId, id as number))?.application_ats_id, 'MOVE-2')
    } finally {
      await patch.end()
      await database.drop()
    }
  })
})

/** Resolves once `statement` has completed or waits for a lock (read from pg_stat_activity). */
async function movedOrWaiting(db: Database, statement: Promise<unknown>): Promise<void> {
  let done = false
  statement.then(
    () => (done = true),
    () => (done = true),
  )
  const deadline = Date.now() + 10_000
  while (!done) {
    const [waiting] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE application_steps SET application_ats_id%'",
    )
    if (waiting?.n === 1) return
    assert.ok(Date.now() < deadline, 'the move neither completed nor waited for a lock')
    await sleep(20)
  }
}
