import assert from 'node:assert/strict'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { CONSOLE_CONTENT_SECURITY_POLICY } from '../src/http/console-headers.ts'
import { CONSOLE_ROOT } from '../src/http/routes/console.ts'
import { CHROMIUM, launchChromium } from './chromium.ts'
import { activity, applicationStep, jobOffer, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * The console (console/, served at /console/) in a real browser: Debian's Chromium driven by
 * playwright-core, against a real service listening on a port, on the embedded database or on
 * TEST_DATABASE_URL's PostgreSQL. Every test signs in as a client of its own and checks that the pages
 * show exactly the figures of the data it sent through the API; and, in every test, that the browser
 * logged no error (a Content-Security-Policy violation among them) and asked no other host for anything.
 * Each page is checked by axe-core (no serious or critical violation) and saved as a screenshot in
 * CONSOLE_SCREENSHOTS (default dist/screenshots/console; docs/console/ holds the README's).
 */

const SCREENSHOTS =
  process.env.CONSOLE_SCREENSHOTS || fileURLToPath(new URL('../dist/screenshots/console/', import.meta.url))
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const DESKTOP = { width: 1366, height: 768 }
const PHONE = { width: 390, height: 844 }

let browser: Browser
let service: TestService
let base: string
/** The service's clock runs this far ahead of the real one (the expired-token test moves it). */
let clockOffsetMs = 0

// One suite, so that its hooks are this file's when the file shares a process with others (test/run.ts).
describe('the console, in Chromium', () => {
  before(async () => {
    assert.ok(
      existsSync(CHROMIUM),
      `Chromium is missing at ${CHROMIUM}: the console's browser tests need it (apt-get install chromium; .ci/run installs it)`,
    )
    assert.ok(existsSync(`${CONSOLE_ROOT}index.html`), 'the console is not built: run npm run build')
    service = await startService({ now: () => new Date(Date.now() + clockOffsetMs) })
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

  interface Tab {
    readonly page: Page
    readonly context: BrowserContext
  }

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

  /** Checks the page with axe-core, that it is no wider than the window, and saves its screenshot. */
  async function checkPage(page: Page, name: string) {
    assert.deepEqual(await accessibilityProblems(page), [], `axe-core on ${name}`)
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'))
    assert.ok(overflow <= 0, `${name} is ${overflow} px wider than the window`)
    await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true })
  }

  async function signIn(page: Page, client: { clientId: string; clientSecret: string }, firstPage = 'Overview') {
    await page.goto(`${base}/`)
    await page.getByLabel('Client id').fill(client.clientId)
    await page.getByLabel('Client secret').fill(client.clientSecret)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: firstPage }).waitFor()
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

  test('a browser that opens / is sent to the console; a JSON client keeps the 404; every console answer has the CSP', async () => {
    const browserAnswer = await fetch(`${base}/`, { headers: { accept: 'text/html,*/*;q=0.8' }, redirect: 'manual' })
    assert.equal(browserAnswer.status, 302)
    assert.equal(browserAnswer.headers.get('location'), '/console/')
    for (const accept of ['application/json', '*/*']) {
      const answer = await fetch(`${base}/`, { headers: { accept } })
      assert.equal(answer.status, 404)
      assert.match(((await answer.json()) as { message: string }).message, /Unknown API version/)
    }
    const index = await fetch(`${base}/console/`)
    assert.equal(index.status, 200)
    const html = await index.text()
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script')
    assert.doesNotMatch(html, /\sstyle=/, 'no inline style')
    for (const path of [
      '/console/',
      '/console',
      html.match(/src="([^"]+)"/)?.[1] ?? 'missing',
      '/console/missing.js',
    ]) {
      const answer = await fetch(`${base}${path}`)
      assert.equal(answer.headers.get('content-security-policy'), CONSOLE_CONTENT_SECURITY_POLICY, path)
    }
    assert.match(CONSOLE_CONTENT_SECURITY_POLICY, /^default-src 'self'(;|$)/)
    const missing = await fetch(`${base}/console/missing.js`)
    assert.equal(missing.status, 404)
    assert.equal(
      ((await missing.json()) as { message: string }).message,
      'There is no file at /console/missing.js in the console',
    )
    const asset = await fetch(`${base}${html.match(/src="([^"]+)"/)?.[1]}`, { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(asset.headers.get('content-encoding'), 'gzip')
  })

  test('sign-in with a good secret shows the overview; signing out forgets the token', async () => {
    const client = await service.newClient('console sign-in')
    await inBrowser(async ({ page }) => {
      await page.goto(`${base}/`)
      assert.equal(new URL(page.url()).pathname, '/console/')
      await checkPage(page, 'sign-in')
      await signIn(page, client)
      assert.equal(await page.locator('.client-id').textContent(), client.clientId)
      const kept = String(await page.evaluate('JSON.stringify(sessionStorage)'))
      const session = JSON.parse(JSON.parse(kept)['intake-console'])
      assert.equal(session.clientId, client.clientId)
      assert.match(session.token.value, /^ey/, 'the token is in sessionStorage')
      assert.doesNotMatch(kept, new RegExp(client.clientSecret), 'the secret is not kept')
      assert.deepEqual(await page.context().cookies(), [], 'no cookie')
      assert.doesNotMatch(page.url(), /ey[A-Za-z0-9_-]{20,}/, 'no token in the address')
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByText('You have signed out.').waitFor()
      assert.equal(await page.evaluate('sessionStorage.length'), 0)
      await page.reload()
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
    })
  })

  test('sign-in with a bad secret says why, in the token endpoint’s words', async () => {
    const client = await service.newClient('console bad secret')
    const refusal = await service.requestToken(client.clientId, 'not the secret')
    assert.equal(refusal.statusCode, 401)
    await inBrowser(
      async ({ page }) => {
        await page.goto(`${base}/console/`)
        await page.getByLabel('Client id').fill(client.clientId)
        await page.getByLabel('Client secret').fill('not the secret')
        await page.keyboard.press('Enter')
        const alert = page.getByRole('alert')
        await alert.waitFor()
        const words = (await alert.textContent()) ?? ''
        assert.ok(words.includes(refusal.json().message), words)
        assert.equal(await page.evaluate('sessionStorage.length'), 0)
      },
      { expected: [/status of 401/] },
    )
  })

  test('an expired token is renewed while the secret is in memory, and asked for again after a reload', async () => {
    const client = await service.newClient('console expiry')
    const lifetimeMs = service.config.tokenLifetimeSeconds * 1000
    try {
      await inBrowser(
        async ({ page }) => {
          await signIn(page, client)
          // The token the console holds is now expired for the service: the client library gets another.
          clockOffsetMs = lifetimeMs + 60_000
          await page.getByRole('link', { name: 'Rejections' }).click()
          await page.getByText('No rejected item.').waitFor()
          // After a reload the secret is gone: the kept token serves until it expires, then sign-in again.
          // The clock moves on a page that does not poll (the rejections page asks every 3 s), so that
          // the click, not a poll, is what finds the token expired.
          await page.reload()
          await page.getByRole('heading', { level: 1, name: 'Rejections' }).waitFor()
          await page.getByRole('link', { name: 'Funnel' }).click()
          await page.getByText('No step or activity in this range.').waitFor()
          clockOffsetMs = 2 * lifetimeMs + 120_000
          await page.getByRole('link', { name: 'Records' }).click()
          await page.getByText('Your session has ended: sign in again.').waitFor()
          assert.equal(await page.evaluate('sessionStorage.length'), 0)
          await page.getByLabel('Client secret').fill(client.clientSecret)
          await page.getByLabel('Client id').fill(client.clientId)
          await page.getByRole('button', { name: 'Sign in' }).click()
          await page.getByRole('heading', { level: 1, name: 'Records' }).waitFor()
          // A kept token that expired while the tab was away is dropped at once, with the reason.
          await page.clock.install({ time: new Date(Date.now() + lifetimeMs + 60_000) })
          await page.reload()
          await page.getByText('Your session has expired: sign in again.').waitFor()
          assert.equal(await page.evaluate('sessionStorage.length'), 0)
        },
        { expected: [/status of 401/] },
      )
    } finally {
      clockOffsetMs = 0
    }
  })

  test('the overview shows what the client sent per resource, and the most frequent rejection reasons by code, each a click from its rejections', async () => {
    const client = await service.newClient('console overview')
    await send(client, '/v3/ats/application-steps', [
      applicationStep({ application_ats_id: 'A-1' }),
      applicationStep({ application_ats_id: 'A-2' }),
      applicationStep({ application_ats_id: 'A-3' }),
    ])
    await send(client, '/v3/ats/application-steps', [
      applicationStep({ application_ats_id: 'A-1', source: 'linkedin' }),
    ])
    await send(client, '/v3/jobboard/activities', [activity({ count: 5 }), activity({ job_offer_reference: 'JO-2' })])
    await send(client, '/v3/jobboard/activities', [
      activity({ count: -1 }),
      activity({ count: -2, job_offer_reference: 'JO-3' }),
      activity({ recorded_at: '2026-02-30' }),
    ])
    const notJson = await client.send('POST', '/v3/jobboard/activities', '[{"count": 1', {
      'content-type': 'application/json',
    })
    assert.equal(notJson.statusCode, 400)
    await send(client, '/v3/jobboard/job-offers', [jobOffer()])
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      const rows = await tableRows(page, '#ingestion-totals')
      assert.deepEqual(
        rows.map((row) => row.slice(0, 6)),
        [
          ['Application steps', '3', '1', '0', '2', '0'],
          ['Activities', '2', '0', '3', '2', '1'],
          ['Job offers', '1', '0', '0', '1', '0'],
        ],
      )
      assert.ok(rows.every((row) => /UTC$/.test(row[6] ?? '')))
      const reasons = await tableRows(page, '#rejection-reasons')
      assert.deepEqual(
        reasons.map((row) => row.slice(0, 3)),
        [
          ['2', 'Activities', 'out_of_range'],
          ['1', 'Activities', 'invalid_format'],
          ['1', 'Activities', 'invalid_json'],
        ],
      )
      assert.match(reasons[0]?.[3] ?? '', /number outside its bounds/)
      await page.locator('.chart-box svg').nth(2).waitFor()
      await checkPage(page, 'overview')

      await page.locator('#rejection-reasons a', { hasText: '2' }).first().click()
      const rejected = await tableRows(page, '#rejections-table')
      assert.equal(rejected.length, 2)
      assert.ok(
        rejected.every((row) => row[3]?.startsWith('out_of_range count must be')),
        JSON.stringify(rejected),
      )
      assert.match(rejected[0]?.[3] ?? '', /\(sent -[12]\)$/)
      await page.locator('#rejections-table').waitFor()
      await checkPage(page, 'rejections-by-code')
    })
  })

  test('the funnel shows the report’s figures, pages through the groups, and downloads them all as CSV', async () => {
    const client = await service.newClient('console funnel')
    const steps = [
      ...['A-1', 'A-2', 'A-3'].map((id) => applicationStep({ job_offer_reference: 'JO-A', application_ats_id: id })),
      applicationStep({ job_offer_reference: 'JO-A', application_ats_id: 'A-1', step: 'interview' }),
      ...['B-1', 'B-2'].map((id) => applicationStep({ job_offer_reference: 'JO-B', application_ats_id: id })),
      ...Array.from({ length: 8 }, (_, index) =>
        applicationStep({ job_offer_reference: `JO-C${index + 1}`, application_ats_id: `C-${index + 1}` }),
      ),
      // A reference a spreadsheet would run: the download neutralises it as the service's exports do.
      applicationStep({ job_offer_reference: '=JO-C9', application_ats_id: 'C-9' }),
    ]
    await send(client, '/v3/ats/application-steps', steps)
    await send(client, '/v3/jobboard/activities', [
      activity({ job_offer_reference: 'JO-A', count: 10 }),
      activity({ job_offer_reference: 'JO-A', status: 'apply_click', count: 4 }),
      activity({ job_offer_reference: 'JO-B', count: 8 }),
    ])
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Funnel' }).click()
      await page.getByLabel('From (UTC day, included)').fill('2026-11-01')
      await page.getByLabel('To (UTC day, excluded)').fill('2026-12-01')
      await page.getByLabel('Groups per page').selectOption('10')
      await page.getByRole('button', { name: 'Show' }).click()
      await page.getByText('10 groups, more follow').waitFor()
      const header = await page
        .locator('#funnel-table thead th')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent))
      assert.deepEqual(header, [
        'Job offer',
        'job offer impression',
        'job offer view',
        'apply click',
        'application',
        'Applications',
        'Step: applied',
        'Step: interview',
        'Conversion',
      ])
      const rows = await tableRows(page, '#funnel-table')
      assert.equal(rows.length, 10)
      assert.deepEqual(rows[0], ['JO-A', '0', '10', '4', '0', '3', '3', '1', '30.0 %'])
      assert.deepEqual(rows[1], ['JO-B', '0', '8', '0', '0', '2', '2', '0', '25.0 %'])
      assert.deepEqual(rows[2], ['=JO-C9', '0', '0', '0', '0', '1', '1', '0', '–'])
      assert.deepEqual(rows[3], ['JO-C1', '0', '0', '0', '0', '1', '1', '0', '–'])
      await page.locator('.chart-box svg').waitFor()
      await checkPage(page, 'funnel')

      await page.getByRole('button', { name: 'Next page →' }).click()
      await page.getByText('Page 2').waitFor()
      assert.deepEqual(await tableRows(page, '#funnel-table'), [['JO-C8', '0', '0', '0', '0', '1', '1', '–']])
      assert.ok(await page.getByRole('button', { name: 'Next page →' }).isDisabled())
      await page.getByRole('button', { name: '← Previous page' }).click()
      await page.getByText('Page 1').waitFor()
      assert.equal((await tableRows(page, '#funnel-table'))[0]?.[0], 'JO-A')

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV (all pages)' }).click(),
      ])
      assert.equal(download.suggestedFilename(), 'funnel-job_offer_reference-2026-11-01-2026-12-01.csv')
      const csv = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n')
      assert.equal(
        csv[0],
        'group,job_offer_impression,job_offer_view,apply_click,application,applications,step:applied,step:interview,conversion',
      )
      assert.equal(csv[1], 'JO-A,0,10,4,0,3,3,1,0.3')
      assert.equal(csv[2], 'JO-B,0,8,0,0,2,2,0,0.25')
      assert.equal(csv[3], "'=JO-C9,0,0,0,0,1,1,0,")
      assert.equal(csv[11], 'JO-C8,0,0,0,0,1,1,0,')
      assert.equal(csv.length, 13, 'a header, 11 groups and the final line end')
    })
  })

  test('records: a resource’s list with filters and pages, one record, and a candidate’s erasure behind a confirmation', async () => {
    const client = await service.newClient('console records')
    await send(
      client,
      '/v3/jobboard/job-offers',
      Array.from({ length: 30 }, (_, index) => jobOffer({ reference: `REF-${String(index + 1).padStart(2, '0')}` })),
    )
    await send(client, '/v3/ats/application-steps', [
      applicationStep({ candidate_ats_id: 'C-7', application_ats_id: 'A-7', candidate_mail: 'jane@example.org' }),
      applicationStep({
        candidate_ats_id: 'C-7',
        application_ats_id: 'A-7',
        step: 'interview',
        candidate_phone: '+33 6 12 34 56 78',
      }),
      applicationStep({ candidate_ats_id: 'C-8', application_ats_id: 'A-8', candidate_mail: 'joe@example.org' }),
    ])
    await inBrowser(
      async ({ page }) => {
        await signIn(page, client)
        await page.getByRole('link', { name: 'Records' }).click()
        await page.getByRole('link', { name: 'Job offers' }).click()
        await page.getByRole('heading', { level: 2, name: 'Job offers' }).waitFor()
        const first = await tableRows(page, '#records-table')
        assert.equal(first.length, 25)
        assert.equal(first[0]?.[1], 'REF-01')
        await page.getByRole('button', { name: 'Next page →' }).click()
        await page.getByText('Page 2').waitFor()
        const second = await tableRows(page, '#records-table')
        assert.deepEqual(
          second.map((row) => row[1]),
          ['REF-26', 'REF-27', 'REF-28', 'REF-29', 'REF-30'],
        )

        // The list pages fetch the columns they show: no e-mail or phone reaches the browser before a record's page.
        const listBodies: Promise<string>[] = []
        const collectListBody = (response: Response) => {
          if (new URL(response.url()).pathname === '/v3/ats/application-steps') listBodies.push(response.text())
        }
        page.on('response', collectListBody)
        await page.getByRole('link', { name: 'Application steps' }).click()
        // A bad filter: the list's 400, in its words, and the page still there.
        const refused = await client.send('GET', '/v3/ats/application-steps?recorded_from=yesterday')
        assert.equal(refused.statusCode, 400)
        await page.getByLabel('recorded from').fill('yesterday')
        await page.getByRole('button', { name: 'Filter' }).click()
        const alert = page.getByRole('alert')
        await alert.waitFor()
        for (const entry of refused.json().errors) assert.ok((await alert.textContent())?.includes(entry.message))
        await page.getByRole('link', { name: 'Clear' }).click()
        await alert.waitFor({ state: 'detached' })
        await page.getByLabel('candidate ats id').fill('C-7')
        await page.getByRole('button', { name: 'Filter' }).click()
        await page.getByText('Found 2 application steps').waitFor()
        const steps = await tableRows(page, '#records-table')
        assert.deepEqual(
          steps.map((row) => [row[4], row[6]]),
          [
            ['applied', 'C-7'],
            ['interview', 'C-7'],
          ],
        )
        await checkPage(page, 'records')
        page.off('response', collectListBody)
        const lists = await Promise.all(listBodies)
        assert.ok(
          lists.some((body) => body.includes('"C-7"')),
          'the lists were seen',
        )
        for (const body of lists) assert.ok(!/example\.org|\+33/.test(body), body)
        await page.getByRole('link', { name: steps[0]?.[0] ?? '', exact: true }).click()
        const detail = page.locator('#record-detail')
        await detail.getByText('jane@example.org').waitFor()
        await checkPage(page, 'record')

        // Cancel erases nothing.
        await page.getByRole('button', { name: 'Erase personal data…' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Cancel', 'Cancel has the focus')
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
        const kept = await client.send('GET', '/v3/ats/application-steps?candidate_ats_id=C-7')
        assert.equal(kept.json().data[0].candidate_mail, 'jane@example.org')

        await page.getByRole('button', { name: 'Erase personal data…' }).click()
        await dialog.getByRole('button', { name: 'Erase', exact: true }).click()
        await page.getByText('Erased the e-mail and phone of candidate C-7').waitFor()
        await detail.getByText('jane@example.org').waitFor({ state: 'detached' })
        const erased = await client.send('GET', '/v3/ats/application-steps?candidate_ats_id=C-7')
        assert.deepEqual(
          erased.json().data.map((step: Record<string, unknown>) => [step.candidate_mail, step.candidate_phone]),
          [
            [null, null],
            [null, null],
          ],
        )
        const other = await client.send('GET', '/v3/ats/application-steps?candidate_ats_id=C-8')
        assert.equal(other.json().data[0].candidate_mail, 'joe@example.org')

        // Another record's page that fails shows its error, and nothing of the record shown before it.
        await detail.getByText('C-7').waitFor()
        await page.evaluate("location.hash = '#/records/application-steps/999999'")
        await page.getByText('There is no application step 999999').waitFor()
        assert.equal(await detail.count(), 0, 'no field of the record before')
        assert.equal(await page.getByRole('button', { name: 'Erase personal data…' }).count(), 0)
        // A malformed escape in the fragment (a hand-typed %) still shows a page, and throws nothing.
        await page.evaluate("location.hash = '#/records/%E0%A4%A'")
        await page.getByRole('link', { name: 'Records' }).waitFor()
      },
      { expected: [/status of 400/, /status of 404/] },
    )
  })

  test('rejections: a bad batch appears within seconds while the page is open, with its request id', async () => {
    const client = await service.newClient('console rejections')
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Rejections' }).click()
      await page.getByText('No rejected item.').waitFor()
      const sentAt = Date.now()
      const bad = await send(client, '/v3/ats/application-steps', [
        applicationStep({ application_ats_id: 'A-9' }),
        applicationStep({ application_ats_id: 'A-10', step: '' }),
      ])
      assert.equal(bad.statusCode, 207)
      const requestId = bad.headers['x-request-id'] as string
      const stepWords = `required ${bad.json().errors[0].message}`
      await page.locator('#rejections-table').getByText(requestId).waitFor({ timeout: 10_000 })
      const seenAfterMs = Date.now() - sentAt
      assert.ok(seenAfterMs < 8_000, `seen after ${seenAfterMs} ms`)
      const rows = await tableRows(page, '#rejections-table')
      assert.equal(rows.length, 1)
      assert.match(rows[0]?.[0] ?? '', /UTC\s*new$/)
      const logged = (await client.send('GET', `/v3/rejections?request_id=${requestId}`)).json().data[0]
      assert.deepEqual(rows[0]?.slice(1), [
        'Application steps',
        '#1',
        stepWords,
        Object.entries(logged.natural_key)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', '),
        requestId,
      ])
      assert.ok(Object.keys(logged.natural_key).length > 0)
      await page.getByText('1 new since you opened it.').waitFor()
      await checkPage(page, 'rejections')
      // Filtered by its request id, through the link.
      await page.getByRole('link', { name: requestId }).click()
      await page.waitForFunction(
        // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
        (id) => (globalThis as any).document.querySelector('input[name="request_id"]')?.value === id,
        requestId,
      )
      assert.equal((await tableRows(page, '#rejections-table')).length, 1)
    })
  })

  test('phone width and keyboard alone: sign in, move between the pages, no page wider than the screen', async () => {
    const client = await service.newClient('console keyboard')
    await send(client, '/v3/ats/application-steps', [applicationStep()])
    await inBrowser(
      async ({ page }) => {
        await page.goto(`${base}/console/`)
        await page.keyboard.press('Tab')
        await page.keyboard.type(client.clientId)
        await page.keyboard.press('Tab')
        await page.keyboard.type(client.clientSecret)
        await page.keyboard.press('Enter')
        await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor()
        await page.locator('.chart-box svg').waitFor()
        await checkPage(page, 'overview-phone')
        for (const name of ['Funnel', 'Records', 'Rejections']) {
          // The page's heading has the focus: back (Shift+Tab) through the header to the navigation's link.
          for (let presses = 0; presses < 15; presses++) {
            await page.keyboard.press('Shift+Tab')
            if ((await page.evaluate('document.activeElement?.textContent')) === name) break
          }
          await page.keyboard.press('Enter')
          await page.getByRole('heading', { level: 1, name }).waitFor()
          await settled(page)
          await checkPage(page, `${name.toLowerCase()}-phone`)
        }
      },
      { viewport: PHONE },
    )
  })

  test('admin: create a client (its secret gets a token), disable and enable it, rotate its secret, open its overview, read the audit log, a refused action marked so', async () => {
    const admin = await service.newAdminClient('console admin')
    const target = await service.newClient('console admin target')
    await send(target, '/v3/ats/application-steps', [applicationStep(), applicationStep({ application_ats_id: 'A-2' })])
    const tokenStatus = async (clientId: string, clientSecret: string) =>
      (await service.requestToken(clientId, clientSecret)).statusCode
    await inBrowser(
      async ({ page }) => {
        await signIn(page, admin, 'Clients')
        const navigation = page.getByRole('navigation', { name: 'Pages' })
        assert.deepEqual(await navigation.getByRole('link').allTextContents(), ['Clients', 'Audit log'])

        const row = (clientId: string) => page.locator(`#clients-table tr[data-client="${clientId}"]`)
        // allTextContents does not wait: the table comes with the list of clients.
        await row(target.clientId).waitFor()
        assert.deepEqual((await row(target.clientId).locator('th, td').allTextContents()).slice(0, 4), [
          'console admin target',
          target.clientId,
          'data',
          'enabled',
        ])
        assert.equal((await row(target.clientId).locator('td.number').allTextContents())[0], '2')
        // An admin client (the signed-in one among them) offers no action the API would refuse (403).
        assert.equal(await row(admin.clientId).getByRole('button').count(), 0)
        assert.equal(await row(admin.clientId).locator('.actions-cell').textContent(), 'with the CLI: intake clients')

        await page.getByLabel("New data client's name").fill('Made in the console')
        await page.getByRole('button', { name: 'Create' }).click()
        await page.locator('#shown-secret').waitFor()
        const created = (await page.locator('.secret dd').allTextContents()) as [string, string]
        assert.match(created[0], /^cl_/)
        await page.getByText('Copy this secret now: it is shown this once.').waitFor()
        await page.getByRole('button', { name: 'Copy the secret' }).click()
        await page.getByText('Copied.').waitFor()
        assert.equal(await page.evaluate('navigator.clipboard.readText()'), created[1])
        assert.equal(await tokenStatus(...created), 200, "the created client's secret gets a token")
        await checkPage(page, 'clients')

        await page.getByRole('button', { name: 'Disable Made in the console' }).click()
        await row(created[0]).getByText('disabled', { exact: true }).waitFor()
        assert.equal(await tokenStatus(...created), 401, 'a disabled client gets no token')
        await page.getByRole('button', { name: 'Enable Made in the console' }).click()
        await row(created[0]).getByText('enabled', { exact: true }).waitFor()
        assert.equal(await tokenStatus(...created), 200)

        await page.getByRole('button', { name: 'Rotate secret… (Made in the console)' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('button', { name: 'Rotate', exact: true }).click()
        await page.getByText('New secret of Made in the console').waitFor()
        const rotated = (await page.locator('.secret dd').allTextContents()) as [string, string]
        assert.equal(rotated[0], created[0])
        assert.notEqual(rotated[1], created[1])
        assert.equal(await tokenStatus(...created), 401, 'the old secret gets no token')
        assert.equal(await tokenStatus(...rotated), 200)

        await row(target.clientId).getByRole('link', { name: 'Overview' }).click()
        await page.getByRole('heading', { level: 1, name: `Overview of ${target.clientId}` }).waitFor()
        assert.deepEqual((await tableRows(page, '#ingestion-totals'))[0]?.slice(0, 5), [
          'Application steps',
          '2',
          '0',
          '0',
          '1',
        ])
        await checkPage(page, 'client-overview')

        await navigation.getByRole('link', { name: 'Audit log' }).click()
        await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor()
        await page.getByLabel('Client id').fill(created[0])
        await page.getByRole('button', { name: 'Filter' }).click()
        // The filtered page is drawn once the form shows the filter (it is drawn anew for each query).
        await page.waitForFunction(
          // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
          (id) => (globalThis as any).document.querySelector('input[name="client_id"]')?.defaultValue === id,
          created[0],
        )
        const entries = await tableRows(page, '#audit-table')
        assert.deepEqual(
          entries.map((entry) => [entry[1], entry[2], entry[3]]),
          ['rotate-secret', 'enable', 'disable', 'create'].map((action) => [action, created[0], admin.clientId]),
        )
        assert.equal(entries[3]?.[5], 'name: Made in the console, role: data')
        await checkPage(page, 'audit-log')

        const refused = await admin.send('POST', `/v3/admin/clients/${admin.clientId}/disable`)
        assert.equal(refused.statusCode, 403, refused.body)
        await page.getByLabel('Client id').fill(admin.clientId)
        await page.getByLabel('Outcome').selectOption('refused')
        await page.getByRole('button', { name: 'Filter' }).click()
        await page.waitForFunction(
          // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
          (id) => (globalThis as any).document.querySelector('input[name="client_id"]')?.defaultValue === id,
          admin.clientId,
        )
        const refusals = await tableRows(page, '#audit-table')
        assert.deepEqual(
          refusals.map((entry) => [entry[1], entry[2]]),
          [['disable, refused', admin.clientId]],
        )
      },
      { expected: [/status of 401/], permissions: ['clipboard-read', 'clipboard-write'] },
    )
  })
})
