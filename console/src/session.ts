import { type AccessToken, IntakeClient } from '@intake/client'

/**
 * The signed-in client. Its token is kept in sessionStorage (this tab only, gone when it closes): never
 * in a cookie, so there is no CSRF surface, and never in a URL. The secret stays in this page's memory
 * only, so that the client library renews the token while the page is open; after a reload the kept
 * token serves until it expires, and then the console asks for the secret again.
 */
export interface Session {
  readonly clientId: string
  /** The client's name, from the token answer (`client_name`); the id when the service did not say it. */
  readonly clientName: string
  readonly client: IntakeClient
  /** The token's scopes (its `scope` claim; `data` when it has none), which decide the pages offered. */
  readonly scopes: readonly string[]
}

const STORAGE_KEY = 'intake-console'
/**
 * A page waits at most this long before asking again, whatever a 429's Retry-After says: past a few
 * attempts it shows the server's words rather than "Loading…" for minutes.
 */
const MAX_RETRY_DELAY_MS = 5_000

interface Kept {
  readonly clientId: string
  readonly clientName?: string
  readonly token: AccessToken
}

/**
 * The scopes of a token, read from its claims without checking it: the server checks it; the console
 * only adapts its navigation. A token without a `scope` claim is a data client's.
 */
function scopesOf(token: string): string[] {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const scope = (JSON.parse(json) as { scope?: unknown }).scope
    return typeof scope === 'string' ? scope.split(' ').filter((word) => word !== '') : ['data']
  } catch {
    return ['data']
  }
}

const origin = () => window.location.origin

function keep(clientId: string, token: AccessToken) {
  const { clientName, ...kept } = token
  sessionStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ clientId, ...(clientName === undefined ? {} : { clientName }), token: kept } satisfies Kept),
  )
}

/** The session kept by this tab, if its token has not expired; `expired` when there was one that has. */
export function restoreSession(): { session?: Session; expired: boolean } {
  const text = sessionStorage.getItem(STORAGE_KEY)
  if (text === null) return { expired: false }
  try {
    const kept = JSON.parse(text) as Kept
    if (kept.token.expiresAt <= Date.now()) {
      sessionStorage.removeItem(STORAGE_KEY)
      return { expired: true }
    }
    const client = new IntakeClient({
      url: origin(),
      clientId: kept.clientId,
      token: kept.token,
      maxAttempts: 5,
      maxRetryDelayMs: MAX_RETRY_DELAY_MS,
    })
    return {
      session: {
        clientId: kept.clientId,
        clientName: kept.clientName ?? kept.clientId,
        client,
        scopes: scopesOf(kept.token.value),
      },
      expired: false,
    }
  } catch {
    sessionStorage.removeItem(STORAGE_KEY)
    return { expired: false }
  }
}

/** Gets a token with the client id and secret (POST /v3/oauth2/token); an IntakeError when refused. */
export async function signIn(clientId: string, clientSecret: string): Promise<Session> {
  let clientName = clientId
  const client = new IntakeClient({
    url: origin(),
    clientId,
    clientSecret,
    maxAttempts: 5,
    maxRetryDelayMs: MAX_RETRY_DELAY_MS,
    onToken: (token) => {
      clientName = token.clientName ?? clientName
      keep(clientId, { ...token, clientName })
    },
  })
  const token = await client.accessToken()
  return { clientId, clientName, client, scopes: scopesOf(token) }
}

/** Forgets the token: this tab's storage, and the client's memory. */
export function signOut(session: Session | undefined) {
  session?.client.forgetToken()
  sessionStorage.removeItem(STORAGE_KEY)
}
