import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { SourceMap } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient } from '../../src/auth/clients.ts'
import { SERVICE_ENV, type Server, startServer, tokenFor } from '../processes.ts'
import { BENCH_ACTOR, type Bench } from './cases.ts'
import { load } from './measure.ts'
import { bodyTemplate, PLACEHOLDER, RESOURCES } from './rows.ts'

/**
 * Where the service's CPU goes: the headline case again, on a service started with V8's sampling
 * profiler (`--cpu-prof`), each sample's time given to a stage by the code it was in (a built-in such as
 * JSON.parse by the code that called it). Printed per 1000 records stored, so that it reads beside the
 * service's CPU per 1000 records and the bare route's. Only the samples taken while the load ran count
 * (V8's profile and process.hrtime read the same monotonic clock), not the process's start or shutdown;
 * the profiler's own cost is in them.
 */

export interface StageSplit {
  /** Records acknowledged while the profiler ran. */
  readonly records: number
  /** Milliseconds of the service's main thread per 1000 records, per stage, largest first. */
  readonly stages: readonly { readonly stage: string; readonly msPer1000: number }[]
}

interface CallFrame {
  readonly functionName: string
  readonly url: string
  /** Zero-based, as a source map's entries are. */
  readonly lineNumber: number
  readonly columnNumber: number
}

interface ProfileNode {
  readonly id: number
  readonly callFrame: CallFrame
  readonly children?: readonly number[]
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[]
  /** Microseconds on the monotonic clock, which process.hrtime reads too. */
  readonly startTime: number
  readonly samples: readonly number[]
  /** Microseconds before each sample. */
  readonly timeDeltas: readonly number[]
}

/** A frame's function and the file it was written in. */
type Code = Pick<CallFrame, 'functionName' | 'url'>

/**
 * Each frame's code by where it was written (src/... or node_modules/...), not where it runs: the build
 * bundles the service into a few files of dist/ (scripts/build.js), whose source maps tell.
 */
function sourceLocator() {
  const maps = new Map<string, SourceMap | undefined>()
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = fileURLToPath(url)
      let map: SourceMap | undefined
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
      } catch {
        map = undefined
      }
      maps.set(url, map)
    }
    return maps.get(url)
  }
  return ({ functionName, url, lineNumber, columnNumber }: CallFrame): Code => {
    if (!url.startsWith('file:') || !url.includes('/dist/')) return { functionName, url }
    const entry = mapOf(url)?.findEntry(lineNumber, columnNumber)
    const source = entry !== undefined && 'originalSource' in entry ? entry.originalSource : undefined
    return { functionName, url: source ?? url }
  }
}

const STAGES: readonly (readonly [stage: string, matches: (code: Code) => boolean])[] = [
  ['garbage collection', ({ functionName }) => functionName === '(garbage collector)'],
  [
    'parse JSON (and check its shape)',
    ({ functionName, url }) =>
      (url === '' && functionName === 'parse') || /src\/http\/json-body\.ts$|secure-json-parse/.test(url),
  ],
  [
    'serialise the answer',
    ({ functionName, url }) => (url === '' && functionName === 'stringify') || /fast-json-stringify|serializ/.test(url),
  ],
  ['validate', ({ url }) => /node_modules\/ajv|src\/domain\/|src\/http\/batch\.ts$/.test(url)],
  [
    'the driver (pg)',
    ({ url }) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-copy-streams)\/|src\/db\/postgres\.ts$/.test(url),
  ],
  ['build the COPY and the statements', ({ url }) => /src\/db\//.test(url)],
  [
    'HTTP, logging and metrics',
    ({ url }) => /node_modules\/(fastify|@fastify|find-my-way|avvio|pino|prom-client)/.test(url),
  ],
]

/** Node's own code, and the built-ins, are the work of whatever called them. */
const isNodes = (url: string) => url === '' || url.startsWith('node:')

/**
 * The stage of each node: its own frame's, or for Node's own code and the built-ins, its nearest
 * caller's that has one; Node's code that none of ours called (reading sockets, running callbacks) is
 * Node's own stage.
 */
function stagesOf(profile: CpuProfile): Map<number, string> {
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const locate = sourceLocator()
  const located = new Map(profile.nodes.map((node) => [node.id, locate(node.callFrame)]))
  const stage = new Map<number, string>()
  for (const node of profile.nodes) {
    const { functionName } = node.callFrame
    if (functionName === '(idle)' || functionName === '(program)' || functionName === '(root)') continue
    let frame: ProfileNode | undefined = node
    let found: string | undefined
    while (frame !== undefined && found === undefined) {
      const code = located.get(frame.id) as Code
      found = STAGES.find(([, matches]) => matches(code))?.[0]
      if (found === undefined && !isNodes(code.url)) break
      const up = parent.get(frame.id)
      frame = up === undefined ? undefined : byId.get(up)
    }
    stage.set(
      node.id,
      found ?? (frame === undefined ? 'Node itself (sockets, streams, callbacks no code of ours called)' : 'other'),
    )
  }
  return stage
}

export async function cpuSplit(bench: Bench, servers: Server[]): Promise<StageSplit> {
  const dir = await mkdtemp(join(tmpdir(), 'intake-bench-profile-'))
  try {
    const service = await startServer(['--cpu-prof', `--cpu-prof-dir=${dir}`, 'bin/intake.js', 'serve'], {
      ...SERVICE_ENV,
      DATABASE_URL: bench.url,
    })
    servers.push(service)
    const credentials = await createClient(bench.db, BENCH_ACTOR, { name: 'profiled' })
    const token = await tokenFor(service.url, credentials)
    const template = bodyTemplate('application-steps', 1000)
    const microsecondsNow = () => Number(process.hrtime.bigint() / 1000n)
    const loadStarted = microsecondsNow()
    const figures = await load({
      name: 'application-steps, 1000 per batch, 10 conn, PostgreSQL, profiled',
      url: service.url,
      path: RESOURCES['application-steps'].path,
      connections: 10,
      batchSize: 1000,
      headers: { authorization: `Bearer ${token}`, prefer: 'return=minimal' },
      body: (n) => template.replaceAll(PLACEHOLDER, `p${n}`),
    })
    const loadEnded = microsecondsNow()
    await service.stop()
    const [file] = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile'))
    if (file === undefined) throw new Error('the profiled service wrote no profile')
    const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile
    const stageOf = stagesOf(profile)
    const microseconds = new Map<string, number>()
    // Only the samples taken while the load ran: not the process's start, nor its shutdown.
    let at = profile.startTime
    for (const [i, id] of profile.samples.entries()) {
      const delta = profile.timeDeltas[i] ?? 0
      at += delta
      const stage = stageOf.get(id)
      if (stage !== undefined && at >= loadStarted && at <= loadEnded) {
        microseconds.set(stage, (microseconds.get(stage) ?? 0) + delta)
      }
    }
    const records = figures.acknowledged
    const stages = [...microseconds.entries()]
      .map(([stage, us]) => ({ stage, msPer1000: Math.round((us / 1000 / records) * 10_000) / 10 }))
      .sort((a, b) => b.msPer1000 - a.msPer1000)
    return { records, stages }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
