import {
  createWriteStream,
  fchmodSync,
  fstatSync,
  openSync,
  type ReadStream,
  readFileSync,
  type WriteStream,
} from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { SingleBar } from 'cli-progress'
import {
  type BatchOutcome,
  IntakeClient,
  RESOURCE_NAMES,
  type RecordProblem,
  type ResourceName,
  type StoredOutcome,
} from '../index.js'
import {
  formatOf,
  type OpenedFile,
  openInput,
  readRecords,
  sniffFormat,
  UnreadableRowError,
  wholeBatchRefusal,
} from './record-files.js'
import { RejectReasons } from './reject-reasons.js'

/**
 * `push RESOURCE FILE`, a command of `intake-client` and of the service's `intake` (each its `program`):
 * loads a file of records into the service through the client library, with a progress display, a file
 * of the rejected records to fix and push again, and an exit code that tells what happened: 0 every
 * record stored, 2 some rejected, 1 failure.
 */

export const pushUsage = (program: string) => `Usage: ${program} push ${RESOURCE_NAMES.join('|')} FILE [options]

  FILE                     NDJSON (.ndjson, .jsonl), a JSON array (.json) or CSV with a header row (.csv); - for stdin.
                           Other names and stdin: the first character that is not white space tells,
                           [ a JSON array, { NDJSON, anything else CSV
  --format F               ndjson, json or csv (whatever the name or the content says)
  --delimiter C            the CSV separator: , ; or tab (default: the one the header line holds most of)
  --url URL                the service (or INTAKE_URL), e.g. http://localhost:8080
  --client-id ID           (or INTAKE_CLIENT_ID)
  --client-secret-file F   read the client secret from the file F (its first line)
                           or INTAKE_CLIENT_SECRET: the secret in the environment
  --client-secret SECRET   the secret itself: other users can read it in the process list (ps); prefer the two above
  --rejects FILE           write rejected records with their errors there (NDJSON; created readable by its owner only;
                           /dev/stdout: before the summary)
  --dry-run                the service validates every record and stores none (?dry_run=true); needs what a push needs
  --concurrency N          batches in flight (default 4)
  --batch-size N           records per batch (default 1000)

Exit code: 0 every record stored, 2 some rejected, 1 failure.`

export class PushUsageError extends Error {
  override name = 'PushUsageError'
}

const PROGRESS_INTERVAL_MS = 5_000
/** The reasons for rejections the summary names. */
const MOST_FREQUENT_REASONS = 5

function resourceNamed(name: string | undefined): ResourceName {
  const resource = RESOURCE_NAMES.find((candidate) => candidate === name)
  if (resource === undefined) {
    throw new PushUsageError(`Unknown resource ${name ?? '(none)'}: ${RESOURCE_NAMES.join(', ')}`)
  }
  return resource
}

/** The CSV separator --delimiter names: one character, or `tab`. */
function delimiterOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (value === 'tab') return '\t'
  if ([...value].length !== 1) throw new PushUsageError(`--delimiter must be one character or tab, not ${value}`)
  return value
}

/** The options and FILE of a push; an unknown option, or one without its value, is a usage error. */
function pushArguments(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        delimiter: { type: 'string' },
        url: { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        'client-secret-file': { type: 'string' },
        rejects: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        concurrency: { type: 'string' },
        'batch-size': { type: 'string' },
      },
    })
  } catch (error) {
    throw new PushUsageError((error as Error).message)
  }
}

function positiveInteger(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined
  if (!/^[1-9][0-9]*$/.test(value)) throw new PushUsageError(`${option} must be a positive integer`)
  return Number(value)
}

/** Counts and shows progress: a live bar on a terminal, a plain line every few seconds otherwise. */
function progressDisplay(program: string, totalBytes: number | undefined, bytesRead: () => number) {
  const started = Date.now()
  const counts = { stored: 0, rejected: 0 }
  const rate = () => Math.round((counts.stored + counts.rejected) / Math.max(0.001, (Date.now() - started) / 1000))
  const tokens = () => ({ records: counts.stored + counts.rejected, rejected: counts.rejected, rate: rate() })
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      stream: process.stderr,
      format:
        totalBytes === undefined
          ? '{records} records | {rate} records/s | {rejected} rejected'
          : '{bar} {percentage}% | {records} records | {rate} records/s | ETA {eta_formatted} | {rejected} rejected',
      fps: 5,
      hideCursor: true,
    })
    bar.start(totalBytes ?? 0, 0, tokens())
    const timer = setInterval(() => bar.update(bytesRead(), tokens()), 200)
    // Interrupted (Ctrl-C): the bar gives the terminal back its cursor and line wrapping, says what was
    // done, and the signal then ends the process as it would have (exit 130 for SIGINT).
    const interrupted = (signal: NodeJS.Signals) => {
      clearInterval(timer)
      bar.stop()
      process.stderr.write(
        `${program}: interrupted after ${counts.stored} stored and ${counts.rejected} rejected; push the file again ` +
          'to send the rest (records already stored are updated, not stored twice)\n',
      )
      process.kill(process.pid, signal)
    }
    process.once('SIGINT', interrupted).once('SIGTERM', interrupted)
    return {
      counts,
      rate,
      stop() {
        process.off('SIGINT', interrupted).off('SIGTERM', interrupted)
        clearInterval(timer)
        bar.update(totalBytes ?? 0, tokens())
        bar.stop()
      },
    }
  }
  const timer = setInterval(() => {
    const { records, rejected } = tokens()
    process.stderr.write(`pushed ${records} records (${rejected} rejected), ${rate()} records/s\n`)
  }, PROGRESS_INTERVAL_MS)
  return { counts, rate, stop: () => clearInterval(timer) }
}

/**
 * The client secret: from a file (its first line, so that a trailing line break is no part of it), from
 * INTAKE_CLIENT_SECRET, or from --client-secret, which any user of the machine can read in the process list.
 */
function secretOf(file: string | undefined, flag: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  if (file !== undefined) {
    const secret = readFileSync(file, 'utf8').split(/\r?\n/, 1)[0] ?? ''
    if (secret === '') throw new PushUsageError(`--client-secret-file ${file} is empty`)
    return secret
  }
  return flag ?? env.INTAKE_CLIENT_SECRET
}

/**
 * The rejects file holds records, personal data included: created (or emptied) readable and writable by
 * its owner only (0600), whatever the umask, and set so even when it existed with wider permissions.
 */
function ownerOnly(path: string): WriteStream {
  const fd = openSync(path, 'w', 0o600)
  // Only a file: a pipe or a device (--rejects /dev/stderr) keeps its permissions.
  if (fstatSync(fd).isFile()) fchmodSync(fd, 0o600)
  return createWriteStream(path, { fd })
}

/**
 * Whether a path is the file, pipe or terminal of standard output (`/dev/stdout`, `/proc/self/fd/1`, or
 * the file it is redirected to): opened again, a file would be emptied, and the summary then written over
 * the rejects, at standard output's own offset.
 */
async function isStandardOutput(path: string): Promise<boolean> {
  const pathStat = await stat(path).catch(() => undefined)
  const output = fstatSync(process.stdout.fd)
  return pathStat !== undefined && pathStat.dev === output.dev && pathStat.ino === output.ino
}

/**
 * Refuses a rejects file that is the input file (by device and inode, so whatever the path says): opening
 * it would empty the file before a record of it is read. Standard input redirected from a file
 * (`push - --rejects F < F`) is that file.
 */
async function refuseRejectsOverInput(rejects: string, input: OpenedFile) {
  const inputIdentity = input.stats ?? fstatSync(process.stdin.fd)
  const rejectsStat = await stat(rejects).catch(() => undefined)
  if (rejectsStat !== undefined && rejectsStat.dev === inputIdentity.dev && rejectsStat.ino === inputIdentity.ino) {
    throw new PushUsageError(`--rejects ${rejects} is the input file: it would be emptied before it is read`)
  }
}

/** The end of the summary, and the error to report, of a push that could not read its input to the end. */
function stoppedReading(failure: unknown, path: string, dryRun: boolean): { summary: string; error: unknown } {
  if (!(failure instanceof UnreadableRowError)) {
    return { summary: '; stopped before the end of the file', error: failure }
  }
  const source = path === '-' ? 'standard input' : path
  return {
    summary: `; stopped at line ${failure.line}`,
    error: new Error(
      `${source}: ${failure.message}. The records before it were ${dryRun ? 'checked' : 'pushed'}; ` +
        'fix the row and push the file again (records already stored are updated, not stored twice)',
    ),
  }
}

/** Needs only the service's URL and a client's credentials, --dry-run too: the service judges the records. */
export async function push(args: string[], env: NodeJS.ProcessEnv, program: string): Promise<number> {
  const { values, positionals } = pushArguments(args)
  const [resourceArg, path, ...more] = positionals
  const dryRun = values['dry-run']
  const name = resourceNamed(resourceArg)
  if (path === undefined) throw new PushUsageError('push needs a FILE (or - for standard input)')
  if (more.length > 0) throw new PushUsageError(`push takes one FILE: ${more.join(' ')} would not be pushed`)
  let declaredFormat: ReturnType<typeof formatOf>
  try {
    declaredFormat = formatOf(path, values.format)
  } catch (error) {
    throw new PushUsageError((error as Error).message)
  }
  const delimiter = delimiterOf(values.delimiter)
  const url = values.url ?? env.INTAKE_URL
  const clientId = values['client-id'] ?? env.INTAKE_CLIENT_ID
  const clientSecret = secretOf(values['client-secret-file'], values['client-secret'], env)
  if (url === undefined || clientId === undefined || clientSecret === undefined) {
    throw new PushUsageError(
      'push needs --url, --client-id and a client secret (or INTAKE_URL, INTAKE_CLIENT_ID; the secret from ' +
        '--client-secret-file, INTAKE_CLIENT_SECRET or --client-secret)',
    )
  }
  const concurrency = positiveInteger(values.concurrency, '--concurrency')
  const batchItems = positiveInteger(values['batch-size'], '--batch-size')

  const input = await openInput(path)
  if (values.rejects !== undefined) await refuseRejectsOverInput(values.rejects, input)
  const { format, stream: records } =
    declaredFormat === undefined ? await sniffFormat(input.stream) : { format: declaredFormat, stream: input.stream }
  // Opened (emptied) at once, so that rejects of an earlier run never pass for this one's; standard output
  // is written to as it is, the summary after the rejects.
  const toStandardOutput = values.rejects !== undefined && (await isStandardOutput(values.rejects))
  const rejectsFile: Writable | undefined =
    values.rejects === undefined ? undefined : toStandardOutput ? process.stdout : ownerOnly(values.rejects)
  // A rejects file that cannot be written (a full disk, a closed pipe) stops the push with its reason.
  let rejectsFailure: Error | undefined
  const failedRejects = (error: Error) => {
    rejectsFailure ??= new Error(`Cannot write the rejected records to ${values.rejects}: ${error.message}`)
  }
  rejectsFile?.on('error', failedRejects)
  const reasons = new RejectReasons()
  const reject = (entry: { index: number; record?: unknown; line?: string; errors: readonly RecordProblem[] }) => {
    if (rejectsFailure !== undefined) throw rejectsFailure
    reasons.add(entry.index, entry.errors)
    rejectsFile?.write(`${JSON.stringify(entry)}\n`)
  }
  const progress = progressDisplay(program, input.stats?.size, () => (input.stream as ReadStream).bytesRead ?? 0)

  // Lines that are not records are rejected here and never sent; `unreadable` keeps their positions so
  // that the server's answers can be mapped back to positions in the file.
  const unreadable: number[] = []
  const fileIndexOf = (sentIndex: number) => {
    let index = sentIndex
    for (const position of unreadable) if (position <= index) index++
    return index
  }
  // A failure to read the input (a CSV row that cannot be read) ends the records, not the push: those
  // read before it are sent and counted as usual, then the failure is reported with the summary.
  let readFailure: unknown
  async function* recordsUntilReadFails() {
    try {
      yield* readRecords(records, format, name, { delimiter })
    } catch (error) {
      readFailure = error
    }
  }
  async function* readable() {
    let position = 0
    for await (const read of recordsUntilReadFails()) {
      if (read.line !== undefined) {
        unreadable.push(position)
        progress.counts.rejected++
        reject({ index: position, line: read.line, errors: [{ message: read.problem, field: null }] })
      } else {
        yield read
      }
      position++
    }
  }
  async function* readableRecords() {
    for await (const read of readable()) yield read.record
  }
  // NDJSON lines are sent as the file wrote them, as bytes: parsed above only to tell a line that is not JSON.
  async function* readableLines() {
    for await (const read of readable()) yield read.json as Uint8Array
  }

  const started = Date.now()
  try {
    const client = new IntakeClient({
      url,
      clientId,
      clientSecret,
      ...(concurrency === undefined ? {} : { concurrency }),
      ...(batchItems === undefined ? {} : { batchItems }),
    })
    const tallyBatch = <Sent>(batch: BatchOutcome<Sent, StoredOutcome>, recordOf: (sent: Sent) => unknown) => {
      for (const outcome of batch.outcomes) {
        if (outcome.errors === undefined) progress.counts.stored++
        else {
          progress.counts.rejected++
          const sent = batch.records[outcome.index - batch.first] as Sent
          reject({ index: fileIndexOf(outcome.index), record: recordOf(sent), errors: outcome.errors })
        }
      }
    }
    // The ids are not wanted: the server sends none back (Prefer: return=minimal).
    if (format === 'ndjson') {
      const decoder = new TextDecoder()
      await client.sendEachJson(
        name,
        readableLines(),
        (batch) => tallyBatch(batch, (line) => JSON.parse(decoder.decode(line))),
        { ids: false, dryRun, explainRefusal: wholeBatchRefusal },
      )
    } else {
      await client.sendEach(
        name,
        readableRecords() as AsyncIterable<never>,
        (batch) => tallyBatch(batch, (record) => record),
        { ids: false, dryRun, explainRefusal: (record) => wholeBatchRefusal(JSON.stringify(record)) },
      )
    }
  } finally {
    progress.stop()
    if (rejectsFile !== undefined && !toStandardOutput) {
      // A write may fail after the last record was handed over: finished() reports it, however late.
      rejectsFile.end()
      await finished(rejectsFile).catch(failedRejects)
    }
  }
  if (rejectsFailure !== undefined) throw rejectsFailure
  const { stored, rejected } = progress.counts
  const seconds = (Date.now() - started) / 1000
  const verb = dryRun ? 'valid' : 'stored'
  const stopped = readFailure === undefined ? undefined : stoppedReading(readFailure, path, dryRun)
  const whereRejects =
    values.rejects === undefined
      ? '; --rejects FILE writes them with their errors'
      : `; rejected records written to ${values.rejects}`
  console.log(
    `${verb} ${stored}, rejected ${rejected}, in ${seconds.toFixed(1)} s (${progress.rate()} records/s)` +
      (rejected > 0 ? whereRejects : '') +
      (stopped?.summary ?? ''),
  )
  for (const line of reasons.lines(MOST_FREQUENT_REASONS)) console.log(line)
  if (stopped !== undefined) throw stopped.error
  return rejected > 0 ? 2 : 0
}
