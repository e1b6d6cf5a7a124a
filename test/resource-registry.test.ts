import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { identifier, text, timestamp } from '../src/domain/fields.ts'
import { defineResource } from '../src/domain/resource.ts'
import { resources } from '../src/domain/resources.ts'
import { createTestDatabase, startService, type TestDatabase, type TestService } from './helpers.ts'

/**
 * A fourth resource is its declaration and its table, nothing else: this one exists only here. Its
 * table is created as its migration would create it, and the service built with it serves its batch,
 * read, list, export and patch routes, in its words, and documents them.
 */
const interviews = defineResource({
  name: 'interviews',
  tag: 'ats',
  singular: 'interview',
  plural: 'interviews',
  article: 'an',
  patchable: true,
  table: 'interviews',
  fields: {
    recorded_at: timestamp(true),
    application_ats_id: identifier(true),
    interviewer: text(false),
  },
  naturalKey: ['application_ats_id', 'recorded_at'],
  exactFilters: ['application_ats_id', 'interviewer'],
  example: { recorded_at: '2026-11-20T10:15:00Z', application_ats_id: 'A-1', interviewer: 'Sam' },
})

const MIGRATION = [
  `
  CREATE TABLE interviews (
    client_id text NOT NULL,
    id bigint GENERATED ALWAYS AS IDENTITY,
    recorded_at timestamptz NOT NULL,
    application_ats_id text NOT NULL,
    interviewer text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (client_id, id),
    CONSTRAINT interviews_natural_key UNIQUE (client_id, application_ats_id, recorded_at)
  )`,
  `CREATE TABLE interviews_changes (
    client_id text NOT NULL,
    id bigint NOT NULL,
    changed_at timestamptz NOT NULL,
    PRIMARY KEY (client_id, id)
  )`,
]

const PATH = '/v3/ats/interviews'
const FIRST = { recorded_at: '2026-11-20T10:15:00.000Z', application_ats_id: 'A-1', interviewer: 'Sam' }
const SECOND = { recorded_at: '2026-11-21T09:00:00.000Z', application_ats_id: 'A-2', interviewer: null }

describe('a resource declared outside the registry', () => {
  let database: TestDatabase
  let service: TestService
  before(async () => {
    database = await createTestDatabase()
    for (const statement of MIGRATION) await database.db.query(statement)
    service = await startService({ database, resources: [...resources(), interviews] })
  })
  after(async () => {
    await service.close()
    await database.drop()
  })

  test('its batches are stored, and a bad item is named in its words', async () => {
    const client = await service.newClient()
    const stored = await client.send('POST', PATH, [FIRST, SECOND])
    assert.equal(stored.statusCode, 201, stored.body)
    assert.equal(stored.json().message, 'Stored 2 interviews')
    const mixed = await client.send('POST', PATH, [
      { ...FIRST, mood: 'good' },
      { ...SECOND, interviewer: 'Kim' },
    ])
    assert.equal(mixed.statusCode, 207, mixed.body)
    assert.equal(mixed.json().message, 'Stored 1 of 2 interviews; 1 rejected (see errors)')
    assert.deepEqual(mixed.json().errors, [
      { message: 'mood is not a field of an interview', data: { index: 0, field: 'mood', code: 'unknown_field' } },
    ])
    const none = await client.send('POST', PATH, {})
    assert.equal(none.statusCode, 400)
    assert.equal(none.json().message, 'The request body must be a JSON array of interviews')
  })

  test('its records are listed, filtered, exported, read one by one and patched', async () => {
    const client = await service.newClient()
    const [first, second] = (await client.send('POST', PATH, [FIRST, SECOND])).json().data as { id: number }[]
    assert.ok(first !== undefined && second !== undefined)

    const list = await client.send('GET', PATH)
    assert.equal(list.statusCode, 200, list.body)
    assert.equal(list.json().message, 'Found 2 interviews')
    assert.deepEqual(
      list.json().data.map(({ id, recorded_at, application_ats_id, interviewer }: Record<string, unknown>) => ({
        id,
        recorded_at,
        application_ats_id,
        interviewer,
      })),
      [
        { id: first.id, ...FIRST },
        { id: second.id, ...SECOND },
      ],
    )
    const filtered = await client.send('GET', `${PATH}?interviewer=Sam`)
    assert.equal(filtered.json().message, 'Found 1 interview')
    assert.deepEqual(
      filtered.json().data.map((record: { id: number }) => record.id),
      [first.id],
    )

    const csv = await client.send('GET', PATH, undefined, { accept: 'text/csv' })
    assert.equal(csv.statusCode, 200, csv.body)
    assert.equal(csv.headers['content-disposition'], 'attachment; filename="interviews.csv"')
    const [header, ...rows] = csv.body.trim().split('\n')
    assert.equal(header, 'id,recorded_at,application_ats_id,interviewer,created_at,updated_at')
    assert.deepEqual(
      rows.map((row) => row.split(',').slice(0, 4).join(',')),
      [`${first.id},${FIRST.recorded_at},A-1,Sam`, `${second.id},${SECOND.recorded_at},A-2,`],
    )
    const ndjson = await client.send('GET', PATH, undefined, { accept: 'application/x-ndjson' })
    assert.deepEqual(
      ndjson.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).application_ats_id),
      ['A-1', 'A-2'],
    )

    const one = await client.send('GET', `${PATH}/${first.id}`)
    assert.equal(one.statusCode, 200, one.body)
    assert.equal(one.json().message, `Found interview ${first.id}`)
    const missing = await client.send('GET', `${PATH}/999999`)
    assert.equal(missing.statusCode, 404)
    assert.equal(missing.json().message, 'There is no interview 999999')
    const badId = await client.send('GET', `${PATH}/01`)
    assert.equal(badId.statusCode, 400)
    assert.equal(badId.json().message, 'The id in the path must be a positive integer')

    const patched = await client.send('PATCH', `${PATH}/${second.id}`, { interviewer: 'Kim' })
    assert.equal(patched.statusCode, 200, patched.body)
    assert.deepEqual(patched.json(), {
      message: `Updated interview ${second.id}`,
      data: [{ ...SECOND, interviewer: 'Kim' }],
    })
    const conflict = await client.send('PATCH', `${PATH}/${second.id}`, {
      application_ats_id: 'A-1',
      recorded_at: FIRST.recorded_at,
    })
    assert.equal(conflict.statusCode, 409)
    assert.equal(conflict.json().message, 'Another interview already has this application_ats_id, recorded_at')
  })

  test('the OpenAPI document describes its routes under its tag', async () => {
    const document = (await service.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
    assert.deepEqual(Object.keys(document.paths[PATH]).sort(), ['get', 'post'])
    assert.deepEqual(Object.keys(document.paths[`${PATH}/{id}`]).sort(), ['get', 'patch'])
    assert.deepEqual(document.paths[PATH].post.tags, ['ats'])
    assert.equal(document.paths[PATH].post.summary, 'Store a batch of interviews')
    assert.equal(document.paths[`${PATH}/{id}`].patch.summary, 'Change some fields of one interview')
    assert.deepEqual(document.paths[PATH].post.requestBody.content['application/json'].schema.items.required, [
      'recorded_at',
      'application_ats_id',
    ])
    assert.match(document.info.description, /push application steps, activities, job offers and interviews in/)
  })

  test('a service built without it knows nothing of it', async () => {
    const plain = await startService({ database })
    try {
      const client = await plain.newClient()
      assert.equal((await client.send('GET', PATH)).statusCode, 404)
      const document = (await plain.app.inject({ method: 'GET', url: '/v3/openapi.json' })).json()
      assert.equal(document.paths[PATH], undefined)
      assert.match(document.info.description, /push application steps, activities and job offers in/)
    } finally {
      await plain.close()
    }
  })
})

describe('the registry', () => {
  test('lists each resource once, under /{tag}/{name}, with its words', () => {
    assert.deepEqual(
      resources().map((resource) => [
        resource.path,
        resource.singular,
        resource.plural,
        resource.aRecord,
        resource.patchable,
      ]),
      [
        ['/ats/application-steps', 'application step', 'application steps', 'an application step', true],
        ['/jobboard/activities', 'activity', 'activities', 'an activity', false],
        ['/jobboard/job-offers', 'job offer', 'job offers', 'a job offer', false],
      ],
    )
  })

  test('builds the activities from the configured statuses', () => {
    const [, activities] = resources({ activityStatuses: ['seen', 'clicked'] })
    const status: { readonly enum?: unknown } = activities.fields.status.input
    assert.deepEqual(status.enum, ['seen', 'clicked'])
  })
})
