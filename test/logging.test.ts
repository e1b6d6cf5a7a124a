import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { applicationStep, startService, type TestService } from './helpers.ts'

describe('logs', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { logLevel: 'trace' } })
  })
  after(() => service.close())

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
})
