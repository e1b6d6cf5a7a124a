import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { IntakeClient, IntakeError, verifyWebhook } from '@intake/client'
import { webhookSecretStorage } from '../src/webhooks/secret-storage.ts'
import {
  applicationStep,
  createTestDatabase,
  freePort,
  isContractErrorBody,
  jobOffer,
  startService,
  type TestClient,
  type TestService,
  testConfig,
} from './helpers.ts'
import { startReceiver } from './webhook-receiver.ts'

/**
 * The webhook endpoints' HTTP surface (issue 46, section 2): making, reading, changing and deleting a
 * client's endpoints, their secrets, the test message, replays and the log of messages, and the admin's
 * reads; through HTTP, on the database of the run. The delivery engine is not exercised: the log's rows
 * are written here as it would write them.
 */

const WEBHOOKS = '/v3/webhooks'
const OFFERS = '/v3/jobboard/job-offers'
const STEPS = '/v3/ats/application-steps'

describe('webhook endpoints', () => {
  let service: TestService
  let clock = Date.now()
  const now = () => new Date(clock)

  before(async () => {
    // The messages and cursors are set here by hand: no delivery moves them meanwhile.
    service = await startService({
      now,
      config: { webhookAllowHttp: true, webhookAllowPrivateAddresses: true },
      deliverWebhooks: false,
    })
  })
  after(() => service.close())

  const create = async (client: TestClient, body: Record<string, unknown> = {}) => {
    const answer = await client.send('POST', WEBHOOKS, { url: 'https://hooks.example.com/intake', ...body })
    assert.equal(answer.statusCode, 201, answer.body)
    return answer.json().data[0] as { id: number; secret: string } & Record<string, unknown>
  }

  test('the secret is shown once, in the creation’s answer, and never again', async () => {
    const client = await service.newClient()
    const created = await create(client, { description: 'Our sync' })
    assert.match(created.secret, /^whsec_[A-Za-z0-9+/]+=*$/)
    assert.deepEqual(
      { ...created, id: undefined, created_at: undefined, secret: undefined },
      {
        id: undefined,
        url: 'https://hooks.example.com/intake',
        types: null,
        description: 'Our sync',
        events_per_message: 100,
        enabled: true,
        disabled_reason: null,
        created_at: undefined,
        last_delivery: null,
        backlog: 0,
        secret: undefined,
      },
    )
    const list = await client.send('GET', WEBHOOKS)
    const one = await client.send('GET', `${WEBHOOKS}/${created.id}`)
    const changed = await client.send('PATCH', `${WEBHOOKS}/${created.id}`, { description: 'Renamed' })
    for (const answer of [list, one, changed]) {
      assert.equal(answer.statusCode, 200, answer.body)
      assert.ok(!answer.body.includes('whsec_'), answer.body)
      assert.equal(answer.json().data[0].id, created.id)
      assert.equal(answer.json().data[0].secret, undefined)
    }
    assert.equal(changed.json().data[0].description, 'Renamed')
  })

  test('types default to null, every type; a list of known types is kept; an unknown or empty one is 400', async () => {
    const client = await service.newClient()
    const chosen = await create(client, { types: ['job_offer.created', 'application_step.personal_data_erased'] })
    assert.deepEqual(chosen.types, ['job_offer.created', 'application_step.personal_data_erased'])
    for (const types of [['job_offer.deleted'], [], ['job_offer.created', 'job_offer.created'], 'job_offer.created']) {
      const refused = await client.send('POST', WEBHOOKS, { url: 'https://hooks.example.com/', types })
      assert.equal(refused.statusCode, 400, `${JSON.stringify(types)}: ${refused.body}`)
      assert.ok(isContractErrorBody(refused.json()))
    }
    const unknown = await client.send('POST', WEBHOOKS, { url: 'https://x.example/', types: ['job_offer.deleted'] })
    assert.equal(unknown.json().errors[0].data.code, 'not_allowed_value')
    for (const events_per_message of [0, 1001, 1.5]) {
      const refused = await client.send('POST', WEBHOOKS, { url: 'https://x.example/', events_per_message })
      assert.equal(refused.statusCode, 400, refused.body)
    }
    const patched = await client.send('PATCH', `${WEBHOOKS}/${chosen.id}`, { types: null, events_per_message: 1000 })
    assert.equal(patched.statusCode, 200, patched.body)
    assert.equal(patched.json().data[0].types, null)
    assert.equal(patched.json().data[0].events_per_message, 1000)
    const empty = await client.send('PATCH', `${WEBHOOKS}/${chosen.id}`, {})
    assert.equal(empty.statusCode, 400, empty.body)
  })

  test('the 11th endpoint of a client is 409 too_many_webhooks, in the contract’s error body, even when asked at once', async () => {
    const client = await service.newClient()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => client.send('POST', WEBHOOKS, { url: `https://hooks.example.com/${i}` })),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    assert.deepEqual(statuses, [...Array(10).fill(201), 409, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)
    assert.ok(refused && isContractErrorBody(refused.json()), refused?.body)
    assert.equal(refused.json().errors[0].data.code, 'too_many_webhooks')
    assert.match(refused.json().message, /MAX_WEBHOOKS_PER_CLIENT/)
    assert.equal((await client.send('GET', WEBHOOKS)).json().data.length, 10)
    // Another client has its own ten.
    await create(await service.newClient())
  })

  test('another client’s endpoint, or an unknown id, is 404 on every route; a malformed id is 400', async () => {
    const owner = await service.newClient()
    const { id } = await create(owner)
    const other = await service.newClient()
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { enabled: false }],
      ['POST', '/rotate-secret'],
      ['POST', '/test'],
      ['POST', '/replay', { after: '0000000000000000000' }],
      ['GET', '/deliveries'],
      ['DELETE', ''],
    ]
    for (const [method, suffix, body] of routes) {
      for (const [client, path] of [
        [other, `${WEBHOOKS}/${id}${suffix}`],
        [owner, `${WEBHOOKS}/99999999999999999999${suffix}`],
      ] as const) {
        const answer = await client.send(method as 'GET', path, body)
        assert.equal(answer.statusCode, 404, `${method} ${path}: ${answer.body}`)
        assert.equal(answer.json().errors[0].data.code, 'not_found')
      }
      const malformed = await owner.send(method as 'GET', `${WEBHOOKS}/x1${suffix}`, body)
      assert.equal(malformed.statusCode, 400, `${method} ${suffix}: ${malformed.body}`)
    }
    assert.equal((await owner.send('GET', `${WEBHOOKS}/${id}`)).json().data[0].enabled, true)
  })

  test('PATCH enabled false disables with the client’s reason; true enables, clears the wait and restarts the retry schedule', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    const disabled = await client.send('PATCH', `${WEBHOOKS}/${id}`, { enabled: false })
    assert.equal(disabled.statusCode, 200, disabled.body)
    assert.deepEqual(
      { enabled: disabled.json().data[0].enabled, reason: disabled.json().data[0].disabled_reason },
      { enabled: false, reason: 'disabled by the client' },
    )
    // As the delivery engine leaves a failing endpoint: a pending message after failed attempts, a wait.
    await service.db.query(
      `UPDATE webhook_endpoints SET next_attempt_at = now() + interval '1 hour' WHERE client_id = $1 AND id = $2`,
      [client.clientId, id],
    )
    await insertMessage(client.clientId, id, { state: 'pending', steps: 4 })
    const enabled = await client.send('PATCH', `${WEBHOOKS}/${id}`, { enabled: true })
    assert.equal(enabled.statusCode, 200, enabled.body)
    assert.deepEqual(
      { enabled: enabled.json().data[0].enabled, reason: enabled.json().data[0].disabled_reason },
      { enabled: true, reason: null },
    )
    const [row] = await service.db.query<{ next_attempt_at: unknown; steps: number }>(
      `SELECT endpoint.next_attempt_at, message.steps FROM webhook_endpoints AS endpoint
       JOIN webhook_messages AS message ON message.client_id = endpoint.client_id AND message.endpoint_id = endpoint.id
       WHERE endpoint.client_id = $1 AND endpoint.id = $2`,
      [client.clientId, id],
    )
    assert.deepEqual(row, { next_attempt_at: null, steps: 0 })
  })

  test('a URL is checked when changed too', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    const refused = await client.send('PATCH', `${WEBHOOKS}/${id}`, { url: 'ftp://hooks.example.com/' })
    assert.equal(refused.statusCode, 400, refused.body)
    assert.equal(refused.json().errors[0].data.code, 'webhook_url_refused')
    assert.equal((await client.send('GET', `${WEBHOOKS}/${id}`)).json().data[0].url, 'https://hooks.example.com/intake')
  })

  test('/test sends one signed webhook.test message at once and answers the receiver’s status', async () => {
    const receiver = await startReceiver(202)
    try {
      const client = await service.newClient()
      const { id, secret } = await create(client, { url: receiver.url })
      const answer = await client.send('POST', `${WEBHOOKS}/${id}/test`)
      assert.equal(answer.statusCode, 200, answer.body)
      const [result] = answer.json().data
      assert.equal(result.status, 202)
      assert.equal(result.error, null)
      assert.ok(Number.isInteger(result.duration_ms) && result.duration_ms >= 0)
      assert.equal(receiver.received.length, 1)
      const [message] = receiver.received
      assert.ok(message)
      assert.match(String(message.headers['webhook-id']), /^msg_[0-9a-f]{32}$/)
      const body = await verifyWebhook(secret, message.headers, message.body, { now: now() })
      const timestamp = now().toISOString()
      assert.deepEqual(body, {
        type: 'webhook.test',
        timestamp,
        data: {
          events: [
            { sequence: '0000000000000000000', type: 'webhook.test', resource: null, id: null, occurred_at: timestamp },
          ],
        },
      })
    } finally {
      await receiver.close()
    }
  })

  test('/test against a closed port answers the error, and no status', async () => {
    const client = await service.newClient()
    const { id } = await create(client, { url: `http://127.0.0.1:${await freePort()}/hook` })
    const answer = await client.send('POST', `${WEBHOOKS}/${id}/test`)
    assert.equal(answer.statusCode, 200, answer.body)
    const [result] = answer.json().data
    assert.equal(result.status, null)
    assert.match(result.error, /ECONNREFUSED/)
  })

  test('rotating gives a new secret; messages then carry two signatures, of the new secret and the old, both verifiable', async () => {
    const receiver = await startReceiver(204)
    try {
      const client = await service.newClient()
      const { id, secret: old } = await create(client, { url: receiver.url })
      const rotated = await client.send('POST', `${WEBHOOKS}/${id}/rotate-secret`)
      assert.equal(rotated.statusCode, 200, rotated.body)
      const { secret, previous_secret_expires_at } = rotated.json().data[0]
      assert.match(secret, /^whsec_/)
      assert.notEqual(secret, old)
      assert.equal(previous_secret_expires_at, new Date(clock + 24 * 3600_000).toISOString())
      assert.equal((await client.send('POST', `${WEBHOOKS}/${id}/test`)).json().data[0].status, 204)
      const [message] = receiver.received
      assert.ok(message)
      assert.equal(String(message.headers['webhook-signature']).split(' ').length, 2)
      for (const each of [secret, old]) await verifyWebhook(each, message.headers, message.body, { now: now() })

      // Rotated again a day later: the first secret has expired and is dropped; the second signs beside the third.
      clock += 24 * 3600_000 + 1
      const token = (await service.requestToken(client.clientId, client.clientSecret)).json().access_token
      const later = { ...client, send: withToken(token) }
      const third = (await later.send('POST', `${WEBHOOKS}/${id}/rotate-secret`)).json().data[0].secret
      await later.send('POST', `${WEBHOOKS}/${id}/test`)
      const last = receiver.received.at(-1)
      assert.ok(last)
      assert.equal(String(last.headers['webhook-signature']).split(' ').length, 2)
      for (const each of [third, secret]) await verifyWebhook(each, last.headers, last.body, { now: now() })
      await assert.rejects(verifyWebhook(old, last.headers, last.body, { now: now() }), /None of the 2/)
    } finally {
      await receiver.close()
    }
  })

  test('backlog counts the events of its types after the pending message’s start, or after its cursor; last_delivery is the newest attempt', async () => {
    const client = await service.newClient()
    const every = await create(client)
    await create(client, { types: ['job_offer.created'] })
    const sent = await client.send('POST', OFFERS, [
      jobOffer(),
      jobOffer({ reference: 'JO-2' }),
      jobOffer({ reference: 'JO-3' }),
    ])
    assert.equal(sent.statusCode, 201, sent.body)
    const steps = [applicationStep(), applicationStep({ application_ats_id: 'A-2' })]
    assert.equal((await client.send('POST', STEPS, steps)).statusCode, 201)
    const backlogs = async () =>
      Object.fromEntries(
        (await client.send('GET', WEBHOOKS))
          .json()
          .data.map((endpoint: { id: number; backlog: number }) => [
            endpoint.id === every.id ? 'every' : 'offers',
            endpoint.backlog,
          ]),
      )
    assert.deepEqual(await backlogs(), { every: 5, offers: 3 })

    // A message of events 1 and 2 pending (the cursor moves to 2 as it is made): still owed.
    await service.db.query('UPDATE webhook_endpoints SET cursor = 2 WHERE client_id = $1 AND id = $2', [
      client.clientId,
      every.id,
    ])
    const number = await insertMessage(client.clientId, every.id, {
      state: 'pending',
      after: 0,
      through: 2,
      attempts: [{ at: '2026-11-20T10:00:00.000Z', status: 500, error: null, duration_ms: 3 }],
    })
    assert.deepEqual(await backlogs(), { every: 5, offers: 3 })
    const one = await client.send('GET', `${WEBHOOKS}/${every.id}`)
    assert.deepEqual(one.json().data[0].last_delivery, { at: '2026-11-20T10:00:00.000Z', status: 500, ok: false })

    // Delivered: only the part of the offers' row after 2, and the steps.
    await service.db.query(
      `UPDATE webhook_messages SET state = 'delivered', attempts = attempts || $4::jsonb
       WHERE client_id = $1 AND endpoint_id = $2 AND number = $3`,
      [
        client.clientId,
        every.id,
        number,
        JSON.stringify([{ at: '2026-11-20T10:00:05.000Z', status: 204, error: null, duration_ms: 2 }]),
      ],
    )
    assert.deepEqual(await backlogs(), { every: 3, offers: 3 })
    const delivered = await client.send('GET', `${WEBHOOKS}/${every.id}`)
    assert.deepEqual(delivered.json().data[0].last_delivery, { at: '2026-11-20T10:00:05.000Z', status: 204, ok: true })
    // A new endpoint starts at the feed's head.
    assert.equal((await create(client)).backlog, 0)
    assert.equal((await client.send('GET', WEBHOOKS)).json().data.at(-1).backlog, 0)
  })

  test('a replay asks for the events after a sequence, or since an instant, through the head; before the pruned point it is 410', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    const replay = (body: unknown) => client.send('POST', `${WEBHOOKS}/${id}/replay`, body)
    await client.send('POST', OFFERS, [jobOffer(), jobOffer({ reference: 'JO-2' })])
    const since = new Date(clock + 60_000).toISOString()
    clock += 120_000
    await client.send('POST', OFFERS, [jobOffer({ reference: 'JO-3' })])

    const byAfter = await replay({ after: '0000000000000000001' })
    assert.equal(byAfter.statusCode, 202, byAfter.body)
    assert.deepEqual(byAfter.json().data, [{ after: '0000000000000000001', through: '0000000000000000003' }])
    const bySince = await replay({ since })
    assert.equal(bySince.statusCode, 202, bySince.body)
    assert.deepEqual(bySince.json().data, [{ after: '0000000000000000002', through: '0000000000000000003' }])
    const rows = await service.db.query(
      'SELECT after::int, through::int, behind::int FROM webhook_replays WHERE client_id = $1 AND endpoint_id = $2 ORDER BY number',
      [client.clientId, id],
    )
    assert.deepEqual(rows, [
      { after: 1, through: 3, behind: 3 },
      { after: 2, through: 3, behind: 3 },
    ])

    for (const body of [{}, { after: '0000000000000000001', since }, { after: '1' }, { since: 'yesterday' }]) {
      const refused = await replay(body)
      assert.equal(refused.statusCode, 400, `${JSON.stringify(body)}: ${refused.body}`)
      assert.ok(isContractErrorBody(refused.json()))
    }
    const past = await replay({ after: '0000000000000000004' })
    assert.equal(past.statusCode, 400, past.body)
    assert.equal(past.json().errors[0].data.code, 'out_of_range')

    // The pruning has removed the events through 2, those before `since`.
    await service.db.query('INSERT INTO change_events_pruned (client_id, through, kept_since) VALUES ($1, 2, $2)', [
      client.clientId,
      since,
    ])
    for (const body of [{ after: '0000000000000000001' }, { since: new Date(Date.parse(since) - 1).toISOString() }]) {
      const gone = await replay(body)
      assert.equal(gone.statusCode, 410, gone.body)
      assert.ok(isContractErrorBody(gone.json()))
      assert.equal(gone.json().errors[0].data.code, 'changes_expired')
      assert.match(gone.json().message, /after=0000000000000000002/)
    }
    assert.equal((await replay({ after: '0000000000000000002' })).statusCode, 202)
  })

  test('an endpoint has at most 10 replays waiting: the 11th is 409 too_many_replays, in the contract’s error body', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    const replay = () => client.send('POST', `${WEBHOOKS}/${id}/replay`, { after: '0'.repeat(19) })
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await replay())
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [...Array(10).fill(202), 409],
    )
    const refused = answers.find((answer) => answer.statusCode === 409)
    assert.ok(refused && isContractErrorBody(refused.json()))
    assert.equal(refused.json().errors[0].data.code, 'too_many_replays')
  })

  test('deliveries list the endpoint’s messages newest first, a page at a time', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    for (let i = 0; i < 5; i++) {
      await insertMessage(client.clientId, id, {
        state: i === 4 ? 'pending' : 'delivered',
        after: i * 10,
        through: i * 10 + 10,
        attempts: [{ at: '2026-11-20T10:00:00.000Z', status: 204, error: null, duration_ms: i }],
      })
    }
    await insertMessage(client.clientId, (await create(client)).id, { state: 'delivered' })
    const seen: { first_sequence: string; state: string }[] = []
    let url = `${WEBHOOKS}/${id}/deliveries?limit=2`
    const sizes = []
    for (;;) {
      const page = await client.send('GET', url)
      assert.equal(page.statusCode, 200, page.body)
      seen.push(...page.json().data)
      sizes.push(page.json().data.length)
      const next = page.json().next_cursor
      if (next === null) break
      url = `${WEBHOOKS}/${id}/deliveries?limit=2&cursor=${next}`
    }
    assert.deepEqual(sizes, [2, 2, 1])
    assert.deepEqual(
      seen.map((message) => [message.first_sequence, message.state]),
      [
        ['0000000000000000041', 'pending'],
        ['0000000000000000031', 'delivered'],
        ['0000000000000000021', 'delivered'],
        ['0000000000000000011', 'delivered'],
        ['0000000000000000001', 'delivered'],
      ],
    )
    assert.deepEqual(seen[0], {
      webhook_id: 'msg_4',
      first_sequence: '0000000000000000041',
      last_sequence: '0000000000000000050',
      events: 10,
      replay: false,
      state: 'pending',
      created_at: '2026-11-20T10:00:00.000Z',
      attempts: [{ at: '2026-11-20T10:00:00.000Z', status: 204, error: null, duration_ms: 4 }],
    })
    const bad = await client.send('GET', `${WEBHOOKS}/${id}/deliveries?cursor=nonsense`)
    assert.equal(bad.statusCode, 400, bad.body)
  })

  test('DELETE is 204 and takes the endpoint’s messages and replays with it', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    await insertMessage(client.clientId, id, { state: 'delivered' })
    assert.equal(
      (await client.send('POST', `${WEBHOOKS}/${id}/replay`, { after: '0000000000000000000' })).statusCode,
      202,
    )
    const deleted = await client.send('DELETE', `${WEBHOOKS}/${id}`)
    assert.equal(deleted.statusCode, 204, deleted.body)
    assert.equal(deleted.body, '')
    for (const table of ['webhook_endpoints', 'webhook_messages', 'webhook_replays']) {
      const [row] = await service.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`,
        [client.clientId],
      )
      assert.equal(row?.n, 0, table)
    }
    assert.equal((await client.send('DELETE', `${WEBHOOKS}/${id}`)).statusCode, 404)
  })

  test('creating, changing, rotating and deleting an endpoint are audit entries with the client as actor, never the secret', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    await client.send('PATCH', `${WEBHOOKS}/${id}`, { url: 'https://hooks.example.com/other' })
    await client.send('POST', `${WEBHOOKS}/${id}/rotate-secret`)
    await client.send('DELETE', `${WEBHOOKS}/${id}`)
    const admin = await service.newAdminClient()
    const log = await admin.send('GET', `/v3/admin/audit-log?client_id=${client.clientId}&actor=${client.clientId}`)
    assert.equal(log.statusCode, 200, log.body)
    assert.ok(!log.body.includes('whsec_'))
    assert.deepEqual(
      log
        .json()
        .data.map((entry: Record<string, unknown>) => [entry.action, entry.actor, entry.details, entry.outcome]),
      [
        [
          'webhook-delete',
          client.clientId,
          { endpoint_id: String(id), url: 'https://hooks.example.com/other' },
          'done',
        ],
        [
          'webhook-rotate-secret',
          client.clientId,
          { endpoint_id: String(id), url: 'https://hooks.example.com/other' },
          'done',
        ],
        [
          'webhook-update',
          client.clientId,
          { endpoint_id: String(id), url: 'https://hooks.example.com/other', changed: 'url' },
          'done',
        ],
        [
          'webhook-create',
          client.clientId,
          { endpoint_id: String(id), url: 'https://hooks.example.com/intake' },
          'done',
        ],
      ],
    )
    const filtered = await admin.send('GET', `/v3/admin/audit-log?client_id=${client.clientId}&action=webhook-create`)
    assert.equal(filtered.json().data.length, 1)
  })

  test('an admin reads any client’s endpoints and their messages as the client does, without secrets', async () => {
    const client = await service.newClient()
    const { id } = await create(client)
    await insertMessage(client.clientId, id, { state: 'delivered' })
    const admin = await service.newAdminClient()
    const listed = await admin.send('GET', `/v3/admin/clients/${client.clientId}/webhooks`)
    assert.equal(listed.statusCode, 200, listed.body)
    assert.deepEqual(listed.json(), (await client.send('GET', WEBHOOKS)).json())
    assert.ok(!listed.body.includes('whsec_'))
    const deliveries = await admin.send('GET', `/v3/admin/clients/${client.clientId}/webhooks/${id}/deliveries`)
    assert.equal(deliveries.statusCode, 200, deliveries.body)
    assert.deepEqual(deliveries.json(), (await client.send('GET', `${WEBHOOKS}/${id}/deliveries`)).json())
    const other = await service.newClient()
    assert.equal(
      (await admin.send('GET', `/v3/admin/clients/${other.clientId}/webhooks/${id}/deliveries`)).statusCode,
      404,
    )
    assert.equal((await admin.send('GET', '/v3/admin/clients/cl_nobody/webhooks')).statusCode, 404)
    assert.equal((await client.send('GET', `/v3/admin/clients/${client.clientId}/webhooks`)).statusCode, 403)
    assert.equal((await admin.send('GET', WEBHOOKS)).statusCode, 403)
  })

  /** A request of the service with this token. */
  function withToken(token: string): TestClient['send'] {
    return (method, url, body, headers = {}) =>
      service.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      }) as never
  }

  /** A message as the delivery engine writes one; its number. */
  async function insertMessage(
    clientId: string,
    endpointId: number,
    message: { state: string; after?: number; through?: number; steps?: number; attempts?: unknown[] },
  ): Promise<number> {
    const after = message.after ?? 0
    const through = message.through ?? 10
    const [row] = await service.db.query<{ number: string }>(
      `INSERT INTO webhook_messages (client_id, endpoint_id, webhook_id, after, through, types, first_sequence,
         last_sequence, events, replay, state, created_at, steps, attempts)
       VALUES ($1, $2, 'msg_' || ($3::bigint / 10), $3, $4, NULL, $3 + 1, $4, $4 - $3, false, $5,
         '2026-11-20T10:00:00Z', $6, $7::jsonb)
       RETURNING number::text AS number`,
      [clientId, endpointId, after, through, message.state, message.steps ?? 0, JSON.stringify(message.attempts ?? [])],
    )
    return Number(row?.number)
  }
})

describe('webhook URLs, under the default settings', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  const refusal = async (url: string) => {
    const client = await service.newClient()
    const answer = await client.send('POST', WEBHOOKS, { url })
    assert.equal(answer.statusCode, 400, answer.body)
    assert.ok(isContractErrorBody(answer.json()))
    assert.deepEqual(answer.json().errors[0].data, { code: 'webhook_url_refused', field: 'url' })
    return answer.json().message as string
  }

  test('https is required unless WEBHOOK_ALLOW_HTTP', async () => {
    assert.match(await refusal('http://hooks.example.com/intake'), /must be https \(WEBHOOK_ALLOW_HTTP is false\)/)
    assert.match(await refusal('not a url'), /not an http or https URL/)
    const allowing = await startService({ config: { webhookAllowHttp: true } })
    try {
      const client = await allowing.newClient()
      const answer = await client.send('POST', WEBHOOKS, { url: 'http://hooks.example.com/intake' })
      assert.equal(answer.statusCode, 201, answer.body)
    } finally {
      await allowing.close()
    }
  })

  test('a literal private, loopback or link-local address is refused, naming the rule, unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES', async () => {
    assert.match(await refusal('https://127.0.0.1/hook'), /127\.0\.0\.1 is refused: loopback address/)
    assert.match(await refusal('https://10.1.2.3/hook'), /private address/)
    assert.match(await refusal('https://[fe80::1]/hook'), /link-local address/)
    assert.match(await refusal('https://2130706433/hook'), /loopback address/)
    const client = await service.newClient()
    assert.equal((await client.send('POST', WEBHOOKS, { url: 'https://hooks.example.com/' })).statusCode, 201)
    const allowing = await startService({ config: { webhookAllowPrivateAddresses: true } })
    try {
      const other = await allowing.newClient()
      const answer = await other.send('POST', WEBHOOKS, { url: 'https://127.0.0.1/hook' })
      assert.equal(answer.statusCode, 201, answer.body)
    } finally {
      await allowing.close()
    }
  })
})

describe('webhook secrets at rest', () => {
  test('with SIGNING_KEY_ENCRYPTION_KEY a secret is stored encrypted, and still signs; a node without the key cannot read it', async (t) => {
    const signingKeyEncryptionKey = new Uint8Array(randomBytes(32))
    const config = { webhookAllowHttp: true, webhookAllowPrivateAddresses: true, signingKeyEncryptionKey }
    const service = await startService({ config, deliverWebhooks: false })
    const receiver = await startReceiver(200)
    t.after(async () => {
      await receiver.close()
      await service.close()
    })
    const client = await service.newClient()
    const created = await client.send('POST', WEBHOOKS, { url: receiver.url })
    const { id, secret } = created.json().data[0]
    const [row] = await service.db.query<{ secrets: { secret: string }[] }>(
      'SELECT secrets FROM webhook_endpoints WHERE id = $1',
      [id],
    )
    assert.ok(row?.secrets[0] && !row.secrets[0].secret.includes(secret.slice('whsec_'.length, 20)))
    assert.match(row.secrets[0].secret, /^v1\./)
    assert.equal((await client.send('POST', `${WEBHOOKS}/${id}/test`)).json().data[0].status, 200)
    const [message] = receiver.received
    assert.ok(message)
    const verified = (await verifyWebhook(secret, message.headers, message.body)) as { type: string }
    assert.equal(verified.type, 'webhook.test')
    const keyless = webhookSecretStorage(undefined)
    assert.throws(
      () => keyless.open(client.clientId, row.secrets[0]?.secret ?? ''),
      /SIGNING_KEY_ENCRYPTION_KEY is not set/,
    )
    const otherClient = webhookSecretStorage(signingKeyEncryptionKey)
    assert.throws(() => otherClient.open('another client', row.secrets[0]?.secret ?? ''), /does not decrypt/)
  })

  test('a secret stored in clear before SIGNING_KEY_ENCRYPTION_KEY was set is encrypted when a node with the key starts, and still signs', async (t) => {
    const config = { webhookAllowHttp: true, webhookAllowPrivateAddresses: true }
    const database = await createTestDatabase(testConfig(config))
    const keyless = await startService({ config, database, deliverWebhooks: false })
    const receiver = await startReceiver(200)
    t.after(async () => {
      await receiver.close()
      await database.drop()
    })
    const client = await keyless.newClient()
    const { id, secret } = (await client.send('POST', WEBHOOKS, { url: receiver.url })).json().data[0]
    const stored = async () =>
      (
        await database.db.query<{ secrets: { secret: string }[] }>(
          'SELECT secrets FROM webhook_endpoints WHERE client_id = $1 AND id = $2',
          [client.clientId, id],
        )
      )[0]?.secrets[0]?.secret
    assert.equal(await stored(), secret)
    await keyless.close()

    const signingKeyEncryptionKey = new Uint8Array(randomBytes(32))
    const keyed = await startService({
      config: { ...config, signingKeyEncryptionKey },
      database,
      deliverWebhooks: false,
    })
    t.after(() => keyed.close())
    assert.match((await stored()) ?? '', /^v1\./)
    const token = (await keyed.requestToken(client.clientId, client.clientSecret)).json().access_token
    const tested = await keyed.app.inject({
      method: 'POST',
      url: `${WEBHOOKS}/${id}/test`,
      headers: { authorization: `Bearer ${token}` },
    })
    assert.equal(tested.json().data[0].status, 200, tested.body)
    const [message] = receiver.received
    assert.ok(message)
    assert.equal(
      ((await verifyWebhook(secret, message.headers, message.body)) as { type: string }).type,
      'webhook.test',
    )
  })
})

describe('the client package’s webhook methods', () => {
  let service: TestService
  let url: string
  before(async () => {
    service = await startService({ config: { webhookAllowHttp: true, webhookAllowPrivateAddresses: true } })
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`
  })
  after(() => service.close())

  test('each endpoint of /v3/webhooks has its method, with the answer’s type', async () => {
    const receiver = await startReceiver(200)
    try {
      const { clientId, clientSecret } = await service.newClient()
      const client = new IntakeClient({ url, clientId, clientSecret, retryDelayMs: 1 })
      const created = await client.createWebhook({ url: receiver.url, types: ['job_offer.created'] })
      assert.match(created.secret, /^whsec_/)
      assert.deepEqual(await client.webhooks(), [await client.webhook(created.id)])
      const changed = await client.updateWebhook(created.id, { enabled: false, description: 'paused' })
      assert.deepEqual([changed.enabled, changed.description], [false, 'paused'])
      const tested = await client.testWebhook(created.id)
      assert.deepEqual([tested.status, tested.error, receiver.received.length], [200, null, 1])
      const rotated = await client.rotateWebhookSecret(created.id)
      assert.notEqual(rotated.secret, created.secret)
      assert.deepEqual(await client.replayWebhook(created.id, { after: '0000000000000000000' }), {
        after: '0000000000000000000',
        through: '0000000000000000000',
      })
      assert.deepEqual(await client.webhookDeliveries(created.id, { limit: 10 }), {
        message: 'Found 0 messages',
        data: [],
        next_cursor: null,
      })
      const admin = await service.newAdminClient()
      const reading = new IntakeClient({ url, clientId: admin.clientId, clientSecret: admin.clientSecret })
      assert.deepEqual(await reading.clientWebhooks(clientId), await client.webhooks())
      assert.equal((await reading.clientWebhookDeliveries(clientId, created.id)).data.length, 0)
      await client.deleteWebhook(created.id)
      await assert.rejects(client.webhook(created.id), (error) => error instanceof IntakeError && error.status === 404)
    } finally {
      await receiver.close()
    }
  })
})
