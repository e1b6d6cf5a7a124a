import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MACHINE } from '../processes.ts'
import type { Target } from './judge.ts'
import type { Figures } from './measure.ts'
import { QUICK, RESULTS_DIR, RESULTS_NAME, SECONDS, WARMUP_SECONDS } from './options.ts'
import type { StageSplit } from './profile.ts'

/**
 * What a run tells: a line per case as it is measured, the targets, gaps and count checks at the end,
 * and the results in bench/results/ (latest.json and latest.md; quick.json and quick.md for --quick).
 */

export interface Gap {
  readonly ratio: string
  readonly rounds: readonly (number | null)[]
  readonly value: number | null
}

/** "disk: the machine wrote 3380 MB; dirtied during the run: PostgreSQL 420 (WAL 250, 12000 full-page images; pages written out 160), ..." */
function diskInWords(disk: NonNullable<Figures['disk']>): string {
  const { postgres, service, benchmark, others } = disk.dirtiedMb
  const server =
    disk.postgres === undefined
      ? ''
      : ` (WAL ${disk.postgres.walMb}, ${disk.postgres.walFullPageImages} full-page images; pages written out ${disk.postgres.pagesMb})`
  return `disk: the machine wrote ${disk.writtenMb} MB; dirtied during the run: PostgreSQL ${postgres}${server}, the service ${service}, the benchmark ${benchmark}, others ${others} MB`
}

/** The line of one case, printed as soon as it is measured. */
export function printCase(f: Figures) {
  const parts = [
    `${f.case.padEnd(58)} ${String(f.recordsPerSecond).padStart(8)} rec/s`,
    `p50 ${f.p50Ms} ms`,
    `p99 ${f.p99Ms} ms`,
    `errors ${f.errors}${f.errors > 0 ? ` ${JSON.stringify(f.errorKinds)}` : ''}`,
  ]
  if (f.besides !== undefined) parts.push(`besides: ${f.besides.join(', ') || 'nothing'}`)
  if (f.generator !== undefined) {
    parts.push(`generator: sent late p99 ${f.generator.lateP99Ms} ms, longest stall ${f.generator.longestStallMs} ms`)
  }
  if (f.serviceCollectorPausesOver10Ms !== undefined) {
    parts.push(`service GC pauses over 10 ms: ${f.serviceCollectorPausesOver10Ms}`)
  }
  if (f.cpuPressure !== undefined) {
    const { runPercent, worst100MsPercent } = f.cpuPressure
    parts.push(
      `CPU pressure: a task waited for a core ${runPercent} % of the run, ${worst100MsPercent} % of its worst 100 ms`,
    )
  }
  if (f.disk !== undefined) parts.push(diskInWords(f.disk))
  console.log(parts.join('  '))
}

/** The targets, where the gaps lie, and the count checks, after the last case. */
export function printSummary(
  targets: readonly Target[],
  gaps: readonly Gap[],
  split: StageSplit,
  checks: readonly string[],
) {
  console.log('\ntargets')
  for (const t of targets)
    console.log(
      `  ${t.target.padEnd(66)} ${String(t.value).padStart(6)}  ${t.met ? 'met' : 'NOT MET'}${t.rounds.length > 1 ? `  (rounds: ${t.rounds.join(', ')})` : ''}`,
    )
  console.log('\nwhere the gaps lie (median of the rounds)')
  for (const gap of gaps)
    console.log(`  ${gap.ratio.padEnd(66)} ${String(gap.value).padStart(6)}  (rounds: ${gap.rounds.join(', ')})`)
  console.log(
    `\nwhere the service's CPU goes, ms per 1000 records (a profiled run of the headline case, ${split.records} records)`,
  )
  for (const { stage, msPer1000 } of split.stages) console.log(`  ${stage.padEnd(66)} ${String(msPer1000).padStart(6)}`)
  console.log('\ncounts')
  for (const check of checks) console.log(`  ${check}`)
}

/** The results of the run, in bench/results/. */
export async function writeResults(
  figures: readonly Figures[],
  targets: readonly Target[],
  gaps: readonly Gap[],
  split: StageSplit,
  checks: readonly string[],
) {
  await mkdir(RESULTS_DIR, { recursive: true })
  const stamp = { date: new Date().toISOString(), quick: QUICK, machine: MACHINE, seconds: SECONDS }
  await writeFile(
    join(RESULTS_DIR, `${RESULTS_NAME}.json`),
    `${JSON.stringify({ ...stamp, figures, targets, gaps, cpuSplit: split, checks }, null, 2)}\n`,
  )
  const table = [
    '| case | records/s | p50 ms | p99 ms | max ms | errors | server RSS MB | CPU ms per 1000: service | PostgreSQL |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.case} | ${f.recordsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.maxMs} | ${f.errors} | ${f.rssMb ?? ''} | ${f.serviceCpuMs ?? ''} | ${f.databaseCpuMs ?? ''} |`,
    ),
  ]
  await writeFile(
    join(RESULTS_DIR, `${RESULTS_NAME}.md`),
    [
      `Run ${stamp.date} on ${MACHINE}${QUICK ? ' (--quick)' : ''}, ${SECONDS} s per case after ${WARMUP_SECONDS} s of warm-up.`,
      '',
      ...table,
      '',
      '| target | measured | rounds | limit | met |',
      '|---|---:|---:|---:|---|',
      ...targets.map(
        (t) => `| ${t.target} | ${t.value ?? ''} | ${t.rounds.join(', ')} | ${t.limit} | ${t.met ? 'yes' : 'no'} |`,
      ),
      '',
      '| where the gaps lie | median | rounds |',
      '|---|---:|---:|',
      ...gaps.map((gap) => `| ${gap.ratio} | ${gap.value ?? ''} | ${gap.rounds.join(', ')} |`),
      '',
      `| where the service's CPU goes (profiled headline case, ${split.records} records) | ms per 1000 records |`,
      '|---|---:|',
      ...split.stages.map(({ stage, msPer1000 }) => `| ${stage} | ${msPer1000} |`),
      '',
    ].join('\n'),
  )
}
