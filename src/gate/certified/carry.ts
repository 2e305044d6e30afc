/**
 * The step before a run that carries a certification forward: with `paths` and `reuse`, on a pull
 * request whose changes since the base's certification (the base commit's, or its newest certified
 * first-parent ancestor's) touch none of `paths`, that certification passes the gate with no run
 * started, when it is within `reuse` and `pass-if` is true for its run now. What changed is
 * GitHub's comparison: one that cannot be read, or may be cut short, means a run, never a pass.
 */
import { inertText } from '../../lib/text.js'
import type { Logger } from '../../lib/runtime.js'
import { formatDuration } from '../../lib/duration.js'
import { lookUpBase, type BasePatience } from './base.js'
import type { BeforeRun, GateRun } from '../gate-run.js'
import { BASE_VARIABLE } from '../names.js'
import { pathsMatcher } from './paths.js'
import type { BaseSeen } from '../results.js'
import { passing, reusedResult } from './reuse.js'

/** Files named in the log when some under `paths` changed: the first few. */
const FILES_NAMED = 3

export async function carryStep(gate: GateRun): Promise<BeforeRun> {
  const { config, deps } = gate
  const { projectId } = config
  const { memory } = deps
  if (config.paths.length === 0 || config.reuseMs === undefined || memory === undefined || projectId === undefined) return {}
  if (config.runId !== undefined || deps.eventName !== 'pull_request') return {}
  const project = inertText(projectId)
  const none = (why: string): BeforeRun => {
    deps.logger.info(`Nothing carried forward for project ${project}: ${why}. Starting a run.`)
    return { note: { notCarried: why } }
  }
  const base = await certifiedBase(gate, projectId)
  if (base === 'waiting') return none("the base commit's certification is not there yet")
  if (base.certification === undefined || base.record === undefined || base.commit === undefined) {
    return none(`there is no certification to carry (${base.why ?? 'none counts'})`)
  }
  // Carried forward is signed again for this commit: only a certification with its record whole.
  if (base.runOmitted !== undefined) return none(`the certification of ${base.commit.slice(0, 12)} signed its record only in outline`)
  if (base.certification.ageMs > config.reuseMs) {
    return none(
      `the certification of ${base.commit.slice(0, 12)} was signed ${formatDuration(base.certification.ageMs)} ago, longer ago than reuse allows`
    )
  }
  const changes = await memory.changesSince(base.commit)
  if ('why' in changes) return none(changes.why)
  const matches = pathsMatcher(config.paths)
  const touched = changes.files.filter(file => matches(file))
  if (touched.length > 0) {
    const named = touched
      .slice(0, FILES_NAMED)
      .map(file => inertText(file, 120))
      .join(', ')
    const more = touched.length > FILES_NAMED ? ` and ${touched.length - FILES_NAMED} more` : ''
    return none(
      `${touched.length} file${touched.length === 1 ? '' : 's'} under paths changed since ${base.commit.slice(0, 12)} (${named}${more})`
    )
  }
  const certification = { projectId, seen: base.certification, record: base.record, recordSha256: base.recordSha256, status: 'completed' }
  const chosen = await passing(gate, [certification], base)
  if (chosen === undefined) return {}
  if ('why' in chosen) return none(chosen.why)
  logCarried(deps.logger, project, base, changes.files.length)
  return {
    decision: reusedResult(gate, chosen, config.passIf?.names(BASE_VARIABLE) === true ? base : undefined, {
      carriedFrom: { commit: base.commit, statementSha256: base.statementSha256 }
    })
  }
}

/**
 * The base's certification as `base` reads it: shared with pass-if when it names base (not waited
 * for here, for a run must not wait on it); looked up for this step alone, without waiting, else.
 */
async function certifiedBase(gate: GateRun, projectId: string): Promise<BaseSeen | 'waiting'> {
  const shared = await gate.baseUnlessWaiting(projectId)
  if (shared !== undefined) return shared
  const patience: BasePatience = {
    deadline: gate.deadline,
    signal: gate.deps.signal,
    intervalMs: gate.config.pollIntervalMs,
    // A timeout of nothing: a base whose certification may still be running is not waited for.
    timeoutMs: 0,
    runGoesOn: () => false,
    runOver: gate.deps.signal
  }
  return lookUpBase(projectId, gate.deps.memory, gate.deps.logger, patience)
}

function logCarried(logger: Logger, project: string, base: BaseSeen, changed: number): void {
  const from = base.ancestorOf === undefined ? 'the base commit' : `the base commit's ancestor`
  logger.info(
    `Project ${project} passed on the certification of run ${inertText(base.certification?.runId ?? '?')} of ${from} ${base.commit ?? '?'}, carried forward: ` +
      `none of the ${changed} file${changed === 1 ? '' : 's'} changed since is under paths. No run was started.`
  )
}
