import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  activity,
  applicationStep,
  isContractErrorBody,
  jobOffer,
  type Reply,
  startService,
  storedApplicationStep,
  type TestClient,
  type TestService,
} from './helpers.ts'

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const JOB_OFFERS = '/v3/jobboard/job-offers'

interface Page {
  message: string
  data: Record<string, unknown>[]
  next_cursor: string | null
}

async function stored(client: TestClient, path: string, items: unknown[]): Promise<number[]> {
  const answer = await client.send('POST', path, items)
  assert.equal(answer.statusCode, 201, answer.body)
  return answer.json().data.map((record: { id: number }) => record.id)
}

async function page(client: TestClient, url: string): Promise<Page> {
  const answer = await client.send('GET', url)
  assert.equal(answer.statusCode, 200, answer.body)
  return answer.json()
}

/** Every record of every page, following next_cursor from the first page of `url`. */
async function walk(client: TestClient, url: string, between: () => Promise<void> = async () => {}) {
  const records: Record<string, unknown>[] = []
  const separator = url.includes('?') ? '&' : '?'
  let next: string | null = null
  do {
    const answer: Page = await page(client, next === null ? url : `${url}${separator}cursor=${next}`)
    records.push(...answer.data)
    next = answer.next_cursor
    await between()
  } while (next !== null)
  return records
}

const ids = (records: readonly Record<string, unknown>[]) => records.map((record) => record.id)

/** The 400 answer's problems, as [parameter, code, message] triples (data holds nothing else). */
function problemsOf(answer: Reply): [string, string, string][] {
  assert.equal(answer.statusCode, 400, answer.body)
  assert.ok(isContractErrorBody(answer.json()), answer.body)
  assert.equal(answer.json().message, 'The query parameters are invalid (see errors)')
  return answer.json().errors.map((entry: { message: string; data: { parameter: string; code: string } }) => {
    assert.deepEqual(Object.keys(entry.data).sort(), ['code', 'parameter'])
    return [entry.data.parameter, entry.data.code, entry.message]
  })
}

describe('GET lists of application steps, activities and job offers', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  test('a list holds the caller’s records in id order, each with its id, fields and write times', async () => {
    const client = await service.newClient()
    const [id] = await stored(client, STEPS, [
      applicationStep({ candidate_mail: 'jane@example.org', step_ats_id: 4, recorded_at: '2026-11-20T11:15:00+01:00' }),
    ])
    const answer = await page(client, STEPS)
    assert.equal(answer.message, 'Found 1 application step')
    assert.equal(answer.next_cursor, null)
    const [record] = answer.data
    const { created_at, updated_at, ...rest } = record ?? {}
    // recorded_at in UTC, the identifier sent as a number returned as text.
    assert.deepEqual(rest, { id, ...storedApplicationStep({ candidate_mail: 'jane@example.org', step_ats_id: '4' }) })
    assert.match(String(created_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    assert.equal(updated_at, created_at)
  })

  test('an empty list is 200 with no records and no next cursor', async () => {
    const client = await service.newClient()
    for (const path of [STEPS, ACTIVITIES, JOB_OFFERS]) {
      const answer = await page(client, path)
      assert.deepEqual(answer.data, [], path)
      assert.equal(answer.next_cursor, null, path)
      assert.equal(answer.message, `Found 0 ${path.split('/').at(-1)?.replaceAll('-', ' ')}`)
    }
  })

  test('a page holds 100 records by default, and the cursor leads to the rest', async () => {
    const client = await service.newClient()
    const sent = await stored(
      client,
      JOB_OFFERS,
      Array.from({ length: 150 }, (_, i) => jobOffer({ reference: `JO-${i}` })),
    )
    // A batch is written in natural-key order, so ids follow the references' text order, not the request's.
    const inIdOrder = [...sent].sort((a, b) => a - b)
    const first = await page(client, JOB_OFFERS)
    assert.equal(first.data.length, 100)
    assert.deepEqual(ids(first.data), inIdOrder.slice(0, 100))
    assert.equal(typeof first.next_cursor, 'string')
    const second = await page(client, `${JOB_OFFERS}?cursor=${first.next_cursor}`)
    assert.deepEqual(ids(second.data), inIdOrder.slice(100))
    assert.equal(second.next_cursor, null)
  })

  test('limit sets the page size, up to 1000; a page that ends the list has no next cursor', async () => {
    const client = await service.newClient()
    const sent = await stored(
      client,
      ACTIVITIES,
      Array.from({ length: 6 }, (_, i) => activity({ job_offer_reference: `JO-${i}` })),
    )
    assert.deepEqual(ids(await walk(client, `${ACTIVITIES}?limit=4`)), sent)
    const exact = await page(client, `${ACTIVITIES}?limit=6`)
    assert.equal(exact.data.length, 6)
    assert.equal(exact.next_cursor, null, 'no empty last page')
    assert.equal((await page(client, `${ACTIVITIES}?limit=1000`)).data.length, 6)
  })

  test('walking the pages while records are added and re-sent returns each earlier record exactly once', async () => {
    const client = await service.newClient()
    const before = await stored(
      client,
      STEPS,
      Array.from({ length: 25 }, (_, i) => applicationStep({ application_ats_id: `A-${i}` })),
    )
    let round = 0
    const seen = await walk(client, `${STEPS}?limit=7`, async () => {
      round++
      // New records, and re-sends of records already read and not yet read (updates keep their ids).
      await stored(client, STEPS, [
        applicationStep({ application_ats_id: `NEW-${round}` }),
        applicationStep({ application_ats_id: `A-${round}`, source: `round ${round}` }),
        applicationStep({ application_ats_id: `A-${24 - round}`, source: `round ${round}` }),
      ])
    })
    const seenIds = ids(seen) as number[]
    assert.equal(new Set(seenIds).size, seenIds.length, 'no record twice')
    for (const id of before) assert.ok(seenIds.includes(id), `record ${id} was seen`)
    assert.deepEqual(
      seenIds,
      [...seenIds].sort((a, b) => a - b),
    )
  })

  test('another client’s records are absent from lists, and its ids are 404', async () => {
    const owner = await service.newClient()
    const other = await service.newClient()
    const [stepId] = await stored(owner, STEPS, [applicationStep()])
    const [activityId] = await stored(owner, ACTIVITIES, [activity()])
    const [offerId] = await stored(owner, JOB_OFFERS, [jobOffer()])
    for (const [path, id] of [
      [STEPS, stepId],
      [ACTIVITIES, activityId],
      [JOB_OFFERS, offerId],
    ] as const) {
      assert.deepEqual((await page(other, path)).data, [], path)
      assert.deepEqual((await page(other, `${path}?limit=1000`)).data, [], path)
      const missing = await other.send('GET', `${path}/${id}`)
      assert.equal(missing.statusCode, 404, path)
      assert.ok(isContractErrorBody(missing.json()))
      assert.equal((await owner.send('GET', `${path}/${id}`)).statusCode, 200, path)
    }
  })

  test('a list without a token is 401', async () => {
    const answer = await service.app.inject({ method: 'GET', url: STEPS })
    assert.equal(answer.statusCode, 401)
    assert.ok(isContractErrorBody(answer.json()))
    assert.equal(answer.headers['www-authenticate'], 'Bearer realm="intake"')
  })
})

describe('list filters', () => {
  let service: TestService
  let client: TestClient
  /** Ids of the steps stored for the filter tests, by name. */
  const step: Record<string, number> = {}
  const activityId: Record<string, number> = {}
  const offerId: Record<string, number> = {}

  before(async () => {
    service = await startService()
    client = await service.newClient()
    const steps = {
      early: applicationStep({ recorded_at: '2026-11-01T00:00:00Z', application_ats_id: 'A-1', step: 'applied' }),
      edge: applicationStep({ recorded_at: '2026-11-10T00:00:00Z', application_ats_id: 'A-1', step: 'screened' }),
      late: applicationStep({
        recorded_at: '2026-11-10T00:00:00.001Z',
        application_ats_id: 'A-2',
        candidate_ats_id: 'C-2',
        job_offer_reference: 42,
        subsidiary: 'Lyon',
        source: 'linkedin',
        step: 'applied',
      }),
    }
    const stepIds = await stored(client, STEPS, Object.values(steps))
    Object.keys(steps).forEach((name, i) => {
      step[name] = stepIds[i] as number
    })
    const activities = {
      first: activity({ recorded_at: '2026-11-01', status: 'job_offer_view' }),
      second: activity({ recorded_at: '2026-11-02', status: 'apply_click', subsidiary: 'Lyon' }),
      other: activity({ recorded_at: '2026-11-02', job_offer_reference: 'JO-2', status: 'job_offer_view' }),
    }
    const activityIds = await stored(client, ACTIVITIES, Object.values(activities))
    Object.keys(activities).forEach((name, i) => {
      activityId[name] = activityIds[i] as number
    })
    const offers = { paris: jobOffer({ reference: 'JO-1', subsidiary: 'Paris' }), lyon: jobOffer({ reference: 7 }) }
    const offerIds = await stored(client, JOB_OFFERS, Object.values(offers))
    Object.keys(offers).forEach((name, i) => {
      offerId[name] = offerIds[i] as number
    })
  })
  after(() => service.close())

  const listed = async (url: string) => ids((await page(client, url)).data)

  test('application steps filter by each exact field, an identifier sent as an integer by its text', async () => {
    assert.deepEqual(await listed(`${STEPS}?job_offer_reference=42`), [step.late])
    assert.deepEqual(await listed(`${STEPS}?job_offer_reference=JO-1`), [step.early, step.edge])
    assert.deepEqual(await listed(`${STEPS}?subsidiary=Lyon`), [step.late])
    assert.deepEqual(await listed(`${STEPS}?source=linkedin`), [step.late])
    assert.deepEqual(await listed(`${STEPS}?step=applied`), [step.early, step.late])
    assert.deepEqual(await listed(`${STEPS}?application_ats_id=A-1`), [step.early, step.edge])
    assert.deepEqual(await listed(`${STEPS}?candidate_ats_id=C-2`), [step.late])
    assert.deepEqual(await listed(`${STEPS}?candidate_ats_id=C-2&step=screened`), [], 'filters combine with AND')
    assert.deepEqual(await listed(`${STEPS}?subsidiary=lyon`), [], 'exact, case included')
  })

  test('recorded_from and recorded_to bound a half-open range of instants, offsets understood', async () => {
    assert.deepEqual(await listed(`${STEPS}?recorded_from=2026-11-10T00:00:00Z`), [step.edge, step.late])
    assert.deepEqual(await listed(`${STEPS}?recorded_to=2026-11-10T00:00:00Z`), [step.early])
    assert.deepEqual(
      await listed(`${STEPS}?recorded_from=2026-11-10T01:00:00%2B01:00&recorded_to=2026-11-10T00:00:00.001Z`),
      [step.edge],
    )
  })

  test('activities filter by job offer, subsidiary, status and a half-open range of days', async () => {
    assert.deepEqual(await listed(`${ACTIVITIES}?job_offer_reference=JO-2`), [activityId.other])
    assert.deepEqual(await listed(`${ACTIVITIES}?subsidiary=Lyon`), [activityId.second])
    assert.deepEqual(await listed(`${ACTIVITIES}?status=job_offer_view`), [activityId.first, activityId.other])
    assert.deepEqual(await listed(`${ACTIVITIES}?recorded_from=2026-11-02`), [activityId.second, activityId.other])
    assert.deepEqual(await listed(`${ACTIVITIES}?recorded_to=2026-11-02`), [activityId.first])
  })

  test('job offers filter by reference and subsidiary', async () => {
    assert.deepEqual(await listed(`${JOB_OFFERS}?reference=7`), [offerId.lyon])
    assert.deepEqual(await listed(`${JOB_OFFERS}?subsidiary=Paris`), [offerId.paris])
  })

  test('a filtered walk pages through the matching records only', async () => {
    const records = await walk(client, `${STEPS}?job_offer_reference=JO-1&limit=1`)
    assert.deepEqual(ids(records), [step.early, step.edge])
  })

  test('updated_since finds the records created, re-sent or patched at or after an instant', async () => {
    const own = await service.newClient()
    const [untouched, resent, patched] = await stored(own, STEPS, [
      applicationStep({ application_ats_id: 'A-1' }),
      applicationStep({ application_ats_id: 'A-2' }),
      applicationStep({ application_ats_id: 'A-3' }),
    ])
    const [record] = (await page(own, `${STEPS}?limit=1`)).data
    const createdAt = String(record?.created_at)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const mark = new Date().toISOString()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await stored(own, STEPS, [applicationStep({ application_ats_id: 'A-2', source: 'again' })])
    const patch = await own.send('PATCH', `${STEPS}/${patched}`, { source: 'patched' })
    assert.equal(patch.statusCode, 200)
    assert.deepEqual(await (async () => ids((await page(own, `${STEPS}?updated_since=${mark}`)).data))(), [
      resent,
      patched,
    ])
    assert.deepEqual(ids((await page(own, `${STEPS}?updated_since=${createdAt}`)).data), [untouched, resent, patched])
    const [first, second] = (await page(own, STEPS)).data
    assert.equal(first?.updated_at, first?.created_at, 'an untouched record keeps its times')
    assert.ok(String(second?.updated_at) > String(second?.created_at), 'a re-send moves updated_at only')
  })

  test('updated_since walks each record created or changed since the instant exactly once, in id order and in time order', async () => {
    const own = await service.newClient()
    const step = (n: number, day: number, source: string) =>
      applicationStep({ application_ats_id: `A-${n}`, recorded_at: `2026-03-0${day}T12:00:00Z`, source })
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20))
    // A-1 untouched, A-2 changed before the instant, A-3 changed after it, A-4 before and after it.
    const [, , third, fourth] = await stored(own, STEPS, [
      step(1, 4, 'first'),
      step(2, 3, 'first'),
      step(3, 5, 'first'),
      step(4, 2, 'first'),
    ])
    await stored(own, STEPS, [step(2, 3, 'early'), step(4, 2, 'early')])
    await pause()
    const mark = new Date().toISOString()
    await pause()
    await stored(own, STEPS, [step(3, 5, 'late'), step(4, 2, 'late')])
    // A-5 created after the instant, then changed.
    const [fifth] = await stored(own, STEPS, [step(5, 1, 'new')])
    await stored(own, STEPS, [step(5, 1, 'late')])

    const byId = await walk(own, `${STEPS}?updated_since=${mark}&limit=1`)
    assert.deepEqual(ids(byId), [third, fourth, fifth])
    assert.deepEqual(
      byId.map((record) => record.source),
      ['late', 'late', 'late'],
    )
    const inTime = await walk(own, `${STEPS}?updated_since=${mark}&recorded_from=2026-03-01T00:00:00Z&limit=1`)
    assert.deepEqual(ids(inTime), [fifth, fourth, third])

    const [, counted] = await stored(own, ACTIVITIES, [
      activity({ job_offer_reference: 'JO-1', count: 1 }),
      activity({ job_offer_reference: 'JO-2', count: 1 }),
    ])
    const [, retitled] = await stored(own, JOB_OFFERS, [
      jobOffer({ reference: 'R-1', title: 'Baker' }),
      jobOffer({ reference: 'R-2', title: 'Baker' }),
    ])
    await pause()
    const later = new Date().toISOString()
    await pause()
    await stored(own, ACTIVITIES, [activity({ job_offer_reference: 'JO-2', count: 5 })])
    await stored(own, JOB_OFFERS, [jobOffer({ reference: 'R-2', title: 'Head baker' })])
    const activities = (await page(own, `${ACTIVITIES}?updated_since=${later}`)).data
    assert.deepEqual(
      activities.map((record) => [record.id, record.count]),
      [[counted, 5]],
    )
    const offers = (await page(own, `${JOB_OFFERS}?updated_since=${later}`)).data
    assert.deepEqual(
      offers.map((record) => [record.id, record.title]),
      [[retitled, 'Head baker']],
    )
  })

  test('every bad parameter is a 400 naming it', async () => {
    assert.deepEqual(problemsOf(await client.send('GET', `${STEPS}?limit=0&page=2&recorded_from=2026-11-01`)), [
      ['limit', 'out_of_range', 'limit must be an integer from 1 to 1000'],
      ['page', 'unknown_parameter', `page is not a query parameter here; known: ${knownStepParameters}`],
      [
        'recorded_from',
        'invalid_format',
        'recorded_from must be an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z',
      ],
    ])
    const cases: [url: string, parameter: string, code: string, message: string][] = [
      [`${STEPS}?limit=1001`, 'limit', 'out_of_range', 'limit must be an integer from 1 to 1000'],
      [`${STEPS}?limit=ten`, 'limit', 'invalid_format', 'limit must be an integer from 1 to 1000'],
      [
        `${STEPS}?cursor=bm90IGEgY3Vyc29y`,
        'cursor',
        'invalid_format',
        'cursor must be a next_cursor this endpoint returned, unchanged',
      ],
      [`${STEPS}?step=a&step=b`, 'step', 'invalid_type', 'step may be given only once'],
      [
        `${STEPS}?constructor=x`,
        'constructor',
        'unknown_parameter',
        `constructor is not a query parameter here; known: ${knownStepParameters}`,
      ],
      [
        `${STEPS}?__proto__=x`,
        '__proto__',
        'unknown_parameter',
        `__proto__ is not a query parameter here; known: ${knownStepParameters}`,
      ],
      [`${STEPS}?step=%20`, 'step', 'required', 'step must be non-blank text of at most 255 characters'],
      [`${STEPS}?step=${'x'.repeat(256)}`, 'step', 'too_long', 'step must be non-blank text of at most 255 characters'],
      [
        `${STEPS}?updated_since=2026-02-30T00:00:00Z`,
        'updated_since',
        'invalid_format',
        'updated_since must be an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z',
      ],
      [
        `${STEPS}?recorded_from=2026-11-02T00:00:00Z&recorded_to=2026-11-02T00:00:00Z`,
        'recorded_to',
        'out_of_range',
        'recorded_to must be later than recorded_from: the range [recorded_from, recorded_to) excludes it',
      ],
      [
        `${ACTIVITIES}?recorded_to=2026-11-02T00:00:00Z`,
        'recorded_to',
        'invalid_format',
        'recorded_to must be a calendar date YYYY-MM-DD that exists, such as 2026-11-20',
      ],
      [
        `${ACTIVITIES}?status=nope&candidate_ats_id=C-1`,
        'candidate_ats_id',
        'unknown_parameter',
        'candidate_ats_id is not a query parameter here; known: job_offer_reference, subsidiary, status, recorded_from, recorded_to, updated_since, limit, cursor, fields',
      ],
      [
        `${JOB_OFFERS}?recorded_from=2026-11-01`,
        'recorded_from',
        'unknown_parameter',
        'recorded_from is not a query parameter here; known: reference, subsidiary, updated_since, limit, cursor, fields',
      ],
    ]
    for (const [url, parameter, code, message] of cases) {
      assert.deepEqual(problemsOf(await client.send('GET', url)), [[parameter, code, message]], url)
    }
  })

  test('fields returns only the fields it names, in the record’s order, whatever the order asked', async () => {
    const answer = await client.send('GET', `${STEPS}?fields=step,%20application_ats_id&application_ats_id=A-1`)
    assert.equal(answer.statusCode, 200, answer.body)
    assert.deepEqual(answer.json().data, [
      { step: 'applied', application_ats_id: 'A-1' },
      { step: 'screened', application_ats_id: 'A-1' },
    ])
    assert.deepEqual(Object.keys(answer.json().data[0]), ['step', 'application_ats_id'])
    assert.ok(!answer.body.includes('candidate_mail'), answer.body)
    const offers = await page(client, `${JOB_OFFERS}?fields=updated_at,reference,id`)
    assert.deepEqual(
      offers.data.map((offer) => Object.keys(offer)),
      [
        ['id', 'reference', 'updated_at'],
        ['id', 'reference', 'updated_at'],
      ],
    )
  })

  test('a list with fields that leave out id or recorded_at still pages by them, each record once', async () => {
    const own = await service.newClient()
    const sent = Array.from({ length: 7 }, (_, i) =>
      applicationStep({
        application_ats_id: `F-${i}`,
        candidate_mail: `f${i}@example.org`,
        recorded_at: `2026-11-0${7 - i}T10:00:00Z`,
      }),
    )
    await stored(own, STEPS, sent)
    for (const url of [
      `${STEPS}?fields=application_ats_id&limit=2`,
      `${STEPS}?fields=application_ats_id&limit=2&recorded_from=2026-11-01T00:00:00Z`,
    ]) {
      const records = await walk(own, url)
      assert.deepEqual(
        records.map((record) => Object.keys(record)),
        sent.map(() => ['application_ats_id']),
        url,
      )
      const expected = url.includes('recorded_from') ? sent.toReversed() : sent
      assert.deepEqual(
        records.map((record) => record.application_ats_id),
        expected.map((step) => step.application_ats_id),
        url,
      )
    }
  })

  test('fields naming something that is not a field of the record, or a field twice, is a 400 listing them', async () => {
    const expects = (fields: string) => `fields must be a comma-separated list of some of: ${fields}; each at most once`
    const stepFields =
      'id, recorded_at, job_offer_reference, job_offer_reference_2, job_offer_reference_3, job_offer_title, candidate_creation_date, candidate_mail, candidate_phone, candidate_ats_id, source, step, step_ats_id, application_ats_id, subsidiary, subsidiary_ats_id, created_at, updated_at'
    for (const fields of ['candidate_email', 'id,id', '', 'id,', 'status']) {
      assert.deepEqual(
        problemsOf(await client.send('GET', `${STEPS}?fields=${encodeURIComponent(fields)}`)),
        [['fields', 'invalid_format', expects(stepFields)]],
        fields,
      )
    }
  })

  test('a list bounded in time comes in recorded_at order, then id, and its pages walk it exactly once', async () => {
    const own = await service.newClient()
    // Stored out of time order, with ties on recorded_at.
    const times = ['2026-03-05', '2026-03-01', '2026-03-03', '2026-03-01', '2026-03-09', '2026-02-01', '2026-03-03']
    const sent = await stored(
      own,
      STEPS,
      times.map((day, i) => applicationStep({ recorded_at: `${day}T12:00:00Z`, application_ats_id: `A-${i}` })),
    )
    const expected = sent
      .map((id, i) => ({ id, at: times[i] as string }))
      .filter(({ at }) => at >= '2026-03-01')
      .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
      .map(({ id }) => id)
    const url = `${STEPS}?recorded_from=2026-03-01T00:00:00Z&limit=2`
    assert.deepEqual(ids(await walk(own, url)), expected)
    let round = 0
    const whileWriting = await walk(own, url, async () => {
      round++
      await stored(own, STEPS, [
        applicationStep({ recorded_at: '2026-03-02T00:00:00Z', application_ats_id: `NEW-${round}` }),
        applicationStep({ recorded_at: '2026-03-05T12:00:00Z', application_ats_id: 'A-0', source: `round ${round}` }),
      ])
    })
    const seen = ids(whileWriting) as number[]
    assert.equal(new Set(seen).size, seen.length, 'no record twice')
    for (const id of expected) assert.ok(seen.includes(id), `record ${id} was seen`)
  })

  test('a cursor continues its query: sent alone or with the same filters, page 2 has page 1’s filters', async () => {
    const own = await service.newClient()
    const steps = (candidate: string) =>
      ['2026-11-01', '2026-11-02', '2026-11-03'].map((day) =>
        applicationStep({
          candidate_ats_id: candidate,
          application_ats_id: `A-${candidate}`,
          recorded_at: `${day}T10:00:00Z`,
        }),
      )
    const c1 = await stored(own, STEPS, steps('C-1'))
    await stored(own, STEPS, steps('C-2'))
    const byId = `${STEPS}?candidate_ats_id=C-1&limit=2`
    const byTime = `${STEPS}?candidate_ats_id=C-1&recorded_from=2026-11-01T00:00:00%2B01:00&updated_since=2026-01-01T00:00:00Z&limit=2`
    for (const first of [byId, byTime]) {
      const { data, next_cursor: cursor } = await page(own, first)
      assert.deepEqual(ids(data), c1.slice(0, 2), first)
      const alone = await page(own, `${STEPS}?cursor=${cursor}`)
      assert.deepEqual(ids(alone.data), c1.slice(2), `${first}: the cursor alone`)
      assert.equal(alone.next_cursor, null)
      // The same filters again (an instant spelled otherwise is the same), another limit and fields.
      const again = first.replace('T00:00:00%2B01:00', 'T00:00:00.000%2B01:00').replace('limit=2', 'limit=5&fields=id')
      assert.deepEqual(
        (await page(own, `${again}&cursor=${cursor}`)).data,
        c1.slice(2).map((id) => ({ id })),
        again,
      )
    }
  })

  test('a cursor with other filters than its query’s is 400 naming each that differs', async () => {
    const own = await service.newClient()
    await stored(own, ACTIVITIES, [activity({ recorded_at: '2026-11-01' }), activity({ recorded_at: '2026-11-02' })])
    const byId = (await page(own, `${ACTIVITIES}?job_offer_reference=JO-1&limit=1`)).next_cursor
    const byTime = (await page(own, `${ACTIVITIES}?recorded_from=2026-11-01&limit=1`)).next_cursor
    assert.deepEqual(
      problemsOf(await own.send('GET', `${ACTIVITIES}?job_offer_reference=JO-2&status=job_offer_view&cursor=${byId}`)),
      [
        [
          'job_offer_reference',
          'cursor_mismatch',
          'job_offer_reference must be JO-1 with this cursor, as in the query it continues, or left out',
        ],
        ['status', 'cursor_mismatch', 'status must be left out with this cursor: the query it continues has none'],
      ],
    )
    assert.deepEqual(problemsOf(await own.send('GET', `${ACTIVITIES}?recorded_from=2026-11-01&cursor=${byId}`)), [
      [
        'recorded_from',
        'cursor_mismatch',
        'recorded_from must be left out with this cursor: the query it continues has none',
      ],
    ])
    assert.deepEqual(problemsOf(await own.send('GET', `${ACTIVITIES}?recorded_to=2026-12-01&cursor=${byTime}`)), [
      [
        'recorded_to',
        'cursor_mismatch',
        'recorded_to must be left out with this cursor: the query it continues has none',
      ],
    ])
    // A position of the other ordering than its query's was not written by the service.
    const forged = Buffer.from(JSON.stringify([{}, { after: 1, at: '2026-11-01' }])).toString('base64url')
    assert.deepEqual(problemsOf(await own.send('GET', `${ACTIVITIES}?cursor=${forged}`)), [
      ['cursor', 'invalid_format', 'cursor must be a next_cursor this endpoint returned, unchanged'],
    ])
  })

  test('a filter holds characters beyond the BMP (4 bytes in UTF-8) as one character each, like the fields', async () => {
    const own = await service.newClient()
    const longest = '😀'.repeat(255)
    const [smiley, long] = await stored(own, STEPS, [
      applicationStep({ job_offer_reference: 'JO-😀', application_ats_id: 'A-1' }),
      applicationStep({ job_offer_reference: longest, application_ats_id: 'A-2' }),
      applicationStep({ job_offer_reference: 'JO-1', application_ats_id: 'A-3' }),
    ])
    const filtered = (reference: string) => `${STEPS}?job_offer_reference=${encodeURIComponent(reference)}`
    assert.deepEqual(ids((await page(own, filtered('JO-😀'))).data), [smiley])
    assert.deepEqual(ids((await page(own, filtered(longest))).data), [long])
    assert.deepEqual(problemsOf(await own.send('GET', filtered(`${longest}😀`))), [
      ['job_offer_reference', 'too_long', 'job_offer_reference must be non-blank text of at most 255 characters'],
    ])
  })

  test('a status that no activity has is no error: the list is empty', async () => {
    assert.deepEqual(await listed(`${ACTIVITIES}?status=nope`), [])
  })
})

const knownStepParameters =
  'job_offer_reference, subsidiary, source, step, application_ats_id, candidate_ats_id, recorded_from, recorded_to, updated_since, limit, cursor, fields'

describe('GET one record by id', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService()
    client = await service.newClient()
  })
  after(() => service.close())

  test('each resource answers one record, as the list shows it', async () => {
    for (const [path, item] of [
      [STEPS, applicationStep()],
      [ACTIVITIES, activity({ subsidiary: 'Paris' })],
      [JOB_OFFERS, jobOffer({ description: 'Line one\nline "two"' })],
    ] as const) {
      const [id] = await stored(client, path, [item])
      const answer = await client.send('GET', `${path}/${id}`)
      assert.equal(answer.statusCode, 200, answer.body)
      const listed = (await page(client, path)).data.find((record) => record.id === id)
      assert.deepEqual(answer.json().data, [listed])
      assert.match(answer.json().message, new RegExp(`^Found (application step|activity|job offer) ${id}$`))
    }
  })

  test('an id that is not a positive integer is 400; one that does not exist is 404', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '01']) {
      const answer = await client.send('GET', `${JOB_OFFERS}/${id}`)
      assert.equal(answer.statusCode, 400, id)
      assert.equal(answer.json().message, 'The id in the path must be a positive integer')
      assert.ok(isContractErrorBody(answer.json()))
    }
    for (const id of ['999999', '99999999999999999999']) {
      const answer = await client.send('GET', `${STEPS}/${id}`)
      assert.equal(answer.statusCode, 404, id)
      assert.equal(answer.json().message, `There is no application step ${id}`)
    }
  })

  test('an Accept the list cannot answer in is 406; any JSON-accepting Accept gets JSON', async () => {
    const refused = await client.send('GET', STEPS, undefined, { accept: 'text/html' })
    assert.equal(refused.statusCode, 406)
    assert.ok(isContractErrorBody(refused.json()))
    for (const accept of ['*/*', 'application/*', 'application/json', 'text/html, application/json;q=0.5']) {
      const answer = await client.send('GET', STEPS, undefined, { accept })
      assert.equal(answer.statusCode, 200, accept)
      assert.match(String(answer.headers['content-type']), /^application\/json/, accept)
    }
  })

  test('media-type parameters in Accept other than q do not stop a match; a charset must be UTF-8', async () => {
    for (const [accept, type] of [
      ['application/json; charset=utf-8', 'application/json'],
      ['application/x-ndjson; charset=utf-8', 'application/x-ndjson'],
      ['text/csv; charset=utf-8', 'text/csv'],
      ['text/csv;header=present', 'text/csv'],
      ['text/csv; charset="UTF-8"; header=present', 'text/csv'],
      ['application/json; version="a;b,c"; q=0.4, text/csv; header=present; q=0.5', 'text/csv'],
      ['text/csv; header=present; q=0, application/json; charset=*', 'application/json'],
      ['text/csv; charset=iso-8859-1, application/json; q=0.1', 'application/json'],
    ] as const) {
      const answer = await client.send('GET', STEPS, undefined, { accept })
      assert.equal(answer.statusCode, 200, `${accept}: ${answer.body}`)
      assert.equal(answer.headers['content-type'], `${type}; charset=utf-8`, accept)
    }
    for (const accept of ['text/csv; charset=iso-8859-1', 'application/json; charset=windows-1252']) {
      const refused = await client.send('GET', STEPS, undefined, { accept })
      assert.equal(refused.statusCode, 406, accept)
      assert.equal(
        refused.json().message,
        'Cannot answer in the types Accept names; this endpoint speaks application/json, application/x-ndjson, text/csv, in UTF-8',
      )
    }
  })
})
