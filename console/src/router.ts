import { useEffect, useState } from 'preact/hooks'

/**
 * The page is in the URL's fragment (`#/funnel?from=...`), so that every node serves one index.html and a
 * reload or a link keeps the page and its filters. Never the token: it is in sessionStorage only.
 */
export interface Route {
  readonly path: readonly string[]
  readonly params: URLSearchParams
}

/** A segment of the fragment, percent-decoded; as written when its escapes are malformed (a hand-typed `%`). */
function decodedOrAsWritten(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function parseLocation(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?', 2)
  return {
    path: path
      .split('/')
      .filter((part) => part !== '')
      .map(decodedOrAsWritten),
    params: new URLSearchParams(query),
  }
}

/** A fragment link to a page, with the parameters that have a value. */
export function href(path: readonly string[], params: Readonly<Record<string, string | undefined>> = {}): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(name, value)
  const text = query.toString()
  return `#/${path.map(encodeURIComponent).join('/')}${text === '' ? '' : `?${text}`}`
}

export function navigate(path: readonly string[], params: Readonly<Record<string, string | undefined>> = {}) {
  window.location.hash = href(path, params)
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseLocation(window.location.hash))
  useEffect(() => {
    const changed = () => setRoute(parseLocation(window.location.hash))
    window.addEventListener('hashchange', changed)
    return () => window.removeEventListener('hashchange', changed)
  }, [])
  return route
}
