import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { decodeJwt } from 'jose'
import { createClient, disableClient, rotateSecret } from '../src/auth/clients.ts'
import { generateClientId, hashSecret } from '../src/auth/secrets.ts'
import { createClientStore } from '../src/db/clients.ts'
import { isContractErrorBody, type Reply, startService, TEST_ACTOR, type TestService } from './helpers.ts'

const TOKEN_URL = '/v3/oauth2/token'
const JOB_OFFERS = '/v3/jobboard/job-offers'
const FORM = 'application/x-www-form-urlencoded'
const INVALID_CLIENT = 'Client authentication failed: unknown client, wrong secret or disabled client'
const BASIC_CHALLENGE = 'Basic realm="intake"'

/** application/x-www-form-urlencoded, as RFC 6749 appendix B asks: a space is "+". */
const formEncode = (text: string) => new URLSearchParams({ v: text }).toString().slice('v='.length)

/** An Authorization header carrying exactly these two (already encoded, or deliberately not) parts. */
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`, 'utf8').toString('base64')}`

function tokenRequest(
  service: TestService,
  options: { json?: unknown; form?: string; authorization?: string; contentType?: string; payload?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {}
  if (options.authorization !== undefined) headers.authorization = options.authorization
  let payload: string | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    payload = JSON.stringify(options.json)
  } else if (options.form !== undefined) {
    headers['content-type'] = FORM
    payload = options.form
  } else if (options.payload !== undefined) {
    payload = options.payload
  }
  if (options.contentType !== undefined) headers['content-type'] = options.contentType
  return service.app.inject({
    method: 'POST',
    url: TOKEN_URL,
    headers,
    ...(payload === undefined ? {} : { payload }),
  }) as Promise<Reply>
}

/** A 200 token answer of the contract, with the lifetime expected, for this client; returns the token. */
function assertTokenIssued(answer: Reply, clientId: string, expiresIn = 3600, scope = 'data'): string {
  assert.equal(answer.statusCode, 200, answer.body)
  assert.match(String(answer.headers['content-type']), /^application\/json/)
  const body = answer.json()
  assert.deepEqual(Object.keys(body).sort(), ['access_token', 'client_name', 'expires_in', 'scope', 'token_type'])
  // The client's name: how a data client, which may not read /v3/admin, learns its own.
  assert.equal(typeof body.client_name, 'string')
  assert.ok(body.client_name.length > 0)
  assert.equal(body.token_type, 'Bearer')
  // The client's role, in the answer and as the token's scope claim (RFC 6749 section 5.1, RFC 9068 section 2.2.3).
  assert.equal(body.scope, scope)
  assert.equal(body.expires_in, expiresIn)
  assert.equal(typeof body.access_token, 'string')
  const claims = decodeJwt(body.access_token)
  assert.equal(claims.sub, clientId)
  assert.equal(claims.client_id, clientId)
  assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), expiresIn)
  assert.equal(claims.scope, scope)
  return body.access_token as string
}

/** An error answer of the token endpoint: the contract's error body plus the RFC 6749 `error`, not cached. */
function assertOAuthError(answer: Reply, statusCode: number, error: string, message?: string | RegExp) {
  assert.equal(answer.statusCode, statusCode, answer.body)
  const body = answer.json()
  assert.ok(isContractErrorBody(body, { oauth: true }), answer.body)
  assert.equal(typeof body.error, 'string')
  assert.equal(body.error, error)
  if (typeof message === 'string') assert.equal(body.message, message)
  else if (message !== undefined) assert.match(body.message, message)
  assert.equal(answer.headers['cache-control'], 'no-store')
  assert.equal(answer.headers.pragma, 'no-cache')
}

/** Each error entry's data, in order: the body parameter it names (if any) and its code. */
function assertEntries(answer: Reply, expected: readonly { field?: string; code: string }[]) {
  const entries: { data: unknown }[] = answer.json().errors
  assert.deepEqual(
    entries.map((entry) => entry.data),
    expected,
    answer.body,
  )
}

async function assertTokenWorks(service: TestService, token: string) {
  const answer = await service.app.inject({
    method: 'POST',
    url: JOB_OFFERS,
    headers: { authorization: `Bearer ${token}` },
    payload: [],
  })
  assert.equal(answer.statusCode, 200, answer.body)
}

describe('POST /v3/oauth2/token', () => {
  let service: TestService
  before(async () => {
    // Malformed requests name no client id, so they are all counted against one address: this file
    // sends more of them than the default 20 a minute. Throttling has its own service below.
    service = await startService({ config: { tokenAttemptsPerMinute: 1_000 } })
  })
  after(() => service.close())

  /** A new client with its credentials but no token yet: one hash cheaper than `service.newClient()`. */
  async function registerClient() {
    const created = await createClient(service.db, TEST_ACTOR, { name: 'test client' })
    return { clientId: created.client_id, clientSecret: created.client_secret }
  }

  test('a JSON body gets a Bearer token for 3600 s, marked not to be cached', async () => {
    const client = await registerClient()
    const answer = await service.requestToken(client.clientId, client.clientSecret)
    const token = assertTokenIssued(answer, client.clientId)
    assert.equal(answer.headers['cache-control'], 'no-store')
    assert.equal(answer.headers.pragma, 'no-cache')
    await assertTokenWorks(service, token)
  })

  test('a form-encoded body gets a token', async () => {
    const client = await registerClient()
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }).toString()
    const answer = await tokenRequest(service, { form })
    await assertTokenWorks(service, assertTokenIssued(answer, client.clientId))
    assert.equal(answer.headers['cache-control'], 'no-store')
    assert.equal(answer.headers.pragma, 'no-cache')
  })

  test('HTTP Basic credentials get a token, with or without a form body, whatever the case of "Basic"', async () => {
    const { clientId, clientSecret } = await registerClient()
    const header = basic(formEncode(clientId), formEncode(clientSecret))
    const withForm = await tokenRequest(service, { authorization: header, form: 'grant_type=client_credentials' })
    await assertTokenWorks(service, assertTokenIssued(withForm, clientId))
    assertTokenIssued(await tokenRequest(service, { authorization: header }), clientId)
    assertTokenIssued(await tokenRequest(service, { authorization: header.replace('Basic', 'basic') }), clientId)
    const encodedByUriRules = basic(encodeURIComponent(clientId), encodeURIComponent(clientSecret))
    assertTokenIssued(await tokenRequest(service, { authorization: encodedByUriRules }), clientId)
    // The client id repeated in the body (allowed by RFC 6749 2.3.1) is no conflict.
    const sameId = await tokenRequest(service, { authorization: header, json: { client_id: clientId } })
    assertTokenIssued(sameId, clientId)
  })

  test('Basic credentials are form-decoded before use (RFC 6749 2.3.1): "+" or %20 for a space, %XX escapes', async () => {
    // Service-made secrets are base64url and need no encoding; a stored hash of a chosen secret shows the decoding.
    const clientId = generateClientId()
    const clientSecret = 'a b+c:d/é%'
    await createClientStore(service.db).create(
      clientId,
      'client with a chosen secret',
      await hashSecret(clientSecret),
      'data',
    )
    assert.equal(formEncode(clientSecret), 'a+b%2Bc%3Ad%2F%C3%A9%25')
    assertTokenIssued(
      await tokenRequest(service, { authorization: basic(clientId, formEncode(clientSecret)) }),
      clientId,
    )
    const uriEncoded = basic(clientId, encodeURIComponent(clientSecret))
    assertTokenIssued(await tokenRequest(service, { authorization: uriEncoded }), clientId)
    const everyCharacterEscaped = [...Buffer.from(clientId)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    const escapedId = basic(everyCharacterEscaped.join(''), formEncode(clientSecret))
    assertTokenIssued(await tokenRequest(service, { authorization: escapedId }), clientId)
  })

  test('a literal "+" in Basic credentials is a space, so an unencoded "+" is a wrong secret (401)', async () => {
    const { clientId, clientSecret } = await registerClient()
    for (const secret of [`${clientSecret}+`, `${clientSecret.slice(0, 10)}+${clientSecret.slice(10)}`]) {
      const answer = await tokenRequest(service, { authorization: basic(clientId, secret) })
      assertOAuthError(answer, 401, 'invalid_client', INVALID_CLIENT)
      assert.equal(answer.headers['www-authenticate'], BASIC_CHALLENGE)
    }
    // The same secret with its "+" sent as %2B is the literal character: the secret is still wrong.
    const escapedPlus = await tokenRequest(service, { authorization: basic(clientId, `${clientSecret}%2B`) })
    assertOAuthError(escapedPlus, 401, 'invalid_client', INVALID_CLIENT)
  })

  test('Basic credentials that cannot be decoded are 401 invalid_client with a Basic challenge', async () => {
    const [clientId, clientSecret] = ['cl_some_client', 'some-secret']
    const headers = [
      'Basic !!!',
      `Basic ${Buffer.from(`${clientId}${clientSecret}`).toString('base64')}`, // no colon
      basic(clientId, `${clientSecret}%zz`), // bad percent-encoding
    ]
    for (const authorization of headers) {
      const answer = await tokenRequest(service, { authorization })
      assertOAuthError(answer, 401, 'invalid_client', INVALID_CLIENT)
      assert.equal(answer.headers['www-authenticate'], BASIC_CHALLENGE, authorization)
    }
  })

  test('credentials both by Basic and in the body are 400 invalid_request, not_allowed_value on the body’s', async () => {
    const header = basic('cl_some_client', 'some-secret')
    const cases = [
      { json: { client_secret: 'some-secret' }, field: 'client_secret' },
      { json: { client_id: 'cl_someone_else' }, field: 'client_id' },
    ]
    for (const { json, field } of cases) {
      const answer = await tokenRequest(service, { authorization: header, json })
      assertOAuthError(
        answer,
        400,
        'invalid_request',
        'Send the client credentials either by HTTP Basic or in the body, not both',
      )
      assertEntries(answer, [{ field, code: 'not_allowed_value' }])
    }
  })

  test('grant_type omitted defaults to client_credentials; client_credentials itself is accepted', async () => {
    const { clientId, clientSecret } = await registerClient()
    assertTokenIssued(
      await tokenRequest(service, { json: { client_id: clientId, client_secret: clientSecret } }),
      clientId,
    )
    const form = new URLSearchParams({ client_id: clientId, client_secret: clientSecret }).toString()
    assertTokenIssued(await tokenRequest(service, { form }), clientId)
    const explicit = { client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials' }
    assertTokenIssued(await tokenRequest(service, { json: explicit }), clientId)
  })

  test('grant_type sent without a value is treated as omitted (RFC 6749 3.2)', async () => {
    const { clientId, clientSecret } = await registerClient()
    const form = new URLSearchParams({ grant_type: '', client_id: clientId, client_secret: clientSecret }).toString()
    assertTokenIssued(await tokenRequest(service, { form }), clientId)
  })

  test('another grant_type is 400 unsupported_grant_type (not_allowed_value), even with good credentials', async () => {
    const { clientId, clientSecret } = await registerClient()
    for (const grantType of ['password', 'authorization_code', 'Client_Credentials']) {
      const json = { grant_type: grantType, client_id: clientId, client_secret: clientSecret }
      const answer = await tokenRequest(service, { json })
      assertOAuthError(
        answer,
        400,
        'unsupported_grant_type',
        `grant_type must be client_credentials, not "${grantType}"`,
      )
      assertEntries(answer, [{ field: 'grant_type', code: 'not_allowed_value' }])
    }
  })

  test('a missing client_id or client_secret is 400 invalid_request, one entry coded required for each', async () => {
    const both = [
      { field: 'client_id', code: 'required' },
      { field: 'client_secret', code: 'required' },
    ]
    const cases: [Parameters<typeof tokenRequest>[1], string, { field: string; code: string }[]][] = [
      [{ json: { client_secret: 'secret' } }, 'Missing client_id', [{ field: 'client_id', code: 'required' }]],
      [{ json: { client_id: 'cl_x' } }, 'Missing client_secret', [{ field: 'client_secret', code: 'required' }]],
      [
        { json: { client_id: '', client_secret: 'secret' } },
        'Missing client_id',
        [{ field: 'client_id', code: 'required' }],
      ],
      [{ json: {} }, 'Missing client_id and client_secret', both],
      [{ form: 'grant_type=client_credentials' }, 'Missing client_id and client_secret', both],
      [{}, 'Missing client_id and client_secret', both],
    ]
    for (const [options, message, entries] of cases) {
      const answer = await tokenRequest(service, options)
      assertOAuthError(answer, 400, 'invalid_request', message)
      assertEntries(answer, entries)
    }
  })

  test('parameters that are not strings, repeated or not in an object are 400 invalid_request, coded invalid_type', async () => {
    const cases: [Parameters<typeof tokenRequest>[1], string, string | undefined][] = [
      [{ json: { client_id: 42, client_secret: 'secret' } }, 'client_id must be a string', 'client_id'],
      [{ json: { client_id: 'cl_x', client_secret: null } }, 'client_secret must be a string', 'client_secret'],
      [{ json: { client_id: 'cl_x', client_secret: ['secret'] } }, 'client_secret must be a string', 'client_secret'],
      [
        { json: { client_id: 'cl_x', client_secret: 's', grant_type: true } },
        'grant_type must be a string',
        'grant_type',
      ],
      [{ form: 'client_id=cl_x&client_id=cl_y&client_secret=s' }, 'client_id must be a string', 'client_id'],
      [{ json: [] }, 'The token request body must be an object of parameters', undefined],
      [{ json: 'cl_x:secret' }, 'The token request body must be an object of parameters', undefined],
    ]
    for (const [options, message, field] of cases) {
      const answer = await tokenRequest(service, options)
      assertOAuthError(answer, 400, 'invalid_request', message)
      assertEntries(answer, [field === undefined ? { code: 'invalid_type' } : { field, code: 'invalid_type' }])
    }
  })

  test('a body that is not valid JSON is 400 invalid_request, coded invalid_json', async () => {
    const answer = await tokenRequest(service, { contentType: 'application/json', payload: '{"client_id": ' })
    assertOAuthError(answer, 400, 'invalid_request', /not valid JSON/)
    assertEntries(answer, [{ code: 'invalid_json' }])
  })

  test('unknown client, wrong secret and disabled client all get the same 401 invalid_client, with a Basic challenge for credentials in the body too', async () => {
    const active = await registerClient()
    const disabled = await registerClient()
    await disableClient(service.db, TEST_ACTOR, disabled.clientId)
    const answers = [
      await service.requestToken('cl_nobody_has_this_id', active.clientSecret),
      await service.requestToken(active.clientId, `${active.clientSecret.slice(0, -1)}x`),
      await service.requestToken(disabled.clientId, disabled.clientSecret),
    ]
    for (const answer of answers) {
      assertOAuthError(answer, 401, 'invalid_client', INVALID_CLIENT)
      assert.equal(answer.headers['www-authenticate'], BASIC_CHALLENGE)
      assert.equal(answer.body, answers[0]?.body)
    }
  })

  test('with Basic, the 401 invalid_client carries WWW-Authenticate: Basic and the same body', async () => {
    const active = await registerClient()
    const disabled = await registerClient()
    await disableClient(service.db, TEST_ACTOR, disabled.clientId)
    const jsonAnswer = await service.requestToken('cl_nobody_has_this_id', active.clientSecret)
    const headers = [
      basic('cl_nobody_has_this_id', active.clientSecret),
      basic(active.clientId, `${active.clientSecret.slice(0, -1)}x`),
      basic(disabled.clientId, disabled.clientSecret),
    ]
    for (const authorization of headers) {
      const answer = await tokenRequest(service, { authorization })
      assertOAuthError(answer, 401, 'invalid_client', INVALID_CLIENT)
      assert.match(String(answer.headers['www-authenticate']), /^Basic /)
      assert.equal(answer.headers['www-authenticate'], BASIC_CHALLENGE)
      assert.equal(answer.body, jsonAnswer.body)
    }
  })

  test('unknown parameters are ignored; scope may name the client’s own role, and nothing else (RFC 6749 3.3)', async () => {
    const { clientId, clientSecret } = await registerClient()
    const json = { client_id: clientId, client_secret: clientSecret, audience: 'x' }
    assertTokenIssued(await tokenRequest(service, { json }), clientId)
    assertTokenIssued(await tokenRequest(service, { json: { ...json, scope: 'data' } }), clientId)
    for (const scope of ['admin', 'data admin', 'everything']) {
      const answer = await tokenRequest(service, { json: { ...json, scope } })
      assertOAuthError(answer, 400, 'invalid_scope', /^This client's tokens have scope data, not "(admin|everything)"$/)
      assertEntries(answer, [{ field: 'scope', code: 'not_allowed_value' }])
    }
    const admin = await service.newAdminClient()
    const adminJson = { client_id: admin.clientId, client_secret: admin.clientSecret }
    assertTokenIssued(await tokenRequest(service, { json: adminJson }), admin.clientId, 3600, 'admin')
    assertTokenIssued(
      await tokenRequest(service, { json: { ...adminJson, scope: 'admin' } }),
      admin.clientId,
      3600,
      'admin',
    )
    assertOAuthError(await tokenRequest(service, { json: { ...adminJson, scope: 'data' } }), 400, 'invalid_scope')
  })

  test('a text/plain body is 415 with the error body and error', async () => {
    const answer = await tokenRequest(service, {
      contentType: 'text/plain',
      payload: 'client_id=cl_some_client&client_secret=some-secret',
    })
    assertOAuthError(answer, 415, 'invalid_request', /Unsupported Content-Type/)
  })

  test('secrets are stored only as salted scrypt hashes', async () => {
    const first = await registerClient()
    const second = await registerClient()
    const hashes: string[] = []
    for (const client of [first, second]) {
      const rows = await service.db.query<{ secret_hash: string }>(
        'SELECT secret_hash FROM clients WHERE client_id = $1',
        [client.clientId],
      )
      assert.equal(rows.length, 1)
      const hash = rows[0]?.secret_hash ?? ''
      assert.ok(hash.startsWith('scrypt$'), hash)
      assert.match(hash, /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
      assert.ok(!hash.includes(client.clientSecret))
      hashes.push(hash)
      const [row] = await service.db.query('SELECT * FROM clients WHERE client_id = $1', [client.clientId])
      assert.ok(!JSON.stringify(row).includes(client.clientSecret), 'no column holds the secret')
    }
    assert.notEqual(hashes[0]?.split('$')[4], hashes[1]?.split('$')[4], 'each hash has its own salt')
  })

  // What becomes of the tokens issued before (revoked from each node's next re-read): authentication.test.ts.
  test('after a secret rotation the old secret is 401 and the new one gets a token', async () => {
    const client = await service.newClient()
    const rotated = await rotateSecret(service.db, TEST_ACTOR, client.clientId)
    assert.equal(rotated.client_id, client.clientId)
    assert.notEqual(rotated.client_secret, client.clientSecret)
    const old = await service.requestToken(client.clientId, client.clientSecret)
    assertOAuthError(old, 401, 'invalid_client', INVALID_CLIENT)
    const fresh = await service.requestToken(client.clientId, rotated.client_secret)
    await assertTokenWorks(service, assertTokenIssued(fresh, client.clientId))
  })
})

describe('POST /v3/oauth2/token with TOKEN_LIFETIME_SECONDS=120 and TOKEN_ATTEMPTS_PER_MINUTE=3', () => {
  let service: TestService
  before(async () => {
    // One service for both settings: each starts a database, and the tests below touch different counters.
    service = await startService({ config: { tokenLifetimeSeconds: 120, tokenAttemptsPerMinute: 3 } })
  })
  after(() => service.close())

  test('expires_in and the token expiry follow the configured lifetime', async () => {
    const { client_id: clientId, client_secret: clientSecret } = await createClient(service.db, TEST_ACTOR, {
      name: 'test client',
    })
    const answer = await service.requestToken(clientId, clientSecret)
    await assertTokenWorks(service, assertTokenIssued(answer, clientId, 120))
    assert.equal(answer.headers['cache-control'], 'no-store')
    assert.equal(answer.headers.pragma, 'no-cache')
  })

  function assertTooManyFailures(answer: Reply) {
    assertOAuthError(answer, 429, 'temporarily_unavailable')
    const retryAfter = Number(answer.headers['retry-after'])
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`)
    assert.equal(answer.json().message, `Too many failed attempts; retry in ${retryAfter} s`)
  }

  const fromAddress = (remoteAddress: string, clientId: string, clientSecret: string) =>
    service.app.inject({
      method: 'POST',
      url: '/v3/oauth2/token',
      remoteAddress,
      payload: { client_id: clientId, client_secret: clientSecret },
    }) as Promise<Reply>

  test('after 3 failures for one client id from one address, the 4th attempt from it is 429 with Retry-After, even with the right secret', async () => {
    const target = await createClient(service.db, TEST_ACTOR, { name: 'attacked client' })
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await fromAddress('192.0.2.1', target.client_id, `wrong-${attempt}`)
      assertOAuthError(answer, 401, 'invalid_client', INVALID_CLIENT)
    }
    assertTooManyFailures(await fromAddress('192.0.2.1', target.client_id, target.client_secret))
    // Another client id from the same address has its own counter.
    const other = await createClient(service.db, TEST_ACTOR, { name: 'other client' })
    assertTokenIssued(await fromAddress('192.0.2.1', other.client_id, other.client_secret), other.client_id, 120)
  })

  test('a stranger cannot lock a client out: wrong secrets from one address leave the client its tokens from its own', async () => {
    const target = await createClient(service.db, TEST_ACTOR, { name: 'victim' })
    for (let attempt = 1; attempt <= 10; attempt++) await fromAddress('192.0.2.66', target.client_id, 'guess')
    assertTooManyFailures(await fromAddress('192.0.2.66', target.client_id, 'guess'))
    const own = await fromAddress('198.51.100.7', target.client_id, target.client_secret)
    assertTokenIssued(own, target.client_id, 120)
  })

  test('successes are not counted: a client gets as many tokens as it asks for', async () => {
    const busy = await createClient(service.db, TEST_ACTOR, { name: 'busy client' })
    for (let attempt = 1; attempt <= 6; attempt++) {
      assertTokenIssued(await fromAddress('192.0.2.9', busy.client_id, busy.client_secret), busy.client_id, 120)
    }
  })

  test('failures naming no well-formed client id are counted per address', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      assertOAuthError(await tokenRequest(service, { json: {} }), 400, 'invalid_request')
    }
    assertTooManyFailures(await tokenRequest(service, { json: {} }))
    // A made-up id of another shape is counted against the address too: it never becomes a key of its own.
    assertTooManyFailures(await tokenRequest(service, { json: { client_id: 'x'.repeat(300), client_secret: 's' } }))
  })
})
