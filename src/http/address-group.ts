import { normalizeIP } from '@fastify/rate-limit'

/**
 * The caller's address as every per-address limit counts it (IPV6_PREFIX_LENGTH): an IPv6 address by
 * its network prefix, since one subscriber is given a whole /64 and can send from any address in it;
 * an IPv4 address whole, and an IPv4-mapped IPv6 one (::ffff:a.b.c.d) as that IPv4 address. Parsed by
 * @fastify/rate-limit's normalizeIP (the ip-address library), which its own default keys use.
 */
export function addressGroup(address: string | undefined, ipv6PrefixLength: number): string {
  // Fastify's request.ip is the socket's address, which a socket closed meanwhile no longer has.
  return address === undefined ? 'unknown' : normalizeIP(address, ipv6PrefixLength)
}
