import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * One batch of a client at a time on each node, from its body's first byte read to its last item
 * validated: a client sending many batches at once has them read, parsed and validated one after
 * another, so another tenant's request waits on the event loop behind a slice of one of them, not of
 * each. The client's other batches wait unread (their bytes stay in the network's buffers). The
 * writes that follow are not in the turn: a client's valid batches are still stored side by side.
 */
export function createBatchTurns() {
  /** Each client's last batch in line, resolved when its turn ends. */
  const lines = new Map<string, Promise<void>>()
  const ends = new WeakMap<FastifyRequest, () => void>()
  return {
    /** Waits for the client's turn; it ends with endTurn, or when the connection is lost. */
    async take(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const clientId = request.clientId
      let end = () => {}
      const mine = new Promise<void>((resolve) => {
        end = resolve
      })
      const previous = lines.get(clientId)
      const line = previous === undefined ? mine : previous.then(() => mine)
      lines.set(clientId, line)
      void line.then(() => {
        if (lines.get(clientId) === line) lines.delete(clientId)
      })
      ends.set(request, end)
      reply.raw.once('close', end)
      await previous
    },

    /** Ends the request's turn, once its items are validated or it is answered (again: nothing). */
    endTurn(request: FastifyRequest): void {
      ends.get(request)?.()
    },
  }
}

export type BatchTurns = ReturnType<typeof createBatchTurns>
