import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultConfig } from '../src/config.ts'
import { createClientStore } from '../src/db/clients.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { batchSizeCases, fullTableRounds, naiveCase, pushCase, startBench, tokenCase } from './ingestion/cases.ts'
import { judgeRun } from './ingestion/judge.ts'
import { cpuSplit } from './ingestion/profile.ts'
import { printSummary, writeResults } from './ingestion/report.ts'
import { runRounds } from './ingestion/rounds.ts'
import { createBenchDatabase, SERVICE_ENV, type Server, startServer } from './processes.ts'

/**
 * `npm run bench`: the service's ingestion figures against limits measured in the same run on the same
 * machine and data (PostgreSQL COPY into an identical table; a bare Fastify route that only parses the
 * body), plus a naive one-INSERT-per-row baseline. `--quick` runs every case briefly (CI keeps it from
 * rotting; nobody judges its figures). bench/README.md says what each case measures; ingestion/ holds
 * its parts: the rows sent (rows.ts), the measures (measure.ts), the cases (cases.ts, rounds.ts), the
 * targets (judge.ts) and the results (report.ts).
 */

async function main() {
  const database = await createBenchDatabase('ingestion')
  const { url } = database
  // Loading the stored rows takes statements far longer than a request may.
  const db = openPostgres(url, { ...defaultConfig, requestTimeoutMs: 3_600_000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'intake-bench-'))
  // The embedded database's own ceiling: the service's batch write on a database of its own, on its own thread.
  const embeddedAloneDir = await mkdtemp(join(tmpdir(), 'intake-bench-alone-'))
  const servers: Server[] = []
  try {
    await migrate(db)
    // LIKE copies columns, constraints and indexes, not storage parameters: the fillfactor is set as well.
    await db.query('CREATE TABLE copy_application_steps (LIKE application_steps INCLUDING ALL)')
    const [fillfactor] = await db.query<{ option: string }>(
      "SELECT option FROM pg_class, unnest(reloptions) AS option WHERE oid = 'application_steps'::regclass AND option LIKE 'fillfactor=%'",
    )
    if (fillfactor !== undefined) await db.query(`ALTER TABLE copy_application_steps SET (${fillfactor.option})`)
    await db.query(
      'CREATE TABLE naive_application_steps (LIKE application_steps INCLUDING DEFAULTS INCLUDING IDENTITY)',
    )
    const service = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATABASE_URL: url })
    servers.push(service)
    const bench = await startBench(url, db, createClientStore(db), service)

    const rounds = await runRounds(bench, servers, dataDir, embeddedAloneDir)
    await naiveCase(bench, servers)
    await batchSizeCases(bench)
    await tokenCase(bench)
    const split = await cpuSplit(bench, servers)
    const push = await pushCase(bench)
    const full = await fullTableRounds(bench)
    await service.stop()

    const { targets, gaps } = judgeRun(rounds, { ...full, push })
    printSummary(targets, gaps, split, bench.checks)
    await writeResults(bench.figures, targets, gaps, split, bench.checks)
    const failed = bench.figures.filter((f) => f.errors > 0)
    if (failed.length > 0) throw new Error(`errors in: ${failed.map((f) => f.case).join('; ')}`)
  } finally {
    for (const server of servers) await server.stop()
    await db.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
    await rm(embeddedAloneDir, { recursive: true, force: true })
  }
}

await main()
