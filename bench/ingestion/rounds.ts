import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { createClient } from '../../src/auth/clients.ts'
import { defaultConfig } from '../../src/config.ts'
import { createIngestionJournal } from '../../src/db/ingestion-journal.ts'
import { migrate } from '../../src/db/migrate.ts'
import { openPglite } from '../../src/db/pglite.ts'
import { openPostgres } from '../../src/db/postgres.ts'
import { applicationSteps } from '../../src/domain/application-steps.ts'
import { ROOT, SERVICE_ENV, type Server, startServer, tokenFor } from '../processes.ts'
import {
  BENCH_ACTOR,
  type Bench,
  batchCase,
  openLoopBatches,
  preparePatches,
  prepareUpdatePath,
  rejectingCase,
} from './cases.ts'
import type { Round } from './judge.ts'
import { copyLimit, type Figures, load, storedRows, writeAloneLimit } from './measure.ts'
import { ROUNDS } from './options.ts'
import { bodyTemplate, PLACEHOLDER } from './rows.ts'

const execFileAsync = promisify(execFile)

/**
 * The headline case (application steps, 1000 per batch, 10 connections, on PostgreSQL) and, right
 * after it in each of ROUNDS rounds, the limits and other targets it is judged against: COPY, the
 * update path, the service's write alone (without and with its ingestion counters), batches with
 * invalid items (the rejection log's cost), the bare route, the embedded service and its write alone,
 * PATCHes; then batches and PATCHes in an open loop at half the peak each reached in the round. The embedded service keeps its data in `dataDir`, the embedded write alone in
 * `embeddedAloneDir`; every server started is added to `servers`, for the caller to stop should a case
 * fail. Each round's stored rows are checked against what it acknowledged.
 */
export async function runRounds(
  bench: Bench,
  servers: Server[],
  dataDir: string,
  embeddedAloneDir: string,
): Promise<Round[]> {
  // The headline case first, into empty tables, and right after it the limits and the other targets it
  // is judged against, in rounds, so that whatever else the machine is doing weighs on them alike.
  const bare = await startServer(['--import', 'tsx', 'bench/servers/bare.ts'], {})
  servers.push(bare)
  // The embedded database's clients are made before its server holds the data directory, on a
  // migrated database (intake clients never changes the schema).
  await execFileAsync(process.execPath, ['bin/intake.js', 'migrate'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
  })
  const embeddedCredentials: { client_id: string; client_secret: string }[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    const { stdout } = await execFileAsync(
      process.execPath,
      ['bin/intake.js', 'clients', 'create', '--name', `embedded-${round}`],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } },
    )
    embeddedCredentials.push(JSON.parse(stdout))
  }
  const embedded = await startServer(['bin/intake.js', 'serve'], { ...SERVICE_ENV, DATA_DIR: dataDir })
  servers.push(embedded)
  const template = bodyTemplate('application-steps', 1000)
  const aloneWriteClient = await createClient(bench.db, BENCH_ACTOR, { name: 'write-alone' })
  const aloneWritePool = openPostgres(bench.url, { ...defaultConfig, databasePoolSize: 10 })
  const embeddedAlone = await openPglite(embeddedAloneDir)
  await migrate(embeddedAlone)
  const embeddedAloneClient = await createClient(embeddedAlone, BENCH_ACTOR, { name: 'write-alone' })
  // The counters a batch of the service writes in its transaction: the journal of a batch without rejections.
  const journal = createIngestionJournal(aloneWritePool)
  const countersOf = (clientId: string) =>
    journal.batch(
      { clientId, resource: 'application-steps', requestId: 'bench', naturalKey: applicationSteps.naturalKey },
      [],
    )
  const rounds: Round[] = []
  let updatePath: Awaited<ReturnType<typeof prepareUpdatePath>> | undefined
  let patches: Awaited<ReturnType<typeof preparePatches>> | undefined
  for (const [index, credentials] of embeddedCredentials.entries()) {
    const round = ROUNDS > 1 ? `, round ${index + 1}` : ''
    const headline = await batchCase(bench, 'application-steps', 1000, 10, {
      name: `application-steps, 1000 per batch, 10 conn, PostgreSQL${round}`,
    })
    const copy = await copyLimit(bench.url, 1000, 10, `PostgreSQL COPY, 1000 rows, 10 connections${round}`)
    await bench.record(copy)
    updatePath ??= await prepareUpdatePath(bench)
    const resent = await updatePath.same(round)
    await bench.record(resent)
    const corrected = await updatePath.corrected(round)
    await bench.record(corrected)
    const correctedIndexed = await updatePath.correctedIndexed(round)
    await bench.record(correctedIndexed)
    const writeAlone = await writeAloneLimit(
      aloneWritePool,
      aloneWriteClient.client_id,
      1000,
      10,
      `the service's write alone (no HTTP), 1000 rows, 10 connections${round}`,
      { databaseUrl: bench.url },
    )
    await bench.record(writeAlone)
    const writeAloneCounted = await writeAloneLimit(
      aloneWritePool,
      aloneWriteClient.client_id,
      1000,
      10,
      `the service's write alone with its ingestion counters, 1000 rows, 10 connections${round}`,
      { databaseUrl: bench.url, alongside: countersOf(aloneWriteClient.client_id) },
    )
    await bench.record(writeAloneCounted)
    const rejecting = await rejectingCase(bench, round)
    const bareFigures = await load({
      name: `bare Fastify route (parse only), 1000, 10 conn${round}`,
      url: bare.url,
      path: '/v3/ats/application-steps',
      connections: 10,
      batchSize: 1000,
      body: (n) => template.replaceAll(PLACEHOLDER, `b${n}`),
      ...(bare.process.pid === undefined ? {} : { pid: bare.process.pid }),
    })
    await bench.record(bareFigures)
    const embeddedToken = await tokenFor(embedded.url, credentials)
    const embeddedFigures = await load({
      name: `application-steps, 1000 per batch, 10 conn, embedded${round}`,
      url: embedded.url,
      path: '/v3/ats/application-steps',
      connections: 10,
      batchSize: 1000,
      headers: { authorization: `Bearer ${embeddedToken}`, prefer: 'return=minimal' },
      body: (n) => template.replaceAll(PLACEHOLDER, `e${n}`),
      ...(embedded.process.pid === undefined ? {} : { pid: embedded.process.pid }),
    })
    await bench.record(embeddedFigures)
    const embeddedWriteAlone = await writeAloneLimit(
      embeddedAlone,
      embeddedAloneClient.client_id,
      1000,
      10,
      `the service's write alone (no HTTP), 1000 rows, 10 at once, embedded${round}`,
    )
    await bench.record(embeddedWriteAlone)
    patches ??= await preparePatches(bench)
    const patched = await patches.saturated(round)
    await bench.record(patched)
    // At half the peak each reached in this round, in an open loop: the latency of ordinary load.
    const halfPeak = (figures: Figures) => Math.max(1, Math.round(figures.requestsPerSecond / 2))
    const openBatches = await openLoopBatches(bench, round, halfPeak(headline))
    const openPatches = await patches.openLoop(round, halfPeak(patched))
    await bench.record(openPatches)
    rounds.push({
      headline,
      copy,
      writeAlone,
      writeAloneCounted,
      rejecting,
      bare: bareFigures,
      embedded: embeddedFigures,
      embeddedClientId: credentials.client_id,
      embeddedWriteAlone,
      resent,
      corrected,
      correctedIndexed,
      patch: patched,
      openBatches,
      openPatches,
    })
  }
  await aloneWritePool.close()
  await bare.stop()
  await embedded.stop()
  const lite = await openPglite(dataDir)
  for (const round of rounds) {
    bench.checkCounts(round.embedded, await storedRows(lite, 'application_steps', round.embeddedClientId), 10, 1000)
  }
  await lite.close()
  // The writes alone wait for every batch they send: what they stored is exactly what they acknowledged.
  const checkWritesAlone = (where: string, acknowledged: number, stored: number) => {
    bench.checks.push(`the service's write alone${where}: acknowledged ${acknowledged}, stored ${stored}`)
    if (stored !== acknowledged) throw new Error(`stored rows do not match what the write alone acknowledged${where}`)
  }
  checkWritesAlone(
    '',
    rounds.reduce((sum, round) => sum + round.writeAlone.acknowledged + round.writeAloneCounted.acknowledged, 0),
    await storedRows(bench.db, 'application_steps', aloneWriteClient.client_id),
  )
  checkWritesAlone(
    ', embedded',
    rounds.reduce((sum, round) => sum + round.embeddedWriteAlone.acknowledged, 0),
    await storedRows(embeddedAlone, 'application_steps', embeddedAloneClient.client_id),
  )
  await embeddedAlone.close()
  return rounds
}
