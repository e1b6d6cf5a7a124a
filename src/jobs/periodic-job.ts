import type { FastifyBaseLogger } from 'fastify'

/**
 * A job that each node runs at start, then `intervalMs` after the end of each run, so that runs never
 * overlap on one node. Each run logs a line, but a quiet one; a failed run is logged and tried again at the next interval. A run reads
 * `stopping()` between its chunks and ends early once it is true.
 */
export function periodicJob<Run extends Record<string, unknown>>(options: {
  /** The `job` field of its log lines. */
  readonly name: string
  /** Its log line's message, e.g. `rejection log pruning run`. */
  readonly what: string
  readonly logger: FastifyBaseLogger
  readonly run: (stopping: () => boolean) => Promise<Run>
  /** A run of which no line is logged (one that found nothing to do). */
  readonly quiet?: (run: Run) => boolean
}) {
  const { name, what, logger } = options
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<unknown> = Promise.resolve()

  /** One run, to its end (or until stop()); logs one line with what it did. */
  async function runOnce(): Promise<Run> {
    const run = options.run(() => stopping)
    current = run.catch(() => {})
    const result = await run
    const fields: Record<string, unknown> = { job: name, ...result }
    if (options.quiet?.(result) !== true) logger.info(fields, what)
    return result
  }

  /** Runs at once, then `intervalMs` after the end of each run. */
  function start(intervalMs: number) {
    const runAndReschedule = async () => {
      try {
        await runOnce()
      } catch (error) {
        logger.warn({ job: name, cause: (error as Error).message }, `${what} failed; retrying at the next interval`)
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

  return { start, stop, runOnce }
}

/**
 * Runs `chunk` until it does less than `size` (nothing is left), another node holds the work
 * (`chunk` answers undefined) or the job is stopping; returns how much was done, and why it ended.
 */
export async function inChunks(
  size: number,
  stopping: () => boolean,
  chunk: () => Promise<number | undefined>,
): Promise<{ done: number; ended: 'done' | 'taken' | 'stopped' }> {
  let done = 0
  for (;;) {
    if (stopping()) return { done, ended: 'stopped' }
    const did = await chunk()
    if (did === undefined) return { done, ended: 'taken' }
    done += did
    if (did < size) return { done, ended: 'done' }
  }
}
