import type { FastifyBaseLogger } from 'fastify'
import type { PersonalDataStore } from '../db/personal-data.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Steps per transaction: small enough that no run holds row locks for long, whatever the backlog. */
const DEFAULT_CHUNK_STEPS = 1_000

interface RetentionRun {
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
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<unknown> = Promise.resolve()

  async function eraseAll(): Promise<RetentionRun> {
    const recordedBefore = new Date(now().getTime() - retentionDays * DAY_MS)
    let erased = 0
    for (;;) {
      if (stopping) return { erased, recordedBefore, outcome: 'stopped' }
      const chunk = await store.eraseChunkRecordedBefore(recordedBefore, chunkSteps)
      if (chunk === undefined) return { erased, recordedBefore, outcome: 'another node is erasing' }
      erased += chunk
      if (chunk < chunkSteps) return { erased, recordedBefore, outcome: 'done' }
    }
  }

  /** One run, to its end (or until stop()); logs one line with how many steps were erased. */
  async function runOnce(): Promise<RetentionRun> {
    const run = eraseAll()
    current = run.catch(() => {})
    const result = await run
    logger.info(
      {
        job: 'personal-data-retention',
        erased: result.erased,
        recordedBefore: result.recordedBefore.toISOString(),
        outcome: result.outcome,
      },
      'personal data retention run',
    )
    return result
  }

  /** Runs at once, then `intervalMs` after the end of each run (runs never overlap on one node). */
  function start(intervalMs: number) {
    const runAndReschedule = async () => {
      try {
        await runOnce()
      } catch (error) {
        logger.warn(
          { job: 'personal-data-retention', cause: (error as Error).message },
          'personal data retention run failed; retrying at the next interval',
        )
      }
      if (!stopping) {
        timer = setTimeout(runAndReschedule, intervalMs)
        timer.unref()
      }
    }
    void runAndReschedule()
  }

  /** No new run or chunk; resolves when the chunk in flight, if any, is done. */
  async function stop() {
    stopping = true
    clearTimeout(timer)
    await current
  }

  return { start, stop }
}
