import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { decodeJwt } from 'jose'
import {
  allowInsecureRequests,
  type ClientAuth,
  ClientSecretBasic,
  ClientSecretPost,
  type CustomFetch,
  clientCredentialsGrant,
  customFetch,
  discovery,
  WWWAuthenticateChallengeError,
} from 'openid-client'
import { freePort, jobOffer, startService, type TestService } from './helpers.ts'

/**
 * A standard OAuth 2.0 client library (openid-client) discovers the token endpoint from the RFC 8414
 * metadata and gets a token by the client credentials grant, with either client authentication method
 * the metadata announces; the token then works on the API. Over real HTTP, on a listening service.
 */

describe('OAuth 2.0 interoperability (openid-client)', () => {
  let service: TestService
  let base: string
  let issuer: string

  before(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    issuer = `${base}/v3`
    // PUBLIC_URL alone: the issuer is PUBLIC_URL/v3, with no other setting.
    service = await startService({ config: { publicUrl: base } })
    await service.app.listen({ port, host: '127.0.0.1' })
  })
  after(() => service.close())

  test('the metadata names the issuer, the token endpoint, the grant and both authentication methods', async () => {
    for (const path of ['/v3/.well-known/oauth-authorization-server', '/.well-known/oauth-authorization-server/v3']) {
      const answer = await fetch(`${base}${path}`)
      assert.equal(answer.status, 200, path)
      assert.match(String(answer.headers.get('content-type')), /^application\/json/, path)
      const metadata = (await answer.json()) as Record<string, unknown>
      assert.equal(metadata.issuer, issuer, path)
      assert.equal(metadata.token_endpoint, `${base}/v3/oauth2/token`, path)
      assert.deepEqual(metadata.grant_types_supported, ['client_credentials'], path)
      assert.deepEqual(metadata.scopes_supported, ['data', 'admin'], path)
      const methods = metadata.token_endpoint_auth_methods_supported as string[]
      assert.ok(methods.includes('client_secret_basic'), `${path}: ${methods}`)
      assert.ok(methods.includes('client_secret_post'), `${path}: ${methods}`)
    }
  })

  const methods: [string, (secret: string) => ClientAuth][] = [
    ['client_secret_basic', ClientSecretBasic],
    ['client_secret_post', ClientSecretPost],
  ]
  for (const [method, authentication] of methods) {
    test(`discovery and the client credentials grant with ${method}; the token works on the API`, async () => {
      const { clientId, clientSecret } = await service.newClient(method)
      const sent: { url: string; authorization: string | undefined; body: string }[] = []
      const recording: CustomFetch = (url, options) => {
        const headers = new Headers(options.headers)
        sent.push({ url, authorization: headers.get('authorization') ?? undefined, body: String(options.body ?? '') })
        return fetch(url, options)
      }
      // algorithm 'oauth2': the metadata is read from /.well-known/oauth-authorization-server/v3 (RFC 8414 3.1).
      const config = await discovery(new URL(issuer), clientId, clientSecret, authentication(clientSecret), {
        execute: [allowInsecureRequests],
        algorithm: 'oauth2',
        [customFetch]: recording,
      })
      config[customFetch] = recording
      const server = config.serverMetadata()
      assert.equal(server.issuer, issuer)
      assert.equal(server.token_endpoint, `${base}/v3/oauth2/token`)
      assert.deepEqual(
        sent.map((request) => request.url),
        [`${base}/.well-known/oauth-authorization-server/v3`],
      )

      const tokens = await clientCredentialsGrant(config)
      assert.equal(tokens.token_type.toLowerCase(), 'bearer')
      assert.equal(tokens.expires_in, service.config.tokenLifetimeSeconds)
      assert.equal(typeof tokens.access_token, 'string')
      assert.equal(tokens.scope, 'data')
      // The library authenticated the way it was told to.
      const tokenRequest = sent[1]
      assert.equal(tokenRequest?.url, `${base}/v3/oauth2/token`)
      const form = new URLSearchParams(tokenRequest?.body)
      assert.equal(form.get('grant_type'), 'client_credentials')
      if (method === 'client_secret_basic') {
        const [, encoded = ''] = /^Basic (.+)$/.exec(tokenRequest?.authorization ?? '') ?? []
        const [id = '', secret = ''] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
        const formDecode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '))
        assert.deepEqual([formDecode(id), formDecode(secret)], [clientId, clientSecret])
        assert.equal(form.get('client_secret'), null)
      } else {
        assert.equal(tokenRequest?.authorization, undefined)
        assert.equal(form.get('client_id'), clientId)
        assert.equal(form.get('client_secret'), clientSecret)
      }

      const answer = await fetch(`${base}/v3/jobboard/job-offers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify([jobOffer({ reference: `interop-${method}` })]),
      })
      assert.equal(answer.status, 201, await answer.clone().text())
      const body = (await answer.json()) as { data: { reference: string }[] }
      assert.equal(body.data[0]?.reference, `interop-${method}`)
    })

    test(`a wrong secret by ${method} is refused with invalid_client and a Basic challenge`, async () => {
      const { clientId } = await service.newClient(`${method} wrong`)
      const config = await discovery(new URL(issuer), clientId, 'wrong', authentication('wrong'), {
        execute: [allowInsecureRequests],
        algorithm: 'oauth2',
      })
      const error: unknown = await clientCredentialsGrant(config).then(
        () => assert.fail('a token for a wrong secret'),
        (rejection: unknown) => rejection,
      )
      // RFC 6749 5.2: a 401 with a Basic challenge, after Basic or credentials in the body alike, which the
      // library reports as such.
      assert.ok(error instanceof WWWAuthenticateChallengeError, String(error))
      assert.equal(error.status, 401)
      assert.deepEqual(
        error.cause.map((challenge) => challenge.scheme),
        ['basic'],
      )
      const body = (await error.response.json()) as { error?: string }
      assert.equal(body.error, 'invalid_client')
    })
  }
})

describe('OAuth 2.0 discovery without PUBLIC_URL: the metadata follows the address the request reached', () => {
  test('discovery by the issuer at 127.0.0.1, then the client credentials grant; the token works on the API', async (t) => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const service = await startService()
    t.after(() => service.close())
    await service.app.listen({ port, host: '127.0.0.1' })
    const { clientId, clientSecret } = await service.newClient('no public url')
    const config = await discovery(new URL(`${base}/v3`), clientId, clientSecret, ClientSecretBasic(clientSecret), {
      execute: [allowInsecureRequests],
      algorithm: 'oauth2',
    })
    assert.equal(config.serverMetadata().issuer, `${base}/v3`)
    assert.equal(config.serverMetadata().token_endpoint, `${base}/v3/oauth2/token`)
    const tokens = await clientCredentialsGrant(config)
    assert.equal(decodeJwt(tokens.access_token).iss, `${base}/v3`)
    const answer = await fetch(`${base}/v3/jobboard/job-offers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: '[]',
    })
    assert.equal(answer.status, 200, await answer.text())
  })

  test('X-Forwarded-Proto and X-Forwarded-Host name the issuer from a proxy of TRUST_PROXY only', async (t) => {
    const direct = await startService()
    t.after(() => direct.close())
    const proxied = await startService({ config: { trustProxy: ['127.0.0.1'] } })
    t.after(() => proxied.close())
    const forwarded = { host: 'node-3:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'intake.example.com' }
    const issuerOf = async (service: TestService) =>
      (
        await service.app.inject({
          method: 'GET',
          url: '/.well-known/oauth-authorization-server/v3',
          headers: forwarded,
          remoteAddress: '127.0.0.1',
        })
      ).json().issuer
    assert.equal(await issuerOf(direct), 'http://node-3:8080/v3')
    assert.equal(await issuerOf(proxied), 'https://intake.example.com/v3')
  })
})
