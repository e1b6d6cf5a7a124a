import type { IntakeClient, Page, Query, WebhookDelivery } from '@intake/client'
import { Loading, Pager, Problems, TableBox, useCursorPages } from '../components.tsx'
import { READ_AGAIN_MS, useLoad, useReadAgain } from '../data.ts'
import { formatCount, formatInstant } from '../format.ts'
import { attemptWords } from '../webhook-words.ts'

const PAGE_SIZE = 25

/**
 * A webhook endpoint's messages, newest first, each with its attempts; never a body: `read` reads a page
 * of them (the client's own, or an admin's read of any client's), `queryKey` names them. The first page
 * is read again every few seconds, as messages are made and sent.
 */
export function WebhookDeliveries({
  queryKey,
  read,
}: {
  queryKey: string
  read: (client: IntakeClient, query: Query) => Promise<Page<WebhookDelivery>>
}) {
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const log = useLoad(`${queryKey}/${cursor}`, (client) => read(client, { limit: PAGE_SIZE, cursor }))
  const onFirstPage = cursor === null
  useReadAgain(log, onFirstPage)
  return (
    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Deliveries</h2>
      <p class="hint">
        {onFirstPage
          ? `Its messages, newest first; this page is read again every ${READ_AGAIN_MS / 1000} seconds.`
          : 'Its messages, newest first; older pages are not read again.'}
      </p>
      <Problems words={log.error} />
      <Loading loading={log.loading && log.data === undefined} />
      {log.data !== undefined && log.data.data.length === 0 && <p>No message yet.</p>}
      {log.data !== undefined && log.data.data.length > 0 && (
        <>
          <TableBox label="Deliveries">
            <table id="deliveries-table">
              <thead>
                <tr>
                  <th scope="col">Made</th>
                  <th scope="col">Message</th>
                  <th scope="col">Kind</th>
                  <th scope="col" class="number">
                    Events
                  </th>
                  <th scope="col">State</th>
                  <th scope="col">Attempts</th>
                </tr>
              </thead>
              <tbody>
                {log.data.data.map((message) => (
                  <tr key={message.webhook_id}>
                    <th scope="row">{formatInstant(message.created_at)}</th>
                    <td class="mono id">{message.webhook_id}</td>
                    <td>{message.replay ? 'replay' : 'new events'}</td>
                    <td class="number">{formatCount(message.events)}</td>
                    <td>{message.state}</td>
                    <td>
                      {message.attempts.length === 0 ? (
                        'none yet'
                      ) : (
                        <ol class="attempts">
                          {message.attempts.map((attempt) => (
                            <li key={attempt.at}>{attemptWords(attempt)}</li>
                          ))}
                        </ol>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Pager
            label="Deliveries pages"
            pages={pages}
            nextCursor={log.data.next_cursor}
            shown={log.data.data.length}
            pageSize={PAGE_SIZE}
          />
        </>
      )}
    </section>
  )
}
