import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { FACTS_LOCK_SQL } from '../src/db/application-facts-keeping.ts'
import type { Database, Transaction } from '../src/db/database.ts'
import { HttpError } from '../src/errors.ts'
import { createCostBudget } from '../src/http/cost-budget.ts'
import {
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  onPostgres,
  type Reply,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * The cost budget of the expensive reads (src/http/cost-budget.ts): a client runs at most
 * EXPENSIVE_READS_PER_CLIENT of their statements at once on a node, all clients together at most the
 * pool's share; the others wait their turn briefly, then get 429 or 503 with Retry-After. Statements
 * are held open by the tests (never timed), so that what runs at once is counted, not raced.
 */

/** A promise the test settles when it chooses. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** What a run of the budget ended with: its value, or the error it threw. */
const settled = <T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

function assertRefused(outcome: { error?: unknown }, status: 429 | 503) {
  assert.ok(outcome.error instanceof HttpError, String(outcome.error))
  assert.equal(outcome.error.statusCode, status)
  assert.equal(outcome.error.code, status === 429 ? 'rate_limited' : 'unavailable')
  assert.equal(outcome.error.headers['retry-after'], '1')
}

describe('the cost budget', () => {
  test('a client runs at most its share of statements at once; as many more wait their turn, and beyond them it is 429 at once', async () => {
    const budget = createCostBudget({ perClient: 2, atOnce: 10, maxWaitMs: 60_000 })
    const held = gate()
    let running = 0
    let most = 0
    const statement = async () => {
      running++
      most = Math.max(most, running)
      await held.opened
      running--
      return 'read'
    }
    const runs = Array.from({ length: 5 }, () => settled(budget.run('cl_a', statement)))
    assertRefused(await (runs[4] as Promise<{ error?: unknown }>), 429)
    assert.equal(running, 2)
    held.open()
    assert.deepEqual(await Promise.all(runs.slice(0, 4)), Array(4).fill({ value: 'read' }))
    assert.equal(most, 2)
  })

  test('another client runs at once while one holds its share', async () => {
    const budget = createCostBudget({ perClient: 1, atOnce: 2, maxWaitMs: 60_000 })
    const held = gate()
    const holding = budget.run('cl_a', () => held.opened)
    const waiting = settled(budget.run('cl_a', async () => 'a, later'))
    assert.equal(await budget.run('cl_b', async () => 'b, at once'), 'b, at once')
    held.open()
    await holding
    assert.deepEqual(await waiting, { value: 'a, later' })
  })

  test('a wait that ends without a turn is refused: 429 when its client holds its share, 503 when the node does', async () => {
    const budget = createCostBudget({ perClient: 2, atOnce: 3, maxWaitMs: 20 })
    const held = gate()
    const holding = [
      budget.run('cl_a', () => held.opened),
      budget.run('cl_a', () => held.opened),
      budget.run('cl_b', () => held.opened),
    ]
    const [clientBusy, nodeBusy] = await Promise.all([
      settled(budget.run('cl_a', async () => 'never')),
      settled(budget.run('cl_c', async () => 'never')),
    ])
    assertRefused(clientBusy, 429)
    assertRefused(nodeBusy, 503)
    held.open()
    await Promise.all(holding)
    assert.equal(await budget.run('cl_c', async () => 'now'), 'now', 'the refused left no trace')
  })

  test('the clients waiting are served in turn: one that sends many waits behind its own', async () => {
    const budget = createCostBudget({ perClient: 2, atOnce: 1, maxWaitMs: 60_000 })
    const started: string[] = []
    const gates = new Map<string, ReturnType<typeof gate>>()
    const statement = (name: string) => () => {
      started.push(name)
      const held = gate()
      gates.set(name, held)
      return held.opened
    }
    const runs = [
      budget.run('cl_a', statement('a1')),
      budget.run('cl_a', statement('a2')),
      budget.run('cl_a', statement('a3')),
      budget.run('cl_b', statement('b1')),
    ]
    for (const name of ['a1', 'a2', 'b1', 'a3']) {
      await new Promise(setImmediate)
      assert.equal(started.at(-1), name)
      gates.get(name)?.open()
    }
    await Promise.all(runs)
    assert.deepEqual(started, ['a1', 'a2', 'b1', 'a3'])
  })
})

/**
 * The database as it is, but each statement of `holder()`'s expensive reads (whose first parameter is
 * the client's id: the statement timeout is set before, without it) waits for `held()` before it runs;
 * `inFlight` counts that client's transactions between their first such statement and their end.
 */
function holdingReads(database: TestDatabase, holder: () => string | undefined, held: () => Promise<void>) {
  const inFlight = { now: 0, most: 0 }
  const db: Database = {
    ...database.db,
    transaction: (work) =>
      database.db.transaction(async (tx) => {
        let counted = false
        // The application facts' job (db/application-facts-keeping.ts) catches the client up in
        // transactions of its own, which take no turn of the budget: never held, never counted.
        let factsJob = false
        const holding: Transaction = {
          ...tx,
          query: async (sql, params, options) => {
            if (sql === FACTS_LOCK_SQL) factsJob = true
            if (!factsJob && holder() !== undefined && params?.[0] === holder()) {
              if (!counted) {
                counted = true
                inFlight.now++
                inFlight.most = Math.max(inFlight.most, inFlight.now)
              }
              await held()
            }
            return tx.query(sql, params, options)
          },
        }
        try {
          return await work(holding)
        } finally {
          if (counted) inFlight.now--
        }
      }),
  }
  return { database: { ...database, db }, inFlight }
}

describe('the expensive reads of one client take turns on a node', () => {
  let service: TestService
  let database: TestDatabase
  let holder: TestClient | undefined
  let held = gate()
  let inFlight: { now: number; most: number }

  before(async () => {
    database = await createTestDatabase()
    const holding = holdingReads(
      database,
      () => holder?.clientId,
      () => held.opened,
    )
    inFlight = holding.inFlight
    // A wait longer than any test: what waits is let through by the test, never by a timer.
    service = await startService({
      database: holding.database,
      config: { expensiveReadsPerClient: 1, expensiveReadsWaitMs: 600_000 },
    })
  })
  after(async () => {
    held.open()
    await service.close()
    await database.drop()
  })

  test('a client past its share of expensive reads gets 429 with Retry-After at once, while another client is served', async () => {
    const client = await service.newClient('looping')
    const other = await service.newClient('other tenant')
    const stored = await client.send('POST', '/v3/ats/application-steps', [applicationStep()])
    assert.equal(stored.statusCode, 201, stored.body)
    holder = client
    held = gate()
    const reads = [
      client.send('GET', '/v3/ats/application-steps'),
      client.send('GET', '/v3/ats/application-steps', undefined, { accept: 'application/x-ndjson' }),
      client.send('GET', '/v3/reports/funnel?from=2026-01-01&to=2027-01-01&limit=1'),
      client.send('GET', '/v3/reports/ingestion?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z'),
      client.send('GET', '/v3/rejections?field=step'),
    ]
    // One runs (held), one waits its turn, and the three beyond them are refused without waiting.
    const answered: Reply[] = []
    for (const read of reads) read.then((answer) => answered.push(answer))
    while (answered.length < 3) await new Promise((resolve) => setTimeout(resolve, 5))
    for (const answer of answered) {
      assert.equal(answer.statusCode, 429, answer.body)
      assert.equal(answer.headers['retry-after'], '1')
      assert.ok(isContractErrorBody(answer.json()), answer.body)
      assert.equal(answer.json().errors[0].data.code, 'rate_limited')
    }
    // On PostgreSQL the node's share is half the pool: the other tenant is served while the client's
    // read still runs. The embedded database has one connection, and so a share of one: the other
    // tenant waits in the turns of the node's share, and is served once the held reads end.
    const otherTenant = other.send('GET', '/v3/ats/application-steps')
    if (onPostgres) assert.equal((await otherTenant).statusCode, 200)
    held.open()
    assert.equal((await otherTenant).statusCode, 200)
    const all = await Promise.all(reads)
    assert.deepEqual(all.map((answer) => answer.statusCode).sort(), [200, 200, 429, 429, 429])
    assert.equal(inFlight.most, 1)
    holder = undefined
    const metrics = await service.app.inject({ method: 'GET', url: '/metrics' })
    assert.match(metrics.body, /intake_expensive_reads_total\{outcome="client_busy"\} 3/)
  })
})
