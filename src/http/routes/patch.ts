import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { IngestionJournal } from '../../db/ingestion-journal.ts'
import { type AlongsideInStatement, NaturalKeyConflictError, type RecordStore } from '../../db/record-store.ts'
import type { Resource } from '../../domain/resource.ts'
import { describeProblems, emptyOptionalFieldsToNull, normalize, type Problem } from '../../domain/validation.ts'
import { HttpError, notFound } from '../../errors.ts'
import { logRequestsRefusedWhole } from '../refused-requests.ts'
import { errorResponses } from '../responses.ts'
import { dryRunQuery, problemData } from './batch.ts'
import { RecordIdParams, recordIdOf } from './read.ts'

/**
 * One record's changes: its fields at their longest, escaped, fit many times over. MAX_BODY_BYTES
 * still applies when it is lower.
 */
export const PATCH_MAX_BODY_BYTES = 64 * 1024

/** PATCH {resource.path}/{id}: changes some fields of one record of the calling client (patchable resources). */
export function patchRoute<R extends Resource>(
  app: FastifyInstance,
  {
    store,
    journal,
    maxBodyBytes,
    alsoInStatement,
  }: {
    readonly store: RecordStore<R>
    readonly journal: IngestionJournal
    readonly maxBodyBytes: number
    /** More work of the change's statement, before the journal's (application steps: the facts' note). */
    readonly alsoInStatement?: AlongsideInStatement
  },
) {
  const { resource } = store
  const { singular } = resource
  const fields = Object.entries(resource.fields)
  const nullEmptyOptionalFields = emptyOptionalFieldsToNull(resource)

  app.withTypeProvider<TypeBoxTypeProvider>().patch(
    `${resource.path}/:id`,
    {
      schema: {
        tags: [resource.tag],
        summary: `Change some fields of one ${singular}`,
        description:
          'Any subset of the fields, typed as on creation; a required field may not be set to null or empty. ' +
          'An empty object, or one whose every value is the one stored, changes nothing (updated_at stays).',
        params: RecordIdParams,
        querystring: dryRunQuery.schema,
        body: resource.patchSchema,
        response: {
          200: Type.Object(
            { message: Type.String(), data: Type.Array(resource.recordWithoutIdSchema) },
            { description: `The ${singular} as stored after the change (without its id), or as it would be (dry_run)` },
          ),
          ...errorResponses(400, 401, 404, 409, 413, 415, 429, 500, 503),
        },
      },
      // Problems are described in the contract's words below rather than in Ajv's.
      attachValidation: true,
      bodyLimit: Math.min(PATCH_MAX_BODY_BYTES, maxBodyBytes),
      preValidation: async (request) => nullEmptyOptionalFields(request.body),
      onError: logRequestsRefusedWhole(journal, resource, 'change'),
    },
    async (request) => {
      const id = recordIdOf(request)
      const { validationError } = request
      // Fastify checks the body before the query: with a query it refuses, this is no dry run, and with
      // a body it refuses, the query is read here (a dry_run it would refuse is refused, not taken as false).
      if (validationError?.validationContext === 'querystring') throw validationError
      const { dry_run: dryRun } = dryRunQuery.read(request.query as Record<string, unknown>)
      const context = {
        clientId: request.clientId,
        resource: resource.name,
        requestId: request.id,
        naturalKey: resource.naturalKey,
        changed: resource,
      }
      if (validationError !== undefined) {
        const problems = describeProblems(resource, validationError.validation ?? [], request.body, 'The request body')
        if (!dryRun) await journal.rejectedChange(context, { index: null, problems, item: request.body })
        throw new HttpError(
          400,
          dryRun ? 'Dry run: the change is invalid (see errors)' : 'The change is invalid (see errors)',
          {
            errors: problems.map((problem) => ({ message: problem.message, data: problemData(problem) })),
            code: problems[0]?.code,
          },
        )
      }
      const missing = () => notFound(`There is no ${singular} ${request.params.id}`)
      if (id === undefined) throw missing()
      const changes = normalize(fields, request.body, false)
      try {
        if (dryRun) {
          const record = await store.wouldUpdate(request.clientId, id, changes)
          if (record === undefined) throw missing()
          return { message: `Dry run: ${singular} ${id} would be updated`, data: [record] }
        }
        const journalled = journal.change(context)
        const alongside: AlongsideInStatement =
          alsoInStatement === undefined
            ? journalled
            : (rows, param) => `${alsoInStatement(rows, param)}, ${journalled(rows, param)}`
        const record = await store.update(request.clientId, id, changes, alongside)
        if (record === undefined) throw missing()
        return { message: `Updated ${singular} ${id}`, data: [record] }
      } catch (error) {
        if (error instanceof NaturalKeyConflictError) {
          const problems: Problem[] = [{ field: null, code: 'key_conflict', message: error.message }]
          if (!dryRun) await journal.rejectedChange(context, { index: null, problems, item: request.body })
          throw new HttpError(409, error.message)
        }
        throw error
      }
    },
  )
}
