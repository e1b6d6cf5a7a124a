import { parseArgs } from 'node:util'
import pg from 'pg'
import { createClient } from '../src/cli/clients.ts'
import { defaultConfig } from '../src/config.ts'
import { createClientStore } from '../src/db/clients.ts'
import { migrate } from '../src/db/migrate.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { tokenFor } from './processes.ts'
import { type Assessment, assess } from './soak/assess.ts'
import { runClientLoop } from './soak/client-loop.ts'
import { FAULTS, type FaultName, injectFault } from './soak/faults.ts'
import { Ledger, type StoredRow } from './soak/ledger.ts'
import { type PostgresServer, startPostgresServer } from './soak/postgres-server.ts'
import { SOAK_RESOURCES } from './soak/resources.ts'
import { SoakService } from './soak/service.ts'
import { Traffic } from './soak/traffic.ts'

/**
 * `npm run soak -- [--seconds N] [--fault none|postgres-restart|service-kill|client-disconnect|all]`:
 * concurrent clients send batches to the service (a real process) on a PostgreSQL server of the soak's
 * own for N seconds per scenario, a fault strikes a third of the way in, and then the database is read
 * directly and checked against every answer: nothing acknowledged missing, nothing unexpected, no batch
 * half stored. Exits 1 when a scenario fails.
 */

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, fault: { type: 'string', default: 'all' } },
})
const SECONDS = Number(values.seconds)
if (!Number.isFinite(SECONDS) || SECONDS < 5) throw new Error('--seconds must be a number of at least 5')
const SCENARIOS: readonly FaultName[] =
  values.fault === 'all' ? FAULTS : FAULTS.filter((fault) => fault === values.fault)
if (SCENARIOS.length === 0) throw new Error(`--fault must be one of: ${FAULTS.join(', ')}, all`)

const CLIENT_LOOPS = 6
const DATABASE_TIMEOUT_MS = 2_000
const OUTAGE_MS = 2_000
/** Added to DATABASE_TIMEOUT_MS for the longest request allowed during a fault, and for the recovery. */
const MARGIN_MS = 3_000
const SHUTDOWN_BOUND_MS = 5_000

async function storedRows(url: string, clientIds: string[]): Promise<Map<string, StoredRow[]>> {
  const connection = new pg.Client({ connectionString: url })
  await connection.connect()
  try {
    const rows = new Map<string, StoredRow[]>()
    for (const resource of SOAK_RESOURCES) {
      rows.set(resource.name, (await connection.query<StoredRow>(resource.rowsSql, [clientIds])).rows)
    }
    return rows
  } finally {
    await connection.end()
  }
}

async function runScenario(fault: FaultName, postgres: PostgresServer, service: SoakService): Promise<Assessment> {
  const db = openPostgres(postgres.url, defaultConfig)
  const credentials = await Promise.all(
    Array.from({ length: CLIENT_LOOPS }, (_, i) => createClient(createClientStore(db), `soak ${fault} ${i}`)),
  )
  await db.close()
  const tokens = await Promise.all(credentials.map((credential) => tokenFor(service.url, credential)))

  const ledger = new Ledger()
  const traffic = new Traffic()
  const until = Date.now() + SECONDS * 1000
  const loops = tokens.map((token, i) =>
    runClientLoop({
      name: `${fault}-${i}`,
      token,
      serviceUrl: () => service.url,
      ledger,
      traffic,
      until,
      disconnects: fault === 'client-disconnect',
    }),
  )
  const window = new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3)).then(() =>
    injectFault(fault, { postgres, service, outageMs: OUTAGE_MS }),
  )
  await Promise.all(loops)
  const rows = await storedRows(
    postgres.url,
    credentials.map((credential) => credential.client_id),
  )
  return assess(ledger.verify(rows), traffic.exchanges, await window, {
    recoveryGraceMs: DATABASE_TIMEOUT_MS + MARGIN_MS,
    longestRequestMs: DATABASE_TIMEOUT_MS + MARGIN_MS,
  })
}

function report(fault: FaultName, assessment: Assessment) {
  const { verdict } = assessment
  const fiveHundreds = Object.entries(assessment.statuses).filter(([status]) => status.startsWith('5'))
  console.log(
    [
      `${fault.padEnd(17)} batches ${assessment.batches}`,
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
      ...(assessment.longestDuringFaultMs === undefined
        ? []
        : [`longest during fault ${assessment.longestDuringFaultMs} ms`, `recovered in ${assessment.recoveryMs} ms`]),
    ].join(', '),
  )
  for (const failure of assessment.failures) console.log(`  FAILED: ${failure}`)
}

const started = Date.now()
const postgres = await startPostgresServer()
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
  })
  try {
    console.log(`soak: ${CLIENT_LOOPS} clients, ${SECONDS} s per scenario, PostgreSQL at ${postgres.url}`)
    for (const fault of SCENARIOS) {
      const assessment = await runScenario(fault, postgres, service)
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
}
console.log(`soak: ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`)
process.exitCode = failed ? 1 : 0
