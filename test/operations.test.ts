import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { changedInputs, inputDigests, recordInputs } from '../scripts/build-inputs.js'
import { loadConfig } from '../src/config.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { READINESS_PROBE_INTERVAL_MS } from '../src/http/routes/health.ts'
import {
  applicationStep,
  createTestDatabase,
  isContractErrorBody,
  type Reply,
  startService,
  type TestService,
  testConfig,
} from './helpers.ts'

/** The log lines of the service, parsed. */
function logLines(service: TestService): Record<string, unknown>[] {
  return service.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

const PINO_INFO = 30
const PINO_WARN = 40

/** One sample of the Prometheus text: `name{label="value",...} number`. */
interface Sample {
  readonly name: string
  readonly labels: Record<string, string>
  readonly value: number
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = SAMPLE_LINE.exec(line)
    assert.ok(match, `not a Prometheus sample line: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key as string] = value as string
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) })
  }
  return samples
}

/** The value of the sample with exactly these labels (0 when absent: a counter not yet incremented). */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )
  assert.ok(found.length <= 1, `${name} ${JSON.stringify(labels)} matches ${found.length} samples`)
  return found[0]?.value ?? 0
}

async function scrape(service: TestService, headers: Record<string, string> = {}): Promise<Reply> {
  return (await service.app.inject({ method: 'GET', url: '/metrics', headers })) as Reply
}

async function metricsOf(service: TestService): Promise<{ text: string; samples: Sample[] }> {
  const answer = await scrape(service)
  assert.equal(answer.statusCode, 200, answer.body)
  return { text: answer.body, samples: parseMetrics(answer.body) }
}

/** Health checks, access log and metrics share one service (each test with its own client). */
describe('operations', () => {
  let service: TestService
  before(async () => {
    service = await startService()
  })
  after(() => service.close())

  describe('health checks', () => {
    test('GET /healthz answers 200 {"status":"ok"} without a token', async () => {
      const answer = await service.app.inject({ method: 'GET', url: '/healthz' })
      assert.equal(answer.statusCode, 200)
      assert.match(String(answer.headers['content-type']), /^application\/json/)
      assert.deepEqual(answer.json(), { status: 'ok' })
    })

    test('GET /readyz answers 200 {"status":"ready"} without a token while the database answers', async () => {
      const answer = await service.app.inject({ method: 'GET', url: '/readyz' })
      assert.equal(answer.statusCode, 200)
      assert.deepEqual(answer.json(), { status: 'ready' })
    })
  })

  describe('access log', () => {
    test('a request produces exactly one "request answered" line with method, route, path, status, duration, client and request id', async () => {
      const client = await service.newClient()
      const answer = await client.send('GET', '/v3/jobboard/job-offers?limit=1', undefined, {
        'x-request-id': 'access-log-one-line',
      })
      assert.equal(answer.statusCode, 200, answer.body)
      const lines = logLines(service).filter(
        (line) => line.reqId === 'access-log-one-line' && line.msg === 'request answered',
      )
      assert.equal(lines.length, 1, JSON.stringify(lines))
      const [line] = lines as [Record<string, unknown>]
      assert.equal(line.level, PINO_INFO)
      assert.equal(line.method, 'GET')
      assert.equal(line.route, '/v3/jobboard/job-offers')
      assert.equal(line.path, '/v3/jobboard/job-offers')
      assert.equal(line.status, 200)
      assert.equal(typeof line.durationMs, 'number')
      assert.ok((line.durationMs as number) >= 0)
      assert.equal(line.clientId, client.clientId)
      assert.equal(line.reqId, 'access-log-one-line')
      // Only the access-log line for this request: Fastify's own "incoming request"/"request completed" are off.
      assert.deepEqual(
        logLines(service)
          .filter((line) => line.reqId === 'access-log-one-line')
          .map((line) => line.msg),
        ['request answered'],
      )
    })

    test('an unauthenticated request is logged with a null client id', async () => {
      const answer = await service.app.inject({
        method: 'POST',
        url: '/v3/jobboard/job-offers',
        payload: [],
        headers: { 'x-request-id': 'access-log-anonymous' },
      })
      assert.equal(answer.statusCode, 401)
      const lines = logLines(service).filter(
        (line) => line.reqId === 'access-log-anonymous' && line.msg === 'request answered',
      )
      assert.equal(lines.length, 1, JSON.stringify(lines))
      assert.equal(lines[0]?.clientId, null)
      assert.equal(lines[0]?.status, 401)
    })

    test('health checks produce no "request answered" line', async () => {
      for (const url of ['/healthz', '/readyz']) {
        const answer = await service.app.inject({ method: 'GET', url, headers: { 'x-request-id': `quiet${url}` } })
        assert.equal(answer.statusCode, 200)
      }
      const lines = logLines(service).filter(
        (line) => line.msg === 'request answered' && (line.path === '/healthz' || line.path === '/readyz'),
      )
      assert.deepEqual(lines, [])
      assert.deepEqual(
        logLines(service).filter((line) => line.reqId === 'quiet/healthz' || line.reqId === 'quiet/readyz'),
        [],
      )
    })
  })

  describe('metrics', () => {
    test('GET /metrics answers Prometheus text without a token when METRICS_TOKEN is unset', async () => {
      const answer = await scrape(service)
      assert.equal(answer.statusCode, 200)
      assert.match(String(answer.headers['content-type']), /^text\/plain; version=0\.0\.4; charset=utf-8$/)
      const samples = parseMetrics(answer.body)
      assert.ok(samples.length > 0)
      assert.ok(samples.some((sample) => sample.name === 'process_cpu_user_seconds_total'))
      assert.ok(sampleValue(samples, 'process_cpu_user_seconds_total') > 0)
      assert.ok(sampleValue(samples, 'intake_db_pool_connections') >= 1)
      assert.ok(samples.some((sample) => sample.name === 'intake_db_pool_idle_connections'))
      assert.ok(samples.some((sample) => sample.name === 'intake_db_pool_waiting_requests'))
      assert.ok(sampleValue(samples, 'intake_db_pool_max_connections') >= 1)
    })

    test('a batch of 2 valid and 1 invalid items counts 2 stored, 1 rejected (for its client), one batch of 3, one 207 answer', async () => {
      const client = await service.newClient()
      const resource = { resource: 'application-steps' }
      const ofClient = { ...resource, client_id: client.clientId }
      const sentAt = Date.now() / 1000
      const answerLabels = { route: '/v3/ats/application-steps', method: 'POST', status: '207' }
      const { samples: before } = await metricsOf(service)

      const answer = await client.send('POST', '/v3/ats/application-steps', [
        applicationStep({ application_ats_id: 'A-metrics-1' }),
        applicationStep({ application_ats_id: 'A-metrics-2' }),
        applicationStep({ step: '' }),
      ])
      assert.equal(answer.statusCode, 207, answer.body)

      const { text, samples: after } = await metricsOf(service)
      const delta = (name: string, labels: Record<string, string>) =>
        sampleValue(after, name, labels) - sampleValue(before, name, labels)
      assert.ok(
        text.includes(`intake_records_stored_total{resource="application-steps",client_id="${client.clientId}"}`),
      )
      assert.equal(delta('intake_records_stored_total', ofClient), 2)
      assert.equal(delta('intake_records_rejected_total', ofClient), 1)
      const lastBatch = sampleValue(after, 'intake_client_last_batch_timestamp_seconds', { client_id: client.clientId })
      assert.ok(lastBatch >= Math.floor(sentAt) && lastBatch <= Date.now() / 1000 + 1, String(lastBatch))
      assert.equal(delta('intake_batch_items_count', resource), 1)
      assert.equal(delta('intake_batch_items_sum', resource), 3)
      assert.equal(delta('intake_batch_items_bucket', { ...resource, le: '1' }), 0)
      assert.equal(delta('intake_batch_items_bucket', { ...resource, le: '10' }), 1)
      assert.equal(delta('intake_batch_items_bucket', { ...resource, le: '+Inf' }), 1)
      assert.equal(delta('intake_http_requests_total', answerLabels), 1)
      assert.equal(delta('intake_http_request_duration_seconds_bucket', { ...answerLabels, le: '+Inf' }), 1)
      assert.equal(delta('intake_http_request_duration_seconds_count', answerLabels), 1)
      assert.ok(sampleValue(after, 'intake_db_pool_connections') >= 1)
    })

    test('token requests are counted by outcome: issued, and invalid_client for a wrong secret', async () => {
      const { samples: before } = await metricsOf(service)
      const client = await service.newClient()
      const wrong = await service.requestToken(client.clientId, `${client.clientSecret}x`)
      assert.equal(wrong.statusCode, 401)
      assert.equal(wrong.json().error, 'invalid_client')

      const { text, samples: after } = await metricsOf(service)
      assert.ok(text.includes('intake_token_requests_total{outcome="issued"}'))
      assert.ok(text.includes('intake_token_requests_total{outcome="invalid_client"}'))
      const delta = (outcome: string) =>
        sampleValue(after, 'intake_token_requests_total', { outcome }) -
        sampleValue(before, 'intake_token_requests_total', { outcome })
      assert.equal(delta('issued'), 1)
      assert.equal(delta('invalid_client'), 1)
    })

    test('route labels are route templates, never raw URLs with ids', async () => {
      const client = await service.newClient()
      const patched = await client.send('PATCH', '/v3/ats/application-steps/123', { source: 'x' })
      assert.equal(patched.statusCode, 404, patched.body)
      const unknown = await client.send('GET', '/v3/no-such-thing-4711')
      assert.equal(unknown.statusCode, 404)

      const { text, samples } = await metricsOf(service)
      assert.ok(
        sampleValue(samples, 'intake_http_requests_total', {
          route: '/v3/ats/application-steps/:id',
          method: 'PATCH',
          status: '404',
        }) >= 1,
      )
      assert.ok(!text.includes('/123'), 'a raw URL with an id is a label')
      assert.ok(!text.includes('no-such-thing-4711'), 'an unknown raw URL is a label')
      for (const sample of samples) {
        if (sample.labels.route !== undefined) assert.doesNotMatch(sample.labels.route, /\/[0-9]+(\/|$)/)
      }
    })
  })
})

describe('readiness when the database does not answer', () => {
  test('/readyz answers 503 with Retry-After and the error body, while /healthz stays 200', async () => {
    const backing = await createTestDatabase()
    // A database of the service's own, which the test closes: on PostgreSQL a second pool to the file's
    // database (so that the database can still be dropped afterwards), on the embedded one the database itself.
    const db = backing.url === undefined ? backing.db : openPostgres(backing.url, testConfig())
    const service = await startService({ database: { db, url: backing.url, drop: async () => {} } })
    try {
      assert.equal((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200)
      await service.db.close()

      // The state is probed in the background: /readyz says so at the next probe, which a busy machine may delay.
      let ready: Reply
      const deadline = Date.now() + 10 * READINESS_PROBE_INTERVAL_MS
      do {
        await new Promise((resolve) => setTimeout(resolve, 100))
        ready = (await service.app.inject({
          method: 'GET',
          url: '/readyz',
          headers: { 'x-request-id': 'readyz-while-down' },
        })) as Reply
      } while (ready.statusCode === 200 && Date.now() < deadline)
      assert.equal(ready.statusCode, 503, ready.body)
      assert.equal(ready.headers['retry-after'], '5')
      assert.ok(isContractErrorBody(ready.json()), ready.body)
      assert.deepEqual(ready.json(), {
        message: 'Not ready: the database does not answer',
        errors: [{ message: 'Not ready: the database does not answer', data: { code: 'unavailable' } }],
      })
      // A failing health check is logged (at warn), unlike a passing one.
      const logged = logLines(service).filter((line) => line.reqId === 'readyz-while-down')
      assert.ok(
        logged.some((line) => (line.level as number) >= PINO_WARN),
        JSON.stringify(logged),
      )

      const alive = await service.app.inject({ method: 'GET', url: '/healthz' })
      assert.equal(alive.statusCode, 200)
      assert.deepEqual(alive.json(), { status: 'ok' })
    } finally {
      await service.app.close()
      // On the embedded database, drop() closes the database again: that may throw.
      await backing.drop().catch(() => {})
    }
  })
})

describe('metrics protected by METRICS_TOKEN', () => {
  let service: TestService
  before(async () => {
    service = await startService({ config: { metricsToken: 'm3tr1cs' } })
  })
  after(() => service.close())

  test('GET /metrics without a bearer token is 401 with the error body', async () => {
    const answer = await scrape(service)
    assert.equal(answer.statusCode, 401)
    assert.equal(answer.headers['www-authenticate'], 'Bearer realm="intake-metrics"')
    assert.ok(isContractErrorBody(answer.json()), answer.body)
    assert.equal(answer.json().message, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>')
    assert.ok(!answer.body.includes('intake_http_requests_total'))
  })

  test('GET /metrics with a wrong bearer token is 401 with the error body', async () => {
    for (const authorization of ['Bearer wrong', 'Bearer m3tr1cs2', 'Bearer m3tr1c', 'Basic m3tr1cs', 'm3tr1cs']) {
      const answer = await scrape(service, { authorization })
      assert.equal(answer.statusCode, 401, authorization)
      assert.ok(isContractErrorBody(answer.json()), answer.body)
      assert.equal(answer.json().message, 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>')
    }
  })

  test('GET /metrics with the right bearer token is 200', async () => {
    const answer = await scrape(service, { authorization: 'Bearer m3tr1cs' })
    assert.equal(answer.statusCode, 200)
    assert.match(String(answer.headers['content-type']), /^text\/plain/)
    assert.ok(answer.body.includes('intake_http_requests_total'))
  })

  test('the health checks need no token even when METRICS_TOKEN is set', async () => {
    assert.equal((await service.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200)
    assert.equal((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200)
  })
})

describe('HEAP_GROWTH_PERCENT', () => {
  test('defaults to 100: the heap may grow to twice its live size before a full collection', () => {
    assert.equal(loadConfig({}).heapGrowthPercent, 100)
  })

  test('a positive integer is read; anything else is a ConfigError naming the variable and the value', () => {
    assert.equal(loadConfig({ HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent, 50)
    for (const value of ['0', '-1', '1.5', 'fast']) {
      assert.throws(() => loadConfig({ HEAP_GROWTH_PERCENT: value }), {
        name: 'ConfigError',
        message: `HEAP_GROWTH_PERCENT must be a positive integer, got "${value}"`,
      })
    }
  })
})

describe('the build that npm start, npm test and the benchmarks run first (scripts/build.js --if-changed)', () => {
  test('with no input changed since the last build, it says "build: dist/ is current" and writes nothing in dist/', async () => {
    // npm test's own pretest has just run this check, so dist/ is current here.
    const dist = fileURLToPath(new URL('../dist/', import.meta.url))
    const listing = () =>
      readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .sort()
        .map((path) => {
          const { mtimeMs, size } = statSync(join(dist, path))
          return `${path} ${mtimeMs} ${size}`
        })
    const before = listing()
    const build = fileURLToPath(new URL('../scripts/build.js', import.meta.url))
    const { stdout } = await promisify(execFile)(process.execPath, [build, '--if-changed'])
    assert.equal(stdout, 'build: dist/ is current\n')
    assert.deepEqual(listing(), before)
  })

  test('an input whose content changed is named, one only touched (as a checkout does) is not, and no record means a build', (t) => {
    const root = mkdtempSync(join(tmpdir(), 'intake-build-inputs-'))
    t.after(() => rmSync(root, { recursive: true, force: true }))
    mkdirSync(join(root, 'src/db'), { recursive: true })
    mkdirSync(join(root, 'dist'))
    writeFileSync(join(root, 'src/db/open.ts'), 'export const a = 1\n')
    writeFileSync(join(root, 'package-lock.json'), '{}\n')
    assert.equal(changedInputs(root, inputDigests(root)), undefined)
    recordInputs(root, inputDigests(root))
    assert.deepEqual(changedInputs(root, inputDigests(root)), [])

    const later = new Date(Date.now() + 60_000)
    utimesSync(join(root, 'src/db/open.ts'), later, later)
    assert.deepEqual(changedInputs(root, inputDigests(root)), [])

    writeFileSync(join(root, 'src/db/open.ts'), 'export const a = 2\n')
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n')
    mkdirSync(join(root, 'console'))
    writeFileSync(join(root, 'console/index.html'), '<!doctype html>\n')
    assert.deepEqual(changedInputs(root, inputDigests(root)), ['src/', 'console/', 'package-lock.json'])
  })
})
