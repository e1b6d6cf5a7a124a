/**
 * What the soak's clients sent and what the service answered, and the check of the database against it.
 *
 * Each natural key is sent by one client loop only, one batch at a time, so the sends of a key are in
 * a known order and the stored row must come from the last acknowledged send or from a later one whose
 * outcome is unknown (answered 5xx, or no answer): those may or may not have been stored.
 */

/** acknowledged: 201/207 with an id; unknown: 5xx or no answer; refused: must have stored nothing (4xx, a half body). */
export type Outcome = 'acknowledged' | 'unknown' | 'refused'

export interface StoredRow {
  readonly id: number
  readonly key: string
  readonly marker: string | null
  readonly value: string | null
}

export interface Verdict {
  /** Items acknowledged (201/207 with an id), counting every re-send. */
  readonly acknowledged: number
  readonly stored: number
  /** Natural keys whose last acknowledged values are not in the database (absent, or overwritten by an older send). */
  readonly missing: number
  /** Rows that no send explains: a key never sent or refused, or values no send of that key carried. */
  readonly unexpected: number
  /** Batches with some items stored and others not. */
  readonly halfStored: number
  /** Natural keys stored under another id than the one acknowledged. */
  readonly wrongIds: number
  readonly duplicateKeys: number
}

interface Send {
  readonly batch: string
  readonly value: string
  outcome: Outcome
  id?: number
}

interface Batch {
  readonly keys: readonly string[]
  outcome: Outcome
}

const slot = (resource: string, key: string) => `${resource}|${key}`

export class Ledger {
  readonly #sendsOfKey = new Map<string, Send[]>()
  readonly #batches = new Map<string, Batch>()

  /** Before a batch leaves: its valid items (an invalid item's key is never recorded, so its row would be unexpected). */
  record(batch: string, resource: string, items: readonly { key: string; value: number }[]) {
    const keys = items.map((item) => slot(resource, item.key))
    for (const [i, item] of items.entries()) {
      const sends = this.#sendsOfKey.get(keys[i] as string) ?? []
      sends.push({ batch, value: String(item.value), outcome: 'unknown' })
      this.#sendsOfKey.set(keys[i] as string, sends)
    }
    this.#batches.set(batch, { keys, outcome: 'unknown' })
  }

  /** The answer to a batch; `ids` are those of the valid items, in the order they were recorded. */
  settle(batch: string, outcome: Outcome, ids: readonly number[] = []) {
    const entry = this.#batches.get(batch)
    if (entry === undefined) throw new Error(`unknown batch ${batch}`)
    entry.outcome = outcome
    for (const [i, key] of entry.keys.entries()) {
      const send = this.#sendsOfKey.get(key)?.find((candidate) => candidate.batch === batch)
      if (send === undefined) continue
      send.outcome = outcome
      if (outcome === 'acknowledged') send.id = ids[i] as number
    }
  }

  verify(rowsOfResource: ReadonlyMap<string, readonly StoredRow[]>): Verdict {
    let stored = 0
    let duplicateKeys = 0
    const rowOfKey = new Map<string, StoredRow>()
    for (const [resource, rows] of rowsOfResource) {
      stored += rows.length
      for (const row of rows) {
        const key = slot(resource, row.key)
        if (rowOfKey.has(key)) duplicateKeys++
        rowOfKey.set(key, row)
      }
    }

    let acknowledged = 0
    let missing = 0
    let unexpected = 0
    let wrongIds = 0
    /** For each key, the position in its sends of the one the stored row comes from; -1: none stored. */
    const storedSendOfKey = new Map<string, number>()
    for (const [key, sends] of this.#sendsOfKey) {
      const row = rowOfKey.get(key)
      rowOfKey.delete(key)
      const acked = sends.filter((send) => send.outcome === 'acknowledged')
      acknowledged += acked.length
      const lastAcked = sends.findLastIndex((send) => send.outcome === 'acknowledged')
      const winner = row === undefined ? -1 : sends.findIndex((send) => send.batch === row.marker)
      storedSendOfKey.set(key, winner)
      const winning = sends[winner]
      if (
        row !== undefined &&
        (winning === undefined || winning.value !== row.value || winning.outcome === 'refused')
      ) {
        unexpected++
        continue
      }
      if (winner < lastAcked) missing++
      if (row !== undefined && acked.some((send) => send.id !== row.id)) wrongIds++
    }
    // Rows left: keys never sent as valid items (refused ones included).
    unexpected += rowOfKey.size

    let halfStored = 0
    for (const [batch, { keys }] of this.#batches) {
      let present = 0
      let absent = 0
      for (const key of keys) {
        const position = (this.#sendsOfKey.get(key) ?? []).findIndex((send) => send.batch === batch)
        const winner = storedSendOfKey.get(key) ?? -1
        // A later send that was stored hides whether this one was.
        if (winner === position) present++
        else if (winner < position) absent++
      }
      if (present > 0 && absent > 0) halfStored++
    }
    return { acknowledged, stored, missing, unexpected, halfStored, wrongIds, duplicateKeys }
  }
}
