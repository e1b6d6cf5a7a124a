/** SQLSTATE codes and socket errors that mean "the database cannot serve now", answered 503 (retry later). */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '57'] // connection exception, insufficient resources, operator intervention
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
])
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout', // pg's query_timeout: the server did not answer in time
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
]

export const UNIQUE_VIOLATION = '23505'
/**
 * A value larger than the database can hold where it goes (an index entry, a string of a declared
 * length): the request's fault, answered 400. The schema is made so that no valid item reaches them.
 */
const TOO_LARGE_SQLSTATES = new Set(['54000', '22001'])
export const DEADLOCK_DETECTED = '40P01'

export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** The database answered with an error of its own (a SQLSTATE), as opposed to a failed connection. */
export function isRefusedByDatabase(error: unknown): boolean {
  return /^[0-9A-Z]{5}$/.test(sqlState(error) ?? '')
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = sqlState(error)
  if (code !== undefined && UNAVAILABLE_SOCKET_CODES.has(code)) return true
  if (code !== undefined && isRefusedByDatabase(error)) return UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message))
}

export function isValueTooLarge(error: unknown): boolean {
  return TOO_LARGE_SQLSTATES.has(sqlState(error) ?? '')
}
