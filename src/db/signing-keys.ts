import type { Database } from './database.ts'

/** Any fixed number: it names the lock under which the first node to start creates the signing key. */
const SIGNING_KEY_LOCK = 4_242_002

export interface StoredSigningKey {
  readonly kid: string
  readonly privateJwk: Record<string, unknown>
}

/**
 * The token signing keys kept in the database, newest first. When there is none, `generate` makes one
 * and it is stored; nodes starting together agree on it because the check and insert run under a lock.
 */
export async function loadSigningKeys(
  db: Database,
  generate: () => Promise<StoredSigningKey>,
): Promise<StoredSigningKey[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNING_KEY_LOCK])
    const read = async () =>
      (
        await tx.query<{ kid: string; private_jwk: Record<string, unknown> }>(
          'SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC, kid',
        )
      ).map((row) => ({ kid: row.kid, privateJwk: row.private_jwk }))
    const existing = await read()
    if (existing.length > 0) return existing
    const key = await generate()
    await tx.query('INSERT INTO signing_keys (kid, private_jwk) VALUES ($1, $2)', [
      key.kid,
      JSON.stringify(key.privateJwk),
    ])
    return [key]
  })
}
