import { DEFAULT_PIPELINE } from '../src/domain/pipeline.ts'
import { PIPELINE_GROUPINGS } from '../src/domain/pipeline-report.ts'
import { passesDone } from './bulk-load.ts'
import type { Bench } from './ingestion/cases.ts'
import { atMost, highest, median, type Target } from './judge.ts'
import { QUICK, WALKING_APPLICATIONS } from './options.ts'

/**
 * The recruiting insights on applications that walk the pipeline (bulk-load.ts, loadApplications):
 * the pipeline report by each grouping over the range, its cohort checked against a plain count; the
 * applications list's first page with a stage filter; and how long a new pipeline takes to show, from
 * the PUT's answer to a report whose complete_as_of passes it.
 */

type Timed = (
  path: string,
  check: (body: { data: unknown[] }) => Promise<void>,
  options?: { as?: string; runs?: number },
) => Promise<number[]>

const WORST_OF = QUICK ? 1 : 5

const day = (date: Date) => date.toISOString().slice(0, 10)
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/**
 * The timings of `timed`, or none when an answer was not 200 (a statement past its timeout is 503):
 * the target is then not met, and the run goes on.
 */
async function timingsOrNone(measure: () => Promise<number[]>): Promise<number[] | null> {
  try {
    return await measure()
  } catch (error) {
    console.log(`not measured: ${(error as Error).message}`)
    return null
  }
}

const unmet = (target: Target, timings: readonly (number[] | null)[]): Target =>
  timings.some((each) => each === null) ? { ...target, met: false } : target

/** The applications of a client dated in the range, counted from its steps. */
async function cohortSize(bench: Bench, clientId: string, range: { from: Date; to: Date }): Promise<number> {
  const [counted] = await bench.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT min(recorded_at) AS applied_at FROM application_steps WHERE client_id = $1 GROUP BY application_ats_id
     ) AS applications WHERE applied_at >= $2 AND applied_at < $3`,
    [clientId, range.from, range.to],
  )
  return counted?.n ?? 0
}

export async function pipelineInsights(
  bench: Bench,
  clientId: string,
  token: string,
  range: { from: Date; to: Date },
  timed: Timed,
): Promise<Target[]> {
  const days = `from=${day(range.from)}&to=${day(range.to)}`
  const counted = await cohortSize(bench, clientId, range)
  const reports: (number[] | null)[] = []
  for (const groupBy of PIPELINE_GROUPINGS) {
    reports.push(
      await timingsOrNone(() =>
        timed(
          `/v3/reports/pipeline?${days}&group_by=${groupBy}&limit=1000`,
          async (body) => {
            const applications = (body.data as { applications: number }[]).reduce(
              (sum, group) => sum + group.applications,
              0,
            )
            if (groupBy !== 'job_offer_reference' && applications !== counted) {
              throw new Error(`pipeline report by ${groupBy}: ${applications} applications, not ${counted}`)
            }
            bench.checks.push(`pipeline report by ${groupBy}: ${applications} applications in its cohort, as stored`)
          },
          { as: token, runs: WORST_OF },
        ),
      ),
    )
  }
  const list = await timingsOrNone(() =>
    timed(
      `/v3/applications?${days}&stage=interviewed&limit=100`,
      async (body) => {
        if (body.data.length !== 100) throw new Error(`the applications list's first page holds ${body.data.length}`)
      },
      { as: token },
    ),
  )

  const put = await fetch(`${bench.service.url}/v3/pipeline`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEFAULT_PIPELINE, outcomes: { rejected: ['rejected'], withdrawn: [] } }),
  })
  if (put.status !== 200) throw new Error(`PUT /v3/pipeline answered ${put.status}`)
  const answered = Date.now()
  const started = performance.now()
  let shown: number | null = null
  while (shown === null && performance.now() - started < 120_000) {
    const answer = await fetch(`${bench.service.url}/v3/reports/pipeline?${days}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await answer.json()) as { complete_as_of?: string }
    if (answer.status !== 200) break
    if (Date.parse(body.complete_as_of as string) > answered) shown = Math.round(performance.now() - started)
  }

  // The job's pass under the new pipeline, which the next parts must not run beside.
  await passesDone(bench.db, [clientId])
  console.log(`the new pipeline's stages kept for every application ${seconds(started)} s after the PUT's answer`)

  const medians = reports.map((timings) => (timings === null ? null : median(timings)))
  const worst = highest(reports.flatMap((timings) => timings ?? []))
  const about = `${WALKING_APPLICATIONS} applications walking the pipeline`
  return [
    {
      ...atMost(`pipeline report, 90 days, ${about}: slowest group_by's median (ms)`, medians, 300, highest),
      goal: `≤ 300, worst of ${WORST_OF} ≤ 600`,
      met: medians.every((value) => value !== null && value <= 300) && worst !== null && worst <= 600,
    },
    unmet(atMost(`applications list, first page with a stage filter, ${about} (median ms)`, list ?? null, 100), [list]),
    {
      ...atMost(`a new pipeline, from the PUT's answer to a report past it, ${about} (ms)`, shown, 60_000),
      met: shown !== null && shown <= 60_000,
    },
  ]
}

/** The pipeline report by each grouping on the funnel's client: one step per application, the worst case. */
export async function worstCasePipeline(
  bench: Bench,
  clientId: string,
  range: { from: Date; to: Date },
  timed: Timed,
): Promise<Target> {
  const counted = await cohortSize(bench, clientId, range)
  const reports: (number[] | null)[] = []
  for (const groupBy of PIPELINE_GROUPINGS) {
    const path = `/v3/reports/pipeline?from=${day(range.from)}&to=${day(range.to)}&group_by=${groupBy}`
    reports.push(
      await timingsOrNone(() =>
        timed(path, async (body) => {
          const applications = (body.data as { applications: number }[]).reduce(
            (sum, group) => sum + group.applications,
            0,
          )
          if (groupBy === 'none' && applications !== counted) {
            throw new Error(`the worst case's pipeline report: ${applications} applications, not ${counted}`)
          }
        }),
      ),
    )
  }
  return unmet(
    atMost(
      "pipeline report, 90 days, one step per application (the funnel's client): slowest group_by's median (ms)",
      reports.map((timings) => (timings === null ? null : median(timings))),
      1000,
      highest,
    ),
    reports,
  )
}
