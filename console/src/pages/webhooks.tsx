import type { ChangeEventType, CreatedWebhookEndpoint } from '@intake/client'
import { useState } from 'preact/hooks'
import { Loading, Problems, TableBox, TimesNote } from '../components.tsx'
import { isSessionOver, useLoad, useSession, wordsOf } from '../data.ts'
import { EVENT_TYPES } from '../event-types.ts'
import { formatCount } from '../format.ts'
import { href, type Route } from '../router.ts'
import { ShownSecret } from '../shown-secret.tsx'
import { lastDeliveryWords, stateWords, typesWords } from '../webhook-words.ts'
import { WebhookEndpointPage } from './webhook-endpoint.tsx'

/**
 * A data client's webhook endpoints (`#/webhooks`): each with its state, backlog and last delivery;
 * make one (its secret shown once). One endpoint's page is `#/webhooks/{id}`.
 */
export function Webhooks({ route }: { route: Route }) {
  const id = Number(route.path[1])
  // Keyed by the id: a secret or test shown on one endpoint's page is never kept for another's.
  if (Number.isSafeInteger(id) && id > 0) return <WebhookEndpointPage key={id} id={id} />
  return <WebhookList />
}

function WebhookList() {
  const { session, expire } = useSession()
  const list = useLoad('webhooks', (client) => client.webhooks())
  const [created, setCreated] = useState<CreatedWebhookEndpoint | undefined>(undefined)
  const [action, setAction] = useState<{ busy: boolean; error?: string[] }>({ busy: false })
  const [everyType, setEveryType] = useState(true)

  const create = async (event: Event) => {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const fields = new FormData(form)
    const description = String(fields.get('description') ?? '').trim()
    setAction({ busy: true })
    try {
      const endpoint = await session.client.createWebhook({
        url: String(fields.get('url') ?? ''),
        types: everyType ? null : (fields.getAll('types') as ChangeEventType[]),
        description: description === '' ? null : description,
        events_per_message: Number(fields.get('events_per_message')),
      })
      setCreated(endpoint)
      setAction({ busy: false })
      form.reset()
      setEveryType(true)
      list.reload()
    } catch (error) {
      if (isSessionOver(error)) expire(wordsOf(error).join(' '))
      else setAction({ busy: false, error: wordsOf(error) })
    }
  }

  return (
    <>
      <h1 tabIndex={-1}>Webhooks</h1>
      <p class="hint">
        Each endpoint is sent the change feed's events of its types, from when it is made, as signed messages in the
        feed's order.
      </p>
      <TimesNote />
      <form class="filters new-webhook" onSubmit={create} aria-label="Make a webhook endpoint">
        <label>
          URL
          <input name="url" type="url" required maxLength={2048} placeholder="https://" autoComplete="off" />
        </label>
        <label>
          Description (optional)
          <input name="description" maxLength={200} autoComplete="off" />
        </label>
        <label>
          Events per message
          <input name="events_per_message" type="number" min={1} max={1000} defaultValue="100" required />
        </label>
        <fieldset class="event-types">
          <legend>Event types</legend>
          <label class="inline">
            <input type="radio" name="every" checked={everyType} onChange={() => setEveryType(true)} />
            Every type, those added later included
          </label>
          <label class="inline">
            <input type="radio" name="every" checked={!everyType} onChange={() => setEveryType(false)} />
            Only these:
          </label>
          {!everyType && (
            <ul class="type-choices">
              {EVENT_TYPES.map(([type, words]) => (
                <li key={type}>
                  <label class="inline">
                    <input type="checkbox" name="types" value={type} />
                    <span>
                      <span class="mono">{type}</span> <span class="hint">({words})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <button type="submit" disabled={action.busy}>
          Make the endpoint
        </button>
      </form>
      {created !== undefined && (
        <ShownSecret
          title={`Made webhook endpoint ${created.id}`}
          owner={['URL', created.url]}
          secretName="Signing secret"
          secret={created.secret}
          ifLost="Your receiver verifies each message with it; if it is lost, rotate it on the endpoint's page."
          onHide={() => setCreated(undefined)}
        />
      )}
      <Problems words={action.error} />
      <Problems words={list.error} />
      <Loading loading={list.loading && list.data === undefined} />
      {list.data !== undefined && list.data.length === 0 && <p>No endpoint yet.</p>}
      {list.data !== undefined && list.data.length > 0 && (
        <TableBox label="Webhook endpoints">
          <table id="webhooks-table">
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">State</th>
                <th scope="col" class="number">
                  Backlog
                </th>
                <th scope="col">Last delivery</th>
                <th scope="col">Event types</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((endpoint) => (
                <tr key={endpoint.id} data-webhook={endpoint.id}>
                  <th scope="row" class="mono webhook-url">
                    <a href={href(['webhooks', String(endpoint.id)])}>{endpoint.url}</a>
                  </th>
                  <td>{stateWords(endpoint)}</td>
                  <td class="number">{formatCount(endpoint.backlog)}</td>
                  <td>{lastDeliveryWords(endpoint)}</td>
                  <td>{typesWords(endpoint.types)}</td>
                  <td>{endpoint.description ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  )
}
