import { Loading, Problems, TimesNote } from '../components.tsx'
import { useLoad, useReadAgain } from '../data.ts'
import { href } from '../router.ts'
import { WebhookTable } from '../webhook-table.tsx'
import { WebhookDeliveries } from './webhook-deliveries.tsx'
import { WebhookFacts } from './webhook-endpoint.tsx'

/**
 * A data client's webhook endpoints, for an admin answering "why did our receiver get nothing?":
 * `#/clients/{id}/webhooks` lists them, `#/clients/{id}/webhooks/{webhook}` shows one with its
 * deliveries. Read only, as the admin API gives them (never a secret): changing an endpoint is its
 * client's own doing.
 */
export function ClientWebhooks({
  clientId,
  name,
  webhookId,
}: {
  clientId: string
  name: string
  webhookId: number | undefined
}) {
  const list = useLoad(`client/${clientId}/webhooks`, (client) => client.clientWebhooks(clientId))
  useReadAgain(list, list.error === undefined)
  const base = ['clients', clientId, 'webhooks']
  const endpoint = list.data?.find((one) => one.id === webhookId)
  return (
    <>
      <p>
        {webhookId === undefined ? (
          <a href={href(['clients'])}>← All clients</a>
        ) : (
          <a href={href(base)}>← All webhook endpoints of {name}</a>
        )}
      </p>
      <h1 tabIndex={-1}>
        {webhookId === undefined ? `Webhooks of ${name}` : `Webhook endpoint ${webhookId} of ${name}`}
      </h1>
      <TimesNote />
      <Problems words={list.error} />
      <Loading loading={list.loading && list.data === undefined} />
      {webhookId === undefined && list.data !== undefined && list.data.length === 0 && <p>No endpoint.</p>}
      {webhookId === undefined && list.data !== undefined && list.data.length > 0 && (
        <WebhookTable endpoints={list.data} pageOf={(one) => [...base, String(one.id)]} />
      )}
      {webhookId !== undefined && list.data !== undefined && endpoint === undefined && (
        <p>
          {name} has no webhook endpoint {webhookId}.
        </p>
      )}
      {endpoint !== undefined && (
        <>
          <WebhookFacts endpoint={endpoint} />
          <WebhookDeliveries
            queryKey={`client/${clientId}/webhook/${endpoint.id}/deliveries`}
            read={(client, query) => client.clientWebhookDeliveries(clientId, endpoint.id, query)}
          />
        </>
      )}
    </>
  )
}
