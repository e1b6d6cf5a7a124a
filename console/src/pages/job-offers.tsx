import type { PipelineGroup } from '@intake/client'
import { Loading, Problems } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatCount } from '../format.ts'
import { chosenPeriod, periodParams } from '../periods.ts'
import {
  allPipelineGroups,
  applicationsHref,
  CountLink,
  daysToHireOf,
  formatDays,
  hiresOf,
  PeriodNote,
  PeriodPicker,
} from '../recruiting.tsx'
import { href, navigate, type Route } from '../router.ts'
import { type Column, SortableTable } from '../sortable-table.tsx'

/** Per job offer, by its title: views, applications, applications per view, hires and time to hire. */
export function JobOffers({ route }: { route: Route }) {
  const period = chosenPeriod(route.params)
  const search = route.params.get('q') ?? ''
  const report = useLoad(`job-offers/${JSON.stringify(period)}`, (client) =>
    period.problem === undefined
      ? allPipelineGroups(client, { ...period.current, group_by: 'job_offer_reference' })
      : Promise.resolve(undefined),
  )
  const words = search.trim().toLowerCase()
  const offers = (report.data ?? []).filter(
    (group) => words === '' || `${group.title ?? ''} ${group.group ?? ''}`.toLowerCase().includes(words),
  )
  const link = (group: PipelineGroup, extra: Record<string, string>) =>
    group.group === null ? undefined : applicationsHref(period, { job_offer_reference: group.group, ...extra })
  const columns: Column<PipelineGroup>[] = [
    {
      key: 'title',
      words: 'Job offer',
      numeric: false,
      value: (group) => group.title ?? group.group,
      cell: (group) =>
        group.group === null ? (
          '(no job offer)'
        ) : (
          <a
            href={href(['pipeline'], { ...periodParams(period), group_by: 'source', job_offer_reference: group.group })}
          >
            {group.title ?? group.group} <small class="reference">{group.group}</small>
          </a>
        ),
    },
    {
      key: 'views',
      words: 'Views',
      numeric: true,
      value: (group) => group.views,
      cell: (group) => formatCount(group.views ?? 0),
    },
    {
      key: 'applications',
      words: 'Applications',
      numeric: true,
      value: (group) => group.applications,
      cell: (group) => <CountLink count={group.applications} target={link(group, {})} />,
    },
    {
      key: 'applications_per_view',
      words: 'Applications per view',
      numeric: true,
      value: (group) => group.applications_per_view,
      cell: (group) => (group.applications_per_view === null ? '–' : group.applications_per_view.toFixed(3)),
    },
    {
      key: 'hires',
      words: 'Hires',
      numeric: true,
      value: hiresOf,
      cell: (group) => <CountLink count={hiresOf(group)} target={link(group, { outcome: 'hired' })} />,
    },
    {
      key: 'days_to_hire',
      words: 'Median days to hire',
      numeric: true,
      value: (group) => daysToHireOf(group)?.median ?? null,
      cell: (group) => formatDays(daysToHireOf(group)?.median),
    },
  ]
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(['job-offers'], { ...Object.fromEntries(route.params), q: String(form.get('q') ?? '') })
  }
  return (
    <>
      <h1 tabIndex={-1}>Job offers</h1>
      <PeriodPicker period={period} path={['job-offers']} extra={{ q: search }} />
      <form class="filters" onSubmit={apply} aria-label="Search job offers" key={search}>
        <label>
          Title or reference
          <input name="q" type="search" defaultValue={search} autoComplete="off" />
        </label>
        <button type="submit">Search</button>
      </form>
      <Problems words={period.problem === undefined ? report.error : [period.problem]} />
      <Loading loading={report.loading} />
      <PeriodNote period={period} />
      {report.data !== undefined &&
        (offers.length === 0 ? (
          <p>{search === '' ? 'No application or view in this period.' : 'No job offer matches.'}</p>
        ) : (
          <>
            <p class="hint">
              {formatCount(offers.length)} job offers with applications or views in the period. Open one for its
              pipeline by source.
            </p>
            <SortableTable
              id="job-offers-table"
              label="Job offers"
              rows={offers}
              columns={columns}
              route={route}
              rowKey={(group) => group.group ?? ''}
            />
          </>
        ))}
    </>
  )
}
