import { randomUUID } from 'node:crypto'
import { type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'
import type { Config } from '../config.ts'
import type { Role } from '../db/clients.ts'
import type { Database } from '../db/database.ts'
import { HttpError, RETRY_AFTER_SECONDS } from '../errors.ts'
import { createKeyRing, SIGNING_ALGORITHM } from './signing-keys.ts'

/**
 * Access tokens: JWTs following RFC 9068 (JWT profile for OAuth 2.0 access tokens), signed with ES256.
 * Any node that shares the database (or TOKEN_SIGNING_KEY) verifies any node's tokens without a query:
 * the keys are read at start and re-read in the background (auth/signing-keys.ts). The `iss` is not
 * checked: it names the address the token was asked at, and the service's keys and audience are what
 * make a token this service's.
 */
export const TOKEN_ALGORITHM = SIGNING_ALGORITHM
const TOKEN_TYPE = 'at+jwt'
/**
 * How far in the future a token's iat may be: nodes' clocks differ a little, and a token issued by a
 * node ahead of this one must still work here. Without a bound, a token dated ahead would be valid early.
 */
const ISSUED_AT_LEEWAY_SECONDS = 60
const NOT_YET_VALID = 'The access token is not valid yet'
const FOREIGN_KEY = 'The token was not signed by this service'

/**
 * How many verified tokens each process remembers, so that a client's requests after the first do not
 * each pay an ES256 signature check, a large share of a small request's cost.
 */
const VERIFIED_TOKENS_KEPT = 10_000

const EXPIRED = 'The access token has expired'

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError'
}

type TokenSettings = Pick<
  Config,
  'tokenAudience' | 'tokenLifetimeSeconds' | 'tokenSigningKey' | 'signingKeyEncryptionKey' | 'signingKeysRefreshMs'
>

export interface IssuedToken {
  readonly accessToken: string
  readonly expiresIn: number
  /** The client's role, the token's `scope` (RFC 9068 section 2.2.3). */
  readonly scope: Role
}

/** Whom a valid token was issued to, and what it may do. */
export interface TokenHolder {
  readonly clientId: string
  readonly role: Role
  /** The client's token generation when the token was issued (0 for a token without the claim). */
  readonly tokenGeneration: number
}

/**
 * The role a token's `scope` claim grants: a token issued before roles existed has none, and was a
 * data client's (every client was). Any other value is not one this service issues.
 */
function roleOfScope(scope: unknown): Role | undefined {
  if (scope === undefined || scope === 'data') return 'data'
  return scope === 'admin' ? 'admin' : undefined
}

export async function createTokenService(options: {
  db: Database
  settings: TokenSettings
  now?: () => Date
  logger?: { warn(object: object, message: string): void }
}) {
  const { settings, now = () => new Date() } = options
  const keys = await createKeyRing({
    db: options.db,
    configuredKey: settings.tokenSigningKey,
    encryptionKey: settings.signingKeyEncryptionKey,
    refreshMs: settings.signingKeysRefreshMs,
    now,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  })
  /** The service clock in whole seconds, as JWT dates are. */
  const nowSeconds = () => Math.floor(now().getTime() / 1000)

  // Keyed by the whole token, signature included: only the very bytes that were verified are let through
  // again, until their exp, and while their key is not retired.
  const verifiedTokens = new LRUCache<string, { holder: TokenHolder; expiresAt: number; kid: string }>({
    max: VERIFIED_TOKENS_KEPT,
  })

  const keyFor: JWTVerifyGetKey = async (header) => {
    const key = header.kid === undefined ? undefined : await keys.publicKey(header.kid)
    if (key === undefined) throw new InvalidTokenError(FOREIGN_KEY)
    return key
  }

  return {
    /**
     * A token for the client, of the token generation read with the secret that was checked (migration 013),
     * issued by `issuer` (the address the client asked, which differs between nodes and proxies).
     */
    async issue(clientId: string, role: Role, tokenGeneration: number, issuer: string): Promise<IssuedToken> {
      const expiresIn = settings.tokenLifetimeSeconds
      const issuedAt = nowSeconds()
      const current = keys.signingKey()
      if ('cannotSign' in current) {
        // Not ready meanwhile (GET /readyz says why), so that a load balancer sends the retry to another node.
        throw new HttpError(503, 'This node cannot sign tokens now; retry later', {
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
        })
      }
      const accessToken = await new SignJWT({ client_id: clientId, scope: role, token_generation: tokenGeneration })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: TOKEN_TYPE, kid: current.kid })
        .setIssuer(issuer)
        .setAudience(settings.tokenAudience)
        .setSubject(clientId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + expiresIn)
        .setJti(randomUUID())
        .sign(current.privateKey)
      return { accessToken, expiresIn, scope: role }
    },

    /** The client the token was issued to, and its role; throws InvalidTokenError for anything else. */
    async verify(token: string): Promise<TokenHolder> {
      const verified = verifiedTokens.get(token)
      if (verified !== undefined) {
        if (!keys.accepts(verified.kid)) {
          verifiedTokens.delete(token)
          throw new InvalidTokenError(FOREIGN_KEY)
        }
        if (nowSeconds() < verified.expiresAt) return verified.holder
        verifiedTokens.delete(token)
        throw new InvalidTokenError(EXPIRED)
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keyFor, {
          algorithms: [TOKEN_ALGORITHM],
          audience: settings.tokenAudience,
          typ: TOKEN_TYPE,
          requiredClaims: ['iss', 'iat', 'exp', 'jti', 'sub', 'client_id'],
          currentDate: now(),
        })
        if (typeof payload.sub !== 'string' || payload.client_id !== payload.sub) {
          throw new InvalidTokenError('The token names no client')
        }
        if ((payload.iat ?? 0) > nowSeconds() + ISSUED_AT_LEEWAY_SECONDS) {
          throw new InvalidTokenError(NOT_YET_VALID)
        }
        const role = roleOfScope(payload.scope)
        if (role === undefined) throw new InvalidTokenError('The access token has a scope this service does not issue')
        const generation = payload.token_generation === undefined ? 0 : payload.token_generation
        if (!Number.isSafeInteger(generation) || (generation as number) < 0) {
          throw new InvalidTokenError('The access token is invalid')
        }
        const holder = { clientId: payload.sub, role, tokenGeneration: generation as number }
        verifiedTokens.set(token, { holder, expiresAt: payload.exp as number, kid: protectedHeader.kid as string })
        return holder
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error
        const { code, claim } = error as { code?: string; claim?: string }
        if (code === 'ERR_JWT_EXPIRED') throw new InvalidTokenError(EXPIRED)
        if (claim === 'nbf') throw new InvalidTokenError(NOT_YET_VALID)
        throw new InvalidTokenError('The access token is invalid')
      }
    },

    /** Why this node cannot sign tokens now (it cannot read the key that signs), or undefined. */
    cannotSign(): string | undefined {
      const current = keys.signingKey()
      return 'cannotSign' in current ? current.cannotSign : undefined
    },

    /** Re-reads the signing keys now, as it does every SIGNING_KEYS_REFRESH_MS. */
    refreshKeys: () => keys.refresh(),

    /** Stops re-reading the signing keys. */
    stop: () => keys.stop(),
  }
}

export type TokenService = Awaited<ReturnType<typeof createTokenService>>
