// npm run build (and npm pack, through prepack): src/ compiled to ESM JavaScript with .d.ts types in dist/,
// type-checked against ES2022 and the DOM only (no Node types), so that nothing Node-only slips in.
// Plain JavaScript, since it runs at install time, before any TypeScript loader.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

const here = new URL('.', import.meta.url)
// A clean build: a source removed from src/ must not live on in dist/.
rmSync(new URL('dist/', here), { recursive: true, force: true })
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: here, stdio: 'inherit' })
