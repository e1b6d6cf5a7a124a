import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { parse } from 'csv-parse/sync'
import { isContractErrorBody, startService, type TestClient, type TestService } from './helpers.ts'
import { storeRecruitingData } from './recruiting-data.ts'

/**
 * GET /v3/applications (issue 44, section 4): the applications behind the pipeline report's figures,
 * over the data set of recruiting-data.ts, every item worked out by hand.
 */

const RANGE = 'from=2026-11-01&to=2026-11-15'

const A1 = {
  application_ats_id: 'A-1',
  candidate_ats_id: 'C-A-1',
  job_offer_reference: 'JO-1',
  title: 'Nurse',
  subsidiary: null,
  source: 'board',
  applied_at: '2026-11-02T00:00:00.000Z',
  last_stage: 'hired',
  outcome: 'hired',
  reached_at: {
    applied: '2026-11-02T00:00:00.000Z',
    screened: '2026-11-03T00:00:00.000Z',
    interviewed: '2026-11-05T00:00:00.000Z',
    offer: '2026-11-06T00:00:00.000Z',
    hired: '2026-11-08T00:00:00.000Z',
  },
  days_to_hire: 6,
}

describe('the applications list', () => {
  let service: TestService
  let client: TestClient
  const list = async (query: string) => {
    const answer = await client.send('GET', `/v3/applications?${query}`)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json()
  }
  const ids = (answer: { data: { application_ats_id: string }[] }) => answer.data.map((a) => a.application_ats_id)

  before(async () => {
    service = await startService()
    client = await service.newClient()
    await storeRecruitingData(client)
  })
  after(() => service.close())

  test('the cohort, newest application date first, each with its facts and no personal data', async () => {
    const before = new Date()
    const answer = await list(RANGE)
    assert.deepEqual(ids(answer), ['A-6', 'A-5', 'A-3', 'A-2', 'A-1'])
    assert.deepEqual(answer.data[4], A1)
    assert.deepEqual(answer.data[2], {
      application_ats_id: 'A-3',
      candidate_ats_id: 'C-A-3',
      job_offer_reference: 'JO-2',
      title: null,
      subsidiary: null,
      source: 'board',
      applied_at: '2026-11-04T00:00:00.000Z',
      last_stage: 'offer',
      outcome: 'withdrawn',
      reached_at: {
        applied: '2026-11-04T00:00:00.000Z',
        screened: '2026-11-09T00:00:00.000Z',
        interviewed: '2026-11-09T00:00:00.000Z',
        offer: '2026-11-09T00:00:00.000Z',
      },
      days_to_hire: null,
    })
    assert.deepEqual(
      answer.data.map((a: Record<string, unknown>) => [a.application_ats_id, a.last_stage, a.outcome]),
      [
        ['A-6', 'applied', 'rejected'],
        ['A-5', null, 'in_progress'],
        ['A-3', 'offer', 'withdrawn'],
        ['A-2', 'screened', 'rejected'],
        ['A-1', 'hired', 'hired'],
      ],
    )
    // The candidate of its latest step; the e-mail and phone sent with it stay on the steps.
    assert.equal(answer.data[3].candidate_ats_id, 'C-A-2b')
    assert.doesNotMatch(JSON.stringify(answer), /jane@example\.org|612345678|candidate_mail|candidate_phone/)
    assert.ok(new Date(answer.complete_as_of) >= new Date(before.getTime() - 1), answer.complete_as_of)
    assert.equal(answer.next_cursor, null)
  })

  test('the figures of the report, one click away: stage, outcome and dropped_after, with the filters', async () => {
    assert.deepEqual(ids(await list(`${RANGE}&stage=screened`)), ['A-3', 'A-2', 'A-1'])
    assert.deepEqual(ids(await list(`${RANGE}&outcome=rejected`)), ['A-6', 'A-2'])
    assert.deepEqual(ids(await list(`${RANGE}&dropped_after=screened`)), ['A-2'])
    assert.deepEqual(ids(await list(`${RANGE}&job_offer_reference=JO-1&source=board&stage=hired`)), ['A-1'])
  })

  test('pages follow the cursor in the same order', async () => {
    const first = await list(`${RANGE}&limit=2`)
    assert.deepEqual(ids(first), ['A-6', 'A-5'])
    const second = await list(`${RANGE}&limit=2&cursor=${first.next_cursor}`)
    assert.deepEqual(ids(second), ['A-3', 'A-2'])
    const third = await list(`${RANGE}&limit=2&cursor=${second.next_cursor}`)
    assert.deepEqual(ids(third), ['A-1'])
    assert.equal(third.next_cursor, null)
  })

  test('exported as NDJSON, and as CSV with a reached_at column per stage', async () => {
    const ndjson = await client.send('GET', `/v3/applications?${RANGE}`, undefined, { accept: 'application/x-ndjson' })
    assert.equal(ndjson.statusCode, 200, ndjson.body)
    const lines = ndjson.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    assert.deepEqual(
      lines.map((a) => a.application_ats_id),
      ['A-6', 'A-5', 'A-3', 'A-2', 'A-1'],
    )
    assert.deepEqual(lines[4], A1)

    const csv = await client.send('GET', `/v3/applications?${RANGE}&outcome=hired`, undefined, { accept: 'text/csv' })
    assert.equal(csv.statusCode, 200, csv.body)
    const [header, ...rows] = parse(csv.body) as string[][]
    assert.deepEqual(header, [
      'application_ats_id',
      'candidate_ats_id',
      'job_offer_reference',
      'title',
      'subsidiary',
      'source',
      'applied_at',
      'last_stage',
      'outcome',
      'reached_at_applied',
      'reached_at_screened',
      'reached_at_interviewed',
      'reached_at_offer',
      'reached_at_hired',
      'days_to_hire',
    ])
    assert.deepEqual(rows, [
      [
        'A-1',
        'C-A-1',
        'JO-1',
        'Nurse',
        '',
        'board',
        '2026-11-02T00:00:00.000Z',
        'hired',
        'hired',
        ...Object.values(A1.reached_at),
        '6',
      ],
    ])
  })

  test('from and to are required; a stage the pipeline does not have, or the last as dropped_after, is 400 naming it', async () => {
    for (const [query, parameter] of [
      ['to=2026-11-15', 'from'],
      [`${RANGE}&stage=onboarded`, 'stage'],
      [`${RANGE}&dropped_after=hired`, 'dropped_after'],
      [`${RANGE}&outcome=lost`, 'outcome'],
      [`${RANGE}&cursor=bm9wZQ`, 'cursor'],
    ]) {
      const answer = await client.send('GET', `/v3/applications?${query}`)
      assert.equal(answer.statusCode, 400, `${query}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()), answer.body)
      assert.equal(answer.json().errors[0].data.parameter, parameter, answer.body)
    }
  })
})
