import { BlockList, isIP } from 'node:net'

/**
 * The addresses a webhook must not be sent to unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES (issue 46, SSRF):
 * those that reach the service's own host or network rather than the internet. From the IANA
 * special-purpose address registries (RFC 6890). node:net's BlockList matches an IPv4 range against
 * IPv4-mapped IPv6 addresses too (::ffff:127.0.0.1, ::ffff:7f00:1), in any of their spellings.
 */
const RANGES = {
  loopback: { ipv4: ['127.0.0.0/8'], ipv6: ['::1/128'] },
  unspecified: { ipv4: ['0.0.0.0/8'], ipv6: ['::/128'] },
  private: {
    // RFC 1918, and the carrier-grade NAT's shared space (RFC 6598).
    ipv4: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10'],
    // Unique local (RFC 4193), the deprecated site-local, and local-use NAT64 (RFC 8215).
    ipv6: ['fc00::/7', 'fec0::/10', '64:ff9b:1::/48'],
  },
  'link-local': { ipv4: ['169.254.0.0/16'], ipv6: ['fe80::/10'] },
  multicast: { ipv4: ['224.0.0.0/4'], ipv6: ['ff00::/8'] },
  reserved: {
    // Future use and broadcast, IETF protocol assignments, benchmarking.
    ipv4: ['240.0.0.0/4', '192.0.0.0/24', '198.18.0.0/15'],
    // The deprecated IPv4-compatible addresses (::a.b.c.d), and discard-only.
    ipv6: ['::/96', '100::/64'],
  },
} as const satisfies Record<string, { readonly ipv4: readonly string[]; readonly ipv6: readonly string[] }>

/** A rule an address breaks, named as error messages and the deliveries log name it. */
export type AddressRule = keyof typeof RANGES

/**
 * The IPv6 range through which the well-known NAT64 prefix (RFC 6052) reaches an IPv4 range: a
 * gateway translates 64:ff9b::a.b.c.d to a.b.c.d, which can be on its own network.
 */
function nat64(ipv4Range: string): [string, number] {
  const [address = '', bits] = ipv4Range.split('/')
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number)
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16)
  return [`64:ff9b::${hex(a, b)}:${hex(c, d)}`, 96 + Number(bits)]
}

const subnet = (range: string): [string, number] => {
  const [address = '', bits] = range.split('/')
  return [address, Number(bits)]
}

/** In the order they are checked: ::1 is in ::/96 too, but is loopback. */
const RULES = (Object.keys(RANGES) as AddressRule[]).map((rule) => {
  const list = new BlockList()
  for (const range of RANGES[rule].ipv4) {
    list.addSubnet(...subnet(range), 'ipv4')
    list.addSubnet(...nat64(range), 'ipv6')
  }
  for (const range of RANGES[rule].ipv6) list.addSubnet(...subnet(range), 'ipv6')
  return { rule, list }
})

/** The rule an IP address (v4 or v6, in any spelling) breaks, or undefined when none: a public address. */
export function addressRuleBroken(address: string): AddressRule | undefined {
  const version = isIP(address)
  if (version === 0) throw new TypeError(`Not an IP address: ${address}`)
  const family = version === 4 ? 'ipv4' : 'ipv6'
  return RULES.find(({ list }) => list.check(address, family))?.rule
}
