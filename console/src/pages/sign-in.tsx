import { useState } from 'preact/hooks'
import { Problems } from '../components.tsx'
import { wordsOf } from '../data.ts'
import { type Session, signIn } from '../session.ts'

/** Sign-in with a client id and secret, through the token endpoint (POST /v3/oauth2/token). */
export function SignIn({ notice, onSignedIn }: { notice: string | undefined; onSignedIn: (session: Session) => void }) {
  const [state, setState] = useState<{ busy: boolean; error?: string[] }>({ busy: false })
  const submit = async (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    setState({ busy: true })
    try {
      onSignedIn(await signIn(String(form.get('client_id') ?? '').trim(), String(form.get('client_secret') ?? '')))
    } catch (error) {
      setState({ busy: false, error: wordsOf(error) })
    }
  }
  return (
    <main id="content" class="sign-in">
      <h1>intake console</h1>
      <p>Sign in with your API client's id and secret.</p>
      {notice !== undefined && (
        <p class="notice" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={submit}>
        <label>
          Client id
          <input name="client_id" required autoComplete="username" spellcheck={false} placeholder="cl_…" />
        </label>
        <label>
          Client secret
          <input name="client_secret" type="password" required autoComplete="current-password" />
        </label>
        <button type="submit" disabled={state.busy}>
          {state.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <Problems words={state.error} />
      <p class="hint">
        The token is kept in this tab only (sessionStorage), never in a cookie; the secret stays in this page's memory,
        to renew the token, and is gone when the page is reloaded or closed.
      </p>
    </main>
  )
}
