import type { FastifyRequest, onErrorAsyncHookHandler } from 'fastify'
import type { IngestionJournal, Refusal } from '../db/ingestion-journal.ts'
import type { Resource } from '../domain/resource.ts'
import type { ErrorCode } from '../error-codes.ts'
import { toHttpError } from './plugins/error-handler.ts'

/**
 * Write requests refused whole, before their items were read, go into the rejection log too: the most
 * common integration mistakes (a body that is not JSON, a batch too large, a wrong Content-Type) are
 * then found by request id like any rejected item, and counted in the ingestion report. Nothing is
 * logged for a dry run, nor for a caller not authenticated (it has no log), nor past the client's
 * rejections of the hour (MAX_REJECTIONS_PER_CLIENT).
 */

/** The codes of the refusals that come before the items are read: the body's parsing and its limits. */
const REFUSED_BEFORE_ITEMS: ReadonlySet<ErrorCode> = new Set([
  'invalid_json',
  'duplicate_key',
  'json_too_complex',
  'too_many_items',
  'body_too_large',
  'unsupported_media_type',
  'malformed_request',
])

/** Logs the refusal of `request` as one rejection; a failure to log it is logged, and the answer stays the refusal. */
export async function logRefusedRequest(
  request: FastifyRequest,
  journal: IngestionJournal,
  resource: Resource,
  of: 'batch' | 'change',
  refusal: Refusal,
): Promise<void> {
  if (!request.clientId || (request.query as Record<string, unknown>).dry_run === 'true') return
  const context = {
    clientId: request.clientId,
    resource: resource.name,
    requestId: request.id,
    naturalKey: resource.naturalKey,
  }
  try {
    if ((await journal.rejectionsThrottled(request.clientId)) !== undefined) return
    await journal.refusedRequest(context, refusal, of)
  } catch (error) {
    request.log.warn({ cause: (error as Error).message }, 'the refused request could not be logged')
  }
}

/** A route's onError hook that logs its requests refused before their items were read. */
export function logRequestsRefusedWhole(
  journal: IngestionJournal,
  resource: Resource,
  of: 'batch' | 'change',
): onErrorAsyncHookHandler {
  return async (request, _reply, error) => {
    const answer = toHttpError(error, request.routeOptions.bodyLimit)
    if (!REFUSED_BEFORE_ITEMS.has(answer.code)) return
    await logRefusedRequest(request, journal, resource, of, { code: answer.code, message: answer.message })
  }
}
