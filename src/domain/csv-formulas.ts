/**
 * CSV injection (OWASP): a spreadsheet reads a cell that starts with `=`, `+`, `-`, `@` (or their
 * full-width forms, which Apple Numbers reads as them), a tab or a carriage return as a formula or a
 * control. It may also take a part of a cell for a cell of its own: what follows a `;` (Excel's
 * separator in a French or German locale, where the file's `,` and quotes may be read as text) or a
 * tab, and what follows a line break, where it may start a row. Plain code with no import, so that the
 * console's CSV download (console/src/format.ts) neutralises cells by the same rule as the service's
 * exports (http/routes/read.ts).
 */

/** Where a spreadsheet may start a cell that would be a formula (after any `"`, which it may read as a quote). */
const FORMULA_START = /(^|[;\t\r\n])(?="*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/gu

/** OWASP's neutralisation: a `'` makes each such start text. */
export const neutraliseFormula = (value: string) => value.replace(FORMULA_START, "$1'")

/**
 * The separators other than the file's own (`,` and line breaks, in quoted cells already) that a
 * spreadsheet may split a cell on: a cell holding one is quoted as well, so that one that splits on it
 * but reads quotes keeps the cell whole.
 */
export const OTHER_SEPARATORS = /[;\t]/u
