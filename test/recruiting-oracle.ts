/**
 * The recruiting insights computed in TypeScript from the stored steps and activities, straight from
 * the definitions of docs/api.md, without the service's SQL or its helpers: the oracle of
 * recruiting-exactness.test.ts.
 */

export interface OracleStep {
  readonly id: number
  readonly application_ats_id: string
  readonly candidate_ats_id: string
  readonly step: string
  readonly recorded_at: string
  readonly job_offer_reference: string
  readonly subsidiary: string | null
  readonly source: string | null
}

export interface OracleActivity {
  readonly recorded_at: string
  readonly job_offer_reference: string
  readonly subsidiary: string | null
  readonly status: string
  readonly count: number
}

export interface OraclePipeline {
  readonly stages: readonly { readonly name: string; readonly steps: readonly string[] }[]
  readonly outcomes: { readonly rejected: readonly string[]; readonly withdrawn: readonly string[] }
}

export interface OracleQuery {
  readonly from: string
  readonly to: string
  readonly groupBy: 'none' | 'job_offer_reference' | 'subsidiary' | 'source' | 'week' | 'month'
  readonly filters: { job_offer_reference?: string; subsidiary?: string; source?: string }
}

const DAY_MS = 86_400_000

/** A step value as it matches: spaces at either end dropped, A to Z in lower case, nothing else changed. */
function matchKey(value: string): string {
  let start = 0
  let end = value.length
  while (start < end && value[start] === ' ') start++
  while (end > start && value[end - 1] === ' ') end--
  let key = ''
  for (const character of value.slice(start, end)) {
    key += character >= 'A' && character <= 'Z' ? String.fromCharCode(character.charCodeAt(0) + 32) : character
  }
  return key
}

interface Facts {
  readonly id: string
  readonly candidate: string
  readonly appliedAt: number
  readonly jobOffer: string | null
  readonly subsidiary: string | null
  readonly source: string | null
  /** Index k - 1: when stage k was reached; as long as the last stage reached. */
  readonly reachedAt: number[]
  readonly lastStage: number
  readonly outcome: 'hired' | 'rejected' | 'withdrawn' | 'in_progress'
}

function factsOf(steps: readonly OracleStep[], pipeline: OraclePipeline): Facts[] {
  const meaning = new Map<string, number | 'rejected' | 'withdrawn'>()
  pipeline.stages.forEach((stage, index) => {
    for (const value of stage.steps) meaning.set(matchKey(value), index + 1)
  })
  for (const outcome of ['rejected', 'withdrawn'] as const) {
    for (const value of pipeline.outcomes[outcome]) meaning.set(matchKey(value), outcome)
  }
  const byApplication = new Map<string, OracleStep[]>()
  for (const step of steps)
    byApplication.set(step.application_ats_id, [...(byApplication.get(step.application_ats_id) ?? []), step])
  const stages = pipeline.stages.length
  return [...byApplication].map(([id, own]) => {
    const ordered = [...own].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at) || a.id - b.id)
    const first = (field: 'job_offer_reference' | 'subsidiary' | 'source') =>
      ordered.find((step) => step[field] !== null)?.[field] ?? null
    const reachedAt: number[] = []
    for (let k = 1; k <= stages; k++) {
      const times = ordered
        .filter((step) => {
          const m = meaning.get(matchKey(step.step))
          return typeof m === 'number' && m >= k
        })
        .map((step) => Date.parse(step.recorded_at))
      if (times.length > 0) reachedAt.push(Math.min(...times))
    }
    const lastStage = reachedAt.length
    let outcome: Facts['outcome'] = 'in_progress'
    if (lastStage === stages) outcome = 'hired'
    else {
      const outcomes = ordered.filter((step) => typeof meaning.get(matchKey(step.step)) === 'string')
      const latest = Math.max(...outcomes.map((step) => Date.parse(step.recorded_at)))
      const atLatest = outcomes.filter((step) => Date.parse(step.recorded_at) === latest)
      if (atLatest.some((step) => meaning.get(matchKey(step.step)) === 'rejected')) outcome = 'rejected'
      else if (atLatest.length > 0) outcome = 'withdrawn'
    }
    const latestStep = [...ordered].reverse()[0] as OracleStep
    return {
      id,
      candidate: latestStep.candidate_ats_id,
      appliedAt: Date.parse((ordered[0] as OracleStep).recorded_at),
      jobOffer: first('job_offer_reference'),
      subsidiary: first('subsidiary'),
      source: first('source'),
      reachedAt,
      lastStage,
      outcome,
    }
  })
}

function cohortOf(steps: readonly OracleStep[], pipeline: OraclePipeline, query: OracleQuery): Facts[] {
  const from = Date.parse(`${query.from}T00:00:00Z`)
  const to = Date.parse(`${query.to}T00:00:00Z`)
  const { filters } = query
  return factsOf(steps, pipeline).filter(
    (facts) =>
      facts.appliedAt >= from &&
      facts.appliedAt < to &&
      (filters.job_offer_reference === undefined || facts.jobOffer === filters.job_offer_reference) &&
      (filters.subsidiary === undefined || facts.subsidiary === filters.subsidiary) &&
      (filters.source === undefined || facts.source === filters.source),
  )
}

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const at = p * (sorted.length - 1)
  const below = Math.floor(at)
  const above = Math.ceil(at)
  return (sorted[below] as number) + (at - below) * ((sorted[above] as number) - (sorted[below] as number))
}

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places
const durations = (values: readonly number[]) => {
  const median = percentile(values, 0.5)
  const p90 = percentile(values, 0.9)
  return { median: median === null ? null : round(median, 2), p90: p90 === null ? null : round(p90, 2) }
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const mondayOf = (ms: number) => isoDay(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS)

function periodOf(grouping: 'week' | 'month', ms: number): string {
  return grouping === 'week' ? mondayOf(ms) : isoDay(ms).slice(0, 7)
}

function byteOrder(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

/** The pipeline report's groups, every one, in order. */
export function oracleReport(
  steps: readonly OracleStep[],
  activities: readonly OracleActivity[],
  titles: ReadonlyMap<string, string | null>,
  pipeline: OraclePipeline,
  query: OracleQuery,
) {
  const { groupBy, filters } = query
  const cohort = cohortOf(steps, pipeline, query)
  const groupOf = (facts: Facts): string | null => {
    switch (groupBy) {
      case 'none':
        return null
      case 'job_offer_reference':
        return facts.jobOffer
      case 'subsidiary':
        return facts.subsidiary
      case 'source':
        return facts.source
      default:
        return periodOf(groupBy, facts.appliedAt)
    }
  }
  const viewsKnown = groupBy !== 'source' && filters.source === undefined
  const from = Date.parse(`${query.from}T00:00:00Z`)
  const to = Date.parse(`${query.to}T00:00:00Z`)
  const views = activities.filter(
    (a) =>
      a.status === 'job_offer_view' &&
      Date.parse(`${a.recorded_at}T00:00:00Z`) >= from &&
      Date.parse(`${a.recorded_at}T00:00:00Z`) < to &&
      (filters.job_offer_reference === undefined || a.job_offer_reference === filters.job_offer_reference) &&
      (filters.subsidiary === undefined || a.subsidiary === filters.subsidiary),
  )
  const viewGroupOf = (a: OracleActivity): string | null => {
    const day = Date.parse(`${a.recorded_at}T00:00:00Z`)
    if (groupBy === 'job_offer_reference') return a.job_offer_reference
    if (groupBy === 'subsidiary') return a.subsidiary
    if (groupBy === 'week' || groupBy === 'month') return periodOf(groupBy, day)
    return null
  }

  const groups = new Set<string | null>()
  if (groupBy === 'none') groups.add(null)
  else if (groupBy === 'week' || groupBy === 'month') {
    for (let day = from; day < to; day += DAY_MS) groups.add(periodOf(groupBy, day))
  } else {
    for (const facts of cohort) groups.add(groupOf(facts))
    if (viewsKnown) {
      const sums = new Map<string | null, number>()
      for (const a of views) sums.set(viewGroupOf(a), (sums.get(viewGroupOf(a)) ?? 0) + a.count)
      for (const [group, sum] of sums) if (sum > 0) groups.add(group)
    }
  }

  const n = pipeline.stages.length
  const report = [...groups].map((group) => {
    const members = cohort.filter((facts) => groupOf(facts) === group)
    let previous = members.length
    const stages = pipeline.stages.map((stage, index) => {
      const reachedIt = members.filter((facts) => facts.lastStage > index)
      const conversion = previous === 0 ? null : round(reachedIt.length / previous, 4)
      previous = reachedIt.length
      const reachedNext = members.filter((facts) => facts.lastStage > index + 1)
      return {
        name: stage.name,
        reached: reachedIt.length,
        conversion,
        days_to_reach: durations(
          reachedIt.map((facts) => ((facts.reachedAt[index] as number) - facts.appliedAt) / DAY_MS),
        ),
        days_in_stage:
          index === n - 1
            ? null
            : durations(
                reachedNext.map(
                  (facts) => ((facts.reachedAt[index + 1] as number) - (facts.reachedAt[index] as number)) / DAY_MS,
                ),
              ),
      }
    })
    const count = (outcome: Facts['outcome']) => members.filter((facts) => facts.outcome === outcome).length
    const groupViews = viewsKnown
      ? views.filter((a) => groupBy === 'none' || viewGroupOf(a) === group).reduce((sum, a) => sum + a.count, 0)
      : null
    return {
      group,
      title: groupBy === 'job_offer_reference' && group !== null ? (titles.get(group) ?? null) : null,
      applications: members.length,
      stages,
      outcomes: {
        hired: count('hired'),
        rejected: count('rejected'),
        withdrawn: count('withdrawn'),
        in_progress: count('in_progress'),
      },
      dropped_after: Object.fromEntries(
        pipeline.stages
          .slice(0, -1)
          .map((stage, index) => [
            stage.name,
            members.filter(
              (facts) =>
                (facts.outcome === 'rejected' || facts.outcome === 'withdrawn') && facts.lastStage === index + 1,
            ).length,
          ]),
      ),
      views: groupViews,
      applications_per_view: groupViews === null || groupViews === 0 ? null : round(members.length / groupViews, 4),
    }
  })
  const periods = groupBy === 'week' || groupBy === 'month'
  return report.sort((a, b) =>
    periods ? byteOrder(a.group, b.group) : b.applications - a.applications || byteOrder(a.group, b.group),
  )
}

/** The applications list: every one of the cohort matching the list's filters, in its order. */
export function oracleApplications(
  steps: readonly OracleStep[],
  titles: ReadonlyMap<string, string | null>,
  pipeline: OraclePipeline,
  query: OracleQuery & { stage?: string; outcome?: string; dropped_after?: string },
) {
  const position = (name: string | undefined) =>
    name === undefined ? undefined : pipeline.stages.findIndex((stage) => stage.name === name) + 1
  const stage = position(query.stage)
  const droppedAfter = position(query.dropped_after)
  const iso = (ms: number) => new Date(ms).toISOString()
  return cohortOf(steps, pipeline, query)
    .filter(
      (facts) =>
        (stage === undefined || facts.lastStage >= stage) &&
        (query.outcome === undefined || facts.outcome === query.outcome) &&
        (droppedAfter === undefined ||
          (facts.lastStage === droppedAfter && (facts.outcome === 'rejected' || facts.outcome === 'withdrawn'))),
    )
    .sort((a, b) => b.appliedAt - a.appliedAt || byteOrder(a.id, b.id))
    .map((facts) => ({
      application_ats_id: facts.id,
      candidate_ats_id: facts.candidate,
      job_offer_reference: facts.jobOffer,
      title: facts.jobOffer === null ? null : (titles.get(facts.jobOffer) ?? null),
      subsidiary: facts.subsidiary,
      source: facts.source,
      applied_at: iso(facts.appliedAt),
      last_stage: facts.lastStage === 0 ? null : (pipeline.stages[facts.lastStage - 1]?.name ?? null),
      outcome: facts.outcome,
      reached_at: Object.fromEntries(facts.reachedAt.map((at, index) => [pipeline.stages[index]?.name, iso(at)])),
      days_to_hire:
        facts.outcome === 'hired'
          ? round(((facts.reachedAt[pipeline.stages.length - 1] as number) - facts.appliedAt) / DAY_MS, 2)
          : null,
    }))
}
