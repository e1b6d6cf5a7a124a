import assert from 'node:assert/strict'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { createServer, get } from 'node:http'
import type { AddressInfo, LookupFunction } from 'node:net'
import { describe, test } from 'node:test'
import { type AddressRule, addressRuleBroken } from '../src/webhooks/addresses.ts'
import { lookupRefusing, RefusedAddressError } from '../src/webhooks/lookup.ts'
import { webhookUrlProblem } from '../src/webhooks/url.ts'

/**
 * The SSRF rules of webhooks (issue 46): the addresses a webhook must not reach unless
 * WEBHOOK_ALLOW_PRIVATE_ADDRESSES, in every spelling; the URL checked when an endpoint is made; and the
 * lookup that checks a host name's addresses as they are connected to. The lookups are real (localhost
 * resolves without a network) except where a test needs a resolver's answers to change.
 */

const BROKEN: Record<AddressRule, readonly string[]> = {
  loopback: [
    '127.0.0.1',
    '127.255.255.254',
    '::1',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::FFFF:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '64:ff9b::7f00:1',
  ],
  unspecified: ['0.0.0.0', '0.1.2.3', '::', '0:0:0:0:0:0:0:0', '::ffff:0.0.0.0'],
  private: [
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    'fc00::1',
    'fd12:3456::1',
    'fec0::1',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
  ],
  'link-local': ['169.254.169.254', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', 'fe80::1', 'febf::1', 'fe80::1%eth0'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff0e::1', '::ffff:224.0.0.1'],
  reserved: ['240.0.0.1', '255.255.255.255', '192.0.0.8', '198.18.0.1', '::7f00:1', '::8.8.8.8', '100::1'],
}
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '172.15.255.255',
  '172.32.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '169.255.0.1',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  'fbff::1',
  '2a00::1',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::808:808',
]

describe('addressRuleBroken', () => {
  for (const [rule, addresses] of Object.entries(BROKEN)) {
    test(`names ${rule} the ${rule} addresses, IPv4-mapped and NAT64 forms included`, () => {
      for (const address of addresses) assert.equal(addressRuleBroken(address), rule, address)
    })
  }

  test('finds no rule broken by public addresses, beside the ranges and in mapped forms', () => {
    for (const address of PUBLIC) assert.equal(addressRuleBroken(address), undefined, address)
  })

  test('throws on what is not an IP address', () => {
    for (const text of ['localhost', '127.1', '0x7f.0.0.1', '::ffff:127.0.0.1.1', '']) {
      assert.throws(() => addressRuleBroken(text), { name: 'TypeError', message: `Not an IP address: ${text}` })
    }
  })
})

describe('webhookUrlProblem', () => {
  const strict = { allowHttp: false, allowPrivateAddresses: false }
  const relaxed = { allowHttp: true, allowPrivateAddresses: true }

  test('accepts an https URL with a host name or a public address', () => {
    for (const url of ['https://hooks.example.com/intake', 'https://8.8.8.8:8443/x', 'https://[2606:4700::1111]/']) {
      assert.equal(webhookUrlProblem(url, strict), undefined, url)
    }
  })

  test('refuses http unless allowHttp', () => {
    assert.deepEqual(webhookUrlProblem('http://hooks.example.com/', strict), {
      code: 'https_required',
      message: 'The webhook URL must be https (WEBHOOK_ALLOW_HTTP is false)',
    })
    assert.equal(webhookUrlProblem('http://hooks.example.com/', { ...strict, allowHttp: true }), undefined)
  })

  test('refuses what is not an http or https URL, whatever the policy', () => {
    for (const url of ['hooks.example.com', 'ftp://hooks.example.com/', 'file:///etc/passwd', 'https://']) {
      assert.equal(webhookUrlProblem(url, relaxed)?.code, 'invalid_url', url)
    }
  })

  test('refuses a literal address that breaks a rule, naming the rule, in every spelling URLs allow', () => {
    assert.deepEqual(webhookUrlProblem('https://127.0.0.1/hook', strict), {
      code: 'loopback',
      message:
        "The webhook URL's host 127.0.0.1 is refused: loopback address (WEBHOOK_ALLOW_PRIVATE_ADDRESSES is false)",
    })
    const cases: [string, AddressRule][] = [
      ['https://2130706433/', 'loopback'],
      ['https://0x7f.1/', 'loopback'],
      ['https://0177.0.0.1/', 'loopback'],
      ['https://127.1/', 'loopback'],
      ['https://127.0.0.1./', 'loopback'],
      ['https://%31%32%37.0.0.1/', 'loopback'],
      ['https://[::1]:8443/', 'loopback'],
      ['https://[::ffff:127.0.0.1]/', 'loopback'],
      ['https://[::ffff:7f00:1]/', 'loopback'],
      ['https://0.0.0.0/', 'unspecified'],
      ['https://[::]/', 'unspecified'],
      ['https://10.1.2.3:8443/', 'private'],
      ['https://[fd00::1]/', 'private'],
      ['https://169.254.169.254/latest/meta-data/', 'link-local'],
      ['https://[fe80::1]/', 'link-local'],
      ['https://224.0.0.1/', 'multicast'],
      ['https://255.255.255.255/', 'reserved'],
    ]
    for (const [url, rule] of cases) {
      assert.equal(webhookUrlProblem(url, strict)?.code, rule, url)
      assert.equal(webhookUrlProblem(url, { ...strict, allowPrivateAddresses: true }), undefined, url)
    }
  })
})

function resolve(lookup: LookupFunction, hostname: string, all: boolean) {
  return new Promise<string | LookupAddress[]>((done, fail) =>
    lookup(hostname, { all }, (error, address) => (error ? fail(error) : done(address))),
  )
}

/** A resolver whose answers the test sets, one per lookup: what DNS rebinding does. */
function resolverAnswering(...answers: (string | LookupAddress[] | Error)[]): LookupFunction {
  return (_hostname, _options, callback) => {
    const answer = answers.shift()
    if (answer === undefined || answer instanceof Error) callback(answer ?? new Error('no answer left'), '')
    else callback(null, answer, typeof answer === 'string' ? 4 : undefined)
  }
}

describe('lookupRefusing', () => {
  test('refuses localhost, naming the rule and the address, whether one address or all are asked for', async () => {
    const lookup = lookupRefusing({ allowPrivateAddresses: false })
    for (const all of [false, true]) {
      await assert.rejects(resolve(lookup, 'localhost', all), (error) => {
        assert.ok(error instanceof RefusedAddressError)
        assert.equal(error.code, 'ERR_WEBHOOK_ADDRESS_REFUSED')
        assert.equal(error.rule, 'loopback')
        assert.equal(error.hostname, 'localhost')
        assert.match(error.address, /^(127\.0\.0\.1|::1)$/)
        assert.match(error.message, /^localhost resolved to (127\.0\.0\.1|::1), refused: loopback address/)
        return true
      })
    }
  })

  test('with allowPrivateAddresses is the lookup itself, and localhost resolves', async () => {
    const lookup = lookupRefusing({ allowPrivateAddresses: true })
    assert.equal(lookup, dnsLookup)
    assert.match(String(await resolve(lookup, 'localhost', false)), /^(127\.0\.0\.1|::1)$/)
  })

  test('checks every lookup, so that a name that later resolves to a private address is refused then', async () => {
    const lookup = lookupRefusing({ allowPrivateAddresses: false }, resolverAnswering('93.184.215.14', '10.0.0.7'))
    assert.equal(await resolve(lookup, 'hooks.example.com', false), '93.184.215.14')
    await assert.rejects(resolve(lookup, 'hooks.example.com', false), { rule: 'private', address: '10.0.0.7' })
  })

  test('refuses a name when any of its addresses breaks a rule', async () => {
    const answer = [
      { address: '2606:4700::1111', family: 6 },
      { address: '169.254.169.254', family: 4 },
    ]
    const lookup = lookupRefusing({ allowPrivateAddresses: false }, resolverAnswering(answer, answer.slice(0, 1)))
    await assert.rejects(resolve(lookup, 'hooks.example.com', true), { rule: 'link-local' })
    assert.deepEqual(await resolve(lookup, 'hooks.example.com', true), answer.slice(0, 1))
  })

  test("passes the resolver's errors on", async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' })
    const lookup = lookupRefusing({ allowPrivateAddresses: false }, resolverAnswering(notFound))
    await assert.rejects(resolve(lookup, 'nowhere.example', false), notFound)
  })

  test('keeps a node:http request to localhost from connecting, and lets it when private addresses are allowed', async (t) => {
    let requests = 0
    const receiver = createServer((_request, response) => {
      requests += 1
      response.end('ok')
    })
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done))
    t.after(() => receiver.close())
    const { port } = receiver.address() as AddressInfo
    const status = (allowPrivateAddresses: boolean) =>
      new Promise<number | undefined>((done, fail) => {
        const lookup = lookupRefusing({ allowPrivateAddresses })
        get({ host: 'localhost', port, family: 4, lookup }, (response) => done(response.resume().statusCode)).on(
          'error',
          fail,
        )
      })

    await assert.rejects(status(false), { name: 'RefusedAddressError', rule: 'loopback', address: '127.0.0.1' })
    assert.equal(requests, 0)
    assert.equal(await status(true), 200)
    assert.equal(requests, 1)
  })
})
