import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import { createNodeDatabase, startNode } from './helpers.ts'

/**
 * A node for the security review's findings (issue 20), replayed against `intake serve` in a process of
 * its own, on the embedded database or on PostgreSQL (TEST_DATABASE_URL), with its default limits but
 * the data endpoints' rate limit (raised), and two clients: a victim and an attacker. TRUST_PROXY=loopback
 * lets each case speak from an address of its own (X-Forwarded-For), so that the per-address limits of
 * one case do not spill into the next. Used by hostile-traffic.test.ts (the cases that time the victim)
 * and hostile-payloads.test.ts (the others).
 */

export const MiB = 1024 * 1024

export interface Answer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly text: string
  readonly ms: number
}

export interface Client {
  readonly id: string
  readonly secret: string
  readonly token: string
}

export interface SendOptions {
  headers?: Record<string, string>
  body?: string | Buffer
  from?: string
  /** Sends the head (announcing the body's length) and never the body: for answers given on the head alone. */
  headOnly?: boolean
}

export interface HostileNode {
  readonly port: number
  readonly pid: number
  readonly victim: Client
  readonly attacker: Client
  /** One request over its own connection; a body refused before it was sent whole still gets its answer. */
  send(method: string, path: string, options?: SendOptions): Promise<Answer>
  tokenOf(id: string, secret: string, from: string): Promise<string>
  /** null while it runs. */
  exitCode(): number | null
  stop(): Promise<void>
}

export const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Resident memory of a process, from /proc. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
  return Number(kb) * 1024
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

function sendTo(port: number, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          ...(options.from === undefined ? {} : { 'x-forwarded-for': options.from }),
          ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          if (options.headOnly) request.destroy()
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          })
        })
        response.on('error', reject)
      },
    )
    // The server may answer and close before the whole body is written (413): that is its answer.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
      else setTimeout(() => resolve({ status: 0, headers: {}, text: '', ms: performance.now() - started }), 2_000)
    })
    if (options.headOnly) request.flushHeaders()
    else request.end(options.body)
  })
}

export async function startHostileNode(): Promise<HostileNode> {
  const database = await createNodeDatabase(['victim', 'attacker'])
  const [victim, attacker] = database.clients
  assert.ok(victim !== undefined && attacker !== undefined)
  const node = await startNode({
    ...database.env,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    // The event-loop shedding has tests of its own (overload.test.ts); on a machine shared with other
    // work it would answer 503 for reasons of its own and hide what each case looks at.
    MAX_EVENT_LOOP_DELAY_MS: '10000',
    // The victim's traffic, measured again when a window is over its bound, may pass the default
    // 1,200 requests a minute; the data endpoints' rate limit has tests of its own (rate-limits.test.ts).
    REQUESTS_PER_MINUTE: '1000000',
  })
  const send = (method: string, path: string, options?: SendOptions) => sendTo(node.port, method, path, options)
  async function tokenOf(id: string, secret: string, from: string): Promise<string> {
    const answer = await send('POST', '/v3/oauth2/token', {
      from,
      ...json({ client_id: id, client_secret: secret, grant_type: 'client_credentials' }),
    })
    assert.equal(answer.status, 200, answer.text)
    return JSON.parse(answer.text).access_token
  }
  const stop = async () => {
    await node.stop()
    await database.drop()
  }
  try {
    return {
      port: node.port,
      pid: node.pid,
      victim: { ...victim, token: await tokenOf(victim.id, victim.secret, '192.0.2.1') },
      attacker: { ...attacker, token: await tokenOf(attacker.id, attacker.secret, '192.0.2.2') },
      send,
      tokenOf,
      exitCode: node.exitCode,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * The victim's requests, one after another, for `ms`: their latencies and statuses. They run in a
 * process of their own, so that the attackers' work in the test's process (building and writing 16 MB
 * bodies) never counts in the victim's latencies.
 */
export async function victimTraffic(
  node: Pick<HostileNode, 'port'> & { readonly victim: Pick<Client, 'token'> },
  ms: number,
): Promise<{ latencies: number[]; statuses: number[] }> {
  const script = `
    const http = require('node:http')
    const latencies = [], statuses = []
    const until = performance.now() + Number(process.env.MS)
    const once = () => new Promise((resolve) => {
      const started = performance.now()
      http.get({ host: '127.0.0.1', port: Number(process.env.PORT), path: '/v3/ats/application-steps?limit=1', agent: false,
        headers: { authorization: 'Bearer ' + process.env.TOKEN, 'x-forwarded-for': '192.0.2.1' } }, (response) => {
        response.resume()
        response.on('end', () => { latencies.push(performance.now() - started); statuses.push(response.statusCode); resolve() })
      }).on('error', () => { statuses.push(0); resolve() })
    })
    ;(async () => {
      while (performance.now() < until) { await once(); await new Promise((r) => setTimeout(r, 10)) }
      process.stdout.write(JSON.stringify({ latencies, statuses }))
    })()
  `
  const child = spawn(process.execPath, ['-e', script], {
    env: { PATH: process.env.PATH, PORT: String(node.port), TOKEN: node.victim.token, MS: String(ms) },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await once(child, 'exit')
  return JSON.parse(output)
}
