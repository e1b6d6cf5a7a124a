import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { after, before } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Config } from '../src/config.ts'
import { CONSOLE_ROOT } from '../src/http/routes/console.ts'
import { CHROMIUM, launchChromium } from './chromium.ts'
import { startService, type TestClient, type TestService } from './helpers.ts'

/**
 * What the console's browser tests share: a real service listening on a port, on the embedded database
 * or on TEST_DATABASE_URL's PostgreSQL, and Debian's Chromium driven by playwright-core. Every test
 * signs in as a client of its own and checks that the pages show exactly the figures of the data it
 * sent through the API; and, in every test, that the browser logged no error (a Content-Security-Policy
 * violation among them) and asked no other host for anything. Each page is checked by axe-core (no
 * serious or critical violation) and saved as a screenshot in CONSOLE_SCREENSHOTS (default
 * dist/screenshots/console; docs/console/ holds the README's).
 */

export const SCREENSHOTS =
  process.env.CONSOLE_SCREENSHOTS || fileURLToPath(new URL('../dist/screenshots/console/', import.meta.url))
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
export const DESKTOP = { width: 1366, height: 768 }
export const PHONE = { width: 390, height: 844 }

export interface Tab {
  readonly page: Page
  readonly context: BrowserContext
}

/** Registers the suite's hooks (call it inside a `describe`); `now` is the service's clock, `config` its settings. */
export function consoleInChromium({
  now = () => new Date(),
  config = {},
}: {
  now?: () => Date
  config?: Partial<Config>
} = {}) {
  let browser: Browser
  let service: TestService
  let base: string

  before(async () => {
    assert.ok(
      existsSync(CHROMIUM),
      `Chromium is missing at ${CHROMIUM}: the console's browser tests need it (apt-get install chromium; .ci/run installs it)`,
    )
    assert.ok(existsSync(`${CONSOLE_ROOT}index.html`), 'the console is not built: run npm run build')
    // What a page shows is judged here, not how long the service lets a request wait on a busy machine
    // (for a turn of the expensive reads, or the embedded database's one connection): a browser logs any
    // 503 as an error. cost-budget.test.ts and the overload tests judge those waits.
    service = await startService({
      now,
      config: { expensiveReadsWaitMs: 60_000, databaseTimeoutMs: 60_000, ...config },
    })
    await service.app.listen({ host: '127.0.0.1', port: 0 })
    const address = service.app.server.address()
    assert.ok(address !== null && typeof address === 'object')
    base = `http://127.0.0.1:${address.port}`
    browser = await launchChromium()
    mkdirSync(SCREENSHOTS, { recursive: true })
  })

  after(async () => {
    await browser?.close()
    await service?.close()
  })

  /**
   * Runs `body` in a new browser context (its own sessionStorage), then asserts that the browser logged
   * no error but those `expected` (the network errors of answers the test asks for, such as a 401) and
   * requested nothing from another host.
   */
  async function inBrowser(
    body: (tab: Tab) => Promise<void>,
    { viewport = DESKTOP, expected = [] as RegExp[], permissions = [] as string[] } = {},
  ): Promise<void> {
    const context = await browser.newContext({ viewport, acceptDownloads: true, permissions })
    const errors: string[] = []
    const foreign: string[] = []
    await context.route(
      (url) => url.origin !== base,
      async (route) => {
        foreign.push(route.request().url())
        await route.abort()
      },
    )
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) {
        errors.push(message.text())
      }
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    page.on('request', (request) => {
      const url = new URL(request.url())
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== base) foreign.push(request.url())
    })
    try {
      await body({ page, context })
    } finally {
      await context.close()
    }
    assert.deepEqual(errors, [], 'the browser logged errors')
    assert.deepEqual(foreign, [], 'the console asked another host')
  }

  /** axe-core's serious and critical violations on the page as it is (injected by the test, CSP untouched). */
  async function accessibilityProblems(page: Page): Promise<string[]> {
    await page.evaluate(AXE_SOURCE)
    const violations = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
      const page = globalThis as any
      const result = await page.axe.run(page.document, { resultTypes: ['violations'] })
      return (result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]).map(
        (violation) => ({ ...violation, nodes: violation.nodes.map((node) => node.target.join(' ')) }),
      )
    })
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.join(', ')})`)
  }

  /** Saves the page's screenshot, and checks it with axe-core, that it is no wider than the window and that no chart label sticks out of its chart. */
  async function checkPage(page: Page, name: string) {
    // First, so that a page that fails is there to be looked at.
    await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })
    assert.deepEqual(await accessibilityProblems(page), [], `axe-core on ${name}`)
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))
    assert.ok(overflow <= 0, `${name} is ${overflow} px wider than the window`)
    const cutOff = await page.locator('.chart-box svg').evaluateAll((charts) =>
      charts.flatMap((chart) => {
        const box = chart.getBoundingClientRect()
        return [...chart.querySelectorAll('text')]
          .filter((label) => {
            const { left, right, top, bottom, width } = label.getBoundingClientRect()
            return (
              width > 0 &&
              (left < box.left - 1 || right > box.right + 1 || top < box.top - 1 || bottom > box.bottom + 1)
            )
          })
          .map((label) => label.textContent)
      }),
    )
    assert.deepEqual(cutOff, [], `${name}: chart labels outside their chart`)
  }

  async function signIn(page: Page, client: { clientId: string; clientSecret: string }, firstPage = 'Insights') {
    await page.goto(`${base}/`)
    await page.getByLabel('Client id').fill(client.clientId)
    await page.getByLabel('Client secret').fill(client.clientSecret)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: firstPage }).waitFor()
    // The first page's reads answered before the test moves on: the Insights page's reads and the next
    // page's at once can pass the client's share of the expensive reads (a 429, which the console retries).
    await settled(page)
  }

  /** Waits until the page has shown what it asked the API for. */
  async function settled(page: Page) {
    // A function, not a string: the console's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(() => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
      const loading: any[] = [...(globalThis as any).document.querySelectorAll('.loading')]
      return loading.every((element) => element.textContent === '')
    })
  }

  /** The text of each cell of a table's body rows, once the page has its data. */
  async function tableRows(page: Page, selector: string): Promise<string[][]> {
    await settled(page)
    await page.locator(`${selector} tbody tr`).first().waitFor()
    return page
      .locator(`${selector} tbody tr`)
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
      )
  }

  async function send(client: TestClient, path: string, body: unknown) {
    const answer = await client.send('POST', path, body)
    assert.ok([201, 207, 400].includes(answer.statusCode), answer.body)
    return answer
  }

  return {
    get service() {
      return service
    },
    get base() {
      return base
    },
    inBrowser,
    accessibilityProblems,
    checkPage,
    signIn,
    settled,
    tableRows,
    send,
  }
}
