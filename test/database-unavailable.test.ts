import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
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
  let server: net.Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      const relay = net.createServer((inbound) => {
        const outbound = net.connect(target)
        for (const socket of [inbound, outbound]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {})
        }
        inbound.pipe(outbound).pipe(inbound)
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
  }
}

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
    const config = testConfig({ databaseTimeoutMs: 1_000 })
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
