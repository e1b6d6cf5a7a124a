import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { applicationSteps } from '../src/domain/application-steps.ts'
import type { Resource } from '../src/domain/resource.ts'
import { resources } from '../src/domain/resources.ts'
import { toHttpError } from '../src/http/plugins/error-handler.ts'
import { startService, type TestClient, type TestService } from './helpers.ts'

/**
 * Whatever the contract accepts must store: every text field of every resource filled to its maximum
 * length with 4-byte characters that do not compress (the worst case for every index and constraint,
 * PostgreSQL's 2,704 bytes an index entry), sent alone, beside a plain item, again (the upsert), and by
 * PATCH. Fields with a format of their own (times, e-mail, phone) or a closed list keep the example's value.
 */

/** Characters of the CJK Unified Ideographs Extension B: four bytes each in UTF-8, drawn at random. */
const widestText = (length: number) =>
  Array.from({ length }, () => String.fromCodePoint(0x20000 + randomInt(0, 0xa6d0))).join('')

interface StringSchema {
  readonly type?: string | readonly string[]
  readonly maxLength?: number
  readonly format?: string
  readonly enum?: readonly unknown[]
}

function widestItem(resource: Resource): Record<string, unknown> {
  const example = (resource.creationSchema as unknown as { examples: Record<string, unknown>[] }).examples[0] ?? {}
  const item: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(resource.fields)) {
    const schema = field.input as StringSchema
    const types = [schema.type ?? []].flat()
    if (types.includes('string') && schema.maxLength !== undefined && schema.format === undefined && !schema.enum) {
      item[name] = widestText(schema.maxLength)
    } else if (example[name] !== undefined) item[name] = example[name]
  }
  return item
}

describe('the widest items the contract accepts', () => {
  let service: TestService
  let client: TestClient

  before(async () => {
    service = await startService()
    client = await service.newClient()
  })
  after(() => service.close())

  for (const resource of resources()) {
    const path = `/v3${resource.path}`
    test(`${resource.name}: every text at its maximum length in 4-byte characters is stored, alone, beside another item, and again`, async () => {
      const widest = widestItem(resource)
      const alone = await client.send('POST', path, [widest])
      assert.equal(alone.statusCode, 201, alone.body.slice(0, 500))

      const other = widestItem(resource)
      const beside = await client.send('POST', path, [other, { ...widest }])
      assert.equal(beside.statusCode, 201, beside.body.slice(0, 500))

      const changed = { ...widestItem(resource), ...Object.fromEntries(resource.naturalKey.map((k) => [k, widest[k]])) }
      const again = await client.send('POST', path, [changed])
      assert.equal(again.statusCode, 201, again.body.slice(0, 500))
      assert.equal(again.json().data[0].id, alone.json().data[0].id)
    })
  }

  test('application-steps: a PATCH with every text at its maximum length in 4-byte characters is stored', async () => {
    const created = await client.send('POST', `/v3${applicationSteps.path}`, [widestItem(applicationSteps)])
    assert.equal(created.statusCode, 201, created.body.slice(0, 500))
    const id = created.json().data[0].id
    const patch = widestItem(applicationSteps)
    // Part of the natural key or a time: left as they are, so that the PATCH meets no other record.
    for (const name of ['recorded_at', 'candidate_creation_date']) delete patch[name]
    const patched = await client.send('PATCH', `/v3${applicationSteps.path}/${id}`, patch)
    assert.equal(patched.statusCode, 200, patched.body.slice(0, 500))
  })
})

test("the database's 'value too large' errors answer 400, never 500", () => {
  for (const code of ['54000', '22001']) {
    const answer = toHttpError(
      Object.assign(new Error('index row size 3144 exceeds btree version 4 maximum 2704'), { code }),
      1,
    )
    assert.equal(answer.statusCode, 400)
    assert.match(answer.message, /too large for the database to store/)
  }
})
