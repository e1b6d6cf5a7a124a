import type { Resource } from '../domain/resource.ts'
import { type ChangeEvent, eventSubject } from './change-feed.ts'
import type { RecordStore } from './record-store.ts'

/**
 * The events of the change feed as GET /v3/changes and the webhooks' messages show them, as the JSON
 * text of their array: each with its resource's path name, and with `include=data` (or in a message)
 * its record as it is now, read from the resources' stores, one read per resource. The records come as
 * PostgreSQL writes their JSON and are spliced in unparsed: parsing and serialising them again cost more
 * than the read.
 */
export function createEventRecords(stores: readonly RecordStore<Resource>[]) {
  const storeOfSubject = new Map(stores.map((store) => [eventSubject(store.resource), store]))
  const subjectOf = (type: string) => type.slice(0, type.lastIndexOf('.'))

  /** The JSON of the events' records, as they are now, by subject and id. */
  async function recordsOf(clientId: string, events: readonly ChangeEvent[]) {
    const records = new Map<string, string>()
    const idsBySubject = new Map<string, Set<number>>()
    for (const event of events) {
      const subject = subjectOf(event.type)
      idsBySubject.set(subject, (idsBySubject.get(subject) ?? new Set()).add(event.id))
    }
    for (const [subject, ids] of idsBySubject) {
      const store = storeOfSubject.get(subject)
      if (store === undefined) continue
      for (const record of await store.findStoredJsonByIds(clientId, [...ids])) {
        records.set(`${subject} ${record.id}`, record.json)
      }
    }
    return records
  }

  return {
    resources: stores.map((store) => store.resource),

    /** The JSON array of the events with their resource; with `withData`, each with its record as it is now (null when gone). */
    async showJson(clientId: string, events: readonly ChangeEvent[], withData: boolean): Promise<string> {
      const records = withData ? await recordsOf(clientId, events) : undefined
      const shown = events.map((event) => {
        const subject = subjectOf(event.type)
        const { sequence, type, id, occurred_at } = event
        const head = JSON.stringify({
          sequence,
          type,
          resource: storeOfSubject.get(subject)?.resource.name,
          id,
          occurred_at,
        })
        // The record's JSON goes in as its last member, in place of the closing brace.
        return records === undefined
          ? head
          : `${head.slice(0, -1)},"data":${records.get(`${subject} ${id}`) ?? 'null'}}`
      })
      return `[${shown.join(',')}]`
    },
  }
}

export type EventRecords = ReturnType<typeof createEventRecords>
