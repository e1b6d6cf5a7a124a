import {
  type JsonShapeLimits,
  type JsonShapeProblem,
  jsonShapeProblem as shapeProblem,
  tooManyItems as tooManyItemsProblem,
} from '@intake/client/json-shape'
import type { Config } from '../config.ts'
import { HttpError } from '../errors.ts'

/**
 * The JSON shape limits of every body (http/plugins/json-body.ts) as the service answers them. The scan
 * itself is the client package's, so that `intake push` judges a record as the service does.
 */

export type { JsonShapeLimits }

/** The limits as the settings give them. */
export const jsonShapeLimits = (
  config: Pick<Config, 'jsonMaxDepth' | 'jsonMaxKeysPerObject' | 'jsonMaxKeyBytes' | 'maxBatchItems'>,
): JsonShapeLimits => ({
  maxDepth: config.jsonMaxDepth,
  maxKeysPerObject: config.jsonMaxKeysPerObject,
  maxKeyBytes: config.jsonMaxKeyBytes,
  maxArrayItems: config.maxBatchItems,
})

const answer = (problem: JsonShapeProblem) => new HttpError(problem.status, problem.message, { code: problem.code })

/** The first limit the body breaks, as the answer to give, or undefined when it breaks none. */
export function jsonShapeProblem(body: Buffer, limits: JsonShapeLimits): HttpError | undefined {
  const problem = shapeProblem(body, limits)
  return problem === undefined ? undefined : answer(problem)
}

/** A batch of more items than it may hold: refused before parsing by the scan, after it by the batch route. */
export const tooManyItems = (max: number, count: number) => answer(tooManyItemsProblem(max, count))
