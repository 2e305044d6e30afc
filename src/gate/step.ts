/**
 * Every gate of the step at once: one per project or run, under one deadline and one client
 * (so they share the service's rate limit), and the one verdict they add up to.
 */
import { runGate, type GateDependencies } from './one-gate.js'
import type { ActionConfig } from './config.js'
import { gateLabel, type GateResult, type StepResult, type Verdict } from './results.js'
import { Deadline } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'

export type StepDependencies = Omit<GateDependencies, 'deadline' | 'firstPollSpreadMs'>

/** Runs waited for (not started here) have their first poll spread over this much, at most. */
const FIRST_POLL_SPREAD_MS = 1000

/** Which verdict speaks for a step whose gates disagree: the one a person must act on first. */
const VERDICT_PRECEDENCE: readonly Verdict[] = [
  'cancelled',
  'failed',
  'error',
  'inconclusive',
  'timed-out',
  'started',
  'passed'
]

/** Every gate at once, under the step's one deadline (a new one from `timeout` unless given). */
export async function runStep(
  config: ActionConfig,
  deps: StepDependencies,
  deadline = new Deadline(deps.clock, config.timeoutMs)
): Promise<StepResult> {
  const several = config.targets.length > 1
  const gates = await Promise.all(
    config.targets.map(target =>
      runGate(
        { ...config, ...target },
        {
          ...deps,
          deadline,
          // Each start carries its own Idempotency-Key; a fixed one is only for a single gate.
          idempotencyKey: several ? undefined : deps.idempotencyKey,
          firstPollSpreadMs: several ? Math.min(config.pollIntervalMs, FIRST_POLL_SPREAD_MS) : 0
        }
      )
    )
  )
  return stepResult(gates, deadline.elapsedMs())
}

/** The step passes only when every gate passes; with one gate, it is that gate's result. */
export function stepResult(gates: GateResult[], elapsedMs: number): StepResult {
  const verdict = VERDICT_PRECEDENCE.find(candidate => gates.some(gate => gate.verdict === candidate)) ?? 'error'
  const failsStep = gates.some(gate => gate.failsStep)
  if (gates.length === 1) {
    const [gate] = gates
    return { verdict, failsStep, gates, elapsedMs, reason: gate.reason, hint: gate.hint }
  }
  const notPassed = gates.filter(gate => gate.verdict !== 'passed')
  if (notPassed.length === 0) return { verdict, failsStep, gates, elapsedMs }
  // Each gate's reason once, its full stop dropped so that a list of them reads as one sentence.
  const reason =
    `${notPassed.length} of ${gates.length} gates did not pass: ` +
    notPassed
      .map(
        gate =>
          `${inertText(gateLabel(gate), 120)} ${gate.verdict}${gate.reason === undefined ? '' : `: ${inertText(gate.reason).replace(/\.$/, '')}`}`
      )
      .join('; ') +
    '.'
  const hints = [...new Set(notPassed.map(gate => gate.hint).filter(hint => hint !== undefined))]
  return {
    verdict,
    failsStep,
    gates,
    elapsedMs,
    reason,
    hint:
      hints.length === 1
        ? hints[0]
        : hints.length > 1
          ? 'The job summary says what to do for each, under its name.'
          : undefined
  }
}
