import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { applicationStep, isContractErrorBody, startService, type TestService } from './helpers.ts'

/** The labels of intake_http_requests_total and of the duration histogram, in the order they are printed. */
interface AnswerLabels {
  readonly route: string
  readonly method: string
  readonly status: number
}

describe('logs', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { logLevel: 'trace' } })
  })
  after(() => service.close())

  /** The `request answered` lines of one request. */
  const accessLines = (requestId: string) =>
    service.logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === requestId && line.msg === 'request answered')

  /** How many answers /metrics has counted and timed with these labels. */
  async function counted({ route, method, status }: AnswerLabels) {
    const text = (await service.app.inject({ method: 'GET', url: '/metrics' })).body
    const labels = `{route="${route}",method="${method}",status="${status}"}`
    const sample = (name: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${name}${labels} `))
          ?.split(' ')[1] ?? 0,
      )
    return {
      requests: sample('intake_http_requests_total'),
      timed: sample('intake_http_request_duration_seconds_count'),
    }
  }

  /** Asserts one access-log line of `requestId`, and one more count and timing of its labels than `before`. */
  async function assertLoggedAndCountedOnce(
    requestId: string,
    labels: AnswerLabels,
    before: { requests: number; timed: number },
  ) {
    const lines = accessLines(requestId)
    assert.equal(lines.length, 1, `${requestId}: ${JSON.stringify(lines)}`)
    const [line] = lines
    assert.equal(line?.status, labels.status, requestId)
    assert.equal(line?.method, labels.method, requestId)
    assert.equal(line?.route, labels.route === 'unknown' ? null : labels.route, requestId)
    assert.equal(typeof line?.durationMs, 'number', requestId)
    assert.deepEqual(await counted(labels), { requests: before.requests + 1, timed: before.timed + 1 }, requestId)
  }

  test('are JSON lines with the request id', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [], { 'x-request-id': 'find-me-in-the-logs' })
    assert.equal(answer.statusCode, 200)
    const lines = service.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    assert.ok(lines.some((line) => line.reqId === 'find-me-in-the-logs'))
  })

  test('never contain a client secret, an access token, or a candidate e-mail or phone number, in any form', async () => {
    const client = await service.newClient()
    const mail = 'jane.doe.private@example.org'
    const phone = '+33 6 12 34 56 78'
    const stored = await client.send('POST', '/v3/ats/application-steps', [
      applicationStep({ candidate_ats_id: 'C-LOGGED', candidate_mail: mail, candidate_phone: phone }),
      applicationStep({ candidate_mail: `${mail} invalid`, candidate_phone: `${phone} x` }),
    ])
    assert.equal(stored.statusCode, 207)
    const id = stored.json().data[0].id
    await client.send('PATCH', `/v3/ats/application-steps/${id}`, {
      candidate_mail: 'not a mail',
      candidate_phone: phone,
    })
    await client.send('PATCH', `/v3/ats/application-steps/${id}`, { candidate_mail: mail })
    await service.app.inject({
      method: 'POST',
      url: '/v3/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
    })
    await service.requestToken(client.clientId, `${client.clientSecret}wrong`)
    await client.send('POST', '/v3/ats/application-steps', `{"candidate_mail": "${mail}", oops}`, {
      'content-type': 'application/json',
    })
    // The read side returns the personal data: the answers hold it, the logs must not.
    for (const accept of ['application/json', 'application/x-ndjson', 'text/csv']) {
      const read = await client.send('GET', '/v3/ats/application-steps?candidate_ats_id=C-LOGGED', undefined, {
        accept,
      })
      assert.ok(read.body.includes(mail), accept)
    }
    assert.ok((await client.send('GET', `/v3/ats/application-steps/${id}`)).body.includes(mail))
    const erased = await client.send('DELETE', '/v3/ats/candidates/C-LOGGED/personal-data')
    assert.equal(erased.statusCode, 200, erased.body)

    const everything = service.logs.lines.join('\n')
    assert.ok(service.logs.lines.length > 10, 'something was logged')
    const secrets = [client.clientSecret, client.token, mail, phone, '12 34 56 78', phone.replace(/\D/g, '')]
    const forms = secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])
    for (const form of forms) {
      assert.ok(!everything.includes(form), `the logs contain ${form.slice(0, 12)}...`)
    }
  })

  test('a URL with a bad percent-encoding answers 400 with the error body, logs one access line and is counted once', async () => {
    const labels = { route: 'unknown', method: 'GET', status: 400 }
    const before = await counted(labels)
    const answer = await service.app.inject({
      method: 'GET',
      url: '/v3/ats/application-steps/%ZZ?candidate_mail=jane.doe.badurl@example.org',
      headers: { 'x-request-id': 'badurl-probe-1' },
    })
    assert.equal(answer.statusCode, 400)
    assert.ok(isContractErrorBody(answer.json()))
    assert.equal(answer.json().message, 'The URL is malformed (bad percent-encoding)')
    assert.equal(answer.headers['x-request-id'], 'badurl-probe-1')
    await assertLoggedAndCountedOnce('badurl-probe-1', labels, before)
    // The same fields as every access line: the path without its query.
    assert.equal(accessLines('badurl-probe-1')[0]?.path, '/v3/ats/application-steps/%ZZ')
    assert.ok(!service.logs.lines.join('\n').includes('jane.doe.badurl'), 'a query value is logged')
  })

  test('every answer sent outside a route (404, 405, a path parameter over the router limit) logs one access line and is counted once', async () => {
    const cases: [requestId: string, method: 'GET' | 'DELETE', url: string, status: number][] = [
      ['outside-404', 'GET', '/v3/no-such-endpoint', 404],
      ['outside-404-version', 'GET', '/v2/jobboard/job-offers', 404],
      ['outside-405', 'DELETE', '/v3/jobboard/job-offers', 405],
      // Only through inject: over a socket, Node's header size limit refuses such a request line first (431).
      ['outside-414', 'GET', `/v3/ats/application-steps/${'a'.repeat(17 * 1024)}`, 414],
    ]
    for (const [requestId, method, url, status] of cases) {
      const labels = { route: 'unknown', method, status }
      const before = await counted(labels)
      const answer = await service.app.inject({ method, url, headers: { 'x-request-id': requestId } })
      assert.equal(answer.statusCode, status, `${requestId}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()), requestId)
      await assertLoggedAndCountedOnce(requestId, labels, before)
    }
  })

  test('a routed request, answered or refused, logs one access line and is counted once', async () => {
    const client = await service.newClient()
    const route = '/v3/jobboard/job-offers'
    const cases: [requestId: string, headers: Record<string, string>, status: number][] = [
      ['routed-200', {}, 200],
      ['routed-415', { 'content-type': 'text/plain; charset=utf-8' }, 415],
      ['routed-malformed-content-type', { 'content-type': 'a/b/c' }, 415],
    ]
    for (const [requestId, headers, status] of cases) {
      const labels = { route, method: 'POST', status }
      const before = await counted(labels)
      const answer = await client.send('POST', route, headers['content-type'] === undefined ? [] : '[]', {
        'x-request-id': requestId,
        ...headers,
      })
      assert.equal(answer.statusCode, status, `${requestId}: ${answer.body}`)
      await assertLoggedAndCountedOnce(requestId, labels, before)
    }
  })
})
