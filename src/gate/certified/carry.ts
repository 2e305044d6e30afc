/**
 * The step before a run that carries a certification forward: with `paths` and `reuse`, on a pull
 * request, a merge-queue entry or a push to protected history whose changes since the newest
 * content-certified certification on protected history (a service run was made on its content;
 * carried ones are walked past) touch none of `paths`, that certification passes the gate with no
 * run started, when it is within `reuse` and `pass-if` is true for its run now. One hop from a
 * run, never a chain. What changed is GitHub's comparison: one that cannot be read, or may be cut
 * short, means a run, never a pass.
 */
import { inertText } from '../../lib/text.js'
import type { Logger } from '../../lib/runtime.js'
import { olderThanAllowed } from '../../attestation/age.js'
import { Input } from '../names.js'
import { reasonText } from './reasons.js'
import type { BeforeRun, GateRun } from './gate-run.js'
import { baseUnreadable } from './base.js'
import type { GateMemory, Remembered } from './gate-run.js'
import { carryStart } from './lookup.js'
import { pathsMatcher } from './paths.js'
import type { GateResult, Reason } from '../results.js'
import { passing, reusedResult } from './stand-in.js'
import { tooFewRuns } from './stands-for.js'
import type { GateConfig } from '../config.js'

/** Files named in the log when some under `paths` changed: the first few. */
const FILES_NAMED = 3
/** Files outside `paths` named in the summary of a carried pass: what was not certified, the first ten. */
const OUTSIDE_PATHS_NAMED = 10

export async function carryStep(gate: GateRun): Promise<BeforeRun> {
  const { config, deps } = gate
  const { projectId } = config
  const { memory } = deps
  if (config.paths.length === 0 || config.reuseMs === undefined || memory === undefined || projectId === undefined)
    return {}
  if (config.runId !== undefined) return {}
  const start = carryStart(config, deps.github)
  // An event that never carries (pull_request_target, workflow_dispatch, …) has nothing to say.
  if ('why' in start && start.absence === undefined) return {}
  const project = inertText(projectId)
  const none = (why: Reason): BeforeRun => {
    deps.logger.info(`Nothing carried forward for project ${project}: ${reasonText(why)}. Starting a run.`)
    return { note: { notCarried: why } }
  }
  if ('why' in start) return none(start.why)
  const base = await gate.baseUnlessWaiting(projectId)
  if (base === 'waiting') return none({ kind: 'base-not-yet' })
  if (baseUnreadable(base)) return none({ kind: 'base-unreadable', cause: base.why })
  const source = await contentSource(memory, projectId, start.commit, config)
  if ('why' in source) return none(source.why)
  const { commit, certification } = source
  const { ageMs, certifiedAt } = certification.seen
  const tooOld = olderThanAllowed(
    ageMs,
    { maxAgeMs: config.reuseMs, maxAgeInput: Input.Reuse },
    certifiedAt !== undefined
  )
  if (tooOld !== undefined) return none({ kind: 'too-old', commit, age: tooOld })
  const changes = await memory.changesSince(commit)
  if ('why' in changes) return none(changes.why)
  const matches = pathsMatcher(config.paths)
  const touched = changes.files.filter(file => matches(file))
  if (touched.length > 0) {
    return none({ kind: 'paths-changed', since: commit, files: touched.slice(0, FILES_NAMED), count: touched.length })
  }
  const chosen = await passing(gate, [certification], base)
  if (chosen === undefined) return {}
  if ('why' in chosen) return none(chosen.why)
  logCarried(deps.logger, project, source, changes.files.length)
  const carriedFrom: NonNullable<GateResult['carriedFrom']> = {
    commit,
    statementSha256: certification.statementSha256,
    ...(certification.seen.sourceRef === undefined ? {} : { sourceRef: certification.seen.sourceRef }),
    behind: source.behind,
    outsidePaths: changes.files.slice(0, OUTSIDE_PATHS_NAMED),
    outsidePathsCount: changes.files.length
  }
  return { decision: reusedResult(gate, chosen, base, { carriedFrom }) }
}

/**
 * The newest content-certified certification on protected history, and how many first parents back from the start it
 * is.
 */
type Source = { commit: string; certification: Remembered; behind: number }

/**
 * Walks the first parents of `start` (itself first) on protected history for the newest
 * certification of `projectId` made by a run on its content: a carried one is walked past, so a
 * carry never rests on another carry. One that cannot be read stops the walk: a run, never a guess.
 */
async function contentSource(
  memory: GateMemory,
  projectId: string,
  start: string,
  config: GateConfig
): Promise<Source | { why: Reason }> {
  const history = await memory.historyOf(start)
  if ('why' in history) return history
  // What stands in for `repeat` runs rests on as many: one made on fewer is passed over, and said when nothing else is.
  let fewer: Reason | undefined
  for (const [behind, { sha }] of history.commits.entries()) {
    const recalled = await memory.protectedCommit(projectId, sha)
    if ('why' in recalled) {
      if (recalled.absence === 'unreadable')
        return { why: { kind: 'source-unreadable', commit: sha, cause: recalled.why } }
      continue
    }
    // Listed first first: the newest made on its content, whole (what is signed again must say no more than it did).
    const ofContent = recalled.certifications.filter(
      one => one.seen.restsOn?.carried !== true && one.runOmitted === undefined
    )
    const certification = ofContent.filter(one => tooFewRuns(one, config) === undefined).at(-1)
    if (certification !== undefined) return { commit: sha, certification, behind }
    const newest = ofContent.at(-1)
    const but = newest === undefined ? undefined : tooFewRuns(newest, config)
    fewer ??= but === undefined ? undefined : { kind: 'verifies-but', runId: newest?.seen.runId, but, more: 0 }
  }
  if (fewer !== undefined) return { why: fewer }
  const read = history.commits.length
  return { why: { kind: history.cutShort === true ? 'history-cut-short' : 'no-content-certified', start, read } }
}

function logCarried(logger: Logger, project: string, source: Source, changed: number): void {
  const behind = source.behind === 0 ? '' : `, ${source.behind} first parent${source.behind === 1 ? '' : 's'} back`
  logger.info(
    `Project ${project} passed on the certification of run ${inertText(source.certification.seen.runId ?? '?')} of ` +
      `commit ${source.commit}${behind}, made by a run on its content and carried forward: ` +
      `none of the ${changed} file${changed === 1 ? '' : 's'} changed since is under paths. No run was started.`
  )
}
