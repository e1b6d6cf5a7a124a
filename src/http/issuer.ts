import type { FastifyRequest } from 'fastify'
import { type Config, localPublicUrl } from '../config.ts'

/**
 * Where the service is reached, for the OAuth metadata and the tokens' `iss`: PUBLIC_URL where set;
 * unset, the address the request reached (its Host, or X-Forwarded-Proto and -Host from a proxy of
 * TRUST_PROXY, as Fastify's request.protocol and request.host read them), so that a client discovering
 * the metadata from any address finds the issuer it asked for (RFC 8414 section 3.3).
 */
export function serviceAddress(config: Pick<Config, 'publicUrl' | 'port'>, request: FastifyRequest): string {
  if (config.publicUrl !== localPublicUrl(config.port)) return config.publicUrl
  const reached = `${request.protocol}://${request.host}`
  return URL.canParse(reached) ? new URL(reached).origin : config.publicUrl
}

/** The OAuth issuer: an http(s) URL with no query or fragment (RFC 8414 section 2), its metadata under /v3. */
export const issuerAt = (address: string) => `${address}/v3`
