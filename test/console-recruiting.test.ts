import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { consoleInChromium, PHONE } from './console-browser.ts'
import { activity, applicationStep, jobOffer, type TestClient } from './helpers.ts'

/**
 * The recruiting pages of the console (Insights, Pipeline, Applications, Pipeline settings) in Chromium,
 * with figures worked out by hand from the applications each test sends, dated relative to today: the
 * console's periods end with yesterday (UTC).
 */

const DAY_MS = 86_400_000
/** The UTC day `days` before today, at 10:00. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10)
const at = (days: number) => `${daysAgo(days)}T10:00:00Z`

/**
 * Five applications in the last 30 days and two in the 30 before:
 * - A-1 (linkedin, JO-1): applied, screened, interview, offer, hired 12 days after applying;
 * - A-2 (linkedin, JO-1): applied, screened, rejected;
 * - A-3 (indeed, JO-2): applied, interview, hired 10 days after applying;
 * - A-4 (indeed, JO-2): applied, in progress;
 * - A-5 (linkedin, JO-1): applied, withdrawn;
 * - P-1 (linkedin, JO-1): hired 10 days after applying; P-2 (indeed, JO-2): rejected.
 * Views: 100 in the period, 20 in the one before.
 */
async function sendApplications(
  client: TestClient,
  send: (client: TestClient, path: string, body: unknown) => Promise<unknown>,
) {
  const step = (application: string, source: string, offer: string, name: string, days: number) =>
    applicationStep({
      application_ats_id: application,
      candidate_ats_id: `C${application}`,
      source,
      job_offer_reference: offer,
      step: name,
      recorded_at: at(days),
    })
  await send(client, '/v3/ats/application-steps', [
    step('A-1', 'linkedin', 'JO-1', 'applied', 20),
    step('A-1', 'linkedin', 'JO-1', 'screened', 18),
    step('A-1', 'linkedin', 'JO-1', 'interview', 15),
    step('A-1', 'linkedin', 'JO-1', 'offer', 10),
    step('A-1', 'linkedin', 'JO-1', 'hired', 8),
    step('A-2', 'linkedin', 'JO-1', 'applied', 19),
    step('A-2', 'linkedin', 'JO-1', 'screened', 17),
    step('A-2', 'linkedin', 'JO-1', 'rejected', 16),
    step('A-3', 'indeed', 'JO-2', 'applied', 12),
    step('A-3', 'indeed', 'JO-2', 'interview', 9),
    step('A-3', 'indeed', 'JO-2', 'hired', 2),
    step('A-4', 'indeed', 'JO-2', 'applied', 5),
    step('A-5', 'linkedin', 'JO-1', 'applied', 3),
    step('A-5', 'linkedin', 'JO-1', 'withdrawn', 1),
    step('P-1', 'linkedin', 'JO-1', 'applied', 50),
    step('P-1', 'linkedin', 'JO-1', 'hired', 40),
    step('P-2', 'indeed', 'JO-2', 'applied', 45),
    step('P-2', 'indeed', 'JO-2', 'rejected', 44),
  ])
  await send(client, '/v3/jobboard/job-offers', [
    jobOffer({ reference: 'JO-1', title: 'Nurse' }),
    jobOffer({ reference: 'JO-2', title: 'Welder' }),
  ])
  await send(client, '/v3/jobboard/activities', [
    activity({ job_offer_reference: 'JO-1', recorded_at: daysAgo(10), count: 60 }),
    activity({ job_offer_reference: 'JO-2', recorded_at: daysAgo(10), count: 40 }),
    activity({ job_offer_reference: 'JO-1', recorded_at: daysAgo(40), count: 20 }),
  ])
}

/** The application ids of the applications page, once shown. */
async function listedApplications(page: Page, rows: (page: Page, selector: string) => Promise<string[][]>) {
  return (await rows(page, '#applications-table')).map((row) => row[0])
}

describe('the recruiting pages of the console, in Chromium', () => {
  const harness = consoleInChromium()
  const { inBrowser, checkPage, signIn, settled, tableRows, send } = harness

  test('insights: the period against the one before, the pipeline in stage order with conversions, where applications left, each figure a click from its applications', async () => {
    const client = await harness.service.newClient('insights')
    await sendApplications(client, send)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await settled(page)
      const headlines = await page
        .locator('#headlines li')
        .evaluateAll((items) =>
          items.map((item) => [...item.querySelectorAll('span')].map((span) => (span.textContent ?? '').trim())),
        )
      assert.deepEqual(headlines, [
        ['Applications', '5', '+150.0 %', 'before: 2'],
        ['Hires', '2', '+100.0 %', 'before: 1'],
        ['Hire rate', '40.0 %', '−10.0 points', 'before: 50.0 %'],
        ['Median time to hire', '11.0 d', '+1.0 days', 'before: 10.0 d'],
        ['Applications per view', '0.050', '−50.0 %', 'before: 0.100'],
      ])
      assert.deepEqual(await tableRows(page, '#insights-pipeline'), [
        ['Applied', '5', '100.0 %', '0.0 d'],
        ['Screened', '3', '60.0 %', '2.0 d'],
        ['Interviewed', '2', '66.7 %', '4.0 d'],
        ['Offer', '2', '100.0 %', '10.0 d'],
        ['Hired', '2', '100.0 %', '11.0 d'],
      ])
      assert.deepEqual(await tableRows(page, '#insights-drop-outs'), [
        ['Applied', '1'],
        ['Screened', '1'],
        ['Interviewed', '0'],
        ['Offer', '0'],
      ])
      await page.locator('.chart-box svg').nth(2).waitFor()
      await checkPage(page, 'insights')

      await page.locator('#headlines a', { hasText: '2' }).click()
      await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor()
      assert.deepEqual(await listedApplications(page, tableRows), ['A-3', 'A-1'])
      assert.equal(await page.getByLabel('Outcome').inputValue(), 'hired')
      await page.goBack()
      await page.locator('#insights-drop-outs a').first().click()
      assert.deepEqual(await listedApplications(page, tableRows), ['A-5'])
    })
  })

  test('pipeline: by source, a job offer filter answers which job board brings hires for it; every count opens exactly its applications; the CSV holds every group', async () => {
    const client = await harness.service.newClient('pipeline')
    await sendApplications(client, send)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Pipeline', exact: true }).click()
      await page.getByLabel('Group by').selectOption('source')
      await page.getByRole('button', { name: 'Show' }).nth(1).click()
      await page.locator('section[data-group="indeed"]').waitFor()
      await settled(page)
      const groups = await page.locator('.group-pipeline h2').allTextContents()
      assert.deepEqual(groups, ['linkedin', 'indeed'])
      assert.deepEqual(await tableRows(page, 'section[data-group="linkedin"] table'), [
        ['Applied', '3', '100.0 %', '0.0 d', '0.0 d', '1'],
        ['Screened', '2', '66.7 %', '2.0 d', '2.0 d', '1'],
        ['Interviewed', '1', '50.0 %', '5.0 d', '5.0 d', '0'],
        ['Offer', '1', '100.0 %', '10.0 d', '10.0 d', '0'],
        ['Hired', '1', '100.0 %', '12.0 d', '12.0 d', '–'],
      ])
      await page.locator('.chart-box svg').nth(1).waitFor()
      await checkPage(page, 'pipeline')

      await page.locator('section[data-group="linkedin"] table a', { hasText: '2' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor()
      assert.deepEqual(await listedApplications(page, tableRows), ['A-2', 'A-1'])
      await checkPage(page, 'applications')
      await page.getByRole('link', { name: 'A-1' }).click()
      await page.getByRole('heading', { level: 1, name: 'Application A-1' }).waitFor()
      const steps = await tableRows(page, '#application-steps')
      assert.deepEqual(
        steps.map((row) => row[1]),
        ['applied', 'screened', 'interview', 'offer', 'hired'],
      )
      assert.equal(steps[0]?.[0], `${daysAgo(20)} 10:00:00`)
      await page.goBack()
      await page.goBack()

      // Source × job offer: which job board brings hires for JO-2.
      await page.getByLabel('Job offer reference').fill('JO-2')
      await page.getByRole('button', { name: 'Show' }).nth(1).click()
      await page.waitForFunction(() => {
        // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
        const document = (globalThis as any).document
        return document.querySelectorAll('.group-pipeline').length === 1
      })
      assert.deepEqual(await page.locator('.group-pipeline h2').allTextContents(), ['indeed'])
      assert.match(
        (await page.locator('section[data-group="indeed"] .hint').textContent()) ?? '',
        /2 applications, of which 1 hired/,
      )

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV (all groups)' }).click(),
      ])
      const csv = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n')
      assert.equal(
        csv[0],
        'group,title,applications,stage,reached,conversion,median_days_to_reach,p90_days_to_reach,dropped_after',
      )
      assert.deepEqual(csv.slice(1, 3), ['indeed,,2,applied,2,1,0,0,0', 'indeed,,2,screened,1,0.5,3,3,0'])
      assert.equal(csv.length, 7, 'a header, 5 stages and the final line end')
    })
  })

  test('by job offer, a group shows the offer’s title with its reference', async () => {
    const client = await harness.service.newClient('pipeline by offer')
    await sendApplications(client, send)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Pipeline', exact: true }).click()
      await page.getByLabel('Group by').selectOption('job_offer_reference')
      await page.getByRole('button', { name: 'Show' }).nth(1).click()
      await page.locator('section[data-group="JO-2"]').waitFor()
      assert.deepEqual(await page.locator('.group-pipeline h2').allTextContents(), ['Nurse JO-1', 'Welder JO-2'])
      assert.match(
        (await page.locator('section[data-group="JO-1"] .hint').textContent()) ?? '',
        /3 applications, of which 1 hired; 60 views/,
      )
    })
  })

  test('sources: per source the applications, hires, hire rate, days to hire and conversions, sortable by any column; limited to one job offer', async () => {
    const client = await harness.service.newClient('sources')
    await sendApplications(client, send)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Sources' }).click()
      assert.deepEqual(await tableRows(page, '#sources-table'), [
        ['linkedin', '3', '1', '33.3 %', '12.0 d', '66.7 %', '50.0 %', '100.0 %', '100.0 %'],
        ['indeed', '2', '1', '50.0 %', '10.0 d', '50.0 %', '100.0 %', '100.0 %', '100.0 %'],
      ])
      await checkPage(page, 'sources')
      await page.getByRole('link', { name: 'Median days to hire' }).click()
      await page.getByRole('link', { name: 'Median days to hire ▼' }).click()
      await page.getByRole('link', { name: 'Median days to hire ▲' }).waitFor()
      assert.deepEqual(
        (await tableRows(page, '#sources-table')).map((row) => row[0]),
        ['indeed', 'linkedin'],
      )
      await page.getByLabel('Job offer reference').fill('JO-1')
      await page.getByRole('button', { name: 'Show' }).nth(1).click()
      await page.getByText('1 sources of the applications to JO-1').waitFor()
      assert.deepEqual(
        (await tableRows(page, '#sources-table')).map((row) => row.slice(0, 3)),
        [['linkedin', '3', '1']],
      )
    })
  })

  test('job offers: by title with views, applications per view, hires and days to hire; searched; one opens its pipeline by source', async () => {
    const client = await harness.service.newClient('job offers')
    await sendApplications(client, send)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Job offers' }).click()
      assert.deepEqual(await tableRows(page, '#job-offers-table'), [
        ['Nurse JO-1', '60', '3', '0.050', '1', '12.0 d'],
        ['Welder JO-2', '40', '2', '0.050', '1', '10.0 d'],
      ])
      await checkPage(page, 'job-offers')
      await page.getByLabel('Title or reference').fill('weld')
      await page.getByRole('button', { name: 'Search' }).click()
      await page.waitForFunction(() => {
        // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
        return (globalThis as any).document.querySelectorAll('#job-offers-table tbody tr').length === 1
      })
      await page.getByRole('link', { name: 'Welder JO-2' }).click()
      await page.getByRole('heading', { level: 1, name: 'Pipeline' }).waitFor()
      await page.locator('section[data-group="indeed"]').waitFor()
      assert.deepEqual(await page.locator('.group-pipeline h2').allTextContents(), ['indeed'])
    })
  })

  test('speed: days to hire per group, median and p90, and their distribution', async () => {
    const client = await harness.service.newClient('speed')
    await sendApplications(client, send)
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Speed' }).click()
      assert.deepEqual(
        (await tableRows(page, '#speed-table')).map((row) => row.slice(0, 5)),
        [
          ['linkedin', '1', '12.0 d', '12.0 d', '2.0 d'],
          ['indeed', '1', '10.0 d', '10.0 d', '3.0 d'],
        ],
      )
      await page.getByText('The 2 hires of the period').waitFor()
      await page.locator('.chart-box svg').waitFor()
      await checkPage(page, 'speed')
    })
  })

  test('pipeline settings: a step value not yet mapped is shown with its applications, moved onto a stage by keyboard, and the figures follow', async () => {
    const client = await harness.service.newClient('pipeline settings')
    await sendApplications(client, send)
    await send(client, '/v3/ats/application-steps', [
      applicationStep({
        application_ats_id: 'A-4',
        candidate_ats_id: 'CA-4',
        source: 'indeed',
        job_offer_reference: 'JO-2',
        step: 'Talent pool',
        recorded_at: at(4),
      }),
    ])
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.getByRole('link', { name: 'Pipeline settings' }).click()
      const talentPool = page.locator('#step-places tr', { hasText: 'Talent pool' })
      await talentPool.waitFor()
      assert.deepEqual(
        (await talentPool.locator('th, td').allTextContents()).slice(0, 2).map((text) => text.trim()),
        ['Talent pool', '1'],
      )
      await checkPage(page, 'pipeline-settings')
      // From "Not mapped", the last choice, up past the outcomes and the later stages to Screened.
      const choice = page.getByLabel('Stage or outcome of Talent pool')
      await choice.focus()
      for (let presses = 0; presses < 6; presses++) await page.keyboard.press('ArrowUp')
      assert.equal(await choice.inputValue(), 'screened')
      await page.getByRole('button', { name: 'Save 1 change' }).click()
      await page.getByText('Saved.').waitFor()
      assert.ok((await client.send('GET', '/v3/pipeline')).json().stages[1].steps.includes('Talent pool'))

      await page.getByRole('link', { name: 'insights', exact: true }).click()
      assert.deepEqual((await tableRows(page, '#insights-pipeline'))[1], ['Screened', '4', '80.0 %', '2.0 d'])
    })
  })

  test('phone width: the recruiting pages fit the screen', async () => {
    const client = await harness.service.newClient('recruiting phone')
    await sendApplications(client, send)
    await inBrowser(
      async ({ page }) => {
        await signIn(page, client)
        await page.locator('.chart-box svg').nth(2).waitFor()
        await checkPage(page, 'insights-phone')
        await page.getByRole('link', { name: 'Pipeline', exact: true }).click()
        await page.locator('.chart-box svg').first().waitFor()
        await checkPage(page, 'pipeline-phone')
        await page.getByRole('link', { name: 'Applications' }).click()
        await page.locator('#applications-table').waitFor()
        await checkPage(page, 'applications-phone')
        await page.getByRole('link', { name: 'Sources' }).click()
        await tableRows(page, '#sources-table')
        await checkPage(page, 'sources-phone')
        await page.getByRole('link', { name: 'Job offers' }).click()
        await tableRows(page, '#job-offers-table')
        await checkPage(page, 'job-offers-phone')
        await page.getByRole('link', { name: 'Speed' }).click()
        await page.locator('.chart-box svg').waitFor()
        await checkPage(page, 'speed-phone')
      },
      { viewport: PHONE },
    )
  })
})
