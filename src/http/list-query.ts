import { inTimeOrder, type ListQuery, type Position } from '../domain/list-query.ts'
import type { Resource } from '../domain/resource.ts'
import { isCalendarDate, isDateTime } from '../domain/validation.ts'
import {
  type Cursor,
  cursor,
  cursorOfAnotherQuery,
  day,
  defineQuery,
  exactText,
  instant,
  limit,
  type Parameter,
  rangeProblems,
  someOf,
} from './query-parameters.ts'

/**
 * The query parameters of a resource's list (and export): derived from its declaration, so that the
 * schema, the SQL (db/record-store.ts) and the OpenAPI document name the same filters.
 */

/**
 * A page's end as `{after: id, at: recorded_at}`; `at` must be a bound of this list's recorded_at as
 * the list reads it (a day, or a normalised instant).
 */
function positionCursor(recordedAt: 'date' | 'instant' | undefined): Cursor<Position> {
  const isBound = (at: string) =>
    recordedAt === 'date' ? isCalendarDate(at) : isDateTime(at) && new Date(at).toISOString() === at
  return cursor<Position>({
    description: 'The `next_cursor` of the previous page, as it was returned, with the same filters',
    toJson: (position) => ({ after: position.id, at: position.recordedAt }),
    fromJson: (json) => {
      const { after, at } = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
      if (typeof after !== 'number' || !Number.isSafeInteger(after) || after <= 0) return undefined
      if (at === undefined) return { id: after }
      return typeof at === 'string' && recordedAt !== undefined && isBound(at)
        ? { id: after, recordedAt: at }
        : undefined
    },
  })
}

/** The parameters of a list: the exact filters and the range named by the resource, then the same four. */
interface ListParameters {
  readonly [filter: string]:
    | Parameter<string | undefined>
    | Parameter<number>
    | Cursor<Position>
    | Parameter<readonly string[] | undefined>
  readonly updated_since: Parameter<string | undefined>
  readonly limit: Parameter<number>
  readonly cursor: Cursor<Position>
  readonly fields: Parameter<readonly string[] | undefined>
}

/** A filter's text (exact values and range bounds are text). */
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/** A resource's list query: its schema, its reader, and the `next_cursor` of a page that ends at a position. */
export function listQuery(resource: Resource) {
  const recordedAt = resource.fields.recorded_at
  const kind = recordedAt === undefined ? undefined : recordedAt.sqlType === 'date' ? 'date' : 'instant'
  const bound = kind === 'date' ? day : instant
  const range: Record<string, Parameter<string | undefined>> = kind === undefined
    ? {}
    : {
        recorded_from: bound('Only records whose recorded_at is at or after this'),
        recorded_to: bound('Only records whose recorded_at is before this'),
      }
  const position = positionCursor(kind)
  const parameters: ListParameters = {
    ...Object.fromEntries(
      resource.exactFilters.map((name) => [
        name,
        exactText(
          `Only records whose ${name} is exactly this text (an identifier sent as an integer is its decimal text)`,
        ),
      ]),
    ),
    ...range,
    updated_since: instant('Only records created or changed at or after this instant (updated_at)'),
    limit: limit('Records per page; ignored by exports'),
    cursor: position,
    fields: someOf(
      resource.storedFields,
      'Only these fields of each record (JSON, NDJSON and the columns of CSV), in the record’s order; all of them when left out',
    ),
  }
  const query = defineQuery(parameters, (values) => {
    const [recordedFrom, recordedTo, after] = [textOf(values.recorded_from), textOf(values.recorded_to), values.cursor]
    return [
      ...rangeProblems({ from: 'recorded_from', to: 'recorded_to' }, recordedFrom, recordedTo),
      ...(after !== undefined && (after.recordedAt !== undefined) !== inTimeOrder({ recordedFrom, recordedTo })
        ? [
            cursorOfAnotherQuery(
              'cursor',
              'a list bounded in time (recorded_from or recorded_to) has cursors of its own',
            ),
          ]
        : []),
    ]
  })
  return {
    schema: query.schema,
    read(text: Readonly<Record<string, unknown>>): ListQuery {
      const values = query.read(text)
      return {
        exact: resource.exactFilters.flatMap((name) => {
          const value = textOf(values[name])
          return value === undefined ? [] : [[name, value] as const]
        }),
        recordedFrom: textOf(values.recorded_from),
        recordedTo: textOf(values.recorded_to),
        updatedSince: values.updated_since,
        limit: values.limit,
        after: values.cursor,
        fields: values.fields,
      }
    },
    encodeCursor: position.encode,
  }
}
