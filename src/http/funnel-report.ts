import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  FUNNEL_GROUPINGS,
  type FunnelGrouping,
  type FunnelPosition,
  type FunnelReport,
  VIEW_STATUS,
} from '../db/funnel-report.ts'
import { MAX_COUNT, STORABLE_TEXT } from '../domain/fields.ts'
import { isCalendarDate } from '../domain/validation.ts'
import { type ErrorEntry, HttpError } from './errors.ts'
import { ERROR_RESPONSES, errorResponses } from './responses.ts'

/**
 * GET /v3/reports/funnel: per group (job offer, subsidiary, source or day), the applications and steps
 * recorded in a half-open range of days [from, to) and the activity counts of those days, one page at a
 * time in order of applications.
 */

const MAX_RANGE_DAYS = 366
const DEFAULT_LIMIT = 100
const MAX_LIMIT = 1000
const PARAMETERS = ['from', 'to', 'group_by', 'limit', 'cursor'] as const
const DAY_MS = 86_400_000

export interface FunnelReportRouteOptions {
  readonly report: FunnelReport
  readonly activityStatuses: readonly string[]
}

interface ReportParameters {
  readonly from: string
  readonly to: string
  readonly groupBy: FunnelGrouping
  readonly limit: number
  readonly after: FunnelPosition | undefined
}

/** What a cursor holds: the report it belongs to, and the last group of the page before. */
interface CursorContent {
  readonly report: string
  readonly applications: number
  readonly group: string | null
}

const reportIdentity = (groupBy: string, from: string, to: string) => `${groupBy}/${from}/${to}`

function encodeCursor(content: CursorContent): string {
  return Buffer.from(JSON.stringify([content.report, content.applications, content.group])).toString('base64url')
}

const STORABLE = new RegExp(STORABLE_TEXT)

/** The cursor's content, or undefined when it is not one this route made (the database would refuse some). */
function decodeCursor(cursor: string): CursorContent | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(decoded) || decoded.length !== 3) return undefined
    const [report, applications, group] = decoded
    if (typeof report !== 'string' || !Number.isInteger(applications)) return undefined
    if (applications < 0 || applications > MAX_COUNT) return undefined
    if (group !== null && (typeof group !== 'string' || !STORABLE.test(group))) return undefined
    return { report, applications, group }
  } catch {
    return undefined
  }
}

const DATE_EXPECTED = 'a calendar date YYYY-MM-DD that exists, such as 2026-11-01'

/** Reads the query string; throws one 400 naming every parameter that is wrong. */
function parseParameters(query: Readonly<Record<string, unknown>>): ReportParameters {
  const problems: ErrorEntry[] = []
  const problem = (parameter: string, message: string) => problems.push({ message, data: { parameter } })

  for (const name of Object.keys(query)) {
    if (!(PARAMETERS as readonly string[]).includes(name)) {
      problem(name, `${name} is not a parameter of this report; its parameters are ${PARAMETERS.join(', ')}`)
    }
  }
  const single = (name: string): string | undefined => {
    const value = query[name]
    if (Array.isArray(value)) {
      problem(name, `${name} must be given once`)
      return undefined
    }
    return typeof value === 'string' ? value : undefined
  }
  const day = (name: 'from' | 'to'): string | undefined => {
    const value = single(name)
    if (value === undefined) {
      if (!Array.isArray(query[name])) problem(name, `${name} is required: ${DATE_EXPECTED}`)
      return undefined
    }
    if (!isCalendarDate(value)) {
      problem(name, `${name} must be ${DATE_EXPECTED}`)
      return undefined
    }
    return value
  }

  const from = day('from')
  const to = day('to')
  if (from !== undefined && to !== undefined) {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS
    if (days <= 0) problem('to', `to must be a later day than from: the range [from, to) excludes to`)
    else if (days > MAX_RANGE_DAYS) {
      problem('to', `The range may span at most ${MAX_RANGE_DAYS} days; from ${from} to ${to} spans ${days} days`)
    }
  }

  const groupByValue = single('group_by') ?? 'job_offer_reference'
  const groupBy = (FUNNEL_GROUPINGS as readonly string[]).includes(groupByValue)
    ? (groupByValue as FunnelGrouping)
    : undefined
  if (groupBy === undefined && !Array.isArray(query.group_by)) {
    problem('group_by', `group_by must be one of: ${FUNNEL_GROUPINGS.join(', ')}`)
  }

  const limitValue = single('limit')
  let limit = DEFAULT_LIMIT
  if (limitValue !== undefined) {
    limit = /^[1-9][0-9]{0,3}$/.test(limitValue) ? Number(limitValue) : Number.NaN
    if (!(limit <= MAX_LIMIT)) problem('limit', `limit must be an integer from 1 to ${MAX_LIMIT}`)
  }

  const cursorValue = single('cursor')
  let after: FunnelPosition | undefined
  if (cursorValue !== undefined) {
    const cursor = decodeCursor(cursorValue)
    if (cursor === undefined) {
      problem('cursor', 'cursor must be a next_cursor this report returned, unchanged')
    } else if (from !== undefined && to !== undefined && groupBy !== undefined) {
      if (cursor.report !== reportIdentity(groupBy, from, to)) {
        problem('cursor', 'cursor belongs to another report: send it with the same from, to and group_by')
      }
      after = { applications: cursor.applications, group: cursor.group }
    }
  }

  if (problems.length > 0 || from === undefined || to === undefined || groupBy === undefined) {
    throw new HttpError(400, 'The report parameters are invalid (see errors)', { errors: problems })
  }
  return { from, to, groupBy, limit, after }
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
          'asks for the next one (with the same from, to and group_by) and is null on the last page.',
        querystring: Type.Object(
          {
            from: Type.String({ format: 'date', description: 'The first day of the range (UTC), included' }),
            to: Type.String({ format: 'date', description: 'The day after the range (UTC): excluded' }),
            group_by: Type.Optional(
              Type.Union(
                FUNNEL_GROUPINGS.map((grouping) => Type.Literal(grouping)),
                { default: 'job_offer_reference', description: 'day: the UTC calendar day of recorded_at' },
              ),
            ),
            limit: Type.Optional(
              Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'Groups per page' }),
            ),
            cursor: Type.Optional(Type.String({ description: 'The next_cursor of the page before' })),
          },
          { additionalProperties: false },
        ),
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
      // The query string is read in the handler, so that each problem names its parameter.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const parameters = parseParameters(request.query)
      const { groups, more } = await options.report.read({ clientId: request.clientId, ...parameters })
      const last = groups.at(-1)
      const nextCursor =
        more && last !== undefined
          ? encodeCursor({
              report: reportIdentity(parameters.groupBy, parameters.from, parameters.to),
              applications: last.applications,
              group: last.group,
            })
          : null
      return {
        message:
          `Funnel by ${parameters.groupBy} from ${parameters.from} to ${parameters.to} (excluded): ` +
          `${groups.length} ${groups.length === 1 ? 'group' : 'groups'}${nextCursor === null ? '' : ', more follow'}`,
        data: groups,
        next_cursor: nextCursor,
      }
    },
  )
}
