import { execFile, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../src/app.ts'
import { type Actor, createClient, type Role } from '../src/auth/clients.ts'
import { hashSecret, type SecretHasher } from '../src/auth/secrets.ts'
import { type Config, loadConfig } from '../src/config.ts'
import type { Database, Transaction } from '../src/db/database.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPglite, type PgliteDatabase } from '../src/db/pglite.ts'
import { openPostgres } from '../src/db/postgres.ts'
import type { Resource } from '../src/domain/resource.ts'
import { createScratchDatabase, freePort } from './scratch.ts'
import { makeMigratedSnapshot } from './snapshot.ts'

export { freePort }

/** Whom the audit log names for the clients the tests make outside the admin endpoints. */
export const TEST_ACTOR: Actor = { kind: 'cli', osUser: 'test' }

/**
 * The suite runs on the embedded database by default, and on a PostgreSQL server when
 * TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/postgres): each test file then
 * gets a database of its own, created here and dropped when the file is done.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined
export const onPostgres = TEST_DATABASE_URL !== undefined

export interface TestDatabase {
  readonly db: Database
  /** The connection string of this file's own database (PostgreSQL only). */
  readonly url: string | undefined
  drop(): Promise<void>
}

/**
 * The files of an empty, migrated embedded database, which every embedded test database starts as a
 * copy of: a new one would run initdb and the migrations, seconds of CPU each, and the suite starts
 * about a hundred. Made once per `npm test` by test/run.ts, which names its file in
 * INTAKE_TEST_PGLITE_SNAPSHOT, or else once per test process.
 */
let snapshot: Promise<Uint8Array> | undefined
function migratedSnapshot(): Promise<Uint8Array> {
  snapshot ??= (async () => {
    const file = process.env.INTAKE_TEST_PGLITE_SNAPSHOT
    if (file) return new Uint8Array(await readFile(file))
    return makeMigratedSnapshot()
  })()
  return snapshot
}

/**
 * Embedded test databases that their tests have dropped, emptied, for the next tests of this process:
 * opening one costs about 1.2 s of CPU, and the suite opens over a hundred; emptying one, milliseconds.
 * Only a database whose schema is still the migrated one is emptied and kept (its tables truncated,
 * its session reset); any other is closed.
 */
const emptied: PgliteDatabase[] = []
let pristineCatalog: Promise<string> | undefined

/** What a database's schema is, as one digest: its objects' definitions and the migrations applied. */
async function catalogOf(db: Database): Promise<string> {
  const [row] = await db.query<{ digest: string }>(`
    SELECT md5(string_agg(item, E'\n' ORDER BY item)) AS digest FROM (
      SELECT format('schema %s %s', nspname, nspacl) FROM pg_namespace
      UNION ALL SELECT format('relation %s %s %s %s %s %s', c.oid::regclass, c.relkind, c.relpersistence,
          c.reloptions, c.relacl, c.relrowsecurity)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      UNION ALL SELECT format('column %s %s %s %s %s', a.attrelid::regclass, a.attname,
          format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attnum > 0 AND NOT a.attisdropped AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      UNION ALL SELECT format('index %s', pg_get_indexdef(i.indexrelid)) FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      UNION ALL SELECT format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
        FROM pg_constraint WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL SELECT format('view %s %s', oid::regclass, pg_get_viewdef(oid)) FROM pg_class
        WHERE relkind IN ('v', 'm') AND relnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL SELECT format('routine %s %s', oid::regprocedure, prosrc) FROM pg_proc
        WHERE pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL SELECT format('type %s', oid::regtype) FROM pg_type
        WHERE typnamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace, 'pg_toast'::regnamespace)
      UNION ALL SELECT format('label %s %s', enumtypid::regtype, enumlabel) FROM pg_enum
      UNION ALL SELECT format('trigger %s', pg_get_triggerdef(oid)) FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT format('policy %s %s', polrelid::regclass, polname) FROM pg_policy
      UNION ALL SELECT format('extension %s %s', extname, extversion) FROM pg_extension
      UNION ALL SELECT format('role %s %s', rolname, rolsuper) FROM pg_roles
      UNION ALL SELECT format('setting %s', setconfig) FROM pg_db_role_setting
      UNION ALL SELECT format('migration %s', name) FROM schema_migrations
    ) AS catalog (item)`)
  return row?.digest ?? ''
}

/**
 * `db` for one user: dropping it empties it for the next (above), or closes it; after that, what the
 * dropped one still runs (a timer of a service left open, say) fails as on a closed database, instead
 * of reaching the next user's data.
 */
function lease(db: PgliteDatabase): TestDatabase {
  let state: 'leased' | 'dropped' | 'closed' = 'leased'
  const live = () => {
    if (state !== 'leased') throw new Error('PGlite is closed')
    return db
  }
  const leased: Database = {
    query: async (sql, params, options) => live().query(sql, params, options),
    transaction: async (work) => live().transaction(work),
    copyCsv: async (target, csv) => live().copyCsv(target, csv),
    poolStats: () => db.poolStats(),
    async close() {
      if (state === 'leased') await db.close()
      state = 'closed'
    },
  }
  return {
    db: leased,
    url: undefined,
    async drop() {
      if (state !== 'leased') return
      state = 'dropped'
      if (await emptiedForNext(db)) emptied.push(db)
      else await db.close()
    },
  }
}

async function emptiedForNext(db: PgliteDatabase): Promise<boolean> {
  try {
    if (pristineCatalog === undefined || (await catalogOf(db)) !== (await pristineCatalog)) return false
    const [row] = await db.query<{ tables: string }>(
      `SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables FROM pg_tables
       WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
    )
    await db.query(`TRUNCATE ${row?.tables} RESTART IDENTITY`)
    await db.query('DISCARD ALL')
    return true
  } catch {
    return false
  }
}

/** A fresh, migrated database for one test file (not migrated with `{ migrated: false }`). */
export async function createTestDatabase(
  settings: Config = testConfig(),
  { migrated = true } = {},
): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === undefined) {
    if (!migrated) return lease(await openPglite('memory://'))
    const db = emptied.pop() ?? (await openPglite('memory://', { from: await migratedSnapshot() }))
    pristineCatalog ??= catalogOf(db)
    await migrate(db)
    return lease(db)
  }
  const database = await createScratchDatabase(TEST_DATABASE_URL, 'intake_test')
  const db = openPostgres(database.url, settings)
  if (migrated) await migrate(db)
  return {
    db,
    url: database.url,
    async drop() {
      await db.close()
      await database.drop()
    },
  }
}

/**
 * The database as it is, telling `note` each statement sent through it, in a transaction or not: a
 * query's text, a COPY as its `COPY … FROM STDIN` statement, and `BEGIN` when a transaction opens.
 */
export function watchingStatements(db: Database, note: (statement: string) => void): Database {
  const watched = (target: Transaction): Transaction => ({
    query: (sql, params, options) => {
      note(sql)
      return target.query(sql, params, options)
    },
    copyCsv: (table, csv) => {
      note(`COPY ${table} FROM STDIN (FORMAT csv)`)
      return target.copyCsv(table, csv)
    },
  })
  return {
    ...db,
    ...watched(db),
    transaction: (work) => {
      note('BEGIN')
      return db.transaction((tx) => work(watched(tx)))
    },
  }
}

/**
 * The production defaults, as the server would read them from an empty environment, plus overrides.
 * Event-loop shedding is out of reach unless a test asks for it: a test process starts many services
 * and embedded databases, and each start blocks the event loop the others share for a second or more.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return Object.freeze({ ...loadConfig({}), logLevel: 'info', maxEventLoopDelayMs: 60_000, ...overrides })
}

/** Collects the service's JSON log lines, so tests can read what was logged. */
export class LogCapture extends Writable {
  readonly lines: string[] = []
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== ''),
    )
    done()
  }
}

export interface TestClient {
  readonly clientId: string
  readonly clientSecret: string
  readonly token: string
  /** A request with this client's bearer token and a JSON body. */
  send(method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely and assert on them
export type Reply = LightMyRequestResponse & { json<T = any>(): T }

export interface TestService {
  readonly app: FastifyInstance
  readonly db: Database
  readonly config: Config
  readonly logs: LogCapture
  /** A new API client with a token: each test can have its own, so tests never see each other's records. */
  newClient(name?: string): Promise<TestClient>
  /** A new admin client (as `intake clients create --role admin` makes one) with a token. */
  newAdminClient(name?: string): Promise<TestClient>
  /** Requests a token with a JSON body. */
  requestToken(clientId: string, clientSecret: string): Promise<Reply>
  close(): Promise<void>
}

/**
 * How the helpers hash the secrets of the clients they make: scrypt at N = 2^10 rather than the
 * service's 2^15, about 3 ms of CPU rather than 110, and a token request verifies a secret at its
 * hash's cost. The suite makes over a thousand clients, whose hashing was a third of its CPU. The
 * token endpoint's code is the same; the tests of client administration hash the service's way.
 */
const quickHash: SecretHasher = (secret) => hashSecret(secret, { N: 2 ** 10, r: 8, p: 1 })

/**
 * The application as the server builds it, on a test database, answering through `inject`.
 * Pass `database` to run several services (nodes) on one database, `resources` to serve others than
 * domain/resources.ts's, `productionHashes` when the time a token request takes matters (its
 * clients' secrets are then hashed at the service's cost), `deliveryDb` for the connections its
 * webhook delivery uses, as the server opens them.
 */
export async function startService(
  options: {
    config?: Partial<Config>
    database?: TestDatabase
    now?: () => Date
    resources?: readonly Resource[]
    productionHashes?: boolean
    deliverWebhooks?: boolean
    deliveryDb?: Database
  } = {},
): Promise<TestService> {
  const config = testConfig(options.config)
  const database = options.database ?? (await createTestDatabase(config))
  const logs = new LogCapture()
  const app = await buildApp({
    config,
    db: database.db,
    logStream: logs,
    ...(options.now ? { now: options.now } : {}),
    ...(options.resources ? { resources: options.resources } : {}),
    ...(options.deliverWebhooks === false ? { deliverWebhooks: false } : {}),
    ...(options.deliveryDb ? { deliveryDb: options.deliveryDb } : {}),
  })
  await app.ready()

  const requestToken = (clientId: string, clientSecret: string) =>
    app.inject({
      method: 'POST',
      url: '/v3/oauth2/token',
      payload: { client_id: clientId, client_secret: clientSecret },
    }) as Promise<Reply>

  async function newClientOf(name: string, role: Role): Promise<TestClient> {
    const { client_id: clientId, client_secret: clientSecret } = await createClient(
      database.db,
      TEST_ACTOR,
      { name, role },
      options.productionHashes ? hashSecret : quickHash,
    )
    // As a client would, it waits its turn when the node's hashing is busy (429 or 503 with Retry-After:
    // a test's other requests from the same address may hold it), a few times.
    let answer = await requestToken(clientId, clientSecret)
    for (let turn = 0; turn < 5 && (answer.statusCode === 429 || answer.statusCode === 503); turn++) {
      await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000))
      answer = await requestToken(clientId, clientSecret)
    }
    if (answer.statusCode !== 200) throw new Error(`token request failed: ${answer.body}`)
    const token = answer.json().access_token as string
    return {
      clientId,
      clientSecret,
      token,
      send: (method, url, body, headers = {}) =>
        app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}`, ...headers },
          ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        }) as Promise<Reply>,
    }
  }

  return {
    app,
    db: database.db,
    config,
    logs,
    requestToken,
    newClient: (name = 'test client') => newClientOf(name, 'data'),
    newAdminClient: (name = 'test admin') => newClientOf(name, 'admin'),
    async close() {
      await app.close()
      if (options.database === undefined) await database.drop()
    },
  }
}

/**
 * A token request from `from` for a client id of no client's shape: no database lookup before its
 * hash, which is of the unknown-client secret, at the service's cost.
 */
export const unknownClientTokenRequest = (service: TestService, from: string) =>
  service.app.inject({
    method: 'POST',
    url: '/v3/oauth2/token',
    remoteAddress: from,
    payload: { client_id: 'not-a-client', client_secret: 'guess' },
  }) as Promise<Reply>

/** intake_secret_hashes_total of the service's /metrics for one outcome: 0 before the first. */
export async function secretHashesCounted(service: TestService, outcome = 'hashed'): Promise<number> {
  const metrics = (await service.app.inject({ method: 'GET', url: '/metrics' })).body
  const sample = new RegExp(`^intake_secret_hashes_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(metrics)
  return Number(sample?.[1] ?? 0)
}

/** A valid application step; override any field. */
export function applicationStep(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    recorded_at: '2026-11-20T10:15:00Z',
    job_offer_reference: 'JO-1',
    candidate_ats_id: 'C-1',
    step: 'applied',
    application_ats_id: 'A-1',
    ...overrides,
  }
}

/** The record as stored and returned (without its id) when `applicationStep(overrides)` is sent. */
export function storedApplicationStep(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    recorded_at: '2026-11-20T10:15:00.000Z',
    job_offer_reference: 'JO-1',
    job_offer_reference_2: null,
    job_offer_reference_3: null,
    job_offer_title: null,
    candidate_creation_date: null,
    candidate_mail: null,
    candidate_phone: null,
    candidate_ats_id: 'C-1',
    source: null,
    step: 'applied',
    step_ats_id: null,
    application_ats_id: 'A-1',
    subsidiary: null,
    subsidiary_ats_id: null,
    ...overrides,
  }
}

/** A valid activity; override any field. */
export function activity(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { recorded_at: '2026-11-20', job_offer_reference: 'JO-1', status: 'job_offer_view', count: 3, ...overrides }
}

/** A valid job offer; override any field. */
export function jobOffer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { reference: 'JO-1', ...overrides }
}

/**
 * True when the body is exactly the contract's error body: `{message, errors: [{message, data}]}`,
 * plus a string `error` on the token endpoint (`oauth`).
 */
export function isContractErrorBody(body: unknown, { oauth = false } = {}): boolean {
  if (typeof body !== 'object' || body === null) return false
  const { message, errors, ...rest } = body as Record<string, unknown>
  const extra = Object.keys(rest).filter((key) => !(oauth && key === 'error' && typeof rest.error === 'string'))
  return (
    typeof message === 'string' &&
    extra.length === 0 &&
    Array.isArray(errors) &&
    errors.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.message === 'string' &&
        'data' in entry &&
        Object.keys(entry).length === 2,
    )
  )
}

export const BIN = fileURLToPath(new URL('../bin/intake.js', import.meta.url))

/**
 * The V8 flags that `npm test` gave this process (test/run.ts: WebAssembly on Liftoff only), passed
 * on to the `intake` processes that tests start: their embedded databases live as briefly.
 */
const WASM_FLAGS = process.execArgv.filter((flag) => flag === '--liftoff-only')

/** The arguments to `node` that run `intake ARGS` (the compiled service: npm run build first). */
export const intakeArgs = (...args: string[]): string[] => [...WASM_FLAGS, BIN, ...args]

export interface Outcome {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** Runs `intake ARGS` as a user would, in `env` alone (the compiled service: npm run build first). */
export function runIntake(env: NodeJS.ProcessEnv, ...args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      intakeArgs(...args),
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

export interface NodeDatabase {
  /** DATA_DIR or DATABASE_URL, for the environment of `intake` processes. */
  readonly env: Readonly<Record<string, string>>
  /** The clients made in it, in the order named. */
  readonly clients: readonly { readonly id: string; readonly secret: string }[]
  drop(): Promise<void>
}

/**
 * A migrated database for `intake` processes (startNode, runIntake), with data clients made the
 * helpers' way: on PostgreSQL a scratch database, on the embedded one a data directory that starts as
 * the migrated snapshot. It spares `intake migrate` and an `intake clients create` per client, each a
 * process and, on the embedded database, an opening of it: seconds each. cli.test.ts runs those.
 * `productionHashes`, as startService's, when the time a token request takes matters; `seed` stores what
 * the clients' records should be, before any node opens the database.
 */
export async function createNodeDatabase(
  clientNames: readonly string[],
  {
    productionHashes = false,
    seed,
  }: {
    productionHashes?: boolean
    seed?: (db: Database, clientIds: readonly string[]) => Promise<void>
  } = {},
): Promise<NodeDatabase> {
  const database = onPostgres ? await createTestDatabase() : undefined
  const dataDir = database === undefined ? await mkdtemp(join(tmpdir(), 'intake-node-')) : undefined
  const db = database?.db ?? (await openPglite(dataDir as string, { from: await migratedSnapshot() }))
  const clients = []
  try {
    for (const name of clientNames) {
      const created = await createClient(db, TEST_ACTOR, { name }, productionHashes ? hashSecret : quickHash)
      clients.push({ id: created.client_id, secret: created.client_secret })
    }
    await seed?.(
      db,
      clients.map((client) => client.id),
    )
  } finally {
    // The embedded database is opened by one process at a time: the node's, from here on.
    if (database === undefined) await db.close()
  }
  return {
    env: database?.url === undefined ? { DATA_DIR: dataDir as string } : { DATABASE_URL: database.url },
    clients,
    async drop() {
      await database?.drop()
      if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export interface RunningNode {
  /** http://127.0.0.1:PORT */
  readonly url: string
  readonly port: number
  readonly pid: number
  /** null while it runs. */
  exitCode(): number | null
  /** SIGTERM, and its exit code. */
  stop(): Promise<number | null>
}

/**
 * `intake serve` as a process of its own on a free port of 127.0.0.1, in `env` alone; resolves once
 * /healthz answers (at any LOG_LEVEL).
 */
export async function startNode(env: NodeJS.ProcessEnv): Promise<RunningNode> {
  const port = await freePort()
  const child = spawn(process.execPath, intakeArgs('serve'), {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env, PORT: String(port), HOST: '127.0.0.1' },
  })
  // What it says before it listens explains a start that failed; after that, it is drained, not kept.
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = once(child, 'exit').then(() => {
    throw new Error(`the node stopped before listening: ${output}`)
  })
  for (;;) {
    const answer = await Promise.race([
      exited,
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.status,
        () => 0,
      ),
    ])
    if (answer === 200) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  exited.catch(() => {})
  child.stdout.off('data', keep).resume()
  child.stderr.off('data', keep).resume()
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid as number,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      child.kill('SIGTERM')
      const [code] = await once(child, 'exit')
      return code as number | null
    },
  }
}
