import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { resources } from '../src/domain/resources.ts'
import { createItemValidator } from '../src/domain/validation.ts'

describe('the examples in the API documentation', () => {
  for (const resource of resources()) {
    test(`the example of ${resource.aRecord} is a valid item`, () => {
      const [example] = (resource.creationSchema as { examples?: unknown[] }).examples ?? []
      assert.ok(example !== undefined)
      const result = createItemValidator(resource)(structuredClone(example))
      assert.deepEqual(result.ok ? [] : result.problems, [])
    })
  }
})
