import type { FastifyRequest, RouteOptions } from 'fastify'
import { invalidQuery, notAParameter } from '../query-parameters.ts'
import { ERROR_RESPONSES } from '../responses.ts'

/**
 * An endpoint that declares no querystring takes no query parameter: one sent anyway
 * (`DELETE .../personal-data?dry_run=true`) is 400, in the words and error body of the lists, rather
 * than ignored while the request does what it would have done without it.
 */

const refuseParameters = async (request: FastifyRequest) => {
  const names = Object.keys(request.query as object)
  if (names.length > 0) throw invalidQuery(names.map((name) => notAParameter(name, [])))
}

const ANSWER = {
  ...ERROR_RESPONSES[400],
  description: 'A query parameter was sent, and this endpoint takes none: each entry names one, `data: {parameter}`',
}

/**
 * An onRoute hook: a route without a querystring schema refuses every query parameter before its body
 * is read (a schema would be checked after it, and into the validation a route attaches to read its
 * path or body), after the hooks already added (a rate limit's), and documents that 400 unless it has its own.
 */
export function refuseUndeclaredQueryParameters(route: RouteOptions) {
  if (route.schema?.querystring !== undefined) return
  route.preParsing = [...[route.preParsing ?? []].flat(), refuseParameters]
  route.schema = { ...route.schema, response: { 400: ANSWER, ...(route.schema?.response as object) } }
}
