import {
  type IntakeClient,
  PIPELINE_GROUPINGS,
  type PipelineGroup,
  type PipelineGrouping,
  type Query,
} from '@intake/client'
import { Chart, Loading, Pager, Problems, TableBox, useCursorPages } from '../components.tsx'
import { useAction, useLoad, useSession } from '../data.ts'
import { csvCell, download, formatCount, formatPercent } from '../format.ts'
import { type ChosenPeriod, chosenPeriod, daysOfGroup, periodParams } from '../periods.ts'
import {
  allPipelineGroups,
  applicationsHref,
  CountLink,
  FILTER_WORDS,
  formatDays,
  PeriodNote,
  PeriodPicker,
  REPORT_FILTERS,
  stagesChart,
  stagesSummary,
  stageWords,
} from '../recruiting.tsx'
import { navigate, type Route } from '../router.ts'

export const GROUPING_WORDS: Readonly<Record<PipelineGrouping, string>> = {
  none: 'None',
  job_offer_reference: 'Job offer',
  subsidiary: 'Subsidiary',
  source: 'Source',
  week: 'Week',
  month: 'Month',
}
const GROUPS_PER_PAGE = 10

/** A group's name in words: a job offer by its title, its reference beside it. */
export function GroupName({ group, grouping }: { group: PipelineGroup; grouping: PipelineGrouping }) {
  if (grouping === 'none') return <>All applications</>
  if (group.group === null) return <>(no {GROUPING_WORDS[grouping].toLowerCase()})</>
  if (group.title === null) return <>{group.group}</>
  return (
    <>
      {group.title} <small class="reference">{group.group}</small>
    </>
  )
}

/**
 * The query that names a group's applications: its value as a filter, or its week's or month's days;
 * undefined for the group without a value, which no filter names.
 */
export function groupQuery(
  period: ChosenPeriod,
  grouping: PipelineGrouping,
  group: PipelineGroup,
): { period: Pick<ChosenPeriod, 'name' | 'current'>; filters: Record<string, string> } | undefined {
  if (grouping === 'none') return { period, filters: {} }
  if (group.group === null) return undefined
  if (grouping === 'week' || grouping === 'month') {
    return { period: { name: 'custom', current: daysOfGroup(group.group, grouping, period.current) }, filters: {} }
  }
  return { period, filters: { [grouping]: group.group } }
}

/** Every group of the report, as CSV: one row per group and stage. */
async function pipelineCsv(client: IntakeClient, query: Query): Promise<string> {
  const groups = await allPipelineGroups(client, query)
  const header = [
    'group',
    'title',
    'applications',
    'stage',
    'reached',
    'conversion',
    'median_days_to_reach',
    'p90_days_to_reach',
    'dropped_after',
  ]
  const rows = groups.flatMap((group) =>
    group.stages.map((stage) => [
      group.group,
      group.title,
      group.applications,
      stage.name,
      stage.reached,
      stage.conversion,
      stage.days_to_reach.median,
      stage.days_to_reach.p90,
      group.dropped_after[stage.name] ?? null,
    ]),
  )
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

export function PipelinePage({ route }: { route: Route }) {
  const { session } = useSession()
  const period = chosenPeriod(route.params)
  const asked = route.params.get('group_by') ?? 'none'
  const grouping: PipelineGrouping = PIPELINE_GROUPINGS.includes(asked as PipelineGrouping)
    ? (asked as PipelineGrouping)
    : 'none'
  const filters = Object.fromEntries(REPORT_FILTERS.map((name) => [name, route.params.get(name) ?? '']))
  const query: Query = { ...period.current, group_by: grouping, ...filters }
  const queryKey = JSON.stringify({ period, grouping, filters })
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const report = useLoad(`pipeline/${queryKey}/${cursor}`, (client) =>
    period.problem === undefined
      ? client.pipelineReport({ ...query, limit: GROUPS_PER_PAGE, cursor })
      : Promise.resolve(undefined),
  )
  const { state: csvState, run } = useAction()
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    const value = (name: string) => String(form.get(name) ?? '')
    navigate(['pipeline'], {
      ...periodParams(period),
      group_by: value('group_by'),
      ...Object.fromEntries(REPORT_FILTERS.map((name) => [name, value(name)])),
    })
  }
  const saveCsv = () =>
    run(async () => {
      download(
        `pipeline-${grouping}-${period.current.from}-${period.current.to}.csv`,
        'text/csv',
        await pipelineCsv(session.client, query),
      )
      return undefined
    })
  const groups = report.data?.data ?? []
  return (
    <>
      <h1 tabIndex={-1}>Pipeline</h1>
      <PeriodPicker period={period} path={['pipeline']} extra={{ group_by: grouping, ...filters }} />
      <form class="filters" onSubmit={apply} aria-label="Grouping and filters" key={queryKey}>
        <label>
          Group by
          <select name="group_by">
            {PIPELINE_GROUPINGS.map((name) => (
              <option key={name} value={name} selected={name === grouping}>
                {GROUPING_WORDS[name]}
              </option>
            ))}
          </select>
        </label>
        {REPORT_FILTERS.map((name) => (
          <label key={name}>
            {FILTER_WORDS[name]}
            <input name={name} defaultValue={filters[name]} autoComplete="off" />
          </label>
        ))}
        <button type="submit">Show</button>
        <button type="button" onClick={saveCsv} disabled={csvState.busy || period.problem !== undefined}>
          {csvState.busy ? 'Preparing CSV…' : 'Download CSV (all groups)'}
        </button>
      </form>
      <Problems words={period.problem === undefined ? report.error : [period.problem]} />
      <Problems words={csvState.error} />
      <Loading loading={report.loading} />
      <PeriodNote period={period} />
      {report.data !== undefined && (
        <>
          {groups.length === 0 ? (
            <p>No application in this period.</p>
          ) : (
            groups.map((group) => (
              <GroupPipeline key={group.group ?? ''} period={period} grouping={grouping} group={group} />
            ))
          )}
          <Pager label="Pipeline pages" pages={pages} nextCursor={report.data.next_cursor} />
        </>
      )}
    </>
  )
}

function GroupPipeline({
  period,
  grouping,
  group,
}: {
  period: ChosenPeriod
  grouping: PipelineGrouping
  group: PipelineGroup
}) {
  const named = groupQuery(period, grouping, group)
  const target = (filters: Record<string, string>) =>
    named === undefined ? undefined : applicationsHref(named.period, { ...named.filters, ...filters })
  return (
    <section class="group-pipeline" data-group={group.group ?? ''}>
      <h2>
        <GroupName group={group} grouping={grouping} />
      </h2>
      <p class="hint">
        <CountLink count={group.applications} target={target({})} /> applications, of which{' '}
        <CountLink count={group.outcomes.hired} target={target({ outcome: 'hired' })} /> hired
        {group.views === null ? '' : `; ${formatCount(group.views)} views of its job offers`}.
      </p>
      {group.applications > 0 && (
        <Chart
          label={`Pipeline of ${group.group ?? 'the applications without a value'}: ${stagesSummary(group)}`}
          drawKey={JSON.stringify(group.stages)}
          draw={(Plot, width) => stagesChart(Plot, width, group.stages)}
        />
      )}
      <TableBox label={`Stages of ${group.group ?? 'the applications without a value'}`}>
        <table class="stages-table">
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col" class="number">
                Reached
              </th>
              <th scope="col" class="number">
                Conversion
              </th>
              <th scope="col" class="number">
                Median days to reach
              </th>
              <th scope="col" class="number">
                p90 days to reach
              </th>
              <th scope="col" class="number">
                Left after it
              </th>
            </tr>
          </thead>
          <tbody>
            {group.stages.map((stage) => {
              const dropped = group.dropped_after[stage.name]
              return (
                <tr key={stage.name}>
                  <th scope="row">{stageWords(stage.name)}</th>
                  <td class="number">
                    <CountLink count={stage.reached} target={target({ stage: stage.name })} />
                  </td>
                  <td class="number">{formatPercent(stage.conversion)}</td>
                  <td class="number">{formatDays(stage.days_to_reach.median)}</td>
                  <td class="number">{formatDays(stage.days_to_reach.p90)}</td>
                  <td class="number">
                    {dropped === undefined ? (
                      '–'
                    ) : (
                      <CountLink count={dropped} target={target({ dropped_after: stage.name })} />
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableBox>
    </section>
  )
}
