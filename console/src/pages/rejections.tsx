import { ERROR_CODES, type ErrorCode, RESOURCE_NAMES, type Rejection, type RejectionProblem } from '@intake/client'
import { useEffect, useRef, useState } from 'preact/hooks'
import { AnyOf, InstantRange, Loading, Pager, Problems, TableBox, TimesNote, useCursorPages } from '../components.tsx'
import { OWN_REPORTS, READ_AGAIN_MS, type ReportSource, useLoad, useReadAgain } from '../data.ts'
import { formatInstant, formatValue, resourceWords } from '../format.ts'
import { href, navigate, type Route } from '../router.ts'

const PAGE_SIZE = 50
const FILTERS = ['resource', 'code', 'field', 'request_id', 'from', 'to'] as const

export function Rejections({ route, source = OWN_REPORTS('rejections') }: { route: Route; source?: ReportSource }) {
  const filters = Object.fromEntries(FILTERS.map((name) => [name, route.params.get(name) ?? '']))
  const queryKey = JSON.stringify({ source: source.key, filters })
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const log = useLoad(`rejections/${queryKey}/${cursor}`, (client) =>
    source.rejections(client, { ...filters, limit: PAGE_SIZE, cursor }),
  )
  // The first page updates itself: read again every few seconds, the new entries marked as such.
  const onFirstPage = cursor === null
  useReadAgain(log, onFirstPage)
  // The entries that arrived since the page was opened (with these filters) are marked as new.
  const seen = useRef<{ key: string; ids: Set<number> } | undefined>(undefined)
  const [newIds, setNewIds] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: queryKey, ids: new Set() })
  const data = log.data
  useEffect(() => {
    if (data === undefined || !onFirstPage) return
    const ids = data.data.map((entry) => entry.id)
    if (seen.current?.key !== queryKey) {
      seen.current = { key: queryKey, ids: new Set(ids) }
      return
    }
    const known = seen.current.ids
    const fresh = ids.filter((id) => !known.has(id))
    if (fresh.length === 0) return
    for (const id of fresh) known.add(id)
    setNewIds((previous) => ({
      key: queryKey,
      ids: new Set([...(previous.key === queryKey ? previous.ids : []), ...fresh]),
    }))
  }, [data])
  const entries: readonly Rejection[] = data?.data ?? []
  const marked = newIds.key === queryKey ? newIds.ids : new Set<number>()

  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(source.base, Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '')])))
  }
  return (
    <>
      <h1 tabIndex={-1}>Rejections{source.name === undefined ? '' : ` of ${source.name}`}</h1>
      <TimesNote />
      <form class="filters" onSubmit={apply} aria-label="Filter rejections" key={queryKey}>
        <AnyOf
          label="Resource"
          name="resource"
          value={filters.resource}
          choices={RESOURCE_NAMES.map((name) => [name, resourceWords(name)] as const)}
        />
        <AnyOf
          label="Code"
          name="code"
          value={filters.code}
          choices={(Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => [code, code] as const)}
        />
        <label>
          Field
          <input name="field" defaultValue={filters.field} placeholder="recorded_at" autoComplete="off" />
        </label>
        <label>
          Request id
          <input name="request_id" defaultValue={filters.request_id} autoComplete="off" />
        </label>
        <InstantRange from={filters.from} to={filters.to} />
        <button type="submit">Filter</button>
        <a class="button" href={href(source.base)}>
          Clear
        </a>
      </form>
      <p class="hint">
        Each item a batch rejected, by its index in the batch (from 0), with the value sent where it is not free text or
        personal data; and each batch refused whole before its items were read (not JSON, too large, too many items: a
        400, 413 or 415), as <em>the whole batch</em>.
      </p>
      <p class="hint" aria-live="polite" id="rejections-live">
        {onFirstPage
          ? `Newest first; this page is read again every ${READ_AGAIN_MS / 1000} seconds.${marked.size > 0 ? ` ${marked.size} new since you opened it.` : ''}`
          : 'Newest first; older pages are not read again.'}
      </p>
      <Problems words={log.error} />
      <Loading loading={log.loading && log.data === undefined} />
      {log.data !== undefined && (
        <>
          {entries.length === 0 ? (
            <p>
              No rejected item
              {FILTERS.every((name) => filters[name] === '') ? '' : ' matches these filters'}.
            </p>
          ) : (
            <TableBox label="Rejected items">
              <table id="rejections-table">
                <thead>
                  <tr>
                    <th scope="col">Rejected at</th>
                    <th scope="col">Resource</th>
                    <th scope="col">Item</th>
                    <th scope="col">Problems</th>
                    <th scope="col">Natural key</th>
                    <th scope="col">Request id</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} class={marked.has(entry.id) ? 'fresh' : undefined}>
                      <td>
                        {formatInstant(entry.rejected_at)}
                        {marked.has(entry.id) && <span class="badge">new</span>}
                      </td>
                      <td>{resourceWords(entry.resource)}</td>
                      <td class={entry.index === null ? 'whole' : 'number'}>
                        {entry.index === null ? 'the whole batch' : `#${entry.index}`}
                      </td>
                      <td>
                        <ul class="plain">
                          {entry.problems.map((problem) => (
                            <li key={`${problem.field}/${problem.message}`}>
                              {problem.code !== undefined && <code class="code">{problem.code}</code>} {problem.message}
                              {refusedValue(problem)}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td>
                        {Object.entries(entry.natural_key)
                          .map(([name, value]) => `${name}: ${formatValue(value)}`)
                          .join(', ') || '–'}
                      </td>
                      <td>
                        <a class="request-id" href={href(source.base, { request_id: entry.request_id })}>
                          {entry.request_id}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
          <Pager
            label="Rejection log pages"
            pages={pages}
            nextCursor={log.data.next_cursor}
            shown={entries.length}
            pageSize={PAGE_SIZE}
          />
        </>
      )}
    </>
  )
}

/** The value the service refused, as it kept it. */
function refusedValue(problem: RejectionProblem) {
  if (problem.value === undefined) return null
  return (
    <>
      {' '}
      (sent{' '}
      {typeof problem.value === 'string' ? <q class="value">{problem.value}</q> : <code>{String(problem.value)}</code>})
    </>
  )
}
