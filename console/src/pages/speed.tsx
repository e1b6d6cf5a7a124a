import type { ApplicationSummary, IntakeClient, PipelineGroup, Query } from '@intake/client'
import { Chart, Loading, Problems } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatCount } from '../format.ts'
import { chosenPeriod, periodParams } from '../periods.ts'
import {
  allPipelineGroups,
  applicationsHref,
  CountLink,
  countTicks,
  daysToHireOf,
  formatDays,
  hiresOf,
  PeriodNote,
  PeriodPicker,
  stageWords,
} from '../recruiting.tsx'
import { navigate, type Route } from '../router.ts'
import { type Column, SortableTable } from '../sortable-table.tsx'
import { GROUPING_WORDS } from './pipeline.tsx'

const GROUPINGS = ['source', 'job_offer_reference', 'subsidiary'] as const
type Grouping = (typeof GROUPINGS)[number]
/** The most hires the distribution reads (a thousand a page): it says so when there are more. */
const MOST_HIRES = 5000

/** Whole days per bar of the distribution: about 20 bars over the days the hires span. */
function daysPerBar(days: readonly number[]): number {
  const rough = (Math.max(...days) - Math.min(...days)) / 20
  return [1, 2, 5, 7, 14, 30, 60, 90].find((days) => days >= rough) ?? Math.ceil(rough / 30) * 30
}

/** The hires in the fullest bar of `perBar` days (Plot's bins of an interval start at its multiples). */
function fullestBar(days: readonly number[], perBar: number): number {
  const bars = new Map<number, number>()
  for (const day of days) {
    const bar = Math.floor(day / perBar)
    bars.set(bar, (bars.get(bar) ?? 0) + 1)
  }
  return Math.max(0, ...bars.values())
}

/** The bars' edges, every so many so that each label has about 70 pixels of `width`. */
function barEdges(days: readonly number[], perBar: number, width: number): number[] {
  const first = Math.floor(Math.min(...days) / perBar)
  const last = Math.floor(Math.max(...days) / perBar) + 1
  const every = Math.ceil((last - first) / Math.max(2, Math.floor(width / 70)))
  const edges: number[] = []
  for (let bar = first; bar <= last; bar += every) edges.push(bar * perBar)
  return edges
}

/** The hires of the period, newest first, up to MOST_HIRES. */
async function hiresIn(client: IntakeClient, query: Query) {
  const hires: ApplicationSummary[] = []
  let cursor: string | null = null
  do {
    const page = await client.applications({ ...query, outcome: 'hired', limit: 1000, cursor })
    hires.push(...page.data)
    cursor = page.next_cursor
  } while (cursor !== null && hires.length < MOST_HIRES)
  return { hires, more: cursor !== null }
}

/** Time to hire and time in each stage, per group, sortable; the distribution of days to hire. */
export function Speed({ route }: { route: Route }) {
  const period = chosenPeriod(route.params)
  const asked = route.params.get('group_by') as Grouping
  const grouping: Grouping = GROUPINGS.includes(asked) ? asked : 'source'
  const report = useLoad(`speed/${JSON.stringify({ period, grouping })}`, async (client) => {
    if (period.problem !== undefined) return undefined
    const [groups, hired] = await Promise.all([
      allPipelineGroups(client, { ...period.current, group_by: grouping }),
      hiresIn(client, { ...period.current }),
    ])
    return { groups, ...hired }
  })
  const groups = report.data?.groups ?? []
  const stages = groups[0]?.stages.map((stage) => stage.name) ?? []
  const inStage = (group: PipelineGroup, stage: string) =>
    group.stages.find((figures) => figures.name === stage)?.days_in_stage?.median ?? null
  const columns: Column<PipelineGroup>[] = [
    {
      key: 'group',
      words: GROUPING_WORDS[grouping],
      numeric: false,
      value: (group) => group.title ?? group.group,
      cell: (group) =>
        group.group === null ? (
          `(no ${GROUPING_WORDS[grouping].toLowerCase()})`
        ) : group.title === null ? (
          group.group
        ) : (
          <>
            {group.title} <small class="reference">{group.group}</small>
          </>
        ),
    },
    {
      key: 'hires',
      words: 'Hires',
      numeric: true,
      value: hiresOf,
      cell: (group) => (
        <CountLink
          count={hiresOf(group)}
          target={
            group.group === null ? undefined : applicationsHref(period, { [grouping]: group.group, outcome: 'hired' })
          }
        />
      ),
    },
    {
      key: 'median',
      words: 'Median days to hire',
      numeric: true,
      value: (group) => daysToHireOf(group)?.median ?? null,
      cell: (group) => formatDays(daysToHireOf(group)?.median),
    },
    {
      key: 'p90',
      words: 'p90 days to hire',
      numeric: true,
      value: (group) => daysToHireOf(group)?.p90 ?? null,
      cell: (group) => formatDays(daysToHireOf(group)?.p90),
    },
    ...stages.slice(0, -1).map(
      (stage): Column<PipelineGroup> => ({
        key: `in_${stage}`,
        words: `Median days ${stageWords(stage).toLowerCase()}`,
        numeric: true,
        value: (group) => inStage(group, stage),
        cell: (group) => formatDays(inStage(group, stage)),
      }),
    ),
  ]
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(['speed'], { ...periodParams(period), group_by: String(form.get('group_by') ?? '') })
  }
  const days = (report.data?.hires ?? []).flatMap((hire) => (hire.days_to_hire === null ? [] : [hire.days_to_hire]))
  const perBar = days.length === 0 ? 1 : daysPerBar(days)
  return (
    <>
      <h1 tabIndex={-1}>Speed</h1>
      <PeriodPicker period={period} path={['speed']} extra={{ group_by: grouping }} />
      <form class="filters" onSubmit={apply} aria-label="Grouping" key={grouping}>
        <label>
          Group by
          <select name="group_by">
            {GROUPINGS.map((name) => (
              <option key={name} value={name} selected={name === grouping}>
                {GROUPING_WORDS[name]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show</button>
      </form>
      <Problems words={period.problem === undefined ? report.error : [period.problem]} />
      <Loading loading={report.loading} />
      <PeriodNote period={period} />
      {report.data !== undefined && (
        <>
          <h2>Days to hire</h2>
          {days.length === 0 ? (
            <p>No hire among the applications of this period.</p>
          ) : (
            <>
              <p class="hint">
                The {formatCount(days.length)} hires of the period
                {report.data.more ? ` (the newest ${formatCount(MOST_HIRES)})` : ''}, by days from application to hire,
                in bars of {perBar === 1 ? 'one day' : `${perBar} days`}.
              </p>
              <Chart
                label={`Days to hire of ${days.length} hires: from ${Math.min(...days).toFixed(1)} to ${Math.max(...days).toFixed(1)} days`}
                drawKey={JSON.stringify(days)}
                draw={(Plot, width) =>
                  Plot.plot({
                    className: 'chart',
                    width,
                    height: 200,
                    marginLeft: 48,
                    x: {
                      label: 'Days from application to hire →',
                      ticks: barEdges(days, perBar, width),
                      tickFormat: 'd',
                    },
                    y: { grid: true, label: '↑ Hires', ticks: countTicks(fullestBar(days, perBar)), tickFormat: 'd' },
                    marks: [
                      Plot.rectY(days, {
                        ...Plot.binX({ y: 'count' }, { x: (day: number) => day, interval: perBar }),
                        fill: '#16a34a',
                      }),
                      Plot.ruleY([0]),
                    ],
                  })
                }
              />
            </>
          )}
          <h2>By {GROUPING_WORDS[grouping].toLowerCase()}</h2>
          <p class="hint">
            Time to hire over the hires of each group; time in a stage, from reaching it to reaching the next, over the
            applications that reached the next. A column's header sorts by it.
          </p>
          <SortableTable
            id="speed-table"
            label={`Speed by ${GROUPING_WORDS[grouping].toLowerCase()}`}
            rows={groups}
            columns={columns}
            route={route}
            rowKey={(group) => group.group ?? ''}
          />
        </>
      )}
    </>
  )
}
