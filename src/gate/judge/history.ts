/**
 * The default branch's history as the judge uses it: what a certification compared with a base signs (the base's
 * history, each entry counted as the base is, then the base itself, the newest 30), and the series `trend` and the chart
 * read (each numeric field's mean, certification by certification, then the runs judged here). An entry whose record
 * held a field `comparable-on` names otherwise than these runs is left out of the series, as the base would be.
 */
import { HISTORY_FIELDS, HISTORY_LIMIT, type HistoryEntry } from '../../attestation/history.js'
import type { JsonObject } from '../../lib/json.js'
import { inertText } from '../../lib/text.js'
import type { BaseSeen, RunToJudge, TrendSeries } from '../results.js'
import { entryDifference } from './comparable.js'

/**
 * What a certification compared with `base` signs as its history; undefined without a base certification. `read`: the
 * fields the expressions read, whose means the entry keeps first, whatever else its record lists.
 */
export function historyToSign(
  base: BaseSeen | undefined,
  comparableOn: readonly string[],
  read: readonly string[] = []
): HistoryEntry[] | undefined {
  const { certification, commit, runs = [] } = base ?? {}
  const records = runs.map(run => run.record)
  if (certification === undefined || records.length === 0 || commit === undefined) return undefined
  const { fields, mixed } = comparableValues(records, comparableOn)
  const entry: HistoryEntry = {
    commit,
    certifiedAt: certification.certifiedAt ?? certification.signedAt,
    runs: records.length,
    means: meansOf(records, read),
    ...(certification.signer === undefined ? {} : { signer: certification.signer }),
    ...(certification.sourceRef === undefined ? {} : { sourceRef: certification.sourceRef }),
    ...(certification.trigger === undefined ? {} : { trigger: certification.trigger }),
    ...(certification.runner === undefined ? {} : { runner: certification.runner }),
    ...(Object.keys(fields).length === 0 ? {} : { fields }),
    ...(mixed.length === 0 ? {} : { mixed })
  }
  return [...(base?.history?.entries ?? []), entry].slice(-HISTORY_LIMIT)
}

/**
 * Each field `comparable-on` names, as the runs held it: its value where every run agrees (a field no run holds is
 * left out), else the field is mixed, as a base whose runs disagree is no one measurement to compare with.
 */
function comparableValues(
  records: readonly JsonObject[],
  comparableOn: readonly string[]
): { fields: Record<string, unknown>; mixed: string[] } {
  const fields: Record<string, unknown> = {}
  const mixed: string[] = []
  for (const field of comparableOn) {
    const values = new Set(records.map(record => (Object.hasOwn(record, field) ? JSON.stringify(record[field]) : '')))
    if (values.size > 1) mixed.push(field)
    else if (Object.hasOwn(records[0], field))
      Object.defineProperty(fields, field, { value: records[0][field], enumerable: true })
  }
  return { fields, mixed }
}

/**
 * Each numeric top-level field every record holds, with its mean over them: the fields `first` names, then the others
 * in the order the first record lists them, up to HISTORY_FIELDS in all (those `first` names are never left out); a
 * mean that is not finite (numbers near the largest a double holds) is left out.
 */
export function meansOf(records: readonly JsonObject[], first: readonly string[] = []): Record<string, number> {
  const [record] = records
  if (record === undefined) return {}
  const means: Record<string, number> = {}
  let kept = 0
  const ordered = new Set([...first.filter(field => Object.hasOwn(record, field)), ...Object.keys(record)])
  for (const field of ordered) {
    if ((kept >= HISTORY_FIELDS && !first.includes(field)) || typeof record[field] !== 'number') continue
    const values = records.map(one => one[field])
    if (!values.every(each => typeof each === 'number')) continue
    // A running mean: a sum of large values could pass the largest double where their mean does not.
    const mean = (values as number[]).reduce(
      (running, each, index) => running + (each / (index + 1) - running / (index + 1)),
      0
    )
    if (!Number.isFinite(mean)) continue
    Object.defineProperty(means, field, { value: mean, enumerable: true })
    kept += 1
  }
  return means
}

/**
 * The series; how many entries were read into it (comparable with the runs); each field's entries that lack it, by
 * commit; and how many entries comparable-on left out, with the first one's field and both values.
 */
export interface Series {
  series: TrendSeries
  read: number
  lacking: Record<string, string[]>
  notComparable?: { leftOut: number; field: string; entry: string; runs: string }
}

/**
 * Each numeric field's series (those `read` names first, as an entry keeps them): every entry of `history` that holds
 * it and is comparable with `runs`, oldest first, then the mean of `runs` as the last point, at `commit`. The last entry is the base itself: when comparable-on sets it
 * aside, comparable.ts says so, and it is not counted again among the entries left out.
 */
export function seriesOf(
  history: readonly HistoryEntry[],
  runs: ReadonlyArray<Pick<RunToJudge, 'record'>>,
  {
    commit,
    comparableOn,
    read = []
  }: { commit: string | undefined; comparableOn: readonly string[]; read?: readonly string[] }
): Series {
  let notComparable: Series['notComparable']
  const comparable = history.filter((entry, index) => {
    for (const field of comparableOn) {
      const differs = entryDifference(field, entry, runs)
      if (differs === undefined) continue
      // The base itself is the last entry: comparable.ts says why it is set aside.
      if (index < history.length - 1) {
        notComparable ??= { leftOut: 0, field, entry: differs.base, runs: differs.run }
        notComparable.leftOut += 1
      }
      return false
    }
    return true
  })
  const series: TrendSeries = {}
  const lacking: Record<string, string[]> = {}
  for (const [field, mean] of Object.entries(
    meansOf(
      runs.map(run => run.record),
      read
    )
  )) {
    const points = comparable.flatMap(entry =>
      Object.hasOwn(entry.means, field)
        ? [{ commit: entry.commit, mean: entry.means[field], certifiedAt: entry.certifiedAt }]
        : []
    )
    Object.defineProperty(series, field, { value: [...points, { commit: commit ?? '', mean }], enumerable: true })
    const without = comparable.filter(entry => !Object.hasOwn(entry.means, field)).map(entry => entry.commit)
    if (without.length > 0) Object.defineProperty(lacking, field, { value: without, enumerable: true })
  }
  return { series, read: comparable.length, lacking, ...(notComparable === undefined ? {} : { notComparable }) }
}

/**
 * The warning for a `trend` field the expressions read that entries of the history lack (recorded before it was read,
 * or cut from an entry's means): its slope rests on fewer certifications than were read, or on none.
 */
export function lackingText(field: string, commits: readonly string[], read: number): string {
  const shown = commits.slice(0, 5).map(commit => commit.slice(0, 7))
  const more = commits.length > shown.length ? ` and ${commits.length - shown.length} more` : ''
  return (
    `trend.${inertText(field, 80)}: ${commits.length} of the ${read} history ${read === 1 ? 'entry' : 'entries'} read ` +
    `${commits.length === 1 ? 'lacks' : 'lack'} its mean (${shown.join(', ')}${more}), so its figures rest on the ` +
    `others only; trend.${inertText(field, 80)}.n counts all ${read + 1} certifications read, this one included.`
  )
}

/** The warning for entries comparable-on left out, naming the field and both values. */
export function notComparableText({ leftOut, field, entry, runs }: NonNullable<Series['notComparable']>): string {
  const name = inertText(field, 80)
  return (
    `${leftOut} ${leftOut === 1 ? 'entry' : 'entries'} of the base's history left out of trend and the chart: ` +
    `recorded with ${name} ${entry} where the runs judged here have ${name} ${runs} (comparable-on).`
  )
}
