/**
 * A signed certification standing in for a run, as reuse (reuse.ts) and carry-forward (carry.ts)
 * both pass on one: which of those found `pass-if` is true for now, and the gate's result with no
 * run started.
 */
import type { PassIf } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import { comparisonOf, givenBeside, warnOfUnknownBaseFields } from './base-seen.js'
import type { GateRun, Remembered } from './gate-run.js'
import type { BaseSeen, Figures, GateResult, Reason } from '../results.js'

/**
 * A certification pass-if is true for now (or the newest, without pass-if), what pass-if (and fail-if) said of it,
 * and the figures of its runs they read.
 */
export type Chosen = {
  certification: Remembered
  policy?: PolicyReport
  failPolicy?: PolicyReport
  figures?: Figures
}

/** Only a pass stands in for a run: pass-if true, and fail-if (when set) false; inconclusive or worse starts one. */
function passes({ policy, failPolicy }: Chosen): boolean {
  return policy?.outcome === 'true' && (failPolicy === undefined || failPolicy.outcome === 'false')
}

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
): Promise<Chosen | { why: Reason } | undefined> {
  const { config, deps, deadline } = gate
  const [{ evaluateBounded }, { policyReport }, { outcomeText, readingsSuffix }] = await Promise.all([
    import('../../policy/bounded.js'),
    import('../../policy/pass-if.js'),
    import('../../policy/report.js')
  ])
  const judge = async (certification: Remembered): Promise<Chosen | undefined> => {
    const records = certification.runs?.map(run => run.record) ?? [certification.record]
    const { others, figures } = await givenBeside(config, records, base, deps.commit)
    const report = async (policy: PassIf) => {
      const evaluation = await evaluateBounded(policy, certification.record, deadline, deps.signal, others)
      return policyReport(policy, certification.record, evaluation, comparisonOf(base), others)
    }
    const policy = await report(passIf)
    const failPolicy = config.failIf === undefined ? undefined : await report(config.failIf)
    return deps.signal.aborted ? undefined : { certification, policy, failPolicy, figures }
  }
  const first = await judge(newest)
  if (first?.policy === undefined) return undefined
  // A misspelled field of base is said once, of the newest certification judged, as after a run.
  warnOfUnknownBaseFields(config, base, newest.record, first.policy, deps.logger)
  if (passes(first)) return first
  for (const certification of older) {
    const chosen = await judge(certification)
    if (chosen === undefined) return undefined
    if (passes(chosen)) return chosen
  }
  // The newest says why; an older one that does not pass either adds nothing a person needs.
  return {
    why: {
      kind: 'pass-if-not-true',
      runId: newest.seen.runId,
      // pass-if true and still no pass: fail-if was not false, so the certification did not decide.
      outcome:
        first.policy.outcome === 'true' && first.failPolicy !== undefined
          ? `is true, but fail-if ${outcomeText(first.failPolicy, { detail: false })},`
          : outcomeText(first.policy, { detail: false }),
      readings: readingsSuffix(first.policy),
      older: older.length
    }
  }
}

/** A pass on a certification reused, with no run started: of this commit, of its tree, or carried forward. */
export function reusedResult(
  gate: GateRun,
  { certification, policy, failPolicy, figures }: Chosen,
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
    ...(failPolicy === undefined ? {} : { failPolicy }),
    ...(figures === undefined ? {} : { figures }),
    // Its runs, kept: a pass signed again on it names every one, as it did.
    ...(certification.runs === undefined
      ? {}
      : { runs: certification.runs.map(run => ({ ...run, runId: run.runId ?? '' })) }),
    reused: certification.seen,
    ...how,
    base
  }
}
