import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createClient } from '../../src/auth/clients.ts'
import { defaultConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/database.ts'
import { migrate } from '../../src/db/migrate.ts'
import { openPglite } from '../../src/db/pglite.ts'
import { openPostgres } from '../../src/db/postgres.ts'
import { atLeast, atMost, highest, median, ratio, type Target } from '../judge.ts'
import { ROUNDS } from '../options.ts'
import {
  BENCH_ACTOR,
  createBenchDatabase,
  ROOT,
  SERVICE_ENV,
  type Server,
  startServer,
  tokenFor,
} from '../processes.ts'
import {
  type Bench,
  batchCase,
  openLoopBatches,
  preparePatches,
  prepareUpdatePath,
  pushCase,
  rejectionCases,
} from './cases.ts'
import { copyLimit, type Figures, load, storedRows } from './measure.ts'
import { bodyTemplate, PLACEHOLDER, RESOURCES } from './rows.ts'

const execFileAsync = promisify(execFile)

/** Waits until the client's application facts are kept up to its change feed; resolves with the seconds it took. */
async function factsCaughtUp(db: Database, clientId: string): Promise<number> {
  const started = performance.now()
  for (;;) {
    const [row] = await db.query<{ behind: boolean }>(
      `SELECT coalesce((SELECT last FROM change_sequences WHERE client_id = $1), 0)
         > coalesce((SELECT through FROM application_facts_progress WHERE client_id = $1), 0) AS behind`,
      [clientId],
    )
    if (row?.behind === false) return (performance.now() - started) / 1000
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The headline case (application steps, 1000 per batch, 10 connections, on PostgreSQL) and, right after
 * it in each of ROUNDS rounds, the limits and other cases it is judged against, so that whatever else
 * the machine is doing weighs on them alike: the same load on a service that keeps no application
 * facts (APPLICATION_FACTS_JOB false, on a database of its own: the headline's facts job would keep
 * them), COPY, the update path, the bare route, the embedded service, PATCHes, then batches and
 * PATCHes in an open loop at half the peak each reached in the round. Then `intake push`. Returns the
 * targets, and the headline's median rate.
 */
export async function ingestion(bench: Bench, servers: Server[]) {
  const bare = await startServer(['--import', 'tsx', 'bench/bare-route.ts'], {})
  servers.push(bare)
  const dataDir = await mkdtemp(join(tmpdir(), 'intake-bench-embedded-'))
  const intake = (...args: string[]) =>
    execFileAsync(process.execPath, ['bin/intake.js', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
    })
  // The embedded database's clients are made before its server holds the data directory.
  await intake('migrate')
  const embeddedClients: { client_id: string; client_secret: string }[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    embeddedClients.push(JSON.parse((await intake('clients', 'create', '--name', `embedded-${round}`)).stdout))
  }
  const embedded = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATA_DIR: dataDir })
  servers.push(embedded)
  const unkeptDatabase = await createBenchDatabase('without_facts')
  const unkeptDb = openPostgres(unkeptDatabase.url, defaultConfig)
  await migrate(unkeptDb)
  const unkept = await startServer(['bin/intake.js', 'serve'], {
    ...SERVICE_ENV,
    DATABASE_URL: unkeptDatabase.url,
    APPLICATION_FACTS_JOB: 'false',
  })
  servers.push(unkept)
  try {
    const template = bodyTemplate(1000)
    /** The headline's load, new keys tagged `tag`, against `server`; with `token`, as a client would send it. */
    const headlineLoad = (name: string, server: Server, tag: string, token?: string) =>
      load({
        name,
        url: server.url,
        path: RESOURCES.applicationSteps,
        connections: 10,
        batchSize: 1000,
        ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' } }),
        body: (n) => template.replaceAll(PLACEHOLDER, `${tag}${n}`),
        pid: server.process.pid,
      })
    let updatePath: Awaited<ReturnType<typeof prepareUpdatePath>> | undefined
    let patches: Awaited<ReturnType<typeof preparePatches>> | undefined
    const halfPeak = (figures: Figures) => Math.max(1, Math.round(figures.requestsPerSecond / 2))
    const rounds: Record<
      | 'headline'
      | 'withoutFacts'
      | 'copy'
      | 'resent'
      | 'corrected'
      | 'bareRoute'
      | 'embedded'
      | 'openBatches'
      | 'openPatches'
      | 'validBatches'
      | 'wrongBatches',
      Figures
    >[] = []
    /** Per round, how long after the headline's load stopped its client's facts had caught up (s). */
    const factsCatchUps: number[] = []
    for (const [index, credentials] of embeddedClients.entries()) {
      const round = ROUNDS > 1 ? `, round ${index + 1}` : ''
      const headlineName = `application-steps, 1000 per batch, 10 conn, PostgreSQL${round}`
      const headlineClient = await createClient(bench.db, BENCH_ACTOR, { name: headlineName })
      const headline = await batchCase(bench, headlineName, {
        credentials: headlineClient,
        loaded: async () => {
          const seconds = Math.round((await factsCaughtUp(bench.db, headlineClient.client_id)) * 10) / 10
          factsCatchUps.push(seconds)
          console.log(`application facts caught up ${seconds} s after the load stopped`)
        },
      })
      const unkeptClient = await createClient(unkeptDb, BENCH_ACTOR, { name: 'without facts' })
      const unkeptToken = await tokenFor(unkept.url, unkeptClient)
      const withoutFacts = await bench.record(
        await headlineLoad(
          `application-steps, 1000 per batch, 10 conn, PostgreSQL, no facts job${round}`,
          unkept,
          'u',
          unkeptToken,
        ),
      )
      bench.checkCounts(withoutFacts, await storedRows(unkeptDb, 'application_steps', unkeptClient.client_id), 10, 1000)
      const copy = await bench.record(
        await copyLimit(bench.url, 1000, 10, `PostgreSQL COPY, 1000 rows, 10 conn${round}`),
      )
      // Prepared after the first headline case, which runs into empty tables.
      updatePath ??= await prepareUpdatePath(bench)
      const resent = await updatePath.same(round)
      const corrected = await updatePath.corrected(round)
      const bareRoute = await bench.record(
        await headlineLoad(`bare Fastify route (parse only), 1000, 10 conn${round}`, bare, 'b'),
      )
      const token = await tokenFor(embedded.url, credentials)
      const embeddedFigures = await bench.record(
        await headlineLoad(`application-steps, 1000 per batch, 10 conn, embedded${round}`, embedded, 'e', token),
      )
      patches ??= await preparePatches(bench)
      const patch = await patches.saturated(round)
      const openBatches = await openLoopBatches(bench, round, halfPeak(headline))
      const openPatches = await patches.openLoop(round, halfPeak(patch))
      const rejection = await rejectionCases(bench, round)
      rounds.push({
        headline,
        withoutFacts,
        copy,
        resent,
        corrected,
        bareRoute,
        embedded: embeddedFigures,
        openBatches,
        openPatches,
        validBatches: rejection.valid,
        wrongBatches: rejection.wrong,
      })
    }
    await embedded.stop()
    const lite = await openPglite(dataDir)
    for (const [index, round] of rounds.entries()) {
      const clientId = embeddedClients[index]?.client_id as string
      bench.checkCounts(round.embedded, await storedRows(lite, 'application_steps', clientId), 10, 1000)
    }
    await lite.close()
    const push = await pushCase(bench)

    const perRound = (figure: (round: (typeof rounds)[number]) => number | null) => rounds.map(figure)
    const headlineRate = median(perRound((round) => round.headline.recordsPerSecond))
    const targets: Target[] = [
      atMost(
        "service CPU per 1000 records ÷ the bare route's (the same bodies)",
        perRound((round) => ratio(round.headline.serviceCpuMs, round.bareRoute.serviceCpuMs)),
        2.5,
      ),
      atLeast(
        'service ÷ COPY into the identical table',
        perRound((round) => ratio(round.headline.recordsPerSecond, round.copy.recordsPerSecond)),
        0.85,
      ),
      atMost(
        'p99 of a batch at half the peak rate, open loop (ms)',
        perRound((round) => round.openBatches.p99Ms),
        100,
      ),
      atMost(
        'p99 of a PATCH at half its peak rate, open loop (ms)',
        perRound((round) => round.openPatches.p99Ms),
        10,
      ),
      atMost(
        'service CPU per item of batches wrong in every field ÷ of valid batches (5,000 items each)',
        perRound((round) => ratio(round.wrongBatches.serviceCpuMs, round.validBatches.serviceCpuMs)),
        2,
      ),
      atLeast(
        'corrections (every re-sent record with another job_offer_title) ÷ inserts',
        perRound((round) => ratio(round.corrected.recordsPerSecond, round.headline.recordsPerSecond)),
        0.7,
      ),
      atLeast(
        "ingestion with the insights' bookkeeping (the application facts job) ÷ without it",
        perRound((round) => ratio(round.headline.recordsPerSecond, round.withoutFacts.recordsPerSecond)),
        0.9,
      ),
      // It keeps up: a job that fell behind would flatter the line above.
      atMost(
        "the application facts' lag when the headline's load stops: until they are caught up (s)",
        factsCatchUps,
        5,
      ),
      atLeast('intake push of an NDJSON file ÷ the service', ratio(push.recordsPerSecond, headlineRate), 0.8),
      atLeast(
        'update path (re-sent as they were) ÷ insert path',
        perRound((round) => ratio(round.resent.recordsPerSecond, round.headline.recordsPerSecond)),
        0.7,
      ),
      atLeast(
        'embedded ÷ PostgreSQL',
        perRound((round) => ratio(round.embedded.recordsPerSecond, round.headline.recordsPerSecond)),
        0.5,
      ),
      atMost(
        'server RSS (MB), highest round',
        perRound((round) => round.headline.rssMb),
        250,
        highest,
      ),
    ]
    return { targets, headlineRate }
  } finally {
    await bare.stop()
    await embedded.stop()
    await unkept.stop()
    await unkeptDb.close()
    await unkeptDatabase.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
