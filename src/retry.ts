import { ApiError, DeadlineError, abortReason } from './errors.js'
import { formatDuration } from './duration.js'
import type { Deadline, Logger, Random } from './runtime.js'

export interface BackoffPolicy {
  initialDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialDelayMs: 1000, maxDelayMs: 30_000 }

/**
 * The wait before retry number `attempt` (1 for the first retry): capped exponential backoff
 * with jitter over the upper half, or what Retry-After asked for plus a little jitter so that
 * many gates told the same thing do not come back in the same instant.
 */
export function retryDelayMs(error: ApiError, attempt: number, policy: BackoffPolicy, random: Random): number {
  if (error.retryAfterMs !== undefined) return error.retryAfterMs + Math.floor(random() * Math.min(1000, error.retryAfterMs / 10 + 100))
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1))
  return Math.floor(ceiling / 2 + random() * (ceiling / 2))
}

export interface RetryContext {
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
  policy?: BackoffPolicy
  /** Which failures may be tried again. */
  isRetryable(error: ApiError): boolean
  /** Says what is being done, for the log and the timeout message ("polling run r-1"). */
  subject: string
}

/**
 * Runs `operation` until it succeeds, fails for good, the job is cancelled or the deadline
 * passes. Each attempt gets the time left before the deadline, capped per request.
 */
export async function withRetries<T>(operation: (timeoutMs: number) => Promise<T>, context: RetryContext): Promise<T> {
  const { deadline, signal, logger, random } = context
  const policy = context.policy ?? DEFAULT_BACKOFF
  let lastError: ApiError | undefined
  for (let attempt = 1; ; attempt += 1) {
    if (signal.aborted) throw abortReason(signal)
    const timeoutMs = deadline.requestTimeoutMs()
    if (timeoutMs <= 0) throw timeUp(context, lastError)
    try {
      return await operation(timeoutMs)
    } catch (error) {
      if (!(error instanceof ApiError) || !context.isRetryable(error)) throw error
      lastError = error
    }
    if (signal.aborted) throw abortReason(signal)
    const delayMs = retryDelayMs(lastError, attempt, policy, random)
    const remainingMs = deadline.remainingMs()
    if (delayMs >= remainingMs) {
      throw timeUp(context, lastError, lastError.retryAfterMs)
    }
    logger.info(`${lastError.message} Trying again in ${formatDuration(delayMs)} (attempt ${attempt + 1}).`)
    await deadline.clock.sleep(delayMs, signal)
  }
}

function timeUp(context: RetryContext, lastError: ApiError | undefined, askedToWaitMs?: number): DeadlineError {
  const asked = askedToWaitMs === undefined ? '' : ` The service asked to wait ${formatDuration(askedToWaitMs)} more.`
  const last = lastError === undefined ? '' : ` Last error: ${lastError.message}`
  return new DeadlineError(`The timeout ran out while ${context.subject}.${asked}${last}`, lastError)
}
