import { type TObject, type TSchema, Type } from 'typebox'
import type { Fields, RecordOf } from './fields.ts'

/**
 * A resource is declared once, as its fields and natural key; everything else is derived from that:
 * the creation and patch schemas (validation and documentation), the returned record's schema,
 * the SQL column list (db/record-store.ts), the list filters (domain/list-query.ts) and the TypeScript types.
 */
export interface Resource<F extends Fields = Fields> {
  /** The path segment, e.g. `application-steps`. */
  readonly name: string
  /** How one record is named in messages, e.g. `an application step`. */
  readonly aRecord: string
  readonly table: string
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
  /** What the read side returns: `id`, the fields, and when the record was created and last written. */
  readonly storedRecordSchema: TObject
}

/** Columns every table has beside the resource's fields, returned by the read side. */
export const WRITE_TIMES = ['created_at', 'updated_at'] as const

export type RecordOfResource<R extends Resource> = R extends Resource<infer F> ? RecordOf<F> : never

export function defineResource<F extends Fields>(definition: {
  name: string
  aRecord: string
  table: string
  fields: F
  naturalKey: readonly (keyof F & string)[]
  exactFilters: readonly (keyof F & string)[]
  /** A valid record as a client would send it: shown in the API documentation. */
  example: Readonly<Record<string, unknown>>
}): Resource<F> {
  const names = Object.keys(definition.fields)
  const schemaOf = (pick: (field: F[string]) => TSchema) =>
    Object.fromEntries(names.map((name) => [name, pick(definition.fields[name] as F[string])]))
  const inputProperties = schemaOf((field) => field.input)
  const outputProperties = schemaOf((field) => field.output)
  const object = (properties: Record<string, TSchema>, required: string[], extra: Record<string, unknown> = {}) =>
    Type.Unsafe({ type: 'object', properties, required, additionalProperties: false, ...extra }) as unknown as TObject

  return Object.freeze({
    ...definition,
    nullableKeyFields: definition.naturalKey.filter((name) => !definition.fields[name]?.required),
    creationSchema: object(
      inputProperties,
      names.filter((name) => definition.fields[name]?.required),
      { examples: [definition.example] },
    ),
    patchSchema: object(inputProperties, []),
    recordSchema: object({ id: Type.Integer(), ...outputProperties }, ['id', ...names]),
    recordWithoutIdSchema: object(outputProperties, names),
    storedRecordSchema: object(
      {
        id: Type.Integer(),
        ...outputProperties,
        ...Object.fromEntries(WRITE_TIMES.map((name) => [name, Type.String({ format: 'date-time' })])),
      },
      ['id', ...names, ...WRITE_TIMES],
    ),
  })
}

/** `1 application step`, `3 application steps`. */
export function countOf(resource: Resource, n: number): string {
  return n === 1 ? `1 ${resource.aRecord.replace(/^an? /, '')}` : `${n} ${resource.name.replaceAll('-', ' ')}`
}
