import type { ComponentChildren } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'

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

/**
 * The pages read so far of one query, as the cursors that start them: this page's cursor and number,
 * and the moves to the page before and after. Back to the first page when the query changes.
 */
export function useCursorPages(queryKey: string) {
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: queryKey, cursors: [null] })
  const cursors = pages.key === queryKey ? pages.cursors : [null]
  return {
    cursor: cursors[cursors.length - 1] ?? null,
    number: cursors.length,
    previous: () => setPages({ key: queryKey, cursors: cursors.slice(0, -1) }),
    next: (cursor: string) => setPages({ key: queryKey, cursors: [...cursors, cursor] }),
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

/** Previous and next page buttons; the next one is there when the page read has a `next_cursor`. */
export function Pager({ label, pages, nextCursor }: { label: string; pages: CursorPages; nextCursor: string | null }) {
  return (
    <nav class="pager" aria-label={label}>
      <button type="button" onClick={pages.previous} disabled={pages.number <= 1}>
        ← Previous page
      </button>
      <span>Page {pages.number}</span>
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
      for (const labelled of chart.querySelectorAll('[aria-label], [aria-description]')) {
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
