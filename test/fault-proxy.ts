import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small HTTP proxy of the tests' own in front of a listening service: it counts what passes and,
 * when told, answers in the server's place (429, 503, 401, 413, 400, a hang-up) before forwarding
 * everything again. Real HTTP for the client under test; the service behind it is the real one.
 */

export interface Fault {
  readonly status: number
  readonly headers?: Readonly<Record<string, string>>
  /** Sent as JSON; a string is sent as it is. Default: the contract's error body. */
  readonly body?: unknown
  /** Forward the request first (the server stores the batch), then answer with the fault instead. */
  readonly afterForwarding?: boolean
  /** Close the connection without answering (a network error for the client). */
  readonly hangUp?: boolean
  /** Never answer: the request waits until the client gives up on it, or the proxy closes. */
  readonly hold?: boolean
}

export const errorBody = (message: string) => ({ message, errors: [{ message, data: null }] })

const TOKEN_PATH = '/v3/oauth2/token'

/** A proxy in front of the service: counts requests, tracks batches in flight, injects faults. */
export class FaultProxy {
  readonly #server: http.Server
  readonly #target: number
  url = ''
  tokenRequests = 0
  batchRequests = 0
  /** Items in each batch request, its body's size in bytes, and the body, in arrival order. */
  readonly batchItems: number[] = []
  readonly batchBytes: number[] = []
  readonly batchBodies: string[] = []
  /** The status answered to each batch request, in the order the answers were sent. */
  readonly batchAnswers: number[] = []
  /** The headers of the server's answers to the batch requests it was given, in the order they came. */
  readonly batchAnswerHeaders: http.IncomingHttpHeaders[] = []
  inFlight = 0
  maxInFlight = 0
  /** Milliseconds to hold each batch request before forwarding it. */
  delayMs = 0
  /** Faults answered to the next batch requests, one each, before `rule` is asked. */
  readonly faults: Fault[] = []
  readonly tokenFaults: Fault[] = []
  /** A fault for a batch request of so many items, or undefined to forward it. */
  rule: ((items: number) => Fault | undefined) | undefined

  constructor(target: number) {
    this.#target = target
    this.#server = http.createServer((request, response) => {
      this.#handle(request, response).catch((error: Error) => {
        response.statusCode = 502
        response.end(JSON.stringify(errorBody(`proxy: ${error.message}`)))
      })
    })
  }

  async start(): Promise<this> {
    this.#server.listen(0, '127.0.0.1')
    await once(this.#server, 'listening')
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise((resolve) => this.#server.close(resolve))
  }

  async #handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (request.url === TOKEN_PATH) {
      this.tokenRequests++
      const fault = this.tokenFaults.shift()
      if (fault !== undefined) return this.#answer(response, fault)
      const forwarded = await this.#forward(request, body)
      return this.#reply(response, forwarded.status, forwarded.headers, forwarded.body)
    }

    this.batchRequests++
    this.inFlight++
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
    response.on('close', () => this.inFlight--)
    const text = body.toString('utf8')
    const items = body.length === 0 ? 0 : (JSON.parse(text) as unknown[]).length
    this.batchItems.push(items)
    this.batchBytes.push(body.length)
    this.batchBodies.push(text)
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    const fault = this.faults.shift() ?? this.rule?.(items)
    if (fault !== undefined && !fault.afterForwarding) return this.#answer(response, fault)
    const forwarded = await this.#forward(request, body)
    this.batchAnswerHeaders.push(forwarded.headers)
    if (fault !== undefined) return this.#answer(response, fault)
    this.#reply(response, forwarded.status, forwarded.headers, forwarded.body)
  }

  #answer(response: http.ServerResponse, fault: Fault): void {
    if (fault.hold) return
    if (fault.hangUp) {
      response.req.socket.destroy()
      return
    }
    const body = fault.body ?? errorBody(`injected ${fault.status}`)
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    const type = typeof body === 'string' ? 'text/html' : 'application/json; charset=utf-8'
    this.#reply(response, fault.status, { 'content-type': type, ...fault.headers }, Buffer.from(text))
  }

  #reply(response: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body: Buffer): void {
    if (response.req.url !== TOKEN_PATH) this.batchAnswers.push(status)
    const { connection: _c, 'transfer-encoding': _t, 'keep-alive': _k, ...rest } = headers
    response.writeHead(status, { ...rest, 'content-length': body.length })
    response.end(body)
  }

  #forward(
    request: http.IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const { host: _h, connection: _c, ...headers } = request.headers
      const outgoing = http.request(
        { host: '127.0.0.1', port: this.#target, method: request.method, path: request.url, headers },
        async (answer) => {
          const chunks: Buffer[] = []
          for await (const chunk of answer) chunks.push(chunk as Buffer)
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}
