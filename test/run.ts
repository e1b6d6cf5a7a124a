import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { makeMigratedSnapshot } from './snapshot.ts'

/**
 * `npm test`: every test file, in two runs of `node --test`. Each file has a database of its own (an
 * in-memory embedded one, or one created on TEST_DATABASE_URL's server), so the files run side by side,
 * PARALLEL processes at a time: the LONGEST first, one to a process, then the others FILES_PER_PROCESS
 * to a process; then the SERIAL ones, one after the other in one process, alone. `npm test --
 * test/a.test.ts test/b.test.ts` runs only those files, split the same way, each in a process of its
 * own; `npm test -- --without-serial` leaves the SERIAL ones out (CI's run on the embedded database:
 * what they judge, time under load, is judged on PostgreSQL). No test process outlives its last test
 * (--test-force-exit), and none waits longer than STEP_TIMEOUT_MS on one test (test/deadline.ts).
 */

/**
 * How many processes run at once. Much of a file's time is spent waiting (on the embedded database's
 * thread, on child processes and timers), so more than the machine's cores keep the cores busy.
 */
const PARALLEL = 4

/**
 * How many of the parallel files share a process, one after another. A process spends about 1.7 s of
 * CPU before its first test (Node, the TypeScript loader, the service's modules): with a process per
 * file that was a fifth of the parallel files' CPU.
 */
const FILES_PER_PROCESS = 4

/**
 * The parallel files that take longest (a minute or more on two cores): each has a process of its own,
 * started first, so that the run does not end waiting for one of them behind the files of its process.
 */
const LONGEST = new Set([
  'cli.test.ts',
  'client.test.ts',
  'client-package.test.ts',
  'hostile-payloads.test.ts',
  'push.test.ts',
  'stalled-exports.test.ts',
  'embedded-database.test.ts',
])

/**
 * The files that must not share the machine with other test files: each judges time or load, which
 * its neighbours' work would change.
 */
const SERIAL = new Map<string, string>([
  ['overload.test.ts', "sheds on its own event loop's delay and expects answers to recover within a bound"],
  ['token-probing.test.ts', 'compares the times of two kinds of token request (medians within a factor of 2)'],
  ['raw-http.test.ts', 'expects 408s within a bound of REQUEST_TIMEOUT_MS, timed on real sockets'],
  ['rate-limits.test.ts', 'expects answers within 500 ms and 1.5 s while Redis is unreachable'],
  ['hostile-traffic.test.ts', "bounds another tenant's p99 under attack by its p99 measured alone"],
  ['fairness.test.ts', "bounds another tenant's p99 under each heavy use of the limits by its p99 measured alone"],
  ['token-flood.test.ts', "bounds a token request's time under a token flood by its time measured alone"],
  ['compression-beside-hashing.test.ts', "bounds a gzip answer's time beside queued hashes by one hash's time"],
  ['send-timeout.test.ts', 'expects a steady reader never cut off by a SEND_TIMEOUT_MS of 3 s, timed on real sockets'],
])

/**
 * How long one test with its hooks (or the loading of a process's files) may last before its process is
 * ended as hung. Generous: it bounds a hang, not a slow test on a loaded machine.
 */
const STEP_TIMEOUT_MS = 180_000

const withoutSerial = process.argv.includes('--without-serial')
const named = process.argv.slice(2).filter((argument) => argument !== '--without-serial')
const files =
  named.length > 0
    ? named
    : readdirSync('test')
        .filter((name) => name.endsWith('.test.ts'))
        .sort()
        .map((name) => `test/${name}`)
const serial = withoutSerial ? [] : files.filter((file) => SERIAL.has(basename(file)))
const parallel = files.filter((file) => !SERIAL.has(basename(file)))

// On the embedded database, every test database starts as a copy of one empty, migrated database,
// made here once (test/helpers.ts).
const scratchDir = mkdtempSync(join(tmpdir(), 'intake-test-'))
const env = { ...process.env }
if (!process.env.TEST_DATABASE_URL) {
  env.INTAKE_TEST_PGLITE_SNAPSHOT = join(scratchDir, 'migrated.tar')
  writeFileSync(env.INTAKE_TEST_PGLITE_SNAPSHOT, await makeMigratedSnapshot())
}

const DEADLINE = JSON.stringify(new URL('./deadline.ts', import.meta.url).href)

/**
 * The files of a group, `perProcess` to a process in name order: each process runs an entry file,
 * named after its files, that bounds its steps (test/deadline.ts) and imports them in turn. node:test
 * runs their suites one after another, as it runs one file's, and a failure still names its test file
 * and line.
 */
function processes(group: string[], perProcess: number): string[] {
  const entries: string[] = []
  for (let first = 0; first < group.length; first += perProcess) {
    const members = group.slice(first, first + perProcess)
    const entry = join(scratchDir, `${members.map((file) => basename(file, '.test.ts')).join('+')}.test.mjs`)
    const imports = members.map((file) => `  await import(${JSON.stringify(pathToFileURL(resolve(file)).href)})\n`)
    const deadline = `import { endStepsLongerThan } from ${DEADLINE}\nendStepsLongerThan(${STEP_TIMEOUT_MS}, ${JSON.stringify(members)})\n`
    // No test starts before every file is loaded: --test-force-exit ends the process once the tests it
    // knows have finished, and would end it before a later file's tests were known.
    const allKnown = `import { before } from 'node:test'\nlet loaded\nconst allLoaded = new Promise((resolve) => { loaded = resolve })\nbefore(() => allLoaded)\n`
    writeFileSync(entry, `${deadline}${allKnown}try {\n${imports.join('')}} finally {\n  loaded()\n}\n`)
    entries.push(entry)
  }
  return entries
}

/**
 * V8's baseline WebAssembly compiler only (Liftoff), without the optimising one: an embedded database
 * lives for seconds in a test, too short for optimised code to repay its compilation (a file's CPU
 * drops by a tenth to a fifth). The service runs with the defaults.
 */
const WASM_FLAGS = ['--liftoff-only']

function run(group: string[], concurrency: number): boolean {
  if (group.length === 0) return true
  const { status, error } = spawnSync(
    process.execPath,
    [...WASM_FLAGS, '--import', 'tsx', '--test', '--test-force-exit', `--test-concurrency=${concurrency}`, ...group],
    { stdio: 'inherit', env },
  )
  if (error) throw error
  return status === 0
}

// Both groups run even when the first fails, so that one run reports every failure.
// The serial files one after another in a single process: a process of their own each would add its
// start (about 1.7 s of CPU, above) to the wall time, since nothing runs beside them.
const longest = parallel.filter((file) => LONGEST.has(basename(file)))
const others = parallel.filter((file) => !LONGEST.has(basename(file)))
const parallelPassed = run(
  [...processes(longest, 1), ...processes(others, named.length > 0 ? 1 : FILES_PER_PROCESS)],
  PARALLEL,
)
const serialPassed = run(processes(serial, named.length > 0 ? 1 : serial.length), 1)
rmSync(scratchDir, { recursive: true, force: true })
process.exitCode = parallelPassed && serialPassed ? 0 : 1
