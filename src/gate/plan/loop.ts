/**
 * The one loop a gate's runs go through, for a plain gate and a sequential one alike: for each look of the plan, take
 * its runs (start them and wait, through the source it is handed), judge every run so far once, then decide: the
 * verdict stands, or the next look. How it ended is a value it returns; what that means for the step is the caller's.
 * `npm run power` walks the same loop with the service replaced by draws.
 */
import type { Judged, Look, RunToJudge, SequentialSeen, Verdict } from '../results.js'
import type { Logger } from '../../lib/runtime.js'
import { DELTA_VARIABLE, figuresRead, STATS_VARIABLE } from '../judge/variables.js'
import { readingsOnce } from '../../policy/report.js'
import type { CutShort } from './sequential.js'
import type { Reach } from './reach.js'
import type { Plan } from './plan.js'

/** A look's runs as the source gave them: every run so far, or how the gate ended before they could be judged. */
export type Taken<Ended> =
  | { runs: readonly RunToJudge[]; runFailed: boolean }
  | { ended: Ended; /** the step's timeout ran out while they went on */ timedOut: boolean }

/** Where a look's runs come from: the service in the action, draws in `npm run power`. */
export interface RunSource<Ended> {
  /** Starts `count` runs after those already taken (or picks up the given one) and waits for them. */
  take(count: number, look: number): Promise<Taken<Ended>>
  /** Before a later look: why its batch of `next` runs would not fit (the timeout, the queue's limit), or nothing. */
  fits?(next: number, had: number): Promise<CutShort | undefined>
}

/** What the loop walks and with what: the plan, the source of runs, the judge, and where a look not decided is said. */
export interface Walk<Ended> {
  plan: Plan
  source: RunSource<Ended>
  /** Every run so far, judged at the plan's level; undefined when the job was cancelled meanwhile. */
  judge(runs: readonly RunToJudge[], level: number | undefined): Promise<Judged | undefined>
  failIfSet: boolean
  logger?: Pick<Logger, 'info'>
}

/**
 * How the walk ended: a verdict on the runs (a look decided, or the last look's stands), the source's ending (a start
 * that failed, a run that could not be waited for; with the last look's verdict when the timeout ran out during a later
 * batch), a batch that would not fit, or a cancellation while judging. Each with the looks taken and the runs started.
 */
export type Walked<Ended> = { looks: Look[]; taken: number; noStop?: 'not-bars' } & (
  | { decided: Judged; stopped: 'decided' | 'last-look' }
  | { decided: Judged; stopped: 'out-of-reach'; outOfReach: Reach }
  | { ended: Ended; last?: Judged; stopped: Extract<SequentialSeen['stopped'], 'ended' | 'timeout'> }
  | { cut: CutShort; last: Judged; stopped: CutShort['stopped'] }
  | { cancelled: true; stopped: 'ended' }
)

/** Walks `plan` look by look until a look decides or the last one has been judged. */
export async function walk<Ended>({ plan, source, judge, failIfSet, logger }: Walk<Ended>): Promise<Walked<Ended>> {
  const looks: Look[] = []
  let last: Judged | undefined
  let taken = 0
  let noStop: 'not-bars' | undefined
  for (const [index, upTo] of plan.looks.entries()) {
    if (last !== undefined) {
      const cut = await source.fits?.(upTo - taken, taken)
      if (cut !== undefined) return { looks, taken, cut, last, stopped: cut.stopped }
    }
    const got = await source.take(upTo - taken, index)
    if ('ended' in got)
      return got.timedOut && last !== undefined
        ? { looks, taken, ended: got.ended, last, stopped: 'timeout' }
        : { looks, taken, ended: got.ended, stopped: 'ended' }
    taken = got.runs.length
    const judged = await judge(got.runs, plan.sequential ? plan.level : undefined)
    if (judged === undefined) return { looks, taken, cancelled: true, stopped: 'ended' }
    const decided = decidesEarly(judged.verdict, { failIfSet, runFailed: got.runFailed })
    const lastLook = index === plan.looks.length - 1
    // Before the last look, a look that did not decide may still show passing out of reach: then the gate stops.
    const reach =
      plan.sequential && !decided && !lastLook ? await reachAt(judged, taken, plan.looks, plan.level) : undefined
    if (reach !== undefined && 'none' in reach) noStop = reach.none === 'not-bars' ? 'not-bars' : noStop
    const chance = reach !== undefined && 'chance' in reach ? reach : undefined
    if (plan.sequential) looks.push(lookOf(judged, taken, plan.level, decided, chance?.chance))
    const ends = { looks, taken, ...(noStop === undefined ? {} : { noStop }) }
    if (decided || lastLook) return { ...ends, decided: judged, stopped: decided ? 'decided' : 'last-look' }
    if (chance?.outOfReach === true) return { ...ends, decided: judged, stopped: 'out-of-reach', outOfReach: chance }
    last = judged
    logger?.info(`Look ${index + 1} of ${plan.looks.length}, at ${taken} runs: not decided (${judged.verdict}).`)
  }
  throw new Error('a plan has at least one look')
}

/** The reach of passing from this look to the last (reach.ts, loaded only for a sequential plan's looks). */
async function reachAt(judged: Judged, runs: number, schedule: readonly number[], level: number) {
  const { reachOf } = await import('./reach.js')
  return reachOf(judged, { runs, last: schedule.at(-1) ?? runs, level })
}

/**
 * Whether a look's verdict ends the gate before its last look: a pass; a failure that fail-if decided, or a run that
 * ended in failure (every run counts); anything that is not a verdict on the runs (an error, a timeout).
 * A pass-if false without fail-if, or an inconclusive look, waits for the next batch.
 */
export function decidesEarly(verdict: Verdict, { failIfSet, runFailed }: { failIfSet: boolean; runFailed: boolean }) {
  if (verdict === 'inconclusive') return false
  if (verdict === 'failed') return failIfSet || runFailed
  return true
}

/** The look a gate's result shows: its runs so far, its level, what the expressions read and gave, and its verdict. */
export function lookOf(
  judged: Pick<Judged, 'policy' | 'failPolicy' | 'figures'> & { verdict: Verdict },
  runs: number,
  level: number,
  decided: boolean,
  chance?: number
): Look {
  return {
    runs,
    level,
    verdict: judged.verdict,
    decided,
    ...(chance === undefined ? {} : { chance }),
    ...(judged.policy === undefined ? {} : { passIf: judged.policy.outcome }),
    ...(judged.failPolicy === undefined ? {} : { failIf: judged.failPolicy.outcome }),
    read: readingsOnce(judged.policy, judged.failPolicy).map(({ path, value }) => ({ path, value })),
    // Of what the expressions read: stats' intervals, and delta's (the change against the base), each its own.
    intervals: figuresRead([judged.policy, judged.failPolicy]).flatMap(({ map, field }) => {
      const figures =
        map === DELTA_VARIABLE ? judged.figures?.delta : map === STATS_VARIABLE ? judged.figures?.stats : undefined
      const read = figures !== undefined && Object.hasOwn(figures, field) ? figures[field] : undefined
      return read === undefined ? [] : [{ field, of: map, mean: read.mean, low: read.low, high: read.high }]
    })
  }
}
