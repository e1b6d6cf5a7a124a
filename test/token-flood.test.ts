import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { constants, setPriority } from 'node:os'
import { after, before, describe, test } from 'node:test'
import { createNodeDatabase, type NodeDatabase, type RunningNode, startNode } from './helpers.ts'

/**
 * The security review's token flood (issue 47): a caller with no account sends token requests from
 * rotating addresses of one IPv6 /64, each with a client id never made, so that every one that gets
 * through costs a hash at the service's cost. Loopback has one IPv6 address (::1), so the flood comes
 * from 127.0.0.1 and names its rotating /64 addresses in X-Forwarded-For, which the node believes of
 * loopback (TRUST_PROXY=loopback); the legitimate client names an address of another /64 the same way.
 * It runs alone (test/run.ts: SERIAL), every loop bounded in time.
 */

const FLOOD_CONNECTIONS = 16
const FLOOD_MS = 10_000
/** How long the flood runs before the legitimate client is timed: its connections open, its hashes queued. */
const FLOOD_WARM_UP_MS = 1_000
/** The /64 of the flood of each window: a fresh one, whose budget the window before has not used up. */
const floodPrefix = (window: number) => `2001:db8:bad:${window}`
const LEGITIMATE_ADDRESS = '2001:db8:600d:1::1'
const TIMED_ALONE = 5
/**
 * The legitimate client asks for a token at most this often. Its address has a budget of its own
 * (TOKEN_ATTEMPTS_PER_MINUTE_PER_ADDRESS, 100 by default), and every window's requests, alone and
 * during the flood (about FLOOD_MS / LEGITIMATE_EVERY_MS), must stay within it for all WINDOWS.
 */
const LEGITIMATE_EVERY_MS = 500
/** A legitimate request unanswered this long has failed, whatever the bound. */
const GIVE_UP_MS = 30_000
const WINDOWS = 3

interface Timed {
  readonly status: number
  readonly ms: number
}

/**
 * The flood: FLOOD_CONNECTIONS loops, each sending one token request after another for FLOOD_MS, from
 * a random address of the /64 (each request given up after FLOOD_MS too, so that the flood ends within
 * twice that); it prints how many of each status it got. It runs in a process of its own at the lowest
 * priority, as if on the attacker's machine: on this one, its own work would otherwise take the cores
 * the node and the legitimate client need, which no limit of the node's can.
 */
function flood(port: number, prefix: string): Promise<Record<string, number>> {
  const script = `
    const http = require('node:http')
    const { randomBytes } = require('node:crypto')
    const agent = new http.Agent({ keepAlive: true })
    const statuses = {}
    const until = performance.now() + Number(process.env.MS)
    const hex = () => randomBytes(2).toString('hex')
    const once = () => new Promise((resolve) => {
      const body = JSON.stringify({ client_id: 'cl_' + randomBytes(16).toString('base64url'), client_secret: 'guess' })
      const request = http.request({ host: '127.0.0.1', port: Number(process.env.PORT), method: 'POST',
        path: '/v3/oauth2/token', agent, headers: { 'content-type': 'application/json',
        'x-forwarded-for': process.env.PREFIX + ':' + [hex(), hex(), hex(), hex()].join(':') } }, (response) => {
        response.resume()
        response.on('end', () => { statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1; resolve() })
      })
      request.on('error', () => { statuses.error = (statuses.error ?? 0) + 1; resolve() })
      request.setTimeout(Number(process.env.MS), () => request.destroy())
      request.end(body)
    })
    const loop = async () => { while (performance.now() < until) await once() }
    Promise.all(Array.from({ length: Number(process.env.CONNECTIONS) }, loop)).then(() => {
      process.stdout.write(JSON.stringify(statuses))
      agent.destroy()
    })
  `
  const child = spawn(process.execPath, ['-e', script], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      MS: String(FLOOD_MS),
      PREFIX: prefix,
      CONNECTIONS: String(FLOOD_CONNECTIONS),
    },
  })
  setPriority(child.pid as number, constants.priority.PRIORITY_LOW)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return once(child, 'exit').then(() => JSON.parse(output))
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

describe('a token flood from one IPv6 /64, against a running node', { timeout: 120_000 }, () => {
  let database: NodeDatabase
  let node: RunningNode
  let legitimate: { id: string; secret: string }

  before(async () => {
    // The legitimate client's secret hashed at the service's cost, as a real client's is.
    database = await createNodeDatabase(['legitimate'], { productionHashes: true })
    legitimate = database.clients[0] as { id: string; secret: string }
    node = await startNode({ ...database.env, LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' })
  })

  after(async () => {
    await node?.stop()
    await database?.drop()
  })

  async function legitimateToken(): Promise<Timed> {
    const started = performance.now()
    const answer = await fetch(`${node.url}/v3/oauth2/token`, {
      method: 'POST',
      signal: AbortSignal.timeout(GIVE_UP_MS),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': LEGITIMATE_ADDRESS },
      body: JSON.stringify({ client_id: legitimate.id, client_secret: legitimate.secret }),
    })
    await answer.arrayBuffer()
    return { status: answer.status, ms: performance.now() - started }
  }

  /** The legitimate client's token requests, one after another, `count` of them or until `done` resolves. */
  async function timedTokens(count: number, done: Promise<unknown> = new Promise(() => {})): Promise<Timed[]> {
    let over = false
    done.finally(() => {
      over = true
    })
    const answers: Timed[] = []
    while (answers.length < count && !over) {
      const next = new Promise((resolve) => setTimeout(resolve, LEGITIMATE_EVERY_MS))
      answers.push(await legitimateToken())
      await next
    }
    return answers
  }

  /**
   * One window: the legitimate client's time alone, then during a flood from a fresh /64. Every answer
   * must be a token; the times, and how many of the flood's requests were refused, are judged by the test.
   */
  async function window(index: number) {
    const alone = await timedTokens(TIMED_ALONE)
    const bound = Math.max(1_000, 3 * median(alone.map((answer) => answer.ms)))
    const flooding = flood(node.port, floodPrefix(index))
    await new Promise((resolve) => setTimeout(resolve, FLOOD_WARM_UP_MS))
    const during = await timedTokens(Number.POSITIVE_INFINITY, flooding)
    const flooded = await flooding
    const words =
      `alone ${alone.map((answer) => answer.ms.toFixed(0)).join(', ')} ms; during the flood ` +
      `${during.map((answer) => answer.ms.toFixed(0)).join(', ')} ms (bound ${bound.toFixed(0)}); ` +
      `the flood's answers ${JSON.stringify(flooded)}`
    assert.ok(during.length > 0, words)
    assert.deepEqual([...new Set([...alone, ...during].map((answer) => answer.status))], [200], words)
    return { slowest: Math.max(...during.map((answer) => answer.ms)), bound, refused: flooded['429'] ?? 0, words }
  }

  /**
   * A machine shared with other work can stall any process for a moment, so a window over the bound is
   * measured again, up to twice, before the test fails; the code before the queue and the /64 budgets
   * kept the legitimate client waiting for seconds in every window.
   */
  test("during a flood from one /64 (X-Forwarded-For from loopback), a legitimate client's token request from another /64 is answered within max(1 s, 3× its time alone)", async (t) => {
    let measured = await window(1)
    t.diagnostic(measured.words)
    for (let index = 2; index <= WINDOWS && measured.slowest >= measured.bound; index++) {
      measured = await window(index)
      t.diagnostic(measured.words)
    }
    assert.ok(measured.slowest < measured.bound, measured.words)
    assert.ok(measured.refused > 0, `the flood was never refused: ${measured.words}`)
  })
})
