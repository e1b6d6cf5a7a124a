import assert from 'node:assert/strict'
import { once } from 'node:events'
import net, { type AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import pg from 'pg'
import type { Database } from '../src/db/database.ts'
import { isDatabaseUnavailable } from '../src/db/errors.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { createTestDatabase, onPostgres, type TestDatabase, testConfig } from './helpers.ts'

/**
 * The server ends a session that the service holds checked out of its pool (a restart, a failover,
 * `pg_terminate_backend`). The driver then emits 'error' on that connection with no query to receive
 * it; unheard, that error ends the process. Here the test itself ends its own sessions, by their pid,
 * at the worst moments: between two statements of a transaction, and in the middle of a COPY.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** PostgreSQL's ErrorResponse as a server shutting down sends it to each session (SQLSTATE 57P01). */
function adminShutdownMessage(): Buffer {
  const fields = [
    ['S', 'FATAL'],
    ['V', 'FATAL'],
    ['C', '57P01'],
    ['M', 'terminating connection due to administrator command'],
  ]
  const body = Buffer.concat([...fields.map(([code, text]) => Buffer.from(`${code}${text}\0`)), Buffer.from([0])])
  const header = Buffer.alloc(5)
  header.write('E', 0)
  header.writeInt32BE(4 + body.length, 1)
  return Buffer.concat([header, body])
}

/**
 * A TCP proxy in front of the server that, on each new session, sends the server's messages up to the
 * first ReadyForQuery and the shutdown message in one write, then closes: the session is ready and ended
 * in the same packet, as when the server shuts down right as a connection opens.
 */
async function endingEachSessionOnceReady(serverUrl: string) {
  const server = new URL(serverUrl)
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(server.port), server.hostname)
    let pending = Buffer.alloc(0)
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
    client.pipe(upstream)
    upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk])
      // Each message: a type byte, then its length (itself included) as a 32-bit integer.
      for (let at = 0; at + 5 <= pending.length; ) {
        const end = at + 1 + pending.readInt32BE(at + 1)
        if (end > pending.length) break
        if (pending[at] === 'Z'.charCodeAt(0)) {
          client.end(Buffer.concat([pending.subarray(0, end), adminShutdownMessage()]))
          upstream.destroy()
          return
        }
        at = end
      }
    })
  })
  proxy.listen(0, '127.0.0.1')
  await once(proxy, 'listening')
  const url = new URL(serverUrl)
  url.port = String((proxy.address() as AddressInfo).port)
  return { url: url.toString(), close: () => new Promise((resolve) => proxy.close(resolve)) }
}

describe('a database session ended by the server', {
  skip: onPostgres ? false : 'needs TEST_DATABASE_URL (a PostgreSQL server)',
}, () => {
  let testDatabase: TestDatabase
  let db: Database
  let admin: pg.Client

  before(async () => {
    testDatabase = await createTestDatabase()
    db = openPostgres(testDatabase.url as string, testConfig({ databasePoolSize: 2 }))
    admin = new pg.Client({ connectionString: testDatabase.url })
    await admin.connect()
    await admin.query('CREATE TABLE copy_probe (client_id text, n integer)')
  })
  after(async () => {
    await admin.end()
    await db.close()
    await testDatabase.drop()
  })

  const endSession = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid])

  test('between two statements of a transaction: the transaction fails as unavailable (503) and the process lives on', async () => {
    const failure = await db
      .transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
        await endSession(row?.pid as number)
        // The server's message and the closed socket arrive while the connection is idle in the transaction.
        await sleep(300)
        await tx.query('SELECT 1')
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    assert.ok(failure instanceof Error, 'the transaction must fail')
    assert.ok(isDatabaseUnavailable(failure), `answered as unavailable, not as a 500: ${String(failure)}`)
    assert.deepEqual(await db.query('SELECT 1 AS one'), [{ one: 1 }])
  })

  test('after a transaction began: the next one on the pool gets a working connection', async () => {
    await db
      .transaction(async (tx) => {
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
        await endSession(row?.pid as number)
        await sleep(300)
      })
      .catch(() => {})
    for (let i = 0; i < 4; i++) {
      assert.deepEqual(await db.transaction((tx) => tx.query('SELECT 2 AS two')), [{ two: 2 }])
    }
  })

  test('in the packet that made a new session ready: the transaction fails as unavailable and the process lives on', async () => {
    const proxy = await endingEachSessionOnceReady(testDatabase.url as string)
    const ending = openPostgres(proxy.url, testConfig({ databasePoolSize: 2 }))
    try {
      for (const work of [
        () => ending.transaction((tx) => tx.query('SELECT 1')),
        () => ending.copyCsv('copy_probe (client_id, n)', 'c,1\n'),
      ]) {
        const failure = await work().then(
          () => undefined,
          (error: unknown) => error,
        )
        assert.ok(failure instanceof Error, 'the work must fail')
        assert.ok(isDatabaseUnavailable(failure), `answered as unavailable, not as a 500: ${String(failure)}`)
      }
    } finally {
      await ending.close()
      await proxy.close()
    }
    assert.deepEqual(await db.query('SELECT 1 AS one'), [{ one: 1 }])
  })

  test('in the middle of a COPY: the COPY fails as unavailable, stores nothing, and the process lives on', async () => {
    const rows = 2_000_000
    let csv = ''
    for (let i = 0; i < rows; i++) csv += `c,${i}\n`
    const copying = db.copyCsv('copy_probe (client_id, n)', csv).then(
      () => undefined,
      (error: unknown) => error,
    )
    let ended = false
    for (let i = 0; i < 100 && !ended; i++) {
      await sleep(20)
      const { rows: copies } = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY copy_probe%'",
      )
      for (const { pid } of copies) {
        await endSession(pid)
        ended = true
      }
    }
    assert.ok(ended, 'the COPY was seen running and its session ended')
    const failure = await copying
    assert.ok(failure instanceof Error, 'the COPY must fail')
    assert.ok(isDatabaseUnavailable(failure), `answered as unavailable, not as a 500: ${String(failure)}`)
    await sleep(300)
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM copy_probe')
    assert.equal(count?.n, 0)
  })
})
