/**
 * Results computed whole and answered again, by key, for `keptMs`: the pages of a report that a
 * statement can only compute whole are cut from one result, and callers asking for the same one meanwhile
 * share it, its computation included. At most `maxItems` items are kept on a node, the oldest results
 * going first; a result larger than that is answered but not kept. A computation that fails is not kept.
 */
export interface KeptResults<T> {
  /** The result kept under `key`, or `compute`'s, then kept. */
  get(key: string, compute: () => Promise<readonly T[]>): Promise<Kept<T>>
}

export interface Kept<T> {
  readonly items: readonly T[]
  /** When its computation was asked for: every write acknowledged before is in it. */
  readonly since: Date
}

interface Entry<T> {
  readonly at: number
  readonly result: Promise<readonly T[]>
  /** Its items once computed; 0 while it is computed. */
  items: number
}

export function createKeptResults<T>(
  limits: { readonly keptMs: number; readonly maxItems: number },
  now: () => Date,
): KeptResults<T> {
  /** In the order they were computed: the oldest first. */
  const entries = new Map<string, Entry<T>>()
  let items = 0

  function drop(key: string, entry: Entry<T>) {
    if (entries.get(key) !== entry) return
    entries.delete(key)
    items -= entry.items
  }

  function dropExpired(at: number) {
    for (const [key, entry] of entries) {
      if (at - entry.at < limits.keptMs) return
      drop(key, entry)
    }
  }

  function keep(key: string, entry: Entry<T>, result: readonly T[]) {
    if (entries.get(key) !== entry) return
    if (result.length > limits.maxItems) return drop(key, entry)
    entry.items = result.length
    items += result.length
    for (const [oldKey, old] of entries) {
      if (items <= limits.maxItems) return
      drop(oldKey, old)
    }
  }

  return {
    get(key, compute) {
      const at = now().getTime()
      dropExpired(at)
      const kept = entries.get(key)
      if (kept !== undefined) return kept.result.then((items) => ({ items, since: new Date(kept.at) }))
      const result = compute()
      const entry: Entry<T> = { at, result, items: 0 }
      entries.set(key, entry)
      result.then(
        (computed) => keep(key, entry, computed),
        () => drop(key, entry),
      )
      return result.then((items) => ({ items, since: new Date(at) }))
    },
  }
}
