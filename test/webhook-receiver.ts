import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A message as a receiver got it: its headers and raw body. */
export interface Received {
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** When it arrived (Date.now()). */
  readonly at: number
}

/** What the receiver answers a message with: a status, headers, and a wait before answering. */
export interface Answer {
  readonly status: number
  readonly headers?: Record<string, string>
  readonly delayMs?: number
}

/**
 * A webhook receiver for the tests: a plain node:http server on 127.0.0.1 that records each message
 * and answers what `answer` says (`status` unless told), as a real receiver would: failing, stalling,
 * answering 410 or 429 on command.
 */
export async function startReceiver(status = 200) {
  const received: Received[] = []
  let answer: (message: Received, index: number) => Answer = () => ({ status })
  let inFlight = 0
  let mostInFlight = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      const message = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() }
      const index = received.push(message) - 1
      const { status, headers = {}, delayMs = 0 } = answer(message, index)
      setTimeout(() => {
        inFlight--
        response.writeHead(status, headers).end()
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The most messages it was answering at once. */
    mostInFlight: () => mostInFlight,
    answerWith(how: (message: Received, index: number) => Answer) {
      answer = how
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
