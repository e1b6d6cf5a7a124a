import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import createClient, { type Client } from 'openapi-fetch'
import { GENERATED_TYPES_FILE, generateTypes } from '../scripts/openapi-types.ts'
import type { paths } from './generated/intake-api.d.ts'
import { startService, type TestService } from './helpers.ts'

/**
 * The TypeScript types generated from the OpenAPI document (test/generated/intake-api.d.ts, by
 * `npm run openapi:types`) are up to date, and a client typed by them (openapi-fetch) works against the
 * service: this file is type-checked with the rest (npm run typecheck), so a schema change that breaks
 * typed clients breaks the build.
 */

/** One item of a batch of application steps, as the generated types describe it. */
type NewStep = paths['/v3/ats/application-steps']['post']['requestBody']['content']['application/json'][number]

const step: NewStep = {
  recorded_at: '2026-11-20T10:15:00Z',
  job_offer_reference: 'JO-1',
  candidate_ats_id: 42,
  step: 'applied',
  application_ats_id: 'typed-1',
  candidate_mail: null,
}

describe('the typed client generated from the OpenAPI document', () => {
  let service: TestService
  let api: Client<paths>
  let clientId: string
  let clientSecret: string

  before(async () => {
    service = await startService()
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = service.app.server.address() as AddressInfo
    api = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` })
    ;({ clientId, clientSecret } = await service.newClient('typed client'))
  })
  after(() => service.close())

  /** An access token, asked for through the typed client. */
  async function accessToken(): Promise<string> {
    const { data, error, response } = await api.POST('/v3/oauth2/token', {
      body: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    })
    assert.equal(response.status, 200, JSON.stringify(error))
    assert.ok(data)
    const tokenType: 'Bearer' = data.token_type
    assert.equal(tokenType, 'Bearer')
    const expiresIn: number = data.expires_in
    assert.equal(expiresIn, service.config.tokenLifetimeSeconds)
    return data.access_token
  }

  test('the committed types are what the running service’s document generates (npm run openapi:types)', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
    const fresh = await generateTypes(document)
    const committed = await readFile(GENERATED_TYPES_FILE, 'utf8')
    assert.ok(
      committed === fresh,
      `${GENERATED_TYPES_FILE} is out of date: run npm run openapi:types (first differing line: ${
        fresh.split('\n').find((line, i) => line !== committed.split('\n')[i]) ?? '(length)'
      })`,
    )
  })

  test('a token, then a batch of application steps (201) and a change to one of them (200)', async () => {
    const token = await accessToken()
    const auth = { authorization: `Bearer ${token}` }
    const stored = await api.POST('/v3/ats/application-steps', {
      headers: auth,
      body: [step],
    })
    assert.equal(stored.response.status, 201, JSON.stringify(stored.error))
    assert.ok(stored.data && 'data' in stored.data && stored.data.data)
    const [record] = stored.data.data
    assert.ok(record)
    const id: number = record.id
    assert.ok(Number.isSafeInteger(id) && id > 0)
    // An integer identifier is stored and returned as its decimal text.
    const candidate: string = record.candidate_ats_id
    assert.equal(candidate, '42')
    const mail: string | null = record.candidate_mail
    assert.equal(mail, null)

    const changed = await api.PATCH('/v3/ats/application-steps/{id}', {
      headers: auth,
      params: { path: { id: String(id) } },
      body: { step: 'interview', source: 'typed client' },
    })
    assert.equal(changed.response.status, 200, JSON.stringify(changed.error))
    assert.ok(changed.data)
    const [updated] = changed.data.data
    assert.equal(updated?.step, 'interview')
    assert.equal(updated?.source, 'typed client')
    assert.equal(updated?.application_ats_id, 'typed-1')
  })

  test('typed error bodies: 207 with the rejected items, 400, 401, 404', async () => {
    const auth = { authorization: `Bearer ${await accessToken()}` }
    const valid: NewStep = { ...step, application_ats_id: 'typed-2' }
    // Not what the types allow: an item without its required fields, which the service refuses item by item.
    const empty = {} as NewStep
    const partly = await api.POST('/v3/ats/application-steps', { headers: auth, body: [valid, empty] })
    assert.equal(partly.response.status, 207)
    assert.ok(partly.data && 'errors' in partly.data)
    const rejected = partly.data.errors
    assert.ok(rejected.length > 0)
    for (const entry of rejected) {
      assert.equal(typeof entry.message, 'string')
      // Typed: data holds the code, and for an item its index and field.
      assert.equal(entry.data.index, 1)
      assert.equal(entry.data.code, 'required')
    }
    assert.equal(partly.data.data?.length, 1)

    const invalid = await api.POST('/v3/ats/application-steps', { headers: auth, body: [empty] })
    assert.equal(invalid.response.status, 400)
    assert.equal(invalid.data, undefined)
    assert.ok(invalid.error)
    const message: string = invalid.error.message
    assert.match(message, /every item is invalid/)
    assert.ok(invalid.error.errors.length > 0)

    const anonymous = await api.POST('/v3/jobboard/job-offers', { body: [{ reference: 'JO-1' }] })
    assert.equal(anonymous.response.status, 401)
    assert.equal(typeof anonymous.error?.message, 'string')

    const missing = await api.PATCH('/v3/ats/application-steps/{id}', {
      headers: auth,
      params: { path: { id: '999999999' } },
      body: {},
    })
    assert.equal(missing.response.status, 404)
    assert.equal(missing.error?.message, 'There is no application step 999999999')
    assert.deepEqual(missing.error?.errors, [
      { message: 'There is no application step 999999999', data: { code: 'not_found' } },
    ])

    const token = await api.POST('/v3/oauth2/token', { body: { client_id: clientId, client_secret: 'wrong' } })
    assert.equal(token.response.status, 401)
    const code: string | undefined = token.error?.error
    assert.equal(code, 'invalid_client')
  })

  test('a form-encoded token request through the typed client', async () => {
    let sent = ''
    const { data, response } = await api.POST('/v3/oauth2/token', {
      body: { client_id: clientId, client_secret: clientSecret },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      fetch: async (request) => {
        sent = await request.clone().text()
        return fetch(request)
      },
    })
    assert.equal(sent, new URLSearchParams({ client_id: clientId, client_secret: clientSecret }).toString())
    assert.equal(response.status, 200)
    assert.equal(data?.token_type, 'Bearer')
  })
})
