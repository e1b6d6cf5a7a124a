import { applicationSteps } from '../domain/application-steps.ts'
import { changeEventsCtes, eventType, recordChanges } from './change-feed.ts'
import type { Database, Queryable } from './database.ts'
import { noteChangesSql } from './record-store.ts'
import { deleteCandidateRejections } from './rejections.ts'

/**
 * Erasure of the personal data of application steps: the candidate's e-mail and phone are set to null
 * and the step itself stays, so that statistics do not change; the candidate's rejected items go from
 * the rejection log. Shared by the erasure endpoint and the
 * retention job. A step counts as erased only when it still held an e-mail or a phone, so erasing
 * again changes nothing and counts nothing; `updated_at` moves on the steps changed, and is noted beside
 * the table, so that readers listing by `updated_since` see them.
 */

/** Notes when the erased steps changed, beside the table, for `updated_since` (migration 012). */
const NOTE_CHANGES = noteChangesSql('application_steps_changes', 'SELECT client_id, id, updated_at FROM erased')

/** The change feed's event of an erased step (change-feed.ts): the same whether a request or the retention erased it. */
const ERASED = eventType(applicationSteps, 'personal_data_erased')

/**
 * The retention's events, written by the statement that erases the steps (its transaction's last and
 * only one, but for the lock). `$3` is when.
 */
const ERASED_EVENTS = changeEventsCtes(`SELECT client_id, '${ERASED}'::text AS type, id FROM erased`, '$3::timestamptz')

const HOLDS_PERSONAL_DATA = '(candidate_mail IS NOT NULL OR candidate_phone IS NOT NULL)'
const ERASE = 'candidate_mail = NULL, candidate_phone = NULL, updated_at = now()'

/** Any fixed number: it names the lock that keeps the retention job to one node at a time. */
const RETENTION_LOCK = 4_242_004

// One statement: the steps counted and the steps changed are of the same moment.
const ERASE_CANDIDATE_SQL = `
  WITH candidate_steps AS (
    SELECT id FROM application_steps WHERE client_id = $1 AND candidate_ats_id = $2
  ), erased AS (
    UPDATE application_steps SET ${ERASE}
    WHERE client_id = $1 AND candidate_ats_id = $2 AND ${HOLDS_PERSONAL_DATA}
    RETURNING client_id, id, updated_at
  ), noted AS (${NOTE_CHANGES}
  )
  SELECT (SELECT count(*) FROM candidate_steps)::int AS steps,
    coalesce((SELECT array_agg(id ORDER BY id) FROM erased), '{}') AS erased_ids`

// The chunk is chosen without a row lock (Citus refuses FOR UPDATE across shards: docs/citus.md), so
// the UPDATE checks again what chose it: a step that a request changed meanwhile (erased, or patched to
// a later recorded_at) is not counted or erased. A step locked by a request in flight is waited for.
const ERASE_RECORDED_BEFORE_SQL = `
  WITH chunk AS (
    SELECT client_id, id FROM application_steps
    WHERE recorded_at < $1 AND ${HOLDS_PERSONAL_DATA}
    LIMIT $2
  ), erased AS (
    UPDATE application_steps AS step SET ${ERASE}
    FROM chunk WHERE step.client_id = chunk.client_id AND step.id = chunk.id
      AND step.recorded_at < $1 AND ${HOLDS_PERSONAL_DATA}
    RETURNING step.client_id, step.id, step.updated_at
  ), noted AS (${NOTE_CHANGES}
  ), ${ERASED_EVENTS}
  SELECT count(*)::int AS erased FROM erased`

export interface CandidateErasure {
  /** How many steps of the candidate the client has (0: the client knows no such candidate). */
  readonly steps: number
  /** How many of them still held an e-mail or a phone, and no longer do. */
  readonly erased: number
}

/** `now`: the clock of the erasures' events (tests move it). */
export function createPersonalDataStore(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * Erases the e-mail and phone on every step of one candidate of one client, and deletes the
     * client's rejected items that named the candidate. `alongside` runs in the same transaction with
     * how many steps changed (the ingestion counters).
     */
    async eraseCandidate(
      clientId: string,
      candidateAtsId: string,
      alongside?: (tx: Queryable, erased: number) => Promise<void>,
    ): Promise<CandidateErasure> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ steps: number; erased_ids: (string | number)[] }>(ERASE_CANDIDATE_SQL, [
          clientId,
          candidateAtsId,
        ])
        const erasedIds = (row?.erased_ids ?? []).map(Number)
        const erasure = { steps: Number(row?.steps ?? 0), erased: erasedIds.length }
        await deleteCandidateRejections(tx, clientId, candidateAtsId)
        if (alongside !== undefined && erasure.erased > 0) await alongside(tx, erasure.erased)
        // Last: numbering the events locks the client's counter row until the commit (change-feed.ts).
        await recordChanges(tx, clientId, [{ type: ERASED, ids: erasedIds }], now())
        return erasure
      })
    },

    /**
     * Erases the e-mail and phone of at most `maxSteps` steps recorded before `recordedBefore`, of every
     * client, in one short transaction. Returns how many were erased, or undefined when another node's
     * retention job holds the lock (it is doing the same work).
     */
    async eraseChunkRecordedBefore(recordedBefore: Date, maxSteps: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [lock] = await tx.query<{ acquired: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS acquired', [
          RETENTION_LOCK,
        ])
        if (lock?.acquired !== true) return undefined
        const [row] = await tx.query<{ erased: number }>(ERASE_RECORDED_BEFORE_SQL, [
          recordedBefore.toISOString(),
          maxSteps,
          now().toISOString(),
        ])
        return Number(row?.erased ?? 0)
      })
    },
  }
}

export type PersonalDataStore = ReturnType<typeof createPersonalDataStore>
