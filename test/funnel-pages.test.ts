import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Database } from '../src/db/database.ts'
import {
  applicationStep,
  createTestDatabase,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * The funnel report is computed whole, once, and its pages are cut from it for REPORT_RESULTS_KEPT_MS
 * (src/db/funnel-report.ts, src/db/kept-results.ts): what the tests count is the report's statements,
 * and the clock they move is the service's own.
 */

const KEPT_MS = 60_000
const RANGE = 'from=2026-11-01&to=2026-12-01'

/** The database as it is, counting the report's statements (the only ones that aggregate JSON per group). */
function countingReports(database: TestDatabase) {
  const counted = { reports: 0 }
  const db: Database = {
    ...database.db,
    transaction: (work) =>
      database.db.transaction((tx) =>
        work({
          ...tx,
          query: (sql, params, options) => {
            if (sql.includes('jsonb_object_agg')) counted.reports++
            return tx.query(sql, params, options)
          },
        }),
      ),
  }
  return { database: { ...database, db }, counted }
}

describe('the funnel report computed once for its pages', () => {
  let database: TestDatabase
  let service: TestService
  let client: TestClient
  let counted: { reports: number }
  let ahead = 0

  before(async () => {
    database = await createTestDatabase()
    const counting = countingReports(database)
    counted = counting.counted
    service = await startService({
      database: counting.database,
      config: { reportResultsKeptMs: KEPT_MS },
      now: () => new Date(Date.now() + ahead),
    })
    client = await service.newClient('reporting')
    // Three groups of one application each, one without a subsidiary, one whose name is not ASCII:
    // their order is the bytes', the group without a value last.
    const stored = await client.send('POST', '/v3/ats/application-steps', [
      applicationStep({ application_ats_id: 'A-1', subsidiary: 'Zürich', recorded_at: '2026-11-02T08:00:00Z' }),
      applicationStep({ application_ats_id: 'A-2', subsidiary: 'Paris', recorded_at: '2026-11-03T08:00:00Z' }),
      applicationStep({ application_ats_id: 'A-3', recorded_at: '2026-11-04T08:00:00Z' }),
      applicationStep({ application_ats_id: 'A-4', subsidiary: 'Paris', recorded_at: '2026-11-05T08:00:00Z' }),
    ])
    assert.equal(stored.statusCode, 201, stored.body)
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  /** The groups of every page, walked `limit` at a time. */
  async function walk(query: string, limit: number) {
    const groups: { group: string | null; applications: number }[] = []
    let cursor: string | null = null
    do {
      const url = `/v3/reports/funnel?${query}&limit=${limit}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`
      const answer = await client.send('GET', url)
      assert.equal(answer.statusCode, 200, answer.body)
      groups.push(
        ...answer.json().data.map(({ group, applications }: (typeof groups)[number]) => ({ group, applications })),
      )
      cursor = answer.json().next_cursor
    } while (cursor !== null)
    return groups
  }

  test('a walk through every page, one group at a time, runs the report once, in the order of one page', async () => {
    const before = counted.reports
    const oneByOne = await walk(`${RANGE}&group_by=subsidiary`, 1)
    assert.equal(counted.reports - before, 1)
    assert.deepEqual(oneByOne, [
      { group: 'Paris', applications: 2 },
      { group: 'Zürich', applications: 1 },
      { group: null, applications: 1 },
    ])
    assert.deepEqual(await walk(`${RANGE}&group_by=subsidiary`, 10), oneByOne)
    assert.equal(counted.reports - before, 1)
  })

  test('callers asking for the same report at once share one computation; another range or grouping is its own', async () => {
    const before = counted.reports
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.send('GET', `/v3/reports/funnel?${RANGE}&group_by=source&limit=1`)),
    )
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 200, 200],
    )
    assert.equal(counted.reports - before, 1)
    await walk('from=2026-11-01&to=2026-11-04&group_by=source', 1)
    await walk(`${RANGE}&group_by=day`, 2)
    assert.equal(counted.reports - before, 3)
  })

  test("another client's report is computed for it, never answered from the first's", async () => {
    const other = await service.newClient('other')
    const answer = await other.send('GET', `/v3/reports/funnel?${RANGE}&group_by=subsidiary`)
    assert.equal(answer.statusCode, 200, answer.body)
    assert.deepEqual(answer.json().data, [])
  })

  test('a report is computed again once REPORT_RESULTS_KEPT_MS has passed, with what was written meanwhile', async () => {
    const query = `${RANGE}&group_by=job_offer_reference`
    assert.deepEqual(await walk(query, 10), [{ group: 'JO-1', applications: 4 }])
    const stored = await client.send('POST', '/v3/ats/application-steps', [
      applicationStep({ application_ats_id: 'A-5', recorded_at: '2026-11-06T08:00:00Z' }),
    ])
    assert.equal(stored.statusCode, 201, stored.body)
    const before = counted.reports
    assert.deepEqual(await walk(query, 10), [{ group: 'JO-1', applications: 4 }], 'still the computed report')
    ahead += KEPT_MS
    assert.deepEqual(await walk(query, 10), [{ group: 'JO-1', applications: 5 }])
    assert.equal(counted.reports - before, 1)
  })
})
