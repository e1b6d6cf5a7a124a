import { useState } from 'preact/hooks'
import { Loading, Pager, Problems, TableBox } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatInstant } from '../format.ts'
import { href, navigate, type Route } from '../router.ts'

const PAGE_SIZE = 50
const FILTERS = ['client_id', 'actor', 'action', 'from', 'to'] as const
const ACTIONS = ['create', 'disable', 'enable', 'rotate-secret']

/** The audit log, for an admin: every change to a client, newest first, with filters and pages. */
export function AuditLog({ route }: { route: Route }) {
  const filters = Object.fromEntries(FILTERS.map((name) => [name, route.params.get(name) ?? '']))
  const queryKey = JSON.stringify(filters)
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: queryKey, cursors: [null] })
  const cursors = pages.key === queryKey ? pages.cursors : [null]
  const cursor = cursors[cursors.length - 1] ?? null
  const log = useLoad(`audit/${queryKey}/${cursor}`, (client) =>
    client.auditLog({ ...filters, limit: PAGE_SIZE, cursor }),
  )
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(['audit-log'], Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '')])))
  }
  return (
    <>
      <h1 tabIndex={-1}>Audit log</h1>
      <form class="filters" onSubmit={apply} aria-label="Filter the audit log" key={queryKey}>
        <label>
          Client id
          <input name="client_id" defaultValue={filters.client_id} autoComplete="off" />
        </label>
        <label>
          Actor
          <input name="actor" defaultValue={filters.actor} placeholder="cl_… or cli" autoComplete="off" />
        </label>
        <label>
          Action
          <select name="action">
            <option value="" selected={filters.action === ''}>
              Any
            </option>
            {ACTIONS.map((action) => (
              <option key={action} value={action} selected={filters.action === action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input name="from" defaultValue={filters.from} placeholder="2026-11-20T00:00:00Z" autoComplete="off" />
        </label>
        <label>
          To
          <input name="to" defaultValue={filters.to} placeholder="2026-11-21T00:00:00Z" autoComplete="off" />
        </label>
        <button type="submit">Filter</button>
        <a class="button" href={href(['audit-log'])}>
          Clear
        </a>
      </form>
      <Problems words={log.error} />
      <Loading loading={log.loading} />
      {log.data !== undefined && (
        <>
          <TableBox label="Audit log">
            <table id="audit-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Action</th>
                  <th scope="col">Client</th>
                  <th scope="col">By</th>
                  <th scope="col">From address</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {log.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatInstant(entry.at)}</td>
                    <td>{entry.action}</td>
                    <td class="mono">{entry.client_id}</td>
                    <td class="mono">{entry.os_user === null ? entry.actor : `${entry.actor} (${entry.os_user})`}</td>
                    <td>{entry.address ?? '–'}</td>
                    <td>
                      {Object.entries(entry.details)
                        .map(([name, value]) => `${name}: ${value}`)
                        .join(', ') || '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Pager
            label="Audit log pages"
            page={cursors.length}
            hasPrevious={cursors.length > 1}
            hasNext={log.data.next_cursor !== null}
            onPrevious={() => setPages({ key: queryKey, cursors: cursors.slice(0, -1) })}
            onNext={() => setPages({ key: queryKey, cursors: [...cursors, log.data?.next_cursor ?? null] })}
          />
        </>
      )}
    </>
  )
}
