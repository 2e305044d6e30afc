/**
 * What pass-if is given of the base it names, once it is seen: the comparison, the maps it reads
 * beside `run`, whether it could be read at all, and a warning for a field of it that is likely
 * misspelled. Pure functions of what lookUpBase (base.ts) found: nothing here reads anything.
 */
import type { Comparison, OtherValues } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import { readPath, type JsonObject } from '../../lib/json.js'
import type { Logger } from '../../lib/runtime.js'
import { inertText } from '../../lib/text.js'
import type { GateConfig } from '../config.js'
import { BASE_VARIABLE, COMMIT_VARIABLE } from '../names.js'
import type { BaseSeen } from '../results.js'

/** `base` as pass-if compares with it, when there is a record to compare with. */
export function comparisonOf(base: Pick<BaseSeen, 'record'> | undefined): Comparison | undefined {
  return base?.record === undefined ? undefined : { name: BASE_VARIABLE, value: base.record }
}

/** True when pass-if could not be given the base it names: a comparison that cannot be made never passes. */
export function baseUnreadable(base: BaseSeen | undefined): base is BaseSeen & { absence: 'unreadable' } {
  return base?.absence === 'unreadable'
}

/** The maps pass-if reads beside `run`: `base`, when there is one to give (otherwise it is an empty map). */
export function othersOf(base: BaseSeen | undefined, commit: string | undefined): OtherValues {
  const ofCommit: OtherValues = commit === undefined ? {} : { [COMMIT_VARIABLE]: commit.toLowerCase() }
  return base?.record === undefined ? ofCommit : { ...ofCommit, [BASE_VARIABLE]: base.record }
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
  if (
    base?.record === undefined ||
    config.passIf === undefined ||
    (policy.outcome !== 'true' && policy.outcome !== 'false')
  )
    return
  const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)))
  for (const path of config.passIf.otherFieldPaths) {
    if (readOfRun.has(JSON.stringify(path.keys))) continue
    if (readPath(base.record, path.keys) !== undefined || readPath(record, path.keys) !== undefined) continue
    logger.warning(
      `pass-if reads ${inertText(path.text, 100)} for project ${inertText(config.projectId ?? '?')}, which neither ` +
        `the base commit's certified record nor the run's has: ` +
        'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the ' +
        'fields the service returns.'
    )
  }
}
