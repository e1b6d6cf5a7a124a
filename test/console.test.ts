import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import type { Page, Response } from 'playwright-core'
import { CONSOLE_CONTENT_SECURITY_POLICY } from '../src/http/console-headers.ts'
import { consoleInChromium, PHONE, SCREENSHOTS } from './console-browser.ts'
import { activity, applicationStep, jobOffer } from './helpers.ts'

/**
 * The console (console/, served at /console/) in Chromium (test/console-browser.ts): sign-in, the
 * ingestion page, the step events, records, rejections, phone width and keyboard, administration. The
 * recruiting pages are test/console-recruiting.test.ts's.
 */

/** An instant as the console writes it: ISO 8601's date and time, the zone said once on the page. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{3})?$/

/** The tick labels of one axis (x or y) of every chart on the page, from Plot's marks (data-mark). */
async function axisTicks(page: Page, axis: 'x' | 'y'): Promise<string[]> {
  return page
    .locator(`.chart-box svg g[data-mark="${axis}-axis tick label"] text`)
    .evaluateAll((texts) => texts.map((text) => (text.textContent ?? '').trim()))
}

/** The title of one axis of each chart on the page. */
async function axisTitles(page: Page, axis: 'x' | 'y'): Promise<string[]> {
  return page
    .locator(`.chart-box svg g[data-mark="${axis}-axis label"] text`)
    .evaluateAll((texts) => texts.map((text) => (text.textContent ?? '').trim()))
}

/**
 * Every chart's count axis has whole numbers only, and a title that says what it counts; its other
 * axis (the one of time, for the ingestion charts) a title too when `other` is given.
 */
async function assertCountAxes(
  page: Page,
  count: { axis: 'x' | 'y'; title: RegExp },
  other?: { axis: 'x' | 'y'; title: RegExp },
) {
  const charts = await page.locator('.chart-box svg').count()
  const ticks = await axisTicks(page, count.axis)
  assert.ok(ticks.length >= charts, JSON.stringify(ticks))
  for (const tick of ticks) assert.match(tick, /^\d+$/, `a count axis reads ${tick}`)
  const titles = await axisTitles(page, count.axis)
  assert.equal(titles.length, charts, JSON.stringify(titles))
  for (const title of titles) assert.match(title, count.title)
  if (other !== undefined) {
    const otherTitles = await axisTitles(page, other.axis)
    assert.equal(otherTitles.length, charts, JSON.stringify(otherTitles))
    for (const title of otherTitles) assert.match(title, other.title)
  }
}

/** The texts of the page's charts that reach beyond their chart's box (cut off on the screen). */
async function labelsCutOff(page: Page): Promise<string[]> {
  return page.locator('.chart-box svg').evaluateAll((charts) =>
    charts.flatMap((chart) => {
      const box = chart.getBoundingClientRect()
      return [...chart.querySelectorAll('text')]
        .filter((text) => {
          const own = text.getBoundingClientRect()
          return own.width > 0 && (own.left < box.left - 1 || own.right > box.right + 1)
        })
        .map((text) => text.textContent ?? '')
    }),
  )
}

/** The lines each element of `selector` takes on the screen. */
async function lineCounts(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = element.ownerDocument.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
    }),
  )
}

async function lineCount(page: Page, selector: string): Promise<number> {
  return (await lineCounts(page, selector))[0] ?? 0
}

/** The service's clock runs this far ahead of the real one (the expired-token test moves it). */
let clockOffsetMs = 0

// One suite, so that its hooks are this file's when the file shares a process with others (test/run.ts).
describe('the console, in Chromium', () => {
  const harness = consoleInChromium({ now: () => new Date(Date.now() + clockOffsetMs) })
  const { inBrowser, checkPage, signIn, settled, tableRows, send } = harness

  test('a browser that opens / is sent to the console; a JSON client keeps the 404; every console answer has the CSP', async () => {
    const browserAnswer = await fetch(`${harness.base}/`, {
      headers: { accept: 'text/html,*/*;q=0.8' },
      redirect: 'manual',
    })
    assert.equal(browserAnswer.status, 302)
    assert.equal(browserAnswer.headers.get('location'), '/console/')
    for (const accept of ['application/json', '*/*']) {
      const answer = await fetch(`${harness.base}/`, { headers: { accept } })
      assert.equal(answer.status, 404)
      assert.match(((await answer.json()) as { message: string }).message, /Unknown API version/)
    }
    const index = await fetch(`${harness.base}/console/`)
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
      const answer = await fetch(`${harness.base}${path}`)
      assert.equal(answer.headers.get('content-security-policy'), CONSOLE_CONTENT_SECURITY_POLICY, path)
    }
    assert.match(CONSOLE_CONTENT_SECURITY_POLICY, /^default-src 'self'(;|$)/)
    const missing = await fetch(`${harness.base}/console/missing.js`)
    assert.equal(missing.status, 404)
    assert.equal(
      ((await missing.json()) as { message: string }).message,
      'There is no file at /console/missing.js in the console',
    )
    const asset = await fetch(`${harness.base}${html.match(/src="([^"]+)"/)?.[1]}`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(asset.headers.get('content-encoding'), 'gzip')
  })

  test('the console has its own icon, served with its CSP: no browser asks for /favicon.ico', async () => {
    const icon = await fetch(`${harness.base}/console/favicon.svg`)
    assert.equal(icon.status, 200)
    assert.match(icon.headers.get('content-type') ?? '', /^image\/svg\+xml/)
    assert.equal(icon.headers.get('content-security-policy'), CONSOLE_CONTENT_SECURITY_POLICY)
    assert.match(await icon.text(), /^<svg /)
    await inBrowser(async ({ page }) => {
      const missing: string[] = []
      page.on('response', (response) => {
        if (response.status() === 404) missing.push(response.url())
      })
      await page.goto(`${harness.base}/console/`)
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      const href = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? ''
      assert.equal(href, '/console/favicon.svg')
      assert.equal((await page.request.get(new URL(href, page.url()).href)).status(), 200)
      assert.deepEqual(missing, [])
    })
  })

  test('Swagger UI at /v3/docs/ shows the document without a warning banner', async () => {
    await inBrowser(async ({ page }) => {
      await page.goto(`${harness.base}/v3/docs/`)
      await page.locator('.swagger-ui .info .title').waitFor()
      await page.locator('.opblock').first().waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}/swagger-ui.png` })
      assert.equal(await page.locator('.swagger-ui .errors-wrapper').count(), 0, 'no error banner')
      assert.equal(await page.locator('.swagger-ui .validator-badge, .swagger-ui img[alt*="valid" i]').count(), 0)
    })
  })

  test('sign-in with a good secret shows the overview; signing out forgets the token', async () => {
    const client = await harness.service.newClient('console sign-in')
    await inBrowser(async ({ page }) => {
      await page.goto(`${harness.base}/`)
      assert.equal(new URL(page.url()).pathname, '/console/')
      await checkPage(page, 'sign-in')
      await signIn(page, client)
      // The header names the client (the token answer's client_name), its id on hover; so after a reload.
      const named = page.locator('header .client-name')
      assert.equal(await named.textContent(), 'console sign-in')
      assert.equal(await named.getAttribute('title'), `Client id ${client.clientId}`)
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor()
      assert.equal(await named.textContent(), 'console sign-in')
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
    const client = await harness.service.newClient('console bad secret')
    const refusal = await harness.service.requestToken(client.clientId, 'not the secret')
    assert.equal(refusal.statusCode, 401)
    await inBrowser(
      async ({ page }) => {
        await page.goto(`${harness.base}/console/`)
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
    const client = await harness.service.newClient('console expiry')
    const lifetimeMs = harness.service.config.tokenLifetimeSeconds * 1000
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
          await page.getByRole('link', { name: 'Step events' }).click()
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

  test('the ingestion page shows what the client sent per resource, and the most frequent rejection reasons by code, each a click from its rejections', async () => {
    const client = await harness.service.newClient('console ingestion')
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
      await page.getByRole('link', { name: 'Ingestion' }).click()
      const rows = await tableRows(page, '#ingestion-totals')
      assert.deepEqual(
        rows.map((row) => row.slice(0, 6)),
        [
          ['Application steps', '3', '1', '0', '2', '0'],
          ['Activities', '2', '0', '3', '2', '1'],
          ['Job offers', '1', '0', '0', '1', '0'],
        ],
      )
      assert.ok(
        rows.every((row) => ISO_TIME.test(row[6] ?? '')),
        JSON.stringify(rows),
      )
      assert.equal(await page.getByText('Times are UTC').count(), 1, 'the zone is said once')
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
      await assertCountAxes(
        page,
        { axis: 'y', title: /^↑ Records and items per day$/ },
        { axis: 'x', title: /^Day \(UTC\) →$/ },
      )
      await checkPage(page, 'ingestion')
      // By hour: 24-hour ISO ticks, no AM or PM.
      await page.getByRole('link', { name: 'Last 24 hours' }).click()
      await settled(page)
      await page.locator('.chart-box svg').first().waitFor()
      const hourTicks = await axisTicks(page, 'x')
      assert.ok(hourTicks.length > 1, JSON.stringify(hourTicks))
      for (const tick of hourTicks) assert.match(tick, /^(\d{2}:\d{2}|\d{4}-\d{2}-\d{2})$/)
      await assertCountAxes(
        page,
        { axis: 'y', title: /^↑ Records and items per hour$/ },
        { axis: 'x', title: /^Hour \(UTC\) →$/ },
      )

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
    const client = await harness.service.newClient('console funnel')
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
      await page.getByRole('link', { name: 'Step events' }).click()
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
      await assertCountAxes(page, { axis: 'x', title: /^Views, applications and step events in the range →$/ })
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
    const client = await harness.service.newClient('console records')
    await send(
      client,
      '/v3/jobboard/job-offers',
      Array.from({ length: 30 }, (_, index) => jobOffer({ reference: `REF-${String(index + 1).padStart(2, '0')}` })),
    )
    await send(client, '/v3/ats/application-steps', [
      applicationStep({
        candidate_ats_id: 'C-7',
        application_ats_id: 'A-7',
        candidate_mail: 'jane@example.org',
        source: 'linkedin',
      }),
      applicationStep({
        candidate_ats_id: 'C-7',
        application_ats_id: 'A-7',
        step: 'interview',
        candidate_phone: '+33 6 12 34 56 78',
      }),
      applicationStep({
        candidate_ats_id: 'C-8',
        application_ats_id: 'A-8',
        candidate_mail: 'joe@example.org',
        source: 'indeed',
      }),
    ])
    await inBrowser(
      async ({ page }) => {
        await signIn(page, client)
        await page.getByRole('link', { name: 'Records' }).click()
        await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Job offers' }).click()
        await page.getByRole('heading', { level: 2, name: 'Job offers' }).waitFor()
        const first = await tableRows(page, '#records-table')
        assert.equal(first.length, 25)
        assert.equal(first[0]?.[1], 'REF-01')
        await page.getByText('Page 1: 1–25 of more').waitFor()
        await page.getByRole('button', { name: 'Next page →' }).click()
        await page.getByText('Page 2: 26–30, the last').waitFor()
        const lastPage = ['REF-26', 'REF-27', 'REF-28', 'REF-29', 'REF-30']
        const second = await tableRows(page, '#records-table')
        assert.deepEqual(
          second.map((row) => row[1]),
          lastPage,
        )
        // The page is in the URL: a reload, Back and Forward return to it.
        assert.match(page.url(), /[?&]cursor=[^&]+&page=2$/)
        await page.reload()
        await page.getByText('Page 2: 26–30, the last').waitFor()
        assert.deepEqual(
          (await tableRows(page, '#records-table')).map((row) => row[1]),
          lastPage,
        )
        await page.goBack()
        await page.getByText('Page 1: 1–25 of more').waitFor()
        assert.equal((await tableRows(page, '#records-table'))[0]?.[1], 'REF-01')
        await page.goForward()
        await page.getByText('Page 2: 26–30, the last').waitFor()
        await page.getByRole('button', { name: '← Previous page' }).click()
        await page.getByText('Page 1: 1–25 of more').waitFor()
        assert.doesNotMatch(page.url(), /cursor=/)

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
          steps.map((row) => [row[5], row[7]]),
          [
            ['applied', 'C-7'],
            ['interview', 'C-7'],
          ],
        )
        for (const row of steps) assert.match(row[1] ?? '', ISO_TIME, 'recorded at, as every time on the page')
        // Steps filtered by their source.
        await page.getByRole('link', { name: 'Clear' }).click()
        await page.getByLabel('source', { exact: true }).fill('indeed')
        await page.getByRole('button', { name: 'Filter' }).click()
        await page.getByText('Found 1 application step').waitFor()
        assert.deepEqual(
          (await tableRows(page, '#records-table')).map((row) => [row[4], row[7]]),
          [['indeed', 'C-8']],
        )
        await page.getByLabel('candidate ats id').fill('C-7')
        await page.getByLabel('source', { exact: true }).fill('')
        await page.getByRole('button', { name: 'Filter' }).click()
        await page.getByText('Found 2 application steps').waitFor()
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
        // Every time in one format: none raw beside the formatted ones.
        const fields = Object.fromEntries(
          await detail
            .locator('div')
            .evaluateAll((items) =>
              items.map((item) => [
                item.querySelector('dt')?.textContent ?? '',
                item.querySelector('dd')?.textContent ?? '',
              ]),
            ),
        )
        for (const name of ['recorded_at', 'created_at', 'updated_at']) assert.match(fields[name] ?? '', ISO_TIME, name)
        assert.ok(
          Object.values(fields).every((value) => !/\d{2}:\d{2}:\d{2}(\.\d+)?Z/.test(String(value))),
          JSON.stringify(fields),
        )
        assert.equal(await page.getByText('Times are UTC').count(), 1)
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

  test('rejections: a bad batch appears at the page’s next read of the log (every few seconds) while it is open, with its request id', async () => {
    const client = await harness.service.newClient('console rejections')
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Rejections' }).click()
      await page.getByText('No rejected item.').waitFor()
      const bad = await send(client, '/v3/ats/application-steps', [
        applicationStep({ application_ats_id: 'A-9' }),
        applicationStep({ application_ats_id: 'A-10', step: '' }),
      ])
      assert.equal(bad.statusCode, 207)
      // Counted in the page's own reads of the log, not in seconds of a busy machine: the first read
      // begun after the answer shows the row (a second may have begun by the time it is seen).
      let readsSince = 0
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/v3/rejections') readsSince++
      })
      const requestId = bad.headers['x-request-id'] as string
      const stepWords = `required ${bad.json().errors[0].message}`
      await page.locator('#rejections-table').getByText(requestId).waitFor({ timeout: 30_000 })
      assert.ok(readsSince <= 2, `seen after ${readsSince} reads of the log begun after the batch`)
      const rows = await tableRows(page, '#rejections-table')
      assert.equal(rows.length, 1)
      assert.match(rows[0]?.[0] ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s*new$/)
      const logged = (await client.send('GET', `/v3/rejections?request_id=${requestId}`)).json().data[0]
      assert.deepEqual(rows[0]?.slice(1), [
        'Application steps',
        '#1',
        stepWords,
        Object.entries(logged.natural_key)
          // An instant of the key as every time of the console: no raw `…Z` beside the formatted ones.
          .map(
            ([name, value]) =>
              `${name}: ${String(value).replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(\.000)?Z$/, '$1 $2')}`,
          )
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

  test('rejections: batches refused whole (400 and 413) are shown as the whole batch; the value sent is shown, never personal data', async () => {
    const client = await harness.service.newClient('console refused batches')
    const notJson = await client.send('POST', '/v3/ats/application-steps', '[{"step": ', {
      'content-type': 'application/json',
    })
    assert.equal(notJson.statusCode, 400)
    const tooMany = await client.send(
      'POST',
      '/v3/ats/application-steps',
      Array.from({ length: harness.service.config.maxBatchItems + 1 }, () => 1),
    )
    assert.equal(tooMany.statusCode, 413, tooMany.body.slice(0, 300))
    const items = await send(client, '/v3/ats/application-steps', [
      applicationStep({ recorded_at: '2026-02-30T10:00:00Z' }),
      applicationStep({ application_ats_id: 'A-2', candidate_mail: 'not-an-address' }),
    ])
    assert.equal(items.statusCode, 400)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      // The first page's reads done first: its reads and the log's at once may pass the client's share (429).
      await settled(page)
      await page.getByRole('link', { name: 'Rejections' }).click()
      const rows = await tableRows(page, '#rejections-table')
      const byRequest = (id: unknown) => rows.filter((row) => row[5] === id)
      const [refusedJson] = byRequest(notJson.headers['x-request-id'])
      assert.deepEqual(refusedJson?.slice(1, 3), ['Application steps', 'the whole batch'])
      assert.match(refusedJson?.[3] ?? '', /^invalid_json /)
      const [refusedSize] = byRequest(tooMany.headers['x-request-id'])
      assert.deepEqual(refusedSize?.slice(1, 3), ['Application steps', 'the whole batch'])
      assert.match(refusedSize?.[3] ?? '', /^too_many_items /)
      const rejected = byRequest(items.headers['x-request-id'])
      assert.equal(rejected.length, 2)
      const date = rejected.find((row) => row[2] === '#0')
      assert.match(date?.[3] ?? '', /\(sent 2026-02-30T10:00:00Z\)$/)
      const mail = rejected.find((row) => row[2] === '#1')
      assert.match(mail?.[3] ?? '', /^invalid_format /)
      assert.ok(!(mail?.[3] ?? '').includes('not-an-address'), 'an e-mail sent is never shown')
      await checkPage(page, 'rejections-refused-whole')
    })
  })

  test('phone width and keyboard alone: sign in, move between the pages, no page wider than the screen', async () => {
    const client = await harness.service.newClient('console keyboard')
    await send(client, '/v3/ats/application-steps', [applicationStep()])
    await inBrowser(
      async ({ page }) => {
        await page.goto(`${harness.base}/console/`)
        await page.keyboard.press('Tab')
        await page.keyboard.type(client.clientId)
        await page.keyboard.press('Tab')
        await page.keyboard.type(client.clientSecret)
        await page.keyboard.press('Enter')
        await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor()
        await page.locator('.chart-box svg').first().waitFor()
        await checkPage(page, 'signed-in-by-keyboard-phone')
        // The header's name of the client is one line, not broken into pieces.
        assert.equal(await lineCount(page, 'header .client-name'), 1)
        for (const name of ['Pipeline', 'Applications', 'Ingestion', 'Step events', 'Records', 'Rejections']) {
          // The page's heading has the focus: back (Shift+Tab) through the header to the navigation's link.
          for (let presses = 0; presses < 15; presses++) {
            await page.keyboard.press('Shift+Tab')
            if ((await page.evaluate('document.activeElement?.textContent')) === name) break
          }
          await page.keyboard.press('Enter')
          await page.getByRole('heading', { level: 1, name }).waitFor()
          await settled(page)
          if (name === 'Ingestion' || name === 'Step events') await page.locator('.chart-box svg').first().waitFor()
          // Charts' labels fit in their chart: none cut off at the screen's edge.
          assert.deepEqual(await labelsCutOff(page), [], `${name}: chart labels cut off`)
          if (name === 'Records') {
            // Ids are not broken into 2-character lines: each is one line, the table scrolls sideways.
            await page.locator('#records-table th a.id').first().waitFor()
            assert.deepEqual([...new Set(await lineCounts(page, '#records-table .id'))], [1], 'each id on one line')
          }
          await checkPage(page, `${name.toLowerCase().replace(' ', '-')}-phone`)
        }
      },
      { viewport: PHONE },
    )
  })

  test('admin: create a client (its secret gets a token), disable and enable it, rotate its secret, open its ingestion, read the audit log, a refused action marked so', async () => {
    const admin = await harness.service.newAdminClient('console admin')
    const target = await harness.service.newClient('console admin target')
    await send(target, '/v3/ats/application-steps', [applicationStep(), applicationStep({ application_ats_id: 'A-2' })])
    const tokenStatus = async (clientId: string, clientSecret: string) =>
      (await harness.service.requestToken(clientId, clientSecret)).statusCode
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
        assert.match((await row(target.clientId).locator('td').nth(3).textContent()) ?? '', ISO_TIME, 'its last batch')
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

        // Disabling asks first, as rotating does: Cancel changes nothing.
        const dialog = page.getByRole('dialog')
        await page.getByRole('button', { name: 'Disable… (Made in the console)' }).click()
        await dialog.getByRole('heading', { name: 'Disable Made in the console?' }).waitFor()
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await dialog.waitFor({ state: 'hidden' })
        assert.equal(await tokenStatus(...created), 200, 'a cancelled disabling disables nothing')
        await page.getByRole('button', { name: 'Disable… (Made in the console)' }).click()
        await dialog.getByRole('button', { name: 'Disable', exact: true }).click()
        await row(created[0]).getByText('disabled', { exact: true }).waitFor()
        assert.equal(await tokenStatus(...created), 401, 'a disabled client gets no token')
        await page.getByRole('button', { name: 'Enable Made in the console' }).click()
        await row(created[0]).getByText('enabled', { exact: true }).waitFor()
        assert.equal(await tokenStatus(...created), 200)

        await page.getByRole('button', { name: 'Rotate secret… (Made in the console)' }).click()
        await dialog.getByRole('button', { name: 'Rotate', exact: true }).click()
        await page.getByText('New secret of Made in the console').waitFor()
        const rotated = (await page.locator('.secret dd').allTextContents()) as [string, string]
        assert.equal(rotated[0], created[0])
        assert.notEqual(rotated[1], created[1])
        assert.equal(await tokenStatus(...created), 401, 'the old secret gets no token')
        assert.equal(await tokenStatus(...rotated), 200)

        await row(target.clientId).getByRole('link', { name: 'Ingestion' }).click()
        // A client by its name in the heading.
        await page.getByRole('heading', { level: 1, name: 'Ingestion of console admin target' }).waitFor()
        // The shown secret is gone once the operator left the page: Back does not bring it back.
        await page.goBack()
        await row(target.clientId).waitFor()
        assert.equal(await page.locator('#shown-secret').count(), 0, 'no secret after leaving the page')
        assert.ok(!(await page.content()).includes(rotated[1]), 'the secret is nowhere in the page')
        await page.goForward()
        await page.getByRole('heading', { level: 1, name: 'Ingestion of console admin target' }).waitFor()
        assert.deepEqual((await tableRows(page, '#ingestion-totals'))[0]?.slice(0, 5), [
          'Application steps',
          '2',
          '0',
          '0',
          '1',
        ])
        await checkPage(page, 'client-ingestion')

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
        // Clients by name, their ids on hover.
        assert.deepEqual(
          entries.map((entry) => [entry[1], entry[2], entry[3]]),
          ['rotate-secret', 'enable', 'disable', 'create'].map((action) => [
            action,
            'Made in the console',
            'console admin',
          ]),
        )
        assert.equal(
          await page.locator('#audit-table tbody tr').first().locator('.client-name').first().getAttribute('title'),
          `Client id ${created[0]}`,
        )
        for (const entry of entries) assert.match(entry[0] ?? '', ISO_TIME)
        assert.equal(await page.getByText('Times are UTC').count(), 1)
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
          [['disable, refused', 'console admin']],
        )
      },
      { expected: [/status of 401/], permissions: ['clipboard-read', 'clipboard-write'] },
    )
  })
})
