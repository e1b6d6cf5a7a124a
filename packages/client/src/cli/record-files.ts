import { isUtf8 } from 'node:buffer'
import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { type CsvError, parse as parseCsv } from 'csv-parse'
import secureJson from 'secure-json-parse'
import { streamArray } from 'stream-json/streamers/stream-array.js'
import { jsonShapeProblem } from '../json-shape.js'
import type { ResourceName } from '../resources.js'
import { DEFAULT_JSON_LIMITS, INTEGER_FIELDS } from './service-declarations.js'

/**
 * Reading records from a file, streamed (a file of any size is read in constant memory):
 * NDJSON (one JSON object a line), a JSON array, or CSV with a header row of field names.
 */
export type FileFormat = 'ndjson' | 'json' | 'csv'

/**
 * A record read from the file (from NDJSON, with its `json`: the line's bytes as the file wrote them), or
 * a line that could not be read as one.
 */
export type ReadRecord =
  | { readonly record: unknown; readonly json?: Uint8Array; readonly line?: undefined }
  | { readonly record?: undefined; readonly line: string; readonly problem: string }

/**
 * The format `--format` names, or the one the file's extension names; undefined when neither tells
 * (standard input, or a name without a known extension): the content tells then (`sniffFormat`).
 */
export function formatOf(path: string, explicit: string | undefined): FileFormat | undefined {
  const format = explicit ?? /\.(ndjson|jsonl|json|csv)$/i.exec(path)?.[1]?.toLowerCase()
  if (format === undefined) return undefined
  if (format === 'jsonl' || format === 'ndjson') return 'ndjson'
  if (format === 'json' || format === 'csv') return format
  throw new Error(`Unknown --format ${explicit}: ndjson, json or csv`)
}

/** JSON's white space (RFC 8259): space, tab, line feed, carriage return. */
const WHITE_SPACE = new Set([0x20, 0x09, 0x0a, 0x0d])
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf]

/** The format that the first byte that is not white space (after a byte order mark) tells. */
function formatOfFirstByte(byte: number | undefined): FileFormat {
  if (byte === 0x5b) return 'json' // [
  if (byte === 0x7b || byte === undefined) return 'ndjson' // {, or nothing at all: no record either way
  return 'csv'
}

/**
 * Tells the format of a stream from its content: the first byte that is not white space is `[` for a
 * JSON array, `{` for NDJSON, anything else CSV. Reads only as far as that byte, and returns a stream
 * that gives every byte again, those read included.
 */
export async function sniffFormat(stream: Readable): Promise<{ format: FileFormat; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>
  const read: Buffer[] = []
  let position = 0
  let found: number | undefined
  let ended = false
  while (found === undefined) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      break
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value
    read.push(chunk)
    for (const byte of chunk) {
      const inMark = position < BYTE_ORDER_MARK.length && byte === BYTE_ORDER_MARK[position]
      position++
      if (inMark || WHITE_SPACE.has(byte)) continue
      found = byte
      break
    }
  }
  return { format: formatOfFirstByte(found), stream: replayed(read, ended ? undefined : iterator) }
}

/** A stream of the chunks already read from a stream, then of the rest of it (`rest`, unless it ended). */
function replayed(read: readonly Buffer[], rest: AsyncIterator<Buffer | string> | undefined): Readable {
  async function* again() {
    yield* read
    if (rest === undefined) return
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value
  }
  return Readable.from(again(), { objectMode: false })
}

/** The separators a CSV file may use: what spreadsheets write (a semicolon where the comma is a decimal mark). */
const CSV_SEPARATORS = [',', ';', '\t']

/**
 * The separator of a CSV file, as its header line tells: the one it holds most of (a comma when it holds
 * none, a file of one column). Reads only as far as the header's end, and returns a stream that gives
 * every byte again.
 */
async function sniffSeparator(stream: Readable): Promise<{ delimiter: string; stream: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>
  const read: Buffer[] = []
  let ended = false
  let header: string | undefined
  while (header === undefined) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      header = Buffer.concat(read).toString()
      break
    }
    read.push(typeof next.value === 'string' ? Buffer.from(next.value) : next.value)
    const text = Buffer.concat(read).toString()
    // Empty lines before the header are skipped, as the parser skips them.
    const firstLine = /^[\r\n]*([^\r\n]*)[\r\n]/.exec(text)
    if (firstLine !== null) header = firstLine[1]
  }
  const counts = CSV_SEPARATORS.map((separator) => (header as string).split(separator).length)
  const most = Math.max(...counts)
  const delimiter = most === 1 ? ',' : (CSV_SEPARATORS[counts.indexOf(most)] as string)
  return { delimiter, stream: replayed(read, ended ? undefined : iterator) }
}

export interface OpenedFile {
  readonly stream: Readable
  /** The file's size in bytes and its identity (device and inode), when it is a file (not standard input). */
  readonly stats: Pick<Stats, 'size' | 'dev' | 'ino'> | undefined
}

/**
 * Chunks of a megabyte: a file is read in much less CPU time than with the default 64 kB chunks, and a
 * chunk stays held only while a batch holds one of its lines.
 */
const FILE_CHUNK_BYTES = 1 << 20

export async function openInput(path: string): Promise<OpenedFile> {
  if (path === '-') return { stream: process.stdin, stats: undefined }
  const stats = await stat(path)
  return { stream: createReadStream(path, { highWaterMark: FILE_CHUNK_BYTES }), stats }
}

const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d

/**
 * The lines of a stream, as bytes, split where readline splits them (at a line feed, a carriage return
 * and line feed, or a carriage return alone), each as soon as its end is read: a view of the chunk that
 * holds it, copied once only when it spans chunks.
 */
async function* linesOf(stream: Readable): AsyncGenerator<Buffer> {
  // The line under way, as the pieces that earlier chunks held of it: joined when it ends.
  let pieces: Buffer[] = []
  const lineUpTo = (chunk: Buffer, start: number, end: number) => {
    const piece = chunk.subarray(start, end)
    if (pieces.length === 0) return piece
    const line = Buffer.concat([...pieces, piece])
    pieces = []
    return line
  }
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0
    for (let end = chunk.indexOf(LINE_FEED); end !== -1; end = chunk.indexOf(LINE_FEED, start)) {
      const line = lineUpTo(chunk, start, end)
      start = end + 1
      const last = line.length - 1
      const withoutReturn = line[last] === CARRIAGE_RETURN ? line.subarray(0, last) : line
      if (withoutReturn.indexOf(CARRIAGE_RETURN) === -1) yield withoutReturn
      else yield* splitAtReturns(withoutReturn, true)
    }
    // Past the last line feed, a carriage return ends a line, unless it is the chunk's last byte: the
    // next chunk may open with the line feed of the same line end.
    const lastReturn = chunk.length < 2 ? -1 : chunk.lastIndexOf(CARRIAGE_RETURN, chunk.length - 2)
    if (lastReturn >= start) {
      yield* splitAtReturns(lineUpTo(chunk, start, lastReturn), true)
      start = lastReturn + 1
    }
    if (start < chunk.length) pieces.push(chunk.subarray(start))
  }
  if (pieces.length > 0) yield* splitAtReturns(Buffer.concat(pieces), false)
}

/** The lines of bytes that carriage returns alone separate; the last one even when empty, unless at the end of the file. */
function* splitAtReturns(bytes: Buffer, lineFollows: boolean): Generator<Buffer> {
  let start = 0
  for (let end = bytes.indexOf(CARRIAGE_RETURN); end !== -1; end = bytes.indexOf(CARRIAGE_RETURN, start)) {
    yield bytes.subarray(start, end)
    start = end + 1
  }
  if (lineFollows || start < bytes.length) yield bytes.subarray(start)
}

const BYTE_ORDER_MARK_BYTES = Buffer.from(BYTE_ORDER_MARK)

/**
 * Each line is parsed, to tell one that is not JSON, and kept as the file wrote it (`json`) to be sent so:
 * its bytes, or, where they are not UTF-8, its text as read (each invalid sequence a U+FFFD), as the
 * server reads only UTF-8.
 */
async function* ndjsonRecords(stream: Readable): AsyncGenerator<ReadRecord> {
  let number = 0
  for await (const read of linesOf(stream)) {
    number++
    // A byte order mark may open the file, as in CSV.
    const bytes = number === 1 && read.subarray(0, 3).equals(BYTE_ORDER_MARK_BYTES) ? read.subarray(3) : read
    const line = bytes.toString()
    if (line.trim() === '') continue
    try {
      // Decoding put U+FFFD only where the bytes were not UTF-8, or where the file wrote one itself.
      const json = line.includes('\uFFFD') && !isUtf8(bytes) ? Buffer.from(line) : bytes
      yield { record: JSON.parse(line), json }
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
 * The header row's column names, refused before anything is sent where every record would be wrong: a
 * column named twice (one of its cells would be dropped), or named `__proto__` (the server refuses a
 * whole batch for a record that holds that key).
 */
function csvColumns(header: string[]): string[] {
  const twice = header.find((name, i) => header.indexOf(name) !== i)
  if (twice !== undefined) {
    throw new Error(
      `The CSV header names the column ${twice} twice: one of its cells would be dropped from every record`,
    )
  }
  if (header.includes('__proto__')) {
    throw new Error('The CSV header names a column __proto__: the server refuses every record that holds it')
  }
  return header
}

/** A CSV row that cannot be read: the records before it are read, and none after it. */
export class UnreadableRowError extends Error {
  override name = 'UnreadableRowError'
  /** The line of the file where the row starts. */
  readonly line: number

  constructor(line: number, problem: string) {
    super(`the CSV row at line ${line} cannot be read: ${problem}`)
    this.line = line
  }
}

const cells = (n: number) => `${n} cell${n === 1 ? '' : 's'}`

/** What is wrong with a row the CSV parser could not read, in plain words. */
function rowProblem(error: CsvError): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return `it has ${cells((error.record as unknown[]).length)} where the header has ${(error.columns as unknown[]).length}`
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted cell is not closed before the end of the file'
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quoted cell goes on after its closing quote (a quote inside a quoted cell is written twice: "")'
    case 'INVALID_OPENING_QUOTE':
      return 'a quote opens inside a cell (a cell that holds a quote is quoted whole, its quotes written twice: "")'
    default:
      return error.message
  }
}

const LINE_BREAK = /\r\n|\r|\n/g

/** The line breaks in a text, counted as lines are (linesOf): CRLF, LF, or a CR alone. */
const lineBreaksIn = (text: string) => text.match(LINE_BREAK)?.length ?? 0

/**
 * CSV cells are text: each is typed by the resource's fields. An empty cell is null, an integer field's
 * cell that is a whole number becomes a number, everything else stays text (identifiers included).
 * A row that cannot be read ends the records with an UnreadableRowError, after every record before it.
 */
async function* csvRecords(
  input: Readable,
  resource: ResourceName,
  separator: string | undefined,
): AsyncGenerator<ReadRecord> {
  const integerFields = new Set(INTEGER_FIELDS[resource])
  const { delimiter, stream } =
    separator === undefined ? await sniffSeparator(input) : { delimiter: separator, stream: input }
  // The parser's error would destroy its stream and drop the records it has parsed but not yet given:
  // the broken row is skipped and noted instead, and the records stop where it was.
  let brokenRow: CsvError | undefined
  // The line where the last row read ends: the header's, then each record's own lines added. Counted
  // here because the parser's count runs ahead of the records read, and its record by record account
  // (`info`) costs a tenth of a push's time.
  let lastRowEnd = 0
  let emptyLinesBeforeHeader = 0
  const parser = parseCsv({
    columns: (header: string[]) => {
      lastRowEnd = parser.info.lines
      emptyLinesBeforeHeader = parser.info.empty_lines
      return csvColumns(header)
    },
    bom: true,
    delimiter,
    skip_empty_lines: true,
    relax_column_count: false,
    skip_records_with_error: true,
    on_skip: (error) => {
      brokenRow ??= error
    },
  })
  let recordsRead = 0
  for await (const row of stream.pipe(parser) as AsyncIterable<Record<string, string>>) {
    // A record parsed after the broken row: `records` counts those before it.
    if (brokenRow?.records === recordsRead) break
    const record: Record<string, unknown> = {}
    let lines = 1
    for (const [name, cell] of Object.entries(row)) {
      if (cell.includes('\n') || cell.includes('\r')) lines += lineBreaksIn(cell)
      if (cell === '') record[name] = null
      else if (integerFields.has(name) && /^-?\d+$/.test(cell)) record[name] = Number(cell)
      else record[name] = cell
    }
    lastRowEnd += lines
    recordsRead++
    yield { record }
  }
  if (brokenRow !== undefined) {
    const emptyLines = (brokenRow.empty_lines as number) - emptyLinesBeforeHeader
    throw new UnreadableRowError(lastRowEnd + emptyLines + 1, rowProblem(brokenRow))
  }
}

/** How a CSV file is read: its separator, or undefined for the one its header line tells. */
export interface CsvOptions {
  readonly delimiter?: string | undefined
}

export function readRecords(
  stream: Readable,
  format: FileFormat,
  resource: ResourceName,
  csv: CsvOptions = {},
): AsyncGenerator<ReadRecord> {
  switch (format) {
    case 'ndjson':
      return ndjsonRecords(stream)
    case 'json':
      return jsonArrayRecords(stream)
    case 'csv':
      return csvRecords(stream, resource, csv.delimiter)
  }
}

const REFUSED = 'The server refused its whole batch for this record:'

/**
 * Why the server would refuse a whole batch for this record, given as the JSON sent for it (text or
 * UTF-8 bytes), or undefined: the scan the server runs on every body (../json-shape.ts, at the default
 * limits, on a batch of this record alone), then the refusal of Fastify's parser
 * (secure-json-parse) of a `__proto__` key or of `constructor` holding `prototype`. Asked by the client
 * library only of the records of a batch that the server refused whole (`explainRefusal`), which sends
 * each record so explained alone again, and rejects it only if the server refuses it whole too.
 */
export function wholeBatchRefusal(json: string | Uint8Array): string | undefined {
  const bytes =
    typeof json === 'string' ? Buffer.from(json) : Buffer.from(json.buffer, json.byteOffset, json.byteLength)
  const shape = jsonShapeProblem(bytes, DEFAULT_JSON_LIMITS, true)
  if (shape !== undefined) return `${REFUSED} ${shape.message}`
  const text = bytes.toString()
  try {
    JSON.parse(text)
  } catch {
    return `${REFUSED} it is not valid JSON`
  }
  try {
    secureJson.parse(text)
    return undefined
  } catch {
    return `${REFUSED} it holds a key named __proto__, or constructor holding prototype`
  }
}
