import { isUtf8 } from 'node:buffer'
import { parse as parseContentType } from 'content-type'
import type { FastifyInstance } from 'fastify'
import { type JsonShapeLimits, jsonShapeProblem } from '../../domain/json-shape.ts'
import { HttpError } from '../../errors.ts'

/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` keys and `constructor` holding
 * `prototype`), behind two checks of the raw bytes. They must be UTF-8: decoding invalid UTF-8 as
 * Fastify does would put U+FFFD in place of the bad bytes, and the service would store a value the
 * client never sent. And their shape must stay within the limits of domain/json-shape.ts. A charset
 * other than UTF-8 is 415.
 */

/** The charset a Content-Type names, lower-cased; undefined when it names none (or cannot be read). */
function charsetOf(contentType: string | undefined): string | undefined {
  try {
    return contentType === undefined ? undefined : parseContentType(contentType).parameters.charset?.toLowerCase()
  } catch {
    return undefined
  }
}

export function parseJsonBodies(app: FastifyInstance, limits: JsonShapeLimits) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const charset = charsetOf(request.headers['content-type'])
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new HttpError(415, `JSON is read as UTF-8 (RFC 8259); the Content-Type names charset=${charset}`), undefined)
      return
    }
    // A route that takes no body (an admin action, an erasure) reads an empty one as none, as many
    // HTTP libraries send a JSON Content-Type with every request.
    if (body.length === 0 && request.routeOptions.schema?.body === undefined) {
      done(null, undefined)
      return
    }
    if (!isUtf8(body)) {
      done(new HttpError(400, 'The request body is not valid UTF-8', { code: 'invalid_json' }), undefined)
      return
    }
    const problem = jsonShapeProblem(body, limits)
    if (problem !== undefined) {
      done(problem, undefined)
      return
    }
    parseJson(request, body.toString('utf8'), done)
  })
}
