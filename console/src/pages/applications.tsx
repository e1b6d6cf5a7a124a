import { APPLICATION_OUTCOMES, type ApplicationSummary } from '@intake/client'
import { AnyOf, Loading, Pager, Problems, TableBox, TimesNote, useCursorPages } from '../components.tsx'
import { useLoad } from '../data.ts'
import { formatInstant } from '../format.ts'
import { chosenPeriod, periodParams } from '../periods.ts'
import {
  FILTER_WORDS,
  formatDays,
  OUTCOME_WORDS,
  PeriodNote,
  PeriodPicker,
  REPORT_FILTERS,
  stageWords,
} from '../recruiting.tsx'
import { href, navigate, type Route } from '../router.ts'

const PAGE_SIZE = 25
const STAGE_FILTERS = ['stage', 'outcome', 'dropped_after'] as const
const FILTERS = [...REPORT_FILTERS, ...STAGE_FILTERS] as const
/** The most steps an application's page shows. */
const STEPS_SHOWN = 100

export function Applications({ route }: { route: Route }) {
  const id = route.path[1]
  return id === undefined ? <ApplicationList route={route} /> : <ApplicationSteps applicationAtsId={id} />
}

function ApplicationList({ route }: { route: Route }) {
  const period = chosenPeriod(route.params)
  const filters = Object.fromEntries(FILTERS.map((name) => [name, route.params.get(name) ?? '']))
  const queryKey = JSON.stringify({ period, filters })
  const pages = useCursorPages(queryKey)
  const { cursor } = pages
  const list = useLoad(`applications/${queryKey}/${cursor}`, (client) =>
    period.problem === undefined
      ? client.applications({ ...period.current, ...filters, limit: PAGE_SIZE, cursor })
      : Promise.resolve(undefined),
  )
  // The stages to choose from are the client's pipeline's.
  const pipeline = useLoad('pipeline', (client) => client.pipeline())
  const stages = (pipeline.data?.stages ?? []).map((stage) => [stage.name, stageWords(stage.name)] as const)
  const apply = (event: Event) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget as HTMLFormElement)
    navigate(['applications'], {
      ...periodParams(period),
      ...Object.fromEntries(FILTERS.map((name) => [name, String(form.get(name) ?? '')])),
    })
  }
  const applications: readonly ApplicationSummary[] = list.data?.data ?? []
  const first = (pages.number - 1) * PAGE_SIZE + 1
  return (
    <>
      <h1 tabIndex={-1}>Applications</h1>
      <PeriodPicker period={period} path={['applications']} extra={filters} />
      <form class="filters" onSubmit={apply} aria-label="Filter applications" key={queryKey}>
        {REPORT_FILTERS.map((name) => (
          <label key={name}>
            {FILTER_WORDS[name]}
            <input name={name} defaultValue={filters[name]} autoComplete="off" />
          </label>
        ))}
        <AnyOf label="Reached the stage" name="stage" value={filters.stage} choices={stages} />
        <AnyOf
          label="Outcome"
          name="outcome"
          value={filters.outcome}
          choices={APPLICATION_OUTCOMES.map((outcome) => [outcome, OUTCOME_WORDS[outcome]] as const)}
        />
        <AnyOf
          label="Left after the stage"
          name="dropped_after"
          value={filters.dropped_after}
          choices={stages.slice(0, -1)}
        />
        <button type="submit">Show</button>
      </form>
      <Problems words={period.problem === undefined ? list.error : [period.problem]} />
      <Loading loading={list.loading} />
      <PeriodNote period={period} />
      {list.data !== undefined && (
        <>
          <p class="hint" id="applications-count">
            {applications.length === 0
              ? 'No application matches.'
              : `Applications ${first} to ${first + applications.length - 1}${list.data.next_cursor === null ? ', the last' : ' of more'}, the newest first.`}
          </p>
          {applications.length > 0 && (
            <TableBox label="Applications">
              <table id="applications-table">
                <thead>
                  <tr>
                    <th scope="col">Application</th>
                    <th scope="col">Candidate</th>
                    <th scope="col">Job offer</th>
                    <th scope="col">Source</th>
                    <th scope="col">Applied</th>
                    <th scope="col">Last stage</th>
                    <th scope="col">Outcome</th>
                    <th scope="col" class="number">
                      Days to hire
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {applications.map((application) => (
                    <tr key={application.application_ats_id}>
                      <th scope="row">
                        <a href={href(['applications', application.application_ats_id])}>
                          {application.application_ats_id}
                        </a>
                      </th>
                      <td>{application.candidate_ats_id}</td>
                      <td>
                        {application.title ?? ''}{' '}
                        <small class="reference">{application.job_offer_reference ?? '–'}</small>
                      </td>
                      <td>{application.source ?? '–'}</td>
                      <td>{application.applied_at.slice(0, 10)}</td>
                      <td>{application.last_stage === null ? '–' : stageWords(application.last_stage)}</td>
                      <td>{OUTCOME_WORDS[application.outcome]}</td>
                      <td class="number">{formatDays(application.days_to_hire)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
          <Pager label="Application pages" pages={pages} nextCursor={list.data.next_cursor} />
        </>
      )}
    </>
  )
}

/** An application's steps in time order: the fields that place it, never the candidate's e-mail or phone. */
function ApplicationSteps({ applicationAtsId }: { applicationAtsId: string }) {
  const steps = useLoad(`application/${applicationAtsId}`, (client) =>
    client.list('application-steps', {
      application_ats_id: applicationAtsId,
      limit: STEPS_SHOWN,
      fields: 'id,recorded_at,step,job_offer_reference,job_offer_title,source,subsidiary,candidate_ats_id',
    }),
  )
  const rows = [...(steps.data?.data ?? [])].sort(
    (a, b) => a.recorded_at.localeCompare(b.recorded_at) || (a.id ?? 0) - (b.id ?? 0),
  )
  return (
    <>
      <h1 tabIndex={-1}>Application {applicationAtsId}</h1>
      <TimesNote />
      <p>
        <a href={href(['applications'])}>← All applications</a>
      </p>
      <Problems words={steps.error} />
      <Loading loading={steps.loading} />
      {steps.data !== undefined && (
        <>
          <p class="hint">
            {rows.length === 0
              ? 'No step of this application.'
              : `${rows.length} steps${steps.data.next_cursor === null ? '' : ` (the first ${STEPS_SHOWN})`}, oldest first.`}
          </p>
          {rows.length > 0 && (
            <TableBox label="Steps of the application">
              <table id="application-steps">
                <thead>
                  <tr>
                    <th scope="col">Recorded</th>
                    <th scope="col">Step</th>
                    <th scope="col">Job offer</th>
                    <th scope="col">Source</th>
                    <th scope="col">Subsidiary</th>
                    <th scope="col">Candidate</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((step) => (
                    <tr key={step.id}>
                      <td>
                        <a href={href(['records', 'application-steps', String(step.id)])}>
                          {formatInstant(step.recorded_at)}
                        </a>
                      </td>
                      <td>{step.step}</td>
                      <td>
                        {step.job_offer_title ?? ''} <small class="reference">{step.job_offer_reference}</small>
                      </td>
                      <td>{step.source ?? '–'}</td>
                      <td>{step.subsidiary ?? '–'}</td>
                      <td>{step.candidate_ats_id}</td>
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
