import { isIP } from 'node:net'
import { type AddressRule, addressRuleBroken } from './addresses.ts'

/** What a webhook may be sent to: WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE_ADDRESSES. */
export interface WebhookAddressPolicy {
  readonly allowHttp: boolean
  readonly allowPrivateAddresses: boolean
}

/** Why a webhook's URL is refused: `code` is stable, `message` says it to the caller. */
export interface WebhookUrlProblem {
  readonly code: 'invalid_url' | 'https_required' | AddressRule
  readonly message: string
}

/**
 * Why a webhook's URL is refused, or undefined when it is not: one that is not an http(s) URL, one
 * that is not https unless `allowHttp`, and one whose host is an IP address that breaks a rule unless
 * `allowPrivateAddresses`. A host name's addresses are checked when connecting (lookupRefusing), but a
 * connection to an IP address looks nothing up, so this check must be made before each delivery too.
 * The host is read as the WHATWG URL parser reads it, as fetch and node:http do: 2130706433 and
 * 0x7f.1 are 127.0.0.1.
 */
export function webhookUrlProblem(url: string, policy: WebhookAddressPolicy): WebhookUrlProblem | undefined {
  const parsed = URL.parse(url)
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    return { code: 'invalid_url', message: 'The webhook URL is not an http or https URL' }
  }
  if (parsed.protocol === 'http:' && !policy.allowHttp) {
    return { code: 'https_required', message: 'The webhook URL must be https (WEBHOOK_ALLOW_HTTP is false)' }
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1')
  const rule = isIP(host) === 0 || policy.allowPrivateAddresses ? undefined : addressRuleBroken(host)
  if (rule === undefined) return undefined
  return {
    code: rule,
    message: `The webhook URL's host ${host} is refused: ${rule} address (WEBHOOK_ALLOW_PRIVATE_ADDRESSES is false)`,
  }
}
