import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  activity,
  applicationStep,
  isContractErrorBody,
  jobOffer,
  type Reply,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

/** What the three batch endpoints share is checked on each of them. */
const ENDPOINTS = [
  {
    path: '/v3/ats/application-steps',
    plural: 'application steps',
    aRecord: 'an application step',
    table: 'application_steps',
    item: applicationStep,
    /** A free-text field of the resource. */
    textField: 'source',
    /** Items that differ in their natural key. */
    distinct: (n: number) => applicationStep({ application_ats_id: `A-${n}` }),
  },
  {
    path: '/v3/jobboard/activities',
    plural: 'activities',
    aRecord: 'an activity',
    table: 'activities',
    item: activity,
    textField: 'job_offer_title',
    distinct: (n: number) => activity({ job_offer_reference: `JO-${n}` }),
  },
  {
    path: '/v3/jobboard/job-offers',
    plural: 'job offers',
    aRecord: 'a job offer',
    table: 'job_offers',
    item: jobOffer,
    textField: 'title',
    distinct: (n: number) => jobOffer({ reference: `JO-${n}` }),
  },
] as const

type Endpoint = (typeof ENDPOINTS)[number]

const INVALID_JSON =
  'The request body is not valid JSON (keys named __proto__, or constructor holding prototype, are refused too)'
const EMPTY_BODY = 'The request body is empty; send JSON'
const UNSUPPORTED_MEDIA_TYPE = 'Unsupported Content-Type: send application/json'
const notAnArray = (endpoint: Endpoint) => `The request body must be a JSON array of ${endpoint.plural}`
const allInvalid = (endpoint: Endpoint) => `No ${endpoint.plural} were stored: every item is invalid (see errors)`

const JSON_TYPE = { 'content-type': 'application/json' }

/** An answer that is about the whole request: exactly the contract's error body, with one entry whose data is its code. */
function assertRequestError(answer: Reply, status: number, code: string, message: string, label: string) {
  assert.equal(answer.statusCode, status, `${label}: ${answer.body.slice(0, 300)}`)
  assert.match(String(answer.headers['content-type']), /^application\/json/, label)
  const body = answer.json()
  assert.ok(isContractErrorBody(body), `${label}: ${answer.body.slice(0, 300)}`)
  assert.deepEqual(body, { message, errors: [{ message, data: { code } }] }, label)
}

/** An answer where every item is invalid: 400, the contract's error body, exactly these entries. */
function assertItemErrors(
  answer: Reply,
  endpoint: Endpoint,
  expected: readonly { message: string; data: { index: number; field: string | null; code: string } }[],
  label: string,
) {
  assert.equal(answer.statusCode, 400, `${label}: ${answer.body.slice(0, 300)}`)
  const body = answer.json()
  assert.ok(isContractErrorBody(body), label)
  assert.deepEqual(body, { message: allInvalid(endpoint), errors: expected }, label)
}

async function rowCount(service: TestService, endpoint: Endpoint, client: TestClient): Promise<number> {
  const [row] = await service.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${endpoint.table} WHERE client_id = $1`,
    [client.clientId],
  )
  return row?.n ?? -1
}

/** A JSON text of one item whose `field` holds `value`, written as raw JSON text. */
function itemWithRawField(endpoint: Endpoint, field: string, rawValue: string, overrides = {}): string {
  return JSON.stringify(endpoint.item({ ...overrides, [field]: '@@RAW@@' })).replace('"@@RAW@@"', rawValue)
}

/** Fails when a request managed to set a property on Object.prototype. */
function assertPrototypeClean(label: string) {
  const probe = {} as Record<string, unknown>
  assert.equal(probe.polluted, undefined, label)
  assert.equal(Object.hasOwn(Object.prototype, 'polluted'), false, label)
}

describe('every batch endpoint', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  test('a body that is not valid JSON is 400 with the contract error body; nothing is stored', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      for (const raw of ['{"a":', '[{"a": 1,}]', "[{'a': 1}]", '[1, 2', 'NaN', '[] []', '\u0000']) {
        const answer = await client.send('POST', endpoint.path, raw, JSON_TYPE)
        assertRequestError(answer, 400, 'invalid_json', INVALID_JSON, `${endpoint.path} ${JSON.stringify(raw)}`)
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('a JSON body that is not an array is 400 with the contract error body', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const bodies = [JSON.stringify(endpoint.item()), '{}', '"x"', '"[]"', '5', 'true', 'null']
      for (const raw of bodies) {
        const answer = await client.send('POST', endpoint.path, raw, JSON_TYPE)
        assertRequestError(answer, 400, 'invalid_type', notAnArray(endpoint), `${endpoint.path} ${raw}`)
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('an empty body sent as JSON is 400 with the contract error body', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const answer = await client.send('POST', endpoint.path, '', JSON_TYPE)
      assertRequestError(answer, 400, 'invalid_json', EMPTY_BODY, endpoint.path)
    }
  })

  test('a content type other than JSON, or none, is 415 with the contract error body; nothing is stored', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const json = JSON.stringify([endpoint.item()])
      const cases: [label: string, body: string, headers: Record<string, string>][] = [
        ['text/plain', json, { 'content-type': 'text/plain' }],
        ['text/plain; charset=utf-8', json, { 'content-type': 'text/plain; charset=utf-8' }],
        ['form', 'reference=JO-1&count=3', { 'content-type': 'application/x-www-form-urlencoded' }],
        ['multipart', '--b\r\n\r\nx\r\n--b--', { 'content-type': 'multipart/form-data; boundary=b' }],
        ['xml', '<items/>', { 'content-type': 'application/xml' }],
        ['no content type', json, {}],
      ]
      for (const [label, body, headers] of cases) {
        const answer = await client.send('POST', endpoint.path, body, headers)
        assertRequestError(answer, 415, 'unsupported_media_type', UNSUPPORTED_MEDIA_TYPE, `${endpoint.path} ${label}`)
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('application/json with a charset parameter is accepted', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const variants = ['application/json; charset=utf-8', 'application/json;charset=UTF-8']
      for (const [n, contentType] of variants.entries()) {
        const answer = await client.send('POST', endpoint.path, JSON.stringify([endpoint.distinct(n)]), {
          'content-type': contentType,
        })
        assert.equal(answer.statusCode, 201, `${endpoint.path} ${contentType}: ${answer.body}`)
      }
      assert.equal(await rowCount(service, endpoint, client), 2)
    }
  })

  test('application/json naming a charset other than UTF-8 is 415: the bytes are never read as another encoding', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      for (const charset of ['iso-8859-1', 'utf-16', '"windows-1252"']) {
        const answer = await client.send('POST', endpoint.path, JSON.stringify([endpoint.item()]), {
          'content-type': `application/json; charset=${charset}`,
        })
        assertRequestError(
          answer,
          415,
          'unsupported_media_type',
          `JSON is read as UTF-8 (RFC 8259); the Content-Type names charset=${charset.replaceAll('"', '')}`,
          `${endpoint.path} ${charset}`,
        )
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('an empty array is 200 with {message} only', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const answer = await client.send('POST', endpoint.path, [])
      assert.equal(answer.statusCode, 200, endpoint.path)
      assert.deepEqual(answer.json(), { message: `The batch is empty: no ${endpoint.plural} were stored` })
    }
  })

  test('without a valid bearer token the answer is 401 with the contract error body; nothing is stored', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const anonymous = await service.app.inject({ method: 'POST', url: endpoint.path, payload: [endpoint.item()] })
      assert.equal(anonymous.statusCode, 401, endpoint.path)
      assert.ok(isContractErrorBody(anonymous.json()), endpoint.path)
      assert.match(String(anonymous.headers['www-authenticate']), /^Bearer /, endpoint.path)
      const forged = await service.app.inject({
        method: 'POST',
        url: endpoint.path,
        payload: [endpoint.item()],
        headers: { authorization: `Bearer ${client.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(86)}` },
      })
      assert.equal(forged.statusCode, 401, endpoint.path)
      assert.ok(isContractErrorBody(forged.json()), endpoint.path)
      assert.match(String(forged.headers['www-authenticate']), /^Bearer .*error="invalid_token"/, endpoint.path)
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('an item that is not a JSON object is an error for that item alone', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const answer = await client.send('POST', endpoint.path, [endpoint.item(), 1, 'x', null, [], true, 2.5])
      assert.equal(answer.statusCode, 207, `${endpoint.path}: ${answer.body}`)
      const body = answer.json()
      assert.equal(body.message, `Stored 1 of 7 ${endpoint.plural}; 6 rejected (see errors)`)
      assert.equal(body.data.length, 1)
      const kinds = ['a number', 'a string', 'null', 'an array', 'a boolean', 'a number with a fraction']
      assert.deepEqual(
        body.errors,
        kinds.map((kind, i) => ({
          message: `Each item must be a JSON object describing ${endpoint.aRecord}, not ${kind}`,
          data: { index: i + 1, field: null, code: 'invalid_type' },
        })),
      )
      assert.equal(await rowCount(service, endpoint, client), 1)
    }
  })

  test('__proto__ or constructor.prototype keys anywhere in the body are 400, never 500, never stored', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const valid = JSON.stringify(endpoint.item())
      const withKey = (raw: string) => valid.replace(/^\{/, `{${raw},`)
      const bodies = [
        `[${withKey('"__proto__": {"polluted": true}')}]`,
        `[${withKey('"__proto__": null')}]`,
        `[${withKey('"\\u005f_proto__": {"polluted": true}')}]`,
        `[${withKey('"constructor": {"prototype": {"polluted": true}}')}]`,
        `[${valid}, ${withKey('"__proto__": {"polluted": true}')}]`,
        `[${itemWithRawField(endpoint, endpoint.textField, '{"__proto__": {"polluted": true}}')}]`,
        `[${itemWithRawField(endpoint, endpoint.textField, '[{"constructor": {"prototype": {"polluted": true}}}]')}]`,
      ]
      for (const raw of bodies) {
        const label = `${endpoint.path} ${raw}`
        const answer = await client.send('POST', endpoint.path, raw, JSON_TYPE)
        assertRequestError(answer, 400, 'invalid_json', INVALID_JSON, label)
        assertPrototypeClean(label)
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('a plain "constructor" key is just a field the resource does not have', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const raw = `[${JSON.stringify(endpoint.item()).replace(/^\{/, '{"constructor": {"name": "x"},')}]`
      const answer = await client.send('POST', endpoint.path, raw, JSON_TYPE)
      assertItemErrors(
        answer,
        endpoint,
        [
          {
            message: `constructor is not a field of ${endpoint.aRecord}`,
            data: { index: 0, field: 'constructor', code: 'unknown_field' },
          },
        ],
        endpoint.path,
      )
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('a nested value as a field is a 400 error for that field; nesting past JSON_MAX_DEPTH is refused before parsing', async () => {
    const client = await service.newClient()
    const { jsonMaxDepth } = service.config
    // The batch's array and the item's object take two levels.
    const within = jsonMaxDepth - 2
    const nestedValues = (depth: number) =>
      [
        ['an object', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
        ['an array', `${'['.repeat(depth)}1${']'.repeat(depth)}`],
      ] as const
    for (const endpoint of ENDPOINTS) {
      const field = endpoint.textField
      for (const [kind, rawValue] of nestedValues(within)) {
        const raw = `[${itemWithRawField(endpoint, field, rawValue)}]`
        const answer = await client.send('POST', endpoint.path, raw, JSON_TYPE)
        assertItemErrors(
          answer,
          endpoint,
          [{ message: `${field} must be a string, not ${kind}`, data: { index: 0, field, code: 'invalid_type' } }],
          `${endpoint.path} nested ${kind}`,
        )
      }
      for (const [kind, rawValue] of nestedValues(20_000)) {
        const raw = `[${itemWithRawField(endpoint, field, rawValue)}]`
        const answer = await client.send('POST', endpoint.path, raw, JSON_TYPE)
        assert.equal(answer.statusCode, 400, `${endpoint.path} nested ${kind} 20,000 deep`)
        assert.equal(
          answer.json().message,
          `The request body nests arrays and objects more than ${jsonMaxDepth} levels deep (JSON_MAX_DEPTH)`,
        )
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
    }
  })

  test('tenancy: another client sending the same natural key gets a record of its own; the first is unchanged', async () => {
    const a = await service.newClient('tenant A')
    const b = await service.newClient('tenant B')
    for (const endpoint of ENDPOINTS) {
      const field = endpoint.textField
      const sent = await a.send('POST', endpoint.path, [endpoint.item({ [field]: 'from A' })])
      assert.equal(sent.statusCode, 201, `${endpoint.path}: ${sent.body}`)
      const idOfA = sent.json().data[0].id as number

      const other = await b.send('POST', endpoint.path, [endpoint.item({ [field]: 'from B' })])
      assert.equal(other.statusCode, 201, `${endpoint.path}: ${other.body}`)
      const idOfB = other.json().data[0].id as number
      assert.notEqual(idOfB, idOfA, endpoint.path)

      const stored = await service.db.query<{ id: string; client_id: string; value: string }>(
        `SELECT id::text AS id, client_id, "${field}" AS value FROM ${endpoint.table}
          WHERE client_id = ANY($1::text[]) ORDER BY ${endpoint.table}.id`,
        [[a.clientId, b.clientId]],
      )
      assert.deepEqual(
        stored,
        [
          { id: String(idOfA), client_id: a.clientId, value: 'from A' },
          { id: String(idOfB), client_id: b.clientId, value: 'from B' },
        ],
        endpoint.path,
      )

      // Each client's re-sending finds its own record, never the other's.
      const again = await b.send('POST', endpoint.path, [endpoint.item({ [field]: 'from B again' })])
      assert.equal(again.json().data[0].id, idOfB, endpoint.path)
      const againA = await a.send('POST', endpoint.path, [endpoint.item({ [field]: 'from A again' })])
      assert.equal(againA.json().data[0].id, idOfA, endpoint.path)
      const [rowOfA] = await service.db.query<{ value: string }>(
        `SELECT "${field}" AS value FROM ${endpoint.table} WHERE client_id = $1`,
        [a.clientId],
      )
      assert.equal(rowOfA?.value, 'from A again', endpoint.path)
      assert.equal(await rowCount(service, endpoint, a), 1)
      assert.equal(await rowCount(service, endpoint, b), 1)
    }
  })
})

describe('every batch endpoint, with MAX_BATCH_ITEMS=3 and MAX_BODY_BYTES=1024', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { maxBatchItems: 3, maxBodyBytes: 1024 } })
  })
  after(() => service.close())

  test('more items than MAX_BATCH_ITEMS is 413 and nothing is stored; exactly the limit is accepted', async () => {
    const client = await service.newClient()
    for (const endpoint of ENDPOINTS) {
      const four = [0, 1, 2, 3].map(endpoint.distinct)
      assertRequestError(
        await client.send('POST', endpoint.path, four),
        413,
        'too_many_items',
        'A batch holds at most 3 items; this one has 4. Split it.',
        endpoint.path,
      )
      // Invalid items count too: the size is checked before the items.
      assertRequestError(
        await client.send('POST', endpoint.path, [1, 2, 3, 4, 5]),
        413,
        'too_many_items',
        'A batch holds at most 3 items; this one has 5. Split it.',
        endpoint.path,
      )
      assert.equal(await rowCount(service, endpoint, client), 0)
      const three = await client.send('POST', endpoint.path, four.slice(0, 3))
      assert.equal(three.statusCode, 201, `${endpoint.path}: ${three.body}`)
      assert.equal(three.json().data.length, 3)
      assert.equal(await rowCount(service, endpoint, client), 3)
    }
  })

  test('a body larger than MAX_BODY_BYTES is 413 and nothing is stored; exactly the limit is accepted', async () => {
    const client = await service.newClient()
    /** One valid item, padded with JSON white space to exactly `bytes` bytes. */
    const bodyOf = (endpoint: Endpoint, bytes: number) => {
      const json = JSON.stringify([endpoint.item()])
      return `${json}${' '.repeat(bytes - Buffer.byteLength(json))}`
    }
    for (const endpoint of ENDPOINTS) {
      for (const bytes of [2048, 1025]) {
        const body = bodyOf(endpoint, bytes)
        assert.equal(Buffer.byteLength(body), bytes)
        assertRequestError(
          await client.send('POST', endpoint.path, body, JSON_TYPE),
          413,
          'body_too_large',
          'The request body is larger than the limit of 1024 bytes',
          `${endpoint.path} ${bytes} bytes`,
        )
      }
      assert.equal(await rowCount(service, endpoint, client), 0)
      const atLimit = await client.send('POST', endpoint.path, bodyOf(endpoint, 1024), JSON_TYPE)
      assert.equal(atLimit.statusCode, 201, `${endpoint.path}: ${atLimit.body}`)
      assert.equal(await rowCount(service, endpoint, client), 1)
    }
  })

  test('the body limit counts bytes, not characters', async () => {
    const client = await service.newClient()
    const title = 'é'.repeat(600) // 600 characters, 1200 bytes in UTF-8
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ title })])
    assertRequestError(
      answer,
      413,
      'body_too_large',
      'The request body is larger than the limit of 1024 bytes',
      'multibyte title',
    )
    assert.equal(await rowCount(service, ENDPOINTS[2], client), 0)
  })
})
