import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { USAGE } from '../src/cli/usage.ts'
import { SETTINGS, type Setting } from '../src/config.ts'
import { ERROR_CODES } from '../src/error-codes.ts'

/**
 * npm run settings:docs: from the settings table of src/config.ts, the README's configuration table,
 * `.env.example` and docs/limits.md; from `intake help`'s text, the README's command-line block; from
 * the list of error codes, docs/api.md's table of them. test/settings.test.ts, test/cli.test.ts and
 * test/error-codes.test.ts fail when a file differs from what this writes.
 */

export const README = new URL('../README.md', import.meta.url)
export const ENV_EXAMPLE = new URL('../.env.example', import.meta.url)
export const LIMITS = new URL('../docs/limits.md', import.meta.url)
export const API_DOC = new URL('../docs/api.md', import.meta.url)

/** The README's generated parts, each between its two markers. */
export const README_PARTS = {
  settings: { start: '<!-- settings:start -->', end: '<!-- settings:end -->', text: readmeTable },
  usage: { start: '<!-- usage:start -->', end: '<!-- usage:end -->', text: () => `\`\`\`\n${USAGE}\n\`\`\`` },
} as const

/** docs/api.md's generated part. */
export const API_DOC_PARTS = {
  errorCodes: { start: '<!-- error-codes:start -->', end: '<!-- error-codes:end -->', text: errorCodesTable },
} as const

interface Part {
  readonly start: string
  readonly end: string
  text(): string
}

const settings = (): Setting<unknown>[] => Object.values(SETTINGS)
const cell = (text: string) => text.replaceAll('|', '\\|')
const shownDefault = (setting: Setting<unknown>) =>
  setting.shownDefault === undefined ? 'unset' : `\`${cell(setting.shownDefault)}\``

/** The settings that limit a caller: docs/limits.md's, where the README only links. */
const isLimit = (setting: Setting<unknown>) => setting.past !== undefined

/** The README's configuration table: every setting but the limits, its default and what it means. */
export function readmeTable(): string {
  const rows = settings()
    .filter((setting) => !isLimit(setting))
    .map((setting) => `| \`${setting.variable}\` | ${shownDefault(setting)} | ${cell(setting.description)} |`)
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n')
}

/** docs/api.md's table of the error codes, each with what it means. */
export function errorCodesTable(): string {
  const rows = Object.entries(ERROR_CODES).map(([code, meaning]) => `| \`${code}\` | ${cell(meaning)} |`)
  return ['| code | what it means |', '|---|---|', ...rows].join('\n')
}

/** The text between a part's markers in `text` (undefined when they are missing). */
export function readmePart(text: string, part: Part): string | undefined {
  const start = text.indexOf(part.start)
  const end = text.indexOf(part.end)
  return start === -1 || end < start ? undefined : text.slice(start + part.start.length, end)
}

/** `file` (its text) with every generated part rewritten; throws when a part's markers are missing. */
export function withParts(file: string, parts: Readonly<Record<string, Part>>): string {
  let text = file
  for (const part of Object.values(parts)) {
    if (readmePart(text, part) === undefined) throw new Error(`The file needs ${part.start} and then ${part.end}`)
    const start = text.indexOf(part.start) + part.start.length
    text = `${text.slice(0, start)}\n${part.text()}\n${text.slice(text.indexOf(part.end))}`
  }
  return text
}

/** docs/limits.md: every setting that limits a caller, with what the caller meets past it. */
export function limitsPage(): string {
  const rows = settings()
    .filter(isLimit)
    .map(
      (setting) =>
        `| \`${setting.variable}\` | ${shownDefault(setting)} | ${cell(setting.bounds)} | ${cell(setting.description)} | ${cell(setting.past ?? '')} |`,
    )
  return [
    '# Limits',
    '',
    '<!-- Generated from the settings table of src/config.ts by npm run settings:docs; test/settings.test.ts checks it. -->',
    '',
    'Every limit a caller meets is one of these settings, read at start; the other settings are in the',
    '[README](../README.md#configuration). Why each limit is there: [security.md](security.md).',
    '',
    '| variable | default | values | what it bounds | past it |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

/** `.env.example`: each variable with its default, or commented out with an example when it has none of its own. */
export function envExample(): string {
  const lines = [
    '# Every variable intake reads, generated from the settings table of src/config.ts (npm run settings:docs),',
    "# like the README's Configuration table. Copy to .env and run: node --env-file=.env bin/intake.js serve",
  ]
  for (const setting of settings()) {
    const defaultNote =
      setting.shownDefault === undefined
        ? '; unset by default'
        : setting.example === undefined
          ? ''
          : `; default ${setting.shownDefault}`
    const past = setting.past === undefined ? '' : `; past it, ${setting.past}`
    lines.push('', `# ${setting.description}${past} (${setting.bounds}${defaultNote})`)
    lines.push(
      setting.example === undefined
        ? `${setting.variable}=${setting.shownDefault ?? ''}`
        : `# ${setting.variable}=${setting.example}`,
    )
  }
  return `${lines.join('\n')}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(README, withParts(await readFile(README, 'utf8'), README_PARTS))
  await writeFile(API_DOC, withParts(await readFile(API_DOC, 'utf8'), API_DOC_PARTS))
  await writeFile(ENV_EXAMPLE, envExample())
  await writeFile(LIMITS, limitsPage())
  console.log(
    'README.md (configuration, command line), .env.example, docs/limits.md and docs/api.md (error codes) written',
  )
}
