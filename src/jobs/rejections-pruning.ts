import type { FastifyBaseLogger } from 'fastify'
import type { RejectionLog } from '../db/rejections.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows per statement: small enough that no run holds locks for long, whatever the backlog. */
const DEFAULT_CHUNK_ROWS = 1_000
/** How often each node prunes, counted from the end of the previous run. */
export const REJECTIONS_PRUNING_INTERVAL_MS = 10 * 60 * 1000

export interface PruningRun {
  /** Rejections older than the retention, deleted. */
  readonly expired: number
  /** Rejections beyond a client's maximum, its oldest, deleted. */
  readonly excess: number
  readonly outcome: 'done' | 'another node is pruning' | 'stopped'
}

/**
 * Keeps the rejection log bounded: deletes the rejections older than `retentionDays`, then each client's
 * oldest beyond `maxPerClient`, in chunks of `chunkRows`, each its own short statement. Every node runs
 * it; an advisory lock per age chunk leaves the work to one node at a time (db/rejections.ts).
 */
export function createRejectionsPruning(options: {
  readonly log: RejectionLog
  readonly retentionDays: number
  readonly maxPerClient: number
  readonly logger: FastifyBaseLogger
  readonly now?: () => Date
  readonly chunkRows?: number
}) {
  const { log, retentionDays, maxPerClient, logger } = options
  const now = options.now ?? (() => new Date())
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<unknown> = Promise.resolve()

  async function prune(): Promise<PruningRun> {
    const before = new Date(now().getTime() - retentionDays * DAY_MS)
    let expired = 0
    let excess = 0
    for (;;) {
      if (stopping) return { expired, excess, outcome: 'stopped' }
      const chunk = await log.pruneChunkOlderThan(before, chunkRows)
      if (chunk === undefined) return { expired, excess, outcome: 'another node is pruning' }
      expired += chunk
      if (chunk < chunkRows) break
    }
    for (const client of await log.clientsOver(maxPerClient)) {
      let left = client.excess
      while (left > 0) {
        if (stopping) return { expired, excess, outcome: 'stopped' }
        const deleted = await log.pruneOldestOf(client.clientId, Math.min(left, chunkRows))
        excess += deleted
        if (deleted === 0) break
        left -= deleted
      }
    }
    return { expired, excess, outcome: 'done' }
  }

  /** One run, to its end (or until stop()); logs one line with what it deleted. */
  async function runOnce(): Promise<PruningRun> {
    const run = prune()
    current = run.catch(() => {})
    const result = await run
    logger.info({ job: 'rejections-pruning', ...result }, 'rejection log pruning run')
    return result
  }

  function start(intervalMs: number) {
    const runAndReschedule = async () => {
      try {
        await runOnce()
      } catch (error) {
        logger.warn(
          { job: 'rejections-pruning', cause: (error as Error).message },
          'rejection log pruning failed; retrying at the next interval',
        )
      }
      if (!stopping) {
        timer = setTimeout(runAndReschedule, intervalMs)
        timer.unref()
      }
    }
    void runAndReschedule()
  }

  async function stop() {
    stopping = true
    clearTimeout(timer)
    await current
  }

  return { start, stop, runOnce }
}
