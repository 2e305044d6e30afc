/**
 * The one judge: given runs that ended, the base (asked for only when it is read) and the expressions, what is the
 * verdict? A failure status first (every run counts), then what the expressions are given (the figures once), then
 * `pass-if` and `fail-if`, each evaluated within the step's deadline, weighed together. A live run's gate and a
 * certification that may stand in for one are judged here alike.
 */
import type { Deadline, Logger } from '../../lib/runtime.js'
import { asSentence, inertText } from '../../lib/text.js'
import type { PassIf } from '../../policy/pass-if.js'
import type { GateConfig } from '../config.js'
import { several, type BaseSeen, type Judged, type Judgement, type RunToJudge } from '../results.js'
import { endedInFailure } from '../run-status.js'

/** What a judgement needs of the gate: its repeat and project, its one deadline, its cancellation, its commit. */
export interface JudgeContext {
  config: Pick<GateConfig, 'repeat' | 'projectId' | 'passIf'>
  deadline: Deadline
  signal: AbortSignal
  /** The commit the gate checks, which the expressions read as `commit`. */
  commit?: string
  /** Where a likely misspelled field of base is warned of; absent, it is not (said already). */
  warnTo?: Logger
}

export interface Judging {
  /** One run or more, in the order started. */
  runs: readonly RunToJudge[]
  /** What `base` is: asked for only when runs are judged by the expressions (never for a failed run), once. */
  base: () => Promise<BaseSeen | undefined> | undefined
  /** `pass-if` and `fail-if`; without `pass-if`, the statuses alone decide. */
  policies: { passIf?: PassIf; failIf?: PassIf }
  gate: JudgeContext
  /** The confidence the intervals are drawn at: 95% unless a sequential gate looks more than once. */
  level?: number
}

/** The judgement of `runs`; undefined when the job was cancelled while the expressions were evaluated. */
export async function judgeRuns({ runs, base: baseOf, policies, gate, level }: Judging): Promise<Judged | undefined> {
  const [{ judgeRun }, { givenTo }] = await Promise.all([import('./verdict.js'), import('./given.js')])
  const failed = runs.findIndex(run => endedInFailure(run.status))
  const run = Math.max(failed, 0)
  const named = runs[run]
  // Asked once: several runs are named together, have figures to sign, and fail as one of them.
  const plural = several(runs)
  const { passIf, failIf } = policies
  if (failed >= 0) return { ...(plural ? everyRunCounts(judgeRun(named), runs, failed) : judgeRun(named)), run }
  if (passIf === undefined) {
    const { runsStats } = await givenTo({}, runs, { base: undefined, commit: gate.commit, level, plural })
    return { ...judgeRun(named), run, ...(runsStats === undefined ? {} : { runsStats }) }
  }
  const base = await baseOf()
  const { baseUnreadable, baseNotRead } = await import('../certified/base.js')
  if (baseUnreadable(base)) return { verdict: 'error', ...baseNotRead(base, named.runId), base, run }
  const { others, figures, runsStats } = await givenTo(policies, runs, { base, commit: gate.commit, level, plural })
  const { evaluateBounded } = await import('../../policy/bounded.js')
  const evaluate = (policy: PassIf) => evaluateBounded(policy, named.record, gate.deadline, gate.signal, others)
  const evaluation = await evaluate(passIf)
  const failEvaluation = failIf === undefined ? undefined : await evaluate(failIf)
  if (gate.signal.aborted) return undefined
  const judged = judgeRun(named, {
    passIf,
    evaluation,
    base,
    failIf,
    failEvaluation,
    others,
    runIds: plural ? runs.map(one => one.runId) : undefined,
    figures,
    repeat: gate.config.repeat
  })
  // An error already says what is missing; a true or false may hide a misspelled field of base.
  if (judged.policy !== undefined && gate.warnTo !== undefined) {
    const { warnOfUnknownBaseFields } = await import('./unknown-base-fields.js')
    warnOfUnknownBaseFields({ config: gate.config, base, record: named.record, policy: judged.policy }, gate.warnTo)
  }
  return {
    ...judged,
    run,
    base,
    ...(figures === undefined ? {} : { figures }),
    ...(runsStats === undefined ? {} : { runsStats })
  }
}

/** A failed run of several: its failure, said as one run of them that counts whatever the others scored. */
function everyRunCounts(judged: Judgement, runs: readonly RunToJudge[], failed: number): Judgement {
  const others = runs.filter((_, index) => index !== failed).map(run => inertText(run.runId))
  return {
    ...judged,
    reason:
      `${asSentence(judged.reason ?? '')} It is one of ${runs.length} runs (with ${others.join(', ')}), and every ` +
      `run counts: one that fails fails the gate, whatever the others scored.`
  }
}
