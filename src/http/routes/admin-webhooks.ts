import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { requireClient } from '../../auth/clients.ts'
import type { Database } from '../../db/database.ts'
import { errorResponses, queryAnswers } from '../responses.ts'
import { ADMIN_TAG, answering } from './admin.ts'
import { DELIVERIES_DESCRIPTION, deliveriesAnswer, deliveriesQuery } from './webhook-actions.ts'
import { endpointIdOf, noEndpoint, type WebhookRouteOptions } from './webhook-requests.ts'
import { DeliveriesAnswer, endpointAnswer } from './webhook-schemas.ts'
import { endpointsOf } from './webhooks.ts'

/**
 * An admin's reads of any data client's webhook endpoints and their messages, under /v3/admin (app.ts
 * checks the scope): the answers the client itself gets, never a secret.
 */

const CLIENT_ID = Type.String({ description: 'The client’s id, `cl_...`' })

export async function adminWebhookRoutes(
  app: FastifyInstance,
  options: Pick<WebhookRouteOptions, 'endpoints' | 'deliveries' | 'budget' | 'types'> & { readonly db: Database },
) {
  const { db, types } = options
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  const tags = [ADMIN_TAG]

  api.get(
    '/clients/:client_id/webhooks',
    {
      schema: {
        tags,
        summary: 'One client’s webhook endpoints',
        description: 'As GET /v3/webhooks, for any client: each with its last delivery and backlog, never a secret.',
        params: Type.Object({ client_id: CLIENT_ID }),
        response: {
          200: endpointAnswer(types, 'Every endpoint of the client, by id'),
          ...errorResponses(400, 401, 403, 404, 429, 500, 503),
        },
      },
    },
    async (request) => {
      const clientId = request.params.client_id
      await answering(requireClient(db, clientId))
      return endpointsOf(options, request.clientId, clientId)
    },
  )

  api.get(
    '/clients/:client_id/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'One client’s webhook endpoint’s messages, newest first',
        description: `As GET /v3/webhooks/{id}/deliveries, for any client. ${DELIVERIES_DESCRIPTION}`,
        params: Type.Object({
          client_id: CLIENT_ID,
          id: Type.String({ pattern: '^[1-9][0-9]*$', description: 'The endpoint’s id, a positive integer' }),
        }),
        querystring: deliveriesQuery.schema,
        response: { ...queryAnswers(DeliveriesAnswer), ...errorResponses(403, 404) },
      },
      attachValidation: true,
    },
    async (request) => {
      const id = endpointIdOf(request)
      const clientId = request.params.client_id
      await answering(requireClient(db, clientId))
      const answer = await deliveriesAnswer(options, request.clientId, clientId, id, request.query)
      if (answer === undefined) throw noEndpoint(request.params.id)
      return answer
    },
  )
}
