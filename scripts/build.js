// npm run build: the service in dist/ (what bin/intake.js runs), with the SQL migrations; the client
// package (packages/client, which `intake push` imports as @intake/client) built first; then the console
// (scripts/build-console.js: console/ bundled into dist/console/, which imports the client).
// Plain JavaScript, since it runs at install time (npm install, npm ci), before any TypeScript loader.
// It only strips types: `npm run typecheck` checks them.
// With --if-changed (npm start, npm test, the benchmarks), it builds only when an input changed since
// the last build (scripts/build-inputs.js), and says which in one line.
import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { buildConsole } from './build-console.js'
import { changedInputs, inputDigests, recordInputs } from './build-inputs.js'

const root = new URL('..', import.meta.url)
const dist = new URL('dist/', root)

// Taken before building: an input edited during the build is found changed next time.
const digests = inputDigests(fileURLToPath(root))
if (process.argv.includes('--if-changed')) {
  const changed = changedInputs(fileURLToPath(root), digests)
  if (changed?.length === 0) {
    console.log('build: dist/ is current')
    process.exit(0)
  }
  console.log(
    changed === undefined
      ? 'build: no earlier build in dist/, building'
      : `build: ${changed.join(', ')} changed, building`,
  )
}

/**
 * The packages bundled with the service's code, rather than loaded from node_modules: those that every
 * `intake` command loads and that are many modules each (TypeBox alone is 700), whose resolution and
 * loading was most of the command's start. The other
 * dependencies stay in node_modules: the server's (only `intake serve` loads them), and those that read
 * files of their own package (PGlite its WebAssembly, the Swagger UI its pages).
 */
const BUNDLED = new Set(['typebox', 'ajv', 'jose', '@intake/client'])
const dependencies = Object.keys(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).dependencies)
const packageOf = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/')

/** Leaves the dependencies not BUNDLED to node_modules; what the bundled ones import is bundled with them. */
const nodeModules = {
  name: 'node-modules',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const name = packageOf(path)
      return dependencies.includes(name) && !BUNDLED.has(name) ? { path, external: true } : undefined
    })
  },
}

// A clean build: a source or migration removed from src/ must not live on in dist/.
rmSync(dist, { recursive: true, force: true })
execFileSync(process.execPath, [fileURLToPath(new URL('packages/client/build.js', root))], { stdio: 'inherit' })
// Two entries: the command (the server a chunk it loads for `intake serve` only) and the embedded
// database's thread. Every output file is one folder deep in dist/, as every source is in src/, so that
// the paths the code builds from import.meta.url (migrations, the thread, the console) hold in both.
await build({
  absWorkingDir: fileURLToPath(root),
  entryPoints: ['src/cli/main.ts', 'src/db/pglite-thread.ts'],
  outbase: 'src',
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  // The bundled CommonJS package (ajv) requires Node's modules and its own dependencies.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [nodeModules],
  // Maps back to src/ and node_modules/: what a CPU profile reads to give each sample to its source,
  // and what `node --enable-source-maps` shows in a stack.
  sourcemap: true,
  logLevel: 'warning',
})
cpSync(new URL('src/db/migrations/', root), new URL('db/migrations/', dist), { recursive: true })
await buildConsole()
recordInputs(fileURLToPath(root), digests)
