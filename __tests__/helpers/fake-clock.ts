import type { Clock, Logger } from '../../src/lib/runtime.js'

/** A clock whose sleeps pass at once, recording how long each would have been. */
export class FakeClock implements Clock {
  time = 1_000_000
  readonly sleeps: number[] = []

  now(): number {
    return this.time
  }

  async sleep(ms: number, signal: AbortSignal): Promise<void> {
    this.sleeps.push(ms)
    if (!signal.aborted) this.time += ms
  }
}

/** A logger that keeps what it was told. */
export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: message => lines.push(`info: ${message}`),
    warning: message => lines.push(`warning: ${message}`),
    debug: message => lines.push(`debug: ${message}`)
  }
}
