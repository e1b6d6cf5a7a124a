// npm run build (and npm pack, through prepack), plain JavaScript since it runs at install time, before
// any TypeScript loader:
// - the library: src/ compiled to ESM JavaScript with .d.ts types in dist/, type-checked against ES2022
//   and the DOM only (no Node types), so that nothing Node-only slips in;
// - the command line (src/cli/, Node only): bundled with the libraries it reads files with into the one
//   file dist/cli.js, beside the library it imports, so that the package keeps no runtime dependency;
//   like the service's build, it only strips types (`npm run typecheck` checks them, tsconfig.cli.json).
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import ts from 'typescript'

const here = fileURLToPath(new URL('.', import.meta.url))
// A clean build: a source removed from src/ must not live on in dist/.
rmSync(join(here, 'dist'), { recursive: true, force: true })

// The library, as `tsc -p tsconfig.json` compiles it, through the API: TypeScript is loaded once for
// both outputs.
const config = ts.getParsedCommandLineOfConfigFile(join(here, 'tsconfig.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (problem) => {
    throw new Error(ts.flattenDiagnosticMessageText(problem.messageText, '\n'))
  },
})
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
const compiled = program.emit()
const typeErrors = [...ts.getPreEmitDiagnostics(program), ...compiled.diagnostics]
if (typeErrors.length > 0) {
  const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => here, getNewLine: () => '\n' }
  const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics
  console.error(format(typeErrors, host))
  process.exit(1)
}

// The command line's types: those of its entry, which names no other module, written from its source
// alone (its exports carry their types, as isolatedDeclarations asks); `npm run typecheck` checks it.
const entry = join(here, 'src', 'cli', 'index.ts')
const declaration = ts.transpileDeclaration(readFileSync(entry, 'utf8'), { fileName: entry, reportDiagnostics: true })
const problems = declaration.diagnostics ?? []
if (problems.length > 0 || /\bimport\b|\bfrom\s+['"]/.test(declaration.outputText)) {
  const messages = problems.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, ' '))
  throw new Error(`src/cli/index.ts must export only what built-in types describe, typed: ${messages.join('; ')}`)
}
writeFileSync(join(here, 'dist', 'cli.d.ts'), declaration.outputText)

/** The library's modules, imported from src/cli/, stay imports of their compiled files in dist/: one copy of each. */
const libraryBesideBundle = {
  name: 'library-beside-bundle',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^\.\.\/[^/]+\.js$/ }, ({ path, importer }) =>
      dirname(importer) === join(here, 'src', 'cli') ? { path: `./${path.slice(3)}`, external: true } : undefined,
    )
  },
}

await build({
  absWorkingDir: here,
  entryPoints: ['src/cli/index.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The bundled CommonJS package (cli-progress) requires Node's modules, which an ES module cannot
  // without a `require`. The import's name is the package's own, so that no bundle of this bundle (the
  // service's, with a banner of its own) declares it twice.
  banner: {
    js: "import { createRequire as intakeClientCreateRequire } from 'node:module'; const require = intakeClientCreateRequire(import.meta.url);",
  },
  plugins: [libraryBesideBundle],
  logLevel: 'warning',
})
