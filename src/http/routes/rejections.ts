import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { RejectionLog } from '../../db/rejections.ts'
import { ERROR_CODE_NAMES } from '../../error-codes.ts'
import { ErrorBody } from '../../errors.ts'
import type { CostBudget } from '../cost-budget.ts'
import {
  defineQuery,
  exactText,
  instant,
  limit,
  newestFirstAnswer,
  newestFirstCursor,
  oneOf,
  rangeProblems,
} from '../query-parameters.ts'
import { queryAnswers } from '../responses.ts'

/**
 * GET /v3/rejections: the calling client's rejection log (db/rejections.ts), newest first. The answer is
 * built by rejectionsAnswer, which the admin's per-client log (http/routes/admin.ts) shares.
 */

/** Its query: filters, newest first, one page at a time after a cursor (the id of the last rejection of the page before). */
export function rejectionsQuery(resourceNames: readonly string[]) {
  return defineQuery(
    {
      resource: oneOf(resourceNames, 'Only the rejections of this resource'),
      field: exactText('Only the rejections with a problem in this field'),
      code: oneOf(ERROR_CODE_NAMES, 'Only the rejections with a problem of this code'),
      from: instant('Only the rejections recorded at or after this instant'),
      to: instant('Only the rejections recorded before this instant'),
      request_id: exactText('Only the rejections of this request (its x-request-id)'),
      limit: limit('Rejections per page'),
      cursor: newestFirstCursor(),
    },
    ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to),
  )
}

export const RejectionsAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        rejected_at: Type.String({ format: 'date-time' }),
        request_id: Type.String({ description: 'The x-request-id of the answer that rejected the item' }),
        resource: Type.String(),
        index: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
          description: 'The item’s index in its batch; null for a PATCH, and for a request refused whole',
        }),
        problems: Type.Array(
          Type.Object({
            field: Type.Union([Type.String(), Type.Null()]),
            code: Type.Optional({
              ...ErrorBody.properties.errors.items.properties.data.properties.code,
              description: 'As in the answer (absent in rejections recorded before codes were)',
            }),
            message: Type.String(),
            value: Type.Optional(
              Type.Unknown({
                description: 'The value refused, as in the answer; never of a free-text field or personal data',
              }),
            ),
          }),
        ),
        natural_key: Type.Record(
          Type.String(),
          Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
          {
            description: 'The item’s natural-key values that were valid, to find it in your own system',
          },
        ),
      }),
    ),
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass it as cursor for the next page; null on the last page',
    }),
  },
  {
    description: 'One page of rejected items, newest first',
    examples: [
      {
        message: 'Found 1 rejection',
        data: [
          {
            id: 41,
            rejected_at: '2026-11-20T10:15:02.120Z',
            request_id: '5f0c6e1e-0a51-4d3e-9a53-3c3f3c2c9b10',
            resource: 'application-steps',
            index: 1,
            problems: [
              { field: 'recorded_at', code: 'invalid_format', message: 'recorded_at must be …', value: '2026-11-20' },
            ],
            natural_key: { application_ats_id: 'A-2', recorded_at: '2026-11-20T10:15:00Z' },
          },
        ],
        next_cursor: null,
      },
    ],
  },
)

export function rejectionsSchema(resourceNames: readonly string[]) {
  return {
    querystring: rejectionsQuery(resourceNames).schema,
    response: queryAnswers(RejectionsAnswer),
  }
}

export const REJECTIONS_DESCRIPTION =
  'Each item a batch rejected, each rejected PATCH, and each write request refused whole before its items ' +
  'were read (not JSON, too large, a wrong Content-Type), recorded by the request: when, its request id, ' +
  'resource, index, each problem’s field, code, message and refused value (not of free text), and the ' +
  'natural-key values that were valid (never the body or personal data). Kept REJECTIONS_RETENTION_DAYS days, at most ' +
  'MAX_REJECTIONS_PER_CLIENT per client. Newest first; filters combine with AND.'

/** The answer for one client (`clientId`), read in the turn of the caller (`callerId`: the client, or an admin). */
export async function rejectionsAnswer(
  { log, budget }: { readonly log: RejectionLog; readonly budget: CostBudget },
  query: ReturnType<typeof rejectionsQuery>,
  callerId: string,
  clientId: string,
  parameters: Readonly<Record<string, unknown>>,
) {
  const values = query.read(parameters)
  const { resource, field, code, from, to, request_id: requestId, limit, cursor } = values
  const rows = await budget.run(callerId, () =>
    log.list(clientId, { resource, field, code, from, to, requestId, before: cursor?.before, limit: limit + 1 }),
  )
  return newestFirstAnswer(rows, limit, (at) => query.nextCursor(at, values), {
    singular: 'rejection',
    plural: 'rejections',
  })
}

export default async function rejectionsRoutes(
  app: FastifyInstance,
  options: { readonly log: RejectionLog; readonly budget: CostBudget; readonly resourceNames: readonly string[] },
) {
  const query = rejectionsQuery(options.resourceNames)
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/rejections',
    {
      schema: {
        tags: ['reports'],
        summary: 'The items the calling client sent that were rejected',
        description: REJECTIONS_DESCRIPTION,
        ...rejectionsSchema(options.resourceNames),
      },
    },
    (request) => rejectionsAnswer(options, query, request.clientId, request.clientId, request.query),
  )
}
