// What `npm run build` reads, and which of it changed since dist/ was built: a digest of each input's
// content, which the build records in dist/. Not modification times: a git checkout or a copy sets them
// without changing a byte. Plain JavaScript, as scripts/build.js is.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Folders end with a slash: each file under them counts, by its path and its content. */
export const INPUTS = [
  'src/',
  'console/',
  'packages/client/src/',
  'packages/client/build.js',
  'packages/client/package.json',
  'packages/client/tsconfig.json',
  'scripts/build.js',
  'scripts/build-console.js',
  'scripts/build-inputs.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]

const RECORD = 'dist/.inputs.json'

function digest(root, input) {
  const path = join(root, input)
  if (!existsSync(path)) return 'absent'
  const files = input.endsWith('/')
    ? readdirSync(path, { recursive: true })
        .filter((file) => statSync(join(path, file)).isFile())
        .sort()
    : ['']
  const hash = createHash('sha256')
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(path, file)))
      .update('\0')
  return hash.digest('hex')
}

/** Each input's digest, as it is now. */
export const inputDigests = (root) => Object.fromEntries(INPUTS.map((input) => [input, digest(root, input)]))

/** The inputs whose digest differs from the last build's; undefined when dist/ has no record of one. */
export function changedInputs(root, digests) {
  let recorded
  try {
    recorded = JSON.parse(readFileSync(join(root, RECORD), 'utf8'))
  } catch {
    return undefined
  }
  return INPUTS.filter((input) => recorded[input] !== digests[input])
}

/** Records in dist/ the digests that the build just made it from. */
export const recordInputs = (root, digests) =>
  writeFileSync(join(root, RECORD), `${JSON.stringify(digests, null, 2)}\n`)
