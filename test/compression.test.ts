import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync } from 'node:zlib'
import {
  applicationStep,
  isContractErrorBody,
  jobOffer,
  type Reply,
  startService,
  type TestService,
} from './helpers.ts'

const STEPS = '/v3/ats/application-steps'
const JOB_OFFERS = '/v3/jobboard/job-offers'
const JSON_TYPE = { 'content-type': 'application/json' }

const COMPRESSORS = {
  gzip: gzipSync,
  deflate: deflateSync,
  br: brotliCompressSync,
} as const

/** A batch large enough to be inflated in several chunks, with text outside ASCII. */
function batchOf(count: number, tag: string): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, n) =>
    applicationStep({
      application_ats_id: `A-${tag}-${n}`,
      job_offer_title: `Ingénieure logiciel · 東京 · ${n}`,
      source: 'Zoë’s référence',
    }),
  )
}

function assertRequestError(answer: Reply, status: number, code: string, message: string) {
  assert.equal(answer.statusCode, status, answer.body)
  assert.match(String(answer.headers['content-type']), /^application\/json/)
  assert.ok(isContractErrorBody(answer.json()), answer.body)
  assert.deepEqual(answer.json(), { message, errors: [{ message, data: { code } }] })
}

describe('compressed request bodies', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  for (const [encoding, compress] of Object.entries(COMPRESSORS)) {
    test(`a batch sent with Content-Encoding: ${encoding} is stored exactly as if sent plain`, async () => {
      const client = await service.newClient()
      const items = batchOf(200, encoding)
      const text = JSON.stringify(items)
      const compressed = compress(Buffer.from(text, 'utf8'))
      assert.ok(compressed.length < text.length / 4)

      const plain = await client.send('POST', STEPS, text, JSON_TYPE)
      assert.equal(plain.statusCode, 201, plain.body)
      assert.equal(plain.json().data.length, 200)
      // The same items again, compressed: the same natural keys, so the same records, ids and values.
      const again = await client.send('POST', STEPS, compressed, { ...JSON_TYPE, 'content-encoding': encoding })
      assert.equal(again.statusCode, 201, again.body)
      assert.deepEqual(again.json(), plain.json())
      assert.equal(again.json().data[7].job_offer_title, `Ingénieure logiciel · 東京 · 7`)

      // And a compressed batch alone, never sent plain, is stored too.
      const fresh = await client.send(
        'POST',
        JOB_OFFERS,
        compress(Buffer.from(JSON.stringify([jobOffer({ reference: `JO-${encoding}`, title: 'Café ☕' })]))),
        { ...JSON_TYPE, 'content-encoding': encoding },
      )
      assert.equal(fresh.statusCode, 201, fresh.body)
      assert.equal(fresh.json().data[0].reference, `JO-${encoding}`)
      assert.equal(fresh.json().data[0].title, 'Café ☕')
    })
  }

  test('a content coding is case-insensitive, x-gzip is gzip and identity is none (RFC 9110)', async () => {
    const client = await service.newClient()
    const text = JSON.stringify([applicationStep()])
    const cases: [encoding: string, body: Buffer | string][] = [
      ['GZIP', gzipSync(text)],
      ['x-gzip', gzipSync(text)],
      [' Deflate ', deflateSync(text)],
      ['identity', text],
      ['IDENTITY', text],
    ]
    for (const [encoding, body] of cases) {
      const answer = await client.send('POST', STEPS, body, { ...JSON_TYPE, 'content-encoding': encoding })
      assert.equal(answer.statusCode, 201, `${encoding}: ${answer.body}`)
    }
  })

  test('an unknown Content-Encoding is 415 with the error body', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', STEPS, JSON.stringify([applicationStep()]), {
      ...JSON_TYPE,
      'content-encoding': 'zstdx',
    })
    assertRequestError(
      answer,
      415,
      'unsupported_media_type',
      'Unsupported Content-Encoding "zstdx": send gzip, deflate, br or none',
    )
  })

  test('a body that is not valid gzip under Content-Encoding: gzip is 400 with the error body', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', STEPS, JSON.stringify([applicationStep()]), {
      ...JSON_TYPE,
      'content-encoding': 'gzip',
    })
    assertRequestError(answer, 400, 'malformed_request', 'The request body is not valid gzip data')
  })

  test('a truncated gzip body is 400 with the error body', async () => {
    const client = await service.newClient()
    const whole = gzipSync(Buffer.from(JSON.stringify(batchOf(50, 'truncated'))))
    const answer = await client.send('POST', STEPS, whole.subarray(0, Math.floor(whole.length / 2)), {
      ...JSON_TYPE,
      'content-encoding': 'gzip',
    })
    assert.equal(answer.statusCode, 400, answer.body)
    assert.ok(isContractErrorBody(answer.json()), answer.body)
  })
})

describe('a zip bomb', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { maxBodyBytes: 1024 * 1024 } })
  })
  after(() => service.close())

  test('a gzip body that inflates past MAX_BODY_BYTES is 413, and the service still answers', async () => {
    const client = await service.newClient()
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024, ' '))
    assert.ok(bomb.length < 64 * 1024, `the compressed body is ${bomb.length} bytes`)
    const answer = await client.send('POST', STEPS, bomb, { ...JSON_TYPE, 'content-encoding': 'gzip' })
    assertRequestError(answer, 413, 'body_too_large', 'The request body is larger than the limit of 1048576 bytes')

    const after = await client.send('POST', JOB_OFFERS, [jobOffer({ reference: 'JO-after-bomb' })])
    assert.equal(after.statusCode, 201, after.body)
    const ready = await service.app.inject({ method: 'GET', url: '/readyz' })
    assert.equal(ready.statusCode, 200)
  })
})

describe('compressed answers', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  test('a large answer is gzip-compressed when the client sends Accept-Encoding: gzip', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', STEPS, batchOf(100, 'gzip-answer'), { 'accept-encoding': 'gzip' })
    assert.equal(answer.statusCode, 201)
    assert.equal(answer.headers['content-encoding'], 'gzip')
    assert.match(String(answer.headers.vary), /accept-encoding/i)
    const body = JSON.parse(gunzipSync(answer.rawPayload).toString('utf8'))
    assert.equal(body.message, 'Stored 100 application steps')
    assert.equal(body.data.length, 100)
    assert.equal(body.data[99].application_ats_id, 'A-gzip-answer-99')
    assert.equal(body.data[0].job_offer_title, 'Ingénieure logiciel · 東京 · 0')
  })

  test('a large answer is br-compressed when the client prefers br', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', STEPS, batchOf(100, 'br-answer'), { 'accept-encoding': 'br, gzip;q=0.5' })
    assert.equal(answer.statusCode, 201)
    assert.equal(answer.headers['content-encoding'], 'br')
    const body = JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8'))
    assert.equal(body.data.length, 100)
  })

  test('a small answer is not compressed, even when asked', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', STEPS, [], { 'accept-encoding': 'gzip' })
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.headers['content-encoding'], undefined)
    assert.deepEqual(answer.json(), { message: 'The batch is empty: no application steps were stored' })
  })

  test('a large answer is not compressed when the client does not ask', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', STEPS, batchOf(100, 'plain-answer'))
    assert.equal(answer.statusCode, 201)
    assert.equal(answer.headers['content-encoding'], undefined)
    assert.equal(answer.json().data.length, 100)
  })
})
