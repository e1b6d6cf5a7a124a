import { finished, Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/**
 * SEND_TIMEOUT_MS: an answer whose reader takes none of its bytes for that long has its connection
 * closed, so that a client that stops reading holds neither memory nor a socket for long. Only the time
 * spent waiting on the reader counts, never the time spent preparing the answer (a query between two
 * parts of an export):
 * - a stream (an export, a compressed answer, a file) waits on its reader while the pipe to the
 *   response holds it paused, and, once it has ended, until the response is sent whole;
 * - a text larger than SLICE_BYTES (a page) is sent as a stream of slices of it, so that a reader
 *   that takes it slowly but steadily is not cut off in the middle of one large write;
 * - a smaller text waits from when it is sent until it is sent whole.
 * The node sees its reader take bytes only when a write completes, which the operating system allows
 * once the socket's buffers have room again (on Linux, about half of what they hold): a reader that
 * takes less than that within SEND_TIMEOUT_MS is cut off too.
 */

/** Bytes of a text answer handed to the socket at a time. */
const SLICE_BYTES = 64 * 1024

/**
 * 'close' listeners a streamed answer may have: Fastify watches its end (two listeners a watch) and
 * pipes into it, the service's own hooks watch it too (the stall watch, the client's turn, the
 * connection's count, an export's place), and a compressed answer's pipeline adds its own. A dozen, all
 * gone with the answer: past Node's default of 10, every export printed a false "possible memory leak"
 * warning.
 */
const STREAMED_ANSWER_LISTENERS = 20

export interface SendTimeoutOptions {
  readonly sendTimeoutMs: number
}

function slicesOf(bytes: Buffer): Readable {
  const slices: Buffer[] = []
  for (let start = 0; start < bytes.length; start += SLICE_BYTES)
    slices.push(bytes.subarray(start, start + SLICE_BYTES))
  return Readable.from(slices, { highWaterMark: 0 })
}

/** Closes the connection of `reply` once its reader has taken nothing for `ms` while the watch runs. */
function stallWatch(request: FastifyRequest, reply: FastifyReply, ms: number) {
  const answer = reply.raw
  let timer: NodeJS.Timeout | undefined
  let over = false
  finished(answer, () => {
    over = true
    clearTimeout(timer)
  })
  const stop = () => clearTimeout(timer)
  const start = () => {
    clearTimeout(timer)
    if (over) return
    timer = setTimeout(() => {
      request.log.info(
        { clientId: request.clientId || null, route: request.routeOptions.url ?? null, sendTimeoutMs: ms },
        'connection closed: the client took none of the answer for SEND_TIMEOUT_MS',
      )
      answer.destroy()
    }, ms).unref()
  }
  return {
    /** While the pipe to the response holds `stream` paused, and from its end until the answer is sent. */
    stream(stream: Readable) {
      answer.setMaxListeners(STREAMED_ANSWER_LISTENERS)
      stream.on('pause', start).on('resume', stop).once('end', start)
    },
    /** From now until the answer is sent. */
    untilSent: start,
  }
}

export default fp(
  async (app: FastifyInstance, { sendTimeoutMs }: SendTimeoutOptions) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'HEAD') return payload
      const isText = typeof payload === 'string' || Buffer.isBuffer(payload)
      if (!isText && !(payload instanceof Readable)) return payload
      const watch = stallWatch(request, reply, sendTimeoutMs)
      if (payload instanceof Readable) {
        watch.stream(payload)
        return payload
      }
      const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length
      if (length <= SLICE_BYTES) {
        watch.untilSent()
        return payload
      }
      // Fastify sets it for a text, not for a stream; @fastify/compress drops it when it compresses.
      reply.header('content-length', length)
      const slices = slicesOf(typeof payload === 'string' ? Buffer.from(payload) : payload)
      watch.stream(slices)
      return slices
    })
  },
  { name: 'send-timeout' },
)
