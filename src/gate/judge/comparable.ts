/**
 * `comparable-on`: a base is compared only where its record holds each named field as this certification's runs do.
 * A base scored by another scanner is another measurement: its record, runs and figures are set aside (base, base_stats
 * and delta are empty maps), and why is said by the field and both values.
 */
import type { JsonObject } from '../../lib/json.js'
import { inertText } from '../../lib/text.js'
import type { BaseSeen, Reason } from '../results.js'

type NotComparable = Extract<Reason, { kind: 'not-comparable' }>

/** The base as compared: whole when every named field matches, else without its record and runs, and why. */
export function comparedBase(
  base: BaseSeen | undefined,
  runs: ReadonlyArray<{ record: JsonObject }>,
  fields: readonly string[]
): { base: BaseSeen | undefined; notComparable?: NotComparable } {
  if (base === undefined || base.runs.length === 0) return { base }
  const signed = base.runs.map(run => run.record)
  for (const field of fields) {
    const differs = differenceOn(field, signed, runs)
    if (differs === undefined) continue
    const { commit, certification, ancestorOf } = base
    const why: NotComparable = {
      kind: 'not-comparable',
      field,
      ...differs,
      ...(certification?.runId === undefined ? {} : { runId: certification.runId })
    }
    return {
      base: {
        ...(commit === undefined ? {} : { commit }),
        ...(ancestorOf === undefined ? {} : { ancestorOf }),
        runs: [],
        why
      },
      notComparable: why
    }
  }
  return { base }
}

/**
 * The first of `theirs`' values of `field` that one of the runs' differs from, both as a person reads them; none when
 * all agree. The one rule for a base and for each entry of the history it brings.
 */
export function differenceOn(
  field: string,
  theirs: readonly JsonObject[],
  runs: ReadonlyArray<{ record: JsonObject }>
): { base: string; run: string } | undefined {
  return firstDifference(
    theirs.map(record => valueOf(record, field)),
    runs.map(run => valueOf(run.record, field))
  )
}

/**
 * The difference on `field` between a history entry and the runs, by the rule a base is held to: an entry whose runs
 * disagreed on it (mixed) compares with nothing; else its value is compared as a base's one record would be.
 */
export function entryDifference(
  field: string,
  entry: { fields?: Record<string, unknown>; mixed?: readonly string[] },
  runs: ReadonlyArray<{ record: JsonObject }>
): { base: string; run: string } | undefined {
  if (entry.mixed?.includes(field) === true)
    return {
      base: 'mixed (its runs disagreed)',
      run: shown(runs[0] === undefined ? undefined : valueOf(runs[0].record, field))
    }
  return differenceOn(field, [(entry.fields ?? {}) as JsonObject], runs)
}

/** A field's value exactly as the record holds it (JSON text), or undefined when the record lacks it. */
function valueOf(record: JsonObject, field: string): string | undefined {
  return Object.hasOwn(record, field) ? JSON.stringify(record[field]) : undefined
}

/** A value as a person reads it (`"2.1"`, `3`), cut and inert; a field the record lacks is the word absent. */
const shown = (value: string | undefined) => (value === undefined ? 'absent' : inertText(value, 80))

/**
 * The first of the base's values that one of this side's differs from, with that one, compared exactly and shown
 * inert; none when all agree. A base whose own runs disagree differs from any run judged here: it is no one
 * measurement to compare with.
 */
function firstDifference(
  bases: Array<string | undefined>,
  ours: Array<string | undefined>
): { base: string; run: string } | undefined {
  for (const base of bases) {
    const at = ours.findIndex(value => value !== base)
    if (at >= 0) return { base: shown(base), run: shown(ours[at]) }
  }
  return undefined
}
