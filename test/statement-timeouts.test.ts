import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { defaultConfig } from '../src/config.ts'
import { FACTS_LOCK_SQL } from '../src/db/application-facts-keeping.ts'
import type { Database, Transaction } from '../src/db/database.ts'
import {
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  onPostgres,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * Each kind of expensive read runs its statements under a statement_timeout of its own
 * (src/db/statement-timeout.ts): lists, exports and the rejection log READ_STATEMENT_TIMEOUT_MS, the
 * reports REPORT_STATEMENT_TIMEOUT_MS. What the tests read is the setting each statement ran with, and
 * what a statement past it is answered. On PostgreSQL the statements made slow sleep ten times longer
 * than their limit, so that no timing of the machine decides. The embedded database takes the setting
 * but cannot cancel a statement (one thread, no timer): there, the error PostgreSQL raises stands in.
 */

const READ_TIMEOUT_MS = 432
const REPORT_TIMEOUT_MS = 876

const READS = {
  list: '/v3/ats/application-steps?step=applied',
  export: '/v3/jobboard/job-offers',
  'rejection log': '/v3/rejections?field=step',
  'funnel report': '/v3/reports/funnel?from=2026-01-01&to=2027-01-01',
  'ingestion report': '/v3/reports/ingestion?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z',
} as const

const ACCEPT: Partial<Record<keyof typeof READS, string>> = { export: 'text/csv' }

/**
 * The database as it is, but before each statement of `watched()`'s reads (whose first parameter is the
 * client's id) it runs `before` in the same transaction: `SHOW statement_timeout`, or a sleep.
 */
function beforeEachRead(
  database: TestDatabase,
  watched: () => string | undefined,
  before: (on: Pick<Database, 'query'> | undefined) => Promise<void>,
) {
  const isWatched = (params: readonly unknown[] | undefined) => watched() !== undefined && params?.[0] === watched()
  const db: Database = {
    ...database.db,
    query: async (sql, params, options) => {
      if (isWatched(params)) await before(undefined)
      return database.db.query(sql, params, options)
    },
    transaction: (work) =>
      database.db.transaction((tx) => {
        // The application facts' job catches the client up in transactions of its own: not its reads.
        let factsJob = false
        const watching: Transaction = {
          ...tx,
          query: async (sql, params, options) => {
            if (sql === FACTS_LOCK_SQL) factsJob = true
            if (!factsJob && isWatched(params)) await before(tx)
            return tx.query(sql, params, options)
          },
        }
        return work(watching)
      }),
  }
  return { ...database, db }
}

/** The error PostgreSQL raises for a statement it cancels at statement_timeout. */
function cancelledByTimeout() {
  return Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' })
}

describe('statement timeouts by kind of read', () => {
  let database: TestDatabase
  let service: TestService
  let client: TestClient
  let watched: string | undefined
  /** The statement_timeout of each statement of the watched client's last read; `none` outside a transaction. */
  let seen: string[] = []
  let slow = false
  /** How far the service's clock is ahead: past REPORT_RESULTS_KEPT_MS, a funnel read before is computed again. */
  let ahead = 0

  before(async () => {
    database = await createTestDatabase()
    const watching = beforeEachRead(
      database,
      () => watched,
      async (tx) => {
        if (tx === undefined) {
          seen.push('none: outside a transaction')
        } else if (slow && onPostgres) {
          await tx.query('SELECT pg_sleep($1)', [(10 * REPORT_TIMEOUT_MS) / 1000])
        } else if (slow) {
          throw cancelledByTimeout()
        } else {
          const [row] = await tx.query<{ statement_timeout: string }>('SHOW statement_timeout')
          seen.push(String(row?.statement_timeout))
        }
      },
    )
    service = await startService({
      database: watching,
      config: { readStatementTimeoutMs: READ_TIMEOUT_MS, reportStatementTimeoutMs: REPORT_TIMEOUT_MS },
      now: () => new Date(Date.now() + ahead),
    })
    client = await service.newClient('timed')
    const stored = await client.send('POST', '/v3/ats/application-steps', [applicationStep(), { step: '' }])
    assert.equal(stored.statusCode, 207, stored.body)
    const offer = await client.send('POST', '/v3/jobboard/job-offers', [{ reference: 'JO-1' }])
    assert.equal(offer.statusCode, 201, offer.body)
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  test('lists, exports and the rejection log run under READ_STATEMENT_TIMEOUT_MS, the reports under REPORT_STATEMENT_TIMEOUT_MS', async () => {
    watched = client.clientId
    for (const [kind, url] of Object.entries(READS) as [keyof typeof READS, string][]) {
      seen = []
      const accept = ACCEPT[kind]
      const answer = await client.send('GET', url, undefined, accept === undefined ? {} : { accept })
      assert.equal(answer.statusCode, 200, `${kind}: ${answer.body}`)
      const expected = `${kind.endsWith('report') ? REPORT_TIMEOUT_MS : READ_TIMEOUT_MS}ms`
      assert.ok(seen.length > 0, kind)
      assert.deepEqual(seen, Array(seen.length).fill(expected), kind)
    }
    watched = undefined
  })

  test('a statement past its timeout is cancelled: 503 with Retry-After in the contract body, never 500, logged once as a timeout', async () => {
    watched = client.clientId
    slow = true
    ahead += defaultConfig.reportResultsKeptMs
    try {
      for (const [kind, url] of Object.entries(READS) as [keyof typeof READS, string][]) {
        const accept = ACCEPT[kind]
        const answer = await client.send('GET', url, undefined, accept === undefined ? {} : { accept })
        assert.equal(answer.statusCode, 503, `${kind}: ${answer.body}`)
        assert.equal(answer.headers['retry-after'], '5')
        assert.ok(isContractErrorBody(answer.json()), answer.body)
        assert.equal(answer.json().errors[0].data.code, 'unavailable')
        const limit = kind.endsWith('report') ? REPORT_TIMEOUT_MS : READ_TIMEOUT_MS
        assert.match(answer.json().message, new RegExp(`longer than the ${limit} ms`))
        const requestId = answer.headers['x-request-id']
        const logged = service.logs.lines
          .map((line) => JSON.parse(line))
          .filter((line) => line.reqId === requestId && line.level >= 40)
        assert.deepEqual(
          logged.map((line) => [line.msg, line.timeoutMs]),
          [['statement timed out', limit]],
          kind,
        )
      }
    } finally {
      slow = false
      watched = undefined
    }
  })
})
