import type { Resource } from '../domain/resource.ts'
import { type EventRange, eventPageParams, eventPageSql, eventSubject, SEQUENCE_WIDTH } from './change-feed.ts'
import type { Database, Queryable } from './database.ts'
import { storedJsonSql } from './record-store.ts'
import { type StatementLimit, withStatementTimeout } from './statement-timeout.ts'

/**
 * The events of the change feed as GET /v3/changes and the webhooks' messages show them: one
 * statement reads a page and writes its JSON array, each event with its resource's path name and, with
 * `include=data` (or in a message), its record as it is now. PostgreSQL writes the whole text, and the
 * process passes it on unparsed: no row or object per event in the process.
 */

/** A page of events as JSON text, with what the feed and the webhooks' queue need to know of it. */
export interface EventPage {
  /** The events' JSON array. */
  readonly json: string
  readonly count: number
  /** The first and last events' sequences (their numbers, as text); undefined when the page is empty. */
  readonly first: string | undefined
  readonly last: string | undefined
  /** When the last event occurred; undefined when the page is empty. */
  readonly lastOccurredAt: string | undefined
  /** Every event up to this sequence may have been pruned ("0" when none was). */
  readonly prunedThrough: string
  /** Every event that occurred at or after this instant is kept; undefined when nothing was pruned. */
  readonly keptSince: string | undefined
}

const sqlLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`

export function createEventPages(db: Database, limit: StatementLimit, resources: readonly Resource[]) {
  const ofResource = (resource: Resource, type: string) =>
    `starts_with(${type}, ${sqlLiteral(`${eventSubject(resource)}.`)})`
  const resourceName = `CASE ${resources
    .map((resource) => `WHEN ${ofResource(resource, 'page.type')} THEN ${sqlLiteral(JSON.stringify(resource.name))}`)
    .join(' ')} ELSE 'null' END`
  // Each resource's records are read in one index scan of the page's ids, then joined to their events
  // (MATERIALIZED: inlined, the planner made it one scan per event, which took longer).
  const records = resources.map((resource, n) => ({
    cte: `record_${n} AS MATERIALIZED (${storedJsonSql(resource, '$1', `ARRAY(SELECT id FROM page WHERE ${ofResource(resource, 'type')})`)})`,
    join: `LEFT JOIN record_${n} ON ${ofResource(resource, 'page.type')} AND record_${n}.id = page.id`,
    json: `record_${n}.json`,
  }))
  const eventJson = (withData: boolean) =>
    `'{"sequence":"' || lpad(page.sequence::text, ${SEQUENCE_WIDTH}, '0') || '","type":' || to_json(page.type)::text
      || ',"resource":' || ${resourceName} || ',"id":' || page.id || ',"occurred_at":"' || page.occurred_at || '"'
      || ${withData ? `',"data":' || coalesce(${records.map((record) => record.json).join(', ')}, 'null') || ` : ''}'}'`
  const pageJsonSql = (typed: boolean, withData: boolean) => `
    WITH page AS (${eventPageSql(typed)})${withData ? `, ${records.map((record) => record.cte).join(', ')}` : ''}
    SELECT min(page.through) AS through, min(page.kept_since) AS kept_since, count(page.sequence)::int AS count,
      min(page.sequence)::text AS first, max(page.sequence)::text AS last,
      (array_agg(page.occurred_at ORDER BY page.sequence DESC))[1] AS last_occurred_at,
      '[' || coalesce(string_agg(${eventJson(withData)}, ',' ORDER BY page.sequence), '') || ']' AS json
    FROM page ${withData ? records.map((record) => record.join).join(' ') : ''}`

  async function readOn(on: Queryable, clientId: string, range: EventRange, withData: boolean): Promise<EventPage> {
    const [row] = await on.query<{
      through: string
      kept_since: string | null
      count: number
      first: string | null
      last: string | null
      last_occurred_at: string | null
      json: string
    }>(pageJsonSql(range.types !== undefined, withData), eventPageParams(clientId, range))
    if (row === undefined) throw new Error('A page of the change feed read no row')
    return {
      json: row.json,
      count: Number(row.count),
      first: row.first ?? undefined,
      last: row.last ?? undefined,
      lastOccurredAt: row.last_occurred_at ?? undefined,
      prunedThrough: String(row.through),
      keptSince: row.kept_since ?? undefined,
    }
  }

  return {
    resources,

    /**
     * The client's events of `range`, in sequence order, as JSON, within the feed's statement timeout;
     * with `withData`, each with its record as it is now (null when gone).
     */
    page(clientId: string, range: EventRange, withData: boolean): Promise<EventPage> {
      return withStatementTimeout(db, limit, (tx) => readOn(tx, clientId, range, withData))
    },

    /** The client's events of `range` as a webhook message carries them (with their records), on `on`. */
    read(on: Queryable, clientId: string, range: EventRange): Promise<EventPage> {
      return readOn(on, clientId, range, true)
    },
  }
}

export type EventPages = ReturnType<typeof createEventPages>
