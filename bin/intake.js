#!/usr/bin/env node
// Node 20 cannot run TypeScript by itself: tsx compiles the sources as they load.
import { register } from 'tsx/esm/api'

register()
await import('../src/cli/main.ts')
