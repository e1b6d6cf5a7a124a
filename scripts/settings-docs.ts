import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { SETTINGS, type Setting } from '../src/config.ts'

/**
 * npm run settings:docs: the README's configuration table and `.env.example`, generated from the
 * settings table of src/config.ts. test/settings.test.ts fails when either file differs from this.
 */

export const README = new URL('../README.md', import.meta.url)
export const ENV_EXAMPLE = new URL('../.env.example', import.meta.url)
export const TABLE_START = '<!-- settings:start -->'
export const TABLE_END = '<!-- settings:end -->'

const settings = (): Setting<unknown>[] => Object.values(SETTINGS)
const cell = (text: string) => text.replaceAll('|', '\\|')

/** The markdown table, between (not including) the markers. */
export function readmeTable(): string {
  const rows = settings().map((setting) => {
    const shown = setting.shownDefault === undefined ? 'unset' : `\`${setting.shownDefault}\``
    return `| \`${setting.variable}\` | ${cell(shown)} | ${cell(setting.bounds)} | ${cell(setting.description)} |`
  })
  return ['| variable | default | values | meaning |', '|---|---|---|---|', ...rows].join('\n')
}

/** README.md with the table between its markers replaced; throws when the markers are missing. */
export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(TABLE_START)
  const end = readme.indexOf(TABLE_END)
  if (start === -1 || end < start) throw new Error(`README.md needs ${TABLE_START} and then ${TABLE_END}`)
  return `${readme.slice(0, start + TABLE_START.length)}\n${readmeTable()}\n${readme.slice(end)}`
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
    lines.push('', `# ${setting.description} (${setting.bounds}${defaultNote})`)
    lines.push(
      setting.example === undefined
        ? `${setting.variable}=${setting.shownDefault ?? ''}`
        : `# ${setting.variable}=${setting.example}`,
    )
  }
  return `${lines.join('\n')}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(README, withReadmeTable(await readFile(README, 'utf8')))
  await writeFile(ENV_EXAMPLE, envExample())
  console.log('README.md (configuration table) and .env.example written from src/config.ts')
}
