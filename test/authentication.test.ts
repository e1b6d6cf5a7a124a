import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  base64url,
  type CryptoKey,
  calculateJwkThumbprint,
  decodeProtectedHeader,
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
  SignJWT,
} from 'jose'
import { disableClient, enableClient, rotateSecret } from '../src/auth/clients.ts'
import { readSetting } from '../src/config.ts'
import {
  createTestDatabase,
  isContractErrorBody,
  type Reply,
  startService,
  TEST_ACTOR,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

const JOB_OFFERS = '/v3/jobboard/job-offers'
const MISSING = 'An access token is required: send Authorization: Bearer <token>'
const MALFORMED = 'The Authorization header must be: Bearer <token>'
const INVALID = 'The access token is invalid'
const EXPIRED = 'The access token has expired'
const FOREIGN_KEY = 'The token was not signed by this service'
const NO_CLIENT = 'The token names no client'
const DISABLED = 'The client of this access token is disabled'
const REVOKED =
  "The access token was issued before its client's tokens were revoked (a new secret, or a disabling): ask for a new one"
const NOT_YET_VALID = 'The access token is not valid yet'

/** POST [] to the job offers: 200 when the request is authenticated. */
function postJobOffers(service: TestService, authorization?: string): Promise<Reply> {
  return service.app.inject({
    method: 'POST',
    url: JOB_OFFERS,
    headers: authorization === undefined ? {} : { authorization },
    payload: [],
  }) as Promise<Reply>
}

const withBearer = (service: TestService, token: string) => postJobOffers(service, `Bearer ${token}`)

/** A 401 of a data endpoint for a token that was sent: the plain error body and an invalid_token challenge. */
function assertRejected(answer: Reply, message: string) {
  assert.equal(answer.statusCode, 401, answer.body)
  const body = answer.json()
  assert.ok(isContractErrorBody(body), answer.body)
  assert.equal(body.message, message)
  const challenge = String(answer.headers['www-authenticate'])
  assert.ok(challenge.startsWith('Bearer realm="intake", error="invalid_token"'), challenge)
}

/**
 * The auth-params of a Bearer challenge (RFC 7235 2.1, RFC 6750 3), or undefined when the header is not
 * well-formed. RFC 6750 allows in error_description only %x20-21 / %x23-5B / %x5D-7E: no `"`, no `\`.
 */
function bearerChallenge(header: string): Record<string, string> | undefined {
  if (!header.startsWith('Bearer ')) return undefined
  const param = /^([A-Za-z_]+)="([\x20\x21\x23-\x5B\x5D-\x7E]*)"(?:, |$)/
  const params: Record<string, string> = {}
  let rest = header.slice('Bearer '.length)
  while (rest !== '') {
    const match = param.exec(rest)
    if (match === null) return undefined
    params[match[1] as string] = match[2] as string
    rest = rest.slice(match[0].length)
  }
  return params
}

const encodePart = (value: unknown) => base64url.encode(JSON.stringify(value))

describe('bearer tokens on the data endpoints', () => {
  let service: TestService
  let client: TestClient
  /** The service signs with this key, so tests can craft tokens that differ in one point only. */
  let signingKey: CryptoKey
  let publicKey: CryptoKey
  let publicJwk: JWK
  let kid: string
  /** The service clock: real time unless a test sets it. */
  let currentTime: Date | undefined

  before(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    signingKey = pair.privateKey
    publicKey = pair.publicKey
    publicJwk = await exportJWK(pair.publicKey)
    kid = await calculateJwkThumbprint(publicJwk)
    const privateJwk = await exportJWK(pair.privateKey)
    service = await startService({
      config: {
        tokenSigningKey: readSetting('tokenSigningKey', { TOKEN_SIGNING_KEY: JSON.stringify(privateJwk) }),
      },
      now: () => currentTime ?? new Date(),
    })
    client = await service.newClient()
  })
  after(() => service.close())

  /** The claims of a good token for the shared client; an override of undefined leaves the claim out. */
  function claims(overrides: Record<string, unknown> = {}): JWTPayload {
    const iat = Math.floor(Date.now() / 1000)
    const all: Record<string, unknown> = {
      iss: 'http://localhost/v3',
      aud: service.config.tokenAudience,
      sub: client.clientId,
      client_id: client.clientId,
      jti: randomUUID(),
      iat,
      exp: iat + 600,
      ...overrides,
    }
    return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined))
  }

  /** A JWT with the service's header shape (ES256, at+jwt, its kid) unless overridden; undefined removes. */
  function craft(
    payload: JWTPayload,
    header: Record<string, unknown> = {},
    key: CryptoKey | Uint8Array = signingKey,
  ): Promise<string> {
    const all: Record<string, unknown> = { alg: 'ES256', typ: 'at+jwt', kid, ...header }
    const protectedHeader = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined))
    return new SignJWT(payload).setProtectedHeader(protectedHeader as JWTHeaderParameters).sign(key)
  }

  test('a token from the token endpoint is accepted, whatever the case of "Bearer"', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const answer = await postJobOffers(service, `${scheme} ${client.token}`)
      assert.equal(answer.statusCode, 200, answer.body)
    }
    assert.deepEqual(decodeProtectedHeader(client.token), { alg: 'ES256', typ: 'at+jwt', kid })
  })

  test('a token crafted with the signing key and the right claims is accepted (the control for the cases below)', async () => {
    const answer = await withBearer(service, await craft(claims()))
    assert.equal(answer.statusCode, 200, answer.body)
  })

  test('no Authorization header is 401 with exactly WWW-Authenticate: Bearer realm="intake", on every data endpoint', async () => {
    const requests = [
      { method: 'POST', url: '/v3/ats/application-steps', payload: [] },
      { method: 'POST', url: '/v3/jobboard/activities', payload: [] },
      { method: 'POST', url: JOB_OFFERS, payload: [] },
      { method: 'PATCH', url: '/v3/ats/application-steps/1', payload: {} },
      // Authentication comes before the body is read: no token and bad JSON is still 401.
      { method: 'POST', url: JOB_OFFERS, payload: '[{', headers: { 'content-type': 'application/json' } },
    ] as const
    for (const request of requests) {
      const answer = (await service.app.inject(request)) as Reply
      assert.equal(answer.statusCode, 401, `${request.method} ${request.url}: ${answer.body}`)
      assert.equal(answer.headers['www-authenticate'], 'Bearer realm="intake"')
      assert.ok(isContractErrorBody(answer.json()), answer.body)
      assert.equal(answer.json().message, MISSING)
    }
  })

  test('a malformed Authorization header is 401 with error="invalid_token"', async () => {
    const headers = [
      'Token abc',
      'Bearer',
      'Bearer ',
      `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      `Bearer ${client.token} extra`,
      `Bearer ${client.token.replace('.', '!')}`,
    ]
    for (const authorization of headers) {
      const answer = await postJobOffers(service, authorization)
      assertRejected(answer, MALFORMED)
      assert.ok(String(answer.headers['www-authenticate']).includes('error="invalid_token"'))
    }
  })

  test('a token whose payload was changed is 401', async () => {
    const [header, payload, signature] = client.token.split('.') as [string, string, string]
    // One character of the payload part changed.
    const middle = Math.floor(payload.length / 2)
    const changed = `${payload.slice(0, middle)}${payload[middle] === 'A' ? 'B' : 'A'}${payload.slice(middle + 1)}`
    assertRejected(await withBearer(service, `${header}.${changed}.${signature}`), INVALID)
    // A well-formed payload naming another client, under the original signature.
    const original = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
    const forged = encodePart({ ...original, sub: 'cl_someone_else', client_id: 'cl_someone_else' })
    assertRejected(await withBearer(service, `${header}.${forged}.${signature}`), INVALID)
  })

  test('once a token has been accepted, the same payload under another signature is still 401', async () => {
    assert.equal((await withBearer(service, client.token)).statusCode, 200)
    const [header, payload, signature] = client.token.split('.') as [string, string, string]
    const bytes = Buffer.from(signature, 'base64url')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    assertRejected(await withBearer(service, `${header}.${payload}.${bytes.toString('base64url')}`), INVALID)
    assert.equal((await withBearer(service, client.token)).statusCode, 200)
  })

  test('a token signed with another key is 401, whether its kid names the service key or not', async () => {
    const other = await generateKeyPair('ES256', { extractable: true })
    const otherKid = await calculateJwkThumbprint(await exportJWK(other.publicKey))
    assertRejected(await withBearer(service, await craft(claims(), {}, other.privateKey)), INVALID)
    assertRejected(await withBearer(service, await craft(claims(), { kid: otherKid }, other.privateKey)), FOREIGN_KEY)
  })

  test('an unsigned token (alg "none") is 401', async () => {
    for (const alg of ['none', 'None']) {
      const token = `${encodePart({ alg, typ: 'at+jwt', kid })}.${encodePart(claims())}.`
      assertRejected(await withBearer(service, token), INVALID)
    }
  })

  test('an HS256 token keyed with the public key is 401 (algorithm confusion)', async () => {
    const publicKeyForms = [
      Buffer.from(JSON.stringify(publicJwk)),
      Buffer.from(await exportSPKI(publicKey)),
      Buffer.concat([
        Buffer.from([4]),
        Buffer.from(publicJwk.x ?? '', 'base64url'),
        Buffer.from(publicJwk.y ?? '', 'base64url'),
      ]),
    ]
    for (const secret of publicKeyForms) {
      const token = await craft(claims(), { alg: 'HS256' }, new Uint8Array(secret))
      assertRejected(await withBearer(service, token), INVALID)
    }
  })

  test('a wrong audience, or no issuer or audience, is 401; the issuer may name any address', async () => {
    for (const overrides of [{ iss: undefined }, { aud: 'another-api' }, { aud: undefined }]) {
      assertRejected(await withBearer(service, await craft(claims(overrides))), INVALID)
    }
    // Each node names the address it was asked at: its keys and audience make a token the service's.
    const elsewhere = await craft(claims({ iss: 'https://other-node.example/v3' }))
    assert.equal((await withBearer(service, elsewhere)).statusCode, 200)
  })

  test('an expired token is 401 with a message saying it has expired', async () => {
    const now = Math.floor(Date.now() / 1000)
    const answer = await withBearer(service, await craft(claims({ iat: now - 7200, exp: now - 3600 })))
    assertRejected(answer, EXPIRED)
    assert.match(answer.json().message, /expired/)
  })

  test('a token not valid yet (nbf, or iat more than a minute ahead of the service clock) is 401', async () => {
    const now = Math.floor(Date.now() / 1000)
    for (const overrides of [{ nbf: now + 600 }, { iat: now + 600, exp: now + 4200 }]) {
      assertRejected(await withBearer(service, await craft(claims(overrides))), NOT_YET_VALID)
    }
    // Issued by a node whose clock is a few seconds ahead: accepted.
    const slightlyAhead = await craft(claims({ iat: now + 5 }))
    assert.equal((await withBearer(service, slightlyAhead)).statusCode, 200)
  })

  test('a token missing a required claim (jti, iat, exp, sub, client_id) is 401', async () => {
    for (const claim of ['jti', 'iat', 'exp', 'sub', 'client_id']) {
      const answer = await withBearer(service, await craft(claims({ [claim]: undefined })))
      assert.equal(answer.statusCode, 401, `without ${claim}: ${answer.body}`)
      assertRejected(answer, INVALID)
    }
  })

  test('a token whose sub is not its client_id is 401', async () => {
    const token = await craft(claims({ sub: 'cl_someone_else' }))
    assertRejected(await withBearer(service, token), NO_CLIENT)
  })

  test('a kid that points to no key, or no kid, is 401', async () => {
    for (const header of [{ kid: 'no-such-key' }, { kid: undefined }]) {
      assertRejected(await withBearer(service, await craft(claims(), header)), FOREIGN_KEY)
    }
  })

  test('a token of another type than at+jwt is 401', async () => {
    for (const header of [{ typ: 'JWT' }, { typ: undefined }]) {
      assertRejected(await withBearer(service, await craft(claims(), header)), INVALID)
    }
  })

  test('a token is accepted until its expires_in has passed on the service clock, then 401 "expired"', async () => {
    const start = new Date(Math.floor(Date.now() / 1000) * 1000)
    currentTime = start
    try {
      const issued = await service.requestToken(client.clientId, client.clientSecret)
      assert.equal(issued.statusCode, 200, issued.body)
      const { access_token: token, expires_in: expiresIn } = issued.json()
      assert.equal(expiresIn, 3600)
      currentTime = new Date(start.getTime() + (expiresIn - 1) * 1000)
      assert.equal((await withBearer(service, token)).statusCode, 200)
      currentTime = new Date(start.getTime() + expiresIn * 1000)
      const answer = await withBearer(service, token)
      assertRejected(answer, EXPIRED)
      assert.match(String(answer.headers['www-authenticate']), /expired/)
    } finally {
      currentTime = undefined
    }
  })

  /** A token of this client as the token endpoint issued it before any rotation or disabling (generation 0). */
  const firstGenerationToken = (clientId: string) => craft(claims({ sub: clientId, client_id: clientId }))

  test("a disabled client's token is rejected from the node's next re-read of the clients, and still once enabled: a new one works", async () => {
    const doomed = await service.newClient()
    const earlier = await firstGenerationToken(doomed.clientId)
    assert.equal((await withBearer(service, earlier)).statusCode, 200)
    assert.deepEqual(await disableClient(service.db, TEST_ACTOR, doomed.clientId), {
      client_id: doomed.clientId,
      disabled: true,
    })
    await service.app.refreshTokenChecks()
    assertRejected(await withBearer(service, earlier), DISABLED)
    // Another client is not affected.
    assert.equal((await withBearer(service, client.token)).statusCode, 200)
    assert.deepEqual(await enableClient(service.db, TEST_ACTOR, doomed.clientId), {
      client_id: doomed.clientId,
      disabled: false,
    })
    await service.app.refreshTokenChecks()
    assertRejected(await withBearer(service, earlier), REVOKED)
    const fresh = await service.requestToken(doomed.clientId, doomed.clientSecret)
    assert.equal(fresh.statusCode, 200)
    assert.equal((await withBearer(service, fresh.json().access_token)).statusCode, 200)
  })

  test('a token_generation claim that is not a whole number of 0 or more is 401', async () => {
    for (const generation of [-1, 1.5, '1', null]) {
      assertRejected(await withBearer(service, await craft(claims({ token_generation: generation }))), INVALID)
    }
    assert.equal((await withBearer(service, await craft(claims({ token_generation: 0 })))).statusCode, 200)
  })

  test("a new secret revokes the tokens issued before it, from the node's next re-read; those issued after work", async () => {
    const leaked = await service.newClient()
    const earlier = await firstGenerationToken(leaked.clientId)
    assert.equal((await withBearer(service, earlier)).statusCode, 200)
    const { client_secret: newSecret } = await rotateSecret(service.db, TEST_ACTOR, leaked.clientId)
    await service.app.refreshTokenChecks()
    assertRejected(await withBearer(service, earlier), REVOKED)
    const fresh = await service.requestToken(leaked.clientId, newSecret)
    assert.equal(fresh.statusCode, 200, fresh.body)
    assert.equal((await withBearer(service, fresh.json().access_token)).statusCode, 200)
    assert.equal((await withBearer(service, client.token)).statusCode, 200, 'another client is not affected')
  })

  test('every WWW-Authenticate challenge is a well-formed RFC 6750 header', async () => {
    const missing = await postJobOffers(service)
    assert.deepEqual(bearerChallenge(String(missing.headers['www-authenticate'])), { realm: 'intake' })
    const cases: [Promise<Reply>, string][] = [
      [withBearer(service, await craft(claims({ aud: 'another-api' }))), INVALID],
      [withBearer(service, await craft(claims({ exp: 1 }))), EXPIRED],
      [withBearer(service, await craft(claims(), { kid: 'no-such-key' })), FOREIGN_KEY],
      [postJobOffers(service, 'Token abc'), MALFORMED],
    ]
    for (const [request, message] of cases) {
      const header = String((await request).headers['www-authenticate'])
      const params = bearerChallenge(header)
      assert.ok(params !== undefined, `not a valid challenge: ${header}`)
      assert.equal(params.realm, 'intake')
      assert.equal(params.error, 'invalid_token')
      // The description is the message, unless the message holds characters a description may not.
      if (/^[\x20\x21\x23-\x5B\x5D-\x7E]*$/.test(message)) assert.equal(params.error_description, message)
      else assert.ok(params.error_description, header)
    }
  })
})

describe('two nodes sharing one database', () => {
  let database: TestDatabase
  let a: TestService
  let b: TestService
  before(async () => {
    database = await createTestDatabase()
    a = await startService({ database, config: { clientStatusRefreshMs: 200 } })
    b = await startService({ database, config: { clientStatusRefreshMs: 200 } })
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  test("each node accepts the other's tokens, signed with the one key kept in the database", async () => {
    const fromA = await a.newClient()
    const fromB = await b.newClient()
    assert.equal((await withBearer(b, fromA.token)).statusCode, 200)
    assert.equal((await withBearer(a, fromB.token)).statusCode, 200)
    const { kid } = decodeProtectedHeader(fromA.token)
    assert.equal(typeof kid, 'string')
    assert.equal(decodeProtectedHeader(fromB.token).kid, kid)
    const stored = await database.db.query<{ kid: string }>('SELECT kid FROM signing_keys')
    assert.deepEqual(
      stored.map((row) => row.kid),
      [kid],
    )
  })

  test('disabling a client rejects its tokens on every node, each re-reading the clients every CLIENT_STATUS_REFRESH_MS by itself', async () => {
    const doomed = await a.newClient()
    assert.equal((await withBearer(b, doomed.token)).statusCode, 200)
    await disableClient(database.db, TEST_ACTOR, doomed.clientId)
    // The nodes' own timers (200 ms here) must tick: waited for, within a bound a busy machine keeps.
    for (const node of [a, b]) {
      const deadline = Date.now() + 10_000
      while ((await withBearer(node, doomed.token)).statusCode === 200 && Date.now() < deadline) await sleep(50)
      assertRejected(await withBearer(node, doomed.token), DISABLED)
    }
  })
})
