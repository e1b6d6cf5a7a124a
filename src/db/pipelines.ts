import { DEFAULT_PIPELINE, OUTCOMES, type Pipeline, stepKey, stepKeySql } from '../domain/pipeline.ts'
import type { Database } from './database.ts'
import { type StatementLimit, withStatementTimeout } from './statement-timeout.ts'

/**
 * Each client's pipeline (domain/pipeline.ts), kept as sent in `pipelines` (migration 019); a client
 * without a row has the default one. And the step values a client has sent that its pipeline leaves
 * unmapped, counted from its steps.
 */

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
    async of(clientId: string): Promise<Pipeline> {
      const [row] = await db.query<{ definition: Pipeline }>('SELECT definition FROM pipelines WHERE client_id = $1', [
        clientId,
      ])
      return row?.definition ?? DEFAULT_PIPELINE
    },

    /** Replaces the client's pipeline. */
    async set(clientId: string, pipeline: Pipeline): Promise<void> {
      const definition = { stages: pipeline.stages, outcomes: pipeline.outcomes }
      await db.query(
        `INSERT INTO pipelines (client_id, definition, set_at) VALUES ($1, $2, now())
         ON CONFLICT (client_id) DO UPDATE SET definition = EXCLUDED.definition, set_at = EXCLUDED.set_at`,
        [clientId, JSON.stringify(definition)],
      )
    },

    /** Back to the default pipeline. */
    async reset(clientId: string): Promise<void> {
      await db.query('DELETE FROM pipelines WHERE client_id = $1', [clientId])
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
