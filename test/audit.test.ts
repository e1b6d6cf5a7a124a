import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { auditVerdict } from '../scripts/audit.ts'

const COUNTS = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 }

/** The shape of `npm audit --json` (report version 2) with these findings. */
function report(vulnerabilities: Record<string, string>) {
  const counts: Record<string, number> = { ...COUNTS }
  for (const severity of Object.values(vulnerabilities)) {
    counts[severity] = (counts[severity] ?? 0) + 1
    counts.total = (counts.total ?? 0) + 1
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, severity]) => [name, { name, severity, isDirect: true }]),
    ),
    metadata: { vulnerabilities: counts, dependencies: { prod: 120, dev: 0, total: 120 } },
  })
}

/** What this machine's registry answered (captured, its address replaced): its audit endpoint refuses the bulk POST. */
const ENDPOINT_ERROR = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
})

describe('the dependency audit step (npm run audit:deps)', () => {
  test('high or critical findings fail it, naming the packages', () => {
    assert.deepEqual(auditVerdict(report({ 'some-lib': 'high', other: 'low' })), {
      outcome: 'vulnerable',
      packages: ['some-lib (high)'],
      counts: { ...COUNTS, low: 1, high: 1, total: 2 },
    })
    assert.equal(auditVerdict(report({ 'some-lib': 'critical' })).outcome, 'vulnerable')
  })

  test('no finding, or only low and moderate ones, passes', () => {
    assert.equal(auditVerdict(report({})).outcome, 'clean')
    assert.equal(auditVerdict(report({ a: 'low', b: 'moderate', c: 'info' })).outcome, 'clean')
  })

  test('an audit endpoint that answers an error, or no JSON at all, is "unavailable" (a warning), not a pass or a failure', () => {
    assert.deepEqual(auditVerdict(ENDPOINT_ERROR), {
      outcome: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    })
    assert.equal(auditVerdict('').outcome, 'unavailable')
    assert.equal(auditVerdict('npm error network ETIMEDOUT').outcome, 'unavailable')
  })
})
