import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { stringify } from 'csv-stringify'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { ListedRecord, RecordStore } from '../../db/record-store.ts'
import { neutraliseFormula, OTHER_SEPARATORS } from '../../domain/csv-formulas.ts'
import { inTimeOrder, type ListQuery, type Position } from '../../domain/list-query.ts'
import { countOf, type Resource } from '../../domain/resource.ts'
import { HttpError, notFound } from '../../errors.ts'
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
/** Records read per query while exporting: memory stays bounded by one chunk, whatever the export's size. */
export const EXPORT_CHUNK = 1_000

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
 * Rows per query of the read side, so that one query's answer cannot pass `maxPageBytes` however
 * large its records are: EXPORT_CHUNK for the small resources, fewer for one with long text
 * (a job offer's description).
 */
export const rowsPerQuery = (resource: Resource, maxPageBytes: number) =>
  Math.max(1, Math.min(EXPORT_CHUNK, Math.floor(maxPageBytes / largestRecordBytes(resource))))

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
  /** Whose turn each statement of a list or export waits for. */
  readonly budget: CostBudget
  /** Bytes of JSON after which a page ends early (its next_cursor continues from there). */
  readonly maxPageBytes: number
  /** Whether CSV cells that a spreadsheet would run as formulas are neutralised (domain/csv-formulas.ts). */
  readonly csvNeutraliseFormulas: boolean
}

export function readRoutes<R extends Resource>(
  app: FastifyInstance,
  { store, budget, maxPageBytes, csvNeutraliseFormulas }: ReadRouteOptions<R>,
) {
  const { resource } = store
  const { path, plural, singular } = resource
  const typed = app.withTypeProvider<TypeBoxTypeProvider>()
  const listed = listQuery(resource)
  const tags = [resource.tag]
  const chunkRows = rowsPerQuery(resource, maxPageBytes)

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

  /** One statement of a list, in the client's turn of the cost budget. */
  const list = (clientId: string, query: ListQuery, limit: number) =>
    budget.run(clientId, () => store.list(clientId, query, limit))

  /** Every matching record, in the list's order, read one chunk at a time (keyset, like the pages). */
  async function* matching(clientId: string, query: ListQuery): AsyncGenerator<ListedRecord<R>[]> {
    let after = query.after
    for (;;) {
      const rows = await list(clientId, { ...query, after }, chunkRows)
      if (rows.length > 0) yield rows
      const last = rows.at(-1)
      if (rows.length < chunkRows || last === undefined) return
      after = positionOf(query, last)
    }
  }

  /**
   * A page: up to `limit` records, read `chunkRows` at a time, ending early once their JSON passes
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
      const wanted = Math.min(chunkRows, query.limit - data.length + 1)
      const rows = await list(clientId, { ...query, after }, wanted)
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

  /**
   * An export's chunks, the first one read before the answer begins: a refusal of the cost budget or a
   * failure of its statement is then an error answer, where later it can only cut the export short.
   */
  async function exportChunks(clientId: string, query: ListQuery): Promise<AsyncIterable<ListedRecord<R>[]>> {
    const chunks = matching(clientId, query)
    const first = await chunks.next()
    return (async function* () {
      if (first.done) return
      yield first.value
      yield* chunks
    })()
  }

  function exportOf(
    chunks: AsyncIterable<ListedRecord<R>[]>,
    query: ListQuery,
    format: typeof NDJSON_TYPE | typeof CSV_TYPE,
  ): Readable {
    if (format === NDJSON_TYPE) {
      return Readable.from(
        (async function* () {
          for await (const rows of chunks) yield `${rows.map((row) => JSON.stringify(shown(query, row))).join('\n')}\n`
        })(),
        // One chunk read ahead, not Readable.from's default of 16.
        { highWaterMark: 1 },
      )
    }
    const rows = Readable.from(
      (async function* () {
        for await (const chunk of chunks) yield* chunk
      })(),
      { highWaterMark: chunkRows },
    )
    const csv = stringify({
      header: true,
      columns: query.fields ?? resource.storedFields,
      ...(csvNeutraliseFormulas ? { cast: { string: neutraliseFormula }, quoted_match: OTHER_SEPARATORS } : {}),
    })
    // A failure of the database mid-export ends the answer early (it cannot change its status any more).
    pipeline(rows, csv).catch(() => {})
    return csv
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
        const extension = format === CSV_TYPE ? 'csv' : 'ndjson'
        const chunks = await exportChunks(request.clientId, query)
        return reply
          .type(contentTypeOf(format))
          .header('content-disposition', `attachment; filename="${resource.name}.${extension}"`)
          .send(exportOf(chunks, query, format))
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
