import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createClient } from '../src/auth/clients.ts'
import {
  activity,
  applicationStep,
  createTestDatabase,
  startService,
  TEST_ACTOR,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

const KEYS = 300
const BATCHES_PER_NODE = 6

/** A batch over the same natural keys as the others, in its own order and with its own values. */
function overlappingBatch(seed: number) {
  const keys = Array.from({ length: KEYS }, (_, i) => i)
  keys.sort((a, b) => ((a * 7919 + seed * 104729) % KEYS) - ((b * 7919 + seed * 104729) % KEYS))
  return keys.map((key) => applicationStep({ application_ats_id: `A-${key}`, source: `batch-${seed}` }))
}

describe('two nodes on one database', () => {
  let database: TestDatabase
  let nodes: TestService[]
  before(async () => {
    database = await createTestDatabase()
    nodes = [await startService({ database }), await startService({ database })]
  })
  after(async () => {
    for (const node of nodes) await node.close()
    await database.drop()
  })

  test('overlapping batches with the same natural keys at once: no error, one row per key, one id per key', async () => {
    const [first, second] = nodes as [TestService, TestService]
    const credentials = await createClient(database.db, TEST_ACTOR, { name: 'concurrent' })
    const token = (await first.requestToken(credentials.client_id, credentials.client_secret)).json().access_token
    const sends = Array.from({ length: BATCHES_PER_NODE * 2 }, (_, seed) =>
      (seed % 2 === 0 ? first : second).app.inject({
        method: 'POST',
        url: '/v3/ats/application-steps',
        headers: { authorization: `Bearer ${token}` },
        payload: overlappingBatch(seed),
      }),
    )
    const answers = await Promise.all(sends)
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 201),
    )

    const idOfKey = new Map<string, number>()
    for (const answer of answers) {
      for (const step of answer.json().data as { id: number; application_ats_id: string }[]) {
        const known = idOfKey.get(step.application_ats_id)
        if (known === undefined) idOfKey.set(step.application_ats_id, step.id)
        else assert.equal(step.id, known, `one id for ${step.application_ats_id}`)
      }
    }
    const [{ n }] = (await database.db.query('SELECT count(*)::int AS n FROM application_steps WHERE client_id = $1', [
      credentials.client_id,
    ])) as [{ n: number }]
    assert.equal(n, KEYS)
  })

  test('the same batch sent at once on both nodes, as retries are: every answer gives each key the one id it has', async () => {
    const [first, second] = nodes as [TestService, TestService]
    const credentials = await createClient(database.db, TEST_ACTOR, { name: 'concurrent-retries' })
    const token = (await first.requestToken(credentials.client_id, credentials.client_secret)).json().access_token
    const batch = overlappingBatch(0)
    const answers = await Promise.all(
      Array.from({ length: BATCHES_PER_NODE * 2 }, (_, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/v3/ats/application-steps',
          headers: { authorization: `Bearer ${token}` },
          payload: batch,
        }),
      ),
    )
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 201),
    )
    const rows = await database.db.query<{ id: number | string; application_ats_id: string }>(
      'SELECT id, application_ats_id FROM application_steps WHERE client_id = $1',
      [credentials.client_id],
    )
    assert.equal(rows.length, KEYS)
    const idOfKey = new Map(rows.map((row) => [row.application_ats_id, Number(row.id)]))
    for (const answer of answers) {
      const data = answer.json().data as { id: number; application_ats_id: string }[]
      assert.deepEqual(
        data.map((step) => step.id),
        data.map((step) => idOfKey.get(step.application_ats_id)),
      )
    }
  })

  test('overlapping batches sent with Prefer: return=minimal at once: no error, one row per key, holding one of the sent values', async () => {
    const [first, second] = nodes as [TestService, TestService]
    const credentials = await createClient(database.db, TEST_ACTOR, { name: 'concurrent-minimal' })
    const token = (await first.requestToken(credentials.client_id, credentials.client_secret)).json().access_token
    const seeds = Array.from({ length: BATCHES_PER_NODE * 2 }, (_, seed) => seed)
    const answers = await Promise.all(
      seeds.map((seed) =>
        (seed % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/v3/ats/application-steps',
          headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
          payload: overlappingBatch(seed),
        }),
      ),
    )
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      answers.map(() => 201),
    )

    const rows = await database.db.query<{ application_ats_id: string; source: string }>(
      'SELECT application_ats_id, source FROM application_steps WHERE client_id = $1',
      [credentials.client_id],
    )
    assert.equal(new Set(rows.map((row) => row.application_ats_id)).size, KEYS)
    assert.equal(rows.length, KEYS)
    const sentSources = new Set(seeds.map((seed) => `batch-${seed}`))
    for (const row of rows) assert.ok(sentSources.has(row.source), `${row.application_ats_id}: ${row.source}`)
  })

  test('activity counts re-sent at once on both nodes end as one of the sent figures, never a sum', async () => {
    const [first, second] = nodes as [TestService, TestService]
    const credentials = await createClient(database.db, TEST_ACTOR, { name: 'counts' })
    const token = (await second.requestToken(credentials.client_id, credentials.client_secret)).json().access_token
    const figures = [10, 20, 30, 40]
    const answers = await Promise.all(
      figures.map((count, i) =>
        (i % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: '/v3/jobboard/activities',
          headers: { authorization: `Bearer ${token}` },
          payload: [activity({ count })],
        }),
      ),
    )
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [201, 201, 201, 201],
    )
    const rows = await database.db.query<{ count: number }>('SELECT count FROM activities WHERE client_id = $1', [
      credentials.client_id,
    ])
    assert.equal(rows.length, 1)
    assert.ok(figures.includes(rows[0]?.count as number))
  })
})
