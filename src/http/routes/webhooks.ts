import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { WebhookEndpoint } from '../../db/webhook-endpoints.ts'
import { countOf } from '../../domain/resource.ts'
import { HttpError } from '../../errors.ts'
import { newWebhookSecret } from '../../webhooks/signature.ts'
import { type WebhookAddressPolicy, webhookUrlProblem } from '../../webhooks/url.ts'
import { errorResponses } from '../responses.ts'
import {
  actorOf,
  ENDPOINT_WORDS,
  endpointIdOf,
  noEndpoint,
  WEBHOOKS_TAG,
  type WebhookRouteOptions,
} from './webhook-requests.ts'
import {
  createdAnswer,
  DEFAULT_EVENTS_PER_MESSAGE,
  EndpointIdParams,
  endpointAnswer,
  endpointChangesBody,
  newEndpointBody,
  REFUSED_RESPONSE,
  TOO_MANY_RESPONSE,
} from './webhook-schemas.ts'

/**
 * /v3/webhooks (issue 46, section 2): the calling client's webhook endpoints, which receive its change
 * feed as signed messages (src/webhooks/). Here they are made, read, changed and deleted; their
 * secret, test, replays and deliveries are in webhook-actions.ts.
 */

/** 400 naming the rule a URL breaks, when it breaks one. */
function checkUrl(url: string, policy: WebhookAddressPolicy) {
  const problem = webhookUrlProblem(url, policy)
  if (problem === undefined) return
  throw new HttpError(400, problem.message, {
    errors: [{ message: problem.message, data: { code: 'webhook_url_refused', field: 'url' } }],
  })
}

/** The client's endpoints (or one), read in the caller's turn: the caller is the client, or an admin. */
export async function endpointsOf(
  { endpoints, budget }: Pick<WebhookRouteOptions, 'endpoints' | 'budget'>,
  callerId: string,
  clientId: string,
): Promise<{ message: string; data: WebhookEndpoint[] }> {
  const data = await budget.run(callerId, () => endpoints.list(clientId))
  return { message: `Found ${countOf(ENDPOINT_WORDS, data.length)}`, data }
}

export async function webhooksRoutes(app: FastifyInstance, options: WebhookRouteOptions) {
  const { endpoints, budget, types, maxPerClient, policy } = options
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  const tags = [WEBHOOKS_TAG]
  const bodyErrors = errorResponses(401, 413, 415, 429, 500, 503)
  const answered = (description: string) => endpointAnswer(types, description)
  const oneEndpoint = async (clientId: string, id: number | undefined) =>
    id === undefined ? undefined : budget.run(clientId, () => endpoints.one(clientId, id))

  api.post(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'Make a webhook endpoint; its secret is shown once',
        description:
          'The endpoint receives the events that commit from now on, of its `types`, as signed messages ' +
          `(the \`intake.changes\` webhook of this document). At most MAX_WEBHOOKS_PER_CLIENT (${maxPerClient}) per client.`,
        body: newEndpointBody(types),
        response: { 201: createdAnswer(types), 400: REFUSED_RESPONSE, 409: TOO_MANY_RESPONSE, ...bodyErrors },
      },
    },
    async (request, reply) => {
      const { url, types: chosen = null, description = null, events_per_message } = request.body
      checkUrl(url, policy)
      const secret = newWebhookSecret()
      const created = await endpoints.create(
        actorOf(request),
        { url, types: chosen, description, eventsPerMessage: events_per_message ?? DEFAULT_EVENTS_PER_MESSAGE },
        secret,
        maxPerClient,
      )
      if (created === undefined) {
        throw new HttpError(
          409,
          `This client already has ${maxPerClient} webhook endpoints, as many as MAX_WEBHOOKS_PER_CLIENT allows: delete one first`,
          { code: 'too_many_webhooks' },
        )
      }
      return reply.code(201).send({ message: `Created webhook endpoint ${created.id}`, data: [{ ...created, secret }] })
    },
  )

  api.get(
    '/webhooks',
    {
      schema: {
        tags,
        summary: 'The client’s webhook endpoints',
        description: 'Each with its last delivery and backlog, by id; never a secret.',
        response: {
          200: answered('Every endpoint of the client, by id'),
          ...errorResponses(401, 429, 500, 503),
        },
      },
    },
    (request) => endpointsOf(options, request.clientId, request.clientId),
  )

  api.get(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'One webhook endpoint',
        description: 'With its last delivery and backlog; never its secret.',
        params: EndpointIdParams,
        response: { 200: answered('The endpoint'), ...errorResponses(400, 401, 404, 429, 500, 503) },
      },
      attachValidation: true,
    },
    async (request) => {
      const endpoint = await oneEndpoint(request.clientId, endpointIdOf(request))
      if (endpoint === undefined) throw noEndpoint(request.params.id)
      return { message: `Found webhook endpoint ${endpoint.id}`, data: [endpoint] }
    },
  )

  api.patch(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Change a webhook endpoint',
        description:
          'Any of its fields. `enabled: false` stops its messages (`disabled_reason`: `disabled by the client`); ' +
          '`enabled: true` clears the reason and tries the pending message at once, with the whole retry ' +
          'schedule again. A message already made keeps the types it was made with.',
        params: EndpointIdParams,
        body: endpointChangesBody(types),
        response: {
          200: answered('The endpoint as changed'),
          400: REFUSED_RESPONSE,
          ...errorResponses(404),
          ...bodyErrors,
        },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = endpointIdOf(request)
      const { url, types: chosen, description, events_per_message, enabled } = request.body
      if (url !== undefined) checkUrl(url, policy)
      const changed =
        id !== undefined &&
        (await endpoints.update(actorOf(request), id, {
          ...(url === undefined ? {} : { url }),
          ...(chosen === undefined ? {} : { types: chosen }),
          ...(description === undefined ? {} : { description }),
          ...(events_per_message === undefined ? {} : { eventsPerMessage: events_per_message }),
          ...(enabled === undefined ? {} : { enabled }),
        }))
      const endpoint = changed ? await oneEndpoint(request.clientId, id) : undefined
      if (endpoint === undefined) throw noEndpoint(request.params.id)
      return { message: `Changed webhook endpoint ${endpoint.id}`, data: [endpoint] }
    },
  )

  api.delete(
    '/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook endpoint',
        description: 'With its log of messages and its replays. A message being sent may still arrive.',
        params: EndpointIdParams,
        response: {
          204: Type.Null({ description: 'Deleted' }),
          ...errorResponses(400, 401, 404, 429, 500, 503),
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const id = endpointIdOf(request)
      const deleted = id !== undefined && (await endpoints.remove(actorOf(request), id))
      if (!deleted) throw noEndpoint(request.params.id)
      return reply.code(204).send(null)
    },
  )
}
