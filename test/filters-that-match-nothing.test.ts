import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { FACTS_LOCK_SQL } from '../src/db/application-facts-keeping.ts'
import type { Database, Transaction } from '../src/db/database.ts'
import {
  applicationStep,
  createTestDatabase,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * A filter that matches nothing costs no more than one that matches a page (migration 018): the plan of
 * the statement the service runs for it, run again under EXPLAIN ANALYZE, reads its index and touches
 * no row. Counted in rows, not timed.
 */

const STEPS = 3_000

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** The rows the scans of a plan read, those they kept and those their filters threw away. */
function rowsTouched(node: PlanNode): number {
  const own = node['Node Type'].includes('Scan')
    ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
      node['Actual Loops']
    : 0
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsTouched(child), 0)
}

function indexesRead(node: PlanNode): string[] {
  return [...(node['Index Name'] === undefined ? [] : [node['Index Name']]), ...(node.Plans ?? []).flatMap(indexesRead)]
}

/** The database as it is, noting the last statement of `watched()`'s reads (their first parameter is its id). */
function noting(database: TestDatabase, watched: () => string | undefined) {
  const last: { sql: string; params: readonly unknown[] } = { sql: '', params: [] }
  const db: Database = {
    ...database.db,
    transaction: (work) =>
      database.db.transaction((tx) => {
        // The application facts' job catches the client up in transactions of its own: not its reads.
        let factsJob = false
        const watching: Transaction = {
          ...tx,
          query: (sql, params, options) => {
            if (sql === FACTS_LOCK_SQL) factsJob = true
            if (!factsJob && params?.[0] !== undefined && params[0] === watched()) Object.assign(last, { sql, params })
            return tx.query(sql, params, options)
          },
        }
        return work(watching)
      }),
  }
  return { database: { ...database, db }, last }
}

describe('filters that match nothing', () => {
  let database: TestDatabase
  let service: TestService
  let client: TestClient
  let last: { sql: string; params: readonly unknown[] }
  let watched: string | undefined

  before(async () => {
    database = await createTestDatabase()
    const watching = noting(database, () => watched)
    last = watching.last
    service = await startService({ database: watching.database })
    client = await service.newClient('big tables')
    // Every step valid, of one subsidiary; every third item rejected for its step (one problem, field `step`).
    const items = Array.from({ length: STEPS }, (_, n) =>
      applicationStep({
        application_ats_id: `A-${n}`,
        subsidiary: 'Paris',
        source: 'linkedin',
        ...(n % 3 === 0 ? { step: '' } : {}),
      }),
    )
    const sent = await client.send('POST', '/v3/ats/application-steps', items)
    assert.equal(sent.statusCode, 207, sent.body.slice(0, 500))
    await database.db.query('ANALYZE application_steps')
    // VACUUM as autovacuum would: until then, the GIN index's pending list of new entries makes the index
    // dearer to the planner than scanning a table this small.
    await database.db.query('VACUUM ANALYZE rejections')
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  /** The answer of `url`, and the plan of the statement it ran, run again. */
  async function planOf(url: string) {
    watched = client.clientId
    const answer = await client.send('GET', url)
    watched = undefined
    assert.equal(answer.statusCode, 200, answer.body)
    const [row] = await database.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${last.sql}`,
      last.params,
    )
    const explained = row?.['QUERY PLAN']
    const [{ Plan: plan }] = typeof explained === 'string' ? JSON.parse(explained) : explained
    return { data: answer.json().data as unknown[], plan: plan as PlanNode }
  }

  const cases = [
    {
      what: 'a list filtered on a subsidiary',
      empty: '/v3/ats/application-steps?subsidiary=Lyon&limit=10',
      page: '/v3/ats/application-steps?subsidiary=Paris&limit=10',
      index: 'application_steps_by_subsidiary',
    },
    {
      what: 'a list filtered on a source',
      empty: '/v3/ats/application-steps?source=indeed&limit=10',
      page: '/v3/ats/application-steps?source=linkedin&limit=10',
      index: 'application_steps_by_source',
    },
    {
      what: 'a list filtered on a step',
      empty: '/v3/ats/application-steps?step=hired&limit=10',
      page: '/v3/ats/application-steps?step=applied&limit=10',
      index: 'application_steps_by_step',
    },
    {
      what: 'the rejection log filtered on a field',
      empty: '/v3/rejections?field=nonexistent&limit=10',
      page: '/v3/rejections?field=step&limit=10',
      index: 'rejections_by_problem_terms',
    },
    {
      what: 'the rejection log filtered on a code',
      empty: '/v3/rejections?code=too_long&limit=10',
      page: '/v3/rejections?code=required&limit=10',
      index: 'rejections_by_problem_terms',
    },
  ]

  for (const { what, empty, page, index } of cases) {
    test(`${what} that matches nothing reads ${index} and touches no row, where a matching page touches some`, async () => {
      const nothing = await planOf(empty)
      assert.deepEqual(nothing.data, [])
      assert.ok(indexesRead(nothing.plan).includes(index), JSON.stringify(nothing.plan))
      assert.equal(rowsTouched(nothing.plan), 0, JSON.stringify(nothing.plan))
      const matching = await planOf(page)
      assert.equal(matching.data.length, 10)
      assert.ok(rowsTouched(matching.plan) >= 10, JSON.stringify(matching.plan))
    })
  }
})
