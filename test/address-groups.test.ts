import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { generateClientId } from '../src/auth/secrets.ts'
import { isContractErrorBody, type Reply, secretHashesCounted, startService, type TestService } from './helpers.ts'

/**
 * The per-address limits count an IPv6 caller by its network (IPV6_PREFIX_LENGTH, default 64), since
 * a subscriber can send from any address of its /64; an IPv4 address, written as IPv4-mapped IPv6 too,
 * counts whole. The requests come through inject, which sets the socket's address.
 */

const TOKEN = '/v3/oauth2/token'

function tokenRequest(service: TestService, from: string, body: Record<string, string>): Promise<Reply> {
  return service.app.inject({ method: 'POST', url: TOKEN, remoteAddress: from, payload: body }) as Promise<Reply>
}

/** A token request for a client id never made, from `from`: a new id each time, so no id's failures add up. */
const unknownClient = (service: TestService, from: string) =>
  tokenRequest(service, from, { client_id: generateClientId(), client_secret: 'guess' })

function assertRefusedByTheBudget(answer: Reply) {
  assert.equal(answer.statusCode, 429, answer.body)
  assert.ok(isContractErrorBody(answer.json(), { oauth: true }), answer.body)
  assert.equal(answer.json().error, 'temporarily_unavailable')
  assert.match(answer.json().message, /^Too many (requests|failed attempts); retry in [1-9][0-9]* s$/)
  const retryAfter = Number(answer.headers['retry-after'])
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `retry-after ${retryAfter}`)
}

describe('the token endpoint counts the addresses of one IPv6 /64 as one caller', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { tokenAttemptsPerMinutePerAddress: 5, tokenAttemptsPerMinute: 3 } })
  })
  after(() => service.close())

  test('token attempts from rotating addresses of one /64 share one budget: past it they are 429 before any secret is hashed', async () => {
    const hashedBefore = await secretHashesCounted(service)
    for (let i = 1; i <= 5; i++) {
      const answer = await unknownClient(service, `2001:db8:aaaa:1::${i.toString(16)}`)
      assert.equal(answer.statusCode, 401, answer.body)
    }
    for (let i = 6; i <= 8; i++) assertRefusedByTheBudget(await unknownClient(service, `2001:db8:aaaa:1:${i}::1`))
    assert.equal((await secretHashesCounted(service)) - hashedBefore, 5, 'a hash per attempt within the budget only')
    // Another /64 has its own budget.
    assert.equal((await unknownClient(service, '2001:db8:aaaa:2::1')).statusCode, 401)
  })

  test("one client id's failures from rotating addresses of one /64 add up: the 4th attempt is 429 even with the right secret, which another /64 still gets a token with", async () => {
    const client = await service.newClient()
    for (let i = 1; i <= 3; i++) {
      const answer = await tokenRequest(service, `2001:db8:bbbb:1::${i}`, {
        client_id: client.clientId,
        client_secret: 'wrong',
      })
      assert.equal(answer.statusCode, 401, answer.body)
    }
    const right = { client_id: client.clientId, client_secret: client.clientSecret }
    assertRefusedByTheBudget(await tokenRequest(service, '2001:db8:bbbb:1::4', right))
    assert.equal((await tokenRequest(service, '2001:db8:bbbb:2::1', right)).statusCode, 200)
  })

  test('failures that name no well-formed client id add up over the addresses of one /64', async () => {
    for (let i = 1; i <= 3; i++) {
      assert.equal((await tokenRequest(service, `2001:db8:cccc:1::${i}`, {})).statusCode, 400)
    }
    assertRefusedByTheBudget(await tokenRequest(service, '2001:db8:cccc:1::4', {}))
  })

  test('an IPv4 address and the same address written IPv4-mapped share one budget', async () => {
    for (const from of ['192.0.2.7', '::ffff:192.0.2.7', '192.0.2.7', '::FFFF:c000:207', '192.0.2.7']) {
      assert.equal((await unknownClient(service, from)).statusCode, 401, from)
    }
    assertRefusedByTheBudget(await unknownClient(service, '::ffff:192.0.2.7'))
  })
})

describe('IPV6_PREFIX_LENGTH on the token endpoint', () => {
  const withPrefixLength = async (ipv6PrefixLength: number, check: (service: TestService) => Promise<void>) => {
    const service = await startService({ config: { tokenAttemptsPerMinutePerAddress: 2, ipv6PrefixLength } })
    try {
      await check(service)
    } finally {
      await service.close()
    }
  }

  test('IPV6_PREFIX_LENGTH=48: the /64s of one /48 share one budget', async () => {
    await withPrefixLength(48, async (service) => {
      assert.equal((await unknownClient(service, '2001:db8:dddd:1::1')).statusCode, 401)
      assert.equal((await unknownClient(service, '2001:db8:dddd:2::1')).statusCode, 401)
      assertRefusedByTheBudget(await unknownClient(service, '2001:db8:dddd:3::1'))
      assert.equal((await unknownClient(service, '2001:db8:eeee:1::1')).statusCode, 401)
    })
  })

  test('IPV6_PREFIX_LENGTH=128: each IPv6 address has a budget of its own', async () => {
    await withPrefixLength(128, async (service) => {
      for (const from of ['2001:db8:ffff:1::1', '2001:db8:ffff:1::2', '2001:db8:ffff:1::3']) {
        assert.equal((await unknownClient(service, from)).statusCode, 401, from)
      }
    })
  })
})
