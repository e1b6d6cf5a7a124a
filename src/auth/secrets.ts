import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Client credentials. Secrets are 256 random bits, URL-safe, shown once and stored only as a salted
 * scrypt hash (RFC 7914), computed on libuv's thread pool so the event loop keeps serving.
 */
const SECRET_BYTES = 32
const CLIENT_ID_BYTES = 16
const SALT_BYTES = 16
const KEY_BYTES = 32
export interface ScryptCost {
  readonly N: number
  readonly r: number
  readonly p: number
}

/** scrypt cost: N = 2^15, r = 8, p = 1 takes 32 MiB (128 · N · r bytes) per hash. */
const SCRYPT: ScryptCost = { N: 2 ** 15, r: 8, p: 1 }
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024

export const generateClientId = () => `cl_${randomBytes(CLIENT_ID_BYTES).toString('base64url')}`
const CLIENT_ID_SHAPE = new RegExp(`^cl_[A-Za-z0-9_-]{${Math.ceil((CLIENT_ID_BYTES * 4) / 3)}}$`)
/** Of the shape generateClientId makes: anything else names no client, whatever the database holds. */
export const isWellFormedClientId = (clientId: string) => CLIENT_ID_SHAPE.test(clientId)
export const generateClientSecret = () => randomBytes(SECRET_BYTES).toString('base64url')

function derive(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_BYTES, { ...options, maxmem: SCRYPT_MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** Makes the stored form of a new secret. */
export type SecretHasher = (secret: string) => Promise<string>

/**
 * `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can change later,
 * and a hash is verified at the cost it was made with. The service always hashes at SCRYPT's cost.
 */
export async function hashSecret(secret: string, cost: ScryptCost = SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(secret, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
