/**
 * The shape of a JSON document, checked by one pass over its bytes before anything is parsed: a body
 * nested deeper, an object with more or longer keys, or an array with more elements is refused at once,
 * so that no caller makes the service build (and then validate, and then describe) millions of values;
 * and an object naming a key twice is refused, where JSON.parse would keep the last value and drop the
 * other without a word. The service checks every JSON body with it, and `intake push` each record of a
 * batch the service refused whole: one implementation, here, so that both say the same. It needs no
 * Node module: it reads a Uint8Array, as Node's byte buffers are (whose own `indexOf` runs then).
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

/** A limit the body breaks: the status, error code and message of the service's answer. */
export interface JsonShapeProblem {
  readonly status: 400 | 413
  readonly code: 'json_too_complex' | 'duplicate_key' | 'too_many_items'
  readonly message: string
}

const refused = (code: JsonShapeProblem['code'], message: string): JsonShapeProblem => ({ status: 400, code, message })

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
export function jsonShapeProblem(
  body: Uint8Array,
  limits: JsonShapeLimits,
  asItem = false,
): JsonShapeProblem | undefined {
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
  const keys = new ObjectKeys(limits)
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
          return refused(
            'json_too_complex',
            `An object of the request body has more than ${limits.maxKeysPerObject} keys (JSON_MAX_KEYS_PER_OBJECT)`,
          )
        }
        if (end - index - 1 > limits.maxKeyBytes) {
          return refused(
            'json_too_complex',
            `A key of the request body is longer than ${limits.maxKeyBytes} bytes (JSON_MAX_KEY_BYTES)`,
          )
        }
        const duplicate = keys.add(body, index, end, depth)
        if (duplicate !== undefined) {
          const item = asItem ? 'the item' : `item ${(counts[1] as number) - 1}`
          const where = depth === 2 && kinds[1] === ARRAY ? item : 'an object'
          return refused(
            'duplicate_key',
            `The request body names the key ${JSON.stringify(duplicate)} more than once in ${where}: JSON would keep only the last value`,
          )
        }
      }
      index = end + 1
      continue
    }
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (depth === limits.maxDepth) {
        return refused(
          'json_too_complex',
          `The request body nests arrays and objects more than ${limits.maxDepth} levels deep (JSON_MAX_DEPTH)`,
        )
      }
      depth++
      kinds[depth] = byte === OPEN_OBJECT ? OBJECT : ARRAY
      counts[depth] = 0
      if (byte === OPEN_OBJECT) keys.open(depth)
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
      if (depth > 0) {
        if (kinds[depth] === OBJECT) keys.close(depth)
        depth--
      }
      expectKey = false
    } else if (byte === COMMA && depth > 0) {
      if (kinds[depth] === OBJECT) {
        expectKey = true
      } else {
        counts[depth] = (counts[depth] as number) + 1
        if (depth > 1 && (counts[depth] as number) > limits.maxArrayItems) {
          return refused(
            'too_many_items',
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

/**
 * The keys of the objects open at each depth, to find a key named twice in one object (JSON.parse would
 * keep its last value and drop the other without a word). Each key is kept as a hash of its text and
 * its place in the body, in arrays sized by the limits (an object holds at most maxKeysPerObject keys,
 * checked before a key is added); a key with an escape is hashed as it reads (`"\u0061"` is `"a"`),
 * and two keys with one hash are compared byte for byte, or as they read when either has an escape.
 */
class ObjectKeys {
  readonly #hashes: Int32Array
  readonly #starts: Uint32Array
  readonly #ends: Uint32Array
  readonly #escaped: Uint8Array
  /** Where each open object's keys begin in the arrays, by depth. */
  readonly #firstKey: Uint32Array
  #size = 0

  constructor(limits: JsonShapeLimits) {
    const capacity = (limits.maxDepth + 1) * limits.maxKeysPerObject
    this.#hashes = new Int32Array(capacity)
    this.#starts = new Uint32Array(capacity)
    this.#ends = new Uint32Array(capacity)
    this.#escaped = new Uint8Array(capacity)
    this.#firstKey = new Uint32Array(limits.maxDepth + 1)
  }

  open(depth: number) {
    this.#firstKey[depth] = this.#size
  }

  close(depth: number) {
    this.#size = this.#firstKey[depth] as number
  }

  /** Adds the key quoted from `start` to `end` (the quotes' places); its text when the object already has it. */
  add(body: Uint8Array, start: number, end: number, depth: number): string | undefined {
    let hash = hashOfBytes(body, start + 1, end, true)
    const escaped = hash === ESCAPED
    // An escaped key is compared as it reads, decoded once; the others by their bytes, without decoding.
    const read = escaped ? keyText(body, start, end) : undefined
    if (read !== undefined) {
      const bytes = UTF8.encode(read)
      hash = hashOfBytes(bytes, 0, bytes.length, false)
    }
    for (let i = this.#firstKey[depth] as number; i < this.#size; i++) {
      if (this.#hashes[i] !== hash) continue
      const [otherStart, otherEnd] = [this.#starts[i] as number, this.#ends[i] as number]
      const same =
        read === undefined && this.#escaped[i] === 0
          ? sameBytes(body, otherStart + 1, otherEnd, start + 1, end)
          : keyText(body, otherStart, otherEnd) === (read ?? keyText(body, start, end))
      if (same) return read ?? keyText(body, start, end)
    }
    this.#hashes[this.#size] = hash
    this.#starts[this.#size] = start
    this.#ends[this.#size] = end
    this.#escaped[this.#size] = escaped ? 1 : 0
    this.#size++
    return undefined
  }
}

const UTF8 = new TextEncoder()
/** Invalid UTF-8 is decoded as U+FFFD: the service refuses such a body before this check. */
const UTF8_TEXT = new TextDecoder()

/** Whether the bytes from `start` to `end` and from `otherStart` to `otherEnd` are the same. */
function sameBytes(bytes: Uint8Array, start: number, end: number, otherStart: number, otherEnd: number): boolean {
  if (end - start !== otherEnd - otherStart) return false
  for (let i = 0; i < end - start; i++) if (bytes[start + i] !== bytes[otherStart + i]) return false
  return true
}

/** A key as it reads: the JSON string from the quote at `start` to the one at `end`. */
function keyText(body: Uint8Array, start: number, end: number): string {
  const quoted = UTF8_TEXT.decode(body.subarray(start, end + 1))
  try {
    return JSON.parse(quoted) as string
  } catch {
    // Not JSON: the parser refuses the body; the raw text is enough until then.
    return quoted
  }
}

/** What hashOfBytes answers for bytes that hold an escape (no FNV-1a hash is a fraction). */
const ESCAPED = 0.5

/**
 * The process's own start for the hashes: keys made to share a hash (FNV-1a is easy to collide) would
 * make every key compared with every other; without the seed they cannot be made in advance.
 */
const HASH_SEED = (crypto.getRandomValues(new Uint32Array(1))[0] as number) >>> 1

/** FNV-1a of the bytes from `start` to `end` from HASH_SEED, as a 32-bit integer; ESCAPED at a backslash when `stopAtEscape`. */
function hashOfBytes(bytes: Uint8Array, start: number, end: number, stopAtEscape: boolean): number {
  let hash = (0x811c9dc5 ^ HASH_SEED) | 0
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number
    if (byte === BACKSLASH && stopAtEscape) return ESCAPED
    hash = Math.imul(hash ^ byte, 0x01000193)
  }
  return hash
}

const isWhiteSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

/** A batch of more items than it may hold: refused before parsing here, after it by the service's batch route. */
export const tooManyItems = (max: number, count: number): JsonShapeProblem => ({
  status: 413,
  code: 'too_many_items',
  message: `A batch holds at most ${max} items; this one has ${count}. Split it.`,
})
