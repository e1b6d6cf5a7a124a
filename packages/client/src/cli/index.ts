import { PushUsageError, push, pushUsage } from './push.js'

/**
 * The package's command line, for Node: bundled with the libraries it reads files with into one file,
 * dist/cli.js (build.js), which the package's bin `intake-client` and the service's `intake push` both
 * run. Each function prints what it has to say and returns the exit code.
 */

const PROGRAM = 'intake-client'

const USAGE = `Usage: ${PROGRAM} push RESOURCE FILE [options]
  load a file (NDJSON, JSON, CSV) into an intake service: see ${PROGRAM} push --help`

/** `PROGRAM push ARGS`: a failure is one line `PROGRAM: <reason>` on stderr (and the usage for a wrong option), exit 1. */
export async function runPush(args: string[], program: string): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(pushUsage(program))
    return 0
  }
  try {
    return await push(args, process.env, program)
  } catch (error) {
    console.error(`${program}: ${(error as Error).message}`)
    if (error instanceof PushUsageError) console.error(`\n${pushUsage(program)}`)
    return 1
  }
}

/** `intake-client COMMAND ...`, the bin. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (command === 'push') return runPush(rest, PROGRAM)
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE)
    return 0
  }
  console.error(`${PROGRAM}: Unknown command: ${command}\n\n${USAGE}`)
  return 1
}
