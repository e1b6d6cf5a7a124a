// npm run build: src/ compiled to JavaScript in dist/ (what bin/intake.js runs), with the SQL migrations;
// and the client package (packages/client, which `intake push` imports as @intake/client) built first;
// then the console (scripts/build-console.js: console/ bundled into dist/console/, which imports the client).
// Plain JavaScript, since it runs at install time (npm install, npm ci), before any TypeScript loader.
// It only strips types (tsconfig.build.json): `npm run typecheck` checks them.
import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildConsole } from './build-console.js'

const root = new URL('..', import.meta.url)
const dist = new URL('dist/', root)
// A clean build: a source or migration removed from src/ must not live on in dist/.
rmSync(dist, { recursive: true, force: true })
const tsc = fileURLToPath(import.meta.resolve('typescript/bin/tsc'))
execFileSync(process.execPath, [fileURLToPath(new URL('packages/client/build.js', root))], { stdio: 'inherit' })
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' })
cpSync(new URL('src/db/migrations/', root), new URL('db/migrations/', dist), { recursive: true })
await buildConsole()
