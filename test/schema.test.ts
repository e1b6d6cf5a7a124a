import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { SqlType } from '../src/domain/fields.ts'
import { resources } from '../src/domain/resources.ts'
import { createTestDatabase, type TestDatabase } from './helpers.ts'

const POSTGRES_TYPE: Record<SqlType, string> = {
  text: 'text',
  timestamptz: 'timestamp with time zone',
  date: 'date',
  integer: 'integer',
}
const BOOKKEEPING_COLUMNS = ['client_id', 'id', 'created_at', 'updated_at']

describe('the migrations agree with the resource declarations', () => {
  let database: TestDatabase
  before(async () => {
    database = await createTestDatabase()
  })
  after(() => database.drop())

  for (const resource of resources()) {
    test(`${resource.table} has one column per field of ${resource.aRecord}, of the declared type`, async () => {
      const rows = await database.db.query<{ column_name: string; data_type: string; is_nullable: string }>(
        `SELECT column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [resource.table],
      )
      const columns = rows.filter((row) => !BOOKKEEPING_COLUMNS.includes(row.column_name))
      assert.deepEqual(
        columns.map((row) => [row.column_name, row.data_type, row.is_nullable === 'NO']),
        Object.entries(resource.fields).map(([name, field]) => [name, POSTGRES_TYPE[field.sqlType], field.required]),
      )
    })

    test(`${resource.table} is unique on the client and the natural key of ${resource.aRecord}`, async () => {
      const rows = await database.db.query<{ columns: string[] | string }>(
        `SELECT array_agg(a.attname ORDER BY k.ordinality)::text[] AS columns
         FROM pg_constraint c
         CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, ordinality)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
         WHERE c.conrelid = $1::regclass AND c.contype = 'u'
         GROUP BY c.oid`,
        [resource.table],
      )
      assert.deepEqual(
        rows.map((row) => row.columns),
        [['client_id', ...resource.naturalKey]],
      )
    })

    test(`a change of ${resource.aRecord} can be an update in place: no index holds updated_at, ${resource.changesTable} notes it, pages keep room`, async () => {
      const indexes = await database.db.query<{ tablename: string; indexdef: string }>(
        `SELECT tablename, indexdef FROM pg_indexes
         WHERE schemaname = current_schema() AND tablename IN ($1, $2) ORDER BY indexname`,
        [resource.table, resource.changesTable],
      )
      const ofTable = (table: string) =>
        indexes.filter((index) => index.tablename === table).map((index) => index.indexdef)
      assert.ok(ofTable(resource.table).length >= 3)
      assert.deepEqual(
        ofTable(resource.table).filter((definition) => definition.includes('updated_at')),
        [],
      )
      assert.ok(ofTable(resource.table).some((definition) => definition.endsWith('btree (client_id, created_at)')))
      assert.deepEqual(
        ofTable(resource.changesTable).map((definition) => definition.replace(/^.* USING /, '')),
        ['btree (client_id, changed_at)', 'btree (client_id, id)'],
      )
      const [options] = await database.db.query<{ reloptions: string[] | string | null }>(
        'SELECT reloptions FROM pg_class WHERE oid = $1::regclass',
        [resource.table],
      )
      assert.match(String(options?.reloptions), /fillfactor=85/)
    })
  }

  test('application_steps has the indexes of personal-data erasure: by candidate, and old steps still holding some', async () => {
    const rows = await database.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'application_steps'
         AND indexname IN ('application_steps_by_candidate', 'application_steps_with_personal_data')
       ORDER BY indexname`,
    )
    assert.deepEqual(
      rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING /, '')]),
      [
        ['application_steps_by_candidate', 'btree (client_id, candidate_ats_id, id)'],
        [
          'application_steps_with_personal_data',
          'btree (recorded_at) WHERE ((candidate_mail IS NOT NULL) OR (candidate_phone IS NOT NULL))',
        ],
      ],
    )
  })

  test('every primary key leads with client_id', async () => {
    const rows = await database.db.query<{ table_name: string; first: string }>(
      `SELECT c.conrelid::regclass::text AS table_name, a.attname AS first
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'p' AND c.conrelid::regclass::text IN ('application_steps', 'activities', 'job_offers')`,
    )
    assert.equal(rows.length, 3)
    for (const row of rows) assert.equal(row.first, 'client_id', row.table_name)
  })
})
