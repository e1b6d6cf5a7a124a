import { type TObject, type TSchema, Type } from 'typebox'
import type { Fields, RecordOf } from './fields.ts'

/**
 * A resource is declared once, in a file of its own in this folder, as its name, words, fields and
 * natural key; everything else is derived from that: its routes (batch, read, and patch when it is
 * patchable), the creation and patch schemas (validation and documentation), the returned record's
 * schema, the SQL column list (db/record-store.ts), the list filters (http/list-query.ts), the
 * messages, the OpenAPI entries, the client library's paths and the TypeScript types.
 * domain/resources.ts lists them all.
 */
export interface Resource<F extends Fields = Fields, N extends string = string> {
  /** The last segment of its path, e.g. `application-steps`: its name in the client library, `intake push` and metrics. */
  readonly name: N
  /** Its OpenAPI tag and the first segment of its path: who sends it, e.g. `ats` or `jobboard`. */
  readonly tag: string
  /** Its path under /v3: `/{tag}/{name}`. */
  readonly path: string
  /** One record in messages, e.g. `application step`. */
  readonly singular: string
  /** Several records in messages, e.g. `application steps`. */
  readonly plural: string
  /** One record with its article, e.g. `an application step`. */
  readonly aRecord: string
  /** Whether one record can be changed by PATCH {path}/{id}. */
  readonly patchable: boolean
  readonly table: string
  /**
   * The table beside `table` that holds, for each record changed since it was created, when it last
   * changed: what `updated_since` finds changes by, so that `updated_at` needs no index (migration 012).
   */
  readonly changesTable: string
  readonly fields: F
  readonly naturalKey: readonly string[]
  /** Fields a list can be filtered on by exact value (query parameters of the same names). */
  readonly exactFilters: readonly string[]
  /** Natural-key columns where null and absent count as one value. */
  readonly nullableKeyFields: readonly string[]
  /** What a client sends to create one record. */
  readonly creationSchema: TObject
  /** What a client sends to change a record: any subset of the fields, required ones not null. */
  readonly patchSchema: TObject
  /** What the service returns: the fields plus `id`. */
  readonly recordSchema: TObject
  /** What the service returns without `id` (the patch answer). */
  readonly recordWithoutIdSchema: TObject
  /** The names of what the read side returns, in its order: `id`, the fields, then WRITE_TIMES. */
  readonly storedFields: readonly string[]
  /** What the read side returns: `id`, the fields, and when the record was created and last written. */
  readonly storedRecordSchema: TObject
  /** A record of a list or export: the stored record, or the part of it that `fields` names. */
  readonly listedRecordSchema: TObject
}

/** Columns every table has beside the resource's fields, returned by the read side. */
export const WRITE_TIMES = ['created_at', 'updated_at'] as const

// biome-ignore lint/suspicious/noExplicitAny: any name: only the fields matter here
export type RecordOfResource<R extends Resource<any, any>> = R extends Resource<infer F, infer _N> ? RecordOf<F> : never

export function defineResource<F extends Fields, const N extends string>(definition: {
  name: N
  tag: string
  singular: string
  plural: string
  article: 'a' | 'an'
  patchable: boolean
  table: string
  fields: F
  naturalKey: readonly (keyof F & string)[]
  exactFilters: readonly (keyof F & string)[]
  /** A valid record as a client would send it: shown in the API documentation. */
  example: Readonly<Record<string, unknown>>
}): Resource<F, N> {
  const { article, example, ...declared } = definition
  const names = Object.keys(definition.fields)
  const schemaOf = (pick: (field: F[string]) => TSchema) =>
    Object.fromEntries(names.map((name) => [name, pick(definition.fields[name] as F[string])]))
  const inputProperties = schemaOf((field) => field.input)
  const outputProperties = schemaOf((field) => field.output)
  const storedFields = ['id', ...names, ...WRITE_TIMES]
  const storedProperties = {
    id: Type.Integer(),
    ...outputProperties,
    ...Object.fromEntries(WRITE_TIMES.map((name) => [name, Type.String({ format: 'date-time' })])),
  }
  const object = (properties: Record<string, TSchema>, required: string[], extra: Record<string, unknown> = {}) =>
    Type.Unsafe({ type: 'object', properties, required, additionalProperties: false, ...extra }) as unknown as TObject

  return Object.freeze({
    ...declared,
    path: `/${definition.tag}/${definition.name}`,
    aRecord: `${article} ${definition.singular}`,
    changesTable: `${definition.table}_changes`,
    nullableKeyFields: definition.naturalKey.filter((name) => !definition.fields[name]?.required),
    creationSchema: object(
      inputProperties,
      names.filter((name) => definition.fields[name]?.required),
      { examples: [example] },
    ),
    patchSchema: object(inputProperties, []),
    recordSchema: object({ id: Type.Integer(), ...outputProperties }, ['id', ...names]),
    recordWithoutIdSchema: object(outputProperties, names),
    storedFields,
    storedRecordSchema: object(storedProperties, storedFields),
    listedRecordSchema: object(storedProperties, [], {
      description: 'Every field, or those the query parameter `fields` names (in this order whatever its order)',
    }),
  })
}

/** `1 application step`, `3 application steps`. */
export function countOf(resource: Pick<Resource, 'singular' | 'plural'>, n: number): string {
  return `${n} ${n === 1 ? resource.singular : resource.plural}`
}
