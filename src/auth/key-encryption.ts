import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * The signing keys' private parts at rest: AES-256-GCM under SIGNING_KEY_ENCRYPTION_KEY, with the key's
 * kid as associated data, so that a sealed private part copied onto another key's row does not open.
 * Sealed text: `v1.<iv>.<ciphertext>.<tag>`, each part base64url (a 96-bit random iv, a 128-bit tag).
 */
const VERSION = 'v1'
const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12
const TAG_BYTES = 16

export class SealedKeyError extends Error {
  override name = 'SealedKeyError'
}

export function sealPrivateJwk(key: Uint8Array, kid: string, privateJwk: Record<string, unknown>): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(kid, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(privateJwk), 'utf8'), cipher.final()])
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The private JWK sealed for `kid`; throws SealedKeyError when `key` is not the one it was sealed under. */
export function openPrivateJwk(key: Uint8Array, kid: string, sealed: string): Record<string, unknown> {
  const [version, iv, ciphertext, tag] = sealed.split('.')
  if (version !== VERSION || iv === undefined || ciphertext === undefined || tag === undefined) {
    throw new SealedKeyError(`signing key ${kid} is sealed in a form this version does not know`)
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(kid, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()])
    return JSON.parse(plain.toString('utf8')) as Record<string, unknown>
  } catch {
    throw new SealedKeyError(
      `SIGNING_KEY_ENCRYPTION_KEY does not decrypt signing key ${kid}: it is not the key the signing keys were encrypted with`,
    )
  }
}
