import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { FunnelReport } from '../../db/funnel-report.ts'
import { FUNNEL_GROUPINGS, MAX_RANGE_DAYS, VIEW_STATUS, viewStatusWarning } from '../../domain/funnel.ts'
import { countOf } from '../../domain/resource.ts'
import type { CostBudget } from '../cost-budget.ts'
import {
  day,
  defineQuery,
  groupCursor,
  limit,
  oneOf,
  rangeProblems,
  required,
  withDefault,
} from '../query-parameters.ts'
import { ERROR_RESPONSES, errorResponses } from '../responses.ts'

/**
 * GET /v3/reports/funnel: per group (job offer, subsidiary, source or day), the applications and steps
 * recorded in a half-open range of days [from, to) and the activity counts of those days, one page at a
 * time in order of applications.
 */

const funnelCursor = groupCursor()

const funnelQuery = defineQuery(
  {
    from: required(day('The first day of the range (UTC), included')),
    to: required(day('The day after the range (UTC): excluded')),
    group_by: withDefault(oneOf(FUNNEL_GROUPINGS, 'day: the UTC calendar day of recorded_at'), 'job_offer_reference'),
    limit: limit('Groups per page'),
    cursor: funnelCursor,
  },
  ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to, MAX_RANGE_DAYS),
)

export interface FunnelReportRouteOptions {
  readonly report: FunnelReport
  /** Whose turn the report's computation waits for (a page cut from a computed report waits for none). */
  readonly budget: CostBudget
  readonly activityStatuses: readonly string[]
}

/** One group of the report, as answered (and documented). */
function groupSchema(activityStatuses: readonly string[]) {
  const count = Type.Integer({ minimum: 0 })
  return Type.Object(
    {
      group: Type.Union([Type.String(), Type.Null()], {
        description: 'The value of the grouped field (YYYY-MM-DD by day); null for the records without one',
      }),
      applications: Type.Integer({
        minimum: 0,
        description: 'Distinct applications (application_ats_id) with at least one step recorded in the range',
      }),
      steps: Type.Record(Type.String(), count, {
        description: 'For each step recorded in the range: the distinct applications that reached it',
      }),
      activities: Type.Union(
        [
          Type.Object(Object.fromEntries(activityStatuses.map((status) => [status, count])), {
            additionalProperties: false,
          }),
          Type.Null(),
        ],
        {
          description:
            'For each configured status, the sum of the counts of the days in the range (0 when none); ' +
            'null by source, since activities have no source',
        },
      ),
      conversion: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
        description: `applications / the sum of ${VIEW_STATUS} counts; null when that sum is 0, and by source`,
      }),
    },
    { additionalProperties: false },
  )
}

export default async function funnelReportRoutes(app: FastifyInstance, options: FunnelReportRouteOptions) {
  // Said once, at start-up, rather than refused: the service still ingests and reports everything else.
  const warning = viewStatusWarning(options.activityStatuses)
  if (warning !== undefined) app.log.warn({ activityStatuses: options.activityStatuses }, warning)
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/reports/funnel',
    {
      schema: {
        tags: ['reports'],
        summary: 'The recruitment funnel per job offer, subsidiary, source or day',
        description:
          `The steps recorded from \`from\` (included) to \`to\` (excluded), UTC days, at most ${MAX_RANGE_DAYS} ` +
          'days, and the activity counts of those days, per group, in order of applications (most first), then ' +
          'of group (byte order, the group without a value last). One page of `limit` groups; `next_cursor` ' +
          'asks for the next one (it carries from, to and group_by) and is null on the last page. The report is ' +
          'computed whole, and its pages, the first included, are answered from it for REPORT_RESULTS_KEPT_MS ' +
          '(by default a minute): a page may not yet count what was written since.',
        querystring: funnelQuery.schema,
        response: {
          200: Type.Object(
            {
              message: Type.String(),
              data: Type.Array(groupSchema(options.activityStatuses)),
              next_cursor: Type.Union([Type.String(), Type.Null()], {
                description: 'Pass it as cursor for the next page; null on the last page',
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
      const values = funnelQuery.read(request.query)
      const { from, to, group_by: groupBy, limit, cursor: after } = values
      const { groups, more } = await options.report.read(
        { clientId: request.clientId, from, to, groupBy, limit, after },
        (computation) => options.budget.run(request.clientId, computation),
      )
      const last = groups.at(-1)
      const nextCursor =
        more && last !== undefined
          ? funnelQuery.nextCursor({ applications: last.applications, group: last.group }, values)
          : null
      return {
        message:
          `Funnel by ${groupBy} from ${from} to ${to} (excluded): ` +
          `${countOf({ singular: 'group', plural: 'groups' }, groups.length)}${nextCursor === null ? '' : ', more follow'}`,
        data: groups,
        next_cursor: nextCursor,
      }
    },
  )
}
