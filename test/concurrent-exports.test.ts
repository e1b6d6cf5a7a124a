import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { isContractErrorBody, jobOffer, startService, type TestClient, type TestService } from './helpers.ts'

/**
 * MAX_EXPORTS_PER_CLIENT over real sockets: the exports a client has under way on a node, held open by
 * readers that take nothing, and what frees their places.
 */

const JOB_OFFERS = '/v3/jobboard/job-offers'
const MAX_EXPORTS_PER_CLIENT = 2

/** An export on a raw socket, its answer's status read and nothing more. */
function holdExport(port: number, token: string): Promise<{ socket: net.Socket; status: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('data', (chunk: Buffer) => {
      socket.pause()
      socket.off('error', reject).on('error', () => {})
      resolve({ socket, status: Number(chunk.toString('latin1').split(' ')[1]) })
    })
    socket.on('error', reject)
    socket.write(
      `GET ${JOB_OFFERS} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\naccept: application/x-ndjson\r\n\r\n`,
    )
  })
}

describe('MAX_EXPORTS_PER_CLIENT: the exports a client has under way on a node', () => {
  let service: TestService
  let port: number
  let reader: TestClient
  const held: net.Socket[] = []

  before(async () => {
    // A long SEND_TIMEOUT_MS: the exports held below stay under way until the test ends them.
    service = await startService({ config: { maxExportsPerClient: MAX_EXPORTS_PER_CLIENT, sendTimeoutMs: 600_000 } })
    reader = await service.newClient()
    // 8 MB, more than a loopback connection's socket buffers take: an export of them waits on its reader.
    const offers = Array.from({ length: 80 }, (_, i) =>
      jobOffer({ reference: `JO-${i}`, description: 'd'.repeat(100_000) }),
    )
    assert.equal((await reader.send('POST', JOB_OFFERS, offers, { prefer: 'return=minimal' })).statusCode, 201)
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    port = (service.app.server.address() as AddressInfo).port
  })
  after(async () => {
    for (const socket of held) socket.destroy()
    await service.close()
  })

  const exportBy = (client: TestClient) =>
    fetch(`http://127.0.0.1:${port}${JOB_OFFERS}`, {
      headers: { authorization: `Bearer ${client.token}`, accept: 'application/x-ndjson' },
    })

  test("past the limit, the client's next export is 429 with Retry-After and the error body, code rate_limited; its pages and other clients' exports go on", async () => {
    for (let i = 0; i < MAX_EXPORTS_PER_CLIENT; i++) {
      const { socket, status } = await holdExport(port, reader.token)
      held.push(socket)
      assert.equal(status, 200)
    }
    const refused = await exportBy(reader)
    assert.equal(refused.status, 429)
    assert.equal(refused.headers.get('retry-after'), '5')
    const body = (await refused.json()) as { message: string; errors: { data: { code: string } }[] }
    assert.ok(isContractErrorBody(body), JSON.stringify(body))
    assert.deepEqual(
      body.errors.map((entry) => entry.data),
      [{ code: 'rate_limited' }],
    )
    assert.equal(
      body.message,
      `Too many exports at once: a client may have ${MAX_EXPORTS_PER_CLIENT} under way (MAX_EXPORTS_PER_CLIENT); retry once one has ended`,
    )
    const page = await fetch(`http://127.0.0.1:${port}${JOB_OFFERS}?limit=1`, {
      headers: { authorization: `Bearer ${reader.token}` },
    })
    assert.equal(page.status, 200)
    const other = await service.newClient()
    const othersExport = await exportBy(other)
    assert.equal(othersExport.status, 200)
    assert.equal(await othersExport.text(), '')
  })

  test('an export ended, read whole or its connection closed, frees its place', async () => {
    const other = await service.newClient()
    for (let i = 0; i <= MAX_EXPORTS_PER_CLIENT; i++) {
      const whole = await exportBy(other)
      assert.equal(whole.status, 200)
      await whole.text()
    }
    held.shift()?.destroy()
    let status = 0
    for (const until = performance.now() + 10_000; performance.now() < until; await sleep(100)) {
      const answer = await exportBy(reader)
      status = answer.status
      await answer.body?.cancel()
      if (status === 200) break
    }
    assert.equal(status, 200)
  })
})
