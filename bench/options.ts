import { parseArgs } from 'node:util'

/**
 * `npm run bench -- [--quick] [--only ingestion,reports,read,webhooks]`: `--quick` runs every part briefly, on
 * smaller tables (CI runs it so that the benchmark cannot rot, and judges no figure).
 */

const PARTS = ['ingestion', 'reports', 'read', 'webhooks'] as const
export type Part = (typeof PARTS)[number]

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string', default: PARTS.join(',') } },
})
export const QUICK = values.quick
export const ONLY = values.only.split(',') as Part[]
const unknown = ONLY.filter((part) => !PARTS.includes(part))
if (unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}, not ${unknown.join(', ')}`)

export const SECONDS = QUICK ? 2 : 10
export const WARMUP_SECONDS = QUICK ? 1 : 3
/**
 * The headline case and its limits run in this many rounds, one after the other in each, and the
 * targets take the median of the rounds (memory, a ceiling, the highest): a noisy minute on a shared
 * machine neither makes nor breaks a target. A quick run takes two, so that a second round's path
 * (keys already sent) runs too.
 */
export const ROUNDS = QUICK ? 2 : 5
/** The reports' client: application steps and activities stored in SQL before they are timed. */
export const STORED_STEPS = QUICK ? 100_000 : 10_000_000
export const STORED_ACTIVITIES = QUICK ? 10_000 : 1_000_000
/** The recruiting insights' client: applications that walk the pipeline, about 2.7 steps each. */
export const WALKING_APPLICATIONS = QUICK ? 40_000 : 3_700_000
/** The read side's tables: rows of steps and of activities (job offers: a tenth). */
export const READ_ROWS = QUICK ? 20_000 : 1_000_000
/** The webhooks' cases: the load an endpoint follows, and the same load without one, this long each. */
export const WEBHOOK_SECONDS = QUICK ? 5 : 60
