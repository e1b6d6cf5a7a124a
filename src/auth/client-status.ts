import type { FastifyBaseLogger } from 'fastify'
import type { ClientStore, TokenRestriction } from '../db/clients.ts'
import type { TokenHolder } from './tokens.ts'

/**
 * Which clients' tokens are refused, as this node last read it: those of a disabled client, and those
 * of a generation before the client's (a rotated secret, a disabling: migration 013).
 * Tokens are checked against it without a query; it is re-read every `refreshMs` (at most 60 s), which
 * bounds how long such a token keeps working on any node.
 */
export async function watchClientStatus(options: {
  clients: ClientStore
  refreshMs: number
  logger: FastifyBaseLogger
}) {
  const read = async () =>
    new Map((await options.clients.tokenRestrictions()).map((restriction) => [restriction.clientId, restriction]))
  let restrictions: Map<string, TokenRestriction> = await read()
  const readOnce = async () => {
    try {
      restrictions = await read()
    } catch (error) {
      options.logger.warn(
        { err: error },
        'could not refresh the clients whose tokens are refused; keeping the last list',
      )
    }
  }
  // One read at a time. A refresh asked while one runs gets the next read, begun once that one ended and
  // shared by all who asked meanwhile: a read begun before a disabling cannot end after the disabling's
  // refresh and put the old list back, and slow reads never pile up.
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  const refresh = (): Promise<void> => {
    if (running === undefined) {
      running = readOnce().finally(() => {
        running = undefined
      })
      return running
    }
    next ??= running.then(() => {
      next = undefined
      return refresh()
    })
    return next
  }
  const timer = setInterval(refresh, options.refreshMs)
  timer.unref()
  return {
    /** Why this token holder's token is refused, or undefined when it is not. */
    tokenRefusal(holder: TokenHolder): string | undefined {
      const restriction = restrictions.get(holder.clientId)
      if (restriction === undefined) return undefined
      if (restriction.disabled) return 'The client of this access token is disabled'
      if (holder.tokenGeneration < restriction.tokenGeneration) {
        return "The access token was issued before its client's tokens were revoked (a new secret, or a disabling): ask for a new one"
      }
      return undefined
    },
    /** Re-reads the list now, as the timer does every `refreshMs`. */
    refresh,
    stop: () => clearInterval(timer),
  }
}

export type ClientStatus = Awaited<ReturnType<typeof watchClientStatus>>
