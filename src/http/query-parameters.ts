import type { Ajv, ErrorObject } from 'ajv'
import type { FastifySchemaCompiler } from 'fastify'
import { type TObject, type TSchema, Type } from 'typebox'
import {
  DEFAULT_MAX_LENGTH,
  EXPECTS_DAY,
  EXPECTS_INSTANT,
  isStorableText,
  MAX_COUNT,
  NON_BLANK,
  STORABLE_TEXT,
} from '../domain/fields.ts'
import { countOf, type Resource } from '../domain/resource.ts'
import type { ErrorCode } from '../error-codes.ts'
import { type ErrorEntry, HttpError } from '../errors.ts'

/**
 * The query parameters of every GET that takes some. Each endpoint declares them once, as kinds from
 * this module: the declaration is the querystring schema that Fastify validates with the app's Ajv and
 * that the OpenAPI document shows, and its `read` turns the valid text into values. Each parameter's
 * schema says what its text must be (EXPECTS), so that every problem names its parameter in the same
 * words on every endpoint, in the contract's error body.
 */

/** A page holds this many records or groups unless `limit` says otherwise. */
export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 1_000

/** The keyword of a parameter's schema that says what its text must be, in its problems' words. */
const EXPECTS = 'x-expects'

/** A parameter's schema, and what this module reads of it. */
type ParameterSchema = TSchema & { readonly [EXPECTS]?: string; readonly default?: unknown; readonly type?: unknown }

/** One parameter of one endpoint: its schema, and the value its valid text stands for. */
export interface Parameter<T> {
  readonly schema: ParameterSchema
  /** Whether the query must give it; otherwise it is its schema's default when left out, or undefined. */
  readonly required: boolean
  /** The value, normalised; undefined when the text passes the schema and still is not one (a forged cursor). */
  read(text: string): Exclude<T, undefined> | undefined
}

// biome-ignore lint/suspicious/noExplicitAny: a parameter of any value, in a declaration of several
type Parameters = Readonly<Record<string, Parameter<any>>>

/** The values of a valid query (undefined for an optional parameter left out). */
export type QueryValues<P extends Parameters> = {
  readonly [K in keyof P]: P[K] extends Parameter<infer T> ? T : never
}

/** One problem of a query, naming its parameter. */
export const problem = (parameter: string, code: ErrorCode, message: string): ErrorEntry => ({
  message,
  data: { code, parameter },
})

/** The 400 of a query: one error entry per problem, each naming its parameter. */
export const invalidQuery = (problems: readonly ErrorEntry[]) =>
  new HttpError(400, 'The query parameters are invalid (see errors)', {
    errors: problems,
    code: problems[0]?.data.code,
  })

export const notAParameter = (name: string, known: readonly string[]) =>
  problem(
    name,
    'unknown_parameter',
    `${name} is not a query parameter here; ${known.length > 0 ? `known: ${known.join(', ')}` : 'this endpoint takes none'}`,
  )

/** The code of a parameter's text that Ajv refused for `keyword`. */
function codeOfKeyword(keyword: string | undefined): ErrorCode {
  switch (keyword) {
    case 'minimum':
    case 'maximum':
      return 'out_of_range'
    case 'maxLength':
      return 'too_long'
    case NON_BLANK:
      return 'required'
    case 'const':
    case 'anyOf':
      return 'not_allowed_value'
    default:
      return 'invalid_format'
  }
}

/** The keyword a text that passed the schema but is not a value breaks: one of a list, or a form. */
const keywordOf = (schema: ParameterSchema) => ('anyOf' in schema ? 'anyOf' : undefined)

const mustBe = (name: string, schema: ParameterSchema, keyword?: string) =>
  problem(name, codeOfKeyword(keyword), `${name} must be ${schema[EXPECTS]}`)

function kind<T>(
  expects: string,
  schema: TSchema,
  read = (text: string) => text as Exclude<T, undefined> | undefined,
): Parameter<T | undefined> {
  return { schema: { ...schema, [EXPECTS]: expects }, required: false, read }
}

/** The parameter must be given. */
export function required<T>(parameter: Parameter<T | undefined>): Parameter<T> {
  return { ...parameter, required: true } as Parameter<T>
}

/** The parameter may be left out, and then has this value. */
export function withDefault<T>(parameter: Parameter<T | undefined>, value: T): Parameter<T> {
  return { ...parameter, schema: { ...parameter.schema, default: value } } as Parameter<T>
}

/** Non-blank text, compared exactly (case included); 4-byte characters count as one, as in the fields. */
export const exactText = (description: string) =>
  kind<string>(
    `non-blank text of at most ${DEFAULT_MAX_LENGTH} characters`,
    Type.String({ maxLength: DEFAULT_MAX_LENGTH, pattern: STORABLE_TEXT, [NON_BLANK]: true, description }),
  )

/** Text of one form (`pattern`) that `read` turns into its value, or undefined when it is not one (an opaque position). */
export const formedText = <T>(
  expects: string,
  pattern: string,
  description: string,
  read: (text: string) => Exclude<T, undefined> | undefined,
) => kind<T>(expects, Type.String({ pattern, description }), read)

/** A calendar day, `YYYY-MM-DD`. */
export const day = (description: string) => kind<string>(EXPECTS_DAY, Type.String({ format: 'date', description }))

/** An RFC 3339 date-time with a zone, normalised to `YYYY-MM-DDTHH:MM:SS.sssZ` (so that instants compare as text). */
export const instant = (description: string) =>
  kind<string>(EXPECTS_INSTANT, Type.String({ format: 'date-time', description }), (text) =>
    new Date(text).toISOString(),
  )

/** How many records or groups a page holds: 1 to MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when left out. */
export const limit = (description: string) =>
  withDefault(
    kind<number>(
      `an integer from 1 to ${MAX_PAGE_SIZE}`,
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description }),
      Number,
    ),
    DEFAULT_PAGE_SIZE,
  )

/** `true` or `false`, and nothing else; false when left out. */
export const flag = (description: string) =>
  withDefault(
    kind<boolean>(
      'true or false',
      Type.Union([Type.Literal('true'), Type.Literal('false')], { description }),
      (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
    ),
    false,
  )

/** One of a few words. */
export const oneOf = <const V extends string>(values: readonly V[], description: string) =>
  kind<V>(
    `one of: ${values.join(', ')}`,
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description },
    ),
  )

/**
 * Some of a few names, comma-separated, each at most once, spaces around them allowed: the set named,
 * in the order of `names` whatever the order of the text.
 */
export function someOf(names: readonly string[], description: string) {
  const name = `\\s*(?:${names.join('|')})\\s*`
  return kind<readonly string[]>(
    `a comma-separated list of some of: ${names.join(', ')}; each at most once`,
    Type.String({ description, pattern: `^${name}(?:,${name})*$`, examples: [names.slice(0, 2).join(',')] }),
    (text) => {
      const named = text.split(',').map((one) => one.trim())
      return new Set(named).size === named.length ? names.filter((one) => named.includes(one)) : undefined
    },
  )
}

/**
 * The parameters that shape one page: a cursor carries every other parameter of its query (the filters,
 * which say what the walk covers), and `limit` and `fields` may change from page to page.
 */
const PER_PAGE: ReadonlySet<string> = new Set(['cursor', 'limit', 'fields'])

/** The query a cursor continues: the values of its parameters, as text (normalised, so valid again). */
type Continued = Readonly<Record<string, string>>

/** What a cursor's text holds, or undefined when it is not a cursor: JSON in base64url, `[query, position]`. */
function unwrap(text: string): { readonly query: Continued; readonly position: unknown } | undefined {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(json) || json.length !== 2) return undefined
  const [query, position]: unknown[] = json
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return undefined
  if (!Object.values(query).every((value) => typeof value === 'string')) return undefined
  return { query: query as Continued, position }
}

/** A cursor parameter: where the previous page ended and the query it belongs to, and how to write the next one. */
export interface Cursor<Position> extends Parameter<Position | undefined> {
  encode(position: Position, query: Continued): string
}

/**
 * An opaque cursor: the query it continues and a position. `toJson` writes a position; `fromJson` reads
 * one back (given the query it continues), or returns undefined when the JSON is not one this endpoint
 * could have written (a forged or altered cursor).
 */
export function cursor<Position>(codec: {
  readonly description: string
  toJson(position: Position): unknown
  fromJson(json: unknown, query: Continued): Exclude<Position, undefined> | undefined
}): Cursor<Position> {
  return {
    ...kind<Position>(
      'a next_cursor this endpoint returned, unchanged',
      Type.String({ description: codec.description }),
      (text) => {
        const unwrapped = unwrap(text)
        return unwrapped && codec.fromJson(unwrapped.position, unwrapped.query)
      },
    ),
    encode: (position, query) => Buffer.from(JSON.stringify([query, codec.toJson(position)])).toString('base64url'),
  }
}

/** The problem of a parameter given with a cursor of a query where it is something else. */
const otherThanContinued = (name: string, continued: string | undefined) =>
  problem(
    name,
    'cursor_mismatch',
    continued === undefined
      ? `${name} must be left out with this cursor: the query it continues has none`
      : `${name} must be ${continued} with this cursor, as in the query it continues, or left out`,
  )

/**
 * The cursor of a report's pages in order of applications (the funnel, the pipeline report): the last
 * group's applications and value.
 */
export const groupCursor = () =>
  cursor<{ applications: number; group: string | null }>({
    description: CURSOR_DESCRIPTION,
    toJson: ({ applications, group }) => [applications, group],
    fromJson: (json) => {
      if (!Array.isArray(json) || json.length !== 2) return undefined
      const [applications, group]: unknown[] = json
      if (typeof applications !== 'number') return undefined
      if (!Number.isInteger(applications) || applications < 0 || applications > MAX_COUNT) return undefined
      if (group !== null && (typeof group !== 'string' || !isStorableText(group))) return undefined
      return { applications, group }
    },
  })

/** The words of every cursor parameter in the OpenAPI document. */
export const CURSOR_DESCRIPTION =
  'The next_cursor of the page before. It carries that query’s other parameters but limit and fields: ' +
  'send it alone, or with the same values (any other is 400 naming the parameter)'

/**
 * The cursor of a log read newest first (the rejection log, the audit log): the id of the last entry of
 * the page before, which the next page reads below.
 */
export const newestFirstCursor = () =>
  cursor<{ before: number }>({
    description: CURSOR_DESCRIPTION,
    toJson: ({ before }) => [before],
    fromJson: (json) =>
      Array.isArray(json) && json.length === 1 && Number.isSafeInteger(json[0]) && json[0] > 0
        ? { before: json[0] as number }
        : undefined,
  })

/**
 * One page of a log read newest first, from up to `limit + 1` rows, as its answer: the first `limit`,
 * the cursor of the next page when a row beyond them was read, and a message that counts them in
 * `words` (its singular and plural).
 */
export function newestFirstAnswer<Row extends { readonly id: number }>(
  rows: readonly Row[],
  limit: number,
  nextCursor: (position: { before: number }) => string,
  words: Pick<Resource, 'singular' | 'plural'>,
): { message: string; data: Row[]; next_cursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const more = rows.length > limit && last !== undefined
  return {
    message: `Found ${countOf(words, page.length)}${more ? ', more follow' : ''}`,
    data: page,
    next_cursor: more ? nextCursor({ before: last.id }) : null,
  }
}

const DAY_MS = 86_400_000

/**
 * The problems of a half-open range [from, to) of days or instants (normalised, so they compare as
 * text): `to` must be later than `from`, and at most `maxDays` after it when given. Nothing when either
 * is left out.
 */
export function rangeProblems(
  names: { readonly from: string; readonly to: string },
  from: string | undefined,
  to: string | undefined,
  maxDays?: number,
): ErrorEntry[] {
  if (from === undefined || to === undefined) return []
  const at = (message: string) => [problem(names.to, 'out_of_range', message)]
  if (from >= to)
    return at(`${names.to} must be later than ${names.from}: the range [${names.from}, ${names.to}) excludes it`)
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS
  if (maxDays !== undefined && days > maxDays) {
    return at(`${names.to} may be at most ${maxDays} days after ${names.from}; ${from} to ${to} is ${days} days`)
  }
  return []
}

/** The position a query's cursor holds. */
type PositionOf<P extends Parameters> = P['cursor'] extends Cursor<infer Position> ? Position : never

/** The parameters a cursor of this query carries: none when it takes no cursor. */
const carriedBy = (names: readonly string[]) => (names.includes('cursor') ? names.filter((n) => !PER_PAGE.has(n)) : [])

/**
 * An endpoint's query: its parameters; the querystring schema (Fastify validates it, the OpenAPI
 * document shows it); `read`, the values of a query the schema passed, which throws invalidQuery for
 * what the schema cannot say (a cursor that does not decode, a parameter other than its cursor's, the
 * checks between parameters); and `nextCursor`, the cursor of the page after a position of a query.
 */
export function defineQuery<P extends Parameters>(
  parameters: P,
  check: (values: QueryValues<P>) => readonly ErrorEntry[] = () => [],
) {
  const carried = carriedBy(Object.keys(parameters))
  return {
    parameters,
    schema: Type.Object(
      Object.fromEntries(
        Object.entries(parameters).map(([name, { schema, required }]) => [
          name,
          required ? schema : Type.Optional(schema),
        ]),
      ),
      { additionalProperties: false },
    ),
    read(query: Readonly<Record<string, unknown>>): QueryValues<P> {
      const problems: ErrorEntry[] = []
      const values: Record<string, unknown> = {}
      for (const [name, { schema, read }] of Object.entries(parameters)) {
        const text = query[name]
        values[name] = text === undefined ? schema.default : read(text as string)
        if (text !== undefined && values[name] === undefined) problems.push(mustBe(name, schema, keywordOf(schema)))
      }
      const continued = values.cursor === undefined ? undefined : unwrap(query.cursor as string)?.query
      if (continued !== undefined) {
        if (Object.keys(continued).some((name) => !carried.includes(name))) {
          problems.push(mustBe('cursor', parameters.cursor?.schema as ParameterSchema))
        } else {
          for (const name of carried) {
            const value = values[name] === undefined ? undefined : String(values[name])
            if (value !== continued[name]) problems.push(otherThanContinued(name, continued[name]))
          }
        }
      }
      problems.push(...check(values as QueryValues<P>))
      if (problems.length > 0) throw invalidQuery(problems)
      return values as QueryValues<P>
    },
    nextCursor(position: PositionOf<P>, values: Readonly<Record<string, unknown>>): string {
      const query = Object.fromEntries(
        carried.flatMap((name) => (values[name] === undefined ? [] : [[name, String(values[name])]])),
      )
      return (parameters.cursor as Cursor<PositionOf<P>>).encode(position, query)
    },
  }
}

/**
 * The problems Ajv found in a query, one per parameter, in the order of the query string, then the
 * required ones left out. A query string holds text, so an array is a parameter given more than once.
 */
function problemsOf(errors: readonly ErrorObject[], query: Record<string, unknown>, schema: TObject): ErrorEntry[] {
  const properties = schema.properties as Record<string, ParameterSchema>
  const known = Object.keys(properties)
  const problems = new Map<string, ErrorEntry>()
  for (const { keyword, params, instancePath } of errors) {
    const name: string = params.additionalProperty ?? params.missingProperty ?? instancePath.slice(1)
    if (problems.has(name)) continue
    const parameter = properties[name] as ParameterSchema
    if (keyword === 'additionalProperties') problems.set(name, notAParameter(name, known))
    else if (keyword === 'required')
      problems.set(name, problem(name, 'required', `${name} is required: ${parameter[EXPECTS]}`))
    else if (Array.isArray(query[name]))
      problems.set(name, problem(name, 'invalid_type', `${name} may be given only once`))
    else problems.set(name, mustBe(name, parameter, keyword))
  }
  const order = [...Object.keys(query), ...known]
  return [...problems].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([, entry]) => entry)
}

/**
 * The app's validator compiler: Ajv's, and for a querystring, a 400 in the contract's words. A cursor's
 * query fills the parameters left out. An integer parameter's digits are read as a number first (not `01`, ` 7` or `1e2`, which Ajv's coercion takes).
 */
export function validatorCompiler(ajv: Ajv): FastifySchemaCompiler<TSchema> {
  ajv.addKeyword({ keyword: EXPECTS, schemaType: 'string' })
  return ({ schema, httpPart }) => {
    if (httpPart !== 'querystring') return ajv.compile(schema)
    const check = ajv.compile(schema)
    const integers = Object.entries((schema as TObject).properties as Record<string, ParameterSchema>)
      .filter(([, property]) => property.type === 'integer')
      .map(([name]) => name)
    const carried = carriedBy(Object.keys((schema as TObject).properties))
    return (query: Record<string, unknown>) => {
      const value = { ...query }
      // A cursor sent alone continues its query: the parameters it carries are validated as if sent.
      const continued = typeof value.cursor === 'string' ? unwrap(value.cursor)?.query : undefined
      for (const name of carried) {
        if (value[name] === undefined && continued?.[name] !== undefined) value[name] = continued[name]
      }
      for (const name of integers) {
        const text = value[name]
        if (typeof text === 'string' && /^(?:0|[1-9][0-9]*)$/.test(text)) value[name] = Number(text)
      }
      return check(value)
        ? { value }
        : { error: invalidQuery(problemsOf(check.errors ?? [], value, schema as TObject)) }
    }
  }
}
