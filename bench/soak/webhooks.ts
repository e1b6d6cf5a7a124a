import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'

/** How long, once the traffic has stopped, the webhook has to deliver the rest (a killed node's lease expires first). */
const CATCH_UP_MS = 45_000
/** The receiver's time to answer: messages are in flight when a fault strikes. */
const ANSWER_DELAY_MS = 5

/**
 * A webhook endpoint of one soak client, made before the client writes anything, with its receiver on
 * 127.0.0.1: once the traffic has stopped, every event of the client's change feed must have arrived, in the feed's
 * order, whatever the fault; a message may arrive twice (a node killed between sending and recording),
 * always with its webhook-id and its events unchanged.
 */
export class WebhookFollower {
  readonly #received: { webhookId: string; sequences: string[] }[] = []
  readonly #close: () => Promise<void>

  private constructor(close: () => Promise<void>, received: { webhookId: string; sequences: string[] }[]) {
    this.#close = close
    this.#received = received
  }

  static async start(serviceUrl: string, token: string): Promise<WebhookFollower> {
    const received: { webhookId: string; sequences: string[] }[] = []
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { events: { sequence: string }[] } }
        received.push({
          webhookId: String(request.headers['webhook-id']),
          sequences: body.data.events.map((event) => event.sequence),
        })
        setTimeout(() => response.writeHead(200).end(), ANSWER_DELAY_MS)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const created = await fetch(`${serviceUrl}/v3/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/soak` }),
    })
    if (created.status !== 201) throw new Error(`the soak's webhook was not created: ${await created.text()}`)
    const close = () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    return new WebhookFollower(close, received)
  }

  /**
   * Waits for the feed's events of `clientId` to arrive, then says what went wrong (nothing: []) and
   * how many messages came twice.
   */
  async verify(
    databaseUrl: string,
    clientId: string,
  ): Promise<{ failures: string[]; events: number; repeated: number }> {
    const connection = new pg.Client({ connectionString: databaseUrl })
    await connection.connect()
    try {
      const { rows } = await connection.query<{ sequence: string }>(
        `SELECT lpad((event.last_sequence - event.events + item.position)::text, 19, '0') AS sequence
         FROM change_events AS event CROSS JOIN LATERAL unnest(event.ids) WITH ORDINALITY AS item(id, position)
         WHERE event.client_id = $1 ORDER BY 1`,
        [clientId],
      )
      const expected = rows.map((row) => row.sequence)
      const ends = Date.now() + CATCH_UP_MS
      while (this.#delivered().sequences.length < expected.length && Date.now() < ends) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      const { sequences, repeated, changed } = this.#delivered()
      const failures: string[] = []
      if (changed > 0) failures.push(`webhook: ${changed} messages came again with other events`)
      const missing = expected.filter((sequence) => !sequences.includes(sequence))
      if (missing.length > 0) failures.push(`webhook: ${missing.length} of ${expected.length} events never arrived`)
      if (sequences.some((sequence, i) => i > 0 && sequence <= (sequences[i - 1] ?? ''))) {
        failures.push('webhook: events arrived out of the feed’s order, or twice in different messages')
      }
      return { failures, events: sequences.length, repeated }
    } finally {
      await connection.end()
      await this.#close()
    }
  }

  /** The events received, a message sent again counted once; how many were sent again, and how many of those differed. */
  #delivered() {
    const seen = new Map<string, string>()
    const sequences: string[] = []
    let repeated = 0
    let changed = 0
    for (const message of this.#received) {
      const events = message.sequences.join(' ')
      const before = seen.get(message.webhookId)
      if (before !== undefined) {
        repeated++
        if (before !== events) changed++
        continue
      }
      seen.set(message.webhookId, events)
      sequences.push(...message.sequences)
    }
    return { sequences, repeated, changed }
  }
}
