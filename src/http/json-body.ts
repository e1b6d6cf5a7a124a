import { isUtf8 } from 'node:buffer'
import type { FastifyInstance } from 'fastify'
import { HttpError } from './errors.ts'

/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` keys and `constructor` holding
 * `prototype`), behind a check that the bytes are UTF-8. Decoding invalid UTF-8 as Fastify does would
 * put U+FFFD in place of the bad bytes, and the service would store a value the client never sent.
 */
export function parseJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(new HttpError(400, 'The request body is not valid UTF-8'), undefined)
      return
    }
    parseJson(request, body.toString('utf8'), done)
  })
}
