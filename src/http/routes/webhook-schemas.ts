import { Type } from 'typebox'
import { SEQUENCE_WIDTH } from '../../db/change-feed.ts'
import { DEFAULT_MAX_LENGTH, NON_BLANK, STORABLE_TEXT } from '../../domain/fields.ts'
import { MAX_EVENTS_PER_MESSAGE } from '../../webhooks/messages.ts'
import { ERROR_RESPONSES } from '../responses.ts'

/**
 * The bodies and answers of the webhook endpoints (http/routes/webhooks.ts, webhook-actions.ts, and the
 * admin's reads in admin-webhooks.ts), described once for validation, serialisation and the OpenAPI
 * document.
 */

export const MAX_URL_LENGTH = 2048
export const DEFAULT_EVENTS_PER_MESSAGE = 100

const INSTANT = (description: string) => Type.String({ format: 'date-time', description })
const SEQUENCE = (description: string) =>
  Type.String({ pattern: `^[0-9]{${SEQUENCE_WIDTH}}$`, description: `${description} (${SEQUENCE_WIDTH} digits)` })
const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description })

const url = Type.String({
  maxLength: MAX_URL_LENGTH,
  description:
    'Where messages are POSTed: https (http only with WEBHOOK_ALLOW_HTTP), not a private, loopback or other ' +
    'reserved address (unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES); redirects are not followed',
})
const typesOf = (types: readonly string[]) =>
  nullable(
    Type.Array(Type.String({ enum: [...types] }), { minItems: 1, uniqueItems: true }),
    `The event types sent (of ${types.join(', ')}); null: every type, those added later included`,
  )
const description = nullable(
  Type.String({ maxLength: DEFAULT_MAX_LENGTH, pattern: STORABLE_TEXT, [NON_BLANK]: true }),
  'A label for people',
)
const eventsPerMessage = Type.Integer({
  minimum: 1,
  maximum: MAX_EVENTS_PER_MESSAGE,
  description: `The most events one message holds (default ${DEFAULT_EVENTS_PER_MESSAGE})`,
})

const EXAMPLE_URL = 'https://hooks.example.com/intake'
const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'

export const newEndpointBody = (types: readonly string[]) =>
  Type.Object(
    {
      url,
      types: Type.Optional(typesOf(types)),
      description: Type.Optional(description),
      events_per_message: Type.Optional(eventsPerMessage),
    },
    {
      additionalProperties: false,
      examples: [{ url: EXAMPLE_URL, types: ['application_step.created'], description: 'Our ATS sync' }],
    },
  )

export const endpointChangesBody = (types: readonly string[]) =>
  Type.Object(
    {
      url: Type.Optional(url),
      types: Type.Optional(typesOf(types)),
      description: Type.Optional(description),
      events_per_message: Type.Optional(eventsPerMessage),
      enabled: Type.Optional(
        Type.Boolean({
          description:
            'false: no message is sent until it is true again. true: the pending message is tried at once, ' +
            'with the whole retry schedule again; nothing is skipped',
        }),
      ),
    },
    { additionalProperties: false, minProperties: 1, examples: [{ enabled: false }, { url: EXAMPLE_URL }] },
  )

export const EndpointIdParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]*$', description: 'The endpoint’s id, a positive integer' }),
})

const endpointProperties = (types: readonly string[]) => ({
  id: Type.Integer({ minimum: 1 }),
  url,
  types: typesOf(types),
  description,
  events_per_message: eventsPerMessage,
  enabled: Type.Boolean(),
  disabled_reason: nullable(
    Type.String(),
    'Why it is disabled: `disabled by the client`, or the delivery’s own reason; null while enabled',
  ),
  created_at: INSTANT('When it was created'),
  last_delivery: nullable(
    Type.Object({
      at: INSTANT('When the attempt was made'),
      status: nullable(Type.Integer(), 'The receiver’s status; null when none came (the log says why)'),
      ok: Type.Boolean({ description: 'The status was 2xx' }),
    }),
    'The newest attempt of any of its messages; null before the first',
  ),
  backlog: Type.Integer({
    minimum: 0,
    description:
      'Events of its types not yet delivered: those of the pending message and those after it (replays aside)',
  }),
})

const EXAMPLE_ENDPOINT = {
  id: 3,
  url: EXAMPLE_URL,
  types: ['application_step.created'],
  description: 'Our ATS sync',
  events_per_message: 100,
  enabled: true,
  disabled_reason: null,
  created_at: '2026-11-20T10:15:02.120Z',
  last_delivery: { at: '2026-11-20T10:16:00.481Z', status: 204, ok: true },
  backlog: 0,
}

export const endpointAnswer = (types: readonly string[], description: string) =>
  Type.Object(
    { message: Type.String(), data: Type.Array(Type.Object(endpointProperties(types))) },
    { description, examples: [{ message: 'Found 1 webhook endpoint', data: [EXAMPLE_ENDPOINT] }] },
  )

export const createdAnswer = (types: readonly string[]) =>
  Type.Object(
    {
      message: Type.String(),
      data: Type.Array(
        Type.Object({
          ...endpointProperties(types),
          secret: Type.String({
            description: 'The signing secret, `whsec_` and base64: shown this once (keep it to verify messages)',
          }),
        }),
      ),
    },
    {
      description: 'The endpoint was created; its secret is in this answer and nowhere else',
      examples: [
        {
          message: 'Created webhook endpoint 3',
          data: [{ ...EXAMPLE_ENDPOINT, last_delivery: null, secret: EXAMPLE_SECRET }],
        },
      ],
    },
  )

export const RotatedAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        secret: Type.String({ description: 'The new signing secret: shown this once' }),
        previous_secret_expires_at: INSTANT('Until when the secret it replaces still signs messages, beside it'),
      }),
    ),
  },
  {
    description: 'The endpoint has a new secret; messages carry a signature of each secret still valid',
    examples: [
      {
        message: 'Rotated the secret of webhook endpoint 3',
        data: [{ id: 3, secret: EXAMPLE_SECRET, previous_secret_expires_at: '2026-11-21T10:15:02.120Z' }],
      },
    ],
  },
)

export const TestedAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        status: nullable(Type.Integer(), 'The receiver’s status; null when none came'),
        error: nullable(Type.String(), 'Why no status came (refused address, connection, timeout); else null'),
        duration_ms: Type.Integer({ minimum: 0 }),
      }),
    ),
  },
  {
    description: 'The test message was sent once, now: what the receiver answered',
    examples: [{ message: 'The receiver answered 204', data: [{ status: 204, error: null, duration_ms: 81 }] }],
  },
)

export const ReplayBody = Type.Object(
  {
    after: Type.Optional(SEQUENCE('Replay the events after this sequence: a `sequence` of the feed or of a message')),
    since: Type.Optional(INSTANT('Replay the events that occurred at or after this instant')),
  },
  {
    additionalProperties: false,
    description: 'Exactly one of `after` and `since`',
    examples: [{ after: '0000000000000000041' }, { since: '2026-11-20T00:00:00Z' }],
  },
)

export const ReplayedAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        after: SEQUENCE('The replay holds the events after this sequence'),
        through: SEQUENCE('… up to this one, the feed’s head when asked'),
      }),
    ),
  },
  {
    description:
      'The replay is queued: its messages (marked `replay`) follow the events already owed, before later ones',
    examples: [
      {
        message: 'Replaying the events after 0000000000000000041 through 0000000000000000057',
        data: [{ after: '0000000000000000041', through: '0000000000000000057' }],
      },
    ],
  },
)

export const DeliveriesAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        webhook_id: Type.String({ description: 'The message’s `webhook-id`, the same on each attempt' }),
        first_sequence: nullable(SEQUENCE('Its first event'), 'Its first event’s sequence; null when it holds none'),
        last_sequence: nullable(SEQUENCE('Its last event'), 'Its last event’s sequence; null when it holds none'),
        events: Type.Integer({ minimum: 0 }),
        replay: Type.Boolean({ description: 'It is part of a replay' }),
        state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('missed')], {
          description:
            '`pending`: not delivered yet (at most one per endpoint); `delivered`: a 2xx came; `missed`: its ' +
            'events were pruned while the endpoint was disabled, it was never sent',
        }),
        created_at: INSTANT('When the message was made'),
        attempts: Type.Array(
          Type.Object({
            at: INSTANT('When the attempt was made'),
            status: nullable(Type.Integer(), 'The receiver’s status; null when none came'),
            error: nullable(Type.String(), 'Why no status came; else null'),
            duration_ms: Type.Integer({ minimum: 0 }),
          }),
          { description: 'Each attempt, oldest first' },
        ),
      }),
    ),
    next_cursor: nullable(Type.String(), 'Pass it as cursor for the next page; null on the last page'),
  },
  {
    description: 'One page of the endpoint’s messages, newest first (never their bodies)',
    examples: [
      {
        message: 'Found 1 message',
        data: [
          {
            webhook_id: 'msg_5b0e7c1d2f3a4b5c6d7e8f9012345678',
            first_sequence: '0000000000000000042',
            last_sequence: '0000000000000000057',
            events: 9,
            replay: false,
            state: 'delivered',
            created_at: '2026-11-20T10:16:00.302Z',
            attempts: [
              { at: '2026-11-20T10:16:00.310Z', status: 503, error: null, duration_ms: 120 },
              { at: '2026-11-20T10:16:05.320Z', status: 204, error: null, duration_ms: 81 },
            ],
          },
        ],
        next_cursor: null,
      },
    ],
  },
)

/** 409 of a creation past MAX_WEBHOOKS_PER_CLIENT. */
export const TOO_MANY_RESPONSE = {
  ...ERROR_RESPONSES[409],
  description: 'The client already has MAX_WEBHOOKS_PER_CLIENT endpoints (`too_many_webhooks`)',
}

/** 400 of a body or URL refused. */
export const REFUSED_RESPONSE = {
  ...ERROR_RESPONSES[400],
  description:
    'The body is invalid (an unknown event type is `not_allowed_value`), or the URL is refused (`webhook_url_refused`, the message names the rule)',
}
