/**
 * The stable codes of every error entry, in its `data.code`: a closed list, declared here once. The
 * OpenAPI document gives them as an enum, docs/api.md a line each (checked by test/error-codes.test.ts),
 * the client package as a type, and the console in words. A code, once published, keeps its meaning;
 * the messages beside them may change.
 */
export const ERROR_CODES = {
  // A value, of an item's field or of a query parameter.
  required: 'A required field or parameter is missing, null or blank.',
  invalid_type:
    'A value of the wrong JSON type, an item that is not an object, a body that is not an array, or a parameter given twice.',
  invalid_format:
    'A string not in the form expected: a date, a date-time, an e-mail address, a telephone number, a cursor, an id.',
  out_of_range: 'A number outside its bounds, or a range of dates reversed or too long.',
  too_long: 'A string longer than its field allows.',
  not_allowed_value: 'A value that is not one of those listed for its field or parameter.',
  unknown_field: 'A key of an item that is not a field the client may send.',
  unknown_parameter: 'A query parameter the endpoint does not take.',
  cursor_mismatch: 'A parameter sent with a cursor differs from the query the cursor continues.',
  changes_expired:
    'An `after` of the change feed before the oldest event kept (CHANGES_RETENTION_DAYS): resynchronise with `updated_since`.',
  duplicate_value: 'A value listed twice where it may appear once: a step value or a stage name of a pipeline.',
  key_conflict: 'The change would give the record the natural key of another record.',
  webhook_url_refused:
    'A webhook URL that is not http(s), is http while WEBHOOK_ALLOW_HTTP is false, or names a private, loopback or other reserved address while WEBHOOK_ALLOW_PRIVATE_ADDRESSES is false: the message names the rule.',
  too_many_webhooks: 'The client already has MAX_WEBHOOKS_PER_CLIENT webhook endpoints: delete one first.',
  too_many_replays: 'The webhook endpoint already has 10 replays waiting: ask again once they are sent.',
  problems_omitted:
    'Further problems, counted in `data.omitted`, left out of the answer by MAX_ERRORS_PER_ITEM or MAX_ERRORS_PER_BATCH.',
  // The body as a whole.
  invalid_json: 'The body is empty, not UTF-8, or not JSON.',
  duplicate_key: 'An object of the body names a key twice.',
  json_too_complex: 'The body nests deeper, or has objects with more or longer keys, than the JSON limits allow.',
  too_many_items: 'A batch, or an array inside the body, holds more elements than MAX_BATCH_ITEMS.',
  body_too_large: 'The body, inflated, is larger than MAX_BODY_BYTES.',
  unsupported_media_type: 'The Content-Type, its charset or the Content-Encoding is not one the endpoint reads.',
  // The request.
  malformed_request:
    'The request is not valid HTTP, its URL cannot be decoded, or its compressed body cannot be inflated.',
  uri_too_long: 'A segment of the path is too long.',
  headers_too_large: 'The request headers are too large.',
  request_timeout: 'The request was not received in time.',
  not_acceptable: 'Accept names no type the endpoint answers in.',
  method_not_allowed: 'The endpoint does not take this method (`Allow` lists those it takes).',
  not_found: 'No such endpoint, record, candidate or client, or another client’s.',
  unauthorized: 'No credentials or token, or wrong, expired, revoked or disabled ones.',
  forbidden: 'The token’s role may not do this.',
  rate_limited: 'Too many requests: retry after `Retry-After` seconds.',
  unavailable: 'The service or its database cannot answer now: retry after `Retry-After` seconds.',
  internal_error: 'Something unexpected; nothing internal is disclosed.',
} as const

export type ErrorCode = keyof typeof ERROR_CODES

export const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[]

/** The code of an answer whose status says it all (a framework's error, an HTTP parser's refusal). */
export function codeOfStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 405:
      return 'method_not_allowed'
    case 406:
      return 'not_acceptable'
    case 408:
      return 'request_timeout'
    case 409:
      return 'key_conflict'
    case 413:
      return 'body_too_large'
    case 414:
      return 'uri_too_long'
    case 415:
      return 'unsupported_media_type'
    case 429:
      return 'rate_limited'
    case 431:
      return 'headers_too_large'
    case 503:
      return 'unavailable'
    default:
      return statusCode >= 500 ? 'internal_error' : 'malformed_request'
  }
}
