import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { funnelApplications } from '../src/db/funnel-applications.ts'
import { addActivity } from '../src/db/ingestion-activity.ts'
import { createIngestionJournal } from '../src/db/ingestion-journal.ts'
import { createStore } from '../src/db/stores.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { FUNNEL_GROUPINGS } from '../src/domain/funnel.ts'
import { applicationStep, onPostgres, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * The funnel report by job offer, subsidiary and source counts each application from its row in
 * funnel_applications (migration 014), which every write of steps keeps: after any mix of batches,
 * re-sends that change a step's groups, PATCHes that move steps, and concurrent batches of the same
 * applications, its figures must be those counted from the steps themselves.
 */

const STEP_NAMES = ['applied', 'screening', 'interview', 'offer', 'hired']
const OFFERS = ['JO-1', 'JO-2', 'JO-3']
const SOURCES = ['board', 'referral', null]
const SUBSIDIARIES = ['Paris', 'Lyon', null]
const APPLICATIONS = 40
/** Ranges with applications inside, across one edge, across both, and none. */
const RANGES = [
  ['2026-11-01', '2026-11-08'],
  ['2026-10-25', '2026-11-15'],
  ['2026-11-10', '2026-11-11'],
  ['2026-10-01', '2026-12-01'],
  ['2027-01-01', '2027-01-02'],
] as const

/** A small seeded generator (mulberry32): the same data on every run, and a failure can be replayed. */
function seeded(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T }
}

type Figures = Map<string, { applications: number; steps: Record<string, number> }>

/** The figures counted from the steps alone, as the report defines them: distinct applications per group. */
async function figuresFromSteps(service: TestService, clientId: string, groupBy: string, from: string, to: string) {
  const key = groupBy === 'day' ? "to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')" : groupBy
  const inRange = `client_id = $1 AND recorded_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
    AND recorded_at < ($3::date)::timestamp AT TIME ZONE 'UTC'`
  const rows = await service.db.query<{ key: string | null; step: string | null; n: number }>(
    `SELECT ${key} AS key, NULL AS step, count(DISTINCT application_ats_id)::int AS n
       FROM application_steps WHERE ${inRange} GROUP BY 1
     UNION ALL
     SELECT ${key} AS key, step, count(DISTINCT application_ats_id)::int AS n
       FROM application_steps WHERE ${inRange} GROUP BY 1, step`,
    [clientId, from, to],
  )
  const figures: Figures = new Map()
  for (const row of rows) {
    const group = figures.get(String(row.key)) ?? { applications: 0, steps: {} }
    if (row.step === null) group.applications = row.n
    else group.steps[row.step] = row.n
    figures.set(String(row.key), group)
  }
  return figures
}

async function figuresOfReport(client: TestClient, groupBy: string, from: string, to: string) {
  const answer = await client.send('GET', `/v3/reports/funnel?from=${from}&to=${to}&group_by=${groupBy}&limit=1000`)
  assert.equal(answer.statusCode, 200, answer.body)
  const figures: Figures = new Map()
  for (const group of answer.json().data as {
    group: string | null
    applications: number
    steps: Record<string, number>
  }[]) {
    // Groups with activities only have no applications: the steps alone know nothing of them.
    if (group.applications > 0)
      figures.set(String(group.group), { applications: group.applications, steps: group.steps })
  }
  return figures
}

describe("the funnel's applications: the report from their rows equals the count from the steps", () => {
  let service: TestService
  let client: TestClient
  const random = seeded(20261127)
  /** Each application's groups: most steps of an application have them, a few do not. */
  const groupsOf = Array.from({ length: APPLICATIONS }, () => ({
    job_offer_reference: random.pick(OFFERS),
    source: random.pick(SOURCES),
    subsidiary: random.pick(SUBSIDIARIES),
  }))
  const sent: Record<string, unknown>[] = []

  const randomTime = () =>
    new Date(Date.parse('2026-10-20T00:00:00Z') + Math.floor(random.next() * 35 * 24) * 3_600_000).toISOString()

  function randomStep(): Record<string, unknown> {
    const application = Math.floor(random.next() * APPLICATIONS)
    const groups = random.next() < 0.1 ? { source: random.pick(SOURCES) } : {}
    return applicationStep({
      application_ats_id: `A-${application}`,
      candidate_ats_id: `C-${application}`,
      step: random.pick(STEP_NAMES),
      recorded_at: randomTime(),
      ...groupsOf[application],
      ...groups,
    })
  }

  async function send(steps: Record<string, unknown>[]) {
    const answer = await client.send('POST', '/v3/ats/application-steps', steps)
    assert.equal(answer.statusCode, 201, answer.body)
    sent.push(...steps)
    return answer.json().data as { id: number }[]
  }

  async function assertReportsMatchSteps(when: string) {
    for (const groupBy of FUNNEL_GROUPINGS) {
      for (const [from, to] of RANGES) {
        assert.deepEqual(
          await figuresOfReport(client, groupBy, from, to),
          await figuresFromSteps(service, client.clientId, groupBy, from, to),
          `${when}: by ${groupBy} over [${from}, ${to})`,
        )
      }
    }
  }

  before(async () => {
    service = await startService()
    client = await service.newClient('funnel applications')
  })
  after(() => service.close())

  test('after batches of new steps, in several requests per application', async () => {
    for (let batch = 0; batch < 4; batch++) await send(Array.from({ length: 25 }, randomStep))
    // Across the edges of [2026-11-01, 2026-11-08) by a day: a name last reached the day before the
    // start, or first reached on the end's day (excluded), is not reached in the range.
    const edge = (application: string, step: string, day: string) =>
      applicationStep({ application_ats_id: application, step, recorded_at: `${day}T12:00:00Z` })
    await send([edge('A-start', 'applied', '2026-10-31'), edge('A-start', 'interview', '2026-11-01')])
    await send([edge('A-end', 'applied', '2026-11-07'), edge('A-end', 'interview', '2026-11-08')])
    await assertReportsMatchSteps('new steps')
  })

  test('after re-sends that change the job offer, subsidiary or source of stored steps', async () => {
    const resent = Array.from({ length: 20 }, () => {
      const step = random.pick(sent)
      return { ...step, [random.pick(['job_offer_reference', 'subsidiary', 'source'])]: random.pick(['JO-9', 'Nice']) }
    })
    await send(resent)
    // And re-sent unchanged, then with only a field the report does not read changed.
    await send(resent.slice(0, 5))
    await send(resent.slice(5, 10).map((step) => ({ ...step, job_offer_title: 'Retitled' })))
    await assertReportsMatchSteps('re-sends')
  })

  test('after PATCHes that move steps between applications, days, names and groups', async () => {
    const ids = await send(Array.from({ length: 20 }, randomStep))
    const changes = [
      () => ({ application_ats_id: `A-${Math.floor(random.next() * APPLICATIONS)}` }),
      () => ({ recorded_at: randomTime() }),
      () => ({ step: random.pick(STEP_NAMES) }),
      () => ({ job_offer_reference: random.pick(OFFERS), subsidiary: random.pick(SUBSIDIARIES) }),
      () => ({ candidate_mail: 'moved@example.org' }),
      () => ({ application_ats_id: 'A-new', recorded_at: randomTime() }),
    ]
    for (const [i, { id }] of ids.entries()) {
      const answer = await client.send('PATCH', `/v3/ats/application-steps/${id}`, changes[i % changes.length]?.())
      // A change onto another step's natural key is refused and changes nothing.
      assert.ok([200, 409].includes(answer.statusCode), answer.body)
    }
    await assertReportsMatchSteps('PATCHes')
  })

  test('after concurrent batches of the same applications, each merging into rows the other may have written', async () => {
    for (let round = 0; round < 3; round++) {
      const applications = Array.from({ length: 8 }, (_, i) => `A-concurrent-${round}-${i}`)
      const batches = Array.from({ length: 4 }, (_, b) =>
        applications.map((application, i) =>
          applicationStep({
            application_ats_id: application,
            candidate_ats_id: `C-concurrent-${i}`,
            step: STEP_NAMES[b] as string,
            recorded_at: randomTime(),
            ...groupsOf[i],
          }),
        ),
      )
      await Promise.all(batches.map(send))
    }
    await assertReportsMatchSteps('concurrent batches')
  })

  test("every summarised row holds exactly its application's steps; every other row spans them", async () => {
    const wrong = await service.db.query(
      `WITH per_step AS (
         SELECT application_ats_id, step, min((recorded_at AT TIME ZONE 'UTC')::date) AS first_day,
           max((recorded_at AT TIME ZONE 'UTC')::date) AS last_day
         FROM application_steps WHERE client_id = $1 GROUP BY application_ats_id, step
       ), truth AS (
         SELECT application_ats_id, min(first_day) AS first_day, max(last_day) AS last_day,
           array_to_json(array_agg(step ORDER BY step))::text AS step_set,
           array_agg(step ORDER BY first_day, step) AS steps_by_first_day,
           array_agg(first_day ORDER BY first_day, step) AS first_days,
           array_agg(step ORDER BY last_day, step) AS steps_by_last_day,
           array_agg(last_day ORDER BY last_day, step) AS last_days
         FROM per_step GROUP BY application_ats_id
       )
       SELECT truth.application_ats_id, kept.summarised
       FROM truth LEFT JOIN funnel_applications AS kept
         ON kept.client_id = $1 AND kept.application_ats_id = truth.application_ats_id
       WHERE kept.application_ats_id IS NULL
         OR kept.first_day > truth.first_day OR kept.last_day < truth.last_day
         OR (kept.summarised
             AND (kept.first_day, kept.last_day, kept.step_set, kept.steps_by_first_day, kept.first_days,
                  kept.steps_by_last_day, kept.last_days)
               IS DISTINCT FROM (truth.first_day, truth.last_day, truth.step_set, truth.steps_by_first_day,
                  truth.first_days, truth.steps_by_last_day, truth.last_days)
             OR kept.summarised AND EXISTS (
               SELECT FROM application_steps AS step
               WHERE step.client_id = $1 AND step.application_ats_id = truth.application_ats_id
                 AND (step.job_offer_reference, step.subsidiary, step.source)
                   IS DISTINCT FROM (kept.job_offer_reference, kept.subsidiary, kept.source)))`,
      [client.clientId],
    )
    assert.deepEqual(wrong, [])
    const [counts] = await service.db.query<{ summarised: number; others: number }>(
      `SELECT count(*) FILTER (WHERE summarised)::int AS summarised, count(*) FILTER (WHERE NOT summarised)::int AS others
       FROM funnel_applications WHERE client_id = $1`,
      [client.clientId],
    )
    // Both kinds occur, so that both ways of counting were compared above.
    assert.ok((counts?.summarised ?? 0) > 10 && (counts?.others ?? 0) > 5, JSON.stringify(counts))
  })

  test("a PATCH of an application that a batch is writing waits for the batch: both lock the application's row, then the counters", {
    skip: onPostgres ? false : 'needs two connections (TEST_DATABASE_URL)',
  }, async () => {
    const store = createStore(service.db, applicationSteps)
    const journal = createIngestionJournal(service.db)
    const clientId = client.clientId
    const step = (overrides: Record<string, unknown>) =>
      applicationStep({ application_ats_id: 'A-locks', recorded_at: '2026-11-20T10:15:00Z', ...overrides })
    const [id] = await store.storeBatch(clientId, [step({ step: 'applied' })] as never)
    // Every counter write on one slot of its hour (each picks one of 16 at random): the two writes meet there.
    const random = Math.random
    Math.random = () => 0
    try {
      await addActivity(service.db, clientId, 'application-steps', { created: 1, batches: 1 }, new Date())
      let merged: () => void = () => {}
      const mergeDone = new Promise<void>((resolve) => {
        merged = resolve
      })
      const batch = service.db.transaction(async (tx) => {
        await funnelApplications.afterBatch(tx, clientId, [
          step({ step: 'interview', recorded_at: '2026-11-21T10:00:00Z' }),
        ])
        merged()
        await new Promise((resolve) => setTimeout(resolve, 300))
        await addActivity(tx, clientId, 'application-steps', { created: 1, batches: 1 }, new Date())
      })
      await mergeDone
      const patch = store.update(
        clientId,
        id as number,
        { job_offer_reference: 'JO-moved' },
        journal.change({ clientId, resource: 'application-steps' }),
      )
      const outcomes = await Promise.allSettled([batch, patch])
      assert.deepEqual(
        outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'done')),
        ['done', 'done'],
      )
    } finally {
      Math.random = random
    }
  })
})
