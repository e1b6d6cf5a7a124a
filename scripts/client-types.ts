import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultConfig } from '../src/config.ts'
import { FUNNEL_GROUPINGS } from '../src/domain/funnel.ts'
import { jsonShapeLimits } from '../src/domain/json-shape.ts'
import { resources } from '../src/domain/resources.ts'
import { ERROR_CODES } from '../src/error-codes.ts'

/**
 * Writes packages/client/src/resources.ts, the client package's resource paths and record types, and
 * packages/client/src/cli/service-declarations.ts, what its `push` command reads of the service:
 * generated from the service's own resource declarations (src/domain/resources.ts) and default
 * settings, so that the package needs nothing of the service at run time and still says what the
 * service takes. Run it with `npm run client:types` after changing a resource; test/client-package.test.ts
 * fails while a committed file differs from a fresh generation.
 */

const packageFile = (path: string) => fileURLToPath(new URL(`../packages/client/src/${path}`, import.meta.url))

/** Each generated file, by its path, and the function that writes its text. */
export const GENERATED_FILES: Readonly<Record<string, () => string>> = {
  [packageFile('resources.ts')]: generateClientResources,
  [packageFile('cli/service-declarations.ts')]: generateServiceDeclarations,
}

interface JsonSchema {
  readonly type?: string | readonly string[]
  readonly enum?: readonly string[]
  readonly format?: string
  readonly maxLength?: number
  readonly description?: string
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: readonly string[]
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'string',
  integer: 'number',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
}

/** The TypeScript type of a field's JSON Schema. An enum stays `string`: the allowed values are the server's settings. */
function typeOf(schema: JsonSchema): string {
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? ['string'])
  return types
    .map((type) => {
      const name = TYPE_NAMES[type]
      if (name === undefined) throw new Error(`No TypeScript type for JSON Schema type ${type}`)
      return name
    })
    .join(' | ')
}

/** A doc comment that says what the schema says beyond the type. */
function commentOf(schema: JsonSchema, indent: string): string {
  const notes = [
    schema.description,
    schema.format === undefined ? undefined : `Format: ${schema.format}.`,
    schema.maxLength === undefined ? undefined : `At most ${schema.maxLength} characters.`,
    schema.enum === undefined
      ? undefined
      : `One of the server's allowed values (by default: ${schema.enum.join(', ')}).`,
  ].filter((note) => note !== undefined)
  return notes.length === 0 ? '' : `${indent}/** ${notes.join(' ')} */\n`
}

const pascal = (name: string) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/** An interface of the object schema's properties: required ones as they are, the others optional. */
function interfaceOf(name: string, comment: string, schema: JsonSchema, optionalNullable: boolean): string {
  const required = new Set(schema.required ?? [])
  const lines = Object.entries(schema.properties ?? {}).map(([property, field]) => {
    const optional = !required.has(property)
    const type = typeOf(field)
    // An optional field may be left out or sent as null (null is already in its schema's types).
    const mark = optional && optionalNullable ? '?' : ''
    return `${commentOf(field, '  ')}  readonly ${property}${mark}: ${type}`
  })
  return `/** ${comment} */\nexport interface ${name} {\n${lines.join('\n')}\n}\n`
}

/** The text of the generated file. */
export function generateClientResources(): string {
  const declared = resources()
  const parts = [
    `/**
 * Generated from the service's resource declarations (src/domain/resources.ts) and error codes
 * (src/error-codes.ts) by \`npm run client:types\`
 * (scripts/client-types.ts). Do not edit: change the declarations and run the command again.
 * test/client-package.test.ts fails while this file is out of date.
 */
`,
    `/** The resources the service stores, by name. */
export const RESOURCE_NAMES = ${JSON.stringify(declared.map((resource) => resource.name))} as const
export type ResourceName = (typeof RESOURCE_NAMES)[number]
`,
    `/** Where each resource is sent and read, under the service's base address. */
export const RESOURCE_PATHS: Readonly<Record<ResourceName, string>> = Object.freeze({
${declared.map((resource) => `  ${JSON.stringify(resource.name)}: ${JSON.stringify(`/v3${resource.path}`)},`).join('\n')}
})
`,
    `/**
 * The filters of each resource's list: the fields matched exactly, and the kind of \`recorded_from\` and
 * \`recorded_to\` (a day or an instant; null when the resource has no recorded_at); every list also takes
 * \`updated_since\`, \`limit\` and \`cursor\`.
 */
export const RESOURCE_LIST_FILTERS: Readonly<
  Record<ResourceName, { readonly exact: readonly string[]; readonly recorded: 'date' | 'date-time' | null }>
> = Object.freeze({
${declared
  .map((resource) => {
    const recordedAt = (resource.fields as Readonly<Record<string, { sqlType: string } | undefined>>).recorded_at
    const recorded = recordedAt === undefined ? null : recordedAt.sqlType === 'date' ? 'date' : 'date-time'
    return `  ${JSON.stringify(resource.name)}: { exact: ${JSON.stringify(resource.exactFilters)}, recorded: ${JSON.stringify(recorded)} },`
  })
  .join('\n')}
})
`,
    `/** The groupings of the funnel report (its \`group_by\`). */
export const FUNNEL_GROUPINGS = ${JSON.stringify(FUNNEL_GROUPINGS)} as const
`,
    `/** The stable codes of the server's error entries (\`data.code\`), each with what it means. */
export const ERROR_CODES = {
${Object.entries(ERROR_CODES)
  .map(([code, meaning]) => `  ${code}: ${JSON.stringify(meaning)},`)
  .join('\n')}
} as const
export type ErrorCode = keyof typeof ERROR_CODES
`,
  ]
  for (const resource of declared) {
    const base = pascal(resource.name)
    parts.push(
      interfaceOf(
        `${base}Input`,
        `One ${resource.singular} as a client sends it (POST /v3${resource.path}).`,
        resource.creationSchema as JsonSchema,
        true,
      ),
      interfaceOf(
        `${base}Record`,
        `One ${resource.singular} as the service returns it (GET /v3${resource.path}/{id}).`,
        resource.storedRecordSchema as JsonSchema,
        false,
      ),
    )
  }
  parts.push(`/** What a client sends (\`input\`) and reads back (\`record\`) of each resource, by name. */
export interface ResourceTypes {
${declared
  .map((resource) => {
    const base = pascal(resource.name)
    return `  ${JSON.stringify(resource.name)}: { input: ${base}Input; record: ${base}Record }`
  })
  .join('\n')}
}
`)
  return parts.join('\n')
}

/** The text of cli/service-declarations.ts: what `push` must know of the service to read a file as it would. */
export function generateServiceDeclarations(): string {
  const integerFields = resources().map((resource) => {
    const fields = Object.entries(resource.fields as Readonly<Record<string, { sqlType: string }>>)
    const integers = fields.filter(([, field]) => field.sqlType === 'integer').map(([name]) => name)
    return `  ${JSON.stringify(resource.name)}: ${JSON.stringify(integers)},`
  })
  const limits = jsonShapeLimits(defaultConfig)
  return `/**
 * Generated from the service's resource declarations (src/domain/resources.ts) and default settings
 * (src/config.ts) by \`npm run client:types\` (scripts/client-types.ts). Do not edit: change them and
 * run the command again. test/client-package.test.ts fails while this file is out of date.
 */

import type { JsonShapeLimits } from '../json-shape.js'
import type { ResourceName } from '../resources.js'

/** The fields of each resource whose values are integers: a CSV cell of one that is a whole number is sent as a number. */
export const INTEGER_FIELDS: Readonly<Record<ResourceName, readonly string[]>> = Object.freeze({
${integerFields.join('\n')}
})

/**
 * The service's JSON limits at their defaults (JSON_MAX_DEPTH, JSON_MAX_KEYS_PER_OBJECT,
 * JSON_MAX_KEY_BYTES, MAX_BATCH_ITEMS); a service may set others.
 */
export const DEFAULT_JSON_LIMITS: JsonShapeLimits = Object.freeze(${JSON.stringify(limits)})
`
}

// Only when run (npm run client:types), not when a test imports the generator.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [path, generate] of Object.entries(GENERATED_FILES)) {
    await writeFile(path, generate())
    console.log(`wrote ${path}`)
  }
}
