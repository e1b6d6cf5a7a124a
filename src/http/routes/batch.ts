import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from 'typebox'
import type { ClientTurns } from '../../client-turns.ts'
import type { IngestionJournal } from '../../db/ingestion-journal.ts'
import type { RecordStore } from '../../db/record-store.ts'
import type { Rejection } from '../../db/rejections.ts'
import { tooManyItems } from '../../domain/json-shape.ts'
import { countOf, type RecordOfResource, type Resource } from '../../domain/resource.ts'
import type { Problem, Validated } from '../../domain/validation.ts'
import { ErrorBody, type ErrorData, type ErrorEntry, HttpError } from '../../errors.ts'
import type { Metrics } from '../plugins/metrics.ts'
import { defineQuery, flag } from '../query-parameters.ts'
import { logRefusedRequest, logRequestsRefusedWhole } from '../refused-requests.ts'
import { errorResponses } from '../responses.ts'

/**
 * POST of a batch of one resource: each item is checked on its own; the valid ones are stored together
 * (all or none), the invalid ones reported one problem per entry. The same code serves every resource.
 */

/**
 * The longest that validating a batch holds the event loop before other requests get a turn, in
 * milliseconds: a batch of items wrong in every way they can be takes tens of milliseconds in all.
 */
const VALIDATION_TURN_MS = 4

// RFC 7240: `return=minimal`, the value a token or a quoted string, spaces allowed around `=`.
const RETURN_MINIMAL = /(^|[,;\s])return\s*=\s*(minimal|"minimal")(\s*[,;]|\s*$)/i

export interface BatchRouteOptions<R extends Resource> {
  readonly store: RecordStore<R>
  readonly validate: (item: unknown, maxProblems?: number) => Validated<R>
  /** The clients' turns on the event loop, shared with the parsing of their bodies (plugins/json-body.ts). */
  readonly turns: ClientTurns
  readonly maxBatchItems: number
  /** Error entries for one item, and for the whole batch, before the rest are summed up in one entry. */
  readonly maxErrorsPerItem: number
  readonly maxErrorsPerBatch: number
  readonly metrics: Metrics
  /** Counts the batch in the transaction that stores it, and logs its rejected items after. */
  readonly journal: IngestionJournal
}

/**
 * The error entries of a batch, bounded: every rejected item's first problem, whatever the batch holds,
 * so that each rejected item is named by its index and a sender (the client library, `intake push`)
 * can tell every stored item from every rejected one; then its further problems, at most `perItem` in all
 * for one item (then one entry for that item's remaining problems) while the batch has fewer than
 * `perBatch` entries (then one last entry for the rest). The answer to a batch of bad items thus stays
 * small whatever its items hold: at most one entry per item beyond `perBatch`.
 */
export class BoundedErrors {
  readonly entries: ErrorEntry[] = []
  #omitted = 0
  private readonly perItem: number
  private readonly perBatch: number
  constructor(perItem: number, perBatch: number) {
    this.perItem = perItem
    this.perBatch = perBatch
  }

  /** How many problems of the next item the answer can show: describing more would be work thrown away. */
  room(): number {
    return this.entries.length >= this.perBatch ? 1 : this.perItem
  }

  /**
   * Adds an item's problems to the answer: its first `problems` (at least room()'s), of `total` in all.
   * Returns those shown, which the rejection log keeps: so the log of a batch of bad items costs the
   * database about what the answer costs, and every item in it still says what is most basically wrong
   * with it.
   */
  addItem(index: number, problems: readonly Problem[], total = problems.length): Problem[] {
    const shown: Problem[] = []
    for (const problem of problems.slice(0, this.perItem)) {
      if (shown.length > 0 && this.entries.length >= this.perBatch) break
      shown.push(problem)
      this.entries.push({ message: problem.message, data: { ...problemData(problem), index } })
    }
    const rest = total - shown.length
    const untold = shown.length < Math.min(total, this.perItem)
    if (rest > 0 && (untold || this.entries.length >= this.perBatch)) {
      this.#omitted += rest
    } else if (rest > 0) {
      this.entries.push({
        message: `and ${rest} more ${rest === 1 ? 'problem' : 'problems'} with this item (MAX_ERRORS_PER_ITEM is ${this.perItem})`,
        data: { code: 'problems_omitted', index, field: null, omitted: rest },
      })
    }
    return shown
  }

  /** The entries, with the summary of those left out last. */
  done(): ErrorEntry[] {
    if (this.#omitted === 0) return this.entries
    const n = this.#omitted
    return [
      ...this.entries,
      {
        message: `and ${n} more ${n === 1 ? 'problem' : 'problems'} (MAX_ERRORS_PER_BATCH is ${this.perBatch})`,
        data: { code: 'problems_omitted', omitted: n },
      },
    ]
  }
}

/** What an error entry says of a problem of an item or a change: its field, its code, and the value refused where it may be repeated. */
export const problemData = (problem: Problem): ErrorData =>
  problem.echo === undefined
    ? { field: problem.field, code: problem.code }
    : { field: problem.field, code: problem.code, value: problem.echo.value }

/**
 * `?dry_run=true` (POST of a batch, PATCH): the request is validated and answered as it would be, and
 * nothing is stored, counted or logged.
 */
export const dryRunQuery = defineQuery({
  dry_run: flag(
    'true: validate and answer as the real request would, storing, counting and logging nothing (a batch answers without `data`)',
  ),
})

/** POST {resource.path}. */
export function batchRoute<R extends Resource>(app: FastifyInstance, options: BatchRouteOptions<R>) {
  const { resource } = options.store
  const { plural } = resource
  const howMany = (n: number) => countOf(resource, n)
  const answer = (description: string, withData: boolean, withErrors: boolean) =>
    Type.Object(
      {
        message: Type.String(),
        ...(withData ? { data: Type.Optional(Type.Array(resource.recordSchema)) } : {}),
        ...(withErrors ? { errors: ErrorBody.properties.errors } : {}),
      },
      { description },
    )

  // The app's compiler for the query; none for the body, which the handler validates item by item.
  const compile = app.validatorCompiler
  if (compile === undefined) throw new Error('A batch route needs the app’s validator compiler (setValidatorCompiler)')
  app.post(
    resource.path,
    {
      schema: {
        tags: [resource.tag],
        summary: `Store a batch of ${plural}`,
        description:
          `At most ${options.maxBatchItems} items. Each item is validated on its own; the valid ones are ` +
          `stored together, a re-sent natural key (${resource.naturalKey.join(', ')}) updating its record ` +
          'and keeping its id. `Prefer: return=minimal` leaves `data` out, and so does `dry_run=true`.',
        querystring: dryRunQuery.schema,
        body: Type.Array(resource.creationSchema, { maxItems: options.maxBatchItems }),
        response: {
          200: answer('The batch was empty: nothing stored', false, false),
          201: answer('Every item stored; `data` in request order, each with its id', true, false),
          207: answer('Some items stored (`data`), some rejected (`errors`, by request index)', true, true),
          ...errorResponses(400, 401, 413, 415, 429, 500, 503),
        },
      },
      // Off for the body: the handler validates items one by one, to store the valid ones (207).
      validatorCompiler: (route) => (route.httpPart === 'body' ? () => true : compile(route)),
      onError: logRequestsRefusedWhole(options.journal, resource, 'batch'),
    },
    async (request, reply) => {
      const items: unknown = request.body
      if (!Array.isArray(items)) {
        const refusal = { code: 'invalid_type', message: `The request body must be a JSON array of ${plural}` } as const
        await logRefusedRequest(request, options.journal, resource, 'batch', refusal)
        throw new HttpError(400, refusal.message, { code: refusal.code })
      }
      if (items.length > options.maxBatchItems) {
        throw tooManyItems(options.maxBatchItems, items.length)
      }
      const { dry_run: dryRun } = dryRunQuery.read(request.query as Record<string, unknown>)
      if (items.length === 0) {
        if (dryRun)
          return reply.code(200).send({ message: `Dry run: the batch is empty; no ${plural} would be stored` })
        options.metrics.lastBatch.setToCurrentTime({ client_id: request.clientId })
        return reply.code(200).send({ message: `The batch is empty: no ${plural} were stored` })
      }

      const valid: RecordOfResource<R>[] = []
      const bounded = new BoundedErrors(options.maxErrorsPerItem, options.maxErrorsPerBatch)
      const rejections: Rejection[] = []
      await options.turns.inTurn(request.clientId, async () => {
        let sliceStarted = performance.now()
        for (const [index, item] of items.entries()) {
          // Other requests get the event loop between slices of a large batch, however bad its items.
          const slice = performance.now() - sliceStarted
          if (slice > VALIDATION_TURN_MS) {
            await options.turns.pause(request.clientId, slice)
            sliceStarted = performance.now()
          }
          const result = options.validate(item, bounded.room())
          if (result.ok) valid.push(result.record)
          else {
            rejections.push({
              index,
              problems: bounded.addItem(index, result.problems, result.problemCount),
              fieldsWithProblems: result.fields,
              item,
            })
          }
        }
      })
      const errors = bounded.done()
      const rejected = items.length - valid.length
      if (dryRun) return dryRunAnswer(reply, { valid: valid.length, rejected, errors })
      options.metrics.lastBatch.setToCurrentTime({ client_id: request.clientId })
      // The client's id is a label: clients are created only by an operator, so their number is bounded;
      // nothing a caller sends becomes a label.
      const labels = { resource: resource.name, client_id: request.clientId }
      options.metrics.batchSize.observe({ resource: resource.name }, items.length)
      options.metrics.recordsRejected.inc(labels, items.length - valid.length)
      const context = {
        clientId: request.clientId,
        resource: resource.name,
        requestId: request.id,
        naturalKey: resource.naturalKey,
        changed: resource,
      }
      if (valid.length === 0) {
        const retryAfter = await options.journal.rejectionsThrottled(request.clientId)
        if (retryAfter !== undefined) throw rejectionsThrottled(retryAfter)
        await options.journal.rejectedBatch(context, rejections)
        throw new HttpError(400, `No ${plural} were stored: every item is invalid (see errors)`, {
          errors,
          code: errors[0]?.data.code,
        })
      }

      const minimal = RETURN_MINIMAL.test([request.headers.prefer ?? ''].flat().join(','))
      let data: (RecordOfResource<R> & { id: number })[] | undefined
      const alongside = options.journal.batch(context, rejections)
      if (minimal) {
        await options.store.storeBatchWithoutIds(request.clientId, valid, alongside)
        reply.header('preference-applied', 'return=minimal')
      } else {
        data = withIds(valid, await options.store.storeBatch(request.clientId, valid, alongside))
      }
      options.metrics.recordsStored.inc(labels, valid.length)
      await options.journal.logRejections(context, rejections)
      if (rejected === 0) {
        return reply.code(201).send({ message: `Stored ${howMany(valid.length)}`, data })
      }
      return reply.code(207).send({
        message: `Stored ${valid.length} of ${howMany(items.length)}; ${rejected} rejected (see errors)`,
        data,
        errors,
      })
    },
  )

  /** The answer the batch would get, with nothing stored, counted or logged. */
  function dryRunAnswer(
    reply: FastifyReply,
    { valid, rejected, errors }: { valid: number; rejected: number; errors: ErrorEntry[] },
  ) {
    if (valid === 0) {
      throw new HttpError(400, `Dry run: no ${plural} would be stored: every item is invalid (see errors)`, {
        errors,
        code: errors[0]?.data.code,
      })
    }
    if (rejected === 0) return reply.code(201).send({ message: `Dry run: ${howMany(valid)} would be stored` })
    return reply.code(207).send({
      message: `Dry run: ${valid} of ${howMany(valid + rejected)} would be stored; ${rejected} rejected (see errors)`,
      errors,
    })
  }
}

/** The 429 of a client past its hour's rejections: nothing of the batch is stored, counted or logged. */
const rejectionsThrottled = (retryAfter: number) =>
  new HttpError(
    429,
    `Every item is invalid, and this client has had MAX_REJECTIONS_PER_CLIENT rejections this hour: fix the items, or retry in ${retryAfter} s`,
    { headers: { 'retry-after': String(retryAfter) } },
  )

/** Gives each record its id, in place: the response's schema, not the object, sets the order of the fields. */
function withIds<T extends object>(records: T[], ids: readonly number[]): (T & { id: number })[] {
  for (const [i, record] of records.entries()) (record as T & { id: number }).id = ids[i] as number
  return records as (T & { id: number })[]
}
