/**
 * Errors and helpers that belong to no layer: cancellation, and what an unknown thrown value
 * says. A leaf, so that reporting can use them without importing the service edge.
 */
import { inertText } from './text.js'

/** The job was cancelled (SIGINT/SIGTERM from the runner): stop at once. */
export class CancelledError extends Error {
  constructor(signalName: string) {
    super(`The job was cancelled (${signalName}).`)
    this.name = 'CancelledError'
  }
}

/**
 * A peer (the service, GitHub, a registry) could not be asked: it failed, or the time ran out
 * (`timedOut`). http/'s ApiError and DeadlineError are the two; whoever reports one needs no more
 * of them than this.
 */
export abstract class PeerFailure extends Error {
  /** What to do, when there is something to say. */
  abstract readonly hint?: string
  /** True when the deadline passed while asking, rather than the peer failing. */
  abstract readonly timedOut: boolean
}

/** A failure a person can act on: what went wrong, and what to do about it. */
export class HintedError extends Error {
  readonly hint: string
  constructor(name: string, message: string, hint: string) {
    super(message)
    this.name = name
    this.hint = hint
  }
}

/** What an unknown thrown value says: its message when it is an Error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * What a thrown value says, inert and cut at `limit`, to stand inside a sentence of its own: without its closing stops.
 */
export function errorClause(error: unknown, limit: number): string {
  return inertText(errorMessage(error), limit).replace(/\.+$/, '')
}

/** The reason an aborted signal carries, as an Error. */
export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new CancelledError(String(signal.reason ?? 'abort'))
}
