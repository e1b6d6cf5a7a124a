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

/**
 * The example of a page: docs/api.md's (the applications of JO-7 in November, by source), its groups
 * given whole. Each group's figures hold together: outcomes and `dropped_after` add up to `applications`,
 * each conversion is `reached` over the stage before's.
 */
const EXAMPLE_PAGE = {
  message: 'Pipeline by source of the applications dated from 2026-11-01 to 2026-12-01 (excluded): 3 groups',
  data: [
    {
      group: 'linkedin',
      title: null,
      applications: 120,
      stages: [
        {
          name: 'applied',
          reached: 118,
          conversion: 0.9833,
          days_to_reach: { median: 0, p90: 0 },
          days_in_stage: { median: 2.5, p90: 6.1 },
        },
        {
          name: 'screened',
          reached: 70,
          conversion: 0.5932,
          days_to_reach: { median: 2.5, p90: 6.1 },
          days_in_stage: { median: 6, p90: 12.4 },
        },
        {
          name: 'interviewed',
          reached: 32,
          conversion: 0.4571,
          days_to_reach: { median: 9.2, p90: 17.5 },
          days_in_stage: { median: 7.8, p90: 15 },
        },
        {
          name: 'offer',
          reached: 12,
          conversion: 0.375,
          days_to_reach: { median: 17.3, p90: 30.2 },
          days_in_stage: { median: 5.1, p90: 9.6 },
        },
        {
          name: 'hired',
          reached: 6,
          conversion: 0.5,
          days_to_reach: { median: 23.1, p90: 41 },
          days_in_stage: null,
        },
      ],
      outcomes: { hired: 6, rejected: 80, withdrawn: 4, in_progress: 30 },
      dropped_after: { applied: 40, screened: 30, interviewed: 12, offer: 2 },
      views: null,
      applications_per_view: null,
    },
    {
      group: 'jobboard-a',
      title: null,
      applications: 45,
      stages: [
        {
          name: 'applied',
          reached: 45,
          conversion: 1,
          days_to_reach: { median: 0, p90: 0 },
          days_in_stage: { median: 3, p90: 7.2 },
        },
        {
          name: 'screened',
          reached: 20,
          conversion: 0.4444,
          days_to_reach: { median: 3, p90: 7.2 },
          days_in_stage: { median: 5.5, p90: 11 },
        },
        {
          name: 'interviewed',
          reached: 8,
          conversion: 0.4,
          days_to_reach: { median: 9.4, p90: 16.8 },
          days_in_stage: { median: 6.2, p90: 13.5 },
        },
        {
          name: 'offer',
          reached: 2,
          conversion: 0.25,
          days_to_reach: { median: 16.9, p90: 27.3 },
          days_in_stage: { median: 4, p90: 6.4 },
        },
        {
          name: 'hired',
          reached: 1,
          conversion: 0.5,
          days_to_reach: { median: 21.4, p90: 21.4 },
          days_in_stage: null,
        },
      ],
      outcomes: { hired: 1, rejected: 33, withdrawn: 2, in_progress: 9 },
      dropped_after: { applied: 20, screened: 10, interviewed: 4, offer: 1 },
      views: null,
      applications_per_view: null,
    },
    {
      group: null,
      title: null,
      applications: 3,
      stages: [
        {
          name: 'applied',
          reached: 3,
          conversion: 1,
          days_to_reach: { median: 0, p90: 0 },
          days_in_stage: { median: 1.5, p90: 1.9 },
        },
        {
          name: 'screened',
          reached: 2,
          conversion: 0.6667,
          days_to_reach: { median: 1.5, p90: 1.9 },
          days_in_stage: { median: null, p90: null },
        },
        {
          name: 'interviewed',
          reached: 0,
          conversion: 0,
          days_to_reach: { median: null, p90: null },
          days_in_stage: { median: null, p90: null },
        },
        {
          name: 'offer',
          reached: 0,
          conversion: null,
          days_to_reach: { median: null, p90: null },
          days_in_stage: { median: null, p90: null },
        },
        {
          name: 'hired',
          reached: 0,
          conversion: null,
          days_to_reach: { median: null, p90: null },
          days_in_stage: null,
        },
      ],
      outcomes: { hired: 0, rejected: 1, withdrawn: 0, in_progress: 2 },
      dropped_after: { applied: 1, screened: 0, interviewed: 0, offer: 0 },
      views: null,
      applications_per_view: null,
    },
  ],
  next_cursor: null,
  complete_as_of: '2026-12-01T09:30:00.000Z',
}

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
            { description: 'One page of the report', examples: [EXAMPLE_PAGE] },
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
      const { pipeline, label } = await options.pipelines.of(request.clientId)
      const { groups, more, completeAsOf } = await options.report.read(
        { clientId: request.clientId, pipeline, label, from, to, groupBy, filters, limit: pageSize, after },
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
