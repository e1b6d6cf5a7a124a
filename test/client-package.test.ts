import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { IntakeClient, type ResourceTypes } from '@intake/client'
import { GENERATED_FILES } from '../scripts/client-types.ts'
import type { InputOf } from '../src/domain/fields.ts'
import type { ResourceName, ResourceNamed } from '../src/domain/resources.ts'
import { intakeArgs, onPostgres, type RunningNode, startNode } from './helpers.ts'

/**
 * The client package (packages/client, @intake/client) as an integrator meets it: `npm pack` in its
 * folder (which builds it), the tarball installed into an empty project without the registry, then
 * used from plain JavaScript on Node and through its bin with npx against a real service (`intake
 * serve`, with a client made by `intake clients create`), and from TypeScript with `strict` and without
 * @types/node.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PACKAGE_DIR = join(ROOT, 'packages', 'client')
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
const NPM = 'npm'

/** The server's input types and the package's generated ones are the same types (checked by tsc). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const inputsAgree: { [N in ResourceName]: Same<InputOf<ResourceNamed<N>['fields']>, ResourceTypes[N]['input']> } = {
  'application-steps': true,
  activities: true,
  'job-offers': true,
}

interface Outcome {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return new Promise<Outcome>((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** The plain JavaScript an integrator writes: pushes steps (one invalid), reads them back, prints JSON. */
const INTEGRATOR_SCRIPT = `import { IntakeClient, IntakeError, RESOURCE_PATHS } from '@intake/client'

const [url, clientId, clientSecret, prefix] = process.argv.slice(2)
const intake = new IntakeClient({ url, clientId, clientSecret, batchItems: 2 })
const steps = [0, 1, 2, 3].map((n) => ({
  recorded_at: '2026-11-20T10:15:00Z',
  job_offer_reference: 'JO-1',
  candidate_ats_id: 'C-' + n,
  step: 'applied',
  application_ats_id: prefix + '-' + n,
  candidate_mail: n === 2 ? 'not-an-email' : null,
}))
const outcomes = await intake.send('application-steps', steps)
const token = await intake.accessToken()
const list = await fetch(new URL(RESOURCE_PATHS['application-steps'] + '?limit=100', url.replace(/\\/v3\\/?$/, '')), {
  headers: { authorization: 'Bearer ' + token },
})
const stored = (await list.json()).data.filter((record) => record.application_ats_id.startsWith(prefix + '-'))
let refused
try {
  await new IntakeClient({ url, clientId, clientSecret: 'not the secret' }).send('job-offers', [{ reference: 'X' }])
} catch (error) {
  refused = { isIntakeError: error instanceof IntakeError, status: error.status }
}
console.log(JSON.stringify({ outcomes, stored, refused }))
`

/** The TypeScript an integrator writes; the marked lines must be type errors, the others not. */
const INTEGRATOR_TYPESCRIPT = `import { IntakeClient, type RecordOutcome, type ResourceTypes, RESOURCE_PATHS, verifyWebhook, WebhookVerificationError } from '@intake/client'

const intake = new IntakeClient({ url: 'https://intake.example.com/v3', clientId: 'id', clientSecret: 'secret' })
const step: ResourceTypes['application-steps']['input'] = {
  recorded_at: '2026-11-20T10:15:00Z',
  job_offer_reference: 42,
  candidate_ats_id: 'C-1',
  step: 'applied',
  application_ats_id: 'A-1',
  source: null,
}
export async function push(): Promise<number> {
  const outcomes: RecordOutcome[] = await intake.send('application-steps', [step])
  const firstId: number | undefined = outcomes[0]?.id
  const path: string = RESOURCE_PATHS['job-offers']
  await intake.sendEach('job-offers', [{ reference: 'JO-1', title: 'Data engineer' }], (batch) => {
    for (const outcome of batch.outcomes) if (outcome.errors) console.log(outcome.errors[0]?.message)
  })
  // @ts-expect-error count is a number
  await intake.send('activities', [{ recorded_at: '2026-11-20', job_offer_reference: 'J', status: 's', count: '1' }])
  // @ts-expect-error no such resource
  await intake.send('candidates', [])
  // @ts-expect-error step is required
  const missing: ResourceTypes['application-steps']['input'] = { recorded_at: 'x', job_offer_reference: 1, candidate_ats_id: 1, application_ats_id: 1 }
  const record: ResourceTypes['activities']['record'] | undefined = undefined
  return outcomes.length + (firstId ?? 0) + path.length + (missing ? 1 : 0) + (record === undefined ? 0 : 1)
}
export async function receive(request: Request): Promise<unknown> {
  const body = new Uint8Array(await request.arrayBuffer())
  try {
    return await verifyWebhook('whsec_c2VjcmV0', request.headers, body)
  } catch (error) {
    if (error instanceof WebhookVerificationError && error.code === 'timestamp_too_old') return undefined
    // @ts-expect-error the headers are strings
    return verifyWebhook('whsec_c2VjcmV0', { 'webhook-id': 1 }, 'text')
  }
}
`

describe('the client package, packed and installed as an integrator does', {
  skip: onPostgres && 'what the client does, whatever the service stores in: run without TEST_DATABASE_URL',
}, () => {
  let dir: string
  let project: string
  let tarball: string
  let server: RunningNode | undefined
  let serviceUrl: string
  let credentials: { client_id: string; client_secret: string }

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'intake-client-package-'))
    // Packed from a copy of its folder, as a package of its own (and so that its build does not replace
    // packages/client/dist under the other test files that run `intake push` meanwhile); the copy finds
    // TypeScript, its one devDependency, through a link to the repository's node_modules.
    const source = join(dir, 'client')
    await cp(PACKAGE_DIR, source, {
      recursive: true,
      filter: (path) => !/[/\\](dist|node_modules)$/.test(path),
    })
    await symlink(join(ROOT, 'node_modules'), join(source, 'node_modules'))
    const packed = await run(NPM, ['pack', '--json', '--pack-destination', dir], source)
    assert.equal(packed.code, 0, packed.stderr)
    const [described] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string }[]
    assert.ok(described, packed.stdout)
    tarball = join(dir, described.filename.replace(/^.*\//, ''))

    project = join(dir, 'integrator')
    await mkdir(project)
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'integrator', private: true, type: 'module' }),
    )
    // Offline: the tarball must need nothing that is not in it.
    const installed = await run(NPM, ['install', tarball, '--offline', '--no-audit', '--no-fund'], project)
    assert.equal(installed.code, 0, installed.stderr)

    // A real service, started as an operator does, with a client made by the command line.
    const env = { PATH: process.env.PATH, LOG_LEVEL: 'info', DATA_DIR: join(dir, 'data') }
    const migrated = await run(process.execPath, intakeArgs('migrate'), ROOT, env)
    assert.equal(migrated.code, 0, migrated.stderr)
    const created = await run(process.execPath, intakeArgs('clients', 'create', '--name', 'integrator'), ROOT, env)
    assert.equal(created.code, 0, created.stderr)
    credentials = JSON.parse(created.stdout)
    server = await startNode(env)
    serviceUrl = server.url
  })
  after(async () => {
    await server?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  test('the generated files are what the resource declarations and settings generate (npm run client:types)', async () => {
    for (const [path, generate] of Object.entries(GENERATED_FILES)) {
      const committed = await readFile(path, 'utf8')
      const fresh = generate()
      assert.ok(
        committed === fresh,
        `${path} is out of date: run npm run client:types (first differing line: ${
          fresh.split('\n').find((line, i) => line !== committed.split('\n')[i]) ?? '(length)'
        })`,
      )
    }
    assert.deepEqual(inputsAgree, { 'application-steps': true, activities: true, 'job-offers': true })
  })

  test('the tarball holds compiled ESM JavaScript, .d.ts types, the bin, README and CHANGELOG; no dependencies', async () => {
    const listed = await run('tar', ['-tzf', tarball], dir)
    assert.equal(listed.code, 0, listed.stderr)
    const files = listed.stdout.split('\n').filter((line) => line !== '')
    const expected = ['package.json', 'README.md', 'CHANGELOG.md', 'dist/index.js', 'dist/index.d.ts']
    for (const file of [...expected, 'dist/cli.js', 'dist/cli.d.ts', 'bin/intake-client.js']) {
      assert.ok(files.includes(`package/${file}`), `${file} in ${files}`)
    }
    assert.ok(!files.some((file) => file.endsWith('.ts') && !file.endsWith('.d.ts')), `TypeScript sources: ${files}`)
    const installed = join(project, 'node_modules', '@intake', 'client')
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'))
    assert.equal(manifest.name, '@intake/client')
    assert.match(manifest.version, /^\d+\.\d+\.\d+$/)
    assert.equal(manifest.type, 'module')
    assert.equal(manifest.dependencies, undefined)
    assert.equal(manifest.exports['.'].types, './dist/index.d.ts')
    const changelog = await readFile(join(installed, 'CHANGELOG.md'), 'utf8')
    assert.ok(changelog.includes(manifest.version), 'the CHANGELOG has an entry for the version')
    // The library needs nothing but what every runtime has: no node: module, no require, no Node global;
    // the command line's bundle (cli.js) is for Node.
    for (const file of await readdir(join(installed, 'dist'))) {
      if (!file.endsWith('.js') || file === 'cli.js') continue
      const code = await readFile(join(installed, 'dist', file), 'utf8')
      assert.doesNotMatch(code, /\bfrom\s+['"](?!\.\/)|\bimport\s*\(|\brequire\s*\(|\bBuffer\b|\bprocess\./, file)
    }
  })

  test('from plain JavaScript on Node: records stored with their ids, rejects at their positions, base URL with or without /v3', async () => {
    const script = join(project, 'push.mjs')
    await writeFile(script, INTEGRATOR_SCRIPT)
    const { client_id: clientId, client_secret: clientSecret } = credentials
    for (const [url, prefix] of [
      [serviceUrl, 'plain'],
      [`${serviceUrl}/v3/`, 'with-v3'],
    ] as const) {
      const outcome = await run(process.execPath, [script, url, clientId, clientSecret, prefix], project)
      assert.equal(outcome.code, 0, outcome.stderr)
      const { outcomes, stored, refused } = JSON.parse(outcome.stdout) as {
        outcomes: { index: number; id?: number; errors?: { field: string | null }[] }[]
        stored: { id: number; application_ats_id: string }[]
        refused: { isIntakeError: boolean; status: number }
      }
      assert.deepEqual(
        outcomes.map((each) => each.index),
        [0, 1, 2, 3],
      )
      assert.deepEqual(
        outcomes[2]?.errors?.map((problem) => problem.field),
        ['candidate_mail'],
        url,
      )
      const idOf = new Map(stored.map((record) => [record.application_ats_id, record.id]))
      assert.equal(idOf.size, 3, url)
      for (const n of [0, 1, 3]) {
        assert.ok(Number.isInteger(outcomes[n]?.id), `${url}: record ${n}`)
        assert.equal(outcomes[n]?.id, idOf.get(`${prefix}-${n}`), `${url}: record ${n}`)
      }
      assert.deepEqual(refused, { isIntakeError: true, status: 401 })
    }
  })

  test('npx @intake/client push, in the project alone: CSV cells typed, records stored, rejects written, exit 2', async () => {
    await writeFile(
      join(project, 'activities.csv'),
      'recorded_at;job_offer_reference;status;count\n' +
        '2026-11-20;NPX-1;job_offer_view;42\n' +
        '2026-11-21;NPX-1;job_offer_view;7\n' +
        '2026-02-30;NPX-1;job_offer_view;1\n',
    )
    const { client_id: clientId, client_secret: clientSecret } = credentials
    const env = {
      ...process.env,
      INTAKE_URL: serviceUrl,
      INTAKE_CLIENT_ID: clientId,
      INTAKE_CLIENT_SECRET: clientSecret,
    }
    const args = ['push', 'activities', 'activities.csv', '--rejects', 'rejects.ndjson']
    const pushed = await run('npx', ['--offline', '@intake/client', ...args], project, env)

    assert.equal(pushed.code, 2, pushed.stderr)
    assert.match(pushed.stdout, /^stored 2, rejected 1, in .*; rejected records written to rejects\.ndjson\n/)
    const [reject, ...more] = (await readFile(join(project, 'rejects.ndjson'), 'utf8')).split('\n').filter(Boolean)
    assert.deepEqual(more, [])
    const { index, record, errors } = JSON.parse(reject ?? '{}')
    assert.deepEqual(
      [index, record],
      [2, { recorded_at: '2026-02-30', job_offer_reference: 'NPX-1', status: 'job_offer_view', count: 1 }],
    )
    assert.deepEqual(
      errors.map((problem: { field: string }) => problem.field),
      ['recorded_at'],
    )
    const stored = await new IntakeClient({ url: serviceUrl, clientId, clientSecret }).list('activities', {
      job_offer_reference: 'NPX-1',
    })
    assert.deepEqual(stored.data.map((activity) => [activity.recorded_at, activity.count]).sort(), [
      ['2026-11-20', 42],
      ['2026-11-21', 7],
    ])
  })

  test('from TypeScript: strict, lib ES2022 and DOM, no @types/node; wrong records are type errors', async () => {
    await writeFile(join(project, 'push.ts'), INTEGRATOR_TYPESCRIPT)
    const config = {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        types: [],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
      },
      files: ['push.ts'],
    }
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify(config))
    const checked = await run(process.execPath, [TSC, '-p', project], project)
    assert.equal(checked.code, 0, checked.stdout + checked.stderr)
    // The check can fail: the same file with a wrong field type where none is expected.
    await writeFile(join(project, 'push.ts'), INTEGRATOR_TYPESCRIPT.replace("step: 'applied'", 'step: 7'))
    const wrong = await run(process.execPath, [TSC, '-p', project], project)
    assert.notEqual(wrong.code, 0)
    assert.match(wrong.stdout, /push\.ts\(8,3\): error TS2322/)
  })
})
