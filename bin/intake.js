#!/usr/bin/env node
// The service as compiled by `npm run build` (npm install, npm ci and npm start build it first): plain
// JavaScript, with no TypeScript compiler running beside it in production.
try {
  await import('../dist/cli/main.js')
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli/main.js')) throw error
  console.error('intake: the service is not built: run npm run build (npm install does it)')
  process.exitCode = 1
}
