import { isUtf8 } from 'node:buffer'
import { parse as parseContentType } from 'content-type'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ClientTurns } from '../../client-turns.ts'
import { type JsonShapeLimits, jsonShapeProblem } from '../../domain/json-shape.ts'
import { HttpError } from '../../errors.ts'

/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` keys and `constructor` holding
 * `prototype`), behind two checks of the raw bytes. They must be UTF-8: decoding invalid UTF-8 as
 * Fastify does would put U+FFFD in place of the bad bytes, and the service would store a value the
 * client never sent. And their shape must stay within the limits of domain/json-shape.ts. A charset
 * other than UTF-8 is 415.
 *
 * A client's bodies are checked and parsed in its turns (client-turns.ts, shared with the batch
 * route's validation), the event loop given up after the scan and after the parse: a client sending
 * large bodies on many connections holds the event loop for one scan or parse at a time, not one per
 * connection, and for at most half of the time while other clients' requests are in progress.
 */

/** The charset a Content-Type names, lower-cased; undefined when it names none (or cannot be read). */
function charsetOf(contentType: string | undefined): string | undefined {
  try {
    return contentType === undefined ? undefined : parseContentType(contentType).parameters.charset?.toLowerCase()
  } catch {
    return undefined
  }
}

export function parseJsonBodies(app: FastifyInstance, limits: JsonShapeLimits, turns: ClientTurns) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  const parsed = (request: FastifyRequest, text: string) =>
    new Promise<unknown>((resolve, reject) =>
      parseJson(request, text, (error, body) => (error === null ? resolve(body) : reject(error))),
    )
  async function parse(request: FastifyRequest, body: Buffer): Promise<unknown> {
    const charset = charsetOf(request.headers['content-type'])
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new HttpError(415, `JSON is read as UTF-8 (RFC 8259); the Content-Type names charset=${charset}`)
    }
    // A route that takes no body (an admin action, an erasure) reads an empty one as none, as many
    // HTTP libraries send a JSON Content-Type with every request.
    if (body.length === 0 && request.routeOptions.schema?.body === undefined) return undefined
    if (!isUtf8(body)) throw new HttpError(400, 'The request body is not valid UTF-8', { code: 'invalid_json' })
    let started = performance.now()
    const problem = jsonShapeProblem(body, limits)
    if (problem !== undefined) throw problem
    await turns.pause(request.clientId, performance.now() - started)
    started = performance.now()
    try {
      return await parsed(request, body.toString('utf8'))
    } finally {
      await turns.pause(request.clientId, performance.now() - started)
    }
  }
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer) =>
    // Before a token is checked (the token endpoint), there is no client whose turn it could be.
    request.clientId === '' ? parse(request, body) : turns.inTurn(request.clientId, () => parse(request, body)),
  )
}
