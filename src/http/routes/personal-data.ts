import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { ErrorObject } from 'ajv'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { IngestionJournal } from '../../db/ingestion-journal.ts'
import type { PersonalDataStore } from '../../db/personal-data.ts'
import { applicationSteps } from '../../domain/application-steps.ts'
import { NON_BLANK, STORABLE_TEXT } from '../../domain/fields.ts'
import { countOf } from '../../domain/resource.ts'
import type { ErrorCode } from '../../error-codes.ts'
import { HttpError, notFound } from '../../errors.ts'
import { errorResponses } from '../responses.ts'

const MAX_CANDIDATE_ATS_ID_LENGTH = 255

/** The same rules as the candidate_ats_id field: non-blank, at most 255 characters, storable. */
const CandidatePath = Type.Object({
  candidate_ats_id: Type.Unsafe<string>({
    type: 'string',
    maxLength: MAX_CANDIDATE_ATS_ID_LENGTH,
    pattern: STORABLE_TEXT,
    [NON_BLANK]: true,
    description: 'The candidate’s id in the ATS, as sent in candidate_ats_id (percent-encoded in the path)',
  }),
})

const Erasure = Type.Object({
  candidate_ats_id: Type.String(),
  records_changed: Type.Integer({
    minimum: 0,
    description: 'Application steps that still held an e-mail or a phone and no longer do (0 when called again)',
  }),
})

const IN_THE_PATH = 'The candidate_ats_id in the path'

/** The most basic problem first, as for fields of a body (a blank id is not also too long). */
function pathProblem(errors: readonly ErrorObject[]): HttpError {
  const keywords = new Set(errors.map((error) => error.keyword))
  const refused = (code: ErrorCode, message: string) => new HttpError(400, message, { code })
  if (keywords.has(NON_BLANK)) return refused('required', `${IN_THE_PATH} must not be blank`)
  if (keywords.has('pattern'))
    return refused('invalid_format', `${IN_THE_PATH} contains a character that cannot be stored (NUL)`)
  if (keywords.has('maxLength'))
    return refused('too_long', `${IN_THE_PATH} must be at most ${MAX_CANDIDATE_ATS_ID_LENGTH} characters long`)
  return refused('invalid_format', `${IN_THE_PATH} is invalid`)
}

const stepCount = (count: number) => countOf(applicationSteps, count)

/** DELETE /v3/ats/candidates/{candidate_ats_id}/personal-data: erase a candidate's e-mail and phone. */
export default async function personalDataRoutes(
  app: FastifyInstance,
  options: { store: PersonalDataStore; journal: IngestionJournal },
) {
  app.withTypeProvider<TypeBoxTypeProvider>().delete(
    '/ats/candidates/:candidate_ats_id/personal-data',
    {
      schema: {
        tags: ['ats'],
        summary: 'Erase the personal data of one candidate',
        description:
          'Sets candidate_mail and candidate_phone to null on every application step of this candidate sent by ' +
          'the calling client; the steps themselves stay. Idempotent: a second call changes nothing and answers ' +
          '200 with records_changed 0. 404 when the client has no step of this candidate. Steps sent again ' +
          'later with an e-mail or phone store them again.',
        params: CandidatePath,
        response: {
          200: Type.Object(
            { message: Type.String(), data: Type.Array(Erasure) },
            { description: 'The candidate’s steps hold no e-mail or phone any more' },
          ),
          // The endpoint takes no body, but one sent anyway is parsed like any other: 413 and 415 can happen.
          ...errorResponses(400, 401, 404, 413, 415, 429, 500, 503),
        },
      },
      attachValidation: true,
      // The candidate erased should not stay in the logs, whatever its id is made of.
      config: { pathNotLogged: true },
    },
    async (request) => {
      if (request.validationError !== undefined) {
        throw pathProblem(request.validationError.validation ?? [])
      }
      const candidateAtsId = request.params.candidate_ats_id
      const context = { clientId: request.clientId, resource: applicationSteps.name }
      const { steps, erased } = await options.store.eraseCandidate(request.clientId, candidateAtsId, (tx, changed) =>
        options.journal.changed(tx, context, changed),
      )
      // Not the id: the reason of a refusal is logged.
      if (steps === 0) throw notFound('There is no candidate with this candidate_ats_id')
      return {
        message: `Erased the e-mail and phone of candidate ${candidateAtsId} from ${stepCount(erased)} (of ${stepCount(steps)})`,
        data: [{ candidate_ats_id: candidateAtsId, records_changed: erased }],
      }
    },
  )
}
