/**
 * `sequential`: a gate's runs started in batches, looked at after each, stopped at the first look that decides. The
 * schedule is fixed before any run (a look taken because the last one looked good would spend the error rate twice),
 * and each of K looks draws its intervals at 1 − 0.05/K, so that over all looks a bar on `low` passes an agent truly
 * at the bar no more often than one look at 95% does (Bonferroni: each look's error at most 0.05/K, two-sided).
 * Loaded only when `sequential` is true.
 */
import type { GateResult } from '../results.js'
import { MIN_SEQUENTIAL_REPEAT } from '../config.js'
import { formatDuration } from '../../lib/duration.js'
import { asSentence } from '../../lib/text.js'

/**
 * The runs there are at each look, for each `repeat` sequential takes: the first look at four runs (fewer give a t
 * quantile too wide to decide anything), the rest split into at most two batches, the larger first.
 */
const SCHEDULES: Readonly<Record<number, readonly number[]>> = {
  4: [4],
  5: [5],
  6: [4, 6],
  7: [4, 7],
  8: [4, 6, 8],
  9: [4, 7, 9],
  10: [4, 7, 10]
}

/** The error rate one look at 95% has, shared among the looks. */
const ERROR_RATE = 0.05

/** The runs there are at each look for `repeat` (from MIN_SEQUENTIAL_REPEAT to MAX_REPEAT; the inputs hold it). */
export function scheduleOf(repeat: number): readonly number[] {
  const schedule = Object.hasOwn(SCHEDULES, repeat) ? SCHEDULES[repeat] : undefined
  if (schedule === undefined)
    throw new RangeError(`sequential takes repeat from ${MIN_SEQUENTIAL_REPEAT} to 10, not ${repeat}`)
  return schedule
}

/** Every schedule, for the docs and the power table: `repeat` and the runs at each look. */
export function schedules(): ReadonlyArray<{ repeat: number; looks: readonly number[] }> {
  return Object.entries(SCHEDULES).map(([repeat, looks]) => ({ repeat: Number(repeat), looks }))
}

/** The confidence each look's intervals are drawn at, with `looks` looks in all: 1 − 0.05/K. */
export function levelOf(looks: number): number {
  return 1 - ERROR_RATE / looks
}

/** What to do when the timeout, not the runs, left the gate undecided. */
const TIMEOUT_HINT =
  "Raise timeout so that every batch fits (about one run's length each), or lower repeat; the step fails until it " +
  'is decided.'

/** Why the next batch was not started: the words for the reason, what to do, and the summary's stop. */
export interface CutShort {
  reason: string
  hint: string
  stopped: 'queue-limit' | 'timeout'
}

/**
 * Why the next batch is not started, or undefined when it may be: judged by the longest batch so far, it would end
 * after the step's timeout (its runs would be paid for and never judged), or, on a merge-queue entry, after the
 * queue's limit on a required check (when the queue takes the check as failed). The gate then decides on its looks.
 */
export function cutShort(
  clock: { queueLimitMs: number | undefined; timeoutMs: number; elapsedMs: number; batchMs: number },
  runs: { had: number; next: number }
): CutShort | undefined {
  const { queueLimitMs, timeoutMs, elapsedMs, batchMs } = clock
  const endsAt = elapsedMs + batchMs
  const queue = queueLimitMs !== undefined && endsAt > queueLimitMs && queueLimitMs <= timeoutMs
  if (!queue && endsAt <= timeoutMs) return undefined
  const limit = queue
    ? `the merge queue's ${formatDuration(queueLimitMs)} on a required check`
    : `timeout (${formatDuration(timeoutMs)})`
  return {
    reason:
      `${queue ? "The merge queue's limit" : 'The timeout'} cut it short: its next batch of ${runs.next} runs would ` +
      `end about ${formatDuration(endsAt)} into the step (its longest batch took ${formatDuration(batchMs)}), past ` +
      `${limit}, so the gate decided on the ${runs.had} runs it had.`,
    hint: queue
      ? "Raise the merge queue's check_response_timeout_minutes (its ruleset), or lower repeat, so that every batch " +
        'fits; the step fails until it is decided.'
      : TIMEOUT_HINT,
    stopped: queue ? 'queue-limit' : 'timeout'
  }
}

/**
 * A gate that ended while a later batch went on (the timeout): decided on its last look, which did not pass, with
 * every run started named, and the batch that was cut off said to go on at the service.
 */
export function decidedOnLooks(last: GateResult, ended: GateResult, had: number): GateResult {
  return {
    ...last,
    failsStep: true,
    runs: ended.runs,
    polls: ended.polls,
    elapsedMs: ended.elapsedMs,
    reason:
      `${asSentence(last.reason ?? '')} The timeout ran out while the next batch went on (its runs go on at the ` +
      `service), so the gate decided on the ${had} runs of its last look.`,
    hint: TIMEOUT_HINT
  }
}
