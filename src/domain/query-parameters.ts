import { type TObject, type TSchema, Type } from 'typebox'
import { DEFAULT_MAX_LENGTH, EXPECTS_DAY, EXPECTS_INSTANT, isStorableText } from './fields.ts'
import { countOf, type Resource } from './resource.ts'
import { isCalendarDate, isDateTime } from './validation.ts'

/**
 * The query parameters of every GET that takes some (the lists and exports, the reports): each endpoint
 * declares its parameters once, as kinds from this module, and `defineQuery` derives from that one
 * declaration the parser (every mistake named, in the same words on every endpoint) and the querystring
 * schema of the OpenAPI document. Fastify's validation is off on those routes: the parser is the
 * validation, so that each problem names its parameter in the contract's error body. The endpoints
 * that take none refuse any by the same parser (http/plugins/no-query-parameters.ts).
 */

/** A page holds this many records or groups unless `limit` says otherwise. */
export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 1_000

const REQUIRED: unique symbol = Symbol('required')

/** One parameter of one endpoint: how its text is read, what it must be, and how OpenAPI shows it. */
export interface Parameter<T> {
  /** Its schema in the OpenAPI document, with its description (and default). */
  readonly schema: TSchema
  /** What the text must be, in `${name} must be ${expects}` and `${name} is required: ${expects}`. */
  readonly expects: string
  /** Its value when the query leaves it out, or REQUIRED. */
  readonly absent: T | typeof REQUIRED
  /** The value the text stands for, normalised; undefined when the text is not one. */
  read(text: string): Exclude<T, undefined> | undefined
}

// biome-ignore lint/suspicious/noExplicitAny: a parameter of any value, in a declaration of several
type Parameters = Readonly<Record<string, Parameter<any>>>

/** What the parser returns: each parameter's value (undefined for an optional one left out). */
export type QueryValues<P extends Parameters> = {
  readonly [K in keyof P]: P[K] extends Parameter<infer T> ? T : never
}

/** One problem with one query parameter. */
export interface ParameterProblem {
  readonly parameter: string
  readonly message: string
}

/** Thrown by a query's parser: http/plugins/error-handler.ts answers 400 with one error entry per problem. */
export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError'
  readonly problems: readonly ParameterProblem[]
  constructor(problems: readonly ParameterProblem[]) {
    super('The query parameters are invalid (see errors)')
    this.problems = problems
  }
}

/** An optional parameter of this kind (see `required` and `withDefault`). */
function kind<T>(
  expects: string,
  schema: TSchema,
  read: (text: string) => Exclude<T, undefined> | undefined,
): Parameter<T | undefined> {
  return { expects, schema, absent: undefined, read }
}

/** The parameter must be given. */
export function required<T>(parameter: Parameter<T | undefined>): Parameter<T> {
  return { ...parameter, absent: REQUIRED }
}

/** The parameter may be left out, and then has this value. */
export function withDefault<T>(parameter: Parameter<T | undefined>, value: T): Parameter<T> {
  return { ...parameter, absent: value, schema: { ...parameter.schema, default: value } }
}

/** Non-blank text, compared exactly (case included); 4-byte characters count as one, as in the fields. */
export function exactText(description: string): Parameter<string | undefined> {
  return kind(
    `non-blank text of at most ${DEFAULT_MAX_LENGTH} characters`,
    Type.String({ minLength: 1, maxLength: DEFAULT_MAX_LENGTH, description }),
    (text) => (/\S/u.test(text) && [...text].length <= DEFAULT_MAX_LENGTH && isStorableText(text) ? text : undefined),
  )
}

/** A calendar day, `YYYY-MM-DD`. */
export function day(description: string): Parameter<string | undefined> {
  return kind(EXPECTS_DAY, Type.String({ format: 'date', description }), (text) =>
    isCalendarDate(text) ? text : undefined,
  )
}

/** An RFC 3339 date-time with a zone, normalised to `YYYY-MM-DDTHH:MM:SS.sssZ` (so that instants compare as text). */
export function instant(description: string): Parameter<string | undefined> {
  return kind(EXPECTS_INSTANT, Type.String({ format: 'date-time', description }), (text) =>
    isDateTime(text) ? new Date(text).toISOString() : undefined,
  )
}

/** How many records or groups a page holds: 1 to MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when left out. */
export function limit(description: string): Parameter<number> {
  const parameter = kind<number>(
    `an integer from 1 to ${MAX_PAGE_SIZE}`,
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description }),
    (text) => (/^[1-9][0-9]{0,3}$/u.test(text) && Number(text) <= MAX_PAGE_SIZE ? Number(text) : undefined),
  )
  return withDefault(parameter, DEFAULT_PAGE_SIZE)
}

/** One of a few words. */
export function oneOf<const V extends string>(values: readonly V[], description: string): Parameter<V | undefined> {
  return kind<V>(
    `one of: ${values.join(', ')}`,
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description },
    ),
    (text) => values.find((value) => value === text),
  )
}

/**
 * Some of a few names, comma-separated, each at most once, spaces around them allowed: the set named,
 * in the order of `names` whatever the order of the text.
 */
export function someOf(names: readonly string[], description: string): Parameter<readonly string[] | undefined> {
  return kind<readonly string[]>(
    `a comma-separated list of some of: ${names.join(', ')}; each at most once`,
    Type.String({ description, examples: [names.slice(0, 2).join(',')] }),
    (text) => {
      const named = text.split(',').map((name) => name.trim())
      const known = named.every((name) => names.includes(name)) && new Set(named).size === named.length
      return known ? names.filter((name) => named.includes(name)) : undefined
    },
  )
}

/** A cursor parameter: the opaque position where the previous page ended, and how to write the next one. */
export interface Cursor<Position> extends Parameter<Position | undefined> {
  encode(position: Position): string
}

/**
 * An opaque position: JSON in base64url. `toJson` writes a position; `fromJson` reads one back, or
 * returns undefined when the JSON is not one this endpoint could have written (a forged or altered cursor).
 */
export function cursor<Position>(codec: {
  readonly description: string
  toJson(position: Position): unknown
  fromJson(json: unknown): Exclude<Position, undefined> | undefined
}): Cursor<Position> {
  return {
    ...kind<Position>(
      'a next_cursor this endpoint returned, unchanged',
      Type.String({ description: codec.description }),
      (text) => {
        try {
          return codec.fromJson(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
        } catch {
          return undefined
        }
      },
    ),
    encode: (position) => Buffer.from(JSON.stringify(codec.toJson(position))).toString('base64url'),
  }
}

/**
 * The cursor of a log read newest first (the rejection log, the audit log): the id of the last entry of
 * the page before, which the next page reads below.
 */
export const newestFirstCursor = () =>
  cursor<{ before: number }>({
    description: 'The next_cursor of the page before',
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
  cursorParameter: Cursor<{ before: number }>,
  words: Pick<Resource, 'singular' | 'plural'>,
): { message: string; data: Row[]; next_cursor: string | null } {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const more = rows.length > limit && last !== undefined
  return {
    message: `Found ${countOf(words, page.length)}${more ? ', more follow' : ''}`,
    data: page,
    next_cursor: more ? cursorParameter.encode({ before: last.id }) : null,
  }
}

/** The problem of a valid cursor given with a query other than the one whose page it ends. */
export const cursorOfAnotherQuery = (name: string, rule: string): ParameterProblem => ({
  parameter: name,
  message: `${name} belongs to another query: ${rule}`,
})

const DAY_MS = 86_400_000

/**
 * The problems of a half-open range [from, to) of days or instants (normalised, so they compare as
 * text): `to` must be later than `from`, and at most `maxDays` after it when given. Nothing when either
 * is left out or wrong (then its own problem says so).
 */
export function rangeProblems(
  names: { readonly from: string; readonly to: string },
  from: string | undefined,
  to: string | undefined,
  maxDays?: number,
): ParameterProblem[] {
  if (from === undefined || to === undefined) return []
  const problem = (message: string) => [{ parameter: names.to, message }]
  if (from >= to) {
    return problem(`${names.to} must be later than ${names.from}: the range [${names.from}, ${names.to}) excludes it`)
  }
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS
  if (maxDays !== undefined && days > maxDays) {
    return problem(`${names.to} may be at most ${maxDays} days after ${names.from}; ${from} to ${to} is ${days} days`)
  }
  return []
}

/** The problems between parameters, from the values that are valid (the others are undefined). */
export type QueryCheck<P extends Parameters> = (values: Partial<QueryValues<P>>) => readonly ParameterProblem[]

export interface Query<P extends Parameters> {
  readonly parameters: P
  /** The querystring schema of the OpenAPI document. */
  readonly schema: TObject
  /** The values of a query string (as Fastify parses it); throws InvalidQueryError naming every problem. */
  parse(query: Readonly<Record<string, unknown>>): QueryValues<P>
}

/**
 * An endpoint's query: its parameters and the checks between them. Problems come in the order of the
 * query string (an unknown, repeated or invalid parameter), then the required parameters left out,
 * then the checks', all in one answer.
 */
export function defineQuery<P extends Parameters>(parameters: P, check: QueryCheck<P> = () => []): Query<P> {
  const names = Object.keys(parameters)
  const known = names.length > 0 ? `known: ${names.join(', ')}` : 'this endpoint takes none'
  return {
    parameters,
    schema: Type.Object(
      Object.fromEntries(
        Object.entries(parameters).map(([name, { schema, absent }]) => [
          name,
          absent === REQUIRED ? schema : Type.Optional(schema),
        ]),
      ),
      { additionalProperties: false },
    ),
    parse(query) {
      const problems: ParameterProblem[] = []
      const values: Record<string, unknown> = {}
      for (const [name, text] of Object.entries(query)) {
        // Own names only: `constructor` or `__proto__` in a query string is an unknown parameter.
        const parameter = Object.hasOwn(parameters, name) ? parameters[name] : undefined
        if (parameter === undefined) {
          problems.push({ parameter: name, message: `${name} is not a query parameter here; ${known}` })
        } else if (typeof text !== 'string') {
          problems.push({ parameter: name, message: `${name} may be given only once` })
        } else {
          values[name] = parameter.read(text)
          if (values[name] === undefined) {
            problems.push({ parameter: name, message: `${name} must be ${parameter.expects}` })
          }
        }
      }
      for (const name of names) {
        const { absent, expects } = parameters[name] as Parameter<unknown>
        if (Object.hasOwn(query, name)) continue
        if (absent === REQUIRED) problems.push({ parameter: name, message: `${name} is required: ${expects}` })
        else values[name] = absent
      }
      problems.push(...check(values as Partial<QueryValues<P>>))
      if (problems.length > 0) throw new InvalidQueryError(problems)
      return values as QueryValues<P>
    },
  }
}
