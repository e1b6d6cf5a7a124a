import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { DEFAULT_ACTIVITY_STATUSES, defineActivities } from '../src/domain/activities.ts'
import { applicationSteps } from '../src/domain/application-steps.ts'
import { jobOffers } from '../src/domain/job-offers.ts'
import { createAjv, createItemValidator } from '../src/domain/validation.ts'

describe('the examples in the API documentation', () => {
  const ajv = createAjv()
  for (const resource of [applicationSteps, defineActivities(DEFAULT_ACTIVITY_STATUSES), jobOffers]) {
    test(`the example of ${resource.aRecord} is a valid item`, () => {
      const [example] = (resource.creationSchema as { examples?: unknown[] }).examples ?? []
      assert.ok(example !== undefined)
      const result = createItemValidator(resource, ajv)(structuredClone(example))
      assert.deepEqual(result.ok ? [] : result.problems, [])
    })
  }
})
