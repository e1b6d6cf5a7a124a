import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { constants, setPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
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
  /** More attackers (startHostileNode's `attackers`), each with a request budget of its own. */
  readonly attackers: readonly Client[]
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

/** `env`: settings of the node beside the review's (a case's own limits); `attackers`: how many more attackers. */
export async function startHostileNode(env: NodeJS.ProcessEnv = {}, attackers = 0): Promise<HostileNode> {
  const more = Array.from({ length: attackers }, (_, i) => `attacker ${i + 2}`)
  const database = await createNodeDatabase(['victim', 'attacker', ...more])
  const [victim, attacker, ...others] = database.clients
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
    ...env,
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
      attackers: await Promise.all(
        others.map(async (other) => ({ ...other, token: await tokenOf(other.id, other.secret, '192.0.2.2') })),
      ),
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
  { path = '/v3/ats/application-steps?limit=1', pauseMs = 10 }: { path?: string; pauseMs?: number } = {},
): Promise<{ latencies: number[]; statuses: number[] }> {
  const script = `
    const http = require('node:http')
    const latencies = [], statuses = []
    const until = performance.now() + Number(process.env.MS)
    const once = () => new Promise((resolve) => {
      const started = performance.now()
      http.get({ host: '127.0.0.1', port: Number(process.env.PORT), path: process.env.URL_PATH, agent: false,
        headers: { authorization: 'Bearer ' + process.env.TOKEN, 'x-forwarded-for': '192.0.2.1' } }, (response) => {
        response.resume()
        response.on('end', () => { latencies.push(performance.now() - started); statuses.push(response.statusCode); resolve() })
      }).on('error', () => { statuses.push(0); resolve() })
    })
    ;(async () => {
      while (performance.now() < until) { await once(); await new Promise((r) => setTimeout(r, Number(process.env.PAUSE_MS))) }
      process.stdout.write(JSON.stringify({ latencies, statuses }))
    })()
  `
  const child = spawn(process.execPath, ['-e', script], {
    env: {
      PATH: process.env.PATH,
      PORT: String(node.port),
      TOKEN: node.victim.token,
      MS: String(ms),
      URL_PATH: path,
      PAUSE_MS: String(pauseMs),
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await once(child, 'exit')
  return JSON.parse(output)
}

export interface AttackRequest {
  readonly method: string
  readonly path: string
  readonly headers?: Record<string, string>
  readonly body?: string
}

/**
 * An attacker's traffic: `loops` loops, each sending `requests` in turn, one after another, for `ms`
 * (each request given up after `ms` too); how many of each status it got. A request whose `path`,
 * header or body holds `{n}` gets a number of its own there, and `{x}` the number's last four hex digits. It runs in a process of its own at the
 * lowest priority, as if on the attacker's machine: on this one, its own work would otherwise take the
 * cores the node and the victim need, which no limit of the node's can.
 */
export async function attackerTraffic(
  node: Pick<HostileNode, 'port'>,
  { requests, loops, ms }: { requests: readonly AttackRequest[]; loops: number; ms: number },
): Promise<Record<string, number>> {
  const directory = await mkdtemp(join(tmpdir(), 'intake-attack-'))
  const file = join(directory, 'requests.json')
  await writeFile(file, JSON.stringify(requests))
  const script = `
    const http = require('node:http')
    const requests = JSON.parse(require('node:fs').readFileSync(process.env.REQUESTS, 'utf8'))
    const agent = new http.Agent({ keepAlive: true })
    const statuses = {}
    const until = performance.now() + Number(process.env.MS)
    let n = 0
    const count = (status) => { statuses[status] = (statuses[status] ?? 0) + 1 }
    const once = (template) => new Promise((resolve) => {
      const k = n++
      const fill = (text) => text.replaceAll('{n}', String(k)).replaceAll('{x}', (k % 0x10000).toString(16))
      const headers = Object.fromEntries(Object.entries(template.headers ?? {}).map(([name, value]) => [name, fill(value)]))
      const request = http.request({ host: '127.0.0.1', port: Number(process.env.PORT), method: template.method,
        path: fill(template.path), agent, headers }, (response) => {
        response.resume()
        response.on('end', () => { count(response.statusCode); resolve() })
      })
      request.on('error', () => { count('error'); resolve() })
      request.setTimeout(Number(process.env.MS), () => request.destroy())
      request.end(template.body === undefined ? undefined : fill(template.body))
    })
    const loop = async (start) => { for (let i = start; performance.now() < until; i++) await once(requests[i % requests.length]) }
    Promise.all(Array.from({ length: Number(process.env.LOOPS) }, (_, i) => loop(i))).then(() => {
      process.stdout.write(JSON.stringify(statuses))
      agent.destroy()
    })
  `
  try {
    const child = spawn(process.execPath, ['-e', script], {
      env: { PATH: process.env.PATH, PORT: String(node.port), MS: String(ms), LOOPS: String(loops), REQUESTS: file },
    })
    setPriority(child.pid as number, constants.priority.PRIORITY_LOW)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    await once(child, 'exit')
    return JSON.parse(output)
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}
