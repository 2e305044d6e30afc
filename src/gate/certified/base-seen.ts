/**
 * What pass-if is given of the base it names, once it is seen: the comparison, the maps it reads
 * beside `run` (with the figures of the runs, when it names them), whether it could be read at all, and a warning for
 * a field of it that is likely misspelled. Functions of what lookUpBase (base.ts) found: nothing here reads anything.
 */
import type { Comparison, OtherValues } from '../../policy/pass-if.js'
import type { PolicyReport } from '../../policy/report.js'
import { readPath, type JsonObject } from '../../lib/json.js'
import type { Logger } from '../../lib/runtime.js'
import { inertText } from '../../lib/text.js'
import type { GateConfig } from '../config.js'
import {
  BASE_AGE_VARIABLE,
  BASE_STATS_VARIABLE,
  BASE_VARIABLE,
  COMMIT_VARIABLE,
  DELTA_VARIABLE,
  readsFigures,
  RUNS_VARIABLE,
  STATS_VARIABLE
} from '../names.js'
import type { BaseSeen, Figures } from '../results.js'

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
 * What pass-if and fail-if read beside the run: base and commit (othersOf), and, when they name them, the runs and
 * their figures (`records`, this certification's runs). The statistics are loaded only then.
 */
export async function givenBeside(
  config: Pick<GateConfig, 'passIf' | 'failIf'>,
  records: readonly JsonObject[],
  base: BaseSeen | undefined,
  commit: string | undefined
): Promise<{ others: OtherValues; figures?: Figures }> {
  const others = othersOf(base, commit)
  if (!readsFigures(config)) return { others }
  const { figuresOf } = await import('../../policy/stats.js')
  const figures = figuresOf(records, base?.runs ?? (base?.record === undefined ? undefined : [base.record]))
  return { others: { ...others, ...figureValues(records, figures, base) }, figures }
}

/** The variables pass-if and fail-if read of the figures; `base_age_seconds` only when there is a base. */
export function figureValues(
  records: readonly JsonObject[],
  figures: Figures,
  base: BaseSeen | undefined
): OtherValues {
  const values: Record<string, OtherValues[string]> = {
    [RUNS_VARIABLE]: records,
    [STATS_VARIABLE]: asMap(figures.stats),
    [BASE_STATS_VARIABLE]: asMap(figures.baseStats ?? {}),
    [DELTA_VARIABLE]: asMap(figures.delta ?? {})
  }
  const ageMs = base?.record === undefined ? undefined : base.certification?.ageMs
  if (ageMs !== undefined) values[BASE_AGE_VARIABLE] = ageMs / 1000
  return values
}

/** Figures as CEL reads them: plain maps of numbers, with nothing of a `varianceBorrowed` note. */
function asMap(figures: Record<string, object>): JsonObject {
  const map: JsonObject = {}
  for (const [name, value] of Object.entries(figures)) {
    const numbers = Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === 'number'))
    Object.defineProperty(map, name, { value: numbers, enumerable: true })
  }
  return map
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
  for (const path of config.passIf.otherFieldPathsOf(BASE_VARIABLE)) {
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
