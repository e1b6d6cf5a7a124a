import { Type } from 'typebox'

/** One entry of the contract's error body. */
export interface ErrorEntry {
  readonly message: string
  readonly data: unknown
}

/** The contract's error body: `{message, errors: [{message, data}]}`, from every layer. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Array(Type.Object({ message: Type.String(), data: Type.Unknown() })),
  },
  { additionalProperties: false },
)

/** An answer other than success, with what the client needs to know; thrown from anywhere in a request. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly statusCode: number
  readonly errors: readonly ErrorEntry[]
  readonly headers: Readonly<Record<string, string>>
  /** RFC 6749 section 5.2 error code, on the token endpoint. */
  readonly oauthError: string | undefined

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: readonly ErrorEntry[]; headers?: Record<string, string>; oauthError?: string } = {},
  ) {
    super(message)
    this.statusCode = statusCode
    this.errors = options.errors ?? [{ message, data: null }]
    this.headers = options.headers ?? {}
    this.oauthError = options.oauthError
  }
}

/** A 503 the service chose while it sheds load (http/plugins/overload.ts): logged as such, not as the database's. */
export class OverloadError extends HttpError {
  override name = 'OverloadError'
}

/** How long a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5

export const notFound = (message: string) => new HttpError(404, message)
