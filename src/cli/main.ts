import { parseArgs } from 'node:util'
import { type Config, loadConfig } from '../config.ts'
import { createClientStore } from '../db/clients.ts'
import { migrate } from '../db/migrate.ts'
import { openDatabase } from '../db/open.ts'
import { createClient, disableClient, rotateSecret } from './clients.ts'
import { PUSH_USAGE, PushUsageError, push } from './push.ts'

const USAGE = `Usage: intake <command>

  serve                              run the HTTP service (what npm start runs)
  migrate                            apply pending database migrations
  clients create --name NAME         create an API client; prints {"client_id","client_secret"} once
  clients list                       list the API clients (never their secrets)
  clients disable CLIENT_ID          disable a client: no new tokens, live tokens rejected within 60 s
  clients rotate-secret CLIENT_ID    give a client a new secret; prints it once
  push RESOURCE FILE [options]       load a file of records (NDJSON, JSON, CSV) into a service: see intake push --help

Configuration comes from the environment, as for the server (see README).`

class UsageError extends Error {
  override name = 'UsageError'
}

type ClientStore = ReturnType<typeof createClientStore>

/** Migrates the database, runs `work` against it and closes it, whatever happens. */
async function withDatabase<T>(config: Config, work: (clients: ClientStore, migrations: string[]) => Promise<T>) {
  const db = await openDatabase(config)
  try {
    const migrations = await migrate(db)
    return await work(createClientStore(db), migrations)
  } finally {
    await db.close()
  }
}

async function clientsCommand(config: Config, args: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({ args, options: { name: { type: 'string' } }, allowPositionals: true })
  const [action, clientId] = positionals
  const requireId = () => {
    if (clientId === undefined) throw new UsageError(`clients ${action} needs a CLIENT_ID`)
    return clientId
  }
  switch (action) {
    case 'create': {
      const name = values.name?.trim()
      if (!name) throw new UsageError('clients create needs --name NAME')
      return withDatabase(config, (clients) => createClient(clients, name))
    }
    case 'list':
      return withDatabase(config, (clients) => clients.list())
    case 'disable':
      return withDatabase(config, (clients) => disableClient(clients, requireId()))
    case 'rotate-secret':
      return withDatabase(config, (clients) => rotateSecret(clients, requireId()))
    default:
      throw new UsageError(`Unknown clients command: ${action ?? '(none)'}`)
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE)
    return
  }
  const config = loadConfig()
  switch (command) {
    case 'serve': {
      // Loaded only here: the other commands (push above all) start faster without the server.
      const { serve } = await import('../server.ts')
      return serve(config)
    }
    case 'migrate': {
      const applied = await withDatabase(config, async (_clients, migrations) => migrations)
      console.log(JSON.stringify({ applied }))
      return
    }
    case 'clients':
      console.log(JSON.stringify(await clientsCommand(config, rest), null, 2))
      return
    case 'push':
      if (rest.includes('--help') || rest.includes('-h')) {
        console.log(PUSH_USAGE)
        return
      }
      process.exitCode = await push(rest, config, process.env)
      return
    default:
      throw new UsageError(`Unknown command: ${command}`)
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`intake: ${error.message}`)
  if (error instanceof UsageError) console.error(`\n${USAGE}`)
  if (error instanceof PushUsageError) console.error(`\n${PUSH_USAGE}`)
  process.exitCode = 1
})
