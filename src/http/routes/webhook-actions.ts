import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { sequenceNumber, sequenceText } from '../../db/change-feed.ts'
import { MAX_REPLAYS_WAITING } from '../../db/webhook-log.ts'
import { HttpError } from '../../errors.ts'
import { newWebhookId, TEST_MESSAGE_TYPE, testMessageBody } from '../../webhooks/messages.ts'
import { sendWebhook } from '../../webhooks/send.ts'
import { newWebhookSecret } from '../../webhooks/signature.ts'
import { defineQuery, limit, newestFirstAnswer, newestFirstCursor } from '../query-parameters.ts'
import { ERROR_RESPONSES, errorResponses, queryAnswers } from '../responses.ts'
import { actorOf, endpointIdOf, noEndpoint, WEBHOOKS_TAG, type WebhookRouteOptions } from './webhook-requests.ts'
import {
  DeliveriesAnswer,
  EndpointIdParams,
  ReplayBody,
  ReplayedAnswer,
  RotatedAnswer,
  TestedAnswer,
} from './webhook-schemas.ts'

/**
 * What a client does with one of its webhook endpoints beside changing it: rotate its secret, send it a
 * test message, replay events, and read its log of messages (whose answer the admin's read shares).
 */

export const deliveriesQuery = defineQuery({ limit: limit('Messages per page'), cursor: newestFirstCursor() })

export const DELIVERIES_DESCRIPTION =
  'Its messages newest first, each with its events’ first and last sequences and count, its state and ' +
  'every attempt (when, the status or why none came, how long). Never a message’s body: erased personal ' +
  'data cannot survive in the log.'

/** One page of an endpoint's log (`clientId`'s), read in the turn of the caller (`callerId`: the client, or an admin). */
export async function deliveriesAnswer(
  { deliveries, budget }: Pick<WebhookRouteOptions, 'deliveries' | 'budget'>,
  callerId: string,
  clientId: string,
  id: number | undefined,
  parameters: Readonly<Record<string, unknown>>,
) {
  const values = deliveriesQuery.read(parameters)
  const rows =
    id === undefined
      ? undefined
      : await budget.run(callerId, () =>
          deliveries.page(clientId, id, { before: values.cursor?.before, limit: values.limit + 1 }),
        )
  if (rows === undefined) return undefined
  const page = newestFirstAnswer(rows, values.limit, (at) => deliveriesQuery.nextCursor(at, values), {
    singular: 'message',
    plural: 'messages',
  })
  return { ...page, data: page.data.map(({ id: _position, ...delivery }) => delivery) }
}

/** The 410 of a replay that would start before the events kept. */
function expired(start: string, prunedThrough: string, keptSince: string | undefined, retentionDays: number) {
  return new HttpError(
    410,
    `The events after ${start} are no longer kept (CHANGES_RETENTION_DAYS is ${retentionDays}): replay with ` +
      `after=${sequenceText(prunedThrough)}${keptSince === undefined ? '' : ` or since=${keptSince}`} at the earliest`,
    { code: 'changes_expired' },
  )
}

/** 400 unless exactly one of `after` and `since` is given. */
function oneStart(after: string | undefined, since: string | undefined) {
  if ((after === undefined) === (since === undefined)) {
    const message = 'Give exactly one of after (a sequence) and since (an instant)'
    throw new HttpError(400, message, {
      errors: [{ message, data: { code: after === undefined ? 'required' : 'not_allowed_value', field: null } }],
    })
  }
}

export async function webhookActionRoutes(app: FastifyInstance, options: WebhookRouteOptions) {
  const { endpoints, deliveries, budget, policy, retentionDays, now } = options
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  const tags = [WEBHOOKS_TAG]
  // The actions take no body, but one sent anyway is parsed like any other: 413 and 415 can happen.
  const actionErrors = errorResponses(400, 401, 404, 413, 415, 429, 500, 503)

  api.post(
    '/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Give a webhook endpoint a new secret, shown once',
        description:
          'Messages carry a signature of the new secret and, for 24 hours, of the one it replaces: ' +
          'a receiver switches to the new one meanwhile. A secret older than that is dropped.',
        params: EndpointIdParams,
        response: { 200: RotatedAnswer, ...actionErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = endpointIdOf(request)
      const secret = newWebhookSecret()
      const expiresAt = id === undefined ? undefined : await endpoints.rotate(actorOf(request), id, secret)
      if (id === undefined || expiresAt === undefined) throw noEndpoint(request.params.id)
      return {
        message: `Rotated the secret of webhook endpoint ${id}`,
        data: [{ id, secret, previous_secret_expires_at: expiresAt }],
      }
    },
  )

  api.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Send a webhook endpoint a test message, now',
        description:
          `One message of type \`${TEST_MESSAGE_TYPE}\`, signed like every other, sent once at once (no retry, ` +
          'not in the log, whether the endpoint is enabled or not): `{"type": "webhook.test", "timestamp", ' +
          '"data": {"events": [{"sequence": "0000000000000000000", "type": "webhook.test", "resource": null, ' +
          '"id": null, "occurred_at"}]}}`, `timestamp` and `occurred_at` the time it was sent. The answer ' +
          'says what the receiver answered, or why it did not.',
        params: EndpointIdParams,
        response: { 200: TestedAnswer, ...actionErrors },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = endpointIdOf(request)
      const at = now()
      const signing = id === undefined ? undefined : await endpoints.signing(request.clientId, id, at)
      if (signing === undefined) throw noEndpoint(request.params.id)
      const sent = await sendWebhook({
        url: signing.url,
        webhookId: newWebhookId(),
        body: testMessageBody(at),
        secrets: signing.secrets,
        policy,
        now: at,
      })
      return {
        message: sent.status === null ? `No answer: ${sent.error}` : `The receiver answered ${sent.status}`,
        data: [{ status: sent.status, error: sent.error, duration_ms: sent.durationMs }],
      }
    },
  )

  api.post(
    '/webhooks/:id/replay',
    {
      schema: {
        tags,
        summary: 'Send a webhook endpoint past events again',
        description:
          'The events of its types after `after`, or since `since`, up to the feed’s head now, as messages ' +
          'marked `replay`: after the events already owed to it, before later ones. A start before the events ' +
          'kept (CHANGES_RETENTION_DAYS) is 410 `changes_expired`.',
        params: EndpointIdParams,
        body: ReplayBody,
        response: {
          202: ReplayedAnswer,
          409: {
            ...ERROR_RESPONSES[409],
            description: `The endpoint has ${MAX_REPLAYS_WAITING} replays waiting already (\`too_many_replays\`)`,
          },
          ...errorResponses(410),
          ...actionErrors,
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const id = endpointIdOf(request)
      const { after, since } = request.body
      oneStart(after, since)
      const sinceInstant = since === undefined ? undefined : new Date(since).toISOString()
      const bounds =
        id === undefined
          ? undefined
          : await budget.run(request.clientId, () => deliveries.replayBounds(request.clientId, id, sinceInstant))
      if (id === undefined || bounds === undefined) throw noEndpoint(request.params.id)
      const { head, prunedThrough, keptSince } = bounds
      if (sinceInstant !== undefined && keptSince !== undefined && sinceInstant < keptSince) {
        throw expired(sinceInstant, prunedThrough, keptSince, retentionDays)
      }
      const start = after === undefined ? (bounds.afterSince ?? head) : (sequenceNumber(after) ?? '')
      if (start === '' || BigInt(start) > BigInt(head)) {
        const message = `after must be at most the feed's head, ${sequenceText(head)}`
        throw new HttpError(400, message, {
          errors: [{ message, data: { code: 'out_of_range', field: 'after', value: after } }],
        })
      }
      if (BigInt(start) < BigInt(prunedThrough))
        throw expired(sequenceText(start), prunedThrough, keptSince, retentionDays)
      const queued = await deliveries.replay(request.clientId, id, start, head)
      if (queued === 'no endpoint') throw noEndpoint(id)
      if (queued === 'too many') {
        throw new HttpError(
          409,
          `Webhook endpoint ${id} already has ${MAX_REPLAYS_WAITING} replays waiting: ask again once they are sent`,
          { code: 'too_many_replays' },
        )
      }
      const answer = { after: sequenceText(start), through: sequenceText(head) }
      return reply.code(202).send({
        message: `Replaying the events after ${answer.after} through ${answer.through}`,
        data: [answer],
      })
    },
  )

  api.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'A webhook endpoint’s messages, newest first',
        description: DELIVERIES_DESCRIPTION,
        params: EndpointIdParams,
        querystring: deliveriesQuery.schema,
        response: { ...queryAnswers(DeliveriesAnswer), ...errorResponses(404) },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = endpointIdOf(request)
      const answer = await deliveriesAnswer(options, request.clientId, request.clientId, id, request.query)
      if (answer === undefined) throw noEndpoint(request.params.id)
      return answer
    },
  )
}
