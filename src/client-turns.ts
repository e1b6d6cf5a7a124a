import { setImmediate, setTimeout } from 'node:timers/promises'

/**
 * Clients' turns for work that holds the event loop (parsing a body, validating a batch) or a
 * connection (logging rejections). `inTurn` runs one piece of a client's work at a time on this node,
 * each once the client's previous one has ended, whichever way it ended. Work given here must end on
 * its own (CPU work, or statements bounded by their timeouts): a turn is never held across a wait on
 * the network.
 *
 * Between slices of its work, a client gives the event loop up (`pause`): at once while no other client
 * has a request in progress on the node, so that a client alone goes at full speed; otherwise for as
 * long as the slice took, so that it takes at most half the event loop from the requests of others.
 */
export function createClientTurns() {
  /** Each client's last work in line. */
  const lines = new Map<string, Promise<unknown>>()
  /** Requests in progress, by client, and in all. */
  const inProgress = new Map<string, number>()
  let requests = 0
  const count = (clientId: string, change: 1 | -1) => {
    const now = (inProgress.get(clientId) ?? 0) + change
    if (now === 0) inProgress.delete(clientId)
    else inProgress.set(clientId, now)
    requests += change
  }

  return {
    async inTurn<T>(clientId: string, work: () => Promise<T> | T): Promise<T> {
      const mine = (lines.get(clientId) ?? Promise.resolve()).catch(() => {}).then(work)
      lines.set(clientId, mine)
      try {
        return await mine
      } finally {
        if (lines.get(clientId) === mine) lines.delete(clientId)
      }
    },

    /** After a slice of `ms` of the client's work: the event loop for the others' requests. */
    async pause(clientId: string, ms: number): Promise<void> {
      if (requests > (inProgress.get(clientId) ?? 0)) await setTimeout(ms)
      else await setImmediate()
    },

    /** Counts a client's request as in progress until its answer is sent or its connection is lost. */
    inProgress(clientId: string, response: { once(event: 'close', listener: () => void): unknown }): void {
      count(clientId, 1)
      response.once('close', () => count(clientId, -1))
    },
  }
}

export type ClientTurns = ReturnType<typeof createClientTurns>
