import { FUNNEL_GROUPINGS, type FunnelGroup, type IntakeClient } from '@intake/client'
import { Chart, Loading, Pager, Problems, TableBox, useCursorPages } from '../components.tsx'
import { useAction, useLoad, useSession } from '../data.ts'
import { csvCell, download, formatCount, formatPercent, utcDay } from '../format.ts'
import { countTicks } from '../recruiting.tsx'
import { href, navigate, type Route } from '../router.ts'

const GROUPING_WORDS: Readonly<Record<(typeof FUNNEL_GROUPINGS)[number], string>> = {
  job_offer_reference: 'Job offer',
  subsidiary: 'Subsidiary',
  source: 'Source',
  day: 'Day',
}
const PAGE_SIZES = ['10', '25', '50', '100']
const VIEWS = 'job_offer_view'

/** The columns of a set of groups: the activity statuses the report gives, then the steps, most reached first. */
function columnsOf(groups: readonly FunnelGroup[]) {
  const statuses = [...new Set(groups.flatMap((group) => Object.keys(group.activities ?? {})))]
  const stepTotals = new Map<string, number>()
  for (const group of groups) {
    for (const [step, count] of Object.entries(group.steps)) stepTotals.set(step, (stepTotals.get(step) ?? 0) + count)
  }
  const steps = [...stepTotals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([step]) => step)
  return { statuses, steps }
}

const groupName = (group: FunnelGroup) => group.group ?? '(none)'

/** Every page of the report with these parameters, as CSV: one row per group, the table's columns. */
async function funnelCsv(client: IntakeClient, query: Record<string, string>): Promise<string> {
  const groups: FunnelGroup[] = []
  let cursor: string | null = null
  do {
    const page = await client.funnel({ ...query, limit: 1000, cursor })
    groups.push(...page.data)
    cursor = page.next_cursor
  } while (cursor !== null)
  const { statuses, steps } = columnsOf(groups)
  const header = ['group', ...statuses, 'applications', ...steps.map((step) => `step:${step}`), 'conversion']
  const rows = groups.map((group) => [
    group.group,
    ...statuses.map((status) => group.activities?.[status] ?? null),
    group.applications,
    ...steps.map((step) => group.steps[step] ?? 0),
    group.conversion,
  ])
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

export function Funnel({ route }: { route: Route }) {
  const { session } = useSession()
  const from = route.params.get('from') ?? utcDay(-30)
  const to = route.params.get('to') ?? utcDay(1)
  const groupBy = route.params.get('group_by') ?? 'job_offer_reference'
  const limit = route.params.get('limit') ?? '25'
  const query = { from, to, group_by: groupBy }
  const queryKey = JSON.stringify({ ...query, limit })
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const report = useLoad(`funnel/${queryKey}/${cursor}`, (client) => client.funnel({ ...query, limit, cursor }))
  const { state: csvState, run } = useAction()

  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    const value = (name: string) => String(form.get(name) ?? '')
    navigate(['funnel'], { from: value('from'), to: value('to'), group_by: value('group_by'), limit: value('limit') })
  }
  const saveCsv = () =>
    run(async () => {
      download(`funnel-${groupBy}-${from}-${to}.csv`, 'text/csv', await funnelCsv(session.client, query))
      return undefined
    })

  const groups = report.data?.data ?? []
  const { statuses, steps } = columnsOf(groups)
  return (
    <>
      <h1 tabIndex={-1}>Step events</h1>
      <p class="hint">
        The activity funnel of integrations that rely on it: the step events recorded in the range, and the activity
        counts of its days. For applications followed through the pipeline, see{' '}
        <a href={href(['pipeline'])}>Pipeline</a>.
      </p>
      <form class="filters" onSubmit={apply} aria-label="Funnel report" key={queryKey}>
        <label>
          From (UTC day, included)
          <input type="date" name="from" defaultValue={from} required />
        </label>
        <label>
          To (UTC day, excluded)
          <input type="date" name="to" defaultValue={to} required />
        </label>
        <label>
          Group by
          <select name="group_by">
            {FUNNEL_GROUPINGS.map((grouping) => (
              <option key={grouping} value={grouping} selected={grouping === groupBy}>
                {GROUPING_WORDS[grouping]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Groups per page
          <select name="limit">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size} selected={size === limit}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Show</button>
        <button type="button" onClick={saveCsv} disabled={csvState.busy}>
          {csvState.busy ? 'Preparing CSV…' : 'Download CSV (all pages)'}
        </button>
      </form>
      <Problems words={csvState.error} />
      <Problems words={report.error} />
      <Loading loading={report.loading} />
      {report.data !== undefined && (
        <>
          <p class="hint" id="funnel-message">
            {report.data.message}
          </p>
          {groups.length === 0 ? (
            <p>No step or activity in this range.</p>
          ) : (
            <>
              <Chart
                label={`Views, applications and each step per ${GROUPING_WORDS[groupBy as 'day'] ?? groupBy}; the same figures as the table below`}
                drawKey={JSON.stringify(groups)}
                draw={(Plot, width) => funnelChart(Plot, width, groups, steps)}
              />
              <TableBox label="Funnel figures">
                <table id="funnel-table">
                  <thead>
                    <tr>
                      <th scope="col">{GROUPING_WORDS[groupBy as 'day'] ?? groupBy}</th>
                      {statuses.map((status) => (
                        <th scope="col" key={status}>
                          {status.replace(/_/g, ' ')}
                        </th>
                      ))}
                      <th scope="col">Applications</th>
                      {steps.map((step) => (
                        <th scope="col" key={step}>
                          Step: {step}
                        </th>
                      ))}
                      <th scope="col">Conversion</th>
                    </tr>
                  </thead>
                  <tbody>
                    {groups.map((group) => (
                      <tr key={groupName(group)}>
                        <th scope="row">{groupName(group)}</th>
                        {statuses.map((status) => (
                          <td class="number" key={status}>
                            {group.activities === null ? '–' : formatCount(group.activities[status] ?? 0)}
                          </td>
                        ))}
                        <td class="number">{formatCount(group.applications)}</td>
                        {steps.map((step) => (
                          <td class="number" key={step}>
                            {formatCount(group.steps[step] ?? 0)}
                          </td>
                        ))}
                        <td class="number">{formatPercent(group.conversion)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            </>
          )}
          <Pager label="Funnel pages" pages={pages} nextCursor={report.data.next_cursor} />
        </>
      )}
    </>
  )
}

function funnelChart(
  Plot: typeof import('@observablehq/plot'),
  width: number,
  groups: readonly FunnelGroup[],
  steps: readonly string[],
) {
  const stages = ['views', 'applications', ...steps.map((step) => `step: ${step}`)]
  const bars = groups.flatMap((group) => [
    ...(group.activities === null
      ? []
      : [{ group: groupName(group), stage: 'views', count: group.activities[VIEWS] ?? 0 }]),
    { group: groupName(group), stage: 'applications', count: group.applications },
    ...steps.map((step) => ({ group: groupName(group), stage: `step: ${step}`, count: group.steps[step] ?? 0 })),
  ])
  const ticks = countTicks(
    Math.max(0, ...bars.map((bar) => bar.count)),
    Math.max(2, Math.min(5, Math.floor(width / 90))),
  )
  return Plot.plot({
    className: 'chart',
    width,
    height: 60 + groups.length * (stages.length * 16 + 14),
    marginLeft: 110,
    // The groups' names, on the right.
    marginRight: Math.min(160, Math.max(60, Math.round(width * 0.18))),
    // Room for the figure at the end of the longest bar.
    x: {
      grid: true,
      label: 'Views, applications and step events in the range →',
      labelAnchor: 'right',
      ticks,
      tickFormat: 'd',
      domain: [0, Math.max(1, ...ticks)],
      insetRight: 28,
    },
    y: { domain: stages, label: null },
    fy: { domain: groups.map(groupName), label: null },
    color: { domain: stages, scheme: 'tableau10' },
    marks: [
      Plot.barX(bars, { x: 'count', y: 'stage', fy: 'group', fill: 'stage' }),
      Plot.text(bars, {
        x: 'count',
        y: 'stage',
        fy: 'group',
        text: (bar: { count: number }) => formatCount(bar.count),
        textAnchor: 'start',
        dx: 4,
      }),
      Plot.ruleX([0]),
    ],
  })
}
