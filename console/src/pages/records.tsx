import { RESOURCE_LIST_FILTERS, RESOURCE_NAMES, type ResourceName } from '@intake/client'
import { useRef } from 'preact/hooks'
import { Loading, Pager, Problems, TableBox, TimesNote, useCursorPages } from '../components.tsx'
import { useAction, useLoad, useSession } from '../data.ts'
import { formatValue, resourceWords } from '../format.ts'
import { href, navigate, type Route } from '../router.ts'

const PAGE_SIZE = 25

const isResource = (name: string | undefined): name is ResourceName => RESOURCE_NAMES.includes(name as ResourceName)

function filterNames(resource: ResourceName): string[] {
  const filters = RESOURCE_LIST_FILTERS[resource]
  return [...filters.exact, ...(filters.recorded === null ? [] : ['recorded_from', 'recorded_to']), 'updated_since']
}

export function Records({ route }: { route: Route }) {
  const resource = isResource(route.path[1]) ? route.path[1] : 'application-steps'
  const id = route.path[2]
  return (
    <>
      <h1 tabIndex={-1}>Records</h1>
      <TimesNote />
      <nav class="choices" aria-label="Resources">
        {RESOURCE_NAMES.map((name) => (
          <a key={name} href={href(['records', name])} aria-current={name === resource ? 'page' : undefined}>
            {resourceWords(name)}
          </a>
        ))}
      </nav>
      {id === undefined ? (
        <RecordList resource={resource} route={route} />
      ) : (
        <RecordDetail resource={resource} id={Number(id)} />
      )}
    </>
  )
}

function RecordList({ resource, route }: { resource: ResourceName; route: Route }) {
  const names = filterNames(resource)
  const filters = Object.fromEntries(names.map((name) => [name, route.params.get(name) ?? '']))
  const queryKey = JSON.stringify({ resource, filters })
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const { exact, recorded } = RESOURCE_LIST_FILTERS[resource]
  const columns = ['id', ...(recorded === null ? [] : ['recorded_at']), ...exact, 'updated_at']
  // The columns shown, and nothing else: a candidate's e-mail and phone reach the browser only on a record's own page.
  const list = useLoad(`records/${queryKey}/${cursor}`, (client) =>
    client.list(resource, { ...filters, limit: PAGE_SIZE, cursor, fields: columns.join(',') }),
  )
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(['records', resource], Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])))
  }
  const placeholder = (name: string) =>
    name === 'updated_since'
      ? '2026-11-20T00:00:00Z'
      : name.startsWith('recorded_')
        ? recorded === 'date'
          ? '2026-11-20'
          : '2026-11-20T00:00:00Z'
        : undefined
  const records = (list.data?.data ?? []) as unknown as readonly Record<string, unknown>[]
  return (
    <>
      <h2>{resourceWords(resource)}</h2>
      <form
        class="filters"
        onSubmit={apply}
        aria-label={`Filter ${resourceWords(resource).toLowerCase()}`}
        key={queryKey}
      >
        {names.map((name) => (
          <label key={`${resource}/${name}`}>
            {name.replace(/_/g, ' ')}
            <input name={name} defaultValue={filters[name]} placeholder={placeholder(name)} autoComplete="off" />
          </label>
        ))}
        <button type="submit">Filter</button>
        <a class="button" href={href(['records', resource])}>
          Clear
        </a>
      </form>
      <Problems words={list.error} />
      <Loading loading={list.loading} />
      {list.data !== undefined && (
        <>
          <p class="hint" id="records-message">
            {list.data.message}
          </p>
          {records.length > 0 && (
            <TableBox label={resourceWords(resource)}>
              <table id="records-table">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th scope="col" key={column}>
                        {column.replace(/_/g, ' ')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {records.map((record) => (
                    <tr key={String(record.id)}>
                      {columns.map((column) =>
                        column === 'id' ? (
                          <th scope="row" key={column}>
                            <a class="id" href={href(['records', resource, String(record.id)])}>
                              {formatValue(record.id)}
                            </a>
                          </th>
                        ) : (
                          <td key={column} class={column.endsWith('_id') ? 'id' : undefined}>
                            {formatValue(record[column])}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
          <Pager
            label={`${resourceWords(resource)} pages`}
            pages={pages}
            nextCursor={list.data.next_cursor}
            shown={records.length}
            pageSize={PAGE_SIZE}
          />
        </>
      )}
    </>
  )
}

function RecordDetail({ resource, id }: { resource: ResourceName; id: number }) {
  const record = useLoad(`record/${resource}/${id}`, (client) => client.record(resource, id))
  const fields = record.data === undefined ? [] : Object.entries(record.data as unknown as Record<string, unknown>)
  const candidate =
    resource === 'application-steps' ? (record.data as { candidate_ats_id?: string })?.candidate_ats_id : undefined
  return (
    <>
      <h2>
        {resourceWords(resource)}: record {id}
      </h2>
      <p>
        <a href={href(['records', resource])}>← Back to the list</a>
      </p>
      <Problems words={record.error} />
      <Loading loading={record.loading} />
      {fields.length > 0 && (
        <dl class="record" id="record-detail">
          {fields.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{formatValue(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {candidate !== undefined && <Erasure candidate={candidate} onErased={record.reload} />}
    </>
  )
}

/** Erasure of a candidate's e-mail and phone, behind a confirmation (a modal dialog). */
function Erasure({ candidate, onErased }: { candidate: string; onErased: () => void }) {
  const { session } = useSession()
  const dialog = useRef<HTMLDialogElement>(null)
  const { state, run } = useAction()
  const erase = async () => {
    const erased = await run(async () => (await session.client.erasePersonalData(candidate)).message)
    dialog.current?.close()
    if (erased) onErased()
  }
  return (
    <section class="danger" aria-labelledby="erasure-title">
      <h3 id="erasure-title">Personal data</h3>
      <p>Erase the e-mail and phone of candidate {candidate} from all of their application steps.</p>
      <button type="button" class="danger-button" onClick={() => dialog.current?.showModal()}>
        Erase personal data…
      </button>
      <p role="status">{state.done}</p>
      <Problems words={state.error} />
      <dialog ref={dialog} aria-labelledby="erasure-confirm-title">
        <h3 id="erasure-confirm-title">Erase candidate {candidate}'s personal data?</h3>
        <p>
          Their e-mail and phone are removed from every application step, for good: this cannot be undone. The steps
          themselves stay.
        </p>
        <div class="actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" class="danger-button" onClick={erase} disabled={state.busy}>
            Erase
          </button>
        </div>
      </dialog>
    </section>
  )
}
