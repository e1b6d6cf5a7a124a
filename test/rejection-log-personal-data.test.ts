import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { applicationStep, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * No personal data reaches the rejection log, whatever field or key carries it: a key it cannot trust
 * is kept as a placeholder, a free-text value is not kept, and the candidate's erasure deletes the
 * rejections of the items that named it (whose identifiers may hold anything).
 */

const STEPS = '/v3/ats/application-steps'

describe('personal data and the rejection log', () => {
  let service: TestService
  let client: TestClient
  before(async () => {
    service = await startService({ now: () => new Date('2026-11-20T10:15:00Z') })
    client = await service.newClient()
  })
  after(() => service.close())

  const logOf = async (answer: { headers: Record<string, unknown> }) =>
    (await client.send('GET', `/v3/rejections?request_id=${answer.headers['x-request-id']}`)).json().data

  test('an unknown key named like an e-mail address is logged as a placeholder, never by its name', async () => {
    const answer = await client.send('POST', STEPS, [{ ...applicationStep(), 'jane.secret@example.org': 'x' }])
    assert.equal(answer.json().errors[0].data.field, 'jane.secret@example.org', 'the answer to its sender names it')
    const [entry] = await logOf(answer)
    assert.deepEqual(entry.problems, [
      {
        field: '(a key not kept)',
        code: 'unknown_field',
        message: 'A key that is not a field (its name is not kept, as it could hold personal data)',
      },
    ])
    assert.doesNotMatch(JSON.stringify(entry), /jane/)
  })

  test('the value of a free-text field is echoed to its sender, and not kept in the log', async () => {
    const step = `jane.secret@example.org ${'x'.repeat(300)}`
    const answer = await client.send('POST', STEPS, [applicationStep({ step })])
    assert.equal(answer.json().errors[0].data.value, step.slice(0, 100))
    const [entry] = await logOf(answer)
    assert.deepEqual(
      entry.problems.map((problem: Record<string, unknown>) => [problem.field, problem.code, 'value' in problem]),
      [['step', 'too_long', false]],
    )
    assert.doesNotMatch(JSON.stringify(entry), /jane/)
  })

  test('erasing a candidate deletes the rejections of its items, whose identifiers may hold an e-mail; others stay', async () => {
    const stored = await client.send('POST', STEPS, [applicationStep({ candidate_ats_id: 'C-9' })])
    assert.equal(stored.statusCode, 201)
    const named = await client.send('POST', STEPS, [
      applicationStep({ candidate_ats_id: 'C-9', application_ats_id: 'jane.secret@example.org', recorded_at: 'x' }),
      applicationStep({ candidate_ats_id: 'C-10', application_ats_id: 'A-10', recorded_at: 'x' }),
    ])
    const before = await logOf(named)
    assert.equal(before.length, 2)
    assert.ok(
      before.every((entry: Record<string, unknown>) => !('candidate_ats_id' in entry)),
      'never shown',
    )
    assert.match(JSON.stringify(before), /jane\.secret/)
    const erased = await client.send('DELETE', '/v3/ats/candidates/C-9/personal-data')
    assert.equal(erased.statusCode, 200, erased.body)
    assert.deepEqual(
      (await logOf(named)).map(
        (entry: { natural_key: Record<string, unknown> }) => entry.natural_key.application_ats_id,
      ),
      ['A-10'],
    )
  })
})
