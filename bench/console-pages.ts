import { performance } from 'node:perf_hooks'
import { launchChromium } from '../test/chromium.ts'

/**
 * How long each data page of the console takes to show its data, in Debian's Chromium (as the console's
 * tests drive it): from asking for the page's address, the client signed in earlier in the tab, to the
 * moment no part of the page is loading. Each page with its defaults (the recruiting pages: the last 30
 * days; the step events: by job offer, 25 groups; the records: the first page of application steps). The administration pages
 * read the clients and the audit log, whose size does not grow with the steps stored: not timed here.
 */

/** What the console promises (docs/console.md): every data page shows its data within a second. */
export const CONSOLE_PAGE_GOAL_MS = 1000

const PAGES = [
  { path: 'insights', heading: 'Insights' },
  { path: 'pipeline', heading: 'Pipeline' },
  { path: 'speed', heading: 'Speed' },
  { path: 'sources', heading: 'Sources' },
  { path: 'job-offers', heading: 'Job offers' },
  { path: 'applications', heading: 'Applications' },
  { path: 'ingestion', heading: 'Ingestion' },
  { path: 'funnel', heading: 'Step events' },
  { path: 'records', heading: 'Records' },
  { path: 'rejections', heading: 'Rejections' },
] as const

export interface PageTiming {
  readonly page: string
  readonly timings: number[]
}

export async function timeConsolePages(
  base: string,
  credentials: { client_id: string; client_secret: string },
  runs: number,
): Promise<PageTiming[]> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } })
    await page.goto(`${base}/console/`)
    await page.getByLabel('Client id').fill(credentials.client_id)
    await page.getByLabel('Client secret').fill(credentials.client_secret)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor()
    const results: PageTiming[] = []
    for (const { path, heading } of PAGES) {
      const timings: number[] = []
      // The first visit warms the caches (the server's and the browser's) and is not counted.
      for (let run = 0; run <= runs; run++) {
        await page.goto('about:blank')
        const started = performance.now()
        await page.goto(`${base}/console/#/${path}`)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await page.waitForFunction(
          () => {
            // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
            const loading: any[] = [...(globalThis as any).document.querySelectorAll('.loading')]
            return loading.length > 0 && loading.every((element) => element.textContent === '')
          },
          undefined,
          { timeout: 60_000 },
        )
        const elapsed = performance.now() - started
        const problems = await page.locator('.problems').allTextContents()
        if (problems.length > 0) throw new Error(`the ${path} page showed a problem: ${problems.join(' ')}`)
        if (run > 0) timings.push(Math.round(elapsed))
      }
      results.push({ page: path, timings })
    }
    return results
  } finally {
    await browser.close()
  }
}
