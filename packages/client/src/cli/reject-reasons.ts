import type { RecordProblem } from '../index.js'

/**
 * The reasons records were rejected for, counted, for the summary of a push: grouped by the server's
 * `code` when it sends one, else by field and message, with the parts of a message that vary from
 * record to record (numbers, quoted values) left out of the grouping; each with its first example.
 */

interface Reason {
  count: number
  readonly example: string
  readonly index: number
}

const groupOf = (problem: RecordProblem) =>
  problem.code ??
  `${problem.field ?? ''}\u0000${problem.message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/\d+/g, '#')}`

export class RejectReasons {
  readonly #reasons = new Map<string, Reason>()

  add(index: number, problems: readonly RecordProblem[]): void {
    for (const problem of problems) {
      const group = groupOf(problem)
      const reason = this.#reasons.get(group)
      if (reason === undefined) this.#reasons.set(group, { count: 1, example: problem.message, index })
      else reason.count++
    }
  }

  /** The `most` most frequent reasons, one line each, and how many others there are. */
  lines(most: number): string[] {
    const sorted = [...this.#reasons.values()].sort((a, b) => b.count - a.count)
    const lines = sorted
      .slice(0, most)
      .map((reason) => `  ${reason.count} × ${reason.example} (e.g. index ${reason.index})`)
    const others = sorted.length - most
    if (others > 0) lines.push(`  and ${others} other reason${others === 1 ? '' : 's'}`)
    return lines
  }
}
