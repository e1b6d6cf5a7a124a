import assert from 'node:assert/strict'
import { after, before, describe, type TestContext, test } from 'node:test'
import { onPostgres } from './helpers.ts'
import {
  type Answer,
  bearer,
  type HostileNode,
  MiB,
  percentile,
  startHostileNode,
  victimTraffic,
} from './hostile-node.ts'

/**
 * The cases of the security review (issue 20) that time another tenant, the victim, while an attacker
 * sends the worst it can. They run alone (test/run.ts: SERIAL); the other cases are in
 * hostile-payloads.test.ts. Every loop is bounded in time, and the load is sized for two shared cores.
 */

describe('hostile traffic against a running node, timed from another tenant', { timeout: 240_000 }, () => {
  let node: HostileNode

  before(async () => {
    node = await startHostileNode()
  })

  after(() => node.stop())

  /**
   * The bound on the victim's p99 under attack: 100 ms, or three times its p99 alone on this machine
   * now when that is more (a machine shared with other work). The code before the limits stalled the
   * victim for seconds, past either.
   */
  let victimBound = 100
  test('the victim alone: its p99 sets the bound of the cases below', async () => {
    const { latencies, statuses } = await victimTraffic(node, 1_500)
    assert.deepEqual([...new Set(statuses)], [200])
    victimBound = Math.max(100, 3 * percentile(latencies, 99))
  })

  /**
   * The worst batch's `JSON.parse` in this process, at its quickest of fifteen: how fast this machine
   * does the node's kind of work. The bound of the worst bodies' case is 100 ms where that takes 3.5 ms or
   * less, and grows in proportion beyond. On a machine where it took 4.4 to 7.3 ms (2026-11-27; the
   * benchmark's bare route, the same kind of parse, ran half as fast as on the machines the 100 ms was
   * set on), the victim's p99 under the worst bodies was 82 to 185 ms, and 193 to 300 ms with the
   * validation's 4 ms turns taken out.
   */
  const PARSE_MS_WHERE_100_WAS_SET = 3.5
  function parseMs(body: string): number {
    let quickest = Number.POSITIVE_INFINITY
    for (let i = 0; i < 15; i++) {
      const started = performance.now()
      JSON.parse(body)
      quickest = Math.min(quickest, performance.now() - started)
    }
    return quickest
  }

  /**
   * On the embedded database, 100 ms more: its one connection serves every tenant, and each rejected
   * batch's rejection-log write holds it, as in the fairness suite's bound (test/fairness.test.ts).
   */
  const worstBodiesBound = (bound: number) => (onPostgres ? bound : bound + 100)

  /**
   * The victim's p99 while `attack` runs, under `bound` (victimBound, unless the case sets its own). A
   * machine shared with other work can stall any process for a moment, so a window over the bound is
   * measured again, up to twice, before the test fails; the code before the limits stalled the victim
   * for seconds, in every window.
   */
  async function victimStaysUnderBound(
    t: TestContext,
    attack: () => Promise<{ latencies: number[] }>,
    bound = victimBound,
  ) {
    const seen: number[] = []
    for (let attempt = 0; attempt < 3; attempt++) {
      seen.push(percentile((await attack()).latencies, 99))
      if ((seen.at(-1) as number) < bound) break
    }
    const words = `victim p99 ${seen.map((ms) => ms.toFixed(0)).join(' ms, then ')} ms (bound ${bound.toFixed(0)})`
    t.diagnostic(words)
    assert.ok((seen.at(-1) as number) < bound, words)
  }

  test('16 MB of nested arrays to the token and batch endpoints: refused at once, the other tenant unaffected', async (t) => {
    const nested = `${'['.repeat(8 * MiB)}${']'.repeat(8 * MiB)}`
    await victimStaysUnderBound(t, async () => {
      const traffic = victimTraffic(node, 1_500)
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () =>
          node.send('POST', '/v3/oauth2/token', {
            headers: { 'content-type': 'application/json' },
            body: nested,
            from: '198.51.100.2',
          }),
        ),
        node.send('POST', '/v3/jobboard/job-offers', {
          headers: { 'content-type': 'application/json', ...bearer(node.attacker.token) },
          body: nested.slice(0, 15 * MiB),
        }),
      ])
      for (const answer of answers.slice(0, 3)) assert.ok([413, 0].includes(answer.status), answer.text)
      const batch = answers[3] as Answer
      assert.equal(batch.status, 400, batch.text)
      assert.match(JSON.parse(batch.text).message, /JSON_MAX_DEPTH/)
      // Uploading 16 MB over loopback on a busy machine is most of it; parsing them took 5 to 20 s before.
      for (const answer of answers) assert.ok(answer.ms < 5_000, `answered after ${answer.ms} ms`)
      const victim = await traffic
      assert.ok(
        victim.statuses.every((status) => status === 200),
        `victim statuses ${[...new Set(victim.statuses)]}`,
      )
      return victim
    })
  })

  test('a job offer with 1.15 million unknown keys (13.8 MB): a small 400 naming the limit, at once', async () => {
    const keys: string[] = []
    for (let i = 0; i < 1_150_000; i++) keys.push(`"k${i}":1`)
    const body = `[{"reference":"JO-1",${keys.join(',')}}]`
    assert.ok(body.length > 13 * 1_000_000)
    const answer = await node.send('POST', '/v3/jobboard/job-offers', {
      headers: { 'content-type': 'application/json', ...bearer(node.attacker.token) },
      body,
    })
    assert.equal(answer.status, 400)
    assert.ok(answer.text.length < 2_000, `${answer.text.length} bytes`)
    assert.match(JSON.parse(answer.text).message, /more than 100 keys \(JSON_MAX_KEYS_PER_OBJECT\)/)
    assert.ok(answer.ms < 2_000, `answered after ${answer.ms} ms`)
  })

  test("another tenant's p99 stays under 100 ms (on a slower machine, in proportion) while the token and batch endpoints get the worst bodies allowed", async (t) => {
    // The worst the limits let through: 4 KiB token bodies, and batches just under every limit, with
    // every item wrong in as many ways as its keys allow (so that all of it is parsed and validated).
    const tokenBody = `client_id=${'a'.repeat(2_000)}&client_secret=${'b'.repeat(2_000)}&grant_type=client_credentials`
    const item = Object.fromEntries([
      ...Array.from({ length: 90 }, (_, i) => [`unknown_${i}`, i]),
      ['reference', 'x'.repeat(300)],
      ['title', 42],
    ])
    const batch = JSON.stringify(Array.from({ length: 1_000 }, () => item))
    let n = 0
    const tokenAttack = () =>
      node.send('POST', '/v3/oauth2/token', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: tokenBody,
        from: `203.0.113.${n++ % 200}`,
      })
    const batchAttack = async () => {
      const answer = await node.send('POST', '/v3/jobboard/job-offers', {
        headers: { 'content-type': 'application/json', ...bearer(node.attacker.token) },
        body: batch,
      })
      // 429 once the attacker has had MAX_REJECTIONS_PER_CLIENT rejections this hour: still parsed and validated.
      assert.ok([400, 429].includes(answer.status), `${answer.status}`)
    }
    // Each attack a few times first, untimed: the windows measure the victim beside a node that has
    // run these bodies before (its code for them compiled, as in any node up for a while), not beside
    // their first, unoptimised runs.
    for (let i = 0; i < 3; i++) await Promise.all([tokenAttack(), batchAttack()])
    await victimStaysUnderBound(
      t,
      async () => {
        let stop = false
        const attacks = [
          (async () => {
            while (!stop) await tokenAttack()
          })(),
          (async () => {
            while (!stop) await batchAttack()
          })(),
        ]
        let victim: Awaited<ReturnType<typeof victimTraffic>>
        try {
          victim = await victimTraffic(node, 8_000)
        } finally {
          // The attacks stop whatever happened to the victim's traffic, and their own failures are read.
          stop = true
          await Promise.all(attacks)
        }
        assert.ok(
          victim.statuses.every((status) => status === 200),
          `victim statuses ${[...new Set(victim.statuses)]}`,
        )
        return victim
      },
      worstBodiesBound(Math.max(victimBound, (100 * parseMs(batch)) / PARSE_MS_WHERE_100_WAS_SET)),
    )
  })

  test('a flood of /readyz never makes the data endpoints answer 503', async () => {
    let stop = false
    const flood = Array.from({ length: 200 }, async () => {
      while (!stop) await node.send('GET', '/readyz').catch(() => {})
    })
    const { statuses } = await victimTraffic(node, 4_000)
    stop = true
    await Promise.all(flood)
    assert.ok(statuses.length > 0)
    assert.deepEqual([...new Set(statuses)], [200])
  })
})
