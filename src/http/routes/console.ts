import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../../errors.ts'
import { preferredType } from '../content-negotiation.ts'
import { sendError } from '../plugins/error-handler.ts'

/**
 * The console (console/, built into dist/console/ by npm run build): served by every node at /console/,
 * on the API's origin, so that it needs no CORS; a browser that opens / is sent there, and any other
 * client gets / as before (404 with the contract's error body). Every answer under /console carries the
 * console's headers (http/console-headers.ts), set with every answer's (http/plugins/request-context.ts).
 * The built files have content-hashed names and are cached for good; index.html is revalidated.
 */

/** dist/console/, from this module's source (src/http/routes/) or from its chunk of the build (dist/chunks/). */
export const CONSOLE_ROOT = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../../dist/console/' : '../console/', import.meta.url),
)

/** A browser navigating (Accept names text/html before, or instead of, JSON). */
function wantsHtml(request: FastifyRequest): boolean {
  return preferredType(request.headers.accept, ['application/json', 'text/html']) === 'text/html'
}

/** Encapsulated (not fastify-plugin): its not-found answer and @fastify/static stay within it. */
export default async function consoleRoutes(app: FastifyInstance, options: { root?: string } = {}) {
  const root = options.root ?? CONSOLE_ROOT
  if (!existsSync(`${root}index.html`)) {
    app.log.warn({ root }, 'the console is not built (npm run build): /console/ answers 404')
  }
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    if (wantsHtml(request)) return reply.redirect('/console/', 302)
    return reply.callNotFound()
  })
  await app.register(
    async (files) => {
      files.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? ''
        return sendError(reply, new HttpError(404, `There is no file at ${path} in the console`))
      })
      await files.register(fastifyStatic, {
        root,
        prefix: '/',
        index: 'index.html',
        cacheControl: false,
        etag: true,
        lastModified: false,
        schemaHide: true,
        setHeaders(reply, path) {
          reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
        },
      })
      // The router ignores trailing slashes, so /console/ is /console, which the wildcard does not match.
      files.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'))
    },
    { prefix: '/console' },
  )
}
