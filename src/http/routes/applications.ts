import { Readable } from 'node:stream'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { stringify } from 'csv-stringify/sync'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import {
  APPLICATION_OUTCOMES,
  type Application,
  type ApplicationPosition,
  type Applications,
  type ApplicationsQuery,
} from '../../db/applications.ts'
import type { Pipelines } from '../../db/pipelines.ts'
import { neutraliseFormula, OTHER_SEPARATORS } from '../../domain/csv-formulas.ts'
import { isStorableText } from '../../domain/fields.ts'
import { MAX_RANGE_DAYS } from '../../domain/funnel.ts'
import type { Pipeline } from '../../domain/pipeline.ts'
import { filtersOf } from '../../domain/pipeline-report.ts'
import { HttpError } from '../../errors.ts'
import type { ExportLimit } from '../concurrent-exports.ts'
import { contentTypeOf, preferredType } from '../content-negotiation.ts'
import type { CostBudget } from '../cost-budget.ts'
import {
  CURSOR_DESCRIPTION,
  cursor,
  day,
  defineQuery,
  exactText,
  invalidQuery,
  limit,
  oneOf,
  problem,
  rangeProblems,
  required,
} from '../query-parameters.ts'
import { errorResponses } from '../responses.ts'

/**
 * GET /v3/applications: the applications of the pipeline report's cohort, one page at a time, or every
 * one streamed as NDJSON or CSV: what is behind each figure of the report.
 */

const JSON_TYPE = 'application/json'
const NDJSON_TYPE = 'application/x-ndjson'
const CSV_TYPE = 'text/csv'
const FORMATS = [JSON_TYPE, NDJSON_TYPE, CSV_TYPE] as const
/** Applications one query of an export reads. */
const EXPORT_ROWS = 1_000

const position = cursor<ApplicationPosition>({
  description: CURSOR_DESCRIPTION,
  toJson: ({ appliedAt, applicationAtsId }) => [appliedAt, applicationAtsId],
  fromJson: (json) => {
    if (!Array.isArray(json) || json.length !== 2) return undefined
    const [appliedAt, applicationAtsId]: unknown[] = json
    if (typeof appliedAt !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(appliedAt)) return undefined
    if (Number.isNaN(Date.parse(appliedAt))) return undefined
    if (typeof applicationAtsId !== 'string' || !isStorableText(applicationAtsId)) return undefined
    return { appliedAt, applicationAtsId }
  },
})

const applicationsQuery = defineQuery(
  {
    from: required(day('The first day of the cohort (UTC), included')),
    to: required(day('The day after the cohort (UTC): excluded')),
    job_offer_reference: exactText('Only the applications of this job offer'),
    subsidiary: exactText('Only the applications of this subsidiary'),
    source: exactText('Only the applications from this source'),
    stage: exactText('Only those that reached this stage of the pipeline'),
    outcome: oneOf(APPLICATION_OUTCOMES, 'Only those with this outcome'),
    dropped_after: exactText('Only those rejected or withdrawn after this stage, the last they reached'),
    limit: limit('Applications per page'),
    cursor: position,
  },
  ({ from, to }) => rangeProblems({ from: 'from', to: 'to' }, from, to, MAX_RANGE_DAYS),
)

const nullableText = (description: string) => Type.Union([Type.String(), Type.Null()], { description })
const ApplicationSchema = Type.Object(
  {
    application_ats_id: Type.String(),
    candidate_ats_id: Type.String({ description: 'That of its latest step' }),
    job_offer_reference: nullableText('The first among its steps'),
    title: nullableText('The stored job offer’s title'),
    subsidiary: nullableText('The first among its steps'),
    source: nullableText('The first among its steps'),
    applied_at: Type.String({ format: 'date-time', description: 'Its application date: its earliest step' }),
    last_stage: nullableText('The last stage it reached; null for none'),
    outcome: Type.Enum(APPLICATION_OUTCOMES, { type: 'string' }),
    reached_at: Type.Record(Type.String(), Type.String({ format: 'date-time' }), {
      description: 'Each stage it reached, in pipeline order: when',
    }),
    days_to_hire: Type.Union([Type.Number(), Type.Null()], {
      description: 'Days from its application date to the last stage, 2 decimals; null if not hired',
    }),
  },
  { additionalProperties: false },
)

/** The example of a page: docs/api.md's (JO-7's applications of November dropped after screening, one a page). */
const EXAMPLE_PAGE = {
  message: 'Found 1 application',
  data: [
    {
      application_ats_id: 'A-17',
      candidate_ats_id: 'C-17',
      job_offer_reference: 'JO-7',
      title: 'Nurse',
      subsidiary: 'Paris',
      source: 'linkedin',
      applied_at: '2026-11-03T09:00:00.000Z',
      last_stage: 'screened',
      outcome: 'rejected',
      reached_at: { applied: '2026-11-03T09:00:00.000Z', screened: '2026-11-05T14:00:00.000Z' },
      days_to_hire: null,
    },
  ],
  next_cursor: applicationsQuery.nextCursor(
    { appliedAt: '2026-11-03T09:00:00.000000Z', applicationAtsId: 'A-17' },
    { from: '2026-11-01', to: '2026-12-01', job_offer_reference: 'JO-7', dropped_after: 'screened' },
  ),
  complete_as_of: '2026-12-01T09:30:00.000Z',
}

export interface ApplicationsRouteOptions {
  readonly applications: Applications
  readonly pipelines: Pipelines
  readonly budget: CostBudget
  readonly exportLimit: ExportLimit
  readonly csvNeutraliseFormulas: boolean
}

/** A stage named by a parameter, as its position from 1; 400 naming the parameter when the pipeline has none such. */
function stageParameter(
  pipeline: Pipeline,
  parameter: 'stage' | 'dropped_after',
  name: string | undefined,
): number | undefined {
  if (name === undefined) return undefined
  const names = pipeline.stages.map((stage) => stage.name)
  const allowed = parameter === 'stage' ? names : names.slice(0, -1)
  const index = allowed.indexOf(name)
  if (index >= 0) return index + 1
  throw invalidQuery([
    problem(parameter, 'not_allowed_value', `${parameter} must be one of the pipeline's stages: ${allowed.join(', ')}`),
  ])
}

export async function applicationsRoutes(app: FastifyInstance, options: ApplicationsRouteOptions) {
  const { applications, budget } = options

  const csvColumns = (pipeline: Pipeline) => [
    'application_ats_id',
    'candidate_ats_id',
    'job_offer_reference',
    'title',
    'subsidiary',
    'source',
    'applied_at',
    'last_stage',
    'outcome',
    ...pipeline.stages.map((stage) => `reached_at_${stage.name}`),
    'days_to_hire',
  ]
  const csvRow = ({ reached_at: reachedAt, ...fields }: Application) => ({
    ...fields,
    ...Object.fromEntries(Object.entries(reachedAt).map(([stage, at]) => [`reached_at_${stage}`, at])),
  })
  const csvOptions = (pipeline: Pipeline) => ({
    columns: csvColumns(pipeline),
    ...(options.csvNeutraliseFormulas ? { cast: { string: neutraliseFormula }, quoted_match: OTHER_SEPARATORS } : {}),
  })
  const textOf = (query: ApplicationsQuery, format: string, rows: Application[]) =>
    format === NDJSON_TYPE
      ? rows.map((row) => `${JSON.stringify(row)}\n`).join('')
      : stringify(rows.map(csvRow), csvOptions(query.pipeline))

  /** Every matching application, one query at a time, each once the socket has taken the one before. */
  async function exportOf(clientId: string, query: ApplicationsQuery, format: string): Promise<Readable> {
    const next = (after: ApplicationPosition | undefined) =>
      budget.run(clientId, () => applications.list({ ...query, after }, EXPORT_ROWS), { patient: true })
    let read = await next(query.after)
    async function* texts() {
      let header = format === CSV_TYPE ? stringify([], { header: true, ...csvOptions(query.pipeline) }) : ''
      for (;;) {
        const bytes = Buffer.from(
          header +
            textOf(
              query,
              format,
              read.map((row) => row.application),
            ),
        )
        header = ''
        if (bytes.length > 0) yield bytes
        const last = read.at(-1)
        if (read.length < EXPORT_ROWS || last === undefined) return
        read = await next(last.position)
      }
    }
    return Readable.from(texts(), { highWaterMark: 0 })
  }

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/applications',
    {
      schema: {
        tags: ['insights'],
        summary: 'The applications behind the pipeline report’s figures',
        description:
          'The applications of the cohort (dated from `from`, included, to `to`, excluded), filtered as the ' +
          'report is, and by `stage`, `outcome` or `dropped_after`; newest application date first, then by ' +
          'application_ats_id. A page, or with `Accept: application/x-ndjson` or `text/csv` every one, streamed ' +
          '(in CSV, `reached_at` is a column per stage, `reached_at_<stage>`). No personal data.',
        querystring: applicationsQuery.schema,
        response: {
          200: {
            description: 'The applications',
            content: {
              [JSON_TYPE]: {
                schema: Type.Object(
                  {
                    message: Type.String(),
                    data: Type.Array(ApplicationSchema),
                    next_cursor: Type.Union([Type.String(), Type.Null()]),
                    complete_as_of: Type.String({
                      format: 'date-time',
                      description: 'Every write acknowledged before this instant is in the page',
                    }),
                  },
                  { examples: [EXAMPLE_PAGE] },
                ),
              },
              [NDJSON_TYPE]: {
                schema: Type.Unsafe<string | Readable>({ type: 'string', description: 'One per line' }),
              },
              [CSV_TYPE]: {
                schema: Type.Unsafe<string | Readable>({
                  type: 'string',
                  description: 'A header row, then one per row',
                }),
              },
            },
          },
          ...errorResponses(400, 401, 406, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      const format = preferredType(request.headers.accept, FORMATS)
      if (format === undefined) {
        throw new HttpError(406, `Cannot answer in the types Accept names; this endpoint speaks ${FORMATS.join(', ')}`)
      }
      const values = applicationsQuery.read(request.query)
      const { pipeline } = await options.pipelines.of(request.clientId)
      const query: ApplicationsQuery = {
        clientId: request.clientId,
        pipeline,
        from: values.from,
        to: values.to,
        filters: filtersOf(values),
        stage: stageParameter(pipeline, 'stage', values.stage),
        droppedAfter: stageParameter(pipeline, 'dropped_after', values.dropped_after),
        outcome: values.outcome,
        after: values.cursor,
      }
      if (format !== JSON_TYPE) {
        options.exportLimit.admit(request.clientId, reply.raw)
        const extension = format === CSV_TYPE ? 'csv' : 'ndjson'
        return reply
          .type(contentTypeOf(format))
          .header('content-disposition', `attachment; filename="applications.${extension}"`)
          .send(await exportOf(request.clientId, query, format))
      }
      const completeAsOf = new Date()
      const rows = await budget.run(request.clientId, () => applications.list(query, values.limit + 1))
      const page = rows.slice(0, values.limit)
      const last = page.at(-1)
      const more = rows.length > values.limit
      return {
        message: `Found ${page.length} ${page.length === 1 ? 'application' : 'applications'}`,
        data: page.map((row) => row.application),
        next_cursor: more && last !== undefined ? applicationsQuery.nextCursor(last.position, values) : null,
        complete_as_of: completeAsOf.toISOString(),
      }
    },
  )
}
