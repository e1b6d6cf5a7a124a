import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The console's headers (http/routes/console.ts): a strict Content-Security-Policy (nothing from another
 * host, no inline script or style, no framing), no referrer, a window of its own. On every answer to a
 * path under /console, errors included, whoever answers it: the console's routes, a hook that refuses
 * the request before them (load shedding), or the answer to a URL that cannot be decoded, which no route
 * sees.
 */

export const CONSOLE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'"

const CONSOLE_PATH = /^\/console(?:[/?]|$)/

export function setConsoleHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (!CONSOLE_PATH.test(request.url)) return
  reply.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY)
  reply.header('referrer-policy', 'no-referrer')
  reply.header('x-frame-options', 'DENY')
  reply.header('cross-origin-opener-policy', 'same-origin')
}
