import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
import { isDatabaseUnavailable } from '../src/db/errors.ts'
import { openPostgres } from '../src/db/postgres.ts'
import {
  createTestDatabase,
  isContractErrorBody,
  jobOffer,
  onPostgres,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
  testConfig,
} from './helpers.ts'

/**
 * A TCP relay between the service and PostgreSQL that the test can cut and restore: the database
 * really becomes unreachable for the service, and really comes back.
 */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  const pairs = new Set<[net.Socket, net.Socket]>()
  let server: net.Server | undefined
  let port = 0
  let frozen = false
  const connect = ([inbound, outbound]: [net.Socket, net.Socket]) => inbound.pipe(outbound).pipe(inbound)
  // Unpiped and paused, a pair holds what each side sends, and passes it on once piped again.
  const hold = ([inbound, outbound]: [net.Socket, net.Socket]) => {
    inbound.unpipe(outbound)
    outbound.unpipe(inbound)
    inbound.pause()
    outbound.pause()
  }
  const listen = () =>
    new Promise<void>((resolve) => {
      const relay = net.createServer((inbound) => {
        const outbound = net.connect(target)
        const pair: [net.Socket, net.Socket] = [inbound, outbound]
        pairs.add(pair)
        for (const socket of pair) {
          sockets.add(socket)
          socket.on('close', () => {
            sockets.delete(socket)
            pairs.delete(pair)
          })
          socket.on('error', () => {})
        }
        if (frozen) hold(pair)
        else connect(pair)
      })
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as net.AddressInfo).port
        resolve()
      })
      server = relay
    })
  await listen()
  return {
    get port() {
      return port
    },
    async cut() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server?.close(resolve))
    },
    restore: listen,
    /** The database stops answering, its connections left open: a network partition, a frozen host. */
    freeze() {
      frozen = true
      for (const pair of pairs) hold(pair)
    },
    thaw() {
      frozen = false
      for (const pair of pairs) connect(pair)
    },
  }
}

test('a socket error of a network that cannot reach the database is unavailability (503), as a refused connection is', () => {
  for (const code of ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'ECONNABORTED']) {
    const error = Object.assign(new Error(`connect ${code} 10.0.0.1:5432`), { code, syscall: 'connect' })
    assert.ok(isDatabaseUnavailable(error), code)
  }
  assert.ok(!isDatabaseUnavailable(Object.assign(new Error('no such file'), { code: 'ENOENT' })))
})

describe('database unavailable', { skip: onPostgres ? false : 'needs TEST_DATABASE_URL (a PostgreSQL server)' }, () => {
  let backing: TestDatabase
  let relay: Awaited<ReturnType<typeof startRelay>>
  let service: TestService
  let client: TestClient

  before(async () => {
    backing = await createTestDatabase()
    const url = new URL(backing.url as string)
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) })
    url.host = `127.0.0.1:${relay.port}`
    const config = testConfig({ databaseTimeoutMs: 1_000, requestTimeoutMs: 2_000 })
    const db = openPostgres(url.toString(), config)
    service = await startService({ config, database: { db, url: url.toString(), drop: () => db.close() } })
    client = await service.newClient()
  })
  after(async () => {
    await service.close()
    await service.db.close().catch(() => {})
    await relay.cut().catch(() => {})
    await backing.drop()
  })

  test('a batch answers 503 with Retry-After while the database is unreachable, and 201 once it is back', async () => {
    assert.equal((await client.send('POST', '/v3/jobboard/job-offers', [jobOffer()])).statusCode, 201)

    await relay.cut()
    const started = Date.now()
    const down = await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'JO-2' })])
    assert.equal(down.statusCode, 503)
    assert.equal(down.headers['retry-after'], '5')
    assert.ok(isContractErrorBody(down.json()))
    assert.equal(down.json().message, 'The database is unavailable; retry later')
    assert.ok(Date.now() - started < 5_000, 'answered within a bounded time')

    const patch = await client.send('PATCH', '/v3/ats/application-steps/1', {})
    assert.equal(patch.statusCode, 503)

    await relay.restore()
    const back = await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'JO-2' })])
    assert.equal(back.statusCode, 201)
  })

  test('an export asked while the database is unreachable answers 503 in JSON, not as a file to save', async () => {
    await relay.cut()
    try {
      for (const accept of ['text/csv', 'application/x-ndjson']) {
        const down = await client.send('GET', '/v3/jobboard/job-offers', undefined, { accept })
        assert.equal(down.statusCode, 503, accept)
        assert.match(String(down.headers['content-type']), /^application\/json/)
        assert.equal(down.headers['content-disposition'], undefined, `${accept}: no attachment for an error`)
        assert.ok(isContractErrorBody(down.json()))
      }
    } finally {
      await relay.restore()
    }
  })

  test('a database that stops answering but keeps its connections open: /readyz turns 503 and a request answers 503 within a bounded time; both recover', async () => {
    assert.equal(
      (await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'JO-F0' })])).statusCode,
      201,
    )
    const ready = async () => (await service.app.inject({ url: '/readyz' })).statusCode
    assert.equal(await ready(), 200)
    relay.freeze()
    try {
      const started = Date.now()
      const down = await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'JO-F1' })])
      // The statement's time (REQUEST_TIMEOUT_MS, 2 s here) and DATABASE_TIMEOUT_MS (1 s), then 503.
      assert.equal(down.statusCode, 503)
      assert.equal(down.json().message, 'The database is unavailable; retry later')
      assert.ok(Date.now() - started < 6_000, `answered after ${Date.now() - started} ms`)
      // The probe runs every second and gives up after DATABASE_TIMEOUT_MS.
      const deadline = Date.now() + 5_000
      while ((await ready()) !== 503) {
        assert.ok(Date.now() < deadline, '/readyz still says ready while the database does not answer')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    } finally {
      relay.thaw()
    }
    const deadline = Date.now() + 10_000
    while ((await ready()) !== 200) {
      assert.ok(Date.now() < deadline, '/readyz does not say ready again')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    assert.equal(
      (await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'JO-F2' })])).statusCode,
      201,
    )
  })

  test('the token endpoint answers 503 with error temporarily_unavailable while the database is unreachable', async () => {
    await relay.cut()
    try {
      const answer = await service.requestToken(client.clientId, client.clientSecret)
      assert.equal(answer.statusCode, 503)
      assert.equal(answer.headers['retry-after'], '5')
      assert.equal(answer.json().error, 'temporarily_unavailable')
      assert.ok(isContractErrorBody(answer.json(), { oauth: true }))
    } finally {
      await relay.restore()
    }
    assert.equal((await service.requestToken(client.clientId, client.clientSecret)).statusCode, 200)
  })
})
