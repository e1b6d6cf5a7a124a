import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * The connections that have no request in flight: opened and silent, between two keep-alive requests,
 * or still sending headers (a client that gave up mid-request leaves such a connection behind). Node's
 * own closing of idle connections misses the silent and the half-sent ones, which would hold a
 * graceful shutdown until its deadline; ending them loses nothing, since no request of theirs has begun.
 */
export function trackConnectionsWithoutRequest(server: Server) {
  const requestsInFlight = new Map<Socket, number>()
  server.on('connection', (socket: Socket) => {
    requestsInFlight.set(socket, 0)
    socket.once('close', () => requestsInFlight.delete(socket))
  })
  server.on('request', (request, response) => {
    const { socket } = request
    requestsInFlight.set(socket, (requestsInFlight.get(socket) ?? 0) + 1)
    response.once('close', () => {
      const count = requestsInFlight.get(socket)
      if (count !== undefined) requestsInFlight.set(socket, count - 1)
    })
  })
  return {
    destroyAll() {
      for (const [socket, count] of requestsInFlight) if (count === 0) socket.destroy()
    },
  }
}
