import { createClient } from '../src/auth/clients.ts'
import { defaultConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { defineActivities } from '../src/domain/activities.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { jobOffers } from '../src/domain/job-offers.ts'
import type { ListQuery } from '../src/domain/list-query.ts'
import type { Resource } from '../src/domain/resource.ts'
import { DEFAULT_PAGE_SIZE } from '../src/http/query-parameters.ts'
import { loadActivities, loadApplicationSteps, withoutIndexes } from './bulk-load.ts'
import { atMost, type Target } from './judge.ts'
import { READ_ROWS } from './options.ts'
import { BENCH_ACTOR, rssSampler, SERVICE_ENV, startServer, tokenFor } from './processes.ts'

/**
 * The read side, on READ_ROWS application steps and activities and a tenth as many job offers of one
 * client: the plan of the service's own SQL for the first page of each main list filter, and the
 * service's memory while it exports every step as NDJSON and as CSV.
 */

const DAY_MS = 86_400_000

export async function readSide(db: Database, databaseUrl: string): Promise<Target[]> {
  const credentials = await createClient(db, BENCH_ACTOR, { name: 'read side' })
  const clientId = credentials.client_id
  const end = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)
  await withoutIndexes(db, ['application_steps', 'activities', 'job_offers'], async () => {
    await loadApplicationSteps(db, clientId, READ_ROWS, end)
    await loadActivities(db, clientId, READ_ROWS, defaultConfig.activityStatuses, end)
    await db.query(
      `INSERT INTO job_offers (client_id, title, reference, subsidiary, description)
       SELECT $1, 'Senior data engineer, number ' || i, 'JO-' || i, 'Paris', repeat('Build the pipelines. ', 12)
       FROM generate_series(1, $2::int) AS i`,
      [clientId, READ_ROWS / 10],
    )
  })
  // A tenth of the rows changed before the instant (notes the list must not read), a thousandth after,
  // as the service changes a record: updated_at, and its note beside the table.
  const change = (table: string, which: string) =>
    db.query(
      `WITH changed AS (
         UPDATE ${table} SET updated_at = clock_timestamp() WHERE ${which} RETURNING client_id, id, updated_at
       )
       INSERT INTO ${table}_changes (client_id, id, changed_at) SELECT client_id, id, updated_at FROM changed
       ON CONFLICT (client_id, id) DO UPDATE SET changed_at = EXCLUDED.changed_at`,
    )
  const tables = ['application_steps', 'activities', 'job_offers']
  for (const table of tables) await change(table, 'id % 10 = 5')
  const [{ mark }] = (await db.query<{ mark: Date }>('SELECT clock_timestamp() AS mark')) as [{ mark: Date }]
  for (const table of tables) {
    await change(table, 'id % 1000 = 0')
    await db.query(`VACUUM ANALYZE ${table}_changes`)
    await db.query(`VACUUM ANALYZE ${table}`)
  }
  const withoutIndex = await queryPlans(db, clientId, mark.toISOString(), end)

  const service = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATABASE_URL: databaseUrl })
  let peakMb = 0
  try {
    const token = await tokenFor(service.url, credentials)
    for (const accept of ['application/x-ndjson', 'text/csv']) {
      const stopRss = rssSampler(service.process.pid)
      const started = performance.now()
      const rows = await exportedRows(service.url, token, accept)
      const rssMb = stopRss()
      peakMb = Math.max(peakMb, rssMb)
      console.log(
        `export ${accept}: ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${rssMb} MB`,
      )
      if (rows !== READ_ROWS) throw new Error(`the ${accept} export held ${rows} rows, not ${READ_ROWS}`)
    }
  } finally {
    await service.stop()
  }
  return [
    atMost(`list filters on ${READ_ROWS} rows whose first page reads no index`, withoutIndex, 0),
    atMost(`server peak RSS exporting ${READ_ROWS} steps, NDJSON and CSV (MB)`, peakMb, 250),
  ]
}

/** The SQL and parameters the service runs for a list, captured instead of run. */
async function listStatement(resource: Resource, clientId: string, query: Partial<ListQuery>) {
  let statement = { sql: '', params: [] as readonly unknown[] }
  // The list's statement is the last of its transaction (the statement timeout is set first).
  const run: Database['query'] = async (sql, params = []) => {
    statement = { sql, params }
    return []
  }
  const capture: Database = {
    query: run,
    transaction: (work) => work({ query: run, copyCsv: () => Promise.reject(new Error('not used')) }),
    copyCsv: () => Promise.reject(new Error('not used')),
    poolStats: () => ({ max: 1, total: 0, idle: 0, waiting: 0 }),
    close: async () => {},
  }
  const full: ListQuery = {
    exact: [],
    recordedFrom: undefined,
    recordedTo: undefined,
    updatedSince: undefined,
    limit: DEFAULT_PAGE_SIZE,
    after: undefined,
    fields: undefined,
    ...query,
  }
  await createRecordStore(capture, resource).list(clientId, full, full.limit + 1)
  return statement
}

/** `EXPLAIN (ANALYZE)` of each main filter's first page: prints each, returns how many read no index. */
async function queryPlans(db: Database, clientId: string, updatedSince: string, end: Date) {
  const before = (days: number) => new Date(end.getTime() - days * DAY_MS).toISOString()
  const activities = defineActivities(defaultConfig.activityStatuses)
  const steps = applicationSteps
  const cases: [label: string, resource: Resource, query: Partial<ListQuery>][] = [
    ['steps: no filter', steps, {}],
    ['steps: a page in the middle (cursor)', steps, { after: { id: READ_ROWS / 2 } }],
    ['steps: job_offer_reference', steps, { exact: [['job_offer_reference', 'JO-2026-123']] }],
    ['steps: candidate_ats_id', steps, { exact: [['candidate_ats_id', 'C-stored-4242']] }],
    ['steps: application_ats_id', steps, { exact: [['application_ats_id', 'A-stored-4242']] }],
    ['steps: step (6 values)', steps, { exact: [['step', 'interview']] }],
    ['steps: one day', steps, { recordedFrom: before(2), recordedTo: before(1) }],
    [
      'steps: job_offer_reference, 30 days',
      steps,
      { exact: [['job_offer_reference', 'JO-2026-123']], recordedFrom: before(30), recordedTo: before(0) },
    ],
    ['steps: updated_since (0.1 % of rows)', steps, { updatedSince }],
    ['steps: updated_since (every row)', steps, { updatedSince: '2000-01-01T00:00:00.000Z' }],
    ['activities: job_offer_reference', activities, { exact: [['job_offer_reference', 'JO-2026-123']] }],
    ['activities: 7 days', activities, { recordedFrom: before(7).slice(0, 10), recordedTo: before(0).slice(0, 10) }],
    ['activities: updated_since (0.1 % of rows)', activities, { updatedSince }],
    ['job offers: reference', jobOffers, { exact: [['reference', 'JO-4242']] }],
    ['job offers: updated_since (0.1 % of rows)', jobOffers, { updatedSince }],
  ]
  let withoutIndex = 0
  for (const [label, resource, query] of cases) {
    const { sql, params } = await listStatement(resource, clientId, query)
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params))
      .map((row) => row['QUERY PLAN'])
      .join('\n')
    const ms = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?'
    const indexes = [...new Set([...plan.matchAll(/Index (?:Only )?Scan (?:using|on) (\w+)/g)].map((m) => m[1]))]
    if (indexes.length === 0) withoutIndex++
    console.log(`${label.padEnd(48)} ${ms.padStart(8)} ms  ${indexes.join(', ') || 'NO INDEX'}`)
  }
  return withoutIndex
}

/** Reads a whole export as a client would, keeping nothing but counts; checks each record comes once, in id order. */
async function exportedRows(url: string, token: string, accept: string) {
  const answer = await fetch(`${url}/v3/ats/application-steps`, {
    headers: { authorization: `Bearer ${token}`, accept },
  })
  if (answer.status !== 200 || answer.body === null) throw new Error(`the ${accept} export answered ${answer.status}`)
  const idAtStart = accept === 'text/csv' ? /^(\d+),/ : /^\{"id":(\d+),/
  let rows = 0
  let lastId = 0
  let partial = ''
  const decoder = new TextDecoder()
  const check = (line: string) => {
    if (line === '' || (rows === 0 && line.startsWith('id,'))) return
    const id = Number(idAtStart.exec(line)?.[1])
    if (!(id > lastId)) throw new Error(`the ${accept} export has id ${id} after ${lastId}`)
    lastId = id
    rows++
  }
  for await (const chunk of answer.body as AsyncIterable<Uint8Array>) {
    const lines = (partial + decoder.decode(chunk, { stream: true })).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) check(line)
  }
  check(partial)
  return rows
}
