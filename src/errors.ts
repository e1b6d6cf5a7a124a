import { Type } from 'typebox'
import { codeOfStatus, ERROR_CODE_NAMES, type ErrorCode } from './error-codes.ts'

/** What an error entry says beside its words: always its code, and where it applies, what it concerns. */
export interface ErrorData {
  readonly code: ErrorCode
  /** The item's index in its batch. */
  readonly index?: number
  /** The item's field; null for the whole item. */
  readonly field?: string | null
  /** The query parameter. */
  readonly parameter?: string
  /** The value refused, as sent (a string cut to MAX_ECHOED_CHARACTERS); never personal data. */
  readonly value?: unknown
  /** How many problems a `problems_omitted` entry stands for. */
  readonly omitted?: number
}

/** One entry of the contract's error body. */
export interface ErrorEntry {
  readonly message: string
  readonly data: ErrorData
}

/** The longest refused string an error entry echoes, in characters. */
export const MAX_ECHOED_CHARACTERS = 100

const ErrorDataSchema = Type.Object(
  {
    index: Type.Optional(Type.Integer({ description: 'The item’s index in its batch' })),
    field: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'The field; null for the whole item' }),
    ),
    parameter: Type.Optional(Type.String({ description: 'The query parameter' })),
    code: Type.Unsafe<ErrorCode>({
      type: 'string',
      enum: ERROR_CODE_NAMES,
      description: 'What kind of problem, from a closed list (docs/api.md): stable, where the message may change',
    }),
    value: Type.Optional(
      Type.Unknown({
        description: `The value refused, a string cut to ${MAX_ECHOED_CHARACTERS} characters; never for candidate_mail or candidate_phone`,
      }),
    ),
    omitted: Type.Optional(Type.Integer({ description: 'How many problems a problems_omitted entry stands for' })),
  },
  { additionalProperties: false },
)

/** The contract's error body: `{message, errors: [{message, data}]}`, from every layer. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Array(Type.Object({ message: Type.String(), data: ErrorDataSchema })),
  },
  { additionalProperties: false },
)

/** An answer other than success, with what the client needs to know; thrown from anywhere in a request. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly statusCode: number
  readonly code: ErrorCode
  readonly errors: readonly ErrorEntry[]
  readonly headers: Readonly<Record<string, string>>
  /** RFC 6749 section 5.2 error code, on the token endpoint. */
  readonly oauthError: string | undefined

  constructor(
    statusCode: number,
    message: string,
    options: {
      /** The code of its one entry when `errors` is not given; by default, the status's (codeOfStatus). */
      code?: ErrorCode
      errors?: readonly ErrorEntry[]
      headers?: Record<string, string>
      oauthError?: string
    } = {},
  ) {
    super(message)
    this.statusCode = statusCode
    this.code = options.code ?? codeOfStatus(statusCode)
    this.errors = options.errors ?? [{ message, data: { code: this.code } }]
    this.headers = options.headers ?? {}
    this.oauthError = options.oauthError
  }
}

/** A 503 the service chose while it sheds load (http/plugins/overload.ts): logged as such, not as the database's. */
export class OverloadError extends HttpError {
  override name = 'OverloadError'
}

/**
 * A 503 for a statement that PostgreSQL cancelled at its kind's `statement_timeout`
 * (db/statement-timeout.ts): logged once, as such, with its kind and limit.
 */
export class StatementTimeoutError extends HttpError {
  override name = 'StatementTimeoutError'
  readonly kind: string
  readonly timeoutMs: number

  constructor(kind: string, timeoutMs: number) {
    super(
      503,
      `The database took longer than the ${timeoutMs} ms this ${kind} may take; retry later, or ask for less`,
      {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
      },
    )
    this.kind = kind
    this.timeoutMs = timeoutMs
  }
}

/** How long a client should wait before retrying after a 503, or a 429 for too many exports at once. */
export const RETRY_AFTER_SECONDS = 5

export const notFound = (message: string) => new HttpError(404, message)
