import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Secrets at rest under SIGNING_KEY_ENCRYPTION_KEY: the signing keys' private parts and the webhooks'
 * secrets. AES-256-GCM with what the secret belongs to as associated data (a signing key's kid, a
 * webhook's client), so that a sealed secret copied onto another's row does not open. Sealed text:
 * `v1.<iv>.<ciphertext>.<tag>`, each part base64url (a 96-bit random iv, a 128-bit tag).
 */
const VERSION = 'v1'
const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12
const TAG_BYTES = 16

export class SealedKeyError extends Error {
  override name = 'SealedKeyError'
}

/** `text` sealed under `key`, bound to `owner`. */
export function sealText(key: Uint8Array, owner: string, text: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(owner, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/**
 * The text sealed for `owner`; throws SealedKeyError when `key` does not open it, naming `what` it is
 * and `among` which secrets (`the signing keys`).
 */
export function openText(key: Uint8Array, owner: string, sealed: string, what: string, among: string): string {
  const [version, iv, ciphertext, tag] = sealed.split('.')
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined) {
    throw new SealedKeyError(`${what} is sealed in a form this version does not know`)
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(owner, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new SealedKeyError(
      `SIGNING_KEY_ENCRYPTION_KEY does not decrypt ${what}: it is not the key ${among} were encrypted with`,
    )
  }
}

export const sealPrivateJwk = (key: Uint8Array, kid: string, privateJwk: Record<string, unknown>): string =>
  sealText(key, kid, JSON.stringify(privateJwk))

/** The private JWK sealed for `kid`; throws SealedKeyError when `key` is not the one it was sealed under. */
export const openPrivateJwk = (key: Uint8Array, kid: string, sealed: string): Record<string, unknown> =>
  JSON.parse(openText(key, kid, sealed, `signing key ${kid}`, 'the signing keys')) as Record<string, unknown>
