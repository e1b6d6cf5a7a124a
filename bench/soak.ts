import { parseArgs } from 'node:util'
import pg from 'pg'
import { createClient } from '../src/auth/clients.ts'
import { defaultConfig } from '../src/config.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { BENCH_ACTOR, tokenFor } from './processes.ts'
import { type Assessment, assess } from './soak/assess.ts'
import { runClientLoop } from './soak/client-loop.ts'
import { runExportLoop } from './soak/export-loop.ts'
import { FAULTS, type FaultName, injectFault, minimumSeconds } from './soak/faults.ts'
import { Ledger, type StoredRow } from './soak/ledger.ts'
import { PatchLoop } from './soak/patch-loop.ts'
import { type PostgresServer, startPostgresServer } from './soak/postgres-server.ts'
import { type RedisServer, startRedisServer } from './soak/redis-server.ts'
import { SOAK_RESOURCES } from './soak/resources.ts'
import { SoakService } from './soak/service.ts'
import { Traffic } from './soak/traffic.ts'
import { WebhookFollower } from './soak/webhooks.ts'

/**
 * `npm run soak -- [--seconds N] [--fault none|postgres-restart|postgres-restarts|service-kill|client-disconnect|all]`:
 * concurrent clients send batches, PATCHes and exports to the service (a real process) on a PostgreSQL
 * server of the soak's own for N seconds per scenario, a fault strikes a third of the way in, and then
 * the database is read directly and checked against every answer: nothing acknowledged missing, nothing
 * unexpected, no batch half stored, the process alive. Exits 1 when a scenario fails.
 */

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, fault: { type: 'string', default: 'all' } },
})
const SECONDS = Number(values.seconds)
if (!Number.isFinite(SECONDS) || SECONDS < 5) throw new Error('--seconds must be a number of at least 5')
const SCENARIOS: readonly FaultName[] =
  values.fault === 'all' ? FAULTS : FAULTS.filter((fault) => fault === values.fault)
if (SCENARIOS.length === 0) throw new Error(`--fault must be one of: ${FAULTS.join(', ')}, all`)

/** Batch writers, back to back: each sends its next batch as soon as the last is answered. */
const CLIENT_LOOPS = 6
/** postgres-restarts, as the crash was first seen: eight writers of larger batches, so that COPYs are in flight. */
const RESTARTS_CLIENT_LOOPS = 8
const BATCH_SIZE = { min: 5, max: 40 }
const RESTARTS_BATCH_SIZE = { min: 50, max: 200 }
const DATABASE_TIMEOUT_MS = 2_000
const OUTAGE_MS = 2_000
/** Added to DATABASE_TIMEOUT_MS for the longest request allowed during a fault, and for the recovery. */
const MARGIN_MS = 3_000
const SHUTDOWN_BOUND_MS = 5_000
const RECOVERY_GRACE_MS = DATABASE_TIMEOUT_MS + MARGIN_MS

/** What the database holds: the batch writers' rows per resource, and the patcher's steps. */
async function readBack(url: string, clientIds: string[], patcherId: string) {
  const connection = new pg.Client({ connectionString: url })
  await connection.connect()
  try {
    const rows = new Map<string, StoredRow[]>()
    for (const resource of SOAK_RESOURCES) {
      rows.set(resource.name, (await connection.query<StoredRow>(resource.rowsSql, [clientIds])).rows)
    }
    const sql = 'SELECT id::int AS id, job_offer_title AS value FROM application_steps WHERE client_id = $1'
    const patched = (await connection.query<{ id: number; value: string | null }>(sql, [patcherId])).rows
    return { rows, patched }
  } finally {
    await connection.end()
  }
}

async function runScenario(
  fault: FaultName,
  postgres: PostgresServer,
  redis: RedisServer | undefined,
  service: SoakService,
): Promise<Assessment> {
  const restarts = fault === 'postgres-restarts'
  const db = openPostgres(postgres.url, defaultConfig)
  const credentials = await Promise.all(
    Array.from({ length: restarts ? RESTARTS_CLIENT_LOOPS : CLIENT_LOOPS }, (_, i) =>
      createClient(db, BENCH_ACTOR, { name: `soak ${fault} ${i}` }),
    ),
  )
  // Its own client: the steps it patches are checked apart from the batch writers' ledger.
  const patcher = await createClient(db, BENCH_ACTOR, { name: `soak ${fault} patches` })
  await db.close()
  const tokens = await Promise.all(credentials.map((credential) => tokenFor(service.url, credential)))

  const webhook = await WebhookFollower.start(service.url, tokens[0] as string)
  const ledger = new Ledger()
  const traffic = new Traffic()
  // The clients run the scenario's length, and past the fault's end by the recovery grace when it
  // outlasts the scenario (a busy machine), so that there is a recovery to judge.
  const deadline = Date.now() + Math.max(SECONDS, minimumSeconds(fault)) * 1000
  let stopAt = Number.POSITIVE_INFINITY
  const until = () => stopAt
  const serviceUrl = () => service.url
  const loops = tokens.map((token, i) =>
    runClientLoop({
      name: `${fault}-${i}`,
      token,
      serviceUrl,
      ledger,
      traffic,
      until,
      disconnects: fault === 'client-disconnect',
      batchSize: restarts ? RESTARTS_BATCH_SIZE : BATCH_SIZE,
    }),
  )
  const patches = new PatchLoop({ token: await tokenFor(service.url, patcher), serviceUrl, traffic, until })
  const exports = runExportLoop({
    token: tokens[0] as string,
    serviceUrl,
    traffic,
    until,
    disconnects: fault === 'client-disconnect',
  })
  const windows = new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3)).then(() =>
    injectFault(fault, { postgres, redis, service, outageMs: OUTAGE_MS }),
  )
  windows.then(
    (faults) => {
      stopAt = Math.max(deadline, (faults.at(-1)?.end ?? 0) + RECOVERY_GRACE_MS)
    },
    () => {
      stopAt = deadline
    },
  )
  await Promise.all([...loops, patches.run(), exports])
  // A fault may outlast a short scenario on a busy machine: the database is read once the fault is over.
  const faultWindows = await windows
  const { rows, patched } = await readBack(
    postgres.url,
    credentials.map((credential) => credential.client_id),
    patcher.client_id,
  )
  const assessment = assess(ledger.verify(rows), patches.verify(patched), traffic.exchanges, faultWindows, {
    recoveryGraceMs: RECOVERY_GRACE_MS,
    longestRequestMs: DATABASE_TIMEOUT_MS + MARGIN_MS,
    unansweredExcused: fault === 'service-kill',
  })
  const delivered = await webhook.verify(postgres.url, credentials[0]?.client_id as string)
  assessment.failures.push(...delivered.failures)
  assessment.webhook = { events: delivered.events, repeated: delivered.repeated }
  if (service.unexpectedExit !== undefined) {
    assessment.failures.push(`the service process died: ${service.unexpectedExit}`)
  }
  return assessment
}

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ') || 'none'

function report(fault: FaultName, assessment: Assessment) {
  const { verdict } = assessment
  const fiveHundreds = Object.entries(assessment.statuses).filter(([status]) => status.startsWith('5'))
  console.log(
    [
      `${fault.padEnd(18)} batches ${assessment.batches}`,
      `acknowledged ${verdict.acknowledged}`,
      `stored ${verdict.stored}`,
      `missing ${verdict.missing}`,
      `unexpected ${verdict.unexpected}`,
      `half-stored ${verdict.halfStored}`,
      `wrong ids ${verdict.wrongIds}`,
      `duplicates ${verdict.duplicateKeys}`,
      `5xx ${fiveHundreds.length === 0 ? 0 : fiveHundreds.map(([status, n]) => `${status}×${n}`).join(' ')}`,
      `no answer ${assessment.statuses.none ?? 0}`,
      `cut by client ${assessment.clientCuts}`,
      `PATCHes ${statusList(assessment.patchStatuses)} (${assessment.patches.wrong} wrong)`,
      `exports ${statusList(assessment.exportStatuses)} (${assessment.exportsCut} cut mid-body)`,
      `webhook events ${assessment.webhook?.events ?? 0} (${assessment.webhook?.repeated ?? 0} messages sent again)`,
      ...(assessment.longestDuringFaultMs === undefined
        ? []
        : [`longest during fault ${assessment.longestDuringFaultMs} ms`, `recovered in ${assessment.recoveryMs} ms`]),
    ].join(', '),
  )
  for (const failure of assessment.failures) console.log(`  FAILED: ${failure}`)
}

const started = Date.now()
const postgres = await startPostgresServer()
const redis = await startRedisServer()
let failed = false
try {
  const db = openPostgres(postgres.url, defaultConfig)
  await migrate(db)
  await db.close()
  const service = await SoakService.start({
    DATABASE_URL: postgres.url,
    // The token issuer derives from it: a node started again on another port must accept the tokens issued before.
    PUBLIC_URL: 'http://intake-soak.invalid',
    DATABASE_TIMEOUT_MS: String(DATABASE_TIMEOUT_MS),
    // The webhooks' receiver listens on 127.0.0.1, over plain HTTP.
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...(redis === undefined ? {} : { REDIS_URL: redis.url }),
  })
  try {
    console.log(
      `soak: ${CLIENT_LOOPS} clients, ${SECONDS} s per scenario, PostgreSQL at ${postgres.url}, ` +
        (redis === undefined ? 'no Redis (redis-server is not installed)' : `Redis at ${redis.url}`),
    )
    for (const fault of SCENARIOS) {
      const assessment = await runScenario(fault, postgres, redis, service)
      report(fault, assessment)
      failed ||= assessment.failures.length > 0
    }
  } finally {
    const stopped = await service.stop()
    console.log(`service stopped by SIGTERM in ${stopped.ms} ms, exit code ${stopped.code}`)
    // The clients' connections are still open, some with nothing sent: they must not hold the shutdown.
    if (stopped.code !== 0 || stopped.ms > SHUTDOWN_BOUND_MS) {
      console.log('  FAILED: the service did not stop cleanly and promptly')
      failed = true
    }
  }
} finally {
  await postgres.destroy()
  await redis?.stop()
}
console.log(`soak: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exitCode = failed ? 1 : 0
