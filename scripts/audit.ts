import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * `npm run audit:deps`: the production dependencies against the npm advisory database. Fails (exit 1) on
 * a high or critical vulnerability, and when the audit itself could not run (the registry's audit
 * endpoint unreachable or answering an error, as some mirrors and proxies do): a check that proved
 * nothing must not read as passed. With AUDIT_UNAVAILABLE_OK=1, an audit that could not run only warns,
 * for a machine whose registry has no audit endpoint.
 */

/** The variable that lets an audit that could not run pass, with a warning. */
export const UNAVAILABLE_OK = 'AUDIT_UNAVAILABLE_OK'

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
      if (process.env[UNAVAILABLE_OK] === '1') {
        console.warn(`WARNING: the dependency audit could not run, so it proves nothing: ${verdict.reason}`)
        return 0
      }
      console.error(
        `The dependency audit could not run, so it proves nothing: ${verdict.reason} ` +
          `(${UNAVAILABLE_OK}=1 lets that pass with a warning)`,
      )
      return 1
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
