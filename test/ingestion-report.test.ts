import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createIngestionJournal } from '../src/db/ingestion-journal.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import type { RecordOfResource } from '../src/domain/resource.ts'
import {
  activity,
  applicationStep,
  isContractErrorBody,
  jobOffer,
  startService,
  storedApplicationStep,
  type TestClient,
  type TestService,
} from './helpers.ts'

const STEPS = '/v3/ats/application-steps'
const REPORT = '/v3/reports/ingestion'
const DAY = 'bucket=day&from=2026-11-20T00:00:00Z&to=2026-11-22T00:00:00Z'
const HOURS = 'bucket=hour&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z'

describe('GET /v3/reports/ingestion', () => {
  let service: TestService
  let clock = new Date('2026-11-20T10:15:00Z')
  const at = (time: string) => {
    clock = new Date(time)
  }

  before(async () => {
    // Tokens last a week: the clock moves back and forth over two days here.
    service = await startService({ now: () => clock, config: { tokenLifetimeSeconds: 7 * 86_400 } })
  })
  after(() => service.close())

  const report = async (client: TestClient, query: string) => {
    const answer = await client.send('GET', `${REPORT}?${query}`)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json()
  }
  const step = (n: number, overrides: Record<string, unknown> = {}) =>
    applicationStep({ application_ats_id: `A-${n}`, candidate_ats_id: `C-${n}`, ...overrides })
  const expectStatus = async (status: number, answer: Promise<{ statusCode: number; body: string }>) => {
    const { statusCode, body } = await answer
    assert.equal(statusCode, status, body)
  }

  test('counts what each write created, changed and rejected, per hour and per day', async () => {
    at('2026-11-20T10:15:00Z')
    const client = await service.newClient('counted')
    await expectStatus(201, client.send('POST', STEPS, [step(1), step(2), step(3, { candidate_mail: 'a@b.org' })]))
    // The same values again: a batch received, nothing changed.
    await expectStatus(201, client.send('POST', STEPS, [step(1), step(2)]))
    // One of two with other values: one changed.
    await expectStatus(201, client.send('POST', STEPS, [step(1, { source: 'board' }), step(2)]))
    // 207: one new, one rejected; return=minimal goes the way without ids.
    await expectStatus(
      207,
      client.send('POST', STEPS, [step(4), { ...step(5), step: '' }], { prefer: 'return=minimal' }),
    )
    // Every item invalid: a batch received, its two items rejected.
    await expectStatus(400, client.send('POST', STEPS, [{}, { step: 1 }]))
    at('2026-11-20T11:59:59Z')
    const [first] = (await client.send('GET', `${STEPS}?limit=1`)).json().data
    await expectStatus(200, client.send('PATCH', `${STEPS}/${first.id}`, { source: 'referral' }))
    // A rejected PATCH: one rejected; a PATCH of a record that does not exist: nothing.
    await expectStatus(400, client.send('PATCH', `${STEPS}/${first.id}`, { step: '' }))
    await expectStatus(
      409,
      client.send('PATCH', `${STEPS}/${first.id}`, { application_ats_id: 'A-2', candidate_ats_id: 'C-2' }),
    )
    await expectStatus(404, client.send('PATCH', `${STEPS}/999999999`, { source: 'x' }))
    // An erasure that changes one step, then one that changes none.
    await expectStatus(200, client.send('DELETE', '/v3/ats/candidates/C-3/personal-data'))
    await expectStatus(200, client.send('DELETE', '/v3/ats/candidates/C-3/personal-data'))
    at('2026-11-21T00:00:00Z')
    await expectStatus(201, client.send('POST', '/v3/jobboard/activities', [activity()]))
    await expectStatus(201, client.send('POST', '/v3/jobboard/job-offers', [jobOffer()]))

    // Each rejection under its first problem's code: the blank step (207), the empty item and the one
    // without its required fields (400) are required; then the blank step of a PATCH, and the 409.
    const hourly = await report(client, HOURS)
    assert.deepEqual(hourly.data, [
      {
        bucket: '2026-11-20T10:00:00Z',
        resource: 'application-steps',
        created: 4,
        changed: 1,
        rejected: 3,
        batches: 5,
        batches_refused: 0,
        reasons: { required: 3 },
      },
      {
        bucket: '2026-11-20T11:00:00Z',
        resource: 'application-steps',
        created: 0,
        changed: 2,
        rejected: 2,
        batches: 0,
        batches_refused: 0,
        reasons: { required: 1, key_conflict: 1 },
      },
    ])
    const daily = await report(client, DAY)
    const none = { rejected: 0, batches: 1, batches_refused: 0, reasons: {} }
    assert.deepEqual(daily.data, [
      {
        bucket: '2026-11-20T00:00:00Z',
        resource: 'application-steps',
        created: 4,
        changed: 3,
        rejected: 5,
        batches: 5,
        batches_refused: 0,
        reasons: { required: 4, key_conflict: 1 },
      },
      { bucket: '2026-11-21T00:00:00Z', resource: 'activities', created: 1, changed: 0, ...none },
      { bucket: '2026-11-21T00:00:00Z', resource: 'job-offers', created: 1, changed: 0, ...none },
    ])
    assert.deepEqual(daily.last_batch_at, {
      'application-steps': '2026-11-20T10:15:00.000Z',
      activities: '2026-11-21T00:00:00.000Z',
      'job-offers': '2026-11-21T00:00:00.000Z',
    })
    // The range is half-open: the 21st is out of [20th, 21st).
    assert.deepEqual(
      (await report(client, HOURS)).data.map((row: { resource: string }) => row.resource),
      ['application-steps', 'application-steps'],
    )
  })

  test('a write that rolls back counts nothing, on the COPY way and on the upsert way', async () => {
    at('2026-11-20T10:00:00Z')
    const client = await service.newClient('rolled back')
    const store = createRecordStore(service.db, applicationSteps)
    const journal = createIngestionJournal(service.db, () => new Date('2026-11-20T10:00:00Z'))
    const context = {
      clientId: client.clientId,
      resource: applicationSteps.name,
      requestId: 'rolled-back',
      naturalKey: applicationSteps.naturalKey,
      changed: applicationSteps,
    }
    const failing = journal.batch(context, [
      { index: 1, problems: [{ field: 'step', code: 'required', message: 'bad' }], item: {} },
    ])
    const boom = new Error('after the counters')
    const records = [storedApplicationStep()] as RecordOfResource<typeof applicationSteps>[]
    const fails = () =>
      store.storeBatch(client.clientId, records, async (tx, tally) => {
        await failing(tx, tally)
        throw boom
      })
    await assert.rejects(fails(), boom) // new keys: COPY
    await store.storeBatch(client.clientId, records) // stored without counting: the next batch upserts
    await assert.rejects(
      store.storeBatch(client.clientId, [storedApplicationStep({ source: 'x' })] as typeof records, async (tx, t) => {
        await failing(tx, t)
        throw boom
      }),
      boom,
    )
    assert.deepEqual((await report(client, DAY)).data, [])
    assert.deepEqual((await client.send('GET', '/v3/rejections')).json().data, [], 'no rejection logged either')
    assert.equal((await client.send('GET', STEPS)).json().data[0].source, null, 'the upsert was rolled back too')
  })

  test('ten concurrent batches of one client are all counted', async () => {
    at('2026-11-20T15:30:00Z')
    const client = await service.newClient('concurrent')
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.send('POST', STEPS, [step(100 + i), step(200 + i), { ...step(300 + i), recorded_at: 'x' }]),
      ),
    )
    for (const answer of answers) assert.equal(answer.statusCode, 207, answer.body)
    assert.deepEqual((await report(client, DAY)).data, [
      {
        bucket: '2026-11-20T00:00:00Z',
        resource: 'application-steps',
        created: 20,
        changed: 0,
        rejected: 10,
        batches: 10,
        batches_refused: 0,
        reasons: { invalid_format: 10 },
      },
    ])
  })

  test("a client never sees another client's activity", async () => {
    at('2026-11-20T10:15:00Z')
    const busy = await service.newClient('busy')
    const quiet = await service.newClient('quiet')
    await expectStatus(201, busy.send('POST', STEPS, [step(1)]))
    const seen = await report(quiet, DAY)
    assert.deepEqual(seen.data, [])
    assert.deepEqual(seen.last_batch_at, { 'application-steps': null, activities: null, 'job-offers': null })
    assert.equal((await report(busy, DAY)).data.length, 1)
  })

  test('bad parameters: 400 with one entry naming each', async () => {
    at('2026-11-20T10:00:00Z')
    const client = await service.newClient('bad parameters')
    // A bound that does not start a whole bucket is not in the form the bucket asks: invalid_format.
    const cases: [query: string, parameter: string, code: string][] = [
      ['bucket=hour&from=2026-11-20T00:00:00Z', 'to', 'required'],
      ['bucket=week&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z', 'bucket', 'not_allowed_value'],
      ['from=2026-11-21T00:00:00Z&to=2026-11-20T00:00:00Z', 'to', 'out_of_range'],
      ['from=2026-11-20T00:00:00Z&to=2026-11-20T00:00:00Z', 'to', 'out_of_range'],
      ['bucket=hour&from=2026-11-01T00:00:00Z&to=2026-12-03T00:00:00Z', 'to', 'out_of_range'],
      ['bucket=day&from=2025-11-01T00:00:00Z&to=2026-11-03T00:00:00Z', 'to', 'out_of_range'],
      ['bucket=day&from=2026-11-20T10:00:00Z&to=2026-11-21T00:00:00Z', 'from', 'invalid_format'],
      ['bucket=hour&from=2026-11-20T10:00:00Z&to=2026-11-20T10:30:00Z', 'to', 'invalid_format'],
      ['from=yesterday&to=2026-11-21T00:00:00Z', 'from', 'invalid_format'],
      [`${DAY}&client_id=other`, 'client_id', 'unknown_parameter'],
      [`${DAY}&bucket=hour`, 'bucket', 'invalid_type'],
    ]
    for (const [query, parameter, code] of cases) {
      const answer = await client.send('GET', `${REPORT}?${query}`)
      assert.equal(answer.statusCode, 400, query)
      assert.ok(isContractErrorBody(answer.json()), answer.body)
      assert.deepEqual(
        answer.json().errors.map((entry: { data: unknown }) => entry.data),
        [{ code, parameter }],
        `${query}: ${answer.body}`,
      )
    }
    // 31 days by hour and 366 by day are allowed.
    await report(client, 'bucket=hour&from=2026-11-01T00:00:00Z&to=2026-12-02T00:00:00Z')
    await report(client, 'bucket=day&from=2025-11-01T00:00:00Z&to=2026-11-02T00:00:00Z')
  })

  test('without a token: 401', async () => {
    const answer = await service.app.inject({ method: 'GET', url: `${REPORT}?${DAY}` })
    assert.equal(answer.statusCode, 401)
  })
})
