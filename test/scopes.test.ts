import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose'
import type { OpenAPIV3_1 } from 'openapi-types'
import { disableClient } from '../src/auth/clients.ts'
import { readSetting } from '../src/config.ts'
import { isContractErrorBody, type Reply, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * Roles as scopes: every operation of the OpenAPI document (which test/openapi.test.ts proves lists every
 * /v3 route the service registers) asked with no token, a data client's and an admin client's. An
 * operation under /v3/admin takes an admin's token only, every other one that takes a token a data
 * client's only: the other role's token is 403 with `error="insufficient_scope"` (RFC 6750 section 3.1).
 * The expectation comes from the path, not from the document's own `security`, which is checked against it.
 */

const METHODS = ['get', 'post', 'patch', 'delete', 'put'] as const
type Method = (typeof METHODS)[number]
type Scope = 'data' | 'admin' | 'none'

/** What an operation needs, read from its path: the public ones take no token. */
function scopeOf(path: string): Scope {
  if (path === '/v3/oauth2/token' || path.startsWith('/v3/.well-known/') || !path.startsWith('/v3/')) return 'none'
  return path.startsWith('/v3/admin/') ? 'admin' : 'data'
}

describe('scopes: every operation × no token, a data token, an admin token', () => {
  let service: TestService
  let data: TestClient
  let admin: TestClient
  /** The client the admin actions act on, so that the data client above keeps its token working. */
  let target: TestClient
  let operations: { method: Method; path: string }[]
  let signingKey: CryptoKey
  let kid: string

  before(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    signingKey = pair.privateKey
    kid = await calculateJwkThumbprint(await exportJWK(pair.publicKey))
    service = await startService({
      config: {
        tokenSigningKey: readSetting('tokenSigningKey', {
          TOKEN_SIGNING_KEY: JSON.stringify(await exportJWK(pair.privateKey)),
        }),
      },
    })
    data = await service.newClient('scopes: data')
    admin = await service.newAdminClient('scopes: admin')
    target = await service.newClient('scopes: target')
    const document: OpenAPIV3_1.Document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
    operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method as OpenAPIV3_1.HttpMethods] !== undefined).map((method) => ({
        method,
        path,
      })),
    )
  })
  after(() => service.close())

  /** The path with its parameters filled in: record 1, the target client, candidate C-1. */
  const concrete = (path: string) =>
    path.replace('{id}', '1').replace('{client_id}', target.clientId).replace('{candidate_ats_id}', 'C-1')

  const ask = (method: Method, path: string, token?: string) =>
    service.app.inject({
      method: method.toUpperCase() as 'GET',
      url: concrete(path),
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(method === 'get' || method === 'delete' ? {} : { payload: method === 'patch' ? '{}' : '[]' }),
    }) as Promise<Reply>

  function assertInsufficientScope(answer: Reply, needed: 'data' | 'admin', label: string) {
    assert.equal(answer.statusCode, 403, `${label}: ${answer.body}`)
    assert.ok(isContractErrorBody(answer.json()), `${label}: ${answer.body}`)
    const challenge = String(answer.headers['www-authenticate'])
    assert.match(challenge, /^Bearer realm="intake", error="insufficient_scope", error_description="[^"]+"/, label)
    assert.match(challenge, new RegExp(`scope="${needed}"$`), label)
  }

  test('the route list is the document’s, and holds operations of each kind', () => {
    const kinds = new Set(operations.map(({ path }) => scopeOf(path)))
    assert.deepEqual([...kinds].sort(), ['admin', 'data', 'none'])
    assert.ok(operations.filter(({ path }) => scopeOf(path) === 'admin').length >= 8, JSON.stringify(operations))
  })

  test('each operation declares the scope its path calls for', async () => {
    const document: OpenAPIV3_1.Document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
    for (const { method, path } of operations) {
      const scope = scopeOf(path)
      if (scope === 'none') continue
      const security = document.paths?.[path]?.[method as OpenAPIV3_1.HttpMethods]?.security
      assert.deepEqual(security, [{ bearerAuth: [scope] }, { clientCredentials: [scope] }], `${method} ${path}`)
    }
  })

  test('no token: 401 wherever a token is needed, never elsewhere', async () => {
    for (const { method, path } of operations) {
      const answer = await ask(method, path)
      const label = `${method} ${path} without a token`
      if (scopeOf(path) === 'none') assert.notEqual(answer.statusCode, 401, `${label}: ${answer.body}`)
      else {
        assert.equal(answer.statusCode, 401, `${label}: ${answer.body}`)
        assert.equal(answer.headers['www-authenticate'], 'Bearer realm="intake"', label)
      }
    }
  })

  test('a data token: admitted on the data operations, 403 insufficient_scope on the admin ones', async () => {
    for (const { method, path } of operations) {
      const answer = await ask(method, path, data.token)
      const label = `${method} ${path} with a data token`
      if (scopeOf(path) === 'admin') assertInsufficientScope(answer, 'admin', label)
      else assert.ok(![401, 403].includes(answer.statusCode), `${label}: ${answer.statusCode} ${answer.body}`)
    }
  })

  test('an admin token: admitted on the admin operations, 403 insufficient_scope on the data ones', async () => {
    for (const { method, path } of operations) {
      const answer = await ask(method, path, admin.token)
      const label = `${method} ${path} with an admin token`
      if (scopeOf(path) === 'data') assertInsufficientScope(answer, 'data', label)
      else assert.ok(![401, 403].includes(answer.statusCode), `${label}: ${answer.statusCode} ${answer.body}`)
    }
  })

  /** A token as the service signs them, with these claims beside the usual ones (undefined leaves one out). */
  async function craft(clientId: string, extra: Record<string, unknown>): Promise<string> {
    const iat = Math.floor(Date.now() / 1000)
    const claims = Object.fromEntries(
      Object.entries({ client_id: clientId, ...extra }).filter(([, value]) => value !== undefined),
    )
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid })
      .setIssuer('http://localhost/v3')
      .setAudience(service.config.tokenAudience)
      .setSubject(clientId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .setJti(randomUUID())
      .sign(signingKey)
  }

  test('a token issued before roles (no scope claim) is a data token; a scope this service never issues is 401', async () => {
    const old = await craft(data.clientId, {})
    assert.equal((await ask('get', '/v3/rejections', old)).statusCode, 200)
    assertInsufficientScope(await ask('get', '/v3/admin/clients', old), 'admin', 'an old token on /v3/admin')
    for (const scope of ['root', 'data admin', '']) {
      const answer = await ask('get', '/v3/rejections', await craft(data.clientId, { scope }))
      assert.equal(answer.statusCode, 401, `scope "${scope}": ${answer.body}`)
      assert.match(String(answer.headers['www-authenticate']), /error="invalid_token"/)
    }
  })

  test('a disabled admin’s token stops working from the node’s next re-read of the clients, as any client’s', async () => {
    const doomed = await service.newAdminClient('scopes: doomed admin')
    assert.equal((await ask('get', '/v3/admin/clients', doomed.token)).statusCode, 200)
    // By the CLI: over HTTP an admin acts on data clients only (admin-clients.test.ts).
    await disableClient(service.db, { kind: 'cli', osUser: 'ops' }, doomed.clientId)
    await service.app.refreshTokenChecks()
    const refused = await ask('get', '/v3/admin/clients', doomed.token)
    assert.equal(refused.statusCode, 401, refused.body)
    assert.equal(refused.json().message, 'The client of this access token is disabled')
    // Nor does it get a new token.
    assert.equal((await service.requestToken(doomed.clientId, doomed.clientSecret)).statusCode, 401)
  })
})
