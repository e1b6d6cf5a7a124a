import fs from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import type { Transaction } from '@electric-sql/pglite'
import type { PgliteError, PgliteReply, PgliteRequest, PgliteStart } from './pglite.ts'

/**
 * The embedded database's own thread (started by db/pglite.ts): PGlite runs PostgreSQL's WebAssembly
 * synchronously, so here it leaves the service's event loop free, and the two use both cores.
 * It answers each request by its number; a transaction stays open across requests until told to end.
 */

const port = parentPort
if (port === null) throw new Error('db/pglite-thread.ts runs as a worker thread of db/pglite.ts')

/**
 * PGlite decodes each text value with a TextDecoder of default options, which drops a leading U+FEFF as
 * if it were a byte-order mark: "\uFEFFabc" was stored whole and read back "abc". This thread runs
 * PGlite alone, so its decoders keep it; PGlite is loaded after, so that it makes them so.
 */
globalThis.TextDecoder = class TextDecoderKeepingLeadingFeff extends TextDecoder {
  constructor(...[label, options]: ConstructorParameters<typeof TextDecoder>) {
    super(label, { ...options, ignoreBOM: true })
  }
}

/**
 * The data directory's files are the service user's alone (db/pglite.ts), from their first write. The
 * process's umask (077) narrows the mode a file or folder is created with, but PGlite's file system
 * (Emscripten's NODEFS) then sets each new file's mode by chmod, which no umask narrows: on a first start
 * it wrote every file 0666 (a new database is a tarball unpacked), and some later ones 0644. In this
 * thread, which runs PGlite alone, chmod keeps to the owner's bits.
 */
const OWNER_ONLY = 0o700
const chmodSync = fs.chmodSync
const fchmodSync = fs.fchmodSync
fs.chmodSync = (path, mode) => chmodSync(path, ownerOnly(mode))
fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnly(mode))
function ownerOnly(mode: fs.Mode): number {
  return (typeof mode === 'number' ? mode : Number.parseInt(mode, 8)) & OWNER_ONLY
}

const { PGlite } = await import('@electric-sql/pglite')

const { dataDir, from, settings = {} } = workerData as PgliteStart & { dataDir: string | undefined }
const db = await PGlite.create(dataDir, {
  ...(from === undefined ? {} : { loadDataDir: new Blob([from]) }),
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
})

/**
 * PGlite runs PostgreSQL as a single backend with no checkpointer beside it, and such a backend never
 * checkpoints on its own: no segment of the write-ahead log is recycled or removed while the database
 * is open, and opening it after a crash would replay all of it. So this thread checkpoints when PostgreSQL's checkpointer would
 * start one for the log's volume, by the same settings: once max_wal_size / (1 + checkpoint_completion_target)
 * of log has been written since the last checkpoint began, looked at every CHECKPOINT_CHECK_MS after a
 * request was served. Unlike the checkpointer's, the checkpoint runs at once, not spread over time: the
 * requests that come meanwhile wait for it.
 */
const CHECKPOINT_CHECK_MS = 1000
const CHECKPOINT_DUE = `SELECT pg_current_wal_insert_lsn() - redo_lsn
    >= pg_size_bytes(current_setting('max_wal_size')) / (1 + current_setting('checkpoint_completion_target')::float8)
    AS due
  FROM pg_control_checkpoint()`
let servedSinceCheck = false
let checkingCheckpoint: Promise<void> | undefined
const checkpointTimer = setInterval(() => {
  if (!servedSinceCheck) return
  servedSinceCheck = false
  checkingCheckpoint ??= (async () => {
    const [row] = (await db.query<{ due: boolean }>(CHECKPOINT_DUE)).rows
    if (row?.due) await db.query('CHECKPOINT')
  })()
    // A checkpoint that fails (a full disk) is tried again after the next request, which fails as well and
    // says why; a check that could never run (a function PGlite no longer has) fails this thread's test.
    .catch(() => {})
    .finally(() => {
      checkingCheckpoint = undefined
    })
}, CHECKPOINT_CHECK_MS)

interface OpenTransaction {
  readonly tx: Transaction
  /** Lets PGlite commit (or roll back) the transaction; `finished` settles when it has. */
  readonly end: (commit: boolean) => void
  readonly finished: Promise<void>
}
const transactions = new Map<number, OpenTransaction>()
class RolledBack extends Error {}

/** What went wrong, as the service reads it (SQLSTATE, detail, constraint...): the error's own plain values. */
function describe(error: unknown): PgliteError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const fields: Record<string, string | number | boolean> = {}
  for (const [name, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = value
  }
  return { ...fields, name: error.name, message: error.message }
}

async function serve(request: PgliteRequest): Promise<unknown> {
  switch (request.type) {
    case 'query': {
      const on = request.transaction === undefined ? db : transactions.get(request.transaction)?.tx
      if (on === undefined) throw new Error(`No open transaction ${request.transaction}`)
      return (await on.query(request.sql, request.params as unknown[] | undefined)).rows
    }
    case 'copy': {
      const on = request.transaction === undefined ? db : transactions.get(request.transaction)?.tx
      if (on === undefined) throw new Error(`No open transaction ${request.transaction}`)
      // PGlite reads COPY's input from the blob it is given, as the file /dev/blob.
      await on.query(`COPY ${request.target} FROM '/dev/blob' (FORMAT csv)`, [], { blob: new Blob([request.csv]) })
      return null
    }
    case 'begin': {
      // Answered, with its number, once PGlite has started it (after any transaction before it has ended).
      let opened: ((open: Omit<OpenTransaction, 'finished'>) => void) | undefined
      const started = new Promise<Omit<OpenTransaction, 'finished'>>((resolve) => {
        opened = resolve
      })
      const finished = db.transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            opened?.({ tx, end: (shouldCommit) => (shouldCommit ? commit() : rollBack(new RolledBack())) })
          }),
      )
      const open = await Promise.race([started, finished.then(() => undefined)])
      if (open === undefined) throw new Error('The transaction ended before it began')
      transactions.set(request.id, { ...open, finished })
      return request.id
    }
    case 'end': {
      const open = transactions.get(request.transaction)
      if (open === undefined) throw new Error(`No open transaction ${request.transaction}`)
      transactions.delete(request.transaction)
      open.end(request.commit)
      try {
        await open.finished
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error
      }
      return null
    }
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
    case 'close':
      clearInterval(checkpointTimer)
      await checkingCheckpoint
      await db.close()
      return null
  }
}

port.on('message', (request: PgliteRequest) => {
  servedSinceCheck = true
  serve(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies PgliteReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: describe(error) } satisfies PgliteReply),
  )
})
port.postMessage({ id: 0, ok: true, result: null } satisfies PgliteReply)
