import fs from 'node:fs'
import { readFile, readlink, realpath, rm } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError'
}

/** How old a lock whose holder cannot be asked (on another machine) must be to be taken over. */
const STALE_MS = 15_000
const HOLDER = 'holder.json'

interface Holder {
  /** The host and pid namespace: a pid names the same process only within both. */
  readonly machine: string
  readonly pid: number
  /** When the process started (Linux), so that a pid used again by another process is not taken for the holder. */
  readonly started: string | undefined
}

async function thisMachine(): Promise<string> {
  return `${hostname()} ${await readlink('/proc/self/ns/pid').catch(() => '')}`
}

async function startTime(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined)
  // The fields after the command's name, which is in parentheses and may hold any character: the 22nd is the start time.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
}

async function isGone(holder: Holder): Promise<boolean> {
  if (holder.machine !== (await thisMachine())) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
  return holder.started !== undefined && (await startTime(holder.pid)) !== holder.started
}

/** The lock's holder, if it names one (a lock made by an earlier release, or cut short by a crash, does not). */
async function holderOf(lockDir: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await readFile(join(lockDir, HOLDER), 'utf8')) as Holder
  } catch {
    return undefined
  }
}

async function holderIsGone(lockDir: string): Promise<boolean> {
  const holder = await holderOf(lockDir)
  return holder !== undefined && (await isGone(holder))
}

/**
 * Locks a data directory for this process, with proper-lockfile (a directory beside it, kept fresh while
 * held). The lock names its holder: a lock whose holder is gone from this machine (killed) is taken over
 * at once; one held on another machine, once proper-lockfile finds it stale. Resolves with its release.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const lockDir = `${await realpath(dataDir)}.lock`
  const holder: Holder = { machine: await thisMachine(), pid: process.pid, started: await startTime(process.pid) }
  const options = {
    lockfilePath: lockDir,
    realpath: false,
    stale: STALE_MS,
    update: STALE_MS / 3,
    fs: {
      ...fs,
      // The holder is written as the lock is made, before proper-lockfile reads the lock's mtime, and goes with it.
      mkdir: (path: string, done: (error: Error | null) => void) =>
        fs.mkdir(path, (error) =>
          error ? done(error) : fs.writeFile(join(path, HOLDER), JSON.stringify(holder), done),
        ),
      rmdir: (path: string, done: (error: Error | null) => void) => fs.rm(path, { recursive: true, force: true }, done),
      rmdirSync: (path: string) => fs.rmSync(path, { recursive: true, force: true }),
    },
  }
  const inUse = () =>
    new DataDirectoryInUseError(
      `The embedded database in ${dataDir} is in use by another process (a running "intake serve"?). ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
    )
  const lock = () =>
    lockfile.lock(dataDir, options).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ELOCKED' ? inUse() : error
    })
  try {
    return await lock()
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError && (await holderIsGone(lockDir)))) throw error
  }
  // Taking over under a lock of its own, so that of two processes finding the same holder gone, one takes over.
  const releaseTakeover = await lockfile.lock(lockDir, { stale: STALE_MS, realpath: false }).catch(() => {
    throw inUse()
  })
  try {
    if (await holderIsGone(lockDir)) await rm(lockDir, { recursive: true, force: true })
    return await lock()
  } finally {
    await releaseTakeover()
  }
}
