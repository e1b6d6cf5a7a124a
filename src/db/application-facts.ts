import { OUTCOMES, type Pipeline, stepKey } from '../domain/pipeline.ts'
import type { PipelineFilters } from '../domain/pipeline-report.ts'

/**
 * The facts of a client's applications, as the pipeline report and the applications list read them
 * (docs/api.md, the definitions): the common part of their statements, over `application_facts`
 * (application-facts-keeping.ts keeps it), through the pipeline given. An application reached stage S
 * at the first instant of a step value mapped to S or a later stage; its outcome step is the value
 * mapped to an outcome whose last step is latest (rejected before withdrawn at one instant).
 *
 * Its CTE `cohort`: one row per application dated in the range and matching the filters, with its
 * date, fields, last stage reached, outcome, `reach`, the instant it reached each stage (null for those
 * it did not: they follow those it did), and `grp`, its group. Parameters: $1 the client, $2 and $3 the range as
 * instants, $4 and $5 the pipeline's step keys and what each means, $6 the number of stages (`stages`,
 * which the text is written for), $7 to $9 the filters (null: none), and, for a whole read, $10 the
 * pipeline's label (db/pipelines.ts): the rows kept under it are read as they are. `narrowing`, a further
 * condition on the facts' row `f`, is added to theirs.
 */

/** How a step is told in the statements: a stage by its position from 1, an outcome below 0. */
export const OUTCOME_CODES = { rejected: -1, withdrawn: -2 } as const

/**
 * A step key's meaning under the pipeline given as $4 (its step keys) and $5 (what each means), as every
 * statement that works stages out takes it, with $6 its number of stages.
 */
export const meaningSql = (key: string) => `($5::int[])[array_position($4::text[], ${key})]`

/** The rows `k` of one application's step keys with their meanings, from its facts' row `row`: what stageFiguresSql aggregates. */
export const stepMeaningsSql = (row: string) => `(
  SELECT u.first_at, u.last_at, ${meaningSql('u.key')} AS meaning
  FROM unnest(${row}.step_keys, ${row}.first_at, ${row}.last_at) AS u(key, first_at, last_at)
) k`

/**
 * Aggregates over rows `k` of one application's step keys (`k.meaning`, `k.first_at`, `k.last_at`):
 * `last_stage` (0: none), `reach` and when its latest rejected and withdrawn steps were.
 */
export function stageFiguresSql(stages: number): string {
  const reach = Array.from({ length: stages }, (_, k) => `min(k.first_at) FILTER (WHERE k.meaning >= ${k + 1})`)
  return `coalesce(max(k.meaning) FILTER (WHERE k.meaning > 0), 0) AS last_stage,
    ARRAY[${reach.join(', ')}] AS reach,
    max(k.last_at) FILTER (WHERE k.meaning = ${OUTCOME_CODES.rejected}) AS rejected_at,
    max(k.last_at) FILTER (WHERE k.meaning = ${OUTCOME_CODES.withdrawn}) AS withdrawn_at`
}

/** The outcome, from stageFiguresSql's columns and $6: the latest outcome step's; at one instant, rejected. */
export const OUTCOME_SQL = `CASE WHEN last_stage = $6 THEN 'hired'
  WHEN rejected_at >= withdrawn_at OR withdrawn_at IS NULL AND rejected_at IS NOT NULL THEN 'rejected'
  WHEN withdrawn_at IS NOT NULL THEN 'withdrawn'
  ELSE 'in_progress' END`

export function applicationFactsSql(
  group: string,
  stages: number,
  read: 'whole' | 'row by row' = 'whole',
  narrowing = '',
): string {
  const range = `f.client_id = $1 AND f.applied_at >= $2 AND f.applied_at < $3
    AND ($7::text IS NULL OR f.job_offer_reference = $7) AND ($8::text IS NULL OR f.subsidiary = $8)
    AND ($9::text IS NULL OR f.source = $9) ${narrowing}`
  const fields = 'f.application_ats_id, f.applied_at, f.candidate_ats_id, f.job_offer_reference, f.subsidiary, f.source'
  const unqualified = fields.replaceAll('f.', '')
  // Whole: the rows kept under this pipeline as they are, the others worked out in one pass; none are
  // looked for once the client's last pass was under this pipeline, as every row then is (a pass ends
  // holding the client's lock, and a change of pipeline marks a new one due: application-facts-keeping.ts).
  // Row by row: each worked out as the facts' index gives them, so that a page stops reading once it is full.
  const applications =
    read === 'whole'
      ? `SELECT ${fields}, f.last_stage, f.reach, f.outcome
         FROM application_facts f WHERE ${range} AND f.resolved_under = $10
         UNION ALL
         SELECT ${unqualified}, last_stage, reach, ${OUTCOME_SQL} AS outcome FROM (
           SELECT ${fields.replaceAll('f.', 'k.')}, ${stageFiguresSql(stages)}
           FROM (
             SELECT ${fields}, unnest(f.first_at) AS first_at, unnest(f.last_at) AS last_at,
               ${meaningSql('unnest(f.step_keys)')} AS meaning
             FROM application_facts f WHERE ${range} AND f.resolved_under IS DISTINCT FROM $10
               AND NOT EXISTS (
                 SELECT FROM application_facts_progress p WHERE p.client_id = $1 AND p.resolved_under = $10)
           ) k
           GROUP BY k.application_ats_id, k.applied_at, k.candidate_ats_id, k.job_offer_reference, k.subsidiary, k.source
         ) worked_out`
      : `SELECT ${unqualified}, last_stage, reach, ${OUTCOME_SQL} AS outcome FROM (
           SELECT ${fields}, x.last_stage, x.reach, x.rejected_at, x.withdrawn_at
           FROM application_facts f CROSS JOIN LATERAL (
             SELECT ${stageFiguresSql(stages)} FROM ${stepMeaningsSql('f')}
           ) x
           WHERE ${range}
         ) worked_out`
  return `
    WITH applications AS (
      ${applications}
    ), cohort AS ${read === 'whole' ? '' : 'NOT MATERIALIZED '}(
      SELECT ${unqualified}, last_stage, reach, outcome, ${group} AS grp
      FROM applications
    )`
}

/** For the statements' own transaction: their sorts and hashes in memory, no JIT compilation (it costs more than it saves here). */
export const FACTS_SETTINGS_SQL = "SELECT set_config('work_mem', '128MB', true), set_config('jit', 'off', true)"

/** $4 to $6 of every statement that works stages out: the pipeline's step keys, what each means, its number of stages. */
export function pipelineParams(pipeline: Pipeline): [string[], number[], number] {
  const keys: string[] = []
  const meanings: number[] = []
  for (const [index, stage] of pipeline.stages.entries()) {
    for (const step of stage.steps) {
      keys.push(stepKey(step))
      meanings.push(index + 1)
    }
  }
  for (const outcome of OUTCOMES) {
    for (const step of pipeline.outcomes[outcome]) {
      keys.push(stepKey(step))
      meanings.push(OUTCOME_CODES[outcome])
    }
  }
  return [keys, meanings, pipeline.stages.length]
}

/** $1 to $9 of applicationFactsSql; the range as instants (RFC 3339). */
export function applicationFactsParams(
  clientId: string,
  pipeline: Pipeline,
  range: { readonly from: string; readonly to: string },
  filters: PipelineFilters,
): unknown[] {
  return [
    clientId,
    range.from,
    range.to,
    ...pipelineParams(pipeline),
    filters.job_offer_reference ?? null,
    filters.subsidiary ?? null,
    filters.source ?? null,
  ]
}
