import { join } from 'node:path'
import { ROOT } from '../processes.ts'

/** How long and how often `npm run bench` measures: `--quick` runs every case briefly (CI keeps it from rotting). */

export const QUICK = process.argv.includes('--quick')
/** Application steps stored before the last case, which measures ingestion into a full table. */
export const STORED_STEPS = QUICK ? 200_000 : 10_000_000
export const SECONDS = QUICK ? 2 : 10
/**
 * The headline case and the limits it is judged against run in this many rounds, one after the other
 * in each: the targets take the median of the rounds, so that two noisy minutes on this shared
 * machine neither make nor break a target. Memory is a ceiling, judged on the highest round. A quick
 * run takes two, so that what a later round does differently (keys a client already sent) is run too.
 */
export const ROUNDS = QUICK ? 2 : 5
export const WARMUP_SECONDS = QUICK ? 1 : 3
export const RESULTS_DIR = join(ROOT, 'bench', 'results')
/** A quick run's figures are not worth keeping: they do not replace the latest full run's. */
export const RESULTS_NAME = QUICK ? 'quick' : 'latest'
