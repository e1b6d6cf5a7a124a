import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { activity, isContractErrorBody, startService, type TestClient, type TestService } from './helpers.ts'

const PATH = '/v3/jobboard/activities'
const ALL_INVALID = 'No activities were stored: every item is invalid (see errors)'

const REQUIRED = ['recorded_at', 'job_offer_reference', 'status', 'count'] as const
const OPTIONAL = [
  'job_offer_reference_2',
  'job_offer_reference_3',
  'job_offer_title',
  'subsidiary',
  'subsidiary_jobboard_id',
] as const

const DEFAULT_STATUSES = 'job_offer_impression, job_offer_view, apply_click, application'
const EXPECTS_STATUS = `one of: ${DEFAULT_STATUSES}`
const EXPECTS_DATE = 'a calendar date YYYY-MM-DD that exists, such as 2026-11-20'
const EXPECTS_COUNT = 'an integer from 0 to 2147483647'
const EXPECTS_IDENTIFIER = 'a string or an integer between -9007199254740991 and 9007199254740991'

/** The returned (and stored) record when only the required fields of `activity()` are sent. */
const DEFAULT_RECORD = {
  recorded_at: '2026-11-20',
  job_offer_reference: 'JO-1',
  job_offer_reference_2: null,
  job_offer_reference_3: null,
  job_offer_title: null,
  status: 'job_offer_view',
  subsidiary: null,
  subsidiary_jobboard_id: null,
  count: 3,
}

/** A problem: its field, code and message, then the value the answer echoes, when it echoes one. */
type Entry = readonly [field: string | null, code: string, message: string, value?: unknown]
type ErrorEntry = { message: string; data: { index: number; field: string | null; code: string; value?: unknown } }

const entries = (index: number, list: readonly Entry[]): ErrorEntry[] =>
  list.map(([field, code, message, ...echoed]) => ({
    message,
    data: echoed.length === 0 ? { index, field, code } : { index, field, code, value: echoed[0] },
  }))

/** Orders error entries by index, field and message, for problems whose order the contract leaves open. */
const sorted = (list: readonly ErrorEntry[]) =>
  [...list].sort(
    (a, b) =>
      a.data.index - b.data.index ||
      String(a.data.field).localeCompare(String(b.data.field)) ||
      a.message.localeCompare(b.message),
  )

interface StoredActivity {
  id: number
  recorded_at: string
  job_offer_reference: string
  job_offer_reference_2: string | null
  job_offer_reference_3: string | null
  job_offer_title: string | null
  status: string
  subsidiary: string | null
  subsidiary_jobboard_id: string | null
  count: number
}

/** The rows of a client, read straight from the table, in the contract's text forms. */
async function storedRows(service: TestService, client: TestClient): Promise<StoredActivity[]> {
  const rows = await service.db.query<Record<string, unknown>>(
    `SELECT id::text AS id, to_char(recorded_at, 'YYYY-MM-DD') AS recorded_at, job_offer_reference,
            job_offer_reference_2, job_offer_reference_3, job_offer_title, status, subsidiary,
            subsidiary_jobboard_id, count
       FROM activities WHERE client_id = $1 ORDER BY activities.id`,
    [client.clientId],
  )
  return rows.map((row) => ({ ...row, id: Number(row.id) })) as StoredActivity[]
}

function helpersFor(service: () => TestService) {
  const post = (client: TestClient, items: unknown, headers?: Record<string, string>) =>
    client.send('POST', PATH, items, headers)

  /** Sends one item alone: it must be stored (201); returns what was answered for it. */
  const accepts = async (client: TestClient, item: unknown, label = JSON.stringify(item)) => {
    const answer = await post(client, [item])
    assert.equal(answer.statusCode, 201, `${label}: ${answer.body}`)
    assert.equal(answer.json().message, 'Stored 1 activity', label)
    const [record] = answer.json().data
    assert.equal(typeof record.id, 'number', label)
    return record as StoredActivity
  }

  /** Sends one item alone: it must be rejected (400) with exactly these error entries. */
  const rejects = async (
    client: TestClient,
    item: unknown,
    expected: readonly Entry[],
    label = JSON.stringify(item),
  ) => {
    const answer = await post(client, [item])
    assert.equal(answer.statusCode, 400, `${label}: ${answer.body}`)
    const body = answer.json()
    assert.ok(isContractErrorBody(body), label)
    assert.equal(body.message, ALL_INVALID, label)
    assert.deepEqual(sorted(body.errors), sorted(entries(0, expected)), label)
  }

  /** Sends each item alone and returns, per label, [status, errors]: compared at once, so one run shows every failing case. */
  const outcomes = async (client: TestClient, cases: readonly (readonly [label: string, item: unknown])[]) => {
    const actual: Record<string, unknown> = {}
    for (const [label, item] of cases) {
      const answer = await post(client, [item])
      const body = answer.json()
      assert.ok(answer.statusCode !== 400 || isContractErrorBody(body), label)
      actual[label] = [answer.statusCode, answer.statusCode === 400 ? sorted(body.errors) : body.data]
    }
    return actual
  }

  const rows = (client: TestClient) => storedRows(service(), client)

  return { post, accepts, rejects, outcomes, rows }
}

describe('POST /v3/jobboard/activities', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  const { post, accepts, rejects, outcomes, rows } = helpersFor(() => service)

  describe('required fields: recorded_at, job_offer_reference, status, count', () => {
    test('a missing required field is "X is required", one entry', async () => {
      const client = await service.newClient()
      const cases = REQUIRED.map((field) => {
        const item = activity()
        delete item[field]
        return [field, item] as const
      })
      assert.deepEqual(
        await outcomes(client, cases),
        Object.fromEntries(
          REQUIRED.map((field) => [field, [400, entries(0, [[field, 'required', `${field} is required`]])]]),
        ),
      )
      assert.deepEqual(await rows(client), [])
    })

    test('a required field sent as null is "X is required and may not be null", one entry', async () => {
      const client = await service.newClient()
      const cases = REQUIRED.map((field) => [field, activity({ [field]: null })] as const)
      assert.deepEqual(
        await outcomes(client, cases),
        Object.fromEntries(
          REQUIRED.map((field) => [
            field,
            [400, entries(0, [[field, 'required', `${field} is required and may not be null`, null]])],
          ]),
        ),
      )
      assert.deepEqual(await rows(client), [])
    })

    test('a required field sent blank is rejected with one entry', async () => {
      const client = await service.newClient()
      // A blank status is no status of the list: its problem is that, as its message says.
      const expectedFor: Record<string, readonly [code: string, message: string]> = {
        recorded_at: ['required', 'recorded_at must not be blank'],
        job_offer_reference: ['required', 'job_offer_reference must not be blank'],
        status: ['not_allowed_value', `status must be ${EXPECTS_STATUS}`],
      }
      const cases: (readonly [string, unknown])[] = []
      const expected: Record<string, unknown> = {}
      for (const [field, [code, message]] of Object.entries(expectedFor)) {
        for (const blank of ['', '  ', '\t\n']) {
          const label = `${field} = ${JSON.stringify(blank)}`
          cases.push([label, activity({ [field]: blank })])
          expected[label] = [400, entries(0, [[field, code, message, blank]])]
        }
      }
      cases.push(['count = ""', activity({ count: '' })])
      expected['count = ""'] = [
        400,
        entries(0, [['count', 'invalid_type', `count must be ${EXPECTS_COUNT}, not a string`, '']]),
      ]
      assert.deepEqual(await outcomes(client, cases), expected)
      assert.deepEqual(await rows(client), [])
    })

    test('the required fields alone are stored; omitted optional fields are returned and stored as null', async () => {
      const client = await service.newClient()
      const { id, ...rest } = await accepts(client, activity())
      assert.deepEqual(rest, DEFAULT_RECORD)
      assert.deepEqual(await rows(client), [{ id, ...DEFAULT_RECORD }])
    })

    test('optional fields sent as null or as the empty string are stored as null; sent values are kept', async () => {
      const client = await service.newClient()
      const nulls = Object.fromEntries(OPTIONAL.map((field) => [field, null]))
      const empties = Object.fromEntries(OPTIONAL.map((field) => [field, '']))
      const a = await accepts(client, activity({ ...nulls, job_offer_reference: 'JO-null' }))
      const b = await accepts(client, activity({ ...empties, job_offer_reference: 'JO-empty' }))
      const full = {
        job_offer_reference_2: 'R2',
        job_offer_reference_3: 'R3',
        job_offer_title: 'Chef de rayon (H/F) — Lyon',
        subsidiary: 'Sub',
        subsidiary_jobboard_id: 'SJ-1',
      }
      const c = await accepts(client, activity({ ...full, job_offer_reference: 'JO-full' }))
      assert.deepEqual(a, { id: a.id, ...DEFAULT_RECORD, job_offer_reference: 'JO-null' })
      assert.deepEqual(b, { id: b.id, ...DEFAULT_RECORD, job_offer_reference: 'JO-empty' })
      assert.deepEqual(c, { id: c.id, ...DEFAULT_RECORD, ...full, job_offer_reference: 'JO-full' })
      assert.deepEqual(await rows(client), [a, b, c])
    })
  })

  describe('recorded_at: a calendar date YYYY-MM-DD that exists', () => {
    test('real dates are accepted, returned and stored the same way', async () => {
      const client = await service.newClient()
      const dates = ['2024-02-29', '2000-02-29', '2026-11-20', '2026-01-01', '2026-12-31', '1999-04-30']
      const returned: string[] = []
      for (const [n, date] of dates.entries()) {
        const record = await accepts(client, activity({ recorded_at: date, job_offer_reference: `JO-${n}` }))
        returned.push(record.recorded_at)
      }
      assert.deepEqual(returned, dates)
      assert.deepEqual(
        (await rows(client)).map((row) => row.recorded_at),
        dates,
      )
    })

    test('an impossible date, a date-time, the basic format or another shape is rejected', async () => {
      const client = await service.newClient()
      const rejected = [
        '2026-02-30', // impossible date
        '2026-02-29', // 2026 is not a leap year
        '2100-02-29', // 2100 is not a leap year
        '2026-04-31',
        '2026-13-01',
        '2026-00-10',
        '2026-11-00',
        '0000-01-01',
        '2026-11-20T00:00:00Z', // a date-time
        '2026-11-20T00:00:00',
        '20261120', // basic format
        '2026-1-2',
        '2026/11/20',
        '20-11-2026',
        ' 2026-11-20',
        '2026-11-20 ',
        'today',
      ]
      const cases = rejected.map((value) => [value, activity({ recorded_at: value })] as const)
      cases.push(['the number 20261120', activity({ recorded_at: 20261120 })])
      const expected = Object.fromEntries(
        rejected.map((value) => [
          value,
          [400, entries(0, [['recorded_at', 'invalid_format', `recorded_at must be ${EXPECTS_DATE}`, value]])],
        ]),
      )
      expected['the number 20261120'] = [
        400,
        entries(0, [['recorded_at', 'invalid_type', `recorded_at must be ${EXPECTS_DATE}, not a number`, 20261120]]),
      ]
      assert.deepEqual(await outcomes(client, cases), expected)
      assert.deepEqual(await rows(client), [])
    })
  })

  describe('status', () => {
    test('each of the default statuses is accepted', async () => {
      const client = await service.newClient()
      for (const status of DEFAULT_STATUSES.split(', ')) {
        const record = await accepts(client, activity({ status }))
        assert.equal(record.status, status)
      }
      assert.deepEqual(
        (await rows(client)).map((row) => row.status),
        DEFAULT_STATUSES.split(', '),
      )
    })

    test('an unknown status is rejected with a message listing the allowed values', async () => {
      const client = await service.newClient()
      for (const status of ['job_offer_click', 'JOB_OFFER_VIEW', ' job_offer_view', 'job_offer_view ', 'seen']) {
        await rejects(
          client,
          activity({ status }),
          [['status', 'not_allowed_value', `status must be ${EXPECTS_STATUS}`, status]],
          status,
        )
      }
      assert.deepEqual(await rows(client), [])
    })

    test('a status of another JSON type is one problem, one entry', async () => {
      const client = await service.newClient()
      // An array is not echoed: only a scalar is.
      const cases = [
        ['5', activity({ status: 5 }), 'a number', [5]],
        ['true', activity({ status: true }), 'a boolean', [true]],
        ['["job_offer_view"]', activity({ status: ['job_offer_view'] }), 'an array', []],
      ] as const
      assert.deepEqual(
        await outcomes(
          client,
          cases.map(([label, item]) => [label, item]),
        ),
        Object.fromEntries(
          cases.map(([label, , kind, echoed]) => [
            label,
            [400, entries(0, [['status', 'invalid_type', `status must be ${EXPECTS_STATUS}, not ${kind}`, ...echoed]])],
          ]),
        ),
      )
    })
  })

  describe('count: a JSON integer from 0 to 2147483647', () => {
    test('0, 1 and 2147483647 are accepted and stored', async () => {
      const client = await service.newClient()
      const counts = [0, 1, 2147483647]
      for (const [n, count] of counts.entries()) {
        const record = await accepts(client, activity({ count, job_offer_reference: `JO-${n}` }))
        assert.equal(record.count, count)
      }
      assert.deepEqual(
        (await rows(client)).map((row) => row.count),
        counts,
      )
    })

    test('a negative number, a number beyond 2147483647, a float, a string, a boolean or null is rejected', async () => {
      const client = await service.newClient()
      // Each sent count is echoed, but the array.
      const cases = [
        [-1, 'out_of_range', `count must be ${EXPECTS_COUNT}`],
        [-2147483648, 'out_of_range', `count must be ${EXPECTS_COUNT}`],
        [2147483648, 'out_of_range', `count must be ${EXPECTS_COUNT}`],
        [1e20, 'out_of_range', `count must be ${EXPECTS_COUNT}`],
        [1.5, 'invalid_type', `count must be ${EXPECTS_COUNT}, not a number with a fraction`],
        [-0.5, 'invalid_type', `count must be ${EXPECTS_COUNT}, not a number with a fraction`],
        ['3', 'invalid_type', `count must be ${EXPECTS_COUNT}, not a string`],
        [true, 'invalid_type', `count must be ${EXPECTS_COUNT}, not a boolean`],
        [[3], 'invalid_type', `count must be ${EXPECTS_COUNT}, not an array`],
        [null, 'required', 'count is required and may not be null'],
      ] as const
      assert.deepEqual(
        await outcomes(
          client,
          cases.map(([count]) => [JSON.stringify(count), activity({ count })]),
        ),
        Object.fromEntries(
          cases.map(([count, code, message]) => [
            JSON.stringify(count),
            [400, entries(0, [Array.isArray(count) ? ['count', code, message] : ['count', code, message, count]])],
          ]),
        ),
      )
      assert.deepEqual(await rows(client), [])
    })

    test('a count written 1.0 is stored as 1: JSON has one kind of number (docs/decisions.md)', async () => {
      const client = await service.newClient()
      const item = JSON.stringify(activity({ count: 0 })).replace('"count":0', '"count":1.0')
      assert.match(item, /"count":1\.0/)
      const answer = await client.send('POST', PATH, `[${item}]`, { 'content-type': 'application/json' })
      assert.equal(answer.statusCode, 201, answer.body)
      assert.deepEqual(
        (await rows(client)).map((row) => row.count),
        [1],
      )
    })
  })

  describe('identifiers and other fields', () => {
    test('identifier fields sent as JSON integers are stored and returned as their decimal text', async () => {
      const client = await service.newClient()
      const record = await accepts(
        client,
        activity({
          job_offer_reference: 12345,
          job_offer_reference_2: 0,
          job_offer_reference_3: -7,
          subsidiary_jobboard_id: 9007199254740991,
        }),
      )
      const expected = {
        ...DEFAULT_RECORD,
        job_offer_reference: '12345',
        job_offer_reference_2: '0',
        job_offer_reference_3: '-7',
        subsidiary_jobboard_id: '9007199254740991',
      }
      assert.deepEqual(record, { id: record.id, ...expected })
      assert.deepEqual(await rows(client), [{ id: record.id, ...expected }])
    })

    test('an identifier sent as a float, a boolean or an integer beyond 2^53 - 1 is rejected', async () => {
      const client = await service.newClient()
      const cases = [
        ['job_offer_reference', 1.5, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a number with a fraction`, [1.5]],
        ['job_offer_reference', 2 ** 53, 'out_of_range', EXPECTS_IDENTIFIER, [2 ** 53]],
        ['job_offer_reference_2', true, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a boolean`, [true]],
        ['subsidiary_jobboard_id', 0.1, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a number with a fraction`, [0.1]],
        ['subsidiary_jobboard_id', -(2 ** 53), 'out_of_range', EXPECTS_IDENTIFIER, [-(2 ** 53)]],
        ['subsidiary_jobboard_id', ['S'], 'invalid_type', `${EXPECTS_IDENTIFIER}, not an array`, []],
      ] as const
      for (const [field, value, code, expects, echoed] of cases) {
        await rejects(client, activity({ [field]: value }), [[field, code, `${field} must be ${expects}`, ...echoed]])
      }
      assert.deepEqual(await rows(client), [])
    })

    test('the other string fields must be JSON strings: no coercion', async () => {
      const client = await service.newClient()
      await rejects(client, activity({ job_offer_title: 12 }), [
        ['job_offer_title', 'invalid_type', 'job_offer_title must be a string, not a number', 12],
      ])
      await rejects(client, activity({ subsidiary: false }), [
        ['subsidiary', 'invalid_type', 'subsidiary must be a string, not a boolean', false],
      ])
      assert.deepEqual(await rows(client), [])
    })

    test('a JSON object sent where a value is expected is described as "an object"', async () => {
      const client = await service.newClient()
      await rejects(client, activity({ job_offer_title: { fr: 'Vendeur' } }), [
        ['job_offer_title', 'invalid_type', 'job_offer_title must be a string, not an object'],
      ])
      await rejects(client, activity({ count: { n: 3 } }), [
        ['count', 'invalid_type', `count must be ${EXPECTS_COUNT}, not an object`],
      ])
    })

    test('job_offer_title holds up to 1000 characters; 1001 is rejected', async () => {
      const client = await service.newClient()
      const title = 'é'.repeat(1000)
      const record = await accepts(client, activity({ job_offer_title: title }))
      assert.equal(record.job_offer_title, title)
      await rejects(client, activity({ job_offer_title: 'x'.repeat(1001) }), [
        ['job_offer_title', 'too_long', 'job_offer_title must be at most 1000 characters long', 'x'.repeat(100)],
      ])
      assert.deepEqual(
        (await rows(client)).map((row) => row.job_offer_title),
        [title],
      )
    })

    test('every other string field holds up to 255 characters; 256 is rejected', async () => {
      const client = await service.newClient()
      const fields = [
        'job_offer_reference',
        'job_offer_reference_2',
        'job_offer_reference_3',
        'subsidiary',
        'subsidiary_jobboard_id',
      ]
      for (const [n, field] of fields.entries()) {
        const value = 'x'.repeat(254) + String(n)
        const record = await accepts(client, activity({ recorded_at: `2026-11-${10 + n}`, [field]: value }), field)
        assert.equal(record[field as keyof StoredActivity], value, field)
        await rejects(client, activity({ [field]: 'x'.repeat(256) }), [
          [field, 'too_long', `${field} must be at most 255 characters long`, 'x'.repeat(100)],
        ])
      }
      assert.equal((await rows(client)).length, fields.length)
    })

    test('a field the activity does not have, id included, is an error naming it', async () => {
      const client = await service.newClient()
      await rejects(client, activity({ foo: 1 }), [['foo', 'unknown_field', 'foo is not a field of an activity']])
      await rejects(client, activity({ id: 1 }), [
        ['id', 'unknown_field', 'id is assigned by the service and may not be sent'],
      ])
      await rejects(client, activity({ Count: 3, reference: 'x' }), [
        ['Count', 'unknown_field', 'Count is not a field of an activity'],
        ['reference', 'unknown_field', 'reference is not a field of an activity'],
      ])
      assert.deepEqual(await rows(client), [])
    })
  })

  describe('natural key: recorded_at, job_offer_reference, status, subsidiary_jobboard_id', () => {
    test('re-sending the same key replaces count and the other fields (latest figure wins) and returns the same id', async () => {
      const client = await service.newClient()
      const first = await accepts(client, activity({ count: 3, job_offer_title: 'First', subsidiary: 'S' }))
      const second = await accepts(client, activity({ count: 5, job_offer_title: 'Second' }))
      assert.equal(second.id, first.id)
      assert.equal(second.count, 5)
      assert.deepEqual(await rows(client), [{ id: first.id, ...DEFAULT_RECORD, count: 5, job_offer_title: 'Second' }])
      const lower = await accepts(client, activity({ count: 1 }))
      assert.equal(lower.id, first.id)
      assert.deepEqual(
        (await rows(client)).map((row) => row.count),
        [1],
      )
    })

    test('absent, null and empty subsidiary_jobboard_id are one key value', async () => {
      const client = await service.newClient()
      const absent = await accepts(client, activity({ count: 1 }))
      const nulled = await accepts(client, activity({ count: 2, subsidiary_jobboard_id: null }))
      const empty = await accepts(client, activity({ count: 4, subsidiary_jobboard_id: '' }))
      assert.equal(nulled.id, absent.id)
      assert.equal(empty.id, absent.id)
      assert.deepEqual(await rows(client), [{ id: absent.id, ...DEFAULT_RECORD, count: 4 }])
    })

    test('another subsidiary_jobboard_id is another record', async () => {
      const client = await service.newClient()
      const none = await accepts(client, activity({ count: 1 }))
      const s1 = await accepts(client, activity({ count: 2, subsidiary_jobboard_id: 'S1' }))
      const s2 = await accepts(client, activity({ count: 3, subsidiary_jobboard_id: 'S2' }))
      const s1Again = await accepts(client, activity({ count: 7, subsidiary_jobboard_id: 'S1' }))
      assert.equal(new Set([none.id, s1.id, s2.id]).size, 3)
      assert.equal(s1Again.id, s1.id)
      assert.deepEqual(
        (await rows(client)).map((row) => [row.id, row.subsidiary_jobboard_id, row.count]),
        [
          [none.id, null, 1],
          [s1.id, 'S1', 7],
          [s2.id, 'S2', 3],
        ],
      )
    })

    test('each part of the key distinguishes records; the other fields do not', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        activity(),
        activity({ recorded_at: '2026-11-21' }),
        activity({ job_offer_reference: 'JO-2' }),
        activity({ status: 'apply_click' }),
        activity({ subsidiary_jobboard_id: 'S1' }),
        activity({ job_offer_reference_2: 'R2', job_offer_title: 'T', subsidiary: 'S', count: 9 }), // not key parts
      ])
      assert.equal(answer.statusCode, 201, answer.body)
      const ids = answer.json().data.map((record: { id: number }) => record.id)
      assert.equal(new Set(ids.slice(0, 5)).size, 5)
      assert.equal(ids[5], ids[0])
      assert.equal((await rows(client)).length, 5)
    })

    test('a reference sent as an integer and as its decimal text is the same key', async () => {
      const client = await service.newClient()
      const asNumber = await accepts(
        client,
        activity({ job_offer_reference: 123, subsidiary_jobboard_id: 7, count: 1 }),
      )
      const asText = await accepts(
        client,
        activity({ job_offer_reference: '123', subsidiary_jobboard_id: '7', count: 2 }),
      )
      assert.equal(asText.id, asNumber.id)
      assert.deepEqual(
        (await rows(client)).map((row) => [row.job_offer_reference, row.subsidiary_jobboard_id, row.count]),
        [['123', '7', 2]],
      )
    })

    test('the same key twice in one batch: both items get the same id and the later count is stored', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        activity({ count: 10 }),
        activity({ job_offer_reference: 'JO-2', count: 1 }),
        activity({ count: 4, subsidiary_jobboard_id: null }),
      ])
      assert.equal(answer.statusCode, 201, answer.body)
      const [early, other, late] = answer.json().data
      assert.equal(late.id, early.id)
      assert.notEqual(other.id, early.id)
      const counts = await service.db.query<{ count: number }>(
        'SELECT count FROM activities WHERE client_id = $1 AND job_offer_reference = $2',
        [client.clientId, 'JO-1'],
      )
      assert.deepEqual(counts, [{ count: 4 }])
      assert.equal((await rows(client)).length, 2)
    })
  })

  describe('batches', () => {
    test('a mixed batch: 207, the valid items stored, each problem reported with its item index', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        activity({ job_offer_reference: 'JO-0' }),
        activity({ recorded_at: '2026-02-30' }),
        activity({ job_offer_reference: 'JO-2', count: 0 }),
        'not an activity',
        activity({ job_offer_reference: 'JO-4', status: 'application' }),
        activity({ count: -1, status: 'nope', extra: true }),
      ])
      assert.equal(answer.statusCode, 207, answer.body)
      const body = answer.json()
      assert.deepEqual(Object.keys(body).sort(), ['data', 'errors', 'message'])
      assert.equal(body.message, 'Stored 3 of 6 activities; 3 rejected (see errors)')
      assert.deepEqual(
        body.data.map((record: StoredActivity) => record.job_offer_reference),
        ['JO-0', 'JO-2', 'JO-4'],
      )
      assert.deepEqual(sorted(body.errors), [
        ...entries(1, [['recorded_at', 'invalid_format', `recorded_at must be ${EXPECTS_DATE}`, '2026-02-30']]),
        ...entries(3, [[null, 'invalid_type', 'Each item must be a JSON object describing an activity, not a string']]),
        ...sorted(
          entries(5, [
            ['count', 'out_of_range', `count must be ${EXPECTS_COUNT}`, -1],
            ['extra', 'unknown_field', 'extra is not a field of an activity'],
            ['status', 'not_allowed_value', `status must be ${EXPECTS_STATUS}`, 'nope'],
          ]),
        ),
      ])
      // Rows are inserted in natural-key order, so ids need not follow the batch order.
      assert.deepEqual(
        await rows(client),
        [...body.data].sort((a: StoredActivity, b: StoredActivity) => a.id - b.id),
      )
    })

    test('every item invalid: 400 with the contract error body and nothing stored', async () => {
      const client = await service.newClient()
      const answer = await post(client, [activity({ count: 1.5 }), activity({ status: 'x' })])
      assert.equal(answer.statusCode, 400)
      const body = answer.json()
      assert.ok(isContractErrorBody(body))
      assert.deepEqual(body, {
        message: ALL_INVALID,
        errors: [
          ...entries(0, [
            ['count', 'invalid_type', `count must be ${EXPECTS_COUNT}, not a number with a fraction`, 1.5],
          ]),
          ...entries(1, [['status', 'not_allowed_value', `status must be ${EXPECTS_STATUS}`, 'x']]),
        ],
      })
      assert.deepEqual(await rows(client), [])
    })

    test('Prefer: return=minimal leaves data out', async () => {
      const client = await service.newClient()
      const created = await post(client, [activity(), activity({ status: 'application' })], {
        prefer: 'return=minimal',
      })
      assert.equal(created.statusCode, 201)
      assert.deepEqual(created.json(), { message: 'Stored 2 activities' })
      assert.equal(created.headers['preference-applied'], 'return=minimal')
      assert.equal((await rows(client)).length, 2)
    })
  })
})

describe('POST /v3/jobboard/activities with an operator-configured status list', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { activityStatuses: ['seen', 'clicked'] } })
  })
  after(() => service.close())

  const { accepts, rejects, rows } = helpersFor(() => service)

  test('the configured statuses replace the default list', async () => {
    const client = await service.newClient()
    const seen = await accepts(client, activity({ status: 'seen' }))
    const clicked = await accepts(client, activity({ status: 'clicked' }))
    assert.deepEqual([seen.status, clicked.status], ['seen', 'clicked'])
    for (const status of ['job_offer_view', 'application', 'Seen']) {
      await rejects(
        client,
        activity({ status }),
        [['status', 'not_allowed_value', 'status must be one of: seen, clicked', status]],
        status,
      )
    }
    assert.deepEqual(
      (await rows(client)).map((row) => row.status),
      ['seen', 'clicked'],
    )
  })
})
