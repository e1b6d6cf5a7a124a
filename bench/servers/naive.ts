import Fastify from 'fastify'
import pg from 'pg'
import { applicationSteps } from '../../src/domain/application-steps.ts'

/**
 * The naive baseline: the same route storing each row with its own INSERT statement (in one
 * transaction per batch), no natural-key upsert. What a straightforward implementation achieves.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const columns = Object.keys(applicationSteps.fields)
const insert = `INSERT INTO naive_application_steps (client_id, ${columns.join(', ')})
  VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})`

const app = Fastify({ bodyLimit: 16 * 1024 * 1024 })
app.post('/v3/ats/application-steps', async (request, reply) => {
  const items = request.body as Record<string, unknown>[]
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    for (const item of items) await client.query(insert, ['naive', ...columns.map((name) => item[name] ?? null)])
    await client.query('COMMIT')
  } finally {
    client.release()
  }
  return reply.code(201).send({ message: `Stored ${items.length} items` })
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
)
