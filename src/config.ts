import { createECDH } from 'node:crypto'
import { DEFAULT_ACTIVITY_STATUSES } from './domain/activities.ts'

/**
 * Every setting the service reads, declared once in SETTINGS below: its variable, its default, its
 * bounds and one line of description. The `Config` type and `loadConfig` come from that table, and so
 * do the README's configuration table, docs/limits.md and `.env.example` (`npm run settings:docs`
 * writes them; test/settings.test.ts fails when they differ). A new setting is one entry here.
 */

type Env = Readonly<Record<string, string | undefined>>
/** The settings read before this one, by key (for a default that follows another setting). */
type Earlier = Readonly<Record<string, unknown>>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export interface Setting<T> {
  readonly variable: string
  /** One line of at most 30 words, for the README, `.env.example` and docs/limits.md. */
  readonly description: string
  /** What a caller meets past the value, for the settings that limit callers (docs/limits.md). */
  readonly past?: string
  /** The default as people read it; undefined when unset means "off" or "none". */
  readonly shownDefault: string | undefined
  /** The values it takes, in words (the README's bounds column). */
  readonly bounds: string
  /** A value for `.env.example` when the default is unset or follows another setting. */
  readonly example?: string
  /** The value for the raw text (undefined when unset or empty); throws ConfigError naming the variable and the bound. */
  read(raw: string | undefined, earlier: Earlier): T
}

interface Described {
  readonly variable: string
  readonly description: string
  readonly past?: string
}

/** Node's timers cannot wait longer: a longer delay fires after 1 ms instead. */
const MAX_TIMER_MS = 2_147_483_647
const TIMER_BOUND = { max: MAX_TIMER_MS, why: ' (about 24.8 days)' }

function parsePositiveInteger(variable: string, raw: string, max: number | undefined, why = ''): number {
  if (!/^[1-9][0-9]*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new ConfigError(
      `${variable} must be a positive integer${max === undefined ? '' : ` up to ${max}`}, got "${raw}"`,
    )
  }
  const value = Number(raw)
  if (max !== undefined && value > max) throw new ConfigError(`${variable} must be at most ${max}${why}, got ${value}`)
  return value
}

const integerBounds = (max: number | undefined) => (max === undefined ? 'integer ≥ 1' : `integer 1 … ${max}`)

function integer(spec: Described & { default: number; max?: number; why?: string }): Setting<number> {
  return {
    ...spec,
    shownDefault: String(spec.default),
    bounds: integerBounds(spec.max),
    read: (raw) => (raw === undefined ? spec.default : parsePositiveInteger(spec.variable, raw, spec.max, spec.why)),
  }
}

/** A setting without a default: unset, it reads as undefined; set, its value goes through `parse`. */
function optional<T>(
  spec: Described & { example: string },
  bounds: string,
  parse: (raw: string) => T,
): Setting<T | undefined> {
  return { ...spec, shownDefault: undefined, bounds, read: (raw) => (raw === undefined ? undefined : parse(raw)) }
}

function optionalInteger(
  spec: Described & { example: string; max?: number; why?: string },
): Setting<number | undefined> {
  return optional(spec, integerBounds(spec.max), (raw) => parsePositiveInteger(spec.variable, raw, spec.max, spec.why))
}

/** A default that follows settings read before it: shown in words, and an example for `.env.example`. */
interface Following {
  readonly shown: string
  readonly example: string
  from(earlier: Earlier): string
}

function text(spec: Described & { default: string }): Setting<string> {
  return { ...spec, shownDefault: spec.default, bounds: 'text', read: (raw) => raw ?? spec.default }
}

/** Text whose default follows other settings, checked and shaped by `parse` when given. */
function followingText(
  spec: Described & { default: Following; bounds?: string; parse?: (value: string) => string },
): Setting<string> {
  const parse = spec.parse ?? ((value: string) => value)
  return {
    variable: spec.variable,
    description: spec.description,
    shownDefault: spec.default.shown,
    example: spec.default.example,
    bounds: spec.bounds ?? 'text',
    read: (raw, earlier) => parse(raw ?? spec.default.from(earlier)),
  }
}

function optionalText(spec: Described & { example: string }): Setting<string | undefined> {
  return optional(spec, 'text', (raw) => raw)
}

function oneOf<const T extends string>(spec: Described & { values: readonly T[]; default: T }): Setting<T> {
  const allowed = (raw: string): raw is T => (spec.values as readonly string[]).includes(raw)
  return {
    variable: spec.variable,
    description: spec.description,
    shownDefault: spec.default,
    bounds: `one of ${spec.values.join(', ')}`,
    read(raw) {
      if (raw === undefined) return spec.default
      if (!allowed(raw))
        throw new ConfigError(`${spec.variable} must be one of ${spec.values.join(', ')}, got "${raw}"`)
      return raw
    },
  }
}

/** A yes/no setting: `true` or `false` (also `1`/`0`, `yes`/`no`, `on`/`off`). */
function yesNo(spec: Described & { default: boolean }): Setting<boolean> {
  return {
    variable: spec.variable,
    description: spec.description,
    shownDefault: String(spec.default),
    bounds: 'true or false',
    read(raw) {
      if (raw === undefined) return spec.default
      const value = raw.trim().toLowerCase()
      if (['true', '1', 'yes', 'on'].includes(value)) return true
      if (['false', '0', 'no', 'off'].includes(value)) return false
      throw new ConfigError(`${spec.variable} must be true or false, got "${raw}"`)
    },
  }
}

/**
 * Which proxies in front of the service are believed about the caller's address
 * (`X-Forwarded-For`): none (unset), a number of hops, or a list of addresses and CIDR ranges
 * (Fastify's `trustProxy`). `true` (trust every proxy) is refused: any caller could then choose its
 * own address and escape every per-address limit.
 */
export type TrustedProxies = number | readonly string[] | undefined

const ADDRESS_OR_RANGE = /^(?:[0-9.]+|[0-9a-f:.]+)(?:\/[0-9]{1,3})?$/iu
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal']

function trustedProxies(spec: Described & { example: string }): Setting<TrustedProxies> {
  return optional(
    spec,
    'a hop count 1 … 10, or comma-separated addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    (raw) => {
      if (/^[0-9]+$/u.test(raw)) return parsePositiveInteger(spec.variable, raw, 10)
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
      const bad = entries.find((entry) => !PROXY_NAMES.includes(entry) && !ADDRESS_OR_RANGE.test(entry))
      if (entries.length === 0 || bad !== undefined) {
        throw new ConfigError(
          `${spec.variable} must be a hop count or a comma-separated list of addresses and CIDR ranges, got "${raw}"`,
        )
      }
      return Object.freeze(entries)
    },
  )
}

/** PUBLIC_URL's default, which stands for unset: the OAuth metadata then follows the address a request reached. */
export const localPublicUrl = (port: number) => `http://localhost:${port}`

/** An http(s) URL without query or fragment, returned without its trailing slashes. */
function baseUrl(spec: Described & { default: Following }): Setting<string> {
  return followingText({
    ...spec,
    bounds: 'http(s) URL',
    parse(url) {
      const parsed = URL.canParse(url) ? new URL(url) : undefined
      if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '') {
        throw new ConfigError(`${spec.variable} must be an http(s) URL without query or fragment, got "${url}"`)
      }
      return url.replace(/\/+$/, '')
    },
  })
}

const POSTGRES_SCHEMES = ['postgres:', 'postgresql:']
/** Stands for an empty host after a user name, which WHATWG URL refuses (pg's own parser does the same). */
const EMPTY_HOST = 'empty-host.invalid'
const HIDDEN = '*****'

/** The text as a URL with an authority (`scheme://…`); undefined when it is none. */
function parseAuthorityUrl(raw: string): URL | undefined {
  // libpq and pg take an empty host after a user name (postgres://user@/intake?host=/var/run/postgresql),
  // which WHATWG URL refuses.
  const text = URL.canParse(raw) ? raw : raw.replace('@/', `@${EMPTY_HOST}/`)
  if (!URL.canParse(text)) return undefined
  const url = new URL(text)
  return url.href.startsWith(`${url.protocol}//`) ? url : undefined
}

/** The URL as it may be shown in a message: its password, after the user name or as a parameter, hidden. */
function withoutPassword(url: URL): string {
  const shown = new URL(url)
  if (shown.password !== '') shown.password = HIDDEN
  for (const name of new Set(shown.searchParams.keys())) {
    if (/password/iu.test(name)) shown.searchParams.set(name, HIDDEN)
  }
  return shown.href.replace(`@${EMPTY_HOST}/`, '@/')
}

/**
 * A PostgreSQL URL, checked at start so that a bad one is refused in words naming the variable, not
 * by the driver's DNS lookup of whatever it made of it. The host may be left empty (libpq's default,
 * or a `host=` parameter naming a Unix socket directory). Text that is not a URL is not echoed: it may
 * hold a password.
 */
function postgresUrl(spec: Described & { example: string }): Setting<string | undefined> {
  const wanted = `${spec.variable} must be a postgres:// or postgresql:// URL with a port 1 … 65535, if any`
  return optional(spec, 'postgres:// or postgresql:// URL', (raw) => {
    const url = parseAuthorityUrl(raw)
    if (url === undefined) {
      throw new ConfigError(`${wanted}, got text that does not parse as such a URL (not shown: it may hold a password)`)
    }
    if (!POSTGRES_SCHEMES.includes(url.protocol) || url.port === '0') {
      throw new ConfigError(`${wanted}, got "${withoutPassword(url)}"`)
    }
    return raw
  })
}

function statusList(spec: Described & { default: readonly string[] }): Setting<readonly string[]> {
  return {
    variable: spec.variable,
    description: spec.description,
    shownDefault: spec.default.join(','),
    bounds: 'comma-separated names, at least one',
    read(raw) {
      if (raw === undefined) return spec.default
      const names = raw
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '')
      if (names.length === 0) throw new ConfigError(`${spec.variable} must name at least one status`)
      return Object.freeze([...new Set(names)])
    },
  }
}

/** A private EC P-256 JSON Web Key, checked whole at start: its d a key, its x and y the public key of that d. */
export interface PrivateSigningJwk {
  readonly kty: 'EC'
  readonly crv: 'P-256'
  readonly x: string
  readonly y: string
  readonly d: string
  readonly kid?: string
}

function signingKey(spec: Described & { example: string }): Setting<PrivateSigningJwk | undefined> {
  const wanted = `${spec.variable} must be a private EC P-256 JSON Web Key (kty, crv, x, y and d)`
  const fail = (why: string): never => {
    throw new ConfigError(`${wanted}: ${why}`)
  }
  return optional(spec, 'private EC P-256 JWK (JSON)', (raw) => {
    let jwk: unknown
    try {
      jwk = JSON.parse(raw)
    } catch {
      return fail('it is not JSON')
    }
    if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) return fail('it is not a JSON object')
    const { kty, crv, x, y, d, kid } = jwk as Record<string, unknown>
    if (kty !== 'EC' || crv !== 'P-256') return fail(`its kty and crv are ${String(kty)} and ${String(crv)}`)
    if (typeof d !== 'string') return fail('it has no "d": it is a public key')
    if (typeof x !== 'string' || typeof y !== 'string') return fail('it lacks "x" or "y"')
    if (kid !== undefined && typeof kid !== 'string') return fail('its "kid" is not text')
    // Node takes a JWK's x and y as given: the public key is derived from d here to compare.
    let publicKey: Buffer
    try {
      const scalar = Buffer.from(d, 'base64url')
      if (scalar.length !== 32) throw new Error('d is not 32 bytes')
      const ecdh = createECDH('prime256v1')
      ecdh.setPrivateKey(scalar)
      publicKey = ecdh.getPublicKey()
    } catch {
      return fail('its "d" is not a P-256 private key')
    }
    const [derivedX, derivedY] = [publicKey.subarray(1, 33), publicKey.subarray(33)]
    if (derivedX.toString('base64url') !== x || derivedY.toString('base64url') !== y) {
      return fail('its "x" and "y" are not the public key of its "d"')
    }
    return Object.freeze({ kty, crv, x, y, d, ...(kid === undefined ? {} : { kid }) })
  })
}

/** 32 bytes in base64 (or base64url): an AES-256 key. Never echoed. */
function encryptionKey(spec: Described & { example: string }): Setting<Uint8Array | undefined> {
  return optional(spec, '32 bytes in base64', (raw) => {
    const text = raw.trim()
    const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0)
    if (key.length !== 32) {
      throw new ConfigError(
        `${spec.variable} must be 32 bytes in base64 (openssl rand -base64 32), got ${key.length === 0 ? 'no base64' : `${key.length} bytes`}`,
      )
    }
    return new Uint8Array(key)
  })
}

export const SETTINGS = {
  port: integer({ variable: 'PORT', default: 8080, max: 65_535, description: 'HTTP port' }),
  host: text({ variable: 'HOST', default: '0.0.0.0', description: 'address to listen on' }),
  publicUrl: baseUrl({
    variable: 'PUBLIC_URL',
    default: {
      shown: 'http://localhost:PORT',
      example: 'https://intake.example.com',
      from: (earlier) => localPublicUrl(earlier.port as number),
    },
    description:
      "where clients reach the service (the load balancer's address): the OAuth `issuer` (PUBLIC_URL/v3) and endpoints, OpenAPI `servers`; unset, the OAuth metadata and tokens follow the address each request reached",
  }),
  logLevel: oneOf({
    variable: 'LOG_LEVEL',
    values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    description: 'pino level',
  }),
  databaseUrl: postgresUrl({
    variable: 'DATABASE_URL',
    example: 'postgres://user:password@127.0.0.1:5432/intake',
    description:
      'PostgreSQL URL, checked at start (`postgres:///intake?host=/var/run/postgresql` for a Unix socket); unset: the embedded database',
  }),
  dataDir: text({
    variable: 'DATA_DIR',
    default: './data',
    description: "the embedded database's directory (when `DATABASE_URL` is unset)",
  }),
  databasePoolSize: integer({
    variable: 'DATABASE_POOL_SIZE',
    default: 10,
    description: 'connections per process (PostgreSQL)',
  }),
  webhookDatabaseConnections: integer({
    variable: 'WEBHOOK_DATABASE_CONNECTIONS',
    default: 2,
    max: 100,
    description: "connections per process for webhook delivery, beside `DATABASE_POOL_SIZE`'s (PostgreSQL)",
  }),
  databaseTimeoutMs: integer({
    variable: 'DATABASE_TIMEOUT_MS',
    default: 5_000,
    ...TIMER_BOUND,
    description: 'longest wait for a database connection',
    past: '503 with `Retry-After`',
  }),
  requestTimeoutMs: integer({
    variable: 'REQUEST_TIMEOUT_MS',
    default: 30_000,
    ...TIMER_BOUND,
    description:
      'longest time to receive a request, head and body; also the SQL `statement_timeout` of the statements without a limit of their own (writes, one record, the administration)',
    past: '408; a statement that runs longer, 503',
  }),
  sendTimeoutMs: integer({
    variable: 'SEND_TIMEOUT_MS',
    default: 30_000,
    ...TIMER_BOUND,
    description:
      'longest time a client may take none of the bytes of an answer being sent (a page, an export); time spent preparing it is not counted',
    past: 'the connection is closed',
  }),
  readStatementTimeoutMs: integer({
    variable: 'READ_STATEMENT_TIMEOUT_MS',
    default: 5_000,
    ...TIMER_BOUND,
    description:
      "longest run of one statement of a list's page, an export's chunk or the rejection log (PostgreSQL: the embedded database cannot cancel a statement)",
    past: '503 with `Retry-After`',
  }),
  reportStatementTimeoutMs: integer({
    variable: 'REPORT_STATEMENT_TIMEOUT_MS',
    default: 15_000,
    ...TIMER_BOUND,
    description:
      'longest run of one statement of the funnel or the ingestion report (PostgreSQL: the embedded database cannot cancel a statement)',
    past: '503 with `Retry-After`',
  }),
  reportResultsKeptMs: integer({
    variable: 'REPORT_RESULTS_KEPT_MS',
    default: 60_000,
    ...TIMER_BOUND,
    description:
      "how long a node answers the funnel report's pages, for the same client, range and grouping, from the report it computed whole",
    past: 'the next request computes it again',
  }),
  applicationFactsJob: yesNo({
    variable: 'APPLICATION_FACTS_JOB',
    default: true,
    description:
      'this node keeps the application facts behind the writes and a new pipeline; false: the pipeline report and the applications list bring them up to date when read (docs/decisions.md)',
  }),
  expensiveReadsPerClient: integer({
    variable: 'EXPENSIVE_READS_PER_CLIENT',
    default: 2,
    description:
      "statements of expensive reads (a list's page, an export's chunk, a report, the rejection log) one client runs at once on a node",
    past: 'as many more wait up to `EXPENSIVE_READS_WAIT_MS`; beyond them, 429 with `Retry-After`',
  }),
  expensiveReadsPoolPercent: integer({
    variable: 'EXPENSIVE_READS_POOL_PERCENT',
    default: 50,
    max: 100,
    description:
      "the share of a node's database connections (`DATABASE_POOL_SIZE`; the embedded database has one) that the expensive reads of all clients hold at once, at least one",
    past: 'wait up to `EXPENSIVE_READS_WAIT_MS`, then 503 with `Retry-After`',
  }),
  expensiveReadsWaitMs: integer({
    variable: 'EXPENSIVE_READS_WAIT_MS',
    default: 2_000,
    ...TIMER_BOUND,
    description: 'longest an expensive read waits for its turn under the two limits above',
    past: '429 (the client holds its share) or 503 (the node does), with `Retry-After`',
  }),
  maxEventLoopDelayMs: integer({
    variable: 'MAX_EVENT_LOOP_DELAY_MS',
    default: 1_000,
    ...TIMER_BOUND,
    description: 'mean event-loop delay past which new requests are shed',
    past: '503 with `Retry-After`, before authentication',
  }),
  maxDatabaseWaiting: integer({
    variable: 'MAX_DATABASE_WAITING',
    default: 100,
    description: 'queries waiting for a database connection past which new requests are shed',
    past: '503 with `Retry-After`, before authentication',
  }),
  heapGrowthPercent: integer({
    variable: 'HEAP_GROWTH_PERCENT',
    default: 100,
    description:
      "how far the heap grows past its live size before a full collection (V8's `--heap-growing-percent`): higher trades memory for CPU; not a heap limit",
  }),
  maxBatchItems: integer({
    variable: 'MAX_BATCH_ITEMS',
    default: 5_000,
    description: 'items of a batch, and elements of an array inside an item',
    past: '413 for a batch, 400 for an array',
  }),
  maxBodyBytes: integer({
    variable: 'MAX_BODY_BYTES',
    default: 16 * 1024 * 1024,
    description:
      "bytes of a batch's body (16 MiB), after inflating; a PATCH's body takes 64 KiB, a token request's 4 KiB",
    past: '413, while the body is read',
  }),
  jsonMaxDepth: integer({
    variable: 'JSON_MAX_DEPTH',
    default: 16,
    max: 1_000,
    description: 'arrays and objects nested in a JSON body, checked before it is parsed',
    past: '400',
  }),
  jsonMaxKeysPerObject: integer({
    variable: 'JSON_MAX_KEYS_PER_OBJECT',
    default: 100,
    description: 'keys of one object in a JSON body, checked before it is parsed',
    past: '400',
  }),
  jsonMaxKeyBytes: integer({
    variable: 'JSON_MAX_KEY_BYTES',
    default: 256,
    description: 'bytes of one key in a JSON body as sent, checked before it is parsed',
    past: '400',
  }),
  maxErrorsPerItem: integer({
    variable: 'MAX_ERRORS_PER_ITEM',
    default: 20,
    description: 'error entries reported for one item of a batch',
    past: 'the rest summed up in one more entry',
  }),
  maxErrorsPerBatch: integer({
    variable: 'MAX_ERRORS_PER_BATCH',
    default: 1_000,
    description: 'error entries reported for one batch',
    past: "each further rejected item's first problem alone (every rejected item is named), the rest summed up in one last entry",
  }),
  maxPageBytes: integer({
    variable: 'MAX_PAGE_BYTES',
    default: 8 * 1024 * 1024,
    description: 'bytes of JSON in a page of a list (8 MiB), beside its `limit` of at most 1000 records',
    past: 'the page ends early; its `next_cursor` continues',
  }),
  maxExportsPerClient: integer({
    variable: 'MAX_EXPORTS_PER_CLIENT',
    default: 4,
    description: 'NDJSON and CSV exports one client may have under way at once, on each node',
    past: '429 with `Retry-After`',
  }),
  csvNeutraliseFormulas: yesNo({
    variable: 'CSV_NEUTRALISE_FORMULAS',
    default: true,
    description:
      'CSV exports defuse any cell a spreadsheet would run as a formula (docs/api.md); false: values as stored',
  }),
  trustProxy: trustedProxies({
    variable: 'TRUST_PROXY',
    example: '10.0.0.0/8',
    description:
      "the proxies whose `X-Forwarded-For` gives the caller's address for the per-address limits; unset: the socket's address counts",
  }),
  ipv6PrefixLength: integer({
    variable: 'IPV6_PREFIX_LENGTH',
    default: 64,
    max: 128,
    description:
      'the leading bits by which the per-address limits group IPv6 callers (one subscriber is given a /64); an IPv4 address, written ::ffff:a.b.c.d too, counts whole',
  }),
  tokenLifetimeSeconds: integer({
    variable: 'TOKEN_LIFETIME_SECONDS',
    default: 3_600,
    description: '`expires_in` of access tokens',
    past: '401; the client gets a new token',
  }),
  tokenAudience: text({ variable: 'TOKEN_AUDIENCE', default: 'intake-api', description: '`aud` of access tokens' }),
  tokenSigningKey: signingKey({
    variable: 'TOKEN_SIGNING_KEY',
    example: '{"kty":"EC","crv":"P-256","x":"...","y":"...","d":"..."}',
    description: 'the key tokens are signed with, checked at start; unset: one generated once and kept in the database',
  }),
  clientStatusRefreshMs: integer({
    variable: 'CLIENT_STATUS_REFRESH_MS',
    default: 30_000,
    max: 60_000,
    why: ' (the contract rejects a disabled client within 60 s)',
    description: 'how often each node re-reads which clients are disabled and which tokens are revoked',
  }),
  signingKeysRefreshMs: integer({
    variable: 'SIGNING_KEYS_REFRESH_MS',
    default: 30_000,
    ...TIMER_BOUND,
    description:
      'how often each node re-reads the signing keys; `intake keys rotate` publishes a new key twice this long before it signs',
  }),
  signingKeyEncryptionKey: encryptionKey({
    variable: 'SIGNING_KEY_ENCRYPTION_KEY',
    example: '(32 random bytes in base64: openssl rand -base64 32)',
    description:
      'the AES-256-GCM key the stored signing keys and webhook secrets are encrypted under, the same on every node and for `intake keys`; unset: unencrypted',
  }),
  tokenAttemptsPerMinute: integer({
    variable: 'TOKEN_ATTEMPTS_PER_MINUTE',
    default: 20,
    description:
      'failed token requests per minute per client id and address (per address without a well-formed id); successes are not counted',
    past: '429 with `Retry-After`',
  }),
  tokenAttemptsPerMinutePerAddress: integer({
    variable: 'TOKEN_ATTEMPTS_PER_MINUTE_PER_ADDRESS',
    default: 100,
    description:
      'token requests per minute per address, whatever the client id or outcome, counted before the body is read',
    past: '429 with `Retry-After`',
  }),
  requestsPerMinute: integer({
    variable: 'REQUESTS_PER_MINUTE',
    default: 1_200,
    description: 'requests per minute per client on the data endpoints, and as many on the admin ones',
    past: '429 with `Retry-After`',
  }),
  redisUrl: optionalText({
    variable: 'REDIS_URL',
    example: 'redis://127.0.0.1:6379',
    description: 'Redis for the rate-limit counters, shared by all nodes; unset: counted per process',
  }),
  metricsToken: optionalText({
    variable: 'METRICS_TOKEN',
    example: 'a-long-random-string',
    description: 'when set, `GET /metrics` needs `Authorization: Bearer <METRICS_TOKEN>`',
  }),
  activityStatuses: statusList({
    variable: 'ACTIVITY_STATUSES',
    default: DEFAULT_ACTIVITY_STATUSES,
    description: 'the allowed activity `status` values',
  }),
  piiRetentionDays: optionalInteger({
    variable: 'PII_RETENTION_DAYS',
    example: '365',
    // Beyond this, the retention is forever in practice, and the cutoff date would leave JavaScript's range.
    max: 36_500,
    why: ' (100 years)',
    description: 'days after which an application step loses its e-mail and phone; unset: kept forever',
    past: 'erased by the retention job',
  }),
  piiRetentionIntervalMs: integer({
    variable: 'PII_RETENTION_INTERVAL_MS',
    default: 3_600_000,
    ...TIMER_BOUND,
    description: 'how often each node runs the `PII_RETENTION_DAYS` job, counted from the end of its last run',
  }),
  rejectionsRetentionDays: integer({
    variable: 'REJECTIONS_RETENTION_DAYS',
    default: 30,
    max: 36_500,
    why: ' (100 years)',
    description: 'days a rejected item stays in the rejection log (`GET /v3/rejections`)',
    past: 'pruned',
  }),
  changesRetentionDays: integer({
    variable: 'CHANGES_RETENTION_DAYS',
    default: 7,
    max: 36_500,
    why: ' (100 years)',
    description: 'days an event of the change feed (`GET /v3/changes`) is kept',
    past: 'pruned; an `after` before the oldest kept is 410',
  }),
  maxWebhooksPerClient: integer({
    variable: 'MAX_WEBHOOKS_PER_CLIENT',
    default: 10,
    max: 1_000,
    description: 'webhook endpoints (`/v3/webhooks`) per data client',
    past: '409 `too_many_webhooks`',
  }),
  webhookAllowHttp: yesNo({
    variable: 'WEBHOOK_ALLOW_HTTP',
    default: false,
    description: 'webhook URLs may be `http`; false: `https` only',
  }),
  webhookAllowPrivateAddresses: yesNo({
    variable: 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES',
    default: false,
    description:
      'webhooks may be sent to loopback, private, link-local, multicast and reserved addresses; false: refused (docs/security.md)',
  }),
  maxRejectionsPerClient: integer({
    variable: 'MAX_REJECTIONS_PER_CLIENT',
    default: 100_000,
    description: 'rejected items kept in the rejection log per client, and logged per client per UTC hour',
    past: 'the oldest deleted as new ones are logged; a batch of only invalid items 429 until the hour ends',
  }),
} as const

type Settings = typeof SETTINGS
export type SettingKey = keyof Settings
type ValueOf<K extends SettingKey> = ReturnType<Settings[K]['read']>

/** Every setting, as the loader read it from the environment. */
export type Config = { readonly [K in SettingKey]: ValueOf<K> }

/** The variable's text, or undefined when it is unset or empty (as if unset). */
const rawValue = (env: Env, variable: string) => (env[variable] === '' ? undefined : env[variable])

/** Reads every setting, in the table's order; the first bad value throws one ConfigError line. */
export function loadConfig(env: Env = process.env): Config {
  const read: Record<string, unknown> = {}
  for (const [key, setting] of Object.entries(SETTINGS) as [SettingKey, Setting<unknown>][]) {
    read[key] = setting.read(rawValue(env, setting.variable), read)
  }
  return Object.freeze(read) as Config
}

/**
 * One setting alone, for a caller that needs it and not the rest. Not for a setting whose default
 * follows another (PUBLIC_URL): loadConfig.
 */
export function readSetting<K extends SettingKey>(key: K, env: Env = process.env): ValueOf<K> {
  const setting: Setting<unknown> = SETTINGS[key]
  return setting.read(rawValue(env, setting.variable), {}) as ValueOf<K>
}

/** The settings of an empty environment: every default. */
export const defaultConfig: Config = loadConfig({})
