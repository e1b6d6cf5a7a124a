import type { Traffic } from './traffic.ts'

/**
 * One API client changing its own application steps by PATCH, one at a time, until the deadline; then
 * the check that each stored step carries the value of its last acknowledged PATCH, or of a later one
 * whose outcome is unknown (a 503 or no answer: it may or may not have been stored).
 */

export interface PatchLoopOptions {
  readonly token: string
  readonly serviceUrl: () => string
  readonly traffic: Traffic
  /** When to stop: read before each request, as a fault that outlasts the scenario moves it. */
  readonly until: () => number
}

const STEPS = 20
const BACKOFF_MS = 200

interface PatchSend {
  readonly value: string
  outcome: 'acknowledged' | 'unknown' | 'refused'
}

export interface PatchVerdict {
  readonly patched: number
  /** Steps whose stored value is neither the last acknowledged PATCH's nor a later unknown one's. */
  readonly wrong: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class PatchLoop {
  readonly #sendsOf = new Map<number, PatchSend[]>()
  readonly #options: PatchLoopOptions

  constructor(options: PatchLoopOptions) {
    this.#options = options
  }

  async run(): Promise<void> {
    const ids = await this.#createSteps()
    let n = 0
    while (Date.now() < this.#options.until()) {
      const id = ids[n % ids.length] as number
      const value = `patch-${++n}`
      const send: PatchSend = { value, outcome: 'unknown' }
      this.#sendsOf.get(id)?.push(send)
      const status = await this.#patch(id, value)
      send.outcome = status === 200 ? 'acknowledged' : status === undefined || status >= 500 ? 'unknown' : 'refused'
      if (send.outcome !== 'acknowledged') await sleep(BACKOFF_MS)
    }
  }

  /** Compares the stored steps ({id, value}: job_offer_title) with the PATCHes sent. */
  verify(rows: readonly { id: number; value: string | null }[]): PatchVerdict {
    let patched = 0
    let wrong = 0
    for (const row of rows) {
      const sends = this.#sendsOf.get(row.id) ?? []
      patched += sends.filter((send) => send.outcome === 'acknowledged').length
      const lastAcked = sends.findLastIndex((send) => send.outcome === 'acknowledged')
      const winner = sends.findLastIndex((send) => send.value === row.value)
      const explained =
        winner === -1
          ? lastAcked === -1 && row.value === 'created'
          : winner >= lastAcked && sends[winner]?.outcome !== 'refused'
      if (!explained) wrong++
    }
    return { patched, wrong }
  }

  /** The steps to patch, created before the fault strikes (retried until stored). */
  async #createSteps(): Promise<number[]> {
    const body = Array.from({ length: STEPS }, (_, i) => ({
      recorded_at: '2026-11-20T10:15:00Z',
      job_offer_reference: 'JO-SOAK-PATCH',
      candidate_ats_id: `C-P${i}`,
      step: 'applied',
      application_ats_id: `A-P${i}`,
      job_offer_title: 'created',
    }))
    for (;;) {
      const response = await fetch(`${this.#options.serviceUrl()}/v3/ats/application-steps`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.#options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => undefined)
      if (response?.status === 201) {
        const ids = ((await response.json()) as { data: { id: number }[] }).data.map((step) => step.id)
        for (const id of ids) this.#sendsOf.set(id, [])
        return ids
      }
      await sleep(BACKOFF_MS)
    }
  }

  async #patch(id: number, value: string): Promise<number | undefined> {
    const start = Date.now()
    const response = await fetch(`${this.#options.serviceUrl()}/v3/ats/application-steps/${id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${this.#options.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ job_offer_title: value }),
      signal: AbortSignal.timeout(60_000),
    }).catch(() => undefined)
    await response?.arrayBuffer().catch(() => undefined)
    this.#options.traffic.add({
      kind: 'patch',
      start,
      end: Date.now(),
      status: response?.status,
      retryAfter: response?.headers.get('retry-after') ?? undefined,
      cutByClient: false,
    })
    return response?.status
  }
}
