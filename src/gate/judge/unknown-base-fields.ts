/**
 * A field pass-if reads of `base` that neither the base's certified record nor the run's has, and that pass-if does
 * not read of the run too, is likely misspelled: behind a `has()` guard it makes pass-if true whatever the scores, and
 * nothing else would show it. Said as a warning, once per field, when pass-if gave true or false over a base
 * certification (an error already says it). A field read of both is an optional one, guarded on both sides or an
 * error: not warned of.
 */
import { readPath, type JsonObject } from '../../lib/json.js'
import type { Logger } from '../../lib/runtime.js'
import { inertText } from '../../lib/text.js'
import type { PolicyReport } from '../../policy/report.js'
import type { GateConfig } from '../config.js'
import { baseRecord, type BaseSeen } from '../results.js'
import { BASE_VARIABLE } from './variables.js'

/** What was judged: the gate's expressions and project, the base given, the record judged and what pass-if gave. */
export interface BaseFieldsRead {
  config: Pick<GateConfig, 'passIf' | 'projectId'>
  base: BaseSeen | undefined
  record: JsonObject
  policy: PolicyReport
}

export function warnOfUnknownBaseFields({ config, base, record, policy }: BaseFieldsRead, logger: Logger): void {
  const baseRecordRead = baseRecord(base)
  if (
    baseRecordRead === undefined ||
    config.passIf === undefined ||
    (policy.outcome !== 'true' && policy.outcome !== 'false')
  )
    return
  const readOfRun = new Set(config.passIf.fieldPaths.map(path => JSON.stringify(path.keys)))
  for (const path of config.passIf.otherFieldPathsOf(BASE_VARIABLE)) {
    if (readOfRun.has(JSON.stringify(path.keys))) continue
    if (readPath(baseRecordRead, path.keys) !== undefined || readPath(record, path.keys) !== undefined) continue
    logger.warning(
      `pass-if reads ${inertText(path.text, 100)} for project ${inertText(config.projectId ?? '?')}, which neither ` +
        `the base commit's certified record nor the run's has: ` +
        'if it is guarded with has(), that part of pass-if never compares anything. Check the name against the ' +
        'fields the service returns.'
    )
  }
}
