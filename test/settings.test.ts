import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import {
  ENV_EXAMPLE,
  envExample,
  LIMITS,
  limitsPage,
  README,
  README_PARTS,
  readmePart,
  readmeTable,
} from '../scripts/settings-docs.ts'
import { ConfigError, defaultConfig, loadConfig, readSetting, SETTINGS, type Setting } from '../src/config.ts'

const BIN = fileURLToPath(new URL('../bin/intake.js', import.meta.url))
const settings: Setting<unknown>[] = Object.values(SETTINGS)

/** A fresh private P-256 JWK, as `TOKEN_SIGNING_KEY` holds it. */
function privateJwk(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return privateKey.export({ format: 'jwk' }) as Record<string, string>
}

describe('the settings table is the one declaration of every setting', () => {
  test("the README's configuration table, between its markers, is generated from it (npm run settings:docs)", async () => {
    const table = readmePart(await readFile(README, 'utf8'), README_PARTS.settings)
    assert.equal(table, `\n${readmeTable()}\n`, 'README.md differs from the settings table: run npm run settings:docs')
  })

  test('docs/limits.md is generated from it: every setting that says what a caller meets past it', async () => {
    assert.equal(
      await readFile(LIMITS, 'utf8'),
      limitsPage(),
      'docs/limits.md differs from the settings table: run npm run settings:docs',
    )
    for (const variable of ['MAX_BODY_BYTES', 'REQUESTS_PER_MINUTE', 'MAX_PAGE_BYTES']) {
      assert.match(limitsPage(), new RegExp(`^\\| \`${variable}\` \\|`, 'm'), variable)
    }
  })

  test('.env.example is generated from it, and reads back as the defaults', async () => {
    const example = await readFile(ENV_EXAMPLE, 'utf8')
    assert.equal(example, envExample(), '.env.example differs from the settings table: run npm run settings:docs')
    const parsed = parseEnv(example)
    assert.deepEqual(loadConfig(parsed), defaultConfig)
    // Every variable is there, set or commented out with an example.
    for (const { variable } of settings) assert.match(example, new RegExp(`^(# )?${variable}=`, 'm'), variable)
  })

  test('each variable is declared once, in capitals, with a description of one line and 30 words at most, and its bounds', () => {
    const variables = settings.map((setting) => setting.variable)
    assert.equal(new Set(variables).size, variables.length)
    for (const setting of settings) {
      assert.match(setting.variable, /^[A-Z][A-Z0-9_]*$/)
      assert.ok(setting.description.length > 0 && !setting.description.includes('\n'), setting.variable)
      // A table cell a reader takes in at a glance.
      for (const words of [setting.description, setting.past ?? '']) {
        assert.ok(words.split(/\s+/).length <= 30, `${setting.variable}: ${words}`)
      }
      assert.ok(setting.bounds.length > 0, setting.variable)
      // A setting with no default of its own shows an example instead.
      if (setting.shownDefault === undefined) assert.ok(setting.example !== undefined, setting.variable)
    }
  })
})

describe('the loader', () => {
  test('an empty or unset variable is its default; the defaults that follow another setting follow it', () => {
    assert.deepEqual(loadConfig(Object.fromEntries(settings.map((setting) => [setting.variable, '']))), defaultConfig)
    assert.equal(defaultConfig.publicUrl, 'http://localhost:8080')
    const config = loadConfig({ PORT: '9000' })
    assert.equal(config.publicUrl, 'http://localhost:9000')
    assert.equal(loadConfig({ PUBLIC_URL: 'https://intake.example.com///' }).publicUrl, 'https://intake.example.com')
  })

  test('a PUBLIC_URL with a query or a fragment is refused: the OAuth issuer could not be built from it', () => {
    for (const url of ['https://intake.example.com/?x=1', 'https://intake.example.com/#top']) {
      assert.throws(
        () => loadConfig({ PUBLIC_URL: url }),
        /PUBLIC_URL must be an http\(s\) URL without query or fragment/,
      )
    }
  })

  test('SIGNING_KEY_ENCRYPTION_KEY is 32 bytes in base64 (or base64url), and never echoed', () => {
    const key = Buffer.alloc(32, 7)
    assert.deepEqual(
      loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: key.toString('base64') }).signingKeyEncryptionKey,
      new Uint8Array(key),
    )
    assert.deepEqual(
      loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: key.toString('base64url') }).signingKeyEncryptionKey,
      new Uint8Array(key),
    )
    for (const [raw, got] of [
      [Buffer.alloc(16, 1).toString('base64'), '16 bytes'],
      ['not base64 at all!', 'no base64'],
    ]) {
      assert.throws(
        () => loadConfig({ SIGNING_KEY_ENCRYPTION_KEY: raw }),
        (error: Error) =>
          error instanceof ConfigError &&
          error.message ===
            `SIGNING_KEY_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32), got ${got}` &&
          !error.message.includes(raw as string),
      )
    }
  })

  test('a bad value of any setting is one ConfigError line that names the variable and the bound', () => {
    const bad: Record<string, string[]> = {
      PORT: ['0', '65536', 'http', '80.5'],
      PUBLIC_URL: ['ftp://example.com', 'localhost:8080'],
      LOG_LEVEL: ['loud', 'INFO'],
      CLIENT_STATUS_REFRESH_MS: ['60001'],
      DATABASE_TIMEOUT_MS: ['2147483648'],
      REQUEST_TIMEOUT_MS: ['-1'],
      ACTIVITY_STATUSES: [' , ,'],
      PII_RETENTION_DAYS: ['36501', 'forever'],
      TOKEN_SIGNING_KEY: ['not json'],
      SIGNING_KEY_ENCRYPTION_KEY: ['c2hvcnQ='],
      DATABASE_URL: ['notaurl', 'http://127.0.0.1:5432/db'],
    }
    for (const setting of settings) {
      // Every integer setting refuses these; the others are listed above (text takes any text).
      if (setting.bounds.startsWith('integer')) bad[setting.variable] = [...(bad[setting.variable] ?? []), '0', 'ten']
    }
    for (const [variable, values] of Object.entries(bad)) {
      for (const value of values) {
        let error: unknown
        try {
          loadConfig({ [variable]: value })
        } catch (caught) {
          error = caught
        }
        assert.ok(error instanceof ConfigError, `${variable}=${value} was accepted`)
        assert.ok(error.message.startsWith(`${variable} must `), error.message)
        assert.ok(!error.message.includes('\n'), error.message)
      }
    }
  })

  describe('DATABASE_URL', () => {
    const wanted = 'DATABASE_URL must be a postgres:// or postgresql:// URL with a port 1 … 65535, if any'
    const notParsed = `${wanted}, got text that does not parse as such a URL (not shown: it may hold a password)`
    const refusal = (raw: string) => {
      try {
        readSetting('databaseUrl', { DATABASE_URL: raw })
      } catch (error) {
        assert.ok(error instanceof ConfigError, String(error))
        return error.message
      }
      assert.fail(`DATABASE_URL=${raw} was accepted`)
    }

    test('a value the driver would misread is refused in one line naming DATABASE_URL and what it takes', () => {
      const cases: [string, string][] = [
        // The driver looked up the host "base", got an "Invalid URL", or asked for a user name.
        ['notaurl', notParsed],
        ['postgres://127.0.0.1:99999/x', notParsed],
        ['http://127.0.0.1:5432/db', `${wanted}, got "http://127.0.0.1:5432/db"`],
        ['postgres://127.0.0.1:0/x', `${wanted}, got "postgres://127.0.0.1:0/x"`],
        ['postgres:intake?host=/tmp', notParsed],
      ]
      for (const [raw, message] of cases) assert.equal(refusal(raw), message, raw)
    })

    test("the URLs of real setups are taken as written: a host, IPv6, an encoded password, a Unix socket, libpq's default host", () => {
      for (const raw of [
        'postgres:///intake',
        'postgres://postgres@127.0.0.1:5432/db',
        'postgresql://user:p%40ss@db.example.com/intake?sslmode=require',
        'postgres:///intake?host=/var/run/postgresql',
        'postgres://intake@/intake?host=/var/run/postgresql',
        'postgres://%2Fvar%2Frun%2Fpostgresql/intake',
        'postgres://u@[::1]:5432/db',
      ]) {
        assert.equal(loadConfig({ DATABASE_URL: raw }).databaseUrl, raw)
      }
    })

    test('a refused DATABASE_URL never shows its password, in the user part or as a parameter', () => {
      const cases: [string, string][] = [
        ['http://u:s3cret@127.0.0.1:5432/db', `${wanted}, got "http://u:*****@127.0.0.1:5432/db"`],
        ['mysql://u:s3cr@t@db.example.com/intake', `${wanted}, got "mysql://u:*****@db.example.com/intake"`],
        ['mysql://u:s3cret@/intake', `${wanted}, got "mysql://u:*****@/intake"`],
        [
          'mysql:///intake?password=s3cret&sslpassword=s3cret',
          `${wanted}, got "mysql:///intake?password=*****&sslpassword=*****"`,
        ],
        ['postgres://u:s3cret@127.0.0.1:99999/x', notParsed],
        ['postgres://u:s3c/ret@127.0.0.1/x', notParsed],
        ['u:s3cret@127.0.0.1/x', notParsed],
        ['host=127.0.0.1 password=s3cret', notParsed],
      ]
      for (const [raw, message] of cases) {
        assert.equal(refusal(raw), message, raw)
        assert.ok(!message.includes('s3c'), message)
      }
    })
  })

  test('TOKEN_SIGNING_KEY is checked whole at start, and never echoed', () => {
    const key = privateJwk()
    assert.deepEqual(readSetting('tokenSigningKey', { TOKEN_SIGNING_KEY: JSON.stringify(key) }), key)
    const { d: _private, ...publicOnly } = key
    const other = privateJwk()
    const wanted = 'TOKEN_SIGNING_KEY must be a private EC P-256 JSON Web Key (kty, crv, x, y and d)'
    const cases: [string, string][] = [
      ['{"kty":', 'it is not JSON'],
      ['[1]', 'it is not a JSON object'],
      [JSON.stringify({ ...key, crv: 'P-384' }), 'its kty and crv are EC and P-384'],
      [JSON.stringify(publicOnly), 'it has no "d": it is a public key'],
      [JSON.stringify({ ...key, d: 'AAAA' }), 'its "d" is not a P-256 private key'],
      [JSON.stringify({ ...key, x: other.x, y: other.y }), 'its "x" and "y" are not the public key of its "d"'],
    ]
    for (const [raw, why] of cases) {
      assert.throws(
        () => loadConfig({ TOKEN_SIGNING_KEY: raw }),
        (error: Error) => {
          assert.ok(error instanceof ConfigError)
          assert.equal(error.message, `${wanted}: ${why}`)
          assert.ok(!error.message.includes(key.d ?? '?'))
          return true
        },
      )
    }
  })

  test('intake serve with a bad TOKEN_SIGNING_KEY stops at once with that one line, and exit 1', async () => {
    const outcome = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        [BIN, 'serve'],
        { env: { PATH: process.env.PATH, TOKEN_SIGNING_KEY: '{"kty":"EC","crv":"P-256","x":"a","y":"b"}' } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      ),
    )
    assert.equal(outcome.code, 1)
    assert.equal(outcome.stdout, '')
    assert.equal(
      outcome.stderr,
      'intake: TOKEN_SIGNING_KEY must be a private EC P-256 JSON Web Key (kty, crv, x, y and d): it has no "d": it is a public key\n',
    )
  })
})
