import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import type { DisabledClients } from '../auth/client-status.ts'
import { InvalidTokenError, type TokenService } from '../auth/tokens.ts'
import { HttpError } from './errors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API client whose bearer token authenticated this request. */
    clientId: string
  }
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i

/** RFC 6750 section 3: a 401 names the scheme, and says invalid_token when a token was sent. */
function unauthorized(message: string, tokenSent: boolean) {
  // error_description allows printable ASCII but for " and \ (RFC 6750 section 3).
  const description = message.replace(/[^\x20-\x21\x23-\x5B\x5D-\x7E]/g, '')
  const challenge = tokenSent
    ? `Bearer realm="intake", error="invalid_token", error_description="${description}"`
    : 'Bearer realm="intake"'
  return new HttpError(401, message, { headers: { 'www-authenticate': challenge } })
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization
  if (header === undefined) throw unauthorized('An access token is required: send Authorization: Bearer <token>', false)
  const token = BEARER.exec(header)?.[1]
  if (token === undefined) throw unauthorized('The Authorization header must be: Bearer <token>', true)
  return token
}

/** The hook that admits a request only with a valid access token of an enabled client. */
export function requireAccessToken(tokens: TokenService, disabledClients: DisabledClients): onRequestAsyncHookHandler {
  return async (request) => {
    let clientId: string
    try {
      clientId = await tokens.verify(bearerToken(request))
    } catch (error) {
      if (error instanceof InvalidTokenError) throw unauthorized(error.message, true)
      throw error
    }
    if (disabledClients.isDisabled(clientId)) throw unauthorized('The client of this access token is disabled', true)
    request.clientId = clientId
  }
}
