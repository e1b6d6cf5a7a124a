import { ERROR_CODES, type ErrorCode, type IngestionBucket, RESOURCE_NAMES } from '@intake/client'
import { Chart, Legend, Loading, Problems, TableBox, TimesNote } from '../components.tsx'
import { CLIENT_REPORTS, OWN_REPORTS, type ReportSource, useLoad } from '../data.ts'
import { formatCount, formatInstant, resourceWords } from '../format.ts'
import { countTicks } from '../recruiting.tsx'
import { href, type Route } from '../router.ts'

/** The ranges offered: the ingestion report's buckets are whole UTC hours or days. */
const RANGES = {
  '24h': { words: 'Last 24 hours', bucket: 'hour', hours: 24 },
  '7d': { words: 'Last 7 days', bucket: 'day', hours: 7 * 24 },
  '30d': { words: 'Last 30 days', bucket: 'day', hours: 30 * 24 },
  '90d': { words: 'Last 90 days', bucket: 'day', hours: 90 * 24 },
} as const
type RangeName = keyof typeof RANGES

const SERIES = ['created', 'changed', 'rejected'] as const
const SERIES_COLOURS = { created: '#2563eb', changed: '#d97706', rejected: '#dc2626' } as const

function rangeOf(name: RangeName): { from: string; to: string; bucket: 'hour' | 'day' } {
  const { bucket, hours } = RANGES[name]
  const end = new Date()
  if (bucket === 'hour') end.setUTCMinutes(0, 0, 0)
  else end.setUTCHours(0, 0, 0, 0)
  end.setTime(end.getTime() + (bucket === 'hour' ? 3_600_000 : 86_400_000))
  const start = new Date(end.getTime() - hours * 3_600_000)
  const iso = (date: Date) => `${date.toISOString().slice(0, 19)}Z`
  return { from: iso(start), to: iso(end), bucket }
}

interface Reason {
  readonly resource: string
  readonly code: ErrorCode
  readonly count: number
}

/** The rejections of the range by resource and code, most frequent first (the report counts them exactly). */
function frequentReasons(rows: readonly IngestionBucket[]): Reason[] {
  const counts = new Map<string, Reason>()
  for (const row of rows) {
    for (const [code, count] of Object.entries(row.reasons) as [ErrorCode, number][]) {
      const key = `${row.resource} ${code}`
      counts.set(key, { resource: row.resource, code, count: (counts.get(key)?.count ?? 0) + count })
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)).slice(0, 10)
}

export function Overview({ route, source = OWN_REPORTS('ingestion') }: { route: Route; source?: ReportSource }) {
  const rangeName = (route.params.get('range') ?? '7d') as RangeName
  const range = rangeOf(rangeName in RANGES ? rangeName : '7d')
  const report = useLoad(`overview/${source.key}/${rangeName}`, async (client) => ({
    ingestion: await source.ingestion(client, range),
  }))
  const ingestion = report.data?.ingestion
  const totals = (resource: string) => {
    const rows = ingestion?.data.filter((row) => row.resource === resource) ?? []
    const sum = (field: 'created' | 'changed' | 'rejected' | 'batches' | 'batches_refused') =>
      rows.reduce((total, row) => total + row[field], 0)
    return {
      created: sum('created'),
      changed: sum('changed'),
      rejected: sum('rejected'),
      batches: sum('batches'),
      refused: sum('batches_refused'),
    }
  }
  const reasons = ingestion === undefined ? [] : frequentReasons(ingestion.data)
  const rejectionLog = source.key === 'own' ? ['rejections'] : CLIENT_REPORTS(source.key, 'rejections').base
  return (
    <>
      <h1 tabIndex={-1}>Ingestion{source.name === undefined ? '' : ` of ${source.name}`}</h1>
      <TimesNote />
      <nav class="choices" aria-label="Range">
        {(Object.keys(RANGES) as RangeName[]).map((name) => (
          <a
            key={name}
            href={href(source.base, { range: name })}
            aria-current={name === rangeName ? 'page' : undefined}
          >
            {RANGES[name].words}
          </a>
        ))}
      </nav>
      <p class="hint">
        Per {range.bucket}, from {formatInstant(range.from)} to {formatInstant(range.to)} (excluded).
      </p>
      <Problems words={report.error} />
      <Loading loading={report.loading} />
      {ingestion !== undefined && (
        <>
          <h2>Per resource</h2>
          <TableBox label="Totals per resource">
            <table id="ingestion-totals">
              <thead>
                <tr>
                  <th scope="col">Resource</th>
                  <th scope="col">Created</th>
                  <th scope="col">Changed</th>
                  <th scope="col">Rejected</th>
                  <th scope="col">Batches</th>
                  <th scope="col">Refused whole</th>
                  <th scope="col">Last batch (any time)</th>
                </tr>
              </thead>
              <tbody>
                {RESOURCE_NAMES.map((resource) => {
                  const total = totals(resource)
                  return (
                    <tr key={resource} data-resource={resource}>
                      <th scope="row">{resourceWords(resource)}</th>
                      <td class="number">{formatCount(total.created)}</td>
                      <td class="number">{formatCount(total.changed)}</td>
                      <td class="number">{formatCount(total.rejected)}</td>
                      <td class="number">{formatCount(total.batches)}</td>
                      <td class="number">{formatCount(total.refused)}</td>
                      <td>{formatInstant(ingestion.last_batch_at[resource])}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </TableBox>
          <Legend items={SERIES.map((name) => ({ name, className: `series-${name}` }))} />
          <div class="charts">
            {RESOURCE_NAMES.map((resource) => (
              <section key={resource} class="chart-card">
                <h3>{resourceWords(resource)}</h3>
                {!ingestion.data.some((row) => row.resource === resource) ? (
                  <p class="hint">Nothing received in this range.</p>
                ) : (
                  <Chart
                    label={`${resourceWords(resource)}: records created and changed and items rejected per ${range.bucket}`}
                    drawKey={`${rangeName}/${resource}/${JSON.stringify(ingestion.data)}`}
                    draw={(Plot, width) => ingestionChart(Plot, width, ingestion.data, resource, range)}
                  />
                )}
              </section>
            ))}
          </div>
          <h2>Most frequent rejection reasons</h2>
          <p class="hint">
            Items rejected, under the code of their first problem, and requests refused whole, in the range.{' '}
            <a href={href(rejectionLog)}>The rejection log</a>
          </p>
          {reasons.length === 0 ? (
            <p>Nothing was rejected in the range.</p>
          ) : (
            <TableBox label="Most frequent rejection reasons">
              <table id="rejection-reasons">
                <thead>
                  <tr>
                    <th scope="col">Rejections</th>
                    <th scope="col">Resource</th>
                    <th scope="col">Code</th>
                    <th scope="col">What it means</th>
                  </tr>
                </thead>
                <tbody>
                  {reasons.map((reason) => (
                    <tr key={`${reason.resource}/${reason.code}`}>
                      <td class="number">
                        <a
                          href={href(rejectionLog, {
                            resource: reason.resource,
                            code: reason.code,
                            from: range.from,
                            to: range.to,
                          })}
                        >
                          {formatCount(reason.count)}
                        </a>
                      </td>
                      <td>{resourceWords(reason.resource)}</td>
                      <td>
                        <code class="code">{reason.code}</code>
                      </td>
                      <td>{ERROR_CODES[reason.code] ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
        </>
      )}
    </>
  )
}

/** A tick of the chart by hour or day, in ISO 8601 and UTC: `HH:MM` (the day at midnight), or `YYYY-MM-DD`. */
function bucketTick(bucket: 'hour' | 'day') {
  return (date: Date) => {
    const iso = date.toISOString()
    return bucket === 'day' || iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : iso.slice(11, 16)
  }
}

function ingestionChart(
  Plot: typeof import('@observablehq/plot'),
  width: number,
  rows: readonly IngestionBucket[],
  resource: string,
  range: { from: string; to: string; bucket: 'hour' | 'day' },
) {
  const points = rows
    .filter((row) => row.resource === resource)
    .flatMap((row) => SERIES.map((series) => ({ bucket: new Date(row.bucket), series, value: row[series] })))
  // The bars of a bucket are stacked: the axis reaches the tallest stack.
  const stacks = new Map<number, number>()
  for (const point of points)
    stacks.set(point.bucket.getTime(), (stacks.get(point.bucket.getTime()) ?? 0) + point.value)
  const ticks = countTicks(Math.max(0, ...stacks.values()), 4)
  return Plot.plot({
    className: 'chart',
    width,
    height: 200,
    marginLeft: 48,
    // Half of a day's label (`YYYY-MM-DD`), centred on the range's end.
    marginRight: 40,
    marginBottom: 36,
    x: {
      type: 'utc',
      domain: [new Date(range.from), new Date(range.to)],
      label: `${range.bucket === 'hour' ? 'Hour' : 'Day'} (UTC) →`,
      labelAnchor: 'right',
      labelOffset: 34,
      ticks: Math.max(2, Math.floor(width / (range.bucket === 'hour' ? 70 : 110))),
      tickFormat: bucketTick(range.bucket),
    },
    y: {
      grid: true,
      label: `↑ Records and items per ${range.bucket}`,
      ticks,
      tickFormat: 'd',
      domain: [0, Math.max(1, ...ticks)],
    },
    color: { domain: [...SERIES], range: SERIES.map((series) => SERIES_COLOURS[series]) },
    marks: [Plot.rectY(points, { x: 'bucket', interval: range.bucket, y: 'value', fill: 'series' }), Plot.ruleY([0])],
  })
}
