import type { FastifyBaseLogger } from 'fastify'
import type { RejectionLog } from '../db/rejections.ts'
import { inChunks, periodicJob } from './periodic-job.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows per statement: small enough that no run holds locks for long, whatever the backlog. */
const DEFAULT_CHUNK_ROWS = 1_000
/** How often each node prunes, counted from the end of the previous run. */
export const REJECTIONS_PRUNING_INTERVAL_MS = 10 * 60 * 1000

export interface PruningRun extends Record<string, unknown> {
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

  async function prune(stopping: () => boolean): Promise<PruningRun> {
    const before = new Date(now().getTime() - retentionDays * DAY_MS)
    const aged = await inChunks(chunkRows, stopping, () => log.pruneChunkOlderThan(before, chunkRows))
    const expired = aged.done
    let excess = 0
    if (aged.ended !== 'done') {
      return { expired, excess, outcome: aged.ended === 'taken' ? 'another node is pruning' : 'stopped' }
    }
    for (const client of await log.clientsOver(maxPerClient)) {
      let left = client.excess
      while (left > 0) {
        if (stopping()) return { expired, excess, outcome: 'stopped' }
        const deleted = await log.pruneOldestOf(client.clientId, Math.min(left, chunkRows))
        excess += deleted
        if (deleted === 0) break
        left -= deleted
      }
    }
    return { expired, excess, outcome: 'done' }
  }

  return periodicJob({ name: 'rejections-pruning', what: 'rejection log pruning run', logger, run: prune })
}
