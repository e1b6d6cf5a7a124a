import { neutraliseFormula, OTHER_SEPARATORS } from '../../src/domain/csv-formulas.ts'

const numbers = new Intl.NumberFormat('en-GB')

export const formatCount = (value: number) => numbers.format(value)

/**
 * An instant as `2026-11-20 10:15:02` (ISO 8601's date and time, to the second; with `exact`, its
 * milliseconds when there are any): the API's times are UTC, and so are its buckets and days, which each
 * page says once (`TimesNote`).
 */
export function formatInstant(value: string | null | undefined, { exact = false } = {}): string {
  if (value === null || value === undefined) return 'never'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const iso = date.toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, exact && !iso.endsWith('.000Z') ? 23 : 19)}`
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A record's field as text: an instant as `formatInstant` writes it, to the millisecond when it has some
 * (a step's `recorded_at` is part of its natural key); anything else as it is; none as `–`.
 */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '–'
  if (typeof value === 'string' && INSTANT.test(value)) return formatInstant(value, { exact: true })
  return String(value)
}

export const formatPercent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)} %`)

/** A UTC day `YYYY-MM-DD`, `days` from today. */
export function utcDay(days = 0): string {
  const date = new Date()
  date.setUTCHours(0, 0, 0, 0)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A cell's text in CSV (RFC 4180), its formulas neutralised as the service's exports do. */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value)
  return /[",\r\n]/.test(text) || OTHER_SEPARATORS.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Offers a text as a file to save (a blob: address of this page, nothing sent anywhere). */
export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A resource's name in words: `application-steps` as `Application steps`. */
export function resourceWords(name: string): string {
  const words = name.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
