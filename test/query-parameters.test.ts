import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { OpenAPIV3_1 } from 'openapi-types'
import { createAjv } from '../src/domain/validation.ts'
import { HttpError } from '../src/errors.ts'
import {
  cursor,
  DEFAULT_PAGE_SIZE,
  defineQuery,
  exactText,
  instant,
  limit,
  oneOf,
  rangeProblems,
  required,
  validatorCompiler,
  withDefault,
} from '../src/http/query-parameters.ts'
import { startService, type TestClient, type TestService } from './helpers.ts'

/**
 * The query-parameter module on its own, declaring a query shaped like the reports and logs to come
 * (a bucket, a range of instants, a filter, cursor pages), validated as Fastify does with the app's
 * validator compiler, then read: the lists and the funnel report are tested over HTTP in read-lists and
 * funnel-report. Then, over HTTP, the endpoints that take none.
 */

const position = cursor<{ readonly after: string }>({
  description: 'The next_cursor of the page before',
  toJson: ({ after }) => ({ after }),
  fromJson: (json) => {
    const after = typeof json === 'object' && json !== null ? (json as Record<string, unknown>).after : undefined
    return typeof after === 'string' ? { after } : undefined
  },
})

const query = defineQuery(
  {
    from: required(instant('From this instant, included')),
    to: required(instant('To this instant, excluded')),
    bucket: withDefault(oneOf(['hour', 'day'], 'The length of a bucket'), 'day'),
    source: exactText('Only this source'),
    limit: limit('Buckets per page'),
    cursor: position,
  },
  ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to, 31),
)

const validate = validatorCompiler(createAjv())({
  schema: query.schema,
  httpPart: 'querystring',
  method: 'GET',
  url: '/',
}) as (query: Record<string, unknown>) => { value?: Record<string, unknown>; error?: Error }

/** The values of a query string, validated then read; throws the 400 of the first step that refuses it. */
function parse(values: Record<string, string | string[]>) {
  const { value, error } = validate(values)
  if (error !== undefined) throw error
  return query.read(value ?? {})
}

/** The problems of a query string, as [parameter, code, message] triples; fails when it parses. */
function problemsOf(values: Record<string, string | string[]>): [string, string, string][] {
  try {
    parse(values)
  } catch (error) {
    assert.ok(error instanceof HttpError)
    assert.equal(error.statusCode, 400)
    assert.equal(error.message, 'The query parameters are invalid (see errors)')
    return error.errors.map(({ message, data }) => {
      assert.deepEqual(Object.keys(data).sort(), ['code', 'parameter'])
      return [data.parameter as string, data.code, message]
    })
  }
  assert.fail(`${JSON.stringify(values)} parsed`)
}

const RANGE = { from: '2026-11-01T00:00:00+01:00', to: '2026-11-02T00:00:00Z' }

describe('a query declared from parameter kinds', () => {
  test('the values are normalised; a left-out parameter has its default, or is undefined', () => {
    assert.deepEqual(parse(RANGE), {
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
      bucket: 'day',
      source: undefined,
      limit: DEFAULT_PAGE_SIZE,
      cursor: undefined,
    })
    const next = query.nextCursor(
      { after: '2026-11-01T05:00:00.000Z' },
      parse({ ...RANGE, bucket: 'hour', source: 'board' }),
    )
    assert.deepEqual(parse({ ...RANGE, bucket: 'hour', source: 'board', limit: '7', cursor: next }), {
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
      bucket: 'hour',
      source: 'board',
      limit: 7,
      cursor: { after: '2026-11-01T05:00:00.000Z' },
    })
  })

  test('every mistake the schema sees at once, in the order of the query string, then the required ones; then the cursor', () => {
    assert.deepEqual(problemsOf({ limit: '0', page: '2', bucket: ['day', 'hour'], source: ' ', cursor: 'x' }), [
      ['limit', 'out_of_range', 'limit must be an integer from 1 to 1000'],
      [
        'page',
        'unknown_parameter',
        'page is not a query parameter here; known: from, to, bucket, source, limit, cursor',
      ],
      ['bucket', 'invalid_type', 'bucket may be given only once'],
      ['source', 'required', 'source must be non-blank text of at most 255 characters'],
      [
        'from',
        'required',
        'from is required: an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z',
      ],
      [
        'to',
        'required',
        'to is required: an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z',
      ],
    ])
    assert.deepEqual(problemsOf({ ...RANGE, bucket: 'week', constructor: '1' }), [
      ['bucket', 'not_allowed_value', 'bucket must be one of: hour, day'],
      [
        'constructor',
        'unknown_parameter',
        'constructor is not a query parameter here; known: from, to, bucket, source, limit, cursor',
      ],
    ])
    assert.deepEqual(problemsOf({ ...RANGE, limit: '01', cursor: 'x' }), [
      ['limit', 'invalid_format', 'limit must be an integer from 1 to 1000'],
    ])
    assert.deepEqual(problemsOf({ ...RANGE, cursor: 'x' }), [
      ['cursor', 'invalid_format', 'cursor must be a next_cursor this endpoint returned, unchanged'],
    ])
  })

  test('the checks between parameters: the range, and a cursor given with a query other than its own', () => {
    assert.deepEqual(problemsOf({ from: RANGE.to, to: RANGE.to }), [
      ['to', 'out_of_range', 'to must be later than from: the range [from, to) excludes it'],
    ])
    assert.deepEqual(problemsOf({ from: '2026-11-01T00:00:00Z', to: '2026-12-02T12:00:00Z' }), [
      [
        'to',
        'out_of_range',
        'to may be at most 31 days after from; 2026-11-01T00:00:00.000Z to 2026-12-02T12:00:00.000Z is 31.5 days',
      ],
    ])
    const next = query.nextCursor({ after: '2026-11-01T05:00:00.000Z' }, parse(RANGE))
    assert.deepEqual(problemsOf({ from: RANGE.to, to: RANGE.to, bucket: 'hour', source: 'board', cursor: next }), [
      [
        'from',
        'cursor_mismatch',
        'from must be 2026-10-31T23:00:00.000Z with this cursor, as in the query it continues, or left out',
      ],
      ['bucket', 'cursor_mismatch', 'bucket must be day with this cursor, as in the query it continues, or left out'],
      ['source', 'cursor_mismatch', 'source must be left out with this cursor: the query it continues has none'],
      ['to', 'out_of_range', 'to must be later than from: the range [from, to) excludes it'],
    ])
  })

  test('4-byte characters are one character each, in a filter and in a cursor', () => {
    assert.equal(parse({ ...RANGE, source: 'JO-😀' }).source, 'JO-😀')
    assert.equal(parse({ ...RANGE, source: '😀'.repeat(255) }).source, '😀'.repeat(255))
    assert.deepEqual(problemsOf({ ...RANGE, source: '😀'.repeat(256) }), [
      ['source', 'too_long', 'source must be non-blank text of at most 255 characters'],
    ])
    assert.deepEqual(problemsOf({ ...RANGE, source: 'JO-\uD800' }), [
      ['source', 'invalid_format', 'source must be non-blank text of at most 255 characters'],
    ])
    const next = query.nextCursor({ after: '2026-11-01T05:00:00.000Z😀' }, parse({ ...RANGE, source: '😀' }))
    assert.deepEqual(parse({ cursor: next }), parse({ ...RANGE, source: '😀', cursor: next }))
    assert.deepEqual(parse({ cursor: next }).cursor, { after: '2026-11-01T05:00:00.000Z😀' })
  })

  test('the OpenAPI schema comes from the same declaration: required, defaults, bounds, words', () => {
    // As JSON, the form the OpenAPI document holds it in.
    const schema = JSON.parse(JSON.stringify(query.schema))
    assert.deepEqual(schema.required, ['from', 'to'])
    assert.equal(schema.additionalProperties, false)
    assert.equal(schema.properties.from.format, 'date-time')
    assert.equal(schema.properties.bucket.default, 'day')
    assert.deepEqual(
      schema.properties.bucket.anyOf.map((literal: { const: string }) => literal.const),
      ['hour', 'day'],
    )
    assert.deepEqual(
      [schema.properties.limit.minimum, schema.properties.limit.maximum, schema.properties.limit.default],
      [1, 1000, DEFAULT_PAGE_SIZE],
    )
    assert.equal(schema.properties.source.maxLength, 255)
  })
})

describe('the endpoints that take a token and no query parameter', () => {
  const METHODS = ['get', 'post', 'patch', 'delete'] as const
  let service: TestService
  let data: TestClient
  let admin: TestClient
  let document: OpenAPIV3_1.Document
  before(async () => {
    service = await startService()
    data = await service.newClient('no query: data')
    admin = await service.newAdminClient('no query: admin')
    document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
  })
  after(() => service.close())

  /** The operations of the document that take a bearer token and declare no query parameter. */
  const withoutQuery = () =>
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((method) => {
        const operation = item?.[method as OpenAPIV3_1.HttpMethods]
        if (!operation?.security?.some((requirement) => 'bearerAuth' in requirement)) return []
        const query = (operation.parameters ?? []).some((parameter) => 'in' in parameter && parameter.in === 'query')
        return query ? [] : [{ method, path, documented: operation.responses?.['400'] !== undefined }]
      }),
    )

  test('any query parameter is 400 naming it, in the lists’ words and error body, and documented; tokenless endpoints ignore theirs', async () => {
    const operations = withoutQuery()
    const found = operations.map(({ method, path }) => `${method} ${path}`)
    for (const expected of [
      'delete /v3/ats/candidates/{candidate_ats_id}/personal-data',
      'get /v3/admin/clients',
      'get /v3/ats/application-steps/{id}',
      'post /v3/admin/clients/{client_id}/rotate-secret',
    ]) {
      assert.ok(found.includes(expected), `${expected} is among ${found}`)
    }
    for (const { method, path, documented } of operations) {
      const label = `${method} ${path}`
      const client = path.startsWith('/v3/admin/') ? admin : data
      const url = path.replace('{id}', '1').replace('{client_id}', data.clientId).replace('{candidate_ats_id}', 'C-1')
      const body = { post: [], patch: {}, get: undefined, delete: undefined }[method]
      const answer = await client.send(method.toUpperCase() as 'GET', `${url}?dry_run=true`, body)
      assert.equal(answer.statusCode, 400, `${label}: ${answer.body}`)
      assert.deepEqual(
        answer.json(),
        {
          message: 'The query parameters are invalid (see errors)',
          errors: [
            {
              message: 'dry_run is not a query parameter here; this endpoint takes none',
              data: { code: 'unknown_parameter', parameter: 'dry_run' },
            },
          ],
        },
        label,
      )
      assert.ok(documented, `${label} documents 400`)
    }
    for (const url of ['/healthz?probe=1', '/v3/.well-known/oauth-authorization-server?x=1']) {
      assert.equal((await service.app.inject({ method: 'GET', url })).statusCode, 200, url)
    }
    const token = await service.app.inject({
      method: 'POST',
      url: '/v3/oauth2/token?unknown=1',
      payload: { client_id: data.clientId, client_secret: data.clientSecret },
    })
    assert.equal(token.statusCode, 200, token.body)
  })
})
