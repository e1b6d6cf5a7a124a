import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'
import pg from 'pg'

/**
 * What the tests and the benchmarks both need of the machine they run on: a PostgreSQL database of
 * their own, and a TCP port nobody listens on. One copy of each, imported by test/helpers.ts and
 * bench/.
 */

export interface ScratchDatabase {
  readonly name: string
  /** The connection string of this database: the server's, with its name. */
  readonly url: string
  /** Drops the database, ending any session still connected to it. */
  drop(): Promise<void>
}

/** `serverUrl` with another database name. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/**
 * A new, empty database on the server `serverUrl` connects to, named `<prefix>_<8 hex digits>`. With
 * `existing`, the database of that name (made by an earlier call and kept) is used as it is.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  existing?: string,
): Promise<ScratchDatabase> {
  const name = existing ?? `${prefix}_${randomBytes(4).toString('hex')}`
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name of ours: ${name}`)
  if (existing === undefined) await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`))
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: () =>
      onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  }
}

/** A port of 127.0.0.1 that nobody listens on right now (the system's choice of a free one). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  await once(server, 'close')
  return port
}
