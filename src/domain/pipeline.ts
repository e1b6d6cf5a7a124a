import { HttpError } from '../errors.ts'

/**
 * A client's pipeline (issue 44): its stages in order, the last one the hire, each with the step
 * values (`step` of the application steps) that mean it; and the two outcomes, `rejected` and
 * `withdrawn`, with theirs. Step values match with letters A to Z in either case and spaces at either
 * end ignored (`stepKey`); other characters match as sent, as case mappings beyond ASCII depend on the
 * database's locale.
 */

export interface Stage {
  name: string
  steps: string[]
}

export const OUTCOMES = ['rejected', 'withdrawn'] as const
export type Outcome = (typeof OUTCOMES)[number]

export interface Pipeline {
  stages: Stage[]
  outcomes: Record<Outcome, string[]>
}

export const MIN_STAGES = 2
export const MAX_STAGES = 20
/** Step values of one stage or outcome. */
export const MAX_STEPS_PER_STAGE = 100
/** A stage's name is a key of the reports' answers and a CSV column (`reached_at_<name>`). */
export const STAGE_NAME = '^[a-z][a-z0-9_]{0,39}$'

/**
 * The pipeline of a client that has set none: the usual words of ATSs for each stage (docs/api.md
 * lists them).
 */
export const DEFAULT_PIPELINE: Pipeline = {
  stages: [
    { name: 'applied', steps: ['applied', 'application', 'applicant', 'new', 'new applicant', 'submitted', 'sourced'] },
    {
      name: 'screened',
      steps: [
        'screened',
        'screening',
        'screen',
        'phone screen',
        'review',
        'reviewed',
        'in review',
        'qualified',
        'shortlisted',
      ],
    },
    {
      name: 'interviewed',
      steps: [
        'interview',
        'interviewed',
        'interviewing',
        'onsite',
        'on-site',
        'assessment',
        'technical interview',
        'final interview',
      ],
    },
    { name: 'offer', steps: ['offer', 'offered', 'offer sent', 'offer extended'] },
    { name: 'hired', steps: ['hired', 'hire', 'accepted offer', 'offer accepted', 'started'] },
  ],
  outcomes: {
    rejected: ['rejected', 'declined', 'disqualified', 'not selected', 'unsuccessful', 'archived'],
    withdrawn: ['withdrawn', 'withdrew', 'candidate withdrew', 'offer declined'],
  },
}

/** What a step value matches as: spaces at either end dropped, letters A to Z in lower case. */
export const stepKey = (step: string) =>
  step.replace(/^ +| +$/g, '').replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/** The same key in SQL, of the text expression `step` (it must match stepKey character for character). */
export const stepKeySql = (step: string) => `lower(btrim(${step}, ' ') COLLATE "C")`

/**
 * The 400 for a pipeline that lists a step value twice (in one stage, or in two places) or names two
 * stages alike; undefined when it does neither.
 */
export function pipelineProblem(pipeline: Pipeline): HttpError | undefined {
  const names = new Set<string>()
  for (const [index, stage] of pipeline.stages.entries()) {
    if (names.has(stage.name)) {
      return duplicate(`stages/${index}/name`, stage.name, `The stage name ${JSON.stringify(stage.name)} is used twice`)
    }
    names.add(stage.name)
  }
  const places = new Map<string, string>()
  const lists: [string, string, readonly string[]][] = [
    ...pipeline.stages.map((stage, index): [string, string, readonly string[]] => [
      `stages/${index}/steps`,
      `stage ${JSON.stringify(stage.name)}`,
      stage.steps,
    ]),
    ...OUTCOMES.map((outcome): [string, string, readonly string[]] => [
      `outcomes/${outcome}`,
      `outcome ${JSON.stringify(outcome)}`,
      pipeline.outcomes[outcome],
    ]),
  ]
  for (const [path, place, steps] of lists) {
    for (const [index, step] of steps.entries()) {
      const key = stepKey(step)
      const earlier = places.get(key)
      if (earlier !== undefined) {
        return duplicate(
          `${path}/${index}`,
          step,
          `The step value ${JSON.stringify(step)} is listed in ${earlier} and again in ${place}: a value means one stage or outcome`,
        )
      }
      places.set(key, place)
    }
  }
  return undefined
}

const duplicate = (field: string, value: string, message: string) =>
  new HttpError(400, message, { errors: [{ message, data: { code: 'duplicate_value', field, value } }] })
