import { render } from 'preact'
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks'
import { SessionContext } from './data.ts'
import { Applications } from './pages/applications.tsx'
import { AuditLog } from './pages/audit-log.tsx'
import { Clients } from './pages/clients.tsx'
import { Funnel } from './pages/funnel.tsx'
import { Insights } from './pages/insights.tsx'
import { JobOffers } from './pages/job-offers.tsx'
import { Overview } from './pages/overview.tsx'
import { PipelinePage } from './pages/pipeline.tsx'
import { PipelineSettings } from './pages/pipeline-settings.tsx'
import { Records } from './pages/records.tsx'
import { Rejections } from './pages/rejections.tsx'
import { SignIn } from './pages/sign-in.tsx'
import { Sources } from './pages/sources.tsx'
import { Speed } from './pages/speed.tsx'
import { Webhooks } from './pages/webhooks.tsx'
import { href, type Route, useRoute } from './router.ts'
import { restoreSession, type Session, signOut } from './session.ts'
import './styles.css'

/**
 * The console's pages, in the navigation's order. A page is offered only to a token whose scope has
 * the page's (the server decides what a token may do; the navigation only follows): the data pages to
 * a data client's token, the administration pages (clients, audit log) to an admin's.
 */
interface PageDeclaration {
  readonly path: string
  readonly words: string
  readonly scope: 'data' | 'admin'
  readonly Component: (props: { route: Route }) => preact.JSX.Element
}

const PAGES: readonly PageDeclaration[] = [
  { path: 'insights', words: 'Insights', scope: 'data', Component: Insights },
  { path: 'pipeline', words: 'Pipeline', scope: 'data', Component: PipelinePage },
  { path: 'speed', words: 'Speed', scope: 'data', Component: Speed },
  { path: 'sources', words: 'Sources', scope: 'data', Component: Sources },
  { path: 'job-offers', words: 'Job offers', scope: 'data', Component: JobOffers },
  { path: 'applications', words: 'Applications', scope: 'data', Component: Applications },
  { path: 'pipeline-settings', words: 'Pipeline settings', scope: 'data', Component: PipelineSettings },
  { path: 'ingestion', words: 'Ingestion', scope: 'data', Component: Overview },
  { path: 'funnel', words: 'Step events', scope: 'data', Component: Funnel },
  { path: 'records', words: 'Records', scope: 'data', Component: Records },
  { path: 'rejections', words: 'Rejections', scope: 'data', Component: Rejections },
  { path: 'webhooks', words: 'Webhooks', scope: 'data', Component: Webhooks },
  { path: 'clients', words: 'Clients', scope: 'admin', Component: Clients },
  { path: 'audit-log', words: 'Audit log', scope: 'admin', Component: AuditLog },
]

function App() {
  const [restored] = useState(restoreSession)
  const [session, setSession] = useState<Session | undefined>(restored.session)
  const [notice, setNotice] = useState<string | undefined>(
    restored.expired ? 'Your session has expired: sign in again.' : undefined,
  )
  const route = useRoute()
  const expire = useCallback(
    (words: string) => {
      signOut(session)
      setSession(undefined)
      setNotice(`Your session has ended: sign in again. (${words})`)
    },
    [session],
  )
  const context = useMemo(() => (session === undefined ? undefined : { session, expire }), [session, expire])
  const pages = PAGES.filter((page) => session?.scopes.includes(page.scope))
  const page = pages.find((candidate) => candidate.path === route.path[0]) ?? pages[0]
  // Each page's heading takes the focus when the page changes, so that a screen reader says where it is.
  const pageKey = `${page?.path}/${route.path.join('/')}`
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus()
    document.title = `${page?.words ?? 'Sign in'} · intake console`
  }, [pageKey, session])

  if (session !== undefined && page === undefined) {
    return (
      <main id="content" class="sign-in">
        <h1>No page for this client</h1>
        <p>
          The token of {session.clientName} ({session.clientId}) has the scope {session.scopes.join(' ')}, which no page
          of this console shows.
        </p>
        <button type="button" onClick={() => expire('no page for this scope')}>
          Sign out
        </button>
      </main>
    )
  }
  if (session === undefined || context === undefined || page === undefined) {
    return (
      <SignIn
        notice={notice}
        onSignedIn={(signedIn) => {
          setNotice(undefined)
          setSession(signedIn)
        }}
      />
    )
  }
  return (
    <SessionContext.Provider value={context}>
      <button type="button" class="skip" onClick={() => document.querySelector<HTMLElement>('main h1')?.focus()}>
        Skip to the page
      </button>
      <header class="top">
        <span class="brand">intake</span>
        <nav aria-label="Pages">
          <ul>
            {pages.map((candidate) => (
              <li key={candidate.path}>
                <a href={href([candidate.path])} aria-current={candidate === page ? 'page' : undefined}>
                  {candidate.words}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span class="who">
          <span class="client-name" title={`Client id ${session.clientId}`}>
            {session.clientName}
          </span>
          <button
            type="button"
            onClick={() => {
              signOut(session)
              setSession(undefined)
              setNotice('You have signed out.')
            }}
          >
            Sign out
          </button>
        </span>
      </header>
      <main id="content">
        <page.Component route={route} />
      </main>
    </SessionContext.Provider>
  )
}

const root = document.getElementById('app')
if (root !== null) render(<App />, root)
