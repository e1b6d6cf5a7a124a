import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  cursor,
  cursorOfAnotherQuery,
  DEFAULT_PAGE_SIZE,
  defineQuery,
  exactText,
  InvalidQueryError,
  instant,
  limit,
  oneOf,
  rangeProblems,
  required,
  withDefault,
} from '../src/domain/query-parameters.ts'

/**
 * The query-parameter module on its own, declaring a query shaped like the reports and logs to come
 * (a bucket, a range of instants, a filter, cursor pages): the lists and the funnel report are tested
 * over HTTP in read-lists and funnel-report.
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
  ({ from, to, cursor: after }) => [
    ...rangeProblems({ from: 'from', to: 'to' }, from, to, 31),
    ...(after !== undefined && from !== undefined && after.after < from
      ? [cursorOfAnotherQuery('cursor', 'send it with the same from')]
      : []),
  ],
)

/** The problems of a query string, as [parameter, message] pairs; fails when it parses. */
function problemsOf(values: Record<string, string | string[]>): [string, string][] {
  try {
    query.parse(values)
  } catch (error) {
    assert.ok(error instanceof InvalidQueryError)
    assert.equal(error.message, 'The query parameters are invalid (see errors)')
    return error.problems.map(({ parameter, message }) => [parameter, message])
  }
  assert.fail(`${JSON.stringify(values)} parsed`)
}

const RANGE = { from: '2026-11-01T00:00:00+01:00', to: '2026-11-02T00:00:00Z' }

describe('a query declared from parameter kinds', () => {
  test('the values are normalised; a left-out parameter has its default, or is undefined', () => {
    assert.deepEqual(query.parse(RANGE), {
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
      bucket: 'day',
      source: undefined,
      limit: DEFAULT_PAGE_SIZE,
      cursor: undefined,
    })
    const next = position.encode({ after: '2026-11-01T05:00:00.000Z' })
    assert.deepEqual(query.parse({ ...RANGE, bucket: 'hour', source: 'board', limit: '7', cursor: next }), {
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
      bucket: 'hour',
      source: 'board',
      limit: 7,
      cursor: { after: '2026-11-01T05:00:00.000Z' },
    })
  })

  test('every mistake at once: in the order of the query string, then the required ones, then the checks', () => {
    assert.deepEqual(problemsOf({ limit: '0', page: '2', bucket: ['day', 'hour'], source: ' ', cursor: 'x' }), [
      ['limit', 'limit must be an integer from 1 to 1000'],
      ['page', 'page is not a query parameter here; known: from, to, bucket, source, limit, cursor'],
      ['bucket', 'bucket may be given only once'],
      ['source', 'source must be non-blank text of at most 255 characters'],
      ['cursor', 'cursor must be a next_cursor this endpoint returned, unchanged'],
      [
        'from',
        'from is required: an RFC 3339 date-time with Z or a numeric offset and a real date, such as 2026-11-20T10:15:00Z',
      ],
      [
        'to',
        'to is required: an RFC 3339 date-time with Z or a numeric offset and a real date, such as 2026-11-20T10:15:00Z',
      ],
    ])
    assert.deepEqual(problemsOf({ ...RANGE, bucket: 'week', constructor: '1' }), [
      ['bucket', 'bucket must be one of: hour, day'],
      ['constructor', 'constructor is not a query parameter here; known: from, to, bucket, source, limit, cursor'],
    ])
  })

  test('the checks between parameters: the range, and a cursor of another query', () => {
    assert.deepEqual(problemsOf({ from: RANGE.to, to: RANGE.to }), [
      ['to', 'to must be later than from: the range [from, to) excludes it'],
    ])
    assert.deepEqual(problemsOf({ from: '2026-11-01T00:00:00Z', to: '2026-12-02T12:00:00Z' }), [
      ['to', 'to may be at most 31 days after from; 2026-11-01T00:00:00.000Z to 2026-12-02T12:00:00.000Z is 31.5 days'],
    ])
    const early = position.encode({ after: '2026-01-01T00:00:00.000Z' })
    assert.deepEqual(problemsOf({ ...RANGE, cursor: early }), [
      ['cursor', 'cursor belongs to another query: send it with the same from'],
    ])
  })

  test('4-byte characters are one character each, in a filter and in a cursor', () => {
    assert.equal(query.parse({ ...RANGE, source: 'JO-😀' }).source, 'JO-😀')
    assert.equal(query.parse({ ...RANGE, source: '😀'.repeat(255) }).source, '😀'.repeat(255))
    assert.deepEqual(problemsOf({ ...RANGE, source: '😀'.repeat(256) }), [
      ['source', 'source must be non-blank text of at most 255 characters'],
    ])
    assert.deepEqual(problemsOf({ ...RANGE, source: 'JO-\uD800' }), [
      ['source', 'source must be non-blank text of at most 255 characters'],
    ])
    const next = position.encode({ after: '2026-11-01T05:00:00.000Z😀' })
    assert.deepEqual(query.parse({ ...RANGE, cursor: next }).cursor, { after: '2026-11-01T05:00:00.000Z😀' })
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
