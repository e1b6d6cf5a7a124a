import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { verifyWebhook } from '@intake/client'
import type { Page } from 'playwright-core'
import { consoleInChromium, PHONE } from './console-browser.ts'
import { applicationStep, jobOffer, type TestClient } from './helpers.ts'
import { type Receiver, startReceiver } from './webhook-receiver.ts'

/**
 * The Webhooks page of the console in Chromium, against a real receiver on 127.0.0.1: an endpoint made
 * through the page (its secret shown once), the messages of records sent through the API with each
 * attempt, a test message's answer, disabling and enabling, a replay after a confirmation, rotating the
 * secret and deleting the endpoint.
 */

const ISO_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/
const STEPS = '/v3/ats/application-steps'
/** A delivered message's retry waits 5 s after a failure: the page reads its log again every 3 s. */
const DELIVERY_WAIT_MS = 20_000

/** The event types of the receiver's messages of the change feed (not the tests), each message once (by its webhook-id). */
function eventsReceived(receiver: Receiver) {
  const messages = new Map(receiver.received.map((message) => [message.headers['webhook-id'], message.body]))
  return [...messages.values()].flatMap((text) => {
    const body = JSON.parse(text) as { type: string; data: { events: { type: string }[] } }
    return body.type === 'intake.changes' ? body.data.events.map((event) => event.type) : []
  })
}

/** The deliveries table's rows: made, message, kind, events, state, attempts (the attempts as a list). */
async function deliveries(page: Page) {
  return page.locator('#deliveries-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      cells: [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
      attempts: [...row.querySelectorAll('.attempts li')].map((item) => (item.textContent ?? '').trim()),
    })),
  )
}

/** Waits until the deliveries table holds `count` messages, each in the state `state`. */
async function deliveriesUntil(page: Page, count: number, state: string) {
  await page.waitForFunction(
    ([count, state]) => {
      // biome-ignore lint/suspicious/noExplicitAny: the page's globals (this file is checked without the DOM's types)
      const rows: any[] = [...(globalThis as any).document.querySelectorAll('#deliveries-table tbody tr')]
      return rows.length === count && rows.every((row) => row.children[4]?.textContent === state)
    },
    [count, state] as const,
    { timeout: DELIVERY_WAIT_MS },
  )
  return deliveries(page)
}

/** The endpoint page's facts, by their names. */
async function facts(page: Page): Promise<Record<string, string>> {
  await page.locator('#webhook-facts').waitFor()
  const names = await page.locator('#webhook-facts dt').allTextContents()
  const values = await page.locator('#webhook-facts dd').allTextContents()
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']))
}

async function pushed(client: TestClient, path: string, items: unknown[]) {
  const answer = await client.send('POST', path, items)
  assert.ok(answer.statusCode < 300, answer.body)
}

describe('the webhooks page of the console, in Chromium', () => {
  const harness = consoleInChromium({ config: { webhookAllowHttp: true, webhookAllowPrivateAddresses: true } })
  const { inBrowser, checkPage, signIn, settled, tableRows } = harness
  let receiver: Receiver

  before(async () => {
    receiver = await startReceiver()
  })
  after(async () => {
    await receiver?.close()
  })

  test('a data client makes an endpoint (its secret shown once), sees each message with its attempts, tests it, disables and enables it, replays since an instant after confirming', async () => {
    const client = await harness.service.newClient('console webhooks')
    // The first message of the feed fails once (retried 5 s later); a test message is answered 202.
    receiver.answerWith((message, index) =>
      JSON.parse(message.body).type === 'webhook.test' ? { status: 202 } : { status: index === 0 ? 500 : 200 },
    )
    await inBrowser(
      async ({ page }) => {
        await signIn(page, client)
        await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Webhooks' }).click()
        await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor()
        await settled(page)
        await page.getByText('No endpoint yet.').waitFor()

        await page.getByLabel('URL').fill(receiver.url)
        await page.getByLabel('Description (optional)').fill('Our ATS sync')
        await page.getByLabel('Events per message').fill('2')
        assert.ok(await page.getByLabel('Every type, those added later included').isChecked(), 'every type by default')
        await page.getByLabel('Only these:').check()
        await page.getByLabel('application_step.created').check()
        await page.getByLabel('application_step.updated').check()
        await page.getByRole('button', { name: 'Make the endpoint' }).click()
        await page.locator('#shown-secret').waitFor()
        const secret = (await page.locator('#shown-secret').textContent()) ?? ''
        assert.match(secret, /^whsec_/)
        await page.getByText('Copy this secret now: it is shown this once.').waitFor()
        await page.getByRole('button', { name: 'Copy the secret' }).click()
        await page.getByText('Copied.').waitFor()
        assert.equal(await page.evaluate('navigator.clipboard.readText()'), secret)
        assert.deepEqual(await tableRows(page, '#webhooks-table'), [
          [receiver.url, 'enabled', '0', 'never', 'application_step.created, application_step.updated', 'Our ATS sync'],
        ])
        assert.equal(await page.getByText('Times are UTC').count(), 1)
        await checkPage(page, 'webhooks')

        // Three steps (two messages of at most two events) and a job offer, which is not of its types.
        const since = new Date().toISOString()
        await pushed(
          client,
          STEPS,
          ['A-1', 'A-2', 'A-3'].map((id) => applicationStep({ application_ats_id: id })),
        )
        await pushed(client, '/v3/jobboard/job-offers', [jobOffer()])

        await page.locator('#webhooks-table tbody a').click()
        await page.getByRole('heading', { level: 1, name: /^Webhook endpoint \d+$/ }).waitFor()
        const sent = await deliveriesUntil(page, 2, 'delivered')
        // Newest first: the second message was tried once; the first twice, its first attempt refused.
        assert.deepEqual(
          sent.map((message) => message.cells.slice(2, 5)),
          [
            ['new events', '1', 'delivered'],
            ['new events', '2', 'delivered'],
          ],
        )
        assert.deepEqual(
          sent.map((message) => message.attempts.map((attempt) => attempt.replace(/^.*?, (.*), \d+ ms$/, '$1'))),
          [['status 200'], ['status 500', 'status 200']],
        )
        for (const message of sent) {
          assert.match(message.cells[0] ?? '', ISO_TIME)
          assert.match(message.cells[1] ?? '', /^msg_/)
          for (const attempt of message.attempts) assert.match(attempt, ISO_TIME)
        }
        assert.deepEqual(eventsReceived(receiver), Array(3).fill('application_step.created'))
        // The secret shown is the one that signs the messages.
        const last = receiver.received.at(-1)
        assert.ok(last)
        await verifyWebhook(secret, last.headers, last.body)
        // The endpoint is read again, as its log is: until it is, its facts may be those of a read made
        // between the two messages (the first delivered, the second not yet).
        await page.locator('#webhook-facts dd', { hasText: /^0 events not yet delivered$/ }).waitFor()
        const delivered = await facts(page)
        assert.equal(delivered.State, 'enabled')
        assert.equal(delivered.Backlog, '0 events not yet delivered')
        assert.match(delivered['Last delivery'] ?? '', /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}, status 200, ok$/)
        assert.equal(await page.getByText('Times are UTC').count(), 1)

        await page.getByRole('button', { name: 'Send a test' }).click()
        await page
          .locator('#webhook-test-result', { hasText: /^The receiver answered status 202 in \d+ ms\.$/ })
          .waitFor()
        await checkPage(page, 'webhook')

        // Disabled, it is sent nothing: a new step waits in its backlog until it is enabled.
        await page.getByRole('button', { name: 'Disable', exact: true }).click()
        await page.locator('#webhook-facts dd', { hasText: 'disabled: disabled by the client' }).waitFor()
        const before = receiver.received.length
        await pushed(client, STEPS, [applicationStep({ application_ats_id: 'A-4' })])
        await page.locator('#webhook-facts dd', { hasText: '1 events not yet delivered' }).waitFor()
        assert.equal(receiver.received.length, before, 'nothing is sent to a disabled endpoint')
        await page.getByRole('button', { name: 'Enable', exact: true }).click()
        await page.locator('#webhook-facts dd', { hasText: /^enabled$/ }).waitFor()
        await deliveriesUntil(page, 3, 'delivered')
        assert.equal(eventsReceived(receiver).length, 4)

        // A replay asks first: Cancel queues nothing.
        const dialog = page.getByRole('dialog')
        await page.getByLabel('Replay the events since').fill(since)
        await page.getByRole('button', { name: 'Replay…' }).click()
        await dialog.getByRole('heading', { name: `Replay the events since ${since}?` }).waitFor()
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await dialog.waitFor({ state: 'hidden' })
        await page.getByRole('button', { name: 'Replay…' }).click()
        await dialog.getByRole('button', { name: 'Replay', exact: true }).click()
        await page.getByText(/^Replay queued: the events after sequence \d{19} through \d{19}/).waitFor()
        // Its four steps again, as two messages marked replay.
        const replayed = await deliveriesUntil(page, 5, 'delivered')
        assert.deepEqual(
          replayed.map((message) => message.cells.slice(2, 4)),
          [
            ['replay', '2'],
            ['replay', '2'],
            ['new events', '1'],
            ['new events', '1'],
            ['new events', '2'],
          ],
        )
        assert.equal(eventsReceived(receiver).length, 8)
        await checkPage(page, 'webhook-replayed')

        // The secret is gone once the user left the list: Back does not bring it back.
        await page.goBack()
        await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor()
        await page.locator('#webhooks-table').waitFor()
        assert.equal(await page.locator('#shown-secret').count(), 0, 'no secret after leaving the page')
        assert.ok(!(await page.content()).includes(secret), 'the secret is nowhere in the page')
        const [row] = await tableRows(page, '#webhooks-table')
        assert.deepEqual(row?.slice(1, 3), ['enabled', '0'])
        assert.match(row?.[3] ?? '', /, status 200, ok$/)
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    )
  })

  test('rotating the secret and deleting an endpoint each ask first; the new secret is shown once and signs', async () => {
    const client = await harness.service.newClient('console webhooks rotation')
    receiver.answerWith(() => ({ status: 200 }))
    const made = await client.send('POST', '/v3/webhooks', { url: receiver.url })
    assert.equal(made.statusCode, 201, made.body)
    const { id, secret } = made.json().data[0] as { id: number; secret: string }
    await inBrowser(
      async ({ page }) => {
        await signIn(page, client)
        await page.goto(`${harness.base}/console/#/webhooks/${id}`)
        await page.getByRole('heading', { level: 1, name: `Webhook endpoint ${id}` }).waitFor()
        assert.equal((await facts(page))['Event types'], 'every type')

        const dialog = page.getByRole('dialog')
        await page.getByRole('button', { name: 'Rotate secret…' }).click()
        await dialog.getByRole('heading', { name: `Rotate the secret of endpoint ${id}?` }).waitFor()
        await dialog.getByRole('button', { name: 'Rotate', exact: true }).click()
        await page.locator('#shown-secret').waitFor()
        const rotated = (await page.locator('#shown-secret').textContent()) ?? ''
        assert.match(rotated, /^whsec_/)
        assert.notEqual(rotated, secret)
        await page.getByText(/^New secret made; the old one signs beside it until \d{4}-\d{2}-\d{2} /).waitFor()
        const received = receiver.received.length
        await page.getByRole('button', { name: 'Send a test' }).click()
        await page.locator('#webhook-test-result', { hasText: 'status 200' }).waitFor()
        const test = receiver.received[received]
        assert.ok(test)
        await verifyWebhook(rotated, test.headers, test.body)

        // A refusal is shown in the contract's words.
        await page.getByLabel('Replay the events since').fill('yesterday')
        await page.getByRole('button', { name: 'Replay…' }).click()
        await dialog.getByRole('button', { name: 'Replay', exact: true }).click()
        const refusal = await client.send('POST', `/v3/webhooks/${id}/replay`, { since: 'yesterday' })
        assert.equal(refusal.statusCode, 400, refusal.body)
        await page.getByRole('alert').getByText(refusal.json().message).waitFor()

        await page.getByRole('button', { name: 'Delete…' }).click()
        await dialog.getByRole('heading', { name: `Delete endpoint ${id}?` }).waitFor()
        await dialog.getByRole('button', { name: 'Cancel' }).click()
        await dialog.waitFor({ state: 'hidden' })
        assert.equal(
          (await client.send('GET', `/v3/webhooks/${id}`)).statusCode,
          200,
          'a cancelled deletion deletes nothing',
        )
        await page.getByRole('button', { name: 'Delete…' }).click()
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
        await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor()
        await page.getByText('No endpoint yet.').waitFor()
        assert.equal((await client.send('GET', `/v3/webhooks/${id}`)).statusCode, 404)
      },
      { expected: [/status of 400/] },
    )
  })

  test('an endpoint’s URL, description, events per message and event types are changed on its page', async () => {
    const client = await harness.service.newClient('console webhooks settings')
    const made = await client.send('POST', '/v3/webhooks', { url: receiver.url, description: 'Our sync' })
    assert.equal(made.statusCode, 201, made.body)
    const { id } = made.json().data[0] as { id: number }
    const moved = `${receiver.url}/moved`
    await inBrowser(async ({ page }) => {
      await signIn(page, client)
      await page.goto(`${harness.base}/console/#/webhooks/${id}`)
      const form = page.getByRole('form', { name: 'Change the endpoint’s settings' })
      await form.waitFor()
      assert.equal(await form.getByLabel('URL').inputValue(), receiver.url)
      assert.equal(await form.getByLabel('Description (optional)').inputValue(), 'Our sync')
      await form.getByLabel('URL').fill(moved)
      await form.getByLabel('Description (optional)').fill('Our offers sync')
      await form.getByLabel('Events per message').fill('7')
      await form.getByLabel('Only these:').check()
      await form.getByRole('checkbox', { name: /^job_offer\.created / }).check()
      await form.getByRole('button', { name: 'Save the settings' }).click()
      await page.locator('#webhook-settings-result', { hasText: /^Saved: / }).waitFor()
      await page.locator('#webhook-facts dd', { hasText: 'Our offers sync' }).waitFor()
      const shown = await facts(page)
      assert.equal(shown.URL, moved)
      assert.equal(shown['Events per message'], '7')
      assert.equal(shown['Event types'], 'job_offer.created')
      await checkPage(page, 'webhook-settings')
    })
    const stored = (await client.send('GET', `/v3/webhooks/${id}`)).json().data[0]
    assert.deepEqual(
      [stored.url, stored.description, stored.events_per_message, stored.types],
      [moved, 'Our offers sync', 7, ['job_offer.created']],
    )
  })

  test('an admin reads a data client’s webhook endpoints and each one’s deliveries from the Clients page, read only', async () => {
    const client = await harness.service.newClient('console webhooks watched')
    receiver.answerWith(() => ({ status: 200 }))
    const made = await client.send('POST', '/v3/webhooks', { url: receiver.url, description: 'Their sync' })
    assert.equal(made.statusCode, 201, made.body)
    const { id } = made.json().data[0] as { id: number }
    await pushed(client, STEPS, [applicationStep()])
    const admin = await harness.service.newAdminClient('console webhooks admin')
    await inBrowser(async ({ page }) => {
      await signIn(page, admin, 'Clients')
      await page.locator(`tr[data-client="${client.clientId}"]`).getByRole('link', { name: 'Webhooks' }).click()
      await page.getByRole('heading', { level: 1, name: 'Webhooks of console webhooks watched' }).waitFor()
      const [row] = await tableRows(page, '#webhooks-table')
      assert.equal(row?.[0], receiver.url)
      assert.equal(row?.[5], 'Their sync')
      await page.locator('#webhooks-table tbody a').click()
      await page
        .getByRole('heading', { level: 1, name: `Webhook endpoint ${id} of console webhooks watched` })
        .waitFor()
      assert.equal((await facts(page)).URL, receiver.url)
      const [delivered] = await deliveriesUntil(page, 1, 'delivered')
      assert.equal(delivered?.cells[3], '1')
      assert.equal(
        await page
          .getByRole('button')
          .filter({ hasText: /Send a test|Disable|Rotate|Delete/ })
          .count(),
        0,
      )
      await checkPage(page, 'client-webhook')
    })
  })

  test('on a phone, the list and an endpoint with its deliveries fit the width', async () => {
    const client = await harness.service.newClient('console webhooks phone')
    receiver.answerWith(() => ({ status: 200 }))
    const made = await client.send('POST', '/v3/webhooks', {
      url: receiver.url,
      types: ['application_step.created'],
      description: 'Our ATS sync',
    })
    assert.equal(made.statusCode, 201, made.body)
    const { id } = made.json().data[0] as { id: number }
    await pushed(client, STEPS, [applicationStep()])
    await inBrowser(
      async ({ page }) => {
        await signIn(page, client)
        await page.goto(`${harness.base}/console/#/webhooks`)
        await tableRows(page, '#webhooks-table')
        await page.getByLabel('Only these:').check()
        await checkPage(page, 'webhooks-phone')
        await page.goto(`${harness.base}/console/#/webhooks/${id}`)
        await deliveriesUntil(page, 1, 'delivered')
        await page.getByRole('button', { name: 'Send a test' }).click()
        await page.locator('#webhook-test-result', { hasText: 'status 200' }).waitFor()
        await checkPage(page, 'webhook-phone')
      },
      { viewport: PHONE },
    )
  })
})
