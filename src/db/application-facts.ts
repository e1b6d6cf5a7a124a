import { OUTCOMES, type Pipeline, stepKey, stepKeySql } from '../domain/pipeline.ts'
import type { PipelineFilters } from '../domain/pipeline-report.ts'

/**
 * The facts of a client's applications, as the pipeline report and the applications list read them
 * (docs/api.md, the definitions): the common part of their statements, over the raw steps at read
 * time. The cohort is found from the steps recorded in the range (an application dated in the range has
 * its first step there) less those with a step before it; each of those applications is then read
 * whole through the natural key's index.
 *
 * Its CTEs: `cohort` (one row per application dated in the range and matching the filters: its date,
 * fields, last stage reached, outcome, `reach`, the instant it reached each stage (null for those it did
 * not: they follow those it did), and `grp`, its group) and `reached` (one row per stage an application
 * reached, with the instant and the next stage's). Parameters: $1 the client, $2 and $3 the range as
 * instants, $4 and $5 the pipeline's step keys and what each means, $6 the number of stages (`stages`,
 * which the text is written for), $7 to $9 the filters (null: none).
 */

/** How a step is told in the statements: a stage by its position from 1, an outcome below 0. */
export const OUTCOME_CODES = { rejected: -1, withdrawn: -2 } as const

export function applicationFactsSql(group: string, stages: number): string {
  const reach = Array.from({ length: stages }, (_, k) => `min(recorded_at) FILTER (WHERE meaning >= ${k + 1})`)
  return `
    WITH mapping AS (
      SELECT key, meaning FROM unnest($4::text[], $5::int[]) AS m(key, meaning)
    ), in_range AS (
      SELECT DISTINCT application_ats_id FROM application_steps
      WHERE client_id = $1 AND recorded_at >= $2 AND recorded_at < $3
    ), dated AS (
      -- Those with no step before the range: dated in it. The others' steps are never read.
      SELECT application_ats_id FROM in_range r
      WHERE NOT EXISTS (
        SELECT FROM application_steps e
        WHERE e.client_id = $1 AND e.application_ats_id = r.application_ats_id AND e.recorded_at < $2
      )
    ), steps AS (
      SELECT s.application_ats_id, s.id, s.recorded_at, s.candidate_ats_id, s.job_offer_reference, s.subsidiary,
        s.source, m.meaning
      FROM dated r
      JOIN application_steps s ON s.client_id = $1 AND s.application_ats_id = r.application_ats_id
      LEFT JOIN mapping m ON m.key = ${stepKeySql('s.step')}
    ), applications AS (
      SELECT application_ats_id,
        min(recorded_at) AS applied_at,
        (array_agg(candidate_ats_id ORDER BY recorded_at DESC, id DESC))[1] AS candidate_ats_id,
        (array_agg(job_offer_reference ORDER BY recorded_at, id) FILTER (WHERE job_offer_reference IS NOT NULL))[1]
          AS job_offer_reference,
        (array_agg(subsidiary ORDER BY recorded_at, id) FILTER (WHERE subsidiary IS NOT NULL))[1] AS subsidiary,
        (array_agg(source ORDER BY recorded_at, id) FILTER (WHERE source IS NOT NULL))[1] AS source,
        coalesce(max(meaning) FILTER (WHERE meaning > 0), 0) AS last_stage,
        ARRAY[${reach.join(', ')}] AS reach,
        -- The latest outcome step; at one instant, rejected (-1) before withdrawn (-2).
        (array_agg(meaning ORDER BY recorded_at DESC, meaning DESC) FILTER (WHERE meaning < 0))[1] AS outcome_step
      FROM steps
      GROUP BY application_ats_id
    ), cohort AS (
      SELECT application_ats_id, applied_at, candidate_ats_id, job_offer_reference, subsidiary, source, last_stage, reach,
        CASE WHEN last_stage = $6 THEN 'hired'
             WHEN outcome_step = ${OUTCOME_CODES.rejected} THEN 'rejected'
             WHEN outcome_step = ${OUTCOME_CODES.withdrawn} THEN 'withdrawn'
             ELSE 'in_progress' END AS outcome,
        ${group} AS grp
      FROM applications
      WHERE applied_at >= $2 AND applied_at < $3
        AND ($7::text IS NULL OR job_offer_reference = $7) AND ($8::text IS NULL OR subsidiary = $8)
        AND ($9::text IS NULL OR source = $9)
    ), reached AS (
      SELECT c.grp, c.application_ats_id, c.applied_at, r.stage::int AS stage, r.at, c.reach[r.stage + 1] AS next_at
      FROM cohort c, unnest(c.reach) WITH ORDINALITY AS r(at, stage)
      WHERE r.at IS NOT NULL
    )`
}

/** For the statements' own transaction: their sorts and hashes in memory, no JIT compilation (it costs more than it saves here). */
export const FACTS_SETTINGS_SQL = "SELECT set_config('work_mem', '128MB', true), set_config('jit', 'off', true)"

/** $1 to $9 of applicationFactsSql; the range as instants (RFC 3339). */
export function applicationFactsParams(
  clientId: string,
  pipeline: Pipeline,
  range: { readonly from: string; readonly to: string },
  filters: PipelineFilters,
): unknown[] {
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
  return [
    clientId,
    range.from,
    range.to,
    keys,
    meanings,
    pipeline.stages.length,
    filters.job_offer_reference ?? null,
    filters.subsidiary ?? null,
    filters.source ?? null,
  ]
}
