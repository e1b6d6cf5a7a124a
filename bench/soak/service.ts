import { SERVICE_ENV, type Server, startServer } from '../processes.ts'

/**
 * The service under soak, as a real process (`intake serve`), which a fault may kill and start again;
 * the clients always ask `url` for where it is now (a restarted process listens on another port).
 */
export class SoakService {
  #server: Server
  readonly #env: Record<string, string>
  #expectingExit = false
  /** How the process ended when nobody asked it to: a crash. */
  #unexpectedExit: string | undefined

  private constructor(server: Server, env: Record<string, string>) {
    this.#server = server
    this.#env = env
    this.#watch()
  }

  static async start(env: Record<string, string>): Promise<SoakService> {
    const fullEnv = { ...SERVICE_ENV, ...env }
    return new SoakService(await startServer(['bin/intake.js', 'serve'], fullEnv), fullEnv)
  }

  get url(): string {
    return this.#server.url
  }

  /** Set once the process has exited without being told to (killed or stopped): it crashed. */
  get unexpectedExit(): string | undefined {
    return this.#unexpectedExit
  }

  /** SIGKILL: no graceful shutdown, the requests in flight get no answer. */
  async kill() {
    const { process } = this.#server
    const exited = new Promise((resolve) => process.once('exit', resolve))
    this.#expectingExit = true
    process.kill('SIGKILL')
    await exited
  }

  async restart() {
    this.#server = await startServer(['bin/intake.js', 'serve'], this.#env)
    this.#expectingExit = false
    this.#watch()
  }

  /** SIGTERM, as a deployment stops a node; resolves with its exit code and how long it took. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    const started = Date.now()
    this.#expectingExit = true
    await this.#server.stop()
    return { code: this.#server.process.exitCode, ms: Date.now() - started }
  }

  #watch() {
    this.#server.process.once('exit', (code, signal) => {
      if (!this.#expectingExit) this.#unexpectedExit ??= `exit code ${code}, signal ${signal}`
    })
  }
}
