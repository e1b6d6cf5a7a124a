import { type TSchema, Type } from 'typebox'
import { ROLES } from '../db/clients.ts'
import { ErrorBody } from '../errors.ts'

/**
 * The error answers of the endpoints, described once for the OpenAPI document: every one has the
 * contract's error body.
 */
const header = (description: string, type: 'string' | 'integer' = 'string') => ({ type, description })
const RETRY_AFTER = { 'retry-after': header('Seconds to wait before retrying', 'integer') }

const error = (description: string, headers?: Record<string, ReturnType<typeof header>>) => ({
  ...ErrorBody,
  description,
  ...(headers === undefined ? {} : { headers }),
})

export const ERROR_RESPONSES = {
  400: error('The request is malformed, or every item is invalid; `errors` says what, item by item'),
  401: error('No access token, or a bad, expired or disabled one', {
    'www-authenticate': header('`Bearer realm="intake"`, with `error="invalid_token"` when a token was sent'),
  }),
  403: error('The token’s scope is not this endpoint’s: a data client’s token on /v3/admin, or an admin’s elsewhere', {
    'www-authenticate': header(
      '`Bearer realm="intake", error="insufficient_scope", scope="..."` (RFC 6750 section 3.1)',
    ),
  }),
  404: error('No such record, or another client’s'),
  406: error('Accept names none of the types the endpoint can answer in'),
  409: error('The change would give the record another record’s natural key'),
  410: error(
    'The events after `after` are no longer kept: the message says how to resynchronise with `updated_since`, and where the feed starts',
  ),
  413: error('The body is larger than MAX_BODY_BYTES (inflated), or a batch holds more than MAX_BATCH_ITEMS items'),
  415: error('The body is not JSON, or its Content-Encoding is not gzip, deflate or br'),
  429: error('Too many requests', RETRY_AFTER),
  500: error('Something unexpected; nothing internal is disclosed'),
  503: error('The database is unavailable; retry later', RETRY_AFTER),
} as const

type Status = keyof typeof ERROR_RESPONSES

/** The tag of the operator endpoints (/healthz, /readyz, /metrics), outside /v3 and without a token. */
export const OPERATIONS_TAG = 'operations'

export function errorResponses(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_RESPONSES[status]]))
}

/**
 * The answers of a read that takes query parameters (a report, a log): `ok` for 200, and a 400 whose
 * entries each name the parameter at fault, `data: {parameter}`.
 */
export function queryAnswers(ok: TSchema) {
  return {
    200: ok,
    ...errorResponses(401, 429, 500, 503),
    400: {
      ...ERROR_RESPONSES[400],
      description: 'A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}`',
    },
  }
}

/** A client's role, which is also its tokens' scope. */
export const roleSchema = (description: string) => Type.Enum(ROLES, { type: 'string', description })
