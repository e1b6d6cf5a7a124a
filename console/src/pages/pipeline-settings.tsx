import type { Pipeline, PipelineAnswer } from '@intake/client'
import { useState } from 'preact/hooks'
import { Loading, Problems, TableBox } from '../components.tsx'
import { useAction, useLoad, useSession } from '../data.ts'
import { formatCount } from '../format.ts'
import { stageWords } from '../recruiting.tsx'
import { href } from '../router.ts'

const OUTCOMES = ['rejected', 'withdrawn'] as const
const UNMAPPED = ''

/** Where each step value goes: a stage's name, an outcome, or UNMAPPED. */
type Places = ReadonlyMap<string, string>

function placesOf(pipeline: PipelineAnswer): Places {
  const places = new Map<string, string>()
  for (const stage of pipeline.stages) for (const step of stage.steps) places.set(step, stage.name)
  for (const outcome of OUTCOMES) for (const step of pipeline.outcomes[outcome]) places.set(step, outcome)
  for (const { step } of pipeline.unmapped_steps) places.set(step, UNMAPPED)
  return places
}

function pipelineOf(answer: PipelineAnswer, places: Places): Pipeline {
  const stepsAt = (place: string) => [...places].filter(([, at]) => at === place).map(([step]) => step)
  return {
    stages: answer.stages.map((stage) => ({ name: stage.name, steps: stepsAt(stage.name) })),
    outcomes: { rejected: stepsAt('rejected'), withdrawn: stepsAt('withdrawn') },
  }
}

export function PipelineSettings() {
  const { session } = useSession()
  const loaded = useLoad('pipeline', (client) => client.pipeline())
  const [saved, setSaved] = useState<PipelineAnswer | undefined>(undefined)
  const answer = saved ?? loaded.data
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(new Map())
  const { state, run } = useAction()
  if (answer === undefined) {
    return (
      <>
        <h1 tabIndex={-1}>Pipeline settings</h1>
        <Problems words={loaded.error} />
        <Loading loading={loaded.loading} />
      </>
    )
  }
  const original = placesOf(answer)
  const places = new Map([...original, ...edits])
  const counts = new Map(answer.unmapped_steps.map((entry) => [entry.step, entry.applications]))
  const order = [...answer.stages.map((stage) => stage.name), ...OUTCOMES, UNMAPPED]
  // The values not yet mapped first, as the service counts them (most applications first), then by place.
  const rank = (step: string) => (original.get(step) === UNMAPPED ? -1 : order.indexOf(original.get(step) ?? ''))
  const rows = [...places].sort(
    ([stepA], [stepB]) => rank(stepA) - rank(stepB) || (rank(stepA) < 0 ? 0 : stepA.localeCompare(stepB)),
  )
  const changed = [...edits].filter(([step, place]) => original.get(step) !== place).length

  const write = (work: () => Promise<PipelineAnswer>, done: string) =>
    run(async () => {
      setSaved(await work())
      setEdits(new Map())
      return done
    })
  const save = (event: Event) => {
    event.preventDefault()
    void write(() => session.client.setPipeline(pipelineOf(answer, places)), 'Saved.')
  }
  const reset = () => {
    if (window.confirm('Go back to the default pipeline? The step values mapped here are forgotten.')) {
      void write(() => session.client.resetPipeline(), 'Back to the default pipeline.')
    }
  }
  const placeWords = (place: string) =>
    place === UNMAPPED ? 'Not mapped' : OUTCOMES.includes(place as 'rejected') ? `Outcome: ${place}` : stageWords(place)
  return (
    <>
      <h1 tabIndex={-1}>Pipeline settings</h1>
      <p class="hint">
        The stages in order, the last the hire, and the step values of the ATS that mean each. The reports read every
        step, past ones included, through the pipeline as it is when they are asked for.
      </p>
      <ol class="stage-list" id="stage-list">
        {answer.stages.map((stage) => (
          <li key={stage.name}>
            <strong>{stageWords(stage.name)}</strong>:{' '}
            {stage.steps.length === 0 ? 'no step value' : stage.steps.join(', ')}
          </li>
        ))}
      </ol>
      <form onSubmit={save} aria-label="Where each step value goes">
        <h2>Where each step value goes</h2>
        <p class="hint">
          Choose a stage or an outcome for a step value, then save. The values not yet mapped come first, with the
          applications that have such a step.
        </p>
        <TableBox label="Step values">
          <table id="step-places">
            <thead>
              <tr>
                <th scope="col">Step value</th>
                <th scope="col" class="number">
                  Applications (not mapped)
                </th>
                <th scope="col">Stage or outcome</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([step, place]) => (
                <tr key={step} class={original.get(step) === place ? undefined : 'fresh'}>
                  <th scope="row">{step}</th>
                  <td class="number">{counts.has(step) ? formatCount(counts.get(step) ?? 0) : ''}</td>
                  <td>
                    <select
                      aria-label={`Stage or outcome of ${step}`}
                      onChange={(event) =>
                        setEdits(new Map([...edits, [step, (event.currentTarget as HTMLSelectElement).value]]))
                      }
                    >
                      {order.map((choice) => (
                        <option key={choice} value={choice} selected={choice === place}>
                          {placeWords(choice)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
        <div class="actions">
          <button type="submit" disabled={state.busy || changed === 0}>
            {changed === 0 ? 'Save' : `Save ${changed} change${changed === 1 ? '' : 's'}`}
          </button>
          <button type="button" class="danger-button" onClick={reset} disabled={state.busy}>
            Back to the default pipeline
          </button>
        </div>
      </form>
      <Problems words={state.error} />
      {state.done !== undefined && (
        <p class="notice" role="status">
          {state.done} The figures are computed again through this pipeline:{' '}
          <a href={href(['pipeline'])}>the pipeline</a>, <a href={href(['insights'])}>insights</a>.
        </p>
      )}
    </>
  )
}
