import assert from 'node:assert/strict'
import { connect, type Socket } from 'node:net'
import { after, before, describe, type TestContext, test } from 'node:test'
import { readSetting } from '../src/config.ts'
import { onPostgres } from './helpers.ts'
import {
  type AttackRequest,
  attackerTraffic,
  bearer,
  type HostileNode,
  percentile,
  startHostileNode,
  victimTraffic,
} from './hostile-node.ts'

/**
 * Fair share (issue 47): an attacker does the worst the limits allow, one row of the review at a time
 * (heavy reads, stalled exports, a token flood; a client of its own for each row), while another
 * tenant, the victim, reads a 10-row page every 100 ms. The victim's p99 stays
 * under max(100 ms, 2× its p99 alone, measured just before) on PostgreSQL, and under 2× alone + 100 ms
 * on the embedded database (one connection for every tenant). The node has the default limits. It runs
 * alone (test/run.ts: SERIAL), and every loop is bounded in time.
 */

const WINDOW_MS = 12_000
const ALONE_MS = 8_000
const PAGE = '/v3/ats/application-steps?limit=10'
const HUNDRED_ROWS = '/v3/ats/application-steps?limit=100'
/** The attack runs this long before the victim's window opens: its connections open, its work queued. */
const WARM_UP_MS = 1_000
/**
 * A p99 this far over its bound, or less, missed narrowly: measured once more, the attacker's budget
 * refilled. Over a window of about 90 reads, the p99 is its worst read or two, which one stall of a
 * shared machine decides.
 */
const NARROW_MISS = 2
/** The rate limits' window: after it, the attacker's budget has refilled. */
const RATE_LIMIT_WINDOW_MS = 60_000

const boundOf = (alone: number) => (onPostgres ? Math.max(100, 2 * alone) : 2 * alone + 100)

describe('fair share: one tenant at the limits, another timed', { timeout: 600_000 }, () => {
  let node: HostileNode
  /** Each row's attacker is a client of its own: no row starts with a request budget another used. */
  const attacker = (row: number) => {
    const client = row === 0 ? node.attacker : node.attackers[row - 1]
    assert.ok(client !== undefined)
    return { 'x-forwarded-for': '192.0.2.2', ...bearer(client.token) }
  }
  const attackerJson = (row: number) => ({ ...attacker(row), 'content-type': 'application/json' })

  before(async () => {
    node = await startHostileNode({ REQUESTS_PER_MINUTE: String(readSetting('requestsPerMinute', {})) }, 2)
    const steps = Array.from({ length: 100 }, (_, i) => ({
      recorded_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`,
      job_offer_reference: `JO-${i % 5}`,
      candidate_ats_id: `C-${i}`,
      step: 'applied',
      application_ats_id: `A-${i}`,
    }))
    const stored = await node.send('POST', '/v3/ats/application-steps', {
      body: JSON.stringify(steps),
      headers: { 'content-type': 'application/json', ...bearer(node.victim.token) },
    })
    assert.equal(stored.status, 201, stored.text)
  })

  after(() => node.stop())

  /** The victim's window while the attacker sends `requests` on `loops` connections; and what the attacker got. */
  async function during(requests: readonly AttackRequest[], loops: number, path = PAGE) {
    const attack = attackerTraffic(node, { requests, loops, ms: WARM_UP_MS + WINDOW_MS })
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS))
    const victim = await victimTraffic(node, WINDOW_MS, { path, pauseMs: 100 })
    return { victim, attacker: await attack }
  }

  /**
   * The victim's p99 under `attack`, against the bound from its p99 alone just before; a narrow miss
   * is measured once more, after the attacker's budget has refilled.
   */
  async function victimKeepsItsShare(t: TestContext, attack: () => ReturnType<typeof during>, path = PAGE) {
    const seen: string[] = []
    for (let attempt = 0; attempt < 2; attempt++) {
      const alone = await victimTraffic(node, ALONE_MS, { path, pauseMs: 100 })
      assert.deepEqual([...new Set(alone.statuses)], [200])
      const bound = boundOf(percentile(alone.latencies, 99))
      const started = performance.now()
      const { victim, attacker } = await attack()
      const p99 = percentile(victim.latencies, 99)
      const got = Object.entries(attacker).map(([status, n]) => `${n}× ${status}`)
      seen.push(
        `p99 ${p99.toFixed(0)} ms (bound ${bound.toFixed(0)}, ${victim.latencies.length} reads; attacker got ${got.join(', ')})`,
      )
      t.diagnostic(seen.at(-1) as string)
      assert.deepEqual([...new Set(victim.statuses)], [200], `victim statuses ${[...new Set(victim.statuses)]}`)
      if (p99 < bound) return
      if (attempt > 0 || p99 >= NARROW_MISS * bound) break
      const refilled = started + RATE_LIMIT_WINDOW_MS - performance.now()
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, refilled)))
    }
    assert.fail(`the victim lost its share: ${seen.join('; then ')}`)
  }

  test('heavy reads (a year-long funnel, filters that match nothing) leave the victim its share', async (t) => {
    for (let batch = 0; batch < 4; batch++) {
      const steps = Array.from({ length: 5_000 }, (_, i) => ({
        recorded_at: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00Z`,
        job_offer_reference: `JO-${i % 50}`,
        candidate_ats_id: `C-${i}`,
        step: ['applied', 'screened', 'interview', 'hired'][i % 4],
        application_ats_id: `A-${batch}-${i % 2_500}`,
        subsidiary: 'Paris',
      }))
      const answer = await node.send('POST', '/v3/ats/application-steps', {
        headers: attackerJson(0),
        body: JSON.stringify(steps),
      })
      assert.equal(answer.status, 201, answer.text)
    }
    const reads = [
      '/v3/reports/funnel?from=2026-01-01&to=2027-01-01&limit=1',
      '/v3/rejections?field=nonexistent',
      '/v3/ats/application-steps?subsidiary=nowhere',
      '/v3/ats/application-steps?step=never',
    ]
    await victimKeepsItsShare(t, () =>
      during(
        reads.map((path) => ({ method: 'GET', path, headers: attacker(0) })),
        20,
      ),
    )
  })

  test('200 exports never read leave the victim its share', async (t) => {
    const offers = Array.from({ length: 20 }, (_, i) => ({ reference: `JO-${i}`, description: 'd'.repeat(100_000) }))
    const stored = await node.send('POST', '/v3/jobboard/job-offers', {
      headers: attackerJson(1),
      body: JSON.stringify(offers),
    })
    assert.equal(stored.status, 201, stored.text)
    const stalled: Socket[] = []
    const request =
      'GET /v3/jobboard/job-offers HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: application/x-ndjson\r\n' +
      `x-forwarded-for: 192.0.2.2\r\nauthorization: ${attacker(1).authorization}\r\n\r\n`
    try {
      await victimKeepsItsShare(t, async () => {
        // Opened during the warm-up, and never read: each socket is paused from the start.
        for (let i = 0; i < 200; i++) {
          const socket = connect(node.port, '127.0.0.1')
          socket.pause()
          socket.on('error', () => {})
          socket.write(request)
          stalled.push(socket)
        }
        await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS))
        const victim = await victimTraffic(node, WINDOW_MS, { pauseMs: 100 })
        for (const socket of stalled.splice(0)) socket.destroy()
        return { victim, attacker: { 'stalled exports': 200 } }
      })
    } finally {
      for (const socket of stalled) socket.destroy()
    }
  })

  test('batches of 5,000 invalid items on 4 connections leave the victim its share', async (t) => {
    // The review's two bodies: every field of the wrong type, and one 255-byte unknown key an item.
    const wrongTypes = { recorded_at: 1, job_offer_reference: 2, candidate_ats_id: 3, step: 4, application_ats_id: 5 }
    const unknownKey = {
      recorded_at: '2026-11-01T10:00:00Z',
      job_offer_reference: 'JO-1',
      candidate_ats_id: 'C-1',
      step: 'applied',
      application_ats_id: 'A-1',
      ['k'.repeat(255)]: 'v',
    }
    const batches = [wrongTypes, unknownKey].map((item) => ({
      method: 'POST',
      path: '/v3/ats/application-steps',
      headers: attackerJson(2),
      body: JSON.stringify(Array.from({ length: 5_000 }, () => item)),
    }))
    await victimKeepsItsShare(t, () => during(batches, 4))
  })

  test('a token flood from one IPv6 /64 leaves the victim its share of 100-row pages', async (t) => {
    const attempt = {
      method: 'POST',
      path: '/v3/oauth2/token',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8:bad:1:{x}::1' },
      body: JSON.stringify({ client_id: 'cl_flood{n}', client_secret: 'guess' }),
    }
    await victimKeepsItsShare(t, () => during([attempt], 16, HUNDRED_ROWS), HUNDRED_ROWS)
  })
})
