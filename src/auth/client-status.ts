import type { FastifyBaseLogger } from 'fastify'
import type { ClientStore } from '../db/clients.ts'

/**
 * Which clients are disabled, as this node last read it. Tokens are checked against it without a
 * query; it is re-read every `refreshMs` (at most 60 s), which bounds how long a disabled client's
 * tokens keep working on any node.
 */
export async function watchDisabledClients(options: {
  clients: ClientStore
  refreshMs: number
  logger: FastifyBaseLogger
}) {
  let disabled = new Set(await options.clients.disabledClientIds())
  const refresh = async () => {
    try {
      disabled = new Set(await options.clients.disabledClientIds())
    } catch (error) {
      options.logger.warn({ err: error }, 'could not refresh the list of disabled clients; keeping the last one')
    }
  }
  const timer = setInterval(refresh, options.refreshMs)
  timer.unref()
  return {
    isDisabled: (clientId: string) => disabled.has(clientId),
    stop: () => clearInterval(timer),
  }
}

export type DisabledClients = Awaited<ReturnType<typeof watchDisabledClients>>
