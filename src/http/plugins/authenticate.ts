import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { ClientStatus } from '../../auth/client-status.ts'
import { InvalidTokenError, type TokenService } from '../../auth/tokens.ts'
import type { Role } from '../../db/clients.ts'
import { HttpError } from '../../errors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API client whose bearer token authenticated this request. */
    clientId: string
  }
}

/** The error_description of a challenge: printable ASCII but for " and \ (RFC 6750 section 3). */
const description = (message: string) => message.replace(/[^\x20-\x21\x23-\x5B\x5D-\x7E]/g, '')

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i

/** RFC 6750 section 3: a 401 names the scheme, and says invalid_token when a token was sent. */
function unauthorized(message: string, tokenSent: boolean) {
  const challenge = tokenSent
    ? `Bearer realm="intake", error="invalid_token", error_description="${description(message)}"`
    : 'Bearer realm="intake"'
  return new HttpError(401, message, { headers: { 'www-authenticate': challenge } })
}

/** RFC 6750 section 3.1: a valid token without the scope the endpoint needs is 403, naming that scope. */
function insufficientScope(needed: Role, held: Role) {
  const message =
    needed === 'admin'
      ? `This endpoint needs an admin client's token (scope admin); this token's scope is ${held}`
      : `This endpoint needs a data client's token (scope data); this token's scope is ${held}`
  return new HttpError(403, message, {
    headers: {
      'www-authenticate': `Bearer realm="intake", error="insufficient_scope", error_description="${description(message)}", scope="${needed}"`,
    },
  })
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (header === undefined) throw unauthorized('An access token is required: send Authorization: Bearer <token>', false)
  const token = BEARER.exec(header)?.[1]
  if (token === undefined) throw unauthorized('The Authorization header must be: Bearer <token>', true)
  return token
}

/**
 * The hook that admits a request only with a valid access token, not revoked, of an enabled client whose role is
 * `scope`: 401 without one, 403 with another role's.
 */
export function requireAccessToken(
  tokens: TokenService,
  clientStatus: ClientStatus,
  scope: Role,
): onRequestAsyncHookHandler {
  return async (request) => {
    let holder: Awaited<ReturnType<TokenService['verify']>>
    try {
      holder = await tokens.verify(bearerToken(request))
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message, true)
      throw error
    }
    const refusal = clientStatus.tokenRefusal(holder)
    if (refusal !== undefined) throw unauthorized(refusal, true)
    if (holder.role !== scope) throw insufficientScope(scope, holder.role)
    request.clientId = holder.clientId
  }
}
