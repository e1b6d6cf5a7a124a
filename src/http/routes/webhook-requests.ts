import type { FastifyRequest } from 'fastify'
import type { WebhookActor, WebhookEndpoints } from '../../db/webhook-endpoints.ts'
import type { WebhookDeliveries } from '../../db/webhook-log.ts'
import { HttpError, notFound } from '../../errors.ts'
import type { WebhookAddressPolicy } from '../../webhooks/url.ts'
import type { CostBudget } from '../cost-budget.ts'

/** What the webhook routes (webhooks.ts, webhook-actions.ts) share: their options, and how they read a request. */

export const WEBHOOKS_TAG = 'webhooks'
export const ENDPOINT_WORDS = { singular: 'webhook endpoint', plural: 'webhook endpoints' }

export interface WebhookRouteOptions {
  readonly endpoints: WebhookEndpoints
  readonly deliveries: WebhookDeliveries
  /** The backlog, the deliveries and a replay's start read the feed or the log: expensive reads. */
  readonly budget: CostBudget
  /** The change feed's event types (eventTypes of the resources served). */
  readonly types: readonly string[]
  readonly maxPerClient: number
  readonly policy: WebhookAddressPolicy
  readonly retentionDays: number
  readonly now: () => Date
}

/** The client that asks, as the audit log names it. */
export const actorOf = (request: FastifyRequest): WebhookActor => ({
  clientId: request.clientId,
  address: request.ip ?? null,
})

/** The 404 of an id the client has no endpoint of (another client's included). */
export const noEndpoint = (id: string | number) => notFound(`There is no webhook endpoint ${id}`)

/**
 * The endpoint's id in the path, for a route declared with `attachValidation` (so that a bad id gets
 * these words): 400 when it is not a positive integer, the body's own 400 when that failed; undefined
 * when it is too large to be any endpoint's.
 */
export function endpointIdOf(request: {
  readonly params: { readonly id: string }
  readonly validationError?: Error & { readonly validationContext?: string }
}): number | undefined {
  const invalid = request.validationError
  if (invalid?.validationContext === 'params') {
    throw new HttpError(400, 'The id in the path must be a positive integer', { code: 'invalid_format' })
  }
  if (invalid !== undefined) throw invalid
  const id = Number(request.params.id)
  return Number.isSafeInteger(id) ? id : undefined
}
