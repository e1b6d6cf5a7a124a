import type { FastifyRequest, RouteOptions } from 'fastify'
import { defineQuery } from '../../domain/query-parameters.ts'
import { ERROR_RESPONSES } from '../responses.ts'

/**
 * An endpoint that declares no querystring takes no query parameter: one sent anyway
 * (`DELETE .../personal-data?dry_run=true`) is 400, in the words and error body of the lists, rather
 * than ignored while the request does what it would have done without it.
 */

const NO_PARAMETERS = defineQuery({})

const refuseParameters = async (request: FastifyRequest) => {
  NO_PARAMETERS.parse(request.query as Readonly<Record<string, unknown>>)
}

const ANSWER = {
  ...ERROR_RESPONSES[400],
  description: 'A query parameter was sent, and this endpoint takes none: each entry names one, `data: {parameter}`',
}

/**
 * An onRoute hook: a route without a querystring schema refuses every query parameter before its body
 * is read, after the hooks already added (a rate limit's), and documents that 400 unless it has its own.
 */
export function refuseUndeclaredQueryParameters(route: RouteOptions) {
  if (route.schema?.querystring !== undefined) return
  route.preParsing = [...[route.preParsing ?? []].flat(), refuseParameters]
  route.schema = { ...route.schema, response: { 400: ANSWER, ...(route.schema?.response as object) } }
}
