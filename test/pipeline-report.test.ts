import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { isContractErrorBody, startService, type TestClient, type TestService } from './helpers.ts'
import { step, storeRecruitingData } from './recruiting-data.ts'

/**
 * GET /v3/reports/pipeline (issue 44, section 3) over one small data set (recruiting-data.ts) whose
 * every figure is worked out by hand below.
 */

const none = { median: null, p90: null }
const days = (median: number, p90: number) => ({ median, p90 })

/** The cohort's five applications, all in one group. */
const WHOLE = {
  group: null,
  title: null,
  applications: 5,
  stages: [
    { name: 'applied', reached: 4, conversion: 0.8, days_to_reach: days(0, 0), days_in_stage: days(1.5, 4.3) },
    { name: 'screened', reached: 3, conversion: 0.75, days_to_reach: days(1.5, 4.3), days_in_stage: days(1, 1.8) },
    { name: 'interviewed', reached: 2, conversion: 0.6667, days_to_reach: days(4, 4.8), days_in_stage: days(0.5, 0.9) },
    { name: 'offer', reached: 2, conversion: 1, days_to_reach: days(4.5, 4.9), days_in_stage: days(2, 2) },
    { name: 'hired', reached: 1, conversion: 0.5, days_to_reach: days(6, 6), days_in_stage: null },
  ],
  outcomes: { hired: 1, rejected: 2, withdrawn: 1, in_progress: 1 },
  dropped_after: { applied: 1, screened: 1, interviewed: 0, offer: 1 },
  views: 17,
  applications_per_view: 0.2941,
}

describe('the pipeline report', () => {
  let service: TestService
  let client: TestClient
  const RANGE = 'from=2026-11-01&to=2026-11-15'
  const report = async (query: string) => {
    const answer = await client.send('GET', `/v3/reports/pipeline?${query}`)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json()
  }

  before(async () => {
    service = await startService({ config: { reportResultsKeptMs: 0 } })
    client = await service.newClient()
    await storeRecruitingData(client)
  })
  after(() => service.close())

  test('one group: stages in pipeline order, conversion from the stage before, days to reach and in each stage, outcomes, drop-offs, views', async () => {
    const before = new Date()
    const answer = await report(RANGE)
    assert.deepEqual(answer.data, [WHOLE])
    assert.equal(answer.next_cursor, null)
    assert.ok(new Date(answer.complete_as_of) >= new Date(before.getTime() - 1), answer.complete_as_of)
  })

  test('by job offer: its title, an offer with views and no application, in order of applications', async () => {
    const { data } = await report(`${RANGE}&group_by=job_offer_reference`)
    assert.deepEqual(
      data.map((group: Record<string, unknown>) => [group.group, group.title, group.applications, group.views]),
      [
        ['JO-1', 'Nurse', 3, 10],
        ['JO-2', null, 2, 0],
        ['JO-3', null, 0, 7],
      ],
    )
    assert.equal(data[0].applications_per_view, 0.3)
    assert.equal(data[1].applications_per_view, null)
    assert.deepEqual(data[2].stages[0], {
      name: 'applied',
      reached: 0,
      conversion: null,
      days_to_reach: none,
      days_in_stage: none,
    })
  })

  test('which job board brings hires for one offer: a job offer filter grouped by source, views null', async () => {
    const { data } = await report(`${RANGE}&job_offer_reference=JO-1&group_by=source`)
    assert.deepEqual(
      data.map((group: Record<string, unknown>) => [group.group, group.applications, group.outcomes, group.views]),
      [
        ['board', 2, { hired: 1, rejected: 0, withdrawn: 0, in_progress: 1 }, null],
        ['referral', 1, { hired: 0, rejected: 1, withdrawn: 0, in_progress: 0 }, null],
      ],
    )
  })

  test('by week and by month: every period of the range in date order, empty ones with zeros', async () => {
    const weeks = await report(`${RANGE}&group_by=week`)
    assert.deepEqual(
      weeks.data.map((group: Record<string, unknown>) => [group.group, group.applications, group.views]),
      [
        ['2026-10-26', 0, 10],
        ['2026-11-02', 4, 7],
        ['2026-11-09', 1, 0],
      ],
    )
    const months = await report(`${RANGE}&group_by=month`)
    assert.deepEqual(months.data, [{ ...WHOLE, group: '2026-11' }])
  })

  test('pages follow the cursor, which carries the query', async () => {
    const first = await report(`${RANGE}&group_by=job_offer_reference&limit=2`)
    assert.deepEqual(
      first.data.map((group: Record<string, unknown>) => group.group),
      ['JO-1', 'JO-2'],
    )
    const second = await report(`${RANGE}&group_by=job_offer_reference&limit=2&cursor=${first.next_cursor}`)
    assert.deepEqual(
      second.data.map((group: Record<string, unknown>) => group.group),
      ['JO-3'],
    )
    assert.equal(second.next_cursor, null)
    const other = await client.send('GET', `/v3/reports/pipeline?${RANGE}&group_by=source&cursor=${first.next_cursor}`)
    assert.equal(other.statusCode, 400, other.body)
  })

  test('a PATCH that moves a step, and a new pipeline, are in the next report', async () => {
    const other = await service.newClient()
    const stored = await other.send('POST', '/v3/ats/application-steps', [
      step('B-1', 'applied', '2026-11-02T00:00:00Z'),
      step('B-1', 'Final round', '2026-11-04T00:00:00Z'),
    ])
    assert.equal(stored.statusCode, 201, stored.body)
    const reached = async () =>
      (await other.send('GET', `/v3/reports/pipeline?${RANGE}`))
        .json()
        .data[0].stages.map((stage: { reached: number }) => stage.reached)
    assert.deepEqual(await reached(), [1, 0, 0, 0, 0])
    const put = await other.send('PUT', '/v3/pipeline', {
      stages: DEFAULT_STAGES.map((name) => ({ name, steps: name === 'interviewed' ? ['final round'] : [name] })),
      outcomes: { rejected: [], withdrawn: [] },
    })
    assert.equal(put.statusCode, 200, put.body)
    assert.deepEqual(await reached(), [1, 1, 1, 0, 0])
    const id = stored.json().data[1].id
    const moved = await other.send('PATCH', `/v3/ats/application-steps/${id}`, { application_ats_id: 'B-2' })
    assert.equal(moved.statusCode, 200, moved.body)
    // B-2 is an application of its own, dated by that step, which reaches interviewed: so did it.
    assert.deepEqual(await reached(), [2, 1, 1, 0, 0])
  })

  test('from and to are required; a range over 366 days, an unknown group_by or parameter is 400 naming it', async () => {
    for (const [query, parameter] of [
      ['to=2026-11-15', 'from'],
      ['from=2026-01-01&to=2027-01-03', 'to'],
      [`${RANGE}&group_by=day`, 'group_by'],
      [`${RANGE}&stage=hired`, 'stage'],
    ]) {
      const answer = await client.send('GET', `/v3/reports/pipeline?${query}`)
      assert.equal(answer.statusCode, 400, `${query}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()), answer.body)
      assert.equal(answer.json().errors[0].data.parameter, parameter, answer.body)
    }
  })
})

const DEFAULT_STAGES = ['applied', 'screened', 'interviewed', 'offer', 'hired'] as const
