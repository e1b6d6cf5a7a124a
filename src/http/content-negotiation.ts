import Negotiator from 'negotiator'

/**
 * Which of an endpoint's media types a request's Accept prefers (RFC 9110 section 12.5.1), weighed by
 * negotiator: q-values, wildcards and the more specific range first. negotiator matches a range that
 * has parameters only to an offered type with the same ones, so the ranges' parameters are left out
 * before it reads them, but for q and charset: `text/csv;header=present` is `text/csv`.
 */

/** Every answer of the service is UTF-8, and its Content-Type says so. */
export const contentTypeOf = (type: string) => `${type}; charset=utf-8`

/** A parameter of a media range other than q and charset: `;name`, or `;name=value` with a token or quoted value. */
const IGNORED_PARAMETER = /;\s*(?!(?:q|charset)\s*=)[^\s;,="]+(?:\s*=\s*(?:"(?:[^"\\]|\\.)*"|[^\s;,"]*))?/giu

/**
 * The type of `types` that `accept` prefers, undefined when it admits none. Without Accept, the first.
 * A range that names a charset matches only UTF-8 (or `*`), the one the service answers in.
 */
export function preferredType<T extends string>(accept: string | undefined, types: readonly T[]): T | undefined {
  const offered = types.map(contentTypeOf)
  const preferred = new Negotiator({ headers: { accept: accept?.replace(IGNORED_PARAMETER, '') } }).mediaType(offered)
  return preferred === undefined ? undefined : types[offered.indexOf(preferred)]
}
