import { syncBuiltinESMExports } from 'node:module'
import workerThreads from 'node:worker_threads'

/**
 * Loaded by tests into an `intake serve` process (node --import this file; JavaScript, as the database's
 * thread loads it too, where it does nothing), to reach the embedded database's thread, which the
 * service keeps to itself: it writes "migrating" on stderr when the migrations' transaction has begun,
 * and ends the thread (Worker.terminate) on SIGWINCH, a signal the service leaves alone.
 */
class HookedWorker extends workerThreads.Worker {
  constructor(...args) {
    super(...args)
    process.on('SIGWINCH', () => void this.terminate())
  }

  postMessage(message, transfer) {
    if (String(message?.sql).includes('CREATE TABLE IF NOT EXISTS schema_migrations'))
      process.stderr.write('migrating\n')
    super.postMessage(message, transfer)
  }
}

if (workerThreads.isMainThread) {
  workerThreads.Worker = HookedWorker
  syncBuiltinESMExports()
}
