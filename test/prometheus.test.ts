import assert from 'node:assert/strict'
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { activity, applicationStep, freePort, startService, type TestService } from './helpers.ts'

/**
 * The rules and the dashboard in ops/, against Debian's `prometheus` package (promtool and the server):
 * promtool checks and unit-tests the rules, and a real Prometheus server scrapes a running node.
 */

const RULES_DIR = resolve(import.meta.dirname, '../ops/prometheus')
const RULES = join(RULES_DIR, 'intake.rules.yml')
const DASHBOARD = resolve(import.meta.dirname, '../ops/grafana/intake.json')
/** How long a series may take to appear: Prometheus starting, one scrape, one evaluation (all 1 s apart). */
const WAIT_MS = 20_000

const installed = (program: string) => spawnSync(program, ['--version']).status === 0
const missing = (program: string) =>
  installed(program) ? false : `${program} is not installed (apt-get install prometheus: Debian's package has both)`

describe('promtool on ops/prometheus', { skip: missing('promtool') }, () => {
  test('promtool check rules accepts the rules file', () => {
    const run = spawnSync('promtool', ['check', 'rules', RULES], { encoding: 'utf8' })
    assert.equal(run.status, 0, run.stdout + run.stderr)
    assert.match(run.stdout, /SUCCESS: \d+ rules found/)
  })

  test('promtool test rules passes the unit tests of the rules', () => {
    const run = spawnSync('promtool', ['test', 'rules', 'intake.rules.test.yml'], { cwd: RULES_DIR, encoding: 'utf8' })
    assert.equal(run.status, 0, run.stdout + run.stderr)
    assert.match(run.stdout, /SUCCESS/)
  })
})

interface QueryAnswer {
  status: string
  error?: string
  data: { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] }
}

describe('a real Prometheus server scraping a node', { skip: missing('prometheus') }, () => {
  let service: TestService
  let prometheus: ChildProcess
  let prometheusOutput = ''
  let directory: string
  let base: string

  before(async () => {
    service = await startService()
    const node = await service.app.listen({ host: '127.0.0.1', port: 0 })
    directory = await mkdtemp(join(tmpdir(), 'intake-prometheus-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    const config = [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(RULES)}`,
      'scrape_configs:',
      '  - job_name: intake',
      '    static_configs:',
      `      - targets: [${JSON.stringify(new URL(node).host)}]`,
      '',
    ].join('\n')
    await writeFile(join(directory, 'prometheus.yml'), config)
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(directory, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(directory, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const keep = (chunk: Buffer) => {
      prometheusOutput = (prometheusOutput + chunk.toString()).slice(-4_000)
    }
    prometheus.stdout?.on('data', keep)
    prometheus.stderr?.on('data', keep)
    prometheus.on('error', (error) => keep(Buffer.from(String(error))))
  })

  after(async () => {
    if (prometheus !== undefined && prometheus.exitCode === null) {
      const exited = new Promise((done) => prometheus.once('exit', done))
      prometheus.kill('SIGTERM')
      await exited
    }
    await service?.close()
    if (directory !== undefined) await rm(directory, { recursive: true, force: true })
  })

  const query = async (expr: string): Promise<QueryAnswer> => {
    const answer = await fetch(`${base}/api/v1/query?${new URLSearchParams({ query: expr })}`)
    return (await answer.json()) as QueryAnswer
  }

  /** Queries until the answer has a sample that `wanted` accepts; fails with what it last saw. */
  const eventually = async (expr: string, wanted: (value: number) => boolean) => {
    const deadline = Date.now() + WAIT_MS
    let last = 'no answer'
    while (Date.now() < deadline) {
      try {
        const answer = await query(expr)
        last = JSON.stringify(answer)
        const sample = answer.data?.result?.find((each) => wanted(Number(each.value[1])))
        if (answer.status === 'success' && sample !== undefined) return sample
      } catch (error) {
        last = String(error) // Prometheus not listening yet
      }
      await new Promise((done) => setTimeout(done, 250))
    }
    assert.fail(
      `${expr} never answered the expected sample within ${WAIT_MS} ms; last answer: ${last}\n${prometheusOutput}`,
    )
  }

  test("a batch's stored and rejected items appear in Prometheus under its client's id, and the rules record it", async () => {
    const client = await service.newClient()
    const address = service.app.server.address()
    assert.ok(address !== null && typeof address === 'object')
    const sentAt = Date.now() / 1000
    const answer = await fetch(`http://127.0.0.1:${address.port}/v3/ats/application-steps`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      body: JSON.stringify([
        applicationStep({ application_ats_id: 'A-prom-1' }),
        applicationStep({ application_ats_id: 'A-prom-2' }),
        applicationStep({ step: '' }),
      ]),
    })
    assert.equal(answer.status, 207, await answer.text())
    const other = await service.newClient()
    assert.equal((await other.send('POST', '/v3/jobboard/activities', [activity()])).statusCode, 201)

    const stored = await eventually(`intake_records_stored_total{client_id="${client.clientId}"}`, (v) => v === 2)
    assert.deepEqual(
      { job: stored.metric.job, resource: stored.metric.resource, client_id: stored.metric.client_id },
      { job: 'intake', resource: 'application-steps', client_id: client.clientId },
    )
    await eventually(`intake_records_rejected_total{client_id="${client.clientId}"}`, (v) => v === 1)
    // The other client's counters are its own.
    await eventually(`intake_records_stored_total{client_id="${other.clientId}",resource="activities"}`, (v) => v === 1)
    const none = await query(`intake_records_rejected_total{client_id="${client.clientId}",resource="activities"}`)
    assert.deepEqual(none.data.result, [])

    // The recording rules run on the scraped series: the seconds since the client's batch is small.
    await eventually(
      `intake:client_seconds_since_last_batch{client_id="${client.clientId}"}`,
      (v) => v >= 0 && v <= Date.now() / 1000 - sentAt + 2,
    )
    await eventually('intake:db_pool_saturation:avg5m{job="intake"}', (v) => v >= 0 && v <= 1)
  })

  test("every query of the Grafana dashboard evaluates, and every recorded series it plots is one of the rules'", async () => {
    const dashboard = JSON.parse(await readFile(DASHBOARD, 'utf8')) as { panels: { targets: { expr: string }[] }[] }
    const exprs = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr))
    assert.ok(exprs.length >= 7, String(exprs.length))

    const rules = (await (await fetch(`${base}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string; type: string; health: string; lastError?: string }[] }[] }
    }
    const loaded = rules.data.groups.flatMap((group) => group.rules)
    const recorded = new Set(loaded.filter((rule) => rule.type === 'recording').map((rule) => rule.name))
    assert.ok(recorded.size >= 10, JSON.stringify(loaded))
    for (const rule of loaded) assert.notEqual(rule.health, 'err', `${rule.name}: ${rule.lastError}`)

    for (const expr of exprs) {
      const answer = await query(expr)
      assert.equal(answer.status, 'success', `${expr}: ${answer.error}`)
      for (const name of expr.match(/intake:[a-z0-9_:]+/g) ?? []) {
        assert.ok(recorded.has(name), `${expr} plots ${name}, which no recording rule records`)
      }
    }
  })
})
