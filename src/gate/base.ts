/**
 * What `base` is for pass-if: the base commit's certified run record, or an empty map and why.
 * Looked up beside the wait (or before a reuse is judged), once per gate.
 */
import type { Comparison } from '../policy/pass-if.js'
import type { PolicyReport } from '../policy/report.js'
import { readPath, type JsonObject } from '../lib/json.js'
import type { Logger } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import type { GateConfig } from './config.js'
import type { GateMemory } from './memory.js'
import { BASE_VARIABLE } from './names.js'
import type { BaseSeen } from './results.js'

/** The base commit's first certification of `projectId` that counts, or why there is none; never throws. */
export async function lookUpBase(projectId: string | undefined, memory: GateMemory | undefined, logger: Logger): Promise<BaseSeen> {
  // Without a project or a memory nothing can be looked up: that is no base that could be read.
  if (projectId === undefined) return { why: 'the run names no project', absence: 'unreadable' }
  if (memory === undefined) return { why: 'no certification was looked up', absence: 'unreadable' }
  const recalled = await memory.baseCommit(projectId)
  if ('why' in recalled) {
    const project = inertText(projectId)
    const ofCommit = recalled.commit === undefined ? '' : ` (base commit ${recalled.commit.slice(0, 12)})`
    if (recalled.absence === 'none-counts') {
      // A certification is there but does not count here (a signer-workflow that names another
      // workflow, a forgery): pass-if then compares with nothing, which a person must be told of.
      logger.warning(
        `base is an empty map for project ${project}${ofCommit}: ${recalled.why}. ` +
          'pass-if compares with nothing until a certification of the base counts: the reason says why this one does not.'
      )
    } else {
      logger.info(`base is an empty map for project ${project}${ofCommit}: ${recalled.why}.`)
    }
    return { commit: recalled.commit, why: recalled.why, absence: recalled.absence, ...(recalled.refused ? { refused: true } : {}) }
  }
  // The base branch's first certification of the commit: a later re-run cannot replace it.
  const [first] = recalled.certifications
  const counted = recalled.certifications.length
  const of = counted === 1 ? 'the certification' : `the first of ${counted} certifications`
  const verb = counted === 1 ? 'counts' : 'count'
  logger.info(`base is the record of run ${inertText(first.seen.runId ?? '?')}, ${of} of base commit ${recalled.commit} that ${verb}.`)
  return { commit: recalled.commit, certification: first.seen, record: first.record, counted }
}

/** `base` as pass-if compares with it, when there is a record to compare with. */
export function comparisonOf(base: Pick<BaseSeen, 'record'> | undefined): Comparison | undefined {
  return base?.record === undefined ? undefined : { name: BASE_VARIABLE, value: base.record }
}

/** True when pass-if could not be given the base it names: a comparison that cannot be made never passes. */
export function baseUnreadable(base: BaseSeen | undefined): base is BaseSeen & { absence: 'unreadable' } {
  return base?.absence === 'unreadable'
}

/** The maps pass-if reads beside `run`: `base`, when there is one to give (otherwise it is an empty map). */
export function othersOf(base: BaseSeen | undefined): Record<string, JsonObject> {
  return base?.record === undefined ? {} : { [BASE_VARIABLE]: base.record }
}

/**
 * A field pass-if reads of `base` that neither the base's certified record nor the run's has, and
 * that pass-if does not read of the run too, is likely misspelled: behind a `has()` guard it makes
 * pass-if true whatever the scores, and nothing else would show it. Said as a warning, once per
 * field, when pass-if gave true or false over a base certification (an error already says it). A
 * field read of both is an optional one, guarded on both sides or an error: not warned of.
 */
export function warnOfUnknownBaseFields(
  config: GateConfig,
  base: BaseSeen | undefined,
  record: JsonObject,
  policy: PolicyReport,
  logger: Logger
): void {
  if (base?.record === undefined || config.passIf === undefined || (policy.outcome !== 'true' && policy.outcome !== 'false')) return
  const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)))
  for (const path of config.passIf.otherFieldPaths) {
    if (readOfRun.has(JSON.stringify(path.keys))) continue
    if (readPath(base.record, path.keys) !== undefined || readPath(record, path.keys) !== undefined) continue
    logger.warning(
      `pass-if reads ${inertText(path.text, 100)} for project ${inertText(config.projectId ?? '?')}, which neither the base commit's certified record nor the run's has: ` +
        'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the fields the service returns.'
    )
  }
}
