import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
import { applicationStep, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * One batch of a client at a time on a node, from its body's first byte read to its last item
 * validated (src/http/batch-turns.ts): a client's batches sent at once are read one after another,
 * and another client's are not held by them.
 */

const STEPS = '/v3/ats/application-steps'

/** A batch POSTed on a raw socket: its head and the first `sentFirst` bytes of its body at once, the rest on `sendRest`. */
function rawBatch(port: number, client: TestClient, body: string, sentFirst = body.length) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  const status = new Promise<number>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const line = /^HTTP\/1\.1 (\d{3})/.exec(received)
      if (line !== null) resolve(Number(line[1]))
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new Error(`closed unanswered: ${received}`)))
  })
  let answered = false
  status.then(
    () => {
      answered = true
    },
    () => {},
  )
  socket.write(
    `POST ${STEPS} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\ncontent-type: application/json\r\n` +
      `authorization: Bearer ${client.token}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sentFirst)}`,
  )
  return {
    status,
    answered: () => answered,
    sendRest: () => socket.write(body.slice(sentFirst)),
    close: () => socket.destroy(),
  }
}

describe('one batch of a client at a time on a node', () => {
  let service: TestService
  let port: number
  before(async () => {
    service = await startService()
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    port = (service.app.server.address() as AddressInfo).port
  })
  after(() => service.close())

  const batchOf = (id: string) => JSON.stringify([applicationStep({ application_ats_id: id })])

  test("a client's second batch is read once its first is validated; another client's is answered meanwhile", async () => {
    const [one, other] = [await service.newClient('one'), await service.newClient('other')]
    const first = rawBatch(port, one, batchOf('A-1'), 10)
    // Each round trip of the other client's shows that the node has read what was sent before it.
    assert.equal(await rawBatch(port, other, batchOf('B-1')).status, 201, 'the other client is not held')
    const second = rawBatch(port, one, batchOf('A-2'))
    assert.equal(await rawBatch(port, other, batchOf('B-2')).status, 201, 'the other client is not held')
    assert.equal(first.answered(), false, 'the first batch waits for the rest of its body')
    assert.equal(second.answered(), false, 'the second batch waits for the first')
    first.sendRest()
    assert.deepEqual(await Promise.all([first.status, second.status]), [201, 201])
  })

  test("a batch whose connection is lost before its body is whole gives the client's turn to the next", async () => {
    const client = await service.newClient('lost')
    const lost = rawBatch(port, client, batchOf('L-1'), 10)
    await service.newClient('a round trip')
    lost.close()
    await lost.status.catch(() => {})
    assert.equal(await rawBatch(port, client, batchOf('L-2')).status, 201)
  })

  test("a batch refused before its items are read (not JSON) gives the client's turn to the next", async () => {
    const client = await service.newClient('refused')
    assert.equal((await client.send('POST', STEPS, '[{', { 'content-type': 'application/json' })).statusCode, 400)
    assert.equal((await client.send('POST', STEPS, [applicationStep({ application_ats_id: 'R-1' })])).statusCode, 201)
    assert.equal(await rawBatch(port, client, batchOf('R-2')).status, 201)
  })
})
