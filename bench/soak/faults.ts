import type { PostgresServer } from './postgres-server.ts'
import type { SoakService } from './service.ts'

/** The faults the soak injects mid-run; each returns when it is over, with the time it lasted. */

export const FAULTS = ['none', 'postgres-restart', 'service-kill', 'client-disconnect'] as const
export type FaultName = (typeof FAULTS)[number]

export interface FaultWindow {
  readonly start: number
  readonly end: number
}

export interface FaultTargets {
  readonly postgres: PostgresServer
  readonly service: SoakService
  /** How long the database stays down in the postgres-restart scenario. */
  readonly outageMs: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function injectFault(name: FaultName, targets: FaultTargets): Promise<FaultWindow | undefined> {
  const start = Date.now()
  switch (name) {
    case 'postgres-restart':
      // A fast stop ends the sessions in flight; the pause makes the outage long enough to be seen.
      await targets.postgres.stop()
      await sleep(targets.outageMs)
      await targets.postgres.start()
      return { start, end: Date.now() }
    case 'service-kill':
      await targets.service.kill()
      await targets.service.restart()
      return { start, end: Date.now() }
    case 'none':
    case 'client-disconnect':
      // The client loops cut their own requests all along the run.
      return undefined
  }
}
