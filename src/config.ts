import { DEFAULT_ACTIVITY_STATUSES } from './domain/activities.ts'

/**
 * Every setting the service reads, parsed once from the environment and then passed down.
 * The README's configuration table lists the same variables with the same defaults.
 */
export interface Config {
  readonly port: number
  readonly host: string
  /** Where clients reach the service (behind a load balancer, its address): the base of issuer and documented URLs. */
  readonly publicUrl: string
  readonly logLevel: string
  /** PostgreSQL connection string; when absent, the embedded database under `dataDir` is used. */
  readonly databaseUrl: string | undefined
  readonly dataDir: string
  readonly databasePoolSize: number
  /** How long a request may wait for the database before the answer is 503. */
  readonly databaseTimeoutMs: number
  readonly maxBatchItems: number
  readonly maxBodyBytes: number
  readonly tokenLifetimeSeconds: number
  readonly tokenIssuer: string
  readonly tokenAudience: string
  /** A private JWK (JSON) to sign tokens with; when absent, a key is generated once and kept in the database. */
  readonly tokenSigningKey: string | undefined
  /** How often each node re-reads which clients are disabled (the bound on how long a disabled client's token still works). */
  readonly clientStatusRefreshMs: number
  readonly tokenAttemptsPerMinute: number
  readonly tokenAttemptsPerMinutePerAddress: number
  /** Requests per minute per client on the data endpoints. */
  readonly requestsPerMinute: number
  /** Redis connection string; when set, rate-limit counters are shared by all nodes there. */
  readonly redisUrl: string | undefined
  /** When set, GET /metrics requires `Authorization: Bearer <this>`. */
  readonly metricsToken: string | undefined
  readonly activityStatuses: readonly string[]
  readonly requestTimeoutMs: number
  /** Past this mean event-loop delay over the last sample, requests are shed (503). */
  readonly maxEventLoopDelayMs: number
  /** Past this many queries waiting for a database connection, new requests are shed (503). */
  readonly maxDatabaseWaiting: number
  /** How far (percent) the JavaScript heap may grow past its live size before a full collection. */
  readonly heapGrowthPercent: number
  /** Steps recorded more than this many days ago lose their e-mail and phone; undefined: kept forever. */
  readonly piiRetentionDays: number | undefined
  /** How often each node runs the retention job (when piiRetentionDays is set). */
  readonly piiRetentionIntervalMs: number
}

export const defaultConfig: Config = Object.freeze({
  port: 8080,
  host: '0.0.0.0',
  publicUrl: 'http://localhost:8080',
  logLevel: 'info',
  databaseUrl: undefined,
  dataDir: './data',
  databasePoolSize: 10,
  databaseTimeoutMs: 5_000,
  maxBatchItems: 5_000,
  maxBodyBytes: 16 * 1024 * 1024,
  tokenLifetimeSeconds: 3_600,
  tokenIssuer: 'http://localhost:8080/v3',
  tokenAudience: 'intake-api',
  tokenSigningKey: undefined,
  clientStatusRefreshMs: 30_000,
  tokenAttemptsPerMinute: 20,
  tokenAttemptsPerMinutePerAddress: 100,
  requestsPerMinute: 1_200,
  redisUrl: undefined,
  metricsToken: undefined,
  activityStatuses: DEFAULT_ACTIVITY_STATUSES,
  requestTimeoutMs: 30_000,
  maxEventLoopDelayMs: 1_000,
  maxDatabaseWaiting: 100,
  heapGrowthPercent: 100,
  piiRetentionDays: undefined,
  piiRetentionIntervalMs: 3_600_000,
})

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Node's timers cannot wait longer: a longer delay fires after 1 ms instead. */
const MAX_TIMER_MS = 2_147_483_647
/** Beyond this, the retention is forever in practice, and the cutoff date would leave JavaScript's range. */
const MAX_RETENTION_DAYS = 36_500

type Env = Readonly<Record<string, string | undefined>>

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^[1-9][0-9]*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(`${name} must be a positive integer, got "${raw}"`)
  }
  return Number(raw)
}

function optionalPositiveInteger(env: Env, name: string, max: number, why: string): number | undefined {
  if (env[name] === undefined || env[name] === '') return undefined
  const value = positiveInteger(env, name, 0)
  if (value > max) throw new ConfigError(`${name} must be at most ${max}${why}, got ${value}`)
  return value
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name]
  return raw === undefined || raw === '' ? fallback : raw
}

function optionalText(env: Env, name: string): string | undefined {
  const raw = env[name]
  return raw === undefined || raw === '' ? undefined : raw
}

function statusList(env: Env): readonly string[] {
  const raw = optionalText(env, 'ACTIVITY_STATUSES')
  if (raw === undefined) return DEFAULT_ACTIVITY_STATUSES
  const statuses = raw
    .split(',')
    .map((status) => status.trim())
    .filter((status) => status !== '')
  if (statuses.length === 0) throw new ConfigError('ACTIVITY_STATUSES must name at least one status')
  return Object.freeze([...new Set(statuses)])
}

export function loadConfig(env: Env = process.env): Config {
  const port = positiveInteger(env, 'PORT', defaultConfig.port)
  if (port > 65_535) throw new ConfigError(`PORT must be at most 65535, got ${port}`)
  const clientStatusRefreshMs = positiveInteger(env, 'CLIENT_STATUS_REFRESH_MS', defaultConfig.clientStatusRefreshMs)
  if (clientStatusRefreshMs > 60_000) {
    throw new ConfigError(
      'CLIENT_STATUS_REFRESH_MS must be at most 60000: the contract rejects a disabled client within 60 s',
    )
  }
  const publicUrl = text(
    env,
    'PUBLIC_URL',
    port === defaultConfig.port ? defaultConfig.publicUrl : `http://localhost:${port}`,
  )
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol)) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`)
  }
  const baseUrl = publicUrl.replace(/\/+$/, '')
  const piiRetentionIntervalMs = positiveInteger(env, 'PII_RETENTION_INTERVAL_MS', defaultConfig.piiRetentionIntervalMs)
  if (piiRetentionIntervalMs > MAX_TIMER_MS) {
    throw new ConfigError(
      `PII_RETENTION_INTERVAL_MS must be at most ${MAX_TIMER_MS} (about 24.8 days), got ${piiRetentionIntervalMs}`,
    )
  }
  return Object.freeze({
    port,
    host: text(env, 'HOST', defaultConfig.host),
    publicUrl: baseUrl,
    logLevel: text(env, 'LOG_LEVEL', defaultConfig.logLevel),
    databaseUrl: optionalText(env, 'DATABASE_URL'),
    dataDir: text(env, 'DATA_DIR', defaultConfig.dataDir),
    databasePoolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', defaultConfig.databasePoolSize),
    databaseTimeoutMs: positiveInteger(env, 'DATABASE_TIMEOUT_MS', defaultConfig.databaseTimeoutMs),
    maxBatchItems: positiveInteger(env, 'MAX_BATCH_ITEMS', defaultConfig.maxBatchItems),
    maxBodyBytes: positiveInteger(env, 'MAX_BODY_BYTES', defaultConfig.maxBodyBytes),
    tokenLifetimeSeconds: positiveInteger(env, 'TOKEN_LIFETIME_SECONDS', defaultConfig.tokenLifetimeSeconds),
    tokenIssuer: text(env, 'TOKEN_ISSUER', `${baseUrl}/v3`),
    tokenAudience: text(env, 'TOKEN_AUDIENCE', defaultConfig.tokenAudience),
    tokenSigningKey: optionalText(env, 'TOKEN_SIGNING_KEY'),
    clientStatusRefreshMs,
    tokenAttemptsPerMinute: positiveInteger(env, 'TOKEN_ATTEMPTS_PER_MINUTE', defaultConfig.tokenAttemptsPerMinute),
    tokenAttemptsPerMinutePerAddress: positiveInteger(
      env,
      'TOKEN_ATTEMPTS_PER_MINUTE_PER_ADDRESS',
      defaultConfig.tokenAttemptsPerMinutePerAddress,
    ),
    requestsPerMinute: positiveInteger(env, 'REQUESTS_PER_MINUTE', defaultConfig.requestsPerMinute),
    redisUrl: optionalText(env, 'REDIS_URL'),
    metricsToken: optionalText(env, 'METRICS_TOKEN'),
    activityStatuses: statusList(env),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', defaultConfig.requestTimeoutMs),
    maxEventLoopDelayMs: positiveInteger(env, 'MAX_EVENT_LOOP_DELAY_MS', defaultConfig.maxEventLoopDelayMs),
    maxDatabaseWaiting: positiveInteger(env, 'MAX_DATABASE_WAITING', defaultConfig.maxDatabaseWaiting),
    heapGrowthPercent: positiveInteger(env, 'HEAP_GROWTH_PERCENT', defaultConfig.heapGrowthPercent),
    piiRetentionDays: optionalPositiveInteger(env, 'PII_RETENTION_DAYS', MAX_RETENTION_DAYS, ' (100 years)'),
    piiRetentionIntervalMs,
  })
}
