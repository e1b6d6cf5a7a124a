import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { InjectOptions } from 'fastify'
import {
  activity,
  applicationStep,
  jobOffer,
  type Reply,
  startService,
  type TestClient,
  type TestService,
} from './helpers.ts'

/**
 * The tenancy matrix: client B can neither read, change, erase nor detect client A's records. Every
 * answer B gets about A's records is compared with the answer for records nobody has: same status,
 * same headers (but those that differ per request), same body once the id asked for is set aside.
 */

const STEPS = '/v3/ats/application-steps'
const ACTIVITIES = '/v3/jobboard/activities'
const JOB_OFFERS = '/v3/jobboard/job-offers'
const TABLE_OF: Record<string, string> = {
  [STEPS]: 'application_steps',
  [ACTIVITIES]: 'activities',
  [JOB_OFFERS]: 'job_offers',
}

/** What A sent, and the same-length values nobody sent: answers about either have the same length. */
const A_VALUES = { reference: 'JO-SECRET', application: 'A-SECRET', candidate: 'C-SECRET' }
const NOBODYS = { reference: 'JO-ABSENT', application: 'A-ABSENT', candidate: 'C-ABSENT' }
const A_MAIL = 'a.candidate@example.org'
const A_PHONE = '+33 6 11 22 33 44'

const FORMATS = {
  json: { accept: 'application/json' },
  ndjson: { accept: 'application/x-ndjson' },
  csv: { accept: 'text/csv' },
}

/** Headers that differ between any two requests, whoever sends them. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'date', 'ratelimit-remaining', 'ratelimit-reset'])

/** The parts of an answer that a client could observe, with the value asked about replaced by a placeholder. */
function observable(answer: Reply, asked: string) {
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_REQUEST_HEADERS.has(name.toLowerCase())),
  )
  return { status: answer.statusCode, headers, body: answer.body.replaceAll(asked, '<asked>') }
}

function assertIndistinguishable(foreign: Reply, absent: Reply, asked: { foreign: string; absent: string }) {
  assert.equal(asked.foreign.length, asked.absent.length, 'compare answers about values of the same length')
  assert.deepEqual(observable(foreign, asked.foreign), observable(absent, asked.absent))
}

describe("tenancy: client B can neither read, change, erase nor detect client A's records", () => {
  let service: TestService
  let a: TestClient
  let b: TestClient
  /** A's record of each resource, by path. */
  const aIds: Record<string, number> = {}

  /** Everything A can see of its records: each one by id, and each full export. */
  async function aView(): Promise<unknown[]> {
    const view: unknown[] = []
    for (const path of [STEPS, ACTIVITIES, JOB_OFFERS]) {
      const one = await a.send('GET', `${path}/${aIds[path]}`)
      assert.equal(one.statusCode, 200, one.body)
      const all = await a.send('GET', path, undefined, FORMATS.ndjson)
      assert.equal(all.statusCode, 200, all.body)
      view.push(one.json(), all.body)
    }
    return view
  }
  let aViewBefore: unknown[]

  async function assertARecordsUnchanged() {
    assert.deepEqual(await aView(), aViewBefore, "A's records are as A left them")
  }

  /** An id no client has in this resource's table, written with as many digits as `like`. */
  async function unusedIdLike(path: string, like: number): Promise<number> {
    const rows = await service.db.query<{ id: number | string }>(`SELECT id FROM ${TABLE_OF[path]}`)
    const used = new Set(rows.map((row) => Number(row.id)))
    const digits = String(like).length
    for (let id = 10 ** (digits - 1); id < 10 ** digits; id++) if (!used.has(id)) return id
    throw new Error(`no unused ${digits}-digit id in ${path}`)
  }

  async function store(client: TestClient, path: string, item: Record<string, unknown>): Promise<number> {
    const answer = await client.send('POST', path, [item])
    assert.equal(answer.statusCode, 201, answer.body)
    return answer.json().data[0].id
  }

  before(async () => {
    service = await startService()
    a = await service.newClient('client A')
    b = await service.newClient('client B')
    aIds[STEPS] = await store(
      a,
      STEPS,
      applicationStep({
        job_offer_reference: A_VALUES.reference,
        application_ats_id: A_VALUES.application,
        candidate_ats_id: A_VALUES.candidate,
        candidate_mail: A_MAIL,
        candidate_phone: A_PHONE,
      }),
    )
    aIds[ACTIVITIES] = await store(a, ACTIVITIES, activity({ job_offer_reference: A_VALUES.reference, count: 7 }))
    aIds[JOB_OFFERS] = await store(a, JOB_OFFERS, jobOffer({ reference: A_VALUES.reference, title: 'A’s offer' }))
    // B has records of its own, so that its lists are not empty by accident.
    await store(b, STEPS, applicationStep({ application_ats_id: 'A-OF-B', candidate_ats_id: 'C-OF-B' }))
    await store(b, ACTIVITIES, activity({ job_offer_reference: 'JO-OF-B' }))
    await store(b, JOB_OFFERS, jobOffer({ reference: 'JO-OF-B' }))
    aViewBefore = await aView()
  })
  after(() => service.close())

  test('GET, PATCH and erasure of A’s ids answer B exactly as for ids that do not exist', async () => {
    const cases: { name: string; request: (asked: string) => InjectOptions; foreign: string; absent: string }[] = []
    for (const path of [STEPS, ACTIVITIES, JOB_OFFERS]) {
      const foreign = String(aIds[path])
      const absent = String(await unusedIdLike(path, Number(foreign)))
      cases.push({
        name: `GET ${path}/{id}`,
        request: (id) => ({ method: 'GET', url: `${path}/${id}` }),
        foreign,
        absent,
      })
    }
    const stepAbsent = String(await unusedIdLike(STEPS, Number(aIds[STEPS])))
    cases.push(
      {
        name: 'PATCH a step',
        request: (id) => ({ method: 'PATCH', url: `${STEPS}/${id}`, payload: { source: 'changed by B' } }),
        foreign: String(aIds[STEPS]),
        absent: stepAbsent,
      },
      {
        name: 'PATCH a step to an invalid value (validation comes before the lookup)',
        request: (id) => ({ method: 'PATCH', url: `${STEPS}/${id}`, payload: { candidate_mail: 'not a mail' } }),
        foreign: String(aIds[STEPS]),
        absent: stepAbsent,
      },
      {
        name: 'DELETE a candidate’s personal data',
        request: (candidate) => ({ method: 'DELETE', url: `/v3/ats/candidates/${candidate}/personal-data` }),
        foreign: A_VALUES.candidate,
        absent: NOBODYS.candidate,
      },
    )
    for (const { name, request, foreign, absent } of cases) {
      const send = (asked: string) => {
        const options = request(asked)
        return b.send(options.method, options.url as string, options.payload)
      }
      const toForeign = await send(foreign)
      const toAbsent = await send(absent)
      assert.ok([400, 404].includes(toForeign.statusCode), `${name}: ${toForeign.statusCode} ${toForeign.body}`)
      assertIndistinguishable(toForeign, toAbsent, { foreign, absent })
    }
    await assertARecordsUnchanged()
  })

  test('B’s lists and exports filtered to A’s values answer exactly as when filtered to values nobody sent', async () => {
    const filters: [path: string, parameter: string, key: keyof typeof A_VALUES][] = [
      [STEPS, 'job_offer_reference', 'reference'],
      [STEPS, 'application_ats_id', 'application'],
      [STEPS, 'candidate_ats_id', 'candidate'],
      [ACTIVITIES, 'job_offer_reference', 'reference'],
      [JOB_OFFERS, 'reference', 'reference'],
    ]
    for (const [path, parameter, key] of filters) {
      for (const [format, accept] of Object.entries(FORMATS)) {
        const foreign = await b.send('GET', `${path}?${parameter}=${A_VALUES[key]}`, undefined, accept)
        const absent = await b.send('GET', `${path}?${parameter}=${NOBODYS[key]}`, undefined, accept)
        assert.equal(foreign.statusCode, 200, `${path} ${format}: ${foreign.body}`)
        assertIndistinguishable(foreign, absent, { foreign: A_VALUES[key], absent: NOBODYS[key] })
      }
    }
  })

  test('B’s unfiltered lists and exports hold B’s records only', async () => {
    for (const path of [STEPS, ACTIVITIES, JOB_OFFERS]) {
      const page = await b.send('GET', `${path}?limit=1000`)
      assert.equal(page.statusCode, 200, page.body)
      assert.ok(page.json().data.length > 0, path)
      assert.ok(!page.json().data.some((record: { id: number }) => record.id === aIds[path]), path)
      for (const accept of [FORMATS.ndjson, FORMATS.csv]) {
        const exported = await b.send('GET', path, undefined, accept)
        assert.equal(exported.statusCode, 200, exported.body)
        for (const value of [A_VALUES.reference, A_VALUES.application, A_VALUES.candidate, A_MAIL, A_PHONE]) {
          assert.ok(!exported.body.includes(value), `${path} ${accept.accept} holds ${value}`)
        }
      }
    }
  })

  test('B’s batches with A’s natural keys create B’s own records, answered like new ones, and leave A’s alone', async () => {
    const batches: [path: string, sameKeys: Record<string, unknown>, newKeys: Record<string, unknown>][] = [
      [
        STEPS,
        applicationStep({ application_ats_id: A_VALUES.application, source: 'B' }),
        applicationStep({ application_ats_id: NOBODYS.application, source: 'B' }),
      ],
      [
        ACTIVITIES,
        activity({ job_offer_reference: A_VALUES.reference, count: 999 }),
        activity({ job_offer_reference: NOBODYS.reference, count: 999 }),
      ],
      [
        JOB_OFFERS,
        jobOffer({ reference: A_VALUES.reference, title: 'B’s offer' }),
        jobOffer({ reference: NOBODYS.reference, title: 'B’s offer' }),
      ],
    ]
    for (const [path, sameKeys, newKeys] of batches) {
      const onAKeys = await b.send('POST', path, [sameKeys])
      const onNewKeys = await b.send('POST', path, [newKeys])
      assert.equal(onAKeys.statusCode, 201, onAKeys.body)
      assert.equal(onAKeys.statusCode, onNewKeys.statusCode)
      assert.equal(onAKeys.json().message, onNewKeys.json().message)
      const created = onAKeys.json().data[0].id
      assert.notEqual(created, aIds[path], `${path}: B got A's record`)
      const mine = await b.send('GET', `${path}/${created}`)
      assert.equal(mine.statusCode, 200, mine.body)
    }
    await assertARecordsUnchanged()
  })

  test('B can patch its own step to A’s natural key: keys are per client, so no 409 reveals A’s step', async () => {
    const aStep = applicationStep({ application_ats_id: 'A-SECRET-2', step: 'interview' })
    await store(a, STEPS, aStep)
    aViewBefore = await aView()
    const own = await store(b, STEPS, applicationStep({ application_ats_id: 'A-OF-B-2' }))
    const answer = await b.send('PATCH', `${STEPS}/${own}`, {
      application_ats_id: aStep.application_ats_id,
      step: aStep.step,
      recorded_at: aStep.recorded_at,
    })
    assert.equal(answer.statusCode, 200, answer.body)
    await assertARecordsUnchanged()
  })
})
