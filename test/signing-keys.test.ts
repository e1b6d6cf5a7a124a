import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { base64url, calculateJwkThumbprint, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { openPrivateJwk, sealPrivateJwk } from '../src/auth/key-encryption.ts'
import { type KeyState, listSigningKeys, rotateSigningKey } from '../src/auth/signing-keys.ts'
import type { Database, Queryable } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import {
  createNodeDatabase,
  createTestDatabase,
  freePort,
  type Reply,
  runIntake,
  startService,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * Token signing keys: rotated by `intake keys rotate` while nodes run, learnt by every node without a
 * restart, retired after the overlap; encrypted at rest under SIGNING_KEY_ENCRYPTION_KEY; kept by
 * migration 006.
 */

const JOB_OFFERS = '/v3/jobboard/job-offers'
const FOREIGN_KEY = 'The token was not signed by this service'

/** POST [] to the job offers with a token: 200 when it is accepted. */
const withBearer = (service: TestService, token: string) =>
  service.app.inject({
    method: 'POST',
    url: JOB_OFFERS,
    headers: { authorization: `Bearer ${token}` },
    payload: [],
  }) as Promise<Reply>

const kidOf = (token: string) => decodeProtectedHeader(token).kid as string
const encryptionKey = () => randomBytes(32)

/**
 * `intake keys rotate` on this database: the real command on PostgreSQL; on the embedded database, which
 * one process at a time may open, the function the command runs (the command only parses and prints).
 */
async function rotate(
  database: TestDatabase,
  options: { signAfterS: number; retireAfterS: number; key?: Uint8Array },
): Promise<KeyState[]> {
  if (database.url !== undefined) {
    const env = {
      DATABASE_URL: database.url,
      ...(options.key === undefined ? {} : { SIGNING_KEY_ENCRYPTION_KEY: Buffer.from(options.key).toString('base64') }),
    }
    const rotated = await runIntake(
      env,
      'keys',
      'rotate',
      '--sign-after',
      String(options.signAfterS),
      '--retire-after',
      String(options.retireAfterS),
    )
    assert.equal(rotated.code, 0, rotated.stderr)
    return JSON.parse(rotated.stdout) as KeyState[]
  }
  return rotateSigningKey(database.db, {
    encryptionKey: options.key,
    signAfterMs: options.signAfterS * 1000,
    retireAfterMs: options.retireAfterS * 1000,
  })
}

/** The database, counting the statements that read the signing keys. */
function countingKeyReads(db: Database): { db: Database; reads: () => number } {
  let reads = 0
  const counting = (queryable: Queryable): Queryable => ({
    query: (sql, params, options) => {
      if (/FROM signing_keys/.test(sql)) reads++
      return queryable.query(sql, params, options)
    },
  })
  return {
    db: {
      ...db,
      ...counting(db),
      transaction: (work) =>
        db.transaction((tx) => work({ ...counting(tx), copyCsv: (target, csv) => tx.copyCsv(target, csv) })),
    },
    reads: () => reads,
  }
}

/** Waits until the database's clock has brought a key to `state` (the nodes go by the same clock). */
async function untilState(db: Database, kid: string, state: KeyState['state']): Promise<void> {
  const deadline = Date.now() + 30_000
  while ((await listSigningKeys(db)).find((key) => key.kid === kid)?.state !== state) {
    if (Date.now() > deadline) throw new Error(`${kid} never became ${state}`)
    await sleep(100)
  }
}

describe('signing-key rotation while nodes run', () => {
  let database: TestDatabase
  let nodes: [TestService, TestService]

  before(async () => {
    database = await createTestDatabase()
    nodes = [await startService({ database }), await startService({ database })]
  })
  after(async () => {
    for (const node of nodes) await node.close()
    await database.drop()
  })

  test("both nodes accept the old and the new key's tokens through the overlap, then refuse the retired key's", async () => {
    const [a, b] = nodes
    const old = await a.newClient('before rotation')
    const oldKid = kidOf(old.token)
    for (const node of nodes) assert.equal((await withBearer(node, old.token)).statusCode, 200)

    // Long enough that the command (a process of its own on PostgreSQL) has ended before the key signs,
    // and that the overlap holds the checks below on a busy machine.
    const rotated = await rotate(database, { signAfterS: 10, retireAfterS: 10 })
    const fresh = rotated.find((key) => key.state === 'published')
    assert.ok(fresh !== undefined && fresh.kid !== oldKid, JSON.stringify(rotated))
    assert.equal(rotated.find((key) => key.kid === oldKid)?.state, 'signing')
    // Each node re-reads the keys (every SIGNING_KEYS_REFRESH_MS): here, now.
    const reread = () => Promise.all(nodes.map((node) => node.app.refreshTokenChecks()))
    await reread()
    // Published, not signing yet: the nodes still sign with the old key.
    assert.equal(kidOf((await b.newClient('published')).token), oldKid)

    await untilState(database.db, fresh.kid, 'signing')
    // The nodes learn the database's clock at each read: the key signs by it.
    await reread()
    const newer = await b.newClient('after rotation')
    assert.equal(kidOf(newer.token), fresh.kid)
    assert.equal(kidOf((await a.newClient('after rotation, a')).token), fresh.kid)
    for (const node of nodes) {
      assert.equal((await withBearer(node, old.token)).statusCode, 200, 'the old key, in the overlap')
      assert.equal((await withBearer(node, newer.token)).statusCode, 200, 'the new key')
    }
    assert.deepEqual(
      (await listSigningKeys(database.db)).map((key) => [key.kid, key.state]),
      [
        [oldKid, 'retiring'],
        [fresh.kid, 'signing'],
      ],
    )

    await untilState(database.db, oldKid, 'retired')
    await reread()
    for (const node of nodes) {
      // The old token was verified before, and is remembered: the retirement still refuses it.
      const refused = await withBearer(node, old.token)
      assert.equal(refused.statusCode, 401, refused.body)
      assert.equal(refused.json().message, FOREIGN_KEY)
      assert.equal((await withBearer(node, newer.token)).statusCode, 200)
    }
    assert.equal((await listSigningKeys(database.db)).find((key) => key.kid === oldKid)?.state, 'retired')
    // The next rotation deletes the retired key.
    const next = await rotate(database, { signAfterS: 60, retireAfterS: 60 })
    assert.ok(!next.some((key) => key.kid === oldKid), JSON.stringify(next))
  })
})

describe('a key a node does not know yet', () => {
  test('is looked up on the first token signed with it; made-up kids cost at most one read a second', async () => {
    const database = await createTestDatabase()
    const counted = countingKeyReads(database.db)
    // A node that re-reads the keys only every minute.
    const slow = await startService({
      database: { ...database, db: counted.db },
      config: { signingKeysRefreshMs: 60_000 },
    })
    try {
      await rotate(database, { signAfterS: 0, retireAfterS: 60 })
      const other = await startService({ database })
      const client = await other.newClient()
      await other.close()
      await sleep(1_100)
      const before = counted.reads()
      assert.equal((await withBearer(slow, client.token)).statusCode, 200)
      assert.equal(counted.reads(), before + 1)

      const forger = await generateKeyPair('ES256')
      const forged = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          new SignJWT({ sub: client.clientId, client_id: client.clientId })
            .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: base64url.encode(randomBytes(32)) })
            .setIssuer('http://localhost/v3')
            .setAudience(slow.config.tokenAudience)
            .setIssuedAt()
            .setExpirationTime('10m')
            .setJti(String(i))
            .sign(forger.privateKey),
        ),
      )
      await sleep(1_100)
      const started = Date.now()
      const readsBefore = counted.reads()
      for (const token of forged) {
        const answer = await withBearer(slow, token)
        assert.equal(answer.statusCode, 401)
        assert.equal(answer.json().message, FOREIGN_KEY)
      }
      const seconds = Math.ceil((Date.now() - started) / 1000)
      const reads = counted.reads() - readsBefore
      assert.ok(reads >= 1 && reads <= seconds, `${reads} reads in ${seconds} s for 100 made-up kids`)
    } finally {
      await slow.close()
      await database.drop()
    }
  })
})

describe('private keys encrypted at rest', () => {
  test('with SIGNING_KEY_ENCRYPTION_KEY, plain keys are encrypted at start, bound to their kid, and keep working', async () => {
    const database = await createTestDatabase()
    try {
      const plainNode = await startService({ database })
      const client = await plainNode.newClient()
      await plainNode.close()
      const [stored] = await database.db.query<{
        private_jwk: { d: string } | null
        sealed_private_jwk: string | null
      }>('SELECT private_jwk, sealed_private_jwk FROM signing_keys')
      assert.equal(typeof stored?.private_jwk?.d, 'string', 'without a key, the private part is stored as it is')
      const d = stored?.private_jwk?.d as string

      const key = encryptionKey()
      const sealedNode = await startService({ database, config: { signingKeyEncryptionKey: key } })
      try {
        assert.equal((await withBearer(sealedNode, client.token)).statusCode, 200)
        const rows = await database.db.query<{ kid: string; private_jwk: unknown; sealed_private_jwk: string }>(
          'SELECT kid, private_jwk, sealed_private_jwk FROM signing_keys',
        )
        assert.equal(rows.length, 1)
        const [row] = rows as [{ kid: string; private_jwk: unknown; sealed_private_jwk: string }]
        assert.equal(row.private_jwk, null)
        assert.ok(!row.sealed_private_jwk.includes(d))
        assert.equal(openPrivateJwk(key, row.kid, row.sealed_private_jwk).d, d)
        assert.throws(() => openPrivateJwk(key, 'another kid', row.sealed_private_jwk), /does not decrypt signing key/)
        assert.throws(() => openPrivateJwk(encryptionKey(), row.kid, row.sealed_private_jwk), /does not decrypt/)
        assert.equal((await sealedNode.newClient()).token.split('.').length, 3)
      } finally {
        await sealedNode.close()
      }

      const rotated = await rotate(database, { signAfterS: 0, retireAfterS: 60, key })
      assert.deepEqual(
        rotated.map((state) => state.encrypted),
        [true, true],
      )
    } finally {
      await database.drop()
    }
  })

  test('a node with a wrong encryption key, or none, for encrypted keys does not start; rotate with a wrong key changes nothing', async () => {
    const database = await createTestDatabase()
    try {
      const key = encryptionKey()
      await rotate(database, { signAfterS: 0, retireAfterS: 60, key })
      const [{ kid } = { kid: '' }] = await database.db.query<{ kid: string }>('SELECT kid FROM signing_keys')
      await assert.rejects(startService({ database, config: { signingKeyEncryptionKey: encryptionKey() } }), {
        message: `SIGNING_KEY_ENCRYPTION_KEY does not decrypt signing key ${kid}: it is not the key the signing keys were encrypted with`,
      })
      await assert.rejects(startService({ database }), {
        message: `signing key ${kid} is encrypted: set SIGNING_KEY_ENCRYPTION_KEY to the key it was encrypted with`,
      })
      await assert.rejects(
        rotateSigningKey(database.db, { encryptionKey: encryptionKey(), signAfterMs: 0, retireAfterMs: 0 }),
        /does not decrypt signing key/,
      )
      assert.deepEqual(
        (await listSigningKeys(database.db)).map((state) => state.kid),
        [kid],
      )
    } finally {
      await database.drop()
    }
  })

  test('intake serve with a wrong encryption key stops at once with one line, and exit 1', async () => {
    const database = await createNodeDatabase([])
    const { env } = database
    try {
      const key = encryptionKey().toString('base64')
      const listen = { PORT: String(await freePort()), HOST: '127.0.0.1' }
      const rotated = await runIntake({ ...env, SIGNING_KEY_ENCRYPTION_KEY: key }, 'keys', 'rotate')
      assert.equal(rotated.code, 0, rotated.stderr)
      const [{ kid }] = JSON.parse(rotated.stdout) as [KeyState]
      const wrong = await runIntake(
        { ...env, SIGNING_KEY_ENCRYPTION_KEY: encryptionKey().toString('base64'), ...listen },
        'serve',
      )
      assert.equal(wrong.code, 1)
      assert.equal(
        wrong.stderr,
        `intake: SIGNING_KEY_ENCRYPTION_KEY does not decrypt signing key ${kid}: it is not the key the signing keys were encrypted with\n`,
      )
      const none = await runIntake({ ...env, ...listen }, 'serve')
      assert.equal(none.code, 1)
      assert.equal(
        none.stderr,
        `intake: signing key ${kid} is encrypted: set SIGNING_KEY_ENCRYPTION_KEY to the key it was encrypted with\n`,
      )
      const listed = await runIntake(env, 'keys', 'list')
      assert.equal(listed.code, 0, listed.stderr)
      assert.deepEqual(
        (JSON.parse(listed.stdout) as KeyState[]).map((state) => [state.kid, state.state, state.encrypted]),
        [[kid, 'signing', true]],
      )
      if (env.DATA_DIR !== undefined) {
        // The embedded files hold no private part in the clear.
        for (const entry of await readdir(env.DATA_DIR, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile()) continue
          const bytes = await readFile(join(entry.parentPath, entry.name))
          assert.ok(!bytes.includes('"d":'), `${entry.name} holds a private JWK`)
        }
      }
    } finally {
      await database.drop()
    }
  })
})

describe('a node without SIGNING_KEY_ENCRYPTION_KEY among nodes with it', () => {
  test('once the key that signs is one it cannot read, it is not ready, naming why, and answers token requests 503 with Retry-After, never a token of a retired key', async () => {
    const database = await createTestDatabase()
    const key = encryptionKey()
    // The keyless node first: it makes the first key in the clear, which the other seals when it starts.
    const keyless = await startService({ database })
    const keyed = await startService({ database, config: { signingKeyEncryptionKey: key } })
    const nodes = [keyless, keyed]
    try {
      const client = await keyless.newClient()
      const requestToken = (node: TestService) => node.requestToken(client.clientId, client.clientSecret)
      const readiness = (node: TestService) => node.app.inject({ method: 'GET', url: '/readyz' }) as Promise<Reply>
      const cannotSign = async (kid: string) => {
        const notReady = await readiness(keyless)
        assert.equal(notReady.statusCode, 503, notReady.body)
        assert.equal(
          notReady.json().message,
          `Not ready: this node cannot read the key tokens are signed with (signing key ${kid} is encrypted: set SIGNING_KEY_ENCRYPTION_KEY to the key it was encrypted with)`,
        )
        const refused = await requestToken(keyless)
        assert.equal(refused.statusCode, 503, refused.body)
        assert.equal(refused.headers['retry-after'], '5')
        assert.equal(refused.json().error, 'temporarily_unavailable')
        assert.equal(refused.json().message, 'This node cannot sign tokens now; retry later')
        assert.equal((await readiness(keyed)).statusCode, 200)
        assert.equal(kidOf((await requestToken(keyed)).json().access_token), kid)
      }

      // Signing at once; the first key's tokens accepted for an hour more.
      const overlapping = await rotate(database, { signAfterS: 0, retireAfterS: 3600, key })
      const second = overlapping.find((state) => state.state === 'signing') as KeyState
      await Promise.all(nodes.map((node) => node.app.refreshTokenChecks()))
      await cannotSign(second.kid)

      // Every key before the third retired now: the first one, which the keyless node can still read, among them.
      const retiring = await rotate(database, { signAfterS: 0, retireAfterS: 0, key })
      const third = retiring.find((state) => state.state === 'signing') as KeyState
      assert.equal(retiring.find((state) => state.kid === kidOf(client.token))?.state, 'retired')
      await Promise.all(nodes.map((node) => node.app.refreshTokenChecks()))
      await cannotSign(third.kid)
    } finally {
      for (const node of nodes) await node.close()
      await database.drop()
    }
  })
})

describe('migration 006 on existing data', () => {
  test('a key stored before it keeps signing, and the tokens it signed stay valid', async () => {
    const database = await createTestDatabase(undefined, { migrated: false })
    try {
      const directory = new URL('../src/db/migrations/', import.meta.url)
      const earlier = (await readdir(directory)).filter((name) => name.endsWith('.sql') && name < '006').sort()
      await database.db.query(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      )
      for (const name of earlier) {
        const sql = await readFile(new URL(name, directory), 'utf8')
        for (const statement of sql.split(/;\s*$/m).map((part) => part.replace(/^\s*--.*$/gm, '').trim())) {
          if (statement !== '') await database.db.query(statement)
        }
        await database.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      }
      const { privateKey } = await generateKeyPair('ES256', { extractable: true })
      const privateJwk = await exportJWK(privateKey)
      const kid = await calculateJwkThumbprint(privateJwk)
      await database.db.query('INSERT INTO signing_keys (kid, private_jwk) VALUES ($1, $2)', [
        kid,
        JSON.stringify(privateJwk),
      ])
      assert.equal((await migrate(database.db))[0], '006_signing_key_rotation.sql')
      const node = await startService({ database })
      try {
        const client = await node.newClient()
        assert.equal(kidOf(client.token), kid)
        assert.equal((await withBearer(node, client.token)).statusCode, 200)
        assert.deepEqual(
          (await listSigningKeys(database.db)).map((state) => [state.kid, state.state, state.encrypted]),
          [[kid, 'signing', false]],
        )
      } finally {
        await node.close()
      }
    } finally {
      await database.drop()
    }
  })
})

test('a sealed private part opens only under its key and for its kid', () => {
  const key = encryptionKey()
  const sealed = sealPrivateJwk(key, 'kid-1', { d: 'secret' })
  assert.deepEqual(openPrivateJwk(key, 'kid-1', sealed), { d: 'secret' })
  assert.notEqual(sealPrivateJwk(key, 'kid-1', { d: 'secret' }), sealed, 'a fresh iv each time')
  assert.throws(() => openPrivateJwk(key, 'kid-2', sealed))
  assert.throws(() => openPrivateJwk(encryptionKey(), 'kid-1', sealed))
})

test('intake keys rotate refuses, changing nothing, where TOKEN_SIGNING_KEY pins the key or an option is not seconds', async () => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const pinned = await runIntake({ TOKEN_SIGNING_KEY: JSON.stringify(await exportJWK(privateKey)) }, 'keys', 'rotate')
  assert.equal(pinned.code, 1)
  assert.equal(
    pinned.stderr,
    'intake: TOKEN_SIGNING_KEY is set: the nodes sign with it and not with the keys in the database; change it on every node instead\n',
  )
  const notSeconds = await runIntake({}, 'keys', 'rotate', '--sign-after', 'soon')
  assert.equal(notSeconds.code, 1)
  assert.match(notSeconds.stderr, /^intake: --sign-after must be a whole number of seconds, got "soon"\n/)
})
