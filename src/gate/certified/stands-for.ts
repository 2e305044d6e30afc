/**
 * What a certification stands in for, of `repeat`: as many runs as it rests on, or, for a sequential gate that decided
 * it on fewer, the repeat, pass-if and fail-if it was decided under. Shared by reuse (choose.ts) and carry.
 */
import type { DecidedEarly } from '../../attestation/statement-read.js'
import type { ActionConfig } from '../config.js'
import type { Unusable } from '../results.js'

/** What a certification must stand for: `repeat` runs, or a sequential gate's with its expressions. */
export type RepeatConfig = Pick<ActionConfig, 'repeat' | 'sequential' | 'passIfExpression' | 'failIfExpression'>

/**
 * Why a certification does not stand in for `repeat` runs, or undefined when it does: it rests on as many, or a sequential gate decided it on fewer under the same repeat, pass-if and fail-if as this one's
 * (its schedule and levels follow from them).
 */
export function tooFewRuns(
  certification: { runs: readonly unknown[]; decidedEarly?: DecidedEarly },
  config: Partial<RepeatConfig>
): Extract<Unusable, { kind: 'too-few-runs' }> | undefined {
  const { decidedEarly } = certification
  const runs = certification.runs.length
  const repeat = config.repeat ?? 1
  if (runs >= repeat) return undefined
  const decidedAlike =
    config.sequential === true &&
    decidedEarly !== undefined &&
    decidedEarly.repeat === config.repeat &&
    decidedEarly.passIf === (config.passIfExpression ?? null) &&
    decidedEarly.failIf === (config.failIfExpression ?? null)
  return decidedAlike ? undefined : { kind: 'too-few-runs', runs, repeat }
}
