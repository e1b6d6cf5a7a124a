import { type IntakeClient, IntakeError, problemsOf } from '@intake/client'
import { createContext } from 'preact'
import { useCallback, useContext, useEffect, useState } from 'preact/hooks'
import type { Session } from './session.ts'

export interface SessionContextValue {
  readonly session: Session
  /** Ends the session (a 401 the client could not cure by a new token): back to sign-in, with these words. */
  readonly expire: (words: string) => void
}

export const SessionContext = createContext<SessionContextValue | undefined>(undefined)

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (value === undefined) throw new Error('useSession outside a signed-in page')
  return value
}

/** What went wrong, in the contract's words: the answer's message and each error entry's. */
export function wordsOf(error: unknown): string[] {
  if (error instanceof IntakeError) {
    const words = problemsOf(error.body)
    return words.length > 0 ? words : [error.message]
  }
  return [error instanceof Error ? error.message : String(error)]
}

export const isSessionOver = (error: unknown) => error instanceof IntakeError && error.status === 401

export interface Loaded<T> {
  readonly data: T | undefined
  readonly error: string[] | undefined
  readonly loading: boolean
  reload(): void
}

/**
 * Data from the API for a page: loaded again when `key` changes; the data of the previous key stays
 * shown while the next loads (no blank page), and an error is kept in words. A 401 ends the session.
 */
export function useLoad<T>(key: string, load: (client: IntakeClient) => Promise<T>): Loaded<T> {
  const { session, expire } = useSession()
  const [tick, setTick] = useState(0)
  const request = `${tick}/${key}`
  // `request` is the query the state answers: while it differs from the one asked, the page is loading.
  const [state, setState] = useState<{ request?: string; data?: T; error?: string[] }>({})
  // `key` stands for everything `load` reads.
  useEffect(() => {
    let live = true
    load(session.client).then(
      (data) => live && setState({ request, data }),
      (error: unknown) => {
        if (!live) return
        if (isSessionOver(error)) expire(wordsOf(error).join(' '))
        else setState((previous) => ({ ...previous, request, error: wordsOf(error) }))
      },
    )
    return () => {
      live = false
    }
  }, [request, session])
  const reload = useCallback(() => setTick((value) => value + 1), [])
  return { data: state.data, error: state.error, loading: state.request !== request, reload }
}
