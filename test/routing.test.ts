import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { isContractErrorBody, startService, type TestClient, type TestService } from './helpers.ts'

describe('routing, versions and request ids', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService()
    client = await service.newClient()
  })
  after(() => service.close())

  test('an unknown path under /v3 is 404 with the error body', async () => {
    const answer = await client.send('GET', '/v3/nothing-here')
    assert.equal(answer.statusCode, 404)
    assert.ok(isContractErrorBody(answer.json()))
    assert.equal(answer.json().message, 'There is no endpoint at GET /v3/nothing-here')
  })

  test('another version is 404 with a message naming v3', async () => {
    for (const url of ['/v2/ats/application-steps', '/v4/oauth2/token', '/', '/ats/application-steps']) {
      const answer = await service.app.inject({ method: 'POST', url, payload: [] })
      assert.equal(answer.statusCode, 404, url)
      assert.ok(isContractErrorBody(answer.json()))
      assert.match(answer.json().message, /v3/)
    }
  })

  test('a known path with another method is 405 with Allow', async () => {
    const cases = [
      ['PUT', '/v3/ats/application-steps', 'POST, GET, HEAD'],
      ['DELETE', '/v3/jobboard/activities', 'POST, GET, HEAD'],
      ['PUT', '/v3/jobboard/job-offers', 'POST, GET, HEAD'],
      ['GET', '/v3/oauth2/token', 'POST'],
      ['POST', '/v3/ats/application-steps/12', 'GET, HEAD, PATCH'],
      ['PATCH', '/v3/jobboard/activities/12', 'GET, HEAD'],
    ] as const
    for (const [method, url, allow] of cases) {
      const answer = await client.send(method, url)
      assert.equal(answer.statusCode, 405, `${method} ${url}`)
      assert.equal(answer.headers.allow, allow)
      assert.ok(isContractErrorBody(answer.json()))
    }
  })

  test('a browser is sent from / to the console whatever parameters its Accept gives text/html', async () => {
    for (const accept of ['text/html; charset=utf-8', 'text/html;level=1, application/json;q=0.9']) {
      const answer = await service.app.inject({ method: 'GET', url: '/', headers: { accept } })
      assert.equal(answer.statusCode, 302, accept)
      assert.equal(answer.headers.location, '/console/', accept)
    }
  })

  test('a URL that cannot be decoded is 400 with the error body', async () => {
    const answer = await client.send('GET', '/v3/%zz')
    assert.equal(answer.statusCode, 400)
    assert.ok(isContractErrorBody(answer.json()))
    assert.equal(answer.json().message, 'The URL is malformed (bad percent-encoding)')
  })

  test('a trailing slash is ignored', async () => {
    const answer = await client.send('POST', '/v3/jobboard/job-offers/', [])
    assert.equal(answer.statusCode, 200)
  })

  test('every answer carries a generated X-Request-Id', async () => {
    const answer = await client.send('GET', '/v3/nothing-here')
    assert.match(String(answer.headers['x-request-id']), /^[0-9a-f-]{36}$/)
  })

  test('an incoming X-Request-Id is echoed back', async () => {
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [], { 'x-request-id': 'trace-42.a:b' })
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.headers['x-request-id'], 'trace-42.a:b')
  })

  test('an implausible incoming X-Request-Id is replaced', async () => {
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [], { 'x-request-id': 'a b<script>' })
    assert.match(String(answer.headers['x-request-id']), /^[0-9a-f-]{36}$/)
  })

  test('answers are not to be sniffed or cached', async () => {
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [])
    assert.equal(answer.headers['x-content-type-options'], 'nosniff')
    assert.equal(answer.headers['cache-control'], 'no-store')
    assert.equal(answer.headers['x-powered-by'], undefined)
  })
})
