/**
 * The contract's text forms of stored times, made by PostgreSQL itself so that both drivers return the
 * same text: `pg` and PGlite would otherwise turn timestamps into Date objects in the process's zone.
 */

/** An instant, `YYYY-MM-DDTHH:MM:SS.sssZ` in UTC. */
export const instantText = (expression: string) =>
  `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A calendar day, `YYYY-MM-DD`. */
export const dayText = (expression: string) => `to_char(${expression}, 'YYYY-MM-DD')`
