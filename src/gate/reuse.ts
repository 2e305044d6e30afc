/**
 * The step before a run that may spare it: a certification of this commit for the project, signed
 * within `reuse`, that verifies as the verify action's would and for whose run `pass-if` is true
 * now, is the gate's pass with no run started. When none is, why not (logged in one line, and said
 * in the summary): then a run is started. Nothing, when the job was cancelled meanwhile.
 */
import { formatDuration } from '../lib/duration.js'
import { inertText } from '../lib/text.js'
import type { PassIf } from '../policy/pass-if.js'
import type { PolicyReport } from '../policy/report.js'
import { baseUnreadable, comparisonOf, othersOf, warnOfUnknownBaseFields } from './base.js'
import type { Remembered } from './memory.js'
import type { BeforeRun, GateRun } from './gate-run.js'
import type { BaseSeen, GateResult } from './results.js'

export async function reuseStep(gate: GateRun): Promise<BeforeRun> {
  const { config, deps } = gate
  const { projectId } = config
  if (config.reuseMs === undefined || deps.memory === undefined || projectId === undefined || config.runId !== undefined) return {}
  // What pass-if compares with is needed to judge a certification for reuse too.
  const base = gate.base(projectId)
  const project = inertText(projectId)
  const recalled = await deps.memory.thisCommit(projectId)
  const ofCommit = recalled.commit === undefined ? '' : ` (commit ${recalled.commit.slice(0, 12)})`
  const nothing = (why: string): BeforeRun => {
    deps.logger.info(`Nothing to reuse for project ${project}${ofCommit}: ${why}. Starting a run.`)
    return { note: { notReused: why } }
  }
  const baseSeen = await base
  // pass-if names a base that cannot be read: it can judge no certification, and after a run it
  // could not judge the run either. The gate fails now, before a run is paid for.
  if (baseUnreadable(baseSeen)) return { decision: await baseNotReadResult(gate, baseSeen) }
  if ('why' in recalled) return nothing(recalled.why)
  const reused = (certification: Remembered, policy?: PolicyReport): BeforeRun => {
    deps.logger.info(
      `Project ${project} passed on the certification of run ${inertText(certification.seen.runId ?? '?')}, signed ${formatDuration(certification.seen.ageMs)} ago: no run was started.`
    )
    return { decision: reusedResult(gate, certification, policy, baseSeen) }
  }
  if (config.passIf === undefined) return reused(recalled.certifications[0])
  const judged = await firstThatPasses(gate, config.passIf, recalled.certifications, baseSeen)
  // Cancelled while judging: nothing to decide, and nothing to say.
  if (judged === undefined) return {}
  if ('certification' in judged) return reused(judged.certification, judged.policy)
  return nothing(judged.why)
}

/** The newest certification for whose run pass-if is true now; or why none is; nothing when cancelled. */
async function firstThatPasses(
  gate: GateRun,
  passIf: PassIf,
  [newest, ...older]: Remembered[],
  base: BaseSeen | undefined
): Promise<{ certification: Remembered; policy: PolicyReport } | { why: string } | undefined> {
  const { config, deps, deadline } = gate
  const [{ evaluateBounded }, { policyReport }, { outcomeText, readingsSuffix }] = await Promise.all([
    import('../policy/bounded.js'),
    import('../policy/pass-if.js'),
    import('../policy/report.js')
  ])
  const judge = async (certification: Remembered) => {
    const evaluation = await evaluateBounded(passIf, certification.record, deadline, deps.signal, othersOf(base))
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
  const more = older.length > 0 ? `, nor for ${older.length} older` : ''
  const run = inertText(newest.seen.runId ?? '?')
  return { why: `pass-if ${outcomeText(first, { detail: false })} for the certification of run ${run} now${readingsSuffix(first)}${more}` }
}

function reusedResult(gate: GateRun, certification: Remembered, policy: PolicyReport | undefined, base: BaseSeen | undefined): GateResult {
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
    base
  }
}

async function baseNotReadResult(gate: GateRun, base: BaseSeen): Promise<GateResult> {
  const { baseNotRead } = await import('./verdict.js')
  return {
    verdict: 'error',
    failsStep: true,
    projectId: gate.config.projectId,
    elapsedMs: gate.deadline.elapsedMs(),
    polls: 0,
    ...baseNotRead(base),
    base
  }
}
