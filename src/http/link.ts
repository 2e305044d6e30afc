/**
 * What all requests to one peer share, however many gates send them: whether it has answered at
 * all yet (until it has, connection failures have a budget of their own), and how long it has
 * asked everyone to hold back (a 429 or 503 with Retry-After holds back every gate, not only the
 * one that got it: they share the peer's limit).
 */
export class PeerLink {
  /** Connection failures before the first answer are retried this long at most. */
  readonly connectionBudgetMs: number
  private answeredOnce = false
  private holdUntilMs = 0

  constructor(connectionBudgetMs: number) {
    this.connectionBudgetMs = connectionBudgetMs
  }

  /** True once any request of the step got an HTTP response. */
  get answered(): boolean {
    return this.answeredOnce
  }

  noteAnswer(): void {
    this.answeredOnce = true
  }

  /** The peer asked to wait `ms` from `nowMs` before the next request, from anyone. */
  holdFor(ms: number, nowMs: number): void {
    this.holdUntilMs = Math.max(this.holdUntilMs, nowMs + ms)
  }

  /** How long from `nowMs` every request must still wait. */
  holdLeftMs(nowMs: number): number {
    return Math.max(0, this.holdUntilMs - nowMs)
  }
}

/** About a minute: long enough for a restart, short enough that a wrong port fails fast. */
export const CONNECTION_BUDGET_MS = 60_000
