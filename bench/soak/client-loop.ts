import { connect } from 'node:net'
import type { Ledger } from './ledger.ts'
import { SOAK_RESOURCES, type SoakResource } from './resources.ts'
import type { Traffic } from './traffic.ts'

/**
 * One API client sending batches, one at a time, until the deadline: a mix of new natural keys and
 * re-sends of its earlier keys with new values, sometimes an invalid item (207), and, in the
 * client-disconnect scenario, batches it abandons mid-request.
 */

export interface ClientLoopOptions {
  /** Names this loop's batches and natural keys: unique in the run. */
  readonly name: string
  readonly token: string
  /** Where the service is now. */
  readonly serviceUrl: () => string
  readonly ledger: Ledger
  readonly traffic: Traffic
  /** When to stop: read before each request, as a fault that outlasts the scenario moves it. */
  readonly until: () => number
  readonly disconnects: boolean
  /** Items per batch, valid ones; an invalid one may come on top. */
  readonly batchSize: { readonly min: number; readonly max: number }
}

const NEW_KEY_SHARE = 0.4
const INVALID_ITEM_SHARE = 0.15
const ABANDONED_BATCH_SHARE = 0.25
const ANSWER_TIMEOUT_MS = 60_000
/**
 * Shorter than the Retry-After the service asks for (5 s), on purpose: the soak keeps probing
 * through an outage to measure the answers during it and the recovery after it.
 */
const BACKOFF_MS = 200

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))

export async function runClientLoop(options: ClientLoopOptions): Promise<void> {
  const keysOf = new Map<string, string[]>(SOAK_RESOURCES.map((resource) => [resource.name, []]))
  let batches = 0
  let keys = 0
  while (Date.now() < options.until()) {
    const resource = SOAK_RESOURCES[batches % SOAK_RESOURCES.length] as SoakResource
    const batch = `${options.name}-b${++batches}`
    const known = keysOf.get(resource.name) as string[]
    if (options.disconnects && Math.random() < ABANDONED_BATCH_SHARE) {
      // Fresh keys never sent again: the abandoned request may still be stored after the client moved on.
      const items = Array.from({ length: randomInt(5, 40) }, () => ({
        key: `${options.name}-cut-${++keys}`,
        value: randomInt(0, 1_000_000),
      }))
      await sendAbandoned(options, resource, batch, items)
      continue
    }

    const chosen = new Set<string>()
    const size = randomInt(options.batchSize.min, options.batchSize.max)
    while (chosen.size < size) {
      const reuse = known.length > 0 && Math.random() >= NEW_KEY_SHARE
      chosen.add(reuse ? (known[randomInt(0, known.length - 1)] as string) : `${options.name}-${++keys}`)
    }
    const items = [...chosen].map((key) => ({ key, value: randomInt(0, 1_000_000) }))
    for (const { key } of items) if (!known.includes(key)) known.push(key)
    const body: unknown[] = items.map((item) => resource.item(item.key, batch, item.value))
    if (Math.random() < INVALID_ITEM_SHARE) {
      body.splice(randomInt(0, body.length), 0, resource.invalidItem(`${options.name}-invalid-${++keys}`))
    }
    options.ledger.record(batch, resource.name, items)
    const answer = await post(options, resource, body, ANSWER_TIMEOUT_MS)
    options.ledger.settle(batch, outcomeOf(answer), answer?.ids)
    if (answer === undefined || answer.status >= 500) await sleep(BACKOFF_MS)
  }
}

interface Answer {
  readonly status: number
  readonly ids: number[]
}

function outcomeOf(answer: Answer | undefined) {
  if (answer === undefined || answer.status >= 500) return 'unknown'
  return answer.status === 201 || answer.status === 207 ? 'acknowledged' : 'refused'
}

async function post(
  options: ClientLoopOptions,
  resource: SoakResource,
  body: unknown[],
  giveUpAfterMs: number,
  cutByClient = false,
): Promise<Answer | undefined> {
  const start = Date.now()
  const controller = new AbortController()
  const exchange = (async (): Promise<Answer & { retryAfter: string | undefined }> => {
    const response = await fetch(`${options.serviceUrl()}${resource.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    const json = (await response.json()) as { data?: { id: number }[] }
    const retryAfter = response.headers.get('retry-after') ?? undefined
    return { status: response.status, retryAfter, ids: (json.data ?? []).map((record) => record.id) }
  })()
  // The client gives up by its own timer, whether or not the aborted fetch ever settles (on Node 20,
  // one aborted in the middle of its body has been seen to hang).
  let timer: NodeJS.Timeout | undefined
  const gaveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve(undefined)
    }, giveUpAfterMs)
  })
  const answer = await Promise.race([exchange.catch(() => undefined), gaveUp])
  clearTimeout(timer)
  options.traffic.add({
    kind: 'batch',
    start,
    end: Date.now(),
    status: answer?.status,
    retryAfter: answer?.retryAfter,
    cutByClient,
  })
  return answer
}

/**
 * Half the time the body is cut in the middle on a raw socket (the service must store nothing); the
 * other half the whole body is sent and the client gives up after a few milliseconds (stored or not,
 * all or none).
 */
async function sendAbandoned(
  options: ClientLoopOptions,
  resource: SoakResource,
  batch: string,
  items: { key: string; value: number }[],
) {
  const body = items.map((item) => resource.item(item.key, batch, item.value))
  options.ledger.record(batch, resource.name, items)
  if (Math.random() < 0.5) {
    const answer = await post(options, resource, body, randomInt(1, 30), true)
    options.ledger.settle(batch, outcomeOf(answer), answer?.ids)
    return
  }
  const start = Date.now()
  const payload = Buffer.from(JSON.stringify(body))
  const { hostname, port } = new URL(options.serviceUrl())
  await new Promise<void>((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${resource.path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\nauthorization: Bearer ${options.token}\r\n` +
          `content-type: application/json\r\ncontent-length: ${payload.length}\r\n\r\n`,
      )
      socket.write(payload.subarray(0, payload.length >> 1))
    })
    setTimeout(() => socket.destroy(), 20)
    socket.on('error', () => {})
    socket.on('close', () => resolve())
  })
  options.traffic.add({
    kind: 'batch',
    start,
    end: Date.now(),
    status: undefined,
    retryAfter: undefined,
    cutByClient: true,
  })
  options.ledger.settle(batch, 'refused')
}
