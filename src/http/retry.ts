/**
 * The one retry loop of every HTTP exchange, whoever answers: capped backoff with jitter, a
 * Retry-After honoured and shared, a connection budget before the first answer, and one Deadline.
 */
import { abortReason } from '../lib/errors.js'
import { ApiError, DeadlineError } from './errors.js'
import { formatDuration } from '../lib/duration.js'
import type { Deadline, Logger, Random } from '../lib/runtime.js'
import type { PeerLink } from './link.js'
import { capitalized } from './network.js'

export interface BackoffPolicy {
  initialDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialDelayMs: 1000, maxDelayMs: 30_000 }

/**
 * The wait before retry number `attempt` (1 for the first retry): capped exponential backoff
 * with jitter over the upper half. A Retry-After asks for longer, never for less: its wait plus
 * a little jitter (so that many gates told the same thing do not come back in the same instant)
 * when that is longer than the backoff, which stays the floor (a `Retry-After: 0`, or a date in
 * the past, must not turn into a retry every few milliseconds).
 */
export function retryDelayMs(error: ApiError, attempt: number, policy: BackoffPolicy, random: Random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1))
  const backoffMs = Math.floor(ceiling / 2 + random() * (ceiling / 2))
  if (error.retryAfterMs === undefined) return backoffMs
  return Math.max(backoffMs, error.retryAfterMs + Math.floor(random() * Math.min(1000, error.retryAfterMs / 10 + 100)))
}

export interface RetryContext {
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
  policy?: BackoffPolicy
  /** Shared by every request to the peer: the rate-limit hold, and whether it ever answered. */
  link?: PeerLink
  /** Which failures may be tried again. */
  isRetryable(error: ApiError): boolean
  /** Says what is being done, for the log and the timeout message ("polling run r-1"). */
  subject: string
  /** Who answers, as a sentence names it: `the service`, `GitHub`. */
  peer: string
}

/** A last attempt is worth making while at least this much of the deadline is left. */
const LAST_ATTEMPT_MARGIN_MS = 500

/**
 * Runs `operation` until it succeeds, fails for good, the job is cancelled or the deadline
 * passes. Each attempt gets the time left before the deadline, capped per request; the last
 * backoff is trimmed so that one final attempt lands just before the deadline. A Retry-After
 * holds back every request that shares the link. Until the peer has answered once,
 * connections that cannot be made have a budget of their own: waiting longer cannot fix a
 * wrong host or port.
 */
export async function withRetries<T>(
  operation: (timeoutMs: number, attempt: number) => Promise<T>,
  context: RetryContext
): Promise<T> {
  const { deadline, signal, logger, random, link } = context
  const clock = deadline.clock
  const policy = context.policy ?? DEFAULT_BACKOFF
  let lastError: ApiError | undefined
  // A success ends the loop: every attempt before this one failed, in a row.
  for (let attempt = 1; ; attempt += 1) {
    if (signal.aborted) throw abortReason(signal)
    const heldMs = link?.holdLeftMs(clock.now()) ?? 0
    if (heldMs > 0) {
      if (heldMs >= deadline.remainingMs()) throw askedToWaitTooLong(context, heldMs, lastError, attempt - 1)
      await clock.sleep(heldMs, signal)
      if (signal.aborted) throw abortReason(signal)
    }
    const timeoutMs = deadline.requestTimeoutMs()
    if (timeoutMs <= 0) throw timeUp(context.subject, lastError, '', attempt - 1)
    try {
      return await operation(timeoutMs, attempt)
    } catch (error) {
      if (!(error instanceof ApiError) || !context.isRetryable(error)) throw error
      lastError = error
    }
    if (signal.aborted) throw abortReason(signal)
    if (lastError.retryAfterMs !== undefined) link?.holdFor(lastError.retryAfterMs, clock.now())
    let delayMs = retryDelayMs(lastError, attempt, policy, random)
    const remainingMs = deadline.remainingMs()
    if (lastError.kind === 'unreachable' && link !== undefined && !link.answered) {
      const budgetLeftMs =
        Math.min(link.connectionBudgetMs, deadline.endsAt - deadline.startedAt) - deadline.elapsedMs()
      if (delayMs >= budgetLeftMs) throw unreachable(lastError, deadline.elapsedMs(), context.peer)
    }
    if (lastError.retryAfterMs !== undefined && lastError.retryAfterMs >= remainingMs) {
      throw askedToWaitTooLong(context, lastError.retryAfterMs, lastError, attempt)
    }
    if (delayMs >= remainingMs) {
      if (remainingMs <= LAST_ATTEMPT_MARGIN_MS) throw timeUp(context.subject, lastError, '', attempt)
      delayMs = remainingMs - LAST_ATTEMPT_MARGIN_MS
    }
    // The peer's own words end a message without a full stop: one is added before the next sentence.
    const said = /[.!?]$/.test(lastError.message) ? lastError.message : `${lastError.message}.`
    logger.info(`${said} Trying again in ${formatDuration(delayMs)} (attempt ${attempt + 1}).`)
    await clock.sleep(delayMs, signal)
  }
}

/** The deadline passed while doing `subject`; `note` (what was last seen) comes before the last error. */
export function timeUp(subject: string, lastError: Error | undefined, note = '', failedInARow = 0): DeadlineError {
  const last = lastError === undefined ? '' : ` Last error: ${lastError.message}`
  return new DeadlineError(`The timeout ran out while ${subject}.${note}${last}`, lastError, undefined, failedInARow)
}

/** The peer asked (Retry-After) to wait longer than the time left: say so, with both numbers. */
function askedToWaitTooLong(
  context: RetryContext,
  askedMs: number,
  lastError: ApiError | undefined,
  failedInARow: number
): DeadlineError {
  return new DeadlineError(
    `${capitalized(context.peer)} asked to wait ${formatDuration(askedMs)} before trying again (Retry-After), ` +
      `longer than the ` +
      `${formatDuration(context.deadline.remainingMs())} left before timeout, while ${context.subject}.` +
      (lastError === undefined ? '' : ` Last error: ${lastError.message}`),
    lastError,
    askedMs,
    failedInARow
  )
}

/** No connection was made within the connection budget: a final error that says waiting will not help. */
function unreachable(lastError: ApiError, elapsedMs: number, peer: string): ApiError {
  return new ApiError(
    `${lastError.message.replace(/\.$/, '')}; gave up after ${formatDuration(elapsedMs)}, since ${peer} never ` +
      `answered and no timeout would help.`,
    {
      kind: 'unreachable',
      notActedOn: lastError.notActedOn,
      atProxy: lastError.atProxy,
      connectionMade: lastError.connectionMade,
      hint: lastError.hint
    }
  )
}
