import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { connect } from 'node:net'
import { promisify } from 'node:util'
import { freePort } from '../processes.ts'

/**
 * A Redis server of the soak's own (the service's shared rate-limit counters), on a free port of
 * 127.0.0.1, that it may stop and start at will; undefined where `redis-server` is not installed.
 */

export interface RedisServer {
  readonly url: string
  stop(): Promise<void>
  start(): Promise<void>
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

export async function startRedisServer(): Promise<RedisServer | undefined> {
  const installed = await promisify(execFile)('redis-server', ['--version']).then(
    () => true,
    () => false,
  )
  if (!installed) return undefined
  const port = await freePort()
  let server: ChildProcess | undefined
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = server
      if (running === undefined || running.exitCode !== null) return
      const exited = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGKILL')
      await exited
    },
  }
}
