import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Config } from '../config.ts'
import type { Database, QueryOptions, Transaction } from './database.ts'
import { isRefusedByDatabase } from './errors.ts'

type PoolSettings = Pick<Config, 'databasePoolSize' | 'databaseTimeoutMs' | 'requestTimeoutMs'>

/**
 * How many statement texts may be prepared: each costs memory in every server connection, and a
 * statement's text may vary (a patch names the fields it changes); past this many, statements run
 * unprepared.
 */
export const MAX_PREPARED_STATEMENTS = 100

interface CheckedOutConnection {
  readonly client: pg.PoolClient
  /** Back to the pool; or closed, when it failed or the server ended it. */
  release(failed?: unknown): void
}

/** A pooled connection to a PostgreSQL server. */
export function openPostgres(connectionString: string, settings: PoolSettings, applicationName = 'intake'): Database {
  const pool = new pg.Pool({
    connectionString,
    max: settings.databasePoolSize,
    connectionTimeoutMillis: settings.databaseTimeoutMs,
    statement_timeout: settings.requestTimeoutMs,
    // The server's statement_timeout cannot fire for a server that no longer answers at all (a network
    // partition, a frozen host): the client gives up a little after it, and the connection is thrown
    // away (a 503), instead of a request waiting for as long as the network stays silent.
    query_timeout: settings.requestTimeoutMs + settings.databaseTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: applicationName,
  })
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the next query gets a new connection or a 503.
  pool.on('error', () => {})

  const preparedNames = new Map<string, string>()
  const preparedNameOf = (sql: string) => {
    let name = preparedNames.get(sql)
    if (name === undefined && preparedNames.size < MAX_PREPARED_STATEMENTS) {
      name = `intake_${preparedNames.size + 1}`
      preparedNames.set(sql, name)
    }
    return name
  }
  const run = async <Row>(
    client: pg.Pool | pg.PoolClient,
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => {
    const values = params as unknown[] | undefined
    const name = options?.prepare ? preparedNameOf(text) : undefined
    return (await client.query(name === undefined ? { text, values } : { name, text, values })).rows as Row[]
  }

  /**
   * A connection of the pool's, for work of several statements. While it is checked out the pool no
   * longer listens to it: a server that ends the session between two statements (a restart, a
   * failover, `pg_terminate_backend`) makes it emit 'error' with no query to receive it, and an
   * unheard 'error' ends the process. Heard here, the next statement fails instead (503), and the
   * broken connection is thrown away when released, never handed out again.
   *
   * The listener is added in the pool's callback, not after an `await`: the pool hands a new connection
   * over while the driver reads the server's message that made it ready, and a server shutting down may
   * have put its FATAL message right behind it, in the same packet, read before any promise resumes.
   */
  const checkOut = () =>
    new Promise<CheckedOutConnection>((resolve, reject) => {
      pool.connect((error, client) => {
        if (client === undefined) return reject(error)
        let broken: Error | undefined
        const onError = (error: Error) => {
          broken ??= error
        }
        client.on('error', onError)
        resolve({
          client,
          release(failed?: unknown) {
            client.removeListener('error', onError)
            client.release(broken ?? (failed instanceof Error ? failed : undefined))
          },
        })
      })
    })

  const copyInto = (client: pg.PoolClient, target: string, csv: string) =>
    pipeline(Readable.from([csv]), client.query(copyFrom(`COPY ${target} FROM STDIN (FORMAT csv)`)))

  return {
    query: (sql, params, options) => run(pool, sql, params, options),
    async transaction(work) {
      const connection = await checkOut()
      const { client } = connection
      const tx: Transaction = {
        query: (sql, params, options) => run(client, sql, params, options),
        copyCsv: (target, csv) => copyInto(client, target, csv),
      }
      try {
        await client.query('BEGIN')
        const result = await work(tx)
        await client.query('COMMIT')
        connection.release()
        return result
      } catch (error) {
        await client.query('ROLLBACK').then(
          () => connection.release(),
          // The connection is broken: throw it away instead of returning it to the pool.
          (rollbackFailed: unknown) => connection.release(rollbackFailed),
        )
        throw error
      }
    },
    async copyCsv(target, csv) {
      const connection = await checkOut()
      try {
        await copyInto(connection.client, target, csv)
        connection.release()
      } catch (error) {
        // A connection whose server refused the rows is ready for the next query; one that failed is thrown away.
        connection.release(isRefusedByDatabase(error) ? undefined : error)
        throw error
      }
    },
    poolStats: () => ({
      max: settings.databasePoolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  }
}
