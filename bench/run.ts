import { defaultConfig } from '../src/config.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { startBench } from './ingestion/cases.ts'
import type { Figures } from './ingestion/measure.ts'
import { ingestion } from './ingestion/rounds.ts'
import { printTargets, type Target, writeResults } from './judge.ts'
import { ONLY } from './options.ts'
import { createBenchDatabase, SERVICE_ENV, type Server, startServer } from './processes.ts'
import { readSide } from './read.ts'
import { reports } from './reports.ts'
import { webhooks } from './webhooks.ts'

/**
 * `npm run bench -- [--quick] [--only ingestion,reports,read,webhooks]`: the service against its targets, each
 * a ratio to a limit measured in the same run on the same machine and rows (PostgreSQL's COPY into an
 * identical table, a bare Fastify route that only parses the bodies), or a latency or memory bound;
 * prints each target with its figure and verdict, and writes bench/results/. Fails on any error answer
 * and on stored rows that do not match the acknowledged ones, not on a target missed. bench/README.md
 * says what each part measures.
 */

async function withDatabase(
  purpose: string,
  work: (url: string, db: ReturnType<typeof openPostgres>) => Promise<void>,
) {
  const database = await createBenchDatabase(purpose)
  // Loading the stored rows takes statements far longer than a request may.
  const db = openPostgres(database.url, { ...defaultConfig, requestTimeoutMs: 3_600_000 })
  try {
    await migrate(db)
    await work(database.url, db)
  } finally {
    await db.close()
    await database.drop()
  }
}

const targets: Target[] = []
const figures: Figures[] = []
const checks: string[] = []
if (ONLY.includes('ingestion') || ONLY.includes('reports')) {
  await withDatabase('ingestion', async (url, db) => {
    await db.query('CREATE TABLE copy_application_steps (LIKE application_steps INCLUDING ALL)')
    // LIKE copies columns, constraints and indexes, not storage parameters: the fillfactor is set as well.
    const [fillfactor] = await db.query<{ option: string }>(
      "SELECT option FROM pg_class, unnest(reloptions) AS option WHERE oid = 'application_steps'::regclass AND option LIKE 'fillfactor=%'",
    )
    if (fillfactor !== undefined) await db.query(`ALTER TABLE copy_application_steps SET (${fillfactor.option})`)
    const servers: Server[] = []
    try {
      const service = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATABASE_URL: url })
      servers.push(service)
      const bench = await startBench(url, db, service)
      let headlineRate: number | null = null
      if (ONLY.includes('ingestion')) {
        const measured = await ingestion(bench, servers)
        targets.push(...measured.targets)
        headlineRate = measured.headlineRate
      }
      if (ONLY.includes('reports')) targets.push(...(await reports(bench, headlineRate)))
      figures.push(...bench.figures)
      checks.push(...bench.checks)
    } finally {
      for (const server of servers) await server.stop()
    }
  })
}
if (ONLY.includes('read'))
  await withDatabase('read', async (url, db) => {
    targets.push(...(await readSide(db, url)))
  })
if (ONLY.includes('webhooks'))
  await withDatabase('webhooks', async (url, db) => {
    // The endpoints' receiver listens on 127.0.0.1, over plain HTTP.
    const service = await startServer(['bin/intake.js', 'serve'], {
      ...SERVICE_ENV,
      DATABASE_URL: url,
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    })
    try {
      const bench = await startBench(url, db, service)
      targets.push(...(await webhooks(bench)))
      figures.push(...bench.figures)
      checks.push(...bench.checks)
    } finally {
      await service.stop()
    }
  })

printTargets(targets)
await writeResults(targets, figures, checks)
const failed = figures.filter((f) => f.errors > 0)
if (failed.length > 0)
  throw new Error(`errors in: ${failed.map((f) => `${f.case} ${JSON.stringify(f.errorKinds)}`).join('; ')}`)
