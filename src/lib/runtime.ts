/** What the waiting code needs from the world, passed in so that tests never wait: time, randomness, a log. */

/** A single request never waits longer than this, so a silent server cannot hang the job. */
export const REQUEST_TIMEOUT_MS = 30_000

/** Time, passed in so that tests never wait. */
export interface Clock {
  now(): number
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise(resolve => {
      if (signal.aborted) return resolve()
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done, { once: true })
    })
}

/** A source of numbers in [0, 1) for jitter; Math.random outside tests. */
export type Random = () => number

export interface Logger {
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

/** The one deadline that covers the start, every poll and every retry. */
export class Deadline {
  readonly clock: Clock
  readonly startedAt: number
  readonly endsAt: number

  constructor(clock: Clock, durationMs: number) {
    this.clock = clock
    this.startedAt = clock.now()
    this.endsAt = this.startedAt + durationMs
  }

  remainingMs(): number {
    return Math.max(0, this.endsAt - this.clock.now())
  }

  elapsedMs(): number {
    return this.clock.now() - this.startedAt
  }

  /** A single request's time limit: well under a minute, and never past the deadline. */
  requestTimeoutMs(): number {
    return Math.min(REQUEST_TIMEOUT_MS, this.remainingMs())
  }
}

/**
 * `work`, or the error `late()` makes once `ms` pass first; the timer never outlives the race. For
 * clients that take no signal (Sigstore's, the registry's): what they still have under way is left
 * behind, and the entry point exits once the step has concluded.
 */
export async function within<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const outOfTime = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), Math.max(0, ms))
  })
  try {
    return await Promise.race([work, outOfTime])
  } finally {
    clearTimeout(timer)
  }
}
