import type { WebhookEndpoint } from '@intake/client'
import { TableBox } from './components.tsx'
import { formatCount } from './format.ts'
import { href } from './router.ts'
import { lastDeliveryWords, stateWords, typesWords } from './webhook-words.ts'

/** Webhook endpoints, each with its state, backlog and last delivery; its URL links to `pageOf(endpoint)`. */
export function WebhookTable({
  endpoints,
  pageOf,
}: {
  endpoints: readonly WebhookEndpoint[]
  pageOf: (endpoint: WebhookEndpoint) => readonly string[]
}) {
  return (
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
          {endpoints.map((endpoint) => (
            <tr key={endpoint.id} data-webhook={endpoint.id}>
              <th scope="row" class="mono webhook-url">
                <a href={href(pageOf(endpoint))}>{endpoint.url}</a>
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
  )
}
