import { stepKeySql } from '../domain/pipeline.ts'
import { meaningSql, OUTCOME_SQL, pipelineParams, stageFiguresSql, stepMeaningsSql } from './application-facts.ts'
import type { Database, Queryable } from './database.ts'
import { DEFAULT_PIPELINE_LABEL, pipelineLabelSql, readPipeline } from './pipelines.ts'
import type { AlongsideInStatement } from './record-store.ts'

/**
 * Keeps `application_facts` (migration 022) true to the steps: a consumer of the change feed
 * (db/change-feed.ts). The applications of the steps each application step event names are read again
 * from all their steps, with those of `application_facts_pending`, and the client's progress moves past
 * those events, in one transaction. A client's chunks take an advisory lock of their own, so that the
 * job of every node and a report catching up (catchUp) never refresh one client at once.
 *
 * The events are numbered in commit order per client, so every event a chunk has not read is numbered
 * after every one it has: `through` is exact. Facts are read again, never patched: a refresh gives the
 * same row whatever came before, so a chunk that fails is simply done again.
 *
 * Each row keeps its stages and outcome under the client's pipeline as the chunk read it, named by the
 * pipeline's label (migration 024). After a change of pipeline, the job works every row out again in a
 * pass by application_ats_id (resolveChunk); until then a report works out at read time the rows under
 * another label.
 */

/** Change-event rows (one per transaction and type, up to a thousand events each) a chunk reads. */
const EVENT_ROWS_PER_CHUNK = 20
/** Pending applications a chunk reads again, unless told otherwise. */
const PENDING_PER_CHUNK = 5_000

const STEP_EVENT_TYPES = ['application_step.created', 'application_step.updated']

/** Applications a chunk of a pass works out again, unless told otherwise. */
const RESOLVED_PER_CHUNK = 5_000

/**
 * $1 the client, $2 the applications, $3 the pipeline's label, $4 to $6 the pipeline
 * (application-facts.ts): their facts read again from all their steps, or deleted when none is left.
 */
const refreshSql = (stages: number) => `
  WITH wanted AS (
    SELECT DISTINCT unnest($2::text[]) AS application_ats_id
  ), steps AS (
    -- Each step with its application's fields, picked by window over the application's steps.
    SELECT s.application_ats_id, s.recorded_at, ${stepKeySql('s.step')} AS key,
      first_value(s.candidate_ats_id) OVER (
        PARTITION BY s.application_ats_id ORDER BY s.recorded_at DESC, s.id DESC) AS candidate_ats_id,
      first_value(s.job_offer_reference) OVER (
        PARTITION BY s.application_ats_id ORDER BY s.job_offer_reference IS NULL, s.recorded_at, s.id) AS job_offer_reference,
      first_value(s.subsidiary) OVER (
        PARTITION BY s.application_ats_id ORDER BY s.subsidiary IS NULL, s.recorded_at, s.id) AS subsidiary,
      first_value(s.source) OVER (
        PARTITION BY s.application_ats_id ORDER BY s.source IS NULL, s.recorded_at, s.id) AS source
    FROM application_steps s
    WHERE s.client_id = $1 AND s.application_ats_id IN (SELECT application_ats_id FROM wanted)
  ), per_key AS (
    SELECT application_ats_id, key, min(recorded_at) AS first_at, max(recorded_at) AS last_at,
      max(candidate_ats_id) AS candidate_ats_id, max(job_offer_reference) AS job_offer_reference,
      max(subsidiary) AS subsidiary, max(source) AS source
    FROM steps GROUP BY application_ats_id, key
  ), facts AS (
    SELECT application_ats_id, min(first_at) AS applied_at, max(candidate_ats_id) AS candidate_ats_id,
      max(job_offer_reference) AS job_offer_reference, max(subsidiary) AS subsidiary, max(source) AS source,
      array_agg(key ORDER BY key) AS step_keys, array_agg(first_at ORDER BY key) AS first_at,
      array_agg(last_at ORDER BY key) AS last_at, ${stageFiguresSql(stages)}
    FROM (SELECT *, ${meaningSql('key')} AS meaning FROM per_key) k GROUP BY application_ats_id
  ), gone AS (
    -- Through the steps' index: an application none of whose steps is left.
    DELETE FROM application_facts f USING wanted w
    WHERE f.client_id = $1 AND f.application_ats_id = w.application_ats_id
      AND NOT EXISTS (
        SELECT FROM application_steps s WHERE s.client_id = $1 AND s.application_ats_id = w.application_ats_id)
  )
  INSERT INTO application_facts AS f (client_id, application_ats_id, applied_at, candidate_ats_id,
    job_offer_reference, subsidiary, source, step_keys, first_at, last_at, resolved_under, last_stage, outcome, reach)
  SELECT $1, application_ats_id, applied_at, candidate_ats_id, job_offer_reference, subsidiary, source,
    step_keys, first_at, last_at, $3, last_stage, ${OUTCOME_SQL}, reach
  FROM facts
  ON CONFLICT (client_id, application_ats_id) DO UPDATE SET
    applied_at = EXCLUDED.applied_at, candidate_ats_id = EXCLUDED.candidate_ats_id,
    job_offer_reference = EXCLUDED.job_offer_reference, subsidiary = EXCLUDED.subsidiary,
    source = EXCLUDED.source, step_keys = EXCLUDED.step_keys, first_at = EXCLUDED.first_at,
    last_at = EXCLUDED.last_at, resolved_under = EXCLUDED.resolved_under, last_stage = EXCLUDED.last_stage,
    outcome = EXCLUDED.outcome, reach = EXCLUDED.reach`

/**
 * $1 the client, $2 where the pass has got to, $3 the pipeline's label, $4 to $6 the pipeline, $7 how
 * many: the next applications by application_ats_id worked out again under the pipeline, those under
 * another label written; answers the last one read and how many were read.
 */
const resolveSql = (stages: number) => `
  WITH chunk AS (
    SELECT application_ats_id, step_keys, first_at, last_at FROM application_facts
    WHERE client_id = $1 AND application_ats_id > $2 ORDER BY application_ats_id LIMIT $7
  ), worked_out AS (
    SELECT application_ats_id, last_stage, reach, ${OUTCOME_SQL} AS outcome FROM (
      SELECT c.application_ats_id, ${stageFiguresSql(stages)}
      FROM chunk c, LATERAL ${stepMeaningsSql('c')}
      GROUP BY c.application_ats_id
    ) figures
  ), written AS (
    UPDATE application_facts f
    SET resolved_under = $3, last_stage = w.last_stage, outcome = w.outcome, reach = w.reach
    FROM worked_out w
    WHERE f.client_id = $1 AND f.application_ats_id = w.application_ats_id AND f.resolved_under IS DISTINCT FROM $3
  )
  SELECT max(application_ats_id) AS last, count(*)::int AS read FROM chunk`

/**
 * The data-modifying CTE of a PATCH of an application step that notes the application the step belonged
 * to before it (a CTE's snapshot is the statement's, from before the change), since the feed names only
 * the step: `rows` is the CTE of the step changed, if it was.
 */
export const notePatchedApplicationSql: AlongsideInStatement = (rows) => `facts_pending AS (
    INSERT INTO application_facts_pending (client_id, application_ats_id)
    SELECT s.client_id, s.application_ats_id FROM ${rows} c
    JOIN application_steps s ON s.client_id = c.client_id AND s.id = c.id
    ON CONFLICT (client_id, application_ats_id) DO NOTHING
  )`

/** The first statement of each chunk: the client's lock. */
export const FACTS_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('application-facts/' || $1, 0))"

export function createFactsKeeping(
  db: Database,
  { resolvedPerChunk = RESOLVED_PER_CHUNK, pendingPerChunk = PENDING_PER_CHUNK } = {},
) {
  /** One chunk of a client's work; true when more is left. */
  async function keepChunk(tx: Queryable, clientId: string): Promise<boolean> {
    await tx.query(FACTS_LOCK_SQL, [clientId])
    const [progress] = await tx.query<{ through: string }>(
      'SELECT through FROM application_facts_progress WHERE client_id = $1',
      [clientId],
    )
    let through = progress?.through ?? '0'
    // Events the feed pruned before they were read: every application of the client is read again.
    const [pruned] = await tx.query<{ through: string }>(
      'SELECT through FROM change_events_pruned WHERE client_id = $1 AND through > $2',
      [clientId, through],
    )
    if (pruned !== undefined) {
      await tx.query(
        `INSERT INTO application_facts_pending (client_id, application_ats_id)
         SELECT DISTINCT client_id, application_ats_id FROM application_steps WHERE client_id = $1
         ON CONFLICT (client_id, application_ats_id) DO NOTHING`,
        [clientId],
      )
      through = pruned.through
    }
    // The latest number first: every event up to it has committed, whatever commits after this read.
    const [latest] = await tx.query<{ last: string }>('SELECT last FROM change_sequences WHERE client_id = $1', [
      clientId,
    ])
    const events = await tx.query<{ last_sequence: string; ids: string[] }>(
      `SELECT last_sequence, ids FROM change_events
       WHERE client_id = $1 AND last_sequence > $2 AND last_sequence <= $3 AND type = ANY ($4::text[])
       ORDER BY last_sequence LIMIT $5`,
      [clientId, through, latest?.last ?? through, STEP_EVENT_TYPES, EVENT_ROWS_PER_CHUNK],
    )
    const pending = await tx.query<{ application_ats_id: string }>(
      `DELETE FROM application_facts_pending p
       WHERE p.client_id = $1 AND p.application_ats_id IN (
         SELECT application_ats_id FROM application_facts_pending WHERE client_id = $1 LIMIT $2)
       RETURNING p.application_ats_id`,
      [clientId, pendingPerChunk],
    )
    const stepIds = events.flatMap((row) => row.ids)
    const named =
      stepIds.length === 0
        ? []
        : await tx.query<{ application_ats_id: string }>(
            'SELECT DISTINCT application_ats_id FROM application_steps WHERE client_id = $1 AND id = ANY ($2::bigint[])',
            [clientId, stepIds],
          )
    const applications = [...named, ...pending].map((row) => row.application_ats_id)
    if (applications.length > 0) {
      // Read under the client's lock, as every writer of kept stages reads it (see resolveChunk).
      const { pipeline, label } = await readPipeline(tx, clientId)
      await tx.query(refreshSql(pipeline.stages.length), [clientId, applications, label, ...pipelineParams(pipeline)])
    }
    // Past the events read; when they were the last of their types, past every event (of other types) up to `latest`.
    const moreEvents = events.length === EVENT_ROWS_PER_CHUNK
    const last = events.at(-1)?.last_sequence
    const reached = moreEvents ? (last as string) : (latest?.last ?? through)
    if (reached !== progress?.through) {
      await tx.query(
        `INSERT INTO application_facts_progress (client_id, through) VALUES ($1, $2)
         ON CONFLICT (client_id) DO UPDATE SET through = EXCLUDED.through`,
        [clientId, reached],
      )
    }
    return moreEvents || pending.length === pendingPerChunk
  }

  /** One chunk of the pass that works a client's applications out again under its pipeline; true when more is left. */
  async function resolveChunk(tx: Queryable, clientId: string): Promise<boolean> {
    await tx.query(FACTS_LOCK_SQL, [clientId])
    const { pipeline, label } = await readPipeline(tx, clientId)
    const [progress] = await tx.query<{
      resolved_under: string | null
      resolving_under: string | null
      resolving_after: string | null
    }>('SELECT resolved_under, resolving_under, resolving_after FROM application_facts_progress WHERE client_id = $1', [
      clientId,
    ])
    if (progress === undefined || progress.resolved_under === label) return false
    // A pass under another pipeline starts again from the first application.
    const after = progress.resolving_under === label ? (progress.resolving_after ?? '') : ''
    const [chunk] = await tx.query<{ last: string | null; read: number }>(resolveSql(pipeline.stages.length), [
      clientId,
      after,
      label,
      ...pipelineParams(pipeline),
      resolvedPerChunk,
    ])
    const done = (chunk?.read ?? 0) < resolvedPerChunk
    await tx.query(
      `UPDATE application_facts_progress SET resolved_under = $2, resolving_under = $3, resolving_after = $4
       WHERE client_id = $1`,
      [clientId, done ? label : null, done ? null : label, done ? null : chunk?.last],
    )
    return !done
  }

  return {
    /**
     * Brings a client's facts up to every write committed before it was called, a chunk at a time,
     * unless `enough` says so first; true when more is left.
     */
    async catchUp(clientId: string, enough: () => boolean = () => false): Promise<boolean> {
      let more = true
      while (more && !enough()) more = await db.transaction((tx) => keepChunk(tx, clientId))
      return more
    },

    /**
     * Works the client's applications out again under its pipeline, a chunk at a time, until they all
     * are or `enough` says so; true when more is left.
     */
    async resolve(clientId: string, enough: () => boolean): Promise<boolean> {
      let more = true
      while (more && !enough()) more = await db.transaction((tx) => resolveChunk(tx, clientId))
      return more
    },

    /**
     * The clients whose facts are behind their feed or who have pending applications, and those whose
     * applications are not all worked out under their pipeline (`unresolved`; a client's first catch-up
     * leaves its pass due).
     */
    async clientsBehind(): Promise<{ clientId: string; unresolved: boolean }[]> {
      const rows = await db.query<{ client_id: string; unresolved: boolean }>(
        `SELECT client_id, bool_or(unresolved) AS unresolved FROM (
           SELECT s.client_id, p.client_id IS NULL AS unresolved FROM change_sequences s
           LEFT JOIN application_facts_progress p ON p.client_id = s.client_id
           WHERE s.last > coalesce(p.through, 0)
           UNION ALL
           SELECT DISTINCT a.client_id, p.client_id IS NULL FROM application_facts_pending a
           LEFT JOIN application_facts_progress p ON p.client_id = a.client_id
           UNION ALL
           SELECT p.client_id, true FROM application_facts_progress p
           LEFT JOIN pipelines l ON l.client_id = p.client_id
           WHERE p.resolved_under IS DISTINCT FROM coalesce(${pipelineLabelSql('l')}, $1)
         ) behind GROUP BY client_id ORDER BY client_id`,
        [DEFAULT_PIPELINE_LABEL],
      )
      return rows.map((row) => ({ clientId: row.client_id, unresolved: row.unresolved }))
    },
  }
}

export type FactsKeeping = ReturnType<typeof createFactsKeeping>
