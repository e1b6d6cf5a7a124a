import { type CryptoKey, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { PrivateSigningJwk } from '../config.ts'
import type { Database } from '../db/database.ts'
import {
  deleteRetiredSigningKeys,
  insertSigningKey,
  type NewSigningKey,
  readSigningKeys,
  retireSigningKeysBut,
  type StoredSigningKey,
  sealStoredKey,
  withSigningKeysLocked,
} from '../db/signing-keys.ts'
import { openPrivateJwk, sealPrivateJwk } from './key-encryption.ts'

/**
 * The token signing keys of a node: the one it signs with and those whose tokens it accepts, read from
 * the database (or TOKEN_SIGNING_KEY alone) and re-read in the background, so that a key rotated in by
 * `intake keys rotate` reaches every node without a restart.
 *
 * A key's life: published (in the table, its tokens accepted, not signing yet: every node has time to
 * read it before a token it signed reaches one), signing (the newest key whose signs_from has come),
 * retiring (a newer key signs; its tokens are still accepted until they have all expired), retired (its
 * tokens refused; deleted by the next rotation). Times are the database's clock, so that nodes whose
 * clocks differ still agree on which key signs.
 */
export const SIGNING_ALGORITHM = 'ES256'

/** A key whose kid names no key this node knows is looked up in the database at most this often. */
const UNKNOWN_KID_LOOKUP_MS = 1_000
/** A kid that keys of this service can have (a JWK thumbprint: SHA-256 in base64url); others are not looked up. */
const LOOKED_UP_KID = /^[A-Za-z0-9_-]{43}$/
/** Beyond the longest token lifetime, how long a retiring key stays accepted: nodes' clocks differ a little. */
export const RETIREMENT_MARGIN_MS = 60_000

/** A key of the table, as every node schedules it, whether or not this node can read it. */
interface ScheduledKey {
  readonly kid: string
  readonly signsFrom: number
  readonly retiresAt: number | undefined
}

interface RingKey extends ScheduledKey {
  readonly privateKey: CryptoKey | Uint8Array
  readonly publicKey: CryptoKey | Uint8Array
}

/** A key this node cannot read (sealed, without SIGNING_KEY_ENCRYPTION_KEY or with another one): why not. */
interface UnreadableKey extends ScheduledKey {
  readonly unreadable: string
}

interface Logger {
  warn(object: object, message: string): void
}

export interface KeyRingOptions {
  readonly db: Database
  readonly configuredKey: PrivateSigningJwk | undefined
  readonly encryptionKey: Uint8Array | undefined
  readonly refreshMs: number
  readonly logger?: Logger
  /** The node's clock (tests move it). */
  readonly now: () => Date
}

async function generateSigningKey(): Promise<{ kid: string; privateJwk: Record<string, unknown> }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true })
  const privateJwk = await exportJWK(privateKey)
  return { kid: await calculateJwkThumbprint(privateJwk), privateJwk: { ...privateJwk } }
}

/** The stored form of a new key: sealed when there is an encryption key. */
function storedForm(
  key: { kid: string; privateJwk: Record<string, unknown> },
  encryptionKey?: Uint8Array,
): NewSigningKey {
  return encryptionKey === undefined
    ? key
    : { kid: key.kid, sealedPrivateJwk: sealPrivateJwk(encryptionKey, key.kid, key.privateJwk) }
}

/** The private JWK of a stored key; throws one line when it is sealed and cannot be opened. */
function privateJwkOf(key: StoredSigningKey, encryptionKey: Uint8Array | undefined): Record<string, unknown> {
  if (key.sealedPrivateJwk === undefined) return key.privateJwk ?? {}
  if (encryptionKey === undefined) {
    throw new Error(
      `signing key ${key.kid} is encrypted: set SIGNING_KEY_ENCRYPTION_KEY to the key it was encrypted with`,
    )
  }
  return openPrivateJwk(encryptionKey, key.kid, key.sealedPrivateJwk)
}

async function importSigningKey(
  privateJwk: JWK,
  kid?: string,
): Promise<Pick<RingKey, 'kid' | 'privateKey' | 'publicKey'>> {
  if (privateJwk.kty !== 'EC' || privateJwk.crv !== 'P-256' || typeof privateJwk.d !== 'string') {
    throw new Error('A signing key must be a private EC P-256 JWK (with "d")')
  }
  const { d: _private, ...publicJwk } = privateJwk
  return {
    kid: kid ?? privateJwk.kid ?? (await calculateJwkThumbprint(publicJwk)),
    privateKey: await importJWK(privateJwk, SIGNING_ALGORITHM),
    publicKey: await importJWK(publicJwk, SIGNING_ALGORITHM),
  }
}

/**
 * At start: the table's keys, the first one created if there is no key that is not retired, and plain
 * private parts sealed when an encryption key is set; all under the lock. A key that cannot be opened
 * stops the start with one line.
 */
async function keysAtStart(db: Database, encryptionKey: Uint8Array | undefined) {
  return withSigningKeysLocked(db, async (tx, table) => {
    for (const key of table.keys) privateJwkOf(key, encryptionKey)
    if (encryptionKey !== undefined) {
      for (const key of table.keys) {
        if (key.privateJwk !== undefined) {
          await sealStoredKey(tx, key.kid, sealPrivateJwk(encryptionKey, key.kid, key.privateJwk))
        }
      }
    }
    const live = table.keys.filter((key) => key.retiresAt === undefined || key.retiresAt > table.databaseNow)
    if (live.length === 0) await insertSigningKey(tx, storedForm(await generateSigningKey(), encryptionKey))
    return live.length === 0 || encryptionKey !== undefined ? readSigningKeys(tx) : table
  })
}

export async function createKeyRing(options: KeyRingOptions) {
  const { db, encryptionKey, now, logger } = options
  /** The table's keys in signs_from order, those this node cannot read among them. */
  let schedule: (RingKey | UnreadableKey)[] = []
  /** The database's clock minus the node's, when the keys were last read. */
  let clockOffset = 0
  let lastRead = 0
  let reading: Promise<void> | undefined
  const databaseNow = () => now().getTime() + clockOffset
  const isReadable = (key: RingKey | UnreadableKey): key is RingKey => !('unreadable' in key)

  /** Imports the table's keys, reusing those already imported (a key never changes under its kid). */
  async function adopt(table: { keys: StoredSigningKey[]; databaseNow: number }, strict: boolean) {
    if (table.keys.length === 0) throw new Error('No token signing key')
    const known = new Map(schedule.filter(isReadable).map((key) => [key.kid, key]))
    const next: (RingKey | UnreadableKey)[] = []
    for (const stored of table.keys) {
      const { kid, signsFrom, retiresAt } = stored
      try {
        const imported = known.get(kid) ?? (await importSigningKey(privateJwkOf(stored, encryptionKey) as JWK, kid))
        next.push({ ...imported, kid, signsFrom, retiresAt })
      } catch (error) {
        if (strict) throw error
        const unreadable = (error as Error).message
        logger?.warn({ kid, cause: unreadable }, 'a signing key could not be read; skipped')
        next.push({ kid, signsFrom, retiresAt, unreadable })
      }
    }
    schedule = next
    clockOffset = table.databaseNow - now().getTime()
  }

  /** Re-reads the table (one read at a time); on failure keeps the keys it has. */
  function refresh(): Promise<void> {
    if (reading !== undefined) return reading
    // Counted from the attempt, so that a database that fails does not make every unknown kid try again.
    lastRead = Date.now()
    reading = readSigningKeys(db)
      .then((table) => adopt(table, false))
      .catch((error: Error) => {
        logger?.warn({ cause: error.message }, 'could not re-read the signing keys; keeping the last ones')
      })
      .finally(() => {
        reading = undefined
      })
    return reading
  }

  let timer: NodeJS.Timeout | undefined
  if (options.configuredKey !== undefined) {
    // TOKEN_SIGNING_KEY was checked whole when the configuration was loaded; it alone signs and verifies.
    schedule = [{ ...(await importSigningKey({ ...options.configuredKey })), signsFrom: 0, retiresAt: undefined }]
  } else {
    await adopt(await keysAtStart(db, encryptionKey), true)
    lastRead = Date.now()
    timer = setInterval(refresh, options.refreshMs)
    timer.unref()
  }

  const accepted = (key: ScheduledKey) => key.retiresAt === undefined || databaseNow() < key.retiresAt
  const find = (kid: string) =>
    schedule.find((key): key is RingKey => key.kid === kid && isReadable(key) && accepted(key))

  /**
   * The key every node signs with now: the newest whose time to sign has come, whether or not this node
   * can read it. The newest key is never retired (a rotation retires the keys before it).
   */
  const signing = () => {
    const current = databaseNow()
    return schedule.findLast((key) => key.signsFrom <= current && accepted(key)) ?? schedule.find(accepted)
  }

  return {
    /**
     * The key to sign with, or why this node cannot sign: it does not read that key (a node started
     * without SIGNING_KEY_ENCRYPTION_KEY before one with it sealed the keys), and signing with an older
     * one would make tokens the other nodes refuse once it retires.
     */
    signingKey(): RingKey | { readonly cannotSign: string } {
      const key = signing()
      if (key === undefined) return { cannotSign: 'no signing key is in force' }
      return isReadable(key)
        ? key
        : { cannotSign: `this node cannot read the key tokens are signed with (${key.unreadable})` }
    },

    /** Whether tokens of this kid are accepted now (not retired). */
    accepts: (kid: string) => find(kid) !== undefined,

    /**
     * The public key of `kid`, or undefined. A kid this node does not know may be a key published since
     * it last read the table: it is looked up then, at most once every UNKNOWN_KID_LOOKUP_MS whatever
     * the number of such tokens, so that made-up kids cannot send every request to the database.
     */
    async publicKey(kid: string): Promise<CryptoKey | Uint8Array | undefined> {
      const key = find(kid)
      if (key !== undefined) return key.publicKey
      const neverSeen = !schedule.some((known) => known.kid === kid)
      if (timer === undefined || !neverSeen || !LOOKED_UP_KID.test(kid)) return undefined
      if (reading === undefined && Date.now() - lastRead < UNKNOWN_KID_LOOKUP_MS) return undefined
      await refresh()
      return find(kid)?.publicKey
    },

    /** Re-reads the keys now, as the timer does every `refreshMs` (none with TOKEN_SIGNING_KEY). */
    refresh: (): Promise<void> => (timer === undefined ? Promise.resolve() : refresh()),
    stop: () => clearInterval(timer),
  }
}

export type KeyRing = Awaited<ReturnType<typeof createKeyRing>>

export interface KeyState {
  readonly kid: string
  readonly state: 'published' | 'signing' | 'retiring' | 'retired'
  readonly created_at: string
  readonly signs_from: string
  readonly retires_at: string | null
  readonly encrypted: boolean
}

/** What each key is at `at` (ms, database clock): the newest key that signs signs, the others retire. */
function keyStates(keys: StoredSigningKey[], at: number): KeyState[] {
  const signing = keys.findLast((key) => key.signsFrom <= at && (key.retiresAt === undefined || at < key.retiresAt))
  return keys.map((key) => ({
    kid: key.kid,
    state:
      key.retiresAt !== undefined && key.retiresAt <= at
        ? 'retired'
        : key === signing
          ? 'signing'
          : key.signsFrom > at
            ? 'published'
            : 'retiring',
    created_at: new Date(key.createdAt).toISOString(),
    signs_from: new Date(key.signsFrom).toISOString(),
    retires_at: key.retiresAt === undefined ? null : new Date(key.retiresAt).toISOString(),
    encrypted: key.sealedPrivateJwk !== undefined,
  }))
}

/** `intake keys list`: the signing keys and their state, never their private parts. */
export async function listSigningKeys(db: Database): Promise<KeyState[]> {
  const table = await readSigningKeys(db)
  return keyStates(table.keys, table.databaseNow)
}

export interface RotationOptions {
  readonly encryptionKey: Uint8Array | undefined
  /** How long the new key is published before it signs: longer than every node's refresh interval. */
  readonly signAfterMs: number
  /** How long the older keys stay accepted once the new key signs: the longest token lifetime and a margin. */
  readonly retireAfterMs: number
}

/**
 * `intake keys rotate`: a new key, published now, signing after `signAfterMs` (at once on a database
 * without a key); every older key retires
 * `retireAfterMs` after that; keys already retired are deleted, and plain private parts sealed when an
 * encryption key is set. Refused, changing nothing, when a sealed key does not open with the key given
 * (the nodes could not read the new key either).
 */
export async function rotateSigningKey(db: Database, options: RotationOptions): Promise<KeyState[]> {
  return withSigningKeysLocked(db, async (tx, table) => {
    for (const key of table.keys) privateJwkOf(key, options.encryptionKey)
    const deleted = await deleteRetiredSigningKeys(tx, table.databaseNow)
    const fresh = await generateSigningKey()
    // With no key that signs or may sign, there is nothing to overlap with: the new key signs at once.
    const live = table.keys.some((key) => key.retiresAt === undefined || key.retiresAt > table.databaseNow)
    const signsFrom = table.databaseNow + (live ? options.signAfterMs : 0)
    await insertSigningKey(tx, storedForm(fresh, options.encryptionKey), signsFrom)
    await retireSigningKeysBut(tx, fresh.kid, signsFrom + options.retireAfterMs)
    if (options.encryptionKey !== undefined) {
      for (const key of table.keys) {
        if (key.privateJwk !== undefined && !deleted.includes(key.kid)) {
          await sealStoredKey(tx, key.kid, sealPrivateJwk(options.encryptionKey, key.kid, key.privateJwk))
        }
      }
    }
    const after = await readSigningKeys(tx)
    return keyStates(after.keys, after.databaseNow)
  })
}
