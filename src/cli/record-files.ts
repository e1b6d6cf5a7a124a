import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { parse as parseCsv } from 'csv-parse'
import { streamArray } from 'stream-json/streamers/stream-array.js'
import type { Resource } from '../domain/resource.ts'

/**
 * Reading records from a file, streamed (a file of any size is read in constant memory):
 * NDJSON (one JSON object a line), a JSON array, or CSV with a header row of field names.
 */
export type FileFormat = 'ndjson' | 'json' | 'csv'

/** A record read from the file, or a line that could not be read as one. */
export type ReadRecord =
  | { readonly record: unknown; readonly line?: undefined }
  | { readonly record?: undefined; readonly line: string; readonly problem: string }

export function formatOf(path: string, explicit: string | undefined): FileFormat {
  const format = explicit ?? /\.(ndjson|jsonl|json|csv)$/i.exec(path)?.[1]?.toLowerCase()
  if (format === 'jsonl' || format === 'ndjson') return 'ndjson'
  if (format === 'json' || format === 'csv') return format
  throw new Error(
    explicit === undefined
      ? `Cannot tell the format of ${path} from its name: give --format ndjson, json or csv`
      : `Unknown --format ${explicit}: ndjson, json or csv`,
  )
}

export interface OpenedFile {
  readonly stream: Readable
  /** The file's size in bytes, when it is a file (not standard input). */
  readonly size: number | undefined
}

export async function openInput(path: string): Promise<OpenedFile> {
  if (path === '-') return { stream: process.stdin, size: undefined }
  const { size } = await stat(path)
  return { stream: createReadStream(path), size }
}

async function* ndjsonRecords(stream: Readable): AsyncGenerator<ReadRecord> {
  let number = 0
  for await (const read of createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })) {
    number++
    // A byte order mark may open the file, as in CSV.
    const line = number === 1 ? read.replace(/^\uFEFF/, '') : read
    if (line.trim() === '') continue
    try {
      yield { record: JSON.parse(line) }
    } catch {
      yield { line, problem: `line ${number} is not valid JSON` }
    }
  }
}

async function* jsonArrayRecords(stream: Readable): AsyncGenerator<ReadRecord> {
  for await (const { value } of stream.pipe(streamArray.withParserAsStream()) as AsyncIterable<{ value: unknown }>) {
    yield { record: value }
  }
}

/**
 * CSV cells are text: each is typed by the resource's schema. An empty cell is null, an integer field's
 * cell that is a whole number becomes a number, everything else stays text (identifiers included).
 */
async function* csvRecords(stream: Readable, resource: Resource): AsyncGenerator<ReadRecord> {
  const rows = stream.pipe(parseCsv({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: false }))
  for await (const row of rows as AsyncIterable<Record<string, string>>) {
    const record: Record<string, unknown> = {}
    for (const [name, cell] of Object.entries(row)) {
      const field = resource.fields[name]
      if (cell === '') record[name] = null
      else if (field?.sqlType === 'integer' && /^-?\d+$/.test(cell)) record[name] = Number(cell)
      else record[name] = cell
    }
    yield { record }
  }
}

export function readRecords(stream: Readable, format: FileFormat, resource: Resource): AsyncGenerator<ReadRecord> {
  switch (format) {
    case 'ndjson':
      return ndjsonRecords(stream)
    case 'json':
      return jsonArrayRecords(stream)
    case 'csv':
      return csvRecords(stream, resource)
  }
}
