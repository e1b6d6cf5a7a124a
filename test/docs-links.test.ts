import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'

/**
 * Every relative link in the repository's Markdown files leads somewhere: to a file or folder that
 * exists and, when the link names a heading (`#...`), to a heading of that file (as GitHub makes its
 * anchor) or an explicit `<a id>`. Links to other sites are not followed.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'data'])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
}

/** GitHub's anchor of a heading: lower case, punctuation dropped but `-` and `_`, spaces as `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(path: string): Set<string> {
  const markdown = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(heading as string)
    const count = seen.get(base) ?? 0
    anchors.add(count === 0 ? base : `${base}-${count}`)
    seen.set(base, count + 1)
  }
  for (const [, id] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id as string)
  return anchors
}

/** The targets of a file's relative links, `[text](target)`, and of its reference definitions. */
function relativeLinks(path: string): string[] {
  const text = prose(readFileSync(path, 'utf8'))
  const targets = [
    ...[...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] as string),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1] as string),
  ]
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** Why a link is dead, or undefined when it leads somewhere. */
function deadLink(from: string, target: string): string | undefined {
  const [pathPart = '', anchor] = target.split('#', 2)
  const file = pathPart === '' ? from : resolve(dirname(from), decodeURIComponent(pathPart))
  if (!existsSync(file)) return 'no such file'
  if (anchor === undefined || anchor === '' || !file.endsWith('.md') || statSync(file).isDirectory()) return undefined
  return anchorsOf(file).has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor}`
}

describe('links between the Markdown files', () => {
  const files = markdownFiles(ROOT)

  test('the README and docs are found', () => {
    const names = files.map((file) => relative(ROOT, file))
    for (const expected of ['README.md', 'CHANGELOG.md', 'docs/api.md', 'bench/README.md']) {
      assert.ok(names.includes(expected), `${expected} among ${names.join(', ')}`)
    }
  })

  test('every relative link resolves, to a file and to a heading of it', () => {
    const dead: string[] = []
    for (const file of files) {
      for (const target of relativeLinks(file)) {
        const reason = deadLink(file, target)
        if (reason !== undefined) dead.push(`${relative(ROOT, file)}: ${target} (${reason})`)
      }
    }
    assert.deepEqual(dead, [])
  })

  test('a dead link is found', () => {
    assert.equal(deadLink(join(ROOT, 'README.md'), 'docs/no-such-file.md'), 'no such file')
    assert.equal(deadLink(join(ROOT, 'README.md'), 'docs/api.md#no-such-heading'), 'no heading #no-such-heading')
    assert.equal(deadLink(join(ROOT, 'README.md'), 'docs/api.md#personal-data'), undefined)
  })
})
