import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { ConfigError, loadConfig } from '../src/config.ts'
import { jsonShapeProblem } from '../src/domain/json-shape.ts'
import { jobOffer, startService, type TestService } from './helpers.ts'

const JOB_OFFERS = '/v3/jobboard/job-offers'
const STEPS = '/v3/ats/application-steps'
const LIMITS = { maxDepth: 4, maxKeysPerObject: 3, maxKeyBytes: 5, maxArrayItems: 2 }
const shape = (text: string) => jsonShapeProblem(Buffer.from(text), LIMITS)?.message

describe('the JSON shape limits, checked on the bytes before parsing', () => {
  test('depth, keys per object, key length and array elements, each named in its message', () => {
    assert.equal(shape('[[[[1]]]]'), undefined)
    assert.match(shape('[[[[[1]]]]]') ?? '', /more than 4 levels deep \(JSON_MAX_DEPTH\)/)
    assert.equal(shape('{"a":1,"b":{"x":1,"y":2,"z":3},"c":3}'), undefined)
    assert.match(shape('{"a":1,"b":2,"c":3,"d":4}') ?? '', /more than 3 keys/)
    assert.match(shape('[{"abcdef":1}]') ?? '', /longer than 5 bytes/)
    // A string value, however long, and escaped quotes and braces inside strings, are not keys or nesting.
    assert.equal(shape(`{"a":"${'x'.repeat(100)}","b":"\\"{[[[[[\\\\","c":[]}`), undefined)
    assert.match(shape('[1,[1,2,3]]') ?? '', /more than 2 elements/)
    assert.equal(shape('[ ]'), undefined)
    assert.equal(shape('[1,2,3]'), 'A batch holds at most 2 items; this one has 3. Split it.')
  })

  test('a key named twice in one object, as written or escaped, is refused: JSON.parse would drop a value', () => {
    const twice = (key: string, where: string) =>
      `The request body names the key ${JSON.stringify(key)} more than once in ${where}: JSON would keep only the last value`
    assert.equal(shape('[{"a":1},{"a":1,"b":2,"a":3}]'), twice('a', 'item 1'))
    const wideKeys = { ...LIMITS, maxKeyBytes: 10 }
    assert.equal(jsonShapeProblem(Buffer.from('[{"ab":1,"\\u0061b":2}]'), wideKeys)?.message, twice('ab', 'item 0'))
    assert.equal(jsonShapeProblem(Buffer.from('[{"é":1,"\\u00e9":2}]'), wideKeys)?.message, twice('é', 'item 0'))
    assert.equal(shape('[{"\\\\":1,"\\u5c":2}]'), undefined, 'not JSON: left to the parser')
    assert.equal(shape('{"\\\\":1,"\\\\":2}'), twice('\\', 'an object'))
    assert.equal(shape('{"a":{"b":1,"b":2}}'), twice('b', 'an object'))
    assert.equal(shape('{"a":1,"a":2}'), twice('a', 'an object'))
    // The same key in sibling and nested objects, keys that differ only by case, and a key equal to a value: no problem.
    assert.equal(shape('[{"a":1,"b":{"a":2}},{"a":1,"b":{"a":2}}]'), undefined)
    assert.equal(shape('[{"a":"a","A":1}]'), undefined)
    assert.equal(shape('[{"ab":1,"ba":2}]'), undefined)
  })
})

describe('limits of a running service', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { maxPageBytes: 20_000, maxErrorsPerItem: 2, maxErrorsPerBatch: 5 } })
  })
  after(() => service.close())

  test('an item with more keys than JSON_MAX_KEYS_PER_OBJECT, or a longer key: 400 naming the limit', async () => {
    const client = await service.newClient()
    const wide = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]))
    const answer = await client.send('POST', JOB_OFFERS, [wide])
    assert.equal(answer.statusCode, 400)
    assert.equal(
      answer.json().message,
      'An object of the request body has more than 100 keys (JSON_MAX_KEYS_PER_OBJECT)',
    )
    const long = await client.send('POST', JOB_OFFERS, [{ ...jobOffer(), ['k'.repeat(257)]: 1 }])
    assert.equal(long.statusCode, 400)
    assert.equal(long.json().message, 'A key of the request body is longer than 256 bytes (JSON_MAX_KEY_BYTES)')
  })

  test('an item or a patch that names a field twice is 400, and nothing of the batch is stored', async () => {
    const client = await service.newClient()
    const answer = await client.send(
      'POST',
      JOB_OFFERS,
      Buffer.from(`[${JSON.stringify(jobOffer({ reference: 'R-1' }))},{"reference":"A","title":"x","reference":"B"}]`),
      { 'content-type': 'application/json' },
    )
    assert.equal(answer.statusCode, 400, answer.body)
    assert.equal(
      answer.json().message,
      'The request body names the key "reference" more than once in item 1: JSON would keep only the last value',
    )
    const listed = await client.send('GET', JOB_OFFERS)
    assert.deepEqual(listed.json().data, [])
  })

  test('errors are bounded per item and per batch, then summed up, and every rejected item is still named by its first problem', async () => {
    const client = await service.newClient()
    const bad = { title: 1, reference_2: true, subsidiary: 3, unknown: 4 }
    const answer = await client.send('POST', JOB_OFFERS, [bad, bad, bad, jobOffer(), bad])
    assert.equal(answer.statusCode, 207)
    // Five problems per item: two shown for item 0, then one entry for its other three; two for item 1,
    // which fills the batch's five; items 2 and 4 past the bound, their first problem alone. Item 1's
    // other three and the other four of items 2 and 4 are the last entry's eleven.
    const errors = answer.json().errors as {
      message: string
      data: { code: string; index?: number; field?: string | null; omitted?: number }
    }[]
    assert.deepEqual(
      errors.map((entry) => entry.data.index ?? null),
      [0, 0, 0, 1, 1, 2, 4, null],
    )
    assert.equal(errors[2]?.message, 'and 3 more problems with this item (MAX_ERRORS_PER_ITEM is 2)')
    assert.deepEqual(errors[2]?.data, { code: 'problems_omitted', index: 0, field: null, omitted: 3 })
    assert.deepEqual(errors[5], { ...errors[0], data: { ...errors[0]?.data, index: 2 } })
    assert.equal(errors[7]?.message, 'and 11 more problems (MAX_ERRORS_PER_BATCH is 5)')
    assert.deepEqual(errors[7]?.data, { code: 'problems_omitted', omitted: 11 })
    assert.equal(answer.json().data.length, 1)
  })

  test('the rejection log keeps the problems the answer showed of each item', async () => {
    const client = await service.newClient()
    // The reference's problem (a NUL) is past what the log keeps: its value must not be kept either.
    const bad = { title: 1, reference: 'JO-\u0000', subsidiary: 3, unknown: 4 }
    assert.equal((await client.send('POST', JOB_OFFERS, [bad, bad, bad])).statusCode, 400)
    const log = await client.send('GET', '/v3/rejections')
    assert.equal(log.statusCode, 200)
    const entries = (log.json().data as { index: number; problems: { field: string | null; message: string }[] }[])
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.problems.map((problem) => problem.field ?? problem.message))
    assert.deepEqual(entries, [['unknown', 'title'], ['unknown', 'title'], ['unknown']])
    for (const entry of log.json().data) assert.deepEqual(entry.natural_key, {})
  })

  test('a page ends once its JSON passes MAX_PAGE_BYTES, and next_cursor continues from there', async () => {
    const client = await service.newClient()
    const offers = Array.from({ length: 10 }, (_, i) =>
      jobOffer({ reference: `P-${i}`, description: 'd'.repeat(6_000) }),
    )
    assert.equal((await client.send('POST', JOB_OFFERS, offers)).statusCode, 201)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const answer = await client.send('GET', `${JOB_OFFERS}?limit=1000${cursor === null ? '' : `&cursor=${cursor}`}`)
      assert.equal(answer.statusCode, 200)
      const page = answer.json()
      assert.ok(page.data.length <= 4, `${page.data.length} records`)
      seen.push(...page.data.map((offer: { reference: string }) => offer.reference))
      cursor = page.next_cursor
      pages++
    } while (cursor !== null)
    assert.deepEqual(
      seen,
      offers.map((offer) => offer.reference),
    )
    assert.ok(pages >= 3)
  })

  test('a PATCH body over 64 KiB is 413 naming its own limit', async () => {
    const client = await service.newClient()
    const answer = await client.send('PATCH', `${STEPS}/1`, JSON.stringify({ source: 'x'.repeat(70_000) }), {
      'content-type': 'application/json',
    })
    assert.equal(answer.statusCode, 413)
    assert.equal(answer.json().message, 'The request body is larger than the limit of 65536 bytes')
  })

  test('CSV_NEUTRALISE_FORMULAS=false exports values as stored', async () => {
    const raw = await startService({ config: { csvNeutraliseFormulas: false } })
    try {
      const client = await raw.newClient()
      await client.send('POST', JOB_OFFERS, [jobOffer({ reference: '=1+1', title: '@x' })])
      const csv = await client.send('GET', JOB_OFFERS, undefined, { accept: 'text/csv' })
      assert.match(csv.body, /,=1\+1,/)
      assert.match(csv.body, /,@x,/)
    } finally {
      await raw.close()
    }
  })
})

describe('the new settings', () => {
  test('TRUST_PROXY: unset, a hop count, or addresses and ranges; anything else refused', () => {
    assert.equal(loadConfig({}).trustProxy, undefined)
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2)
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy, [
      '10.0.0.0/8',
      'loopback',
      '::1',
    ])
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), ConfigError)
    assert.throws(() => loadConfig({ TRUST_PROXY: 'example.com' }), ConfigError)
  })

  test('CSV_NEUTRALISE_FORMULAS: on by default, true or false', () => {
    assert.equal(loadConfig({}).csvNeutraliseFormulas, true)
    assert.equal(loadConfig({ CSV_NEUTRALISE_FORMULAS: 'false' }).csvNeutraliseFormulas, false)
    assert.throws(
      () => loadConfig({ CSV_NEUTRALISE_FORMULAS: 'maybe' }),
      /CSV_NEUTRALISE_FORMULAS must be true or false/,
    )
  })
})
