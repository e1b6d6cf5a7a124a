import type { FastifyRequest } from 'fastify'

/**
 * The request's Content-Encoding as @fastify/compress reads it (it compares the header's text to its
 * list): content codings are case-insensitive, `x-gzip` is `gzip` and `identity` is none (RFC 9110,
 * sections 8.4.1 and 8.4.1.3), so `GZIP` or `x-gzip` is inflated as gzip rather than refused with 415.
 */
export async function normaliseContentEncoding(request: FastifyRequest): Promise<void> {
  const encoding = request.headers['content-encoding']
  if (typeof encoding !== 'string') return
  const coding = encoding.trim().toLowerCase()
  if (coding === 'identity' || coding === '') delete request.headers['content-encoding']
  else request.headers['content-encoding'] = coding === 'x-gzip' ? 'gzip' : coding
}
