import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { DEFAULT_PIPELINE } from '../src/domain/pipeline.ts'
import { applicationStep, isContractErrorBody, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * GET, PUT and DELETE /v3/pipeline (issue 44, section 1): the stages in order and the outcomes, each
 * with the step values that mean it; the default pipeline until a client sets one; and the step values
 * a client has sent that its pipeline leaves unmapped.
 */

const CUSTOM = {
  stages: [
    { name: 'applied', steps: ['New'] },
    { name: 'screened', steps: ['Talent pool', 'phone screen'] },
    { name: 'hired', steps: ['Hired'] },
  ],
  outcomes: { rejected: ['Rejected'], withdrawn: [] },
}

describe('the pipeline', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  /** A client that has sent these steps, each `[application_ats_id, step]`. */
  async function clientWithSteps(steps: [string, string][]): Promise<TestClient> {
    const client = await service.newClient()
    const items = steps.map(([application, step], i) =>
      applicationStep({ application_ats_id: application, step, candidate_ats_id: `C-${i}` }),
    )
    const stored = await client.send('POST', '/v3/ats/application-steps', items)
    assert.equal(stored.statusCode, 201, stored.body)
    return client
  }

  test('a client that has set none has the default pipeline, with the step values it leaves unmapped, most applications first', async () => {
    const client = await clientWithSteps([
      ['A-1', 'Applied'],
      ['A-1', '  interview '],
      ['A-1', 'Reference check'],
      ['A-2', 'Talent pool'],
      ['A-3', 'Talent pool'],
      ['A-3', 'talent pool '],
      ['A-4', 'TALENT POOL'],
    ])
    const answer = await client.send('GET', '/v3/pipeline')
    assert.equal(answer.statusCode, 200, answer.body)
    assert.deepEqual(answer.json(), {
      ...DEFAULT_PIPELINE,
      // Spellings that match alike are one value, in the spelling most used; A-3 counts once.
      unmapped_steps: [
        { step: 'Talent pool', applications: 3 },
        { step: 'Reference check', applications: 1 },
      ],
    })
  })

  test('PUT replaces the pipeline and answers it as GET then does; DELETE goes back to the default', async () => {
    const client = await clientWithSteps([
      ['A-1', 'new'],
      ['A-2', 'talent pool'],
      ['A-2', 'Reference check'],
    ])
    const put = await client.send('PUT', '/v3/pipeline', CUSTOM)
    assert.equal(put.statusCode, 200, put.body)
    const expected = { ...CUSTOM, unmapped_steps: [{ step: 'Reference check', applications: 1 }] }
    assert.deepEqual(put.json(), expected)
    assert.deepEqual((await client.send('GET', '/v3/pipeline')).json(), expected)

    const other = await service.newClient()
    assert.deepEqual((await other.send('GET', '/v3/pipeline')).json().stages, DEFAULT_PIPELINE.stages)

    const reset = await client.send('DELETE', '/v3/pipeline')
    assert.equal(reset.statusCode, 200, reset.body)
    const byDefault = {
      ...DEFAULT_PIPELINE,
      unmapped_steps: [
        { step: 'Reference check', applications: 1 },
        { step: 'talent pool', applications: 1 },
      ],
    }
    assert.deepEqual(reset.json(), byDefault)
    assert.deepEqual((await client.send('GET', '/v3/pipeline')).json(), byDefault)
  })

  test('a stage may list no steps and an outcome may be empty', async () => {
    const client = await service.newClient()
    const pipeline = {
      stages: [
        { name: 'applied', steps: [] },
        { name: 'hired', steps: ['hired'] },
      ],
      outcomes: { rejected: [], withdrawn: [] },
    }
    const put = await client.send('PUT', '/v3/pipeline', pipeline)
    assert.equal(put.statusCode, 200, put.body)
    assert.deepEqual(put.json(), { ...pipeline, unmapped_steps: [] })
  })

  test('a step value listed twice, in any case or with spaces at either end, is 400 naming the value; the pipeline is unchanged', async () => {
    const client = await service.newClient()
    const twice = {
      ...CUSTOM,
      outcomes: { rejected: ['Rejected'], withdrawn: [' new'] },
    }
    const answer = await client.send('PUT', '/v3/pipeline', twice)
    assert.equal(answer.statusCode, 400, answer.body)
    const body = answer.json()
    assert.ok(isContractErrorBody(body), answer.body)
    assert.deepEqual(body.errors[0].data, { code: 'duplicate_value', field: 'outcomes/withdrawn/0', value: ' new' })
    assert.match(body.message, /" new" is listed in stage "applied" and again in outcome "withdrawn"/)
    assert.deepEqual((await client.send('GET', '/v3/pipeline')).json().stages, DEFAULT_PIPELINE.stages)
  })

  test('a stage name used twice is 400 naming it', async () => {
    const client = await service.newClient()
    const stages = [
      { name: 'applied', steps: ['a'] },
      { name: 'applied', steps: ['b'] },
    ]
    const answer = await client.send('PUT', '/v3/pipeline', { ...CUSTOM, stages })
    assert.equal(answer.statusCode, 400, answer.body)
    assert.deepEqual(answer.json().errors[0].data, {
      code: 'duplicate_value',
      field: 'stages/1/name',
      value: 'applied',
    })
  })

  test('one stage, 21 stages, a stage name that is not a key, a blank step value or an unknown key: 400 with the contract’s body', async () => {
    const client = await service.newClient()
    const stage = (i: number) => ({ name: `s${i}`, steps: [`step ${i}`] })
    const outcomes = CUSTOM.outcomes
    for (const body of [
      { stages: [stage(1)], outcomes },
      { stages: Array.from({ length: 21 }, (_, i) => stage(i)), outcomes },
      { stages: [stage(1), { name: 'Phone Screen', steps: [] }], outcomes },
      { stages: [stage(1), { name: 's2', steps: ['  '] }], outcomes },
      { stages: [stage(1), stage(2)], outcomes: { ...outcomes, hired: [] } },
      { stages: [stage(1), stage(2)] },
    ]) {
      const answer = await client.send('PUT', '/v3/pipeline', body)
      assert.equal(answer.statusCode, 400, `${JSON.stringify(body)}: ${answer.body}`)
      assert.ok(isContractErrorBody(answer.json()), answer.body)
    }
    assert.deepEqual((await client.send('GET', '/v3/pipeline')).json().stages, DEFAULT_PIPELINE.stages)
  })
})
