import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createRejectionLog } from '../src/db/rejections.ts'
import { createRejectionsPruning } from '../src/jobs/rejections-pruning.ts'
import { applicationStep, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * The rejection log's cap holds when it is written, not after the next pruning run: a client's log
 * never holds more than MAX_REJECTIONS_PER_CLIENT rows, its oldest going as new ones come; and a client
 * that sends only garbage is refused (429) once it has had that many rejections in the hour.
 */

const STEPS = '/v3/ats/application-steps'
const CAP = 5
const invalid = (n: number) => applicationStep({ application_ats_id: `bad-${n}`, recorded_at: `not a time ${n}` })
const valid = (n: number) => applicationStep({ application_ats_id: `good-${n}` })

describe('the rejection log’s cap, at write time', () => {
  let service: TestService
  let clock = new Date('2026-11-20T10:15:00Z')
  before(async () => {
    service = await startService({ now: () => clock, config: { maxRejectionsPerClient: CAP } })
  })
  after(() => service.close())

  const logged = async (client: TestClient) => {
    const page = (await client.send('GET', '/v3/rejections?limit=1000')).json()
    return page.data.map(
      (entry: { natural_key: { application_ats_id?: string } }) => entry.natural_key.application_ats_id,
    )
  }

  test('a client’s log never holds more than the cap: each write deletes its oldest beyond it', async () => {
    clock = new Date('2026-11-20T10:15:00Z')
    const client = await service.newClient('capped')
    let n = 0
    const sent: string[] = []
    for (let batch = 0; batch < 4; batch++) {
      const items = [invalid(n++), valid(n++), invalid(n++), invalid(n++)]
      sent.push(
        ...items
          .filter((item) => String(item.application_ats_id).startsWith('bad'))
          .map((item) => String(item.application_ats_id)),
      )
      const answer = await client.send('POST', STEPS, items)
      assert.equal(answer.statusCode, 207, answer.body)
      const kept = await logged(client)
      assert.ok(kept.length <= CAP, `${kept.length} rows after batch ${batch}`)
      assert.deepEqual(kept, sent.slice(-CAP).reverse(), 'the newest are kept, newest first')
    }
  })

  test('past the cap in one UTC hour, a batch whose every item is invalid is 429 until the hour ends, and logs nothing', async () => {
    clock = new Date('2026-11-20T10:15:00Z')
    const client = await service.newClient('garbage only')
    const first = await client.send('POST', STEPS, [invalid(1), invalid(2), invalid(3)])
    assert.equal(first.statusCode, 400)
    const second = await client.send('POST', STEPS, [invalid(4), invalid(5), invalid(6)])
    assert.equal(second.statusCode, 400, 'under the cap when it came: answered and logged')
    const third = await client.send('POST', STEPS, [invalid(7)])
    assert.equal(third.statusCode, 429, third.body)
    assert.equal(third.headers['retry-after'], String(45 * 60))
    assert.equal(third.json().errors[0].data.code, 'rate_limited')
    const notJson = await client.send('POST', STEPS, '[{', { 'content-type': 'application/json' })
    assert.equal(notJson.statusCode, 400)
    assert.deepEqual(await logged(client), ['bad-6', 'bad-5', 'bad-4', 'bad-3', 'bad-2'])
    const mixed = await client.send('POST', STEPS, [valid(8), invalid(9)])
    assert.equal(mixed.statusCode, 207, 'a batch with valid items is stored, and its rejections logged')
    clock = new Date('2026-11-20T11:00:00Z')
    assert.equal((await client.send('POST', STEPS, [invalid(10)])).statusCode, 400, 'a new hour')
  })

  test('the rows pruned by age are taken from the count: later writes keep everything within the cap', async () => {
    clock = new Date('2026-11-20T10:15:00Z')
    const client = await service.newClient('aged')
    await client.send('POST', STEPS, [invalid(1), invalid(2), invalid(3), invalid(4)])
    const pruning = createRejectionsPruning({
      log: createRejectionLog(service.db),
      retentionDays: 30,
      maxPerClient: CAP,
      logger: service.app.log,
      now: () => new Date('2026-12-31T00:00:00Z'),
    })
    const run = await pruning.runOnce()
    assert.ok(run.expired >= 4)
    await client.send('POST', STEPS, [invalid(5), invalid(6), invalid(7)])
    assert.deepEqual(await logged(client), ['bad-7', 'bad-6', 'bad-5'])
  })
})
