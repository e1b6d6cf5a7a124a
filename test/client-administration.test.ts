import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  ClientAdministrationError,
  createClient,
  disableClient,
  enableClient,
  listClients,
  MAX_CLIENT_NAME_LENGTH,
  rotateSecret,
  UnknownClientError,
} from '../src/auth/clients.ts'
import { verifySecret } from '../src/auth/secrets.ts'
import { type ClientStore, createClientStore } from '../src/db/clients.ts'
import { createTestDatabase, TEST_ACTOR, type TestDatabase } from './helpers.ts'

// The module the CLI (and the admin endpoints) call; the CLI's printing is in cli.test.ts.
describe('client administration', () => {
  let database: TestDatabase
  let clients: ClientStore

  before(async () => {
    database = await createTestDatabase()
    clients = createClientStore(database.db)
  })
  after(() => database.drop())

  const listed = async (clientId: string) =>
    (await listClients(database.db, ['application-steps'])).find((c) => c.client_id === clientId)

  test('a name is trimmed, and stored; the secret is returned once and only its hash, at scrypt N = 2^15, is kept', async () => {
    const created = await createClient(database.db, TEST_ACTOR, { name: `  ${'é'.repeat(MAX_CLIENT_NAME_LENGTH)}  ` })
    assert.equal((await listed(created.client_id))?.name, 'é'.repeat(MAX_CLIENT_NAME_LENGTH))
    const stored = await clients.credentials(created.client_id)
    assert.notEqual(stored?.secretHash, created.client_secret)
    assert.equal(await verifySecret(created.client_secret, stored?.secretHash ?? ''), true)
    // At the service's cost (the test helpers make their clients at a lower one).
    assert.match(stored?.secretHash ?? '', /^scrypt\$32768\$8\$1\$/)
  })

  test('a blank, too long or control-character name is refused, and no client is created', async () => {
    const before = (await listClients(database.db, [])).length
    const cases: [string, string][] = [
      ['', 'A client needs a name'],
      [' \t ', 'A client needs a name'],
      ['x'.repeat(MAX_CLIENT_NAME_LENGTH + 1), `A client's name must be at most ${MAX_CLIENT_NAME_LENGTH} characters`],
      ['two\nlines', "A client's name must not hold control or invisible formatting characters"],
    ]
    for (const [name, message] of cases) {
      await assert.rejects(createClient(database.db, TEST_ACTOR, { name }), {
        name: 'ClientAdministrationError',
        message,
      })
    }
    assert.equal((await listClients(database.db, [])).length, before)
  })

  test('a name holding a C1 control character (U+0080 to U+009F, NEL among them) is refused like C0 and DEL', async () => {
    const before = (await listClients(database.db, [])).length
    for (const name of ['next\u0085line', 'a\u0080b', 'csi\u009b31m']) {
      await assert.rejects(createClient(database.db, TEST_ACTOR, { name }), {
        name: 'ClientAdministrationError',
        message: "A client's name must not hold control or invisible formatting characters",
      })
    }
    assert.equal((await listClients(database.db, [])).length, before)
    // The characters around them are no controls: a name of them is stored.
    const created = await createClient(database.db, TEST_ACTOR, { name: '\u007e\u00a0Société\u00a0' })
    assert.equal(created.name, '~\u00a0Société')
  })

  test('a name holding an invisible format character (a bidirectional override, a zero-width space) is refused', async () => {
    const before = (await listClients(database.db, [])).length
    for (const name of ['ACME \u202eSTA', 'AC\u200bME', 'ACME\u2066', 'AC\ufeffME']) {
      await assert.rejects(createClient(database.db, TEST_ACTOR, { name }), {
        name: 'ClientAdministrationError',
        message: "A client's name must not hold control or invisible formatting characters",
      })
    }
    assert.equal((await listClients(database.db, [])).length, before)
  })

  test('disable keeps its first time, enable clears it; both are harmless twice', async () => {
    const { client_id: clientId } = await createClient(database.db, TEST_ACTOR, { name: 'toggled' })
    await disableClient(database.db, TEST_ACTOR, clientId)
    const firstDisabledAt = (await listed(clientId))?.disabled_at
    assert.equal(typeof firstDisabledAt, 'string')
    assert.deepEqual(await disableClient(database.db, TEST_ACTOR, clientId), { client_id: clientId, disabled: true })
    assert.equal((await listed(clientId))?.disabled_at, firstDisabledAt)
    assert.equal((await clients.credentials(clientId))?.disabled, true)
    assert.deepEqual(await enableClient(database.db, TEST_ACTOR, clientId), { client_id: clientId, disabled: false })
    assert.deepEqual(await enableClient(database.db, TEST_ACTOR, clientId), { client_id: clientId, disabled: false })
    assert.equal((await listed(clientId))?.disabled_at, null)
    assert.equal((await clients.credentials(clientId))?.disabled, false)
  })

  test('rotate-secret: the new secret works, the old one no longer does', async () => {
    const created = await createClient(database.db, TEST_ACTOR, { name: 'rotated' })
    const rotated = await rotateSecret(database.db, TEST_ACTOR, created.client_id)
    const hash = (await clients.credentials(created.client_id))?.secretHash ?? ''
    assert.equal(await verifySecret(rotated.client_secret, hash), true)
    assert.equal(await verifySecret(created.client_secret, hash), false)
    assert.equal(typeof (await listed(created.client_id))?.secret_rotated_at, 'string')
  })

  test('an unknown client is an UnknownClientError naming it, for every action', async () => {
    for (const action of [disableClient, enableClient, rotateSecret]) {
      const error = await action(database.db, TEST_ACTOR, 'cl_nobody').catch((caught: unknown) => caught)
      assert.ok(error instanceof UnknownClientError && error instanceof ClientAdministrationError)
      assert.equal(error.message, 'There is no client cl_nobody')
      assert.equal(error.clientId, 'cl_nobody')
    }
  })
})
