import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { type TSchema, Type } from 'typebox'
import type { PipelineReport } from '../../db/pipeline-report.ts'
import type { Pipelines } from '../../db/pipelines.ts'
import { MAX_RANGE_DAYS } from '../../domain/funnel.ts'
import { filtersOf, PIPELINE_GROUPINGS } from '../../domain/pipeline-report.ts'
import { countOf } from '../../domain/resource.ts'
import type { CostBudget } from '../cost-budget.ts'
import {
  day,
  defineQuery,
  exactText,
  groupCursor,
  limit,
  oneOf,
  rangeProblems,
  required,
  withDefault,
} from '../query-parameters.ts'
import { ERROR_RESPONSES, errorResponses } from '../responses.ts'

/**
 * GET /v3/reports/pipeline: the cohort of applications dated in a range of days, through the client's
 * pipeline, per group: how many reached each stage, the conversion from the stage before, the days to
 * reach each stage and spent in it, the outcomes, and where the dropped ones dropped.
 */

const position = groupCursor()

const reportQuery = defineQuery(
  {
    from: required(day('The first day of the cohort (UTC), included')),
    to: required(day('The day after the cohort (UTC): excluded')),
    group_by: withDefault(
      oneOf(PIPELINE_GROUPINGS, 'none: one group; week: ISO weeks by their Monday; month: YYYY-MM'),
      'none',
    ),
    job_offer_reference: exactText('Only the applications of this job offer'),
    subsidiary: exactText('Only the applications of this subsidiary'),
    source: exactText('Only the applications from this source'),
    limit: limit('Groups per page'),
    cursor: position,
  },
  ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to, MAX_RANGE_DAYS),
)

const count = (description: string) => Type.Integer({ minimum: 0, description })
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Durations = Type.Object({
  median: nullable(Type.Number({ description: 'Days, continuous median, 2 decimals' })),
  p90: nullable(Type.Number({ description: 'Days, continuous 90th percentile, 2 decimals' })),
})

const Group = Type.Object(
  {
    group: Type.Union([Type.String(), Type.Null()], {
      description: 'The value of the grouped field, the Monday of the week or YYYY-MM; null for none or no value',
    }),
    title: Type.Union([Type.String(), Type.Null()], {
      description: 'Under job_offer_reference: the stored job offer’s title; else null',
    }),
    applications: count('Applications of the cohort in the group'),
    stages: Type.Array(
      Type.Object({
        name: Type.String(),
        reached: count('Applications that reached the stage (a step of it or of a later stage)'),
        conversion: nullable(
          Type.Number({ description: 'reached over the previous stage’s (the first: over applications), 4 decimals' }),
        ),
        days_to_reach: Durations,
        days_in_stage: Type.Union([Durations, Type.Null()], {
          description:
            'From reaching the stage to reaching the next, over those that reached the next; null for the last',
        }),
      }),
      { description: 'In pipeline order' },
    ),
    outcomes: Type.Object({
      hired: count('Reached the last stage'),
      rejected: count('Not hired; the latest outcome step says rejected'),
      withdrawn: count('Not hired; the latest outcome step says withdrawn'),
      in_progress: count('Neither'),
    }),
    dropped_after: Type.Record(Type.String(), count(''), {
      description: 'Every stage but the last: the rejected or withdrawn applications whose last stage reached it was',
    }),
    views: nullable(
      Type.Integer({ minimum: 0, description: 'job_offer_view counts of the group’s activities; null by source' }),
    ),
    applications_per_view: nullable(Type.Number({ description: 'applications / views, 4 decimals' })),
  },
  { additionalProperties: false },
)

export interface PipelineReportRouteOptions {
  readonly report: PipelineReport
  readonly pipelines: Pipelines
  readonly budget: CostBudget
}

export async function pipelineReportRoutes(app: FastifyInstance, options: PipelineReportRouteOptions) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/reports/pipeline',
    {
      schema: {
        tags: ['insights'],
        summary: 'The pipeline: stages in order, conversion, days to reach each stage, outcomes',
        description:
          `The applications dated (by their first step) from \`from\` (included) to \`to\` (excluded), UTC days, at most ${MAX_RANGE_DAYS} ` +
          'days, read through the client’s pipeline (GET /v3/pipeline), per group: periods by date, other ' +
          'groups by applications (most first), then by group (byte order, null last). Pages are cut from ' +
          'one computation kept for REPORT_RESULTS_KEPT_MS; `complete_as_of` says what it holds.',
        querystring: reportQuery.schema,
        response: {
          200: Type.Object(
            {
              message: Type.String(),
              data: Type.Array(Group),
              next_cursor: Type.Union([Type.String(), Type.Null()], {
                description: 'Pass it as cursor for the next page; null on the last page',
              }),
              complete_as_of: Type.String({
                format: 'date-time',
                description: 'Every write acknowledged before this instant is in the figures',
              }),
            },
            { description: 'One page of the report' },
          ),
          ...errorResponses(401, 429, 500, 503),
          400: {
            ...ERROR_RESPONSES[400],
            description: 'A parameter is missing or invalid, or unknown: each entry names it, `data: {parameter}`',
          },
        },
      },
    },
    async (request) => {
      const values = reportQuery.read(request.query)
      const { from, to, group_by: groupBy, limit: pageSize, cursor: after } = values
      const filters = filtersOf(values)
      const pipeline = await options.pipelines.of(request.clientId)
      const { groups, more, completeAsOf } = await options.report.read(
        { clientId: request.clientId, pipeline, from, to, groupBy, filters, limit: pageSize, after },
        (computation) => options.budget.run(request.clientId, computation),
      )
      const last = groups.at(-1)
      const nextCursor =
        more && last !== undefined
          ? reportQuery.nextCursor({ applications: last.applications, group: last.group }, values)
          : null
      return {
        message:
          `Pipeline by ${groupBy} of the applications dated from ${from} to ${to} (excluded): ` +
          `${countOf({ singular: 'group', plural: 'groups' }, groups.length)}${nextCursor === null ? '' : ', more follow'}`,
        data: groups,
        next_cursor: nextCursor,
        complete_as_of: completeAsOf.toISOString(),
      }
    },
  )
}
