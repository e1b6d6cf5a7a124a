import { type ServerResponse, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Counter } from 'prom-client'
import { isDatabaseUnavailable, isValueTooLarge } from '../../db/errors.ts'
import { codeOfKeyword } from '../../domain/validation.ts'
import { type ErrorEntry, HttpError, OverloadError, RETRY_AFTER_SECONDS, StatementTimeoutError } from '../../errors.ts'
import { setAnswerHeaders } from './request-context.ts'

/**
 * Every error answer, from every layer (routing, body parsing, validation, authentication, the
 * database, a bug), leaves as the contract's error body. Registered with fastify-plugin on purpose:
 * the handlers must apply to the whole application.
 */

const SUPPORTED_VERSION = 'v3'

/** Turns anything thrown during a request into an HttpError; unknown errors become an opaque 500. */
export function toHttpError(error: FastifyError | Error, maxBodyBytes: number): HttpError {
  if (error instanceof HttpError) return error
  // A socket error that Fastify gave a 4xx is the request's own (a client that hung up mid-body,
  // ECONNRESET "aborted"), not the database's.
  if ((error as FastifyError).statusCode === undefined && isDatabaseUnavailable(error)) {
    return new HttpError(503, 'The database is unavailable; retry later', {
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    })
  }
  if (isValueTooLarge(error)) {
    return new HttpError(400, 'A value of this request is too large for the database to store; nothing was stored', {
      code: 'too_long',
    })
  }
  const { code, statusCode } = error as FastifyError
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'Unsupported Content-Type: send application/json')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, `The request body is larger than the limit of ${maxBodyBytes} bytes`)
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'The request body is empty; send JSON', { code: 'invalid_json' })
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(
        400,
        'The request body is not valid JSON (keys named __proto__, or constructor holding prototype, are refused too)',
        { code: 'invalid_json' },
      )
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(400, 'The Content-Length header does not match the body')
    case 'FST_ERR_VALIDATION':
      return new HttpError(400, error.message, {
        code: codeOfKeyword((error as FastifyError).validation?.[0]?.keyword ?? ''),
      })
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return new HttpError(statusCode, error.message)
  }
  return new HttpError(500, 'Internal server error')
}

export function sendError(reply: FastifyReply, error: HttpError, extra: Record<string, unknown> = {}) {
  return reply
    .removeHeader('content-disposition') // set by an export before it failed: an error is no file to save
    .code(error.statusCode)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send({ message: error.message, errors: error.errors as ErrorEntry[], ...extra })
}

/** Errors Fastify raises before routing (a URL that cannot be decoded), in the contract's body too. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer =
    error.code === 'FST_ERR_BAD_URL'
      ? new HttpError(400, 'The URL is malformed (bad percent-encoding)')
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? // Fastify's message quotes the whole path, which the answer and the log would repeat.
          new HttpError(414, 'A segment of the path is too long')
        : toHttpError(error, 0)
  logError(request, error, answer)
  // No hook runs for such a request: its answer gets the headers, access-log line and count of every other here.
  setAnswerHeaders(request, reply)
  request.server.trackAnswerBeforeRouting(request, reply)
  return sendError(reply, answer)
}

/** What to answer when Node's HTTP parser gives up on a connection, by its error code. */
function clientErrorAnswer(code: string | undefined, requestTimeoutMs: number): HttpError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new HttpError(408, `The request was not received within ${requestTimeoutMs} ms`)
    case 'HPE_HEADER_OVERFLOW':
      return new HttpError(431, 'The request headers are too large')
    case 'HPE_INVALID_EOF_STATE':
      return new HttpError(400, 'The connection was closed before the request was complete')
    default:
      return new HttpError(400, 'The request is not valid HTTP/1.1')
  }
}

/**
 * Fastify's clientErrorHandler: errors of a connection that Node's HTTP parser raises before Fastify
 * has a request to answer (a malformed request line or header, a request not received within
 * REQUEST_TIMEOUT_MS, a connection ended mid-body). The answer is written on the socket itself, in the
 * contract's body, and the connection closed, logged `connection rejected` and counted in `rejected`
 * (intake_connections_rejected_total). A request whose body never completed never reached its
 * handler, so nothing of it was stored.
 */
export function clientErrorHandler(requestTimeoutMs: number, rejected: Pick<Counter<'status' | 'reason'>, 'inc'>) {
  return function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const answer = clientErrorAnswer(error.code, requestTimeoutMs)
    this.log.info({ statusCode: answer.statusCode, reason: error.code }, 'connection rejected')
    rejected.inc({ status: answer.statusCode, reason: error.code ?? 'unknown' })
    // As Node does itself: never write into an answer that has begun (it would corrupt what the peer reads).
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage
    if (socket.writable && inFlight?.headersSent !== true) {
      const body = JSON.stringify({ message: answer.message, errors: answer.errors })
      socket.write(
        `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode]}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          'cache-control: no-store\r\nx-content-type-options: nosniff\r\nconnection: close\r\n\r\n' +
          body,
      )
    }
    socket.destroy(error)
  }
}

function logError(request: FastifyRequest, error: Error, answer: HttpError) {
  if (answer.statusCode === 500) {
    // Only these properties: a driver error's other fields (detail, where) may quote stored values.
    request.log.error({ error: { type: error.name, message: error.message, stack: error.stack } }, 'request failed')
  } else if (error instanceof StatementTimeoutError) {
    request.log.warn({ kind: error.kind, timeoutMs: error.timeoutMs }, 'statement timed out')
  } else if (error instanceof OverloadError) {
    request.log.warn({ reason: answer.message }, 'shedding load')
  } else if (answer.statusCode === 503) {
    request.log.warn({ cause: error.message }, 'database unavailable')
  } else {
    request.log.info({ statusCode: answer.statusCode, reason: answer.message }, 'request rejected')
  }
}

/** Path patterns of the registered routes, to tell "no such path" (404) from "wrong method" (405). */
function routeTable(app: FastifyInstance) {
  const methodsByPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>()
  app.addHook('onRoute', (route) => {
    const entry = methodsByPattern.get(route.url) ?? {
      pattern: new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
      methods: new Set<string>(),
    }
    for (const method of [route.method].flat()) entry.methods.add(method)
    methodsByPattern.set(route.url, entry)
  })
  return (path: string): string[] =>
    [...methodsByPattern.values()].filter((entry) => entry.pattern.test(path)).flatMap((entry) => [...entry.methods])
}

export default fp(
  async (app: FastifyInstance, options: { maxBodyBytes: number }) => {
    const allowedMethods = routeTable(app)

    app.setErrorHandler((error: Error, request, reply) => {
      const answer = toHttpError(error, request.routeOptions.bodyLimit ?? options.maxBodyBytes)
      logError(request, error, answer)
      return sendError(reply, answer)
    })

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      if (!/^\/v3(\/|$)/.test(path)) {
        return sendError(
          reply,
          new HttpError(404, `Unknown API version: this service speaks ${SUPPORTED_VERSION}, at paths under /v3/`),
        )
      }
      const allowed = allowedMethods(path)
      if (allowed.length > 0) {
        return sendError(
          reply,
          new HttpError(405, `${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`, {
            headers: { allow: allowed.join(', ') },
          }),
        )
      }
      return sendError(reply, new HttpError(404, `There is no endpoint at ${request.method} ${path}`))
    })
  },
  { name: 'error-handler' },
)
