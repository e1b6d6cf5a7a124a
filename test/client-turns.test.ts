import assert from 'node:assert/strict'
import { EventEmitter } from 'node:events'
import { describe, test } from 'node:test'
import { setTimeout } from 'node:timers/promises'
import { createClientTurns } from '../src/client-turns.ts'

/**
 * The clients' turns (src/client-turns.ts): one piece of a client's work at a time, whichever way the
 * one before ended; and the pause between slices, as long as the slice while another client has a
 * request in progress. Nothing here is timed: timers are only compared with timers set beside them.
 */

/** A promise the test settles when it chooses. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('clients’ turns', () => {
  test("a client's work runs one piece at a time, in the order given, and another client's beside it", async () => {
    const turns = createClientTurns()
    const held = gate()
    const seen: string[] = []
    const first = turns.inTurn('a', async () => {
      seen.push('a1 starts')
      await held.opened
      seen.push('a1 ends')
    })
    const second = turns.inTurn('a', () => {
      seen.push('a2')
    })
    await turns.inTurn('b', () => {
      seen.push('b')
    })
    assert.deepEqual(seen, ['a1 starts', 'b'])
    held.open()
    await Promise.all([first, second])
    assert.deepEqual(seen, ['a1 starts', 'b', 'a1 ends', 'a2'])
  })

  test('work that fails ends its turn: the next runs, and the failure reaches only its own caller', async () => {
    const turns = createClientTurns()
    const failed = turns.inTurn('a', () => {
      throw new Error('bad batch')
    })
    const next = turns.inTurn('a', () => 'next ran')
    await assert.rejects(failed, /bad batch/)
    assert.equal(await next, 'next ran')
  })

  test('a client alone gets the event loop back at once after a slice', async () => {
    const turns = createClientTurns()
    const response = new EventEmitter()
    turns.inProgress('a', response)
    const order: string[] = []
    await Promise.all([
      turns.pause('a', 1_000).then(() => order.push('pause')),
      setTimeout(500).then(() => order.push('timer of 500 ms')),
    ])
    assert.deepEqual(order, ['pause', 'timer of 500 ms'])
  })

  test("while another client's request is in progress, a pause lasts as long as the slice; once it ends, no longer", async () => {
    const turns = createClientTurns()
    const other = new EventEmitter()
    turns.inProgress('a', new EventEmitter())
    turns.inProgress('b', other)
    const order: string[] = []
    await Promise.all([
      turns.pause('a', 100).then(() => order.push('pause of a 100 ms slice')),
      setTimeout(20).then(() => order.push('timer of 20 ms')),
    ])
    assert.deepEqual(order, ['timer of 20 ms', 'pause of a 100 ms slice'])

    other.emit('close')
    order.length = 0
    await Promise.all([
      turns.pause('a', 1_000).then(() => order.push('pause')),
      setTimeout(500).then(() => order.push('timer of 500 ms')),
    ])
    assert.deepEqual(order, ['pause', 'timer of 500 ms'])
  })
})
