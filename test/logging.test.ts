import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { after, before, describe, test } from 'node:test'
import { stripVTControlCharacters } from 'node:util'
import {
  applicationStep,
  createNodeDatabase,
  freePort,
  intakeArgs,
  isContractErrorBody,
  onPostgres,
  startService,
  type TestService,
} from './helpers.ts'

/** The labels of intake_http_requests_total and of the duration histogram, in the order they are printed. */
interface AnswerLabels {
  readonly route: string
  readonly method: string
  readonly status: number
}

describe('logs', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { logLevel: 'trace' } })
  })
  after(() => service.close())

  /** The `request answered` lines of one request. */
  const accessLines = (requestId: string) =>
    service.logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === requestId && line.msg === 'request answered')

  /** How many answers /metrics has counted and timed with these labels. */
  async function counted({ route, method, status }: AnswerLabels) {
    const text = (await service.app.inject({ method: 'GET', url: '/metrics' })).body
    const labels = `{route="${route}",method="${method}",status="${status}"}`
    const sample = (name: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${name}${labels} `))
          ?.split(' ')[1] ?? 0,
      )
    return {
      requests: sample('intake_http_requests_total'),
      timed: sample('intake_http_request_duration_seconds_count'),
    }
  }

  /** Asserts one access-log line of `requestId`, and one more count and timing of its labels than `before`. */
  async function assertLoggedAndCountedOnce(
    requestId: string,
    labels: AnswerLabels,
    before: { requests: number; timed: number },
  ) {
    const lines = accessLines(requestId)
    assert.equal(lines.length, 1, `${requestId}: ${JSON.stringify(lines)}`)
    const [line] = lines
    assert.equal(line?.status, labels.status, requestId)
    assert.equal(line?.method, labels.method, requestId)
    assert.equal(line?.route, labels.route === 'unknown' ? null : labels.route, requestId)
    assert.equal(typeof line?.durationMs, 'number', requestId)
    assert.deepEqual(await counted(labels), { requests: before.requests + 1, timed: before.timed + 1 }, requestId)
  }

  test('are JSON lines with the request id', async () => {
    const client = await service.newClient()
    const answer = await client.send('POST', '/v3/jobboard/job-offers', [], { 'x-request-id': 'find-me-in-the-logs' })
    assert.equal(answer.statusCode, 200)
    const lines = service.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    assert.ok(lines.some((line) => line.reqId === 'find-me-in-the-logs'))
  })

  test('never contain a client secret, an access token, or a candidate e-mail or phone number, in any form', async () => {
    const client = await service.newClient()
    const mail = 'jane.doe.private@example.org'
    const phone = '+33 6 12 34 56 78'
    const stored = await client.send('POST', '/v3/ats/application-steps', [
      applicationStep({ candidate_ats_id: 'C-LOGGED', candidate_mail: mail, candidate_phone: phone }),
      applicationStep({ candidate_mail: `${mail} invalid`, candidate_phone: `${phone} x` }),
    ])
    assert.equal(stored.statusCode, 207)
    const id = stored.json().data[0].id
    await client.send('PATCH', `/v3/ats/application-steps/${id}`, {
      candidate_mail: 'not a mail',
      candidate_phone: phone,
    })
    await client.send('PATCH', `/v3/ats/application-steps/${id}`, { candidate_mail: mail })
    await service.app.inject({
      method: 'POST',
      url: '/v3/oauth2/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      },
    })
    await service.requestToken(client.clientId, `${client.clientSecret}wrong`)
    await client.send('POST', '/v3/ats/application-steps', `{"candidate_mail": "${mail}", oops}`, {
      'content-type': 'application/json',
    })
    // The read side returns the personal data: the answers hold it, the logs must not.
    for (const accept of ['application/json', 'application/x-ndjson', 'text/csv']) {
      const read = await client.send('GET', '/v3/ats/application-steps?candidate_ats_id=C-LOGGED', undefined, {
        accept,
      })
      assert.ok(read.body.includes(mail), accept)
    }
    assert.ok((await client.send('GET', `/v3/ats/application-steps/${id}`)).body.includes(mail))
    const erased = await client.send('DELETE', '/v3/ats/candidates/C-LOGGED/personal-data')
    assert.equal(erased.statusCode, 200, erased.body)

    const everything = service.logs.lines.join('\n')
    assert.ok(service.logs.lines.length > 10, 'something was logged')
    const secrets = [client.clientSecret, client.token, mail, phone, '12 34 56 78', phone.replace(/\D/g, '')]
    const forms = secrets.flatMap((secret) => [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])
    for (const form of forms) {
      assert.ok(!everything.includes(form), `the logs contain ${form.slice(0, 12)}...`)
    }
  })

  test('a URL with a bad percent-encoding answers 400 with the error body, logs one access line and is counted once', async () => {
    const labels = { route: 'unknown', method: 'GET', status: 400 }
    const before = await counted(labels)
    const answer = await service.app.inject({
      method: 'GET',
      url: '/v3/ats/application-steps/%ZZ?candidate_mail=jane.doe.badurl@example.org',
      headers: { 'x-request-id': 'badurl-probe-1' },
    })
    assert.equal(answer.statusCode, 400)
    assert.ok(isContractErrorBody(answer.json()))
    assert.equal(answer.json().message, 'The URL is malformed (bad percent-encoding)')
    assert.equal(answer.headers['x-request-id'], 'badurl-probe-1')
    await assertLoggedAndCountedOnce('badurl-probe-1', labels, before)
    // The same fields as every access line: the path without its query.
    assert.equal(accessLines('badurl-probe-1')[0]?.path, '/v3/ats/application-steps/%ZZ')
    assert.ok(!service.logs.lines.join('\n').includes('jane.doe.badurl'), 'a query value is logged')
  })

  test('every answer sent outside a route (404, 405, a path parameter over the router limit) logs one access line and is counted once', async () => {
    const cases: [requestId: string, method: 'GET' | 'DELETE', url: string, status: number][] = [
      ['outside-404', 'GET', '/v3/no-such-endpoint', 404],
      ['outside-404-version', 'GET', '/v2/jobboard/job-offers', 404],
      ['outside-405', 'DELETE', '/v3/jobboard/job-offers', 405],
      // Only through inject: over a socket, Node's header size limit refuses such a request line first (431).
      ['outside-414', 'GET', `/v3/ats/application-steps/${'a'.repeat(17 * 1024)}`, 414],
    ]
    for (const [requestId, method, url, status] of cases) {
      const labels = { route: 'unknown', method, status }
      const before = await counted(labels)
      const answer = await service.app.inject({ method, url, headers: { 'x-request-id': requestId } })
      assert.equal(answer.statusCode, status, `${requestId}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()), requestId)
      await assertLoggedAndCountedOnce(requestId, labels, before)
    }
  })

  test('a routed request, answered or refused, logs one access line and is counted once', async () => {
    const client = await service.newClient()
    const route = '/v3/jobboard/job-offers'
    const cases: [requestId: string, headers: Record<string, string>, status: number][] = [
      ['routed-200', {}, 200],
      ['routed-415', { 'content-type': 'text/plain; charset=utf-8' }, 415],
      ['routed-malformed-content-type', { 'content-type': 'a/b/c' }, 415],
    ]
    for (const [requestId, headers, status] of cases) {
      const labels = { route, method: 'POST', status }
      const before = await counted(labels)
      const answer = await client.send('POST', route, headers['content-type'] === undefined ? [] : '[]', {
        'x-request-id': requestId,
        ...headers,
      })
      assert.equal(answer.statusCode, status, `${requestId}: ${answer.body}`)
      await assertLoggedAndCountedOnce(requestId, labels, before)
    }
  })
})

describe("intake serve's own lines", () => {
  /** `intake serve` run by `command`, on a free port of 127.0.0.1 and a migrated database of its own. */
  async function serve(
    t: { after: (fn: () => Promise<void>) => void },
    command: (args: string[]) => [string, string[]],
  ) {
    const database = await createNodeDatabase([])
    const port = await freePort()
    const [file, args] = command(intakeArgs('serve'))
    const child = spawn(file, args, {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...database.env, PORT: String(port), HOST: '127.0.0.1' },
    })
    const closed = once(child, 'close')
    t.after(async () => {
      if (child.exitCode === null) {
        child.kill('SIGKILL')
        await closed
      }
      await database.drop()
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    /**
     * Resolves once the output says it listens and it answered a request: by then it handles SIGTERM and
     * SIGINT (installed as soon as it listens). Fails if the process ends first.
     */
    const listening = async () => {
      await untilOutput(child, () => output, /Server listening at/)
      assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200)
    }
    return { child, port, database, output: () => output, listening, closed }
  }

  function untilOutput(child: ChildProcess, output: () => string, pattern: RegExp): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output())) return
        child.stdout?.off('data', check)
        child.off('close', ended)
        resolve()
      }
      const ended = () => reject(new Error(`it ended before ${pattern}: ${output()}`))
      child.stdout?.on('data', check)
      child.on('close', ended)
    })
  }

  test('without a terminal, the lines are JSON: one says what the start does (database, migrations, port), one that it stopped', async (t) => {
    const node = await serve(t, (args) => [process.execPath, args])
    await node.listening()
    node.child.kill('SIGTERM')
    const [code] = await node.closed
    assert.equal(code, 0, node.output())
    const lines = node
      .output()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { msg: string })
    // On PostgreSQL, the host, port and database: never the user or the password.
    const url = onPostgres ? new URL(node.database.env.DATABASE_URL as string) : undefined
    const place = url
      ? `PostgreSQL at ${url.host}${url.pathname}`
      : `the embedded database in ${node.database.env.DATA_DIR}`
    assert.equal(
      lines[0]?.msg,
      `starting: opening ${place}, applying its pending migrations, then listening on 127.0.0.1:${node.port}`,
    )
    assert.equal(lines.at(-1)?.msg, 'stopped')
  })

  test('on a terminal, the lines are readable, not JSON, and Ctrl-C stops it with a "stopped" line', async (t) => {
    const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`
    // `script` gives the node a terminal; Ctrl-C typed on it is a SIGINT to the node.
    const node = await serve(t, (args) => [
      '/usr/bin/script',
      ['-qfec', [process.execPath, ...args].map(quote).join(' '), '/dev/null'],
    ])
    await node.listening()
    node.child.stdin.write('\x03')
    await node.closed
    const lines = stripVTControlCharacters(node.output()).split(/\r?\n/)
    assert.ok(!lines.some((line) => line.startsWith('{')), node.output())
    assert.ok(
      lines.some((line) =>
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: starting: opening .*, then listening on 127\.0\.0\.1:\d+$/.test(line),
      ),
      node.output(),
    )
    assert.ok(
      lines.some((line) =>
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(line),
      ),
    )
    assert.ok(
      lines.some((line) => /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: stopped$/.test(line)),
      node.output(),
    )
  })
})
