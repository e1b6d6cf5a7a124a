import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import { type AddressRule, addressRuleBroken } from './addresses.ts'

/** A connection refused because the webhook's host name resolved to an address that breaks a rule. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError'
  readonly code = 'ERR_WEBHOOK_ADDRESS_REFUSED'
  readonly hostname: string
  readonly address: string
  readonly rule: AddressRule

  constructor(hostname: string, address: string, rule: AddressRule) {
    super(`${hostname} resolved to ${address}, refused: ${rule} address (WEBHOOK_ALLOW_PRIVATE_ADDRESSES is false)`)
    this.hostname = hostname
    this.address = address
    this.rule = rule
  }
}

/**
 * A `lookup` for the connections that deliver webhooks (node:http's and node:net's `lookup` option,
 * undici's `connect: { lookup }`): the addresses a host name resolves to are checked as they are
 * connected to, so that a name that resolved to a public address when its endpoint was made and to a
 * private one since (DNS rebinding) is refused. When any address breaks a rule, the connection fails
 * with a RefusedAddressError naming it. With `allowPrivateAddresses`, `lookup` itself. A URL whose host
 * is an IP address is connected to without a lookup: webhookUrlProblem checks it.
 */
export function lookupRefusing(
  policy: { readonly allowPrivateAddresses: boolean },
  lookup: LookupFunction = dnsLookup,
): LookupFunction {
  if (policy.allowPrivateAddresses) return lookup
  return (hostname, options, callback) =>
    lookup(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family)
      const addresses: readonly (string | LookupAddress)[] = typeof address === 'string' ? [address] : address
      for (const entry of addresses) {
        const resolved = typeof entry === 'string' ? entry : entry.address
        const rule = addressRuleBroken(resolved)
        if (rule !== undefined) return callback(new RefusedAddressError(hostname, resolved, rule), '')
      }
      callback(null, address, family)
    })
}
