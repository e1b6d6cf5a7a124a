/**
 * Generated from the service's resource declarations (src/domain/resources.ts) and default settings
 * (src/config.ts) by `npm run client:types` (scripts/client-types.ts). Do not edit: change them and
 * run the command again. test/client-package.test.ts fails while this file is out of date.
 */

import type { JsonShapeLimits } from '../json-shape.js'
import type { ResourceName } from '../resources.js'

/** The fields of each resource whose values are integers: a CSV cell of one that is a whole number is sent as a number. */
export const INTEGER_FIELDS: Readonly<Record<ResourceName, readonly string[]>> = Object.freeze({
  "application-steps": [],
  "activities": ["count"],
  "job-offers": [],
})

/**
 * The service's JSON limits at their defaults (JSON_MAX_DEPTH, JSON_MAX_KEYS_PER_OBJECT,
 * JSON_MAX_KEY_BYTES, MAX_BATCH_ITEMS); a service may set others.
 */
export const DEFAULT_JSON_LIMITS: JsonShapeLimits = Object.freeze({"maxDepth":16,"maxKeysPerObject":100,"maxKeyBytes":256,"maxArrayItems":5000})
