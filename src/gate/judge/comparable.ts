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
  if (base?.record === undefined || fields.length === 0) return { base }
  const baseRecords = base.runs ?? [base.record]
  for (const field of fields) {
    const differs = firstDifference(
      baseRecords.map(record => valueOf(record, field)),
      runs.map(run => valueOf(run.record, field))
    )
    if (differs === undefined) continue
    const { commit, certification, ancestorOf } = base
    const why: NotComparable = {
      kind: 'not-comparable',
      field,
      ...differs,
      ...(certification?.runId === undefined ? {} : { runId: certification.runId })
    }
    return {
      base: { ...(commit === undefined ? {} : { commit }), ...(ancestorOf === undefined ? {} : { ancestorOf }), why },
      notComparable: why
    }
  }
  return { base }
}

/** A field's value as a person reads it (`"2.1"`, `3`), or `absent`; what is compared is this text. */
function valueOf(record: JsonObject, field: string): string {
  return Object.hasOwn(record, field) ? inertText(JSON.stringify(record[field]) ?? 'absent', 80) : 'absent'
}

/** The first of the base's values that one of this side's differs from, with that one; none when all agree. */
function firstDifference(bases: string[], ours: string[]): { base: string; run: string } | undefined {
  for (const base of bases) {
    const run = ours.find(value => value !== base)
    if (run !== undefined) return { base, run }
  }
  // The base's own runs may disagree among themselves: then it is no one measurement to compare with either.
  const other = bases.find(value => value !== bases[0])
  return other === undefined ? undefined : { base: other, run: bases[0] }
}
