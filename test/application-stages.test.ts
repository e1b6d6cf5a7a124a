import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createFactsKeeping } from '../src/db/application-facts-keeping.ts'
import { createPipelineReport } from '../src/db/pipeline-report.ts'
import { createPipelines, readPipeline } from '../src/db/pipelines.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import type { RecordOfResource } from '../src/domain/resource.ts'
import { APPLICATION_FACTS_INTERVAL_MS } from '../src/jobs/application-facts.ts'
import {
  createTestDatabase,
  startService,
  storedApplicationStep,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'
import { PIPELINE, storeRecruitingData } from './recruiting-data.ts'

/**
 * Each application's stages and outcome, kept under its client's pipeline (migration 024): the
 * pipeline report reads them as they are when they were worked out under the pipeline it reads through,
 * and works the others out at read time; the facts job works them all out again after a change.
 */

/** The recruiting data's pipeline with screening and interviews made one stage. */
const MERGED = {
  stages: [
    { name: 'applied', steps: ['applied'] },
    { name: 'assessed', steps: ['screen', 'interview'] },
    { name: 'offer', steps: ['offer'] },
    { name: 'hired', steps: ['hired'] },
  ],
  outcomes: PIPELINE.outcomes,
}

/** Rows of the client's facts not worked out under its pipeline, and whether its last pass was under it. */
async function notWorkedOut(db: TestDatabase['db'], clientId: string) {
  const { label } = await readPipeline(db, clientId)
  const [rows] = await db.query<{ n: number; passed: boolean }>(
    `SELECT (SELECT count(*)::int FROM application_facts WHERE client_id = $1 AND resolved_under IS DISTINCT FROM $2) AS n,
       EXISTS (SELECT FROM application_facts_progress WHERE client_id = $1 AND resolved_under = $2) AS passed`,
    [clientId, label],
  )
  return rows as { n: number; passed: boolean }
}

describe("each application's stages, kept under its client's pipeline", () => {
  let service: TestService
  let client: TestClient
  const QUERY = { from: '2026-11-01', to: '2026-11-15', groupBy: 'source', filters: {} } as const
  const REPORT = `/v3/reports/pipeline?from=${QUERY.from}&to=${QUERY.to}&group_by=${QUERY.groupBy}`
  const report = async () => {
    const answer = await client.send('GET', REPORT)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data
  }

  before(async () => {
    service = await startService({ config: { reportResultsKeptMs: 0 } })
    client = await service.newClient()
    await storeRecruitingData(client)
  })
  after(() => service.close())

  test('after a new pipeline, the facts job works every application out again under it, and the report reads from the kept stages what it works out at read time', async () => {
    const before = await report()
    assert.equal((await client.send('PUT', '/v3/pipeline', MERGED)).statusCode, 200)
    const clientId = client.clientId
    let left = await notWorkedOut(service.db, clientId)
    for (let waited = 0; (left.n > 0 || !left.passed) && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      left = await notWorkedOut(service.db, clientId)
    }
    assert.deepEqual(left, { n: 0, passed: true }, 'the facts job worked every application out within 30 s')
    const kept = await report()
    assert.notDeepEqual(kept, before)
    // The same report through a label no row is kept under: every application worked out at read time.
    const workedOut = await createPipelineReport(service.db, createFactsKeeping(service.db), service.config).read(
      { ...QUERY, clientId, pipeline: MERGED, label: 'kept under none', limit: 1000, after: undefined },
      (computation) => computation(),
    )
    assert.deepEqual(kept, JSON.parse(JSON.stringify(workedOut.groups)))
  })
})

describe('a pass that works applications out again, in chunks', () => {
  let database: TestDatabase
  const CLIENT = 'cl_stages'

  before(async () => {
    database = await createTestDatabase()
    await createRecordStore(database.db, applicationSteps).storeBatchWithoutIds(
      CLIENT,
      ['A-1', 'A-2', 'A-3', 'A-4', 'A-5'].map((id) =>
        storedApplicationStep({ application_ats_id: id, step: 'screen' }),
      ) as RecordOfResource<typeof applicationSteps>[],
    )
    await database.db.query(
      `INSERT INTO application_facts_pending (client_id, application_ats_id)
       SELECT DISTINCT client_id, application_ats_id FROM application_steps WHERE client_id = $1`,
      [CLIENT],
    )
    await createFactsKeeping(database.db).catchUp(CLIENT)
  })
  after(() => database.drop())

  test('reaches every application of a client with more than a chunk holds, and starts again when the pipeline changes midway', async () => {
    const pipelines = createPipelines(database.db, { kind: 'pipeline', timeoutMs: 10_000 })
    const keeping = createFactsKeeping(database.db, { resolvedPerChunk: 2 })
    await pipelines.set(CLIENT, PIPELINE)
    assert.equal(await keeping.resolve(CLIENT, () => false), false)
    assert.deepEqual(await notWorkedOut(database.db, CLIENT), { n: 0, passed: true })

    await pipelines.set(CLIENT, MERGED)
    let chunks = 0
    assert.equal(await keeping.resolve(CLIENT, () => chunks++ === 1), true, 'one chunk, then told to stop')
    assert.deepEqual(await notWorkedOut(database.db, CLIENT), { n: 3, passed: false })
    await pipelines.set(CLIENT, PIPELINE)
    chunks = 0
    const counted = () => {
      chunks++
      return false
    }
    assert.equal(await keeping.resolve(CLIENT, counted), false)
    assert.equal(chunks, 3, 'five applications, two to a chunk, from the first again')
    assert.deepEqual(await notWorkedOut(database.db, CLIENT), { n: 0, passed: true })
    const [row] = await database.db.query<{ last_stage: number; outcome: string }>(
      "SELECT last_stage, outcome FROM application_facts WHERE client_id = $1 AND application_ats_id = 'A-3'",
      [CLIENT],
    )
    assert.deepEqual(row, { last_stage: 2, outcome: 'in_progress' })
  })

  test('a catch-up told to stop ends after its chunk, and the next one goes on from there', async () => {
    const keeping = createFactsKeeping(database.db, { pendingPerChunk: 2 })
    const pending = async () => {
      const [row] = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM application_facts_pending WHERE client_id = $1',
        [CLIENT],
      )
      return row?.n
    }
    await database.db.query(
      `INSERT INTO application_facts_pending (client_id, application_ats_id)
       SELECT DISTINCT client_id, application_ats_id FROM application_steps WHERE client_id = $1`,
      [CLIENT],
    )
    let chunks = 0
    assert.equal(await keeping.catchUp(CLIENT, () => chunks++ === 1), true, 'one chunk, then told to stop')
    assert.equal(await pending(), 3)
    assert.equal(await keeping.catchUp(CLIENT), false)
    assert.equal(await pending(), 0)
  })

  test('the job is given the clients behind their feed or with pending applications, marked when a pass under their pipeline is due', async () => {
    const keeping = createFactsKeeping(database.db)
    const pipelines = createPipelines(database.db, { kind: 'pipeline', timeoutMs: 10_000 })
    await keeping.resolve(CLIENT, () => false)
    assert.deepEqual(await keeping.clientsBehind(), [])
    const pending = (clientId: string) =>
      database.db.query(
        "INSERT INTO application_facts_pending (client_id, application_ats_id) VALUES ($1, 'A-1') ON CONFLICT DO NOTHING",
        [clientId],
      )
    await pending(CLIENT)
    await pending('cl_stages_new')
    assert.deepEqual(await keeping.clientsBehind(), [
      { clientId: CLIENT, unresolved: false },
      { clientId: 'cl_stages_new', unresolved: true },
    ])
    await keeping.catchUp(CLIENT)
    await pipelines.set(CLIENT, MERGED)
    assert.deepEqual(await keeping.clientsBehind(), [
      { clientId: CLIENT, unresolved: true },
      { clientId: 'cl_stages_new', unresolved: true },
    ])
  })
})

describe('a node with APPLICATION_FACTS_JOB false', () => {
  const REPORT = '/v3/reports/pipeline?from=2026-11-01&to=2026-11-15&group_by=source'
  const factsOf = async (service: TestService, clientId: string) => {
    const [row] = await service.db.query<{ kept: number; applications: number }>(
      `SELECT (SELECT count(*)::int FROM application_facts WHERE client_id = $1) AS kept,
         (SELECT count(DISTINCT application_ats_id)::int FROM application_steps WHERE client_id = $1) AS applications`,
      [clientId],
    )
    return row as { kept: number; applications: number }
  }

  test("keeps no facts in the background: its client's facts wait for the first report, which brings them up to date and answers as a node with the job does", async () => {
    const keeping = await startService({ config: { reportResultsKeptMs: 0 } })
    const idle = await startService({ config: { reportResultsKeptMs: 0, applicationFactsJob: false } })
    try {
      const [kept, behind] = [await keeping.newClient(), await idle.newClient()]
      await storeRecruitingData(kept)
      await storeRecruitingData(behind)
      // The node with the job is the clock: once its job has kept its client's facts, and run four times
      // more, the other node's job would have had as long.
      let facts = await factsOf(keeping, kept.clientId)
      for (let waited = 0; facts.kept < facts.applications && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        facts = await factsOf(keeping, kept.clientId)
      }
      assert.equal(facts.kept, facts.applications, 'the job kept every application within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 4 * APPLICATION_FACTS_INTERVAL_MS))
      assert.equal((await factsOf(idle, behind.clientId)).kept, 0)

      const [withJob, withoutJob] = [await kept.send('GET', REPORT), await behind.send('GET', REPORT)]
      assert.equal(withoutJob.statusCode, 200, withoutJob.body)
      assert.deepEqual(withoutJob.json().data, withJob.json().data)
      assert.deepEqual(await factsOf(idle, behind.clientId), {
        kept: facts.applications,
        applications: facts.applications,
      })
    } finally {
      await keeping.close()
      await idle.close()
    }
  })
})
