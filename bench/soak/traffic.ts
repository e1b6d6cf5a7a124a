/** Every request the soak's clients made: when, how long, and what came back. */

export interface Exchange {
  readonly start: number
  readonly end: number
  /** undefined: no answer (connection refused or cut, or the client gave up). */
  readonly status: number | undefined
  readonly retryAfter: string | undefined
  /** The client cut this one on purpose (the client-disconnect scenario): no answer is expected. */
  readonly cutByClient: boolean
}

export class Traffic {
  readonly exchanges: Exchange[] = []

  add(exchange: Exchange) {
    this.exchanges.push(exchange)
  }
}
