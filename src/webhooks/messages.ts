import { randomUUID } from 'node:crypto'
import { SEQUENCE_WIDTH } from '../db/change-feed.ts'

/**
 * The messages a webhook endpoint receives: `intake.changes`, events of the change feed (the delivery
 * engine's), and `webhook.test`, the one POST /v3/webhooks/{id}/test sends at once.
 */

export const CHANGES_MESSAGE_TYPE = 'intake.changes'
export const TEST_MESSAGE_TYPE = 'webhook.test'

/** The most events a message holds: `events_per_message`'s maximum. */
export const MAX_EVENTS_PER_MESSAGE = 1000

/** A message's `webhook-id`: `msg_` and 32 random hex digits, the same on each of its attempts. */
export const newWebhookId = () => `msg_${randomUUID().replaceAll('-', '')}`

/**
 * The test message's body: shaped as an `intake.changes` message of one event, so that a receiver's
 * code reads it the same way, of type `webhook.test`, sequence all zeros (before any event of the
 * feed), and no record (`resource` and `id` null, no `data`).
 */
export function testMessageBody(at: Date): string {
  const timestamp = at.toISOString()
  const event = {
    sequence: '0'.repeat(SEQUENCE_WIDTH),
    type: TEST_MESSAGE_TYPE,
    resource: null,
    id: null,
    occurred_at: timestamp,
  }
  return JSON.stringify({ type: TEST_MESSAGE_TYPE, timestamp, data: { events: [event] } })
}
