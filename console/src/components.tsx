import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'
import { navigate, parseLocation } from './router.ts'

type PlotModule = typeof import('@observablehq/plot')

/** Errors in words (the contract's messages), never a blank page. */
export function Problems({ words }: { words: readonly string[] | undefined }) {
  if (words === undefined || words.length === 0) return null
  const [first, ...rest] = words
  return (
    <div class="problems" role="alert">
      <p>{first}</p>
      {rest.length > 0 && (
        <ul>
          {rest.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** A table that scrolls sideways on a narrow screen, focusable so that the keyboard can scroll it too. */
export function TableBox({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section class="table-box" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}

/** Where each cursor seen in this tab came from: its query and the cursor of the page before it. */
const CURSOR_TRAIL_KEY = 'intake-console-cursors'
type CursorTrail = Record<string, { key: string; previous: string | null }>

function cursorTrail(): CursorTrail {
  try {
    return JSON.parse(sessionStorage.getItem(CURSOR_TRAIL_KEY) ?? '{}') as CursorTrail
  } catch {
    return {}
  }
}

/**
 * The page of one query that the URL names: its cursor and number are in the fragment (`cursor`,
 * `page`), so that Back, Forward and a reload return to it; each move is a new entry of the history. The
 * cursor of the page before each one is kept in this tab (sessionStorage), for Previous; a cursor read
 * for another query (a filter changed, its parameters kept) is not this query's: the first page.
 */
export function useCursorPages(queryKey: string) {
  const route = parseLocation(window.location.hash)
  const named = route.params.get('cursor')
  const known = named === null ? undefined : cursorTrail()[named]
  const cursor = named !== null && (known === undefined || known.key === queryKey) ? named : null
  const number = cursor === null ? 1 : Math.max(2, Number.parseInt(route.params.get('page') ?? '', 10) || 2)
  const go = (to: string | null, page: number) => {
    const params = Object.fromEntries(route.params)
    delete params.cursor
    delete params.page
    navigate(route.path, to === null ? params : { ...params, cursor: to, page: String(page) })
  }
  return {
    cursor,
    number,
    previous: () => go(cursor === null ? null : (cursorTrail()[cursor]?.previous ?? null), number - 1),
    next: (next: string) => {
      const trail = cursorTrail()
      trail[next] = { key: queryKey, previous: cursor }
      // A long session's trail stays small: the newest entries are kept.
      const entries = Object.entries(trail).slice(-200)
      sessionStorage.setItem(CURSOR_TRAIL_KEY, JSON.stringify(Object.fromEntries(entries)))
      go(next, number + 1)
    },
  }
}

export type CursorPages = ReturnType<typeof useCursorPages>

/** A filter form's From and To inputs: RFC 3339 instants, the range half-open as the API reads it. */
export function InstantRange({ from, to }: { from: string | undefined; to: string | undefined }) {
  return (
    <>
      <label>
        From
        <input name="from" defaultValue={from} placeholder="2026-11-20T00:00:00Z" autoComplete="off" />
      </label>
      <label>
        To
        <input name="to" defaultValue={to} placeholder="2026-11-21T00:00:00Z" autoComplete="off" />
      </label>
    </>
  )
}

/** A filter form's choice of one value, or Any (the empty value). */
export function AnyOf({
  label,
  name,
  value,
  choices,
}: {
  label: string
  name: string
  value: string | undefined
  choices: readonly (readonly [value: string, words: string])[]
}) {
  return (
    <label>
      {label}
      <select name={name}>
        <option value="" selected={(value ?? '') === ''}>
          Any
        </option>
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice} selected={value === choice}>
            {words}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * Previous and next page buttons; the next one is there when the page read has a `next_cursor`. With
 * `shown` (the rows of this page) and `pageSize`, it says which rows these are, and whether more follow.
 */
export function Pager({
  label,
  pages,
  nextCursor,
  shown,
  pageSize,
}: {
  label: string
  pages: CursorPages
  nextCursor: string | null
  shown?: number
  pageSize?: number
}) {
  const first = pageSize === undefined ? 0 : (pages.number - 1) * pageSize + 1
  return (
    <nav class="pager" aria-label={label}>
      <button type="button" onClick={pages.previous} disabled={pages.number <= 1}>
        ← Previous page
      </button>
      <span>
        Page {pages.number}
        {shown !== undefined &&
          pageSize !== undefined &&
          shown > 0 &&
          `: ${first}–${first + shown - 1}${nextCursor === null ? ', the last' : ' of more'}`}
      </span>
      <button
        type="button"
        onClick={() => nextCursor !== null && pages.next(nextCursor)}
        disabled={nextCursor === null}
      >
        Next page →
      </button>
    </nav>
  )
}

/** Said once on each page that shows instants: how they are written, and in which zone. */
export function TimesNote() {
  return <p class="hint times-note">Times are UTC, written YYYY-MM-DD HH:MM:SS.</p>
}

/**
 * A chart drawn by Observable Plot, which is loaded when the first chart is (a chunk of its own, so that
 * the sign-in page does not wait for it). Plot puts a `<style>` element in what it draws; the console's
 * Content-Security-Policy forbids inline styles, so it is taken out before the chart enters the page,
 * and styles.css holds the same rules.
 */
export function Chart({
  label,
  drawKey,
  draw,
}: {
  label: string
  drawKey: string
  draw: (plot: PlotModule, width: number) => SVGSVGElement | HTMLElement
}) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let live = true
    import('@observablehq/plot').then((plot) => {
      const element = box.current
      if (!live || element === null) return
      const chart = draw(plot, Math.max(280, element.clientWidth))
      for (const style of chart.querySelectorAll('style')) style.remove()
      // The box is one image with its own label: Plot's labels of its marks' groups (aria-label on <g>,
      // which ARIA does not allow there) would only repeat the mark's kind.
      // Their names stay as data-mark, for the tests to find the axes by.
      for (const labelled of chart.querySelectorAll('[aria-label], [aria-description]')) {
        const name = labelled.getAttribute('aria-label')
        if (name !== null) labelled.setAttribute('data-mark', name)
        labelled.removeAttribute('aria-label')
        labelled.removeAttribute('aria-description')
      }
      element.replaceChildren(chart)
    })
    return () => {
      live = false
    }
  }, [drawKey])
  return <div class="chart-box" ref={box} role="img" aria-label={label} />
}

export function Legend({ items }: { items: readonly { name: string; className: string }[] }) {
  return (
    <ul class="legend" aria-hidden="true">
      {items.map((item) => (
        <li key={item.name}>
          <span class={`swatch ${item.className}`} />
          {item.name}
        </li>
      ))}
    </ul>
  )
}

export function Loading({ loading }: { loading: boolean }) {
  return (
    <p class="loading" role="status">
      {loading ? 'Loading…' : ''}
    </p>
  )
}
