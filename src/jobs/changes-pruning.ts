import type { FastifyBaseLogger } from 'fastify'
import type { ChangeFeed } from '../db/change-feed.ts'
import { inChunks, periodicJob } from './periodic-job.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Rows of events per statement (each up to a batch's events): no run holds locks for long, whatever the backlog. */
const DEFAULT_CHUNK_ROWS = 1_000
/** How often each node prunes, counted from the end of the previous run. */
export const CHANGES_PRUNING_INTERVAL_MS = 10 * 60 * 1000

interface ChangesPruningRun extends Record<string, unknown> {
  /** Rows of events (one per write and type) deleted. */
  readonly pruned: number
  /** The cutoff: events that occurred before it were deleted. */
  readonly before: Date
  readonly outcome: 'done' | 'another node is pruning' | 'stopped'
}

/**
 * CHANGES_RETENTION_DAYS: deletes the change feed's events that occurred more than `retentionDays`
 * days (of 24 hours) before now, in chunks of `chunkRows`, each its own short transaction, noting per
 * client how far it went (a consumer's `after` before that is 410). Every node runs it; an advisory
 * lock per chunk leaves the work to one node at a time (db/change-feed.ts).
 */
export function createChangesPruning(options: {
  readonly feed: ChangeFeed
  readonly retentionDays: number
  readonly logger: FastifyBaseLogger
  readonly now?: () => Date
  readonly chunkRows?: number
}) {
  const { feed, retentionDays, logger } = options
  const now = options.now ?? (() => new Date())
  const chunkRows = options.chunkRows ?? DEFAULT_CHUNK_ROWS

  async function prune(stopping: () => boolean): Promise<ChangesPruningRun> {
    const before = new Date(now().getTime() - retentionDays * DAY_MS)
    const { done: pruned, ended } = await inChunks(chunkRows, stopping, () =>
      feed.pruneChunkOlderThan(before, chunkRows),
    )
    return { pruned, before, outcome: ended === 'taken' ? 'another node is pruning' : ended }
  }

  return periodicJob({ name: 'changes-pruning', what: 'change feed pruning run', logger, run: prune })
}
