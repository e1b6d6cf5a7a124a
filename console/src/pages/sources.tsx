import type { PipelineGroup } from '@intake/client'
import { Loading, Problems } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatCount, formatPercent } from '../format.ts'
import { type ChosenPeriod, chosenPeriod, periodParams } from '../periods.ts'
import {
  allPipelineGroups,
  applicationsHref,
  CountLink,
  daysToHireOf,
  formatDays,
  hireRateOf,
  hiresOf,
  PeriodNote,
  PeriodPicker,
  stageWords,
} from '../recruiting.tsx'
import { navigate, type Route } from '../router.ts'
import { type Column, SortableTable } from '../sortable-table.tsx'

/** Per source: what it brings, how many of them are hired and how fast, and each stage's conversion. */
export function Sources({ route }: { route: Route }) {
  const period = chosenPeriod(route.params)
  const offer = route.params.get('job_offer_reference') ?? ''
  const report = useLoad(`sources/${JSON.stringify({ period, offer })}`, (client) =>
    period.problem === undefined
      ? allPipelineGroups(client, { ...period.current, group_by: 'source', job_offer_reference: offer })
      : Promise.resolve(undefined),
  )
  const groups = report.data ?? []
  const filters = (group: PipelineGroup) =>
    group.group === null ? undefined : { source: group.group, job_offer_reference: offer || undefined }
  const link = (group: PipelineGroup, extra: Record<string, string>) => {
    const named = filters(group)
    return named === undefined ? undefined : applicationsHref(period, { ...named, ...extra })
  }
  const stages = groups[0]?.stages.map((stage) => stage.name) ?? []
  const columns: Column<PipelineGroup>[] = [
    {
      key: 'source',
      words: 'Source',
      numeric: false,
      value: (group) => group.group,
      cell: (group) => group.group ?? '(no source)',
    },
    {
      key: 'applications',
      words: 'Applications',
      numeric: true,
      value: (group) => group.applications,
      cell: (group) => <CountLink count={group.applications} target={link(group, {})} />,
    },
    {
      key: 'hires',
      words: 'Hires',
      numeric: true,
      value: hiresOf,
      cell: (group) => <CountLink count={hiresOf(group)} target={link(group, { outcome: 'hired' })} />,
    },
    {
      key: 'hire_rate',
      words: 'Hire rate',
      numeric: true,
      value: hireRateOf,
      cell: (group) => formatPercent(hireRateOf(group)),
    },
    {
      key: 'days_to_hire',
      words: 'Median days to hire',
      numeric: true,
      value: (group) => daysToHireOf(group)?.median ?? null,
      cell: (group) => formatDays(daysToHireOf(group)?.median),
    },
    ...stages.slice(1).map(
      (stage): Column<PipelineGroup> => ({
        key: `conversion_${stage}`,
        words: `To ${stageWords(stage).toLowerCase()}`,
        numeric: true,
        value: (group) => group.stages.find((figures) => figures.name === stage)?.conversion ?? null,
        cell: (group) => formatPercent(group.stages.find((figures) => figures.name === stage)?.conversion ?? null),
      }),
    ),
  ]
  return (
    <>
      <h1 tabIndex={-1}>Sources</h1>
      <PeriodPicker period={period} path={['sources']} extra={{ job_offer_reference: offer }} />
      <OfferFilter offer={offer} path="sources" period={period} />
      <Problems words={period.problem === undefined ? report.error : [period.problem]} />
      <Loading loading={report.loading} />
      <PeriodNote period={period} />
      {report.data !== undefined &&
        (groups.length === 0 ? (
          <p>No application in this period.</p>
        ) : (
          <>
            <p class="hint">
              {formatCount(groups.length)} sources{offer === '' ? '' : ` of the applications to ${offer}`}. A column's
              header sorts by it; "To a stage" is the conversion from the stage before.
            </p>
            <SortableTable
              id="sources-table"
              label="Sources"
              rows={groups}
              columns={columns}
              route={route}
              rowKey={(group) => group.group ?? ''}
            />
          </>
        ))}
    </>
  )
}

/** The job offer a page is limited to, by its reference. */
export function OfferFilter({ offer, path, period }: { offer: string; path: string; period: ChosenPeriod }) {
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate([path], { ...periodParams(period), job_offer_reference: String(form.get('job_offer_reference') ?? '') })
  }
  return (
    <form class="filters" onSubmit={apply} aria-label="Job offer" key={offer}>
      <label>
        Job offer reference
        <input name="job_offer_reference" defaultValue={offer} autoComplete="off" />
      </label>
      <button type="submit">Show</button>
    </form>
  )
}
