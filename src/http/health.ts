import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/database.ts'
import { HttpError, RETRY_AFTER_SECONDS } from './errors.ts'

/**
 * GET /healthz (the process answers) and GET /readyz (and the database answers), for load balancers
 * and orchestrators: outside /v3, no token, logged only when they fail.
 */
export default async function healthRoutes(app: FastifyInstance, options: { db: Database }) {
  const quiet = { logLevel: 'warn' as const, schema: { hide: true } }

  app.get('/healthz', quiet, async () => ({ status: 'ok' }))

  app.get('/readyz', quiet, async () => {
    try {
      await options.db.query('SELECT 1')
    } catch {
      throw new HttpError(503, 'Not ready: the database does not answer', {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      })
    }
    return { status: 'ready' }
  })
}
