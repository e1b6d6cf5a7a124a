import net from 'node:net'

export interface Held {
  readonly socket: net.Socket
  readonly head: string
  /** What was read with the head. */
  readonly start: Buffer
}

/**
 * A GET on a raw socket whose answer's head is read, then nothing more: the socket is paused, the last
 * request on its connection. Refused when no head comes within `giveUpMs`.
 */
export function holdGet(port: number, path: string, headers: Record<string, string>, giveUpMs = 60_000): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setTimeout(giveUpMs, () => {
      socket.destroy()
      reject(new Error(`no answer's head within ${giveUpMs} ms`))
    })
    let received = Buffer.alloc(0)
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const headEnd = received.indexOf('\r\n\r\n')
      if (headEnd < 0) return
      socket.pause()
      socket.setTimeout(0)
      socket.off('data', onData).off('error', reject)
      resolve({
        socket,
        head: received.subarray(0, headEnd).toString('latin1'),
        start: received.subarray(headEnd + 4),
      })
    }
    socket.on('data', onData).on('error', reject)
    const lines = Object.entries({ host: '127.0.0.1', connection: 'close', ...headers }).map(
      ([name, value]) => `${name}: ${value}\r\n`,
    )
    socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`)
  })
}
