import formBody from '@fastify/formbody'
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import type { SecretHashing } from '../../auth/secret-hashing.ts'
import { generateClientSecret, hashSecret, isWellFormedClientId, verifySecret } from '../../auth/secrets.ts'
import type { TokenService } from '../../auth/tokens.ts'
import type { Config } from '../../config.ts'
import type { ClientStore } from '../../db/clients.ts'
import { isObject } from '../../domain/validation.ts'
import type { ErrorCode } from '../../error-codes.ts'
import { ErrorBody, HttpError } from '../../errors.ts'
import { addressGroup } from '../address-group.ts'
import { issuerAt, serviceAddress } from '../issuer.ts'
import { sendError, toHttpError } from '../plugins/error-handler.ts'
import type { Metrics } from '../plugins/metrics.ts'
import { roleSchema } from '../responses.ts'

/**
 * The largest token request body: a client id and secret, a grant type, and room to spare. Anything
 * larger is refused (413) before it is read whole, let alone parsed.
 */
export const TOKEN_MAX_BODY_BYTES = 4_096

/**
 * POST /v3/oauth2/token: the OAuth 2.0 client credentials grant (RFC 6749 section 4.4).
 * Credentials come in a JSON or form-encoded body, or by HTTP Basic (section 2.3.1), so that
 * standard client libraries work unchanged.
 */

const GRANT_TYPE = 'client_credentials'
const BASIC = /^Basic +([A-Za-z0-9+/]+=*) *$/i

interface Credentials {
  readonly clientId: string
  readonly clientSecret: string
  /** The scopes asked for (RFC 6749 section 3.3); undefined: the client's own. */
  readonly scope: readonly string[] | undefined
}

const TokenRequest = Type.Object({
  client_id: Type.Optional(Type.String()),
  client_secret: Type.Optional(Type.String()),
  grant_type: Type.Optional(Type.String({ default: GRANT_TYPE })),
  scope: Type.Optional(
    Type.String({
      description: "The client's role (`data` or `admin`), or left out: a token always has its client's role alone",
    }),
  ),
})

const TokenResponse = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Seconds' }),
    scope: roleSchema(
      'The client’s role, also the token’s `scope` claim (RFC 9068): `data` for the data endpoints, `admin` for /v3/admin',
    ),
    client_name: Type.String({
      description:
        'The client’s name, as the operator gave it: how a client that cannot read /v3/admin learns its own (the console’s header shows it)',
    }),
  },
  {
    description: 'A token was issued',
    examples: [
      {
        access_token: 'eyJhbGciOiJFUzI1NiIs...',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'data',
        client_name: 'ACME ATS',
      },
    ],
  },
)

const oauthErrorAnswer = (description: string) =>
  Type.Object(
    { ...ErrorBody.properties, error: Type.String({ description: 'The RFC 6749 section 5.2 error code' }) },
    { description },
  )

const oauthError = (statusCode: number, error: string, message: string, headers?: Record<string, string>) =>
  new HttpError(statusCode, message, { oauthError: error, ...(headers === undefined ? {} : { headers }) })

/** A 400 about the body's parameters: each entry names its parameter (as `field`, it is the body's) and its code. */
const parameterError = (
  error: string,
  message: string,
  problems: readonly { field?: string; code: ErrorCode; message?: string }[],
) =>
  new HttpError(400, message, {
    oauthError: error,
    errors: problems.map(({ field, code, message: own }) => ({
      message: own ?? message,
      data: field === undefined ? { code } : { field, code },
    })),
  })

// Section 5.2 asks the challenge after Basic; it comes after credentials in the body too, since
// client libraries (oauth4webapi, openid-client) expect a 401 to carry one.
const invalidClient = () =>
  oauthError(401, 'invalid_client', 'Client authentication failed: unknown client, wrong secret or disabled client', {
    'www-authenticate': 'Basic realm="intake"',
  })

/** The RFC 6749 code for answers that did not set one (body parsing, the database, a bug). */
function oauthErrorCode(statusCode: number): string {
  if (statusCode === 503 || statusCode === 429) return 'temporarily_unavailable'
  return statusCode >= 500 ? 'server_error' : 'invalid_request'
}

/** Section 2.3.1: the id and secret are form-urlencoded before they are joined and base64-encoded. */
function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '))
}

function basicCredentials(header: string): { clientId: string; clientSecret: string } {
  const encoded = BASIC.exec(header)?.[1]
  const decoded = encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon < 0) throw invalidClient()
  try {
    return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) }
  } catch {
    throw invalidClient()
  }
}

function readRequest(request: FastifyRequest): Credentials {
  const parameters: unknown = request.body ?? {}
  if (!isObject(parameters)) {
    const message = 'The token request body must be an object of parameters'
    throw parameterError('invalid_request', message, [{ code: 'invalid_type' }])
  }
  // RFC 6749 section 3.2: a parameter sent without a value is treated as omitted.
  const parameter = (name: string): string | undefined => {
    const value = parameters[name]
    if (value !== undefined && typeof value !== 'string') {
      throw parameterError('invalid_request', `${name} must be a string`, [{ field: name, code: 'invalid_type' }])
    }
    return value === '' ? undefined : value
  }
  const grantType = parameter('grant_type') ?? GRANT_TYPE
  const bodyId = parameter('client_id')
  const bodySecret = parameter('client_secret')
  const scope = parameter('scope')
    ?.split(' ')
    .filter((word) => word !== '')
  if (grantType !== GRANT_TYPE) {
    const message = `grant_type must be ${GRANT_TYPE}, not "${grantType}"`
    throw parameterError('unsupported_grant_type', message, [{ field: 'grant_type', code: 'not_allowed_value' }])
  }
  const header = request.headers.authorization
  if (header !== undefined && /^basic /i.test(header)) {
    const basic = basicCredentials(header)
    if (bodySecret !== undefined || (bodyId !== undefined && bodyId !== basic.clientId)) {
      const message = 'Send the client credentials either by HTTP Basic or in the body, not both'
      const field = bodySecret === undefined ? 'client_id' : 'client_secret'
      throw parameterError('invalid_request', message, [{ field, code: 'not_allowed_value' }])
    }
    return { ...basic, scope }
  }
  if (bodyId === undefined || bodySecret === undefined) {
    const missing = [
      ...(bodyId === undefined ? ['client_id'] : []),
      ...(bodySecret === undefined ? ['client_secret'] : []),
    ]
    throw parameterError(
      'invalid_request',
      `Missing ${missing.join(' and ')}`,
      missing.map((field) => ({ field, code: 'required', message: `Missing ${field}` })),
    )
  }
  return { clientId: bodyId, clientSecret: bodySecret, scope }
}

/**
 * Whom a failure is counted against: the client id from this address when the request names a
 * well-formed one, else the address alone. An id of any other shape never becomes a key, so that
 * made-up ids cannot fill the counters' memory.
 */
function failureKey(request: FastifyRequest, address: string): string {
  let clientId: string | undefined
  try {
    clientId = readRequest(request).clientId
  } catch {
    // A request that cannot be read names no client: its address is counted.
  }
  return clientId !== undefined && isWellFormedClientId(clientId)
    ? `token-failures:client:${clientId}:${address}`
    : `token-failures:address:${address}`
}

const tooManyFailures = (seconds: number) =>
  oauthError(429, 'temporarily_unavailable', `Too many failed attempts; retry in ${seconds} s`, {
    'retry-after': String(seconds),
  })

export default async function tokenRoutes(
  app: FastifyInstance,
  options: {
    config: Config
    tokens: TokenService
    clients: ClientStore
    metrics: Metrics
    rateLimits: RateLimitPluginOptions
    hashing: SecretHashing
  },
) {
  const { config, metrics } = options
  const addressOf = (request: FastifyRequest) => addressGroup(request.ip, config.ipv6PrefixLength)
  await app.register(formBody, { bodyLimit: TOKEN_MAX_BODY_BYTES })
  // Two limits: every request per address before anything is read, and failures alone per client id
  // and address (failedAttempts), looked at before a request is handled and counted once it fails.
  await app.register(rateLimit, {
    ...options.rateLimits,
    global: true,
    max: config.tokenAttemptsPerMinutePerAddress,
    keyGenerator: (request) => `token-address:${addressOf(request)}`,
  })
  const failedAttempts = app.createRateLimit({
    max: config.tokenAttemptsPerMinute,
    keyGenerator: (request) => failureKey(request, addressOf(request)),
  })

  // RFC 6749 section 5.2: token endpoint errors carry `error` beside the contract's error body.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? new HttpError(415, 'Unsupported Content-Type: send application/json or application/x-www-form-urlencoded')
        : toHttpError(error, TOKEN_MAX_BODY_BYTES)
    if (answer.statusCode >= 500)
      request.log.error({ error: { type: error.name, message: error.message } }, 'token request failed')
    const code = answer.oauthError ?? oauthErrorCode(answer.statusCode)
    metrics.tokens.inc({ outcome: code })
    return sendError(reply.header('cache-control', 'no-store').header('pragma', 'no-cache'), answer, { error: code })
  })

  // Checked against when the client id is unknown, so that an unknown client and a wrong secret take
  // the same time and cannot be told apart. Made here, once per node, not when the module loads: the
  // commands that issue no token (clients, migrate, push) need not pay for a hash.
  const unknownClientHash = await hashSecret(generateClientSecret())
  tokenRoute(app, { ...options, addressOf, failedAttempts, unknownClientHash })
}

function tokenRoute(
  app: FastifyInstance,
  {
    config,
    tokens,
    clients,
    metrics,
    hashing,
    addressOf,
    failedAttempts,
    unknownClientHash,
  }: {
    config: Config
    tokens: TokenService
    clients: ClientStore
    metrics: Metrics
    hashing: SecretHashing
    addressOf: (request: FastifyRequest) => string
    failedAttempts: ReturnType<FastifyInstance['createRateLimit']>
    unknownClientHash: string
  },
) {
  app.post(
    '/oauth2/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Get an access token (OAuth 2.0 client credentials grant)',
        description:
          'client_id and client_secret in a JSON or form-encoded body, or by HTTP Basic (RFC 6749 section 2.3.1). ' +
          'grant_type defaults to client_credentials.',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        security: [{}, { clientBasic: [] }],
        body: TokenRequest,
        response: {
          200: TokenResponse,
          400: oauthErrorAnswer(
            'A parameter is missing or wrong (`invalid_request`, `unsupported_grant_type`), or `scope` names ' +
              'another role than the client’s (`invalid_scope`)',
          ),
          401: oauthErrorAnswer('Unknown client, wrong secret or disabled client (`invalid_client`)'),
          413: oauthErrorAnswer(`The body is larger than ${TOKEN_MAX_BODY_BYTES} bytes`),
          415: oauthErrorAnswer('The body is neither JSON nor form-encoded'),
          429: oauthErrorAnswer(
            'Too many requests from this address (an IPv6 one by its IPV6_PREFIX_LENGTH network), or too many of ' +
              'them at once, or failed attempts for this client from it (`temporarily_unavailable`); ' +
              '`Retry-After` says when to retry',
          ),
          500: oauthErrorAnswer('Something unexpected (`server_error`)'),
          503: oauthErrorAnswer(
            'The database is unavailable, this node cannot read the key tokens are signed with, or too many ' +
              'secrets wait to be checked on this node (`temporarily_unavailable`); `Retry-After` says when to retry',
          ),
        },
      },
      // Parameters are checked by readRequest, which knows the OAuth error codes to answer with.
      validatorCompiler: () => () => true,
      bodyLimit: TOKEN_MAX_BODY_BYTES,
    },
    async (request, reply) => {
      const failures = await failedAttempts(request, { increment: false })
      if (!failures.isAllowed && failures.remaining === 0) throw tooManyFailures(failures.ttlInSeconds)
      let credentials: Credentials
      try {
        credentials = readRequest(request)
      } catch (error) {
        await failedAttempts(request)
        throw error
      }
      // The client is looked up in the request's turn too: a request the queue refuses costs no query.
      const { client, secretMatches } = await hashing.run(addressOf(request), async () => {
        const found = isWellFormedClientId(credentials.clientId)
          ? await clients.credentials(credentials.clientId)
          : undefined
        const matches = await verifySecret(credentials.clientSecret, found?.secretHash ?? unknownClientHash)
        return { client: found, secretMatches: matches }
      })
      if (client === undefined || !secretMatches || client.disabled) {
        await failedAttempts(request)
        throw invalidClient()
      }
      // Section 3.3: a client may ask for its own role, never for another's.
      const refused = credentials.scope?.find((scope) => scope !== client.role)
      if (refused !== undefined) {
        const message = `This client's tokens have scope ${client.role}, not "${refused}"`
        throw parameterError('invalid_scope', message, [{ field: 'scope', code: 'not_allowed_value' }])
      }
      const issuer = issuerAt(serviceAddress(config, request))
      const token = await tokens.issue(credentials.clientId, client.role, client.tokenGeneration, issuer)
      metrics.tokens.inc({ outcome: 'issued' })
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send({
        access_token: token.accessToken,
        token_type: 'Bearer',
        expires_in: token.expiresIn,
        scope: token.scope,
        client_name: client.name,
      })
    },
  )
}
