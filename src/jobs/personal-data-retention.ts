import type { FastifyBaseLogger } from 'fastify'
import type { PersonalDataStore } from '../db/personal-data.ts'
import { inChunks, periodicJob } from './periodic-job.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Steps per transaction: small enough that no run holds row locks for long, whatever the backlog. */
const DEFAULT_CHUNK_STEPS = 1_000

interface RetentionRun extends Record<string, unknown> {
  /** Steps that held an e-mail or a phone and no longer do. */
  readonly erased: number
  /** The cutoff: steps recorded before it were erased. */
  readonly recordedBefore: Date
  /**
   * `done`: nothing old is left (but steps a request changed while the chunk ran, left for the next run);
   * `another node is erasing`: this node found the work taken and stopped; `stopped`: shutdown.
   */
  readonly outcome: 'done' | 'another node is erasing' | 'stopped'
}

/**
 * PII_RETENTION_DAYS: erases the e-mail and phone of application steps recorded more than
 * `retentionDays` days (of 24 hours) before now, in chunks of `chunkSteps`, each chunk its own short
 * transaction. Every node runs it; a database advisory lock taken per chunk keeps the work on one
 * node at a time, and a second node that finds it taken leaves the run to the first. Erasing an
 * erased step changes nothing, so a run that overlaps another erases each step once.
 */
export function createPersonalDataRetention(options: {
  readonly store: PersonalDataStore
  readonly retentionDays: number
  readonly logger: FastifyBaseLogger
  readonly now?: () => Date
  readonly chunkSteps?: number
}) {
  const { store, retentionDays, logger } = options
  const now = options.now ?? (() => new Date())
  const chunkSteps = options.chunkSteps ?? DEFAULT_CHUNK_STEPS

  async function eraseAll(stopping: () => boolean): Promise<RetentionRun> {
    const recordedBefore = new Date(now().getTime() - retentionDays * DAY_MS)
    const { done: erased, ended } = await inChunks(chunkSteps, stopping, () =>
      store.eraseChunkRecordedBefore(recordedBefore, chunkSteps),
    )
    return { erased, recordedBefore, outcome: ended === 'taken' ? 'another node is erasing' : ended }
  }

  return periodicJob({ name: 'personal-data-retention', what: 'personal data retention run', logger, run: eraseAll })
}
