import type { ServerResponse } from 'node:http'
import { finished } from 'node:stream'
import { HttpError, RETRY_AFTER_SECONDS } from '../errors.ts'

/**
 * MAX_EXPORTS_PER_CLIENT: the exports each client has under way on this node, each counted from when
 * it is admitted until its answer is over (sent whole, or its connection closed). An export holds memory
 * and runs a query at a time for as long as its reader takes: past the limit, a client's next one is
 * refused instead of adding to them.
 */
export function createExportLimit(maxPerClient: number) {
  const underWay = new Map<string, number>()
  const release = (clientId: string) => {
    const left = (underWay.get(clientId) ?? 1) - 1
    if (left === 0) underWay.delete(clientId)
    else underWay.set(clientId, left)
  }
  return {
    /** Counts an export of the client until `answer` is over; 429 when the client has maxPerClient under way. */
    admit(clientId: string, answer: ServerResponse): void {
      const count = underWay.get(clientId) ?? 0
      if (count >= maxPerClient) {
        throw new HttpError(
          429,
          `Too many exports at once: a client may have ${maxPerClient} under way (MAX_EXPORTS_PER_CLIENT); retry once one has ended`,
          { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
        )
      }
      underWay.set(clientId, count + 1)
      // Called back even for an answer whose connection closed before this.
      finished(answer, () => release(clientId))
    },
  }
}

export type ExportLimit = ReturnType<typeof createExportLimit>
