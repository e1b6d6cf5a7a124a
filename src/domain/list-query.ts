import { type TObject, Type } from 'typebox'
import { STORABLE_TEXT } from './fields.ts'
import type { Resource } from './resource.ts'
import { isCalendarDate, isDateTime } from './validation.ts'

/**
 * The query parameters of a resource's list (and export): derived from its declaration, so that the
 * parser, the SQL (db/record-store.ts) and the OpenAPI document name the same filters.
 */

export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 1_000
const MAX_FILTER_LENGTH = 255

/** What a list asks for, parsed and normalised: every value ready to be a query parameter. */
export interface ListQuery {
  /** Columns that must hold exactly this text. */
  readonly exact: readonly (readonly [column: string, value: string])[]
  /** Half-open range of `recorded_at`: from included, to excluded. */
  readonly recordedFrom: string | undefined
  readonly recordedTo: string | undefined
  /** Records written (created, re-sent, patched, erased) at or after this instant. */
  readonly updatedSince: string | undefined
  readonly limit: number
  /** Where the previous page ended (from `cursor`). */
  readonly after: Position | undefined
}

/** The last record of a page: its id, and its recorded_at when the list is in time order. */
export interface Position {
  readonly id: number
  readonly recordedAt?: string
}

/**
 * A list bounded in time (recorded_from or recorded_to) comes in recorded_at order, then id, so that its
 * pages are one range scan of the (client_id, recorded_at, id) index; any other list comes in id order.
 */
export const inTimeOrder = (query: Pick<ListQuery, 'recordedFrom' | 'recordedTo'>) =>
  query.recordedFrom !== undefined || query.recordedTo !== undefined

/** One problem with one query parameter. */
export interface ParameterProblem {
  readonly parameter: string
  readonly message: string
}

export class InvalidQueryError extends Error {
  override name = 'InvalidQueryError'
  readonly problems: readonly ParameterProblem[]
  constructor(problems: readonly ParameterProblem[]) {
    super('The query is invalid (see errors)')
    this.problems = problems
  }
}

type Value = string | number | Position

interface Parameter {
  readonly name: string
  readonly description: string
  /** The normalised value, or what the parameter must be when the text is not acceptable. */
  parse(text: string): { value: Value } | { expects: string }
}

const ACCEPTED_TEXT = new RegExp(STORABLE_TEXT)

function exactParameter(name: string): Parameter {
  return {
    name,
    description: `Only records whose ${name} is exactly this text (an identifier sent as an integer is its decimal text)`,
    parse: (text) =>
      /\S/.test(text) && text.length <= MAX_FILTER_LENGTH && ACCEPTED_TEXT.test(text)
        ? { value: text }
        : { expects: `non-blank text of at most ${MAX_FILTER_LENGTH} characters` },
  }
}

/** Normalises a bound of recorded_at or updated_at; undefined when the text is not one. */
type Bound = (text: string) => string | undefined
const instant: Bound = (text) => (isDateTime(text) ? new Date(text).toISOString() : undefined)
const day: Bound = (text) => (isCalendarDate(text) ? text : undefined)

function boundParameter(name: string, bound: Bound, description: string): Parameter {
  const expects =
    bound === day
      ? 'a calendar date YYYY-MM-DD that exists, such as 2026-11-20'
      : 'an RFC 3339 date-time with Z or a numeric offset, such as 2026-11-20T10:15:00Z'
  return {
    name,
    description,
    parse: (text) => {
      const value = bound(text)
      return value === undefined ? { expects } : { value }
    },
  }
}

const LIMIT: Parameter = {
  name: 'limit',
  description: `Records per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); ignored by exports`,
  parse: (text) =>
    /^[1-9][0-9]{0,3}$/.test(text) && Number(text) <= MAX_PAGE_SIZE
      ? { value: Number(text) }
      : { expects: `an integer from 1 to ${MAX_PAGE_SIZE}` },
}

function cursorParameter(recordedAt: Bound | undefined): Parameter {
  return {
    name: 'cursor',
    description: 'The `next_cursor` of the previous page, as it was returned, with the same filters',
    parse: (text) => {
      const position = decodeCursor(text)
      const valid =
        position !== undefined &&
        (position.recordedAt === undefined ||
          (recordedAt !== undefined && recordedAt(position.recordedAt) === position.recordedAt))
      return valid ? { value: position } : { expects: 'a next_cursor returned by this endpoint' }
    },
  }
}

function parametersOf(resource: Resource): Parameter[] {
  const recordedAt = resource.fields.recorded_at
  const bound = recordedAt === undefined ? undefined : recordedAt.sqlType === 'date' ? day : instant
  return [
    ...resource.exactFilters.map(exactParameter),
    ...(bound === undefined
      ? []
      : [
          boundParameter('recorded_from', bound, 'Only records whose recorded_at is at or after this'),
          boundParameter('recorded_to', bound, 'Only records whose recorded_at is before this'),
        ]),
    boundParameter('updated_since', instant, 'Only records created or changed at or after this instant (updated_at)'),
    LIMIT,
    cursorParameter(bound),
  ]
}

/** The query string of a list, for the OpenAPI document (values are parsed by `listQueryParser`). */
export function listQuerySchema(resource: Resource): TObject {
  return Type.Object(
    Object.fromEntries(
      parametersOf(resource).map((parameter) => [
        parameter.name,
        Type.Optional(Type.String({ description: parameter.description })),
      ]),
    ),
    { additionalProperties: false },
  )
}

/** Parses a list's query string; throws InvalidQueryError with one problem per bad parameter. */
export function listQueryParser(resource: Resource): (query: Readonly<Record<string, unknown>>) => ListQuery {
  const parameters = new Map(parametersOf(resource).map((parameter) => [parameter.name, parameter]))
  const known = [...parameters.keys()].join(', ')
  return (query) => {
    const problems: ParameterProblem[] = []
    const values = new Map<string, Value>()
    for (const [name, raw] of Object.entries(query)) {
      const parameter = parameters.get(name)
      if (parameter === undefined) {
        problems.push({ parameter: name, message: `${name} is not a query parameter here; known: ${known}` })
      } else if (typeof raw !== 'string') {
        problems.push({ parameter: name, message: `${name} may be given only once` })
      } else {
        const parsed = parameter.parse(raw)
        if ('expects' in parsed) problems.push({ parameter: name, message: `${name} must be ${parsed.expects}` })
        else values.set(name, parsed.value)
      }
    }
    const text = (name: string) => values.get(name) as string | undefined
    const [recordedFrom, recordedTo] = [text('recorded_from'), text('recorded_to')]
    if (recordedFrom !== undefined && recordedTo !== undefined && recordedFrom >= recordedTo) {
      problems.push({ parameter: 'recorded_to', message: 'recorded_to must be later than recorded_from' })
    }
    const after = values.get('cursor') as Position | undefined
    if (after !== undefined && (after.recordedAt !== undefined) !== inTimeOrder({ recordedFrom, recordedTo })) {
      problems.push({
        parameter: 'cursor',
        message: 'cursor belongs to a list with other filters: a list bounded in time has cursors of its own',
      })
    }
    if (problems.length > 0) throw new InvalidQueryError(problems)
    return {
      exact: resource.exactFilters.flatMap((name) => {
        const value = text(name)
        return value === undefined ? [] : [[name, value] as const]
      }),
      recordedFrom,
      recordedTo,
      updatedSince: text('updated_since'),
      limit: (values.get('limit') as number | undefined) ?? DEFAULT_PAGE_SIZE,
      after,
    }
  }
}

/** The opaque cursor of the page after this position. */
export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify({ after: position.id, at: position.recordedAt })).toString('base64url')
}

function decodeCursor(cursor: string): Position | undefined {
  try {
    const { after, at } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>
    if (typeof after !== 'number' || !Number.isSafeInteger(after) || after <= 0) return undefined
    if (at === undefined) return { id: after }
    return typeof at === 'string' ? { id: after, recordedAt: at } : undefined
  } catch {
    return undefined
  }
}
