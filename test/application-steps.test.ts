import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  applicationStep,
  isContractErrorBody,
  type Reply,
  startService,
  storedApplicationStep,
  type TestClient,
  type TestService,
} from './helpers.ts'

const PATH = '/v3/ats/application-steps'
const ALL_INVALID = 'No application steps were stored: every item is invalid (see errors)'

const REQUIRED = ['recorded_at', 'job_offer_reference', 'candidate_ats_id', 'step', 'application_ats_id'] as const
const OPTIONAL = [
  'job_offer_reference_2',
  'job_offer_reference_3',
  'job_offer_title',
  'candidate_creation_date',
  'candidate_mail',
  'candidate_phone',
  'source',
  'step_ats_id',
  'subsidiary',
  'subsidiary_ats_id',
] as const
const TIMESTAMPS = ['recorded_at', 'candidate_creation_date'] as const

const EXPECTS_TIMESTAMP =
  'an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z'
const EXPECTS_IDENTIFIER = 'a string or an integer between -9007199254740991 and 9007199254740991'
const EXPECTS_MAIL = 'an e-mail address: one @ with text on each side, a dot in the domain and no white space'
const EXPECTS_PHONE =
  'a telephone number: digits, an optional leading +, spaces, dots, hyphens or parentheses, and at least 6 digits'
const UNSTORABLE = 'contains a character that cannot be stored (NUL or an unpaired UTF-16 surrogate)'

/** The returned record when only the required fields of `applicationStep()` are sent. */
const DEFAULT_RECORD = storedApplicationStep()

/** A problem: its field, code and message, then the value the answer echoes, when it echoes one. */
type Entry = readonly [field: string | null, code: string, message: string, value?: unknown]

const entries = (index: number, list: readonly Entry[]) =>
  list.map(([field, code, message, ...echoed]) => ({
    message,
    data: echoed.length === 0 ? { index, field, code } : { index, field, code, value: echoed[0] },
  }))

/** Orders error entries by index, field and message, for problems whose order the contract leaves open. */
const sorted = <T extends { message: string; data: { index: number; field: string | null } }>(list: T[]) =>
  [...list].sort(
    (a, b) =>
      a.data.index - b.data.index ||
      String(a.data.field).localeCompare(String(b.data.field)) ||
      a.message.localeCompare(b.message),
  )

describe('POST /v3/ats/application-steps', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  const post = (client: TestClient, items: unknown, headers?: Record<string, string>) =>
    client.send('POST', PATH, items, headers)

  const rowCount = async (client: TestClient) => {
    const [row] = await service.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM application_steps WHERE client_id = $1',
      [client.clientId],
    )
    return row?.n
  }

  /** The stored record, as PATCH with an empty change returns it. */
  const stored = async (client: TestClient, id: number) => {
    const answer = await client.send('PATCH', `${PATH}/${id}`, {})
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data[0] as Record<string, unknown>
  }

  /** Sends one item alone: it must be stored (201); returns what was answered for it. */
  const accepts = async (client: TestClient, item: unknown, label = JSON.stringify(item)) => {
    const answer = await post(client, [item])
    assert.equal(answer.statusCode, 201, `${label}: ${answer.body}`)
    const [record] = answer.json().data
    assert.equal(typeof record.id, 'number', label)
    return record as Record<string, unknown> & { id: number }
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

  describe('required fields', () => {
    test('a missing required field is "X is required"', async () => {
      const client = await service.newClient()
      for (const field of REQUIRED) {
        const item = applicationStep()
        delete item[field]
        await rejects(client, item, [[field, 'required', `${field} is required`]])
      }
      assert.equal(await rowCount(client), 0)
    })

    test('a required field sent as null is "X is required and may not be null"', async () => {
      const client = await service.newClient()
      for (const field of REQUIRED) {
        await rejects(client, applicationStep({ [field]: null }), [
          [field, 'required', `${field} is required and may not be null`, null],
        ])
      }
    })

    test('a required field sent blank is "X must not be blank"', async () => {
      const client = await service.newClient()
      // Every case is sent before comparing, so that one failure shows all the fields that fail.
      const actual: Record<string, unknown> = {}
      const expected: Record<string, unknown> = {}
      for (const field of REQUIRED) {
        for (const blank of ['  ', '', '\t\n']) {
          const label = `${field} = ${JSON.stringify(blank)}`
          const answer = await post(client, [applicationStep({ [field]: blank })])
          actual[label] = [answer.statusCode, answer.json().errors]
          expected[label] = [400, entries(0, [[field, 'required', `${field} must not be blank`, blank]])]
        }
      }
      assert.deepEqual(actual, expected)
      assert.equal(await rowCount(client), 0)
    })

    test('every required field present and non-blank is stored; omitted optional fields are returned as null', async () => {
      const client = await service.newClient()
      const record = await accepts(client, applicationStep())
      const { id, ...rest } = record
      assert.deepEqual(rest, DEFAULT_RECORD)
      assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
      assert.equal(await rowCount(client), 1)
    })

    test('optional fields sent as null are stored as null', async () => {
      const client = await service.newClient()
      const nulls = Object.fromEntries(OPTIONAL.map((field) => [field, null]))
      const { id, ...rest } = await accepts(client, applicationStep(nulls))
      assert.deepEqual(rest, DEFAULT_RECORD)
      assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
    })
  })

  describe('recorded_at and candidate_creation_date', () => {
    test('an RFC 3339 date-time with Z or an offset is accepted, stored in UTC and returned as YYYY-MM-DDTHH:MM:SS.sssZ', async () => {
      const client = await service.newClient()
      const cases = [
        ['2026-11-20T10:15:00Z', '2026-11-20T10:15:00.000Z'],
        ['2026-11-20T11:15:00.250+01:00', '2026-11-20T10:15:00.250Z'],
        ['2026-11-20T05:45:00.5-04:30', '2026-11-20T10:15:00.500Z'],
        ['2026-11-20T10:15:00.123000Z', '2026-11-20T10:15:00.123Z'],
        ['2026-11-20T10:15:00.123000000Z', '2026-11-20T10:15:00.123Z'],
        ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
        ['2026-01-01T00:30:00+01:00', '2025-12-31T23:30:00.000Z'],
        ['2026-11-20T23:59:59.999Z', '2026-11-20T23:59:59.999Z'],
        ['2026-11-20t10:15:00z', '2026-11-20T10:15:00.000Z'],
      ] as const
      let n = 0
      for (const field of TIMESTAMPS) {
        for (const [sent, returned] of cases) {
          const label = `${field} = ${sent}`
          const record = await accepts(
            client,
            applicationStep({ application_ats_id: `A-${n++}`, [field]: sent }),
            label,
          )
          assert.equal(record[field], returned, label)
          assert.equal((await stored(client, record.id))[field], returned, `${label} (stored)`)
        }
      }
    })

    test('a date alone, a time without zone, an impossible date or time, or sub-millisecond digits are rejected', async () => {
      const client = await service.newClient()
      const rejected = [
        '2026-11-20', // a date alone
        '2026-11-20T10:15:00', // no zone
        '2026-11-20T10:15', // no seconds
        '2026-11-20 10:15:00Z', // space instead of T
        '2026-02-30T00:00:00Z', // impossible date
        '2026-02-29T00:00:00Z', // 2026 is not a leap year
        '2026-13-01T00:00:00Z', // month 13
        '2026-11-20T24:00:00Z', // hour 24
        '2026-11-20T10:60:00Z', // minute 60
        '2026-11-20T10:15:60Z', // second 60
        '2026-11-20T10:15:00.123456Z', // microseconds: would be lost in the returned .sss
        '2026-11-20T10:15:00+0100', // offset without colon
        '2026-11-20T10:15:00+24:00', // offset out of range
        '20261120T101500Z', // basic format
        'tomorrow',
      ]
      for (const field of TIMESTAMPS) {
        for (const value of rejected) {
          await rejects(
            client,
            applicationStep({ [field]: value }),
            [[field, 'invalid_format', `${field} must be ${EXPECTS_TIMESTAMP}`, value]],
            `${field} = ${value}`,
          )
        }
        await rejects(client, applicationStep({ [field]: 1763633700000 }), [
          [field, 'invalid_type', `${field} must be ${EXPECTS_TIMESTAMP}, not a number`, 1763633700000],
        ])
      }
      assert.equal(await rowCount(client), 0)
    })
  })

  describe('candidate_mail', () => {
    test('an address with one @, text on each side and a dot in the domain is accepted, up to 254 characters', async () => {
      const client = await service.newClient()
      const longest = `${'a'.repeat(249)}@b.co`
      assert.equal(longest.length, 254)
      let n = 0
      for (const mail of ['a@b.co', 'first.last+tag@sub.example.org', longest]) {
        const record = await accepts(client, applicationStep({ application_ats_id: `A-${n++}`, candidate_mail: mail }))
        assert.equal(record.candidate_mail, mail)
        assert.equal((await stored(client, record.id)).candidate_mail, mail)
      }
    })

    test('an address without @, with two @, without a dot in the domain, with white space or an empty local part is rejected', async () => {
      const client = await service.newClient()
      for (const mail of ['ab.co', 'a@@b.co', 'a@b@c.co', 'a@b', 'a b@c.de', 'a@b.co ', '@b.co', 'a@']) {
        await rejects(client, applicationStep({ candidate_mail: mail }), [
          ['candidate_mail', 'invalid_format', `candidate_mail must be ${EXPECTS_MAIL}`],
        ])
      }
    })

    test('an address longer than 254 characters is rejected', async () => {
      const client = await service.newClient()
      const mail = `${'a'.repeat(250)}@b.co`
      assert.equal(mail.length, 255)
      await rejects(client, applicationStep({ candidate_mail: mail }), [
        ['candidate_mail', 'too_long', 'candidate_mail must be at most 254 characters long'],
      ])
    })
  })

  describe('candidate_phone', () => {
    test('digits, an optional leading +, spaces, dots, hyphens and parentheses, at least 6 digits, up to 32 characters are accepted', async () => {
      const client = await service.newClient()
      let n = 0
      for (const phone of ['+33 (0)6.12-34-56-78', '123456', '0612345678', '1'.repeat(32)]) {
        const record = await accepts(
          client,
          applicationStep({ application_ats_id: `A-${n++}`, candidate_phone: phone }),
        )
        assert.equal(record.candidate_phone, phone)
        assert.equal((await stored(client, record.id)).candidate_phone, phone)
      }
    })

    test('fewer than 6 digits, letters, a + elsewhere than first or other characters are rejected', async () => {
      const client = await service.newClient()
      for (const phone of [
        '12345',
        '+1 (2) 3-4.5',
        '+33 6 12 34 56 78 ext',
        '33+612345678',
        '++33612345678',
        '06/12/34/56/78',
      ]) {
        await rejects(client, applicationStep({ candidate_phone: phone }), [
          ['candidate_phone', 'invalid_format', `candidate_phone must be ${EXPECTS_PHONE}`],
        ])
      }
    })

    test('a number longer than 32 characters is rejected', async () => {
      const client = await service.newClient()
      await rejects(client, applicationStep({ candidate_phone: '1'.repeat(33) }), [
        ['candidate_phone', 'too_long', 'candidate_phone must be at most 32 characters long'],
      ])
    })
  })

  describe('types', () => {
    test('an identifier field sent as a JSON integer is stored and returned as its decimal text', async () => {
      const client = await service.newClient()
      const record = await accepts(
        client,
        applicationStep({
          job_offer_reference: 12345,
          job_offer_reference_2: 0,
          job_offer_reference_3: -7,
          candidate_ats_id: 9007199254740991,
          application_ats_id: 42,
          step_ats_id: 1,
          subsidiary_ats_id: 2,
        }),
      )
      const expected = {
        ...DEFAULT_RECORD,
        job_offer_reference: '12345',
        job_offer_reference_2: '0',
        job_offer_reference_3: '-7',
        candidate_ats_id: '9007199254740991',
        application_ats_id: '42',
        step_ats_id: '1',
        subsidiary_ats_id: '2',
      }
      const { id, ...rest } = record
      assert.deepEqual(rest, expected)
      assert.deepEqual(await stored(client, id), expected)
    })

    test('an identifier sent as a float, a boolean, an integer beyond 2^53 - 1 or an array is rejected', async () => {
      const client = await service.newClient()
      const identifiers = [
        'job_offer_reference',
        'job_offer_reference_2',
        'job_offer_reference_3',
        'candidate_ats_id',
        'step_ats_id',
        'application_ats_id',
        'subsidiary_ats_id',
      ]
      // An array is not echoed: only a scalar is.
      const cases = [
        [1.5, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a number with a fraction`, [1.5]],
        [true, 'invalid_type', `${EXPECTS_IDENTIFIER}, not a boolean`, [true]],
        [2 ** 53, 'out_of_range', EXPECTS_IDENTIFIER, [2 ** 53]],
        [-(2 ** 53), 'out_of_range', EXPECTS_IDENTIFIER, [-(2 ** 53)]],
        [1e300, 'out_of_range', EXPECTS_IDENTIFIER, [1e300]],
        [['x'], 'invalid_type', `${EXPECTS_IDENTIFIER}, not an array`, []],
      ] as const
      for (const field of identifiers) {
        for (const [value, code, expects, echoed] of cases) {
          await rejects(
            client,
            applicationStep({ [field]: value }),
            [[field, code, `${field} must be ${expects}`, ...echoed]],
            `${field} = ${JSON.stringify(value)}`,
          )
        }
      }
      assert.equal(await rowCount(client), 0)
    })

    test('a JSON object sent where a value is expected is rejected and described as "an object"', async () => {
      const client = await service.newClient()
      await rejects(client, applicationStep({ job_offer_reference: { a: 1 } }), [
        ['job_offer_reference', 'invalid_type', `job_offer_reference must be ${EXPECTS_IDENTIFIER}, not an object`],
      ])
      await rejects(client, applicationStep({ source: {} }), [
        ['source', 'invalid_type', 'source must be a string, not an object'],
      ])
      await rejects(client, applicationStep({ recorded_at: { at: '2026-11-20T10:15:00Z' } }), [
        ['recorded_at', 'invalid_type', `recorded_at must be ${EXPECTS_TIMESTAMP}, not an object`],
      ])
    })

    test('every other string field must be a JSON string: no coercion of numbers or booleans', async () => {
      const client = await service.newClient()
      await rejects(client, applicationStep({ source: 12 }), [
        ['source', 'invalid_type', 'source must be a string, not a number', 12],
      ])
      await rejects(client, applicationStep({ step: 12 }), [
        ['step', 'invalid_type', 'step must be a string, not a number', 12],
      ])
      await rejects(client, applicationStep({ job_offer_title: true }), [
        ['job_offer_title', 'invalid_type', 'job_offer_title must be a string, not a boolean', true],
      ])
      await rejects(client, applicationStep({ subsidiary: ['x'] }), [
        ['subsidiary', 'invalid_type', 'subsidiary must be a string, not an array'],
      ])
      // Personal data is never echoed.
      await rejects(client, applicationStep({ candidate_mail: 12 }), [
        ['candidate_mail', 'invalid_type', `candidate_mail must be ${EXPECTS_MAIL}, not a number`],
      ])
      await rejects(client, applicationStep({ candidate_phone: 612345678 }), [
        ['candidate_phone', 'invalid_type', `candidate_phone must be ${EXPECTS_PHONE}, not a number`],
      ])
      assert.equal(await rowCount(client), 0)
    })
  })

  describe('lengths', () => {
    test('job_offer_title holds up to 1000 characters; 1001 is rejected', async () => {
      const client = await service.newClient()
      const title = 'é'.repeat(1000)
      const record = await accepts(client, applicationStep({ job_offer_title: title }))
      assert.equal(record.job_offer_title, title)
      assert.equal((await stored(client, record.id)).job_offer_title, title)
      await rejects(client, applicationStep({ job_offer_title: 'x'.repeat(1001) }), [
        ['job_offer_title', 'too_long', 'job_offer_title must be at most 1000 characters long', 'x'.repeat(100)],
      ])
    })

    test('every other string field holds up to 255 characters; 256 is rejected', async () => {
      const client = await service.newClient()
      const fields = ['source', 'subsidiary', 'step', 'job_offer_reference', 'candidate_ats_id', 'application_ats_id']
      let n = 0
      for (const field of fields) {
        const value = 'x'.repeat(255)
        const record = await accepts(
          client,
          applicationStep({ recorded_at: `2026-11-20T10:15:${n++}0Z`, [field]: value }),
        )
        assert.equal(record[field], value, field)
        assert.equal((await stored(client, record.id))[field], value, `${field} (stored)`)
        await rejects(client, applicationStep({ [field]: 'x'.repeat(256) }), [
          [field, 'too_long', `${field} must be at most 255 characters long`, 'x'.repeat(100)],
        ])
      }
    })

    test('lengths count characters, not UTF-16 units or bytes: 255 emoji are accepted', async () => {
      const client = await service.newClient()
      const value = '😀'.repeat(255)
      const record = await accepts(client, applicationStep({ source: value }))
      assert.equal((await stored(client, record.id)).source, value)
    })
  })

  describe('empty and unstorable strings', () => {
    test('an optional field sent as "" is stored and returned as null', async () => {
      const client = await service.newClient()
      const empties = Object.fromEntries(OPTIONAL.map((field) => [field, '']))
      const { id, ...rest } = await accepts(client, applicationStep(empties))
      assert.deepEqual(rest, DEFAULT_RECORD)
      assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
    })

    test('a NUL character or an unpaired surrogate in a string is rejected with 400, never a 500', async () => {
      const client = await service.newClient()
      for (const field of ['source', 'step', 'job_offer_reference', 'job_offer_title', 'subsidiary_ats_id']) {
        for (const value of ['a\u0000b', '\u0000', 'x\uD800y']) {
          await rejects(
            client,
            applicationStep({ [field]: value }),
            [[field, 'invalid_format', `${field} ${UNSTORABLE}`, value]],
            `${field} = ${JSON.stringify(value)}`,
          )
        }
      }
      await rejects(client, applicationStep({ candidate_mail: 'a\u0000@b.co' }), [
        ['candidate_mail', 'invalid_format', `candidate_mail ${UNSTORABLE}`],
      ])
      // A NUL inside a timestamp or a telephone number: rejected for that field, whatever the wording.
      for (const [field, value] of [
        ['recorded_at', '2026-11-20T10:15:00Z\u0000'],
        ['candidate_creation_date', '\u00002026-11-20T10:15:00Z'],
        ['candidate_phone', '0612345678\u0000'],
      ] as const) {
        const answer = await post(client, [applicationStep({ [field]: value })])
        assert.equal(answer.statusCode, 400, field)
        assert.ok(isContractErrorBody(answer.json()))
        const errors = answer.json().errors as { data: { index: number; field: string } }[]
        assert.ok(errors.length > 0)
        const data = { index: 0, field, code: 'invalid_format' }
        for (const entry of errors) {
          assert.deepEqual(entry.data, field === 'candidate_phone' ? data : { ...data, value }, field)
        }
      }
      assert.equal(await rowCount(client), 0)
    })
  })

  describe('unknown fields and items that are not objects', () => {
    test('a field the resource does not have is an error naming it; id may not be sent', async () => {
      const client = await service.newClient()
      await rejects(client, applicationStep({ foo: 1 }), [
        ['foo', 'unknown_field', 'foo is not a field of an application step'],
      ])
      await rejects(client, applicationStep({ Step: 'applied' }), [
        ['Step', 'unknown_field', 'Step is not a field of an application step'],
      ])
      await rejects(client, applicationStep({ id: 7 }), [
        ['id', 'unknown_field', 'id is assigned by the service and may not be sent'],
      ])
      await rejects(client, applicationStep({ id: null, foo: null }), [
        ['id', 'unknown_field', 'id is assigned by the service and may not be sent'],
        ['foo', 'unknown_field', 'foo is not a field of an application step'],
      ])
      assert.equal(await rowCount(client), 0)
    })

    test('an item that is not a JSON object is one error for the whole item (field null)', async () => {
      const client = await service.newClient()
      const answer = await post(client, [5, 'applied', [applicationStep()], null, true, 1.5])
      assert.equal(answer.statusCode, 400)
      const body = answer.json()
      assert.ok(isContractErrorBody(body))
      assert.equal(body.message, ALL_INVALID)
      const not = (kind: string) => `Each item must be a JSON object describing an application step, not ${kind}`
      assert.deepEqual(body.errors, [
        ...entries(0, [[null, 'invalid_type', not('a number')]]),
        ...entries(1, [[null, 'invalid_type', not('a string')]]),
        ...entries(2, [[null, 'invalid_type', not('an array')]]),
        ...entries(3, [[null, 'invalid_type', not('null')]]),
        ...entries(4, [[null, 'invalid_type', not('a boolean')]]),
        ...entries(5, [[null, 'invalid_type', not('a number with a fraction')]]),
      ])
      assert.equal(await rowCount(client), 0)
    })

    test('an item with three problems gives three entries with the same index', async () => {
      const client = await service.newClient()
      const broken = applicationStep({ source: 12, foo: 'bar' })
      delete broken.step
      const answer = await post(client, [applicationStep(), broken])
      assert.equal(answer.statusCode, 207)
      assert.deepEqual(
        sorted(answer.json().errors),
        sorted(
          entries(1, [
            ['step', 'required', 'step is required'],
            ['source', 'invalid_type', 'source must be a string, not a number', 12],
            ['foo', 'unknown_field', 'foo is not a field of an application step'],
          ]),
        ),
      )
    })
  })

  describe('status codes', () => {
    test('every item stored: 201 {message, data} with data in request order, each with a numeric id', async () => {
      const client = await service.newClient()
      const items = ['A-3', 'A-1', 'A-2'].map((application_ats_id) => applicationStep({ application_ats_id }))
      const answer = await post(client, items)
      assert.equal(answer.statusCode, 201)
      const body = answer.json()
      assert.deepEqual(Object.keys(body).sort(), ['data', 'message'])
      assert.equal(body.message, 'Stored 3 application steps')
      assert.equal(body.data.length, 3)
      const ids = new Set<number>()
      body.data.forEach((record: Record<string, unknown>, i: number) => {
        const { id, ...rest } = record
        assert.ok(Number.isSafeInteger(id) && (id as number) > 0, `id ${id}`)
        ids.add(id as number)
        assert.deepEqual(rest, { ...DEFAULT_RECORD, application_ats_id: items[i]?.application_ats_id })
      })
      assert.equal(ids.size, 3)
      assert.equal(await rowCount(client), 3)

      const one = await post(client, [applicationStep({ application_ats_id: 'A-4' })])
      assert.equal(one.statusCode, 201)
      assert.equal(one.json().message, 'Stored 1 application step')
    })

    test('some stored, some rejected: 207 {message, data, errors}, data only the stored items, indexes of request positions', async () => {
      const client = await service.newClient()
      const items = [
        applicationStep({ application_ats_id: 'A-0' }),
        applicationStep({ recorded_at: '2026-11-20' }),
        applicationStep({ application_ats_id: 'A-2' }),
        'not a step',
        applicationStep({ application_ats_id: 'A-4', source: '' }),
      ]
      const answer = await post(client, items)
      assert.equal(answer.statusCode, 207)
      const body = answer.json()
      assert.deepEqual(Object.keys(body).sort(), ['data', 'errors', 'message'])
      assert.equal(body.message, 'Stored 3 of 5 application steps; 2 rejected (see errors)')
      assert.deepEqual(
        body.data.map((record: { application_ats_id: string }) => record.application_ats_id),
        ['A-0', 'A-2', 'A-4'],
      )
      assert.deepEqual(body.errors, [
        ...entries(1, [['recorded_at', 'invalid_format', `recorded_at must be ${EXPECTS_TIMESTAMP}`, '2026-11-20']]),
        ...entries(3, [
          [null, 'invalid_type', 'Each item must be a JSON object describing an application step, not a string'],
        ]),
      ])
      assert.equal(await rowCount(client), 3)
      for (const record of body.data) {
        const { id, ...rest } = record
        assert.deepEqual(await stored(client, id), rest)
      }
    })

    test('every item invalid: 400 with the contract error body and nothing stored', async () => {
      const client = await service.newClient()
      const answer = await post(client, [applicationStep({ step: null }), applicationStep({ candidate_mail: 'x' })])
      assert.equal(answer.statusCode, 400)
      const body = answer.json()
      assert.ok(isContractErrorBody(body))
      assert.deepEqual(body, {
        message: ALL_INVALID,
        errors: [
          ...entries(0, [['step', 'required', 'step is required and may not be null', null]]),
          ...entries(1, [['candidate_mail', 'invalid_format', `candidate_mail must be ${EXPECTS_MAIL}`]]),
        ],
      })
      assert.equal(await rowCount(client), 0)
    })

    test('an empty array: 200 {message} only', async () => {
      const client = await service.newClient()
      const answer = await post(client, [])
      assert.equal(answer.statusCode, 200)
      assert.deepEqual(answer.json(), { message: 'The batch is empty: no application steps were stored' })
      assert.equal(await rowCount(client), 0)
    })

    test('a body that is not an array: 400 with the contract error body', async () => {
      const client = await service.newClient()
      for (const body of [applicationStep(), '"x"', '5', 'null']) {
        const answer =
          typeof body === 'string'
            ? await client.send('POST', PATH, body, { 'content-type': 'application/json' })
            : await post(client, body)
        assert.equal(answer.statusCode, 400, String(body))
        assert.ok(isContractErrorBody(answer.json()))
        assert.equal(answer.json().message, 'The request body must be a JSON array of application steps')
      }
      assert.equal(await rowCount(client), 0)
    })

    test('Prefer: return=minimal leaves data out (201 {message}, 207 {message, errors}) and says so in Preference-Applied', async () => {
      const client = await service.newClient()
      const created = await post(client, [applicationStep(), applicationStep({ application_ats_id: 'A-2' })], {
        prefer: 'return=minimal',
      })
      assert.equal(created.statusCode, 201)
      assert.deepEqual(created.json(), { message: 'Stored 2 application steps' })
      assert.equal(created.headers['preference-applied'], 'return=minimal')

      const mixed = await post(client, [applicationStep({ application_ats_id: 'A-3' }), applicationStep({ foo: 1 })], {
        prefer: 'respond-async, return=minimal',
      })
      assert.equal(mixed.statusCode, 207)
      assert.deepEqual(mixed.json(), {
        message: 'Stored 1 of 2 application steps; 1 rejected (see errors)',
        errors: entries(1, [['foo', 'unknown_field', 'foo is not a field of an application step']]),
      })
      assert.equal(mixed.headers['preference-applied'], 'return=minimal')
      assert.equal(await rowCount(client), 3)

      const full = await post(client, [applicationStep()], { prefer: 'return=representation' })
      assert.equal(full.statusCode, 201)
      assert.equal(full.json().data.length, 1)
      assert.equal(full.headers['preference-applied'], undefined)

      // RFC 7240: the value may be a quoted string, with spaces around "=".
      for (const prefer of ['return="minimal"', 'return = minimal', 'wait=5; RETURN=Minimal']) {
        const quoted = await post(client, [applicationStep()], { prefer })
        assert.deepEqual(quoted.json(), { message: 'Stored 1 application step' }, prefer)
        assert.equal(quoted.headers['preference-applied'], 'return=minimal', prefer)
      }
      const unlike = await post(client, [applicationStep()], { prefer: 'return=minimalist' })
      assert.equal(unlike.json().data.length, 1)
    })
  })

  describe('natural key: application_ats_id, step, recorded_at', () => {
    test('re-sending the same item returns the same id and the other fields take the new values', async () => {
      const client = await service.newClient()
      const first = await accepts(client, applicationStep({ source: 'first', candidate_mail: 'a@b.co' }))
      const second = await accepts(client, applicationStep({ source: 'second', job_offer_reference: 'JO-2' }))
      assert.equal(second.id, first.id)
      assert.deepEqual(await stored(client, first.id), {
        ...DEFAULT_RECORD,
        source: 'second',
        job_offer_reference: 'JO-2',
        candidate_mail: null,
      })
      assert.equal(await rowCount(client), 1)
    })

    test('the same instant written with another offset is the same natural key', async () => {
      const client = await service.newClient()
      const utc = await accepts(client, applicationStep({ recorded_at: '2026-11-20T10:15:00Z', source: 'utc' }))
      const paris = await accepts(
        client,
        applicationStep({ recorded_at: '2026-11-20T11:15:00+01:00', source: 'paris' }),
      )
      const precise = await accepts(
        client,
        applicationStep({ recorded_at: '2026-11-20T05:15:00.000000-05:00', source: 'new york' }),
      )
      assert.equal(paris.id, utc.id)
      assert.equal(precise.id, utc.id)
      assert.equal(paris.recorded_at, '2026-11-20T10:15:00.000Z')
      assert.deepEqual(await stored(client, utc.id), { ...DEFAULT_RECORD, source: 'new york' })
      assert.equal(await rowCount(client), 1)
    })

    test('each part of the key distinguishes records: another step, application or instant is a new record', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        applicationStep(),
        applicationStep({ step: 'interview' }),
        applicationStep({ application_ats_id: 'A-2' }),
        applicationStep({ recorded_at: '2026-11-20T10:15:00.001Z' }),
        applicationStep({ candidate_ats_id: 'C-2', job_offer_reference: 'JO-2' }), // not part of the key
      ])
      assert.equal(answer.statusCode, 201)
      const ids = answer.json().data.map((record: { id: number }) => record.id)
      assert.equal(new Set(ids.slice(0, 4)).size, 4)
      assert.equal(ids[4], ids[0])
      assert.equal(await rowCount(client), 4)
    })

    test('two items with the same key in one batch get the same id and the later one wins', async () => {
      const client = await service.newClient()
      const answer = await post(client, [
        applicationStep({ source: 'early', subsidiary: 'S' }),
        applicationStep({ application_ats_id: 'A-2' }),
        applicationStep({ recorded_at: '2026-11-20T11:15:00+01:00', source: 'late' }),
      ])
      assert.equal(answer.statusCode, 201)
      const [early, other, late] = answer.json().data
      assert.equal(late.id, early.id)
      assert.notEqual(other.id, early.id)
      assert.deepEqual(await stored(client, early.id), { ...DEFAULT_RECORD, source: 'late' })
      assert.equal(await rowCount(client), 2)
    })

    test('re-sending a batch never duplicates: same ids, same row count', async () => {
      const client = await service.newClient()
      const items = Array.from({ length: 20 }, (_, i) => applicationStep({ application_ats_id: `A-${i}` }))
      const first = await post(client, items)
      assert.equal(first.statusCode, 201)
      assert.equal(await rowCount(client), 20)
      const again = await post(client, [...items].reverse())
      assert.equal(again.statusCode, 201)
      assert.deepEqual(
        again
          .json()
          .data.map((record: { id: number }) => record.id)
          .reverse(),
        first.json().data.map((record: { id: number }) => record.id),
      )
      assert.equal(await rowCount(client), 20)
    })

    test('the same natural key from two clients makes two records, each client seeing its own', async () => {
      const one = await service.newClient('one')
      const two = await service.newClient('two')
      const a = await accepts(one, applicationStep({ source: 'one' }))
      const b = await accepts(two, applicationStep({ source: 'two' }))
      assert.notEqual(a.id, b.id)
      assert.equal((await stored(one, a.id)).source, 'one')
      assert.equal((await stored(two, b.id)).source, 'two')
      assert.equal(await rowCount(one), 1)
      assert.equal(await rowCount(two), 1)
    })
  })

  describe('atomicity', () => {
    test('a batch is stored all or none: when the database refuses one item, no item is stored', async () => {
      const client = await service.newClient()
      await accepts(client, applicationStep({ source: 'before' }))
      // Fault injection in the database itself: one value the service accepts but the table refuses.
      await service.db.query(
        `ALTER TABLE application_steps ADD CONSTRAINT test_refuse_boom CHECK (source IS DISTINCT FROM 'boom')`,
      )
      let answer: Reply
      try {
        answer = await post(client, [
          applicationStep({ source: 'updated' }),
          applicationStep({ application_ats_id: 'A-2' }),
          applicationStep({ application_ats_id: 'A-3', source: 'boom' }),
        ])
      } finally {
        await service.db.query('ALTER TABLE application_steps DROP CONSTRAINT test_refuse_boom')
      }
      assert.equal(answer.statusCode, 500)
      assert.deepEqual(answer.json(), {
        message: 'Internal server error',
        errors: [{ message: 'Internal server error', data: { code: 'internal_error' } }],
      })
      assert.equal(await rowCount(client), 1)
      const [row] = await service.db.query<{ source: string }>(
        'SELECT source FROM application_steps WHERE client_id = $1',
        [client.clientId],
      )
      assert.equal(row?.source, 'before')
    })
  })

  describe('extreme instants', () => {
    test('a valid date-time whose UTC instant falls outside years 0001-9999 is never a 500', async () => {
      const client = await service.newClient()
      const values = ['9999-12-31T23:59:59-01:00', '0001-01-01T00:30:00+01:00']
      const answers = new Map<string, Reply>()
      for (const value of values) answers.set(value, await post(client, [applicationStep({ recorded_at: value })]))
      assert.deepEqual(
        values.filter((value) => answers.get(value)?.statusCode === 500),
        [],
        'date-times answered with a 500',
      )
      for (const [value, answer] of answers) {
        if (answer.statusCode === 201) {
          assert.match(answer.json().data[0].recorded_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, value)
        } else {
          assert.equal(answer.statusCode, 400, value)
          assert.ok(isContractErrorBody(answer.json()))
        }
      }
    })
  })
})
