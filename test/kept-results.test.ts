import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createKeptResults } from '../src/db/kept-results.ts'

/** Results kept for a while (src/db/kept-results.ts), on a clock the tests move. */

function counting() {
  const computed: string[] = []
  const compute = (name: string, items: number) => () => {
    computed.push(name)
    return Promise.resolve(Array.from({ length: items }, (_, n) => `${name}-${n}`))
  }
  return { computed, compute }
}

describe('kept results', () => {
  test('a result is answered again within keptMs, computed again after', async () => {
    let at = 0
    const kept = createKeptResults<string>({ keptMs: 1_000, maxItems: 100 }, () => new Date(at))
    const { computed, compute } = counting()
    await kept.get('a', compute('a', 2))
    at = 999
    assert.deepEqual((await kept.get('a', compute('a again', 2))).items, ['a-0', 'a-1'])
    at = 1_000
    assert.deepEqual((await kept.get('a', compute('a later', 2))).items, ['a later-0', 'a later-1'])
    assert.deepEqual(computed, ['a', 'a later'])
  })

  test('past maxItems the oldest results go first, and a result larger than maxItems is not kept', async () => {
    const kept = createKeptResults<string>({ keptMs: 60_000, maxItems: 5 }, () => new Date(0))
    const { computed, compute } = counting()
    await kept.get('old', compute('old', 3))
    await kept.get('new', compute('new', 2))
    await kept.get('newest', compute('newest', 2))
    await kept.get('new', compute('new again', 2))
    await kept.get('old', compute('old again', 3))
    assert.deepEqual(computed, ['old', 'new', 'newest', 'old again'])
    await kept.get('huge', compute('huge', 6))
    await kept.get('huge', compute('huge again', 6))
    assert.deepEqual(computed.slice(4), ['huge', 'huge again'])
  })

  test('callers asking meanwhile share one computation; a failed one is not kept', async () => {
    const kept = createKeptResults<string>({ keptMs: 60_000, maxItems: 100 }, () => new Date(0))
    let fail = true
    let computations = 0
    const compute = async () => {
      computations++
      if (fail) throw new Error('cancelled')
      return ['answer']
    }
    const failed = await Promise.allSettled([kept.get('a', compute), kept.get('a', compute)])
    assert.deepEqual(
      failed.map((outcome) => outcome.status),
      ['rejected', 'rejected'],
    )
    assert.equal(computations, 1)
    fail = false
    assert.deepEqual((await kept.get('a', compute)).items, ['answer'])
    assert.equal(computations, 2)
  })
})
