import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { startService, type TestService, unknownClientTokenRequest } from './helpers.ts'

/**
 * Answers are compressed on libuv's thread pool, where client secrets are hashed too: the security
 * review's token flood (issue 47) queued its hashes there ahead of every compression, and another
 * tenant's gzip reads waited behind them. Timed, so it runs alone (test/run.ts: SERIAL).
 */

const FLOODING_NETWORKS = 40

describe('compression beside a token flood', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  // No lookup before its hash: the requests sent at once all reach the queue while the first hash runs.
  const unknownClient = (from: string) => unknownClientTokenRequest(service, from)

  async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
    const started = performance.now()
    const result = await work()
    return { ms: performance.now() - started, result }
  }

  const gzipRead = () =>
    service.app.inject({ method: 'GET', url: '/v3/openapi.json', headers: { 'accept-encoding': 'gzip' } })

  test(`while token requests from ${FLOODING_NETWORKS} /64s wait for their hashes, a gzip answer is not queued behind them: it takes less than one hash`, async (t) => {
    for (let i = 0; i < 3; i++) await gzipRead()
    const hash = await timed(() => unknownClient('2001:db8:a::1'))
    assert.equal(hash.result.statusCode, 401, hash.result.body)

    const flood = Array.from({ length: FLOODING_NETWORKS }, (_, i) =>
      unknownClient(`2001:db8:b:${(i + 1).toString(16)}::1`),
    )
    // Their hashes handed to libuv, as a flood's are before another tenant's read comes.
    await new Promise((resolve) => setTimeout(resolve, hash.ms / 4))
    const read = await timed(gzipRead)
    const floodStatuses = (await Promise.all(flood)).map((answer) => answer.statusCode)

    const words = `gzip answer ${read.ms.toFixed(0)} ms beside the flood; one hash ${hash.ms.toFixed(0)} ms; flood ${floodStatuses.join(' ')}`
    t.diagnostic(words)
    assert.equal(read.result.headers['content-encoding'], 'gzip')
    assert.ok(read.ms < hash.ms, words)
  })
})
