import type { ApplicationOutcome, IntakeClient, PipelineGroup, PipelineStageFigures, Query } from '@intake/client'
import { useRef } from 'preact/hooks'
import { formatCount, formatPercent } from './format.ts'
import { type ChosenPeriod, PERIODS, type PeriodName, periodParams, periodWords } from './periods.ts'
import { href, navigate } from './router.ts'

type PlotModule = typeof import('@observablehq/plot')

/** The filters of the pipeline report and of the applications behind it. */
export const REPORT_FILTERS = ['job_offer_reference', 'subsidiary', 'source'] as const
export const FILTER_WORDS: Readonly<Record<(typeof REPORT_FILTERS)[number], string>> = {
  job_offer_reference: 'Job offer reference',
  subsidiary: 'Subsidiary',
  source: 'Source',
}

export const OUTCOME_WORDS: Readonly<Record<ApplicationOutcome, string>> = {
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  in_progress: 'In progress',
}

/** Every group of the pipeline report for a query, read a thousand at a time. */
export async function allPipelineGroups(client: IntakeClient, query: Query): Promise<PipelineGroup[]> {
  const groups: PipelineGroup[] = []
  let cursor: string | null = null
  do {
    const page = await client.pipelineReport({ ...query, limit: 1000, cursor })
    groups.push(...page.data)
    cursor = page.next_cursor
  } while (cursor !== null)
  return groups
}

export const hiresOf = (group: PipelineGroup | undefined) => group?.outcomes.hired ?? 0
export const hireRateOf = (group: PipelineGroup | undefined) =>
  group === undefined || group.applications === 0 ? null : hiresOf(group) / group.applications
export const daysToHireOf = (group: PipelineGroup | undefined) => group?.stages.at(-1)?.days_to_reach ?? null

/** A stage's key in words: `phone_screen` as `Phone screen`. */
export function stageWords(name: string): string {
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const formatDays = (days: number | null | undefined) =>
  days === null || days === undefined ? '–' : `${days.toFixed(1)} d`

/** The link to the applications behind a figure: the period, and the filters that make the figure. */
export function applicationsHref(
  period: Pick<ChosenPeriod, 'name' | 'current'>,
  filters: Readonly<Record<string, string | null | undefined>>,
): string {
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)) as Record<
    string,
    string | undefined
  >
  return href(['applications'], { ...periodParams(period), ...given })
}

/** A count that opens its applications; as plain text when no query can name them (the group without a value). */
export function CountLink({ count, target }: { count: number; target: string | undefined }) {
  return target === undefined ? <>{formatCount(count)}</> : <a href={target}>{formatCount(count)}</a>
}

/**
 * The choice of a cohort period: a named one, or custom days (the last day included, as people say it;
 * the URL holds the API's excluded end). Editing a day chooses Custom.
 */
export function PeriodPicker({
  period,
  path,
  extra = {},
}: {
  period: ChosenPeriod
  path: readonly string[]
  extra?: Readonly<Record<string, string | undefined>>
}) {
  const choice = useRef<HTMLSelectElement>(null)
  const lastDay = (to: string) => {
    const date = new Date(`${to}T00:00:00Z`)
    if (Number.isNaN(date.getTime())) return ''
    date.setUTCDate(date.getUTCDate() - 1)
    return date.toISOString().slice(0, 10)
  }
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    const name = String(form.get('period') ?? '30d')
    if (name !== 'custom') {
      navigate(path, { ...extra, period: name })
      return
    }
    const last = new Date(`${String(form.get('last') ?? '')}T00:00:00Z`)
    const to = Number.isNaN(last.getTime()) ? '' : new Date(last.getTime() + 86_400_000).toISOString().slice(0, 10)
    navigate(path, { ...extra, period: 'custom', from: String(form.get('first') ?? ''), to })
  }
  const toCustom = () => {
    if (choice.current !== null) choice.current.value = 'custom'
  }
  return (
    <form class="filters" onSubmit={apply} aria-label="Period" key={JSON.stringify(period)}>
      <label>
        Period
        <select name="period" ref={choice}>
          {(Object.keys(PERIODS) as PeriodName[]).map((name) => (
            <option key={name} value={name} selected={name === period.name}>
              {PERIODS[name]}
            </option>
          ))}
        </select>
      </label>
      <label>
        First day
        <input type="date" name="first" defaultValue={period.current.from} onInput={toCustom} />
      </label>
      <label>
        Last day
        <input type="date" name="last" defaultValue={lastDay(period.current.to)} onInput={toCustom} />
      </label>
      <button type="submit">Show</button>
    </form>
  )
}

/** What the figures of a page cover, said once: its period, the one compared with, and that days are UTC. */
export function PeriodNote({ period, compared = false }: { period: ChosenPeriod; compared?: boolean }) {
  if (period.problem !== undefined) return null
  return (
    <p class="hint">
      Applications dated {periodWords(period.current)}
      {compared ? `, against ${periodWords(period.previous)}` : ''}. Days and times are UTC, dates ISO 8601; today is
      never in a period, so that its figures do not move during the day.
    </p>
  )
}

/** Whole-number ticks for an axis of counts up to `max`, about `count` of them. */
export function countTicks(max: number, count = 5): number[] {
  if (max <= 0) return [0]
  const rough = Math.max(1, max / count)
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? rough
  const ticks: number[] = []
  for (let tick = 0; tick <= max + step / 2; tick += step) ticks.push(tick)
  return ticks
}

/** The conversion of each stage from the one before, in words for a chart's label. */
export function stagesSummary(group: PipelineGroup): string {
  return group.stages
    .map((stage) => `${stageWords(stage.name)} ${formatCount(stage.reached)} (${formatPercent(stage.conversion)})`)
    .join(', ')
}

/** The stages in pipeline order, as bars of the applications that reached each, with its conversion. */
export function stagesChart(Plot: PlotModule, width: number, stages: readonly PipelineStageFigures[]) {
  const max = Math.max(0, ...stages.map((stage) => stage.reached))
  const label = (stage: PipelineStageFigures) => `${formatCount(stage.reached)} · ${formatPercent(stage.conversion)}`
  return Plot.plot({
    className: 'chart',
    width,
    height: 36 + stages.length * 30,
    marginLeft: 96,
    marginRight: 110,
    x: { grid: true, label: 'Applications that reached the stage →', ticks: countTicks(max), tickFormat: 'd' },
    y: { domain: stages.map((stage) => stageWords(stage.name)), label: null },
    marks: [
      Plot.barX(stages, { x: 'reached', y: (stage: PipelineStageFigures) => stageWords(stage.name), fill: '#2563eb' }),
      Plot.text(stages, {
        x: 'reached',
        y: (stage: PipelineStageFigures) => stageWords(stage.name),
        text: label,
        textAnchor: 'start',
        dx: 4,
      }),
      Plot.ruleX([0]),
    ],
  })
}

/** Where applications left the pipeline: rejected or withdrawn after each stage, apart from the stages. */
export function dropOutChart(Plot: PlotModule, width: number, group: PipelineGroup) {
  const rows = Object.entries(group.dropped_after).map(([stage, count]) => ({ stage: stageWords(stage), count }))
  const max = Math.max(0, ...rows.map((row) => row.count))
  return Plot.plot({
    className: 'chart',
    width,
    height: 36 + rows.length * 30,
    marginLeft: 96,
    marginRight: 60,
    x: {
      grid: true,
      label: 'Applications rejected or withdrawn after the stage →',
      ticks: countTicks(max),
      tickFormat: 'd',
    },
    y: { domain: rows.map((row) => row.stage), label: null },
    marks: [
      Plot.barX(rows, { x: 'count', y: 'stage', fill: '#dc2626' }),
      Plot.text(rows, {
        x: 'count',
        y: 'stage',
        text: (row: { count: number }) => formatCount(row.count),
        textAnchor: 'start',
        dx: 4,
      }),
      Plot.ruleX([0]),
    ],
  })
}
