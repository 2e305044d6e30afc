/**
 * The step before a run that may spare it: a certification of this commit for the project, signed
 * within `reuse`, that verifies as the verify action's would and for whose run `pass-if` is true
 * now, is the gate's pass with no run started. When none is, why not (logged in one line, and said
 * in the summary): then a run is started. Nothing, when the job was cancelled meanwhile.
 */
import { formatDuration } from '../../lib/duration.js'
import type { Logger } from '../../lib/runtime.js'
import { inertText, shortSha } from '../../lib/text.js'
import { baseNotRead, baseUnreadable } from './base.js'
import { passing, reusedResult, type Chosen } from './stand-in.js'
import type { BeforeRun, GateRun } from './gate-run.js'
import type { BaseSeen, GateResult, Reason } from '../results.js'
import { reasonText } from './reasons.js'

export async function reuseStep(gate: GateRun): Promise<BeforeRun> {
  const { config, deps } = gate
  const { projectId } = config
  const { memory } = deps
  if (config.reuseMs === undefined || memory === undefined || projectId === undefined || config.runId !== undefined)
    return {}
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
    const sameTree =
      byTree === undefined ? '' : ` (of this run's tree, made on commit ${inertText(byTree.commit ?? '?', 40)})`
    deps.logger.info(
      `Project ${project} passed on the certification of run ` +
        `${inertText(certification.seen.runId ?? '?')}${sameTree}, signed ` +
        `${formatDuration(certification.seen.ageMs)} ago: no run was started.`
    )
    return { decision: reusedResult(gate, chosen, baseSeen, byTree === undefined ? {} : { reusedByTree: byTree }) }
  }
  const byCommit = 'why' in recalled ? recalled : await passing(gate, recalled.certifications, baseSeen)
  // Cancelled while judging: nothing to decide, and nothing to say.
  if (byCommit === undefined) return {}
  if ('certification' in byCommit) return reused(byCommit)
  // No lookup could be made at all (the run is on another commit, or names none): nor by tree.
  if ('why' in recalled && recalled.absence === undefined)
    return notReused(deps.logger, project, ofCommit, recalled.why)
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

function baseNotReadResult(gate: GateRun, base: BaseSeen): GateResult {
  return {
    verdict: 'error',
    failsStep: true,
    projectId: gate.config.projectId,
    runs: [],
    elapsedMs: gate.deadline.elapsedMs(),
    polls: 0,
    ...baseNotRead(base),
    base
  }
}
