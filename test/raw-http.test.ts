import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { isContractErrorBody, jobOffer, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * What a client that does not speak HTTP properly gets, over a real TCP socket to a listening server:
 * truncated and lying bodies, invalid UTF-8, a client too slow to finish, bodies over the limit and
 * malformed request heads. Every answer sent is the contract's error body with its status (never a
 * 500), nothing is half-stored, and the server goes on serving.
 */

const REQUEST_TIMEOUT_MS = 1_000
const MAX_BODY_BYTES = 1_024
const PATH = '/v3/jobboard/job-offers'

interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

interface Exchange {
  readonly answers: RawAnswer[]
  /** Whether the server closed its side of the connection before the wait ended. */
  readonly closed: boolean
  /** Bytes after the last complete answer (there should be none). */
  readonly rest: string
  readonly elapsedMs: number
}

/** Splits what the server wrote into HTTP/1.1 answers (each with a Content-Length, as the service sends them). */
function parseAnswers(raw: Buffer): { answers: RawAnswer[]; rest: string } {
  const answers: RawAnswer[] = []
  let offset = 0
  for (;;) {
    const headEnd = raw.indexOf('\r\n\r\n', offset)
    if (headEnd < 0) break
    const [statusLine = '', ...headerLines] = raw.subarray(offset, headEnd).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':')
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
      }),
    )
    const length = Number(headers['content-length'])
    assert.ok(Number.isInteger(length), `an answer without Content-Length: ${statusLine}`)
    const bodyStart = headEnd + 4
    if (raw.length < bodyStart + length) break
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: raw.subarray(bodyStart, bodyStart + length).toString('utf8'),
    })
    offset = bodyStart + length
  }
  return { answers, rest: raw.subarray(offset).toString('latin1') }
}

/**
 * Opens a connection, lets `talk` write to it (over time if it likes), and collects what comes back
 * until the server closes the connection or `waitMs` passes.
 */
async function exchange(
  port: number,
  talk: (socket: net.Socket) => Promise<void> | void,
  { waitMs = 5_000 } = {},
): Promise<Exchange> {
  const started = Date.now()
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true })
  socket.on('error', () => {})
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  const closed = new Promise<boolean>((resolve) => {
    // 'end': the server closed its side (this socket is half-open by choice, to half-close on its own).
    socket.on('end', () => resolve(true))
    socket.on('close', () => resolve(true))
    setTimeout(() => resolve(false), waitMs).unref()
  })
  await new Promise((resolve) => socket.once('connect', resolve))
  await talk(socket)
  const wasClosed = await closed
  const elapsedMs = Date.now() - started
  socket.destroy()
  return { ...parseAnswers(Buffer.concat(chunks)), closed: wasClosed, elapsedMs }
}

/** intake_connections_rejected_total of the service's /metrics, summed by status. */
async function connectionsRejected(service: TestService): Promise<Map<string, number>> {
  const text = (await service.app.inject({ method: 'GET', url: '/metrics' })).body
  const byStatus = new Map<string, number>()
  for (const [, status, value] of text.matchAll(
    /^intake_connections_rejected_total\{status="(\d+)",[^}]*\} (\d+)$/gm,
  )) {
    byStatus.set(status as string, (byStatus.get(status as string) ?? 0) + Number(value))
  }
  return byStatus
}

const head = (token: string, headers: Record<string, string | number>) =>
  `POST ${PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\n` +
  `${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`

function assertContractError(answer: RawAnswer | undefined, status: number, label: string) {
  assert.ok(answer !== undefined, `${label}: no answer`)
  assert.equal(answer.status, status, `${label}: ${answer.body}`)
  assert.match(answer.headers['content-type'] ?? '', /^application\/json/, label)
  assert.ok(isContractErrorBody(JSON.parse(answer.body)), `${label}: ${answer.body}`)
}

/** Writes `text` a byte at a time, `everyMs` apart, until the server closes the connection. */
async function trickle(socket: net.Socket, text: string, everyMs: number) {
  for (const byte of Buffer.from(text)) {
    if (socket.destroyed || !socket.writable) return
    socket.write(Buffer.of(byte))
    await sleep(everyMs)
  }
}

describe('raw HTTP from a hostile or broken client', () => {
  let service: TestService
  let client: TestClient
  let port: number

  before(async () => {
    service = await startService({ config: { requestTimeoutMs: REQUEST_TIMEOUT_MS, maxBodyBytes: MAX_BODY_BYTES } })
    client = await service.newClient()
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    port = (service.app.server.address() as AddressInfo).port
  })
  after(() => service.close())

  async function storedJobOffers(): Promise<number> {
    const [row] = await service.db.query<{ n: number }>(
      // Not the offers assertStillServing stores and deletes, which a test running beside may count.
      "SELECT count(*)::int AS n FROM job_offers WHERE client_id = $1 AND reference NOT LIKE 'ok-%'",
      [client.clientId],
    )
    return row?.n ?? -1
  }

  /** A well-formed request over a new connection: the server still serves. */
  async function assertStillServing(label: string) {
    const reference = `ok-${Math.random()}`
    const answer = await fetch(`http://127.0.0.1:${port}${PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([jobOffer({ reference })]),
    })
    assert.equal(answer.status, 201, `${label}: ${await answer.text()}`)
    await service.db.query('DELETE FROM job_offers WHERE client_id = $1 AND reference = $2', [
      client.clientId,
      reference,
    ])
  }

  test('a body shorter than its Content-Length, then a half-close: 400 with the error body, nothing stored', async () => {
    const body = JSON.stringify([jobOffer({ reference: 'truncated' })])
    const result = await exchange(port, (socket) => {
      socket.write(head(client.token, { 'content-type': 'application/json', 'content-length': body.length + 50 }))
      socket.write(body)
      socket.end()
    })
    assert.equal(result.answers.length, 1, result.rest)
    assertContractError(result.answers[0], 400, 'half-closed')
    assert.ok(result.closed)
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after a truncated body')
  })

  // The three wait for REQUEST_TIMEOUT_MS on timers, not on the processor: they wait side by side.
  describe('a client too slow for REQUEST_TIMEOUT_MS', { concurrency: true }, () => {
    test('a body shorter than its Content-Length, then silence: 408 with the error body within REQUEST_TIMEOUT_MS', async () => {
      const body = JSON.stringify([jobOffer({ reference: 'silent' })])
      const result = await exchange(port, (socket) => {
        socket.write(head(client.token, { 'content-type': 'application/json', 'content-length': body.length + 50 }))
        socket.write(body)
      })
      assert.equal(result.answers.length, 1, result.rest)
      assertContractError(result.answers[0], 408, 'silent client')
      assert.ok(result.closed, 'the server closes the connection')
      // Node checks for expired requests once a second here: the answer comes within two periods.
      assert.ok(result.elapsedMs < 2 * REQUEST_TIMEOUT_MS + 1_000, `answered after ${result.elapsedMs} ms`)
      assert.equal(await storedJobOffers(), 0)
      await assertStillServing('after a silent client')
    })

    test('a client trickling its body byte by byte is cut off with 408 after REQUEST_TIMEOUT_MS; nothing stored', async () => {
      const body = JSON.stringify([jobOffer({ reference: 'slow body', title: 'x'.repeat(200) })])
      const result = await exchange(port, async (socket) => {
        socket.write(head(client.token, { 'content-type': 'application/json', 'content-length': body.length }))
        await trickle(socket, body, 50)
      })
      assertContractError(result.answers[0], 408, 'slow body')
      assert.equal(result.answers.length, 1)
      assert.ok(result.closed)
      assert.ok(result.elapsedMs < 2 * REQUEST_TIMEOUT_MS + 1_000, `answered after ${result.elapsedMs} ms`)
      assert.equal(await storedJobOffers(), 0)
      await assertStillServing('after a slow body')
    })

    test('a client trickling its request head byte by byte is cut off with 408 after REQUEST_TIMEOUT_MS', async () => {
      const result = await exchange(port, (socket) =>
        trickle(socket, head(client.token, { 'content-type': 'application/json', 'x-padding': 'y'.repeat(200) }), 20),
      )
      assertContractError(result.answers[0], 408, 'slow head')
      assert.ok(result.closed)
      assert.ok(result.elapsedMs < 2 * REQUEST_TIMEOUT_MS + 1_000, `answered after ${result.elapsedMs} ms`)
      await assertStillServing('after a slow head')
    })
  })

  test('a Content-Length smaller than the body is 400 with the error body and a closed connection; nothing stored', async () => {
    const body = JSON.stringify([jobOffer({ reference: 'lying length' })])
    const result = await exchange(port, (socket) => {
      socket.write(head(client.token, { 'content-type': 'application/json', 'content-length': 10 }) + body)
    })
    // The bytes after the first 10 are a malformed request, met while the first one is still being
    // answered: the connection is answered 400 and closed, either once for both or once for each.
    assert.ok(result.answers.length >= 1 && result.answers.length <= 2, result.rest)
    for (const answer of result.answers) assertContractError(answer, 400, 'lying Content-Length')
    assert.ok(result.closed)
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after a lying Content-Length')
  })

  test('invalid UTF-8 in a JSON body is 400 with the error body; nothing stored', async () => {
    const invalid = [
      Buffer.of(0xff),
      Buffer.of(0xc3), // a lead byte without its continuation
      Buffer.of(0xed, 0xa0, 0x80), // a UTF-16 surrogate encoded as UTF-8
      Buffer.of(0xc0, 0xaf), // an overlong encoding of "/"
    ]
    for (const bytes of invalid) {
      const body = Buffer.concat([Buffer.from('[{"reference": "JO-'), bytes, Buffer.from('"}]')])
      const result = await exchange(port, (socket) => {
        socket.write(head(client.token, { 'content-type': 'application/json', 'content-length': body.length }))
        socket.write(body)
      })
      const label = `bytes ${bytes.toString('hex')}`
      assertContractError(result.answers[0], 400, label)
      assert.equal(JSON.parse(result.answers[0]?.body ?? '').message, 'The request body is not valid UTF-8', label)
    }
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after invalid UTF-8')
  })

  test('a body over MAX_BODY_BYTES announced by Content-Length is 413 before it is sent; nothing stored', async () => {
    const result = await exchange(port, (socket) => {
      socket.write(head(client.token, { 'content-type': 'application/json', 'content-length': MAX_BODY_BYTES + 1 }))
    })
    assertContractError(result.answers[0], 413, 'announced')
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after an announced large body')
  })

  test('a chunked body growing over MAX_BODY_BYTES is 413; nothing stored', async () => {
    const items = JSON.stringify(Array.from({ length: 40 }, (_, n) => jobOffer({ reference: `chunked-${n}` })))
    assert.ok(items.length > MAX_BODY_BYTES)
    const result = await exchange(port, async (socket) => {
      socket.write(head(client.token, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }))
      for (let offset = 0; offset < items.length; offset += 256) {
        const chunk = items.slice(offset, offset + 256)
        if (!socket.writable) return
        socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`)
        await sleep(5)
      }
      if (socket.writable) socket.write('0\r\n\r\n')
    })
    assertContractError(result.answers[0], 413, 'chunked')
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after a large chunked body')
  })

  test('a malformed request line or header is 400 (431 for oversized headers) with the error body, and the connection closes', async () => {
    const valid = head(client.token, { 'content-type': 'application/json', 'content-length': 2 })
    const cases: [label: string, raw: string, status: number][] = [
      ['garbage', 'HELLO THERE\r\n\r\n', 400],
      ['unknown version', `GET ${PATH} HTTP/7.0\r\nhost: x\r\n\r\n`, 400],
      ['space in the target', `GET /v3/job offers HTTP/1.1\r\nhost: x\r\n\r\n`, 400],
      ['header without a colon', valid.replace('host: 127.0.0.1', 'host 127.0.0.1'), 400],
      ['control character in a header', valid.replace('host: 127.0.0.1', 'host: 127.0.\x010.1'), 400],
      [
        'Content-Length and Transfer-Encoding',
        valid.replace('\r\n\r\n', '\r\ntransfer-encoding: chunked\r\n\r\n'),
        400,
      ],
      ['two different Content-Lengths', valid.replace('\r\n\r\n', '\r\ncontent-length: 5\r\n\r\n'), 400],
      ['a negative Content-Length', valid.replace('content-length: 2', 'content-length: -2'), 400],
      [
        'bad chunk size',
        `${valid.replace('content-length: 2', 'transfer-encoding: chunked')}zz\r\n[]\r\n0\r\n\r\n`,
        400,
      ],
      ['bare LF line ends', valid.replaceAll('\r\n', '\n'), 400],
      ['oversized headers', valid.replace('\r\n\r\n', `\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`), 431],
    ]
    const rejectedBefore = await connectionsRejected(service)
    for (const [label, raw, status] of cases) {
      const result = await exchange(port, (socket) => {
        socket.write(raw.endsWith('\r\n\r\n') && raw.includes('content-length: 2') ? `${raw}[]` : raw)
      })
      assert.equal(result.answers.length, 1, `${label}: ${result.answers.map((a) => a.status)} ${result.rest}`)
      assertContractError(result.answers[0], status, label)
      assert.ok(result.closed, `${label}: the server closes the connection`)
    }
    // Each is counted by status in /metrics, as no route's count can hold it.
    const rejectedAfter = await connectionsRejected(service)
    assert.equal((rejectedAfter.get('400') ?? 0) - (rejectedBefore.get('400') ?? 0), cases.length - 1)
    assert.equal((rejectedAfter.get('431') ?? 0) - (rejectedBefore.get('431') ?? 0), 1)
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after malformed requests')
  })

  test('a client that hangs up in the middle of its body is logged as a request aborted (400), not as the database unavailable', async () => {
    const body = JSON.stringify([jobOffer({ reference: 'hung-up' })])
    await exchange(port, (socket) => {
      socket.write(
        head(client.token, {
          'content-type': 'application/json',
          'content-length': body.length,
          'x-request-id': 'hung-up-mid-body',
        }),
      )
      socket.write(body.slice(0, 10))
      setTimeout(() => socket.destroy(), 50)
    })
    const linesOfRequest = () =>
      service.logs.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.reqId === 'hung-up-mid-body')
    // No answer reaches a client that is gone, so no access line either: the one line is the refusal.
    const deadline = Date.now() + 5_000
    while (linesOfRequest().length === 0) {
      assert.ok(Date.now() < deadline, 'the request cut short was never logged')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    assert.deepEqual(
      linesOfRequest().map(({ msg, statusCode, reason }) => ({ msg, statusCode, reason })),
      [{ msg: 'request rejected', statusCode: 400, reason: 'aborted' }],
    )
    assert.equal(await storedJobOffers(), 0)
    await assertStillServing('after a client hung up mid-body')
  })

  test('a URL with a bad percent-encoding is 400 with the error body and one access-log line with its request id', async () => {
    const result = await exchange(port, (socket) => {
      socket.write(
        'GET /v3/ats/application-steps/%ZZ HTTP/1.1\r\nhost: 127.0.0.1\r\n' +
          'x-request-id: badurl-probe-raw\r\nconnection: close\r\n\r\n',
      )
    })
    assert.equal(result.answers.length, 1, result.rest)
    assertContractError(result.answers[0], 400, 'bad percent-encoding')
    assert.equal(result.answers[0]?.headers['x-request-id'], 'badurl-probe-raw')
    const answered = service.logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'badurl-probe-raw' && line.msg === 'request answered')
    assert.deepEqual(
      answered.map(({ method, route, path, status }) => ({ method, route, path, status })),
      [{ method: 'GET', route: null, path: '/v3/ats/application-steps/%ZZ', status: 400 }],
    )
    await assertStillServing('after a bad percent-encoding')
  })

  test('a path segment over the router limit is 414 with the error body, which does not repeat the path', async () => {
    const segment = `long${'a'.repeat(17 * 1024)}`
    // Node answers 431 to such a head at its default header limit: a server allowing longer heads
    // hands the request to the service.
    const roomy = http.createServer({ maxHeaderSize: 64 * 1024 }, (request, response) => {
      service.app.routing(request, response)
    })
    await new Promise<void>((resolve) => roomy.listen(0, '127.0.0.1', resolve))
    try {
      const result = await exchange((roomy.address() as AddressInfo).port, (socket) => {
        socket.write(
          `GET /v3/ats/application-steps/${segment} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
        )
      })
      assert.equal(result.answers.length, 1, result.rest)
      assertContractError(result.answers[0], 414, 'too long')
      assert.ok(!result.answers[0]?.body.includes('longaaaa'), result.answers[0]?.body.slice(0, 200))
    } finally {
      roomy.closeAllConnections()
      await new Promise((resolve) => roomy.close(resolve))
    }
  })
})
