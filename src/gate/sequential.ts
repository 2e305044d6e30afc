/**
 * `sequential`: a gate's runs started in batches, looked at after each, stopped at the first look that decides. The
 * schedule is fixed before any run (a look taken because the last one looked good would spend the error rate twice),
 * and each of K looks draws its intervals at 1 − 0.05/K, so that over all looks a bar on `low` passes an agent truly
 * at the bar no more often than one look at 95% does (Bonferroni: each look's error at most 0.05/K, two-sided).
 * Loaded only when `sequential` is true.
 */
import type { GateResult, Look, Verdict } from './results.js'
import { MIN_SEQUENTIAL_REPEAT } from './config.js'
import { fieldsRead } from './judge/variables.js'
import { formatDuration } from '../lib/duration.js'

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

/**
 * Whether a look's verdict ends the gate before its last look: a pass; a failure that fail-if decided, or a run that
 * ended in a failure status (every run counts); anything that is not a verdict on the runs (an error, a timeout).
 * A pass-if false without fail-if, or an inconclusive look, waits for the next batch.
 */
export function decidesEarly(verdict: Verdict, { failIfSet, runFailed }: { failIfSet: boolean; runFailed: boolean }) {
  if (verdict === 'inconclusive') return false
  if (verdict === 'failed') return failIfSet || runFailed
  return true
}

/** The look a gate's result shows: its runs so far, its level, what the expressions read and gave, and its verdict. */
export function lookOf(result: GateResult, runs: number, level: number, decided: boolean): Look {
  const read = new Map<string, string>()
  for (const reading of [...(result.policy?.readings ?? []), ...(result.failPolicy?.readings ?? [])])
    if (!read.has(reading.path)) read.set(reading.path, reading.value)
  return {
    runs,
    level,
    verdict: result.verdict,
    decided,
    ...(result.policy === undefined ? {} : { passIf: result.policy.outcome }),
    ...(result.failPolicy === undefined ? {} : { failIf: result.failPolicy.outcome }),
    read: [...read].map(([path, value]) => ({ path, value })),
    intervals: fieldsRead([result.policy, result.failPolicy]).flatMap(field => {
      const stats =
        result.figures !== undefined && Object.hasOwn(result.figures.stats, field)
          ? result.figures.stats[field]
          : undefined
      return stats === undefined ? [] : [{ field, mean: stats.mean, low: stats.low, high: stats.high }]
    })
  }
}

/**
 * Why the next batch is not started on a merge-queue entry, or undefined when it may be: judged by the longest batch
 * so far, it would end after the queue's limit on a required check, when the queue takes the check as failed.
 */
export function queueCutShort(
  queue: { limitMs: number | undefined; elapsedMs: number; batchMs: number },
  runs: { had: number; next: number }
): string | undefined {
  const { limitMs, elapsedMs, batchMs } = queue
  if (limitMs === undefined || elapsedMs + batchMs <= limitMs) return undefined
  return (
    `The merge queue's limit cut it short: its next batch of ${runs.next} runs would end about ` +
    `${formatDuration(elapsedMs + batchMs)} into the step (its longest batch took ${formatDuration(batchMs)}), ` +
    `past the queue's ${formatDuration(limitMs)} on a required check, so the gate decided on the ${runs.had} ` +
    `runs it had.`
  )
}
