import type { Config } from '../config.ts'
import { OUTCOMES, type Pipeline, stepKey } from '../domain/pipeline.ts'
import type { PipelineFilters } from '../domain/pipeline-report.ts'
import { rounded } from '../domain/pipeline-report.ts'
import { applicationFactsParams, applicationFactsSql, FACTS_SETTINGS_SQL } from './application-facts.ts'
import type { FactsKeeping } from './application-facts-keeping.ts'
import type { Database } from './database.ts'
import { withStatementTimeout } from './statement-timeout.ts'
import { instantText } from './text-forms.ts'

/**
 * The applications list (GET /v3/applications): the cohort's applications with their facts
 * (application-facts.ts), newest application date first, then by application_ats_id in byte order;
 * pages by keyset on that order, which is the order of the facts' index by date.
 */

export const APPLICATION_OUTCOMES = ['hired', 'rejected', 'withdrawn', 'in_progress'] as const
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number]

export interface ApplicationsQuery {
  readonly clientId: string
  readonly pipeline: Pipeline
  readonly from: string
  readonly to: string
  readonly filters: PipelineFilters
  /** Positions from 1 in the pipeline: those that reached the stage; those that dropped after it. */
  readonly stage: number | undefined
  readonly droppedAfter: number | undefined
  readonly outcome: ApplicationOutcome | undefined
  readonly after: ApplicationPosition | undefined
}

/** Where a page ends: its last application's date (to the microsecond) and id. */
export interface ApplicationPosition {
  readonly appliedAt: string
  readonly applicationAtsId: string
}

export interface Application {
  readonly application_ats_id: string
  readonly candidate_ats_id: string
  readonly job_offer_reference: string | null
  readonly title: string | null
  readonly subsidiary: string | null
  readonly source: string | null
  readonly applied_at: string
  readonly last_stage: string | null
  readonly outcome: ApplicationOutcome
  readonly reached_at: Record<string, string>
  readonly days_to_hire: number | null
}

/** A row as the statement gives it: the stages by position, the instants as text in order. */
type Row = Omit<Application, 'last_stage' | 'reached_at' | 'days_to_hire'> & {
  readonly position_at: string
  readonly last_stage: number
  readonly reached_at: string[] | null
  readonly days_to_hire: number | null
}

/**
 * Step keys an application must have one of, and keys it must have none of, to pass the list's
 * filters: a test of the facts' own row, so that a page read newest first does not work out the stages
 * of every application the filters leave out (null: no test). The filters themselves still decide.
 */
export function stepKeysNarrowing(
  pipeline: Pipeline,
  filters: { readonly stage?: number; readonly droppedAfter?: number; readonly outcome?: ApplicationOutcome },
): { anyOf: string[] | null; noneOf: string[] | null } {
  const keysOf = (from: number, to = pipeline.stages.length) =>
    pipeline.stages.slice(from - 1, to).flatMap((stage) => stage.steps.map(stepKey))
  const last = pipeline.stages.length
  const outcomeKeys = OUTCOMES.flatMap((outcome) => pipeline.outcomes[outcome].map(stepKey))
  const reached = Math.max(filters.stage ?? 0, filters.droppedAfter ?? 0)
  const anyOf = filters.outcome === 'hired' ? keysOf(last) : reached > 0 ? keysOf(reached) : null
  const noneOf = [
    ...(filters.droppedAfter === undefined ? [] : keysOf(filters.droppedAfter + 1)),
    ...(filters.outcome === 'rejected' || filters.outcome === 'withdrawn' ? keysOf(last) : []),
    ...(filters.outcome === 'in_progress' ? [...keysOf(last), ...outcomeKeys] : []),
  ]
  return { anyOf, noneOf: noneOf.length === 0 ? null : noneOf }
}

/**
 * $1 to $9 as application-facts.ts says; $10 stage, $11 outcome, $12 dropped after, $13 and $14 the
 * position, $15 the rows, $16 and $17 stepKeysNarrowing's keys.
 */
const NARROWED = 'AND ($16::text[] IS NULL OR f.step_keys && $16) AND ($17::text[] IS NULL OR NOT f.step_keys && $17)'
const listSql = (stages: number) => `${applicationFactsSql('NULL::text', stages, 'row by row', NARROWED)}
  SELECT c.application_ats_id, c.candidate_ats_id, c.job_offer_reference, j.title, c.subsidiary, c.source,
    ${instantText('c.applied_at')} AS applied_at,
    to_char(c.applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position_at,
    c.last_stage, c.outcome,
    ARRAY(SELECT ${instantText('u.at')} FROM unnest(c.reach) WITH ORDINALITY AS u(at, k) WHERE u.at IS NOT NULL ORDER BY u.k)
      AS reached_at,
    extract(epoch FROM c.reach[$6] - c.applied_at) / 86400 AS days_to_hire
  FROM cohort c
  LEFT JOIN job_offers j ON j.client_id = $1 AND j.reference = c.job_offer_reference
  WHERE ($10::int IS NULL OR c.last_stage >= $10)
    AND ($11::text IS NULL OR c.outcome = $11)
    AND ($12::int IS NULL OR (c.last_stage = $12 AND c.outcome IN ('rejected', 'withdrawn')))
    AND ($13::timestamptz IS NULL OR c.applied_at <= $13)
    AND ($13::timestamptz IS NULL OR c.applied_at < $13 OR c.application_ats_id COLLATE "C" > $14)
  ORDER BY c.applied_at DESC, c.application_ats_id COLLATE "C"
  LIMIT $15`

export function createApplications(
  db: Database,
  facts: FactsKeeping,
  settings: Pick<Config, 'readStatementTimeoutMs'>,
) {
  const limit = { kind: 'applications list', timeoutMs: settings.readStatementTimeoutMs }
  return {
    /** Up to `rows` applications after `query.after`, each with the position a next read starts from. */
    async list(
      query: ApplicationsQuery,
      rows: number,
    ): Promise<{ application: Application; position: ApplicationPosition }[]> {
      const { pipeline } = query
      const narrowing = stepKeysNarrowing(pipeline, query)
      await facts.catchUp(query.clientId)
      const found = await withStatementTimeout(db, limit, async (tx) => {
        await tx.query(FACTS_SETTINGS_SQL)
        return tx.query<Row>(listSql(pipeline.stages.length), [
          ...applicationFactsParams(
            query.clientId,
            pipeline,
            { from: `${query.from}T00:00:00Z`, to: `${query.to}T00:00:00Z` },
            query.filters,
          ),
          query.stage ?? null,
          query.outcome ?? null,
          query.droppedAfter ?? null,
          query.after?.appliedAt ?? null,
          query.after?.applicationAtsId ?? null,
          rows,
          narrowing.anyOf,
          narrowing.noneOf,
        ])
      })
      return found.map((row) => ({
        application: {
          application_ats_id: row.application_ats_id,
          candidate_ats_id: row.candidate_ats_id,
          job_offer_reference: row.job_offer_reference,
          title: row.title,
          subsidiary: row.subsidiary,
          source: row.source,
          applied_at: row.applied_at,
          last_stage: pipeline.stages[row.last_stage - 1]?.name ?? null,
          outcome: row.outcome,
          reached_at: Object.fromEntries(
            (row.reached_at ?? []).map((at, index) => [pipeline.stages[index]?.name as string, at]),
          ),
          days_to_hire: row.days_to_hire === null ? null : rounded(Number(row.days_to_hire), 2),
        },
        position: { appliedAt: row.position_at, applicationAtsId: row.application_ats_id },
      }))
    },
  }
}

export type Applications = ReturnType<typeof createApplications>
