import type { FastifyBaseLogger } from 'fastify'
import type { FactsKeeping } from '../db/application-facts-keeping.ts'
import { periodicJob } from './periodic-job.ts'

/** How long after a run the next one starts: the facts follow the writes by about this much. */
export const APPLICATION_FACTS_INTERVAL_MS = 500
/** How long a run works one client's applications out again under a new pipeline before it moves on. */
const RESOLVING_MS_PER_CLIENT = 1_000

/**
 * Keeps every client's application facts close behind its writes (db/application-facts-keeping.ts), so
 * that a report rarely has more than a moment of work to catch up, and their stages worked out under the
 * client's pipeline after a change of it. Logs only the runs that did some.
 */
export function createApplicationFactsJob(options: {
  readonly facts: FactsKeeping
  readonly logger: FastifyBaseLogger
}) {
  const { facts, logger } = options
  return periodicJob({
    name: 'application-facts',
    what: 'application facts run',
    logger,
    quiet: (run) => run.clients === 0,
    run: async (stopping) => {
      const behind = await facts.clientsBehind()
      let clients = 0
      for (const { clientId, unresolved } of behind) {
        if (stopping()) break
        await facts.catchUp(clientId, stopping)
        if (unresolved) {
          const started = performance.now()
          await facts.resolve(clientId, () => stopping() || performance.now() - started > RESOLVING_MS_PER_CLIENT)
        }
        clients++
      }
      return { clients }
    },
  })
}
