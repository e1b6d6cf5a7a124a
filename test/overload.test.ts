import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { EVENT_LOOP_SAMPLE_MS } from '../src/http/plugins/overload.ts'
import { isContractErrorBody, type Reply, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * Load shedding (src/http/plugins/overload.ts): past MAX_EVENT_LOOP_DELAY_MS or MAX_DATABASE_WAITING, new
 * requests are answered 503 with Retry-After and the contract's error body, the operators' endpoints
 * still answer, and the service answers normally again soon after the load drops. The load is real:
 * the test blocks the event loop it shares with the service, or fills the database's queue.
 */

const LIST = '/v3/jobboard/job-offers'

/** Keeps the event loop busy, as a burst of CPU-heavy requests would. */
function blockEventLoop(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // spinning on purpose
  }
}

function assertShed(answer: Reply, reason: RegExp) {
  assert.equal(answer.statusCode, 503, answer.body)
  assert.equal(answer.headers['retry-after'], '5')
  assert.ok(isContractErrorBody(answer.json()), answer.body)
  assert.match(answer.json().message, reason)
}

async function assertOperatorsEndpointsAnswer(service: TestService) {
  for (const url of ['/healthz', '/readyz', '/metrics']) {
    const answer = await service.app.inject({ method: 'GET', url })
    assert.equal(answer.statusCode, 200, `${url}: ${answer.body.slice(0, 200)}`)
  }
}

/** While shedding, /healthz and /metrics answer, and /readyz says why the node is not ready (a balancer takes it out). */
async function assertNotReadyWhileShedding(service: TestService, reason: string) {
  for (const url of ['/healthz', '/metrics']) {
    const answer = await service.app.inject({ method: 'GET', url })
    assert.equal(answer.statusCode, 200, `${url}: ${answer.body.slice(0, 200)}`)
  }
  const ready = (await service.app.inject({ method: 'GET', url: '/readyz' })) as Reply
  assertShed(ready, new RegExp(`^Not ready: the node is shedding load \\(${reason}\\)$`))
}

/** Asks until the list answers 200; returns how long that took. */
async function timeToRecover(client: TestClient, withinMs: number): Promise<number> {
  const started = Date.now()
  for (;;) {
    const answer = await client.send('GET', LIST)
    if (answer.statusCode === 200) return Date.now() - started
    assert.equal(answer.statusCode, 503, answer.body)
    assert.ok(Date.now() - started < withinMs, `still shedding after ${withinMs} ms`)
    await sleep(100)
  }
}

/** A client with a token, once the service stops shedding (its own start, migrations included, delays the event loop). */
async function newClientOnceCalm(service: TestService): Promise<TestClient> {
  const deadline = Date.now() + 10_000
  for (;;) {
    try {
      return await service.newClient()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(200)
    }
  }
}

describe('overload: a saturated event loop', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService({ config: { maxEventLoopDelayMs: 200 } })
    client = await newClientOnceCalm(service)
  })
  after(() => service.close())

  test('requests are answered normally while the event loop keeps up', async () => {
    for (let i = 0; i < 5; i++) {
      assert.equal((await client.send('GET', LIST)).statusCode, 200)
      await sleep(100)
    }
  })

  test('past MAX_EVENT_LOOP_DELAY_MS: 503, Retry-After, the error body; health and metrics answer, /readyz says not ready; normal again soon after', async () => {
    let shed: Reply | undefined
    const deadline = Date.now() + 15_000
    while (shed === undefined && Date.now() < deadline) {
      blockEventLoop(1_000)
      // A timer's turn: the delay histogram records the blocked tick, and the sampler may run.
      await sleep(1)
      const answer = await client.send('GET', LIST)
      if (answer.statusCode === 503) shed = answer
      else assert.equal(answer.statusCode, 200, answer.body)
    }
    assert.ok(shed !== undefined, 'never shed while the event loop was blocked')
    assertShed(shed, /^The service is overloaded \(event loop delayed\); retry later$/)
    await assertNotReadyWhileShedding(service, 'event loop delayed')
    const token = await service.requestToken(client.clientId, client.clientSecret)
    assert.equal(token.statusCode, 503, 'the token endpoint is shed too')
    assert.ok(isContractErrorBody(token.json(), { oauth: true }), token.body)

    const recoveredAfter = await timeToRecover(client, 5_000)
    assert.ok(recoveredAfter < 5_000)
  })
})

describe('overload: stretches of work longer than a sample of the event loop', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService({ config: { maxEventLoopDelayMs: 2 * EVENT_LOOP_SAMPLE_MS } })
    client = await newClientOnceCalm(service)
  })
  after(() => service.close())

  test('stretches just longer than a sample, but within MAX_EVENT_LOOP_DELAY_MS, shed nothing', async () => {
    for (let i = 0; i < 12; i++) {
      blockEventLoop(EVENT_LOOP_SAMPLE_MS + 100)
      // One turn of the loop, too short for the delay histogram to record anything after its reset.
      await new Promise((resolve) => setImmediate(resolve))
      const answer = await client.send('GET', LIST)
      assert.equal(answer.statusCode, 200, `after stretch ${i + 1}: ${answer.body}`)
    }
  })
})

/** Lets the pool hand its connections out: pg's pool queues every query first, then serves the queue. */
const settled = () => sleep(50)

/**
 * Transactions that each hold a connection for `ms` without using the CPU, as slow statements would:
 * the first ones take the pool's connections, the others wait for one.
 */
const holdConnections = (service: TestService, count: number, ms: number) =>
  Array.from({ length: count }, () =>
    service.db.transaction(async (tx) => {
      await tx.query('SELECT 1')
      await sleep(ms)
    }),
  )

describe('overload: too many queries waiting for the database', () => {
  const maxDatabaseWaiting = 3
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService({ config: { maxDatabaseWaiting, databasePoolSize: 2 } })
    client = await service.newClient()
  })
  after(() => service.close())

  test('past MAX_DATABASE_WAITING: 503, Retry-After, the error body; health answers, /readyz says not ready; normal again once the queue drains', async () => {
    const held = holdConnections(service, service.db.poolStats().max + maxDatabaseWaiting + 1, 300)
    await settled()
    assert.ok(service.db.poolStats().waiting > maxDatabaseWaiting, JSON.stringify(service.db.poolStats()))
    const answer = await client.send('GET', LIST, undefined, { 'x-request-id': 'shed-list' })
    assertShed(answer, /^The service is overloaded \(too many requests waiting for the database\); retry later$/)
    await assertNotReadyWhileShedding(service, 'too many requests waiting for the database')
    const logged = service.logs.lines
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; reason?: string })
      .filter((line) => line.reqId === 'shed-list' && line.msg !== 'request answered')
    assert.deepEqual(
      logged.map(({ msg, reason }) => [msg, reason]),
      [['shedding load', 'The service is overloaded (too many requests waiting for the database); retry later']],
    )

    await Promise.all(held)
    assert.equal((await client.send('GET', LIST)).statusCode, 200)
    await assertOperatorsEndpointsAnswer(service)
  })

  test('at MAX_DATABASE_WAITING or below, requests wait their turn and are answered', async () => {
    // Exactly at the threshold. The service's own background queries (the readiness probe, a job) may
    // join the queue at any moment: a try that finds one there waits for the queue to drain and starts again.
    for (let attempt = 1; ; attempt++) {
      const held = holdConnections(service, service.db.poolStats().max + maxDatabaseWaiting, 200)
      await settled()
      const stats = service.db.poolStats()
      if (stats.waiting !== maxDatabaseWaiting && attempt < 5) {
        await Promise.all(held)
        continue
      }
      assert.equal(stats.waiting, maxDatabaseWaiting, JSON.stringify(stats))
      const answer = await client.send('GET', LIST)
      assert.equal(answer.statusCode, 200, `${stats.waiting} waiting: ${answer.body}`)
      await Promise.all(held)
      return
    }
  })
})

describe('overload: readiness while every database connection is busy', () => {
  const maxDatabaseWaiting = 2
  let service: TestService
  before(async () => {
    // One connection, for which the readiness probe waits 300 ms at most (DATABASE_TIMEOUT_MS).
    service = await startService({ config: { maxDatabaseWaiting, databasePoolSize: 1, databaseTimeoutMs: 300 } })
  })
  after(() => service.close())

  const PINO_WARN = 40
  const readyz = async (requestId: string) =>
    (await service.app.inject({ method: 'GET', url: '/readyz', headers: { 'x-request-id': requestId } })) as Reply
  const loggedFor = (requestId: string) =>
    service.logs.lines
      .map((line) => JSON.parse(line) as { reqId?: string; level: number; msg: string })
      .filter((line) => line.reqId === requestId)
      .map(({ level, msg }) => ({ level, msg }))

  test('/readyz names the cause in its answer and its log line, a busy database then shedding, never "database unavailable"', async () => {
    const held = holdConnections(service, 1, 3_000)
    // The probe runs every second, and gives up waiting for a connection after DATABASE_TIMEOUT_MS.
    const deadline = Date.now() + 2_000
    let busy = await readyz('readyz-busy')
    while (busy.statusCode === 200 && Date.now() < deadline) {
      await sleep(100)
      busy = await readyz('readyz-busy')
    }
    assertShed(busy, /^Not ready: every database connection is taken: none came free within 300 ms$/)

    // On PostgreSQL, each of them gives up waiting for the connection after DATABASE_TIMEOUT_MS.
    const waiting = Promise.allSettled(holdConnections(service, maxDatabaseWaiting + 1, 0))
    await settled()
    assertShed(
      await readyz('readyz-shedding'),
      /^Not ready: the node is shedding load \(too many requests waiting for the database\)$/,
    )
    assert.deepEqual(loggedFor('readyz-busy'), [{ level: PINO_WARN, msg: 'no free database connection' }])
    assert.deepEqual(loggedFor('readyz-shedding'), [{ level: PINO_WARN, msg: 'shedding load' }])

    await Promise.all([...held, waiting])
    const readyAgainBy = Date.now() + 3_000
    while ((await readyz('readyz-after')).statusCode !== 200) {
      assert.ok(Date.now() < readyAgainBy, '/readyz does not say ready again once the connection is free')
      await sleep(100)
    }
  })
})
