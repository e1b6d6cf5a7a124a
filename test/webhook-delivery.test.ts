import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { verifyWebhook } from '@intake/client'
import { Webhook } from 'standardwebhooks'
import { createChangeFeed } from '../src/db/change-feed.ts'
import type { Database } from '../src/db/database.ts'
import { openDeliveryDatabase } from '../src/db/open.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { createChangesPruning } from '../src/jobs/changes-pruning.ts'
import { RETRY_DELAYS_MS } from '../src/webhooks/delivery.ts'
import {
  activity,
  applicationStep,
  createTestDatabase,
  onPostgres,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
  testConfig,
} from './helpers.ts'
import { type Receiver, startReceiver } from './webhook-receiver.ts'

/**
 * Webhook delivery (issue 46, section 3), through HTTP against real receivers on 127.0.0.1: every
 * acknowledged change arrives, in the feed's order, signed as the Standard Webhooks specification says;
 * failures are retried on the schedule with the same webhook-id while later messages wait; 410 and the
 * schedule's end disable the endpoint, and enabling it resumes from the message that failed.
 */

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const DAY_MS = 86_400_000

interface Event {
  sequence: string
  type: string
  resource: string
  id: number
  data: Record<string, unknown> | null
}
interface Message {
  webhookId: string
  events: Event[]
}

const messagesOf = (receiver: Receiver): Message[] =>
  receiver.received.map((message) => ({
    webhookId: String(message.headers['webhook-id']),
    events: (JSON.parse(message.body) as { data: { events: Event[] } }).data.events,
  }))

/** Polls `check` until it holds, for at most `ms`; fails naming `what`. */
async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 20_000) {
  const ends = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > ends) assert.fail(`${what}: not within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** How long after an attempt ended the next one is due: the retry is counted from the answer, not from the sending. */
const waitedAfter = (attempt: { at: string; duration_ms: number } | undefined, nextAttemptAt: string | null) =>
  Date.parse(nextAttemptAt ?? '') - Date.parse(attempt?.at ?? '') - (attempt?.duration_ms ?? 0)

async function createEndpoint(
  client: TestClient,
  url: string,
  options: { types?: string[]; events_per_message?: number } = {},
): Promise<{ id: number; secret: string }> {
  const answer = await client.send('POST', '/v3/webhooks', { url, ...options })
  assert.equal(answer.statusCode, 201, answer.body)
  return answer.json().data[0]
}

async function endpointState(service: TestService, id: number) {
  const [row] = await service.db.query<{
    enabled: boolean
    disabled_reason: string | null
    next_attempt_at: string | null
  }>('SELECT enabled, disabled_reason, next_attempt_at::text FROM webhook_endpoints WHERE id = $1', [id])
  assert.ok(row)
  return row
}

async function messagesLogged(service: TestService, id: number) {
  return service.db.query<{
    webhook_id: string
    state: string
    steps: number
    attempts: { at: string; status: number | null; error: string | null; duration_ms: number }[]
  }>('SELECT webhook_id, state, steps, attempts FROM webhook_messages WHERE endpoint_id = $1 ORDER BY number', [id])
}

/** PATCH enabled: true, with a token of the service's clock now (tests move it past the first token's life). */
async function enableAgain(service: TestService, client: TestClient, id: number) {
  const token = (await service.requestToken(client.clientId, client.clientSecret)).json().access_token
  const enabled = await service.app.inject({
    method: 'PATCH',
    url: `/v3/webhooks/${id}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { enabled: true },
  })
  assert.equal(enabled.statusCode, 200, enabled.body)
}

const pushed = async (client: TestClient, url: string, items: unknown[]) => {
  const answer = await client.send('POST', url, items)
  assert.ok(answer.statusCode < 300, answer.body)
}

describe('webhook delivery', () => {
  let service: TestService
  let receiver: Receiver
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)

  before(async () => {
    service = await startService({ now, config: { webhookAllowHttp: true, webhookAllowPrivateAddresses: true } })
    receiver = await startReceiver()
  })
  after(async () => {
    await service.close()
    await receiver.close()
  })

  test('every acknowledged change arrives once, in the feed’s order, with its record, signed to the Standard Webhooks specification', async (t) => {
    receiver.received.length = 0
    const client = await service.newClient('in order')
    await pushed(client, STEPS, [applicationStep({ recorded_at: '2026-11-01T10:00:00Z' })]) // before the endpoint: not sent
    const { id, secret } = await createEndpoint(client, receiver.url)
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, STEPS, [
      applicationStep({ application_ats_id: 'A-1', candidate_ats_id: 'C-1' }),
      applicationStep({ application_ats_id: 'A-2', candidate_ats_id: 'C-2' }),
    ])
    await pushed(client, ACTIVITIES, [activity()])
    await pushed(client, ACTIVITIES, [activity({ count: 9 })])
    const feed = (await client.send('GET', '/v3/changes?limit=100')).json().data as Event[]
    const expected = feed.slice(1).map((event) => `${event.sequence} ${event.type} ${event.id}`)
    const events = await eventually('the four events', () => {
      const got = messagesOf(receiver).flatMap((message) => message.events)
      return got.length >= expected.length ? got : undefined
    })
    assert.deepEqual(
      events.map((event) => `${event.sequence} ${event.type} ${event.id}`),
      expected,
    )
    assert.equal(events[0]?.resource, 'application-steps')
    assert.equal(events[0]?.data?.application_ats_id, 'A-1')
    assert.equal(events.at(-1)?.data?.count, 9)
    const standard = new Webhook(secret)
    for (const message of receiver.received) {
      const headers = message.headers as Record<string, string>
      assert.equal(headers['content-type'], 'application/json')
      assert.match(headers['webhook-id'] ?? '', /^msg_/)
      assert.equal((standard.verify(message.body, headers) as { type: string }).type, 'intake.changes')
      assert.equal(((await verifyWebhook(secret, headers, message.body)) as { type: string }).type, 'intake.changes')
    }
  })

  test('a message holds at most events_per_message events, of the endpoint’s types only', async (t) => {
    receiver.received.length = 0
    const client = await service.newClient('per message')
    const { id } = await createEndpoint(client, receiver.url, { types: ['activity.created'], events_per_message: 2 })
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, STEPS, [applicationStep()])
    await pushed(
      client,
      ACTIVITIES,
      ['a', 'b', 'c', 'd', 'e'].map((board) => activity({ job_offer_reference: board })),
    )
    await pushed(client, STEPS, [applicationStep({ source: 'later' })])
    const messages = await eventually('three messages', () =>
      receiver.received.length >= 3 ? messagesOf(receiver) : undefined,
    )
    assert.deepEqual(
      messages.map((message) => message.events.length),
      [2, 2, 1],
    )
    assert.ok(messages.every((message) => message.events.every((event) => event.type === 'activity.created')))
  })

  test('a failed message is sent again with the same webhook-id after the schedule’s first step, and later ones wait for it', async (t) => {
    receiver.received.length = 0
    receiver.answerWith((_message, index) => ({ status: index === 0 ? 500 : 200 }))
    t.after(() => receiver.answerWith(() => ({ status: 200 })))
    const client = await service.newClient('retried')
    const { id } = await createEndpoint(client, receiver.url, { events_per_message: 1 })
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, ACTIVITIES, [
      activity({ job_offer_reference: 'first' }),
      activity({ job_offer_reference: 'second' }),
    ])
    await eventually('the failed attempt', async () => (await endpointState(service, id)).next_attempt_at !== null)
    const [failed] = await messagesLogged(service, id)
    const waited = waitedAfter(failed?.attempts[0], (await endpointState(service, id)).next_attempt_at)
    assert.ok(waited >= RETRY_DELAYS_MS[0] * 0.9 && waited <= RETRY_DELAYS_MS[0] * 1.1 + 100, `waited ${waited} ms`)
    offsetMs += RETRY_DELAYS_MS[0] * 1.2
    const messages = await eventually('the retry and the second', () =>
      receiver.received.length >= 3 ? messagesOf(receiver) : undefined,
    )
    assert.equal(messages[1]?.webhookId, messages[0]?.webhookId)
    assert.notEqual(messages[2]?.webhookId, messages[0]?.webhookId)
    // The second message waits for the first: it comes after the retry, whenever that was.
    assert.deepEqual(
      messages.map((message) => message.events[0]?.data?.job_offer_reference),
      ['first', 'first', 'second'],
    )
    // The receiver has a message before the node records its answer.
    const logged = await eventually('both recorded', async () => {
      const rows = await messagesLogged(service, id)
      return rows.length === 2 && rows.every((message) => message.state !== 'pending') ? rows : undefined
    })
    assert.deepEqual(
      logged.map((message) => [message.state, message.attempts.map((attempt) => attempt.status)]),
      [
        ['delivered', [500, 200]],
        ['delivered', [200]],
      ],
    )
  })

  test('410 disables the endpoint at once', async (t) => {
    receiver.received.length = 0
    receiver.answerWith(() => ({ status: 410 }))
    t.after(() => receiver.answerWith(() => ({ status: 200 })))
    const client = await service.newClient('gone')
    const { id } = await createEndpoint(client, receiver.url)
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, ACTIVITIES, [activity()])
    const state = await eventually('disabled', async () => {
      const current = await endpointState(service, id)
      return current.enabled ? undefined : current
    })
    assert.equal(state.disabled_reason, 'the receiver answered 410 Gone')
    const [endpoint] = (await client.send('GET', `/v3/webhooks/${id}`)).json().data
    assert.equal(endpoint.enabled, false)
    assert.equal(endpoint.disabled_reason, 'the receiver answered 410 Gone')
  })

  test('429 with Retry-After waits that long and uses no step of the schedule', async (t) => {
    receiver.received.length = 0
    receiver.answerWith((_message, index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '120' } } : { status: 200 },
    )
    t.after(() => receiver.answerWith(() => ({ status: 200 })))
    const client = await service.newClient('retry after')
    const { id } = await createEndpoint(client, receiver.url)
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, ACTIVITIES, [activity()])
    await eventually('the 429', async () => (await endpointState(service, id)).next_attempt_at !== null)
    const [waiting] = await messagesLogged(service, id)
    const waited = waitedAfter(waiting?.attempts[0], (await endpointState(service, id)).next_attempt_at)
    assert.ok(waited >= 120_000 && waited < 121_000, `waited ${waited} ms`)
    assert.equal(waiting?.steps, 0)
    offsetMs += 121_000
    await eventually('delivered', () => receiver.received.length >= 2)
  })

  test('after the schedule’s last step the endpoint is disabled with its reason; enabled again, it resumes from that message', async (t) => {
    receiver.received.length = 0
    receiver.answerWith(() => ({ status: 500 }))
    t.after(() => receiver.answerWith(() => ({ status: 200 })))
    const client = await service.newClient('schedule')
    const { id } = await createEndpoint(client, receiver.url, { events_per_message: 1 })
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, ACTIVITIES, [
      activity({ job_offer_reference: 'first' }),
      activity({ job_offer_reference: 'second' }),
    ])
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
      await eventually(`attempt ${attempt}`, () => receiver.received.length >= attempt)
      if (attempt <= RETRY_DELAYS_MS.length) {
        await eventually(
          `attempt ${attempt} recorded`,
          async () => (await messagesLogged(service, id))[0]?.attempts.length === attempt,
        )
        offsetMs += 27 * 60 * 60 * 1000
      }
    }
    const state = await eventually('disabled', async () => {
      const current = await endpointState(service, id)
      return current.enabled ? undefined : current
    })
    assert.equal(state.disabled_reason, '10 attempts of a message failed; the last: status 500')
    assert.equal(new Set(messagesOf(receiver).map((message) => message.webhookId)).size, 1)
    receiver.answerWith(() => ({ status: 200 }))
    await enableAgain(service, client, id)
    const messages = await eventually('both', () => (receiver.received.length >= 12 ? messagesOf(receiver) : undefined))
    assert.equal(messages[10]?.webhookId, messages[0]?.webhookId)
    assert.deepEqual(
      messages.slice(10).map((message) => message.events[0]?.data?.job_offer_reference),
      ['first', 'second'],
    )
  })

  test('a replay sends the events again, in order, as new messages, after the backlog that was due when it was asked', async (t) => {
    receiver.received.length = 0
    const client = await service.newClient('replay')
    const { id } = await createEndpoint(client, receiver.url, { events_per_message: 1 })
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, ACTIVITIES, [
      activity({ job_offer_reference: 'one' }),
      activity({ job_offer_reference: 'two' }),
    ])
    await eventually('the first two', () => receiver.received.length >= 2)
    receiver.answerWith(() => ({ status: 500 }))
    t.after(() => receiver.answerWith(() => ({ status: 200 })))
    await pushed(client, ACTIVITIES, [activity({ job_offer_reference: 'three' })])
    await eventually('the third failed', async () => (await endpointState(service, id)).next_attempt_at !== null)
    const replay = await client.send('POST', `/v3/webhooks/${id}/replay`, { after: '0'.repeat(19) })
    assert.equal(replay.statusCode, 202, replay.body)
    receiver.answerWith(() => ({ status: 200 }))
    offsetMs += RETRY_DELAYS_MS[0] * 1.2
    const messages = await eventually('the third and the replay', () =>
      receiver.received.length >= 7 ? messagesOf(receiver) : undefined,
    )
    assert.deepEqual(
      messages.map((message) => message.events[0]?.data?.job_offer_reference),
      ['one', 'two', 'three', 'three', 'one', 'two', 'three'],
    )
    assert.equal(messages[3]?.webhookId, messages[2]?.webhookId, 'the failed one, sent again')
    assert.equal(new Set(messages.map((message) => message.webhookId)).size, 6, 'the replay’s messages are new')
    const log = await eventually('the six recorded', async () => {
      const data: { replay: boolean; state: string }[] = (
        await client.send('GET', `/v3/webhooks/${id}/deliveries`)
      ).json().data
      return data.length === 6 && data.every((message) => message.state !== 'pending') ? data : undefined
    })
    assert.deepEqual(
      log.map((message) => `${message.replay} ${message.state}`),
      ['true delivered', 'true delivered', 'true delivered', 'false delivered', 'false delivered', 'false delivered'],
    )
  })

  test('a redirect is not followed: it is a failure', async (t) => {
    receiver.received.length = 0
    receiver.answerWith(() => ({ status: 302, headers: { location: 'http://127.0.0.1:9/elsewhere' } }))
    t.after(() => receiver.answerWith(() => ({ status: 200 })))
    const client = await service.newClient('redirect')
    const { id } = await createEndpoint(client, receiver.url)
    t.after(() => client.send('DELETE', `/v3/webhooks/${id}`))
    await pushed(client, ACTIVITIES, [activity()])
    await eventually('the attempt', async () => (await endpointState(service, id)).next_attempt_at !== null)
    const [message] = await messagesLogged(service, id)
    assert.deepEqual(
      message?.attempts.map((attempt) => attempt.status),
      [302],
    )
    assert.equal(message?.state, 'pending')
  })
})

describe('webhook delivery to addresses the rules refuse', () => {
  test('a host name that resolves to a loopback address fails its attempt with that reason, checked as it is connected to', async (t) => {
    const service = await startService({ config: { webhookAllowHttp: true, webhookAllowPrivateAddresses: false } })
    const receiver = await startReceiver()
    t.after(async () => {
      await service.close()
      await receiver.close()
    })
    const client = await service.newClient('rebinding')
    const { id } = await createEndpoint(client, receiver.url.replace('127.0.0.1', 'localhost'))
    await pushed(client, ACTIVITIES, [activity()])
    await eventually('the attempt', async () => (await endpointState(service, id)).next_attempt_at !== null)
    const [message] = await messagesLogged(service, id)
    assert.match(
      message?.attempts[0]?.error ?? '',
      /localhost resolved to (127\.0\.0\.1|::1), refused: loopback address/,
    )
    assert.equal(receiver.received.length, 0)
  })
})

describe('webhook delivery by several nodes', () => {
  let database: TestDatabase
  let nodes: TestService[]
  let receiver: Receiver

  before(async () => {
    database = await createTestDatabase()
    const config = { webhookAllowHttp: true, webhookAllowPrivateAddresses: true }
    nodes = [await startService({ database, config }), await startService({ database, config })]
    receiver = await startReceiver()
  })
  after(async () => {
    for (const node of nodes) await node.close()
    await database.drop()
    await receiver.close()
  })

  test('every node delivers, one message at a time per endpoint, each once and in order', async () => {
    receiver.answerWith(() => ({ status: 200, delayMs: 20 }))
    const [first, second] = nodes
    assert.ok(first && second)
    const client = await first.newClient('two nodes')
    await createEndpoint(client, receiver.url, { events_per_message: 1 })
    for (let batch = 0; batch < 10; batch++) {
      await pushed(client, ACTIVITIES, [
        activity({ job_offer_reference: `board ${batch}`, count: 1 }),
        activity({ job_offer_reference: `board ${batch}`, count: 2, recorded_at: '2026-11-02' }),
      ])
    }
    const messages = await eventually('20 messages', () =>
      receiver.received.length >= 20 ? messagesOf(receiver) : undefined,
    )
    const sequences = messages.map((message) => message.events[0]?.sequence ?? '')
    assert.deepEqual([...sequences].sort(), sequences)
    assert.equal(new Set(sequences).size, 20)
    assert.equal(receiver.mostInFlight(), 1)
  })
})

describe('webhook delivery beside requests', {
  skip: onPostgres ? false : 'the embedded database has one connection for everything',
}, () => {
  let database: TestDatabase
  let requestsDb: Database
  let deliveryDb: Database
  let writer: TestService
  let deliverer: TestService
  let receiver: Receiver

  before(async () => {
    database = await createTestDatabase()
    const config = testConfig({ webhookAllowHttp: true, webhookAllowPrivateAddresses: true, databasePoolSize: 1 })
    requestsDb = openPostgres(database.url as string, config)
    deliveryDb = await openDeliveryDatabase({ ...config, databaseUrl: database.url }, requestsDb)
    writer = await startService({ database, config, deliverWebhooks: false })
    deliverer = await startService({ database: { ...database, db: requestsDb }, config, deliveryDb })
    receiver = await startReceiver()
  })
  after(async () => {
    await deliverer?.close()
    await writer?.close()
    await Promise.allSettled([requestsDb?.close(), deliveryDb?.close()])
    await database?.drop()
    await receiver?.close()
  })

  test('a node delivers while requests hold every connection of its pool', async () => {
    const client = await writer.newClient('pool held')
    await createEndpoint(client, receiver.url)
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const held = requestsDb.transaction(() => gate)
    try {
      await eventually('the pool held', () => {
        const pool = requestsDb.poolStats()
        return (pool.total === pool.max && pool.idle === 0) || undefined
      })
      await pushed(client, ACTIVITIES, [activity({ count: 3 })])
      const [message] = await eventually('a message', () =>
        receiver.received.length > 0 ? messagesOf(receiver) : undefined,
      )
      assert.equal(message?.events[0]?.data?.count, 3)
      assert.equal(requestsDb.poolStats().idle, 0)
    } finally {
      release()
      await held
    }
  })

  test('the metrics show the delivery’s connections beside the requests’', async () => {
    const metrics = await deliverer.app.inject({ method: 'GET', url: '/metrics' })
    assert.match(metrics.body, /^intake_db_pool_max_connections 1$/m)
    assert.match(metrics.body, /^intake_webhook_db_pool_max_connections 2$/m)
  })
})

describe('events owed to a webhook endpoint, and the pruning', () => {
  test('an enabled endpoint’s undelivered events are kept past the retention, within its bound; a disabled one’s are not, and its log says which it missed', async (t) => {
    let clock = Date.now()
    const now = () => new Date(clock)
    const service = await startService({ now, config: { webhookAllowHttp: true, webhookAllowPrivateAddresses: true } })
    const receiver = await startReceiver()
    t.after(async () => {
      await service.close()
      await receiver.close()
    })
    receiver.answerWith(() => ({ status: 503 }))
    const client = await service.newClient('owed')
    const { id } = await createEndpoint(client, receiver.url, { events_per_message: 1 })
    await pushed(client, ACTIVITIES, [activity({ job_offer_reference: 'owed' })])
    await eventually('a failed attempt', () => receiver.received.length >= 1)
    const feed = createChangeFeed(service.db)
    const pruning = (days: number) =>
      createChangesPruning({
        feed,
        retentionDays: 7,
        logger: service.app.log,
        now: () => new Date(clock + days * DAY_MS),
      }).runOnce()
    assert.equal((await pruning(8)).pruned, 0, 'owed to an enabled endpoint: kept')
    const disabled = await client.send('PATCH', `/v3/webhooks/${id}`, { enabled: false })
    assert.equal(disabled.statusCode, 200, disabled.body)
    assert.equal((await pruning(8)).pruned, 1, 'a disabled endpoint is owed nothing')
    clock += 8 * DAY_MS
    receiver.answerWith(() => ({ status: 200 }))
    await enableAgain(service, client, id)
    await eventually(
      'the message noted as missed',
      async () => (await messagesLogged(service, id))[0]?.state === 'missed',
    )
  })
})
