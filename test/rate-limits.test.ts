import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
import {
  createTestDatabase,
  isContractErrorBody,
  jobOffer,
  type Reply,
  startService,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

const JOB_OFFERS = '/v3/jobboard/job-offers'
const TOO_MANY = /^Too many requests; retry in [1-9][0-9]* s$/

/** True when something accepts a TCP connection on host:port within the timeout. */
function answers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (result: boolean) => {
      socket.destroy()
      resolve(result)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

const redisAnswers = await answers('127.0.0.1', 6379)

/** The promise's value, or a failure naming what did not answer in time. */
async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms while Redis is unreachable`)), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** RateLimit-Reset: the seconds until the window ends, at most the one-minute window. */
function assertReset(answer: Reply) {
  const reset = Number(answer.headers['ratelimit-reset'])
  assert.ok(
    Number.isInteger(reset) && reset >= 1 && reset <= 60,
    `ratelimit-reset ${answer.headers['ratelimit-reset']}`,
  )
}

function assertTooManyRequests(answer: Reply, limit: number) {
  assert.equal(answer.statusCode, 429, answer.body)
  const retryAfter = Number(answer.headers['retry-after'])
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`)
  assert.equal(answer.headers['ratelimit-limit'], String(limit))
  assert.equal(answer.headers['ratelimit-remaining'], '0')
  assertReset(answer)
  assert.ok(isContractErrorBody(answer.json()), answer.body)
  assert.match(answer.json().message, TOO_MANY)
  assert.deepEqual(answer.json().errors, [{ message: answer.json().message, data: { code: 'rate_limited' } }])
}

describe('rate limit of the data endpoints, per client', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { requestsPerMinute: 3 } })
  })
  after(() => service.close())

  test('answers carry RateLimit-Limit, a counting-down RateLimit-Remaining and RateLimit-Reset; the 4th request is 429', async () => {
    const client = await service.newClient()
    for (const remaining of ['2', '1', '0']) {
      const answer = await client.send('POST', JOB_OFFERS, [])
      assert.equal(answer.statusCode, 200, answer.body)
      assert.equal(answer.headers['ratelimit-limit'], '3')
      assert.equal(answer.headers['ratelimit-remaining'], remaining)
      assertReset(answer)
      assert.equal(answer.headers['retry-after'], undefined)
    }
    assertTooManyRequests(await client.send('POST', JOB_OFFERS, []), 3)
    // Past the limit nothing is stored.
    const refused = await client.send('POST', JOB_OFFERS, [jobOffer({ reference: 'JO-refused' })])
    assertTooManyRequests(refused, 3)
  })

  test('the limit counts requests to every data endpoint together', async () => {
    const client = await service.newClient()
    assert.equal((await client.send('POST', '/v3/ats/application-steps', [])).statusCode, 200)
    assert.equal((await client.send('POST', '/v3/jobboard/activities', [])).statusCode, 200)
    assert.equal((await client.send('POST', JOB_OFFERS, [])).statusCode, 200)
    assertTooManyRequests(await client.send('PATCH', '/v3/ats/application-steps/1', {}), 3)
  })

  test('a client past its limit does not affect another client', async () => {
    const busy = await service.newClient()
    const other = await service.newClient()
    for (let i = 0; i < 3; i++) assert.equal((await busy.send('POST', JOB_OFFERS, [])).statusCode, 200)
    assertTooManyRequests(await busy.send('POST', JOB_OFFERS, []), 3)

    const answer = await other.send('POST', JOB_OFFERS, [])
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.headers['ratelimit-limit'], '3')
    assert.equal(answer.headers['ratelimit-remaining'], '2')
  })

  test('RateLimit headers are on 4xx answers of an authenticated request too', async () => {
    const client = await service.newClient()
    const notAnArray = await client.send('POST', JOB_OFFERS, { reference: 'JO-1' })
    assert.equal(notAnArray.statusCode, 400, notAnArray.body)
    assert.ok(isContractErrorBody(notAnArray.json()))
    assert.equal(notAnArray.headers['ratelimit-limit'], '3')
    assert.equal(notAnArray.headers['ratelimit-remaining'], '2')
    assertReset(notAnArray)

    const missing = await client.send('PATCH', '/v3/ats/application-steps/999999', { source: 'x' })
    assert.equal(missing.statusCode, 404, missing.body)
    assert.equal(missing.headers['ratelimit-limit'], '3')
    assert.equal(missing.headers['ratelimit-remaining'], '1')
  })

  test('the health checks and /metrics are not rate limited', async () => {
    for (let i = 0; i < 5; i++) {
      for (const url of ['/healthz', '/readyz', '/metrics']) {
        const answer = await service.app.inject({ method: 'GET', url })
        assert.equal(answer.statusCode, 200, url)
        assert.equal(answer.headers['ratelimit-limit'], undefined, url)
      }
    }
  })
})

describe('rate limit of the token endpoint, per address', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { tokenAttemptsPerMinutePerAddress: 2 } })
  })
  after(() => service.close())

  test('the 3rd token request from one address is 429 temporarily_unavailable, whatever the client ids', async () => {
    for (const index of [0, 1]) {
      const answer = await service.requestToken(`unknown-client-${index}`, 'secret')
      assert.equal(answer.statusCode, 401, answer.body)
      assert.equal(answer.json().error, 'invalid_client')
    }
    const answer = await service.requestToken('unknown-client-2', 'secret')
    assert.equal(answer.statusCode, 429, answer.body)
    const retryAfter = Number(answer.headers['retry-after'])
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`)
    assert.ok(isContractErrorBody(answer.json(), { oauth: true }), answer.body)
    assert.equal(answer.json().error, 'temporarily_unavailable')
    assert.match(answer.json().message, TOO_MANY)
    assert.equal(answer.headers['cache-control'], 'no-store')
    assert.equal(answer.headers['ratelimit-limit'], '2')
    assert.equal(answer.headers['ratelimit-remaining'], '0')
  })
})

describe('rate limits shared across nodes through Redis', {
  skip: redisAnswers ? false : 'needs a Redis server answering on 127.0.0.1:6379',
}, () => {
  const config = { redisUrl: 'redis://127.0.0.1:6379', requestsPerMinute: 4, tokenAttemptsPerMinute: 3 }
  let database: TestDatabase
  let nodeA: TestService
  let nodeB: TestService
  before(async () => {
    database = await createTestDatabase()
    nodeA = await startService({ database, config })
    nodeB = await startService({ database, config })
  })
  after(async () => {
    await nodeA?.close()
    await nodeB?.close()
    await database?.drop()
  })

  test('two requests to each of two nodes use up a limit of 4: the 5th, on either node, is 429', async () => {
    // A new client (random id) per run: its counters cannot collide with those of an earlier run.
    const client = await nodeA.newClient()
    const onB = {
      send: (body: unknown) =>
        nodeB.app.inject({
          method: 'POST',
          url: JOB_OFFERS,
          headers: { authorization: `Bearer ${client.token}` },
          payload: body as object,
        }) as Promise<Reply>,
    }
    const answers = [
      await client.send('POST', JOB_OFFERS, []),
      await client.send('POST', JOB_OFFERS, []),
      await onB.send([]),
      await onB.send([]),
    ]
    assert.deepEqual(
      answers.map((answer) => [answer.statusCode, answer.headers['ratelimit-remaining']]),
      [
        [200, '3'],
        [200, '2'],
        [200, '1'],
        [200, '0'],
      ],
    )
    assertTooManyRequests(await client.send('POST', JOB_OFFERS, []), 4)
    assertTooManyRequests(await onB.send([]), 4)
  })

  test('data requests do not use up the token attempts of the same client', async () => {
    const client = await nodeA.newClient()
    // Three data requests: within the data limit of 4.
    for (let i = 0; i < 3; i++) {
      const answer = await client.send('POST', JOB_OFFERS, [])
      assert.equal(answer.statusCode, 200, `request ${i + 1}: ${answer.body}`)
    }
    // One token request so far (newClient) of the 3 allowed per minute: a second one is granted.
    const token = await nodeB.requestToken(client.clientId, client.clientSecret)
    assert.equal(token.statusCode, 200, token.body)
  })

  test('failed token requests to either node use up one limit of 3: the 4th, even with the right secret, is 429', async () => {
    const client = await nodeA.newClient()
    const statuses = [
      (await nodeA.requestToken(client.clientId, 'wrong')).statusCode,
      (await nodeB.requestToken(client.clientId, 'wrong')).statusCode,
      (await nodeA.requestToken(client.clientId, 'wrong')).statusCode,
      (await nodeB.requestToken(client.clientId, client.clientSecret)).statusCode,
    ]
    assert.deepEqual(statuses, [401, 401, 401, 429])
  })
})

describe('rate limits with Redis configured but unreachable', () => {
  let service: TestService
  before(async () => {
    service = await startService({
      config: { redisUrl: 'redis://127.0.0.1:1', requestsPerMinute: 2, tokenAttemptsPerMinute: 1 },
    })
  })
  after(() => service.close())

  test('requests succeed without waiting for Redis, counted by the node itself meanwhile', {
    timeout: 4_000,
  }, async () => {
    const client = await within(1_500, service.newClient(), 'the token request')
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const answer = await within(500, client.send('POST', JOB_OFFERS, [jobOffer({ reference: `JO-${i}` })]), 'a batch')
      statuses.push(answer.statusCode)
    }
    assert.deepEqual(statuses, [201, 201, 429])
  })

  test('failed token requests are answered at once, counted by the node itself meanwhile', {
    timeout: 4_000,
  }, async () => {
    const statuses: number[] = []
    for (let i = 0; i < 2; i++) {
      const answer = await within(1_500, service.requestToken('cl_AAAAAAAAAAAAAAAAAAAAAA', 'wrong'), 'a token request')
      statuses.push(answer.statusCode)
    }
    assert.deepEqual(statuses, [401, 429])
  })
})
