import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, afterEach, before, describe, test } from 'node:test'
import { README, README_PARTS, readmePart } from '../scripts/settings-docs.ts'
import { openPglite } from '../src/db/pglite.ts'
import { createTestDatabase, freePort, intakeArgs, onPostgres, runIntake, type TestDatabase } from './helpers.ts'

const MIGRATIONS = new URL('../src/db/migrations/', import.meta.url)

/** Node's flags that load test/database-thread-hooks.js into an `intake serve`. */
const THREAD_HOOKS = ['--import', new URL('./database-thread-hooks.js', import.meta.url).href]

const embeddedOnly = { skip: onPostgres ? 'the embedded database is not used on PostgreSQL' : false }

/** Resolves once `child` has written `text` on stderr; rejects if it exits first. */
function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(text)) resolve()
    })
    child.on('exit', () => reject(new Error(`exited before writing ${text}: ${output}`)))
  })
}

/** The exit of a process; the bound only fails a test that hangs. */
async function exitOf(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  if (child.exitCode !== null || child.signalCode !== null) return [child.exitCode, child.signalCode]
  return (await once(child, 'exit', { signal: AbortSignal.timeout(60_000) })) as [number | null, NodeJS.Signals | null]
}

/** Kills `child` (SIGKILL) unless it has ended, and waits for its exit. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGKILL')
  await once(child, 'exit')
}

/** A scratch DATA_DIR (not yet made) in a folder of its own, and the environment naming it. */
async function scratchDataDir(name: string) {
  const parent = await mkdtemp(join(tmpdir(), `intake-cli-${name}-`))
  const dataDir = join(parent, 'data')
  return {
    dataDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', DATA_DIR: dataDir },
    remove: () => rm(parent, { recursive: true, force: true }),
  }
}

describe('the intake command', () => {
  let dataDir: string
  let database: TestDatabase | undefined
  let env: NodeJS.ProcessEnv

  /** Runs `intake ARGS` against this file's database. */
  const intake = (...args: string[]) => runIntake(env, ...args)

  /** The servers the tests start: those a test leaves running (it failed before it stopped them) are ended after it. */
  const servers: ChildProcess[] = []
  /** `intake serve` on `port` in `serverEnv`, node given `nodeFlags` first. */
  const serveWith = (serverEnv: NodeJS.ProcessEnv, port: number, nodeFlags: string[] = [], host = '127.0.0.1') => {
    const server = spawn(process.execPath, [...nodeFlags, ...intakeArgs('serve')], {
      env: { ...serverEnv, PORT: String(port), HOST: host },
    })
    servers.push(server)
    return server
  }
  const serve = (port: number, host = '127.0.0.1'): ChildProcess => serveWith(env, port, [], host)
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      if (server.exitCode !== null || server.signalCode !== null) continue
      server.kill('SIGKILL')
      await once(server, 'exit')
    }
  })

  /**
   * Resolves, with what the server logged until then, once it logs that it listens; its output keeps
   * being read (a closed pipe would kill it).
   */
  function listening(server: ChildProcess): Promise<string> {
    return new Promise((resolve, reject) => {
      let output = ''
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Server listening')) resolve(output)
      })
      server.on('exit', () => reject(new Error(`the server stopped before listening: ${output}`)))
    })
  }

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'intake-cli-'))
    database = onPostgres ? await createTestDatabase() : undefined
    env = {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      ...(database?.url === undefined ? { DATA_DIR: dataDir } : { DATABASE_URL: database.url }),
    }
    const migrated = await intake('migrate')
    assert.equal(migrated.code, 0, migrated.stderr)
  })
  after(async () => {
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('clients create prints one JSON object with a URL-safe id, a 256-bit secret, the name and role, and nothing else', async () => {
    const created = await intake('clients', 'create', '--name', 'ACME ATS')
    assert.equal(created.code, 0, created.stderr)
    const printed = JSON.parse(created.stdout)
    assert.deepEqual(Object.keys(printed), ['client_id', 'client_secret', 'name', 'role'])
    assert.equal(printed.role, 'data')
    assert.match(printed.client_id, /^[A-Za-z0-9_-]+$/)
    assert.match(printed.client_secret, /^[A-Za-z0-9_-]{43,}$/)

    const listed = await intake('clients', 'list')
    assert.equal(listed.code, 0, listed.stderr)
    const clients = JSON.parse(listed.stdout) as Record<string, unknown>[]
    const mine = clients.find((client) => client.client_id === printed.client_id)
    assert.equal(mine?.name, 'ACME ATS')
    assert.equal(mine?.role, 'data')
    assert.equal(mine?.status, 'enabled')
    assert.equal(mine?.disabled_at, null)
    assert.deepEqual(mine?.resources, {
      'application-steps': { records_stored: 0, last_batch_at: null },
      activities: { records_stored: 0, last_batch_at: null },
      'job-offers': { records_stored: 0, last_batch_at: null },
    })
    assert.ok(!listed.stdout.includes(printed.client_secret))
  })

  test('clients create --role admin makes an admin client; any other role is a usage error', async () => {
    const created = await intake('clients', 'create', '--name', 'ops', '--role', 'admin')
    assert.equal(created.code, 0, created.stderr)
    assert.equal(JSON.parse(created.stdout).role, 'admin')
    const listed = JSON.parse((await intake('clients', 'list')).stdout) as Record<string, unknown>[]
    assert.equal(listed.find((client) => client.client_id === JSON.parse(created.stdout).client_id)?.role, 'admin')
    const wrong = await intake('clients', 'create', '--name', 'ops', '--role', 'root')
    assert.equal(wrong.code, 1)
    assert.match(wrong.stderr, /^intake: --role must be one of: data, admin/)
  })

  test('clients disable and rotate-secret change the client; an unknown client is a clear error and exit 1', async () => {
    const { client_id: clientId, client_secret: firstSecret } = JSON.parse(
      (await intake('clients', 'create', '--name', 'rotating')).stdout,
    )
    const rotated = await intake('clients', 'rotate-secret', clientId)
    assert.equal(rotated.code, 0, rotated.stderr)
    const { client_secret: secondSecret } = JSON.parse(rotated.stdout)
    assert.notEqual(secondSecret, firstSecret)

    const disabled = await intake('clients', 'disable', clientId)
    assert.equal(disabled.code, 0, disabled.stderr)
    const listed = JSON.parse((await intake('clients', 'list')).stdout) as Record<string, unknown>[]
    assert.equal(typeof listed.find((client) => client.client_id === clientId)?.disabled_at, 'string')

    const unknown = await intake('clients', 'disable', 'cl_nobody')
    assert.equal(unknown.code, 1)
    assert.equal(unknown.stdout, '')
    assert.equal(unknown.stderr.trim(), 'intake: There is no client cl_nobody')
  })

  test('clients enable lets a disabled client have tokens again', async () => {
    const { client_id: clientId } = JSON.parse((await intake('clients', 'create', '--name', 'returning')).stdout)
    assert.equal((await intake('clients', 'disable', clientId)).code, 0)
    const enabled = await intake('clients', 'enable', clientId)
    assert.equal(enabled.code, 0, enabled.stderr)
    assert.deepEqual(JSON.parse(enabled.stdout), { client_id: clientId, disabled: false })
    const listed = JSON.parse((await intake('clients', 'list')).stdout) as Record<string, unknown>[]
    assert.equal(listed.find((client) => client.client_id === clientId)?.disabled_at, null)
    assert.equal((await intake('clients', 'enable', 'cl_nobody')).stderr.trim(), 'intake: There is no client cl_nobody')
  })

  test('a command without what it needs says so and exits 1', async () => {
    const outcome = await intake('clients', 'create')
    assert.equal(outcome.code, 1)
    assert.match(outcome.stderr, /^intake: clients create needs --name NAME/)
    const blank = await intake('clients', 'create', '--name', '  ')
    assert.equal(blank.code, 1)
    assert.equal(blank.stderr.trim(), 'intake: A client needs a name')
    assert.equal((await intake('frobnicate')).code, 1)
  })

  test('--help or -h after any command prints the usage (exit 0) and does nothing', async () => {
    for (const args of [
      ['clients', '--help'],
      ['clients', 'create', '-h'],
      ['keys', '--help'],
      ['serve', '-h'],
      ['migrate', '--help'],
    ]) {
      const outcome = await intake(...args)
      assert.equal(outcome.code, 0, `${args.join(' ')}: ${outcome.stderr}`)
      assert.match(outcome.stdout, /^Usage: intake <command>/, args.join(' '))
      assert.equal(outcome.stderr, '')
    }
  })

  test("README.md's command-line block is what intake help prints (npm run settings:docs writes it)", async () => {
    const help = await intake('help')
    assert.equal(help.code, 0, help.stderr)
    const block = readmePart(await readFile(README, 'utf8'), README_PARTS.usage)
    assert.equal(
      block,
      `\n\`\`\`\n${help.stdout}\`\`\`\n`,
      'README.md differs from intake help: run npm run settings:docs',
    )
  })

  test('a word or an option a command does not take is a usage error (exit 1), and nothing is done', async () => {
    const { client_id: first } = JSON.parse((await intake('clients', 'create', '--name', 'first of two')).stdout)
    const { client_id: second } = JSON.parse((await intake('clients', 'create', '--name', 'second of two')).stdout)
    const refusals = [
      [['clients', 'disable', first, second], `clients disable takes no further argument: ${second}`],
      [['clients', 'list', 'all'], 'clients list takes no further argument: all'],
      [['keys', 'list', 'now'], 'keys list takes no further argument: now'],
      [['migrate', 'now'], 'migrate takes no further argument: now'],
      [['serve', '--port', '9000'], "serve: Unknown option '--port'"],
      [['citus', 'distribute', 'now'], 'citus distribute takes no further argument: now'],
    ] as const
    for (const [args, message] of refusals) {
      const outcome = await intake(...args)
      assert.equal(outcome.code, 1, `${args.join(' ')}: ${outcome.stderr}`)
      assert.equal(outcome.stdout, '')
      assert.ok(outcome.stderr.startsWith(`intake: ${message}`), outcome.stderr)
      assert.match(outcome.stderr, /Usage: intake <command>/)
    }
    const listed = JSON.parse((await intake('clients', 'list')).stdout) as Record<string, unknown>[]
    for (const clientId of [first, second]) {
      assert.equal(listed.find((client) => client.client_id === clientId)?.disabled_at, null)
    }
  })

  test(
    'clients commands make no database: on an empty DATA_DIR they say to run intake migrate, and leave it empty',
    embeddedOnly,
    async () => {
      const { dataDir: emptyDir, env: empty, remove } = await scratchDataDir('empty')
      try {
        await mkdir(emptyDir)
        for (const args of [
          ['clients', 'list'],
          ['keys', 'list'],
        ]) {
          const refused = await runIntake(empty, ...args)
          assert.equal(refused.code, 1)
          assert.equal(refused.stdout, '')
          assert.equal(refused.stderr.trim(), `intake: There is no database in ${emptyDir}: run intake migrate first`)
        }
        assert.deepEqual(await readdir(join(emptyDir, '..')), ['data'], 'no lock beside it')
        assert.deepEqual(await readdir(emptyDir), [])
      } finally {
        await remove()
      }
    },
  )

  test(
    'clients commands never change the schema: on a database not migrated they say to run intake migrate',
    embeddedOnly,
    async () => {
      // An embedded database of its own, never migrated.
      const freshDir = await mkdtemp(join(tmpdir(), 'intake-cli-fresh-'))
      try {
        const fresh = { PATH: process.env.PATH, DATA_DIR: freshDir }
        await (await openPglite(freshDir)).close()
        const migrations = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort()
        const refused = await runIntake(fresh, 'clients', 'list')
        assert.equal(refused.code, 1)
        assert.equal(refused.stdout, '')
        assert.equal(
          refused.stderr.trim(),
          `intake: The database lacks migrations ${migrations.join(', ')}: run intake migrate first`,
        )
        // Nothing was applied by the refused command: migrate applies every migration now.
        const migrated = await runIntake(fresh, 'migrate')
        assert.deepEqual(JSON.parse(migrated.stdout), { applied: migrations })
        const listed = await runIntake(fresh, 'clients', 'list')
        assert.equal(listed.code, 0, listed.stderr)
        assert.deepEqual(JSON.parse(listed.stdout), [])
      } finally {
        await rm(freshDir, { recursive: true, force: true })
      }
    },
  )

  test('migrate reports what it applied, and nothing the second time', async () => {
    const outcome = await intake('migrate')
    assert.equal(outcome.code, 0, outcome.stderr)
    assert.deepEqual(JSON.parse(outcome.stdout), { applied: [] })
  })

  test('serve answers, and on SIGTERM finishes the request in flight and exits 0', async () => {
    const { client_id, client_secret } = JSON.parse((await intake('clients', 'create', '--name', 'served')).stdout)
    const port = await freePort()
    const server = serve(port)
    await listening(server)
    // The request is in flight for sure: the server has read its headers (it answers 100 Continue to
    // them) and half its body is sent before SIGTERM.
    const body = JSON.stringify({ client_id, client_secret })
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v3/oauth2/token',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    })
    const answered = once(request, 'response') as Promise<[http.IncomingMessage]>
    const continued = once(request, 'continue')
    request.flushHeaders()
    await continued
    request.write(body.slice(0, 10))
    server.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 100))
    request.end(body.slice(10))
    const [answer] = await answered
    assert.equal(answer.statusCode, 200)
    let stderr = ''
    server.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const [code] = await once(server, 'exit')
    assert.equal(code, 0, stderr)
  })

  test('serve, as built, serves the console: its page and the files the page names', async () => {
    const port = await freePort()
    const server = serve(port)
    await listening(server)
    const page = await fetch(`http://127.0.0.1:${port}/console/`)
    assert.equal(page.status, 200)
    const html = await page.text()
    const script = /src="([^"]+\.js)"/.exec(html)?.[1]
    assert.ok(script !== undefined, html)
    const file = await fetch(new URL(script, page.url))
    assert.equal(file.status, 200)
    await file.arrayBuffer()
    server.kill('SIGTERM')
    assert.deepEqual(await once(server, 'exit'), [0, null])
  })

  test('on SIGTERM, connections without a request in flight (silent, or half their headers sent) do not hold the exit', async () => {
    const port = await freePort()
    const server = serve(port)
    await listening(server)
    const silent = connect(port, '127.0.0.1')
    const halfHeaders = connect(port, '127.0.0.1', () => halfHeaders.write('POST /v3/jobboard/job-offers HTTP/1.1\r\n'))
    for (const socket of [silent, halfHeaders]) socket.on('error', () => {})
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    server.kill('SIGTERM')
    const [code] = await once(server, 'exit')
    assert.equal(code, 0)
    assert.ok(Date.now() - started < 5_000, `exited in ${Date.now() - started} ms`)
  })

  test('serve warns that /metrics is open when it listens beyond loopback without METRICS_TOKEN', async () => {
    const open = serve(await freePort(), '0.0.0.0')
    try {
      assert.match(
        await listening(open),
        /GET \/metrics is open to anyone who reaches 0\.0\.0\.0:\d+: set METRICS_TOKEN/,
      )
    } finally {
      open.kill('SIGTERM')
      await once(open, 'exit')
    }
    const loopback = serve(await freePort())
    try {
      assert.doesNotMatch(await listening(loopback), /METRICS_TOKEN/)
    } finally {
      loopback.kill('SIGTERM')
      await once(loopback, 'exit')
    }
  })

  test('serve with a DATABASE_URL that is no PostgreSQL URL, or whose server does not answer, says so on one line naming it and exits 1', async () => {
    const { DATA_DIR: _, DATABASE_URL: __, ...withoutDatabase } = env
    const start = (url: string) => runIntake({ ...withoutDatabase, DATABASE_URL: url }, 'serve')
    const [notUrl, silent] = await Promise.all([start('notaurl'), start('postgres://postgres@127.0.0.1:1/intake')])
    assert.equal(notUrl.code, 1)
    assert.equal(
      notUrl.stderr.trim(),
      'intake: DATABASE_URL must be a postgres:// or postgresql:// URL with a port 1 … 65535, if any, got text that does not parse as such a URL (not shown: it may hold a password)',
    )
    assert.equal(silent.code, 1)
    assert.match(
      silent.stderr.trim(),
      /^intake: The database at DATABASE_URL does not answer: .*ECONNREFUSED 127\.0\.0\.1:1$/,
    )
  })

  test('serve on a port already taken says so on one line and exits 1 before it opens the database', async () => {
    const taken = createServer().listen(0, '127.0.0.1')
    await once(taken, 'listening')
    const scratch = await scratchDataDir('port-taken')
    try {
      const server = serveWith(scratch.env, (taken.address() as { port: number }).port)
      server.stdout?.resume()
      let stderr = ''
      server.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString()
      })
      const [code] = await exitOf(server)
      assert.equal(code, 1, stderr)
      assert.match(stderr, /^intake: listen EADDRINUSE: address already in use 127\.0\.0\.1:\d+$/m)
      assert.deepEqual(await readdir(join(scratch.dataDir, '..')), [], 'DATA_DIR was not made')
    } finally {
      taken.close()
      await scratch.remove()
    }
  })

  test(
    'SIGTERM while serve migrates: the migrations end, the database is closed, and it exits 0 without listening',
    embeddedOnly,
    async () => {
      const scratch = await scratchDataDir('stopped')
      const server = serveWith(scratch.env, await freePort(), THREAD_HOOKS)
      try {
        let stdout = ''
        server.stdout?.on('data', (chunk: Buffer) => {
          stdout += chunk.toString()
        })
        await printed(server, 'migrating')
        server.kill('SIGTERM')
        assert.deepEqual(await exitOf(server), [0, null])
        assert.doesNotMatch(stdout, /Server listening/)
        await assert.rejects(stat(`${scratch.dataDir}.lock`), { code: 'ENOENT' }, 'the database was closed')
        const migrated = await runIntake(scratch.env, 'migrate')
        assert.deepEqual(JSON.parse(migrated.stdout), { applied: [] }, migrated.stderr)
      } finally {
        await ended(server)
        await scratch.remove()
      }
    },
  )

  test(
    'serve exits 1 when the embedded database’s thread dies, for a supervisor to start it again',
    embeddedOnly,
    async () => {
      const server = serveWith(env, await freePort(), THREAD_HOOKS)
      try {
        await listening(server)
        let stderr = ''
        server.stderr?.on('data', (chunk: Buffer) => {
          stderr += chunk.toString()
        })
        server.kill('SIGWINCH')
        const [code] = await exitOf(server)
        assert.equal(code, 1, stderr)
        assert.match(stderr, /^intake: PGlite is closed: its thread exited with 1$/m)
      } finally {
        await ended(server)
      }
    },
  )

  test(
    'with the embedded database, the first serve after one was killed (SIGKILL) takes over its lock and listens; beside a live one it is refused',
    embeddedOnly,
    async () => {
      const scratch = await scratchDataDir('killed')
      const servers: ChildProcess[] = []
      const start = async () => {
        const server = serveWith(scratch.env, await freePort())
        servers.push(server)
        await listening(server)
        return server
      }
      try {
        assert.equal((await runIntake(scratch.env, 'migrate')).code, 0)
        const killed = await start()
        killed.kill('SIGKILL')
        await exitOf(killed)
        // Before a dead holder's lock was taken over, this start was refused until the lock went stale.
        await start()
        const beside = await runIntake({ ...scratch.env, PORT: String(await freePort()) }, 'serve')
        assert.equal(beside.code, 1, beside.stderr)
        assert.match(beside.stderr, /^intake: The embedded database in .* is in use by another process/)
      } finally {
        for (const server of servers) await ended(server)
        await scratch.remove()
      }
    },
  )

  test('with the embedded database, a second process is told the data directory is in use', embeddedOnly, async () => {
    const server = serve(await freePort())
    try {
      await listening(server)
      const outcome = await intake('clients', 'list')
      assert.equal(outcome.code, 1)
      assert.match(outcome.stderr, /^intake: The embedded database in .* is in use by another process/)
    } finally {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
  })
})
