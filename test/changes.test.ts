import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createChangeFeed } from '../src/db/change-feed.ts'
import { createIngestionJournal } from '../src/db/ingestion-journal.ts'
import { createPersonalDataStore } from '../src/db/personal-data.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import type { RecordOfResource } from '../src/domain/resource.ts'
import { createChangesPruning } from '../src/jobs/changes-pruning.ts'
import {
  activity,
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  jobOffer,
  onPostgres,
  startService,
  storedApplicationStep,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * The change feed, GET /v3/changes, through HTTP: each change is one event of its type and nothing else
 * is; the parameters; the pruning's 410; and its guarantee: a consumer that follows next_after sees
 * every committed change once, in one order, even when transactions commit in the opposite order to
 * the one they started in, with 20 writers at once, and across two nodes.
 */

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const OFFERS = '/v3/jobboard/job-offers'
const DAY_MS = 86_400_000

interface Event {
  sequence: string
  type: string
  resource: string
  id: number
  occurred_at: string
  data?: Record<string, unknown> | null
}

/** Every event after `from` (all of them when undefined), following next_after; and where it ended. */
async function follow(
  client: Pick<TestClient, 'send'>,
  from?: string,
  query = '',
): Promise<{ events: Event[]; next: string }> {
  const events: Event[] = []
  let next = from
  for (;;) {
    const url = `/v3/changes?limit=7${next === undefined ? '' : `&after=${next}`}${query}`
    const answer = await client.send('GET', url)
    assert.equal(answer.statusCode, 200, answer.body)
    const page = answer.json() as { data: Event[]; next_after: string }
    events.push(...page.data)
    if (page.data.length === 0) return { events, next: page.next_after }
    next = page.next_after
  }
}

const brief = (events: readonly Event[]) => events.map((event) => `${event.type} ${event.id}`)

describe('the change feed', () => {
  let service: TestService
  let clock = Date.parse('2026-11-20T10:00:00Z')
  const now = () => new Date(clock)

  before(async () => {
    service = await startService({ now })
  })
  after(async () => service.close())

  test('each change of a record is one event of its type; a re-send or a PATCH that changes nothing makes none', async () => {
    const client = await service.newClient('each change')
    const sent = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers = {}) => {
      const answer = await client.send(method, url, body, headers)
      assert.ok(answer.statusCode < 300, answer.body)
      return answer.json()
    }
    const step = (await sent('POST', STEPS, [applicationStep({ candidate_mail: 'jane@example.org' })])).data[0].id
    await sent('POST', STEPS, [applicationStep({ candidate_mail: 'jane@example.org' })]) // the same: nothing
    await sent('POST', STEPS, [applicationStep({ candidate_mail: 'jane@example.org', source: 'indeed' })])
    await sent('PATCH', `${STEPS}/${step}`, { source: 'indeed' }) // the same: nothing
    await sent('PATCH', `${STEPS}/${step}`, { source: 'board' })
    await sent('DELETE', '/v3/ats/candidates/C-1/personal-data')
    await sent('DELETE', '/v3/ats/candidates/C-1/personal-data') // erased already: nothing
    const act = (await sent('POST', ACTIVITIES, [activity()])).data[0].id
    await sent('POST', ACTIVITIES, [activity({ count: 9 })])
    // Without the ids in the answer, the events are the same.
    await sent('POST', OFFERS, [jobOffer()], { prefer: 'return=minimal' })
    await sent('POST', OFFERS, [jobOffer({ title: 'Data engineer' })], { prefer: 'return=minimal' })
    await sent('POST', OFFERS, [jobOffer({ title: 'Data engineer' })], { prefer: 'return=minimal' })
    const { events } = await follow(client)
    const offer = events.at(-1)?.id
    assert.deepEqual(brief(events), [
      `application_step.created ${step}`,
      `application_step.updated ${step}`,
      `application_step.updated ${step}`,
      `application_step.personal_data_erased ${step}`,
      `activity.created ${act}`,
      `activity.updated ${act}`,
      `job_offer.created ${offer}`,
      `job_offer.updated ${offer}`,
    ])
    assert.deepEqual(
      events.map((event) => event.resource),
      [...Array(4).fill('application-steps'), ...Array(2).fill('activities'), ...Array(2).fill('job-offers')],
    )
    const sequences = events.map((event) => event.sequence)
    assert.deepEqual([...sequences].sort(), sequences, 'byte order is the feed order')
    assert.equal(new Set(sequences).size, sequences.length)
    assert.ok(sequences.every((sequence) => sequence.length === sequences[0]?.length))
    assert.ok(events.every((event) => event.occurred_at === '2026-11-20T10:00:00.000Z'))
  })

  test('an erasure by the retention makes the same event as one by request', async () => {
    const client = await service.newClient('retention')
    const stored = await client.send('POST', STEPS, [
      applicationStep({ candidate_phone: '+33612345678', recorded_at: '2020-01-01T00:00:00Z' }),
    ])
    const id = stored.json().data[0].id
    const { next } = await follow(client)
    const erased = await createPersonalDataStore(service.db, now).eraseChunkRecordedBefore(new Date('2021-01-01'), 1000)
    assert.ok(erased !== undefined && erased >= 1)
    const { events } = await follow(client, next, '&include=data')
    assert.deepEqual(brief(events), [`application_step.personal_data_erased ${id}`])
    assert.equal(events[0]?.data?.candidate_phone, null)
  })

  test('include=data adds each record as it is now: an erased e-mail is not in it, even on its creation event', async () => {
    const client = await service.newClient('include data')
    const stored = await client.send('POST', STEPS, [applicationStep({ candidate_mail: 'jane@example.org' })])
    const id = stored.json().data[0].id
    assert.equal((await client.send('PATCH', `${STEPS}/${id}`, { source: 'board' })).statusCode, 200)
    const before = await follow(client, undefined, '&include=data')
    assert.deepEqual(
      before.events.map((event) => [event.data?.candidate_mail, event.data?.source]),
      [
        ['jane@example.org', 'board'],
        ['jane@example.org', 'board'],
      ],
    )
    const read = (await client.send('GET', `${STEPS}/${id}`)).json().data[0]
    assert.deepEqual(before.events[0]?.data, read, 'as the read side returns it')
    assert.equal((await client.send('DELETE', '/v3/ats/candidates/C-1/personal-data')).statusCode, 200)
    const afterwards = await follow(client, undefined, '&include=data')
    assert.equal(afterwards.events.length, 3)
    for (const event of afterwards.events) assert.equal(event.data?.candidate_mail, null)
    assert.ok(!JSON.stringify(afterwards.events).includes('jane@example.org'))
    const without = await follow(client)
    assert.ok(without.events.every((event) => !('data' in event)))
  })

  test('include=data gives each resource’s record as its read returns it, whatever its text holds', async () => {
    const client = await service.newClient('include data, every resource')
    const text = 'Quote " backslash \\ tab\t line\n control \u0001 é 𝄞'
    for (const [url, item] of [
      [STEPS, applicationStep({ job_offer_title: text })],
      [ACTIVITIES, activity({ job_offer_reference: text, count: 12 })],
      [OFFERS, jobOffer({ title: text })],
    ] as const) {
      const stored = await client.send('POST', url, [item])
      assert.equal(stored.statusCode, 201, stored.body)
    }
    const { events } = await follow(client, undefined, '&include=data')
    assert.equal(events.length, 3)
    const pathOf: Record<string, string> = { 'application-steps': STEPS, activities: ACTIVITIES, 'job-offers': OFFERS }
    for (const event of events) {
      const read = (await client.send('GET', `${pathOf[event.resource]}/${event.id}`)).json()
      assert.deepEqual(event.data, read.data[0], event.type)
    }
  })

  test('types keeps the events of those types; limit and after are checked as on the lists', async () => {
    const client = await service.newClient('parameters')
    await client.send('POST', OFFERS, [jobOffer(), jobOffer({ reference: 'JO-2' })])
    await client.send('POST', ACTIVITIES, [activity()])
    await client.send('POST', OFFERS, [jobOffer({ title: 'Changed' })])
    const { events } = await follow(client, undefined, '&types=job_offer.updated,activity.created')
    assert.deepEqual(
      events.map((event) => event.type),
      ['activity.created', 'job_offer.updated'],
    )
    const all = (await client.send('GET', '/v3/changes?limit=2')).json()
    assert.equal(all.data.length, 2)
    assert.equal(all.next_after, all.data[1].sequence)
    const rest = (await client.send('GET', `/v3/changes?after=${all.next_after}`)).json()
    assert.equal(rest.data.length, 2)
    const empty = (await client.send('GET', `/v3/changes?after=${rest.next_after}`)).json()
    assert.deepEqual([empty.data, empty.next_after], [[], rest.next_after], 'an empty page: the after given')
    for (const [query, parameter, code] of [
      ['limit=0', 'limit', 'out_of_range'],
      ['limit=1001', 'limit', 'out_of_range'],
      ['limit=x', 'limit', 'invalid_format'],
      ['after=12', 'after', 'invalid_format'],
      ['after=9999999999999999999', 'after', 'invalid_format'],
      ['types=job_offer.deleted', 'types', 'invalid_format'],
      ['include=everything', 'include', 'not_allowed_value'],
      ['since=2026-01-01', 'since', 'unknown_parameter'],
    ] as const) {
      const answer = await client.send('GET', `/v3/changes?${query}`)
      assert.equal(answer.statusCode, 400, query)
      assert.ok(isContractErrorBody(answer.json()), query)
      assert.deepEqual(answer.json().errors[0].data, { code, parameter }, query)
    }
  })

  test('an after before the events kept is 410, saying to resynchronise with updated_since and where the feed starts', async () => {
    let client = await service.newClient('pruned')
    await client.send('POST', OFFERS, [jobOffer()])
    const first = (await follow(client)).events
    assert.equal(first.length, 1)
    // A consumer that started before the first event, and had not read it.
    const start = '0'.repeat(first[0]?.sequence.length ?? 0)
    clock += 8 * DAY_MS
    // A token of the new time: the first has expired.
    const token = (await service.requestToken(client.clientId, client.clientSecret)).json().access_token
    client = {
      ...client,
      send: (method, url, body, headers = {}) =>
        service.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, ...headers },
          ...(body === undefined ? {} : { payload: body as object }),
        }) as never,
    }
    await client.send('POST', OFFERS, [jobOffer({ title: 'Later' })])
    const pruning = createChangesPruning({
      feed: createChangeFeed(service.db),
      retentionDays: service.config.changesRetentionDays,
      logger: service.app.log,
      now,
    })
    const run = await pruning.runOnce()
    assert.equal(run.outcome, 'done')
    assert.ok(run.pruned >= 1)
    const gone = await client.send('GET', `/v3/changes?after=${start}`)
    assert.equal(gone.statusCode, 410, gone.body)
    assert.ok(isContractErrorBody(gone.json()))
    assert.equal(gone.json().errors[0].data.code, 'changes_expired')
    const { message } = gone.json()
    assert.match(message, /updated_since/)
    assert.match(message, /CHANGES_RETENTION_DAYS is 7/)
    assert.match(message, new RegExp(`after=${first[0]?.sequence}`), 'the feed starts after the last event pruned')
    // From the oldest kept (no after), or from where the 410 says: the event kept.
    const kept = await follow(client)
    assert.deepEqual(brief(kept.events), [`job_offer.updated ${first[0]?.id}`])
    assert.deepEqual(brief((await follow(client, first[0]?.sequence)).events), brief(kept.events))
  })
})

describe('the change feed: its order is the order in which writes commit', () => {
  let database: TestDatabase
  let nodes: TestService[]

  before(async () => {
    database = await createTestDatabase()
    nodes = [await startService({ database }), await startService({ database })]
  })
  after(async () => {
    for (const node of nodes) await node.close()
    await database.drop()
  })

  test('a write that started first and commits last has its events after those of the write that committed first', async () => {
    const [node] = nodes as [TestService]
    const client = await node.newClient('opposite order')
    const seen = await follow(client)
    // The first writer, through the same store and journal as a batch: held open after its records are
    // stored, before its events are numbered.
    const store = createRecordStore(node.db, applicationSteps)
    const journal = createIngestionJournal(node.db)
    const context = {
      clientId: client.clientId,
      resource: applicationSteps.name,
      requestId: 'first',
      naturalKey: applicationSteps.naturalKey,
      changed: applicationSteps,
    }
    let stored: () => void = () => {}
    const storedFirst = new Promise<void>((resolve) => {
      stored = resolve
    })
    let commit: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      commit = resolve
    })
    const first = store.storeBatch(
      client.clientId,
      [storedApplicationStep({ application_ats_id: 'A-first' })] as RecordOfResource<typeof applicationSteps>[],
      async (tx, tally) => {
        stored()
        await released
        await journal.batch(context, [])(tx, tally)
      },
    )
    await storedFirst
    const second = client.send('POST', STEPS, [applicationStep({ application_ats_id: 'A-second' })])
    let secondId: number | undefined
    if (onPostgres) {
      // A second connection: the second write stores and commits while the first is open.
      const answer = await second
      assert.equal(answer.statusCode, 201, answer.body)
      secondId = answer.json().data[0].id
      const meanwhile = await follow(client, seen.next)
      assert.deepEqual(brief(meanwhile.events), [`application_step.created ${secondId}`])
      seen.events.push(...meanwhile.events)
      seen.next = meanwhile.next
    }
    // (The embedded database runs one transaction at a time: there, the second waits for the first.)
    commit()
    const [firstId] = await first
    if (!onPostgres) secondId = (await second).json().data[0].id
    const later = await follow(client, seen.next)
    seen.events.push(...later.events)
    assert.deepEqual(
      new Set(brief(seen.events)),
      new Set([`application_step.created ${firstId}`, `application_step.created ${secondId}`]),
    )
    if (onPostgres) assert.deepEqual(brief(later.events), [`application_step.created ${firstId}`])
    const sequences = seen.events.map((event) => event.sequence)
    assert.deepEqual([...sequences].sort(), sequences)
  })

  for (const [title, nodeOf] of [
    ['one node', () => 0],
    ['two nodes, each writer and the reader going to both', (i: number) => i % 2],
  ] as const) {
    test(`20 concurrent writers while a reader follows the feed (${title}): the reader's events are the acknowledged changes, once each, in order`, async () => {
      const client = await (nodes[0] as TestService).newClient(`twenty writers, ${title}`)
      const via = (i: number): Pick<TestClient, 'send'> => ({
        send: (method, url, body, headers = {}) =>
          (nodes[nodeOf(i)] as TestService).app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${client.token}`, ...headers },
            ...(body === undefined ? {} : { payload: body as object }),
          }) as never,
      })
      const acknowledged: string[] = []
      let writing = true
      const writers = Array.from({ length: 20 }, async (_, writer) => {
        const sender = via(writer)
        // An application step of its own, patched each round: a PATCH numbers its events in its statement.
        const step = await sender.send('POST', STEPS, [applicationStep({ application_ats_id: `A-${writer}` })])
        assert.equal(step.statusCode, 201, step.body)
        const stepId = step.json().data[0].id
        acknowledged.push(`application_step.created ${stepId}`)
        for (let round = 0; round < 3; round++) {
          const patched = await sender.send('PATCH', `${STEPS}/${stepId}`, { source: `round ${round}` })
          assert.equal(patched.statusCode, 200, patched.body)
          acknowledged.push(`application_step.updated ${stepId}`)
          // Two new offers, then one of them changed: two created, then one updated.
          const offers = [0, 1].map((k) => jobOffer({ reference: `JO-${writer}-${round}-${k}`, title: 'new' }))
          const answer = await sender.send('POST', OFFERS, offers)
          assert.equal(answer.statusCode, 201, answer.body)
          const ids = answer.json().data.map((record: { id: number }) => record.id)
          for (const id of ids) acknowledged.push(`job_offer.created ${id}`)
          const changed = await sender.send('POST', OFFERS, [{ ...offers[0], title: 'changed' }])
          assert.equal(changed.statusCode, 201, changed.body)
          acknowledged.push(`job_offer.updated ${ids[0]}`)
        }
      })
      const done = Promise.all(writers).finally(() => {
        writing = false
      })
      const seen: Event[] = []
      let next: string | undefined
      let reads = 0
      while (writing || reads === 0) {
        const page = await follow(via(reads++), next)
        seen.push(...page.events)
        next = page.next
      }
      await done
      seen.push(...(await follow(via(reads), next)).events)
      assert.equal(acknowledged.length, 20 * (1 + 3 * 4))
      assert.deepEqual(brief(seen).sort(), [...acknowledged].sort())
      const sequences = seen.map((event) => event.sequence)
      assert.equal(new Set(sequences).size, sequences.length, 'no event twice')
      assert.deepEqual([...sequences].sort(), sequences, 'never one that sorts before one seen')
    })
  }
})
