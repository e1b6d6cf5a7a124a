import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, afterEach, before, describe, test } from 'node:test'
import {
  type ApplicationSummary,
  type AuditEntry,
  type BatchOutcome,
  type ChangeEvent,
  type ChangesPage,
  type ClientOverview,
  type ComputedPage,
  type CreatedClient,
  type CreatedWebhookEndpoint,
  type Erasure,
  type FunnelGroup,
  type IngestionBucket,
  type IngestionReport,
  IntakeClient,
  type IntakeClientOptions,
  IntakeError,
  type Page,
  type PipelineAnswer,
  type PipelineGroup,
  type PipelineStageFigures,
  type RecordOutcome,
  type Rejection,
  type ResourceTypes,
  type StoredOutcome,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@intake/client'
import { createClient } from '../src/auth/clients.ts'
import type { Config } from '../src/config.ts'
import { errorBody, type Fault, FaultProxy } from './fault-proxy.ts'
import type { paths } from './generated/intake-api.d.ts'
import {
  createTestDatabase,
  onPostgres,
  startService,
  TEST_ACTOR,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * The client library against a real service listening on a port, through a small HTTP proxy of the
 * test's own that counts what passes and, when told, answers in the server's place (429, 503, 401,
 * 413, 400) before forwarding everything again.
 */

type StepInput = ResourceTypes['application-steps']['input']

function steps(count: number, prefix: string, overrides: Partial<StepInput> = {}): StepInput[] {
  return Array.from({ length: count }, (_, i) => ({
    recorded_at: '2026-11-20T10:15:00Z',
    job_offer_reference: `JO-${i % 7}`,
    candidate_ats_id: `C-${i}`,
    step: 'applied',
    application_ats_id: `${prefix}-${i}`,
    ...overrides,
  }))
}

/**
 * The library's types of the read side's answers are written by hand (packages/client/src/reports.ts):
 * checked here, at type-check time, against the types generated from the service's OpenAPI document
 * (test/generated/intake-api.d.ts): every answer fits its type, with the same fields.
 */
type Answer<P extends keyof paths, M extends 'get' | 'delete' = 'get'> =
  NonNullable<paths[P][M]> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never
type Created<P extends keyof paths> =
  NonNullable<paths[P]['post']> extends {
    responses: { 201: { content: { 'application/json': infer A } } }
  }
    ? A
    : never
type Fits<A, B> = [A] extends [B] ? true : false
type Item<A> = A extends { data: readonly (infer I)[] } ? I : never
const answersFitTheLibrarysTypes: [
  Fits<Answer<'/v3/reports/funnel'>, Page<FunnelGroup>>,
  Fits<keyof FunnelGroup, keyof Item<Answer<'/v3/reports/funnel'>>>,
  Fits<Answer<'/v3/reports/ingestion'>, IngestionReport>,
  Fits<keyof IngestionBucket, keyof Item<Answer<'/v3/reports/ingestion'>>>,
  Fits<Answer<'/v3/rejections'>, Page<Rejection>>,
  Fits<keyof Rejection, keyof Item<Answer<'/v3/rejections'>>>,
  Fits<Item<Answer<'/v3/ats/candidates/{candidate_ats_id}/personal-data', 'delete'>>, Erasure>,
  Fits<keyof Erasure, keyof Item<Answer<'/v3/ats/candidates/{candidate_ats_id}/personal-data', 'delete'>>>,
  Fits<Answer<'/v3/admin/clients'>['data'][number], ClientOverview>,
  Fits<keyof ClientOverview, keyof Item<Answer<'/v3/admin/clients'>>>,
  Fits<Answer<'/v3/admin/audit-log'>, Page<AuditEntry>>,
  Fits<keyof AuditEntry, keyof Item<Answer<'/v3/admin/audit-log'>>>,
  Fits<keyof CreatedClient, keyof Item<Created<'/v3/admin/clients'>>>,
  Fits<Answer<'/v3/pipeline'>, PipelineAnswer>,
  Fits<keyof PipelineAnswer, keyof Answer<'/v3/pipeline'>>,
  Fits<Answer<'/v3/reports/pipeline'>, ComputedPage<PipelineGroup>>,
  Fits<keyof PipelineGroup, keyof Item<Answer<'/v3/reports/pipeline'>>>,
  Fits<keyof PipelineStageFigures, keyof Item<Answer<'/v3/reports/pipeline'>>['stages'][number]>,
  Fits<Answer<'/v3/applications'>, ComputedPage<ApplicationSummary>>,
  Fits<keyof ApplicationSummary, keyof Item<Answer<'/v3/applications'>>>,
  Fits<Answer<'/v3/changes'>, ChangesPage>,
  Fits<keyof ChangesPage, keyof Answer<'/v3/changes'>>,
  Fits<keyof ChangeEvent, keyof Item<Answer<'/v3/changes'>>>,
  Fits<ChangeEvent['type'], Item<Answer<'/v3/changes'>>['type']>,
  Fits<ChangeEvent['resource'], Item<Answer<'/v3/changes'>>['resource']>,
  Fits<Item<Answer<'/v3/webhooks'>>, WebhookEndpoint>,
  Fits<keyof WebhookEndpoint, keyof Item<Answer<'/v3/webhooks'>>>,
  Fits<Item<Created<'/v3/webhooks'>>, CreatedWebhookEndpoint>,
  Fits<keyof CreatedWebhookEndpoint, keyof Item<Created<'/v3/webhooks'>>>,
  Fits<Answer<'/v3/webhooks/{id}/deliveries'>, Page<WebhookDelivery>>,
  Fits<keyof WebhookDelivery, keyof Item<Answer<'/v3/webhooks/{id}/deliveries'>>>,
] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
]
void answersFitTheLibrarysTypes

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the IntakeClient library', {
  skip: onPostgres && 'what the client does, whatever the service stores in: run without TEST_DATABASE_URL',
}, () => {
  let database: TestDatabase
  let service: TestService
  let port: number
  let proxies: FaultProxy[] = []

  before(async () => {
    database = await createTestDatabase()
    service = await startService({ database, config: { tokenAttemptsPerMinute: 1_000 } })
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    port = (service.app.server.address() as AddressInfo).port
  })
  afterEach(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()))
    proxies = []
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  /** A second node on the same database, with settings of its own, listening while `work` runs. */
  async function onAnotherNode(config: Partial<Config>, work: (node: TestService) => Promise<void>) {
    const node = await startService({ database, config: { tokenAttemptsPerMinute: 1_000, ...config } })
    try {
      await node.app.listen({ port: 0, host: '127.0.0.1' })
      await work(node)
    } finally {
      await node.close()
    }
  }

  /** New API credentials, a proxy in front of `target` and a client that goes through it. */
  async function setup(options: Partial<IntakeClientOptions> = {}, target = service) {
    const { client_id: clientId, client_secret: clientSecret } = await createClient(target.db, TEST_ACTOR, {
      name: 'client library test',
    })
    const targetPort = target === service ? port : (target.app.server.address() as AddressInfo).port
    const proxy = await new FaultProxy(targetPort).start()
    proxies.push(proxy)
    const client = new IntakeClient({ url: proxy.url, clientId, clientSecret, retryDelayMs: 10, ...options })
    return { client, proxy, clientId }
  }

  async function storedSteps(clientId: string, target = service): Promise<Map<string, number>> {
    const rows = await target.db.query<{ id: number | string; application_ats_id: string }>(
      'SELECT id, application_ats_id FROM application_steps WHERE client_id = $1',
      [clientId],
    )
    return new Map(rows.map((row) => [row.application_ats_id, Number(row.id)]))
  }

  /** Every outcome is at its caller's position, and every id is the stored row of that very record. */
  async function assertOutcomesMatch(clientId: string, records: readonly StepInput[], outcomes: RecordOutcome[]) {
    assert.equal(outcomes.length, records.length)
    const stored = await storedSteps(clientId)
    outcomes.forEach((outcome, position) => {
      assert.equal(outcome.index, position)
      if (outcome.errors === undefined) {
        assert.equal(outcome.id, stored.get(records[position]?.application_ats_id as string), `record ${position}`)
      }
    })
  }

  describe('batches and outcomes', () => {
    test('2,500 records with batchItems 1000 go in 3 batch requests; each position gets its own id', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 1_000 })
      const records = steps(2_500, 'many')
      const outcomes = await client.send('application-steps', records)

      assert.equal(proxy.batchRequests, 3)
      assert.deepEqual(
        [...proxy.batchItems].sort((a, b) => a - b),
        [500, 1_000, 1_000],
      )
      assert.ok(outcomes.every((outcome) => outcome.errors === undefined && Number.isInteger(outcome.id)))
      assert.equal(new Set(outcomes.map((outcome) => outcome.id)).size, 2_500)
      assert.equal((await storedSteps(clientId)).size, 2_500)
      await assertOutcomesMatch(clientId, records, outcomes)
    })

    test("invalid records get their errors at the caller's positions, the server's per-batch index translated", async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 1_000 })
      const records = steps(2_000, 'mixed')
      records[3] = { ...records[3], candidate_mail: 'not-an-email' } as StepInput
      records[1_503] = { ...records[1_503], recorded_at: '2026-02-30T00:00:00Z' } as StepInput
      const outcomes = await client.send('application-steps', records)

      assert.equal(proxy.batchRequests, 2)
      assert.deepEqual(proxy.batchAnswers, [207, 207])
      assert.equal(outcomes[3]?.id, undefined)
      assert.deepEqual(
        outcomes[3]?.errors?.map((problem) => problem.field),
        ['candidate_mail'],
      )
      assert.match(outcomes[3]?.errors?.[0]?.message ?? '', /e-mail/)
      assert.equal(outcomes[1_503]?.id, undefined)
      assert.deepEqual(
        outcomes[1_503]?.errors?.map((problem) => problem.field),
        ['recorded_at'],
      )
      // The server said index 503 of the second batch: nobody else got that error.
      const rejected = outcomes.filter((outcome) => outcome.errors !== undefined).map((outcome) => outcome.index)
      assert.deepEqual(rejected, [3, 1_503])
      assert.equal((await storedSteps(clientId)).size, 1_998)
      await assertOutcomesMatch(clientId, records, outcomes)
    })

    test('a batch of only invalid records (a 400 with per-item errors) becomes rejected outcomes, not an exception', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 2 })
      const records = steps(4, 'all-bad')
      records[0] = { ...records[0], candidate_mail: 'nope' } as StepInput
      records[1] = { ...records[1], recorded_at: '2026-11-20' } as StepInput
      const outcomes = await client.send('application-steps', records)

      assert.deepEqual([...proxy.batchAnswers].sort(), [201, 400])
      assert.deepEqual(
        outcomes.map((outcome) => outcome.errors?.map((problem) => problem.field)),
        [['candidate_mail'], ['recorded_at'], undefined, undefined],
      )
      await assertOutcomesMatch(clientId, records, outcomes)
      assert.equal((await storedSteps(clientId)).size, 2)
    })

    test('more problems than MAX_ERRORS_PER_BATCH: every invalid record is still told from every stored one, each id its own', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 1_000 })
      // Two problems each: the first 500 invalid records fill the answer's 1000 entries.
      const invalid = { candidate_mail: 'nope', recorded_at: '2026-11-20' }
      const records = steps(1_000, 'past-bound').map((record, i) => (i < 600 ? { ...record, ...invalid } : record))
      const outcomes = await client.send('application-steps', records)

      assert.deepEqual(proxy.batchAnswers, [207])
      const rejected = outcomes.filter((outcome) => outcome.errors !== undefined).map((outcome) => outcome.index)
      assert.deepEqual(
        rejected,
        Array.from({ length: 600 }, (_, i) => i),
      )
      assert.deepEqual(
        outcomes[599]?.errors?.map((problem) => problem.field),
        ['recorded_at'],
      )
      assert.equal((await storedSteps(clientId)).size, 400)
      await assertOutcomesMatch(clientId, records, outcomes)

      const allInvalid = steps(1_000, 'all-past-bound', invalid)
      const allOutcomes = await client.send('application-steps', allInvalid)
      assert.equal(proxy.batchAnswers.at(-1), 400)
      assert.ok(allOutcomes.every((outcome) => (outcome.errors?.length ?? 0) >= 1))
    })

    test('an answer that does not account for every record throws rather than give a record another one’s id', async () => {
      const { client, proxy } = await setup()
      proxy.rule = (items) => ({
        status: 207,
        body: {
          message: `Stored ${items - 2} of ${items}; 2 rejected (see errors)`,
          data: Array.from({ length: items - 2 }, (_, i) => ({ id: i + 1 })),
          errors: [
            {
              message: 'candidate_mail is not an e-mail address',
              data: { index: 0, field: 'candidate_mail', code: 'invalid_format' },
            },
            {
              message: 'and 1 more problem (MAX_ERRORS_PER_BATCH is 1)',
              data: { code: 'problems_omitted', omitted: 1 },
            },
          ],
        },
      })
      await assert.rejects(client.send('application-steps', steps(4, 'unaccounted')), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.match(error.message, /does not say which records were stored: 2 records back for 3 items/)
        return true
      })
    })

    test('a 400 that names only some records (an older server, past MAX_ERRORS_PER_BATCH) rejects them all: a 400 stored nothing', async () => {
      const { client, proxy } = await setup()
      const summary = 'and 3 more problems (MAX_ERRORS_PER_BATCH is 1)'
      proxy.rule = () => ({
        status: 400,
        body: {
          message: 'No application steps were stored: every item is invalid (see errors)',
          errors: [
            { message: 'candidate_mail is not an e-mail address', data: { index: 0, field: 'candidate_mail' } },
            { message: summary, data: null },
          ],
        },
      })
      const outcomes: StoredOutcome[] = []
      await client.sendEach(
        'application-steps',
        steps(4, 'older-server'),
        (batch) => {
          outcomes.push(...batch.outcomes)
        },
        { ids: false },
      )
      assert.deepEqual(
        outcomes.map((outcome) => outcome.errors?.map((problem) => problem.message)),
        [['candidate_mail is not an e-mail address'], [summary], [summary], [summary]],
      )
    })

    test('sendEach reads an async iterable and reports each batch with its first position and its records', async () => {
      const { client } = await setup({ batchItems: 3, concurrency: 2 })
      async function* generated() {
        for (const record of steps(8, 'streamed')) {
          await sleep(1)
          yield record
        }
      }
      const reported: { first: number; references: string[]; indexes: number[] }[] = []
      await client.sendEach('application-steps', generated(), (batch) => {
        reported.push({
          first: batch.first,
          references: batch.records.map((record) => String(record.application_ats_id)),
          indexes: batch.outcomes.map((outcome) => outcome.index),
        })
      })
      reported.sort((a, b) => a.first - b.first)
      assert.deepEqual(await client.send('job-offers', []), [])
      assert.deepEqual(reported, [
        { first: 0, references: ['streamed-0', 'streamed-1', 'streamed-2'], indexes: [0, 1, 2] },
        { first: 3, references: ['streamed-3', 'streamed-4', 'streamed-5'], indexes: [3, 4, 5] },
        { first: 6, references: ['streamed-6', 'streamed-7'], indexes: [6, 7] },
      ])
    })

    test('sendEach with ids: false asks for no records back; stored outcomes have no id, rejected ones their errors', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 3 })
      const records = steps(5, 'minimal')
      records[4] = { ...records[4], candidate_mail: 'nope' } as StepInput
      const outcomes: StoredOutcome[] = []
      await client.sendEach(
        'application-steps',
        records,
        (batch) => {
          outcomes.push(...batch.outcomes)
        },
        { ids: false },
      )
      assert.deepEqual(
        proxy.batchAnswerHeaders.map((headers) => headers['preference-applied']),
        ['return=minimal', 'return=minimal'],
      )
      assert.deepEqual(
        outcomes
          .sort((a, b) => a.index - b.index)
          .map((outcome) => [outcome.index, 'id' in outcome, outcome.errors?.[0]?.field]),
        [
          [0, false, undefined],
          [1, false, undefined],
          [2, false, undefined],
          [3, false, undefined],
          [4, false, 'candidate_mail'],
        ],
      )
      assert.equal((await storedSteps(clientId)).size, 4)
    })

    test('when the source of records fails, nothing is sent or reported after sendEach has settled', async () => {
      const { client, proxy } = await setup({ batchItems: 100, concurrency: 4 })
      proxy.delayMs = 300
      async function* breaksAfter250() {
        yield* steps(250, 'source-fails')
        throw new Error('the file is broken')
      }
      let reports = 0
      await assert.rejects(
        client.sendEach('application-steps', breaksAfter250(), () => {
          reports++
        }),
        /the file is broken/,
      )
      const [requestsWhenSettled, reportsWhenSettled] = [proxy.batchRequests, reports]
      await sleep(1_000)
      // The caller was told it is over: batches in flight were either answered and reported before, or abandoned.
      assert.equal(proxy.batchRequests, requestsWhenSettled, 'batch requests were sent after sendEach had failed')
      assert.equal(reports, reportsWhenSettled, 'onBatch was called after sendEach had failed')
    })

    test('sendEachJson sends each text as it is written, in batches; the outcomes give the texts back', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 2, concurrency: 1 })
      const records = steps(3, 'json-texts', { job_offer_title: 'Plombier·ère' })
      records[2] = { ...records[2], candidate_mail: 'nope' } as StepInput
      // Not as JSON.stringify writes them: indented, and è as an escape.
      const texts = records.map((record) => JSON.stringify(record, null, 1).replace('è', '\\u00e8'))
      const reported: { first: number; records: readonly string[]; outcomes: readonly RecordOutcome[] }[] = []
      await client.sendEachJson('application-steps', texts, (batch) => {
        reported.push(batch)
      })
      assert.deepEqual(proxy.batchBodies, [`[${texts[0]},${texts[1]}]`, `[${texts[2]}]`])
      assert.deepEqual(
        reported.map((batch) => [batch.first, batch.records]),
        [
          [0, [texts[0], texts[1]]],
          [2, [texts[2]]],
        ],
      )
      const outcomes = reported.flatMap((batch) => batch.outcomes)
      await assertOutcomesMatch(clientId, records, outcomes)
      assert.deepEqual(
        outcomes.map((outcome) => outcome.errors?.[0]?.field ?? 'stored'),
        ['stored', 'stored', 'candidate_mail'],
      )
      const titles = await service.db.query<{ job_offer_title: string }>(
        'SELECT job_offer_title FROM application_steps WHERE client_id = $1',
        [clientId],
      )
      assert.deepEqual(titles, [{ job_offer_title: 'Plombier·ère' }, { job_offer_title: 'Plombier·ère' }])
    })

    test('sendEachJson sends texts given as UTF-8 bytes as they are, beside texts given as strings', async () => {
      const records = steps(3, 'json-bytes', { job_offer_title: 'Plombier·ère 𠀀' })
      const strings = records.map((record) => JSON.stringify(record, null, 1))
      // Exactly room for the first two texts: their bytes (not their characters), the brackets and a comma
      // after each, as the client counts.
      const batchBytes = Buffer.byteLength(`[${strings[0]},${strings[1]},]`)
      const { client, proxy, clientId } = await setup({ batchBytes, concurrency: 1 })
      // Texts as a file holds them, views into one buffer at an offset, never decoded (indented, so that a
      // text rewritten on the way would show).
      const file = Buffer.from(`${strings[0]}\n${strings[2]}\n`)
      const first = file.subarray(0, Buffer.byteLength(strings[0] as string))
      const third = file.subarray(first.length + 1, file.length - 1)
      const texts: (string | Uint8Array)[] = [first, strings[1] as string, third]
      const reported: BatchOutcome<string | Uint8Array>[] = []
      await client.sendEachJson('application-steps', texts, (batch) => {
        reported.push(batch)
      })
      assert.deepEqual(proxy.batchBodies, [`[${strings[0]},${strings[1]}]`, `[${strings[2]}]`])
      assert.deepEqual(
        reported.map((batch) => [batch.first, batch.records]),
        [
          [0, [first, strings[1]]],
          [2, [third]],
        ],
      )
      await assertOutcomesMatch(
        clientId,
        records,
        reported.flatMap((batch) => batch.outcomes),
      )
    })

    test('sendEachJson: a text that is not JSON makes the server refuse its whole batch, and the call rejects', async () => {
      const { client_id: clientId, client_secret: clientSecret } = await createClient(service.db, TEST_ACTOR, {
        name: 'client library test',
      })
      const client = new IntakeClient({ url: `http://127.0.0.1:${port}`, clientId, clientSecret })
      const texts = [JSON.stringify(steps(1, 'not-json')[0]), '{"step": "applied",']
      await assert.rejects(
        client.sendEachJson('application-steps', texts, () => {}),
        (error: unknown) => error instanceof IntakeError && error.status === 400,
      )
      assert.equal((await storedSteps(clientId)).size, 0)
    })

    test('explainRefusal: a batch refused whole is sent again without the records it names; each of those alone, rejected with its words only if refused whole again', async () => {
      const { client, proxy, clientId } = await setup()
      const texts = steps(4, 'explained').map((record) => JSON.stringify(record))
      // Refused whole by the server's JSON parser (Fastify's, secure-json-parse).
      texts[2] = (texts[2] as string).replace('{', '{"__proto__": {"x": 1}, ')
      // It also suspects record 1, which the server takes (as one whose limits are higher would).
      const refusal = (text: string) =>
        text.includes('__proto__') || text.includes('explained-1') ? 'suspect, by the caller’s own check' : undefined
      const outcomes: StoredOutcome[] = []
      await client.sendEachJson('application-steps', texts, (batch) => void outcomes.push(...batch.outcomes), {
        ids: false,
        explainRefusal: refusal,
      })
      assert.deepEqual(proxy.batchAnswers, [400, 201, 201, 400])
      assert.deepEqual(proxy.batchItems, [4, 2, 1, 1])
      assert.deepEqual(
        outcomes.map((outcome) => outcome.errors ?? 'stored'),
        ['stored', 'stored', [{ message: 'suspect, by the caller’s own check', field: null }], 'stored'],
      )
      assert.equal((await storedSteps(clientId)).size, 3)

      // A refusal it explains by no record is the server's whole answer: the call rejects, as without it.
      const unexplained = await setup()
      await assert.rejects(
        unexplained.client.sendEachJson('application-steps', texts, () => {}, { explainRefusal: () => undefined }),
        (error: unknown) => error instanceof IntakeError && error.status === 400,
      )
      assert.deepEqual(unexplained.proxy.batchAnswers, [400])
    })

    test('batchBytes bounds the bytes of a batch body, also with text outside ASCII', async () => {
      const { client, proxy, clientId } = await setup({ batchBytes: 4_000 })
      // Each record is about 1,100 bytes of JSON but about 600 characters: 2 bytes for é, 4 for 𠀀
      // (two UTF-16 units).
      const records = steps(20, 'bytes', { job_offer_title: `${'é'.repeat(150)}${'𠀀'.repeat(75)}` })
      const outcomes = await client.send('application-steps', records)
      assert.ok(outcomes.every((outcome) => outcome.id !== undefined))
      assert.equal((await storedSteps(clientId)).size, 20)
      assert.ok(
        proxy.batchBytes.every((bytes) => bytes <= 4_000),
        `batch bodies of ${proxy.batchBytes.join(', ')} bytes, over batchBytes 4000`,
      )
      // And the bytes are not overcounted: only the last batch had room for one more record.
      const largest = Math.max(...records.map((record) => Buffer.byteLength(JSON.stringify(record))))
      assert.ok(
        proxy.batchBytes.filter((bytes) => bytes + 1 + largest <= 4_000).length <= 1,
        `batch bodies of ${proxy.batchBytes.join(', ')} bytes: more than one had room for a record of ${largest}`,
      )
    })
  })

  describe('tokens', () => {
    test('the token is fetched once and reused across many sends, and once for concurrent batches', async () => {
      const { client, proxy } = await setup({ batchItems: 100, concurrency: 4 })
      await client.send('application-steps', steps(400, 'token-concurrent'))
      assert.equal(proxy.tokenRequests, 1)
      for (let i = 0; i < 5; i++) await client.send('application-steps', steps(3, `token-reuse-${i}`))
      assert.equal(proxy.tokenRequests, 1)
      assert.equal(proxy.batchRequests, 9)
    })

    test('the token is renewed before it expires: no request is made with an expired token', async () => {
      // A second node on the same database, whose tokens live 5 s: `exp` counts from `iat`, a whole
      // second, so a token may end up to a second before its `expires_in` says; a shorter life leaves
      // the second batch no margin on a busy machine. The client renews at 90 % of the life.
      await onAnotherNode({ tokenLifetimeSeconds: 5 }, async (shortLived) => {
        const { client, proxy } = await setup({}, shortLived)
        await client.send('application-steps', steps(2, 'renew-a'))
        const firstToken = Date.now()
        await client.send('application-steps', steps(2, 'renew-b'))
        assert.equal(proxy.tokenRequests, 1)

        await sleep(Math.max(0, firstToken + 4_600 - Date.now()))
        const outcomes = await client.send('application-steps', steps(2, 'renew-c'))
        assert.ok(outcomes.every((outcome) => outcome.id !== undefined))
        assert.equal(proxy.tokenRequests, 2)
        // Renewed ahead of time, not after the server refused the old token.
        assert.deepEqual(proxy.batchAnswers, [201, 201, 201])
      })
    })

    test('a wait between attempts that outlasts the token: each attempt asks for a live token, so the send never meets a 401', async () => {
      await onAnotherNode({ tokenLifetimeSeconds: 2 }, async (shortLived) => {
        const { client, proxy } = await setup({ maxAttempts: 8 }, shortLived)
        // 503 with Retry-After: 1, three times, twice over: about 6 s of waiting, three token lifetimes.
        const busy = { status: 503, headers: { 'retry-after': '1' } }
        proxy.faults.push(busy, busy, busy, busy, busy, busy)
        const outcomes = await client.send('application-steps', steps(2, 'outlasting'))
        assert.ok(outcomes.every((outcome) => outcome.id !== undefined))
        assert.deepEqual(proxy.batchAnswers, [503, 503, 503, 503, 503, 503, 201])
        assert.ok(proxy.tokenRequests >= 3, `a token per lifetime waited: ${proxy.tokenRequests}`)
      })
    })

    test('a 401 on a batch renews the token once and sends the batch again', async () => {
      const { client, proxy, clientId } = await setup()
      await client.accessToken()
      assert.equal(proxy.tokenRequests, 1)
      proxy.faults.push({
        status: 401,
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
        body: errorBody('The access token has expired'),
      })
      const outcomes = await client.send('application-steps', steps(5, 'unauthorized-once'))
      assert.equal(proxy.tokenRequests, 2)
      assert.deepEqual(proxy.batchAnswers, [401, 201])
      assert.ok(outcomes.every((outcome) => outcome.id !== undefined))
      assert.equal((await storedSteps(clientId)).size, 5)
    })

    test('a second 401 in a row is an IntakeError, after exactly one renewal', async () => {
      const { client, proxy } = await setup()
      const unauthorized: Fault = { status: 401, body: errorBody('The access token is invalid') }
      proxy.faults.push(unauthorized, unauthorized, unauthorized)
      await assert.rejects(client.send('application-steps', steps(1, 'unauthorized-twice')), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 401)
        return true
      })
      assert.equal(proxy.tokenRequests, 2)
      assert.equal(proxy.batchRequests, 2)
    })

    test('a wrong secret is an IntakeError at once (401), not retried', async () => {
      const { proxy } = await setup()
      const { client_id: clientId } = await createClient(service.db, TEST_ACTOR, { name: 'wrong secret' })
      const client = new IntakeClient({ url: proxy.url, clientId, clientSecret: 'not-the-secret', retryDelayMs: 1 })
      await assert.rejects(client.send('job-offers', [{ reference: 'JO-1' }]), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 401)
        return true
      })
      assert.equal(proxy.tokenRequests, 1)
      assert.equal(proxy.batchRequests, 0)
    })

    test('a 503 on the token request is retried like any other', async () => {
      const { client, proxy } = await setup()
      proxy.tokenFaults.push({ status: 503, headers: { 'retry-after': '0' } })
      const outcomes = await client.send('application-steps', steps(1, 'token-503'))
      assert.equal(proxy.tokenRequests, 2)
      assert.equal(typeof outcomes[0]?.id, 'number')
    })
  })

  describe('retries', () => {
    test('a connection closed without an answer is retried', async () => {
      const { client, proxy, clientId } = await setup()
      proxy.faults.push({ status: 0, hangUp: true }, { status: 0, hangUp: true, afterForwarding: true })
      const records = steps(4, 'hang-up')
      const outcomes = await client.send('application-steps', records)
      assert.equal(proxy.batchRequests, 3)
      await assertOutcomesMatch(clientId, records, outcomes)
      assert.equal((await storedSteps(clientId)).size, 4)
    })

    test('503 for the first 3 batch requests, then the batch goes through: 3 extra requests', async () => {
      const { client, proxy, clientId } = await setup()
      proxy.faults.push(
        { status: 503, headers: { 'retry-after': '0' } },
        { status: 503 },
        { status: 503, headers: { 'retry-after': '0' } },
      )
      const records = steps(10, 'unavailable')
      const outcomes = await client.send('application-steps', records)
      assert.equal(proxy.batchRequests, 4)
      assert.deepEqual(proxy.batchAnswers, [503, 503, 503, 201])
      await assertOutcomesMatch(clientId, records, outcomes)
      assert.equal((await storedSteps(clientId)).size, 10)
    })

    test('a retry of a batch the server did store (the answer was lost) stores nothing twice', async () => {
      const { client, proxy, clientId } = await setup()
      proxy.faults.push({ status: 503, afterForwarding: true }, { status: 502, afterForwarding: true })
      const records = steps(10, 'lost-answer')
      const outcomes = await client.send('application-steps', records)
      assert.equal(proxy.batchRequests, 3)
      assert.equal((await storedSteps(clientId)).size, 10)
      await assertOutcomesMatch(clientId, records, outcomes)
    })

    test('429 with Retry-After: the client waits as long as told', async () => {
      const { client, proxy } = await setup({ retryDelayMs: 1 })
      await client.accessToken()
      proxy.faults.push({ status: 429, headers: { 'retry-after': '1' }, body: errorBody('Too many requests') })
      const started = performance.now()
      const outcomes = await client.send('application-steps', steps(2, 'too-many'))
      const elapsed = performance.now() - started
      assert.ok(elapsed >= 990, `retried after ${elapsed.toFixed(0)} ms, before the 1 s of Retry-After`)
      assert.deepEqual(proxy.batchAnswers, [429, 201])
      assert.ok(outcomes.every((outcome) => outcome.id !== undefined))
    })

    test("a server that keeps answering 503: IntakeError after maxAttempts requests, with the last answer's words", async () => {
      const { client, proxy } = await setup({ maxAttempts: 3 })
      proxy.rule = () => ({ status: 503, body: errorBody('The database is unavailable; retry later') })
      await assert.rejects(client.send('application-steps', steps(2, 'always-503')), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 503)
        assert.equal(
          error.message,
          'Gave up after 3 attempts: the server answered 503: The database is unavailable; retry later',
        )
        return true
      })
      assert.equal(proxy.batchRequests, 3)
    })

    test('a Retry-After longer than maxRetryDelayMs is waited for maxRetryDelayMs only', async () => {
      const { client, proxy } = await setup({ maxRetryDelayMs: 50 })
      await client.accessToken()
      proxy.faults.push({ status: 429, headers: { 'retry-after': '60' }, body: errorBody('Too many requests') })
      const started = performance.now()
      await client.send('application-steps', steps(2, 'capped-wait'))
      const elapsed = performance.now() - started
      assert.deepEqual(proxy.batchAnswers, [429, 201])
      assert.ok(elapsed < 5_000, `waited ${elapsed.toFixed(0)} ms, as the 60 s of Retry-After said`)
    })

    test('createClient is not sent again when its outcome is unknown (no answer, 502): an IntakeError says so, and one client exists', async () => {
      const { client_id: adminId, client_secret: adminSecret } = await createClient(service.db, TEST_ACTOR, {
        name: 'client library admin',
        role: 'admin',
      })
      const proxy = await new FaultProxy(port).start()
      proxies.push(proxy)
      const admin = new IntakeClient({ url: proxy.url, clientId: adminId, clientSecret: adminSecret, retryDelayMs: 10 })
      const clientsNamed = async (name: string) =>
        (await admin.clients()).data.filter((client) => client.name === name).length
      const lost: Fault[] = [
        { status: 0, hangUp: true, afterForwarding: true },
        { status: 502, afterForwarding: true },
      ]
      for (const [n, fault] of lost.entries()) {
        proxy.faults.push(fault)
        const before = proxy.batchRequests
        await assert.rejects(admin.createClient(`lost answer ${n}`), (error) => {
          assert.ok(error instanceof IntakeError)
          assert.match(error.message, /POST \/v3\/admin\/clients may have been carried out, and is not sent again$/)
          return true
        })
        assert.equal(proxy.batchRequests - before, 1)
        assert.equal(await clientsNamed(`lost answer ${n}`), 1)
      }
      // 503 and 429 are answered before anything is done: those are retried.
      proxy.faults.push({ status: 503 }, { status: 429, headers: { 'retry-after': '0' } })
      const created = await admin.createClient('refused twice')
      assert.equal(created.name, 'refused twice')
      assert.equal(await clientsNamed('refused twice'), 1)
    })

    test('rotateSecret is not sent again when its outcome is unknown (502): an IntakeError says so, and the secret was rotated once', async () => {
      const { client_id: adminId, client_secret: adminSecret } = await createClient(service.db, TEST_ACTOR, {
        name: 'client library admin',
        role: 'admin',
      })
      const { client_id: rotatedId } = await createClient(service.db, TEST_ACTOR, { name: 'rotated once' })
      const proxy = await new FaultProxy(port).start()
      proxies.push(proxy)
      const admin = new IntakeClient({ url: proxy.url, clientId: adminId, clientSecret: adminSecret, retryDelayMs: 10 })
      await admin.accessToken()
      proxy.faults.push({ status: 502, afterForwarding: true })
      await assert.rejects(admin.rotateSecret(rotatedId), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.match(error.message, /rotate-secret may have been carried out, and is not sent again$/)
        return true
      })
      assert.equal(proxy.batchRequests, 1)
      const rotations = await service.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'rotate-secret' AND client_id = $1",
        [rotatedId],
      )
      assert.equal(rotations[0]?.n, 1)
    })

    test('an attempt without an answer within requestTimeoutMs is given up and sent again, as after a network error', async () => {
      // The token is got without the short timeout: only the batches are timed.
      const timed = async (options: Partial<IntakeClientOptions>) => {
        const { client, proxy, clientId } = await setup()
        const token = { value: await client.accessToken(), expiresAt: Date.now() + 600_000 }
        return {
          client: new IntakeClient({ url: proxy.url, clientId, token, retryDelayMs: 10, ...options }),
          proxy,
          clientId,
        }
      }
      const { client, proxy, clientId } = await timed({ requestTimeoutMs: 1_000 })
      proxy.faults.push({ status: 0, hold: true })
      const records = steps(3, 'timed-out')
      const outcomes = await client.send('application-steps', records)
      assert.equal(proxy.batchRequests, 2)
      await assertOutcomesMatch(clientId, records, outcomes)

      const never = await timed({ requestTimeoutMs: 100, maxAttempts: 2 })
      never.proxy.rule = () => ({ status: 0, hold: true })
      await assert.rejects(never.client.send('application-steps', steps(1, 'never-answered')), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.message, 'Gave up after 2 attempts: no answer within 100 ms (requestTimeoutMs)')
        return true
      })
      assert.equal(never.proxy.batchRequests, 2)
    })

    test('a network error names its cause: a refused connection says ECONNREFUSED', async () => {
      const closed = await new FaultProxy(port).start()
      const url = closed.url
      await closed.close()
      const client = new IntakeClient({ url, clientId: 'cl_x', clientSecret: 'x', maxAttempts: 2, retryDelayMs: 1 })
      await assert.rejects(client.accessToken(), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.match(error.message, /^Gave up after 2 attempts: fetch failed \(.*ECONNREFUSED.*\)$/)
        return true
      })
    })

    test('options that cannot work throw at construction, not at the first send', () => {
      const base = { url: 'http://127.0.0.1:8080', clientId: 'cl_x', clientSecret: 'x' }
      const refusals: [Partial<IntakeClientOptions>, RegExp][] = [
        [{ concurrency: 0 }, /^concurrency must be a whole number of at least 1, not 0$/],
        [{ batchItems: 2.5 }, /^batchItems must be a whole number of at least 1, not 2\.5$/],
        [{ batchBytes: Number.NaN }, /^batchBytes must be/],
        [{ maxAttempts: -1 }, /^maxAttempts must be/],
        [{ retryDelayMs: -1 }, /^retryDelayMs must be a number of milliseconds, 0 or more, not -1$/],
        [{ maxRetryDelayMs: Number.POSITIVE_INFINITY }, /^maxRetryDelayMs must be/],
        [{ url: '127.0.0.1:8080' }, /^url must be an http: or https: address/],
        [{ url: 'ftp://127.0.0.1' }, /^url must be an http: or https: address/],
      ]
      for (const [options, message] of refusals) {
        assert.throws(() => new IntakeClient({ ...base, ...options }), { message }, JSON.stringify(options))
      }
      assert.doesNotThrow(() => new IntakeClient({ ...base, url: 'https://intake.example.com/v3/', retryDelayMs: 0 }))
    })

    test('a 400 that is not about items is never retried: IntakeError after one request', async () => {
      const { client, proxy } = await setup()
      const body = errorBody('The request body must be a JSON array of application steps')
      proxy.rule = () => ({ status: 400, body })
      await assert.rejects(client.send('application-steps', steps(2, 'bad-request')), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 400)
        assert.deepEqual(error.body, body)
        assert.match(error.message, /must be a JSON array/)
        return true
      })
      assert.equal(proxy.batchRequests, 1)
    })

    test('a 400 whose body is not JSON (say, from a reverse proxy) is not retried either', async () => {
      const { client, proxy } = await setup({ maxAttempts: 4 })
      proxy.rule = () => ({ status: 400, body: '<html><body><h1>400 Bad Request</h1></body></html>' })
      const error = await client.send('application-steps', steps(2, 'bad-request-html')).then(
        () => undefined,
        (reason: unknown) => reason,
      )
      assert.ok(error instanceof IntakeError, `not an IntakeError: ${error}`)
      assert.equal(proxy.batchRequests, 1, `sent ${proxy.batchRequests} times, then: ${error.message}`)
      assert.equal(error.status, 400)
    })

    test("a 201 or 207 whose body is empty or not the contract's (a proxy's page) is an IntakeError naming the status: the outcome is unknown, and sending again stores nothing twice", async () => {
      const { client, proxy, clientId } = await setup()
      const records = steps(3, 'answer-lost')
      // The server stores the batch; the answer the client is given in its place is not the server's.
      proxy.faults.push(
        { status: 201, body: '', afterForwarding: true },
        { status: 207, body: '<html><body>Accepted</body></html>', afterForwarding: true },
        { status: 201, body: { ok: true }, afterForwarding: true },
      )
      const outcomeUnknown =
        'whether the batch was stored is unknown; send it again, which is safe (a record sent again updates the one stored with its natural key)'
      await assert.rejects(client.send('application-steps', records), (error) => {
        assert.ok(error instanceof IntakeError, `not an IntakeError: ${error}`)
        assert.equal(error.status, 201)
        assert.equal(
          error.message,
          `The server answered 201 to a batch of 3 records with an empty body, not the contract's answer: ${outcomeUnknown}`,
        )
        return true
      })
      // Without ids asked for, nothing in the answer is read past its status: a 207 was taken for "all stored".
      await assert.rejects(
        client.sendEach('application-steps', records, () => {}, { ids: false }),
        (error) => {
          assert.ok(error instanceof IntakeError, `not an IntakeError: ${error}`)
          assert.equal(error.status, 207)
          assert.equal(error.body, '<html><body>Accepted</body></html>')
          assert.match(error.message, /^The server answered 207 to a batch of 3 records with a body that is not JSON, /)
          return true
        },
      )
      await assert.rejects(client.send('application-steps', records), (error) => {
        assert.ok(error instanceof IntakeError, `not an IntakeError: ${error}`)
        assert.match(error.message, /^The server answered 201 to a batch of 3 records with JSON of another shape, /)
        return true
      })
      const outcomes = await client.send('application-steps', records)
      await assertOutcomesMatch(clientId, records, outcomes)
      assert.equal((await storedSteps(clientId)).size, 3)
    })

    test('a token or a read answered 200 with an empty body is an IntakeError naming the status, not a TypeError', async () => {
      const { client, proxy } = await setup()
      proxy.tokenFaults.push({ status: 200, body: '' })
      await assert.rejects(client.rejections(), (error) => {
        assert.ok(error instanceof IntakeError, `not an IntakeError: ${error}`)
        assert.equal(error.status, 200)
        assert.equal(error.message, "The token request was answered 200 with an empty body, not the contract's answer")
        return true
      })
      proxy.faults.push({ status: 200, body: '' })
      await assert.rejects(client.record('job-offers', 1), (error) => {
        assert.ok(error instanceof IntakeError, `not an IntakeError: ${error}`)
        assert.equal(error.status, 200)
        assert.equal(
          error.message,
          "The server answered 200 to GET /v3/jobboard/job-offers/1 with an empty body, not the contract's answer",
        )
        return true
      })
    })

    test('413 for batches over 500 items: the client splits them and every record lands at its position', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 1_000 })
      proxy.rule = (items) => (items > 500 ? { status: 413, body: errorBody('Too many items') } : undefined)
      const records = steps(1_200, 'split')
      records[700] = { ...records[700], candidate_mail: 'no at sign' } as StepInput
      const outcomes = await client.send('application-steps', records)

      assert.deepEqual(
        [...proxy.batchItems].sort((a, b) => a - b),
        [200, 500, 500, 1_000],
      )
      assert.equal(proxy.batchAnswers.filter((status) => status === 413).length, 1)
      assert.deepEqual(
        outcomes.filter((outcome) => outcome.errors !== undefined).map((outcome) => outcome.index),
        [700],
      )
      assert.equal((await storedSteps(clientId)).size, 1_199)
      await assertOutcomesMatch(clientId, records, outcomes)
    })

    test('413 for a batch of texts as bytes: the client splits it and sends each half as the same bytes', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 1_000 })
      proxy.rule = (items) => (items > 3 ? { status: 413, body: errorBody('Too many items') } : undefined)
      const records = steps(5, 'split-bytes', { job_offer_title: 'Plombier·ère' })
      const texts = records.map((record) => Buffer.from(JSON.stringify(record, null, 1)))
      const reported: BatchOutcome<Uint8Array>[] = []
      await client.sendEachJson('application-steps', texts, (batch) => {
        reported.push(batch)
      })

      const body = (from: number, to: number) => `[${texts.slice(from, to).join(',')}]`
      assert.deepEqual(proxy.batchBodies, [body(0, 5), body(0, 3), body(3, 5)])
      assert.equal(proxy.batchAnswers.filter((status) => status === 413).length, 1)
      await assertOutcomesMatch(
        clientId,
        records,
        reported.flatMap((batch) => batch.outcomes),
      )
    })

    test('413 for one record alone (larger than the server takes): that record is rejected with the server’s words, the others are stored', async () => {
      await onAnotherNode({ maxBodyBytes: 4_096 }, async (small) => {
        const { client, clientId } = await setup({ batchItems: 4 }, small)
        const records = steps(6, 'too-large')
        records[2] = { ...records[2], job_offer_title: 'x'.repeat(10_000) } as StepInput
        const outcomes = await client.send('application-steps', records)
        assert.deepEqual(outcomes[2], {
          index: 2,
          errors: [{ message: 'The request body is larger than the limit of 4096 bytes', field: null }],
        })
        assert.ok(outcomes.every((outcome, index) => index === 2 || outcome.id !== undefined))
        assert.equal((await storedSteps(clientId, small)).size, 5)
      })
    })

    test('413 with concurrency 1: the halves go one after the other, so a key sent again later in the batch keeps its later value', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 1_000, concurrency: 1 })
      proxy.rule = (items) => (items > 500 ? { status: 413, body: errorBody('Too many items') } : undefined)
      proxy.delayMs = 50
      const records = steps(1_000, 'split-order')
      // The same natural key in each half: the one later in the batch must be the one stored.
      records[10] = { ...records[10], application_ats_id: 'split-order-key', job_offer_title: 'earlier' } as StepInput
      records[990] = { ...records[990], application_ats_id: 'split-order-key', job_offer_title: 'later' } as StepInput
      await client.send('application-steps', records)
      assert.equal(proxy.maxInFlight, 1, 'never two requests in flight')
      const [stored] = await service.db.query<{ job_offer_title: string }>(
        'SELECT job_offer_title FROM application_steps WHERE client_id = $1 AND application_ats_id = $2',
        [clientId, 'split-order-key'],
      )
      assert.equal(stored?.job_offer_title, 'later')
    })
  })

  describe('idempotency and concurrency', () => {
    test('sending the same records twice gives the same ids and no new rows', async () => {
      const { client, clientId } = await setup({ batchItems: 400 })
      const records = steps(1_000, 'twice')
      const first = await client.send('application-steps', records)
      const second = await client.send('application-steps', records)
      assert.deepEqual(
        second.map((outcome) => outcome.id),
        first.map((outcome) => outcome.id),
      )
      assert.equal((await storedSteps(clientId)).size, 1_000)
    })

    test('an activity sent again keeps its id and its count is replaced, not added', async () => {
      const { client, clientId } = await setup()
      const activity = { recorded_at: '2026-11-20', job_offer_reference: 'JO-9', status: 'apply_click', count: 3 }
      const [first] = await client.send('activities', [activity])
      const [second] = await client.send('activities', [{ ...activity, count: 5 }])
      assert.equal(second?.id, first?.id)
      const rows = await service.db.query<{ count: number }>('SELECT count FROM activities WHERE client_id = $1', [
        clientId,
      ])
      assert.deepEqual(
        rows.map((row) => row.count),
        [5],
      )
    })

    test('with concurrency 3, at most 3 batch requests are in flight at once (and 3 are)', async () => {
      const { client, proxy, clientId } = await setup({ batchItems: 50, concurrency: 3 })
      proxy.delayMs = 100
      const outcomes = await client.send('application-steps', steps(500, 'concurrent'))
      assert.equal(proxy.batchRequests, 10)
      assert.equal(proxy.maxInFlight, 3)
      assert.ok(outcomes.every((outcome) => outcome.id !== undefined))
      assert.equal((await storedSteps(clientId)).size, 500)
    })
  })

  describe('types', () => {
    test('send is typed by the resource: an activity is accepted as the contract describes it', async () => {
      const { client, clientId } = await setup()
      const outcomes = await client.send('activities', [
        { recorded_at: '2026-11-20', job_offer_reference: 1, status: 'job_offer_view', count: 3 },
      ])
      assert.equal(typeof outcomes[0]?.id, 'number')
      const rows = await service.db.query<{ job_offer_reference: string }>(
        'SELECT job_offer_reference FROM activities WHERE client_id = $1',
        [clientId],
      )
      assert.deepEqual(rows, [{ job_offer_reference: '1' }])

      // Never called: tsc checks that these do not compile (tsc -p . covers test/).
      function doesNotCompile() {
        const view = 'job_offer_view'
        // @ts-expect-error: an activity needs its count
        void client.send('activities', [{ recorded_at: '2026-11-20', job_offer_reference: 1, status: view }])
        // @ts-expect-error: a count is a number
        void client.send('activities', [
          { recorded_at: '2026-11-20', job_offer_reference: 1, status: view, count: '3' },
        ])
        // @ts-expect-error: a job offer has no colour
        void client.send('job-offers', [{ reference: 'JO-1', colour: 'blue' }])
        // @ts-expect-error: there is no such resource
        void client.send('candidates', [])
      }
      assert.equal(typeof doesNotCompile, 'function')
    })
  })
  describe('reading back (what the console uses)', () => {
    const today = new Date().toISOString().slice(0, 10)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

    test("lists, records, the funnel and ingestion reports, the rejection log and erasure give the server's answers", async () => {
      const { client } = await setup()
      const records = steps(3, 'read', { candidate_mail: 'jane@example.org' })
      const outcomes = await client.send('application-steps', [
        ...records,
        { ...records[0], recorded_at: 'no' } as StepInput,
      ])
      const first = await client.list('application-steps', { limit: 2 })
      assert.equal(first.data.length, 2)
      assert.notEqual(first.next_cursor, null)
      const rest = await client.list('application-steps', { limit: 2, cursor: first.next_cursor, step: undefined })
      assert.deepEqual(
        [...first.data, ...rest.data].map((record) => record.id),
        outcomes.slice(0, 3).map((outcome) => outcome.id),
      )
      assert.equal(rest.next_cursor, null)
      const one = await client.record('application-steps', first.data[0]?.id as number)
      assert.deepEqual(one, first.data[0])

      const funnel = await client.funnel({ from: '2026-11-01', to: '2026-12-01', group_by: 'day' })
      assert.deepEqual(
        funnel.data.map((group) => [group.group, group.applications, group.steps]),
        [['2026-11-20', 3, { applied: 3 }]],
      )
      const ingestion = await client.ingestion({ from: `${today}T00:00:00Z`, to: `${tomorrow}T00:00:00Z` })
      assert.deepEqual(
        ingestion.data.map((row) => [row.resource, row.created, row.changed, row.rejected, row.batches]),
        [['application-steps', 3, 0, 1, 1]],
      )
      assert.equal(typeof ingestion.last_batch_at['application-steps'], 'string')
      const rejections = await client.rejections({ resource: 'application-steps' })
      assert.deepEqual(
        rejections.data.map((entry) => [entry.index, entry.problems.map((problem) => problem.field)]),
        [[3, ['recorded_at']]],
      )
      const erasure = await client.erasePersonalData('C-0')
      assert.deepEqual(erasure.data, [{ candidate_ats_id: 'C-0', records_changed: 1 }])
      assert.equal((await client.record('application-steps', outcomes[0]?.id as number)).candidate_mail, null)
    })

    test('changes follows the feed from the start: a stored step is its application_step.created event, with its record under include=data', async () => {
      const { client } = await setup()
      const outcomes = await client.send('application-steps', steps(2, 'feed'))
      const events: ChangeEvent[] = []
      let after: string | undefined
      for (let pages = 0; pages < 10; pages++) {
        const page = await client.changes({ after, limit: 1, include: 'data' })
        events.push(...page.data)
        if (page.data.length === 0) {
          assert.equal(page.next_after, after, 'an empty page gives back the after it was asked with')
          break
        }
        assert.equal(page.next_after, page.data.at(-1)?.sequence)
        after = page.next_after
      }
      assert.deepEqual(
        events.map((event) => [event.type, event.resource, event.id]),
        outcomes.map((outcome) => ['application_step.created', 'application-steps', outcome.id]),
      )
      const sequences = events.map((event) => event.sequence)
      assert.deepEqual([...sequences].sort(), sequences, 'in sequence order')
      assert.deepEqual(
        events.map((event) => event.data),
        await Promise.all(events.map((event) => client.record('application-steps', event.id))),
      )
      const created = await client.changes({ types: 'application_step.created' })
      assert.deepEqual(
        created.data.map((event) => [event.sequence, 'data' in event]),
        sequences.map((sequence) => [sequence, false]),
      )
      await assert.rejects(client.changes({ types: 'candidate.created' }), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 400)
        assert.match(error.message, /types/)
        return true
      })
    })

    test('erasePersonalData of a candidate "." or "..", which no URL path can name, is an IntakeError without a request', async () => {
      const { client, proxy } = await setup()
      for (const candidate of ['.', '..']) {
        await assert.rejects(client.erasePersonalData(candidate), (error) => {
          assert.ok(error instanceof IntakeError)
          assert.match(
            error.message,
            /^A URL path cannot name the candidate "\.{1,2}" \(URL parsers remove that segment\)/,
          )
          return true
        })
      }
      assert.equal(proxy.batchRequests, 0)
      // What it would have sent: fetch's URL parser takes the segment out.
      assert.equal(
        new URL(`${proxy.url}/v3/ats/candidates/${encodeURIComponent('..')}/personal-data`).pathname,
        '/v3/ats/personal-data',
      )
    })

    test("a read the server refuses is an IntakeError in the contract's words, not retried", async () => {
      const { client, proxy } = await setup()
      await assert.rejects(client.list('job-offers', { limit: 0 }), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 400)
        assert.match(error.message, /limit must be an integer from 1 to 1000/)
        return true
      })
      await assert.rejects(client.record('job-offers', 999_999_999), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 404)
        return true
      })
      assert.deepEqual(proxy.batchAnswers, [400, 404])
    })

    test('a 503 or 429 on a read is retried like a batch', async () => {
      const { client, proxy } = await setup({ retryDelayMs: 1 })
      proxy.faults.push({ status: 503 }, { status: 429, headers: { 'retry-after': '0' } })
      const page = await client.rejections()
      assert.deepEqual(page.data, [])
      assert.deepEqual(proxy.batchAnswers, [503, 429, 200])
    })

    test('without the secret, a token is used until the server refuses it, then an IntakeError 401; onToken hears each token', async () => {
      const heard: string[] = []
      const { client, proxy, clientId } = await setup({ onToken: (token) => heard.push(token.value) })
      await client.rejections()
      assert.equal(heard.length, 1)
      const withToken = new IntakeClient({
        url: proxy.url,
        clientId,
        token: { value: heard[0] as string, expiresAt: Date.now() + 60_000 },
      })
      assert.deepEqual((await withToken.rejections()).data, [])
      const before = proxy.tokenRequests
      const expired = new IntakeClient({ url: proxy.url, clientId, token: { value: heard[0] as string, expiresAt: 0 } })
      await assert.rejects(expired.rejections(), (error) => {
        assert.ok(error instanceof IntakeError)
        assert.equal(error.status, 401)
        return true
      })
      proxy.faults.push({ status: 401 })
      await assert.rejects(withToken.rejections(), (error) => error instanceof IntakeError && error.status === 401)
      assert.equal(proxy.tokenRequests, before, 'no token request without a secret')
    })
  })
})
