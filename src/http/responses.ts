import { ErrorBody } from './errors.ts'

/**
 * The error answers of the endpoints, described once for the OpenAPI document: every one has the
 * contract's error body.
 */
const error = (description: string) => ({ ...ErrorBody, description })

export const ERROR_RESPONSES = {
  400: error('The request is malformed, or every item is invalid; `errors` says what, item by item'),
  401: error('No access token, or a bad, expired or disabled one (`WWW-Authenticate: Bearer`)'),
  404: error('No such record, or another client’s'),
  409: error('The change would give the record another record’s natural key'),
  413: error('Too many items, or too many bytes'),
  415: error('The body is not JSON'),
  429: error('Too many requests; `Retry-After` says when to retry'),
  500: error('Something unexpected; nothing internal is disclosed'),
  503: error('The database is unavailable or the service is overloaded; `Retry-After` says when to retry'),
} as const

type Status = keyof typeof ERROR_RESPONSES

export function errorResponses(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, ERROR_RESPONSES[status]]))
}
