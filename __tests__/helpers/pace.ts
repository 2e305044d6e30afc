/**
 * Bounds on durations in end-to-end tests that scale with how busy this machine is now, so that none leans on
 * wall-clock headroom. A bound is written as what the behaviour takes on a quiet machine (its own waits, a deadline,
 * plus a little); `budgetMs` adds twice what the bundled action takes here, now, to start, read its inputs, fail and
 * exit: the part of any run that a busy machine stretches, by seconds. That pace is measured by running the bundled
 * action with no inputs (it fails at once, sending nothing), and measured again once it is 30 s old.
 */
import { runAction } from '../../tools/action-runner.js'

const PACE_KEPT_MS = 30_000
let pace: { measuredAt: number; startMs: Promise<number> } | undefined

/** How long the bundled action takes here, now, to start and end with nothing to do. */
export function actionStartMs(): Promise<number> {
  if (pace === undefined || Date.now() - pace.measuredAt > PACE_KEPT_MS)
    pace = { measuredAt: Date.now(), startMs: runAction({ inputs: {} }).then(run => run.durationMs) }
  return pace.startMs
}

/** `quietMs`, what a bound allows on a quiet machine, plus two of the bundled action's starts at today's pace. */
export async function budgetMs(quietMs: number): Promise<number> {
  return quietMs + 2 * (await actionStartMs())
}
