import type {
  ApplicationSummary,
  AuditEntry,
  ChangesPage,
  ClientOverview,
  ComputedPage,
  CreatedClient,
  CreatedWebhookEndpoint,
  Erasure,
  FunnelGroup,
  IngestionReport,
  NewWebhookEndpoint,
  Page,
  Pipeline,
  PipelineAnswer,
  PipelineGroup,
  Rejection,
  RotatedWebhookSecret,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointChanges,
  WebhookReplay,
  WebhookTestResult,
} from './reports.js'
import { type ErrorCode, RESOURCE_PATHS, type ResourceName, type ResourceTypes } from './resources.js'

type HttpMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE'

/**
 * The client library for integrators: it gets and renews access tokens, splits any number of records
 * into batches under the server's limits, sends a few at once, retries what is safe to retry, and maps
 * every answer back to the caller's own positions. Re-sending a record is idempotent on the server (by
 * its natural key), so a retried batch can never duplicate data or double a count.
 *
 * It uses only `fetch`, `AbortSignal`, `TextEncoder` and `setTimeout` (and, to verify webhooks, Web Crypto,
 * `atob` and `TextDecoder`): no runtime dependency and no `node:` module, so it runs as it is on Node 20 and
 * later, Deno, Bun and in browsers.
 */

export * from './reports.js'
export * from './resources.js'
export * from './webhooks.js'

/** One problem with one record, as the server said it. */
export interface RecordProblem {
  readonly message: string
  readonly field: string | null
  /** The kind of problem (its entry's `data.code`): absent only from a server older than the codes. */
  readonly code?: ErrorCode
  /** The value refused, as the server echoed it (`data.value`): never an e-mail or phone. */
  readonly value?: unknown
}

/** An error entry of a batch's answer, as the server writes it. */
interface BatchErrorEntry {
  readonly message: string
  readonly data: {
    readonly index?: number
    readonly field?: string | null
    readonly code?: ErrorCode
    readonly value?: unknown
  } | null
}

/** The entry that sums up the problems past MAX_ERRORS_PER_BATCH (data null from a server older than the codes). */
const sumsUpTheRest = (entry: BatchErrorEntry) =>
  entry.data === null || (entry.data.code === 'problems_omitted' && entry.data.index === undefined)

/** What became of one record: stored with its id, or rejected with its problems. */
export type RecordOutcome =
  | { readonly index: number; readonly id: number; readonly errors?: undefined }
  | { readonly index: number; readonly id?: undefined; readonly errors: readonly RecordProblem[] }

/** What became of one record sent without asking for the ids (`ids: false`): stored, or its problems. */
export type StoredOutcome =
  | { readonly index: number; readonly errors?: undefined }
  | { readonly index: number; readonly errors: readonly RecordProblem[] }

/** How `sendEach` and `sendEachJson` send. */
export interface SendOptions<Item> {
  /** Ask for each stored record's id (default true); false: `Prefer: return=minimal`, no ids. */
  readonly ids?: boolean
  /**
   * The server validates each batch and answers as it would (`?dry_run=true`), storing nothing: the
   * outcomes say which records it would store and which it rejects. Only with `ids: false`.
   */
  readonly dryRun?: boolean
  /**
   * Why the server would refuse a whole batch for this record, or undefined: asked of each record of a
   * batch the server refused whole (a 400 that names no record), so that the records it names are
   * rejected with its words and the others sent again, instead of the send throwing. `intake push`
   * passes the server's own checks (a `__proto__` key, the JSON limits). Asked only then: it costs
   * nothing while batches are taken.
   */
  readonly explainRefusal?: (record: Item) => string | undefined
}

/** What became of one batch: `first` is the caller's position of its first record. */
export interface BatchOutcome<Input, Outcome extends StoredOutcome = RecordOutcome> {
  readonly first: number
  readonly records: readonly Input[]
  readonly outcomes: readonly Outcome[]
}

export interface IntakeClientOptions {
  /** The service's base address, e.g. `https://intake.example.com`, with or without its `/v3`. */
  readonly url: string
  readonly clientId: string
  /**
   * The secret, with which the client gets and renews tokens. Without it, the client uses `token` until it
   * expires and then fails with an IntakeError of status 401 (a browser application that keeps a token,
   * not the secret, across page loads asks its user again then).
   */
  readonly clientSecret?: string
  /** A token got earlier (e.g. kept in sessionStorage by a browser application), used until it expires. */
  readonly token?: AccessToken
  /** Called with each new token, e.g. to keep it in sessionStorage. */
  readonly onToken?: (token: AccessToken) => void
  /** Batches in flight at once (default 4). */
  readonly concurrency?: number
  /** Records per batch (default 1000; the server takes at most 5000 by default). */
  readonly batchItems?: number
  /** JSON bytes per batch (default 8 MiB; the server takes at most 16 MiB by default). */
  readonly batchBytes?: number
  /** Attempts of one request before giving up on it (default 8). */
  readonly maxAttempts?: number
  /** First retry delay, doubled at each attempt, with full jitter (default 250 ms). */
  readonly retryDelayMs?: number
  /** The longest wait before a retry, a server's `Retry-After` included (default 30 s). */
  readonly maxRetryDelayMs?: number
  /**
   * The longest wait for one attempt's answer, body included (default 120 s): then it is retried as after
   * a network error.
   */
  readonly requestTimeoutMs?: number
  /** The fetch to use (default the global one). */
  readonly fetch?: typeof fetch
}

/** An access token and the time (epoch milliseconds) after which the client no longer uses it. */
export interface AccessToken {
  readonly value: string
  readonly expiresAt: number
  /** The client's name, from the token answer's `client_name` (absent from a service before it). */
  readonly clientName?: string
}

/** A request the client gave up on: a 4xx it must not retry, or retries exhausted. */
export class IntakeError extends Error {
  override name = 'IntakeError'
  readonly status: number | undefined
  readonly body: unknown

  constructor(message: string, status?: number, body?: unknown) {
    super(message)
    this.status = status
    this.body = body
  }
}

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504])
/** Renew a token this long before it expires, at most (or after 90 % of its life for short ones). */
const TOKEN_RENEWAL_MARGIN_MS = 60_000

/** The answer's JSON; the text itself when it is not JSON (a proxy's error page, say). */
/** The path of one of the caller's webhook endpoints. */
const webhookPath = (id: number) => `/v3/webhooks/${encodeURIComponent(id)}`

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** What an answer's body is, when it is not the contract's JSON object: empty, not JSON (a proxy's page), or not an object. */
function notAnObject(body: unknown): string | undefined {
  if (body === undefined) return 'an empty body'
  if (typeof body === 'string') return 'a body that is not JSON'
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'JSON of another shape'
  return undefined
}

/**
 * What a batch's answer of success (200, 201, 207) is when it is not the contract's `{message, data}` or
 * `{message, data, errors}` (`data` left out without ids), or undefined when it is.
 */
function notABatchAnswer(status: number, body: unknown): string | undefined {
  const notObject = notAnObject(body)
  if (notObject !== undefined) return notObject
  const { message, data, errors } = body as { message?: unknown; data?: unknown; errors?: unknown }
  const fits =
    typeof message === 'string' &&
    (data === undefined || Array.isArray(data)) &&
    (status === 207 ? Array.isArray(errors) : errors === undefined || Array.isArray(errors))
  return fits ? undefined : 'JSON of another shape'
}

/** The address without trailing slashes and without the API's `/v3`: the paths carry it. */
export function baseAddress(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/v3$/, '')
}

/**
 * Options that cannot work fail at once, where a send would hang (concurrency 0) or retry for seconds
 * before naming the cause (a URL without its scheme).
 */
function refuseBadOptions(options: Required<Omit<IntakeClientOptions, 'clientSecret' | 'token' | 'onToken'>>) {
  const protocol = URL.canParse(options.url) ? new URL(options.url).protocol : undefined
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new TypeError(
      `url must be an http: or https: address, such as https://intake.example.com, not ${options.url}`,
    )
  }
  const counts = ['concurrency', 'batchItems', 'batchBytes', 'maxAttempts'] as const
  for (const name of counts) {
    if (!Number.isInteger(options[name]) || options[name] < 1) {
      throw new RangeError(`${name} must be a whole number of at least 1, not ${options[name]}`)
    }
  }
  if (!Number.isFinite(options.requestTimeoutMs) || options.requestTimeoutMs <= 0) {
    throw new RangeError(`requestTimeoutMs must be a number of milliseconds above 0, not ${options.requestTimeoutMs}`)
  }
  for (const name of ['retryDelayMs', 'maxRetryDelayMs'] as const) {
    if (!Number.isFinite(options[name]) || options[name] < 0) {
      throw new RangeError(`${name} must be a number of milliseconds, 0 or more, not ${options[name]}`)
    }
  }
}

/** What a network error says, with its cause's words (fetch's own message is only "fetch failed"). */
function networkProblem(error: unknown, timeoutMs: number): string {
  if ((error as Error).name === 'TimeoutError') return `no answer within ${timeoutMs} ms (requestTimeoutMs)`
  const { message, cause } = error as Error
  return cause instanceof Error && cause.message !== '' ? `${message} (${cause.message})` : message
}

const encoder = new TextEncoder()

/** A request body already written as JSON (as text, or as its UTF-8 bytes): sent as it is, not serialised again. */
class JsonText {
  readonly text: string | Uint8Array<ArrayBuffer>
  constructor(text: string | Uint8Array<ArrayBuffer>) {
    this.text = text
  }
}

const jsonOf = (body: unknown) => (body instanceof JsonText ? body.text : JSON.stringify(body))

/** How a batch of items is written: each item's bytes in the body (its comma included), and the body. */
interface BatchWriting<Item> {
  readonly sizeOf: (item: Item) => number
  readonly bodyOf: (items: readonly Item[]) => unknown
}

/** Records as objects: each serialised to be measured, the batch serialised when sent. */
const RECORDS: BatchWriting<unknown> = {
  sizeOf: (record) => encoder.encode(JSON.stringify(record)).byteLength + 1,
  bodyOf: (records) => records,
}

/** A JSON text, or its UTF-8 bytes. */
export type JsonTextItem = string | Uint8Array

const OPENING_BRACKET = 0x5b
const COMMA = 0x2c
const CLOSING_BRACKET = 0x5d

/**
 * The JSON array of these texts: joined as text when they all are text, else as bytes (the texts among
 * them encoded), so that bytes read from a file reach the request as they are, never decoded.
 */
function jsonArrayOf(texts: readonly JsonTextItem[]): string | Uint8Array<ArrayBuffer> {
  if (texts.every((text) => typeof text === 'string')) return `[${texts.join(',')}]`
  const parts = texts.map((text) => (typeof text === 'string' ? encoder.encode(text) : text))
  const array = new Uint8Array(parts.reduce((bytes, part) => bytes + part.byteLength + 1, 1))
  array[0] = OPENING_BRACKET
  let at = 1
  for (const part of parts) {
    if (at > 1) array[at++] = COMMA
    array.set(part, at)
    at += part.byteLength
  }
  array[at] = CLOSING_BRACKET
  return array
}

/** Records already written as JSON: measured and joined as they are. */
const JSON_TEXTS: BatchWriting<JsonTextItem> = {
  sizeOf: (text) => (typeof text === 'string' ? encoder.encode(text).byteLength : text.byteLength) + 1,
  bodyOf: (texts) => new JsonText(jsonArrayOf(texts)),
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** RFC 9110 section 10.2.3: seconds, or an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/**
 * The words of an error answer: its `message`, then each entry's message (the contract's error body),
 * or the text itself when the answer is not the contract's body (a proxy's error page, say).
 */
export function problemsOf(body: unknown): string[] {
  if (typeof body === 'string') return body === '' ? [] : [body.slice(0, 500)]
  if (typeof body !== 'object' || body === null) return []
  const { message, errors } = body as { message?: unknown; errors?: unknown }
  const entries = Array.isArray(errors)
    ? errors.flatMap((entry) =>
        typeof entry === 'object' && entry !== null && typeof entry.message === 'string' ? [entry.message] : [],
      )
    : []
  return [...(typeof message === 'string' ? [message] : []), ...entries.filter((entry) => entry !== message)]
}

/** The parameters of a read: those undefined or null are left out. */
export type Query = Readonly<Record<string, string | number | undefined | null>>

/** The query string of the parameters that have a value ('' and undefined are left out). */
function queryString(query: Query | undefined): string {
  const parameters = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') parameters.set(name, String(value))
  }
  const text = parameters.toString()
  return text === '' ? '' : `?${text}`
}

export class IntakeClient {
  readonly #options: Required<Omit<IntakeClientOptions, 'fetch' | 'clientSecret' | 'token' | 'onToken'>> &
    Pick<IntakeClientOptions, 'clientSecret' | 'onToken'> & { fetch: typeof fetch }
  #token: { value: string; renewAt: number } | undefined
  #pendingToken: Promise<string> | undefined

  constructor(options: IntakeClientOptions) {
    if (options.token !== undefined) this.#token = { value: options.token.value, renewAt: options.token.expiresAt }
    this.#options = {
      concurrency: 4,
      batchItems: 1_000,
      batchBytes: 8 * 1024 * 1024,
      maxAttempts: 8,
      retryDelayMs: 250,
      maxRetryDelayMs: 30_000,
      requestTimeoutMs: 120_000,
      fetch: globalThis.fetch,
      ...options,
      url: baseAddress(options.url),
    }
    refuseBadOptions(this.#options)
  }

  /** A valid access token, fetched once and renewed shortly before it expires. */
  async accessToken(): Promise<string> {
    if (this.#token !== undefined && Date.now() < this.#token.renewAt) return this.#token.value
    this.#pendingToken ??= this.#fetchToken().finally(() => {
      this.#pendingToken = undefined
    })
    return this.#pendingToken
  }

  /** Forgets the token (signing out): the next request gets a new one, or fails without the secret. */
  forgetToken(): void {
    this.#token = undefined
  }

  async #fetchToken(): Promise<string> {
    if (this.#options.clientSecret === undefined) {
      throw new IntakeError('The access token has expired, and there is no secret to get another', 401)
    }
    const answer = await this.#request('/v3/oauth2/token', {
      client_id: this.#options.clientId,
      client_secret: this.#options.clientSecret,
      grant_type: 'client_credentials',
    })
    if (answer.status !== 200) {
      const words = problemsOf(answer.body)
      throw new IntakeError(
        `The token request was refused (${answer.status})${words.length === 0 ? '' : `: ${words.join('; ')}`}`,
        answer.status,
        answer.body,
      )
    }
    const { access_token, expires_in, client_name } = (answer.body ?? {}) as {
      access_token?: unknown
      expires_in?: unknown
      client_name?: unknown
    }
    if (typeof access_token !== 'string' || typeof expires_in !== 'number') {
      throw new IntakeError(
        `The token request was answered 200 with ${notAnObject(answer.body) ?? 'JSON of another shape'}, not the contract's answer`,
        answer.status,
        answer.body,
      )
    }
    const lifetimeMs = expires_in * 1000
    this.#token = {
      value: access_token,
      renewAt: Date.now() + Math.max(lifetimeMs - TOKEN_RENEWAL_MARGIN_MS, lifetimeMs * 0.9),
    }
    this.#options.onToken?.({
      value: access_token,
      expiresAt: this.#token.renewAt,
      ...(typeof client_name === 'string' ? { clientName: client_name } : {}),
    })
    return access_token
  }

  /**
   * One request (a POST, PUT or PATCH with this JSON body, or a GET or DELETE without), retried on network errors, 429,
   * 502, 503 and 504; any other answer is returned. A request that must not be carried out twice
   * (`once`: creating a client) is retried only on 429 and 503, which the service answers before acting;
   * after a network error, a 502 or a 504 it may have been carried out, and it fails. `token` is asked
   * for each attempt: a wait for `Retry-After` may outlast the token of the attempt before.
   */
  async #request(
    path: string,
    body: unknown,
    token?: () => Promise<string>,
    method: HttpMethod = 'POST',
    extraHeaders: Readonly<Record<string, string>> = {},
    once = false,
  ): Promise<{ status: number; body: unknown }> {
    const payload = method !== 'GET' && method !== 'DELETE' && body !== undefined ? jsonOf(body) : undefined
    const unknownOutcome = (what: string) =>
      new IntakeError(`${what}: ${method} ${path} may have been carried out, and is not sent again`)
    for (let attempt = 1; ; attempt++) {
      let wait: number | undefined
      const bearer = token === undefined ? undefined : await token()
      try {
        // Called as a plain function: a browser's fetch called as a method of another object throws.
        const send = this.#options.fetch
        const response = await send(`${this.#options.url}${path}`, {
          method,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            accept: 'application/json',
            ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
            ...extraHeaders,
          },
          ...(payload === undefined ? {} : { body: payload }),
          // No cookies or HTTP authentication of the browser's: without them a browser shows no login
          // dialog for a 401 that carries a Basic challenge (the token endpoint's, RFC 6749 section 5.2).
          credentials: 'omit',
          signal: AbortSignal.timeout(this.#options.requestTimeoutMs),
        })
        if (!RETRYABLE_STATUSES.has(response.status)) {
          return { status: response.status, body: parseBody(await response.text()) }
        }
        if (once && response.status !== 429 && response.status !== 503) {
          await response.body?.cancel()
          throw unknownOutcome(`The server answered ${response.status}`)
        }
        if (attempt >= this.#options.maxAttempts) {
          // The last answer's words (the service's "The database is unavailable; retry later") say why.
          const body = parseBody(await response.text())
          const words = problemsOf(body)
          throw new IntakeError(
            `Gave up after ${attempt} attempts: the server answered ${response.status}${words.length === 0 ? '' : `: ${words.join('; ')}`}`,
            response.status,
            body,
          )
        }
        await response.body?.cancel()
        const asked = retryAfterMs(response.headers.get('retry-after'))
        wait = asked === undefined ? undefined : Math.min(asked, this.#options.maxRetryDelayMs)
      } catch (error) {
        if (error instanceof IntakeError) throw error
        const problem = networkProblem(error, this.#options.requestTimeoutMs)
        if (once) throw unknownOutcome(`No answer (${problem})`)
        if (attempt >= this.#options.maxAttempts) {
          throw new IntakeError(`Gave up after ${attempt} attempts: ${problem}`)
        }
      }
      const backoff = Math.min(this.#options.maxRetryDelayMs, this.#options.retryDelayMs * 2 ** (attempt - 1))
      await sleep(wait ?? Math.random() * backoff)
    }
  }

  /** One request with the token, asked again with a new token once when it is refused (401). */
  async #withToken(
    method: HttpMethod,
    target: string,
    body: unknown,
    extraHeaders?: Readonly<Record<string, string>>,
    once = false,
  ): Promise<{ status: number; body: unknown }> {
    const token = () => this.accessToken()
    const answer = await this.#request(target, body, token, method, extraHeaders, once)
    if (answer.status !== 401) return answer
    this.#token = undefined
    return this.#request(target, body, token, method, extraHeaders, once)
  }

  /**
   * A request of the API with the token (a POST with this JSON body, or none), retried like every
   * request, the token renewed once on a 401; the answer's JSON body, or an IntakeError with the
   * contract's words for any other status than 200, 201 or 202 (and 204, whose empty body is undefined).
   */
  async #read<T>(method: HttpMethod, path: string, query?: Query, body?: unknown, once = false): Promise<T> {
    const answer = await this.#withToken(method, `${path}${queryString(query)}`, body, undefined, once)
    if (answer.status === 204) return undefined as T
    if (answer.status !== 200 && answer.status !== 201 && answer.status !== 202) {
      const words = problemsOf(answer.body)
      throw new IntakeError(words.join('; ') || `The server answered ${answer.status}`, answer.status, answer.body)
    }
    const notObject = notAnObject(answer.body)
    if (notObject !== undefined) {
      throw new IntakeError(
        `The server answered ${answer.status} to ${method} ${path} with ${notObject}, not the contract's answer` +
          (method === 'GET' ? '' : ': it may have been carried out'),
        answer.status,
        answer.body,
      )
    }
    return answer.body as T
  }

  /**
   * One page of the caller's records of a resource (GET /v3/...): filters, `limit`, `cursor` and `fields`
   * (comma-separated: then each record holds only those fields, whatever its type says).
   */
  list<R extends ResourceName>(resource: R, query?: Query): Promise<Page<ResourceTypes[R]['record']>> {
    return this.#read('GET', RESOURCE_PATHS[resource], query)
  }

  /** One of the caller's records by id; an IntakeError of status 404 when there is none. */
  async record<R extends ResourceName>(resource: R, id: number): Promise<ResourceTypes[R]['record']> {
    const answer = await this.#read<{ data: ResourceTypes[R]['record'][] }>(
      'GET',
      `${RESOURCE_PATHS[resource]}/${encodeURIComponent(id)}`,
    )
    return answer.data[0] as ResourceTypes[R]['record']
  }

  /** One page of the funnel report (GET /v3/reports/funnel): `from`, `to`, `group_by`, `limit`, `cursor`. */
  funnel(query: Query): Promise<Page<FunnelGroup>> {
    return this.#read('GET', '/v3/reports/funnel', query)
  }

  /** The caller's pipeline, and the step values it leaves unmapped (GET /v3/pipeline). */
  pipeline(): Promise<PipelineAnswer> {
    return this.#read('GET', '/v3/pipeline')
  }

  /** Replaces the caller's pipeline (PUT /v3/pipeline); the answer is the pipeline as GET then gives it. */
  setPipeline(pipeline: Pipeline): Promise<PipelineAnswer> {
    return this.#read('PUT', '/v3/pipeline', undefined, pipeline)
  }

  /** Goes back to the default pipeline (DELETE /v3/pipeline). */
  resetPipeline(): Promise<PipelineAnswer> {
    return this.#read('DELETE', '/v3/pipeline')
  }

  /**
   * One page of the pipeline report (GET /v3/reports/pipeline): `from`, `to`, `group_by`, the filters
   * `job_offer_reference`, `subsidiary` and `source`, `limit`, `cursor`.
   */
  pipelineReport(query: Query): Promise<ComputedPage<PipelineGroup>> {
    return this.#read('GET', '/v3/reports/pipeline', query)
  }

  /**
   * One page of the applications of the pipeline report's cohort (GET /v3/applications): the report's
   * query, and `stage`, `outcome`, `dropped_after`.
   */
  applications(query: Query): Promise<ComputedPage<ApplicationSummary>> {
    return this.#read('GET', '/v3/applications', query)
  }

  /**
   * One page of the caller's change feed, in sequence order (GET /v3/changes): `after` (the `next_after` of
   * the page before, or an event's `sequence`; left out: from the oldest event kept), `limit`, `types`
   * (comma-separated) and `include=data` (each event with its record as it is now). Follow `next_after` to
   * see every change once; an `after` whose following events are no longer kept is an IntakeError of
   * status 410 whose message says how to resynchronise.
   */
  changes(query?: Query): Promise<ChangesPage> {
    return this.#read('GET', '/v3/changes', query)
  }

  /** The caller's webhook endpoints, by id (GET /v3/webhooks): never a secret. */
  async webhooks(): Promise<WebhookEndpoint[]> {
    return (await this.#read<{ data: WebhookEndpoint[] }>('GET', '/v3/webhooks')).data
  }

  /** One of the caller's webhook endpoints; an IntakeError of status 404 when there is none. */
  async webhook(id: number): Promise<WebhookEndpoint> {
    const answer = await this.#read<{ data: WebhookEndpoint[] }>('GET', webhookPath(id))
    return answer.data[0] as WebhookEndpoint
  }

  /**
   * Makes a webhook endpoint (POST /v3/webhooks); its secret is in the answer only. Not sent again when its
   * outcome is unknown (no answer, 502, 504), which could make a second endpoint: list them first.
   */
  async createWebhook(endpoint: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint> {
    const answer = await this.#read<{ data: CreatedWebhookEndpoint[] }>(
      'POST',
      '/v3/webhooks',
      undefined,
      endpoint,
      true,
    )
    return answer.data[0] as CreatedWebhookEndpoint
  }

  /** Changes a webhook endpoint (PATCH /v3/webhooks/{id}); `enabled: true` also tries its pending message at once. */
  async updateWebhook(id: number, changes: WebhookEndpointChanges): Promise<WebhookEndpoint> {
    const answer = await this.#read<{ data: WebhookEndpoint[] }>('PATCH', webhookPath(id), undefined, changes)
    return answer.data[0] as WebhookEndpoint
  }

  /** Deletes a webhook endpoint with its log (DELETE /v3/webhooks/{id}). */
  async deleteWebhook(id: number): Promise<void> {
    await this.#read<undefined>('DELETE', webhookPath(id))
  }

  /**
   * Gives a webhook endpoint a new secret, shown once; the old one signs beside it for 24 hours. Not sent
   * again when its outcome is unknown: a second rotation would replace the secret whose answer was lost.
   */
  async rotateWebhookSecret(id: number): Promise<RotatedWebhookSecret> {
    const answer = await this.#read<{ data: RotatedWebhookSecret[] }>(
      'POST',
      `${webhookPath(id)}/rotate-secret`,
      undefined,
      undefined,
      true,
    )
    return answer.data[0] as RotatedWebhookSecret
  }

  /** Sends a webhook endpoint a `webhook.test` message now (POST /v3/webhooks/{id}/test): what its receiver answered. */
  async testWebhook(id: number): Promise<WebhookTestResult> {
    const answer = await this.#read<{ data: WebhookTestResult[] }>('POST', `${webhookPath(id)}/test`)
    return answer.data[0] as WebhookTestResult
  }

  /**
   * Sends a webhook endpoint the events after a sequence, or since an instant, again (POST
   * /v3/webhooks/{id}/replay); an IntakeError of status 410 when they are no longer kept. Not sent again
   * when its outcome is unknown, which would replay them twice.
   */
  async replayWebhook(
    id: number,
    start: { readonly after: string } | { readonly since: string },
  ): Promise<WebhookReplay> {
    const answer = await this.#read<{ data: WebhookReplay[] }>(
      'POST',
      `${webhookPath(id)}/replay`,
      undefined,
      start,
      true,
    )
    return answer.data[0] as WebhookReplay
  }

  /** One page of a webhook endpoint's messages, newest first (GET /v3/webhooks/{id}/deliveries): `limit`, `cursor`. */
  webhookDeliveries(id: number, query?: Query): Promise<Page<WebhookDelivery>> {
    return this.#read('GET', `${webhookPath(id)}/deliveries`, query)
  }

  /** What the caller sent, per hour or day and resource (GET /v3/reports/ingestion): `bucket`, `from`, `to`. */
  ingestion(query: Query): Promise<IngestionReport> {
    return this.#read('GET', '/v3/reports/ingestion', query)
  }

  /** One page of the caller's rejection log, newest first (GET /v3/rejections). */
  rejections(query?: Query): Promise<Page<Rejection>> {
    return this.#read('GET', '/v3/rejections', query)
  }

  /**
   * Erases a candidate's e-mail and phone (DELETE /v3/ats/candidates/{candidate_ats_id}/personal-data). A
   * URL path cannot name a candidate whose id is `.` or `..` (URL parsers remove such a segment, even
   * percent-encoded: RFC 3986, section 5.2.4): an IntakeError says so, rather than send it to another path.
   */
  async erasePersonalData(candidateAtsId: string): Promise<{ message: string; data: Erasure[] }> {
    if (candidateAtsId === '.' || candidateAtsId === '..') {
      throw new IntakeError(
        `A URL path cannot name the candidate "${candidateAtsId}" (URL parsers remove that segment): its e-mail and phone go only by age (PII_RETENTION_DAYS)`,
      )
    }
    return this.#read('DELETE', `/v3/ats/candidates/${encodeURIComponent(candidateAtsId)}/personal-data`)
  }

  /** Every client, with its role, status, last batch and records stored (admin token: GET /v3/admin/clients). */
  clients(): Promise<{ message: string; data: ClientOverview[] }> {
    return this.#read('GET', '/v3/admin/clients')
  }

  /**
   * Creates a data client; its secret is in the answer only (admin token: POST /v3/admin/clients). Not
   * sent again when its outcome is unknown (no answer, 502, 504), which would create a second client:
   * list the clients before creating it again.
   */
  async createClient(name: string): Promise<CreatedClient> {
    const answer = await this.#read<{ data: CreatedClient[] }>('POST', '/v3/admin/clients', undefined, { name }, true)
    return answer.data[0] as CreatedClient
  }

  /** Disables a client: no new token, live ones refused soon (admin token). */
  disableClient(clientId: string): Promise<{ message: string }> {
    return this.#read('POST', `/v3/admin/clients/${encodeURIComponent(clientId)}/disable`)
  }

  /** Enables a disabled client again, with the same secret (admin token). */
  enableClient(clientId: string): Promise<{ message: string }> {
    return this.#read('POST', `/v3/admin/clients/${encodeURIComponent(clientId)}/enable`)
  }

  /**
   * Replaces a client's secret: the new one is in the answer only, the old one gets no token (admin token).
   * Not sent again when its outcome is unknown (no answer, 502, 504): a second rotation would replace the
   * secret whose answer was lost; rotate it again, knowingly, to get one.
   */
  async rotateSecret(clientId: string): Promise<{ client_id: string; client_secret: string }> {
    const answer = await this.#read<{ data: { client_id: string; client_secret: string }[] }>(
      'POST',
      `/v3/admin/clients/${encodeURIComponent(clientId)}/rotate-secret`,
      undefined,
      undefined,
      true,
    )
    return answer.data[0] as { client_id: string; client_secret: string }
  }

  /** Any client's ingestion report, as `ingestion` gives a client its own (admin token). */
  clientIngestion(clientId: string, query: Query): Promise<IngestionReport> {
    return this.#read('GET', `/v3/admin/clients/${encodeURIComponent(clientId)}/ingestion`, query)
  }

  /** Any client's rejection log, as `rejections` gives a client its own (admin token). */
  clientRejections(clientId: string, query?: Query): Promise<Page<Rejection>> {
    return this.#read('GET', `/v3/admin/clients/${encodeURIComponent(clientId)}/rejections`, query)
  }

  /** Any client's webhook endpoints, as `webhooks` gives a client its own (admin token). */
  async clientWebhooks(clientId: string): Promise<WebhookEndpoint[]> {
    const path = `/v3/admin/clients/${encodeURIComponent(clientId)}/webhooks`
    return (await this.#read<{ data: WebhookEndpoint[] }>('GET', path)).data
  }

  /** Any client's webhook endpoint's messages, as `webhookDeliveries` gives a client its own (admin token). */
  clientWebhookDeliveries(clientId: string, id: number, query?: Query): Promise<Page<WebhookDelivery>> {
    return this.#read(
      'GET',
      `/v3/admin/clients/${encodeURIComponent(clientId)}${webhookPath(id).slice(3)}/deliveries`,
      query,
    )
  }

  /** One page of the audit log, newest first (admin token: GET /v3/admin/audit-log). */
  auditLog(query?: Query): Promise<Page<AuditEntry>> {
    return this.#read('GET', '/v3/admin/audit-log', query)
  }

  /**
   * Sends one batch; renews the token once on a 401; splits the batch in two on a 413; on a 400 that
   * names no record, asks `explainRefusal`. Without `ids`, asks for no records back
   * (`Prefer: return=minimal`): the server neither writes nor compresses them.
   */
  async #sendBatch<Item>(
    resource: ResourceName,
    records: readonly Item[],
    writing: BatchWriting<Item>,
    options: SendOptions<Item>,
  ): Promise<RecordOutcome[]> {
    const ids = !options.dryRun && (options.ids ?? true)
    const answer = await this.#withToken(
      'POST',
      `${RESOURCE_PATHS[resource]}${options.dryRun ? '?dry_run=true' : ''}`,
      writing.bodyOf(records),
      ids ? undefined : { prefer: 'return=minimal' },
    )
    if (answer.status === 413 && records.length > 1) {
      // One half after the other: a record of the second half that shares its natural key with one of
      // the first must be stored after it (the later one wins), and `concurrency` bounds the requests.
      const half = Math.ceil(records.length / 2)
      const head = await this.#sendBatch(resource, records.slice(0, half), writing, options)
      const tail = await this.#sendBatch(resource, records.slice(half), writing, options)
      return [...head, ...tail.map((outcome) => ({ ...outcome, index: outcome.index + half }))]
    }
    if (answer.status === 413) {
      // One record alone is larger than the server takes: it can never be stored as it is, so it is
      // rejected with the server's words, and the records around it are sent as usual.
      const [words = `The server refused the record alone (413)`] = problemsOf(answer.body)
      return [{ index: 0, errors: [{ message: words, field: null }] }]
    }
    const notAnswer = [200, 201, 207].includes(answer.status) ? notABatchAnswer(answer.status, answer.body) : undefined
    if (notAnswer !== undefined) {
      const batch = `a batch of ${records.length} record${records.length === 1 ? '' : 's'}`
      throw new IntakeError(
        `The server answered ${answer.status} to ${batch} with ${notAnswer}, not the contract's answer: whether ` +
          'the batch was stored is unknown; send it again, which is safe (a record sent again updates the one ' +
          'stored with its natural key)',
        answer.status,
        answer.body,
      )
    }
    const body = answer.body as {
      message?: string
      data?: { id: number }[]
      errors?: BatchErrorEntry[]
    }
    // Every rejected item is named by an entry with its index; an entry without one sums up the problems
    // past MAX_ERRORS_PER_BATCH, or is the whole batch's problem when no entry has an index.
    const itemEntries = (body?.errors ?? []).filter((entry) => entry.data?.index !== undefined)
    const everyItemInvalid =
      answer.status === 400 &&
      itemEntries.length > 0 &&
      body.errors?.every((entry) => entry.data?.index !== undefined || sumsUpTheRest(entry))
    if (answer.status === 400 && itemEntries.length === 0 && options.explainRefusal !== undefined) {
      const explained = await this.#withoutRefusedRecords(resource, records, writing, options, options.explainRefusal)
      if (explained !== undefined) return explained
    }
    if (![200, 201, 207].includes(answer.status) && !everyItemInvalid) {
      throw new IntakeError(`The batch was refused (${answer.status}): ${body?.message ?? ''}`, answer.status, body)
    }
    const problems = new Map<number, RecordProblem[]>()
    for (const entry of itemEntries) {
      const index = entry.data?.index as number
      const { code, value } = entry.data ?? {}
      problems.set(index, [
        ...(problems.get(index) ?? []),
        {
          message: entry.message,
          field: entry.data?.field ?? null,
          ...(code === undefined ? {} : { code }),
          ...(value === undefined ? {} : { value }),
        },
      ])
    }
    // A 400 stored nothing: a record it does not name (a server that stopped naming them past
    // MAX_ERRORS_PER_BATCH) is rejected too, with the entry that sums them up, or the answer's message.
    if (everyItemInvalid) {
      const summary = body.errors?.filter(sumsUpTheRest).at(-1)
      const unnamed = { message: summary?.message ?? body.message ?? 'Rejected', field: null }
      for (const index of records.keys()) if (!problems.has(index)) problems.set(index, [unnamed])
    }
    const storedIds = (body.data ?? []).map((record) => record.id)
    if (ids && storedIds.length !== records.length - problems.size) {
      throw new IntakeError(
        `The answer does not say which records were stored: ${storedIds.length} records back for ${records.length - problems.size} items without a problem`,
        answer.status,
        body,
      )
    }
    let next = 0
    return records.map((_, index) => {
      const errors = problems.get(index)
      if (errors !== undefined) return { index, errors }
      // Without ids asked for, the stored outcome has none (sendEach's `StoredOutcome`).
      return (ids ? { index, id: storedIds[next++] as number } : { index }) as RecordOutcome
    })
  }

  /**
   * A batch refused whole: the records `explainRefusal` names are suspects, the others sent again (a
   * batch refused whole again is explained again, or throws); undefined when it names none. Each suspect
   * is then sent alone, and rejected with the function's words only if the server refuses it whole too:
   * a server whose limits are higher than the function knows stores it, or rejects it for its fields.
   */
  async #withoutRefusedRecords<Item>(
    resource: ResourceName,
    records: readonly Item[],
    writing: BatchWriting<Item>,
    options: SendOptions<Item>,
    explainRefusal: (record: Item) => string | undefined,
  ): Promise<RecordOutcome[] | undefined> {
    const reasons = records.map(explainRefusal)
    const others = records.flatMap((_, index) => (reasons[index] === undefined ? [index] : []))
    if (others.length === records.length) return undefined
    const outcomes: RecordOutcome[] = []
    const sendAgain = async (indexes: readonly number[], sendOptions: SendOptions<Item>) => {
      const sent = await this.#sendBatch(
        resource,
        indexes.map((index) => records[index] as Item),
        writing,
        sendOptions,
      )
      for (const outcome of sent) outcomes.push({ ...outcome, index: indexes[outcome.index] as number })
    }
    if (others.length > 0) await sendAgain(others, options)
    for (const [index, reason] of reasons.entries()) {
      if (reason === undefined) continue
      try {
        await sendAgain([index], { ...options, explainRefusal: undefined })
      } catch (error) {
        if (!(error instanceof IntakeError && error.status === 400)) throw error
        outcomes.push({ index, errors: [{ message: reason, field: null }] })
      }
    }
    return outcomes.sort((a, b) => a.index - b.index)
  }

  /**
   * Sends records of any number, from an array or a stream, and calls `onBatch` as each batch is
   * answered (in completion order). Memory stays bounded: only the batches in flight are held. With
   * `ids: false`, each stored record's outcome has no id, and the server sends none back: less work
   * on both sides when the ids are not wanted (what `intake push` does).
   */
  async sendEach<R extends ResourceName>(
    resource: R,
    records: Iterable<ResourceTypes[R]['input']> | AsyncIterable<ResourceTypes[R]['input']>,
    onBatch: (outcome: BatchOutcome<ResourceTypes[R]['input']>) => void | Promise<void>,
    options?: SendOptions<ResourceTypes[R]['input']> & { readonly ids?: true; readonly dryRun?: false },
  ): Promise<void>
  async sendEach<R extends ResourceName>(
    resource: R,
    records: Iterable<ResourceTypes[R]['input']> | AsyncIterable<ResourceTypes[R]['input']>,
    onBatch: (outcome: BatchOutcome<ResourceTypes[R]['input'], StoredOutcome>) => void | Promise<void>,
    options: SendOptions<ResourceTypes[R]['input']> & { readonly ids: false },
  ): Promise<void>
  async sendEach<R extends ResourceName>(
    resource: R,
    records: Iterable<ResourceTypes[R]['input']> | AsyncIterable<ResourceTypes[R]['input']>,
    onBatch: (outcome: BatchOutcome<ResourceTypes[R]['input']>) => void | Promise<void>,
    options: SendOptions<ResourceTypes[R]['input']> = {},
  ): Promise<void> {
    await this.#sendInBatches(resource, records, RECORDS as BatchWriting<ResourceTypes[R]['input']>, onBatch, options)
  }

  /**
   * Sends records already written as JSON, one text each (the lines of an NDJSON file), as `sendEach`
   * sends records: each text goes into its batch as it is, neither parsed nor written again, and
   * `onBatch` gets the texts as the batch's records. A text may be a string or its UTF-8 bytes (a
   * `Uint8Array`, such as a line of a file as read: never decoded then), which must stay unchanged until
   * its batch is reported (they are read again when a batch is split). Each text must be one JSON value
   * in UTF-8: one that is not makes the server refuse its whole batch (400), which rejects this call as
   * any refused batch does, unless `explainRefusal` names it.
   */
  async sendEachJson<Text extends JsonTextItem>(
    resource: ResourceName,
    texts: Iterable<Text> | AsyncIterable<Text>,
    onBatch: (outcome: BatchOutcome<Text>) => void | Promise<void>,
    options?: SendOptions<Text> & { readonly ids?: true; readonly dryRun?: false },
  ): Promise<void>
  async sendEachJson<Text extends JsonTextItem>(
    resource: ResourceName,
    texts: Iterable<Text> | AsyncIterable<Text>,
    onBatch: (outcome: BatchOutcome<Text, StoredOutcome>) => void | Promise<void>,
    options: SendOptions<Text> & { readonly ids: false },
  ): Promise<void>
  async sendEachJson<Text extends JsonTextItem>(
    resource: ResourceName,
    texts: Iterable<Text> | AsyncIterable<Text>,
    onBatch: (outcome: BatchOutcome<Text>) => void | Promise<void>,
    options: SendOptions<Text> = {},
  ): Promise<void> {
    await this.#sendInBatches(resource, texts, JSON_TEXTS as BatchWriting<Text>, onBatch, options)
  }

  /** sendEach and sendEachJson: items into batches of at most batchItems and batchBytes, concurrency in flight. */
  async #sendInBatches<Item>(
    resource: ResourceName,
    items: Iterable<Item> | AsyncIterable<Item>,
    writing: BatchWriting<Item>,
    onBatch: (outcome: BatchOutcome<Item>) => void | Promise<void>,
    options: SendOptions<Item>,
  ): Promise<void> {
    const inFlight = new Set<Promise<void>>()
    let failure: unknown
    const launch = (first: number, batch: Item[]) => {
      const sent = this.#sendBatch(resource, batch, writing, options)
        .then((outcomes) =>
          onBatch({ first, records: batch, outcomes: outcomes.map((o) => ({ ...o, index: o.index + first })) }),
        )
        .catch((error: unknown) => {
          failure ??= error
        })
        .finally(() => inFlight.delete(sent))
      inFlight.add(sent)
    }

    let batch: Item[] = []
    let bytes = 2
    let first = 0
    let position = 0
    try {
      for await (const item of items) {
        const size = writing.sizeOf(item)
        if (batch.length > 0 && (batch.length >= this.#options.batchItems || bytes + size > this.#options.batchBytes)) {
          launch(first, batch)
          batch = []
          bytes = 2
          first = position
          while (inFlight.size >= this.#options.concurrency) await Promise.race(inFlight)
          if (failure !== undefined) break
        }
        batch.push(item)
        bytes += size
        position++
      }
      if (failure === undefined && batch.length > 0) launch(first, batch)
    } catch (error) {
      // The source failed: what is already sent is still answered and reported before this rejects.
      failure ??= error
    }
    await Promise.all(inFlight)
    if (failure !== undefined) throw failure
  }

  /** Sends all the records and returns, for each, its id or its problems, at the caller's positions. */
  async send<R extends ResourceName>(
    resource: R,
    records: Iterable<ResourceTypes[R]['input']> | AsyncIterable<ResourceTypes[R]['input']>,
  ): Promise<RecordOutcome[]> {
    const outcomes: RecordOutcome[] = []
    await this.sendEach(resource, records, (batch) => {
      for (const outcome of batch.outcomes) outcomes[outcome.index] = outcome
    })
    return outcomes
  }
}
