import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, existsSync } from 'node:fs'
import { chmod, link, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createInterface } from 'node:readline'
import { PassThrough, Readable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { readRecords } from '../packages/client/src/cli/record-files.ts'
import { createClient } from '../src/auth/clients.ts'
import { errorBody, FaultProxy } from './fault-proxy.ts'
import {
  BIN,
  createTestDatabase,
  intakeArgs,
  onPostgres,
  startService,
  TEST_ACTOR,
  type TestDatabase,
  type TestService,
} from './helpers.ts'

/**
 * `intake push` (the client package's command, packages/client/src/cli/, which the service's `intake`
 * runs) end to end: the command runs as a process of its own, as a user runs it, against a
 * real service listening in this process (the push opens no database, so the embedded one can stay
 * open here). A small proxy of the test's own stands in front of the service when the test needs to
 * count requests or to have the "server" answer 429, 503 or 400 for a while.
 */

const EXAMPLE_CSV = fileURLToPath(new URL('../examples/application-steps.csv', import.meta.url))
const SCRIPT = '/usr/bin/script'

interface Outcome {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs a command to its end, feeding it `input` on standard input. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv, input?: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(input)
  })
}

const shellQuote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`

/** Each line of an NDJSON text, parsed, ordered by `index`. */
function ndjson(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .sort((a, b) => Number(a.index) - Number(b.index))
}

/** The line a push without a terminal writes every few seconds while it runs. */
const PROGRESS_LINE = /^pushed \d+ records \(\d+ rejected\), \d+ records\/s$/

/** Without a terminal there is no live bar: no carriage returns, no escape sequences, only whole lines. */
function assertPlainProgress(stderr: string) {
  assert.ok(!stderr.includes('\r'), `a carriage return on stderr: ${JSON.stringify(stderr)}`)
  assert.ok(!stderr.includes('\x1b'), `an escape sequence on stderr: ${JSON.stringify(stderr)}`)
  for (const line of stderr.split('\n').filter((line) => line !== '')) assert.match(line, PROGRESS_LINE)
}

/** The lines of standard error other than progress lines: what a push says, however long it took. */
const messages = (stderr: string) => stderr.split('\n').filter((line) => line !== '' && !PROGRESS_LINE.test(line))

const STEP_COLUMNS = [
  'recorded_at',
  'job_offer_reference',
  'job_offer_reference_2',
  'job_offer_reference_3',
  'job_offer_title',
  'candidate_creation_date',
  'candidate_mail',
  'candidate_phone',
  'candidate_ats_id',
  'source',
  'step',
  'step_ats_id',
  'application_ats_id',
  'subsidiary',
  'subsidiary_ats_id',
]

/** An application step row as stored, every field present, null where the file had nothing. */
function stepRow(fields: Record<string, string>): Record<string, string | null> {
  return Object.fromEntries(STEP_COLUMNS.map((column) => [column, fields[column] ?? null]))
}

describe('intake push', {
  skip: onPostgres && 'what the client does, whatever the service stores in: run without TEST_DATABASE_URL',
}, () => {
  let database: TestDatabase
  let service: TestService
  let serviceUrl: string
  let port: number
  let dir: string
  const proxies: FaultProxy[] = []

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'intake-push-'))
    database = await createTestDatabase()
    service = await startService({ database, config: { tokenAttemptsPerMinute: 1_000 } })
    await service.app.listen({ port: 0, host: '127.0.0.1' })
    port = (service.app.server.address() as AddressInfo).port
    serviceUrl = `http://127.0.0.1:${port}`
  })
  after(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()))
    await service.close()
    await database.drop()
    await rm(dir, { recursive: true, force: true })
  })

  /** New API credentials, and the environment that points `intake push` at `url` with them. */
  async function newCredentials(url = serviceUrl) {
    const { client_id: clientId, client_secret: clientSecret } = await createClient(service.db, TEST_ACTOR, {
      name: 'push test',
    })
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      INTAKE_URL: url,
      INTAKE_CLIENT_ID: clientId,
      INTAKE_CLIENT_SECRET: clientSecret,
    }
    return { clientId, env }
  }

  async function newProxy(): Promise<FaultProxy> {
    const proxy = await new FaultProxy(port).start()
    proxies.push(proxy)
    return proxy
  }

  const push = (env: NodeJS.ProcessEnv, args: readonly string[], input?: string, nodeOptions: string[] = []) =>
    run(process.execPath, [...nodeOptions, ...intakeArgs('push', ...args)], env, input)

  async function file(name: string, content: string): Promise<string> {
    const path = join(dir, name)
    await writeFile(path, content)
    return path
  }

  /** The client's rows of a table, in the given order (ids are not given in the order of a batch). */
  async function rows<Row = Record<string, unknown>>(table: string, clientId: string, columns: string, order: string) {
    return service.db.query<Row>(`SELECT ${columns} FROM ${table} WHERE client_id = $1 ORDER BY ${order}`, [clientId])
  }

  async function rowCount(table: string, clientId: string): Promise<number> {
    const [row] = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE client_id = $1`,
      [clientId],
    )
    return row?.n ?? -1
  }

  /** What the server says of one invalid record, as a reject entry of `intake push` holds it (with its code). */
  async function serverProblems(path: string, record: unknown) {
    const client = await service.newClient('server verdict')
    const answer = await client.send('POST', path, [record])
    assert.equal(answer.statusCode, 400, answer.body)
    const { errors } = answer.json() as {
      errors: { message: string; data: { field: string | null; code: string; value?: unknown } }[]
    }
    return errors.map(({ message, data: { field, code, value } }) => ({
      message,
      field,
      code,
      ...(value === undefined ? {} : { value }),
    }))
  }

  async function storedSteps(clientId: string) {
    const stored = await rows<Record<string, unknown>>(
      'application_steps',
      clientId,
      STEP_COLUMNS.join(', '),
      'recorded_at',
    )
    return stored.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => [
          column,
          value instanceof Date || column === 'recorded_at' ? new Date(value as string).toISOString() : value,
        ]),
      ),
    )
  }

  const CSV_REJECT = {
    index: 3,
    record: {
      recorded_at: '2026-11-20T11:00:00Z',
      job_offer_reference: 'JO-2026-043',
      job_offer_title: 'Recruiter',
      candidate_ats_id: 'C-1003',
      candidate_mail: 'not-an-email',
      step: 'applied',
      application_ats_id: 'A-5003',
      source: 'jobboard-b',
    },
  }

  // The tests are independent (a client and files of their own): two at a time, to halve the time that
  // starting the command costs.
  describe('files', { concurrency: 2 }, () => {
    test('the example CSV: 3 stored, 1 rejected (exit 2), the reject written with its index and error', async () => {
      const { clientId, env } = await newCredentials()
      const rejects = join(dir, 'example-rejects.ndjson')
      const outcome = await push(env, ['application-steps', EXAMPLE_CSV, '--rejects', rejects])

      assert.equal(outcome.code, 2, outcome.stderr)
      assert.match(
        outcome.stdout,
        /^stored 3, rejected 1, in \d+\.\d s \(\d+ records\/s\); rejected records written to .*example-rejects\.ndjson\n {2}1 × candidate_mail must be an e-mail address: .* \(e\.g\. index 3\)\n$/,
      )
      assertPlainProgress(outcome.stderr)

      const [reject, ...more] = ndjson(await readFile(rejects, 'utf8'))
      assert.equal(more.length, 0)
      assert.deepEqual(reject?.index, CSV_REJECT.index)
      assert.deepEqual(reject?.record, CSV_REJECT.record)
      const errors = (reject?.errors ?? []) as { field: string; message: string }[]
      assert.equal(errors.length, 1)
      assert.equal(errors[0]?.field, 'candidate_mail')
      assert.match(errors[0]?.message ?? '', /e-mail/)
      assert.deepEqual(errors, await serverProblems('/v3/ats/application-steps', CSV_REJECT.record))

      assert.deepEqual(await storedSteps(clientId), [
        stepRow({
          recorded_at: '2026-11-18T09:00:00.000Z',
          job_offer_reference: 'JO-2026-042',
          job_offer_title: 'Data engineer, platform',
          candidate_ats_id: 'C-1001',
          candidate_mail: 'ana@example.org',
          step: 'applied',
          application_ats_id: 'A-5001',
          source: 'jobboard-a',
        }),
        stepRow({
          recorded_at: '2026-11-19T13:30:00.000Z',
          job_offer_reference: 'JO-2026-042',
          job_offer_title: 'Data engineer, platform',
          candidate_ats_id: 'C-1001',
          candidate_mail: 'ana@example.org',
          step: 'interview',
          application_ats_id: 'A-5001',
          source: 'jobboard-a',
        }),
        stepRow({
          recorded_at: '2026-11-20T10:15:00.000Z',
          job_offer_reference: 'JO-2026-043',
          job_offer_title: 'Recruiter\n(part time)',
          candidate_ats_id: 'C-1002',
          step: 'applied',
          application_ats_id: 'A-5002',
          source: 'referral',
        }),
      ])
    })

    test('job offers from NDJSON (CRLF, a blank line, an integer reference) and from a JSON array: exit 0', async () => {
      const { clientId, env } = await newCredentials()
      const lines = [
        JSON.stringify({ reference: 'ND-1', title: 'Plombier·ère', description: 'Line one\nline two' }),
        '',
        JSON.stringify({ reference: 42, subsidiary: 'Lyon', subsidiary_jobboard_id: 7 }),
        JSON.stringify({ reference: 'ND-3', title: null }),
      ]
      const array = [
        { reference: 'JA-1', title: 'Data engineer, platform', reference_2: 'X-1' },
        { reference: 'JA-2', description: 'Ünïcödé, "quotes" and a \\ backslash' },
      ]
      const [fromNdjson, fromJson] = await Promise.all([
        push(env, ['job-offers', await file('offers.jsonl', `${lines.join('\r\n')}\r\n`)]),
        push(env, ['job-offers', await file('offers.json', JSON.stringify(array, null, 2))]),
      ])
      assert.equal(fromNdjson.code, 0, fromNdjson.stderr)
      assert.match(fromNdjson.stdout, /^stored 3, rejected 0, in /)
      assert.equal(fromJson.code, 0, fromJson.stderr)
      assert.match(fromJson.stdout, /^stored 2, rejected 0, in /)

      const stored = await rows(
        'job_offers',
        clientId,
        'reference, title, reference_2, subsidiary_jobboard_id, description',
        'reference COLLATE "C"',
      )
      assert.deepEqual(stored, [
        { reference: '42', title: null, reference_2: null, subsidiary_jobboard_id: '7', description: null },
        {
          reference: 'JA-1',
          title: 'Data engineer, platform',
          reference_2: 'X-1',
          subsidiary_jobboard_id: null,
          description: null,
        },
        {
          reference: 'JA-2',
          title: null,
          reference_2: null,
          subsidiary_jobboard_id: null,
          description: 'Ünïcödé, "quotes" and a \\ backslash',
        },
        {
          reference: 'ND-1',
          title: 'Plombier·ère',
          reference_2: null,
          subsidiary_jobboard_id: null,
          description: 'Line one\nline two',
        },
        { reference: 'ND-3', title: null, reference_2: null, subsidiary_jobboard_id: null, description: null },
      ])
    })

    test('activities from CSV: count becomes an integer, an empty cell null, identifiers stay text; exit 0', async () => {
      const { clientId, env } = await newCredentials()
      const csv = [
        'recorded_at,job_offer_reference,status,count,subsidiary,subsidiary_jobboard_id',
        '2026-11-20,JO-1,job_offer_view,3,,',
        '2026-11-20,JO-1,apply_click,0,"Paris, 9e",SJ-7',
        '2026-11-21,0042,application,2147483647,,12',
      ].join('\n')
      // A rejected row shows how its cells were typed: the empty ones are null, not empty strings.
      const invalid = await file('activities-invalid.csv', `${csv.split('\n')[0]}\n2026-11-22,JO-2,apply_click,-1,,\n`)
      const rejects = join(dir, 'activities-rejects.ndjson')
      const [outcome, rejected] = await Promise.all([
        push(env, ['activities', await file('activities.csv', csv)]),
        push(env, ['activities', invalid, '--rejects', rejects]),
      ])
      assert.equal(outcome.code, 0, outcome.stderr)
      assert.match(outcome.stdout, /^stored 3, rejected 0, in /)
      assert.equal(rejected.code, 2, rejected.stderr)
      assert.deepEqual(ndjson(await readFile(rejects, 'utf8'))[0]?.record, {
        recorded_at: '2026-11-22',
        job_offer_reference: 'JO-2',
        status: 'apply_click',
        count: -1,
        subsidiary: null,
        subsidiary_jobboard_id: null,
      })
      const stored = await rows(
        'activities',
        clientId,
        "to_char(recorded_at, 'YYYY-MM-DD') AS day, job_offer_reference, status, count, subsidiary, subsidiary_jobboard_id",
        'recorded_at, status COLLATE "C"',
      )
      assert.deepEqual(stored, [
        {
          day: '2026-11-20',
          job_offer_reference: 'JO-1',
          status: 'apply_click',
          count: 0,
          subsidiary: 'Paris, 9e',
          subsidiary_jobboard_id: 'SJ-7',
        },
        {
          day: '2026-11-20',
          job_offer_reference: 'JO-1',
          status: 'job_offer_view',
          count: 3,
          subsidiary: null,
          subsidiary_jobboard_id: null,
        },
        {
          day: '2026-11-21',
          job_offer_reference: '0042',
          status: 'application',
          count: 2_147_483_647,
          subsidiary: null,
          subsidiary_jobboard_id: '12',
        },
      ])
    })

    test('a CSV whose header names a column twice, or __proto__, is refused before anything is sent (exit 1), with and without --dry-run', async () => {
      const { clientId, env } = await newCredentials()
      // Without the check, one of the cells named twice, or the column __proto__, was dropped from every
      // record without a word, and the rest stored.
      const twice = await file('column-twice.csv', 'reference,title,title\nPC-1,Real title,\n')
      const prototype = await file('prototype-column.csv', 'reference,__proto__\nPC-1,x\nPC-2,\n')
      const refusals = [
        [
          twice,
          /^intake: The CSV header names the column title twice: one of its cells would be dropped from every record$/m,
        ],
        [
          prototype,
          /^intake: The CSV header names a column __proto__: the server refuses every record that holds it$/m,
        ],
      ] as const
      for (const [path, message] of refusals) {
        const [sent, dry] = await Promise.all([
          push(env, ['job-offers', path]),
          push(env, ['job-offers', path, '--dry-run']),
        ])
        for (const outcome of [sent, dry]) {
          assert.equal(outcome.code, 1, outcome.stderr)
          assert.match(outcome.stderr, message)
        }
      }
      assert.equal(await rowCount('job_offers', clientId), 0)
    })

    test('a CSV row that cannot be read stops the push there: every record before it is pushed or rejected, one line names its line, the summary the counts, exit 1', async () => {
      const { clientId, env } = await newCredentials()
      // Batches of 2: two are sent before the broken row, and one record waits in the next when it is met.
      const moreCells = await file(
        'more-cells.csv',
        [
          'reference,title',
          'MC-1,One',
          ',No reference',
          '',
          'MC-3,"Three,',
          'on two lines"',
          'MC-4,Four',
          'MC-5,Five',
          'MC-6,Six,and a cell too many',
          'MC-7,Seven',
        ].join('\n'),
      )
      const unclosedQuote = await file(
        'unclosed-quote.csv',
        ['reference,title', 'UQ-1,One', 'UQ-2,"Two', 'UQ-3,Three', 'UQ-4,Four'].join('\n'),
      )
      const rejects = join(dir, 'broken-row-rejects.ndjson')
      const [cells, quote, dryRun] = await Promise.all([
        push(env, ['job-offers', moreCells, '--batch-size', '2', '--rejects', rejects]),
        push(env, ['job-offers', unclosedQuote]),
        push(env, ['job-offers', moreCells, '--dry-run']),
      ])

      assert.equal(cells.code, 1, cells.stderr)
      assert.match(
        cells.stdout,
        /^stored 4, rejected 1, in \d+\.\d s \(\d+ records\/s\); rejected records written to .*broken-row-rejects\.ndjson; stopped at line 9\n {2}1 × reference is required and may not be null \(e\.g\. index 1\)\n$/,
      )
      assert.deepEqual(messages(cells.stderr), [
        `intake: ${moreCells}: the CSV row at line 9 cannot be read: it has 3 cells where the header has 2. ` +
          'The records before it were pushed; fix the row and push the file again (records already stored are updated, not stored twice)',
      ])
      assert.deepEqual(
        ndjson(await readFile(rejects, 'utf8')).map((reject) => [reject.index, reject.record]),
        [[1, { reference: null, title: 'No reference' }]],
      )
      assert.equal(quote.code, 1, quote.stderr)
      assert.match(quote.stdout, /^stored 1, rejected 0, in .*; stopped at line 3\n$/)
      assert.match(
        quote.stderr,
        /^intake: .*unclosed-quote\.csv: the CSV row at line 3 cannot be read: a quoted cell is not closed before the end of the file\. /m,
      )
      assert.equal(dryRun.code, 1, dryRun.stderr)
      assert.match(
        dryRun.stdout,
        /^valid 4, rejected 1, in .*; --rejects FILE writes them with their errors; stopped at line 9\n {2}1 × /,
      )
      assert.match(dryRun.stderr, /line 9 cannot be read: .* The records before it were checked; fix the row/)

      const stored = await rows<{ reference: string; title: string }>(
        'job_offers',
        clientId,
        'reference, title',
        'reference COLLATE "C"',
      )
      assert.deepEqual(stored, [
        { reference: 'MC-1', title: 'One' },
        { reference: 'MC-3', title: 'Three,\non two lines' },
        { reference: 'MC-4', title: 'Four' },
        { reference: 'MC-5', title: 'Five' },
        { reference: 'UQ-1', title: 'One' },
      ])
    })

    test('NDJSON lines that are not JSON are rejected as lines; the others are stored; indexes are file positions', async () => {
      const { clientId, env } = await newCredentials()
      const lines = [
        '{"reference": "NJ-0"}',
        '{"reference": "NJ-1",',
        '{"reference": "NJ-2"}',
        'not json at all',
        '{"reference": "   "}',
        '{"reference": "NJ-5"}',
      ]
      const rejects = join(dir, 'invalid-json-rejects.ndjson')
      const path = await file('invalid-json.ndjson', `${lines.join('\n')}\n`)
      const outcome = await push(env, ['job-offers', path, '--rejects', rejects, '--batch-size', '2'])

      assert.equal(outcome.code, 2, outcome.stderr)
      assert.match(outcome.stdout, /^stored 3, rejected 3, in /)
      const written = ndjson(await readFile(rejects, 'utf8'))
      assert.deepEqual(written.slice(0, 2), [
        { index: 1, line: '{"reference": "NJ-1",', errors: [{ message: 'line 2 is not valid JSON', field: null }] },
        { index: 3, line: 'not json at all', errors: [{ message: 'line 4 is not valid JSON', field: null }] },
      ])
      assert.equal(written[2]?.index, 4)
      assert.deepEqual(written[2]?.record, { reference: '   ' })
      assert.deepEqual(
        ((written[2]?.errors ?? []) as { field: string }[]).map((error) => error.field),
        ['reference'],
      )
      assert.deepEqual(
        (await rows<{ reference: string }>('job_offers', clientId, 'reference', 'reference COLLATE "C"')).map(
          (row) => row.reference,
        ),
        ['NJ-0', 'NJ-2', 'NJ-5'],
      )
    })

    test('records for which the server refuses their whole batch (__proto__, too many keys, too deep) are rejected, from NDJSON and from a JSON array; the rest of their batch is stored', async () => {
      // At the server's limits, and one past them: 100 keys in an object; 16 levels, the batch's array
      // and the record's object included (so 14 arrays inside the record).
      const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))
      const nested = (levels: number) => {
        let value: unknown = 1
        for (let level = 0; level < levels; level++) value = [value]
        return value
      }
      const lines = [
        '{"reference": "PW-0"}',
        '{"reference": "PW-1", "__proto__": {"admin": true}}',
        '{"reference": "PW-2", "\\u005f_proto__": {}}',
        JSON.stringify({ reference: 'PW-3', ...keys(100) }),
        JSON.stringify({ reference: 'PW-4', nested: nested(15) }),
        '{"reference": "PW-5", "constructor": {"prototype": {}}}',
        '{"reference": "PW-6"}',
        JSON.stringify({ reference: 'PW-7', ...keys(99) }),
        JSON.stringify({ reference: 'PW-8', nested: nested(14) }),
      ]
      const refused = 'The server refused its whole batch for this record: '
      const prototype = `${refused}it holds a key named __proto__, or constructor holding prototype`
      const tooManyKeys = `${refused}An object of the request body has more than 100 keys (JSON_MAX_KEYS_PER_OBJECT)`
      const tooDeep = `${refused}The request body nests arrays and objects more than 16 levels deep (JSON_MAX_DEPTH)`
      const files = [
        await file('refused-whole.ndjson', `${lines.join('\n')}\n`),
        await file('refused-whole.json', `[${lines.join(',\n')}]`),
      ]
      for (const path of files) {
        const { clientId, env } = await newCredentials()
        const rejects = join(dir, `refused-whole-rejects-${basename(path)}`)
        const outcome = await push(env, ['job-offers', path, '--rejects', rejects, '--batch-size', '1000'])

        assert.equal(outcome.code, 2, outcome.stderr)
        assert.match(outcome.stdout, /^stored 2, rejected 7, in /, path)
        const written = ndjson(await readFile(rejects, 'utf8')).sort((a, b) => Number(a.index) - Number(b.index))
        assert.deepEqual(
          written.slice(0, 5).map((reject) => [reject.index, reject.errors]),
          [
            [1, [{ message: prototype, field: null }]],
            [2, [{ message: prototype, field: null }]],
            [3, [{ message: tooManyKeys, field: null }]],
            [4, [{ message: tooDeep, field: null }]],
            [5, [{ message: prototype, field: null }]],
          ],
          path,
        )
        // Those at the limits were sent again with the others, and rejected one by one, for their fields.
        assert.deepEqual(
          written.slice(5).map((reject) => [reject.index, (reject.record as { reference: string }).reference]),
          [
            [7, 'PW-7'],
            [8, 'PW-8'],
          ],
        )
        assert.deepEqual(
          ((written[6]?.errors ?? []) as { field: string }[]).map((error) => error.field),
          ['nested'],
        )
        assert.deepEqual(
          (await rows<{ reference: string }>('job_offers', clientId, 'reference', 'reference COLLATE "C"')).map(
            (row) => row.reference,
          ),
          ['PW-0', 'PW-6'],
        )
      }
    })

    test('--rejects after a push that rejected nothing holds no rejects of an earlier push', async () => {
      const { clientId, env } = await newCredentials()
      // What an earlier push left; its record is fixed and pushed again, as docs/client.md suggests.
      const earlier = { index: 1, record: { reference: '' }, errors: [{ message: 'reference must not be blank' }] }
      const rejects = await file('again-rejects.ndjson', `${JSON.stringify(earlier)}\n`)
      const fixed = await push(env, [
        'job-offers',
        await file('again.ndjson', '{"reference": "AG-1"}\n'),
        '--rejects',
        rejects,
      ])
      assert.equal(fixed.code, 0, fixed.stderr)
      assert.equal(await rowCount('job_offers', clientId), 1)
      const left = existsSync(rejects) ? await readFile(rejects, 'utf8') : ''
      assert.equal(left, '', `the rejects file still holds the rejects of the earlier push: ${left}`)
    })

    test('an NDJSON file that starts with a UTF-8 byte order mark is read like one without (as CSV and JSON are)', async () => {
      const { clientId, env } = await newCredentials()
      const path = await file('bom.ndjson', '\uFEFF{"reference": "BOM-1"}\n{"reference": "BOM-2"}\n')
      const outcome = await push(env, ['job-offers', path])
      assert.equal(outcome.code, 0, `NDJSON with a byte order mark: ${outcome.stdout}`)
      assert.equal(await rowCount('job_offers', clientId), 2)
    })

    test("needs only the URL and credentials: a server's settings, even bad ones, are not read", async () => {
      const { clientId, env } = await newCredentials()
      const path = await file('client-only.ndjson', '{"reference": "CLIENT-ONLY-1"}\n')
      const serverSettings = { PORT: 'none', TOKEN_SIGNING_KEY: 'not a key', DATABASE_URL: 'postgres://nowhere:1/x' }
      const outcome = await push({ ...env, ...serverSettings }, ['job-offers', path])
      assert.equal(outcome.code, 0, outcome.stderr)
      assert.equal(await rowCount('job_offers', clientId), 1)
    })

    test('- reads standard input: with --format, and without it the first character tells the format', async () => {
      const { clientId, env } = await newCredentials()
      const input = `${[1, 2, 3, 4].map((n) => JSON.stringify({ reference: `IN-${n}` })).join('\n')}\n`
      const array = `\n  ${JSON.stringify([{ reference: 'IN-5' }, { reference: 'IN-6' }])}`
      const csv = 'reference,title\nIN-7,"Data engineer, platform"\n'
      const [declared, ndjsonIn, arrayIn, csvIn] = await Promise.all([
        push(env, ['job-offers', '-', '--format', 'ndjson'], input),
        push(env, ['job-offers', '-'], `\uFEFF \r\n${input.replaceAll('IN-', 'IN-B')}`),
        push(env, ['job-offers', '-'], array),
        push(env, ['job-offers', '-'], csv),
      ])
      assert.equal(declared.code, 0, declared.stderr)
      assert.match(declared.stdout, /^stored 4, rejected 0, in /)
      assert.equal(ndjsonIn.code, 0, ndjsonIn.stderr)
      assert.match(ndjsonIn.stdout, /^stored 4, rejected 0, in /)
      assert.equal(arrayIn.code, 0, arrayIn.stderr)
      assert.match(arrayIn.stdout, /^stored 2, rejected 0, in /)
      assert.equal(csvIn.code, 0, csvIn.stderr)
      assert.match(csvIn.stdout, /^stored 1, rejected 0, in /)
      const stored = await rows<{ reference: string; title: string | null }>(
        'job_offers',
        clientId,
        'reference, title',
        'reference COLLATE "C"',
      )
      assert.deepEqual(
        stored.map((row) => row.reference),
        ['IN-1', 'IN-2', 'IN-3', 'IN-4', 'IN-5', 'IN-6', 'IN-7', 'IN-B1', 'IN-B2', 'IN-B3', 'IN-B4'],
      )
      assert.equal(stored.find((row) => row.reference === 'IN-7')?.title, 'Data engineer, platform')
    })

    test('on a terminal, Ctrl-C gives the terminal back its cursor and line wrapping, says what was stored, and exits 130', async () => {
      const { env } = await newCredentials()
      const proxy = await newProxy()
      proxy.delayMs = 5_000
      env.INTAKE_URL = proxy.url
      const lines = Array.from({ length: 20 }, (_, i) => JSON.stringify({ reference: `SIGINT-${i}`, title: 'Baker' }))
      const path = await file('interrupted.ndjson', `${lines.join('\n')}\n`)
      // `script` gives the push a terminal; Ctrl-C is a SIGINT once a batch is held by the proxy.
      const pidFile = join(dir, 'interrupted.pid')
      const push = `${shellQuote(process.execPath)} ${shellQuote(BIN)} push job-offers ${shellQuote(path)} --batch-size 10`
      const inner = `${push} & echo $! > ${shellQuote(pidFile)}; wait $!; echo "exit=$?"`
      const ended = run('script', ['-qfec', inner, '/dev/null'], env)
      const deadline = Date.now() + 60_000
      while (proxy.inFlight === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
      assert.ok(proxy.inFlight > 0, 'a batch is held by the proxy')
      process.kill(Number(await readFile(pidFile, 'utf8')), 'SIGINT')
      const outcome = await ended
      assert.match(outcome.stdout, /exit=130/, outcome.stdout)
      assert.ok(outcome.stdout.includes('\u001b[?25l'), 'the bar hid the cursor')
      assert.ok(outcome.stdout.includes('\u001b[?25h'), 'the cursor is shown again')
      assert.match(outcome.stdout, /intake: interrupted after 0 stored and 0 rejected; push the file again/)
    })

    test('from a real pipe: cat steps.ndjson | intake push application-steps -', async () => {
      const { clientId, env } = await newCredentials()
      const steps = [1, 2, 3].map((n) =>
        JSON.stringify({
          recorded_at: '2026-11-20T10:15:00Z',
          job_offer_reference: 'JO-1',
          candidate_ats_id: `C-${n}`,
          step: 'applied',
          application_ats_id: `PIPE-${n}`,
        }),
      )
      const path = await file('steps.ndjson', `${steps.join('\n')}\n`)
      const command = `cat ${shellQuote(path)} | ${shellQuote(process.execPath)} ${shellQuote(BIN)} push application-steps -`
      const outcome = await run('/bin/sh', ['-c', command], env)
      assert.equal(outcome.code, 0, outcome.stderr)
      assert.match(outcome.stdout, /^stored 3, rejected 0, in /)
      assert.equal(await rowCount('application_steps', clientId), 3)
    })

    test('a file whose name says nothing is read by its first character; an unknown --format is an error', async () => {
      const { clientId, env } = await newCredentials()
      const [arrayFile, csvFile] = await Promise.all([
        file('offers-export', `  [${JSON.stringify({ reference: 'NAMELESS-1' })}]`),
        file('offers.txt', 'reference\nNAMELESS-2\nNAMELESS-3\n'),
      ])
      const [array, csv, unknown] = await Promise.all([
        push(env, ['job-offers', arrayFile]),
        push(env, ['job-offers', csvFile]),
        push(env, ['job-offers', csvFile, '--format', 'xml']),
      ])
      assert.equal(array.code, 0, array.stderr)
      assert.match(array.stdout, /^stored 1, rejected 0, in /)
      assert.equal(csv.code, 0, csv.stderr)
      assert.match(csv.stdout, /^stored 2, rejected 0, in /)
      assert.equal(unknown.code, 1)
      assert.match(unknown.stderr, /^intake: Unknown --format xml: ndjson, json or csv/)
      assert.equal(await rowCount('job_offers', clientId), 3)
    })

    test('the secret from --client-secret-file or INTAKE_CLIENT_SECRET, never needed on the command line', async () => {
      const { clientId, env } = await newCredentials()
      const secret = env.INTAKE_CLIENT_SECRET as string
      const { INTAKE_CLIENT_SECRET: _, ...withoutSecret } = env
      const secretFile = await file('secret', `${secret}\n`)
      const wrongFile = await file('wrong-secret', 'not the secret\n')
      const emptyFile = await file('empty-secret', '')
      const records = await file('secret.ndjson', '{"reference": "S-1"}\n')
      const [fromFile, fromVariable, wrong, empty, none] = await Promise.all([
        push(withoutSecret, ['job-offers', records, '--client-secret-file', secretFile]),
        push(env, ['job-offers', records]),
        // The file wins over the variable.
        push(env, ['job-offers', records, '--client-secret-file', wrongFile]),
        push(withoutSecret, ['job-offers', records, '--client-secret-file', emptyFile]),
        push(withoutSecret, ['job-offers', records]),
      ])
      assert.equal(fromFile.code, 0, fromFile.stderr)
      assert.equal(fromVariable.code, 0, fromVariable.stderr)
      assert.equal(wrong.code, 1)
      // A progress line may come first on a slow machine.
      assert.match(
        wrong.stderr,
        /^intake: The token request was refused \(401\): Client authentication failed: unknown client, wrong secret or disabled client$/m,
      )
      assert.equal(empty.code, 1)
      assert.match(empty.stderr, /^intake: --client-secret-file .* is empty/)
      assert.equal(none.code, 1)
      assert.match(none.stderr, /^intake: push needs --url, --client-id and a client secret/)
      assert.equal(await rowCount('job_offers', clientId), 1)
    })

    test('--help says that --client-secret shows in the process list', async () => {
      const outcome = await run(process.execPath, [BIN, 'push', '--help'], { PATH: process.env.PATH })
      assert.equal(outcome.code, 0, outcome.stderr)
      assert.match(outcome.stdout, /--client-secret-file F/)
      assert.match(outcome.stdout, /--client-secret SECRET .*process list/)
    })

    test('the rejects file is created 0600 under umask 000, and made 0600 when it existed 0666', async () => {
      const { env } = await newCredentials()
      const records = await file('private.ndjson', '{"reference": "P-1"}\n{"reference": ""}\n')
      const fresh = join(dir, 'private-rejects.ndjson')
      const existing = await file('private-rejects-existing.ndjson', 'old\n')
      await chmod(existing, 0o666)
      const node = [process.execPath, BIN, 'push', 'job-offers', records, '--rejects'].map(shellQuote).join(' ')
      const [created, reused] = await Promise.all([
        run('/bin/sh', ['-c', `umask 000 && ${node} ${shellQuote(fresh)}`], env),
        run('/bin/sh', ['-c', `umask 000 && ${node} ${shellQuote(existing)}`], env),
      ])
      assert.equal(created.code, 2, created.stderr)
      assert.equal(reused.code, 2, reused.stderr)
      for (const path of [fresh, existing]) {
        assert.equal((await stat(path)).mode & 0o777, 0o600, path)
        assert.equal(ndjson(await readFile(path, 'utf8')).length, 1, path)
      }
    })

    test('--dry-run rejects what a real push rejects, in the server’s words, and stores nothing', async () => {
      const proxy = await newProxy()
      const { clientId, env } = await newCredentials(proxy.url)
      const csvRejects = join(dir, 'dry-rejects.ndjson')
      // Also lines that are not JSON and records the rules refuse.
      const lines = ['{"reference": "D-0"}', '{oops', '{"reference": "D-2", "colour": "blue"}', '{"reference": "D-3"}']
      const mixedRejects = join(dir, 'dry-mixed-rejects.ndjson')
      const mixedFile = await file('dry-mixed.ndjson', lines.join('\n'))
      const [csv, mixed] = await Promise.all([
        push(env, ['application-steps', EXAMPLE_CSV, '--dry-run', '--rejects', csvRejects]),
        push(env, ['job-offers', mixedFile, '--dry-run', '--rejects', mixedRejects]),
      ])

      assert.equal(csv.code, 2, csv.stderr)
      assert.match(csv.stdout, /^valid 3, rejected 1, in /)
      assert.equal(proxy.batchRequests, 2)
      assert.equal(await rowCount('application_steps', clientId), 0)
      assert.equal(await rowCount('job_offers', clientId), 0)
      assert.deepEqual(ndjson(await readFile(csvRejects, 'utf8')), [
        { ...CSV_REJECT, errors: await serverProblems('/v3/ats/application-steps', CSV_REJECT.record) },
      ])

      assert.equal(mixed.code, 2, mixed.stderr)
      assert.match(mixed.stdout, /^valid 2, rejected 2, in /)
      assert.deepEqual(ndjson(await readFile(mixedRejects, 'utf8')), [
        { index: 1, line: '{oops', errors: [{ message: 'line 2 is not valid JSON', field: null }] },
        {
          index: 2,
          record: { reference: 'D-2', colour: 'blue' },
          errors: await serverProblems('/v3/jobboard/job-offers', { reference: 'D-2', colour: 'blue' }),
        },
      ])
    })
  })

  describe('a server that is busy or refuses', { concurrency: 2 }, () => {
    test('503 and 429 for a while (some after storing): exit 0, every record stored once with its count', async () => {
      const proxy = await newProxy()
      const { clientId, env } = await newCredentials(proxy.url)
      proxy.faults.push(
        { status: 503, headers: { 'retry-after': '0' } },
        { status: 503 },
        { status: 429, headers: { 'retry-after': '1' }, body: errorBody('Too many requests') },
        { status: 503, afterForwarding: true },
        { status: 502, afterForwarding: true },
      )
      const records = Array.from({ length: 3_000 }, (_, i) => ({
        recorded_at: `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
        job_offer_reference: `JO-${i}`,
        status: ['job_offer_impression', 'job_offer_view', 'apply_click', 'application'][i % 4],
        count: i,
      }))
      const path = await file('busy.ndjson', records.map((record) => JSON.stringify(record)).join('\n'))
      const outcome = await push(env, ['activities', path, '--batch-size', '500'])

      assert.equal(outcome.code, 0, outcome.stderr)
      assert.match(outcome.stdout, /^stored 3000, rejected 0, in /)
      assert.equal(proxy.batchRequests, 6 + 5)
      assert.deepEqual(
        proxy.batchAnswers.filter((status) => status === 201),
        [201, 201, 201, 201, 201, 201],
      )
      const stored = await rows<{ job_offer_reference: string; count: number }>(
        'activities',
        clientId,
        'job_offer_reference, count',
        'id',
      )
      assert.equal(stored.length, 3_000)
      const countOf = new Map(stored.map((row) => [row.job_offer_reference, row.count]))
      assert.equal(countOf.size, 3_000)
      for (const record of records) assert.equal(countOf.get(record.job_offer_reference), record.count)
    })

    test('a refusal that is not about records (400): exit 1 and one line "intake: ..." on stderr', async () => {
      const proxy = await newProxy()
      const { clientId, env } = await newCredentials(proxy.url)
      proxy.rule = () => ({ status: 400, body: errorBody('The request body must be a JSON array of job offers') })
      const path = await file('refused.ndjson', '{"reference": "R-1"}\n{"reference": "R-2"}\n')
      const outcome = await push(env, ['job-offers', path])

      assert.equal(outcome.code, 1)
      assert.equal(outcome.stdout, '')
      const [message, ...more] = messages(outcome.stderr)
      assert.deepEqual(more, [], outcome.stderr)
      assert.match(message ?? '', /^intake: The batch was refused \(400\): The request body must be a JSON array/)
      assert.equal(proxy.batchRequests, 1)
      assert.equal(await rowCount('job_offers', clientId), 0)
    })

    test('--rejects naming the input file, by any path, is refused before the file is opened for writing: exit 1, the file intact', async () => {
      const { clientId, env } = await newCredentials()
      const content = '{"reference": "RI-1"}\n{"reference": ""}\n'
      const path = await file('rejects-over-input.ndjson', content)
      await mkdir(join(dir, 'sub'), { recursive: true })
      const hardLink = join(dir, 'rejects-hard-link.ndjson')
      await link(path, hardLink)
      for (const rejects of [path, `${dir}/sub/../rejects-over-input.ndjson`, hardLink]) {
        const outcome = await push(env, ['job-offers', path, '--rejects', rejects])
        assert.equal(outcome.code, 1, outcome.stderr)
        assert.match(outcome.stderr, /^intake: --rejects .* is the input file: it would be emptied before it is read$/m)
        assert.equal(await readFile(path, 'utf8'), content)
      }
      assert.equal(await rowCount('job_offers', clientId), 0)
    })

    test('--rejects naming the file that standard input is redirected from (push - --rejects F < F) is refused too: exit 1, the file intact', async () => {
      const { clientId, env } = await newCredentials()
      const content = '{"reference": "RS-1"}\n{"reference": ""}\n'
      const path = await file('rejects-over-stdin.ndjson', content)
      const command = `${shellQuote(process.execPath)} ${shellQuote(BIN)} push job-offers - --rejects ${shellQuote(path)} < ${shellQuote(path)}`
      const outcome = await run('/bin/sh', ['-c', command], env)
      assert.equal(outcome.code, 1, outcome.stderr)
      assert.match(outcome.stderr, /^intake: --rejects .* is the input file: it would be emptied before it is read$/m)
      assert.equal(await readFile(path, 'utf8'), content)
      assert.equal(await rowCount('job_offers', clientId), 0)
    })

    test('a rejects file that cannot be written (a full disk) stops the push: exit 1 and one line "intake: ..." naming the cause', async () => {
      const { env } = await newCredentials()
      const lines = Array.from({ length: 3000 }, (_, i) => `{"reference": "", "title": "T-${i}"}`)
      const path = await file('rejects-full-disk.ndjson', `${lines.join('\n')}\n`)
      // /dev/full refuses every write with ENOSPC, as a full disk does; as a device, its permissions are left alone.
      const modeBefore = (await stat('/dev/full')).mode
      const outcome = await push(env, ['job-offers', path, '--rejects', '/dev/full'])
      assert.equal(outcome.code, 1, outcome.stderr)
      const [message, ...more] = messages(outcome.stderr)
      assert.deepEqual(more, [], outcome.stderr)
      assert.match(message ?? '', /^intake: Cannot write the rejected records to \/dev\/full: .*ENOSPC/)
      assert.equal((await stat('/dev/full')).mode, modeBefore)
    })

    test('more than one FILE is a usage error (exit 1), not a push of the first alone', async () => {
      const { clientId, env } = await newCredentials()
      const first = await file('first.ndjson', '{"reference": "F-1"}\n')
      const second = await file('second.ndjson', '{"reference": "F-2"}\n')
      const outcome = await push(env, ['job-offers', first, second])
      assert.equal(outcome.code, 1, outcome.stderr)
      assert.match(outcome.stderr, /^intake: push takes one FILE: .*second\.ndjson would not be pushed$/m)
      assert.match(outcome.stderr, /Usage: intake push/)
      assert.equal(await rowCount('job_offers', clientId), 0)
    })

    test('--dry-run reports the server’s verdict: an activity status the server refuses is rejected whatever ACTIVITY_STATUSES the push sees', async () => {
      const { clientId, env } = await newCredentials()
      const record = { recorded_at: '2026-11-20', job_offer_reference: 'JO-1', status: 'seen', count: 1 }
      const path = await file('statuses.ndjson', `${JSON.stringify(record)}\n`)
      const rejects = join(dir, 'statuses-rejects.ndjson')
      const dry = await push({ ...env, ACTIVITY_STATUSES: 'seen' }, [
        'activities',
        path,
        '--dry-run',
        '--rejects',
        rejects,
      ])
      assert.equal(dry.code, 2, dry.stderr)
      assert.match(dry.stdout, /^valid 0, rejected 1, in /)
      assert.deepEqual(ndjson(await readFile(rejects, 'utf8')), [
        { index: 0, record, errors: await serverProblems('/v3/jobboard/activities', record) },
      ])
      assert.equal(await rowCount('activities', clientId), 0)
    })

    test('--dry-run needs the URL and credentials a push needs', async () => {
      const path = await file('dry-no-credentials.ndjson', '{"reference": "DN-1"}\n')
      const outcome = await push({ PATH: process.env.PATH }, ['job-offers', path, '--dry-run'])
      assert.equal(outcome.code, 1, outcome.stderr)
      assert.match(outcome.stderr, /^intake: push needs --url, --client-id and a client secret/m)
    })

    test('CSV as spreadsheets write it: a byte order mark and semicolons, or tabs, are read by the header line; --delimiter forces one', async () => {
      const { clientId, env } = await newCredentials()
      const excel = await file(
        'excel.csv',
        '\uFEFFreference;title\r\nXL-1;Data engineer, platform\r\nXL-2;"Recruiter; part time"\r\n',
      )
      const tabs = await file('tabs.csv', 'reference\ttitle\nTAB-1\tAnalyst, junior\n')
      // One column: the header line tells nothing, and a comma in a cell would split it.
      const forced = await file('forced.csv', 'title;reference\nSales, north;FORCED-1\n')
      const oneColumn = await file('one-column.csv', 'reference\nONE,1\n')
      const [fromExcel, fromTabs, fromForced, fromOneColumn] = await Promise.all([
        push(env, ['job-offers', excel]),
        push(env, ['job-offers', tabs]),
        push(env, ['job-offers', forced, '--delimiter', ';']),
        push(env, ['job-offers', oneColumn, '--delimiter', ';']),
      ])
      for (const outcome of [fromExcel, fromTabs, fromForced, fromOneColumn]) {
        assert.equal(outcome.code, 0, outcome.stdout + outcome.stderr)
      }
      assert.deepEqual(await rows('job_offers', clientId, 'reference, title', 'reference COLLATE "C"'), [
        { reference: 'FORCED-1', title: 'Sales, north' },
        { reference: 'ONE,1', title: null },
        { reference: 'TAB-1', title: 'Analyst, junior' },
        { reference: 'XL-1', title: 'Data engineer, platform' },
        { reference: 'XL-2', title: 'Recruiter; part time' },
      ])
      const bad = await push(env, ['job-offers', excel, '--delimiter', ';;'])
      assert.equal(bad.code, 1)
      assert.match(bad.stderr, /^intake: --delimiter must be one character or tab, not ;;$/m)
    })

    test('the summary names the most frequent reasons, each with its count and an example, and where the rejects are', async () => {
      const { env } = await newCredentials()
      const lines = [
        { reference: 'R-1', title: 'x'.repeat(1_001) },
        { reference: 'R-2', title: 7 },
        { reference: 'R-3', title: 'x'.repeat(1_002) },
        { reference: 'R-4' },
        { reference: 'R-5', title: 'x'.repeat(1_003) },
        { reference: 'R-6', title: 8 },
      ]
      const path = await file('reasons.ndjson', `${lines.map((line) => JSON.stringify(line)).join('\n')}\nnot json\n`)
      const rejects = join(dir, 'reasons-rejects.ndjson')
      const [withRejects, without] = await Promise.all([
        push(env, ['job-offers', path, '--rejects', rejects]),
        push(env, ['job-offers', path]),
      ])
      assert.equal(withRejects.code, 2, withRejects.stderr)
      const [summary, ...reasons] = withRejects.stdout.trimEnd().split('\n')
      assert.match(
        summary ?? '',
        /^stored 1, rejected 6, in .*; rejected records written to .*reasons-rejects\.ndjson$/,
      )
      assert.deepEqual(reasons, [
        '  3 × title must be at most 1000 characters long (e.g. index 0)',
        '  2 × title must be a string, not a number (e.g. index 1)',
        '  1 × line 7 is not valid JSON (e.g. index 6)',
      ])
      assert.equal(without.code, 2, without.stderr)
      assert.match(
        without.stdout,
        /^stored 1, rejected 6, in [^\n]*; --rejects FILE writes them with their errors\n {2}3 × /,
      )
    })

    test('an unknown option or --format is a usage error: exit 1, the usage on stderr', async () => {
      const { env } = await newCredentials()
      const path = await file('usage.ndjson', '{"reference": "U-1"}\n')
      const outcomes = await Promise.all([
        push(env, ['job-offers', path, '--bogus']),
        push(env, ['job-offers', path, '--format', 'xml']),
      ])
      for (const outcome of outcomes) {
        assert.equal(outcome.code, 1, outcome.stderr)
        assert.equal(outcome.stdout, '')
        assert.match(outcome.stderr, /^intake: .*(--bogus|xml)/)
        assert.match(outcome.stderr, /\nUsage: intake push /)
      }
    })

    test('--rejects /dev/stdout with standard output redirected to a file: the rejects and the summary both stay', async () => {
      const { env } = await newCredentials()
      const path = await file('to-stdout.ndjson', '{"reference": "S-1"}\n{"reference": "S-2", "title": 9}\n')
      const output = join(dir, 'to-stdout.out')
      const command = [process.execPath, ...intakeArgs('push', 'job-offers', path, '--rejects', '/dev/stdout')]
      const outcome = await run('/bin/sh', ['-c', `${command.map(shellQuote).join(' ')} > ${shellQuote(output)}`], env)
      assert.equal(outcome.code, 2, outcome.stderr)
      const [reject, summary, reason, ...more] = (await readFile(output, 'utf8')).trimEnd().split('\n')
      assert.deepEqual(JSON.parse(reject ?? ''), {
        index: 1,
        record: { reference: 'S-2', title: 9 },
        errors: [{ message: 'title must be a string, not a number', field: 'title', code: 'invalid_type', value: 9 }],
      })
      assert.match(summary ?? '', /^stored 1, rejected 1, in .*; rejected records written to \/dev\/stdout$/)
      assert.equal(reason, '  1 × title must be a string, not a number (e.g. index 1)')
      assert.deepEqual(more, [])
    })

    test('missing credentials or an unknown resource: exit 1 with the usage', async () => {
      const path = await file('no-credentials.ndjson', '{"reference": "N-1"}\n')
      const { env } = await newCredentials()
      const [bare, unknown] = await Promise.all([
        push({ PATH: process.env.PATH, INTAKE_URL: serviceUrl }, ['job-offers', path]),
        push(env, ['candidates', path]),
      ])
      assert.equal(bare.code, 1)
      assert.equal(bare.stdout, '')
      assert.match(bare.stderr, /^intake: push needs --url, --client-id and a client secret/)
      assert.match(bare.stderr, /Usage: intake push application-steps\|activities\|job-offers FILE/)
      assert.equal(unknown.code, 1)
      assert.match(unknown.stderr, /^intake: Unknown resource candidates/)
      assert.match(unknown.stderr, /Usage: intake push/)
    })
  })

  describe('large files and progress', () => {
    test('a 39 MB NDJSON file is pushed with a 48 MB heap; without a terminal, progress is plain lines', async () => {
      const { clientId, env } = await newCredentials()
      const path = join(dir, 'large.ndjson')
      const out = createWriteStream(path)
      for (let i = 0; i < 14_000; i++) {
        const text = (prefix: string, length: number) => `${prefix}${i} `.repeat(length).slice(0, length)
        const line = JSON.stringify({
          recorded_at: '2026-11-20T10:15:00Z',
          job_offer_reference: `JO-${i % 100}`,
          job_offer_reference_2: text('r', 250),
          job_offer_reference_3: text('q', 250),
          job_offer_title: text('t', 1_000),
          candidate_ats_id: `C-${i}`,
          step: 'applied',
          step_ats_id: text('p', 250),
          application_ats_id: `L-${i}`,
          source: text('s', 250),
          subsidiary: text('b', 250),
          subsidiary_ats_id: text('a', 250),
        })
        if (!out.write(`${line}\n`)) await once(out, 'drain')
      }
      out.end()
      await once(out, 'finish')

      // The command's own code takes some 20 MB of the heap: holding the file's records as well would not
      // fit. Batches of 250 keep what is in flight (each record is held about four times: record, request,
      // answer text, parsed answer) small beside the file, so that only reading it whole breaks the limit.
      const outcome = await push(env, ['application-steps', path, '--batch-size', '250'], undefined, [
        '--max-old-space-size=48',
      ])
      assert.equal(outcome.code, 0, outcome.stderr)
      assert.match(outcome.stdout, /^stored 14000, rejected 0, in /)
      assertPlainProgress(outcome.stderr)
      assert.equal(await rowCount('application_steps', clientId), 14_000)
    })

    test('on a terminal, a live progress bar, then the summary', {
      skip: existsSync(SCRIPT) ? false : `${SCRIPT} (util-linux) is not installed`,
    }, async () => {
      const { clientId, env } = await newCredentials()
      const lines = Array.from({ length: 3_000 }, (_, i) => JSON.stringify({ reference: `TTY-${i}` }))
      const path = await file('terminal.ndjson', lines.join('\n'))
      const command = [process.execPath, BIN, 'push', 'job-offers', path, '--batch-size', '100', '--concurrency', '1']
      const outcome = await run(SCRIPT, ['-qfec', command.map(shellQuote).join(' '), '/dev/null'], {
        ...env,
        SHELL: '/bin/sh',
        TERM: 'xterm',
      })

      assert.equal(outcome.code, 0, outcome.stdout)
      const screen = outcome.stdout
      assert.match(screen, /\d+% \| \d+ records \| \d+ records\/s \| ETA \S+ \| \d+ rejected/)
      assert.match(screen, /100% \| 3000 records \| \d+ records\/s/)
      assert.ok(screen.includes('\x1b['), 'the bar is redrawn in place')
      assert.match(screen, /stored 3000, rejected 0, in \d+\.\d s/)
      assert.equal(await rowCount('job_offers', clientId), 3_000)
    })
  })
})

describe('reading an NDJSON file', () => {
  /** What `intake push` reads of these chunks: each record's bytes to send, or the line rejected and why. */
  async function read(chunks: readonly Buffer[]) {
    const read: string[] = []
    for await (const record of readRecords(Readable.from(chunks), 'ndjson', 'job-offers')) {
      read.push(record.line === undefined ? `send ${Buffer.from(record.json ?? []).toString('hex')}` : record.problem)
    }
    return read
  }

  /** What readline, which `intake push` used before it split lines itself, makes of the same bytes. */
  async function asReadlineReads(bytes: Buffer) {
    const read: string[] = []
    let number = 0
    for await (const text of createInterface({ input: Readable.from([bytes]), crlfDelay: Number.POSITIVE_INFINITY })) {
      number++
      const line = number === 1 ? text.replace(/^\uFEFF/, '') : text
      if (line.trim() === '') continue
      try {
        JSON.parse(line)
        read.push(`send ${Buffer.from(line).toString('hex')}`)
      } catch {
        read.push(`line ${number} is not valid JSON`)
      }
    }
    return read
  }

  test('lines split where readline splits them (LF, CRLF, a lone CR), in chunks cut anywhere, even inside a character', async () => {
    const texts = [
      '{"a": 1}\n{"b": 2}\n',
      '{"a": "é 𠀀"}\r\n\r\n{"b": 2}\r\n{"c":',
      '{"a": 1}\r{"b": 2}\r\r\nnot json\r',
      '\uFEFF{"a": 1}\n  \n\tnot json\n{"d": [1,\n2]}',
      '\n\n{"a": "x"}\r\n\r',
    ]
    const invalidUtf8 = Buffer.concat([
      Buffer.from('{"a": "'),
      Buffer.from([0xff, 0xc3]),
      Buffer.from('"}\n{"b": 1}\n'),
    ])
    for (const bytes of [...texts.map((text) => Buffer.from(text)), invalidUtf8]) {
      const expected = await asReadlineReads(bytes)
      const chunkings = [[bytes], [...bytes].map((byte) => Buffer.from([byte]))]
      for (let cut = 1; cut < bytes.length; cut++) chunkings.push([bytes.subarray(0, cut), bytes.subarray(cut)])
      for (const chunks of chunkings) {
        assert.deepEqual(await read(chunks), expected, `${JSON.stringify(bytes.toString())} in ${chunks.length} chunks`)
      }
    }
  })

  test('lines ended by a carriage return alone are read as they arrive, not held to the end of the file', async () => {
    const input = new PassThrough()
    const records = readRecords(input, 'ndjson', 'job-offers')
    const next = () =>
      Promise.race([records.next(), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000))])
    input.write('{"reference": "CR-1"}\r{"reference": "CR-2"}\r{"reference": ')
    assert.deepEqual(await next(), {
      done: false,
      value: { record: { reference: 'CR-1' }, json: Buffer.from('{"reference": "CR-1"}') },
    })
    assert.deepEqual(await next(), {
      done: false,
      value: { record: { reference: 'CR-2' }, json: Buffer.from('{"reference": "CR-2"}') },
    })
    input.end('"CR-3"}\r')
    assert.deepEqual(await next(), {
      done: false,
      value: { record: { reference: 'CR-3' }, json: Buffer.from('{"reference": "CR-3"}') },
    })
    assert.deepEqual(await next(), { done: true, value: undefined })
  })
})
