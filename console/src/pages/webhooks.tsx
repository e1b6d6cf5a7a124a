import type { CreatedWebhookEndpoint } from '@intake/client'
import { useState } from 'preact/hooks'
import { Loading, Problems, TimesNote } from '../components.tsx'
import { useAction, useLoad, useSession } from '../data.ts'
import type { Route } from '../router.ts'
import { ShownSecret } from '../shown-secret.tsx'
import { type WebhookSettings, WebhookSettingsForm } from '../webhook-settings-form.tsx'
import { WebhookTable } from '../webhook-table.tsx'
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
  const { session } = useSession()
  const list = useLoad('webhooks', (client) => client.webhooks())
  const [created, setCreated] = useState<CreatedWebhookEndpoint | undefined>(undefined)
  const { state: action, run } = useAction()

  const create = async (settings: WebhookSettings) => {
    const made = await run(async () => {
      setCreated(await session.client.createWebhook(settings))
      return undefined
    })
    if (made) list.reload()
    return made
  }

  return (
    <>
      <h1 tabIndex={-1}>Webhooks</h1>
      <p class="hint">
        Each endpoint is sent the change feed's events of its types, from when it is made, as signed messages in the
        feed's order.
      </p>
      <TimesNote />
      <WebhookSettingsForm
        label="Make a webhook endpoint"
        submit="Make the endpoint"
        busy={action.busy}
        onSubmit={create}
      />
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
        <WebhookTable endpoints={list.data} pageOf={(endpoint) => ['webhooks', String(endpoint.id)]} />
      )}
    </>
  )
}
