import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { activity, applicationStep, jobOffer, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * `?dry_run=true` on the batch endpoints and PATCH: the answer the real request gets (status, errors),
 * and nothing stored, counted (ingestion report, metrics) or logged (rejection log).
 */

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const OFFERS = '/v3/jobboard/job-offers'
const DAY = 'bucket=day&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z'

const step = (n: number, overrides: Record<string, unknown> = {}) =>
  applicationStep({ application_ats_id: `A-${n}`, candidate_ats_id: `C-${n}`, ...overrides })

describe('dry_run=true', () => {
  let service: TestService
  before(async () => {
    service = await startService({ now: () => new Date('2026-11-20T10:15:00Z') })
  })
  after(() => service.close())

  const read = async (client: TestClient, url: string) => {
    const answer = await client.send('GET', url)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data
  }
  /** What the service keeps of a client: its records, its ingestion report, its rejection log, its metrics. */
  const traces = async (client: TestClient) => ({
    steps: await read(client, STEPS),
    activities: await read(client, ACTIVITIES),
    offers: await read(client, OFFERS),
    report: await read(client, `/v3/reports/ingestion?${DAY}`),
    rejections: await read(client, '/v3/rejections'),
    metrics: (await service.app.inject({ method: 'GET', url: '/metrics' })).body
      .split('\n')
      .filter((line) => line.includes(client.clientId)),
  })
  const nothing = { steps: [], activities: [], offers: [], report: [], rejections: [], metrics: [] }

  test('a batch answers as the real one (201, 207, 400: same status, same errors) and stores, counts and logs nothing', async () => {
    const real = await service.newClient('real')
    const dry = await service.newClient('dry')
    const batches: [string, unknown[], number, string][] = [
      [STEPS, [step(1), step(2)], 201, 'Dry run: 2 application steps would be stored'],
      [
        STEPS,
        [step(3), { ...step(4), step: '' }, step(5)],
        207,
        'Dry run: 2 of 3 application steps would be stored; 1 rejected (see errors)',
      ],
      [
        STEPS,
        [{}, { step: 1 }],
        400,
        'Dry run: no application steps would be stored: every item is invalid (see errors)',
      ],
      [
        ACTIVITIES,
        [activity(), activity({ status: 'seen' })],
        207,
        'Dry run: 1 of 2 activities would be stored; 1 rejected (see errors)',
      ],
      [OFFERS, [jobOffer()], 201, 'Dry run: 1 job offer would be stored'],
      [OFFERS, [], 200, 'Dry run: the batch is empty; no job offers would be stored'],
    ]
    for (const [url, items, status, message] of batches) {
      const expected = await real.send('POST', url, items)
      const answer = await dry.send('POST', `${url}?dry_run=true`, items)
      assert.equal(expected.statusCode, status, expected.body)
      assert.equal(answer.statusCode, status, answer.body)
      assert.deepEqual(answer.json(), {
        message,
        ...(expected.json().errors ? { errors: expected.json().errors } : {}),
      })
    }
    assert.deepEqual(await traces(dry), nothing)
    assert.notDeepEqual((await traces(real)).rejections, [])
  })

  test('a body refused whole gets the real one’s 4xx; dry_run=false is a real request', async () => {
    const client = await service.newClient('refused')
    const notAnArray = await client.send('POST', `${STEPS}?dry_run=true`, { one: 'item' })
    assert.equal(notAnArray.statusCode, 400, notAnArray.body)
    assert.equal(notAnArray.json().message, 'The request body must be a JSON array of application steps')
    assert.deepEqual(await traces(client), nothing)
    const stored = await client.send('POST', `${STEPS}?dry_run=false`, [step(1)])
    assert.equal(stored.statusCode, 201, stored.body)
    assert.equal((await read(client, STEPS)).length, 1)
  })

  test('dry_run other than true or false is 400 naming it, even beside a body that is refused, and stores and logs nothing', async () => {
    const client = await service.newClient('bad flag')
    for (const [method, url, body] of [
      ['POST', `${STEPS}?dry_run=yes`, [step(1)]],
      ['PATCH', `${STEPS}/1?dry_run=1`, { source: 'x' }],
      // With a body it refuses too: Fastify stops at the body, so the query is checked by the route.
      ['PATCH', `${STEPS}/1?dry_run=TRUE`, { step: '' }],
    ] as const) {
      const answer = await client.send(method, url, body)
      assert.equal(answer.statusCode, 400, answer.body)
      // The same code whether Fastify's schema or the route refuses it: not one of true and false.
      assert.deepEqual(
        answer.json().errors,
        [{ message: 'dry_run must be true or false', data: { code: 'not_allowed_value', parameter: 'dry_run' } }],
        `${method} ${url} ${JSON.stringify(body)}`,
      )
    }
    assert.deepEqual(await traces(client), nothing)
  })

  test('a PATCH answers as the real one (200 with the record as changed, 400, 404, 409) and changes, counts and logs nothing', async () => {
    const client = await service.newClient('patch')
    const stored = await client.send('POST', STEPS, [step(1), step(2)])
    assert.equal(stored.statusCode, 201, stored.body)
    const [first, second] = stored.json().data
    const before = await traces(client)

    const changed = await client.send('PATCH', `${STEPS}/${first.id}?dry_run=true`, { source: 'referral' })
    assert.equal(changed.statusCode, 200, changed.body)
    const { id, ...unchanged } = first
    assert.equal(changed.json().message, `Dry run: application step ${id} would be updated`)
    assert.deepEqual(changed.json().data, [{ ...unchanged, source: 'referral' }])

    const invalid = await client.send('PATCH', `${STEPS}/${first.id}?dry_run=true`, { step: '' })
    assert.equal(invalid.statusCode, 400, invalid.body)
    assert.equal(invalid.json().message, 'Dry run: the change is invalid (see errors)')
    const missing = await client.send('PATCH', `${STEPS}/999999999?dry_run=true`, { source: 'x' })
    assert.equal(missing.statusCode, 404, missing.body)
    const conflict = await client.send('PATCH', `${STEPS}/${second.id}?dry_run=true`, {
      application_ats_id: 'A-1',
      candidate_ats_id: 'C-1',
    })
    assert.equal(conflict.statusCode, 409, conflict.body)
    assert.equal(
      conflict.json().message,
      'Another application step already has this application_ats_id, step, recorded_at',
    )

    assert.deepEqual(await traces(client), before)
    const [record] = await read(client, `${STEPS}/${first.id}`)
    assert.equal(record.source, first.source)
  })
})
