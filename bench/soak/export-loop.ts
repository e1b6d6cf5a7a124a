import type { Traffic } from './traffic.ts'

/**
 * One API client exporting every application step of its own as NDJSON, again and again: an export in
 * progress when the database goes away is cut (its status was sent already), never answered as if
 * whole. In the client-disconnect scenario a third of the exports are abandoned after their first bytes.
 */

export interface ExportLoopOptions {
  readonly token: string
  readonly serviceUrl: () => string
  readonly traffic: Traffic
  /** When to stop: read before each request, as a fault that outlasts the scenario moves it. */
  readonly until: () => number
  readonly disconnects: boolean
}

const ABANDONED_EXPORT_SHARE = 1 / 3
const BACKOFF_MS = 200
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function runExportLoop(options: ExportLoopOptions): Promise<void> {
  while (Date.now() < options.until()) {
    const start = Date.now()
    const abandon = options.disconnects && Math.random() < ABANDONED_EXPORT_SHARE
    const controller = new AbortController()
    const timeout = setTimeout(() => controller.abort(), 60_000)
    let status: number | undefined
    let retryAfter: string | undefined
    let bodyCut = false
    try {
      const response = await fetch(`${options.serviceUrl()}/v3/ats/application-steps`, {
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/x-ndjson' },
        signal: controller.signal,
      })
      status = response.status
      retryAfter = response.headers.get('retry-after') ?? undefined
      if (abandon) {
        await response.body?.getReader().read()
        controller.abort()
      } else {
        await response.text().catch(() => {
          bodyCut = true
        })
      }
    } catch {
      status = undefined
    } finally {
      clearTimeout(timeout)
    }
    options.traffic.add({
      kind: 'export',
      start,
      end: Date.now(),
      status,
      retryAfter,
      cutByClient: abandon,
      bodyCut,
    })
    await sleep(status === 200 ? 50 : BACKOFF_MS)
  }
}
