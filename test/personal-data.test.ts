import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import pino from 'pino'
import { ConfigError, loadConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import { createPersonalDataStore } from '../src/db/personal-data.ts'
import { createPersonalDataRetention } from '../src/jobs/personal-data-retention.ts'
import {
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  LogCapture,
  onPostgres,
  startService,
  type TestClient,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

const STEPS = '/v3/ats/application-steps'
const erasureUrl = (candidate: string) => `/v3/ats/candidates/${candidate}/personal-data`

const MAIL = 'jane.private@example.org'
const PHONE = '+33 6 98 76 54 32'

/** Every optional field set, so that a change to any of them would show. */
const FULL_STEP = {
  job_offer_reference_2: 'JO-1b',
  job_offer_reference_3: 'JO-1c',
  job_offer_title: 'Baker',
  candidate_creation_date: '2026-11-01T08:00:00Z',
  candidate_mail: MAIL,
  candidate_phone: PHONE,
  source: 'jobboard',
  step_ats_id: 'S-1',
  subsidiary: 'North',
  subsidiary_ats_id: 'SUB-1',
}

async function eventually(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await sleep(20)
  }
}

type StoredStep = Record<string, unknown> & {
  id: number
  candidate_mail: string | null
  candidate_phone: string | null
}

/** Every stored column of a client's steps but updated_at, by application_ats_id, as JSON (the same on both drivers). */
async function storedSteps(db: Database, clientId: string): Promise<StoredStep[]> {
  const rows = await db.query<{ step: StoredStep }>(
    `SELECT to_jsonb(s) - 'updated_at' AS step FROM application_steps s WHERE client_id = $1 ORDER BY application_ats_id, id`,
    [clientId],
  )
  return rows.map((row) => row.step)
}

async function updatedAtById(db: Database, clientId: string): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number | string; updated_at: string }>(
    'SELECT id, updated_at::text AS updated_at FROM application_steps WHERE client_id = $1',
    [clientId],
  )
  return new Map(rows.map((row) => [Number(row.id), row.updated_at]))
}

/** An instant after every write so far and before the next one. */
async function instantBetweenWrites(): Promise<string> {
  await sleep(20)
  const instant = new Date().toISOString()
  await sleep(20)
  return instant
}

/** The ids of the client's steps that a list by updated_since returns, in id order. */
async function idsUpdatedSince(client: TestClient, instant: string): Promise<number[]> {
  const answer = await client.send('GET', `/v3/ats/application-steps?updated_since=${instant}`)
  assert.equal(answer.statusCode, 200, answer.body)
  return answer.json().data.map((step: { id: number }) => step.id)
}

async function store(client: TestClient, steps: Record<string, unknown>[]): Promise<number[]> {
  const answer = await client.send('POST', STEPS, steps)
  assert.equal(answer.statusCode, 201, answer.body)
  return (answer.json().data as { id: number }[]).map((step) => step.id)
}

const withoutPersonalData = (step: StoredStep) => ({ ...step, candidate_mail: null, candidate_phone: null })

describe('DELETE /v3/ats/candidates/{candidate_ats_id}/personal-data', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { logLevel: 'trace' } })
  })
  after(() => service.close())

  const erase = (client: TestClient, candidate: string) => client.send('DELETE', erasureUrl(candidate))

  test('clears the e-mail and phone on every step of the candidate, and nothing else of any step', async () => {
    const client = await service.newClient()
    await store(client, [
      applicationStep({ ...FULL_STEP, application_ats_id: 'A-1' }),
      applicationStep({ ...FULL_STEP, application_ats_id: 'A-2', step: 'interview' }),
      applicationStep({ ...FULL_STEP, application_ats_id: 'A-3', candidate_phone: null }),
      applicationStep({ ...FULL_STEP, application_ats_id: 'A-4', candidate_ats_id: 'C-2' }),
    ])
    const before = await storedSteps(service.db, client.clientId)
    assert.equal(before.length, 4)

    const answer = await erase(client, 'C-1')
    assert.equal(answer.statusCode, 200, answer.body)

    const after = await storedSteps(service.db, client.clientId)
    assert.deepEqual(after, [
      withoutPersonalData(before[0] as StoredStep),
      withoutPersonalData(before[1] as StoredStep),
      withoutPersonalData(before[2] as StoredStep),
      before[3],
    ])
    assert.equal(after[3]?.candidate_mail, MAIL, 'the other candidate keeps its e-mail')
    assert.equal(after[3]?.candidate_phone, PHONE, 'the other candidate keeps its phone')
  })

  test('a query parameter (dry_run=true) is 400 naming it, and erases nothing', async () => {
    const client = await service.newClient()
    await store(client, [applicationStep(FULL_STEP)])
    const before = await storedSteps(service.db, client.clientId)
    const answer = await client.send('DELETE', `${erasureUrl('C-1')}?dry_run=true`)
    assert.equal(answer.statusCode, 400, answer.body)
    assert.deepEqual(answer.json(), {
      message: 'The query parameters are invalid (see errors)',
      errors: [
        {
          message: 'dry_run is not a query parameter here; this endpoint takes none',
          data: { code: 'unknown_parameter', parameter: 'dry_run' },
        },
      ],
    })
    assert.deepEqual(await storedSteps(service.db, client.clientId), before)
  })

  test('answers 200 with how many steps changed, counting only those that held an e-mail or a phone', async () => {
    const client = await service.newClient()
    await store(client, [
      applicationStep({ application_ats_id: 'A-1', candidate_mail: MAIL, candidate_phone: PHONE }),
      applicationStep({ application_ats_id: 'A-2', candidate_mail: MAIL }),
      applicationStep({ application_ats_id: 'A-3', candidate_phone: PHONE }),
      applicationStep({ application_ats_id: 'A-4' }),
    ])
    const answer = await erase(client, 'C-1')
    assert.equal(answer.statusCode, 200)
    assert.deepEqual(answer.json(), {
      message: 'Erased the e-mail and phone of candidate C-1 from 3 application steps (of 4 application steps)',
      data: [{ candidate_ats_id: 'C-1', records_changed: 3 }],
    })
  })

  test('a JSON Content-Type with an empty body, as many HTTP libraries send, is no body: the erasure is done', async () => {
    const client = await service.newClient()
    await store(client, [applicationStep({ candidate_mail: MAIL })])
    const answer = await client.send('DELETE', erasureUrl('C-1'), '', { 'content-type': 'application/json' })
    assert.equal(answer.statusCode, 200, answer.body)
    assert.equal(answer.json().data[0].records_changed, 1)
  })

  test('is idempotent: a second erasure answers 200 with 0 changed and changes nothing, not even updated_at', async () => {
    const client = await service.newClient()
    await store(client, [applicationStep({ candidate_mail: MAIL, candidate_phone: PHONE })])
    assert.equal((await erase(client, 'C-1')).json().data[0].records_changed, 1)
    const stepsAfterFirst = await storedSteps(service.db, client.clientId)
    const updatedAfterFirst = await updatedAtById(service.db, client.clientId)

    const again = await erase(client, 'C-1')
    assert.equal(again.statusCode, 200)
    assert.deepEqual(again.json(), {
      message: 'Erased the e-mail and phone of candidate C-1 from 0 application steps (of 1 application step)',
      data: [{ candidate_ats_id: 'C-1', records_changed: 0 }],
    })
    assert.deepEqual(await storedSteps(service.db, client.clientId), stepsAfterFirst)
    assert.deepEqual(await updatedAtById(service.db, client.clientId), updatedAfterFirst)
  })

  test('updated_at moves on the steps changed, and only on them', async () => {
    const client = await service.newClient()
    const [withMail, withoutMail] = (await store(client, [
      applicationStep({ application_ats_id: 'A-1', candidate_mail: MAIL }),
      applicationStep({ application_ats_id: 'A-2' }),
    ])) as [number, number]
    const longAgo = '2000-01-01 00:00:00+00'
    await service.db.query('UPDATE application_steps SET updated_at = $2 WHERE client_id = $1', [
      client.clientId,
      longAgo,
    ])
    const pinned = await updatedAtById(service.db, client.clientId)
    const mark = await instantBetweenWrites()

    assert.equal((await erase(client, 'C-1')).statusCode, 200)
    assert.deepEqual(await idsUpdatedSince(client, mark), [withMail], 'a reader syncing by updated_since sees it')
    const updated = await updatedAtById(service.db, client.clientId)
    assert.notEqual(updated.get(withMail), pinned.get(withMail))
    const [{ recent }] = (await service.db.query(
      `SELECT updated_at > now() - interval '1 minute' AS recent FROM application_steps WHERE client_id = $1 AND id = $2`,
      [client.clientId, withMail],
    )) as [{ recent: boolean }]
    assert.equal(recent, true)
    assert.equal(updated.get(withoutMail), pinned.get(withoutMail))
  })

  test('an unknown candidate is 404 with the contract error body', async () => {
    const client = await service.newClient()
    await store(client, [applicationStep({ candidate_mail: MAIL })])
    const answer = await erase(client, 'C-404')
    assert.equal(answer.statusCode, 404)
    const message = 'There is no candidate with this candidate_ats_id'
    assert.deepEqual(answer.json(), { message, errors: [{ message, data: { code: 'not_found' } }] })
  })

  test("another client's candidate is 404, the same answer as an unknown one, and its data is unchanged", async () => {
    const owner = await service.newClient('owner')
    const other = await service.newClient('other')
    await store(owner, [applicationStep({ candidate_ats_id: 'C-OWN', ...FULL_STEP })])
    const before = await storedSteps(service.db, owner.clientId)

    const foreign = await erase(other, 'C-OWN')
    const absent = await erase(other, 'C-NONE')
    assert.equal(foreign.statusCode, 404)
    assert.equal(foreign.headers['content-type'], absent.headers['content-type'])
    assert.equal(foreign.body.replaceAll('C-OWN', '<id>'), absent.body.replaceAll('C-NONE', '<id>'))
    assert.deepEqual(await storedSteps(service.db, owner.clientId), before)
  })

  test('the same candidate id under two clients: only the caller’s steps are erased', async () => {
    const first = await service.newClient('first')
    const second = await service.newClient('second')
    await store(first, [
      applicationStep({ candidate_ats_id: 'C-SHARED', candidate_mail: MAIL, candidate_phone: PHONE }),
    ])
    await store(second, [
      applicationStep({ candidate_ats_id: 'C-SHARED', candidate_mail: MAIL, candidate_phone: PHONE }),
      applicationStep({ candidate_ats_id: 'C-SHARED', application_ats_id: 'A-2', candidate_mail: MAIL }),
    ])
    const answer = await erase(second, 'C-SHARED')
    assert.equal(answer.statusCode, 200)
    assert.equal(answer.json().data[0].records_changed, 2)
    const kept = await storedSteps(service.db, first.clientId)
    assert.deepEqual(
      kept.map((step) => [step.candidate_mail, step.candidate_phone]),
      [[MAIL, PHONE]],
    )
    const erased = await storedSteps(service.db, second.clientId)
    assert.deepEqual(
      erased.map((step) => [step.candidate_mail, step.candidate_phone]),
      [
        [null, null],
        [null, null],
      ],
    )
  })

  test('the id in the path is percent-decoded text: "/" and non-ASCII ids, and integer ids stored as text', async () => {
    const client = await service.newClient()
    await store(client, [
      applicationStep({ application_ats_id: 'A-1', candidate_ats_id: 'ats/42', candidate_mail: MAIL }),
      applicationStep({ application_ats_id: 'A-2', candidate_ats_id: 'Zoë 7', candidate_mail: MAIL }),
      applicationStep({ application_ats_id: 'A-3', candidate_ats_id: 1234, candidate_mail: MAIL }),
      applicationStep({ application_ats_id: 'A-4', candidate_ats_id: 'x'.repeat(255), candidate_mail: MAIL }),
    ])
    for (const candidate of ['ats/42', 'Zoë 7', '1234', 'x'.repeat(255)]) {
      const answer = await erase(client, encodeURIComponent(candidate))
      assert.equal(answer.statusCode, 200, `${candidate.slice(0, 20)}: ${answer.body.slice(0, 200)}`)
      assert.deepEqual(answer.json().data, [{ candidate_ats_id: candidate, records_changed: 1 }])
    }
    const left = await storedSteps(service.db, client.clientId)
    assert.deepEqual(
      left.map((step) => step.candidate_mail),
      [null, null, null, null],
    )
  })

  test('an id that breaks the rules of candidate_ats_id is 400 with the reason', async () => {
    const client = await service.newClient()
    const reason = (text: string) => `The candidate_ats_id in the path ${text}`
    const cases: [candidate: string, code: string, message: string][] = [
      ['', 'required', reason('must not be blank')],
      ['%20%20', 'required', reason('must not be blank')],
      ['%09', 'required', reason('must not be blank')],
      ['a%00b', 'invalid_format', reason('contains a character that cannot be stored (NUL)')],
      ['x'.repeat(256), 'too_long', reason('must be at most 255 characters long')],
      [encodeURIComponent('é'.repeat(256)), 'too_long', reason('must be at most 255 characters long')],
      ['%FF', 'malformed_request', 'The URL is malformed (bad percent-encoding)'],
      ['a%ZZ', 'malformed_request', 'The URL is malformed (bad percent-encoding)'],
    ]
    for (const [candidate, code, message] of cases) {
      const answer = await erase(client, candidate)
      assert.equal(answer.statusCode, 400, `${candidate.slice(0, 20)}: ${answer.body.slice(0, 200)}`)
      assert.deepEqual(answer.json(), { message, errors: [{ message, data: { code } }] }, candidate.slice(0, 20))
    }
  })

  test('without a valid token: 401 with WWW-Authenticate: Bearer, and nothing is erased', async () => {
    const client = await service.newClient()
    await store(client, [applicationStep({ candidate_mail: MAIL, candidate_phone: PHONE })])
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      const answer = await service.app.inject({
        method: 'DELETE',
        url: erasureUrl('C-1'),
        headers: authorization === undefined ? {} : { authorization },
      })
      assert.equal(answer.statusCode, 401, String(authorization))
      assert.ok(isContractErrorBody(answer.json()))
      assert.match(String(answer.headers['www-authenticate']), /^Bearer\b/)
    }
    const [step] = await storedSteps(service.db, client.clientId)
    assert.deepEqual([step?.candidate_mail, step?.candidate_phone], [MAIL, PHONE])
  })

  test('another method on the path is 405 with Allow: DELETE', async () => {
    const client = await service.newClient()
    const answer = await client.send('GET', erasureUrl('C-1'))
    assert.equal(answer.statusCode, 405)
    assert.equal(answer.headers.allow, 'DELETE')
  })

  test('a step sent again with an e-mail after the erasure stores it again (the client’s responsibility)', async () => {
    const client = await service.newClient()
    const [id] = await store(client, [applicationStep({ candidate_mail: MAIL })])
    assert.equal((await erase(client, 'C-1')).json().data[0].records_changed, 1)
    const [again] = await store(client, [applicationStep({ candidate_mail: MAIL })])
    assert.equal(again, id, 'the same step, by its natural key')
    assert.equal((await storedSteps(service.db, client.clientId))[0]?.candidate_mail, MAIL)
  })

  test('the logs of erasures hold no e-mail or phone, nor the candidate erased, and one access-log line per request', async () => {
    const client = await service.newClient()
    const mail = 'erase.me.private@example.org'
    const phone = '+44 20 7946 0958'
    // An ATS may make its candidate ids of e-mail addresses: the erased one must not stay in the logs.
    const idOfMail = 'candidate.id.made.of@example.org'
    await store(client, [
      applicationStep({ candidate_ats_id: 'C-LOG', candidate_mail: mail, candidate_phone: phone }),
      applicationStep({ application_ats_id: 'A-MAIL', candidate_ats_id: idOfMail, candidate_mail: mail }),
    ])
    const from = service.logs.lines.length
    const candidates = ['C-LOG', 'C-LOG', 'C-UNKNOWN', '%20', idOfMail, 'unknown.id@example.org']
    for (const [n, candidate] of candidates.entries()) {
      await client.send('DELETE', erasureUrl(candidate), undefined, { 'x-request-id': `erase-${n}` })
    }
    const lines = service.logs.lines.slice(from)
    const everything = service.logs.lines.join('\n')
    for (const secret of [mail, phone, '7946 0958', 'erase.me.private', 'candidate.id.made.of', 'unknown.id@']) {
      assert.ok(!everything.includes(secret), `the logs contain ${secret}`)
    }
    const answered = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request answered')
      .map((line) => [line.route, line.status])
    const route = '/v3/ats/candidates/:candidate_ats_id/personal-data'
    assert.deepEqual(answered, [
      [route, 200],
      [route, 200],
      [route, 404],
      [route, 400],
      [route, 200],
      [route, 404],
    ])
  })

  test('a request on the erasure path that no route answers (another method, a malformed URL) logs the path only up to the candidate', async () => {
    const client = await service.newClient()
    const from = service.logs.lines.length
    const idOfMail = 'mary.smith.never.logged@example.org'
    const requests: [string, string][] = [
      ['PUT', erasureUrl(encodeURIComponent(idOfMail))],
      ['GET', erasureUrl(idOfMail)],
      ['POST', erasureUrl(idOfMail)],
      ['DELETE', erasureUrl(`${idOfMail}%ZZ`)],
      ['DELETE', erasureUrl(`${idOfMail}%E0%A4`)],
      ['DELETE', `/V3/ATS/CANDIDATES/${idOfMail}/personal-data`],
    ]
    const statuses = []
    for (const [method, url] of requests) statuses.push((await client.send(method, url)).statusCode)
    assert.deepEqual(statuses, [405, 405, 405, 400, 400, 404])
    const lines = service.logs.lines.slice(from)
    assert.ok(!lines.join('\n').includes('mary.smith.never.logged'), lines.join('\n'))
    const paths = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request answered')
      .map((line) => line.path)
    assert.deepEqual(paths, Array(requests.length).fill('/v3/ats/candidates/…'))
  })

  test('without PII_RETENTION_DAYS no retention job runs: old steps keep their e-mail and phone', async () => {
    const client = await service.newClient()
    await store(client, [applicationStep({ recorded_at: '2001-01-01T00:00:00Z', candidate_mail: MAIL })])
    await sleep(50)
    assert.equal((await storedSteps(service.db, client.clientId))[0]?.candidate_mail, MAIL)
    assert.ok(!service.logs.lines.some((line) => line.includes('personal data retention')))
  })
})

describe('PII_RETENTION_DAYS and PII_RETENTION_INTERVAL_MS', () => {
  test('unset or empty: personal data is kept forever; the interval defaults to an hour', () => {
    for (const env of [{}, { PII_RETENTION_DAYS: '' }]) {
      const config = loadConfig(env)
      assert.equal(config.piiRetentionDays, undefined)
      assert.equal(config.piiRetentionIntervalMs, 3_600_000)
    }
  })

  test('a positive integer is read', () => {
    const config = loadConfig({ PII_RETENTION_DAYS: '30', PII_RETENTION_INTERVAL_MS: '60000' })
    assert.equal(config.piiRetentionDays, 30)
    assert.equal(config.piiRetentionIntervalMs, 60_000)
    assert.equal(loadConfig({ PII_RETENTION_DAYS: '36500' }).piiRetentionDays, 36_500)
  })

  test('anything else is a ConfigError naming the variable and the value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PII_RETENTION_DAYS: '0' }, 'PII_RETENTION_DAYS must be a positive integer up to 36500, got "0"'],
      [{ PII_RETENTION_DAYS: '-30' }, 'PII_RETENTION_DAYS must be a positive integer up to 36500, got "-30"'],
      [{ PII_RETENTION_DAYS: '1.5' }, 'PII_RETENTION_DAYS must be a positive integer up to 36500, got "1.5"'],
      [{ PII_RETENTION_DAYS: '30d' }, 'PII_RETENTION_DAYS must be a positive integer up to 36500, got "30d"'],
      [{ PII_RETENTION_DAYS: '36501' }, 'PII_RETENTION_DAYS must be at most 36500 (100 years), got 36501'],
      [
        { PII_RETENTION_INTERVAL_MS: '0' },
        'PII_RETENTION_INTERVAL_MS must be a positive integer up to 2147483647, got "0"',
      ],
      [
        { PII_RETENTION_INTERVAL_MS: '2147483648' },
        'PII_RETENTION_INTERVAL_MS must be at most 2147483647 (about 24.8 days), got 2147483648',
      ],
    ]
    for (const [env, message] of cases) {
      assert.throws(() => loadConfig(env), { name: 'ConfigError', message }, JSON.stringify(env))
      assert.throws(() => loadConfig(env), ConfigError)
    }
  })
})

describe('the personal-data retention job', () => {
  // A database of its own: the job erases old steps of every client.
  let database: TestDatabase
  let service: TestService
  before(async () => {
    database = await createTestDatabase()
    service = await startService({ database })
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  const NOW = new Date('2026-12-20T10:15:00.000Z')
  const HOUR_MS = 60 * 60 * 1000
  /** 30 days before NOW: steps recorded before it are erased, steps at it or after are kept. */
  const CUTOFF = '2026-11-20T10:15:00.000Z'
  /** A job as the service starts it, with a log of its own: each run is one line there. */
  const jobWith = (overrides: { chunkSteps?: number } = {}) => {
    const logs = new LogCapture()
    const job = createPersonalDataRetention({
      store: createPersonalDataStore(database.db),
      retentionDays: 30,
      logger: pino(logs),
      now: () => NOW,
      ...overrides,
    })
    const runs = () => logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    /** What the line of the first run says: steps erased, cutoff, outcome. */
    const firstRun = () => {
      const [line] = runs()
      return {
        erased: Number(line?.erased),
        recordedBefore: new Date(String(line?.recordedBefore)),
        outcome: String(line?.outcome),
      }
    }
    return {
      runs,
      firstRun,
      /** Starts the job (it runs at once; the next run would be an hour later) and stops it after the first run. */
      async runOnce() {
        job.start(HOUR_MS)
        await eventually(() => runs().length > 0, 'the job logged its run')
        await job.stop()
        return firstRun()
      },
      start: () => job.start(HOUR_MS),
      stop: () => job.stop(),
    }
  }
  const emptyTable = () => database.db.query('DELETE FROM application_steps')

  test('erases the e-mail and phone of steps recorded before the cutoff, of every client, and keeps newer ones', async () => {
    await emptyTable()
    const one = await service.newClient('one')
    const two = await service.newClient('two')
    await store(one, [
      applicationStep({ ...FULL_STEP, application_ats_id: 'OLD', recorded_at: '2026-11-20T10:14:59.999Z' }),
      applicationStep({ ...FULL_STEP, application_ats_id: 'AT-CUTOFF', recorded_at: CUTOFF }),
      applicationStep({ ...FULL_STEP, application_ats_id: 'NEW', recorded_at: '2026-12-19T00:00:00Z' }),
      applicationStep({ application_ats_id: 'OLD-NO-DATA', recorded_at: '2025-01-01T00:00:00Z' }),
    ])
    await store(two, [
      applicationStep({ application_ats_id: 'OLD-MAIL', recorded_at: '2020-05-05T00:00:00Z', candidate_mail: MAIL }),
    ])
    const before = [
      ...(await storedSteps(database.db, one.clientId)),
      ...(await storedSteps(database.db, two.clientId)),
    ]
    const job = jobWith()
    const run = await job.runOnce()
    assert.deepEqual(run, { erased: 2, recordedBefore: new Date(CUTOFF), outcome: 'done' })

    const after = [...(await storedSteps(database.db, one.clientId)), ...(await storedSteps(database.db, two.clientId))]
    const erased = ['OLD', 'OLD-MAIL']
    assert.deepEqual(
      after,
      before.map((step) => (erased.includes(String(step.application_ats_id)) ? withoutPersonalData(step) : step)),
    )
    assert.deepEqual(
      after.map((step) => [step.application_ats_id, step.candidate_mail, step.candidate_phone]),
      [
        ['AT-CUTOFF', MAIL, PHONE],
        ['NEW', MAIL, PHONE],
        ['OLD', null, null],
        ['OLD-NO-DATA', null, null],
        ['OLD-MAIL', null, null],
      ],
    )
    const logged = job.runs()
    assert.equal(logged.length, 1, 'one line per run')
    assert.deepEqual(
      {
        job: logged[0]?.job,
        erased: logged[0]?.erased,
        recordedBefore: logged[0]?.recordedBefore,
        outcome: logged[0]?.outcome,
      },
      { job: 'personal-data-retention', erased: 2, recordedBefore: CUTOFF, outcome: 'done' },
    )
    assert.equal((await jobWith().runOnce()).erased, 0, 'a second run finds nothing left')
  })

  test('the steps it erases get a new updated_at; the others keep theirs', async () => {
    await emptyTable()
    const client = await service.newClient()
    const [old, recent] = (await store(client, [
      applicationStep({ application_ats_id: 'OLD', recorded_at: '2026-01-01T00:00:00Z', candidate_phone: PHONE }),
      applicationStep({ application_ats_id: 'NEW', recorded_at: '2026-12-01T00:00:00Z', candidate_phone: PHONE }),
    ])) as [number, number]
    await database.db.query(`UPDATE application_steps SET updated_at = '2000-01-01 00:00:00+00'`)
    const pinned = await updatedAtById(database.db, client.clientId)
    const mark = await instantBetweenWrites()
    assert.equal((await jobWith().runOnce()).erased, 1)
    assert.deepEqual(await idsUpdatedSince(client, mark), [old], 'a reader syncing by updated_since sees it')
    const updated = await updatedAtById(database.db, client.clientId)
    assert.notEqual(updated.get(old), pinned.get(old))
    assert.equal(updated.get(recent), pinned.get(recent))
  })

  test('a backlog larger than a chunk is erased to the end in one run', async () => {
    await emptyTable()
    const client = await service.newClient()
    const steps = Array.from({ length: 23 }, (_, i) =>
      applicationStep({ application_ats_id: `B-${i}`, recorded_at: '2026-01-01T00:00:00Z', candidate_mail: MAIL }),
    )
    await store(client, steps)
    assert.deepEqual(await jobWith({ chunkSteps: 5 }).runOnce(), {
      erased: 23,
      recordedBefore: new Date(CUTOFF),
      outcome: 'done',
    })
    const left = await storedSteps(database.db, client.clientId)
    assert.equal(left.filter((step) => step.candidate_mail !== null).length, 0)
  })

  test('two jobs running at once on one database erase each step exactly once, without error', async () => {
    await emptyTable()
    const client = await service.newClient()
    const steps = Array.from({ length: 120 }, (_, i) =>
      applicationStep({
        application_ats_id: `P-${i}`,
        recorded_at: '2026-01-01T00:00:00Z',
        candidate_mail: MAIL,
        candidate_phone: PHONE,
      }),
    )
    await store(client, steps)
    const runs = await Promise.all([jobWith({ chunkSteps: 7 }).runOnce(), jobWith({ chunkSteps: 7 }).runOnce()])
    assert.equal(runs[0].erased + runs[1].erased, 120, JSON.stringify(runs))
    for (const run of runs) assert.ok(['done', 'another node is erasing'].includes(run.outcome), run.outcome)
    const left = await storedSteps(database.db, client.clientId)
    assert.equal(left.length, 120, 'the steps themselves stay')
    assert.equal(left.filter((step) => step.candidate_mail !== null || step.candidate_phone !== null).length, 0)
  })

  test('stop() lets the chunk in flight finish and starts no other', async () => {
    await emptyTable()
    const client = await service.newClient()
    await store(
      client,
      Array.from({ length: 30 }, (_, i) =>
        applicationStep({ application_ats_id: `S-${i}`, recorded_at: '2026-01-01T00:00:00Z', candidate_mail: MAIL }),
      ),
    )
    const job = jobWith({ chunkSteps: 10 })
    job.start()
    await job.stop()
    assert.deepEqual(job.firstRun(), { erased: 10, recordedBefore: new Date(CUTOFF), outcome: 'stopped' })
    const left = (await storedSteps(database.db, client.clientId)).filter((step) => step.candidate_mail !== null)
    assert.equal(left.length, 20)
  })
})

describe('the retention job in the service', () => {
  const retentionRuns = (service: TestService) =>
    service.logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.job === 'personal-data-retention')

  test('starts with the service, runs every PII_RETENTION_INTERVAL_MS, and stops when the service closes', async () => {
    const service = await startService({ config: { piiRetentionDays: 30, piiRetentionIntervalMs: 40 } })
    try {
      const client = await service.newClient()
      await store(client, [
        applicationStep({ application_ats_id: 'OLD', recorded_at: '2020-01-01T00:00:00Z', candidate_mail: MAIL }),
        applicationStep({ application_ats_id: 'NEW', recorded_at: new Date().toISOString(), candidate_mail: MAIL }),
      ])
      await eventually(() => retentionRuns(service).some((run) => run.erased === 1), 'a run erases the old step')
      const runsSoFar = retentionRuns(service).length
      await eventually(() => retentionRuns(service).length >= runsSoFar + 2, 'it runs again')
      assert.deepEqual(
        (await storedSteps(service.db, client.clientId)).map((step) => [step.application_ats_id, step.candidate_mail]),
        [
          ['NEW', MAIL],
          ['OLD', null],
        ],
      )
      assert.equal(
        retentionRuns(service).reduce((sum, run) => sum + Number(run.erased), 0),
        1,
      )
      assert.ok(!service.logs.lines.join('\n').includes(MAIL), 'no e-mail in the logs')
    } finally {
      await service.close()
    }
    const runsAtClose = retentionRuns(service).length
    await sleep(150)
    assert.equal(retentionRuns(service).length, runsAtClose, 'no run after close')
  })

  test('two nodes on one database, both running the job, erase each old step once', async () => {
    const database = await createTestDatabase()
    const config = { piiRetentionDays: 30, piiRetentionIntervalMs: 25 }
    const nodes = [await startService({ database, config }), await startService({ database, config })]
    try {
      const [first] = nodes as [TestService, TestService]
      const client = await first.newClient()
      const steps = Array.from({ length: 40 }, (_, i) =>
        applicationStep({ application_ats_id: `N-${i}`, recorded_at: '2020-01-01T00:00:00Z', candidate_phone: PHONE }),
      )
      await store(client, steps)
      const erasedByAll = () => nodes.flatMap(retentionRuns).reduce((sum, run) => sum + Number(run.erased), 0)
      await eventually(() => erasedByAll() >= 40, 'the nodes erased every old step')
      await sleep(100)
      assert.equal(erasedByAll(), 40)
      for (const node of nodes) {
        const failures = node.logs.lines.filter((line) => line.includes('"level":40') || line.includes('"level":50'))
        assert.deepEqual(failures, [])
      }
      const left = await storedSteps(database.db, client.clientId)
      assert.equal(left.filter((step) => step.candidate_phone !== null).length, 0)
    } finally {
      for (const node of nodes) await node.close()
      await database.drop()
    }
  })
})

describe('the retention chunk, without a row lock', {
  skip: onPostgres ? false : 'needs two connections (TEST_DATABASE_URL)',
}, () => {
  test('a step a request erases while the chunk waits for it is neither erased again nor counted', async () => {
    const database = await createTestDatabase()
    const service = await startService({ database })
    const request = new pg.Client({ connectionString: database.url })
    try {
      const client = await service.newClient()
      await store(client, [
        applicationStep({ application_ats_id: 'RACE', recorded_at: '2020-01-01T00:00:00Z', candidate_mail: MAIL }),
        applicationStep({ application_ats_id: 'OTHER', recorded_at: '2020-01-01T00:00:00Z', candidate_mail: MAIL }),
      ])
      await request.connect()
      await request.query('BEGIN')
      await request.query(
        "UPDATE application_steps SET candidate_mail = NULL, updated_at = now() WHERE client_id = $1 AND application_ats_id = 'RACE'",
        [client.clientId],
      )
      const chunk = createPersonalDataStore(database.db).eraseChunkRecordedBefore(new Date('2021-01-01'), 10)
      // The chunk chose both steps and waits for RACE's row lock.
      const deadline = Date.now() + 10_000
      for (;;) {
        const [waiting] = await database.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%WITH chunk AS%'",
        )
        if (waiting?.n === 1) break
        assert.ok(Date.now() < deadline, 'the chunk waits for the lock')
        await sleep(20)
      }
      await request.query('COMMIT')
      assert.equal(await chunk, 1)
      const left = await storedSteps(database.db, client.clientId)
      assert.deepEqual(
        left.map((step) => [step.application_ats_id, step.candidate_mail]),
        [
          ['OTHER', null],
          ['RACE', null],
        ],
      )
    } finally {
      await request.end()
      await service.close()
      await database.drop()
    }
  })
})
