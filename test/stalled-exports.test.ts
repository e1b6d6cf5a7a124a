import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import type net from 'node:net'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { holdGet } from './held-get.ts'
import { createNodeDatabase, type NodeDatabase, type RunningNode, startNode } from './helpers.ts'
import { MiB, percentile, rssOf, victimTraffic } from './hostile-node.ts'

/**
 * The security review's stalled exports (issue 47), replayed against `intake serve` in a process of its
 * own, on either database: NDJSON exports of job offers with 100,000-character descriptions, opened on
 * raw sockets whose answers are never read. Before SEND_TIMEOUT_MS and MAX_EXPORTS_PER_CLIENT, twenty of
 * them took a node from 371 to 708 MiB, and none was ever closed. The first test opens the exports, each
 * client's fifth, and another tenant's reads meanwhile; the others judge what it saw, and the closing.
 */

const CLIENTS = 50
/** MAX_EXPORTS_PER_CLIENT's default: 200 exports in all. */
const EXPORTS_PER_CLIENT = 4
/** Each client's export, 10 MB, is more than a loopback connection's socket buffers take: it waits on its reader. */
const OFFERS_PER_CLIENT = 100
const DESCRIPTION_CHARACTERS = 100_000
/**
 * Shorter than the default, so that the test takes less than a minute: what it judges (memory held per
 * stalled export, and that each is closed) does not depend on how long the node waits.
 */
const SEND_TIMEOUT_MS = 5_000
/** Another tenant's reads, while the exports are opened and stall. */
const VICTIM_MS = 8_000
/** Opening one export, its answer's head received. */
const OPEN_BOUND_MS = 60_000
const RSS_GROWTH_BOUND = 300 * 1_000_000
const CLOSE_BOUND_MS = 60_000
const EXPORT_PATH = '/v3/jobboard/job-offers'

interface HeldExport {
  readonly socket: net.Socket
  readonly port: number
  readonly status: number
  /** When the bytes queued between the node and the socket last changed: once stalled, when the node stopped sending. */
  lastMoved: number
  queued: number
  /** When the node's side of the connection was first seen closed. */
  closedAt?: number
}

interface Connection {
  /** Whether the node's side is ESTABLISHED: one the node has closed with bytes unsent lingers in FIN_WAIT1, or is gone. */
  readonly open: boolean
  /** Bytes in the node's send queue and the client's receive queue. */
  readonly queued: number
}

/** Every TCP connection to `port` on this machine, by the client's port, from Linux's table. */
async function connectionsTo(port: number): Promise<Map<number, Connection>> {
  const connections = new Map<number, Connection>()
  const portOf = (address: string) => Number.parseInt(address.split(':')[1] ?? '', 16)
  for (const line of (await readFile('/proc/net/tcp', 'utf8')).split('\n').slice(1)) {
    const [, local = '', remote = '', state, queues = ''] = line.trim().split(/\s+/)
    const queued = queues
      .split(':')
      .map((hex) => Number.parseInt(hex, 16))
      .reduce((sum, bytes) => sum + bytes, 0)
    const nodeSide = portOf(local) === port && portOf(remote) !== 0
    const clientPort = nodeSide ? portOf(remote) : portOf(remote) === port ? portOf(local) : undefined
    if (clientPort === undefined) continue
    const known = connections.get(clientPort)
    connections.set(clientPort, {
      open: nodeSide ? state === '01' : (known?.open ?? false),
      queued: queued + (known?.queued ?? 0),
    })
  }
  return connections
}

/** An export on a raw socket: the head of its answer is read, then nothing more. */
async function holdExport(port: number, token: string): Promise<HeldExport> {
  const openedAt = performance.now()
  const headers = { authorization: `Bearer ${token}`, accept: 'application/x-ndjson' }
  const { socket, head } = await holdGet(port, EXPORT_PATH, headers, OPEN_BOUND_MS)
  socket.on('error', () => {})
  const status = Number(head.split(' ')[1])
  return { socket, port: socket.localPort as number, status, lastMoved: openedAt, queued: 0 }
}

describe('200 exports held unread by 50 clients, against a node of its own', { timeout: 600_000 }, () => {
  let database: NodeDatabase
  let node: RunningNode
  let victimToken: string
  const attackerTokens: string[] = []
  const held: HeldExport[] = []
  let rssBefore = 0
  let rssHighest = 0
  let watching = true
  let watchers: Promise<void> | undefined

  const url = (path: string) => `${node.url}${path}`
  async function tokenOf(client: { id: string; secret: string }): Promise<string> {
    const answer = await fetch(url('/v3/oauth2/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: client.id, client_secret: client.secret, grant_type: 'client_credentials' }),
    })
    assert.equal(answer.status, 200)
    return ((await answer.json()) as { access_token: string }).access_token
  }
  const exportBy = (token: string) =>
    fetch(url(EXPORT_PATH), { headers: { authorization: `Bearer ${token}`, accept: 'application/x-ndjson' } })

  /** The node's resident memory every 100 ms, and the held connections every 250 ms, until `watching` ends. */
  function watch(): Promise<void> {
    const rss = async () => {
      while (watching) {
        rssHighest = Math.max(rssHighest, await rssOf(node.pid))
        await sleep(100)
      }
    }
    const connections = async () => {
      while (watching) {
        const seen = await connectionsTo(node.port)
        const now = performance.now()
        for (const entry of held) {
          const connection = seen.get(entry.port)
          if (connection?.open && connection.queued !== entry.queued) {
            entry.queued = connection.queued
            entry.lastMoved = now
          }
          if (!connection?.open) entry.closedAt ??= now
        }
        await sleep(250)
      }
    }
    return Promise.all([rss(), connections()]).then(() => {})
  }

  before(async () => {
    // Stored by SQL before the node starts: 5,000 wide offers through the batch endpoint would take minutes.
    database = await createNodeDatabase([...Array.from({ length: CLIENTS }, (_, i) => `attacker ${i}`), 'victim'], {
      seed: async (db, clientIds) => {
        const store = (ids: readonly string[], offers: number, characters: number) =>
          db.query(
            `INSERT INTO job_offers (client_id, reference, description)
             SELECT client_id, 'JO-' || n, repeat('d', $2) FROM unnest($1::text[]) AS client_id, generate_series(1, $3) AS n`,
            [ids, characters, offers],
          )
        await store(clientIds.slice(0, CLIENTS), OFFERS_PER_CLIENT, DESCRIPTION_CHARACTERS)
        await store(clientIds.slice(CLIENTS), 5, 100)
      },
    })
    node = await startNode({
      ...database.env,
      LOG_LEVEL: 'warn',
      SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
      // Shedding has tests of its own (overload.test.ts). Here the 200 exports' queries queue for the
      // database by design, and a machine shared with other work delays the event loop for reasons of its
      // own: either would answer the other tenant 503 and hide what the tests look at.
      MAX_EVENT_LOOP_DELAY_MS: '10000',
      MAX_DATABASE_WAITING: '100000',
    })
    victimToken = await tokenOf(database.clients.at(-1) as { id: string; secret: string })
    for (const client of database.clients.slice(0, CLIENTS)) attackerTokens.push(await tokenOf(client))
    // Eight exports read whole first, two clients' four at once: what is measured is the exports held, not
    // a node's first growth to its working size (code compiled, both threads' young generations and the
    // embedded database's memory grown for wide rows).
    await Promise.all(
      attackerTokens.slice(0, 2).flatMap((token) =>
        Array.from({ length: EXPORTS_PER_CLIENT }, async () => {
          const warmUp = await exportBy(token)
          assert.equal((await warmUp.text()).split('\n').length, OFFERS_PER_CLIENT + 1)
        }),
      ),
    )
    rssBefore = await rssOf(node.pid)
    rssHighest = rssBefore
    watchers = watch()
  })

  after(async () => {
    watching = false
    await watchers
    for (const { socket } of held) socket.destroy()
    await node?.stop()
    await database?.drop()
  })

  const fifths: Response[] = []
  let victim: { pages: { latencies: number[]; statuses: number[] }; exported: { status: number; text: string } }

  test('each of 50 clients holds 4 exports unread: all 200 are answered 200', async (t) => {
    const started = performance.now()
    const victimReads = Promise.all([
      victimTraffic({ port: node.port, victim: { token: victimToken } }, VICTIM_MS),
      exportBy(victimToken).then(async (answer) => ({ status: answer.status, text: await answer.text() })),
    ])
    // Ten clients at a time, each one's fifth asked once its four are held, with the memory looked at in
    // between: the code before the limits held a few dozen MB per export, and the opening stops past the
    // bound rather than take gigabytes.
    for (let first = 0; first < CLIENTS && rssHighest - rssBefore < RSS_GROWTH_BOUND; first += 10) {
      // Each client's fifth right after its own four, well within SEND_TIMEOUT_MS of them however slow
      // the opening of the others.
      const opened = await Promise.all(
        attackerTokens.slice(first, first + 10).map(async (token) => {
          const four = await Promise.all(Array.from({ length: EXPORTS_PER_CLIENT }, () => holdExport(node.port, token)))
          return { four, fifth: await exportBy(token) }
        }),
      )
      for (const { four, fifth } of opened) {
        held.push(...four)
        fifths.push(fifth)
      }
      rssHighest = Math.max(rssHighest, await rssOf(node.pid))
    }
    const [pages, exported] = await victimReads
    victim = { pages, exported }
    t.diagnostic(`${held.length} exports opened in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    assert.equal(
      held.length,
      CLIENTS * EXPORTS_PER_CLIENT,
      `the opening stopped at ${held.length} exports: RSS grew by ${Math.round((rssHighest - rssBefore) / 1_000_000)} MB`,
    )
    assert.deepEqual(
      held.map(({ status }) => status),
      Array(held.length).fill(200),
    )
  })

  test('a fifth export of a client holding four is 429, with Retry-After and the error body, code rate_limited', async () => {
    const statuses = fifths.map((answer) => answer.status)
    for (const answer of fifths) if (answer.status !== 429) await answer.body?.cancel()
    assert.deepEqual(statuses, Array(CLIENTS).fill(429))
    for (const answer of fifths) {
      assert.match(answer.headers.get('retry-after') ?? '', /^[1-9][0-9]*$/)
      const body = (await answer.json()) as { message: string; errors: { message: string; data: unknown }[] }
      assert.match(body.message, /MAX_EXPORTS_PER_CLIENT/)
      assert.deepEqual(Object.keys(body), ['message', 'errors'])
      assert.deepEqual(
        body.errors.map((entry) => entry.data),
        [{ code: 'rate_limited' }],
      )
    }
  })

  test('another tenant is answered meanwhile: its pages, and an export of its own', (t) => {
    const { pages, exported } = victim
    const p99 = percentile(pages.latencies, 99)
    t.diagnostic(`${pages.statuses.length} pages, p99 ${p99.toFixed(0)} ms`)
    assert.ok(pages.statuses.length > 0)
    assert.deepEqual([...new Set(pages.statuses)], [200])
    // Generous: it bounds a node that stops answering, not one whose database serves 200 exports meanwhile
    // on a busy machine (1.5 to 3.2 s there).
    assert.ok(p99 < 10_000, `p99 ${p99.toFixed(0)} ms`)
    assert.equal(exported.status, 200)
    assert.equal(exported.text.split('\n').length, 5 + 1)
  })

  test('every stalled socket is closed by the node within 60 s of its last byte sent (SEND_TIMEOUT_MS)', async (t) => {
    // A node that kept trickling bytes into a socket would move its last byte on: the wait has a bound of its own.
    for (const until = performance.now() + 2 * CLOSE_BOUND_MS; performance.now() < until; await sleep(250)) {
      const open = held.filter(({ closedAt }) => closedAt === undefined)
      if (open.length === 0 || performance.now() > Math.max(...open.map(({ lastMoved }) => lastMoved)) + CLOSE_BOUND_MS)
        break
    }
    const stalledFor = held.map(({ lastMoved, closedAt }) => (closedAt ?? Number.POSITIVE_INFINITY) - lastMoved)
    const open = stalledFor.filter((ms) => ms === Number.POSITIVE_INFINITY).length
    const closed = stalledFor.filter((ms) => ms !== Number.POSITIVE_INFINITY)
    if (closed.length > 0)
      t.diagnostic(
        `${closed.length} closed, ${(Math.min(...closed) / 1000).toFixed(1)} to ${(Math.max(...closed) / 1000).toFixed(1)} s after their last byte sent`,
      )
    assert.equal(
      open,
      0,
      `${open} of ${held.length} stalled sockets still open ${CLOSE_BOUND_MS / 1000} s after their last byte`,
    )
    assert.ok(Math.max(...stalledFor) < CLOSE_BOUND_MS)
    assert.equal((await fetch(url('/healthz'))).status, 200)
  })

  test('the node’s resident memory grew by less than 300 MB through all of it', (t) => {
    const growth = rssHighest - rssBefore
    t.diagnostic(
      `RSS ${Math.round(rssBefore / MiB)} MiB, highest ${Math.round(rssHighest / MiB)} MiB (+${Math.round(growth / MiB)} MiB)`,
    )
    assert.ok(growth < RSS_GROWTH_BOUND, `RSS grew by ${Math.round(growth / 1_000_000)} MB`)
  })
})
