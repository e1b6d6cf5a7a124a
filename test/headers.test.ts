import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { InjectOptions } from 'fastify'
import { applicationStep, type Reply, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * The security headers of every kind of answer, successes and errors alike: nothing names the
 * software, no content sniffing, no caching of tokens or data, and no CORS (the API serves other
 * servers, not browsers: no Access-Control-* header is ever sent, and a preflight is not granted).
 */

const STEPS = '/v3/ats/application-steps'
const ORIGIN = 'https://evil.example'

function assertSecurityHeaders(answer: Reply, what: string) {
  assert.equal(answer.headers['x-powered-by'], undefined, `${what}: X-Powered-By`)
  assert.equal(answer.headers.server, undefined, `${what}: Server`)
  assert.equal(answer.headers['x-content-type-options'], 'nosniff', `${what}: X-Content-Type-Options`)
  assert.equal(answer.headers['cache-control'], 'no-store', `${what}: Cache-Control`)
  const cors = Object.keys(answer.headers).filter((name) => name.toLowerCase().startsWith('access-control-'))
  assert.deepEqual(cors, [], `${what}: CORS headers`)
}

describe('security headers and CORS', () => {
  let service: TestService
  let client: TestClient
  let stepId: number
  before(async () => {
    service = await startService({ config: { maxBodyBytes: 4096 } })
    client = await service.newClient()
    const stored = await client.send('POST', STEPS, [applicationStep({ candidate_mail: 'x@example.org' })])
    stepId = stored.json().data[0].id
  })
  after(() => service.close())

  test('every token and data answer, success or error, carries nosniff and no-store, and no X-Powered-By or CORS header', async () => {
    const bearer = { authorization: `Bearer ${client.token}`, origin: ORIGIN }
    const json = { ...bearer, 'content-type': 'application/json' }
    const requests: [expected: number, request: InjectOptions][] = [
      [200, { method: 'POST', url: '/v3/oauth2/token', headers: { origin: ORIGIN }, payload: credentials() }],
      [401, { method: 'POST', url: '/v3/oauth2/token', payload: { client_id: 'cl_nobody', client_secret: 'x' } }],
      [400, { method: 'POST', url: '/v3/oauth2/token', payload: {} }],
      [415, { method: 'POST', url: '/v3/oauth2/token', headers: { 'content-type': 'text/plain' }, payload: 'x' }],
      [201, { method: 'POST', url: STEPS, headers: bearer, payload: [applicationStep({ step: 'hired' })] }],
      [207, { method: 'POST', url: STEPS, headers: bearer, payload: [applicationStep(), { step: 1 }] }],
      [400, { method: 'POST', url: STEPS, headers: json, payload: '[{' }],
      [413, { method: 'POST', url: STEPS, headers: json, payload: JSON.stringify(['x'.repeat(5000)]) }],
      [415, { method: 'POST', url: STEPS, headers: { ...bearer, 'content-type': 'text/xml' }, payload: '<a/>' }],
      [401, { method: 'POST', url: STEPS, headers: { origin: ORIGIN }, payload: [] }],
      [401, { method: 'GET', url: STEPS, headers: { authorization: 'Bearer not.a.token' } }],
      [200, { method: 'GET', url: STEPS, headers: bearer }],
      [200, { method: 'GET', url: STEPS, headers: { ...bearer, accept: 'application/x-ndjson' } }],
      [200, { method: 'GET', url: STEPS, headers: { ...bearer, accept: 'text/csv' } }],
      [406, { method: 'GET', url: STEPS, headers: { ...bearer, accept: 'image/png' } }],
      [400, { method: 'GET', url: `${STEPS}?limit=0`, headers: bearer }],
      [200, { method: 'GET', url: `${STEPS}/${stepId}`, headers: bearer }],
      [404, { method: 'GET', url: `${STEPS}/999999`, headers: bearer }],
      [200, { method: 'PATCH', url: `${STEPS}/${stepId}`, headers: bearer, payload: { source: 'x' } }],
      [200, { method: 'DELETE', url: '/v3/ats/candidates/C-1/personal-data', headers: bearer }],
      [404, { method: 'DELETE', url: '/v3/ats/candidates/C-NONE/personal-data', headers: bearer }],
      [405, { method: 'PUT', url: STEPS, headers: bearer }],
      [404, { method: 'GET', url: '/v3/nothing-here', headers: bearer }],
      [404, { method: 'GET', url: '/v2/ats/application-steps', headers: bearer }],
      [400, { method: 'GET', url: '/v3/%zz', headers: bearer }],
    ]
    for (const [expected, request] of requests) {
      const answer = (await service.app.inject(request)) as Reply
      const what = `${request.method} ${request.url} (${expected})`
      assert.equal(answer.statusCode, expected, `${what}: ${answer.body}`)
      assertSecurityHeaders(answer, what)
    }

    function credentials() {
      return { client_id: client.clientId, client_secret: client.clientSecret }
    }
  })

  test("every console answer, errors included (a URL that cannot be decoded, a missing file, another method), carries the console's headers", async () => {
    const CONSOLE_HEADERS = [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]
    const page = (await service.app.inject({ method: 'GET', url: '/console/' })) as Reply
    assert.equal(page.statusCode, 200)
    const expected = Object.fromEntries(CONSOLE_HEADERS.map((name) => [name, page.headers[name]]))
    assert.match(String(expected['content-security-policy']), /frame-ancestors 'none'/)
    assert.equal(expected['x-frame-options'], 'DENY')
    const requests: [expected: number, request: InjectOptions][] = [
      [400, { method: 'GET', url: '/console/%ff' }],
      [400, { method: 'GET', url: '/console/assets/%E0%A4%A' }],
      [404, { method: 'GET', url: '/console/missing.js' }],
      [404, { method: 'POST', url: '/console/', payload: {} }],
    ]
    for (const [status, request] of requests) {
      const answer = (await service.app.inject(request)) as Reply
      const what = `${request.method} ${request.url} (${status})`
      assert.equal(answer.statusCode, status, `${what}: ${answer.body}`)
      assert.deepEqual(Object.fromEntries(CONSOLE_HEADERS.map((name) => [name, answer.headers[name]])), expected, what)
      assertSecurityHeaders(answer, what)
    }
  })

  test('a CORS preflight is not granted, on the data and token endpoints', async () => {
    for (const url of [STEPS, `${STEPS}/${stepId}`, '/v3/oauth2/token']) {
      const answer = (await service.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })) as Reply
      assert.ok(answer.statusCode >= 400, `OPTIONS ${url}: ${answer.statusCode}`)
      assertSecurityHeaders(answer, `OPTIONS ${url}`)
    }
  })
})
