import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type Reply, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * The token endpoint tells an attacker nothing about which client ids exist: an unknown client and a
 * wrong secret get the same answer, in about the same time (the unknown id is checked against a
 * dummy scrypt hash). Throttling is proven in token.test.ts (per client id) and rate-limits.test.ts
 * (per address).
 */

const ATTEMPTS = 10

/** Headers that differ between any two requests. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'date', 'ratelimit-remaining', 'ratelimit-reset'])

function observable(answer: Reply) {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_REQUEST_HEADERS.has(name)))
  return { status: answer.statusCode, headers, body: answer.body }
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

describe('the token endpoint does not reveal which client ids exist', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    // A known client's secret is verified at the cost it was hashed with: the service's, as the unknown one's.
    service = await startService({ config: { tokenAttemptsPerMinute: 1_000 }, productionHashes: true })
    client = await service.newClient()
  })
  after(() => service.close())

  const unknownClient = () => service.requestToken('cl_AAAAAAAAAAAAAAAAAAAAAA', client.clientSecret)
  const wrongSecret = () => service.requestToken(client.clientId, `${client.clientSecret.slice(0, -1)}x`)

  test('an unknown client and a wrong secret get the same status, headers and body', async () => {
    const unknown = await unknownClient()
    const wrong = await wrongSecret()
    assert.equal(unknown.statusCode, 401, unknown.body)
    assert.deepEqual(observable(unknown), observable(wrong))
  })

  test('an unknown client and a wrong secret take about the same time (medians within a factor of 2)', async () => {
    const timings = { unknown: [] as number[], wrong: [] as number[] }
    const timed = async (request: () => Promise<Reply>) => {
      const start = performance.now()
      const answer = await request()
      assert.equal(answer.statusCode, 401, answer.body)
      return performance.now() - start
    }
    // Interleaved, so that a change in the machine's load weighs on both alike.
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      timings.unknown.push(await timed(unknownClient))
      timings.wrong.push(await timed(wrongSecret))
    }
    const ratio = median(timings.unknown) / median(timings.wrong)
    assert.ok(
      ratio > 0.5 && ratio < 2,
      `median ${median(timings.unknown).toFixed(1)} ms (unknown) vs ${median(timings.wrong).toFixed(1)} ms (wrong secret)`,
    )
  })
})
