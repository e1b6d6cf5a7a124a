import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Database } from '../../db/database.ts'
import { HttpError, RETRY_AFTER_SECONDS } from '../../errors.ts'
import { sendError } from '../plugins/error-handler.ts'
import { ERROR_RESPONSES, OPERATIONS_TAG } from '../responses.ts'

/**
 * GET /healthz (the process answers) and GET /readyz (the node takes requests: the database answers,
 * the node is not shedding load and can sign tokens), for load balancers and orchestrators: outside
 * /v3, no token, logged only when they fail.
 *
 * /readyz answers from a state kept current in the background: one `SELECT 1` every interval,
 * whatever the number of calls, so that a flood of /readyz costs the database nothing and cannot
 * fill the pool that the data endpoints need.
 */

export interface HealthOptions {
  readonly db: Database
  /** How long the probe waits for the database's answer before the node is not ready. */
  readonly probeTimeoutMs: number
  /** Why the node cannot sign tokens, or undefined when it can (auth/tokens.ts). */
  readonly cannotSign: () => string | undefined
}

/** How often the database is asked whether it answers: also how stale /readyz may be. */
export const READINESS_PROBE_INTERVAL_MS = 1_000

/**
 * What the last probe found: the database answered; it did not (an error, or no answer in time, with a
 * connection free to ask it); or every connection of the pool was taken meanwhile, so that the probe
 * waited for one rather than for the database: the node is busy, or its connections hang on a database
 * that no longer answers; the probe cannot tell which, and says what it saw.
 */
type ProbeOutcome = 'answered' | 'unanswered' | 'busy'

/** Why the node is not ready: the line logged (its message, at warn) and the answer's words. */
interface NotReady {
  readonly logged: string
  readonly reason: string
}

export default async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const quiet = { logLevel: 'warn' as const }
  let lastProbe: ProbeOutcome = 'unanswered'
  const withoutAnswer = (): ProbeOutcome => {
    const pool = options.db.poolStats()
    return pool.idle === 0 && pool.waiting > 0 ? 'busy' : 'unanswered'
  }
  let probing: Promise<void> | undefined
  const probe = () => {
    if (probing !== undefined) return probing
    // A database that stops answering without closing its connections (a partition) leaves the query
    // pending: past the timeout the node is not ready, whenever the query settles. On PostgreSQL the pool
    // gives the query up at the same DATABASE_TIMEOUT_MS, just after, when the probe no longer counts
    // among the queries waiting for a connection: the outcome seen at the timeout stands.
    let timedOut = false
    const silence = setTimeout(() => {
      timedOut = true
      lastProbe = withoutAnswer()
    }, options.probeTimeoutMs)
    probing = options.db
      .query('SELECT 1')
      .then(
        () => {
          lastProbe = 'answered'
        },
        () => {
          if (!timedOut) lastProbe = withoutAnswer()
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
  const notReady = (): NotReady | undefined => {
    if (lastProbe === 'unanswered') return { logged: 'database unavailable', reason: 'the database does not answer' }
    const shedding = app.sheddingReason()
    if (shedding !== undefined) {
      return { logged: 'shedding load', reason: `the node is shedding load (${shedding})` }
    }
    const cannotSign = options.cannotSign()
    if (cannotSign !== undefined) return { logged: 'cannot sign tokens', reason: cannotSign }
    if (lastProbe === 'busy') {
      return {
        logged: 'no free database connection',
        reason: `every database connection is taken: none came free within ${options.probeTimeoutMs} ms`,
      }
    }
    return undefined
  }
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
          'Not ready while the database does not answer, the node sheds load, cannot read the key tokens are signed with ' +
          'or every database connection stays busy: ' +
          'for a load balancer to take the node out.',
        response: {
          200: Type.Object({ status: Type.Literal('ready') }, { description: 'The node takes requests' }),
          500: ERROR_RESPONSES[500],
          503: {
            ...ERROR_RESPONSES[503],
            description:
              'Not ready: the database does not answer, the node is shedding load, cannot read the signing key, or every database connection is busy',
          },
        },
      },
    },
    async (request, reply) => {
      const why = notReady()
      if (why === undefined) return { status: 'ready' as const }
      // Answered here rather than thrown, so that its warn line names the cause: the error handler's names one cause per kind of error.
      request.log.warn({ cause: why.reason }, why.logged)
      return sendError(
        reply,
        new HttpError(503, `Not ready: ${why.reason}`, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }),
      )
    },
  )
}
