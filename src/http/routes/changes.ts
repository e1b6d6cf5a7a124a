import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { EVENT_KINDS, eventTypes, SEQUENCE_WIDTH, sequenceNumber, sequenceText } from '../../db/change-feed.ts'
import type { EventPages } from '../../db/event-pages.ts'
import type { Resource } from '../../domain/resource.ts'
import { HttpError } from '../../errors.ts'
import { contentTypeOf } from '../content-negotiation.ts'
import type { CostBudget } from '../cost-budget.ts'
import { defineQuery, formedText, limit, oneOf, someOf } from '../query-parameters.ts'
import { errorResponses, queryAnswers } from '../responses.ts'

/**
 * GET /v3/changes: the calling client's change feed (db/change-feed.ts), in sequence order, one page
 * after a sequence at a time.
 */

/** `after`: a sequence the feed returned, as its number's text. */
const sequence = (description: string) =>
  formedText<string>(
    `a sequence this feed returned (${SEQUENCE_WIDTH} digits), unchanged`,
    `^[0-9]{${SEQUENCE_WIDTH}}$`,
    description,
    sequenceNumber,
  )

export function changesQuery(types: readonly string[]) {
  return defineQuery({
    after: sequence('The `next_after` of the page before, or any event’s `sequence`; left out: from the oldest kept'),
    limit: limit('Events per page'),
    types: someOf(types, 'Only the events of these types'),
    include: oneOf(['data'], '`data`: each event with its record as it is now'),
  })
}

/** An event as the feed shows it; `data` with `include=data` (webhook messages always carry it). */
export const EventSchema = (resources: readonly Resource[]) =>
  Type.Object({
    sequence: Type.String({
      description: `Opaque, ${SEQUENCE_WIDTH} characters; their byte order is the feed's order`,
    }),
    type: Type.String({ enum: eventTypes(resources) }),
    resource: Type.String({
      enum: resources.map((resource) => resource.name),
      description: 'The path name of the record’s resource',
    }),
    id: Type.Integer({ minimum: 1, description: 'The record’s id' }),
    occurred_at: Type.String({
      format: 'date-time',
      description: 'When the change was made (the writing node’s clock)',
    }),
    data: Type.Optional(
      Type.Union([...resources.map((resource) => resource.storedRecordSchema), Type.Null()], {
        description:
          'With `include=data`: the record as the read side returns it now, not as it was at the event ' +
          '(an erased e-mail is null); null if it no longer exists',
      }),
    ),
  })

/** An application step as the read side returns it, as `include=data` adds it. */
const exampleStep = (id: number, fields: Record<string, unknown>) => ({
  id,
  recorded_at: '2026-11-20T10:15:00.000Z',
  job_offer_reference: 'JO-2026-042',
  job_offer_reference_2: null,
  job_offer_reference_3: null,
  job_offer_title: 'Data engineer',
  candidate_creation_date: '2026-11-18T08:00:00.000Z',
  candidate_mail: 'jane.doe@example.org',
  candidate_phone: '+33 6 12 34 56 78',
  candidate_ats_id: 'C-81723',
  source: 'jobboard-a',
  step: 'interview',
  step_ats_id: '4',
  application_ats_id: 'A-99812',
  subsidiary: 'Paris',
  subsidiary_ats_id: null,
  created_at: '2026-11-20T10:15:02.120Z',
  updated_at: '2026-11-20T10:15:02.120Z',
  ...fields,
})

/** The example of a page: docs/api.md's (`after=0000000000000000041&limit=2&include=data`). */
export const EXAMPLE_CHANGES_PAGE = {
  message: 'Found 2 events',
  data: [
    {
      sequence: '0000000000000000042',
      type: 'application_step.created',
      resource: 'application-steps',
      id: 123,
      occurred_at: '2026-11-20T10:15:02.120Z',
      data: exampleStep(123, {}),
    },
    {
      sequence: '0000000000000000043',
      type: 'application_step.personal_data_erased',
      resource: 'application-steps',
      id: 97,
      occurred_at: '2026-11-20T10:16:40.503Z',
      data: exampleStep(97, {
        recorded_at: '2026-05-04T08:30:00.000Z',
        candidate_creation_date: '2026-05-02T16:20:00.000Z',
        candidate_mail: null,
        candidate_phone: null,
        candidate_ats_id: 'C-1',
        step: 'applied',
        step_ats_id: null,
        application_ats_id: 'A-2',
        created_at: '2026-05-04T08:30:01.000Z',
        updated_at: '2026-11-20T10:16:40.503Z',
      }),
    },
  ],
  next_after: '0000000000000000043',
}

export interface ChangesRouteOptions {
  /** The events' pages, with their records for `include=data`. */
  readonly pages: EventPages
  readonly budget: CostBudget
  readonly retentionDays: number
}

export async function changesRoutes(app: FastifyInstance, options: ChangesRouteOptions) {
  const { pages, budget, retentionDays } = options
  const resources = pages.resources
  const query = changesQuery(eventTypes(resources))

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/changes',
    {
      schema: {
        tags: ['changes'],
        summary: 'Every change to the calling client’s records, in one order',
        description:
          `Events: ${EVENT_KINDS.join(', ')} (of application steps only) of each resource's records. ` +
          'Follow `next_after`: every committed change appears exactly once, in one order, and no event ' +
          `ever appears before one already returned. Kept CHANGES_RETENTION_DAYS (${retentionDays}) days: ` +
          'an `after` before the oldest kept is 410.',
        querystring: query.schema,
        response: {
          ...queryAnswers(
            Type.Object(
              {
                message: Type.String(),
                data: Type.Array(EventSchema(resources)),
                next_after: Type.String({
                  description: 'The last event’s sequence, or the `after` given when the page is empty: poll with it',
                }),
              },
              {
                description: 'One page of events, in sequence order',
                examples: [EXAMPLE_CHANGES_PAGE],
              },
            ),
          ),
          ...errorResponses(410),
        },
      },
    },
    async (request, reply) => {
      const values = query.read(request.query as Record<string, unknown>)
      const clientId = request.clientId
      const range = { after: values.after, limit: values.limit, types: values.types }
      const page =
        values.include === 'data'
          ? await budget.run(clientId, () => pages.page(clientId, range, true))
          : await pages.page(clientId, range, false)
      if (values.after !== undefined && BigInt(values.after) < BigInt(page.prunedThrough)) {
        throw expired(sequenceText(values.after), page.prunedThrough, page.keptSince, retentionDays)
      }
      const message = `Found ${page.count} ${page.count === 1 ? 'event' : 'events'}`
      const nextAfter = sequenceText(page.last ?? values.after ?? page.prunedThrough)
      // The events come as JSON text (db/event-pages.ts): the answer is written around them.
      return reply
        .type(contentTypeOf('application/json'))
        .send(
          Buffer.from(
            `{"message":${JSON.stringify(message)},"data":${page.json},"next_after":${JSON.stringify(nextAfter)}}`,
          ),
        )
    },
  )
}

/** The 410 of an `after` whose following events are partly pruned: how to resynchronise, and where the feed now starts. */
function expired(after: string, prunedThrough: string, keptSince: string | undefined, retentionDays: number) {
  const start = sequenceText(prunedThrough)
  return new HttpError(
    410,
    `The events after ${after} are no longer kept (CHANGES_RETENTION_DAYS is ${retentionDays}): ` +
      `every event from ${keptSince ?? 'the oldest kept'} on is. Resynchronise: read each list with ` +
      'updated_since a margin before the occurred_at of the last event you processed (a write’s updated_at ' +
      `is when it began; earlier is always safe), then follow this feed with after=${start}.`,
    { code: 'changes_expired' },
  )
}
