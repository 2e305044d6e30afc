/**
 * The merge queue's own clock: on `merge_group`, a required check that has not reported within the queue's
 * `check_response_timeout_minutes` is taken as failed and the entry leaves the queue, so a pass after that merges
 * nothing. The gate reads the limit from the base branch's rules and warns when `timeout` is not below it. Best
 * effort: a rule that cannot be read, or no such rule, changes nothing, and the read is given up once the gates are
 * done (a gate that ended has met the queue's clock).
 */
import type { GitHubApi } from '../../github/api.js'
import type { GitHubContext } from '../../github/context.js'
import { formatDuration } from '../../lib/duration.js'
import { errorClause } from '../../lib/errors.js'
import { Deadline, type Logger, type Random } from '../../lib/runtime.js'
import { inertText } from '../../lib/text.js'
import type { ActionConfig } from '../config.js'
import { lookupBound } from '../names.js'

/** What reading the rules is handed: the step's GitHub client, its deadline (the read's bound is cut from it). */
export interface QueueClockCall {
  api: GitHubApi
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
}

/** The queue's limit in minutes, when the event is a merge-queue entry and its branch's rules name one. */
export async function queueLimit(
  config: Pick<ActionConfig, 'githubToken' | 'timeoutMs'>,
  github: GitHubContext,
  call: QueueClockCall
): Promise<number | undefined> {
  const branch = github.baseBranch
  if (github.eventName !== 'merge_group' || config.githubToken === undefined) return undefined
  if (github.repository === undefined || branch === undefined) return undefined
  // Bound as a lookup of certifications is: the run still has its time.
  const boundMs = lookupBound(config.timeoutMs, call.deadline.remainingMs()).ms
  try {
    const { mergeQueueCheckLimit } = await import('../../github/rules.js')
    return await mergeQueueCheckLimit(
      call.api,
      { repository: github.repository, branch },
      { ...call, deadline: new Deadline(call.deadline.clock, boundMs) }
    )
  } catch (error) {
    // Given up because the gates are done (or the job was cancelled): nothing to say.
    if (call.signal.aborted) return undefined
    call.logger.info(
      `The merge queue's rules for ${inertText(branch, 100)} could not be read (${errorClause(error, 200)}): ` +
        `whether timeout fits its limit on a required check is not known.`
    )
    return undefined
  }
}

/** Warns when the gate may still be going after the queue has given up on it; the limit, when read. */
export async function warnOfQueueClock(
  config: Pick<ActionConfig, 'githubToken' | 'timeoutMs'>,
  github: GitHubContext,
  call: QueueClockCall
): Promise<number | undefined> {
  const minutes = await queueLimit(config, github, call)
  if (minutes === undefined || config.timeoutMs < minutes * 60_000) return minutes
  const branch = inertText(github.baseBranch ?? '', 100)
  call.logger.warning(
    `timeout is ${formatDuration(config.timeoutMs)}, but the merge queue of ${branch} takes a required check that ` +
      `has not reported within ${minutes} minute${minutes === 1 ? '' : 's'} as failed (its ruleset's ` +
      `check_response_timeout_minutes) and removes the entry: a pass after that merges nothing. Set timeout well ` +
      `below ${minutes}m (the queue's clock counts the job's earlier steps too), or raise the queue's limit.`
  )
  return minutes
}
