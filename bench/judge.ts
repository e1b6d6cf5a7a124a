import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Figures } from './ingestion/measure.ts'
import { QUICK, SECONDS, WARMUP_SECONDS } from './options.ts'
import { MACHINE, ROOT } from './processes.ts'

/** The targets: each a figure against its goal, judged on the median of the rounds (a ceiling on the highest). */

export interface Target {
  readonly target: string
  readonly goal: string
  readonly value: number | null
  /** The figures `value` summarises: one per round, or per run, or per grouping. */
  readonly rounds: readonly (number | null)[]
  /** null: not measured in this run (the reason is the value's place in `target`). */
  readonly met: boolean | null
}

type Measured = number | null | readonly (number | null)[]

/** Of an even count, the mean of the two middle values, to two decimals like the ratios it is compared with. */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = known.length / 2
  return Number.isInteger(middle)
    ? Math.round(((known[middle - 1] as number) + (known[middle] as number)) * 50) / 100
    : (known[Math.floor(middle)] as number)
}

export function highest(values: readonly (number | null)[]): number | null {
  const known = values.filter((value) => value !== null)
  return known.length === 0 ? null : Math.max(...known)
}

export const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a === undefined || a === null || b === undefined || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100

function judge(
  target: string,
  measured: Measured,
  goal: string,
  meets: (value: number) => boolean,
  summarize = median,
) {
  const rounds = Array.isArray(measured) ? measured : []
  const value = Array.isArray(measured) ? summarize(measured) : (measured as number | null)
  return { target, goal, value, rounds, met: value === null ? null : meets(value) }
}
export const atLeast = (target: string, measured: Measured, limit: number): Target =>
  judge(target, measured, `≥ ${limit}`, (value) => value >= limit)
export const atMost = (target: string, measured: Measured, limit: number, summarize = median): Target =>
  judge(target, measured, `≤ ${limit}`, (value) => value <= limit, summarize)

const verdict = (t: Target) => (t.met === null ? 'not measured' : t.met ? 'met' : 'NOT MET')

export function printTargets(targets: readonly Target[]) {
  console.log(`\ntargets${QUICK ? ' (--quick: not judged)' : ''}`)
  for (const t of targets) {
    const rounds = t.rounds.length > 1 ? `  (of: ${t.rounds.join(', ')})` : ''
    console.log(
      `  ${t.target.padEnd(78)} ${String(t.value ?? '').padStart(7)} ${t.goal.padEnd(8)} ${verdict(t)}${rounds}`,
    )
  }
}

/** bench/results/latest.md (quick.md for --quick, not kept in git): the targets, every case, the count checks. */
export async function writeResults(targets: readonly Target[], figures: readonly Figures[], checks: readonly string[]) {
  const dir = join(ROOT, 'bench', 'results')
  await mkdir(dir, { recursive: true })
  const file = join(dir, QUICK ? 'quick.md' : 'latest.md')
  await writeFile(
    file,
    [
      `Run ${new Date().toISOString()} on ${MACHINE}${QUICK ? ' (--quick)' : ''}, ${SECONDS} s per case after ${WARMUP_SECONDS} s of warm-up.`,
      '',
      '| target | goal | figure | of | verdict |',
      '|---|---:|---:|---:|---|',
      ...targets.map((t) => `| ${t.target} | ${t.goal} | ${t.value ?? ''} | ${t.rounds.join(', ')} | ${verdict(t)} |`),
      '',
      '| case | records/s | p50 ms | p99 ms | errors | server RSS MB | service CPU ms per 1000 |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...figures.map(
        (f) =>
          `| ${f.case} | ${f.recordsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.errors} | ${f.rssMb ?? ''} | ${f.serviceCpuMs ?? ''} |`,
      ),
      '',
      ...checks.map((check) => `- ${check}`),
      '',
    ].join('\n'),
  )
  console.log(`\nwrote ${file}`)
}
