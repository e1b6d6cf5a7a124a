import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import type { Config } from '../config.ts'
import type { Database, Queryable } from './database.ts'
import { isRefusedByDatabase } from './errors.ts'

type PoolSettings = Pick<Config, 'databasePoolSize' | 'databaseTimeoutMs' | 'requestTimeoutMs'>

/** A pooled connection to a PostgreSQL server. */
export function openPostgres(connectionString: string, settings: PoolSettings): Database {
  const pool = new pg.Pool({
    connectionString,
    max: settings.databasePoolSize,
    connectionTimeoutMillis: settings.databaseTimeoutMs,
    statement_timeout: settings.requestTimeoutMs,
    application_name: 'intake',
  })
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the next query gets a new connection or a 503.
  pool.on('error', () => {})

  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) =>
    (await client.query(sql, params as unknown[] | undefined)).rows as Row[]

  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(work) {
      const client = await pool.connect()
      const tx: Queryable = { query: (sql, params) => run(client, sql, params) }
      try {
        await client.query('BEGIN')
        const result = await work(tx)
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        await client.query('ROLLBACK').then(
          () => client.release(),
          // The connection is broken: throw it away instead of returning it to the pool.
          () => client.release(true),
        )
        throw error
      }
    },
    async copyCsv(target, csv) {
      const client = await pool.connect()
      try {
        await pipeline(Readable.from([csv]), client.query(copyFrom(`COPY ${target} FROM STDIN (FORMAT csv)`)))
        client.release()
      } catch (error) {
        // A connection whose server refused the rows is ready for the next query; one that failed is thrown away.
        client.release(!isRefusedByDatabase(error))
        throw error
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  }
}
