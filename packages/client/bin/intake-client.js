#!/usr/bin/env node
// `intake-client push ...` (npx @intake/client push ...): dist/cli.js, which npm run build makes.
import { main } from '../dist/cli.js'

process.exitCode = await main(process.argv.slice(2))
