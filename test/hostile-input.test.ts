import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { DEFAULT_ACTIVITY_STATUSES, defineActivities } from '../src/domain/activities.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { jobOffers } from '../src/domain/job-offers.ts'
import type { Resource } from '../src/domain/resource.ts'
import {
  applicationStep,
  isContractErrorBody,
  jobOffer,
  type Reply,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

/**
 * Property-based tests (fast-check) of every endpoint against hostile input: random JSON bodies,
 * valid items with random hostile mutations, random query strings, path segments, headers and content
 * types. Whatever comes in: never a 5xx; every 4xx is the contract's error body; the service keeps
 * answering; Object.prototype stays clean; and every item the service says it stored reads back (GET
 * by id) as what was sent after the contract's normalisation, byte for byte.
 *
 * A failure prints fast-check's seed and path; FAST_CHECK_SEED=<seed> replays the same runs.
 */

const NUM_RUNS = 150
const seed = process.env.FAST_CHECK_SEED
fc.configureGlobal({ numRuns: NUM_RUNS, ...(seed === undefined || seed === '' ? {} : { seed: Number(seed) }) })

const activities = defineActivities(DEFAULT_ACTIVITY_STATUSES)
const BATCHES = [
  { path: '/v3/ats/application-steps', resource: applicationSteps as Resource },
  { path: '/v3/jobboard/activities', resource: activities as Resource },
  { path: '/v3/jobboard/job-offers', resource: jobOffers as Resource },
] as const
const STEPS = '/v3/ats/application-steps'
const TOKEN = '/v3/oauth2/token'
const FUNNEL = '/v3/reports/funnel'

// ---------------------------------------------------------------------------------------------
// Hostile values

const SQL_TEXT = ["'); DROP TABLE job_offers; --", "' OR '1'='1", '1; SELECT pg_sleep(10)', '$1', '\\x00', "E'\\\\'"]
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))
const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))
const emoji = fc.constantFrom('😀', '👩‍👩‍👧', '🇫🇷', '\u{1F3FB}', 'e\u0301', '\u202e', '\ufeff', '\u200b', '\u2028')
/** Characters from everywhere: any code point, lone surrogates, controls, emoji and marks. */
const hostileCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: controlCharacter },
  { weight: 2, arbitrary: emoji },
)
const hostileString = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: hostileCharacter, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...SQL_TEXT, '', ' ', '\t\n', '\u0000', 'null', 'undefined', '__proto__') },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(256, 1_001, 100_001)
      .chain((length) => fc.constantFrom('x', 'é', '😀').map((c) => c.repeat(length))),
  },
)
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.maxSafeInteger(),
  fc.constantFrom(2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324, -0, 2_147_483_648, -1, 1e21),
)

function deeplyNested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value]
  return value
}

/** An object whose own key is "__proto__" (an assignment would set its prototype instead). */
function withOwnKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
  return object
}

const pollutingObject = fc.constantFrom(
  withOwnKey('__proto__', { polluted: true }),
  { constructor: { prototype: { polluted: true } } },
  { prototype: { polluted: true } },
)

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(2_000, 'object'), deeplyNested(2_000, 'array')) },
  { weight: 1, arbitrary: pollutingObject },
)

const KEYS_OF_NOTE = ['id', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '']
const hostileKey = (fieldNames: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 2, arbitrary: fc.constantFrom(...KEYS_OF_NOTE) },
    { weight: 1, arbitrary: hostileString },
  )

// ---------------------------------------------------------------------------------------------
// Valid values (of every form the contract accepts) and the contract's normalisation

/** A string the service can store: no NUL, no lone surrogate. */
const storableString = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), emoji),
    minLength,
    maxLength,
  })
const nonBlank = storableString(0, 20).map((text) => `k${text}`)
const instant = fc.date({
  min: new Date('0002-01-01T00:00:00Z'),
  max: new Date('9998-12-31T00:00:00Z'),
  noInvalidDate: true,
})

/** An RFC 3339 date-time of `date`, in UTC or at an offset, with or without (zero-padded) fractions. */
const dateTimeOf = fc
  .tuple(instant, fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }), fc.boolean(), fc.constantFrom('', '000'))
  .map(([date, offsetMinutes, inUtc, extraZeros]) => {
    const local = new Date(date.getTime() + (inUtc ? 0 : offsetMinutes) * 60_000).toISOString()
    const hh = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0')
    const mm = String(Math.abs(offsetMinutes) % 60).padStart(2, '0')
    const zone = inUtc ? 'Z' : `${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`
    return local.replace(/Z$/, '').replace(/(\.\d{3})$/, `$1${extraZeros}`) + zone
  })

type FieldKind = 'text' | 'identifier' | 'timestamp' | 'date' | 'count' | 'status' | 'email' | 'phone'

function kindOf(resource: Resource, name: string): FieldKind {
  const field = resource.fields[name]
  assert.ok(field !== undefined, name)
  const input = field.input as { type?: unknown; format?: string; enum?: unknown }
  if (field.sqlType === 'timestamptz') return 'timestamp'
  if (field.sqlType === 'date') return 'date'
  if (field.sqlType === 'integer') return 'count'
  if (input.enum !== undefined) return 'status'
  if (input.format === 'email') return 'email'
  if (input.format === 'phone') return 'phone'
  return [input.type].flat().includes('integer') ? 'identifier' : 'text'
}

function validValue(kind: FieldKind, required: boolean): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'text':
      return required ? nonBlank : storableString(0, 40)
    case 'identifier':
      return fc.oneof(required ? nonBlank : storableString(0, 20), fc.maxSafeInteger())
    case 'timestamp':
      return dateTimeOf
    case 'date':
      return instant.map((date) => date.toISOString().slice(0, 10))
    case 'count':
      return fc.integer({ min: 0, max: 2_147_483_647 })
    case 'status':
      return fc.constantFrom(...DEFAULT_ACTIVITY_STATUSES)
    case 'email':
      return fc.emailAddress()
    case 'phone':
      return fc.stringMatching(/^\+?[0-9][0-9 .()-]{5,20}[0-9]$/)
  }
}

/** What the contract says is stored for a value sent in a field. */
function normalised(kind: FieldKind, required: boolean, value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (value === '' && !required) return null
  if (kind === 'identifier' && typeof value === 'number') return String(value)
  if (kind === 'timestamp') return new Date(value as string).toISOString()
  // JSON's -0 is the integer 0 (a count of -0 is valid): it is stored and returned as 0.
  if (Object.is(value, -0)) return 0
  return value
}

/** A valid item of the resource: required fields, and each optional one absent, null, empty or a value. */
function validItem(resource: Resource): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(resource.fields).map(([name, field]) => {
    const value = validValue(kindOf(resource, name), field.required)
    const optional = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), value, value)
    return [name, field.required ? value : optional] as const
  })
  return fc
    .record(Object.fromEntries(entries))
    .map((item) => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)))
}

/** A valid item, sometimes with hostile changes: fields set to hostile values, keys added. */
function maybeMutatedItem(resource: Resource): fc.Arbitrary<unknown> {
  const mutations = fc.array(fc.tuple(hostileKey(Object.keys(resource.fields)), hostileValue), { maxLength: 3 })
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(validItem(resource), mutations).map(([item, changes]) => mutate(item, changes)) },
    { weight: 1, arbitrary: hostileValue },
  )
}

function mutate(item: Record<string, unknown>, changes: readonly (readonly [string, unknown])[]) {
  const changed = { ...item }
  for (const [key, value] of changes) {
    Object.defineProperty(changed, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return changed
}

function expectedRecord(resource: Resource, item: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [
      name,
      normalised(kindOf(resource, name), field.required, Object.hasOwn(item, name) ? item[name] : undefined),
    ]),
  )
}

// ---------------------------------------------------------------------------------------------
// The properties' common checks

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort()

function assertPrototypeClean(label: string) {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), PROTOTYPE_KEYS, label)
  assert.equal(({} as Record<string, unknown>).polluted, undefined, label)
}

/** Never a 5xx; a 4xx is exactly the contract's error body (with `error` on the token endpoint). */
function assertWellAnswered(answer: Reply, label: string, { oauth = false } = {}) {
  const detail = `${label} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`
  assert.ok(answer.statusCode < 500, detail)
  if (answer.statusCode >= 400) {
    assert.match(String(answer.headers['content-type']), /^application\/json/, detail)
    assert.ok(isContractErrorBody(answer.json(), { oauth }), detail)
  }
  assertPrototypeClean(label)
}

/** The stored fields of a record read back by id (without id and the service's times). */
async function readBack(client: TestClient, path: string, id: number): Promise<Record<string, unknown>> {
  const answer = await client.send('GET', `${path}/${id}`)
  assert.equal(answer.statusCode, 200, answer.body)
  const { id: _id, created_at: _c, updated_at: _u, ...fields } = answer.json().data[0]
  return fields
}

function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null'
}

describe('hostile input on every endpoint (property-based)', () => {
  let service: TestService
  let client: TestClient
  let stepId: number

  before(async () => {
    // Generous rate limits: the properties send far more requests per minute than a client may.
    service = await startService({
      config: {
        requestsPerMinute: 1_000_000,
        tokenAttemptsPerMinute: 1_000_000,
        tokenAttemptsPerMinutePerAddress: 1_000_000,
      },
    })
    client = await service.newClient()
    const created = await client.send('POST', STEPS, [applicationStep({ application_ats_id: 'patch-target' })])
    stepId = created.json().data[0].id
  })
  after(() => service.close())

  /** The service still answers health checks and stores a plain valid batch. */
  async function assertStillServing() {
    assert.equal((await service.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200)
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'still-serving' })])
    assert.equal(answer.statusCode, 201, answer.body)
  }

  test('batches of valid items with hostile mutations: never 5xx; what is stored reads back as sent, normalised', async () => {
    const batch = fc
      .constantFrom(...BATCHES)
      .chain((endpoint) =>
        fc.tuple(
          fc.constant(endpoint.path),
          fc.array(maybeMutatedItem(endpoint.resource), { minLength: 1, maxLength: 3 }),
        ),
      )
    await fc.assert(
      fc.asyncProperty(batch, async ([path, items]) => {
        const endpoint = BATCHES.find((candidate) => candidate.path === path) as (typeof BATCHES)[number]
        const body = jsonText(items)
        const answer = await client.send('POST', endpoint.path, body, { 'content-type': 'application/json' })
        const label = `POST ${endpoint.path} ${body.slice(0, 300)}`
        assertWellAnswered(answer, label)
        assert.ok([201, 207, 400, 413].includes(answer.statusCode), label)
        if (answer.statusCode !== 201 && answer.statusCode !== 207) return

        const rejected = new Set<number>(
          answer.json().errors?.map((error: { data: { index: number } }) => error.data.index),
        )
        const stored = items.flatMap((item, index) => (rejected.has(index) ? [] : [item as Record<string, unknown>]))
        const ids: number[] = answer.json().data.map((record: { id: number }) => record.id)
        assert.equal(ids.length, stored.length, label)
        // Two items of one batch with one natural key share a record: the later one is what it holds.
        const lastSentFor = new Map(ids.map((id, k) => [id, stored[k] as Record<string, unknown>]))
        for (const [id, item] of lastSentFor) {
          assert.deepStrictEqual(
            await readBack(client, endpoint.path, id),
            expectedRecord(endpoint.resource, item),
            label,
          )
        }
      }),
    )
    await assertStillServing()
  })

  test('a text value beginning with U+FEFF reads back whole', async () => {
    const title = '\ufeffbyte order mark'
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [jobOffer({ reference: 'bom', title })])
    assert.equal(answer.statusCode, 201, answer.body)
    const stored = await readBack(client, '/v3/jobboard/job-offers', answer.json().data[0].id)
    assert.equal(stored.title, title)
  })

  test('random JSON (or not JSON) bodies on every endpoint: never 5xx, every 4xx the contract error body', async () => {
    const routes: readonly (readonly [InjectOptions['method'], string])[] = [
      ...BATCHES.map((endpoint) => ['POST', endpoint.path] as const),
      ['PATCH', `${STEPS}/1`],
      ['DELETE', '/v3/ats/candidates/C-1/personal-data'],
      ['POST', TOKEN],
      ['GET', '/v3/jobboard/activities'],
      ['GET', `${FUNNEL}?from=2026-11-01&to=2026-12-01`],
    ]
    const body = fc.oneof(
      { weight: 4, arbitrary: fc.jsonValue().map(jsonText) },
      { weight: 2, arbitrary: fc.array(hostileValue, { maxLength: 3 }).map(jsonText) },
      { weight: 1, arbitrary: fc.string({ unit: hostileCharacter, maxLength: 50 }) },
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async ([method, url], payload) => {
        const answer = await client.send(method, url, payload, { 'content-type': 'application/json' })
        assertWellAnswered(answer, `${method} ${url} ${payload.slice(0, 300)}`, { oauth: url === TOKEN })
      }),
    )
    await assertStillServing()
  })

  test('a patch with hostile values: never 5xx; a 200 reads back as the change normalised, a 4xx changes nothing', async () => {
    const fieldNames = Object.keys(applicationSteps.fields)
    const change = fc.oneof(
      fc
        .array(
          fc
            .constantFrom(...fieldNames)
            .chain((name) =>
              fc.tuple(
                fc.constant(name),
                fc.oneof(
                  validValue(
                    kindOf(applicationSteps, name),
                    (applicationSteps as Resource).fields[name]?.required ?? true,
                  ),
                  hostileValue,
                ),
              ),
            ),
          { maxLength: 3 },
        )
        .map((changes) => mutate({}, changes)),
      fc
        .tuple(fc.constant({}), fc.array(fc.tuple(hostileKey(fieldNames), hostileValue), { maxLength: 2 }))
        .map(([base, changes]) => mutate(base, changes)),
    )
    await fc.assert(
      fc.asyncProperty(change, async (patch) => {
        const before = await readBack(client, STEPS, stepId)
        const body = jsonText(patch)
        const answer = await client.send('PATCH', `${STEPS}/${stepId}`, body, { 'content-type': 'application/json' })
        const label = `PATCH ${body.slice(0, 300)}`
        assertWellAnswered(answer, label)
        const after = await readBack(client, STEPS, stepId)
        if (answer.statusCode !== 200) {
          assert.deepStrictEqual(after, before, `${label}: a refused patch changed the record`)
          return
        }
        // What the service received: JSON has no NaN or Infinity, which JSON.stringify sends as null.
        const sent = JSON.parse(body)
        const expected = { ...before }
        for (const [name, field] of Object.entries(applicationSteps.fields)) {
          if (Object.hasOwn(sent, name))
            expected[name] = normalised(kindOf(applicationSteps, name), field.required, sent[name])
        }
        assert.deepStrictEqual(after, expected, label)
      }),
    )
    await assertStillServing()
  })

  test('random query strings and Accept headers on the lists and the funnel report: never 5xx, every 4xx the contract error body', async () => {
    const parameter = fc.oneof(
      fc.constantFrom(
        'limit',
        'cursor',
        'recorded_from',
        'recorded_to',
        'updated_since',
        'reference',
        'step',
        'status',
      ),
      fc.constantFrom('subsidiary', 'job_offer_reference', '__proto__', 'constructor', 'limit[]', ''),
      fc.constantFrom('from', 'to', 'group_by'),
      hostileString,
    )
    const value = fc.oneof(
      hostileString,
      fc.integer().map(String),
      dateTimeOf,
      fc.constantFrom('eyJhZnRlciI6Mn0', '0', '1001', '2026-11-01', '2026-12-01', 'day', 'source'),
    )
    const accept = fc.constantFrom(
      'application/json',
      'application/x-ndjson',
      'text/csv',
      '*/*',
      'text/html',
      'x/y;q=0',
      '',
    )
    const list = fc.constantFrom(STEPS, '/v3/jobboard/activities', '/v3/jobboard/job-offers', FUNNEL)
    await fc.assert(
      fc.asyncProperty(
        list,
        fc.array(fc.tuple(parameter, value), { maxLength: 4 }),
        accept,
        async (path, pairs, type) => {
          const query = pairs
            .map(
              ([name, text]) =>
                `${encodeURIComponent(name.replace(/[\uD800-\uDFFF]/g, '?'))}=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))}`,
            )
            .join('&')
          const url = `${path}?${query}`
          const answer = await client.send('GET', url, undefined, type === '' ? {} : { accept: type })
          assertWellAnswered(answer, `GET ${url} accept ${type}`)
        },
      ),
    )
    await assertStillServing()
  })

  test('random path segments as ids and candidate ids: never 5xx, every 4xx the contract error body', async () => {
    const segment = fc.oneof(
      fc
        .string({ unit: hostileCharacter, maxLength: 40 })
        .map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?'))),
      fc.webSegment(),
      fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '%ED%A0%80',
        '..',
        '%2F',
        '0',
        '-1',
        '1.5',
        '9007199254740993',
        '1e3',
        ' ',
        '%20',
      ),
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    )
    const route = fc.constantFrom(
      ['GET', `${STEPS}/`],
      ['PATCH', `${STEPS}/`],
      ['GET', '/v3/jobboard/activities/'],
      ['GET', '/v3/jobboard/job-offers/'],
      ['DELETE', '/v3/ats/candidates/'],
    ) as fc.Arbitrary<[InjectOptions['method'], string]>
    await fc.assert(
      fc.asyncProperty(route, segment, async ([method, prefix], text) => {
        const url = prefix.endsWith('candidates/') ? `${prefix}${text}/personal-data` : `${prefix}${text}`
        const answer = await client.send(method, url, method === 'PATCH' ? {} : undefined)
        assertWellAnswered(answer, `${method} ${url}`)
      }),
    )
    await assertStillServing()
  })

  test('random headers and content types on every endpoint: never 5xx, every 4xx the contract error body', async () => {
    const headerName = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/)
    const headerValue = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 60,
    })
    const contentType = fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'application/json;;',
        'APPLICATION/JSON',
        'application/jsonx',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
        'application/*',
        '*/*',
        ';',
        '',
      ),
      headerValue,
    )
    const special = fc.record(
      {
        'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'compress', 'x, y'),
        prefer: fc.constantFrom('return=minimal', 'return=representation', 'x'.repeat(500)),
        'x-request-id': headerValue,
        'accept-encoding': fc.constantFrom('gzip', 'br;q=0', '*', 'x'),
        accept: fc.constantFrom('application/json', 'text/csv', 'nothing/else'),
      },
      { requiredKeys: [] },
    )
    const extra = fc.dictionary(headerName, headerValue, { maxKeys: 3 })
    const route = fc.constantFrom(
      ...BATCHES.map((endpoint) => ['POST', endpoint.path, jsonText([])] as const),
      ['POST', BATCHES[2].path, jsonText([jobOffer({ reference: 'with headers' })])] as const,
      ['PATCH', `${STEPS}/1`, '{}'] as const,
      ['POST', TOKEN, 'grant_type=client_credentials&client_id=x&client_secret=y'] as const,
      ['POST', TOKEN, '{"client_id": "x", "client_secret": "y"}'] as const,
      ['DELETE', '/v3/ats/candidates/C-1/personal-data', ''] as const,
      ['GET', STEPS, ''] as const,
      ['GET', `${FUNNEL}?from=2026-11-01&to=2026-12-01&group_by=day`, ''] as const,
    )
    await fc.assert(
      fc.asyncProperty(route, contentType, special, extra, async ([method, url, payload], type, headers, more) => {
        const sent: Record<string, string> = { ...more, ...headers, ...(type === '' ? {} : { 'content-type': type }) }
        delete sent.authorization
        delete sent['content-length']
        delete sent.host
        delete sent['transfer-encoding']
        const answer = await client.send(method, url, payload === '' ? undefined : payload, sent)
        assertWellAnswered(answer, `${method} ${url} ${JSON.stringify(sent)}`, { oauth: url === TOKEN })
      }),
    )
    await assertStillServing()
  })
})
