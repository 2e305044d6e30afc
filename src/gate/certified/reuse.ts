/**
 * The step before a run that may spare it: a certification of this commit for the project, signed
 * within `reuse`, that verifies as the verify action's would and for whose run `pass-if` is true
 * now, is the gate's pass with no run started. When none is, why not (logged in one line, and said
 * in the summary): then a run is started. Nothing, when the job was cancelled meanwhile.
 */
import { formatDuration } from '../../lib/duration.js'
import type { Logger } from '../../lib/runtime.js'
import { inertText, shortSha } from '../../lib/text.js'
import type { PassIf } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import { baseNotRead, baseUnreadable, comparisonOf, othersOf, warnOfUnknownBaseFields } from './base.js'
import type { Remembered } from './memory.js'
import type { BeforeRun, GateRun } from './gate-run.js'
import type { BaseSeen, GateResult, Reason } from '../results.js'
import { reasonText } from './reasons.js'

export async function reuseStep(gate: GateRun): Promise<BeforeRun> {
  const { config, deps } = gate
  const { projectId } = config
  const { memory } = deps
  if (config.reuseMs === undefined || memory === undefined || projectId === undefined || config.runId !== undefined) return {}
  // What pass-if compares with is needed to judge a certification for reuse too.
  const base = gate.baseUnlessWaiting(projectId)
  const project = inertText(projectId)
  const recalled = await memory.thisCommit(projectId)
  const ofCommit = recalled.commit === undefined ? '' : ` (commit ${shortSha(recalled.commit)})`
  const baseSeen = await base
  if (baseSeen === 'waiting') {
    // Judging now would compare with nothing: the run is started, and compared once the base comes.
    return notReused(deps.logger, project, ofCommit, { kind: 'base-not-yet' })
  }
  // pass-if names a base that cannot be read: it can judge no certification, and after a run it
  // could not judge the run either. The gate fails now, before a run is paid for.
  if (baseUnreadable(baseSeen)) return { decision: baseNotReadResult(gate, baseSeen) }
  const reused = (chosen: Chosen, byTree?: GateResult['reusedByTree']): BeforeRun => {
    const { certification } = chosen
    const sameTree = byTree === undefined ? '' : ` (of this run's tree, made on commit ${inertText(byTree.commit ?? '?', 40)})`
    deps.logger.info(
      `Project ${project} passed on the certification of run ${inertText(certification.seen.runId ?? '?')}${sameTree}, signed ${formatDuration(certification.seen.ageMs)} ago: no run was started.`
    )
    return { decision: reusedResult(gate, chosen, baseSeen, byTree === undefined ? {} : { reusedByTree: byTree }) }
  }
  const byCommit = 'why' in recalled ? recalled : await passing(gate, recalled.certifications, baseSeen)
  // Cancelled while judging: nothing to decide, and nothing to say.
  if (byCommit === undefined) return {}
  if ('certification' in byCommit) return reused(byCommit)
  // No lookup could be made at all (the run is on another commit, or names none): nor by tree.
  if ('why' in recalled && recalled.absence === undefined) return notReused(deps.logger, project, ofCommit, recalled.why)
  // None of this commit counts: one of the tree this run is on (the same files) may.
  const ofTree = await memory.thisTree(projectId)
  const byTree = 'why' in ofTree ? ofTree : await passing(gate, ofTree.certifications, baseSeen)
  if (byTree === undefined) return {}
  if ('certification' in byTree) {
    const { sourceCommit, statementSha256 } = byTree.certification
    return reused(byTree, { tree: ofTree.commit ?? '', commit: sourceCommit, statementSha256 })
  }
  // A tree with nothing listed adds nothing a person needs to the commit's reason.
  const why: Reason =
    'absence' in byTree && byTree.absence === 'none-listed'
      ? byCommit.why
      : { kind: 'nor-by-tree', ofCommit: byCommit.why, ofTree: byTree.why }
  return notReused(deps.logger, project, ofCommit, why)
}

/** Nothing spares the run: why, in the log and as the note every later result carries. */
function notReused(logger: Logger, project: string, ofCommit: string, why: Reason): BeforeRun {
  logger.info(`Nothing to reuse for project ${project}${ofCommit}: ${reasonText(why)}. Starting a run.`)
  return { note: { notReused: why } }
}

/** A certification pass-if is true for now (or the newest, without pass-if), and what pass-if said of it. */
export type Chosen = { certification: Remembered; policy?: PolicyReport }

/** The certification to pass on among `certifications`, or why none; nothing when cancelled. */
export function passing(
  gate: GateRun,
  certifications: Remembered[],
  base: BaseSeen | undefined
): Promise<Chosen | { why: Reason } | undefined> {
  const { passIf } = gate.config
  return passIf === undefined ? Promise.resolve({ certification: certifications[0] }) : firstThatPasses(gate, passIf, certifications, base)
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
    const evaluation = await evaluateBounded(passIf, certification.record, deadline, deps.signal, othersOf(base, deps.commit))
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

function baseNotReadResult(gate: GateRun, base: BaseSeen): GateResult {
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
