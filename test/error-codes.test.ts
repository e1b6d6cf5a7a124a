import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, describe, test } from 'node:test'
import { gzipSync } from 'node:zlib'
import { API_DOC, API_DOC_PARTS, errorCodesTable, readmePart } from '../scripts/settings-docs.ts'
import { ERROR_CODE_NAMES } from '../src/error-codes.ts'
import { activity, applicationStep, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * Errors a program can act on: every error entry carries a code from one closed list, and an item's
 * refused value is echoed (never personal data); the rejection log keeps both, logs requests refused
 * whole, and the ingestion report counts rejections by code.
 */

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const DAY = 'bucket=day&from=2026-11-20T00:00:00Z&to=2026-11-21T00:00:00Z'

type Entry = { message: string; data: Record<string, unknown> }

describe('error codes', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService({ now: () => new Date('2026-11-20T10:15:00Z'), config: { maxBatchItems: 4 } })
    client = await service.newClient()
  })
  after(() => service.close())

  const errorsOf = async (answer: Promise<{ statusCode: number; json(): { errors: Entry[] } }>) =>
    (await answer).json().errors
  const codesOf = async (answer: Promise<{ statusCode: number; json(): { errors: Entry[] } }>) =>
    (await errorsOf(answer)).map((entry) => entry.data.code)

  test('the list is declared once: the OpenAPI document gives it as an enum, docs/api.md a line each', async () => {
    const openapi = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
    const badRequest = openapi.paths[STEPS].post.responses['400'].content['application/json'].schema
    const code = badRequest.properties.errors.items.properties.data.properties.code
    assert.deepEqual(code.enum, ERROR_CODE_NAMES)
    const table = readmePart(await readFile(API_DOC, 'utf8'), API_DOC_PARTS.errorCodes)
    assert.equal(
      table,
      `\n${errorCodesTable()}\n`,
      'docs/api.md differs from src/error-codes.ts: run npm run settings:docs',
    )
    for (const name of ERROR_CODE_NAMES) assert.match(errorCodesTable(), new RegExp(`^\\| \`${name}\` \\| \\S`, 'm'))
  })

  test('four wrong date-times are told apart by their echoed value, under one code', async () => {
    const sent = ['2026-13-01T10:15:00Z', '2026-11-20 10:15:00', '2026-11-20', '2026-11-20T10:15:00']
    const errors = await errorsOf(
      client.send(
        'POST',
        STEPS,
        sent.map((recorded_at) => applicationStep({ recorded_at })),
      ),
    )
    assert.deepEqual(
      errors.map((entry) => entry.data),
      sent.map((value, index) => ({ index, field: 'recorded_at', code: 'invalid_format', value })),
    )
  })

  test('each kind of problem of an item has its code', async () => {
    const items = [
      applicationStep({ recorded_at: undefined }),
      applicationStep({ step: '   ' }),
      applicationStep({ step_ats_id: 1.5 }),
      applicationStep({ job_offer_reference: 2 ** 60 }),
      applicationStep({ source: 'x'.repeat(256) }),
      applicationStep({ colour: 'blue' }),
      activity({ status: 'seen' }),
      'not an object',
    ]
    const errors = await errorsOf(client.send('POST', STEPS, items.slice(0, 3)))
    const more = await errorsOf(client.send('POST', STEPS, items.slice(3, 6)))
    const last = await errorsOf(client.send('POST', ACTIVITIES, items.slice(6)))
    assert.deepEqual(
      [...errors, ...more, ...last].map((entry) => entry.data),
      [
        { index: 0, field: 'recorded_at', code: 'required' },
        { index: 1, field: 'step', code: 'required', value: '   ' },
        { index: 2, field: 'step_ats_id', code: 'invalid_type', value: 1.5 },
        { index: 0, field: 'job_offer_reference', code: 'out_of_range', value: 2 ** 60 },
        { index: 1, field: 'source', code: 'too_long', value: 'x'.repeat(100) },
        { index: 2, field: 'colour', code: 'unknown_field' },
        { index: 0, field: 'status', code: 'not_allowed_value', value: 'seen' },
        { index: 1, field: null, code: 'invalid_type' },
      ],
    )
  })

  test('a refused e-mail or phone is never echoed; a long value is cut to 100 characters', async () => {
    const errors = await errorsOf(
      client.send('POST', STEPS, [
        applicationStep({ candidate_mail: 'jane.doe at example.org', candidate_phone: 'call me' }),
        applicationStep({ recorded_at: `${'é'.repeat(150)}` }),
      ]),
    )
    assert.deepEqual(
      errors.map((entry) => entry.data),
      [
        { index: 0, field: 'candidate_mail', code: 'invalid_format' },
        { index: 0, field: 'candidate_phone', code: 'invalid_format' },
        { index: 1, field: 'recorded_at', code: 'invalid_format', value: 'é'.repeat(100) },
      ],
    )
    assert.doesNotMatch(JSON.stringify(errors), /jane|call me/)
  })

  test('query parameters, bodies and requests have codes too', async () => {
    assert.deepEqual(await codesOf(client.send('GET', `${STEPS}?limit=0&colour=blue&step=`)), [
      'out_of_range',
      'unknown_parameter',
      'required',
    ])
    const json = { 'content-type': 'application/json' }
    assert.deepEqual(await codesOf(client.send('POST', STEPS, '[{', json)), ['invalid_json'])
    assert.deepEqual(await codesOf(client.send('POST', STEPS, '[{"a":1,"a":2}]', json)), ['duplicate_key'])
    assert.deepEqual(await codesOf(client.send('POST', STEPS, [{}, {}, {}, {}, {}])), ['too_many_items'])
    assert.deepEqual(await codesOf(client.send('POST', STEPS, 'a,b', { 'content-type': 'text/csv' })), [
      'unsupported_media_type',
    ])
    assert.deepEqual(await codesOf(client.send('GET', `${STEPS}/0`)), ['invalid_format'])
    assert.deepEqual(await codesOf(client.send('GET', `${STEPS}/999`)), ['not_found'])
    assert.deepEqual(await codesOf(client.send('DELETE', STEPS)), ['method_not_allowed'])
    assert.deepEqual(await codesOf(service.app.inject({ method: 'GET', url: STEPS }) as never), ['unauthorized'])
  })

  test('the rejection log keeps each problem’s code and value, but not the value of free text', async () => {
    const logged = await service.newClient('logged')
    const answer = await logged.send('POST', STEPS, [applicationStep({ recorded_at: '2026-11-20', step: '' })])
    const requestId = answer.headers['x-request-id']
    const page = (await logged.send('GET', `/v3/rejections?request_id=${requestId}`)).json()
    assert.deepEqual(page.data[0].problems, [
      { field: 'recorded_at', code: 'invalid_format', message: page.data[0].problems[0].message, value: '2026-11-20' },
      { field: 'step', code: 'required', message: 'step must not be blank' },
    ])
    const byCode = (await logged.send('GET', '/v3/rejections?code=required')).json()
    assert.equal(byCode.data.length, 1)
    assert.equal((await logged.send('GET', '/v3/rejections?code=too_long')).json().data.length, 0)
  })

  test('requests refused whole are logged by request id with their code, and counted apart', async () => {
    const careless = await service.newClient('careless')
    const json = { 'content-type': 'application/json' }
    const refused = [
      [careless.send('POST', STEPS, '{"not": "closed"', json), 400, 'invalid_json'],
      [careless.send('POST', STEPS, [{}, {}, {}, {}, {}]), 413, 'too_many_items'],
      [careless.send('POST', STEPS, 'x'.repeat(service.config.maxBodyBytes + 1), json), 413, 'body_too_large'],
      [careless.send('POST', STEPS, 'recorded_at,step', { 'content-type': 'text/csv' }), 415, 'unsupported_media_type'],
      [careless.send('POST', STEPS, { not: 'an array' }), 400, 'invalid_type'],
    ] as const
    for (const [sending, status, code] of refused) {
      const answer = await sending
      assert.equal(answer.statusCode, status, answer.body)
      const page = (await careless.send('GET', `/v3/rejections?request_id=${answer.headers['x-request-id']}`)).json()
      assert.deepEqual(
        page.data.map((entry: { index: unknown; resource: string; problems: { code: string }[] }) => [
          entry.index,
          entry.resource,
          entry.problems.map((problem) => problem.code),
        ]),
        [[null, 'application-steps', [code]]],
        code,
      )
    }
    const dryRun = await careless.send('POST', `${STEPS}?dry_run=true`, '[{', json)
    assert.equal(dryRun.statusCode, 400)
    const dryRunLog = await careless.send('GET', `/v3/rejections?request_id=${dryRun.headers['x-request-id']}`)
    assert.deepEqual(dryRunLog.json().data, [], 'a dry run logs nothing')

    const [row] = (await careless.send('GET', `/v3/reports/ingestion?${DAY}`)).json().data
    assert.equal(row.batches_refused, refused.length)
    assert.equal(row.batches, 0)
    assert.equal(row.rejected, 0)
  })

  test('the ingestion report counts rejections by code: an item under its first problem’s, a refusal under its own', async () => {
    const counted = await service.newClient('counted')
    await counted.send('POST', STEPS, [
      applicationStep(),
      applicationStep({ recorded_at: 'yesterday', step: '' }),
      applicationStep({ application_ats_id: 'A-3', recorded_at: null }),
    ])
    await counted.send('POST', STEPS, [applicationStep({ application_ats_id: 'A-4', recorded_at: 'today' })])
    await counted.send('POST', STEPS, 'nope', { 'content-type': 'application/json' })
    const [row] = (await counted.send('GET', `/v3/reports/ingestion?${DAY}`)).json().data
    assert.deepEqual(
      { rejected: row.rejected, batches_refused: row.batches_refused, reasons: row.reasons },
      { rejected: 3, batches_refused: 1, reasons: { invalid_format: 2, invalid_json: 1, required: 1 } },
    )
  })

  test('a compressed body that does not inflate is malformed_request', async () => {
    const bad = Buffer.concat([gzipSync(Buffer.from('[]')).subarray(0, 10), Buffer.from('garbage')])
    const codes = await codesOf(
      client.send('POST', STEPS, bad, { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
    )
    assert.deepEqual(codes, ['malformed_request'])
  })
})
