import { access, chmod, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { lockDataDirectory } from './data-directory-lock.ts'
import type { Database, Queryable } from './database.ts'

export { DataDirectoryInUseError } from './data-directory-lock.ts'

/** What the service asks of the embedded database's thread (db/pglite-thread.ts), each request numbered. */
export type PgliteRequest =
  | {
      readonly id: number
      readonly type: 'query'
      readonly sql: string
      readonly params?: readonly unknown[]
      readonly transaction?: number
    }
  | {
      readonly id: number
      readonly type: 'copy'
      readonly target: string
      readonly csv: string
      readonly transaction?: number
    }
  | { readonly id: number; readonly type: 'begin' }
  | { readonly id: number; readonly type: 'end'; readonly transaction: number; readonly commit: boolean }
  | { readonly id: number; readonly type: 'dump' }
  | { readonly id: number; readonly type: 'close' }

/** An error crosses threads as its plain fields: the SQLSTATE (`code`) and the rest PGlite gives. */
export interface PgliteError {
  readonly name: string
  readonly message: string
  readonly [field: string]: string | number | boolean
}

export type PgliteReply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: PgliteError }

/** A request before it is numbered (each member of the union without its id). */
type Unnumbered<R> = R extends unknown ? Omit<R, 'id'> : never

/**
 * The thread's module, compiled: beside this one in dist/ (what bin/intake.js runs), or dist/'s copy
 * when this module runs from its TypeScript source (tests and tools, which build first), since a thread
 * cannot run TypeScript without a loader registered in it. From this folder's parent, as from every
 * folder one deep: dist/ holds this module in a chunk of the bundle (dist/chunks/), and the thread in
 * dist/db/ (scripts/build.js).
 */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('../../dist/db/pglite-thread.js', import.meta.url)
  : new URL('../db/pglite-thread.js', import.meta.url)

/**
 * How a database starts: `from`, the files of a database made earlier (`snapshot()`), makes the new
 * one a copy of it. The tests start their throw-away databases so: a new one otherwise runs initdb
 * and the migrations, seconds of CPU each.
 */
export interface PgliteStart {
  readonly from?: Uint8Array
  /** PostgreSQL settings the database starts with (`max_wal_size`, say), as `-c name=value` would give them. */
  readonly settings?: Readonly<Record<string, string>>
}

export interface PgliteOptions extends PgliteStart {
  /** Open only a database made earlier: where there is none, fail and leave the directory as it was. */
  readonly existing?: boolean
  /** Called once if the thread dies while the database is open: it cannot be used again. */
  readonly onLost?: (error: Error) => void
}

/** The embedded database, which can also give its files (a tarball) for another to start from. */
export interface PgliteDatabase extends Database {
  snapshot(): Promise<Uint8Array>
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, on a thread of its own in this process
 * (its work would otherwise stop the event loop for as long as each statement runs).
 * One process at a time may open a data directory, so it is locked for as long as it is open;
 * `memory://` opens a throw-away database (tests).
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const { existing, onLost, ...start } = options
  const inMemory = dataDir.startsWith('memory://')
  let unlock = async () => {}
  if (!inMemory) {
    if (
      existing &&
      !(await access(join(dataDir, 'PG_VERSION')).then(
        () => true,
        () => false,
      ))
    ) {
      throw new Error(`There is no database in ${dataDir}: run intake migrate first`)
    }
    await keepPrivate(dataDir)
    unlock = await lockDataDirectory(dataDir)
  }
  let thread: PgliteThread
  try {
    thread = await startThread(inMemory ? undefined : dataDir, start, onLost)
  } catch (error) {
    await unlock()
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error
    throw new Error(`The embedded database in ${dataDir} could not be opened: ${(reason as Error).message}`)
  }
  // PGlite has a single connection: operations queue for it. Counted here, for the pool metrics.
  let pending = 0
  const counted = async <T>(operation: () => Promise<T>): Promise<T> => {
    pending++
    try {
      return await operation()
    } finally {
      pending--
    }
  }
  /** Queries on the database, or within one of its open transactions. */
  const queryOn =
    (transaction?: number): Queryable['query'] =>
    (sql, params) =>
      thread.call({
        type: 'query',
        sql,
        ...(params === undefined ? {} : { params }),
        ...(transaction === undefined ? {} : { transaction }),
      }) as never
  const query = queryOn()
  return {
    query: (sql, params) => counted(() => query(sql, params)),
    // A transaction holds the connection exclusively, so concurrent requests wait their turn.
    transaction: (work) =>
      counted(async () => {
        const transaction = (await thread.call({ type: 'begin' })) as number
        let result: Awaited<ReturnType<typeof work>>
        try {
          result = await work({
            query: queryOn(transaction),
            copyCsv: (target, csv) => thread.call({ type: 'copy', target, csv, transaction }) as Promise<void>,
          })
        } catch (error) {
          await thread.call({ type: 'end', transaction, commit: false }).catch(() => {})
          throw error
        }
        await thread.call({ type: 'end', transaction, commit: true })
        return result
      }),
    copyCsv: (target, csv) => counted(() => thread.call({ type: 'copy', target, csv }) as Promise<void>),
    snapshot: () => counted(() => thread.call({ type: 'dump' }) as Promise<Uint8Array>),
    poolStats: () => ({ max: 1, total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(0, pending - 1) }),
    async close() {
      await thread.call({ type: 'close' }).catch(() => {})
      await thread.stop()
      await unlock()
    },
  }
}

/**
 * The data directory holds the signing keys' private parts and candidates' personal data: readable
 * and writable by the service's user alone, whatever the umask it was started with. The directory is
 * made 0700, which alone keeps every other user out of all it holds, and its content 0600 (0700 for
 * folders) when it is opened (an install made by an earlier release is mended). The process's umask
 * becomes 077, so that the files and folders PGlite's thread creates are private from their first write
 * (the thread keeps PGlite's own chmod to the owner's bits: db/pglite-thread.ts). The umask is the
 * process's, not this module's: every other file the service writes is private as well, as it should be.
 */
async function keepPrivate(dataDir: string) {
  process.umask(0o077)
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await chmod(dataDir, 0o700)
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600)
  }
}

interface PgliteThread {
  /** Sends a request and resolves with its result ('begin': the transaction's number). */
  call(request: Unnumbered<PgliteRequest>): Promise<unknown>
  stop(): Promise<void>
}

async function startThread(
  dataDir: string | undefined,
  start: PgliteStart,
  onLost: ((error: Error) => void) | undefined,
): Promise<PgliteThread> {
  const worker = new Worker(THREAD_ENTRY, {
    workerData: { dataDir, ...start },
  })
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let lastId = 0
  let stoppedBy: Error | undefined
  let open = false
  // The thread keeps the process alive only while it has something to answer.
  const refWhileWaiting = () => (waiting.size > 0 ? worker.ref() : worker.unref())
  const stopAll = (error: Error) => {
    if (stoppedBy === undefined && open) onLost?.(error)
    stoppedBy ??= error
    for (const { reject } of waiting.values()) reject(stoppedBy)
    waiting.clear()
    refWhileWaiting()
  }
  worker.on('message', (reply: PgliteReply) => {
    const caller = waiting.get(reply.id)
    waiting.delete(reply.id)
    refWhileWaiting()
    if (reply.ok) caller?.resolve(reply.result)
    else caller?.reject(Object.assign(new Error(reply.error.message), reply.error))
  })
  worker.on('error', (error) =>
    stopAll(new Error(`PGlite is closed: its thread failed: ${error.message}`, { cause: error })),
  )
  worker.on('exit', (code) => stopAll(new Error(`PGlite is closed: its thread exited with ${code}`)))
  // The thread says 0 once the database is open.
  await new Promise((resolve, reject) => {
    waiting.set(0, { resolve, reject })
  })
  open = true
  return {
    call(request) {
      if (stoppedBy !== undefined) return Promise.reject(stoppedBy)
      const id = ++lastId
      const answer = new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject })
      })
      refWhileWaiting()
      worker.postMessage({ ...request, id })
      return answer
    },
    async stop() {
      open = false
      stopAll(new Error('PGlite is closed'))
      await worker.terminate()
    },
  }
}
