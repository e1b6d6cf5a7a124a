import { randomUUID } from 'node:crypto'
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify'
import fp from 'fastify-plugin'

/** An incoming X-Request-Id is kept when it is a plausible id, so a client can follow its request through logs. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdOf(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * Headers every answer carries: its request id, and no content sniffing or caching of API data.
 * With fastify-plugin on purpose: the hook applies to every route, including the not-found handler.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id)
      reply.header('x-content-type-options', 'nosniff')
      reply.header('cache-control', 'no-store')
    })
  },
  { name: 'request-context' },
)
