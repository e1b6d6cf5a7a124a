import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { IngestionActivity } from '../../db/ingestion-activity.ts'
import type { ErrorEntry } from '../../errors.ts'
import type { CostBudget } from '../cost-budget.ts'
import { defineQuery, instant, oneOf, problem, rangeProblems, required, withDefault } from '../query-parameters.ts'
import { queryAnswers } from '../responses.ts'

/**
 * GET /v3/reports/ingestion: the calling client's ingestion activity per bucket and resource, from the
 * counters the writes keep (db/ingestion-activity.ts). The answer is built by ingestionAnswer, which the
 * admin's per-client report (http/routes/admin.ts) shares.
 *
 * Its query: a half-open range [from, to) of whole UTC hours or days, by hour (at most MAX_HOURLY_DAYS
 * days) or by day (at most MAX_DAILY_DAYS). The counters are kept per hour, so a range that starts or
 * ends inside a bucket could not be answered exactly: it is refused.
 */

const MAX_HOURLY_DAYS = 31
const MAX_DAILY_DAYS = 366
const BUCKET_MS = { hour: 3_600_000, day: 86_400_000 } as const

function alignmentProblems(bucket: 'hour' | 'day', values: Record<'from' | 'to', string>): ErrorEntry[] {
  return (['from', 'to'] as const).flatMap((name) =>
    Date.parse(values[name]) % BUCKET_MS[bucket] === 0
      ? []
      : [
          problem(
            name,
            'invalid_format',
            `${name} must start a whole UTC ${bucket} with bucket=${bucket}, such as ${
              bucket === 'hour' ? '2026-11-20T10:00:00Z' : '2026-11-20T00:00:00Z'
            }`,
          ),
        ],
  )
}

const ingestionQuery = defineQuery(
  {
    bucket: withDefault(oneOf(['hour', 'day'], 'The length of each bucket (UTC)'), 'day'),
    from: required(instant('The start of the range, included: a whole UTC hour (bucket=hour) or day (bucket=day)')),
    to: required(instant('The end of the range, excluded: a whole UTC hour or day, later than from')),
  },
  ({ bucket, from, to }) => {
    const aligned = alignmentProblems(bucket, { from, to })
    if (aligned.length > 0) return aligned
    return rangeProblems({ from: 'from', to: 'to' }, from, to, bucket === 'hour' ? MAX_HOURLY_DAYS : MAX_DAILY_DAYS)
  },
)

const count = (description: string) => Type.Integer({ minimum: 0, description })

export const IngestionAnswer = Type.Object(
  {
    message: Type.String(),
    data: Type.Array(
      Type.Object({
        bucket: Type.String({ description: 'The start of the hour or day (UTC), `YYYY-MM-DDTHH:MM:SSZ`' }),
        resource: Type.String({ description: 'The resource: application-steps, activities, job-offers' }),
        created: count('Records stored for the first time'),
        changed: count('Stored records changed: by a re-send with other values, a PATCH, an erasure'),
        rejected: count('Items rejected (a rejected PATCH counts one)'),
        batches: count('Batches received (a batch whose every item was rejected included)'),
        batches_refused: count(
          'Batches refused whole, before their items were read: not JSON, too large, a wrong Content-Type',
        ),
        reasons: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
          description:
            'The rejections by error code (docs/api.md): an item rejected under its first problem’s code, a ' +
            'batch or PATCH refused whole under its own; most frequent first',
        }),
      }),
      { description: 'One entry per bucket and resource that saw any activity, in time then resource order' },
    ),
    last_batch_at: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]), {
      description: 'Per resource, when the last batch was received (at any time, not only in the range); null if never',
    }),
  },
  {
    description: 'The activity of the range',
    examples: [
      {
        message: 'Ingestion by day from 2026-11-20T00:00:00.000Z to 2026-11-21T00:00:00.000Z (excluded)',
        data: [
          {
            bucket: '2026-11-20T00:00:00Z',
            resource: 'application-steps',
            created: 950,
            changed: 12,
            rejected: 50,
            batches: 2,
            batches_refused: 1,
            reasons: { invalid_format: 38, required: 12, invalid_json: 1 },
          },
        ],
        last_batch_at: { 'application-steps': '2026-11-20T10:15:02.120Z', activities: null, 'job-offers': null },
      },
    ],
  },
)

export const ingestionReportSchema = {
  querystring: ingestionQuery.schema,
  response: queryAnswers(IngestionAnswer),
}

export const INGESTION_REPORT_DESCRIPTION =
  `Per bucket (\`bucket=hour\`, at most ${MAX_HOURLY_DAYS} days, or \`day\`, at most ${MAX_DAILY_DAYS}) and ` +
  'resource, in [`from`, `to`) (whole UTC hours or days): records created, records changed, items rejected ' +
  'and batches received, counted by the writes themselves (a write that rolls back counts nothing, an identical ' +
  're-send changes nothing). Buckets without activity are left out.'

export interface IngestionReportOptions {
  readonly activity: IngestionActivity
  readonly budget: CostBudget
  readonly resourceNames: readonly string[]
}

/** The answer for one client (`clientId`), read in the turn of the caller (`callerId`: the client, or an admin). */
export async function ingestionAnswer(
  { activity, budget, resourceNames }: IngestionReportOptions,
  callerId: string,
  clientId: string,
  query: Readonly<Record<string, unknown>>,
) {
  const { bucket, from, to } = ingestionQuery.read(query)
  const { rows: data, lastBatches } = await budget.run(callerId, () =>
    activity.report(clientId, resourceNames, bucket, from, to),
  )
  return {
    message: `Ingestion by ${bucket} from ${from} to ${to} (excluded)`,
    data,
    last_batch_at: lastBatches,
  }
}

export default async function ingestionReportRoutes(app: FastifyInstance, options: IngestionReportOptions) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/reports/ingestion',
    {
      schema: {
        tags: ['reports'],
        summary: 'What the calling client has sent, per hour or day and resource',
        description: INGESTION_REPORT_DESCRIPTION,
        ...ingestionReportSchema,
      },
    },
    (request) => ingestionAnswer(options, request.clientId, request.clientId, request.query),
  )
}
