import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { Config } from '../../config.ts'
import { ROLES } from '../../db/clients.ts'
import { issuerAt, serviceAddress } from '../issuer.ts'

/**
 * OAuth 2.0 authorization server metadata (RFC 8414), so that client libraries can discover the token
 * endpoint. Served at /v3/.well-known/oauth-authorization-server, and at the location RFC 8414
 * section 3.1 derives from an issuer with a path: /.well-known/oauth-authorization-server/v3.
 */
const Metadata = Type.Object(
  {
    issuer: Type.String(),
    token_endpoint: Type.String(),
    grant_types_supported: Type.Array(Type.String()),
    token_endpoint_auth_methods_supported: Type.Array(Type.String()),
    response_types_supported: Type.Array(Type.String()),
    scopes_supported: Type.Array(Type.String(), { description: 'The roles a token can have, as its scope' }),
    service_documentation: Type.String(),
  },
  { description: 'RFC 8414 metadata' },
)

export default async function oauthMetadataRoutes(
  app: FastifyInstance,
  options: { config: Pick<Config, 'publicUrl' | 'port'> },
) {
  const metadataFor = (address: string) => ({
    issuer: issuerAt(address),
    token_endpoint: `${address}/v3/oauth2/token`,
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    response_types_supported: [],
    scopes_supported: [...ROLES],
    service_documentation: `${address}/v3/docs`,
  })
  const route = {
    schema: { tags: ['auth'], summary: 'OAuth 2.0 authorization server metadata', response: { 200: Metadata } },
  }
  const handler = async (request: FastifyRequest) => metadataFor(serviceAddress(options.config, request))
  app.get('/v3/.well-known/oauth-authorization-server', route, handler)
  app.get('/.well-known/oauth-authorization-server/v3', { ...route, schema: { ...route.schema, hide: true } }, handler)
}
