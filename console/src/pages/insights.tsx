import type { IntakeClient, PipelineGroup } from '@intake/client'
import { Chart, Legend, Loading, Problems, TableBox } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatCount, formatPercent } from '../format.ts'
import { type ChosenPeriod, chosenPeriod, type Period, periodParams } from '../periods.ts'
import {
  applicationsHref,
  CountLink,
  countTicks,
  daysToHireOf,
  dropOutChart,
  formatDays,
  hireRateOf,
  hiresOf,
  OUTCOME_WORDS,
  PeriodNote,
  PeriodPicker,
  stagesChart,
  stagesSummary,
  stageWords,
} from '../recruiting.tsx'
import { href, type Route } from '../router.ts'

/** The whole cohort of a period: the pipeline report's one group without a grouping. */
async function cohortOf(client: IntakeClient, period: Period): Promise<PipelineGroup | undefined> {
  const report = await client.pipelineReport({ ...period, group_by: 'none' })
  return report.data[0]
}

interface Headline {
  readonly words: string
  readonly current: number | null
  readonly previous: number | null
  readonly shown: (value: number | null) => string
  /** How a change reads: relative for counts, in points for rates, in days for durations. */
  readonly change: 'relative' | 'points' | 'days'
  /** Whether a rise is good news (days to hire: a fall is). */
  readonly riseIsGood: boolean
  readonly target?: string
}

function changeWords(headline: Headline): { words: string; tone: 'up' | 'down' | 'flat' } {
  const { current, previous } = headline
  if (current === null || previous === null) return { words: 'no comparison', tone: 'flat' }
  const difference = current - previous
  const words =
    headline.change === 'relative'
      ? previous === 0
        ? current === 0
          ? 'no change'
          : 'new'
        : `${difference >= 0 ? '+' : '−'}${Math.abs((difference / previous) * 100).toFixed(1)} %`
      : headline.change === 'points'
        ? `${difference >= 0 ? '+' : '−'}${Math.abs(difference * 100).toFixed(1)} points`
        : `${difference >= 0 ? '+' : '−'}${Math.abs(difference).toFixed(1)} days`
  const better = headline.riseIsGood ? difference > 0 : difference < 0
  return { words, tone: difference === 0 ? 'flat' : better ? 'up' : 'down' }
}

export function Insights({ route }: { route: Route }) {
  const period = chosenPeriod(route.params)
  const trendBy = route.params.get('trend') === 'month' ? 'month' : 'week'
  const key = JSON.stringify({ period, trendBy })
  const report = useLoad(`insights/${key}`, async (client) => {
    if (period.problem !== undefined) return undefined
    const [current, previous, trend] = await Promise.all([
      cohortOf(client, period.current),
      cohortOf(client, period.previous),
      client.pipelineReport({ ...period.current, group_by: trendBy, limit: 1000 }),
    ])
    return { current, previous, trend: trend.data }
  })
  const current = report.data?.current
  const previous = report.data?.previous
  const headlines: Headline[] = [
    {
      words: 'Applications',
      current: current?.applications ?? 0,
      previous: previous?.applications ?? 0,
      shown: (value) => formatCount(value ?? 0),
      change: 'relative',
      riseIsGood: true,
      target: applicationsHref(period, {}),
    },
    {
      words: 'Hires',
      current: hiresOf(current),
      previous: hiresOf(previous),
      shown: (value) => formatCount(value ?? 0),
      change: 'relative',
      riseIsGood: true,
      target: applicationsHref(period, { outcome: 'hired' }),
    },
    {
      words: 'Hire rate',
      current: hireRateOf(current),
      previous: hireRateOf(previous),
      shown: formatPercent,
      change: 'points',
      riseIsGood: true,
    },
    {
      words: 'Median time to hire',
      current: daysToHireOf(current)?.median ?? null,
      previous: daysToHireOf(previous)?.median ?? null,
      shown: formatDays,
      change: 'days',
      riseIsGood: false,
    },
    {
      words: 'Applications per view',
      current: current?.applications_per_view ?? null,
      previous: previous?.applications_per_view ?? null,
      shown: (value) => (value === null ? '–' : value.toFixed(3)),
      change: 'relative',
      riseIsGood: true,
    },
  ]
  return (
    <>
      <h1 tabIndex={-1}>Insights</h1>
      <PeriodPicker period={period} path={['insights']} extra={{ trend: trendBy }} />
      <Problems words={period.problem === undefined ? report.error : [period.problem]} />
      <Loading loading={report.loading} />
      <PeriodNote period={period} compared />
      {report.data !== undefined && (
        <>
          <section aria-labelledby="headline-figures">
            <h2 id="headline-figures">The period against the one before</h2>
            <ul class="headlines" id="headlines">
              {headlines.map((headline) => {
                const change = changeWords(headline)
                return (
                  <li key={headline.words} class="headline" data-figure={headline.words}>
                    <span class="headline-words">{headline.words}</span>
                    <span class="headline-value">
                      {headline.target === undefined ? (
                        headline.shown(headline.current)
                      ) : (
                        <a href={headline.target}>{headline.shown(headline.current)}</a>
                      )}
                    </span>
                    <span class={`headline-change ${change.tone}`}>{change.words}</span>
                    <span class="headline-previous">before: {headline.shown(headline.previous)}</span>
                  </li>
                )
              })}
            </ul>
            <p class="hint">
              The hire rate is the hires over the applications of the period; the time to hire runs from an
              application's first step to its hire.
            </p>
          </section>
          <Trend period={period} trendBy={trendBy} groups={report.data.trend} />
          {current !== undefined && current.applications > 0 && <PipelineOf period={period} group={current} />}
        </>
      )}
    </>
  )
}

function Trend({
  period,
  trendBy,
  groups,
}: {
  period: ChosenPeriod
  trendBy: 'week' | 'month'
  groups: readonly PipelineGroup[]
}) {
  const points = groups.flatMap((group) => [
    { start: group.group ?? '', series: 'applications', count: group.applications },
    { start: group.group ?? '', series: 'hires', count: hiresOf(group) },
  ])
  const busiest = groups.reduce<PipelineGroup | undefined>(
    (best, group) => (best === undefined || group.applications > best.applications ? group : best),
    undefined,
  )
  return (
    <section aria-labelledby="trend">
      <h2 id="trend">Applications and hires by {trendBy}</h2>
      <nav class="choices" aria-label="Trend by">
        {(['week', 'month'] as const).map((by) => (
          <a
            key={by}
            href={href(['insights'], { ...periodParams(period), trend: by })}
            aria-current={by === trendBy ? 'page' : undefined}
          >
            By {by}
          </a>
        ))}
      </nav>
      <Legend
        items={[
          { name: 'applications', className: 'series-applications' },
          { name: 'hires', className: 'series-hires' },
        ]}
      />
      <Chart
        label={`Applications and hires by ${trendBy}, ${groups.length} ${trendBy}s${busiest === undefined ? '' : `; most applications in the ${trendBy} of ${busiest.group}: ${formatCount(busiest.applications)}`}`}
        drawKey={JSON.stringify(points)}
        draw={(Plot, width) =>
          Plot.plot({
            className: 'chart',
            width,
            height: 220,
            marginLeft: 48,
            marginBottom: groups.length > 8 ? 64 : 40,
            x: { axis: null },
            y: {
              grid: true,
              label: '↑ Applications dated in it, and of them hired',
              ticks: countTicks(Math.max(0, ...points.map((point) => point.count))),
              tickFormat: 'd',
            },
            color: { domain: ['applications', 'hires'], range: ['#2563eb', '#16a34a'] },
            fx: {
              axis: 'bottom',
              label: trendBy === 'week' ? 'Week beginning (Monday)' : 'Month',
              tickRotate: groups.length > 8 ? -30 : 0,
            },
            marks: [Plot.barY(points, { fx: 'start', x: 'series', y: 'count', fill: 'series' }), Plot.ruleY([0])],
          })
        }
      />
    </section>
  )
}

function PipelineOf({ period, group }: { period: ChosenPeriod; group: PipelineGroup }) {
  const stages = group.stages
  return (
    <>
      <section aria-labelledby="pipeline">
        <h2 id="pipeline">The pipeline</h2>
        <p class="hint">
          Each stage counts the applications of the period that reached it, and its conversion from the stage before.
        </p>
        <Chart
          label={`The pipeline, stage by stage: ${stagesSummary(group)}`}
          drawKey={JSON.stringify(stages)}
          draw={(Plot, width) => stagesChart(Plot, width, stages)}
        />
        <TableBox label="The pipeline's figures">
          <table id="insights-pipeline">
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col" class="number">
                  Reached
                </th>
                <th scope="col" class="number">
                  Conversion from the stage before
                </th>
                <th scope="col" class="number">
                  Median days to reach
                </th>
              </tr>
            </thead>
            <tbody>
              {stages.map((stage) => (
                <tr key={stage.name}>
                  <th scope="row">{stageWords(stage.name)}</th>
                  <td class="number">
                    <CountLink count={stage.reached} target={applicationsHref(period, { stage: stage.name })} />
                  </td>
                  <td class="number">{formatPercent(stage.conversion)}</td>
                  <td class="number">{formatDays(stage.days_to_reach.median)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>
      <section aria-labelledby="drop-outs">
        <h2 id="drop-outs">Where applications left</h2>
        <p class="hint">Rejected or withdrawn applications, by the last stage they reached. Outcomes of the period:</p>
        <ul class="outcomes" id="insights-outcomes">
          {(['in_progress', 'rejected', 'withdrawn'] as const).map((outcome) => (
            <li key={outcome}>
              {OUTCOME_WORDS[outcome]}:{' '}
              <CountLink count={group.outcomes[outcome]} target={applicationsHref(period, { outcome })} />
            </li>
          ))}
        </ul>
        <Chart
          label={`Applications rejected or withdrawn after each stage: ${Object.entries(group.dropped_after)
            .map(([stage, count]) => `${stageWords(stage)} ${formatCount(count)}`)
            .join(', ')}`}
          drawKey={JSON.stringify(group.dropped_after)}
          draw={(Plot, width) => dropOutChart(Plot, width, group)}
        />
        <TableBox label="Applications that left, by stage">
          <table id="insights-drop-outs">
            <thead>
              <tr>
                <th scope="col">Last stage reached</th>
                <th scope="col" class="number">
                  Rejected or withdrawn after it
                </th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(group.dropped_after).map(([stage, count]) => (
                <tr key={stage}>
                  <th scope="row">{stageWords(stage)}</th>
                  <td class="number">
                    <CountLink count={count} target={applicationsHref(period, { dropped_after: stage })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>
    </>
  )
}
