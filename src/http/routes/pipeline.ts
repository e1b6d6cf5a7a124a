import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { MAX_UNMAPPED_STEPS, type Pipelines } from '../../db/pipelines.ts'
import { DEFAULT_MAX_LENGTH, NON_BLANK, STORABLE_TEXT } from '../../domain/fields.ts'
import {
  DEFAULT_PIPELINE,
  MAX_STAGES,
  MAX_STEPS_PER_STAGE,
  MIN_STAGES,
  type Pipeline,
  pipelineProblem,
  STAGE_NAME,
} from '../../domain/pipeline.ts'
import type { CostBudget } from '../cost-budget.ts'
import { errorResponses } from '../responses.ts'

/**
 * GET, PUT and DELETE /v3/pipeline: the calling client's pipeline (domain/pipeline.ts), which the
 * recruiting reports read its steps through; GET's answer adds the step values it leaves unmapped.
 */

const stepValues = (description: string) =>
  Type.Array(Type.String({ maxLength: DEFAULT_MAX_LENGTH, pattern: STORABLE_TEXT, [NON_BLANK]: true }), {
    maxItems: MAX_STEPS_PER_STAGE,
    description,
  })

const PipelineBody = Type.Object(
  {
    stages: Type.Array(
      Type.Object(
        {
          name: Type.String({
            pattern: STAGE_NAME,
            description: 'Lower-case letters, digits and underscores, a letter first: a key of the reports',
          }),
          steps: stepValues('The `step` values that mean this stage (may be empty)'),
        },
        { additionalProperties: false },
      ),
      {
        minItems: MIN_STAGES,
        maxItems: MAX_STAGES,
        description: 'In pipeline order; the last stage is the hire',
      },
    ),
    outcomes: Type.Object(
      {
        rejected: stepValues('The `step` values that mean the application was rejected'),
        withdrawn: stepValues('The `step` values that mean the candidate withdrew'),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, examples: [DEFAULT_PIPELINE] },
)

const PipelineAnswer = Type.Object(
  {
    ...PipelineBody.properties,
    unmapped_steps: Type.Array(
      Type.Object({
        step: Type.String({ description: 'The value in its most used spelling' }),
        applications: Type.Integer({ minimum: 0, description: 'Distinct applications with a step of this value' }),
      }),
      {
        maxItems: MAX_UNMAPPED_STEPS,
        description: `The step values the client has sent that no stage or outcome holds, most applications first, at most ${MAX_UNMAPPED_STEPS}`,
      },
    ),
  },
  {
    description: 'The pipeline, and the step values it leaves unmapped',
    examples: [{ ...DEFAULT_PIPELINE, unmapped_steps: [{ step: 'Talent pool', applications: 12 }] }],
  },
)

export interface PipelineRouteOptions {
  readonly pipelines: Pipelines
  /** Counting the unmapped steps reads every step of the client: an expensive read. */
  readonly budget: CostBudget
}

export async function pipelineRoutes(app: FastifyInstance, options: PipelineRouteOptions) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  const { pipelines, budget } = options
  const tags = ['insights']
  const answer = async (request: FastifyRequest, pipeline: Pipeline) => {
    const unmapped = await budget.run(request.clientId, () => pipelines.unmapped(request.clientId, pipeline))
    return { stages: pipeline.stages, outcomes: pipeline.outcomes, unmapped_steps: unmapped }
  }
  const response = { 200: PipelineAnswer, ...errorResponses(401, 403, 429, 500, 503) }

  api.get(
    '/pipeline',
    {
      schema: {
        tags,
        summary: "The client's pipeline, and the step values it leaves unmapped",
        description:
          'The stages in order (the last is the hire) and the outcomes, each with the `step` values that mean ' +
          'it: as set by PUT, or the default pipeline until then.',
        response,
      },
    },
    async (request) => answer(request, (await pipelines.of(request.clientId)).pipeline),
  )

  api.put(
    '/pipeline',
    {
      schema: {
        tags,
        summary: "Replace the client's pipeline",
        description:
          'Step values match with letters A to Z in either case and spaces at either end ignored; a value ' +
          'may belong to one stage or outcome only (400 `duplicate_value`), and two stages may not share a ' +
          'name. The reports read all the client’s steps, past ones included, through the new pipeline.',
        body: PipelineBody,
        response: { ...response, ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503) },
      },
    },
    async (request) => {
      const problem = pipelineProblem(request.body)
      if (problem !== undefined) throw problem
      await pipelines.set(request.clientId, request.body)
      return answer(request, request.body)
    },
  )

  api.delete(
    '/pipeline',
    {
      schema: {
        tags,
        summary: 'Go back to the default pipeline',
        description: 'Forgets the pipeline set by PUT; answers the default one, as GET then does.',
        response,
      },
    },
    async (request) => {
      await pipelines.reset(request.clientId)
      return answer(request, DEFAULT_PIPELINE)
    },
  )
}
