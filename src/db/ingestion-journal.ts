import type { Database, Queryable } from './database.ts'
import { addActivity } from './ingestion-activity.ts'
import type { Alongside } from './record-store.ts'

/**
 * What a write request leaves behind besides the records: the ingestion counters (ingestion-activity.ts),
 * written in the transaction of the records themselves, or in a transaction of their own when nothing
 * was stored (a batch whose every item was rejected, a rejected PATCH).
 */

export interface WriteContext {
  readonly clientId: string
  /** The resource's name (application_steps, ...). */
  readonly resource: string
}

export function createIngestionJournal(db: Database, now: () => Date = () => new Date()) {
  return {
    /** For a batch that stores records: its counts, with those of its `rejected` items. */
    batch(context: WriteContext, rejected: number): Alongside {
      return (tx, tally) =>
        addActivity(tx, context.clientId, context.resource, { ...tally, rejected, batches: 1 }, now())
    },

    /** A batch whose every item was rejected: one batch received, its items rejected, nothing stored. */
    async rejectedBatch(context: WriteContext, rejected: number): Promise<void> {
      await db.transaction((tx) => addActivity(tx, context.clientId, context.resource, { rejected, batches: 1 }, now()))
    },

    /** For a change of one record (a PATCH, an erasure): `tally.changed` records changed. */
    change(context: WriteContext): Alongside {
      return (tx, tally) => addActivity(tx, context.clientId, context.resource, { changed: tally.changed }, now())
    },

    /** A change refused (a PATCH whose body is invalid or whose key is taken): one rejected item. */
    async rejectedChange(context: WriteContext): Promise<void> {
      await db.transaction((tx) => addActivity(tx, context.clientId, context.resource, { rejected: 1 }, now()))
    },

    /** Counts changes made by a statement of its own on `tx` (an erasure). */
    changed(tx: Queryable, context: WriteContext, changed: number): Promise<void> {
      return addActivity(tx, context.clientId, context.resource, { changed }, now())
    },
  }
}

export type IngestionJournal = ReturnType<typeof createIngestionJournal>
