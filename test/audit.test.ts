import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { auditVerdict, UNAVAILABLE_OK } from '../scripts/audit.ts'

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

  test('an audit endpoint that answers an error, or no JSON at all, is "unavailable", neither clean nor vulnerable', () => {
    assert.deepEqual(auditVerdict(ENDPOINT_ERROR), {
      outcome: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    })
    assert.equal(auditVerdict('').outcome, 'unavailable')
    assert.equal(auditVerdict('npm error network ETIMEDOUT').outcome, 'unavailable')
  })

  test(`an audit that cannot run fails the step, unless ${UNAVAILABLE_OK}=1 lets it pass with a warning`, async (t) => {
    // A registry that refuses every request, as this machine's refuses the audit's.
    const registry = createServer((_request, response) => response.writeHead(405).end())
    registry.listen(0, '127.0.0.1')
    await once(registry, 'listening')
    t.after(() => registry.close())
    const audit = (env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('../scripts/audit.ts', import.meta.url))],
          {
            cwd: fileURLToPath(new URL('..', import.meta.url)),
            env: {
              ...process.env,
              npm_config_registry: `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`,
              npm_config_fetch_retries: '0',
              ...env,
            },
          },
          (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
        )
      })
    const [strict, lenient] = await Promise.all([audit({ [UNAVAILABLE_OK]: '' }), audit({ [UNAVAILABLE_OK]: '1' })])
    assert.equal(strict.code, 1, strict.stderr)
    assert.match(strict.stderr, /^The dependency audit could not run, so it proves nothing: .*405/)
    assert.match(strict.stderr, /AUDIT_UNAVAILABLE_OK=1 lets that pass with a warning/)
    assert.equal(lenient.code, 0, lenient.stderr)
    assert.match(lenient.stderr, /^WARNING: the dependency audit could not run, so it proves nothing: .*405/)
  })
})
