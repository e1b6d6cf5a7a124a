import { inTimeOrder, type ListQuery, type Position } from '../domain/list-query.ts'
import type { Resource } from '../domain/resource.ts'
import { isCalendarDate, isDateTime } from '../domain/validation.ts'
import {
  CURSOR_DESCRIPTION,
  type Cursor,
  cursor,
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
 * A page's end as `{after: id, at: recorded_at}`; `at` is there when the query it continues is bounded
 * in time, and must be a bound of this list's recorded_at as the list reads it (a day, or a normalised instant).
 */
function positionCursor(recordedAt: 'date' | 'instant' | undefined): Cursor<Position> {
  const isBound = (at: string) =>
    recordedAt === 'date' ? isCalendarDate(at) : isDateTime(at) && new Date(at).toISOString() === at
  return cursor<Position>({
    description: CURSOR_DESCRIPTION,
    toJson: (position) => ({ after: position.id, at: position.recordedAt }),
    fromJson: (json, query) => {
      const { after, at } = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>
      if (typeof after !== 'number' || !Number.isSafeInteger(after) || after <= 0) return undefined
      const timeOrdered = inTimeOrder({ recordedFrom: query.recorded_from, recordedTo: query.recorded_to })
      if (at === undefined) return timeOrdered ? undefined : { id: after }
      return typeof at === 'string' && timeOrdered && recordedAt !== undefined && isBound(at)
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
  const query = defineQuery(parameters, (values) =>
    rangeProblems(
      { from: 'recorded_from', to: 'recorded_to' },
      textOf(values.recorded_from),
      textOf(values.recorded_to),
    ),
  )
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
    /** The cursor of the page after a position of a list, which carries its filters. */
    encodeCursor: (at: Position, listed: ListQuery) =>
      query.nextCursor(at, {
        ...Object.fromEntries(listed.exact),
        recorded_from: listed.recordedFrom,
        recorded_to: listed.recordedTo,
        updated_since: listed.updatedSince,
      }),
  }
}
