import { Ajv, type ErrorObject } from 'ajv'
import type { ErrorCode } from '../error-codes.ts'
import { MAX_ECHOED_CHARACTERS } from '../errors.ts'
import { NON_BLANK } from './fields.ts'
import type { RecordOfResource, Resource } from './resource.ts'

/** One problem with one field of one item (or with the whole item when `field` is null). */
export interface Problem {
  readonly field: string | null
  readonly code: ErrorCode
  readonly message: string
  /** The value refused, where it may be repeated (see Field's `echo`): in the answer, and in the log when `inLog`. */
  readonly echo?: { readonly value: unknown; readonly inLog: boolean }
}

export type Validated<R extends Resource> =
  | { readonly ok: true; readonly record: RecordOfResource<R> }
  | {
      readonly ok: false
      /** The first problems, at most as many as were asked for: the rest are counted, not described. */
      readonly problems: readonly Problem[]
      /** How many problems the item has in all. */
      readonly problemCount: number
      /** The fields of all its problems (null: the whole item), described or not. */
      readonly fields: ReadonlySet<string | null>
    }

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u
const PHONE = /^\+?[0-9 .\-()]+$/
const AT_LEAST_SIX_DIGITS = /^(?:[^0-9]*[0-9]){6}/

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  return day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number))
}

/** The number written by `length` ASCII digits at `at` in `value`; -1 when one of them is not a digit. */
function digitsAt(value: string, at: number, length: number): number {
  let number = 0
  for (let i = at; i < at + length; i++) {
    const digit = value.charCodeAt(i) - 48
    // NaN past the end of the string: not a digit either.
    if (!(digit >= 0 && digit <= 9)) return -1
    number = number * 10 + digit
  }
  return number
}

/**
 * RFC 3339 section 5.6, `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)` (T and Z in either case),
 * with a real calendar date in years 1 to 9999 (also once in UTC), no leap second (JavaScript and the
 * stored value cannot represent one), and digits finer than milliseconds accepted only when they are
 * zeros, so that what is returned (`.sssZ`) never drops what was sent. Read character by character:
 * every item's instants go through here, and a regular expression's captures cost an allocation each.
 */
export function isDateTime(value: string): boolean {
  const year = digitsAt(value, 0, 4)
  const month = digitsAt(value, 5, 2)
  const day = digitsAt(value, 8, 2)
  const hour = digitsAt(value, 11, 2)
  const minute = digitsAt(value, 14, 2)
  const second = digitsAt(value, 17, 2)
  if (
    value[4] !== '-' ||
    value[7] !== '-' ||
    (value[10] !== 'T' && value[10] !== 't') ||
    value[13] !== ':' ||
    value[16] !== ':' ||
    !isRealDay(year, month, day) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  ) {
    return false
  }
  let at = 19
  if (value[at] === '.') {
    const first = ++at
    while (digitsAt(value, at, 1) >= 0) {
      if (at - first >= 3 && value[at] !== '0') return false
      at++
    }
    if (at === first || at - first > 9) return false
  }
  const zone = value[at]
  if (zone === 'Z' || zone === 'z') {
    if (value.length !== at + 1) return false
  } else if (zone === '+' || zone === '-') {
    const offsetHour = digitsAt(value, at + 1, 2)
    const offsetMinute = digitsAt(value, at + 4, 2)
    const valid = value[at + 3] === ':' && value.length === at + 6
    if (!valid || offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return false
  } else {
    return false
  }
  // The instant must also be a year 1 to 9999 in UTC, the form it is stored and returned in; only the
  // first and last years can cross that line by their offset.
  if (year !== 1 && year !== 9999) return true
  const utcYear = new Date(value).getUTCFullYear()
  return utcYear >= 1 && utcYear <= 9999
}

export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value)
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** The contract's rule, no more: one @ with text on each side, a dot in the domain, no white space. */
export function isCandidateMail(value: string): boolean {
  const at = value.indexOf('@')
  return at > 0 && value.indexOf('@', at + 1) === -1 && value.includes('.', at + 1) && !/\s/.test(value)
}

export function isPhone(value: string): boolean {
  return PHONE.test(value) && AT_LEAST_SIX_DIGITS.test(value)
}

/**
 * The one Ajv configuration used everywhere (Fastify's route validation and batch items): no type
 * coercion, no removal of unknown properties, no defaults, every error reported. `messages: false`
 * where the errors are described by describeProblems, not by Ajv's words: a batch of bad items then
 * builds no string per error.
 */
export function createAjv({ messages = true }: { messages?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    messages,
    allErrors: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    allowUnionTypes: true,
    strict: true,
    formats: {
      'date-time': isDateTime,
      date: isCalendarDate,
      email: isCandidateMail,
      phone: isPhone,
    },
  })
  ajv.addKeyword({
    keyword: NON_BLANK,
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, value: string) => !enabled || /\S/u.test(value),
  })
  return ajv
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'number' && !Number.isInteger(value)) return 'a number with a fraction'
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`
}

/** The contract stores an optional field sent as the empty string as null: this turns them to null. */
export function emptyOptionalFieldsToNull(resource: Resource): (item: unknown) => void {
  const optional = Object.entries(resource.fields)
    .filter(([, field]) => !field.required)
    .map(([name]) => name)
  return (item) => {
    if (!isObject(item)) return
    for (const name of optional) if (item[name] === '') item[name] = null
  }
}

/** The code of a value that Ajv refused for `keyword`. */
export function codeOfKeyword(keyword: string): ErrorCode {
  switch (keyword) {
    case 'type':
      return 'invalid_type'
    case 'required':
    case NON_BLANK:
      return 'required'
    case 'additionalProperties':
      return 'unknown_field'
    case 'maxLength':
      return 'too_long'
    case 'minimum':
    case 'maximum':
      return 'out_of_range'
    case 'enum':
    case 'const':
    case 'anyOf':
      return 'not_allowed_value'
    default:
      return 'invalid_format'
  }
}

/** A scalar as it may be echoed: a string cut to MAX_ECHOED_CHARACTERS characters; undefined for an array or object. */
export function echoable(value: unknown): unknown {
  if (typeof value === 'string') {
    const characters = [...value.slice(0, 2 * MAX_ECHOED_CHARACTERS)]
    return characters.length > MAX_ECHOED_CHARACTERS ? characters.slice(0, MAX_ECHOED_CHARACTERS).join('') : value
  }
  return typeof value === 'object' && value !== null ? undefined : value
}

/**
 * When one field breaks several rules (a blank date-time is also not a date-time), the first of these
 * is its one problem: the most basic thing wrong with it.
 */
const KEYWORD_PRIORITY = ['type', NON_BLANK, 'pattern', 'maxLength', 'format', 'enum', 'minimum', 'maximum']
const priorityOf = (error: ErrorObject) => {
  const rank = KEYWORD_PRIORITY.indexOf(error.keyword)
  return rank < 0 ? KEYWORD_PRIORITY.length : rank
}

/** The field an error of one item is about; null for the whole item. */
function fieldOf(error: ErrorObject): string | null {
  if (error.keyword === 'required') return String(error.params.missingProperty)
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty)
  const path = error.instancePath
  if (path === '') return null
  const end = path.indexOf('/', 1)
  return end < 0 ? path.slice(1) : path.slice(1, end)
}

/**
 * One error per field (the highest priority), in the order Ajv reported the fields, by field. An
 * item's problems and the fields they concern are one entry each: a field's several broken rules
 * are one problem.
 */
function mostBasicPerField(errors: readonly ErrorObject[]): Map<string | null, ErrorObject> {
  const chosen = new Map<string | null, ErrorObject>()
  for (const error of errors) {
    const field = fieldOf(error)
    const previous = chosen.get(field)
    if (previous === undefined || priorityOf(error) < priorityOf(previous)) chosen.set(field, error)
  }
  return chosen
}

/**
 * Turns Ajv's errors for one item into the contract's plain-words problems: the first `max` of them
 * described, and all of them counted, with their fields.
 */
export function problemsOf(
  resource: Resource,
  errors: readonly ErrorObject[],
  item: unknown,
  max: number,
  subject?: string,
): { problems: Problem[]; problemCount: number; fields: Set<string | null> } {
  const chosen = mostBasicPerField(errors)
  const described: ErrorObject[] = []
  for (const error of chosen.values()) {
    if (described.length === max) break
    described.push(error)
  }
  return {
    problems: described.map((error) => describeProblem(resource, error, item, subject)),
    problemCount: chosen.size,
    fields: new Set(chosen.keys()),
  }
}

/** Turns Ajv's errors for one item into the contract's plain-words problems. */
export function describeProblems(
  resource: Resource,
  errors: readonly ErrorObject[],
  item: unknown,
  subject?: string,
): Problem[] {
  return [...mostBasicPerField(errors).values()].map((error) => describeProblem(resource, error, item, subject))
}

function describeProblem(resource: Resource, error: ErrorObject, item: unknown, subject = 'Each item'): Problem {
  if (error.instancePath === '' && error.keyword === 'type') {
    if (item === undefined) {
      return {
        field: null,
        code: 'required',
        message: `${subject} is missing: send a JSON object describing ${resource.aRecord}`,
      }
    }
    return {
      field: null,
      code: 'invalid_type',
      message: `${subject} must be a JSON object describing ${resource.aRecord}, not ${kindOf(item)}`,
    }
  }
  if (error.keyword === 'required') {
    const field = String(error.params.missingProperty)
    return { field, code: 'required', message: `${field} is required` }
  }
  if (error.keyword === 'additionalProperties') {
    const field = String(error.params.additionalProperty)
    return {
      field,
      code: 'unknown_field',
      message:
        field === 'id'
          ? 'id is assigned by the service and may not be sent'
          : `${field} is not a field of ${resource.aRecord}`,
    }
  }
  const field = error.instancePath.slice(1).split('/')[0] ?? ''
  const definition = resource.fields[field]
  const expects = definition?.expects ?? 'valid'
  const value = isObject(item) ? item[field] : undefined
  const echoed = echoable(value)
  const refused = (code: ErrorCode, message: string): Problem =>
    definition === undefined || definition.echo === 'nowhere' || echoed === undefined
      ? { field, code, message }
      : { field, code, message, echo: { value: echoed, inLog: definition.echo === 'answer and log' } }
  switch (error.keyword) {
    case 'type':
      if (value === null && definition?.required) return refused('required', `${field} is required and may not be null`)
      return refused('invalid_type', `${field} must be ${expects}, not ${kindOf(value)}`)
    case 'maxLength':
      return refused('too_long', `${field} must be at most ${error.params.limit} characters long`)
    case 'pattern':
      return refused(
        'invalid_format',
        `${field} contains a character that cannot be stored (NUL or an unpaired UTF-16 surrogate)`,
      )
    case NON_BLANK:
      return refused('required', `${field} must not be blank`)
    default:
      return refused(codeOfKeyword(error.keyword), `${field} must be ${expects}`)
  }
}

/** Compiles, once, the check of one creation item of a resource; valid items come back normalised. */
export function createItemValidator<R extends Resource>(resource: R) {
  const check = createAjv({ messages: false }).compile(resource.creationSchema)
  const fields = Object.entries(resource.fields)
  const nullEmptyOptionalFields = emptyOptionalFieldsToNull(resource)
  /** `maxProblems`: how many of an invalid item's problems to describe; the others are only counted. */
  return (item: unknown, maxProblems = Number.POSITIVE_INFINITY): Validated<R> => {
    nullEmptyOptionalFields(item)
    if (!check(item)) return { ok: false, ...problemsOf(resource, check.errors ?? [], item, maxProblems) }
    return { ok: true, record: normalize(fields, item as Record<string, unknown>, true) as RecordOfResource<R> }
  }
}

/**
 * The stored form of a valid item (or patch): identifiers as text, instants in UTC.
 * With `complete`, absent optional fields become null; otherwise only the fields sent are kept.
 */
export function normalize(
  fields: readonly [string, Resource['fields'][string]][],
  item: Readonly<Record<string, unknown>>,
  complete: boolean,
): Record<string, unknown> {
  const record: Record<string, unknown> = {}
  for (const [name, field] of fields) {
    const value = item[name]
    if (value === undefined && !complete) continue
    record[name] = value === undefined || value === null ? null : field.normalize(value as never)
  }
  return record
}
