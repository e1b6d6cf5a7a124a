import type { ComponentChildren } from 'preact'
import { useEffect, useRef } from 'preact/hooks'

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

/** Previous and next pages of a cursor-paged list: the cursors seen so far are a stack. */
export function Pager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  page,
}: {
  label: string
  hasPrevious: boolean
  hasNext: boolean
  onPrevious: () => void
  onNext: () => void
  page: number
}) {
  return (
    <nav class="pager" aria-label={label}>
      <button type="button" onClick={onPrevious} disabled={!hasPrevious}>
        ← Previous page
      </button>
      <span>Page {page}</span>
      <button type="button" onClick={onNext} disabled={!hasNext}>
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
