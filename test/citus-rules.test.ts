import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { disableClient, enableClient, listClients, rotateSecret } from '../src/auth/clients.ts'
import { listSigningKeys, rotateSigningKey } from '../src/auth/signing-keys.ts'
import { createFactsKeeping } from '../src/db/application-facts-keeping.ts'
import { createChangeFeed } from '../src/db/change-feed.ts'
import {
  COORDINATOR_TABLES,
  DISTRIBUTED_TABLES,
  DISTRIBUTION_COLUMN,
  distributionSteps,
  REFERENCE_TABLES,
  type TableLayout,
} from '../src/db/citus.ts'
import { createPersonalDataStore } from '../src/db/personal-data.ts'
import { createRecordStore } from '../src/db/record-store.ts'
import { createRejectionLog } from '../src/db/rejections.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { DEFAULT_PIPELINE } from '../src/domain/pipeline.ts'
import { PIPELINE_GROUPINGS } from '../src/domain/pipeline-report.ts'
import type { RecordOfResource } from '../src/domain/resource.ts'
import { resources } from '../src/domain/resources.ts'
import { createRejectionsPruning } from '../src/jobs/rejections-pruning.ts'
import { citusViolations, FunctionCatalog, tablesOf } from './citus-rules.ts'
import {
  activity,
  applicationStep,
  createTestDatabase,
  jobOffer,
  startService,
  storedApplicationStep,
  TEST_ACTOR,
  type TestDatabase,
  type TestService,
  testConfig,
  watchingStatements,
} from './helpers.ts'

/** The cursor of a newest-first log's page before row 100 of a query with these filters (as the service writes it). */
const continuing = (filters: Record<string, string>) =>
  Buffer.from(JSON.stringify([filters, [100]])).toString('base64url')
const [FROM, TO] = ['2026-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z']

/**
 * The guard of docs/citus.md: every statement the service sends, collected from the driver while the
 * service does each thing it does (store, re-send, patch, read, export, report, erase, retain, manage
 * clients), parsed by PostgreSQL's parser and checked against what Citus refuses (test/citus-rules.ts).
 */

/** The tables of the resources' records, which each way of writing a batch must reach. */
const RECORD_TABLES: readonly string[] = resources(testConfig()).map((resource) => resource.table)
const RESOURCE_NAMES: readonly string[] = resources(testConfig()).map((resource) => resource.name)

describe('Citus: the statements the service sends', () => {
  const statements = new Set<string>()
  let database: TestDatabase
  let service: TestService
  let catalog: FunctionCatalog

  before(async () => {
    const real = await createTestDatabase()
    database = { ...real, db: watchingStatements(real.db, (statement) => statements.add(statement)) }
    catalog = await FunctionCatalog.load(real.db)
    service = await startService({ database })
    const client = await service.newClient('citus rules')
    const expect = async (status: number, answer: Promise<{ statusCode: number; body: string }>) => {
      const { statusCode, body } = await answer
      assert.equal(statusCode, status, body)
    }
    const resources = [
      ['/v3/ats/application-steps', applicationStep, { source: 'linkedin' }],
      ['/v3/jobboard/activities', activity, { count: 7 }],
      ['/v3/jobboard/job-offers', jobOffer, { title: 'Data engineer' }],
    ] as const
    for (const [path, make, change] of resources) {
      await expect(201, client.send('POST', path, [make()])) // new keys: COPY
      await expect(201, client.send('POST', path, [make(change)])) // a key stored: the COPY fails, the upsert
      await expect(201, client.send('POST', path, [make(change)])) // the same values: ids by key
      await expect(201, client.send('POST', path, [make(change)], { prefer: 'return=minimal' }))
      await expect(200, client.send('GET', `${path}?limit=1`))
      await expect(200, client.send('GET', `${path}/1`))
      await expect(200, client.send('GET', path, undefined, { accept: 'application/x-ndjson' }))
    }
    // A client whose batches start on COPY again, with Prefer: return=minimal (the ids drawn all the same, for the change feed).
    const other = await service.newClient('citus rules, minimal')
    await expect(
      201,
      other.send('POST', '/v3/ats/application-steps', [applicationStep()], { prefer: 'return=minimal' }),
    )
    await expect(
      201,
      client.send('POST', '/v3/ats/application-steps', [
        applicationStep({
          application_ats_id: 'A-2',
          candidate_ats_id: 'C-2',
          candidate_mail: 'jane@example.org',
          recorded_at: '2020-01-01T00:00:00Z',
        }),
      ]),
    )
    await expect(200, client.send('PATCH', '/v3/ats/application-steps/1', { source: 'indeed' }))
    await expect(
      409,
      client.send('PATCH', '/v3/ats/application-steps/1', {
        application_ats_id: 'A-2',
        recorded_at: '2020-01-01T00:00:00Z',
      }),
    )
    await expect(404, client.send('PATCH', '/v3/ats/application-steps/999999', { source: 'x' }))
    await expect(200, client.send('GET', '/v3/ats/application-steps?recorded_from=2026-01-01T00:00:00Z&limit=1'))
    for (const groupBy of ['job_offer_reference', 'subsidiary', 'source', 'day']) {
      await expect(200, client.send('GET', `/v3/reports/funnel?from=2026-11-01&to=2026-12-01&group_by=${groupBy}`))
    }
    await expect(200, client.send('PUT', '/v3/pipeline', DEFAULT_PIPELINE))
    await expect(200, client.send('GET', '/v3/pipeline'))
    await expect(200, client.send('GET', '/v3/applications?from=2026-11-01&to=2026-12-01&stage=screened&limit=1'))
    for (const groupBy of PIPELINE_GROUPINGS) {
      const filtered = 'job_offer_reference=JO-1&subsidiary=Paris&source=board'
      await expect(200, client.send('GET', `/v3/reports/pipeline?from=2026-11-01&to=2026-12-01&group_by=${groupBy}`))
      await expect(
        200,
        client.send('GET', `/v3/reports/pipeline?from=2026-11-01&to=2026-12-01&group_by=${groupBy}&${filtered}`),
      )
    }
    await expect(200, client.send('DELETE', '/v3/pipeline'))
    // The facts job's pass that works the applications out again under the pipeline now the client's.
    await createFactsKeeping(database.db).resolve(client.clientId, () => false)
    await expect(200, client.send('DELETE', '/v3/ats/candidates/C-1/personal-data'))
    // The change feed: each of its reads, and its pruning (below).
    await expect(200, client.send('GET', '/v3/changes?include=data&limit=1000'))
    await expect(200, client.send('GET', '/v3/changes?types=application_step.updated&after=0000000000000000001'))
    // The webhook endpoints: each change (audited), each read, and the replays.
    const hook = await client.send('POST', '/v3/webhooks', { url: 'https://hooks.example.com/', types: null })
    assert.equal(hook.statusCode, 201, hook.body)
    const webhook = `/v3/webhooks/${hook.json().data[0].id}`
    await expect(200, client.send('GET', '/v3/webhooks'))
    await expect(200, client.send('PATCH', webhook, { enabled: false, types: ['job_offer.created'], description: 'x' }))
    await expect(200, client.send('PATCH', webhook, { enabled: true, events_per_message: 10 }))
    await expect(200, client.send('POST', `${webhook}/rotate-secret`))
    await expect(202, client.send('POST', `${webhook}/replay`, { after: '0000000000000000001' }))
    await expect(202, client.send('POST', `${webhook}/replay`, { since: '2026-11-01T00:00:00Z' }))
    await expect(200, client.send('GET', `${webhook}/deliveries?limit=1`))
    await expect(200, client.send('GET', `${webhook}/deliveries?cursor=${continuing({})}`))
    // The ingestion counters: a batch whose every item is invalid, a rejected PATCH, the report.
    await expect(400, client.send('POST', '/v3/ats/application-steps', [{}]))
    await expect(400, client.send('PATCH', '/v3/ats/application-steps/1', { step: '' }))
    await expect(
      200,
      client.send(
        'GET',
        `/v3/rejections?cursor=${continuing({ resource: 'application-steps', field: 'step', request_id: 'x', from: FROM, to: TO })}&limit=1`,
      ),
    )
    await expect(200, client.send('GET', '/v3/rejections'))
    // The pruning: the client's rejections down to one, then everything, being old.
    for (const now of [new Date(), new Date('2100-01-01T00:00:00Z')]) {
      const pruned = await createRejectionsPruning({
        log: createRejectionLog(database.db),
        retentionDays: 1,
        maxPerClient: 1,
        logger: service.app.log,
        now: () => now,
      }).runOnce()
      assert.equal(pruned.outcome, 'done')
      assert.ok(pruned.expired + pruned.excess > 0)
    }
    for (const bucket of ['hour', 'day']) {
      await expect(
        200,
        client.send('GET', `/v3/reports/ingestion?bucket=${bucket}&from=2026-11-01T00:00:00Z&to=2026-11-30T00:00:00Z`),
      )
    }
    assert.equal(await createPersonalDataStore(database.db).eraseChunkRecordedBefore(new Date('2021-01-01'), 100), 1)
    assert.ok(((await createChangeFeed(database.db).pruneChunkOlderThan(new Date('2100-01-01'), 1000)) ?? 0) > 0)
    // Without an alongside, a batch of new keys is copied without ids drawn first (no caller of the service's).
    await createRecordStore(database.db, applicationSteps).storeBatchWithoutIds(other.clientId, [
      storedApplicationStep({ application_ats_id: 'A-copied' }),
    ] as RecordOfResource<typeof applicationSteps>[])
    await rotateSecret(database.db, TEST_ACTOR, other.clientId)
    await disableClient(database.db, TEST_ACTOR, other.clientId)
    await disableClient(database.db, TEST_ACTOR, other.clientId)
    await enableClient(database.db, TEST_ACTOR, other.clientId)
    await listClients(database.db, RESOURCE_NAMES)
    // The admin endpoints: each client-administration action and read, and the audit log by each filter.
    const admin = await service.newAdminClient('citus rules, admin')
    const created = await admin.send('POST', '/v3/admin/clients', { name: 'made over HTTP' })
    assert.equal(created.statusCode, 201, created.body)
    const madeId = created.json().data[0].client_id as string
    for (const action of ['disable', 'enable', 'rotate-secret']) {
      await expect(200, admin.send('POST', `/v3/admin/clients/${madeId}/${action}`))
    }
    await expect(404, admin.send('POST', '/v3/admin/clients/cl_nobody/disable'))
    await expect(200, admin.send('GET', '/v3/admin/clients'))
    await expect(
      200,
      admin.send(
        'GET',
        `/v3/admin/clients/${client.clientId}/ingestion?from=2026-11-01T00:00:00Z&to=2026-11-30T00:00:00Z`,
      ),
    )
    await expect(200, admin.send('GET', `/v3/admin/clients/${client.clientId}/rejections?resource=application-steps`))
    await expect(200, admin.send('GET', '/v3/admin/audit-log'))
    await expect(200, admin.send('GET', `/v3/admin/clients/${client.clientId}/webhooks`))
    await expect(200, admin.send('GET', `/v3/admin/clients/${client.clientId}${webhook.slice(3)}/deliveries`))
    await expect(204, client.send('DELETE', webhook))
    await expect(
      200,
      admin.send(
        'GET',
        `/v3/admin/audit-log?cursor=${continuing({ client_id: madeId, actor: 'cli', action: 'create', from: FROM, to: TO })}&limit=1`,
      ),
    )
    // The signing keys: rotated (published, older ones retiring, retired ones deleted), listed, sealed
    // at start under an encryption key, and re-read by a node.
    await rotateSigningKey(database.db, { encryptionKey: undefined, signAfterMs: 0, retireAfterMs: 0 })
    await rotateSigningKey(database.db, { encryptionKey: undefined, signAfterMs: 60_000, retireAfterMs: 60_000 })
    await listSigningKeys(database.db)
    const sealing = await startService({
      database,
      config: { signingKeyEncryptionKey: new Uint8Array(32).fill(1), signingKeysRefreshMs: 50 },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    await sealing.close()
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  test('none of them is one that Citus refuses', async () => {
    const violations = []
    for (const sql of statements) violations.push(...(await citusViolations(sql, catalog)))
    assert.deepEqual(violations, [])
  })

  test('they cover every table, and each way of writing to the data tables', async () => {
    const tables = new Set<string>()
    for (const sql of statements) for (const table of await tablesOf(sql)) tables.add(table)
    for (const table of [...DISTRIBUTED_TABLES, ...REFERENCE_TABLES]) assert.ok(tables.has(table), table)
    const texts = [...statements].map((sql) => sql.replace(/\s+/g, ' '))
    for (const table of RECORD_TABLES) {
      assert.ok(
        texts.some((sql) => sql.startsWith(`COPY "${table}" (client_id, id,`)),
        `${table}: COPY with ids`,
      )
      assert.ok(
        texts.some((sql) => sql.includes(`INSERT INTO "${table}"`) && sql.includes('ON CONFLICT')),
        table,
      )
    }
    assert.ok(
      texts.some((sql) => sql.startsWith('COPY "application_steps" (client_id, "')),
      'COPY without ids',
    )
    assert.ok(
      texts.some((sql) => sql.includes('INSERT INTO ingestion_counters') && sql.includes('ON CONFLICT')),
      'the ingestion counters',
    )
    assert.ok(
      texts.some((sql) => sql.includes('INSERT INTO rejections')),
      'the rejection log',
    )
    assert.ok(
      texts.filter((sql) => sql.includes('INSERT INTO change_events')).length >= 4,
      'the change feed: batches, PATCH, erasure by request and by retention',
    )
    assert.ok(
      texts.some((sql) => sql.includes('DELETE FROM change_events')),
      'the change feed pruning',
    )
    assert.ok(
      texts.filter((sql) => sql.includes('DELETE FROM rejections')).length >= 2,
      'the pruning, by age and by count',
    )
    assert.equal(texts.filter((sql) => sql.includes('WITH names AS')).length, 4, 'the funnel report, each grouping')
    for (const pattern of [
      'UPDATE "application_steps" SET',
      'UPDATE application_steps SET',
      'UPDATE application_steps AS step SET',
      'UPDATE application_facts f',
      'UPDATE application_facts_progress SET resolved_under = $2',
      'UPDATE clients SET disabled_at',
      'UPDATE clients SET secret_hash',
      'UPDATE signing_keys SET retires_at',
      'UPDATE signing_keys SET sealed_private_jwk',
      'DELETE FROM signing_keys',
    ]) {
      assert.ok(
        texts.some((sql) => sql.includes(pattern)),
        pattern,
      )
    }
  })

  test('the check refuses each pattern Citus refuses, and lets the equivalent through', async () => {
    const refused = async (sql: string) => (await citusViolations(sql, catalog)).map((v) => `${v.rule}: ${v.what}`)
    assert.deepEqual(await refused('INSERT INTO t (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET b = now()'), [
      'DO UPDATE SET: now()',
    ])
    assert.deepEqual(await refused('INSERT INTO t (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET b = EXCLUDED.b'), [])
    assert.deepEqual(
      await refused(`UPDATE t SET a = $1 WHERE id = $2 RETURNING to_char(b AT TIME ZONE 'UTC', 'YYYY')`),
      ['RETURNING: to_char()', 'RETURNING: timezone()'],
    )
    assert.deepEqual(await refused('UPDATE t SET a = $1 RETURNING a, b::text, CURRENT_TIMESTAMP, $2::timestamptz'), [
      'RETURNING: a cast to text',
      'RETURNING: CURRENT_TIMESTAMP',
    ])
    assert.deepEqual(await refused(`WITH u AS (UPDATE t SET a = $1 RETURNING b) SELECT to_char(b, 'YYYY') FROM u`), [])
    assert.deepEqual(await refused('UPDATE t SET d = coalesce(d, now()) WHERE id = $1'), ['COALESCE: now()'])
    assert.deepEqual(await refused('UPDATE t SET d = CASE WHEN d IS NULL THEN now() ELSE d END'), ['CASE: now()'])
    assert.deepEqual(await refused('UPDATE t SET d = least(d, now()), e = now() WHERE id = $1'), [])
    assert.deepEqual(await refused('DELETE FROM t WHERE random() < 0.5'), [
      'VOLATILE in SET or WHERE of a write: random()',
    ])
    assert.deepEqual(await refused(`UPDATE t SET d = to_char(e, 'YYYY')`), [
      'STABLE of a column in SET or WHERE of a write: to_char()',
    ])
    assert.deepEqual(await refused('SELECT id FROM t WHERE a LIMIT 3 FOR UPDATE SKIP LOCKED'), ['row lock: FOR UPDATE'])
    assert.deepEqual(await refused('SELECT id FROM t FOR SHARE'), ['row lock: FOR SHARE'])
    assert.deepEqual(await refused('INSERT INTO t (a) SELECT nextval($1) RETURNING id, xmax = 0 AS inserted'), [])
  })

  test('every table of the schema is laid out for Citus, and every key of a data table leads with client_id', async () => {
    const listed = new Set<string>([...DISTRIBUTED_TABLES, ...REFERENCE_TABLES, ...COORDINATOR_TABLES])
    const tables = await database.db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    )
    assert.deepEqual(
      tables.map((table) => table.name).filter((name) => !listed.has(name)),
      [],
      'a table in none of the lists of src/db/citus.ts',
    )
    const keys = await database.db.query<{ table: string; index: string; first: string }>(
      `SELECT index.indrelid::regclass::text AS table, index.indexrelid::regclass::text AS index,
         attribute.attname AS first
       FROM pg_index AS index
       JOIN pg_attribute AS attribute ON attribute.attrelid = index.indrelid AND attribute.attnum = index.indkey[0]
       WHERE index.indisunique AND index.indrelid::regclass::text = ANY($1)`,
      [[...DISTRIBUTED_TABLES]],
    )
    // The record tables have a primary key and a natural key; every other data table a primary key.
    for (const table of DISTRIBUTED_TABLES) {
      const unique = keys.filter((key) => key.table === table).length
      assert.ok(unique >= (RECORD_TABLES.includes(table) ? 2 : 1), table)
    }
    assert.deepEqual(
      keys.filter((key) => key.first !== DISTRIBUTION_COLUMN),
      [],
    )
  })
})

describe('intake citus distribute: the statements it runs', () => {
  const layouts = (steps: ReturnType<typeof distributionSteps>) => steps.map((step) => `${step.layout} ${step.table}`)

  test('on a database where Citus holds none of the tables: every table, reference tables first, co-located', () => {
    const steps = distributionSteps(new Map())
    assert.deepEqual(layouts(steps), [
      'reference clients',
      'reference signing_keys',
      'distributed application_steps',
      'distributed activities',
      'distributed job_offers',
      'distributed application_steps_changes',
      'distributed activities_changes',
      'distributed job_offers_changes',
      'distributed ingestion_counters',
      'distributed rejection_counters',
      'distributed rejections',
      'distributed rejection_log_sizes',
      'distributed audit_log',
      'distributed pipelines',
      'distributed change_sequences',
      'distributed change_events',
      'distributed change_events_pruned',
      'distributed application_facts',
      'distributed application_facts_progress',
      'distributed application_facts_pending',
      'distributed webhook_endpoints',
      'distributed webhook_replays',
      'distributed webhook_messages',
    ])
    assert.deepEqual(
      steps.filter((step) => step.layout === 'distributed').map((step) => step.params),
      [
        ['application_steps', 'client_id'],
        ['activities', 'client_id', 'application_steps'],
        ['job_offers', 'client_id', 'application_steps'],
        ['application_steps_changes', 'client_id', 'application_steps'],
        ['activities_changes', 'client_id', 'application_steps'],
        ['job_offers_changes', 'client_id', 'application_steps'],
        ['ingestion_counters', 'client_id', 'application_steps'],
        ['rejection_counters', 'client_id', 'application_steps'],
        ['rejections', 'client_id', 'application_steps'],
        ['rejection_log_sizes', 'client_id', 'application_steps'],
        ['audit_log', 'client_id', 'application_steps'],
        ['pipelines', 'client_id', 'application_steps'],
        ['change_sequences', 'client_id', 'application_steps'],
        ['change_events', 'client_id', 'application_steps'],
        ['change_events_pruned', 'client_id', 'application_steps'],
        ['application_facts', 'client_id', 'application_steps'],
        ['application_facts_progress', 'client_id', 'application_steps'],
        ['application_facts_pending', 'client_id', 'application_steps'],
        ['webhook_endpoints', 'client_id', 'application_steps'],
        ['webhook_replays', 'client_id', 'application_steps'],
        ['webhook_messages', 'client_id', 'application_steps'],
      ],
    )
  })

  test('run again: nothing already laid out is touched; a table added later is laid out alone', () => {
    const all = new Map<string, TableLayout>([
      ...REFERENCE_TABLES.map((table) => [table, 'reference'] as const),
      ...DISTRIBUTED_TABLES.map((table) => [table, 'distributed'] as const),
    ])
    assert.deepEqual(distributionSteps(all), [])
    all.delete('job_offers')
    assert.deepEqual(layouts(distributionSteps(all)), ['distributed job_offers'])
    assert.deepEqual(distributionSteps(all)[0]?.params, ['job_offers', 'client_id', 'application_steps'])
  })
})
