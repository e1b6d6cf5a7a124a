import { createHash } from 'node:crypto'
import { DEFAULT_PIPELINE, OUTCOMES, type Pipeline, stepKey, stepKeySql } from '../domain/pipeline.ts'
import type { Database, Queryable } from './database.ts'
import { type StatementLimit, withStatementTimeout } from './statement-timeout.ts'

/**
 * Each client's pipeline (domain/pipeline.ts), kept as sent in `pipelines` (migration 019); a client
 * without a row has the default one. And the step values a client has sent that its pipeline leaves
 * unmapped, counted from its steps.
 *
 * A pipeline's label names what it says, so that an application's stages kept under one label are
 * those the pipeline gives (migration 024): a hash of the definition as stored, or of the default.
 */

export interface LabelledPipeline {
  readonly pipeline: Pipeline
  readonly label: string
}

/** The label of a client's pipeline, in SQL over its row `row` of `pipelines` (null: it has the default). */
export const pipelineLabelSql = (row: string) => `md5(${row}.definition::text)`

export const DEFAULT_PIPELINE_LABEL = `default:${createHash('sha256').update(JSON.stringify(DEFAULT_PIPELINE)).digest('hex')}`

/** The client's pipeline, the one it set or the default, read by `q`. */
export async function readPipeline(q: Queryable, clientId: string): Promise<LabelledPipeline> {
  const [row] = await q.query<{ definition: Pipeline; label: string }>(
    `SELECT l.definition, ${pipelineLabelSql('l')} AS label FROM pipelines l WHERE l.client_id = $1`,
    [clientId],
  )
  return row === undefined
    ? { pipeline: DEFAULT_PIPELINE, label: DEFAULT_PIPELINE_LABEL }
    : { pipeline: row.definition, label: row.label }
}

/** In a change of the client's pipeline: its applications' stages are to be worked out again. */
const RESOLVE_AGAIN = `resolve_again AS (
    UPDATE application_facts_progress SET resolved_under = NULL WHERE client_id = $1
  )`

/** A step value that no stage or outcome holds, in its most used spelling, with its applications. */
export interface UnmappedStep {
  readonly step: string
  readonly applications: number
}

/** The most unmapped step values a pipeline's answer lists. */
export const MAX_UNMAPPED_STEPS = 100

/** One pass over the client's steps: each unmapped key's distinct applications and most used spelling. */
const UNMAPPED_SQL = `
  SELECT mode() WITHIN GROUP (ORDER BY step COLLATE "C") AS step,
         count(DISTINCT application_ats_id)::int AS applications
  FROM application_steps
  WHERE client_id = $1 AND ${stepKeySql('step')} <> ALL ($2::text[])
  GROUP BY ${stepKeySql('step')}
  ORDER BY applications DESC, ${stepKeySql('step')}
  LIMIT ${MAX_UNMAPPED_STEPS}`

export function createPipelines(db: Database, limit: StatementLimit) {
  return {
    /** The client's pipeline: the one it set, or the default. */
    of(clientId: string): Promise<LabelledPipeline> {
      return readPipeline(db, clientId)
    },

    /** Replaces the client's pipeline. */
    async set(clientId: string, pipeline: Pipeline): Promise<void> {
      const definition = { stages: pipeline.stages, outcomes: pipeline.outcomes }
      await db.query(
        `WITH ${RESOLVE_AGAIN}
         INSERT INTO pipelines (client_id, definition, set_at) VALUES ($1, $2, now())
         ON CONFLICT (client_id) DO UPDATE SET definition = EXCLUDED.definition, set_at = EXCLUDED.set_at`,
        [clientId, JSON.stringify(definition)],
      )
    },

    /** Back to the default pipeline. */
    async reset(clientId: string): Promise<void> {
      await db.query(`WITH ${RESOLVE_AGAIN} DELETE FROM pipelines WHERE client_id = $1`, [clientId])
    },

    /** The step values of the client's steps that `pipeline` leaves unmapped, most applications first. */
    unmapped(clientId: string, pipeline: Pipeline): Promise<UnmappedStep[]> {
      const mapped = [
        ...pipeline.stages.flatMap((stage) => stage.steps),
        ...OUTCOMES.flatMap((o) => pipeline.outcomes[o]),
      ]
      return withStatementTimeout(db, limit, (tx) =>
        tx.query<UnmappedStep>(UNMAPPED_SQL, [clientId, mapped.map(stepKey)]),
      )
    },
  }
}

export type Pipelines = ReturnType<typeof createPipelines>
