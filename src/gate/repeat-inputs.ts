/**
 * What `repeat` and `sequential` may go with, read and refused before any request: repeated runs are judged together,
 * so nothing may take one of them alone, and a sequential gate's looks keep their level only on bounds of intervals.
 */
import { Input } from './names.js'
import { MAX_REPEAT, MIN_SEQUENTIAL_REPEAT, type ActionConfig, type GateTarget } from './config.js'
import { RUN_VARIABLE, unboundedByLooks } from './judge/variables.js'
import { InputError, readBoolean } from '../action/inputs.js'
import { inertText } from '../lib/text.js'
import { several } from './results.js'
import type { PassIf } from '../policy/pass-if.js'

/** pass-if and fail-if as compiled, each beside its input's name; absent where not judged here. */
export type PoliciesByInput = ReadonlyArray<readonly [string, PassIf | undefined]>

/** `sequential`: a boolean; when true, only with repeat from MIN_SEQUENTIAL_REPEAT, for runs this step starts and waits for. */
export function readSequential(
  text: string,
  {
    repeatText,
    targets,
    wait,
    passIfExpression
  }: { repeatText: string; targets: GateTarget[]; wait: boolean; passIfExpression: string | undefined }
): boolean {
  const sequential = readBoolean(Input.Sequential, text)
  if (!sequential) return false
  const repeat = wholeNumber(repeatText)
  const refuse = (why: string) => new InputError(Input.Sequential, `is true, but ${why}`)
  if (!(repeat >= MIN_SEQUENTIAL_REPEAT && repeat <= MAX_REPEAT))
    throw refuse(
      `repeat is ${JSON.stringify(repeatText.slice(0, 40))}: sequential starts the runs in batches and looks after ` +
        `each, which takes repeat from ${MIN_SEQUENTIAL_REPEAT} to ${MAX_REPEAT} (its first look is at ` +
        `${MIN_SEQUENTIAL_REPEAT} runs). Set repeat: 10, or leave sequential at false.`
    )
  if (!wait)
    throw refuse(
      'wait is false: the gate looks at each batch of runs before it starts the next, so it must wait for them. ' +
        'Leave wait at true, or sequential at false.'
    )
  if (targets.some(target => target.runId !== undefined))
    throw refuse(
      'run-id names a run to wait for: sequential starts its runs itself, batch by batch. Leave run-id empty, or ' +
        'sequential at false.'
    )
  if (passIfExpression === undefined)
    throw refuse(
      'pass-if is empty: sequential stops at the first look that passes, and without a bar the first batch of ' +
        'completed runs would pass where repeat asks for more. Set pass-if on an interval (stats.trust_score.low >= ' +
        '80.0), or leave sequential at false.'
    )
  return true
}

/** `repeat` as written: a whole number, or NaN for anything else (a sign, a fraction, an exponent). */
function wholeNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : NaN
}

/** `repeat`: a whole number of runs from 1 to MAX_REPEAT (what it cannot go with is refused once pass-if is read). */
export function readRepeat(text: string): number {
  const repeat = wholeNumber(text)
  if (!(repeat >= 1 && repeat <= MAX_REPEAT))
    throw new InputError(
      Input.Repeat,
      `is ${JSON.stringify(text.slice(0, 40))}, not a whole number of runs from 1 to ${MAX_REPEAT}, e.g. repeat: 3.`
    )
  return repeat
}

/**
 * With `repeat` above 1 the runs are judged together, so nothing may take one of them alone: not a later step
 * (wait: false), not run-id, and not an expression reading `run`.
 */
export function refuseBesideRepeat({ repeat, wait, targets }: ActionConfig, policies: PoliciesByInput): void {
  if (!several(repeat)) return
  if (!wait)
    throw new InputError(
      Input.Repeat,
      `is ${repeat}, but wait is false: repeated runs are judged together, only when the step waits for them, and ` +
        `a later step cannot pick them up by run-id. Leave wait at true, or repeat at 1.`
    )
  if (targets.some(target => target.runId !== undefined))
    throw new InputError(
      Input.Repeat,
      `is ${repeat}, but run-id names one run to wait for: repeat starts its runs itself. Leave run-id empty, or ` +
        `repeat at 1.`
    )
  const readsRun = policies.find(([, policy]) => policy?.names(RUN_VARIABLE) === true)
  if (readsRun !== undefined)
    throw new InputError(
      readsRun[0],
      `reads run, but repeat is ${repeat}: run is one run of several, and one must never decide alone. Read ` +
        `the figures of all of them (stats.trust_score.low >= 80.0) or each of them (runs.all(r, r.trust_score ` +
        `>= 80.0)) instead.`
    )
}

/**
 * `sequential`: an expression it judges at each look reads only what the looks may: bounds of intervals, whose level
 * each look holds, and what stays the same from look to look.
 */
export function refuseUnboundedByLooks(policies: PoliciesByInput): void {
  for (const [input, policy] of policies) {
    const unbounded = policy === undefined ? undefined : unboundedByLooks(policy)
    if (unbounded === undefined) continue
    throw new InputError(
      Input.Sequential,
      `is true, but ${input} reads ${inertText(unbounded, 80)}, which moves with the runs from look to look: read ` +
        `at several looks, it gets several chances to pass. A look may read the bounds of intervals (low or high of ` +
        `stats or delta, whose level each look holds) and what stays the same between looks (base, base_stats, ` +
        `commit, base_age_seconds). Read stats.<field>.low or .high (or delta's), or leave sequential at false.`
    )
  }
}
