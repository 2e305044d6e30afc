/** Waiting for one run: polls until its status says it is over, within the one deadline. */
import type { CertificationClient } from '../../service/client.js'
import type { RunRecord } from '../results.js'
import { MIN_POLL_INTERVAL_MS } from '../config.js'
import { runState, type RunState } from '../../service/run-status.js'
import { abortReason } from '../../lib/errors.js'
import { ApiError, DeadlineError } from '../../http/errors.js'
import { asSentence, inertText, quotedValue } from '../../lib/text.js'
import { timeUp, withRetries } from '../../http/retry.js'
import type { Deadline, Logger, Random } from '../../lib/runtime.js'
import { formatDuration } from '../../lib/duration.js'
import type { PeerLink } from '../../http/link.js'

/** What polling learned: the last status and record the service gave, and how many polls it took. */
export interface RunSeen {
  /** Exactly as the service sent it: what the gate judges. */
  status?: string
  /** Exactly as the service sent it: what the gate judges. */
  record?: RunRecord
  /** The record with every secret redacted: what people see. */
  shown?: RunRecord
  /** The sha256 of the record's body exactly as the service sent it, hex. */
  recordSha256?: string
  polls: number
}

/**
 * How the wait ended, with what it learned: the run's state, or `stopped` with the error that
 * stopped it (the deadline, a cancellation, a failure that retrying cannot mend).
 */
export type PollOutcome = RunSeen & ({ state: RunState } | { state: 'stopped'; error: unknown })

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
  /** What is already known of the run (the start's answer), before the first poll. */
  known?: Pick<RunSeen, 'status' | 'record' | 'shown' | 'recordSha256'>
  /** Look once and return what the run is doing, instead of waiting for it to end (`wait: false`). */
  once?: boolean
  /** Shared by every request of the step: the rate-limit hold and the connection budget. */
  link?: PeerLink
}

/** The final poll comes this close to the deadline, so its answer can still arrive in time. */
const LAST_POLL_MARGIN_MS = 500
/** While the status stays the same, a line says the gate is alive at least this often. */
export const PROGRESS_EVERY_MS = 60_000

/**
 * Polls the run until its status is terminal (or once, with `once`). Never throws: resolves with
 * the state, or `stopped` with a DeadlineError when time runs out, the abort reason when the job
 * is cancelled, or the failure that ended it. Polls start `pollIntervalMs` apart (never before
 * the previous answer), so the step ends at most one interval after the run does.
 */
export async function waitForRun(options: WaitOptions): Promise<PollOutcome> {
  const seen: RunSeen = { polls: 0, ...options.known }
  try {
    const state = await pollUntilOver(options, seen)
    return { ...seen, state }
  } catch (error) {
    return { ...seen, state: 'stopped', error }
  }
}

/** The polling loop; `seen` is its own record of what it learned, which the caller reads back. */
async function pollUntilOver(options: WaitOptions, progress: RunSeen): Promise<RunState> {
  const { runId, deadline, signal, logger } = options
  const clock = deadline.clock
  const subject = `waiting for run '${inertText(runId)}'`
  let nextPollAt = clock.now() + options.firstPollDelayMs
  let lastPollAt: number | undefined
  let lastLineAt = clock.now()
  for (;;) {
    // The timeout is used whole: the final poll lands just before the deadline, however the
    // interval falls, as long as it is at least the minimum interval after the one before.
    const latestPollAt = deadline.endsAt - LAST_POLL_MARGIN_MS
    if (nextPollAt > latestPollAt) {
      if (lastPollAt !== undefined && latestPollAt - lastPollAt < MIN_POLL_INTERVAL_MS)
        throw stillWorking(subject, progress)
      nextPollAt = Math.max(clock.now(), latestPollAt)
    } else if (nextPollAt + options.pollIntervalMs > latestPollAt && latestPollAt - nextPollAt < MIN_POLL_INTERVAL_MS) {
      // The last regular poll would fall just short of the deadline: take it at the deadline.
      nextPollAt = latestPollAt
    }
    // Wait for the poll, saying at least once a minute that the gate is alive.
    for (let waitMs = nextPollAt - clock.now(); waitMs > 0; waitMs = nextPollAt - clock.now()) {
      const lineDueMs = lastLineAt + PROGRESS_EVERY_MS - clock.now()
      if (progress.status !== undefined && lineDueMs <= 0) {
        logger.info(stillLine(runId, progress.status, deadline))
        lastLineAt = clock.now()
        continue
      }
      await clock.sleep(progress.status === undefined ? waitMs : Math.min(waitMs, lineDueMs), signal)
      if (signal.aborted) break
    }
    if (signal.aborted) throw abortReason(signal)
    const pollStartedAt = clock.now()
    lastPollAt = pollStartedAt
    const answer = await pollOnce(options, progress, subject)
    const status = String(answer.record['status'])
    if (status !== progress.status) {
      logger.info(`Run ${inertText(runId)}: status ${inertText(status, 80)}.`)
      lastLineAt = clock.now()
    } else if (clock.now() - lastLineAt >= PROGRESS_EVERY_MS) {
      logger.info(stillLine(runId, status, deadline))
      lastLineAt = clock.now()
    }
    progress.status = status
    progress.record = answer.record
    progress.shown = answer.shown
    progress.recordSha256 = answer.bodySha256
    const state = runState(status)
    if (state !== 'working' || options.once) return state
    nextPollAt = pollStartedAt + options.pollIntervalMs
  }
}

/** One poll, retried while the failure is transient; an answer without a status is one such failure. */
function pollOnce(options: WaitOptions, progress: RunSeen, subject: string) {
  const { client, runId, deadline, signal, logger } = options
  return withRetries(
    async (timeoutMs, attempt) => {
      progress.polls += 1
      const answer = await client.getRun(runId, { signal, timeoutMs, attempt })
      const status = answer.record['status']
      if (typeof status !== 'string' || status.trim() === '') {
        progress.record = answer.record
        progress.shown = answer.shown
        progress.recordSha256 = answer.bodySha256
        throw new ApiError(`The service's answer while polling run '${inertText(runId)}' has no status.`, {
          kind: 'transient'
        })
      }
      return answer
    },
    {
      deadline,
      signal,
      logger,
      random: options.random,
      link: options.link,
      subject,
      peer: 'the service',
      isRetryable: error => error.transient
    }
  ).catch(error => {
    throw error instanceof DeadlineError && progress.status !== undefined
      ? stillWorking(subject, progress, error)
      : error
  })
}

/** `Run r-1 is still running after 4m 00s (26m 00s left before timeout).` */
function stillLine(runId: string, status: string, deadline: Deadline): string {
  return `Run ${inertText(runId)} is still ${inertText(status, 80)} after ${formatDuration(deadline.elapsedMs())} (${formatDuration(
    deadline.remainingMs()
  )} left before timeout).`
}

function stillWorking(subject: string, progress: RunSeen, cause?: DeadlineError): DeadlineError {
  const status = progress.status === undefined ? '' : ` The last status was ${quotedValue(progress.status)}.`
  if (cause?.askedToWaitMs !== undefined)
    return new DeadlineError(
      `${asSentence(cause.message)}${status}`,
      cause.lastError,
      cause.askedToWaitMs,
      cause.failedInARow
    )
  return timeUp(subject, cause?.lastError, status, cause?.failedInARow)
}
