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

/** An action the user started (a save, a download): running, then what it did or why it failed. */
export interface ActionState {
  readonly busy: boolean
  readonly done?: string
  readonly error?: string[]
}

/**
 * The state of the user's actions on a page, and `run`, which runs one: its sentence (or nothing)
 * becomes `done`, a failure its words in `error`, and a 401 ends the session, as useLoad's. `run`
 * resolves whether the action succeeded.
 */
export function useAction() {
  const { expire } = useSession()
  const [state, setState] = useState<ActionState>({ busy: false })
  const run = async (work: () => Promise<string | undefined>): Promise<boolean> => {
    setState({ busy: true })
    try {
      const done = await work()
      setState(done === undefined ? { busy: false } : { busy: false, done })
      return true
    } catch (error) {
      if (isSessionOver(error)) expire(wordsOf(error).join(' '))
      else setState({ busy: false, error: wordsOf(error) })
      return false
    }
  }
  return { state, run }
}

export interface Loaded<T> {
  readonly data: T | undefined
  readonly error: string[] | undefined
  readonly loading: boolean
  reload(): void
}

/**
 * Data from the API for a page: loaded again when `key` changes. Only data of the current key is
 * given: while the same key loads again (reload) its data stays shown, but data of another key (another
 * client, record, range or page) is never shown under this one, loading or failed. An error is kept in
 * words, for the request that failed. A 401 ends the session.
 */
export function useLoad<T>(key: string, load: (client: IntakeClient) => Promise<T>): Loaded<T> {
  const { session, expire } = useSession()
  const [tick, setTick] = useState(0)
  const request = `${tick}/${key}`
  // `request` is the query the state answers: while it differs from the one asked, the page is loading.
  const [state, setState] = useState<{ request?: string; key?: string; data?: T; error?: string[] }>({})
  // `key` stands for everything `load` reads.
  useEffect(() => {
    let live = true
    load(session.client).then(
      (data) => live && setState({ request, key, data }),
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
  return {
    data: state.key === key ? state.data : undefined,
    error: state.request === request ? state.error : undefined,
    loading: state.request !== request,
    reload,
  }
}

/**
 * Where the ingestion page and the rejection log read from: the signed-in client's own reports, or, for an
 * admin, one client's (`/v3/admin/clients/{id}/...`); and the page's path in the navigation.
 */
export interface ReportSource {
  readonly key: string
  /** Whose reports, in words: the client's name (its id until the list of clients has come). */
  readonly name?: string
  readonly base: readonly string[]
  ingestion(
    client: IntakeClient,
    query: Parameters<IntakeClient['ingestion']>[0],
  ): ReturnType<IntakeClient['ingestion']>
  rejections(
    client: IntakeClient,
    query: Parameters<IntakeClient['rejections']>[0],
  ): ReturnType<IntakeClient['rejections']>
}

export const OWN_REPORTS = (page: 'ingestion' | 'rejections'): ReportSource => ({
  key: 'own',
  base: [page],
  ingestion: (client, query) => client.ingestion(query),
  rejections: (client, query) => client.rejections(query),
})

export const CLIENT_REPORTS = (
  clientId: string,
  page: 'ingestion' | 'rejections',
  name: string = clientId,
): ReportSource => ({
  key: clientId,
  name,
  base: ['clients', clientId, page],
  ingestion: (client, query) => client.clientIngestion(clientId, query),
  rejections: (client, query) => client.clientRejections(clientId, query),
})

/** How often a page of data that moves on its own (the rejection log, a webhook's deliveries) is read again. */
export const READ_AGAIN_MS = 3_000

/** Reads `loaded` again every READ_AGAIN_MS while `active` and the tab is visible, never over a read under way. */
export function useReadAgain(loaded: Pick<Loaded<unknown>, 'reload' | 'loading'>, active: boolean) {
  const { reload, loading } = loaded
  useEffect(() => {
    if (!active) return undefined
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && !loading) reload()
    }, READ_AGAIN_MS)
    return () => clearInterval(timer)
  }, [active, reload, loading])
}
