import { userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import { runPush } from '@intake/client/cli'
import {
  type Actor,
  createClient,
  disableClient,
  enableClient,
  listClients,
  ROLES,
  type Role,
  rotateSecret,
} from '../auth/clients.ts'
import { listSigningKeys, RETIREMENT_MARGIN_MS, rotateSigningKey } from '../auth/signing-keys.ts'
import { type Config, loadConfig } from '../config.ts'
import { distributeTables, requireCitus } from '../db/citus.ts'
import type { Database } from '../db/database.ts'
import { migrate, pendingMigrations } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { resources } from '../domain/resources.ts'
import { USAGE } from './usage.ts'

class UsageError extends Error {
  override name = 'UsageError'
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options']

/** A command's options and words; an option it does not know is a usage error. */
function parsedArguments<O extends Options>(command: string, args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true })
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message}`)
  }
}

/** Words past the `count` a command takes are a usage error, so that `clients disable A B` does not disable A alone. */
function refuseBeyond(command: string, positionals: string[], count: number) {
  const extra = positionals.slice(count)
  if (extra.length > 0) throw new UsageError(`${command} takes no further argument: ${extra.join(' ')}`)
}

/**
 * Runs `work` on the clients of a database whose schema is this version's, and closes it whatever
 * happens. It applies no migration: changing the schema is intake migrate's (or serve's) to do, at a
 * time the operator chooses, not a side effect of managing a client. Nor does it make an embedded database.
 */
async function withDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(config, { existing: true })
  try {
    const pending = await pendingMigrations(db)
    if (pending.length > 0) {
      throw new Error(`The database lacks migrations ${pending.join(', ')}: run intake migrate first`)
    }
    return await work(db)
  } finally {
    await db.close()
  }
}

/** Whom the audit log names for `intake clients ...`: the operating-system user running it. */
function cliActor(): Actor {
  let osUser: string
  try {
    osUser = userInfo().username
  } catch {
    // A uid with no entry in the user database (a container, say): its number is what is known.
    osUser = `uid ${process.getuid?.() ?? 'unknown'}`
  }
  return { kind: 'cli', osUser }
}

function roleOf(raw: string | undefined): Role | undefined {
  if (raw === undefined) return undefined
  const role = ROLES.find((candidate) => candidate === raw)
  if (role === undefined) throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`)
  return role
}

/** A whole number of seconds from 0, for the options of keys rotate. */
function seconds(option: string, raw: string | undefined, fallbackMs: number): number {
  if (raw === undefined) return fallbackMs
  if (!/^(0|[1-9][0-9]{0,8})$/.test(raw))
    throw new UsageError(`${option} must be a whole number of seconds, got "${raw}"`)
  return Number(raw) * 1000
}

/** `intake keys ...`: the logic is auth/signing-keys.ts's. */
async function keysCommand(config: Config, args: string[]): Promise<unknown> {
  const { values, positionals } = parsedArguments('keys', args, {
    'sign-after': { type: 'string' },
    'retire-after': { type: 'string' },
  })
  const [action] = positionals
  refuseBeyond(`keys ${action}`, positionals, 1)
  switch (action) {
    case 'list':
      return withDatabase(config, listSigningKeys)
    case 'rotate': {
      if (config.tokenSigningKey !== undefined) {
        throw new Error(
          'TOKEN_SIGNING_KEY is set: the nodes sign with it and not with the keys in the database; change it on every node instead',
        )
      }
      const options = {
        encryptionKey: config.signingKeyEncryptionKey,
        signAfterMs: seconds('--sign-after', values['sign-after'], 2 * config.signingKeysRefreshMs),
        retireAfterMs: seconds(
          '--retire-after',
          values['retire-after'],
          config.tokenLifetimeSeconds * 1000 + RETIREMENT_MARGIN_MS,
        ),
      }
      return withDatabase(config, (db) => rotateSigningKey(db, options))
    }
    default:
      throw new UsageError(`Unknown keys command: ${action ?? '(none)'}`)
  }
}

async function clientsCommand(config: Config, args: string[]): Promise<unknown> {
  const { values, positionals } = parsedArguments('clients', args, {
    name: { type: 'string' },
    role: { type: 'string' },
  })
  const [action, clientId] = positionals
  refuseBeyond(`clients ${action}`, positionals, action === 'create' || action === 'list' ? 1 : 2)
  const requireId = () => {
    if (clientId === undefined) throw new UsageError(`clients ${action} needs a CLIENT_ID`)
    return clientId
  }
  switch (action) {
    case 'create': {
      const { name } = values
      if (name === undefined) throw new UsageError('clients create needs --name NAME')
      const role = roleOf(values.role)
      return withDatabase(config, (db) =>
        createClient(db, cliActor(), { name, ...(role === undefined ? {} : { role }) }),
      )
    }
    case 'list':
      return withDatabase(config, (db) =>
        listClients(
          db,
          resources(config).map((resource) => resource.name),
        ),
      )
    case 'disable':
      return withDatabase(config, (db) => disableClient(db, cliActor(), requireId()))
    case 'enable':
      return withDatabase(config, (db) => enableClient(db, cliActor(), requireId()))
    case 'rotate-secret':
      return withDatabase(config, (db) => rotateSecret(db, cliActor(), requireId()))
    default:
      throw new UsageError(`Unknown clients command: ${action ?? '(none)'}`)
  }
}

/** `intake citus distribute`: checked first, so that a database without Citus is left as it was. */
async function citusCommand(config: Config, args: string[]): Promise<unknown> {
  const { positionals } = parsedArguments('citus', args, {})
  const [action] = positionals
  refuseBeyond(`citus ${action}`, positionals, 1)
  if (action !== 'distribute') throw new UsageError(`Unknown citus command: ${action ?? '(none)'}`)
  const db = await openDatabase(config)
  try {
    await requireCitus(db)
    await migrate(db)
    return await distributeTables(db)
  } finally {
    await db.close()
  }
}

async function migrateCommand(config: Config): Promise<string[]> {
  const db = await openDatabase(config)
  try {
    return await migrate(db)
  } finally {
    await db.close()
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE)
    return
  }
  // `intake clients --help`, as a command's help is usually asked for: the usage, and nothing done.
  if (command !== 'push' && (rest.includes('--help') || rest.includes('-h'))) {
    console.log(USAGE)
    return
  }
  switch (command) {
    case 'serve': {
      refuseBeyond('serve', parsedArguments('serve', rest, {}).positionals, 0)
      // Loaded only here: the other commands (push above all) start faster without the server.
      const { serve } = await import('../server.ts')
      return serve(loadConfig())
    }
    case 'migrate':
      refuseBeyond('migrate', parsedArguments('migrate', rest, {}).positionals, 0)
      console.log(JSON.stringify({ applied: await migrateCommand(loadConfig()) }))
      return
    case 'clients':
      console.log(JSON.stringify(await clientsCommand(loadConfig(), rest), null, 2))
      return
    case 'keys':
      console.log(JSON.stringify(await keysCommand(loadConfig(), rest), null, 2))
      return
    case 'citus':
      console.log(JSON.stringify(await citusCommand(loadConfig(), rest), null, 2))
      return
    case 'push':
      // The client package's command (intake-client push), which loads no server configuration, so that a
      // bad server setting cannot stop it.
      process.exitCode = await runPush(rest, 'intake')
      return
    default:
      throw new UsageError(`Unknown command: ${command}`)
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`intake: ${error.message}`)
  if (error instanceof UsageError) console.error(`\n${USAGE}`)
  process.exitCode = 1
})
