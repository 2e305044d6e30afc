/**
 * The verdict's third outcome: with `fail-if`, a gate passes when pass-if is true and fail-if is
 * not, fails when fail-if is true and pass-if is not, and is `inconclusive` when neither is (the
 * runs could not tell); both true is the policy contradicting itself. Pure wording of what was
 * evaluated: nothing here evaluates.
 */
import {
  outcomeText,
  readingsOnce,
  readingsText,
  figureText,
  levelText,
  type PolicyReport
} from '../../policy/report.js'
import { inertText } from '../../lib/text.js'
import type { Figures, Judgement } from '../results.js'
import { MAX_REPEAT } from '../config.js'
import { fieldsRead } from './variables.js'

export type { Judgement } from '../results.js'

/**
 * pass-if's judgement, weighed with what fail-if gave. `runs` names the runs judged (`Run r-1`,
 * `Runs r-1, r-2 and r-3`); `figures` the intervals an inconclusive verdict says.
 */
export function withFailIf(
  judged: Judgement,
  fail: PolicyReport,
  { runs, figures, repeat }: { runs: string; figures: Figures | undefined; repeat: number }
): Judgement {
  // pass-if could not be evaluated: that error stands, whatever fail-if gave.
  if (judged.verdict === 'error') return { ...judged, failPolicy: fail }
  const expression = inertText(fail.expression)
  if (fail.outcome !== 'true' && fail.outcome !== 'false')
    return {
      verdict: 'error',
      reason: `${runs} completed, but fail-if ${outcomeText(fail)} (in ${expression}).`,
      hint: 'Write fail-if as a comparison over what pass-if reads, e.g. stats.trust_score.high < 75.0.',
      policy: judged.policy,
      failPolicy: fail
    }
  const passes = judged.verdict === 'passed'
  const fails = fail.outcome === 'true'
  if (passes && !fails) return { ...judged, failPolicy: fail }
  if (fails && !passes) return decidedByFailIf(judged, fail)
  if (passes)
    return {
      verdict: 'error',
      reason:
        `${runs} completed, and both pass-if and fail-if are true: the policy contradicts itself, so it decides ` +
        `nothing (${readingsOf(judged.policy, fail)}).`,
      hint: 'Write fail-if so that it is never true where pass-if is, e.g. pass-if at low >= 75.0 and fail-if at high < 75.0.',
      policy: judged.policy,
      failPolicy: fail
    }
  return {
    verdict: 'inconclusive',
    reason:
      `Not decided: neither pass-if nor fail-if is true for ${runs.charAt(0).toLowerCase()}${runs.slice(1)}, so ` +
      `the runs cannot tell whether the agent ` +
      `clears the bar (${intervalsText(figures, judged.policy, fail) ?? readingsOf(judged.policy, fail)}).`,
    hint: `${spreadText(figures, judged.policy, fail)}` + `${moreRunsHint(repeat)}`,
    policy: judged.policy,
    failPolicy: fail
  }
}

/**
 * Failed, and fail-if says so too: the runs show the agent below the bar, not only fail to show it above. More runs
 * would not change that; what the service found would.
 */
function decidedByFailIf(judged: Judgement, fail: PolicyReport): Judgement {
  const lookAt = judged.lookAt === undefined ? 'the attestation in the console' : judged.lookAt
  return {
    ...judged,
    reason: `${judged.reason} fail-if is true too (${inertText(fail.expression)}: ${readingsOf(fail)}): the runs show the agent misses the bar.`,
    hint:
      `More runs would not change this: fail-if says the runs are below the bar, not too few to tell. See ${lookAt} ` +
      'for what the service found, fix it, and push again.',
    failPolicy: fail
  }
}

/** What would decide an inconclusive gate: more runs, while repeat may still grow. */
function moreRunsHint(repeat: number): string {
  if (repeat >= MAX_REPEAT)
    return (
      `repeat is at its most (${MAX_REPEAT}): at this bar these runs cannot tell. Look at why they differ ` +
      `(the attestations in the console), or change the bar; the step fails until it is decided.`
    )
  return (
    `More runs narrow the intervals (from 3 runs to 10, about 3.5 times): raise repeat (${repeat} now, up to ` +
    `${MAX_REPEAT}), or set sequential, which adds runs only while undecided. The job's next run starts every run ` +
    `again (these ${repeat} are not kept). The step fails until it is decided.`
  )
}

/**
 * `Runs varying as these do would give, over 10 runs (the most repeat allows), a 95% interval of about trust_score
 * ±7.15 (sd 10) around the mean. `: what the most runs could decide, for each field read that has a spread.
 */
function spreadText(figures: Figures | undefined, ...policies: Array<PolicyReport | undefined>): string {
  const projected = figures?.projected
  if (figures === undefined || projected === undefined) return ''
  const parts = fieldsRead(policies).flatMap(name => {
    // Already over the most runs: the interval shown is what they give.
    if (Object.hasOwn(figures.stats, name) && figures.stats[name].n >= projected.runs) return []
    const sd = Object.hasOwn(figures.stats, name) ? figures.stats[name].sd : undefined
    const halfWidth = Object.hasOwn(projected.halfWidths, name) ? projected.halfWidths[name] : undefined
    return sd === undefined || halfWidth === undefined
      ? []
      : [`${inertText(name, 80)} ±${figureText(halfWidth)} (sd ${figureText(sd)})`]
  })
  if (parts.length === 0) return ''
  return (
    `Runs varying as these do would give, over ${projected.runs} runs (the most repeat allows), a ` +
    `${levelText(projected.level)} interval of about ${parts.join('; ')} around the mean. `
  )
}

/**
 * `trust_score: mean 80, 95% interval 55.16 to 104.84 over 3 runs; change −1, 95% interval −9.2 to 7.2`: each
 * field the two expressions read of stats or delta; undefined when they read none.
 */
export function intervalsText(
  figures: Figures | undefined,
  ...policies: Array<PolicyReport | undefined>
): string | undefined {
  if (figures === undefined) return undefined
  const fields = fieldsRead(policies)
  const parts = fields.flatMap(name => {
    const stats = Object.hasOwn(figures.stats, name) ? figures.stats[name] : undefined
    const delta = figures.delta !== undefined && Object.hasOwn(figures.delta, name) ? figures.delta[name] : undefined
    const said = [
      stats === undefined
        ? undefined
        : `mean ${figureText(stats.mean)}${intervalOf(stats)} over ${stats.n} run${stats.n === 1 ? '' : 's'}`,
      delta === undefined ? undefined : `change ${figureText(delta.mean)}${intervalOf(delta)}`
    ].filter(part => part !== undefined)
    return said.length === 0 ? [] : [`${inertText(name, 80)}: ${said.join('; ')}`]
  })
  return parts.length === 0 ? undefined : parts.join('; ')
}

/** `, 95% interval 55.16 to 104.84`, or nothing without an interval. */
function intervalOf(figures: { low?: number; high?: number; level?: number }): string {
  return figures.low === undefined || figures.high === undefined
    ? ''
    : `, ${levelText(figures.level)} interval ${figureText(figures.low)} to ${figureText(figures.high)}`
}

/** What both expressions read, once each. */
function readingsOf(...policies: Array<PolicyReport | undefined>): string {
  return readingsText({ readings: readingsOnce(...policies) }) || 'they read no field'
}
