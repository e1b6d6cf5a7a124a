import type { Resource } from '../domain/resource.ts'
import { type ChangeEvent, eventSubject } from './change-feed.ts'
import type { RecordStore, StoredRecord } from './record-store.ts'

/** An event as the feed and the webhooks show it: with its resource, and with its record when asked. */
export interface ShownEvent extends ChangeEvent {
  readonly resource: string | undefined
  readonly data?: StoredRecord<Resource> | null
}

/**
 * The events of the change feed as GET /v3/changes and the webhooks' messages show them: each with its
 * resource's path name, and with `include=data` (or in a message) its record as it is now, read from
 * the resources' stores, one read per resource.
 */
export function createEventRecords(stores: readonly RecordStore<Resource>[]) {
  const storeOfSubject = new Map(stores.map((store) => [eventSubject(store.resource), store]))
  const subjectOf = (type: string) => type.slice(0, type.lastIndexOf('.'))

  /** The records of the events, as they are now, by subject and id. */
  async function recordsOf(clientId: string, events: readonly ChangeEvent[]) {
    const records = new Map<string, StoredRecord<Resource>>()
    const idsBySubject = new Map<string, Set<number>>()
    for (const event of events) {
      const subject = subjectOf(event.type)
      idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(event.id))
    }
    for (const [subject, ids] of idsBySubject) {
      const store = storeOfSubject.get(subject)
      if (store === undefined) continue
      for (const record of await store.findStoredByIds(clientId, [...ids])) {
        records.set(`${subject} ${record.id}`, record)
      }
    }
    return records
  }

  return {
    resources: stores.map((store) => store.resource),

    /** The events with their resource; with `withData`, each with its record as it is now (null when gone). */
    async show(clientId: string, events: readonly ChangeEvent[], withData: boolean): Promise<ShownEvent[]> {
      const records = withData ? await recordsOf(clientId, events) : undefined
      return events.map((event) => {
        const subject = subjectOf(event.type)
        const shown = { ...event, resource: storeOfSubject.get(subject)?.resource.name }
        return records === undefined ? shown : { ...shown, data: records.get(`${subject} ${event.id}`) ?? null }
      })
    },
  }
}

export type EventRecords = ReturnType<typeof createEventRecords>
