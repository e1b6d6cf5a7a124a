import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createRejectionLog } from '../src/db/rejections.ts'
import { createRejectionsPruning } from '../src/jobs/rejections-pruning.ts'
import {
  activity,
  applicationStep,
  isContractErrorBody,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

const STEPS = '/v3/ats/application-steps'
const LOG = '/v3/rejections'
const MAIL = 'jane.secret@example.org'
const PHONE = '+33 6 12 34 56 78'
const EXPECTS_TIMESTAMP =
  'an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z'
const EXPECTS_MAIL = 'an e-mail address: one @ with text on each side, a dot in the domain and no white space'
const EXPECTS_PHONE =
  'a telephone number: digits, an optional leading +, spaces, dots, hyphens or parentheses, and at least 6 digits'

describe('GET /v3/rejections', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  const list = async (client: TestClient, query = '') => {
    const answer = await client.send('GET', `${LOG}${query === '' ? '' : `?${query}`}`)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json()
  }

  test('each rejected item of a batch and each rejected PATCH, with the request id, problems and valid key values', async () => {
    const client = await service.newClient('rejections')
    const sent = await client.send('POST', STEPS, [
      applicationStep({ application_ats_id: 'A-1', candidate_mail: MAIL, candidate_phone: PHONE }),
      // Personal data valid and invalid, a bad recorded_at: the key's other fields are kept, never the mail or phone.
      applicationStep({ application_ats_id: 'A-2', candidate_mail: MAIL, candidate_phone: 'x', recorded_at: 'later' }),
      applicationStep({ application_ats_id: 'A-3', candidate_mail: `not an address ${MAIL}`, step: '' }),
    ])
    assert.equal(sent.statusCode, 207, sent.body)
    const requestId = sent.headers['x-request-id']
    const allInvalid = await client.send('POST', '/v3/jobboard/activities', [activity({ count: -1 })])
    assert.equal(allInvalid.statusCode, 400, allInvalid.body)
    const patch = await client.send('PATCH', `${STEPS}/${sent.json().data[0].id}`, { candidate_phone: 'call me' })
    assert.equal(patch.statusCode, 400, patch.body)

    const { data, next_cursor: next } = await list(client)
    assert.equal(next, null)
    assert.deepEqual(
      data.map((row: Record<string, unknown>) => [row.resource, row.index, row.request_id]),
      [
        ['application-steps', null, patch.headers['x-request-id']],
        ['activities', 0, allInvalid.headers['x-request-id']],
        ['application-steps', 2, requestId],
        ['application-steps', 1, requestId],
      ],
      'newest first',
    )
    const [patched, activityRejected, third, second] = data
    // Each problem as the answer gave it, with its code; the refused value only where it is neither personal
    // data (candidate_mail, candidate_phone) nor free text (step).
    assert.deepEqual(second.problems, [
      {
        field: 'recorded_at',
        code: 'invalid_format',
        message: `recorded_at must be ${EXPECTS_TIMESTAMP}`,
        value: 'later',
      },
      { field: 'candidate_phone', code: 'invalid_format', message: `candidate_phone must be ${EXPECTS_PHONE}` },
    ])
    assert.deepEqual(
      second.problems.map((problem: { field: string }) => problem.field),
      sent
        .json()
        .errors.filter((entry: { data: { index: number } }) => entry.data.index === 1)
        .map((entry: { data: { field: string } }) => entry.data.field),
    )
    assert.deepEqual(third.problems, [
      { field: 'candidate_mail', code: 'invalid_format', message: `candidate_mail must be ${EXPECTS_MAIL}` },
      { field: 'step', code: 'required', message: 'step must not be blank' },
    ])
    assert.deepEqual(activityRejected.problems, [
      { field: 'count', code: 'out_of_range', message: 'count must be an integer from 0 to 2147483647', value: -1 },
    ])
    assert.deepEqual(second.natural_key, { application_ats_id: 'A-2', step: 'applied' }, 'recorded_at was invalid')
    assert.deepEqual(third.natural_key, { application_ats_id: 'A-3', recorded_at: '2026-11-20T10:15:00Z' })
    assert.deepEqual(patched.problems, [
      { field: 'candidate_phone', code: 'invalid_format', message: `candidate_phone must be ${EXPECTS_PHONE}` },
    ])
    assert.match(second.rejected_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    // Nothing personal, and no body, anywhere in the stored log: of the values sent, only the refused
    // recorded_at ('later'), neither personal data nor free text.
    const stored = JSON.stringify(await service.db.query('SELECT * FROM rejections'))
    for (const secret of [MAIL, PHONE, 'call me', 'not an address']) assert.ok(!stored.includes(secret), secret)
    assert.ok(stored.includes('"later"'))
  })

  test('a batch of 1,201 rejected items, more than one transaction of the log holds, is logged whole', async () => {
    const client = await service.newClient('many rejected')
    const items = Array.from({ length: 1_201 }, (_, n) => ({
      ...applicationStep({ application_ats_id: `M-${n}` }),
      step: '',
    }))
    const answer = await client.send('POST', STEPS, items)
    assert.equal(answer.statusCode, 400)
    const requestId = answer.headers['x-request-id']
    let logged = 0
    for (let url = `/v3/rejections?request_id=${requestId}&limit=1000`; ; ) {
      const page = (await client.send('GET', url)).json()
      logged += page.data.length
      if (page.next_cursor === null) break
      url = `/v3/rejections?request_id=${requestId}&limit=1000&cursor=${page.next_cursor}`
    }
    assert.equal(logged, 1_201)
  })

  test('filters, pages newest first, and 400 naming each bad parameter', async () => {
    const client = await service.newClient('filters')
    const first = await client.send('POST', STEPS, [{ step: '' }, { recorded_at: 'x' }, applicationStep()])
    assert.equal(first.statusCode, 207)
    const second = await client.send('POST', '/v3/jobboard/activities', [activity({ status: 'nope' })])
    assert.equal(second.statusCode, 400)

    const ids = (answer: { data: { id: number }[] }) => answer.data.map((row) => row.id)
    const all = ids(await list(client))
    assert.equal(all.length, 3)
    assert.deepEqual(
      all,
      [...all].sort((a, b) => b - a),
    )
    assert.equal((await list(client, 'resource=activities')).data.length, 1)
    assert.equal((await list(client, 'field=status')).data.length, 1)
    assert.equal((await list(client, 'field=recorded_at')).data.length, 2, 'the empty item lacks it too')
    assert.equal((await list(client, `request_id=${first.headers['x-request-id']}`)).data.length, 2)
    assert.equal((await list(client, 'from=2000-01-01T00:00:00Z&to=2001-01-01T00:00:00Z')).data.length, 0)
    assert.equal((await list(client, `from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`)).data.length, 3)

    const walked: number[] = []
    let query = 'limit=2'
    for (;;) {
      const page = await list(client, query)
      walked.push(...ids(page))
      if (page.next_cursor === null) break
      query = `limit=2&cursor=${page.next_cursor}`
    }
    assert.deepEqual(walked, all)

    for (const [bad, parameter, code] of [
      ['resource=candidates', 'resource', 'not_allowed_value'],
      ['limit=0', 'limit', 'out_of_range'],
      ['cursor=zzz', 'cursor', 'invalid_format'],
      ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'to', 'out_of_range'],
      ['from=yesterday', 'from', 'invalid_format'],
      ['client_id=cl_other', 'client_id', 'unknown_parameter'],
    ]) {
      const answer = await client.send('GET', `${LOG}?${bad}`)
      assert.equal(answer.statusCode, 400, bad)
      assert.ok(isContractErrorBody(answer.json()))
      assert.deepEqual(
        answer.json().errors.map((entry: { data: unknown }) => entry.data),
        [{ code, parameter }],
        bad,
      )
    }
  })

  test('a cursor continues its filters: page 2 by the cursor alone or the same filters; others are 400 naming each', async () => {
    const client = await service.newClient('rejection cursors')
    const steps = await client.send('POST', STEPS, [applicationStep({ step: '' }), applicationStep({ step: ' ' })])
    assert.equal(steps.statusCode, 400, steps.body)
    const activities = await client.send('POST', '/v3/jobboard/activities', [activity({ count: -1 })])
    assert.equal(activities.statusCode, 400, activities.body)
    const first = await list(client, 'resource=application-steps&limit=1')
    const rest = { resource: 'application-steps', index: 0 }
    for (const query of [
      `cursor=${first.next_cursor}`,
      `resource=application-steps&limit=5&cursor=${first.next_cursor}`,
    ]) {
      const next = await list(client, query)
      assert.deepEqual(
        next.data.map((row: Record<string, unknown>) => ({ resource: row.resource, index: row.index })),
        [rest],
        query,
      )
      assert.equal(next.next_cursor, null, query)
    }
    const other = await client.send('GET', `${LOG}?resource=activities&field=count&cursor=${first.next_cursor}`)
    assert.equal(other.statusCode, 400, other.body)
    assert.deepEqual(other.json().errors, [
      {
        message: 'resource must be application-steps with this cursor, as in the query it continues, or left out',
        data: { code: 'cursor_mismatch', parameter: 'resource' },
      },
      {
        message: 'field must be left out with this cursor: the query it continues has none',
        data: { code: 'cursor_mismatch', parameter: 'field' },
      },
    ])
  })

  test('an unknown key holding NUL or half a surrogate pair is logged as a key not kept, not a 500', async () => {
    const client = await service.newClient('unstorable keys')
    for (const key of ['\u0000', '\ud800', 'x\udc00y']) {
      const sent = await client.send('POST', STEPS, JSON.stringify([{ ...applicationStep(), [key]: 1 }]), {
        'content-type': 'application/json',
      })
      assert.equal(sent.statusCode, 400, sent.body)
    }
    const fields = (await list(client)).data.flatMap((entry: { problems: { field: string }[] }) =>
      entry.problems.map((problem) => problem.field),
    )
    assert.deepEqual(fields, ['(a key not kept)', '(a key not kept)', '(a key not kept)'])
  })

  test("a client never sees another client's rejections", async () => {
    const sender = await service.newClient('sender')
    const other = await service.newClient('other')
    const sent = await sender.send('POST', STEPS, [{}])
    assert.equal(sent.statusCode, 400)
    assert.deepEqual((await list(other)).data, [])
    assert.deepEqual((await list(other, `request_id=${sent.headers['x-request-id']}`)).data, [])
    assert.equal((await list(sender)).data.length, 1)
  })

  test('pruning: by age, then each client down to its maximum, oldest first, in chunks', async () => {
    const a = await service.newClient('pruned a')
    const b = await service.newClient('pruned b')
    for (let i = 0; i < 3; i++) assert.equal((await a.send('POST', STEPS, [{}, {}])).statusCode, 400)
    assert.equal((await b.send('POST', STEPS, [{}])).statusCode, 400)
    const before = (await list(a)).data.map((row: { id: number }) => row.id)
    const log = createRejectionLog(service.db)
    const pruning = (now: Date, maxPerClient: number) =>
      createRejectionsPruning({
        log,
        retentionDays: 30,
        maxPerClient,
        logger: service.app.log,
        now: () => now,
        chunkRows: 2,
      })

    // Nothing is old yet; a keeps its 4 newest of 6, b its 1.
    const capped = await pruning(new Date(), 4).runOnce()
    assert.equal(capped.outcome, 'done')
    assert.ok(capped.excess >= 2)
    assert.deepEqual(
      (await list(a)).data.map((row: { id: number }) => row.id),
      before.slice(0, 4),
      'the two oldest went',
    )
    assert.equal((await list(b)).data.length, 1)
    // 31 days on, every rejection is past the retention.
    const aged = await pruning(new Date(Date.now() + 31 * 86_400_000), 100_000).runOnce()
    assert.equal(aged.outcome, 'done')
    assert.ok(aged.expired >= 5)
    assert.deepEqual((await list(a)).data, [])
    assert.deepEqual((await list(b)).data, [])
  })
})
