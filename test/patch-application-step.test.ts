import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { TOTAL_HOUR } from '../src/db/ingestion-activity.ts'
import {
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  type Reply,
  startService,
  storedApplicationStep,
  type TestClient,
  type TestDatabase,
  type TestService,
  watchingStatements,
} from './helpers.ts'

const PATH = '/v3/ats/application-steps'
const INVALID_CHANGE = 'The change is invalid (see errors)'
const BAD_ID = 'The id in the path must be a positive integer'
const CONFLICT = 'Another application step already has this application_ats_id, step, recorded_at'

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

/** The stored record (without id) when only the required fields of `applicationStep()` are sent. */
const DEFAULT_RECORD = storedApplicationStep()

/** Every optional field set, so that a change to null is visible. */
const FULL_STEP = {
  job_offer_reference_2: 'JO-1b',
  job_offer_reference_3: 'JO-1c',
  job_offer_title: 'Baker',
  candidate_creation_date: '2026-11-01T08:00:00.000Z',
  candidate_mail: 'a@b.co',
  candidate_phone: '+33 6 12 34 56 78',
  source: 'jobboard',
  step_ats_id: 'S-1',
  subsidiary: 'North',
  subsidiary_ats_id: 'SUB-1',
}

describe('PATCH /v3/ats/application-steps/{id}', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  const patch = (client: TestClient, id: number | string, body: unknown) => client.send('PATCH', `${PATH}/${id}`, body)
  const patchRaw = (client: TestClient, id: number | string, raw: string) =>
    client.send('PATCH', `${PATH}/${id}`, raw, { 'content-type': 'application/json' })

  /** Stores one step and returns its id. */
  const create = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
    const answer = await client.send('POST', PATH, [applicationStep(overrides)])
    assert.equal(answer.statusCode, 201, answer.body)
    return answer.json().data[0].id as number
  }

  /** The stored record as the database holds it, read as the service returns it (PATCH {}). */
  const stored = async (client: TestClient, id: number) => {
    const answer = await patch(client, id, {})
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data[0] as Record<string, unknown>
  }

  /** A 400 whose error body holds exactly these `[field, code, message, value?]` entries (value when echoed). */
  const assertInvalid = (
    answer: Reply,
    expected: readonly (readonly [field: string | null, code: string, message: string, value?: unknown])[],
    label = '',
  ) => {
    assert.equal(answer.statusCode, 400, `${label}: ${answer.body}`)
    const body = answer.json()
    assert.ok(isContractErrorBody(body), label)
    assert.equal(body.message, INVALID_CHANGE, label)
    assert.deepEqual(
      body.errors,
      expected.map(([field, code, message, ...echoed]) => ({
        message,
        data: echoed.length === 0 ? { field, code } : { field, code, value: echoed[0] },
      })),
      label,
    )
  }

  test('a change is applied: 200 {message, data: [the whole step without id]}', async () => {
    const client = await service.newClient()
    const id = await create(client, FULL_STEP)
    const answer = await patch(client, id, { source: 'referral', candidate_mail: 'c@d.org', subsidiary: null })
    assert.equal(answer.statusCode, 200)
    const body = answer.json()
    assert.deepEqual(Object.keys(body).sort(), ['data', 'message'])
    assert.equal(body.message, `Updated application step ${id}`)
    assert.equal(body.data.length, 1)
    assert.ok(!('id' in body.data[0]), 'the patch answer holds no id')
    const expected = {
      ...DEFAULT_RECORD,
      ...FULL_STEP,
      source: 'referral',
      candidate_mail: 'c@d.org',
      subsidiary: null,
    }
    assert.deepEqual(body.data[0], expected)
    assert.deepEqual(await stored(client, id), expected)
  })

  test('an empty object changes nothing and returns the record', async () => {
    const client = await service.newClient()
    const id = await create(client, FULL_STEP)
    const updatedAt = async () =>
      (
        await service.db.query<{ t: string }>(
          'SELECT updated_at::text AS t FROM application_steps WHERE client_id = $1 AND id = $2',
          [client.clientId, id],
        )
      )[0]?.t
    const before = await updatedAt()
    const answer = await patch(client, id, {})
    assert.equal(answer.statusCode, 200)
    assert.deepEqual(answer.json(), {
      message: `Updated application step ${id}`,
      data: [{ ...DEFAULT_RECORD, ...FULL_STEP }],
    })
    assert.equal(await updatedAt(), before)
  })

  test('fields are typed as on creation: an integer identifier becomes text, an offset timestamp is normalised to UTC', async () => {
    const client = await service.newClient()
    const id = await create(client)
    const answer = await patch(client, id, {
      job_offer_reference: 777,
      subsidiary_ats_id: -3,
      recorded_at: '2026-11-21T09:00:00.5+02:00',
      candidate_creation_date: '2026-11-01T00:00:00-05:00',
    })
    assert.equal(answer.statusCode, 200, answer.body)
    const expected = {
      ...DEFAULT_RECORD,
      job_offer_reference: '777',
      subsidiary_ats_id: '-3',
      recorded_at: '2026-11-21T07:00:00.500Z',
      candidate_creation_date: '2026-11-01T05:00:00.000Z',
    }
    assert.deepEqual(answer.json().data[0], expected)
    assert.deepEqual(await stored(client, id), expected)
  })

  test('a value invalid on creation is invalid in a patch: 400 naming the field, nothing changed', async () => {
    const client = await service.newClient()
    const id = await create(client, FULL_STEP)
    // [change, field, code, message, value echoed?]: never candidate_mail's or candidate_phone's.
    const cases: [change: Record<string, unknown>, field: string, code: string, message: string, value?: unknown][] = [
      [{ source: 12 }, 'source', 'invalid_type', 'source must be a string, not a number', 12],
      [
        { job_offer_reference: 1.5 },
        'job_offer_reference',
        'invalid_type',
        'job_offer_reference must be a string or an integer between -9007199254740991 and 9007199254740991, not a number with a fraction',
        1.5,
      ],
      [
        { application_ats_id: 2 ** 53 },
        'application_ats_id',
        'out_of_range',
        'application_ats_id must be a string or an integer between -9007199254740991 and 9007199254740991',
        2 ** 53,
      ],
      [{ step: true }, 'step', 'invalid_type', 'step must be a string, not a boolean', true],
      [
        { recorded_at: '2026-11-20' },
        'recorded_at',
        'invalid_format',
        'recorded_at must be an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z',
        '2026-11-20',
      ],
      [
        { candidate_creation_date: '2026-02-29T00:00:00Z' },
        'candidate_creation_date',
        'invalid_format',
        'candidate_creation_date must be an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z',
        '2026-02-29T00:00:00Z',
      ],
      [
        { candidate_mail: 'a@b' },
        'candidate_mail',
        'invalid_format',
        'candidate_mail must be an e-mail address: one @ with text on each side, a dot in the domain and no white space',
      ],
      [
        { candidate_phone: '12345' },
        'candidate_phone',
        'invalid_format',
        'candidate_phone must be a telephone number: digits, an optional leading +, spaces, dots, hyphens or parentheses, and at least 6 digits',
      ],
      [
        { job_offer_title: 'x'.repeat(1001) },
        'job_offer_title',
        'too_long',
        'job_offer_title must be at most 1000 characters long',
        'x'.repeat(100),
      ],
      [
        { subsidiary: 'x'.repeat(256) },
        'subsidiary',
        'too_long',
        'subsidiary must be at most 255 characters long',
        'x'.repeat(100),
      ],
      [
        { source: 'a\u0000b' },
        'source',
        'invalid_format',
        'source contains a character that cannot be stored (NUL or an unpaired UTF-16 surrogate)',
        'a\u0000b',
      ],
    ]
    for (const [change, ...entry] of cases) {
      assertInvalid(await patch(client, id, change), [entry], JSON.stringify(change))
    }
    assert.deepEqual(await stored(client, id), { ...DEFAULT_RECORD, ...FULL_STEP })
  })

  test('a required field set to null or "" is 400 naming the field', async () => {
    const client = await service.newClient()
    const id = await create(client)
    for (const field of REQUIRED) {
      assertInvalid(
        await patch(client, id, { [field]: null }),
        [[field, 'required', `${field} is required and may not be null`, null]],
        `${field}: null`,
      )
      for (const blank of ['', '  ']) {
        const label = `${field}: ${JSON.stringify(blank)}`
        const answer = await patch(client, id, { [field]: blank })
        assert.equal(answer.statusCode, 400, label)
        assert.ok(isContractErrorBody(answer.json()), label)
        const errors = answer.json().errors as { message: string; data: unknown }[]
        assert.ok(errors.length > 0, label)
        for (const entry of errors) assert.deepEqual(entry.data, { field, code: 'required', value: blank }, label)
        assert.ok(
          errors.some((entry) => entry.message === `${field} must not be blank`),
          `${label}: ${JSON.stringify(errors)}`,
        )
      }
    }
    assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
  })

  test('an optional field set to "" becomes null', async () => {
    const client = await service.newClient()
    const id = await create(client, FULL_STEP)
    const empties = Object.fromEntries(OPTIONAL.map((field) => [field, '']))
    const answer = await patch(client, id, empties)
    assert.equal(answer.statusCode, 200, answer.body)
    assert.deepEqual(answer.json().data[0], DEFAULT_RECORD)
    assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
  })

  test('an unknown field, or id, in a patch is 400 naming the field', async () => {
    const client = await service.newClient()
    const id = await create(client)
    assertInvalid(await patch(client, id, { foo: 1 }), [
      ['foo', 'unknown_field', 'foo is not a field of an application step'],
    ])
    assertInvalid(await patch(client, id, { source: 'x', foo: 1 }), [
      ['foo', 'unknown_field', 'foo is not a field of an application step'],
    ])
    assertInvalid(await patch(client, id, { id: 5 }), [
      ['id', 'unknown_field', 'id is assigned by the service and may not be sent'],
    ])
    assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
  })

  test('a body that is not a JSON object is 400 with the contract error body', async () => {
    const client = await service.newClient()
    const id = await create(client)
    const not = (kind: string) => `The request body must be a JSON object describing an application step, not ${kind}`
    assertInvalid(await patch(client, id, [{ source: 'x' }]), [[null, 'invalid_type', not('an array')]], 'array')
    assertInvalid(await patchRaw(client, id, '5'), [[null, 'invalid_type', not('a number')]], 'number')
    assertInvalid(await patchRaw(client, id, '"source"'), [[null, 'invalid_type', not('a string')]], 'string')
    assertInvalid(await patchRaw(client, id, 'null'), [[null, 'invalid_type', not('null')]], 'null')
    assertInvalid(
      await patch(client, id, undefined),
      [[null, 'required', 'The request body is missing: send a JSON object describing an application step']],
      'no body',
    )
    const malformed = await patchRaw(client, id, '{"source": ')
    assert.equal(malformed.statusCode, 400)
    assert.ok(isContractErrorBody(malformed.json()))
    assert.deepEqual(await stored(client, id), DEFAULT_RECORD)
  })

  test('an id that is not a positive integer is 400', async () => {
    const client = await service.newClient()
    await create(client)
    for (const id of ['abc', '0', '-1', '1.5', '01', '1e3', '0x1', '%201']) {
      const answer = await patch(client, id, { source: 'x' })
      assert.equal(answer.statusCode, 400, id)
      assert.deepEqual(
        answer.json(),
        { message: BAD_ID, errors: [{ message: BAD_ID, data: { code: 'invalid_format' } }] },
        id,
      )
    }
  })

  test('an id that does not exist is 404', async () => {
    const client = await service.newClient()
    const id = await create(client)
    for (const missing of [id + 1_000_000, '9007199254740993', '99999999999999999999999']) {
      const answer = await patch(client, missing, { source: 'x' })
      assert.equal(answer.statusCode, 404, String(missing))
      const message = `There is no application step ${missing}`
      assert.deepEqual(answer.json(), { message, errors: [{ message, data: { code: 'not_found' } }] })
    }
  })

  test("another client's step is 404 with the same answer as a missing one, and is left unchanged", async () => {
    const owner = await service.newClient('owner')
    const other = await service.newClient('other')
    const id = await create(owner, { source: 'mine' })
    const missing = id + 1_000_000
    const normalised = (answer: Reply, n: number) => ({
      status: answer.statusCode,
      contentType: answer.headers['content-type'],
      body: answer.body.replaceAll(String(n), '<id>'),
    })
    for (const change of [{ source: 'theirs' }, {}]) {
      const foreign = await patch(other, id, change)
      const absent = await patch(other, missing, change)
      assert.equal(foreign.statusCode, 404)
      assert.deepEqual(normalised(foreign, id), normalised(absent, missing))
      assert.equal(foreign.json().message, `There is no application step ${id}`)
    }
    assert.equal((await stored(owner, id)).source, 'mine')
  })

  test("a change that gives a step another record's natural key is 409, and nothing changes", async () => {
    const client = await service.newClient()
    const first = await create(client)
    const second = await create(client, { application_ats_id: 'A-2', source: 'second' })
    const third = await create(client, { recorded_at: '2026-11-20T11:00:00Z', source: 'third' })
    const collisions: [number, Record<string, unknown>][] = [
      [second, { application_ats_id: 'A-1' }],
      [second, { application_ats_id: 'A-1', source: 'changed' }],
      [third, { recorded_at: '2026-11-20T11:15:00+01:00' }], // the same instant as the first's
    ]
    for (const [id, change] of collisions) {
      const answer = await patch(client, id, change)
      assert.equal(answer.statusCode, 409, `${JSON.stringify(change)}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()))
      assert.deepEqual(answer.json(), {
        message: CONFLICT,
        errors: [{ message: CONFLICT, data: { code: 'key_conflict' } }],
      })
    }
    assert.deepEqual(await stored(client, first), DEFAULT_RECORD)
    assert.deepEqual(await stored(client, second), { ...DEFAULT_RECORD, application_ats_id: 'A-2', source: 'second' })
    assert.deepEqual(await stored(client, third), {
      ...DEFAULT_RECORD,
      recorded_at: '2026-11-20T11:00:00.000Z',
      source: 'third',
    })
  })

  test('a natural-key field changed to a free value is applied, and re-sending follows the new key', async () => {
    const client = await service.newClient()
    const id = await create(client)
    // Setting the key to its own current value is no collision.
    const same = await patch(client, id, {
      application_ats_id: 'A-1',
      step: 'applied',
      recorded_at: '2026-11-20T10:15:00Z',
    })
    assert.equal(same.statusCode, 200, same.body)

    const answer = await patch(client, id, { step: 'interview', recorded_at: '2026-11-22T10:00:00Z' })
    assert.equal(answer.statusCode, 200, answer.body)
    const moved = { ...DEFAULT_RECORD, step: 'interview', recorded_at: '2026-11-22T10:00:00.000Z' }
    assert.deepEqual(answer.json().data[0], moved)

    const resent = await client.send('POST', PATH, [
      applicationStep({ step: 'interview', recorded_at: '2026-11-22T10:00:00Z', source: 'again' }),
      applicationStep(),
    ])
    assert.equal(resent.statusCode, 201)
    const [newKey, oldKey] = resent.json().data
    assert.equal(newKey.id, id)
    assert.notEqual(oldKey.id, id)
    assert.deepEqual(await stored(client, id), { ...moved, source: 'again' })
  })

  test("another client's natural key is no collision", async () => {
    const one = await service.newClient('one')
    const two = await service.newClient('two')
    await create(one)
    const id = await create(two, { application_ats_id: 'A-2' })
    const answer = await patch(two, id, { application_ats_id: 'A-1' })
    assert.equal(answer.statusCode, 200, answer.body)
    assert.deepEqual(answer.json().data[0], DEFAULT_RECORD)
  })

  test('without a valid token: 401 with WWW-Authenticate: Bearer', async () => {
    const client = await service.newClient()
    const id = await create(client)
    const requests = [
      { authorization: undefined },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}` },
    ]
    for (const { authorization } of requests) {
      const answer = await service.app.inject({
        method: 'PATCH',
        url: `${PATH}/${id}`,
        headers: authorization === undefined ? {} : { authorization },
        payload: { source: 'intruder' },
      })
      assert.equal(answer.statusCode, 401, String(authorization))
      assert.ok(isContractErrorBody(answer.json()))
      assert.match(String(answer.headers['www-authenticate']), /^Bearer\b/)
    }
    assert.equal((await stored(client, id)).source, null)
  })

  test('a valid date-time whose UTC instant falls outside years 0001-9999 is never a 500', async () => {
    const client = await service.newClient()
    const id = await create(client)
    const statuses: Record<string, number> = {}
    for (const value of ['9999-12-31T23:59:59-01:00', '0001-01-01T00:30:00+01:00']) {
      statuses[value] = (await patch(client, id, { recorded_at: value })).statusCode
    }
    for (const [value, status] of Object.entries(statuses))
      assert.notEqual(status, 500, `${value}: ${JSON.stringify(statuses)}`)
  })
})

/**
 * Whether the statement being sent comes from the PATCH route's code (its call stack says so): the
 * service's jobs and timers send theirs at any moment, and a request's async context does not reach
 * its handler through inject.
 */
function fromPatchRoute(): boolean {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 50
  const stack = new Error().stack ?? ''
  Error.stackTraceLimit = limit
  return stack.includes('/src/http/routes/patch.ts')
}

describe('PATCH: the change, its note and its count in one statement', () => {
  const sent: string[] = []
  let database: TestDatabase
  let service: TestService
  before(async () => {
    database = await createTestDatabase()
    const db = watchingStatements(database.db, (statement) => {
      if (fromPatchRoute()) sent.push(statement)
    })
    service = await startService({ database: { ...database, db } })
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  /** The client's changes counted: in its hours, and in its running total. */
  const changesCounted = async (clientId: string) => {
    const [counted] = await service.db.query<{ hours: string; total: string }>(
      `SELECT coalesce(sum(changed) FILTER (WHERE hour > $2), 0) AS hours,
         coalesce(sum(changed) FILTER (WHERE hour = $2), 0) AS total
       FROM ingestion_counters WHERE client_id = $1`,
      [clientId, TOTAL_HOUR],
    )
    return { hours: Number(counted?.hours), total: Number(counted?.total) }
  }

  test('a change is one statement, holding no lock between two round trips; it is noted and counted', async () => {
    const client = await service.newClient()
    const created = await client.send('POST', PATH, [applicationStep()])
    assert.equal(created.statusCode, 201, created.body)
    const id = created.json().data[0].id as number
    const before = await changesCounted(client.clientId)
    sent.length = 0
    const answer = await client.send('PATCH', `${PATH}/${id}`, { job_offer_title: 'Baker' })
    assert.equal(answer.statusCode, 200, answer.body)
    assert.deepEqual(
      sent.map((sql) => sql.trim().split(/\s+/, 2).join(' ')),
      ['WITH changed'],
      'one statement, outside any transaction',
    )
    assert.deepEqual(
      await changesCounted(client.clientId),
      { hours: before.hours + 1, total: before.total + 1 },
      'counted once in its hour and once in the running total',
    )
    const notes = await service.db.query('SELECT 1 FROM application_steps_changes WHERE client_id = $1 AND id = $2', [
      client.clientId,
      id,
    ])
    assert.equal(notes.length, 1, 'noted for updated_since')
  })

  test('a patch of the values already stored changes nothing, as a re-send of them: 200 with the record, the same updated_at, no note, no count', async () => {
    const client = await service.newClient()
    const step = applicationStep({ job_offer_title: 'Baker', source: 'referral' })
    const created = await client.send('POST', PATH, [step])
    assert.equal(created.statusCode, 201, created.body)
    const id = created.json().data[0].id as number
    const updatedAt = async () =>
      (
        await service.db.query<{ t: string }>(
          'SELECT updated_at::text AS t FROM application_steps WHERE client_id = $1 AND id = $2',
          [client.clientId, id],
        )
      )[0]?.t
    const before = { updatedAt: await updatedAt(), counted: await changesCounted(client.clientId) }
    sent.length = 0
    // The same values, one of them in another form of the same instant.
    const same = {
      job_offer_title: 'Baker',
      source: 'referral',
      recorded_at: String(step.recorded_at).replace('Z', '+00:00'),
    }
    const answer = await client.send('PATCH', `${PATH}/${id}`, same)
    assert.equal(answer.statusCode, 200, answer.body)
    assert.equal(answer.json().data[0].job_offer_title, 'Baker')
    assert.equal(sent.length, 1, 'one statement')
    assert.equal(await updatedAt(), before.updatedAt, 'updated_at left as it was')
    assert.deepEqual(await changesCounted(client.clientId), before.counted, 'no change counted')
    const notes = await service.db.query('SELECT 1 FROM application_steps_changes WHERE client_id = $1 AND id = $2', [
      client.clientId,
      id,
    ])
    assert.equal(notes.length, 0, 'not noted for updated_since')
    const changed = await client.send('PATCH', `${PATH}/${id}`, { ...same, source: 'jobboard-a' })
    assert.equal(changed.json().data[0].source, 'jobboard-a')
    assert.notEqual(await updatedAt(), before.updatedAt, 'a value that differs is a change')
  })
})
