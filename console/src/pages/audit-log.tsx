import { AnyOf, InstantRange, Loading, Pager, Problems, TableBox, TimesNote, useCursorPages } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatInstant } from '../format.ts'
import { href, navigate, type Route } from '../router.ts'

const PAGE_SIZE = 50
const FILTERS = ['client_id', 'actor', 'action', 'outcome', 'from', 'to'] as const
const ACTIONS = [
  'create',
  'disable',
  'enable',
  'rotate-secret',
  'webhook-create',
  'webhook-update',
  'webhook-rotate-secret',
  'webhook-delete',
]
const OUTCOMES = ['done', 'refused']

/** The audit log, for an admin: every change to a client, done or refused, newest first, with filters and pages. */
export function AuditLog({ route }: { route: Route }) {
  const filters = Object.fromEntries(FILTERS.map((name) => [name, route.params.get(name) ?? '']))
  const queryKey = JSON.stringify(filters)
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const log = useLoad(`audit/${queryKey}/${cursor}`, (client) =>
    client.auditLog({ ...filters, limit: PAGE_SIZE, cursor }),
  )
  // The clients' names, for the entries' ids (an id stays as it is until they come, or if none matches).
  const clients = useLoad('audit/clients', (client) => client.clients())
  const names = new Map((clients.data?.data ?? []).map((client) => [client.client_id, client.name]))
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(['audit-log'], Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '')])))
  }
  return (
    <>
      <h1 tabIndex={-1}>Audit log</h1>
      <TimesNote />
      <form class="filters" onSubmit={apply} aria-label="Filter the audit log" key={queryKey}>
        <label>
          Client id
          <input name="client_id" defaultValue={filters.client_id} autoComplete="off" />
        </label>
        <label>
          Actor
          <input name="actor" defaultValue={filters.actor} placeholder="cl_… or cli" autoComplete="off" />
        </label>
        <AnyOf
          label="Action"
          name="action"
          value={filters.action}
          choices={ACTIONS.map((action) => [action, action] as const)}
        />
        <AnyOf
          label="Outcome"
          name="outcome"
          value={filters.outcome}
          choices={OUTCOMES.map((outcome) => [outcome, outcome] as const)}
        />
        <InstantRange from={filters.from} to={filters.to} />
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
                    <td>{entry.outcome === 'refused' ? `${entry.action}, refused` : entry.action}</td>
                    <td>
                      <ClientName id={entry.client_id} names={names} />
                    </td>
                    <td>
                      <ClientName id={entry.actor} names={names} />
                      {entry.os_user === null ? '' : ` (${entry.os_user})`}
                    </td>
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
            pages={pages}
            nextCursor={log.data.next_cursor}
            shown={log.data.data.length}
            pageSize={PAGE_SIZE}
          />
        </>
      )}
    </>
  )
}

/** A client by its name, its id on hover (and in the data-client-id attribute); an id without a name as it is. */
function ClientName({ id, names }: { id: string; names: ReadonlyMap<string, string> }) {
  const name = names.get(id)
  if (name === undefined) return <span class="mono id">{id}</span>
  return (
    <span class="client-name" title={`Client id ${id}`} data-client-id={id}>
      {name}
    </span>
  )
}
