import type { CertificationClient } from './client.js'
import type { RunRecord } from './model.js'
import { COMPLETED_STATUS, FAILED_STATUSES, MIN_POLL_INTERVAL_MS } from './constants.js'
import { ApiError, DeadlineError, abortReason } from './errors.js'
import { inertText } from './text.js'
import { withRetries } from './retry.js'
import type { Deadline, Logger, Random } from './runtime.js'

/** Where a run stands: over (its report is ready, or it ended without one), or still working. */
export type RunState = 'over' | 'working'

/**
 * Only "is the run over?": `completed` and the known failure words end it; any other status,
 * known or not, means it is still working. Whether it passed is the policy's question.
 */
export function runState(status: string): RunState {
  const normalized = status.trim().toLowerCase()
  return normalized === COMPLETED_STATUS || FAILED_STATUSES.has(normalized) ? 'over' : 'working'
}

/** What the polling has seen so far; kept up to date so a timeout or cancellation can report it. */
export interface RunProgress {
  status?: string
  record?: RunRecord
  polls: number
}

export interface WaitOptions {
  client: Pick<CertificationClient, 'getRun'>
  runId: string
  pollIntervalMs: number
  /** Before the first poll: 0 for a run that may already be done, a jittered fraction after a start. */
  firstPollDelayMs: number
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
  progress: RunProgress
  /** Look once and return what the run is doing, instead of waiting for it to end (`wait: false`). */
  once?: boolean
}

/** Poll this close to the deadline at the latest, so the last answer can still arrive in time. */
const LAST_POLL_MARGIN_MS = 1000

/**
 * Polls the run until its status is terminal (or once, with `once`). Resolves with the state; throws
 * DeadlineError when time runs out and the abort reason when the job is cancelled. Polls start
 * `pollIntervalMs` apart (never before the previous answer), so the step ends at most one
 * interval after the run does.
 */
export async function waitForRun(options: WaitOptions): Promise<RunState> {
  const { client, runId, deadline, signal, logger, progress } = options
  const clock = deadline.clock
  const subject = `waiting for run '${inertText(runId)}'`
  let nextPollAt = clock.now() + options.firstPollDelayMs
  let lastPollAt: number | undefined
  for (;;) {
    // The last poll comes just before the deadline, however the interval falls, as long as
    // it is at least the minimum interval after the one before.
    const latestPollAt = deadline.endsAt - LAST_POLL_MARGIN_MS
    if (nextPollAt > latestPollAt) {
      if (lastPollAt !== undefined && latestPollAt - lastPollAt < MIN_POLL_INTERVAL_MS) throw stillWorking(subject, progress)
      nextPollAt = Math.max(clock.now(), latestPollAt)
    }
    const waitMs = nextPollAt - clock.now()
    if (waitMs > 0) await clock.sleep(waitMs, signal)
    if (signal.aborted) throw abortReason(signal)
    const pollStartedAt = clock.now()
    lastPollAt = pollStartedAt
    const record = await withRetries(
      async timeoutMs => {
        progress.polls += 1
        const answer = await client.getRun(runId, { signal, timeoutMs })
        const status = answer['status']
        if (typeof status !== 'string' || status.trim() === '') {
          progress.record = answer
          throw new ApiError(`The service's answer while polling run '${inertText(runId)}' has no status.`, { kind: 'transient' })
        }
        return answer
      },
      { deadline, signal, logger, random: options.random, subject, isRetryable: error => error.transient }
    ).catch(error => {
      throw error instanceof DeadlineError && progress.status !== undefined ? stillWorking(subject, progress, error) : error
    })
    const status = String(record['status'])
    if (status !== progress.status) logger.info(`Run ${inertText(runId)}: status ${inertText(status, 80)}.`)
    progress.status = status
    progress.record = record
    const state = runState(status)
    if (state !== 'working' || options.once) return state
    nextPollAt = pollStartedAt + options.pollIntervalMs
  }
}

function stillWorking(subject: string, progress: RunProgress, cause?: DeadlineError): DeadlineError {
  const status = progress.status === undefined ? '' : ` The last status was '${inertText(progress.status, 80)}'.`
  const detail = cause?.lastError === undefined ? '' : ` Last error: ${cause.lastError.message}`
  return new DeadlineError(`The timeout ran out while ${subject}.${status}${detail}`, cause?.lastError)
}
