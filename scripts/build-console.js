// The console (console/, a Preact application) bundled by esbuild into dist/console/: index.html, and
// assets/ with content-hashed names (served as immutable). Run by scripts/build.js (npm run build, and so
// npm install); `node scripts/build-console.js` alone rebuilds the console only. Plain JavaScript, since
// it runs at install time. It prints the gzipped size of the first page's JavaScript (the entry and the
// chunks it imports statically); the charting library is a chunk of its own, loaded by the pages with charts.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url)
const out = new URL('dist/console/', root)
/** The first page's JavaScript must stay under this, gzipped (issue 24). */
export const FIRST_PAGE_BUDGET_BYTES = 150 * 1024

export async function buildConsole({ quiet = false } = {}) {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const result = await build({
    absWorkingDir: fileURLToPath(root),
    entryPoints: ['console/src/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    legalComments: 'linked',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: fileURLToPath(new URL('assets/', out)),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  })
  const outputs = result.metafile.outputs
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'console/src/main.tsx')
  const css = outputs[entry].cssBundle
  // The entry and what it imports statically: what the browser loads before the first page shows.
  const firstPage = new Set()
  const visit = (file) => {
    if (firstPage.has(file)) return
    firstPage.add(file)
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  const gzipped = (file) => gzipSync(readFileSync(new URL(file, root))).byteLength
  const firstPageBytes = [...firstPage].reduce((sum, file) => sum + gzipped(file), 0)
  const allBytes = Object.keys(outputs)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipped(file), 0)
  // Absolute: /console (without its slash) serves the same page, and relative paths would miss there.
  const assetPath = (file) => file.replace(/^dist\/console\//, '/console/')
  // The console's icon, served by its own route (/console/favicon.svg), so that no browser asks for /favicon.ico.
  copyFileSync(new URL('console/favicon.svg', root), new URL('favicon.svg', out))
  const template = readFileSync(new URL('console/index.html', root), 'utf8')
  writeFileSync(
    new URL('index.html', out),
    template.replace('%STYLESHEET%', assetPath(css)).replace('%SCRIPT%', assetPath(entry)),
  )
  if (firstPageBytes > FIRST_PAGE_BUDGET_BYTES) {
    throw new Error(
      `console: the first page's JavaScript is ${firstPageBytes} bytes gzipped, over ${FIRST_PAGE_BUDGET_BYTES}`,
    )
  }
  if (!quiet) {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(`console: first page JavaScript ${kb(firstPageBytes)} gzipped (all JavaScript ${kb(allBytes)})`)
  }
  return { firstPageBytes, allBytes }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildConsole()
