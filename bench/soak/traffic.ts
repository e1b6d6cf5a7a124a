/** Every request the soak's clients made: when, how long, and what came back. */

export interface Exchange {
  /** What was asked: a batch (POST), a change of one record (PATCH), or a whole export (GET, streamed). */
  readonly kind: 'batch' | 'patch' | 'export'
  readonly start: number
  readonly end: number
  /** undefined: no answer (connection refused or cut, or the client gave up). */
  readonly status: number | undefined
  readonly retryAfter: string | undefined
  /** The client cut this one on purpose (the client-disconnect scenario): no answer is expected. */
  readonly cutByClient: boolean
  /** The answer began (a status came) but its body was cut before its end: only an export may be. */
  readonly bodyCut?: boolean
}

export class Traffic {
  readonly exchanges: Exchange[] = []

  add(exchange: Exchange) {
    this.exchanges.push(exchange)
  }
}
