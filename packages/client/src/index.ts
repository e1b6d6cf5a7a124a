import { RESOURCE_PATHS, type ResourceName, type ResourceTypes } from './resources.js'

/**
 * The client library for integrators: it gets and renews access tokens, splits any number of records
 * into batches under the server's limits, sends a few at once, retries what is safe to retry, and maps
 * every answer back to the caller's own positions. Re-sending a record is idempotent on the server (by
 * its natural key), so a retried batch can never duplicate data or double a count.
 *
 * It uses only `fetch`, `TextEncoder` and `setTimeout`: no runtime dependency and no `node:`
 * module, so it runs as it is on Node 20 and later, Deno, Bun and in browsers.
 */

export * from './resources.js'

/** One problem with one record, as the server said it. */
export interface RecordProblem {
  readonly message: string
  readonly field: string | null
}

/** What became of one record: stored with its id, or rejected with its problems. */
export type RecordOutcome =
  | { readonly index: number; readonly id: number; readonly errors?: undefined }
  | { readonly index: number; readonly id?: undefined; readonly errors: readonly RecordProblem[] }

/** What became of one batch: `first` is the caller's position of its first record. */
export interface BatchOutcome<Input> {
  readonly first: number
  readonly records: readonly Input[]
  readonly outcomes: readonly RecordOutcome[]
}

export interface IntakeClientOptions {
  /** The service's base address, e.g. `https://intake.example.com`, with or without its `/v3`. */
  readonly url: string
  readonly clientId: string
  readonly clientSecret: string
  /** Batches in flight at once (default 4). */
  readonly concurrency?: number
  /** Records per batch (default 1000; the server takes at most 5000 by default). */
  readonly batchItems?: number
  /** JSON bytes per batch (default 8 MiB; the server takes at most 16 MiB by default). */
  readonly batchBytes?: number
  /** Attempts of one request before giving up on it (default 8). */
  readonly maxAttempts?: number
  /** First retry delay, doubled at each attempt, with full jitter (default 250 ms; at most 30 s). */
  readonly retryDelayMs?: number
  readonly maxRetryDelayMs?: number
  /** The fetch to use (default the global one). */
  readonly fetch?: typeof fetch
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
function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The address without trailing slashes and without the API's `/v3`: the paths carry it. */
export function baseAddress(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/v3$/, '')
}

const encoder = new TextEncoder()

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** RFC 9110 section 10.2.3: seconds, or an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

export class IntakeClient {
  readonly #options: Required<Omit<IntakeClientOptions, 'fetch'>> & { fetch: typeof fetch }
  #token: { value: string; renewAt: number } | undefined
  #pendingToken: Promise<string> | undefined

  constructor(options: IntakeClientOptions) {
    this.#options = {
      concurrency: 4,
      batchItems: 1_000,
      batchBytes: 8 * 1024 * 1024,
      maxAttempts: 8,
      retryDelayMs: 250,
      maxRetryDelayMs: 30_000,
      fetch: globalThis.fetch,
      ...options,
      url: baseAddress(options.url),
    }
  }

  /** A valid access token, fetched once and renewed shortly before it expires. */
  async accessToken(): Promise<string> {
    if (this.#token !== undefined && Date.now() < this.#token.renewAt) return this.#token.value
    this.#pendingToken ??= this.#fetchToken().finally(() => {
      this.#pendingToken = undefined
    })
    return this.#pendingToken
  }

  async #fetchToken(): Promise<string> {
    const answer = await this.#request('/v3/oauth2/token', {
      client_id: this.#options.clientId,
      client_secret: this.#options.clientSecret,
      grant_type: 'client_credentials',
    })
    if (answer.status !== 200) {
      throw new IntakeError(`The token request was refused (${answer.status})`, answer.status, answer.body)
    }
    const { access_token, expires_in } = answer.body as { access_token: string; expires_in: number }
    const lifetimeMs = expires_in * 1000
    this.#token = {
      value: access_token,
      renewAt: Date.now() + Math.max(lifetimeMs - TOKEN_RENEWAL_MARGIN_MS, lifetimeMs * 0.9),
    }
    return access_token
  }

  /** One POST with JSON, retried on network errors, 429, 502, 503 and 504; any other answer is returned. */
  async #request(path: string, body: unknown, token?: string): Promise<{ status: number; body: unknown }> {
    const payload = JSON.stringify(body)
    for (let attempt = 1; ; attempt++) {
      let wait: number | undefined
      try {
        const response = await this.#options.fetch(`${this.#options.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
          body: payload,
        })
        if (!RETRYABLE_STATUSES.has(response.status)) {
          return { status: response.status, body: parseBody(await response.text()) }
        }
        await response.body?.cancel()
        if (attempt >= this.#options.maxAttempts) {
          throw new IntakeError(
            `Gave up after ${attempt} attempts: the server answered ${response.status}`,
            response.status,
          )
        }
        wait = retryAfterMs(response.headers.get('retry-after'))
      } catch (error) {
        if (error instanceof IntakeError) throw error
        if (attempt >= this.#options.maxAttempts) {
          throw new IntakeError(`Gave up after ${attempt} attempts: ${(error as Error).message}`)
        }
      }
      const backoff = Math.min(this.#options.maxRetryDelayMs, this.#options.retryDelayMs * 2 ** (attempt - 1))
      await sleep(wait ?? Math.random() * backoff)
    }
  }

  /** Sends one batch; renews the token once on a 401; splits the batch in two on a 413. */
  async #sendBatch<Input>(resource: ResourceName, records: readonly Input[]): Promise<RecordOutcome[]> {
    let answer = await this.#request(RESOURCE_PATHS[resource], records, await this.accessToken())
    if (answer.status === 401) {
      this.#token = undefined
      answer = await this.#request(RESOURCE_PATHS[resource], records, await this.accessToken())
    }
    if (answer.status === 413 && records.length > 1) {
      const half = Math.ceil(records.length / 2)
      const [head, tail] = await Promise.all([
        this.#sendBatch(resource, records.slice(0, half)),
        this.#sendBatch(resource, records.slice(half)),
      ])
      return [...head, ...tail.map((outcome) => ({ ...outcome, index: outcome.index + half }))]
    }
    const body = answer.body as {
      message?: string
      data?: { id: number }[]
      errors?: { message: string; data: { index: number; field: string | null } | null }[]
    }
    const everyItemInvalid = answer.status === 400 && body?.errors?.every((entry) => entry.data?.index !== undefined)
    if (![200, 201, 207].includes(answer.status) && !everyItemInvalid) {
      throw new IntakeError(`The batch was refused (${answer.status}): ${body?.message ?? ''}`, answer.status, body)
    }
    const problems = new Map<number, RecordProblem[]>()
    for (const entry of body.errors ?? []) {
      const index = entry.data?.index as number
      problems.set(index, [
        ...(problems.get(index) ?? []),
        { message: entry.message, field: entry.data?.field ?? null },
      ])
    }
    const ids = (body.data ?? []).map((record) => record.id)
    let next = 0
    return records.map((_, index) => {
      const errors = problems.get(index)
      return errors === undefined ? { index, id: ids[next++] as number } : { index, errors }
    })
  }

  /**
   * Sends records of any number, from an array or a stream, and calls `onBatch` as each batch is
   * answered (in completion order). Memory stays bounded: only the batches in flight are held.
   */
  async sendEach<R extends ResourceName>(
    resource: R,
    records: Iterable<ResourceTypes[R]['input']> | AsyncIterable<ResourceTypes[R]['input']>,
    onBatch: (outcome: BatchOutcome<ResourceTypes[R]['input']>) => void | Promise<void>,
  ): Promise<void> {
    const inFlight = new Set<Promise<void>>()
    let failure: unknown
    const launch = (first: number, batch: ResourceTypes[R]['input'][]) => {
      const sent = this.#sendBatch(resource, batch)
        .then((outcomes) =>
          onBatch({ first, records: batch, outcomes: outcomes.map((o) => ({ ...o, index: o.index + first })) }),
        )
        .catch((error: unknown) => {
          failure ??= error
        })
        .finally(() => inFlight.delete(sent))
      inFlight.add(sent)
    }

    let batch: ResourceTypes[R]['input'][] = []
    let bytes = 2
    let first = 0
    let position = 0
    try {
      for await (const record of records) {
        const size = encoder.encode(JSON.stringify(record)).byteLength + 1
        if (batch.length > 0 && (batch.length >= this.#options.batchItems || bytes + size > this.#options.batchBytes)) {
          launch(first, batch)
          batch = []
          bytes = 2
          first = position
          while (inFlight.size >= this.#options.concurrency) await Promise.race(inFlight)
          if (failure !== undefined) break
        }
        batch.push(record)
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
