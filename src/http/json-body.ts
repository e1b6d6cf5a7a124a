import { isUtf8 } from 'node:buffer'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { HttpError } from './errors.ts'

/**
 * The JSON body parser: Fastify's own (which refuses `__proto__` keys and `constructor` holding
 * `prototype`), behind two checks of the raw bytes. They must be UTF-8: decoding invalid UTF-8 as
 * Fastify does would put U+FFFD in place of the bad bytes, and the service would store a value the
 * client never sent. And their shape must stay within the limits below, checked by one pass over the
 * bytes before anything is parsed: a body nested deeper, an object with more or longer keys, or an
 * array with more elements is refused at once, so that no caller makes the service build (and then
 * validate, and then describe) millions of values.
 */

export interface JsonShapeLimits {
  /** Arrays and objects nested in one another, the outermost counting 1. */
  readonly maxDepth: number
  /** Keys of one object. */
  readonly maxKeysPerObject: number
  /** Bytes of one key as sent, between its quotes. */
  readonly maxKeyBytes: number
  /** Elements of one array (a batch's items). */
  readonly maxArrayItems: number
}

/** The limits as the settings give them (the server's own, or their defaults for `intake push`). */
export const jsonShapeLimits = (
  config: Pick<Config, 'jsonMaxDepth' | 'jsonMaxKeysPerObject' | 'jsonMaxKeyBytes' | 'maxBatchItems'>,
): JsonShapeLimits => ({
  maxDepth: config.jsonMaxDepth,
  maxKeysPerObject: config.jsonMaxKeysPerObject,
  maxKeyBytes: config.jsonMaxKeyBytes,
  maxArrayItems: config.maxBatchItems,
})

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const COMMA = 0x2c
const COLON = 0x3a
const OBJECT = 1
const ARRAY = 2

/**
 * The first limit the body breaks, as the answer to give, or undefined when it breaks none. Bytes
 * that are not JSON are left to the parser to refuse; the scan only counts. Linear in the body's
 * size, with strings skipped by `indexOf`, and it stops at the first limit passed, except for the
 * outermost array, whose elements are all counted so that the answer can say how many there are.
 * `asItem`: the body is one item, checked as a batch holding it alone would be.
 */
export function jsonShapeProblem(body: Buffer, limits: JsonShapeLimits, asItem = false): HttpError | undefined {
  const kinds = new Uint8Array(limits.maxDepth + 1)
  const counts = new Float64Array(limits.maxDepth + 1)
  let depth = 0
  if (asItem) {
    // Inside the batch's array, as its one element (`intake push` checks each record so).
    depth = 1
    kinds[1] = ARRAY
    counts[1] = 1
  }
  let expectKey = false
  let index = 0
  const length = body.length
  while (index < length) {
    const byte = body[index] as number
    if (byte === QUOTE) {
      let end = index + 1
      for (;;) {
        end = body.indexOf(QUOTE, end)
        if (end < 0) return undefined
        let backslashes = 0
        while (body[end - 1 - backslashes] === BACKSLASH) backslashes++
        if (backslashes % 2 === 0) break
        end++
      }
      if (expectKey) {
        expectKey = false
        counts[depth] = (counts[depth] as number) + 1
        if ((counts[depth] as number) > limits.maxKeysPerObject) {
          return new HttpError(
            400,
            `An object of the request body has more than ${limits.maxKeysPerObject} keys (JSON_MAX_KEYS_PER_OBJECT)`,
          )
        }
        if (end - index - 1 > limits.maxKeyBytes) {
          return new HttpError(
            400,
            `A key of the request body is longer than ${limits.maxKeyBytes} bytes (JSON_MAX_KEY_BYTES)`,
          )
        }
      }
      index = end + 1
      continue
    }
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (depth === limits.maxDepth) {
        return new HttpError(
          400,
          `The request body nests arrays and objects more than ${limits.maxDepth} levels deep (JSON_MAX_DEPTH)`,
        )
      }
      depth++
      kinds[depth] = byte === OPEN_OBJECT ? OBJECT : ARRAY
      counts[depth] = 0
      expectKey = byte === OPEN_OBJECT
      // An array's elements: one for the first value, one more per comma.
      if (byte === OPEN_ARRAY) {
        let next = index + 1
        while (next < length && isWhiteSpace(body[next] as number)) next++
        counts[depth] = body[next] === CLOSE_ARRAY ? 0 : 1
      }
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      if (depth === 1 && kinds[1] === ARRAY && (counts[1] as number) > limits.maxArrayItems) {
        return tooManyItems(limits.maxArrayItems, counts[1] as number)
      }
      if (depth > 0) depth--
      expectKey = false
    } else if (byte === COMMA && depth > 0) {
      if (kinds[depth] === OBJECT) {
        expectKey = true
      } else {
        counts[depth] = (counts[depth] as number) + 1
        if (depth > 1 && (counts[depth] as number) > limits.maxArrayItems) {
          return new HttpError(
            400,
            `An array of the request body has more than ${limits.maxArrayItems} elements (MAX_BATCH_ITEMS)`,
          )
        }
      }
    } else if (byte === COLON) {
      expectKey = false
    }
    index++
  }
  if (depth === 1 && kinds[1] === ARRAY && (counts[1] as number) > limits.maxArrayItems) {
    return tooManyItems(limits.maxArrayItems, counts[1] as number)
  }
  return undefined
}

const isWhiteSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

/** The batch's own words (http/batch.ts says the same after parsing, for a body that got there). */
export const tooManyItems = (max: number, count: number) =>
  new HttpError(413, `A batch holds at most ${max} items; this one has ${count}. Split it.`)

export function parseJsonBodies(app: FastifyInstance, limits: JsonShapeLimits) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(new HttpError(400, 'The request body is not valid UTF-8'), undefined)
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
