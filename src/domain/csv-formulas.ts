/**
 * CSV injection (OWASP): a cell that starts with one of these a spreadsheet reads as a formula or a
 * control. Plain code with no import, so that the console's CSV download (console/src/format.ts)
 * neutralises cells by the same rule as the service's exports (http/read.ts).
 */
const FORMULA_START = /^[=+\-@\t\r]/u

/** OWASP's neutralisation: a leading `'` makes the cell text. */
export const neutraliseFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)
