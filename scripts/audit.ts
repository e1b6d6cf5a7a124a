import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * `npm run audit:deps`: the production dependencies against the npm advisory database. Fails (exit 1) on
 * a high or critical vulnerability; only warns when the audit itself could not run (the registry's
 * audit endpoint unreachable or answering an error, as some mirrors and proxies do), so that an
 * outage of the advisory service does not read as a vulnerability, nor block every build.
 */

const BLOCKING = ['high', 'critical'] as const

export type AuditVerdict =
  | { readonly outcome: 'unavailable'; readonly reason: string }
  | { readonly outcome: 'clean'; readonly counts: Record<string, number> }
  | { readonly outcome: 'vulnerable'; readonly packages: readonly string[]; readonly counts: Record<string, number> }

interface AuditReport {
  readonly metadata?: { readonly vulnerabilities?: Record<string, number> }
  readonly vulnerabilities?: Record<string, { readonly severity?: string }>
  readonly message?: string
  readonly error?: { readonly summary?: string }
}

/** What `npm audit --json` printed means: a report (with or without blocking findings) or no report at all. */
export function auditVerdict(output: string): AuditVerdict {
  let report: AuditReport
  try {
    report = JSON.parse(output) as AuditReport
  } catch {
    return { outcome: 'unavailable', reason: `npm audit printed no JSON report: ${output.slice(0, 200)}` }
  }
  const counts = report.metadata?.vulnerabilities
  if (counts === undefined) {
    return { outcome: 'unavailable', reason: report.message || report.error?.summary || 'npm audit gave no report' }
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, finding]) => BLOCKING.includes(finding.severity as (typeof BLOCKING)[number]))
    .map(([name, finding]) => `${name} (${finding.severity})`)
  const blocking = BLOCKING.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0)
  return blocking > 0 || packages.length > 0
    ? { outcome: 'vulnerable', packages, counts }
    : { outcome: 'clean', counts }
}

function main(): number {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' })
  const verdict = auditVerdict(audit.stdout || '')
  switch (verdict.outcome) {
    case 'unavailable':
      console.warn(`WARNING: the dependency audit could not run, so it proves nothing: ${verdict.reason}`)
      return 0
    case 'vulnerable':
      console.error(
        `High or critical vulnerabilities in production dependencies: ${verdict.packages.join(', ')} ` +
          `(${JSON.stringify(verdict.counts)}); see npm audit --omit=dev`,
      )
      return 1
    case 'clean':
      console.log(`No high or critical vulnerability in production dependencies (${JSON.stringify(verdict.counts)})`)
      return 0
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main()
