import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, test } from 'node:test'
import { verifyWebhook, WEBHOOK_TOLERANCE_SECONDS, type WebhookVerificationCode } from '@intake/client'
import { Webhook } from 'standardwebhooks'
import { newWebhookSecret, signatureHeaders } from '../src/webhooks/signature.ts'

/**
 * Webhook signatures as the Standard Webhooks specification has them, checked against its reference
 * implementation for JavaScript (the `standardwebhooks` package): the server's signatures
 * (src/webhooks/signature.ts) verify with it, and its signatures verify with @intake/client's
 * verifyWebhook, which refuses every other message saying why.
 */

const BODY = JSON.stringify({ type: 'intake.changes', timestamp: '2026-11-20T10:15:00Z', data: { events: [] } })
const PAYLOAD = JSON.parse(BODY)
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The headers standardwebhooks signs `body` with, at `seconds`, as a plain object. */
function referenceHeaders(secret: string, body: string, seconds = nowSeconds(), id = 'msg_1') {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': new Webhook(secret).sign(id, new Date(seconds * 1000), body),
  }
}

async function assertRefused(verification: Promise<unknown>, code: WebhookVerificationCode, message: RegExp) {
  await assert.rejects(verification, (error: Error & { code?: string }) => {
    assert.equal(error.name, 'WebhookVerificationError')
    assert.equal(error.code, code)
    assert.match(error.message, message)
    return true
  })
}

describe('newWebhookSecret', () => {
  test('is whsec_ and the base64 of 32 random bytes, a new one each time', () => {
    const secret = newWebhookSecret()
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/)
    assert.equal(Buffer.from(secret.slice('whsec_'.length), 'base64').length, 32)
    assert.notEqual(newWebhookSecret(), secret)
  })
})

describe('the server signs as standardwebhooks verifies', () => {
  test('a message signed with one secret verifies with standardwebhooks', () => {
    const secret = newWebhookSecret()
    const headers = signatureHeaders({ id: 'msg_1', timestampSeconds: nowSeconds(), body: BODY, secrets: [secret] })
    assert.match(headers['webhook-signature'], /^v1,[A-Za-z0-9+/]{43}=$/)
    assert.deepEqual(new Webhook(secret).verify(BODY, headers), PAYLOAD)
  })

  test('during a rotation it holds one signature per secret, and each secret verifies it', async () => {
    const secrets = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()]
    const headers = signatureHeaders({ id: 'msg_2', timestampSeconds: nowSeconds(), body: BODY, secrets })
    assert.equal(headers['webhook-signature'].split(' ').length, 3)
    for (const secret of secrets) {
      assert.deepEqual(new Webhook(secret).verify(BODY, headers), PAYLOAD)
      assert.deepEqual(await verifyWebhook(secret, headers, BODY), PAYLOAD)
    }
  })

  test('a body given as bytes is signed as its text', () => {
    const secret = newWebhookSecret()
    const body = JSON.stringify({ name: 'Zoë Ångström 名前' })
    const seconds = nowSeconds()
    const fromBytes = signatureHeaders({
      id: 'm',
      timestampSeconds: seconds,
      body: Buffer.from(body),
      secrets: [secret],
    })
    assert.deepEqual(fromBytes, signatureHeaders({ id: 'm', timestampSeconds: seconds, body, secrets: [secret] }))
    assert.deepEqual(new Webhook(secret).verify(body, fromBytes), JSON.parse(body))
  })

  test('refuses to sign without a secret, with a secret of another shape, or at a timestamp not whole seconds', () => {
    const message = { id: 'm', timestampSeconds: nowSeconds(), body: BODY }
    assert.throws(() => signatureHeaders({ ...message, secrets: [] }), /needs a secret/)
    assert.throws(() => signatureHeaders({ ...message, secrets: ['c2VjcmV0'] }), /not whsec_ followed by base64/)
    assert.throws(
      () => signatureHeaders({ ...message, timestampSeconds: 1.5, secrets: [newWebhookSecret()] }),
      /whole unix seconds/,
    )
  })
})

describe('verifyWebhook', () => {
  test('returns the payload of a message standardwebhooks signed', async () => {
    const secret = newWebhookSecret()
    assert.deepEqual(await verifyWebhook(secret, referenceHeaders(secret, BODY), BODY), PAYLOAD)
  })

  test("takes the headers as a Headers, a polyfill's or the global one, or as a plain object with names in any case", async () => {
    const secret = newWebhookSecret()
    const headers = referenceHeaders(secret, BODY)
    assert.deepEqual(await verifyWebhook(secret, new Headers(headers), BODY), PAYLOAD)
    const mixedCase = {
      'Webhook-Id': headers['webhook-id'],
      'WEBHOOK-TIMESTAMP': headers['webhook-timestamp'],
      'webhook-Signature': headers['webhook-signature'],
    }
    assert.deepEqual(await verifyWebhook(secret, mixedCase, BODY), PAYLOAD)
    // A polyfill's Headers, not the global class.
    const polyfilled = { get: (name: keyof typeof headers) => headers[name] ?? null } as unknown as Headers
    assert.deepEqual(await verifyWebhook(secret, polyfilled, BODY), PAYLOAD)
  })

  test('takes the body as a string, a Uint8Array or a Buffer, beyond ASCII', async () => {
    const secret = newWebhookSecret()
    const body = JSON.stringify({ name: 'Zoë Ångström 名前 🙂' })
    const headers = referenceHeaders(secret, body)
    for (const form of [body, new TextEncoder().encode(body), Buffer.from(body)]) {
      assert.deepEqual(await verifyWebhook(secret, headers, form), JSON.parse(body))
    }
  })

  test('verifies when only the second of several signatures matches, ignoring other versions', async () => {
    const secret = newWebhookSecret()
    const { 'webhook-signature': matching, ...headers } = referenceHeaders(secret, BODY)
    const other = referenceHeaders(newWebhookSecret(), BODY)['webhook-signature']
    const signatures = `${other} ${matching} v2,${matching.slice(3)}`
    assert.deepEqual(await verifyWebhook(secret, { ...headers, 'webhook-signature': signatures }, BODY), PAYLOAD)
  })

  test('refuses a tampered body', async () => {
    const secret = newWebhookSecret()
    const tampered = BODY.replace('intake.changes', 'intake.chances')
    await assertRefused(
      verifyWebhook(secret, referenceHeaders(secret, BODY), tampered),
      'no_matching_signature',
      /^None of the 1 v1 signatures of webhook-signature matches the secret$/,
    )
  })

  test('refuses a message signed with another secret', async () => {
    const headers = referenceHeaders(newWebhookSecret(), BODY)
    await assertRefused(verifyWebhook(newWebhookSecret(), headers, BODY), 'no_matching_signature', /matches the secret/)
  })

  test('refuses a message whose signature was made with another id or timestamp', async () => {
    const secret = newWebhookSecret()
    const headers = referenceHeaders(secret, BODY)
    const otherId = { ...headers, 'webhook-id': 'msg_2' }
    await assertRefused(verifyWebhook(secret, otherId, BODY), 'no_matching_signature', /matches the secret/)
    const otherTime = { ...headers, 'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1) }
    await assertRefused(verifyWebhook(secret, otherTime, BODY), 'no_matching_signature', /matches the secret/)
  })

  test('refuses a signature header with no v1 signature', async () => {
    const secret = newWebhookSecret()
    const { 'webhook-signature': signature, ...headers } = referenceHeaders(secret, BODY)
    const otherVersions = { ...headers, 'webhook-signature': `v1a,${signature.slice(3)} v2,${signature.slice(3)}` }
    await assertRefused(
      verifyWebhook(secret, otherVersions, BODY),
      'no_matching_signature',
      /^The webhook-signature header holds no v1 signature$/,
    )
  })

  test('accepts a timestamp up to 5 minutes away either way, and refuses one further in the past or the future', async () => {
    assert.equal(WEBHOOK_TOLERANCE_SECONDS, 300)
    const secret = newWebhookSecret()
    const seconds = 1_800_000_000
    const headers = referenceHeaders(secret, BODY, seconds)
    const at = (offset: number) => ({ now: new Date((seconds + offset) * 1000) })
    assert.deepEqual(await verifyWebhook(secret, headers, BODY, at(300)), PAYLOAD)
    assert.deepEqual(await verifyWebhook(secret, headers, BODY, at(-300)), PAYLOAD)
    await assertRefused(
      verifyWebhook(secret, headers, BODY, at(301)),
      'timestamp_too_old',
      /^The webhook-timestamp is 301 s in the past, more than 300 s$/,
    )
    await assertRefused(
      verifyWebhook(secret, headers, BODY, at(-301)),
      'timestamp_too_new',
      /^The webhook-timestamp is 301 s in the future, more than 300 s$/,
    )
  })

  test('refuses an old or future message on the current clock, as standardwebhooks does', async () => {
    const secret = newWebhookSecret()
    for (const [offset, code] of [
      [-3600, 'timestamp_too_old'],
      [3600, 'timestamp_too_new'],
    ] as const) {
      const headers = referenceHeaders(secret, BODY, nowSeconds() + offset)
      await assertRefused(verifyWebhook(secret, headers, BODY), code, /more than 300 s$/)
      assert.throws(() => new Webhook(secret).verify(BODY, headers), /Message timestamp too (old|new)/)
    }
  })

  test('refuses a timestamp that is not unix seconds', async () => {
    const secret = newWebhookSecret()
    const headers = { ...referenceHeaders(secret, BODY), 'webhook-timestamp': '2026-11-20T10:15:00Z' }
    await assertRefused(verifyWebhook(secret, headers, BODY), 'invalid_timestamp', /is not unix seconds$/)
  })

  test('names the header that is missing', async () => {
    const secret = newWebhookSecret()
    const headers = referenceHeaders(secret, BODY)
    for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
      const { [name]: _left, ...others } = headers
      await assertRefused(
        verifyWebhook(secret, others, BODY),
        'missing_header',
        new RegExp(`^The ${name} header is missing$`),
      )
      await assertRefused(verifyWebhook(secret, new Headers(others), BODY), 'missing_header', new RegExp(name))
    }
  })

  test('refuses a secret that is not whsec_ followed by base64', async () => {
    const secret = newWebhookSecret()
    const headers = referenceHeaders(secret, BODY)
    for (const wrong of [secret.slice('whsec_'.length), 'whsec_', 'whsec_not*base64']) {
      await assertRefused(
        verifyWebhook(wrong, headers, BODY),
        'invalid_secret',
        /^The secret is not whsec_ followed by base64$/,
      )
    }
  })

  test('refuses a signed body that is not JSON', async () => {
    const secret = newWebhookSecret()
    await assertRefused(verifyWebhook(secret, referenceHeaders(secret, 'ok'), 'ok'), 'invalid_json', /is not JSON$/)
  })

  test('verifies in a node:http receiver, as the client README shows, what the server signs and posts', async (t) => {
    const secret = newWebhookSecret()
    const received: unknown[] = []
    const receiver = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk)
      try {
        received.push(await verifyWebhook(secret, request.headers, Buffer.concat(chunks)))
        response.writeHead(204).end()
      } catch (error) {
        response.writeHead(400).end((error as Error).message)
      }
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    t.after(() => receiver.close())
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`
    const post = (secrets: string[]) => {
      const headers = signatureHeaders({ id: 'msg_1', timestampSeconds: nowSeconds(), body: BODY, secrets })
      return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: BODY })
    }

    const signed = await post([newWebhookSecret(), secret])
    assert.equal(signed.status, 204)
    assert.deepEqual(received, [PAYLOAD])
    const otherSecret = await post([newWebhookSecret()])
    assert.equal(otherSecret.status, 400)
    assert.match(await otherSecret.text(), /matches the secret/)
  })
})
