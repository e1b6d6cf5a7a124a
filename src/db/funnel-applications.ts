import { applicationSteps } from '../domain/application-steps.ts'
import type { Queryable } from './database.ts'
import type { KeptFromRecords } from './record-store.ts'

/**
 * The funnel's applications (migration 014): one row per application, kept by every write of its steps
 * in the write's transaction, which the funnel report reads in place of the steps
 * (db/funnel-report.ts). Every write keeps a row exact or clears its `summarised`, never the other way
 * round, so the report stays exact whatever the order of concurrent writes:
 * - a batch merges what it wrote into the rows of its applications: the union of the step names, the
 *   earliest and latest days, `summarised` while every step has the same job offer, subsidiary and
 *   source. It reads the rows, merges in one set-based statement, and writes a row only if its
 *   `version` is still the one it read; a row another write changed in between is locked by that
 *   attempt, so the merge of those rows, read again, cannot miss (MERGE_ATTEMPTS);
 * - a PATCH of a field the rows are made of clears `summarised` for the application the step leaves and
 *   the one it joins, and widens their span: the report reads those applications' steps from then on.
 */

/** The step fields the rows are made of: a change of any other field leaves them as they are. */
export const FUNNEL_FIELDS = [
  'application_ats_id',
  'step',
  'recorded_at',
  'job_offer_reference',
  'subsidiary',
  'source',
] as const

const ROW_COLUMNS = `application_ats_id, first_day, last_day, summarised, job_offer_reference, subsidiary, source,
  step_set, steps_by_first_day, first_days, steps_by_last_day, last_days`

/** A step's UTC day, which is all the report's ranges (whole UTC days) need of its time. */
const UTC_DAY = "(recorded_at AT TIME ZONE 'UTC')::date"

/**
 * A set of step names as one text, which the report groups applications by: the JSON array of the names
 * in the order given. The rows' `step_set` has them sorted; sets the report reads otherwise may come in
 * another order, and then count as another group of the same names, which the figures add up alike.
 */
export const stepSetOf = (names: string) => `array_to_json(${names})::text`

/**
 * One row per application of `steps` (a FROM item of application_ats_id, step, first_day, last_day and
 * groups, the array of the job offer, subsidiary and source), keyed by `key` (the application, after
 * the client when the steps are several clients'): first per (application, step name), then per
 * application. The groups are compared as one array, whose equality holds nulls equal: the smallest and
 * the largest are the same when all are.
 */
const rowsOf = (steps: string, key = 'application_ats_id') => `
  SELECT ${key}, min(first_day) AS first_day, max(last_day) AS last_day,
    min(lowest_groups) = max(highest_groups) AS summarised,
    (min(lowest_groups))[1] AS job_offer_reference, (min(lowest_groups))[2] AS subsidiary,
    (min(lowest_groups))[3] AS source, ${stepSetOf('array_agg(step ORDER BY step)')} AS step_set,
    array_agg(step ORDER BY first_day, step) AS steps_by_first_day, array_agg(first_day ORDER BY first_day, step) AS first_days,
    array_agg(step ORDER BY last_day, step) AS steps_by_last_day, array_agg(last_day ORDER BY last_day, step) AS last_days
  FROM (SELECT ${key}, step, min(first_day) AS first_day, max(last_day) AS last_day,
          min(groups) AS lowest_groups, max(groups) AS highest_groups
        FROM ${steps}
        GROUP BY ${key}, step) AS per_step
  GROUP BY ${key}`

/** Stored steps as rowsOf reads them. */
const STORED_STEPS = `(SELECT client_id, application_ats_id, step, ${UTC_DAY} AS first_day, ${UTC_DAY} AS last_day,
    ARRAY[job_offer_reference, subsidiary, source] AS groups
  FROM application_steps) AS stored_steps`

/** The batch's steps as the merge reads them: $2 onwards, one array per FUNNEL_FIELDS column. */
const WRITTEN_STEPS = `unnest(${FUNNEL_FIELDS.map((name, i) => `$${i + 2}::${applicationSteps.fields[name].sqlType}[]`).join(', ')})
      AS written(${FUNNEL_FIELDS.join(', ')})`

/**
 * A batch's merge, for client $1: the stored rows of its applications are read; the steps the rows
 * already hold (a re-send, a correction of another field: the name reached on that day, within the
 * name's days, with the row's groups) are set aside; the others and the stored rows of their
 * applications are made into rows again; those that differ from what was read are written, in the order
 * of the applications (two batches lock shared rows in one order), each only if its version is still
 * the one read. Returns the applications whose row another write changed in between (locked now by the
 * attempt). Nothing but columns and operators in DO UPDATE (docs/citus.md).
 */
const MERGE_SQL = `
  WITH written AS (
    SELECT application_ats_id, step, ${UTC_DAY} AS first_day, ${UTC_DAY} AS last_day,
      ARRAY[job_offer_reference, subsidiary, source] AS groups
    FROM ${WRITTEN_STEPS}
  ), read AS (
    -- One lookup by primary key per application (OFFSET 0 keeps it one): without statistics, the planner
    -- read every row of the client and kept the batch's, a cost that grew with the client's rows.
    SELECT stored.*
    FROM (SELECT DISTINCT application_ats_id FROM written) AS batch,
      LATERAL (SELECT * FROM funnel_applications
               WHERE client_id = $1 AND application_ats_id = batch.application_ats_id OFFSET 0) AS stored
  ), new_steps AS (
    SELECT written.* FROM written LEFT JOIN read USING (application_ats_id)
    WHERE read.application_ats_id IS NULL
      OR NOT (written.first_day BETWEEN read.first_day AND read.last_day)
      OR read.summarised AND NOT coalesce(
        written.groups = ARRAY[read.job_offer_reference, read.subsidiary, read.source]
          AND read.first_days[array_position(read.steps_by_first_day, written.step)] <= written.first_day
          AND read.last_days[array_position(read.steps_by_last_day, written.step)] >= written.first_day,
        false)
  ), merged AS (
    ${rowsOf(`(SELECT * FROM new_steps
      UNION ALL
      SELECT application_ats_id, stored.step, stored.day, NULL::date, ARRAY[job_offer_reference, subsidiary, source]
      FROM read, unnest(read.steps_by_first_day, read.first_days) AS stored(step, day)
      WHERE application_ats_id IN (SELECT application_ats_id FROM new_steps)
      UNION ALL
      SELECT application_ats_id, stored.step, NULL::date, stored.day, ARRAY[job_offer_reference, subsidiary, source]
      FROM read, unnest(read.steps_by_last_day, read.last_days) AS stored(step, day)
      WHERE application_ats_id IN (SELECT application_ats_id FROM new_steps)
    ) AS steps`)}
  ), changed AS (
    -- A row without steps (made by a PATCH) has its span and its summarised of its own.
    SELECT merged.application_ats_id, least(merged.first_day, read.first_day) AS first_day,
      greatest(merged.last_day, read.last_day) AS last_day,
      merged.summarised AND coalesce(read.summarised, true) AS summarised, merged.job_offer_reference,
      merged.subsidiary, merged.source, merged.step_set, merged.steps_by_first_day, merged.first_days,
      merged.steps_by_last_day, merged.last_days, coalesce(read.version, 0) AS version_read
    FROM merged LEFT JOIN read USING (application_ats_id)
    WHERE (read.first_day, read.last_day, read.summarised, read.job_offer_reference, read.subsidiary,
        read.source, read.steps_by_first_day, read.first_days, read.steps_by_last_day, read.last_days)
      IS DISTINCT FROM (least(merged.first_day, read.first_day), greatest(merged.last_day, read.last_day),
        merged.summarised AND coalesce(read.summarised, true), merged.job_offer_reference, merged.subsidiary,
        merged.source, merged.steps_by_first_day, merged.first_days, merged.steps_by_last_day, merged.last_days)
  ), attempted AS (
    INSERT INTO funnel_applications AS kept (client_id, ${ROW_COLUMNS}, version)
    SELECT $1, ${ROW_COLUMNS}, version_read + 1 FROM changed
    ORDER BY application_ats_id
    ON CONFLICT (client_id, application_ats_id) DO UPDATE SET
      first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, summarised = EXCLUDED.summarised,
      job_offer_reference = EXCLUDED.job_offer_reference, subsidiary = EXCLUDED.subsidiary,
      source = EXCLUDED.source, step_set = EXCLUDED.step_set, steps_by_first_day = EXCLUDED.steps_by_first_day,
      first_days = EXCLUDED.first_days, steps_by_last_day = EXCLUDED.steps_by_last_day,
      last_days = EXCLUDED.last_days,
      version = EXCLUDED.version
    WHERE kept.version = EXCLUDED.version - 1
    RETURNING application_ats_id
  )
  SELECT application_ats_id FROM changed
  WHERE application_ats_id NOT IN (SELECT application_ats_id FROM attempted)`

/**
 * A second attempt holds the lock of every row the first one missed, and reads them as they were last
 * committed: it cannot miss again.
 */
const MERGE_ATTEMPTS = 2

/**
 * Every row of every client made again from the stored steps, on a database no service writes to:
 * right after migration 014 (in its transaction), after a bulk load.
 */
const REBUILD_SQL = `
  INSERT INTO funnel_applications (client_id, ${ROW_COLUMNS}, version)
  SELECT client_id, ${ROW_COLUMNS}, 1
  FROM (${rowsOf(STORED_STEPS, 'client_id, application_ats_id')}) AS rebuilt`

export async function rebuildFunnelApplications(db: Queryable): Promise<void> {
  await db.query('DELETE FROM funnel_applications')
  await db.query(REBUILD_SQL)
}

type Step = Readonly<Record<string, unknown>>

/** What the record store of application steps does with the funnel's rows on every write. */
export const funnelApplications: KeptFromRecords = {
  fields: FUNNEL_FIELDS,

  async afterBatch(tx, clientId, written: readonly Step[]) {
    let steps = written
    for (let attempt = 1; steps.length > 0; attempt++) {
      const missed = await tx.query<{ application_ats_id: string }>(MERGE_SQL, [
        clientId,
        ...FUNNEL_FIELDS.map((name) => steps.map((step) => step[name] ?? null)),
      ])
      if (missed.length === 0) return
      if (attempt >= MERGE_ATTEMPTS)
        throw new Error("the funnel's applications changed under a merge holding their locks")
      const again = new Set(missed.map((row) => row.application_ats_id))
      steps = steps.filter((step) => again.has(step.application_ats_id as string))
    }
  },

  inChange: (before, changed) => `
    INSERT INTO funnel_applications AS kept (client_id, application_ats_id, first_day, last_day, summarised,
      step_set, steps_by_first_day, first_days, steps_by_last_day, last_days, version)
    SELECT $1, application_ats_id, min(${UTC_DAY}), max(${UTC_DAY}), false, '[]', '{}', '{}', '{}', '{}', 1
    FROM (SELECT application_ats_id, recorded_at FROM ${before} WHERE EXISTS (SELECT FROM ${changed})
          UNION ALL SELECT application_ats_id, recorded_at FROM ${changed}) AS moved
    GROUP BY application_ats_id
    ORDER BY application_ats_id
    ON CONFLICT (client_id, application_ats_id) DO UPDATE SET
      summarised = false,
      first_day = least(kept.first_day, EXCLUDED.first_day),
      last_day = greatest(kept.last_day, EXCLUDED.last_day),
      version = kept.version + 1`,
}
