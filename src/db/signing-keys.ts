import type { Database, Queryable } from './database.ts'

/**
 * Any fixed number: it names the lock under which signing keys are created, sealed and rotated, so that
 * nodes starting together agree on the first key and two rotations do not interleave.
 */
const SIGNING_KEY_LOCK = 4_242_002

/** A signing key as the table holds it; times in milliseconds since the epoch, by the database's clock. */
export interface StoredSigningKey {
  readonly kid: string
  /** The private JWK, when it is stored unencrypted. */
  readonly privateJwk: Record<string, unknown> | undefined
  /** The private JWK sealed under SIGNING_KEY_ENCRYPTION_KEY (auth/key-encryption.ts). */
  readonly sealedPrivateJwk: string | undefined
  readonly createdAt: number
  /** From when it signs (a rotated-in key is published some time before). */
  readonly signsFrom: number
  /** From when its tokens are refused; undefined while it is not retiring. */
  readonly retiresAt: number | undefined
}

/** The keys, oldest first, and the database's clock when they were read. */
export interface SigningKeyTable {
  readonly keys: StoredSigningKey[]
  readonly databaseNow: number
}

export interface NewSigningKey {
  readonly kid: string
  readonly privateJwk?: Record<string, unknown>
  readonly sealedPrivateJwk?: string
}

interface Row {
  kid: string
  private_jwk: Record<string, unknown> | null
  sealed_private_jwk: string | null
  created_at: number
  signs_from: number
  retires_at: number | null
  database_now: number
}

const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`

export async function readSigningKeys(db: Queryable): Promise<SigningKeyTable> {
  // A right join on the clock, so that an empty table still says what time it is.
  const rows = await db.query<Row>(
    `SELECT key.kid, key.private_jwk, key.sealed_private_jwk, ${epochMs('key.created_at')} AS created_at,
            ${epochMs('key.signs_from')} AS signs_from, ${epochMs('key.retires_at')} AS retires_at,
            clock.database_now
     FROM signing_keys AS key
     RIGHT JOIN (SELECT ${epochMs('now()')} AS database_now) AS clock ON true
     ORDER BY key.signs_from, key.created_at, key.kid`,
  )
  const databaseNow = Number(rows[0]?.database_now)
  const keys = rows
    .filter((row) => row.kid !== null)
    .map((row) => ({
      kid: row.kid,
      privateJwk: row.private_jwk ?? undefined,
      sealedPrivateJwk: row.sealed_private_jwk ?? undefined,
      createdAt: Number(row.created_at),
      signsFrom: Number(row.signs_from),
      retiresAt: row.retires_at === null ? undefined : Number(row.retires_at),
    }))
  return { keys, databaseNow }
}

/** `work` in one transaction under the signing keys' lock, with the table as it is once the lock is held. */
export function withSigningKeysLocked<T>(
  db: Database,
  work: (tx: Queryable, table: SigningKeyTable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK])
    return work(tx, await readSigningKeys(tx))
  })
}

/** Stores a key that signs from `signsFrom` (ms, database clock), or at once. */
export async function insertSigningKey(tx: Queryable, key: NewSigningKey, signsFrom?: number): Promise<void> {
  const privateParts = [
    key.kid,
    key.privateJwk === undefined ? null : JSON.stringify(key.privateJwk),
    key.sealedPrivateJwk ?? null,
  ]
  if (signsFrom === undefined) {
    await tx.query('INSERT INTO signing_keys (kid, private_jwk, sealed_private_jwk) VALUES ($1, $2, $3)', privateParts)
  } else {
    await tx.query(
      `INSERT INTO signing_keys (kid, private_jwk, sealed_private_jwk, signs_from)
       VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000))`,
      [...privateParts, signsFrom],
    )
  }
}

/** Replaces a key's plain private part by its sealed form. */
export async function sealStoredKey(tx: Queryable, kid: string, sealedPrivateJwk: string): Promise<void> {
  await tx.query('UPDATE signing_keys SET sealed_private_jwk = $2, private_jwk = NULL WHERE kid = $1', [
    kid,
    sealedPrivateJwk,
  ])
}

/** Every key but `keep` retires at `retiresAt` (ms, database clock), or earlier if it already was to. */
export async function retireSigningKeysBut(tx: Queryable, keep: string, retiresAt: number): Promise<void> {
  await tx.query(
    `UPDATE signing_keys SET retires_at = to_timestamp($2::float8 / 1000)
     WHERE kid <> $1 AND (retires_at IS NULL OR retires_at > to_timestamp($2::float8 / 1000))`,
    [keep, retiresAt],
  )
}

/** Deletes the keys retired at or before `before` (ms, database clock): no token of theirs is accepted. */
export async function deleteRetiredSigningKeys(tx: Queryable, before: number): Promise<string[]> {
  const rows = await tx.query<{ kid: string }>(
    'DELETE FROM signing_keys WHERE retires_at <= to_timestamp($1::float8 / 1000) RETURNING kid',
    [before],
  )
  return rows.map((row) => row.kid)
}
