import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { createClient } from '../src/auth/clients.ts'
import { type Bench, batchCase } from './ingestion/cases.ts'
import { atLeast, atMost, median, ratio, type Target } from './judge.ts'
import { QUICK, ROUNDS, WARMUP_SECONDS, WEBHOOK_SECONDS } from './options.ts'
import { BENCH_ACTOR, tokenFor } from './processes.ts'

/**
 * Webhooks following ingestion (issue 46 §4). In each of ROUNDS rounds, the headline's batches for
 * WEBHOOK_SECONDS into a client with one endpoint, whose receiver in this process answers each message
 * 10 ms after reading it, and the same load into a client without one, in alternating order. The
 * receiver notes when the last event of each batch arrives, against when the batch was acknowledged;
 * once the load stops, the case waits for every acknowledged batch to arrive. Then the change feed of
 * 10,000 events, read with `include=data` by following `next_after`.
 */

const RECEIVER_DELAY_MS = 10
/** As an integrator after throughput would set it: the most a message may hold. */
const EVENTS_PER_MESSAGE = 1000
const LAG_GOAL_S = 5
/** How long after the load stops the endpoint has to deliver what was acknowledged before the case gives up. */
const CATCH_UP_LIMIT_MS = 120_000
const FEED_EVENTS = 10_000
const FEED_PAGE = 1000
const FEED_RUNS = QUICK ? 1 : 5

/** A key tag's batch: `w<round>-<request>`, as its records' application_ats_id `A-rw<round>-<request>-<i>` holds it. */
const BATCH_KEY = /"application_ats_id":"A-r(w[0-9]+-[0-9]+)-/g

/** The receiver: per batch, how many of its events arrived (a message sent again counted once) and when the last did. */
async function startReceiver() {
  const batches = new Map<string, { events: number; lastAt: number }>()
  const seen = new Set<string>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const at = performance.now()
      const webhookId = String(request.headers['webhook-id'])
      if (!seen.has(webhookId)) {
        seen.add(webhookId)
        for (const [, key] of Buffer.concat(chunks).toString('utf8').matchAll(BATCH_KEY)) {
          const batch = batches.get(key as string)
          if (batch === undefined) batches.set(key as string, { events: 1, lastAt: at })
          else {
            batch.events++
            batch.lastAt = at
          }
        }
      }
      setTimeout(() => response.writeHead(204).end(), RECEIVER_DELAY_MS)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    batches,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null
}
const seconds = (ms: number) => Math.round(ms / 10) / 100

/** The headline case into a client with one endpoint: its figures, the p99 lag, the backlog mid-run and near the end, the catch-up. */
async function followedCase(bench: Bench, receiver: Receiver, round: number, name: string) {
  const url = bench.service.url
  const credentials = await createClient(bench.db, BENCH_ACTOR, { name })
  const token = await tokenFor(url, credentials)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const created = await fetch(`${url}/v3/webhooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: receiver.url, events_per_message: EVENTS_PER_MESSAGE }),
  })
  if (created.status !== 201) throw new Error(`the webhook endpoint was not made: ${await created.text()}`)
  const { id } = ((await created.json()) as { data: { id: number }[] }).data[0] as { id: number }
  const backlog = async () => {
    const answer = await fetch(`${url}/v3/webhooks/${id}`, { headers })
    return ((await answer.json()) as { data: { backlog: number }[] }).data[0]?.backlog ?? null
  }
  const tag = `w${round}-`
  const acknowledged = new Map<string, number>()
  let mid: Promise<number | null> = Promise.resolve(null)
  let end: Promise<number | null> = Promise.resolve(null)
  const midTimer = setTimeout(
    () => {
      mid = backlog()
    },
    (WARMUP_SECONDS + WEBHOOK_SECONDS / 2) * 1000,
  )
  const endTimer = setTimeout(
    () => {
      end = backlog()
    },
    (WARMUP_SECONDS + WEBHOOK_SECONDS - 1) * 1000,
  )
  const pending = () => [...acknowledged.keys()].filter((key) => (receiver.batches.get(key)?.events ?? 0) < 1000)
  let caughtUp = true
  const figures = await batchCase(bench, name, {
    credentials,
    keyTag: tag,
    seconds: WEBHOOK_SECONDS,
    acknowledged: (n) => acknowledged.set(`${tag}${n}`, performance.now()),
    loaded: async () => {
      clearTimeout(midTimer)
      clearTimeout(endTimer)
      const limit = performance.now() + CATCH_UP_LIMIT_MS
      while (pending().length > 0 && performance.now() < limit) await sleep(50)
      caughtUp = pending().length === 0
    },
  })
  const lastAck = Math.max(...acknowledged.values())
  const givenUp = performance.now()
  const lags = [...acknowledged].map(([key, at]) => {
    const batch = receiver.batches.get(key)
    return Math.max(0, (batch !== undefined && batch.events >= 1000 ? batch.lastAt : givenUp) - at)
  })
  const lastDelivery = Math.max(...[...acknowledged.keys()].map((key) => receiver.batches.get(key)?.lastAt ?? givenUp))
  const result = {
    token,
    figures,
    p99LagS: seconds(quantile(lags, 0.99) ?? 0),
    p50LagS: seconds(quantile(lags, 0.5) ?? 0),
    backlogMid: await mid,
    backlogEnd: await end,
    catchUpS: caughtUp ? seconds(Math.max(0, lastDelivery - lastAck)) : null,
  }
  const summary = `${name}: ${acknowledged.size} batches acknowledged, lag p50 ${result.p50LagS} s, p99 ${result.p99LagS} s; backlog mid-run ${result.backlogMid}, 1 s before the end ${result.backlogEnd}; ${caughtUp ? `every acknowledged event delivered ${result.catchUpS} s after the last acknowledgement` : `${pending().length} acknowledged batches not delivered ${CATCH_UP_LIMIT_MS / 1000} s after the load stopped`}`
  console.log(summary)
  bench.checks.push(summary)
  return result
}

/** Follows `next_after` through the first FEED_EVENTS events of the client's feed with `include=data`: the milliseconds until the last page's body has arrived. */
async function readFeed(url: string, token: string, check: boolean) {
  const started = performance.now()
  let after: string | undefined
  let events = 0
  for (let page = 0; page < FEED_EVENTS / FEED_PAGE; page++) {
    const answer = await fetch(
      `${url}/v3/changes?limit=${FEED_PAGE}&include=data${after === undefined ? '' : `&after=${after}`}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    const text = await answer.text()
    if (answer.status !== 200) throw new Error(`the change feed answered ${answer.status}: ${text.slice(0, 500)}`)
    // The body's last field; the whole body is parsed only when checked, outside the timed runs.
    after = /"next_after":"([0-9]+)"/.exec(text.slice(text.lastIndexOf('"next_after"')))?.[1]
    if (check) {
      const body = JSON.parse(text) as { data: { sequence: string; data: unknown }[]; next_after: string }
      if (body.data.some((event) => event.data === null || event.data === undefined))
        throw new Error('the change feed gave an event without its record')
      if (body.next_after !== after || body.data.at(-1)?.sequence !== after)
        throw new Error(`the change feed's next_after ${body.next_after} is not its last event's sequence`)
      events += body.data.length
    }
  }
  const ms = Math.round(performance.now() - started)
  if (check && events !== FEED_EVENTS) throw new Error(`the change feed gave ${events} events, not ${FEED_EVENTS}`)
  return ms
}

export async function webhooks(bench: Bench): Promise<Target[]> {
  const receiver = await startReceiver()
  try {
    const rounds: { without: number; followed: Awaited<ReturnType<typeof followedCase>> }[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const suffix = ROUNDS > 1 ? `, round ${round}` : ''
      const withoutCase = () =>
        batchCase(bench, `application-steps, 1000 per batch, 10 conn, ${WEBHOOK_SECONDS} s, no webhook${suffix}`, {
          keyTag: `n${round}-`,
          seconds: WEBHOOK_SECONDS,
          // Answers read as in the case with an endpoint, so that the driver does the same work.
          acknowledged: () => {},
        })
      const name = `application-steps, 1000 per batch, 10 conn, ${WEBHOOK_SECONDS} s, one webhook endpoint${suffix}`
      // The order alternates, so that drift over the run weighs on both alike.
      const without = round % 2 === 1 ? await withoutCase() : undefined
      const followed = await followedCase(bench, receiver, round, name)
      rounds.push({ without: (without ?? (await withoutCase())).recordsPerSecond, followed })
    }
    // The last endpoint's client: its feed holds far more than FEED_EVENTS events.
    const token = rounds.at(-1)?.followed.token as string
    await readFeed(bench.service.url, token, true)
    const feedTimings = []
    for (let run = 0; run < FEED_RUNS; run++) feedTimings.push(await readFeed(bench.service.url, token, false))
    console.log(`change feed, ${FEED_EVENTS} events with include=data: ${feedTimings.join(', ')} ms`)

    const lags = rounds.map((round) => round.followed.p99LagS)
    const catchUps = rounds.map((round) => round.followed.catchUpS)
    const lag = median(lags)
    return [
      {
        ...atMost(
          `one webhook endpoint (${EVENTS_PER_MESSAGE} events per message, receiver 10 ms) under full ingestion: p99 lag from a batch's acknowledgement (s)`,
          lags,
          LAG_GOAL_S,
        ),
        goal: `≤ ${LAG_GOAL_S}, caught up ≤ ${LAG_GOAL_S} s after`,
        met: lag === null ? null : lag <= LAG_GOAL_S && catchUps.every((s) => s !== null && s <= LAG_GOAL_S),
      },
      atLeast(
        'ingestion with one webhook endpoint ÷ without',
        rounds.map((round) => ratio(round.followed.figures.recordsPerSecond, round.without)),
        0.85,
      ),
      atMost(
        `change feed: ${FEED_EVENTS} events with include=data, ${FEED_EVENTS / FEED_PAGE} pages following next_after (median ms)`,
        feedTimings,
        200,
      ),
    ]
  } finally {
    await receiver.close()
  }
}
