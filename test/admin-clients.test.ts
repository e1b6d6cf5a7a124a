import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import { after, before, describe, test } from 'node:test'
import { decodeJwt } from 'jose'
import { disableClient, listClients } from '../src/auth/clients.ts'
import { migrate } from '../src/db/migrate.ts'
import {
  activity,
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  jobOffer,
  type Reply,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

/**
 * Client administration over HTTP (/v3/admin), through the real stack: creating, listing, disabling,
 * enabling and rotating clients, and any client's ingestion report and rejection log, which answer as
 * the client's own endpoints do.
 */

describe('client administration over HTTP', () => {
  let service: TestService
  let admin: TestClient

  before(async () => {
    service = await startService()
    admin = await service.newAdminClient('admin-clients: ops')
  })
  after(() => service.close())

  const assertError = (answer: Reply, status: number, message: string | RegExp) => {
    assert.equal(answer.statusCode, status, answer.body)
    assert.ok(isContractErrorBody(answer.json()), answer.body)
    if (typeof message === 'string') assert.equal(answer.json().message, message)
    else assert.match(answer.json().message, message)
  }

  const listed = async (clientId: string) => {
    const answer = await admin.send('GET', '/v3/admin/clients')
    assert.equal(answer.statusCode, 200, answer.body)
    return (answer.json().data as Record<string, unknown>[]).find((client) => client.client_id === clientId)
  }

  const create = async (name: string) => {
    const answer = await admin.send('POST', '/v3/admin/clients', { name })
    assert.equal(answer.statusCode, 201, answer.body)
    return answer.json().data[0] as { client_id: string; client_secret: string; name: string; role: string }
  }

  test('POST /v3/admin/clients: 201 with the secret, shown once; the secret gets a data token', async () => {
    const answer = await admin.send('POST', '/v3/admin/clients', { name: '  ACME ATS  ' })
    assert.equal(answer.statusCode, 201, answer.body)
    const body = answer.json()
    assert.deepEqual(Object.keys(body), ['message', 'data'])
    const [created] = body.data
    assert.deepEqual(Object.keys(created), ['client_id', 'client_secret', 'name', 'role'])
    assert.equal(body.message, `Created client ${created.client_id}`)
    assert.equal(created.name, 'ACME ATS')
    assert.equal(created.role, 'data')
    const token = await service.requestToken(created.client_id, created.client_secret)
    assert.equal(token.statusCode, 200, token.body)
    assert.equal(token.json().scope, 'data')
    assert.equal(decodeJwt(token.json().access_token).scope, 'data')
    const list = await admin.send('GET', '/v3/admin/clients')
    assert.ok(!list.body.includes(created.client_secret), 'the list never shows a secret')
  })

  test('an admin client is made only by the CLI: role admin over HTTP is 403, and nothing is created', async () => {
    const before = (await admin.send('GET', '/v3/admin/clients')).json().data.length
    assertError(
      await admin.send('POST', '/v3/admin/clients', { name: 'sneaky', role: 'admin' }),
      403,
      'Only `intake clients create --role admin` creates an admin client',
    )
    assert.equal((await admin.send('GET', '/v3/admin/clients')).json().data.length, before)
    const explicit = await admin.send('POST', '/v3/admin/clients', { name: 'plain', role: 'data' })
    assert.equal(explicit.statusCode, 201, explicit.body)
  })

  test('POST /v3/admin/clients: a bad name or body is 400 with the error body', async () => {
    assertError(await admin.send('POST', '/v3/admin/clients', { name: ' ' }), 400, 'A client needs a name')
    assertError(await admin.send('POST', '/v3/admin/clients', { name: 'x'.repeat(201) }), 400, /at most 200/)
    assertError(
      await admin.send('POST', '/v3/admin/clients', { name: 'a\nb' }),
      400,
      /control or invisible formatting characters/,
    )
    for (const body of [{}, { name: 3 }, { name: 'x', role: 'root' }, { name: 'x', scope: 'admin' }, []]) {
      const answer = await admin.send('POST', '/v3/admin/clients', body)
      assert.equal(answer.statusCode, 400, `${JSON.stringify(body)}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()), answer.body)
    }
  })

  test('GET /v3/admin/clients: role, status, created, last batch and records stored per resource, exactly', async () => {
    const sender = await service.newClient('admin-clients: sender')
    const silent = await create('admin-clients: silent')
    assert.equal(
      (await sender.send('POST', '/v3/ats/application-steps', [applicationStep(), applicationStep({ step: 'hired' })]))
        .statusCode,
      201,
    )
    // A re-send changes a record and stores none; an invalid item is rejected and stores none.
    assert.equal(
      (await sender.send('POST', '/v3/ats/application-steps', [applicationStep({ source: 'x' }), { step: '' }]))
        .statusCode,
      207,
    )
    assert.equal((await sender.send('POST', '/v3/jobboard/job-offers', [jobOffer()])).statusCode, 201)
    const row = await listed(sender.clientId)
    assert.ok(row)
    assert.equal(row.role, 'data')
    assert.equal(row.status, 'enabled')
    assert.equal(row.disabled_at, null)
    assert.equal(typeof row.created_at, 'string')
    const resources = row.resources as Record<string, { records_stored: number; last_batch_at: string | null }>
    assert.deepEqual(Object.keys(resources).sort(), ['activities', 'application-steps', 'job-offers'])
    assert.equal(resources['application-steps']?.records_stored, 2)
    assert.equal(resources['job-offers']?.records_stored, 1)
    assert.deepEqual(resources.activities, { records_stored: 0, last_batch_at: null })
    const stepsAt = resources['application-steps']?.last_batch_at as string
    const offersAt = resources['job-offers']?.last_batch_at as string
    assert.ok(offersAt >= stepsAt, `${offersAt} after ${stepsAt}`)
    assert.equal(row.last_batch_at, offersAt)
    const stored = await service.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_steps WHERE client_id = $1',
      [sender.clientId],
    )
    assert.equal(stored[0]?.n, 2, 'records stored is the count of the table')

    const quiet = await listed(silent.client_id)
    assert.equal(quiet?.last_batch_at, null)
    assert.equal((await listed(admin.clientId))?.role, 'admin')
  })

  test("disable: tokens refused from the node's next re-read of the clients, no new ones; enable: new ones, the old stay refused; twice is harmless", async () => {
    const created = await create('admin-clients: toggled')
    const tokenOf = async () =>
      (await service.requestToken(created.client_id, created.client_secret)).json().access_token as string
    const token = await tokenOf()
    const read = (bearer = token) =>
      service.app.inject({ method: 'GET', url: '/v3/rejections', headers: { authorization: `Bearer ${bearer}` } })
    assert.equal((await read()).statusCode, 200)
    for (let time = 0; time < 2; time++) {
      const disabled = await admin.send('POST', `/v3/admin/clients/${created.client_id}/disable`)
      assert.equal(disabled.statusCode, 200, disabled.body)
      assert.deepEqual(disabled.json(), {
        message: `Disabled client ${created.client_id}`,
        data: [{ client_id: created.client_id, disabled: true }],
      })
    }
    await service.app.refreshTokenChecks()
    assert.equal((await read()).statusCode, 401)
    assert.equal((await service.requestToken(created.client_id, created.client_secret)).statusCode, 401)
    assert.equal((await listed(created.client_id))?.status, 'disabled')
    const enabled = await admin.send('POST', `/v3/admin/clients/${created.client_id}/enable`)
    assert.deepEqual(enabled.json(), {
      message: `Enabled client ${created.client_id}`,
      data: [{ client_id: created.client_id, disabled: false }],
    })
    await service.app.refreshTokenChecks()
    assert.equal((await read()).statusCode, 401, 'a token issued before the disabling stays refused')
    assert.equal((await read(await tokenOf())).statusCode, 200)
    assert.equal((await listed(created.client_id))?.status, 'enabled')
  })

  test('over HTTP an admin acts on data clients only: disable, enable or rotate-secret of an admin client, itself included, is 403, recorded as refused; the CLI can', async () => {
    const other = await service.newAdminClient('admin-clients: another admin')
    for (const target of [other, admin]) {
      for (const action of ['disable', 'enable', 'rotate-secret']) {
        assertError(
          await admin.send('POST', `/v3/admin/clients/${target.clientId}/${action}`),
          403,
          `An admin client is managed with the CLI only (intake clients ${action} ${target.clientId}); over the API an admin acts on data clients`,
        )
      }
    }
    assert.equal(
      (await service.requestToken(other.clientId, other.clientSecret)).statusCode,
      200,
      'its secret unchanged',
    )
    assert.equal((await listed(other.clientId))?.status, 'enabled')
    const audited = await admin.send('GET', `/v3/admin/audit-log?client_id=${other.clientId}`)
    assert.deepEqual(
      audited.json().data.map((entry: { action: string; outcome: string }) => `${entry.action} ${entry.outcome}`),
      ['rotate-secret refused', 'enable refused', 'disable refused', 'create done'],
    )
    // What `intake clients disable` calls.
    await disableClient(service.db, { kind: 'cli', osUser: 'ops' }, other.clientId)
    assert.equal((await listed(other.clientId))?.status, 'disabled')
  })

  test('rotate-secret: the new secret, shown once, gets tokens; the old one no longer does', async () => {
    const created = await create('admin-clients: rotated')
    const rotated = await admin.send('POST', `/v3/admin/clients/${created.client_id}/rotate-secret`)
    assert.equal(rotated.statusCode, 200, rotated.body)
    const [fresh] = rotated.json().data
    assert.deepEqual(Object.keys(fresh), ['client_id', 'client_secret'])
    assert.notEqual(fresh.client_secret, created.client_secret)
    assert.equal((await service.requestToken(created.client_id, created.client_secret)).statusCode, 401)
    assert.equal((await service.requestToken(created.client_id, fresh.client_secret)).statusCode, 200)
    assert.equal(typeof (await listed(created.client_id))?.secret_rotated_at, 'string')
  })

  test('an unknown client, or an id no client can have (a NUL, which no database can hold), is 404 with the error body, on every per-client endpoint', async () => {
    const long = `cl_${'x'.repeat(5000)}`
    for (const id of ['cl_nobody', long, 'cl_%00', '%00', `cl_${'A'.repeat(21)}%00`]) {
      for (const [method, suffix] of [
        ['POST', 'disable'],
        ['POST', 'enable'],
        ['POST', 'rotate-secret'],
        ['GET', 'ingestion?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z'],
        ['GET', 'rejections'],
      ] as const) {
        const answer = await admin.send(method, `/v3/admin/clients/${id}/${suffix}`)
        assertError(answer, 404, /^There is no client /)
        assert.ok(answer.body.length < 500, 'the message does not echo a long id whole')
      }
    }
  })

  test('any client’s ingestion report and rejection log: the very answers of its own endpoints', async () => {
    const sender = await service.newClient('admin-clients: reported')
    await sender.send('POST', '/v3/ats/application-steps', [applicationStep(), { step: '' }])
    await sender.send('POST', '/v3/jobboard/activities', [activity(), activity({ count: -1 })])
    const day = Math.floor(Date.now() / 86_400_000) * 86_400_000
    const range = `from=${new Date(day).toISOString()}&to=${new Date(day + 86_400_000).toISOString()}`
    for (const [own, administered] of [
      [`/v3/reports/ingestion?${range}`, `/v3/admin/clients/${sender.clientId}/ingestion?${range}`],
      [
        `/v3/reports/ingestion?bucket=hour&${range}`,
        `/v3/admin/clients/${sender.clientId}/ingestion?bucket=hour&${range}`,
      ],
      ['/v3/rejections', `/v3/admin/clients/${sender.clientId}/rejections`],
      ['/v3/rejections?resource=activities', `/v3/admin/clients/${sender.clientId}/rejections?resource=activities`],
      ['/v3/rejections?limit=1', `/v3/admin/clients/${sender.clientId}/rejections?limit=1`],
    ]) {
      const mine = await sender.send('GET', own as string)
      const theirs = await admin.send('GET', administered as string)
      assert.equal(mine.statusCode, 200, mine.body)
      assert.deepEqual(theirs.json(), mine.json(), administered)
    }
    const rejections = (await admin.send('GET', `/v3/admin/clients/${sender.clientId}/rejections`)).json().data
    assert.equal(rejections.length, 2)
  })

  test('bad parameters on the admin reports: 400 naming each parameter, as on the client’s own', async () => {
    const base = `/v3/admin/clients/${admin.clientId}`
    const cases: [url: string, problems: [parameter: string, code: string][]][] = [
      [
        `${base}/ingestion`,
        [
          ['from', 'required'],
          ['to', 'required'],
        ],
      ],
      [
        `${base}/ingestion?bucket=minute&from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z`,
        [['bucket', 'not_allowed_value']],
      ],
      [`${base}/ingestion?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z`, [['to', 'out_of_range']]],
      [
        `${base}/rejections?limit=0&resource=nothing`,
        [
          ['limit', 'out_of_range'],
          ['resource', 'not_allowed_value'],
        ],
      ],
      [`${base}/rejections?cursor=forged`, [['cursor', 'invalid_format']]],
      [`${base}/rejections?colour=red`, [['colour', 'unknown_parameter']]],
    ]
    for (const [url, problems] of cases) {
      const answer = await admin.send('GET', url)
      assert.equal(answer.statusCode, 400, `${url}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()))
      assert.deepEqual(
        answer.json().errors.map((entry: { data: unknown }) => entry.data),
        problems.map(([parameter, code]) => ({ code, parameter })),
        url,
      )
    }
  })

  test('tenancy: a data client’s own reports show its own activity and rejections only', async () => {
    const one = await service.newClient('admin-clients: one')
    const two = await service.newClient('admin-clients: two')
    await one.send('POST', '/v3/ats/application-steps', [{ step: '' }])
    const theirs = await two.send('GET', '/v3/rejections')
    assert.deepEqual(theirs.json().data, [])
    assert.equal((await one.send('GET', '/v3/rejections')).json().data.length, 1)
    // An admin client has no data endpoint to read another's through.
    assert.equal((await admin.send('GET', '/v3/rejections')).statusCode, 403)
  })
})

describe('the admin endpoints’ rate limit', () => {
  test('REQUESTS_PER_MINUTE per admin client, as on the data endpoints: 429 with Retry-After past it', async () => {
    const service = await startService({ config: { requestsPerMinute: 3 } })
    try {
      const admin = await service.newAdminClient('admin-clients: limited')
      for (let request = 1; request <= 3; request++) {
        assert.equal((await admin.send('GET', '/v3/admin/audit-log')).statusCode, 200)
      }
      const refused = await admin.send('GET', '/v3/admin/clients')
      assert.equal(refused.statusCode, 429, refused.body)
      assert.ok(isContractErrorBody(refused.json()))
      assert.match(String(refused.headers['retry-after']), /^\d+$/)
      // Another client has its own count.
      const other = await service.newAdminClient('admin-clients: other')
      assert.equal((await other.send('GET', '/v3/admin/clients')).statusCode, 200)
    } finally {
      await service.close()
    }
  })
})

describe('migration 010 on a database with ingestion counters', () => {
  test('the running totals are made from the hourly counters written before it: records stored are exact', async () => {
    const database = await createTestDatabase(undefined, { migrated: false })
    try {
      const directory = new URL('../src/db/migrations/', import.meta.url)
      const before010 = (await readdir(directory)).filter((name) => name.endsWith('.sql') && name < '010').sort()
      await database.db.query(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      )
      for (const name of before010) {
        const sql = await readFile(new URL(name, directory), 'utf8')
        for (const statement of sql.split(/;\s*$/m).map((part) => part.replace(/^\s*--.*$/gm, '').trim())) {
          if (statement !== '') await database.db.query(statement)
        }
        await database.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      }
      await database.db.query(
        "INSERT INTO clients (client_id, name, secret_hash) VALUES ('cl_before', 'before roles', 'x')",
      )
      // Two hours, two slots, as writes before migration 010 left them (hourly rows only).
      await database.db.query(
        `INSERT INTO ingestion_counters (client_id, resource, hour, slot, created, changed, batches, last_batch_at) VALUES
          ('cl_before', 'application-steps', '2026-11-20T10:00:00Z', 3, 5, 1, 1, '2026-11-20T10:15:00Z'),
          ('cl_before', 'application-steps', '2026-11-20T10:00:00Z', 7, 2, 0, 1, '2026-11-20T10:20:00Z'),
          ('cl_before', 'application-steps', '2026-11-20T11:00:00Z', 3, 4, 0, 1, '2026-11-20T11:05:00Z')`,
      )
      assert.equal((await migrate(database.db))[0], '010_client_roles_and_audit.sql')
      const [client] = await listClients(database.db, ['application-steps', 'activities'])
      assert.equal(client?.role, 'data')
      assert.deepEqual(client?.resources, {
        'application-steps': { records_stored: 11, last_batch_at: '2026-11-20T11:05:00.000Z' },
        activities: { records_stored: 0, last_batch_at: null },
      })
    } finally {
      await database.drop()
    }
  })
})
