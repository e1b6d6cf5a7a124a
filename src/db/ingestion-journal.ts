import { type ClientTurns, createClientTurns } from '../client-turns.ts'
import type { Resource } from '../domain/resource.ts'
import type { ErrorCode } from '../error-codes.ts'
import { changeEventsCtes, eventType, recordChanges } from './change-feed.ts'
import type { Database, Queryable } from './database.ts'
import { addActivity, countChangesSql, createIngestionActivity, hourOf } from './ingestion-activity.ts'
import type { Alongside, AlongsideInStatement } from './record-store.ts'
import { type Rejection, recordRejections } from './rejections.ts'

/**
 * What a write request leaves behind besides the records: the ingestion counters (ingestion-activity.ts)
 * and the events of the change feed (change-feed.ts), written in the transaction of the records
 * themselves (a PATCH: in its statement), the events last; the counters in a transaction of their own
 * when nothing was stored (a batch whose every item was rejected, a rejected PATCH); and the rejection
 * log, a batch's after its records and counts (logRejections).
 */

export interface WriteContext {
  readonly clientId: string
  /** The resource's name (application-steps, ...). */
  readonly resource: string
}

/** A write that may change records: the resource too, whose events it makes. */
export interface ChangingContext extends WriteContext {
  readonly changed: Pick<Resource, 'singular'>
}

/** A request that rejected items: what the rejection log needs beside the counters. */
export interface RejectingContext extends WriteContext {
  /** The request id, as answered in x-request-id. */
  readonly requestId: string
  readonly naturalKey: readonly string[]
}

/** A request refused whole, before its items were read: what the rejection log keeps of it. */
export interface Refusal {
  readonly code: ErrorCode
  readonly message: string
}

/** The rejections by code: each under its first problem's. */
function codesOf(rejections: readonly Rejection[]): Map<ErrorCode, number> {
  const codes = new Map<ErrorCode, number>()
  for (const { problems } of rejections) {
    const code = problems[0]?.code
    if (code !== undefined) codes.set(code, (codes.get(code) ?? 0) + 1)
  }
  return codes
}

/** Few enough rows that a transaction of them holds a connection for tens of milliseconds. */
const REJECTIONS_PER_TRANSACTION = 500

export interface JournalLimits {
  readonly maxRejectionsPerClient: number
  readonly resources: readonly string[]
  /** The clients' turns of the node (client-turns.ts), for the pauses between pieces of a log. */
  readonly turns?: Pick<ClientTurns, 'pause'>
}

export function createIngestionJournal(
  db: Database,
  now: () => Date = () => new Date(),
  limits: JournalLimits = { maxRejectionsPerClient: Number.POSITIVE_INFINITY, resources: [] },
) {
  const maxRows = limits.maxRejectionsPerClient
  const activity = createIngestionActivity(db)
  /** Each client's rejection-log writes, one after another on this node. */
  const loggingTurns = createClientTurns()

  /**
   * Logs a batch's rejected items, REJECTIONS_PER_TRANSACTION to a transaction, and a client's batches
   * one after another on this node, pausing after each transaction as the clients' turns do: a log of
   * thousands of rows holds a connection (the embedded database's only one) for a transaction's rows
   * at a time, one client's garbage for one batch's at a time, and for at most half the time while
   * other clients' requests are in progress.
   */
  function logRejections(context: RejectingContext, rejected: readonly Rejection[]): Promise<void> {
    return loggingTurns.inTurn(context.clientId, async () => {
      for (let first = 0; first < rejected.length; first += REJECTIONS_PER_TRANSACTION) {
        const started = performance.now()
        const some = rejected.slice(first, first + REJECTIONS_PER_TRANSACTION)
        await db.transaction((tx) => recordRejections(tx, { ...context, at: now(), maxRows }, some))
        await limits.turns?.pause(context.clientId, performance.now() - started)
      }
    })
  }

  return {
    /**
     * The seconds until the client may have rejections logged again, when it has had MAX_REJECTIONS_PER_CLIENT
     * in this UTC hour; else undefined. A client that sends only garbage is refused (429) from there
     * to the hour's end, rather than rotate its whole log again and again.
     */
    async rejectionsThrottled(clientId: string): Promise<number | undefined> {
      const at = now()
      if ((await activity.rejectedInHour(clientId, limits.resources, at)) < maxRows) return undefined
      return Math.ceil((hourOf(at).getTime() + 3_600_000 - at.getTime()) / 1000)
    },

    /**
     * For a batch that stores records: its counts, `rejected` items counted, in the transaction of the
     * records. Its rejected items are logged after it commits (logRejections).
     */
    batch(context: ChangingContext, rejected: readonly Rejection[]): Alongside {
      return async (tx, tally) => {
        const at = now()
        const { created, changed } = tally
        const counts = { created, changed, rejected: rejected.length, batches: 1, codes: codesOf(rejected) }
        await addActivity(tx, context.clientId, context.resource, counts, at)
        await recordChanges(
          tx,
          context.clientId,
          [
            { type: eventType(context.changed, 'created'), ids: tally.createdIds },
            { type: eventType(context.changed, 'updated'), ids: tally.changedIds },
          ],
          at,
        )
      }
    },

    /** A batch whose every item was rejected: one batch received, its items counted, then logged; nothing stored. */
    async rejectedBatch(context: RejectingContext, rejected: readonly Rejection[]): Promise<void> {
      const counts = { rejected: rejected.length, batches: 1, codes: codesOf(rejected) }
      await db.transaction((tx) => addActivity(tx, context.clientId, context.resource, counts, now()))
      await logRejections(context, rejected)
    },

    logRejections,

    /** For a change of one record (a PATCH): counted, and its event written, in the statement that changes it. */
    change(context: ChangingContext): AlongsideInStatement {
      // The events read the counters' RETURNING, so that the counters are written before the events are
      // numbered: every writer locks a counter row first and its client's sequence row last (change-feed.ts),
      // so that no two writers wait for each other's.
      return (rows, param) => {
        const at = now()
        const type = param(eventType(context.changed, 'updated'))
        const events = `SELECT client_id, ${type}::text AS type, id FROM ${rows} WHERE (SELECT count(*) FROM counted) > 0`
        const counted = `counted AS (${countChangesSql(rows, param, { ...context, at })} RETURNING 1)`
        return `${counted}, ${changeEventsCtes(events, `${param(at.toISOString())}::timestamptz`)}`
      }
    },

    /** A change refused (a PATCH whose body is invalid or whose key is taken): one rejected item, logged. */
    async rejectedChange(context: RejectingContext, rejection: Rejection): Promise<void> {
      await db.transaction(async (tx) => {
        const at = now()
        await recordRejections(tx, { ...context, at, maxRows }, [rejection])
        await addActivity(tx, context.clientId, context.resource, { rejected: 1, codes: codesOf([rejection]) }, at)
      })
    },

    /**
     * A request refused whole, before its items were read (not JSON, too large, a wrong Content-Type):
     * logged as one rejection without an index, and counted as a batch refused, or for a PATCH as an
     * item rejected.
     */
    async refusedRequest(context: RejectingContext, refusal: Refusal, of: 'batch' | 'change'): Promise<void> {
      await db.transaction(async (tx) => {
        const at = now()
        const problems = [{ field: null, code: refusal.code, message: refusal.message }]
        await recordRejections(tx, { ...context, at, maxRows }, [{ index: null, problems, item: undefined }])
        const counted = of === 'batch' ? { batchesRefused: 1 } : { rejected: 1 }
        await addActivity(
          tx,
          context.clientId,
          context.resource,
          { ...counted, codes: new Map([[refusal.code, 1]]) },
          at,
        )
      })
    },

    /** Counts changes made by a statement of its own on `tx` (an erasure). */
    changed(tx: Queryable, context: WriteContext, changed: number): Promise<void> {
      return addActivity(tx, context.clientId, context.resource, { changed }, now())
    },
  }
}

export type IngestionJournal = ReturnType<typeof createIngestionJournal>
