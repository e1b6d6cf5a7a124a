import type { ChangeEventType, WebhookDelivery, WebhookEndpoint, WebhookTestResult } from '@intake/client'
import { formatInstant } from './format.ts'

/** A webhook endpoint's state, its receiver's answers and its messages' attempts, in words. */

/** Enabled, or disabled with the reason. */
export const stateWords = (endpoint: WebhookEndpoint) =>
  endpoint.enabled ? 'enabled' : `disabled: ${endpoint.disabled_reason ?? 'no reason given'}`

/** Every type (null), or their names. */
export const typesWords = (types: readonly ChangeEventType[] | null) =>
  types === null ? 'every type' : types.join(', ')

/** The newest attempt of any of its messages: when, its status (or none), and whether it was a 2xx. */
export function lastDeliveryWords(endpoint: WebhookEndpoint) {
  const last = endpoint.last_delivery
  if (last === null) return 'never'
  const answer = last.status === null ? 'no answer' : `status ${last.status}`
  return `${formatInstant(last.at)}, ${answer}, ${last.ok ? 'ok' : 'failed'}`
}

/** What the receiver did with a test message. */
export const testWords = (result: WebhookTestResult) =>
  result.status === null
    ? `No answer: ${result.error ?? 'none came'} (after ${result.duration_ms} ms).`
    : `The receiver answered status ${result.status} in ${result.duration_ms} ms.`

/** One attempt of a message: when, its status or why none came, and how long it took. */
export function attemptWords(attempt: WebhookDelivery['attempts'][number]) {
  const answer = attempt.status === null ? `no answer: ${attempt.error ?? 'none came'}` : `status ${attempt.status}`
  return `${formatInstant(attempt.at)}, ${answer}, ${attempt.duration_ms} ms`
}
