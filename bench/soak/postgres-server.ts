import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../processes.ts'

/**
 * A PostgreSQL server of the soak's own, in a temporary directory, that it may stop and start at will:
 * the machine's shared server is never touched. Trust authentication, 127.0.0.1 only.
 */

const execFileAsync = promisify(execFile)
const SERVER_USER = 'postgres'

/** The directory of initdb and pg_ctl: the newest Debian install first, then the PATH. */
function findPostgresBin(): string {
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian) ? readdirSync(debian).filter((name) => /^\d+$/.test(name)) : []
  versions.sort((a, b) => Number(b) - Number(a))
  const candidates = [
    ...versions.map((version) => join(debian, version, 'bin')),
    ...(process.env.PATH ?? '').split(':'),
  ]
  const bin = candidates.find((dir) => dir !== '' && existsSync(join(dir, 'initdb')))
  if (bin !== undefined) return bin
  throw new Error(
    'soak: initdb was not found under /usr/lib/postgresql/*/bin/ nor on the PATH; install PostgreSQL 15 or later ' +
      '(Debian: apt-get install postgresql) to run the soak',
  )
}

export interface PostgresServer {
  readonly url: string
  /** Stops the server; `fast` ends the sessions in flight, as an operator's restart does. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops the server for good and removes its directory. */
  destroy(): Promise<void>
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin()
  const dir = await mkdtemp(join(tmpdir(), 'intake-soak-pg-'))
  // PostgreSQL refuses to run as root: as root, the server runs as the postgres user in a directory it owns.
  const asRoot = userInfo().uid === 0
  if (asRoot) {
    const { stdout } = await execFileAsync('id', ['-u', SERVER_USER])
    const { stdout: group } = await execFileAsync('id', ['-g', SERVER_USER])
    await chown(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileAsync('runuser', ['-u', SERVER_USER, '--', join(bin, program), ...args])
      : execFileAsync(join(bin, program), args)

  const dataDir = join(dir, 'data')
  const port = await freePort()
  await run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), ...args])
  const start = async () => {
    await pgCtl('-w', 'start')
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stop() {
      await pgCtl('-w', '-m', 'fast', 'stop')
    },
    async destroy() {
      await pgCtl('-w', '-m', 'immediate', 'stop').catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}
