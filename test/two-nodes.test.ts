import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { decodeJwt } from 'jose'
import { createClient } from '../src/auth/clients.ts'
import { loadConfig } from '../src/config.ts'
import {
  createTestDatabase,
  onPostgres,
  type Reply,
  type RunningNode,
  startNode,
  startService,
  TEST_ACTOR,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * Two nodes (two applications) on one database, as behind a load balancer. concurrency.test.ts covers
 * one burst of overlapping batches; here, tokens cross nodes, and many rounds of simultaneous re-sends
 * of the same keys must end with one row per key holding a value acknowledged in the last round
 * ("latest" for writes at the same time: either of them, but one of them, whole), read back the same
 * by both nodes.
 */

const ROUNDS = 25
const KEYS = 40

describe('two nodes on one database', () => {
  let database: TestDatabase
  let nodes: [TestService, TestService]
  let token: string
  let clientId: string

  const send = (node: TestService, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    node.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    }) as Promise<Reply>

  before(async () => {
    database = await createTestDatabase()
    nodes = [await startService({ database }), await startService({ database })]
    const credentials = await createClient(database.db, TEST_ACTOR, { name: 'two nodes' })
    clientId = credentials.client_id
    token = (await nodes[0].requestToken(credentials.client_id, credentials.client_secret)).json().access_token
  })
  after(async () => {
    for (const node of nodes) await node.close()
    await database.drop()
  })

  test('a token issued by one node is accepted by the other', async () => {
    const answer = await send(nodes[1], 'POST', '/v3/jobboard/job-offers', [{ reference: 'JO-token' }])
    assert.equal(answer.statusCode, 201)
  })

  for (const { path, item, keyAndValue } of [
    {
      path: '/v3/jobboard/job-offers',
      item: (key: number, value: string) => ({ reference: `JO-${key}`, title: value }),
      keyAndValue: (record: Record<string, unknown>) => [String(record.reference), record.title],
    },
    {
      path: '/v3/jobboard/activities',
      item: (key: number, value: string) => ({
        recorded_at: '2026-11-20',
        job_offer_reference: `JO-${key}`,
        status: 'job_offer_view',
        job_offer_title: value,
        count: key,
      }),
      keyAndValue: (record: Record<string, unknown>) => [String(record.job_offer_reference), record.job_offer_title],
    },
  ]) {
    test(`${path}: ${ROUNDS} rounds of the same keys sent to both nodes at once end with the last round's values, one row and one id per key`, async () => {
      const idOfKey = new Map<string, number>()
      let lastRound: string[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const values = nodes.map((_, node) => `round ${round} node ${node}`)
        // Each node gets the keys in its own order, so the two statements meet on their rows.
        const batches = values.map((value, node) => {
          const keys = Array.from({ length: KEYS }, (_, i) => (node === 0 ? i : KEYS - 1 - i))
          return keys.map((key) => item(key, value))
        })
        const answers = await Promise.all(nodes.map((node, i) => send(node, 'POST', path, batches[i])))
        assert.deepEqual(
          answers.map((answer) => answer.statusCode),
          [201, 201],
          answers.map((answer) => answer.body).join('\n'),
        )
        for (const answer of answers) {
          for (const record of answer.json().data as Record<string, unknown>[]) {
            const [key] = keyAndValue(record) as [string]
            const known = idOfKey.get(key)
            if (known === undefined) idOfKey.set(key, record.id as number)
            else assert.equal(record.id, known, `one id for ${key}`)
          }
        }
        lastRound = values
      }

      const table = path.endsWith('activities') ? 'activities' : 'job_offers'
      const keyColumn = table === 'activities' ? 'job_offer_reference' : 'reference'
      const duplicates = await database.db.query(
        `SELECT ${keyColumn} FROM ${table} WHERE client_id = $1 GROUP BY ${keyColumn} HAVING count(*) > 1`,
        [clientId],
      )
      assert.deepEqual(duplicates, [])

      const readBack = await Promise.all(nodes.map((node) => send(node, 'GET', `${path}?limit=1000`)))
      const [first, second] = readBack.map((answer) => answer.json().data as Record<string, unknown>[]) as [
        Record<string, unknown>[],
        Record<string, unknown>[],
      ]
      assert.deepEqual(first, second, 'both nodes read back the same records')
      const sent = first.filter((record) => String(keyAndValue(record)[0]).match(/^JO-\d+$/))
      assert.equal(sent.length, KEYS)
      for (const record of sent) {
        const [key, value] = keyAndValue(record)
        assert.ok(lastRound.includes(value as string), `${key} holds ${value}, not a value of the last round`)
        assert.equal(record.id, idOfKey.get(key as string))
      }
    })
  }
})

describe("every node accepts every other node's tokens, with no configuration", () => {
  test("nodes on other ports and public addresses accept each other's tokens; each one's metadata names its tokens' issuer", async () => {
    const database = await createTestDatabase()
    // The addresses as each node would read them from its environment: PUBLIC_URL on one node only.
    // (The other settings stay the tests': a node shedding on a busy machine's event loop says nothing here.)
    const environments = [{ PORT: '8101' }, { PORT: '8102', PUBLIC_URL: 'https://b.intake.example', HOST: '::' }]
    const nodes = await Promise.all(
      environments.map((env) => {
        const { port, host, publicUrl } = loadConfig(env)
        return startService({ database, config: { port, host, publicUrl } })
      }),
    )
    try {
      const credentials = await createClient(database.db, TEST_ACTOR, { name: 'issuer' })
      const tokens = await Promise.all(
        nodes.map(async (node) => {
          const answer = await node.requestToken(credentials.client_id, credentials.client_secret)
          assert.equal(answer.statusCode, 200, answer.body)
          return answer.json().access_token as string
        }),
      )
      for (const node of nodes) {
        for (const token of tokens) {
          const answer = await node.app.inject({
            method: 'POST',
            url: '/v3/jobboard/job-offers',
            headers: { authorization: `Bearer ${token}` },
            payload: [],
          })
          assert.equal(answer.statusCode, 200, answer.body)
        }
        const metadata = (
          await node.app.inject({ method: 'GET', url: '/v3/.well-known/oauth-authorization-server' })
        ).json()
        assert.equal(decodeJwt(tokens[nodes.indexOf(node)] as string).iss, metadata.issuer)
        assert.equal(metadata.token_endpoint, `${metadata.issuer}/oauth2/token`)
      }
      // Without PUBLIC_URL, the address the request reached (inject's Host: localhost:80).
      assert.deepEqual(
        tokens.map((token) => decodeJwt(token).iss),
        ['http://localhost/v3', 'https://b.intake.example/v3'],
      )
    } finally {
      for (const node of nodes) await node.close()
      await database.drop()
    }
  })

  test("two intake serve processes on different ports, without PUBLIC_URL, accept each other's tokens", {
    skip: !onPostgres && 'two processes cannot share an embedded database: run with TEST_DATABASE_URL',
  }, async () => {
    const database = await createTestDatabase()
    const nodes: RunningNode[] = []
    try {
      for (let i = 0; i < 2; i++) nodes.push(await startNode({ DATABASE_URL: database.url }))
      const credentials = await createClient(database.db, TEST_ACTOR, { name: 'two processes' })
      const tokens: string[] = []
      for (const node of nodes) {
        const answer = await fetch(`${node.url}/v3/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...credentials, grant_type: 'client_credentials' }),
        })
        assert.equal(answer.status, 200, await answer.clone().text())
        tokens.push(((await answer.json()) as { access_token: string }).access_token)
      }
      for (const [i, node] of nodes.entries()) {
        const other = tokens[1 - i] as string
        const answer = await fetch(`${node.url}/v3/jobboard/job-offers`, {
          method: 'POST',
          headers: { authorization: `Bearer ${other}`, 'content-type': 'application/json' },
          body: JSON.stringify([{ reference: `JO-process-${i}` }]),
        })
        assert.equal(answer.status, 201, await answer.clone().text())
      }
    } finally {
      for (const node of nodes) assert.equal(await node.stop(), 0)
      await database.drop()
    }
  })
})
