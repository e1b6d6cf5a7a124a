import Fastify from 'fastify'

/**
 * The bare-route limit: Fastify with the service's body limit, a route that only parses the same JSON
 * body and answers. What HTTP plus JSON parsing cost on this machine, with no validation or storage.
 */
const app = Fastify({ bodyLimit: 16 * 1024 * 1024 })
app.post('/v3/ats/application-steps', async (request, reply) => {
  const items = request.body as unknown[]
  return reply.code(201).send({ message: `Parsed ${items.length} items` })
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
