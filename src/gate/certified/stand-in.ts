/**
 * A signed certification standing in for a run, as reuse (reuse.ts) and carry-forward (carry.ts)
 * both pass on one: which of those found `pass-if` is true for now, and the gate's result with no
 * run started.
 */
import type { PolicyReport } from '../../policy/report.js'
import type { GateRun, Remembered } from './gate-run.js'
import type { BaseSeen, Figures, GateResult, Judged, Reason, RunToJudge } from '../results.js'

/**
 * A certification pass-if is true for now (or the newest, without pass-if), what pass-if (and fail-if) said of it,
 * the figures of its runs they read, and (of several runs) their figures as a statement signs them.
 */
export type Chosen = {
  certification: Remembered
  /** The judge's verdict on its runs, when it was judged. */
  verdict?: Judged['verdict']
  policy?: PolicyReport
  failPolicy?: PolicyReport
  figures?: Figures
  runsStats?: Figures['stats']
  /** The history the judge worked out from this gate's own base: what a pass signed again on it carries on. */
  history?: Judged['history']
  trend?: Judged['trend']
}

/**
 * Only the judge's pass stands in for a run (pass-if true, and fail-if, when set, false: the judge weighs them);
 * inconclusive or worse starts one.
 */
function passes({ verdict }: Chosen): boolean {
  return verdict === 'passed'
}

/**
 * The certification to pass on among `certifications`, or why none; nothing when cancelled. Without pass-if, the newest,
 * with its runs' figures as the judge works them out.
 */
export async function passing(
  gate: GateRun,
  certifications: Remembered[],
  base: BaseSeen | undefined
): Promise<Chosen | { why: Reason } | undefined> {
  if (gate.config.passIf !== undefined) return firstThatPasses(gate, certifications, base)
  const [newest] = certifications
  const judged = await gate.judge(runsOf(newest), base, false)
  return judged === undefined ? undefined : { certification: newest, runsStats: judged.runsStats }
}

/** The newest certification for whose run pass-if is true now; or why none is; nothing when cancelled. */
async function firstThatPasses(
  gate: GateRun,
  [newest, ...older]: Remembered[],
  base: BaseSeen | undefined
): Promise<Chosen | { why: Reason } | undefined> {
  const { outcomeText, readingsSuffix } = await import('../../policy/report.js')
  // A misspelled field of base is said once, of the newest certification judged, as after a run.
  const judge = async (certification: Remembered, warn: boolean): Promise<Chosen | undefined> => {
    const judged = await gate.judge(runsOf(certification), base, warn)
    if (judged === undefined) return undefined
    const { verdict, policy, failPolicy, figures, runsStats, history, trend } = judged
    return { certification, verdict, policy, failPolicy, figures, runsStats, history, trend }
  }
  const first = await judge(newest, true)
  if (first === undefined) return undefined
  if (passes(first)) return first
  for (const certification of older) {
    const chosen = await judge(certification, false)
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
        first.policy === undefined
          ? 'was not asked (a run it lists ended in failure)'
          : first.policy.outcome === 'true' && first.failPolicy !== undefined
            ? `is true, but fail-if ${outcomeText(first.failPolicy, { detail: false })},`
            : outcomeText(first.policy, { detail: false }),
      readings: first.policy === undefined ? '' : readingsSuffix(first.policy),
      older: older.length
    }
  }
}

/** The runs a certification signed, as the judge takes them. */
function runsOf({ runs }: Remembered): RunToJudge[] {
  return runs.map(run => ({ runId: run.runId ?? '', status: run.status, record: run.record }))
}

/** A pass on a certification reused, with no run started: of this commit, of its tree, or carried forward. */
export function reusedResult(
  gate: GateRun,
  { certification, policy, failPolicy, figures, runsStats, history, trend }: Chosen,
  base: BaseSeen | undefined,
  how: Pick<GateResult, 'reusedByTree' | 'carriedFrom'> = {}
): GateResult {
  return {
    verdict: 'passed',
    failsStep: false,
    projectId: gate.config.projectId,
    // Its runs, kept: a pass signed again on it names every one, as it did; the first is the run it names.
    runs: certification.runs,
    named: 0,
    elapsedMs: gate.deadline.elapsedMs(),
    polls: 0,
    policy,
    ...(failPolicy === undefined ? {} : { failPolicy }),
    ...(figures === undefined ? {} : { figures }),
    ...(runsStats === undefined ? {} : { runsStats }),
    // Worked out from this gate's own base, never the reused certification's: its history is not carried blindly.
    ...(history === undefined ? {} : { history }),
    ...(trend === undefined ? {} : { trend }),
    reused: certification.seen,
    ...how,
    base
  }
}
