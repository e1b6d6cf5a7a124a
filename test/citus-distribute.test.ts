import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import pg from 'pg'
import { runIntake, TEST_DATABASE_URL } from './helpers.ts'

/**
 * `intake citus distribute` where there is no Citus: this file's database, a new one never migrated
 * (embedded, or on TEST_DATABASE_URL's server), so that the test can see it left untouched. On Citus
 * itself, which this machine cannot install, the statements it runs are checked in citus-rules.test.ts.
 */
describe('intake citus distribute, without Citus', () => {
  let dataDir: string
  let env: NodeJS.ProcessEnv
  let dropDatabase = async () => {}

  const intake = (...args: string[]) => runIntake(env, ...args)

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'intake-citus-'))
    env = { PATH: process.env.PATH, LOG_LEVEL: 'info', DATA_DIR: dataDir }
    if (TEST_DATABASE_URL !== undefined) {
      const name = `intake_test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const url = new URL(TEST_DATABASE_URL)
      url.pathname = `/${name}`
      env = { ...env, DATABASE_URL: url.toString() }
      dropDatabase = async () => {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
        await admin.connect()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await admin.end()
      }
    }
  })
  after(async () => {
    await dropDatabase()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('explains in one line that the citus extension is missing, exits 1, and leaves the database as it was', async () => {
    for (let run = 1; run <= 2; run++) {
      const refused = await intake('citus', 'distribute')
      assert.equal(refused.code, 1)
      assert.equal(refused.stdout, '')
      assert.equal(
        refused.stderr,
        'intake: the citus extension is not installed in this database: point DATABASE_URL at a Citus ' +
          'coordinator where CREATE EXTENSION citus has run (docs/citus.md)\n',
      )
    }
    // Not even migrated: every migration is still to apply.
    const migrated = await intake('migrate')
    assert.equal(migrated.code, 0, migrated.stderr)
    assert.ok(JSON.parse(migrated.stdout).applied.includes('001_initial.sql'), migrated.stdout)
  })

  test('an unknown citus command is a usage error, exit 1', async () => {
    const unknown = await intake('citus', 'undistribute')
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /^intake: Unknown citus command: undistribute\n/)
    assert.match(unknown.stderr, /citus distribute {2,}on a Citus coordinator/)
  })
})
