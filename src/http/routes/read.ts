import { Readable } from 'node:stream'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { stringify } from 'csv-stringify/sync'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ListedRecord, RecordStore } from '../../db/record-store.ts'
import { neutraliseFormula, OTHER_SEPARATORS } from '../../domain/csv-formulas.ts'
import { inTimeOrder, type ListQuery, type Position } from '../../domain/list-query.ts'
import { countOf, type Resource } from '../../domain/resource.ts'
import { HttpError, notFound } from '../../errors.ts'
import type { ExportLimit } from '../concurrent-exports.ts'
import { contentTypeOf, preferredType } from '../content-negotiation.ts'
import type { CostBudget } from '../cost-budget.ts'
import { listQuery } from '../list-query.ts'
import { errorResponses } from '../responses.ts'

/**
 * The read side of one resource, scoped to the calling client like the write side:
 * GET {resource.path} (a page, or with Accept: application/x-ndjson or text/csv every matching record,
 * streamed) and GET {resource.path}/{id} (one record). Another client's records do not exist here.
 */

const JSON_TYPE = 'application/json'
const NDJSON_TYPE = 'application/x-ndjson'
const CSV_TYPE = 'text/csv'
const FORMATS = [JSON_TYPE, NDJSON_TYPE, CSV_TYPE] as const
type ExportType = typeof NDJSON_TYPE | typeof CSV_TYPE
/** Records read per query of the read side, at most. */
export const MAX_ROWS_PER_QUERY = 1_000
/**
 * Bytes of records, each counted at its largest, that one query of an export reads. An export holds
 * one query's records at a time, written as text and handed to the socket as its reader takes them:
 * this bounds its memory however large the export and however slow its reader.
 */
export const EXPORT_QUERY_BYTES = 512 * 1024

/**
 * The most bytes of JSON one record of the resource can take: every text field at its longest, in
 * characters of three UTF-8 bytes (a character of four is two UTF-16 units, so no more per unit), a
 * field without a declared length (a date-time, a number) counted as 64.
 */
export function largestRecordBytes(resource: Resource): number {
  // The creation schema holds the lengths; id and the two write times are added.
  const properties = (resource.creationSchema as { properties?: Record<string, { maxLength?: number }> }).properties
  let bytes = 2 + 3 * (16 + 21 * 3)
  for (const [name, schema] of Object.entries(properties ?? {})) bytes += name.length + 4 + (schema.maxLength ?? 21) * 3
  return bytes
}

/**
 * Rows per query of the read side, so that one query's answer cannot pass `bytes` however large its
 * records are: MAX_ROWS_PER_QUERY for the small resources, fewer for one with long text (a job
 * offer's description).
 */
export const rowsPerQuery = (resource: Resource, bytes: number) =>
  Math.max(1, Math.min(MAX_ROWS_PER_QUERY, Math.floor(bytes / largestRecordBytes(resource))))

/** The id of one record in a path (read, patch): checked by Ajv against this, with the route's validation attached. */
export const RecordIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]*$', description: 'A positive integer' }),
})

/**
 * The id of the path as a number; 400 when it is not a positive integer (the route's attached
 * validation failed on the path); undefined when it is too large to be any record's.
 */
export function recordIdOf(request: {
  readonly params: { readonly id: string }
  readonly validationError?: { readonly validationContext?: string }
}): number | undefined {
  if (request.validationError?.validationContext === 'params') {
    throw new HttpError(400, 'The id in the path must be a positive integer', { code: 'invalid_format' })
  }
  const id = Number(request.params.id)
  return Number.isSafeInteger(id) ? id : undefined
}

/** Text sent as a stream (an export): a string in the document, a Readable in the handler. */
const streamedText = (description: string) => Type.Unsafe<string | Readable>({ type: 'string', description })

export interface ReadRouteOptions<R extends Resource> {
  readonly store: RecordStore<R>
  /** Bytes of JSON after which a page ends early (its next_cursor continues from there). */
  readonly maxPageBytes: number
  /** Whether CSV cells that a spreadsheet would run as formulas are neutralised (domain/csv-formulas.ts). */
  readonly csvNeutraliseFormulas: boolean
  /** The exports under way per client, shared by every resource. */
  readonly exportLimit: ExportLimit
  /** Whose turn each statement of a list or export waits for. */
  readonly budget: CostBudget
}

export function readRoutes<R extends Resource>(
  app: FastifyInstance,
  { store, budget, maxPageBytes, csvNeutraliseFormulas, exportLimit }: ReadRouteOptions<R>,
) {
  const { resource } = store
  const { path, plural, singular } = resource
  const typed = app.withTypeProvider<TypeBoxTypeProvider>()
  const listed = listQuery(resource)
  const tags = [resource.tag]
  const pageRows = rowsPerQuery(resource, maxPageBytes)
  const exportRows = rowsPerQuery(resource, EXPORT_QUERY_BYTES)

  /** Where a page that ends with this record ends, for the next one. */
  const positionOf = (query: ListQuery, record: ListedRecord<R>): Position =>
    inTimeOrder(query) ? { id: record.id, recordedAt: String(record.recorded_at) } : { id: record.id }

  /** The record as the answer shows it: the fields asked for, without the others its position needs. */
  const shown = (query: ListQuery, record: ListedRecord<R>): Partial<ListedRecord<R>> => {
    const { fields } = query
    if (fields === undefined) return record
    return Object.fromEntries(fields.map((name) => [name, record[name as keyof ListedRecord<R>]])) as Partial<
      ListedRecord<R>
    >
  }

  /**
   * A page: up to `limit` records, read `pageRows` at a time, ending early once their JSON passes
   * maxPageBytes (so a page holds at most that plus one record); `more` when a record follows it.
   */
  async function page(
    clientId: string,
    query: ListQuery,
  ): Promise<{ data: Partial<ListedRecord<R>>[]; more: boolean; last: ListedRecord<R> | undefined }> {
    const data: Partial<ListedRecord<R>>[] = []
    let last: ListedRecord<R> | undefined
    let bytes = 0
    let after = query.after
    for (;;) {
      const wanted = Math.min(pageRows, query.limit - data.length + 1)
      const rows = await budget.run(clientId, () => store.list(clientId, { ...query, after }, wanted))
      for (const row of rows) {
        if (data.length === query.limit || (data.length > 0 && bytes >= maxPageBytes)) return { data, more: true, last }
        const record = shown(query, row)
        data.push(record)
        last = row
        bytes += Buffer.byteLength(JSON.stringify(record))
      }
      if (rows.length < wanted || last === undefined) return { data, more: false, last }
      after = positionOf(query, last)
    }
  }

  /** The columns of an export's CSV, and how its cells are written. */
  const csvOptions = (query: ListQuery) => ({
    columns: query.fields ?? resource.storedFields,
    ...(csvNeutraliseFormulas ? { cast: { string: neutraliseFormula }, quoted_match: OTHER_SEPARATORS } : {}),
  })
  const csvHeader = (query: ListQuery) => stringify([], { header: true, ...csvOptions(query) })
  /** Records as an export's text: NDJSON lines, or CSV rows (after csvHeader). */
  const textOf = (query: ListQuery, format: ExportType, rows: ListedRecord<R>[]) =>
    format === NDJSON_TYPE
      ? rows.map((row) => `${JSON.stringify(shown(query, row))}\n`).join('')
      : stringify(
          rows.map((row) => shown(query, row)),
          csvOptions(query),
        )

  /**
   * The text of the records of one query after `after`, and where the next query starts (none after the
   * last). In the client's turn of the cost budget, however long it waits: exports are bounded by
   * MAX_EXPORTS_PER_CLIENT already, and a refusal mid-export could only cut it short.
   */
  async function nextText(
    clientId: string,
    query: ListQuery,
    format: ExportType,
    after: Position | undefined,
  ): Promise<{ text: string; next: Position | undefined }> {
    const list = () => store.list(clientId, { ...query, after }, exportRows)
    const rows = await budget.run(clientId, list, { patient: true })
    const last = rows.at(-1)
    const next = rows.length < exportRows || last === undefined ? undefined : positionOf(query, last)
    return { text: textOf(query, format, rows), next }
  }

  /**
   * Every matching record, in the list's order, one query at a time (keyset, like the pages). The first
   * query runs before the answer begins, so that a failure of the database is an error answer. Each next query is run only once the socket has sent the previous
   * one's text (no read-ahead): while the reader is slow, all the export holds is that text.
   */
  async function exportOf(clientId: string, query: ListQuery, format: ExportType): Promise<Readable> {
    let read = await nextText(clientId, query, format, query.after)
    async function* texts() {
      let header = format === CSV_TYPE ? csvHeader(query) : ''
      for (;;) {
        // As bytes, which the socket sends without a copy of its own while they wait for the reader.
        const bytes = Buffer.from(header + read.text)
        header = ''
        if (bytes.length > 0) yield bytes
        if (read.next === undefined) return
        read = await nextText(clientId, query, format, read.next)
      }
    }
    // A failure of the database mid-export ends the answer early (it cannot change its status any more).
    return Readable.from(texts(), { highWaterMark: 0 })
  }

  typed.get(
    path,
    {
      schema: {
        tags,
        summary: `List or export ${plural}`,
        description:
          'A page of the records, in id order: pass `next_cursor` as `cursor` for the next one ' +
          '(null on the last page). With `Accept: application/x-ndjson` or `Accept: text/csv`, every ' +
          'matching record is streamed instead (one JSON object per line; or CSV with a header row).',
        querystring: listed.schema,
        response: {
          200: {
            description: 'The records',
            content: {
              [JSON_TYPE]: {
                schema: Type.Object({
                  message: Type.String(),
                  data: Type.Array(resource.listedRecordSchema),
                  next_cursor: Type.Union([Type.String(), Type.Null()]),
                }),
              },
              [NDJSON_TYPE]: { schema: streamedText('One record as JSON per line') },
              [CSV_TYPE]: {
                schema: streamedText(
                  `A header row (${resource.storedFields.join(',')}, or the fields named by \`fields\`), then a row per record`,
                ),
              },
            },
          },
          ...errorResponses(400, 401, 406, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const format = preferredType(request.headers.accept, FORMATS)
      if (format === undefined) {
        throw new HttpError(
          406,
          `Cannot answer in the types Accept names; this endpoint speaks ${FORMATS.join(', ')}, in UTF-8`,
        )
      }
      const query = listed.read(request.query)
      if (format !== JSON_TYPE) {
        exportLimit.admit(request.clientId, reply.raw)
        const extension = format === CSV_TYPE ? 'csv' : 'ndjson'
        return reply
          .type(contentTypeOf(format))
          .header('content-disposition', `attachment; filename="${resource.name}.${extension}"`)
          .send(await exportOf(request.clientId, query, format))
      }
      const { data, more, last } = await page(request.clientId, query)
      return {
        message: `Found ${countOf(resource, data.length)}`,
        data,
        next_cursor: more && last !== undefined ? listed.encodeCursor(positionOf(query, last), query) : null,
      }
    },
  )

  typed.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: `Read one ${singular}`,
        params: RecordIdParams,
        response: {
          200: Type.Object({ message: Type.String(), data: Type.Array(resource.storedRecordSchema) }),
          ...errorResponses(400, 401, 404, 429, 500, 503),
        },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = recordIdOf(request)
      const record = id === undefined ? undefined : await store.findStored(request.clientId, id)
      if (record === undefined) throw notFound(`There is no ${singular} ${request.params.id}`)
      return { message: `Found ${singular} ${id}`, data: [record] }
    },
  )
}
