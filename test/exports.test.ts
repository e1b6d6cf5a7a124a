import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { parse } from 'csv-parse/sync'
import { MAX_ROWS_PER_QUERY } from '../src/http/routes/read.ts'
import {
  activity,
  applicationStep,
  isContractErrorBody,
  jobOffer,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const JOB_OFFERS = '/v3/jobboard/job-offers'
const NDJSON = { accept: 'application/x-ndjson' }
const CSV = { accept: 'text/csv' }

async function store(client: TestClient, path: string, items: unknown[]) {
  const answer = await client.send('POST', path, items, { prefer: 'return=minimal' })
  assert.equal(answer.statusCode, 201, answer.body)
}

/** Every record the JSON pages show, for comparison with an export. */
async function allPages(client: TestClient, url: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = []
  let next: string | null = null
  do {
    const separator = url.includes('?') ? '&' : '?'
    const answer = await client.send('GET', `${url}${separator}limit=1000${next === null ? '' : `&cursor=${next}`}`)
    assert.equal(answer.statusCode, 200, answer.body)
    records.push(...answer.json().data)
    next = answer.json().next_cursor
  } while (next !== null)
  return records
}

const ndjsonLines = (body: string) => {
  assert.ok(body === '' || body.endsWith('\n'), 'every line ends with a newline')
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line))
}

describe('exports: the list endpoints with Accept application/x-ndjson or text/csv', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService()
    client = await service.newClient()
  })
  after(() => service.close())

  test('a streamed answer, compressed or not, leaves no warning in the process’s output', async (t) => {
    const own = await service.newClient()
    await store(
      own,
      STEPS,
      Array.from({ length: 200 }, (_, i) => applicationStep({ application_ats_id: `A-w${i}` })),
    )
    const warnings: string[] = []
    const noted = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`)
    process.on('warning', noted)
    t.after(() => process.off('warning', noted))
    for (const headers of [NDJSON, CSV, { ...NDJSON, 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }]) {
      const answer = await own.send('GET', `${STEPS}?limit=1000`, undefined, headers)
      assert.equal(answer.statusCode, 200, answer.body)
    }
    // A warning is emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve))
    assert.deepEqual(warnings, [])
  })

  test('NDJSON streams every record, one JSON object per line, beyond one chunk and without pagination', async () => {
    const own = await service.newClient()
    const total = MAX_ROWS_PER_QUERY * 2 + 37
    for (let start = 0; start < total; start += 1000) {
      const size = Math.min(1000, total - start)
      await store(
        own,
        JOB_OFFERS,
        Array.from({ length: size }, (_, i) => jobOffer({ reference: `JO-${start + i}`, title: `Offer ${start + i}` })),
      )
    }
    const answer = await own.send('GET', `${JOB_OFFERS}?limit=5`, undefined, NDJSON)
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.headers['content-type'], 'application/x-ndjson; charset=utf-8')
    assert.equal(answer.headers['content-disposition'], 'attachment; filename="job-offers.ndjson"')
    const records = ndjsonLines(answer.body)
    assert.equal(records.length, total, 'limit does not apply to an export')
    assert.deepEqual(records, await allPages(own, JOB_OFFERS))
  })

  test('an export applies the same filters as the list', async () => {
    const own = await service.newClient()
    // One batch each, so that ids do not follow the days.
    for (const item of [
      activity({ recorded_at: '2026-11-03', status: 'job_offer_view' }),
      activity({ recorded_at: '2026-11-01', status: 'job_offer_view' }),
      activity({ recorded_at: '2026-11-02', status: 'job_offer_view' }),
      activity({ recorded_at: '2026-11-02', status: 'apply_click' }),
    ]) {
      await store(own, ACTIVITIES, [item])
    }
    const url = `${ACTIVITIES}?status=job_offer_view&recorded_from=2026-11-02`
    const answer = await own.send('GET', url, undefined, NDJSON)
    const records = ndjsonLines(answer.body)
    assert.deepEqual(
      records.map((record) => record.recorded_at),
      ['2026-11-02', '2026-11-03'],
      'in time order, like the list',
    )
    assert.deepEqual(records, await allPages(own, url))
  })

  test('CSV has a header row of the field names and quotes what needs quoting', async () => {
    const own = await service.newClient()
    const awkward = {
      job_offer_title: 'Engineer, "data"\nsecond line',
      source: 'é 漢字 🎉',
      subsidiary: ' leading and trailing ',
      candidate_phone: '+33 6 12 34 56 78',
    }
    await store(own, STEPS, [applicationStep(awkward), applicationStep({ application_ats_id: 'A-2' })])
    const answer = await own.send('GET', STEPS, undefined, CSV)
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.headers['content-type'], 'text/csv; charset=utf-8')
    assert.equal(answer.headers['content-disposition'], 'attachment; filename="application-steps.csv"')
    const [header, ...rows] = parse(answer.body) as string[][]
    assert.deepEqual(header, [
      'id',
      'recorded_at',
      'job_offer_reference',
      'job_offer_reference_2',
      'job_offer_reference_3',
      'job_offer_title',
      'candidate_creation_date',
      'candidate_mail',
      'candidate_phone',
      'candidate_ats_id',
      'source',
      'step',
      'step_ats_id',
      'application_ats_id',
      'subsidiary',
      'subsidiary_ats_id',
      'created_at',
      'updated_at',
    ])
    // Null is an empty cell; every other value is the text the JSON list shows, but for a text that a
    // spreadsheet would run as a formula (the phone's leading +), which gets a leading ' (CSV_NEUTRALISE_FORMULAS).
    const expected = (await allPages(own, STEPS)).map((record) =>
      (header ?? []).map((name) =>
        record[name] === null
          ? ''
          : /^[=+\-@\t\r]/.test(String(record[name]))
            ? `'${record[name]}`
            : String(record[name]),
      ),
    )
    assert.deepEqual(rows, expected)
    assert.equal(rows[0]?.[8], `'${awkward.candidate_phone}`)
    assert.equal(rows[0]?.[5], awkward.job_offer_title)
    assert.ok(answer.body.includes('"Engineer, ""data""\nsecond line"'), 'RFC 4180 quoting')
  })

  test('fields picks the columns of a CSV and the keys of each NDJSON line, and leaves the rest out', async () => {
    const own = await service.newClient()
    const steps = Array.from({ length: MAX_ROWS_PER_QUERY + 2 }, (_, i) =>
      applicationStep({ application_ats_id: `E-${i}`, candidate_mail: `e${i}@example.org`, step: 'applied' }),
    )
    await store(own, STEPS, steps)
    // In id order, as the lists are (and the records of a time-ordered one, all at one instant).
    const inIdOrder = (await allPages(own, STEPS)).map((record) => String(record.application_ats_id))
    const csv = await own.send('GET', `${STEPS}?fields=step,application_ats_id`, undefined, CSV)
    assert.equal(csv.statusCode, 200, csv.body)
    const [header, ...rows] = parse(csv.body) as string[][]
    assert.deepEqual(header, ['step', 'application_ats_id'])
    assert.deepEqual(
      rows,
      inIdOrder.map((application) => ['applied', application]),
    )
    const ndjson = await own.send(
      'GET',
      `${STEPS}?fields=application_ats_id&recorded_from=2026-11-01T00:00:00Z`,
      undefined,
      NDJSON,
    )
    assert.equal(ndjson.statusCode, 200, ndjson.body)
    assert.deepEqual(
      ndjsonLines(ndjson.body),
      inIdOrder.map((application) => ({ application_ats_id: application })),
    )
    assert.ok(!`${csv.body}${ndjson.body}`.includes('@example.org'))
  })

  test('no part of a CSV cell that a spreadsheet may split off on ;, a tab or a line break starts a formula', async () => {
    const own = await service.newClient()
    await store(own, JOB_OFFERS, [
      jobOffer({
        reference: 'JO-split',
        title: '＝1+1',
        subsidiary: "Paris;=cmd|' /C calc'!A0;x",
        subsidiary_jobboard_id: 'a\t@b',
        description: 'Missions:\n- first\r\n+second\rthird;"=HYPERLINK(""x"")',
      }),
    ])
    const [record] = await allPages(own, JOB_OFFERS)
    const answer = await own.send('GET', JOB_OFFERS, undefined, CSV)
    assert.equal(answer.statusCode, 200)
    assert.equal(
      answer.body,
      'id,title,reference,reference_2,reference_3,subsidiary,subsidiary_jobboard_id,description,created_at,updated_at\n' +
        `${record?.id},'＝1+1,JO-split,,,"Paris;'=cmd|' /C calc'!A0;x","a\t'@b",` +
        `"Missions:\n'- first\r\n'+second\rthird;'""=HYPERLINK(""""x"""")",${record?.created_at},${record?.updated_at}\n`,
    )
  })

  test('an empty export is a header row (CSV) or nothing (NDJSON)', async () => {
    const own = await service.newClient()
    const csv = await own.send('GET', JOB_OFFERS, undefined, CSV)
    assert.equal(csv.statusCode, 200)
    assert.equal(
      csv.body,
      'id,title,reference,reference_2,reference_3,subsidiary,subsidiary_jobboard_id,description,created_at,updated_at\n',
    )
    const ndjson = await own.send('GET', JOB_OFFERS, undefined, NDJSON)
    assert.equal(ndjson.statusCode, 200)
    assert.equal(ndjson.body, '')
  })

  test('an export holds only the caller’s records', async () => {
    const owner = await service.newClient()
    const other = await service.newClient()
    await store(owner, STEPS, [applicationStep({ candidate_mail: 'owner@example.org' })])
    await store(other, STEPS, [applicationStep({ candidate_mail: 'other@example.org' })])
    for (const accept of [NDJSON, CSV]) {
      const body = (await other.send('GET', STEPS, undefined, accept)).body
      assert.ok(body.includes('other@example.org'), accept.accept)
      assert.ok(!body.includes('owner@example.org'), accept.accept)
    }
  })

  test('a bad parameter is a 400 with the JSON error body, whatever the Accept', async () => {
    for (const accept of [NDJSON, CSV]) {
      const answer = await client.send('GET', `${STEPS}?recorded_from=yesterday`, undefined, accept)
      assert.equal(answer.statusCode, 400)
      assert.match(String(answer.headers['content-type']), /^application\/json/)
      assert.ok(isContractErrorBody(answer.json()))
      assert.deepEqual(answer.json().errors[0].data, { code: 'invalid_format', parameter: 'recorded_from' })
    }
  })

  test('an export can be compressed', async () => {
    const own = await service.newClient()
    await store(
      own,
      JOB_OFFERS,
      Array.from({ length: 50 }, (_, i) => jobOffer({ reference: `JO-${i}`, description: 'x'.repeat(200) })),
    )
    for (const accept of [NDJSON, CSV]) {
      const answer = await own.send('GET', JOB_OFFERS, undefined, { ...accept, 'accept-encoding': 'gzip' })
      assert.equal(answer.statusCode, 200)
      assert.equal(answer.headers['content-encoding'], 'gzip', accept.accept)
    }
  })
})
