import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RawRequestDefaultExpression } from 'fastify'
import fp from 'fastify-plugin'
import { setConsoleHeaders } from '../console-headers.ts'

/** An incoming X-Request-Id is kept when it is a plausible id, so a client can follow its request through logs. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestIdOf(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * The headers of every answer: its request id, no content sniffing, no caching of API data; under
 * /console, the console's too.
 */
export function setAnswerHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id)
  reply.header('x-content-type-options', 'nosniff')
  reply.header('cache-control', 'no-store')
  setConsoleHeaders(request, reply)
}

/** What is done once a request is answered, `durationMs` after it arrived. */
export type AnswerListener = (request: FastifyRequest, reply: FastifyReply, durationMs: number) => void

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The access log gives this route's pattern instead of its path: a parameter of the path may be
     * personal data (a candidate_ats_id that an ATS made of an e-mail address). A request that no route
     * answers under the pattern's fixed start (another method, a URL that cannot be decoded) is logged
     * up to that start.
     */
    readonly pathNotLogged?: boolean
  }
  interface FastifyInstance {
    /** Adds what to do once each request is answered, by a route or before routing (http/plugins/metrics.ts counts it). */
    onAnswer(listener: AnswerListener): void
    /**
     * Runs the onAnswer listeners once `reply` is sent, for an answer Fastify's frameworkErrors option
     * sends before routing (a URL that cannot be decoded): no hook runs for such a request.
     */
    trackAnswerBeforeRouting(request: FastifyRequest, reply: FastifyReply): void
  }
}

/**
 * The access-log line (Fastify's own request logging is off), at the route's log level, so health
 * checks stay quiet. It holds no header, query or body: no secret, token or personal data can reach it.
 * `unloggedPathStarts`: where the patterns of the routes with `pathNotLogged` reach their first parameter.
 */
function accessLog(unloggedPathStarts: readonly string[]): AnswerListener {
  const pathOf = (request: FastifyRequest) => {
    if (request.routeOptions.config?.pathNotLogged) return request.routeOptions.url
    const path = request.url.split('?')[0] as string
    const lowerCase = path.toLowerCase()
    const start = unloggedPathStarts.find((start) => lowerCase.startsWith(start.toLowerCase()))
    return start === undefined ? path : `${start}…`
  }
  return (request, reply, durationMs) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        path: pathOf(request),
        status: reply.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        clientId: request.clientId || null,
      },
      'request answered',
    )
  }
}

/**
 * What every request gets: headers on its answer (its request id, no content sniffing or caching of
 * API data), and, once answered, one access-log line and whatever else onAnswer added. With
 * fastify-plugin on purpose: the hooks apply to every route, including the not-found handler; the
 * requests refused before routing come through trackAnswerBeforeRouting instead (never both).
 */
export default fp(
  async (app: FastifyInstance) => {
    const unloggedPathStarts: string[] = []
    app.addHook('onRoute', (route) => {
      if (route.config?.pathNotLogged) unloggedPathStarts.push(route.url.split(':')[0] as string)
    })
    const listeners: AnswerListener[] = [accessLog(unloggedPathStarts)]
    const answered: AnswerListener = (request, reply, durationMs) => {
      for (const listener of listeners) listener(request, reply, durationMs)
    }
    app.decorate('onAnswer', (listener: AnswerListener) => {
      listeners.push(listener)
    })
    app.decorate('trackAnswerBeforeRouting', (request: FastifyRequest, reply: FastifyReply) => {
      // reply.elapsedTime stays 0 for such a request (Fastify times only the requests it routes): timed
      // from here, where its refusal is answered.
      const answeringAt = performance.now()
      // On 'finish' or 'error', as Fastify runs the onResponse hooks.
      const sent = () => {
        reply.raw.off('finish', sent).off('error', sent)
        answered(request, reply, performance.now() - answeringAt)
      }
      reply.raw.once('finish', sent).once('error', sent)
    })
    app.decorateRequest('clientId', '')
    app.addHook('onRequest', async (request, reply) => setAnswerHeaders(request, reply))
    app.addHook('onResponse', async (request, reply) => answered(request, reply, reply.elapsedTime))
  },
  { name: 'request-context' },
)
