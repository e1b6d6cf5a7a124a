import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { NaturalKeyConflictError } from '../db/record-store.ts'
import type { applicationSteps } from '../domain/application-steps.ts'
import { describeProblems, emptyOptionalFieldsToNull, normalize } from '../domain/validation.ts'
import { type BatchRouteOptions, batchRoute } from './batch.ts'
import { HttpError, notFound } from './errors.ts'
import { readRoutes } from './read.ts'
import { errorResponses } from './responses.ts'

type ApplicationSteps = typeof applicationSteps

const StepId = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]*$', description: 'A positive integer' }) })

/** /v3/ats/application-steps: POST a batch, PATCH one step, and the read side (lists, exports, one step). */
export default async function applicationStepRoutes(
  app: FastifyInstance,
  options: BatchRouteOptions<ApplicationSteps>,
) {
  const { store } = options
  const resource = store.resource
  const fields = Object.entries(resource.fields)
  const nullEmptyOptionalFields = emptyOptionalFieldsToNull(resource)
  batchRoute(app, '/ats/application-steps', options)
  readRoutes(app, '/ats/application-steps', options)

  app.patch(
    '/ats/application-steps/:id',
    {
      schema: {
        tags: ['ats'],
        summary: 'Change some fields of one application step',
        description:
          'Any subset of the fields, typed as on creation; a required field may not be set to null or empty. ' +
          'An empty object changes nothing.',
        params: StepId,
        body: resource.patchSchema,
        response: {
          200: Type.Object(
            { message: Type.String(), data: Type.Array(resource.recordWithoutIdSchema) },
            { description: 'The step as stored after the change (without its id)' },
          ),
          ...errorResponses(400, 401, 404, 409, 413, 415, 429, 500, 503),
        },
      },
      // Problems are described in the contract's words below rather than in Ajv's.
      attachValidation: true,
      preValidation: async (request) => nullEmptyOptionalFields(request.body),
    },
    async (request) => {
      const { validationError } = request
      if (validationError?.validationContext === 'params') {
        throw new HttpError(400, 'The id in the path must be a positive integer')
      }
      if (validationError !== undefined) {
        const problems = describeProblems(resource, validationError.validation ?? [], request.body, 'The request body')
        throw new HttpError(400, 'The change is invalid (see errors)', {
          errors: problems.map((problem) => ({ message: problem.message, data: { field: problem.field } })),
        })
      }
      const id = Number((request.params as { id: string }).id)
      const missing = () => notFound(`There is no application step ${(request.params as { id: string }).id}`)
      if (!Number.isSafeInteger(id)) throw missing()
      const changes = normalize(fields, request.body as Record<string, unknown>, false)
      try {
        const step = await store.update(request.clientId, id, changes)
        if (step === undefined) throw missing()
        return { message: `Updated application step ${id}`, data: [step] }
      } catch (error) {
        if (error instanceof NaturalKeyConflictError) throw new HttpError(409, error.message)
        throw error
      }
    },
  )
}
