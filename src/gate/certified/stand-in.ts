/**
 * A signed certification standing in for a run, as reuse (reuse.ts) and carry-forward (carry.ts)
 * both pass on one: which of those found `pass-if` is true for now, and the gate's result with no
 * run started.
 */
import type { PassIf } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import { comparisonOf, othersOf, warnOfUnknownBaseFields } from './base-seen.js'
import type { GateRun, Remembered } from './gate-run.js'
import type { BaseSeen, GateResult, Reason } from '../results.js'

/** A certification pass-if is true for now (or the newest, without pass-if), and what pass-if said of it. */
export type Chosen = { certification: Remembered; policy?: PolicyReport }

/** The certification to pass on among `certifications`, or why none; nothing when cancelled. */
export function passing(
  gate: GateRun,
  certifications: Remembered[],
  base: BaseSeen | undefined
): Promise<Chosen | { why: Reason } | undefined> {
  const { passIf } = gate.config
  return passIf === undefined
    ? Promise.resolve({ certification: certifications[0] })
    : firstThatPasses(gate, passIf, certifications, base)
}

/** The newest certification for whose run pass-if is true now; or why none is; nothing when cancelled. */
async function firstThatPasses(
  gate: GateRun,
  passIf: PassIf,
  [newest, ...older]: Remembered[],
  base: BaseSeen | undefined
): Promise<{ certification: Remembered; policy: PolicyReport } | { why: Reason } | undefined> {
  const { config, deps, deadline } = gate
  const [{ evaluateBounded }, { policyReport }, { outcomeText, readingsSuffix }] = await Promise.all([
    import('../../policy/bounded.js'),
    import('../../policy/pass-if.js'),
    import('../../policy/report.js')
  ])
  const judge = async (certification: Remembered) => {
    const evaluation = await evaluateBounded(
      passIf,
      certification.record,
      deadline,
      deps.signal,
      othersOf(base, deps.commit)
    )
    return deps.signal.aborted ? undefined : policyReport(passIf, certification.record, evaluation, comparisonOf(base))
  }
  const first = await judge(newest)
  if (first === undefined) return undefined
  // A misspelled field of base is said once, of the newest certification judged, as after a run.
  warnOfUnknownBaseFields(config, base, newest.record, first, deps.logger)
  if (first.outcome === 'true') return { certification: newest, policy: first }
  for (const certification of older) {
    const policy = await judge(certification)
    if (policy === undefined) return undefined
    if (policy.outcome === 'true') return { certification, policy }
  }
  // The newest says why; an older one that does not pass either adds nothing a person needs.
  return {
    why: {
      kind: 'pass-if-not-true',
      runId: newest.seen.runId,
      outcome: outcomeText(first, { detail: false }),
      readings: readingsSuffix(first),
      older: older.length
    }
  }
}

/** A pass on a certification reused, with no run started: of this commit, of its tree, or carried forward. */
export function reusedResult(
  gate: GateRun,
  { certification, policy }: Chosen,
  base: BaseSeen | undefined,
  how: Pick<GateResult, 'reusedByTree' | 'carriedFrom'> = {}
): GateResult {
  return {
    verdict: 'passed',
    failsStep: false,
    projectId: gate.config.projectId,
    runId: certification.seen.runId,
    status: certification.status ?? 'completed',
    record: certification.record,
    recordSha256: certification.recordSha256,
    elapsedMs: gate.deadline.elapsedMs(),
    polls: 0,
    policy,
    reused: certification.seen,
    ...how,
    base
  }
}
