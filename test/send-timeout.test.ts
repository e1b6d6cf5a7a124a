import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Database } from '../src/db/database.ts'
import { type Held, holdGet } from './held-get.ts'
import {
  createTestDatabase,
  jobOffer,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
  testConfig,
} from './helpers.ts'

/**
 * SEND_TIMEOUT_MS, over real sockets to a listening service: an answer whose reader takes none of it for
 * that long has its connection closed, and a line logged; a reader that takes it slowly but steadily, or
 * an answer that waits on its database, is never cut off.
 */

const JOB_OFFERS = '/v3/jobboard/job-offers'
/** 8 MB of job offers, more than a loopback connection's socket buffers take, and than gzip can shrink (random text). */
const WIDE_OFFERS = 80
const DESCRIPTION_BYTES = 100_000

/** Reads the rest of a held answer, `bytes` every `everyMs` (all there is when 0), until its connection ends. */
async function readRest(held: Held, bytes = Number.POSITIVE_INFINITY, everyMs = 0): Promise<Buffer> {
  const { socket } = held
  const chunks = [held.start]
  socket.on('error', () => {})
  for (;;) {
    const chunk = socket.read(Math.min(bytes, socket.readableLength) || undefined) as Buffer | null
    if (chunk !== null) {
      chunks.push(chunk)
      if (everyMs > 0) await sleep(everyMs)
    } else if (socket.readableEnded || socket.destroyed) {
      break
    } else {
      await new Promise<void>((resolve) => {
        const done = () => {
          socket.off('readable', done).off('end', done).off('close', done)
          resolve()
        }
        socket.on('readable', done).on('end', done).on('close', done)
      })
    }
  }
  socket.destroy()
  return Buffer.concat(chunks)
}

const contentLengthOf = (held: Held) => Number(/\r\ncontent-length: (\d+)/i.exec(held.head)?.[1])
/** Whether a chunked answer arrived whole: its last chunk was sent. */
const chunkedWhole = (body: Buffer) => body.subarray(-5).toString('latin1') === '0\r\n\r\n'

/** The service's log lines for answers it ended for SEND_TIMEOUT_MS. */
const endedLines = (service: TestService) =>
  service.logs.lines.map((line) => JSON.parse(line)).filter((entry) => entry.sendTimeoutMs !== undefined)

async function listening(service: TestService): Promise<number> {
  await service.app.listen({ port: 0, host: '127.0.0.1' })
  return (service.app.server.address() as AddressInfo).port
}

async function storeWideOffers(client: TestClient) {
  const offers = Array.from({ length: WIDE_OFFERS }, (_, i) =>
    jobOffer({ reference: `WIDE-${i}`, description: randomBytes((DESCRIPTION_BYTES * 3) / 4).toString('base64') }),
  )
  const stored = await client.send('POST', JOB_OFFERS, offers, { prefer: 'return=minimal' })
  assert.equal(stored.statusCode, 201, stored.body)
}

describe('SEND_TIMEOUT_MS: answers whose reader stops taking them', () => {
  /**
   * The node sees its reader take bytes only when a write of its completes, and Linux lets one complete
   * once about half of what the socket holds has gone (2 MB of a loopback connection's 4): a steady reader
   * below must take that within this.
   */
  const SEND_TIMEOUT_MS = 3_000
  let service: TestService
  let client: TestClient
  let port: number
  before(async () => {
    service = await startService({ config: { sendTimeoutMs: SEND_TIMEOUT_MS } })
    client = await service.newClient()
    await storeWideOffers(client)
    port = await listening(service)
  })
  after(() => service.close())

  const auth = () => ({ authorization: `Bearer ${client.token}` })

  test('a page its reader takes none of is ended, and the log line names the client and route, never the path', async () => {
    const before = endedLines(service).length
    const held = await holdGet(port, `${JOB_OFFERS}?limit=${WIDE_OFFERS}&fields=reference,description`, auth())
    assert.match(held.head, /^HTTP\/1\.1 200/)
    const started = performance.now()
    while (endedLines(service).length === before && performance.now() - started < 10 * SEND_TIMEOUT_MS) await sleep(50)
    const body = await readRest(held)
    assert.ok(body.length < contentLengthOf(held), `${body.length} of ${contentLengthOf(held)} bytes, the answer whole`)
    const [line] = endedLines(service).slice(before)
    assert.ok(line !== undefined, `no answer ended within ${10 * SEND_TIMEOUT_MS} ms`)
    assert.equal(line.level, 30)
    assert.equal(line.clientId, client.clientId)
    assert.equal(line.route, JOB_OFFERS)
    assert.equal(line.sendTimeoutMs, SEND_TIMEOUT_MS)
    assert.doesNotMatch(JSON.stringify(line), /fields=|\?/)
  })

  test('an export its reader takes none of is ended, NDJSON or CSV, compressed or not', async () => {
    const before = endedLines(service).length
    const kinds: Record<string, string>[] = [
      { accept: 'application/x-ndjson' },
      { accept: 'text/csv' },
      { accept: 'application/x-ndjson', 'accept-encoding': 'gzip' },
      { accept: 'text/csv', 'accept-encoding': 'gzip' },
    ]
    const held = await Promise.all(kinds.map((headers) => holdGet(port, JOB_OFFERS, { ...auth(), ...headers })))
    for (const { head } of held) assert.match(head, /^HTTP\/1\.1 200/)
    const started = performance.now()
    while (endedLines(service).length < before + kinds.length && performance.now() - started < 10 * SEND_TIMEOUT_MS)
      await sleep(50)
    assert.equal(endedLines(service).length - before, kinds.length)
    for (const [index, answer] of held.entries()) {
      assert.ok(!chunkedWhole(await readRest(answer)), `${JSON.stringify(kinds[index])} arrived whole`)
    }
  })

  test('a reader that takes the answer slowly but steadily is never cut off, though it takes longer than SEND_TIMEOUT_MS', async () => {
    const before = endedLines(service).length
    // 64 KiB every 40 ms: about 1.6 MB/s, 2 MB in some 1.3 s and the whole 8 MB in some 5 s.
    const slowly = async (headers: Record<string, string>) => {
      const started = performance.now()
      const held = await holdGet(port, `${JOB_OFFERS}?limit=${WIDE_OFFERS}`, { ...auth(), ...headers })
      return { held, body: await readRest(held, 64 * 1024, 40), took: performance.now() - started }
    }
    const page = await slowly({})
    const exported = await slowly({ accept: 'application/x-ndjson' })
    assert.equal(page.body.length, contentLengthOf(page.held))
    assert.ok(chunkedWhole(exported.body), 'the export arrived whole')
    for (const { took } of [page, exported]) assert.ok(took > SEND_TIMEOUT_MS, `read in ${took.toFixed(0)} ms`)
    assert.equal(endedLines(service).length, before)
  })
})

describe('SEND_TIMEOUT_MS counts only the time spent waiting on the reader', () => {
  const SEND_TIMEOUT_MS = 300
  /** Each query of the job offers takes this long, several times SEND_TIMEOUT_MS. */
  const QUERY_MS = 1_000
  let database: TestDatabase
  let service: TestService
  let client: TestClient
  let port: number
  before(async () => {
    const config = testConfig({ sendTimeoutMs: SEND_TIMEOUT_MS })
    database = await createTestDatabase(config)
    const slowReads: Database = {
      ...database.db,
      query: async (sql, params, options) => {
        if (sql.startsWith('SELECT') && sql.includes('FROM "job_offers"')) await sleep(QUERY_MS)
        return database.db.query(sql, params, options)
      },
    }
    service = await startService({ config, database: { ...database, db: slowReads } })
    client = await service.newClient()
    const offers = Array.from({ length: 3 }, (_, i) =>
      jobOffer({ reference: `JO-${i}`, description: 'x'.repeat(DESCRIPTION_BYTES) }),
    )
    assert.equal((await client.send('POST', JOB_OFFERS, offers, { prefer: 'return=minimal' })).statusCode, 201)
    port = await listening(service)
  })
  after(async () => {
    await service.close()
    // startService drops only a database it made.
    await database.drop()
  })

  test('an export whose every query outlasts SEND_TIMEOUT_MS is sent whole, and so is a page', async () => {
    const [exported, page] = await Promise.all([
      fetch(`http://127.0.0.1:${port}${JOB_OFFERS}`, {
        headers: { authorization: `Bearer ${client.token}`, accept: 'application/x-ndjson' },
      }),
      fetch(`http://127.0.0.1:${port}${JOB_OFFERS}`, { headers: { authorization: `Bearer ${client.token}` } }),
    ])
    assert.equal(exported.status, 200)
    assert.equal((await exported.text()).trim().split('\n').length, 3)
    assert.equal(page.status, 200)
    assert.equal(((await page.json()) as { data: unknown[] }).data.length, 3)
    assert.deepEqual(endedLines(service), [])
  })
})
