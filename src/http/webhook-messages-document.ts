import type { OpenAPIV3_1 } from 'openapi-types'
import { Type } from 'typebox'
import type { Resource } from '../domain/resource.ts'
import { CHANGES_MESSAGE_TYPE } from '../webhooks/messages.ts'
import { EventSchema, EXAMPLE_CHANGES_PAGE } from './routes/changes.ts'

/**
 * The OpenAPI document's top-level `webhooks` (OpenAPI 3.1): the message a webhook endpoint receives,
 * with the headers that sign it (Standard Webhooks).
 */

const header = (name: string, description: string): OpenAPIV3_1.ParameterObject => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
})

export function webhookMessagesDocument(resources: readonly Resource[]): Record<string, OpenAPIV3_1.PathItemObject> {
  const event = EventSchema(resources)
  const message = Type.Object(
    {
      type: Type.Literal(CHANGES_MESSAGE_TYPE),
      timestamp: Type.String({ format: 'date-time', description: 'When the message was made' }),
      data: Type.Object({
        events: Type.Array(
          Type.Object({
            ...event.properties,
            data: Type.Union([...resources.map((resource) => resource.storedRecordSchema), Type.Null()], {
              description:
                'The record as the read side returns it when the message is made; null if it no longer exists',
            }),
          }),
          {
            minItems: 1,
            description:
              'In sequence order, of the endpoint’s types, at most its events_per_message, as GET /v3/changes with include=data gives them',
          },
        ),
      }),
    },
    {
      examples: [
        {
          type: CHANGES_MESSAGE_TYPE,
          timestamp: '2026-11-20T10:16:41.002Z',
          data: { events: EXAMPLE_CHANGES_PAGE.data },
        },
      ],
    },
  )
  return {
    // openapi-types' 3.1 media type does not take a plain JSON Schema: the path item is asserted whole.
    [CHANGES_MESSAGE_TYPE]: {
      post: {
        summary: 'Events of the client’s change feed, to each of its webhook endpoints',
        description:
          'POSTed to the endpoint’s URL, one message at a time, in the feed’s order. Verify the signature ' +
          '(Standard Webhooks: @intake/client’s verifyWebhook, or any standardwebhooks library) with the ' +
          'endpoint’s secret before trusting the body. A test message (POST /v3/webhooks/{id}/test) has this ' +
          'shape, of type `webhook.test`.',
        tags: ['webhooks'],
        parameters: [
          header('webhook-id', 'The message’s id, `msg_…`: the same on each attempt (deduplicate by it)'),
          header('webhook-timestamp', 'The attempt’s time, in unix seconds'),
          header(
            'webhook-signature',
            '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, one per secret still valid, separated by spaces',
          ),
        ],
        requestBody: { required: true, content: { 'application/json': { schema: message } } },
        responses: {
          '2XX': { description: 'Received: the next message follows' },
          default: { description: 'Not received: the message is tried again later' },
        },
      },
    } as OpenAPIV3_1.PathItemObject,
  }
}
