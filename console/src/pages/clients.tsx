import { type ClientOverview, RESOURCE_NAMES } from '@intake/client'
import type { ComponentChildren } from 'preact'
import { useRef, useState } from 'preact/hooks'
import { Loading, Problems, TableBox } from '../components.tsx'
import { CLIENT_REPORTS, useAction, useLoad, useSession } from '../data.ts'
import { formatCount, formatInstant, resourceWords } from '../format.ts'
import { href, type Route } from '../router.ts'
import { ShownSecret } from '../shown-secret.tsx'
import { ClientWebhooks } from './client-webhooks.tsx'
import { Overview } from './overview.tsx'
import { Rejections } from './rejections.tsx'

/**
 * The clients, for an admin: each with its role, status, last batch and records stored; create one
 * (its secret shown once); for a data client, disable or enable it, rotate its secret (behind a
 * confirmation), and open its ingestion, rejection log and webhook endpoints (`#/clients/{id}/ingestion`,
 * `.../rejections`, `.../webhooks`).
 * An admin client is the CLI's: the API refuses an action on it (403).
 */
export function Clients({ route }: { route: Route }) {
  const [, clientId, page, webhook] = route.path
  if (clientId !== undefined && (page === 'ingestion' || page === 'rejections')) {
    return <ClientReports route={route} clientId={clientId} page={page} />
  }
  if (clientId !== undefined && page === 'webhooks') {
    const webhookId = Number(webhook)
    return (
      <NamedClient clientId={clientId}>
        {(name) => (
          <ClientWebhooks
            key={webhook}
            clientId={clientId}
            name={name}
            webhookId={Number.isSafeInteger(webhookId) && webhookId > 0 ? webhookId : undefined}
          />
        )}
      </NamedClient>
    )
  }
  return <ClientList />
}

/** The client's name, from the list of clients (its id until the list has come). */
function NamedClient({ clientId, children }: { clientId: string; children: (name: string) => ComponentChildren }) {
  const list = useLoad('clients', (client) => client.clients())
  return <>{children(list.data?.data.find((client) => client.client_id === clientId)?.name ?? clientId)}</>
}

/** One client's ingestion or rejection log, under its name. */
function ClientReports({
  route,
  clientId,
  page,
}: {
  route: Route
  clientId: string
  page: 'ingestion' | 'rejections'
}) {
  const other = page === 'ingestion' ? 'rejections' : 'ingestion'
  return (
    <>
      <p>
        <a href={href(['clients'])}>← All clients</a> ·{' '}
        <a href={href(CLIENT_REPORTS(clientId, other).base)}>
          {page === 'ingestion' ? 'Its rejections' : 'Its ingestion'}
        </a>
      </p>
      <NamedClient clientId={clientId}>
        {(name) => {
          const source = CLIENT_REPORTS(clientId, page, name)
          return page === 'ingestion' ? (
            <Overview route={route} source={source} />
          ) : (
            <Rejections route={route} source={source} />
          )
        }}
      </NamedClient>
    </>
  )
}

function ClientList() {
  const { session } = useSession()
  const list = useLoad('clients', (client) => client.clients())
  const [shown, setShown] = useState<{ clientId: string; secret: string; words: string } | undefined>(undefined)
  const { state: action, run } = useAction()
  const [confirming, setConfirming] = useState<{ action: 'rotate' | 'disable'; client: ClientOverview } | undefined>(
    undefined,
  )
  const dialog = useRef<HTMLDialogElement>(null)

  const act = async (work: () => Promise<string>) => {
    if (await run(work)) list.reload()
  }
  const create = (event: Event) => {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const name = String(new FormData(form).get('name') ?? '')
    void act(async () => {
      const created = await session.client.createClient(name)
      setShown({ clientId: created.client_id, secret: created.client_secret, words: `Created ${created.name}` })
      form.reset()
      return `Created client ${created.client_id}`
    })
  }
  const confirm = (action: 'rotate' | 'disable', client: ClientOverview) => {
    setConfirming({ action, client })
    dialog.current?.showModal()
  }
  const confirmed = () => {
    const target = confirming
    dialog.current?.close()
    if (target === undefined) return
    const { client } = target
    if (target.action === 'disable') {
      void act(async () => (await session.client.disableClient(client.client_id)).message)
      return
    }
    void act(async () => {
      const rotated = await session.client.rotateSecret(client.client_id)
      setShown({ clientId: rotated.client_id, secret: rotated.client_secret, words: `New secret of ${client.name}` })
      return `Rotated the secret of ${client.name} (${client.client_id})`
    })
  }

  return (
    <>
      <h1 tabIndex={-1}>Clients</h1>
      <form class="filters" onSubmit={create} aria-label="Create a client">
        <label>
          New data client's name
          <input name="name" required maxLength={200} autoComplete="off" />
        </label>
        <button type="submit" disabled={action.busy}>
          Create
        </button>
      </form>
      {shown !== undefined && (
        <ShownSecret
          title={shown.words}
          owner={['Client id', shown.clientId]}
          secretName="Client secret"
          secret={shown.secret}
          ifLost="The service keeps only its hash; if it is lost, rotate it."
          onHide={() => setShown(undefined)}
        />
      )}
      <p role="status">{action.done}</p>
      <Problems words={action.error} />
      <Problems words={list.error} />
      <Loading loading={list.loading && list.data === undefined} />
      {list.data !== undefined && (
        <TableBox label="Clients">
          <table id="clients-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Client id</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last batch</th>
                {RESOURCE_NAMES.map((resource) => (
                  <th scope="col" key={resource}>
                    {resourceWords(resource)}
                  </th>
                ))}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.data.map((client) => (
                <tr key={client.client_id} data-client={client.client_id}>
                  <th scope="row">{client.name}</th>
                  <td class="mono id">{client.client_id}</td>
                  <td>{client.role}</td>
                  <td>{client.status}</td>
                  <td>{formatInstant(client.last_batch_at)}</td>
                  {RESOURCE_NAMES.map((resource) => (
                    <td class="number" key={resource}>
                      {formatCount(client.resources[resource]?.records_stored ?? 0)}
                    </td>
                  ))}
                  <td class="actions-cell">
                    {client.role === 'data' ? (
                      <>
                        <a href={href(CLIENT_REPORTS(client.client_id, 'ingestion').base)}>Ingestion</a>
                        <a href={href(CLIENT_REPORTS(client.client_id, 'rejections').base)}>Rejections</a>
                        <a href={href(['clients', client.client_id, 'webhooks'])}>Webhooks</a>
                      </>
                    ) : (
                      <span class="hint">
                        with the CLI: <code>intake clients</code>
                      </span>
                    )}
                    {client.role === 'data' && client.status === 'enabled' && (
                      <button
                        type="button"
                        disabled={action.busy}
                        aria-label={`Disable… (${client.name})`}
                        onClick={() => confirm('disable', client)}
                      >
                        Disable…
                      </button>
                    )}
                    {client.role === 'data' && client.status === 'disabled' && (
                      <button
                        type="button"
                        disabled={action.busy}
                        aria-label={`Enable ${client.name}`}
                        onClick={() => act(async () => (await session.client.enableClient(client.client_id)).message)}
                      >
                        Enable
                      </button>
                    )}
                    {client.role === 'data' && (
                      <button
                        type="button"
                        class="danger-button"
                        disabled={action.busy}
                        aria-label={`Rotate secret… (${client.name})`}
                        onClick={() => confirm('rotate', client)}
                      >
                        Rotate secret…
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <dialog ref={dialog} aria-labelledby="confirm-title">
        {confirming?.action === 'disable' ? (
          <>
            <h2 id="confirm-title">Disable {confirming.client.name}?</h2>
            <p>
              It gets no token from then on, and the tokens already issued to it are refused too, on every node within
              the service's CLIENT_STATUS_REFRESH_MS (30 s by default): whatever sends its data stops until it is
              enabled again, with a new token.
            </p>
          </>
        ) : (
          <>
            <h2 id="confirm-title">Rotate the secret of {confirming?.client.name}?</h2>
            <p>
              A new secret is made and shown once. The old one gets no token from then on: whoever uses it must be given
              the new one. Tokens already issued to it are refused too, on every node within the service's
              CLIENT_STATUS_REFRESH_MS (30 s by default).
            </p>
          </>
        )}
        <div class="actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="button" class="danger-button" onClick={confirmed}>
            {confirming?.action === 'disable' ? 'Disable' : 'Rotate'}
          </button>
        </div>
      </dialog>
    </>
  )
}
