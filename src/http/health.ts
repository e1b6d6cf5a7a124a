import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Database } from '../db/database.ts'
import { HttpError, RETRY_AFTER_SECONDS } from './errors.ts'
import { ERROR_RESPONSES, OPERATIONS_TAG } from './responses.ts'

/**
 * GET /healthz (the process answers) and GET /readyz (the node takes requests: the database answers
 * and the node is not shedding load), for load balancers and orchestrators: outside /v3, no token,
 * logged only when they fail.
 *
 * /readyz answers from a state kept current in the background: one `SELECT 1` every interval,
 * whatever the number of calls, so that a flood of /readyz costs the database nothing and cannot
 * fill the pool that the data endpoints need.
 */

export interface HealthOptions {
  readonly db: Database
  /** How long the probe waits for the database's answer before the node is not ready. */
  readonly probeTimeoutMs: number
}

/** How often the database is asked whether it answers: also how stale /readyz may be. */
export const READINESS_PROBE_INTERVAL_MS = 1_000

const notReady = (reason: string) =>
  new HttpError(503, `Not ready: ${reason}`, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } })

export default async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const quiet = { logLevel: 'warn' as const }
  let databaseAnswers = false
  let probing: Promise<void> | undefined
  const probe = () => {
    if (probing !== undefined) return probing
    // A database that stops answering without closing its connections (a partition) leaves the query
    // pending: past the timeout the node is not ready, whenever the query settles.
    const silence = setTimeout(() => {
      databaseAnswers = false
    }, options.probeTimeoutMs)
    probing = options.db
      .query('SELECT 1')
      .then(
        () => {
          databaseAnswers = true
        },
        () => {
          databaseAnswers = false
        },
      )
      .finally(() => {
        clearTimeout(silence)
        probing = undefined
      })
    return probing
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await probe()
    timer = setInterval(probe, READINESS_PROBE_INTERVAL_MS).unref()
  })
  app.addHook('preClose', async () => {
    clearInterval(timer)
    await probing
  })

  app.get(
    '/healthz',
    {
      ...quiet,
      schema: {
        tags: [OPERATIONS_TAG],
        summary: 'Liveness: the process answers',
        description: 'Asks nothing of the database. For an orchestrator to restart a node that does not answer.',
        response: {
          200: Type.Object({ status: Type.Literal('ok') }, { description: 'The process answers' }),
          500: ERROR_RESPONSES[500],
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/readyz',
    {
      ...quiet,
      schema: {
        tags: [OPERATIONS_TAG],
        summary: 'Readiness: the node takes requests',
        description:
          'From a state kept current in the background (the database asked once a second), so a call costs nothing. ' +
          'Not ready while the database does not answer or the node sheds load: for a load balancer to take the node out.',
        response: {
          200: Type.Object({ status: Type.Literal('ready') }, { description: 'The node takes requests' }),
          500: ERROR_RESPONSES[500],
          503: {
            ...ERROR_RESPONSES[503],
            description: 'Not ready: the database does not answer, or the node is shedding load',
          },
        },
      },
    },
    async () => {
      if (!databaseAnswers) throw notReady('the database does not answer')
      const shedding = app.sheddingReason()
      if (shedding !== undefined) throw notReady(`the node is shedding load (${shedding})`)
      return { status: 'ready' as const }
    },
  )
}
