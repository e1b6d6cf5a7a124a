import { type TSchema, Type } from 'typebox'

/**
 * The kinds of field the three resources are made of. A field declares, once, what a client may send
 * (`input`, a JSON Schema), how it is stored (`sqlType`), what is returned (`output`), how a valid input
 * becomes the stored value (`normalize`) and how to say what it expects in an error message (`expects`).
 */
export type SqlType = 'text' | 'timestamptz' | 'date' | 'integer'

export interface Field<Value = unknown, Input = NonNullable<Value>> {
  readonly required: boolean
  readonly sqlType: SqlType
  readonly input: TSchema
  readonly output: TSchema
  readonly expects: string
  /**
   * Where a refused value of the field may be repeated (`data.value` of its error entry): personal data
   * nowhere; free text, which may hold anything, only in the answer to its sender; the rest in the
   * rejection log too.
   */
  readonly echo: Echo
  /** A method, so that fields of every input type are Fields. */
  normalize(value: Input): Value
}

export type Echo = 'nowhere' | 'answer' | 'answer and log'

// biome-ignore lint/suspicious/noExplicitAny: the widest field, whatever its value and input types
export type Fields = Readonly<Record<string, Field<any, any>>>

type ValueOf<T> = T extends Field<infer Value, infer _Input> ? Value : never
type InputOfField<T> = T extends Field<infer _Value, infer Input> ? Input : never
type OptionalKeys<F extends Fields> = { [K in keyof F]: null extends ValueOf<F[K]> ? K : never }[keyof F]
type RequiredKeys<F extends Fields> = Exclude<keyof F, OptionalKeys<F>>

/** The stored and returned shape of a record made of these fields (without its id). */
export type RecordOf<F extends Fields> = { -readonly [K in keyof F]: ValueOf<F[K]> }

/** What a client may send for one record: required fields, and optional ones that may be left out or null. */
export type InputOf<F extends Fields> = { [K in RequiredKeys<F>]: InputOfField<F[K]> } & {
  [K in OptionalKeys<F>]?: InputOfField<F[K]> | null
}

/** PostgreSQL cannot store NUL in text, and an unpaired surrogate cannot be encoded as UTF-8. */
export const STORABLE_TEXT = '^[^\\u0000\\uD800-\\uDFFF]*$'
/** STORABLE_TEXT in code: with the u flag, as Ajv compiles it, so that a 4-byte character is one code point. */
const STORABLE = new RegExp(STORABLE_TEXT, 'u')
export const isStorableText = (text: string): boolean => STORABLE.test(text)
/** A custom keyword (see validation.ts): the string holds at least one non-white-space character. */
export const NON_BLANK = 'x-non-blank'

export const MAX_SAFE_IDENTIFIER = Number.MAX_SAFE_INTEGER
export const MAX_COUNT = 2_147_483_647
export const DEFAULT_MAX_LENGTH = 255

/** What a day and an instant must be: the words of every message about one, a field or a query parameter. */
export const EXPECTS_DAY = 'a calendar date YYYY-MM-DD that exists, such as 2026-11-20'
export const EXPECTS_INSTANT =
  'an RFC 3339 date-time with Z or a numeric offset and a real date, to the millisecond at most, such as 2026-11-20T10:15:00Z'

const keep = <T>(value: T): T => value

interface StringOptions {
  /** null: no length limit of its own, because the format bounds the length. */
  readonly maxLength?: number | null
  readonly format?: string
  readonly description?: string
}

function stringInput(required: boolean, options: StringOptions): TSchema {
  return Type.Unsafe<string>({
    type: required ? 'string' : ['string', 'null'],
    ...(options.maxLength === null ? {} : { maxLength: options.maxLength ?? DEFAULT_MAX_LENGTH }),
    pattern: STORABLE_TEXT,
    ...(options.format === undefined ? {} : { format: options.format }),
    ...(required ? { [NON_BLANK]: true } : {}),
    ...(options.description === undefined ? {} : { description: options.description }),
  })
}

function stringOutput(required: boolean, format?: string): TSchema {
  return Type.Unsafe<string>({
    type: required ? 'string' : ['string', 'null'],
    ...(format === undefined ? {} : { format }),
  })
}

/** A required field holds a string; an optional one may hold null. */
type StringValue<R extends boolean> = R extends true ? string : string | null

/** Free text of at most `maxLength` characters. */
export function text<R extends boolean>(required: R, maxLength = DEFAULT_MAX_LENGTH): Field<StringValue<R>> {
  return {
    required,
    sqlType: 'text',
    input: stringInput(required, { maxLength }),
    output: stringOutput(required),
    expects: 'a string',
    echo: 'answer',
    normalize: keep<string>,
  } as Field<StringValue<R>>
}

/** An identifier from the client's system: a string, or a JSON integer stored as its decimal text. */
export function identifier<R extends boolean>(required: R): Field<StringValue<R>, string | number> {
  return {
    required,
    sqlType: 'text',
    input: Type.Unsafe<string | number>({
      type: required ? ['string', 'integer'] : ['string', 'integer', 'null'],
      maxLength: DEFAULT_MAX_LENGTH,
      pattern: STORABLE_TEXT,
      minimum: -MAX_SAFE_IDENTIFIER,
      maximum: MAX_SAFE_IDENTIFIER,
      ...(required ? { [NON_BLANK]: true } : {}),
      description: 'A string, or an integer that is stored and returned as its decimal text.',
    }),
    output: stringOutput(required),
    expects: `a string or an integer between -${MAX_SAFE_IDENTIFIER} and ${MAX_SAFE_IDENTIFIER}`,
    echo: 'answer and log',
    normalize: (value: string | number) => (typeof value === 'number' ? String(value) : value),
  } as Field<StringValue<R>, string | number>
}

const UTC_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2}:\d{2})(?:\.(\d+))?[Zz]$/u

/**
 * `YYYY-MM-DDTHH:MM:SS.sssZ` of a valid RFC 3339 date-time: the value itself when it is already that
 * (the hot path: what most clients send), without a Date when it is in UTC.
 */
function toUtcTimestamp(value: string): string {
  if (value.length === 24 && value[10] === 'T' && value[19] === '.' && value[23] === 'Z') return value
  const utc = UTC_DATE_TIME.exec(value)
  if (utc === null) return new Date(value).toISOString()
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`
}

/** A string of a checked format (a time, a day, an e-mail address...), stored as `sqlType`. */
function formatted<R extends boolean>(
  required: R,
  spec: {
    sqlType: SqlType
    format: string
    /** undefined: the format bounds the length. */
    maxLength?: number
    /** The format the answer declares, when it keeps one. */
    outputFormat?: string
    expects: string
    echo?: Echo
    normalize: (value: string) => string
  },
): Field<StringValue<R>> {
  return {
    required,
    sqlType: spec.sqlType,
    input: stringInput(required, { format: spec.format, maxLength: spec.maxLength ?? null }),
    output: stringOutput(required, spec.outputFormat),
    expects: spec.expects,
    echo: spec.echo ?? 'answer and log',
    normalize: spec.normalize,
  } as Field<StringValue<R>>
}

/** An instant: RFC 3339 date-time with a zone, stored in UTC, returned as `YYYY-MM-DDTHH:MM:SS.sssZ`. */
export const timestamp = <R extends boolean>(required: R) =>
  formatted(required, {
    sqlType: 'timestamptz',
    format: 'date-time',
    outputFormat: 'date-time',
    expects: EXPECTS_INSTANT,
    normalize: toUtcTimestamp,
  })

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDate = <R extends boolean>(required: R) =>
  formatted(required, { sqlType: 'date', format: 'date', outputFormat: 'date', expects: EXPECTS_DAY, normalize: keep })

/** How many times something happened: a JSON integer from 0 to 2^31 - 1. */
export function count(): Field<number> {
  return {
    required: true,
    sqlType: 'integer',
    input: Type.Integer({ minimum: 0, maximum: MAX_COUNT }),
    output: Type.Integer(),
    expects: `an integer from 0 to ${MAX_COUNT}`,
    echo: 'answer and log',
    normalize: keep<number>,
  }
}

/** One of a fixed list of strings. */
export function oneOf(allowed: readonly string[]): Field<string> {
  return {
    required: true,
    sqlType: 'text',
    input: Type.Unsafe<string>({ type: 'string', enum: [...allowed] }),
    output: Type.String(),
    expects: `one of: ${allowed.join(', ')}`,
    echo: 'answer and log',
    normalize: keep<string>,
  }
}

/** A candidate's e-mail address (personal data). */
export const email = () =>
  formatted(false, {
    sqlType: 'text',
    format: 'email',
    maxLength: 254,
    expects: 'an e-mail address: one @ with text on each side, a dot in the domain and no white space',
    echo: 'nowhere',
    normalize: keep,
  })

/** A candidate's telephone number (personal data). */
export const phone = () =>
  formatted(false, {
    sqlType: 'text',
    format: 'phone',
    maxLength: 32,
    expects:
      'a telephone number: digits, an optional leading +, spaces, dots, hyphens or parentheses, and at least 6 digits',
    echo: 'nowhere',
    normalize: keep,
  })
