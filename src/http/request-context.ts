import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression } from 'fastify'
import fp from 'fastify-plugin'

/** An incoming X-Request-Id is kept when it is a plausible id, so a client can follow its request through logs. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdOf(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** The headers of every answer: its request id, no content sniffing, no caching of API data. */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id)
  reply.header('x-content-type-options', 'nosniff')
  reply.header('cache-control', 'no-store')
}

/**
 * What every request gets: headers on its answer (its request id, no content sniffing or caching of
 * API data), and one access-log line once answered (Fastify's own request logging is off), at the
 * route's log level, so health checks stay quiet. The line holds no header, query or body: no secret,
 * token or personal data can reach it. With fastify-plugin on purpose: the hooks apply to every route,
 * including the not-found handler.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('clientId', '')
    app.addHook('onRequest', async (request, reply) => setAnswerHeaders(request, reply))
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
          clientId: request.clientId || null,
        },
        'request answered',
      )
    })
  },
  { name: 'request-context' },
)
