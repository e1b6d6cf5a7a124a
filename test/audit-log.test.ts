import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { openPglite } from '../src/db/pglite.ts'
import {
  createTestDatabase,
  isContractErrorBody,
  runIntake,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * The audit log of client administration: every action over HTTP and from `intake clients`, written in
 * the action's own transaction, read newest first at GET /v3/admin/audit-log with filters and cursor pages.
 */

interface Entry {
  id: number
  at: string
  action: string
  client_id: string
  actor: string
  os_user: string | null
  address: string | null
  details: Record<string, string>
  outcome: string
}

describe('the audit log', () => {
  let service: TestService
  let admin: TestClient

  before(async () => {
    service = await startService()
    admin = await service.newAdminClient('audit: ops')
  })
  after(() => service.close())

  const read = async (query = ''): Promise<{ data: Entry[]; next_cursor: string | null; message: string }> => {
    const answer = await admin.send('GET', `/v3/admin/audit-log${query}`)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json()
  }

  test('each HTTP action is recorded: who (the admin client), what, which client, when, from which address', async () => {
    const started = new Date().toISOString()
    const created = await admin.send('POST', '/v3/admin/clients', { name: 'audited' }, { 'x-forwarded-for': '1.2.3.4' })
    const clientId = created.json().data[0].client_id as string
    for (const action of ['disable', 'enable', 'rotate-secret']) {
      assert.equal((await admin.send('POST', `/v3/admin/clients/${clientId}/${action}`)).statusCode, 200)
    }
    const { data } = await read(`?client_id=${clientId}`)
    assert.deepEqual(
      data.map((entry) => entry.action),
      ['rotate-secret', 'enable', 'disable', 'create'],
      'newest first',
    )
    for (const entry of data) {
      assert.equal(entry.client_id, clientId)
      assert.equal(entry.actor, admin.clientId)
      assert.equal(entry.os_user, null)
      // Without TRUST_PROXY, the socket's address, not X-Forwarded-For.
      assert.equal(entry.address, '127.0.0.1')
      assert.ok(entry.at >= started, `${entry.at} after ${started}`)
    }
    assert.deepEqual(data.at(-1)?.details, { name: 'audited', role: 'data' })
    assert.deepEqual(data[0]?.details, {})
    assert.ok(!JSON.stringify(data).includes(created.json().data[0].client_secret), 'never a secret in the log')
  })

  test('a refused action is recorded as refused, with its target and why: an admin client as target, an unknown client, an admin or a bad name over HTTP', async () => {
    const other = await service.newAdminClient('audit: another admin')
    const before = (await read()).data[0]?.id as number
    assert.equal((await admin.send('POST', `/v3/admin/clients/${other.clientId}/rotate-secret`)).statusCode, 403)
    assert.equal((await admin.send('POST', '/v3/admin/clients/cl_nobody/disable')).statusCode, 404)
    assert.equal((await admin.send('POST', '/v3/admin/clients/cl_%00/enable')).statusCode, 404)
    assert.equal((await admin.send('POST', '/v3/admin/clients', { name: 'x', role: 'admin' })).statusCode, 403)
    assert.equal((await admin.send('POST', '/v3/admin/clients', { name: ' ' })).statusCode, 400)
    const refused = (await read()).data.filter((entry) => entry.id > before)
    assert.deepEqual(
      refused.map((entry) => [entry.action, entry.client_id, entry.outcome, entry.details.reason]),
      [
        ['create', '', 'refused', 'A client needs a name'],
        ['create', '', 'refused', 'Only `intake clients create --role admin` creates an admin client'],
        ['enable', 'cl_\uFFFD', 'refused', 'There is no client cl_\uFFFD'],
        ['disable', 'cl_nobody', 'refused', 'There is no client cl_nobody'],
        [
          'rotate-secret',
          other.clientId,
          'refused',
          `An admin client is managed with the CLI only (intake clients rotate-secret ${other.clientId}); over the API an admin acts on data clients`,
        ],
      ],
    )
    for (const entry of refused) {
      assert.equal(entry.actor, admin.clientId)
      assert.equal(entry.address, '127.0.0.1')
    }
    const ids = (entries: Entry[]) => entries.filter((entry) => entry.id > before).map((entry) => entry.id)
    assert.deepEqual(ids((await read('?outcome=refused')).data), ids(refused))
    assert.deepEqual(ids((await read('?outcome=done')).data), [])
  })

  test('a refusal is answered once recorded: when its record cannot be written, 500', async () => {
    await service.db.query('ALTER TABLE audit_log RENAME TO audit_log_away')
    try {
      const failed = await admin.send('POST', '/v3/admin/clients/cl_nobody/disable')
      assert.equal(failed.statusCode, 500, failed.body)
    } finally {
      await service.db.query('ALTER TABLE audit_log_away RENAME TO audit_log')
    }
  })

  test('the action and its record are one transaction: when the record cannot be written, the action is undone', async () => {
    const created = await admin.send('POST', '/v3/admin/clients', { name: 'atomic' })
    const clientId = created.json().data[0].client_id as string
    await service.db.query('ALTER TABLE audit_log RENAME TO audit_log_away')
    try {
      const refused = await admin.send('POST', `/v3/admin/clients/${clientId}/disable`)
      assert.equal(refused.statusCode, 500, refused.body)
      assert.ok(isContractErrorBody(refused.json()))
    } finally {
      await service.db.query('ALTER TABLE audit_log_away RENAME TO audit_log')
    }
    const [row] = await service.db.query<{ disabled: boolean }>(
      'SELECT disabled_at IS NOT NULL AS disabled FROM clients WHERE client_id = $1',
      [clientId],
    )
    assert.equal(row?.disabled, false)
  })

  test('filters by client_id, actor, action and from/to; cursor pages end with next_cursor null', async () => {
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await admin.send('POST', '/v3/admin/clients', { name: `paged ${i}` })).json().data[0].client_id)
    }
    const mine = await read(`?actor=${admin.clientId}&action=create`)
    assert.ok(mine.data.every((entry) => entry.actor === admin.clientId && entry.action === 'create'))
    assert.deepEqual(
      mine.data.slice(0, 3).map((entry) => entry.client_id),
      [...ids].reverse(),
    )
    const newest = mine.data[0] as Entry
    assert.deepEqual(
      (await read(`?from=${newest.at}&action=create&actor=${admin.clientId}`)).data.map((e) => e.id),
      [newest.id],
    )
    assert.ok((await read(`?to=${newest.at}`)).data.every((entry) => entry.at < newest.at))
    assert.deepEqual((await read('?client_id=cl_nobodyelse')).data, [])

    const seen: number[] = []
    let cursor: string | null = ''
    let pages = 0
    while (cursor !== null) {
      const page = await read(`?limit=2${cursor === '' ? '' : `&cursor=${cursor}`}`)
      assert.ok(page.data.length <= 2)
      seen.push(...page.data.map((entry) => entry.id))
      cursor = page.next_cursor
      if (cursor !== null) assert.match(page.message, /more follow$/)
      pages++
    }
    const all = (await read('?limit=1000')).data.map((entry) => entry.id)
    assert.deepEqual(seen, all)
    assert.deepEqual(
      [...all].sort((a, b) => b - a),
      all,
      'newest first',
    )
    assert.ok(pages >= 2)
  })

  test('a cursor continues its filters: alone it pages the same query; another filter is 400 naming it', async () => {
    const created = await admin.send('POST', '/v3/admin/clients', { name: 'cursor' })
    const clientId = created.json().data[0].client_id as string
    for (const action of ['disable', 'enable']) {
      assert.equal((await admin.send('POST', `/v3/admin/clients/${clientId}/${action}`)).statusCode, 200)
    }
    const first = await read(`?client_id=${clientId}&limit=1`)
    const next = await read(`?cursor=${first.next_cursor}`)
    assert.deepEqual(
      next.data.map((entry) => [entry.client_id, entry.action]),
      [
        [clientId, 'disable'],
        [clientId, 'create'],
      ],
    )
    const other = await admin.send('GET', `/v3/admin/audit-log?action=create&cursor=${first.next_cursor}`)
    assert.equal(other.statusCode, 400, other.body)
    assert.deepEqual(other.json().errors, [
      {
        message: 'action must be left out with this cursor: the query it continues has none',
        data: { code: 'cursor_mismatch', parameter: 'action' },
      },
    ])
  })

  test('bad parameters: 400 naming each one', async () => {
    const cases: [query: string, problems: [parameter: string, code: string][]][] = [
      ['?action=delete', [['action', 'not_allowed_value']]],
      ['?outcome=failed', [['outcome', 'not_allowed_value']]],
      [
        '?limit=0&from=yesterday',
        [
          ['limit', 'out_of_range'],
          ['from', 'invalid_format'],
        ],
      ],
      ['?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', [['to', 'out_of_range']]],
      ['?cursor=forged', [['cursor', 'invalid_format']]],
      ['?client=cl_x', [['client', 'unknown_parameter']]],
      ['?client_id=%20', [['client_id', 'required']]],
    ]
    for (const [query, problems] of cases) {
      const answer = await admin.send('GET', `/v3/admin/audit-log${query}`)
      assert.equal(answer.statusCode, 400, `${query}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()))
      assert.deepEqual(
        answer.json().errors.map((entry: { data: unknown }) => entry.data),
        problems.map(([parameter, code]) => ({ code, parameter })),
        query,
      )
    }
  })
})

describe('the audit log behind a trusted proxy', () => {
  test('records the forwarded address when it is an IP address, and null for anything else a trusted hop forwards', async () => {
    const service = await startService({ config: { trustProxy: ['127.0.0.1'] } })
    try {
      const admin = await service.newAdminClient('audit: behind a proxy')
      const forwarded = ['203.0.113.7', '2001:db8::1', `not-an-ip <b>x</b> ${'A'.repeat(3000)}`, '999.1.1.1']
      const made: string[] = []
      for (const address of forwarded) {
        const created = await admin.send(
          'POST',
          '/v3/admin/clients',
          { name: 'proxied' },
          { 'x-forwarded-for': address },
        )
        assert.equal(created.statusCode, 201, created.body)
        made.push(created.json().data[0].client_id)
      }
      const log = await admin.send('GET', `/v3/admin/audit-log?actor=${admin.clientId}`)
      const byClient = new Map((log.json().data as Entry[]).map((entry) => [entry.client_id, entry.address]))
      assert.deepEqual(
        made.map((clientId) => byClient.get(clientId)),
        ['203.0.113.7', '2001:db8::1', null, null],
      )
    } finally {
      await service.close()
    }
  })
})

describe('the audit log of `intake clients`', () => {
  let dataDir: string
  let database: TestDatabase | undefined
  let env: NodeJS.ProcessEnv

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'intake-audit-'))
    database = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined
    env = database?.url === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: database.url }
    assert.equal((await runIntake(env, 'migrate')).code, 0)
  })
  after(async () => {
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('records the CLI and the operating-system user, no address; an admin reads it over HTTP', async () => {
    const intake = async (...args: string[]) => {
      const outcome = await runIntake(env, 'clients', ...args)
      assert.equal(outcome.code, 0, outcome.stderr)
      return JSON.parse(outcome.stdout)
    }
    const ops = await intake('create', '--name', 'ops', '--role', 'admin')
    const data = await intake('create', '--name', 'ACME')
    await intake('disable', data.client_id)
    await intake('enable', data.client_id)
    await intake('rotate-secret', data.client_id)
    // The embedded database is opened by one process at a time: the service is started once the CLI is done.
    const db = database?.db ?? (await openPglite(dataDir))
    const service = await startService({ database: { db, url: database?.url, drop: () => db.close() } })
    try {
      const token = (await service.requestToken(ops.client_id, ops.client_secret)).json().access_token
      const answer = await service.app.inject({
        method: 'GET',
        url: '/v3/admin/audit-log?actor=cli',
        headers: { authorization: `Bearer ${token}` },
      })
      assert.equal(answer.statusCode, 200, answer.body)
      const entries = answer.json().data as Entry[]
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.client_id]),
        [
          ['rotate-secret', data.client_id],
          ['enable', data.client_id],
          ['disable', data.client_id],
          ['create', data.client_id],
          ['create', ops.client_id],
        ],
      )
      for (const entry of entries) {
        assert.equal(entry.actor, 'cli')
        assert.equal(entry.os_user, userInfo().username)
        assert.equal(entry.address, null)
      }
      assert.deepEqual(entries.at(-1)?.details, { name: 'ops', role: 'admin' })
    } finally {
      await service.app.close()
      if (database === undefined) await db.close()
    }
  })
})
