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
import { differenceOn } from './comparable.js'

/** What a certification compared with `base` signs as its history; undefined without a base certification. */
export function historyToSign(base: BaseSeen | undefined, comparableOn: readonly string[]): HistoryEntry[] | undefined {
  const { certification, commit, runs = [] } = base ?? {}
  const records = runs.map(run => run.record)
  const [record] = records
  if (certification === undefined || record === undefined || commit === undefined) return undefined
  const fields = comparableOn.filter(field => Object.hasOwn(record, field))
  const entry: HistoryEntry = {
    commit,
    certifiedAt: certification.certifiedAt ?? certification.signedAt,
    runs: records.length,
    means: meansOf(records),
    ...(certification.signer === undefined ? {} : { signer: certification.signer }),
    ...(certification.sourceRef === undefined ? {} : { sourceRef: certification.sourceRef }),
    ...(certification.trigger === undefined ? {} : { trigger: certification.trigger }),
    ...(certification.runner === undefined ? {} : { runner: certification.runner }),
    ...(fields.length === 0 ? {} : { fields: Object.fromEntries(fields.map(field => [field, record[field]])) })
  }
  return [...(base?.history?.entries ?? []), entry].slice(-HISTORY_LIMIT)
}

/**
 * Each numeric top-level field every record holds, with its mean over them (the first HISTORY_FIELDS the first record
 * lists); a mean that is not finite (numbers near the largest a double holds) is left out.
 */
export function meansOf(records: readonly JsonObject[]): Record<string, number> {
  const [first] = records
  if (first === undefined) return {}
  const means: Record<string, number> = {}
  let kept = 0
  for (const [field, value] of Object.entries(first)) {
    if (kept === HISTORY_FIELDS || typeof value !== 'number') continue
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

/** The series, and how many entries comparable-on left out, with the first one's field and both values. */
export interface Series {
  series: TrendSeries
  notComparable?: { leftOut: number; field: string; entry: string; runs: string }
}

/**
 * Each numeric field's series: every entry of `history` that holds it and is comparable with `runs`, oldest first,
 * then the mean of `runs` as the last point, at `commit`. The last entry is the base itself: when comparable-on sets it
 * aside, comparable.ts says so, and it is not counted again among the entries left out.
 */
export function seriesOf(
  history: readonly HistoryEntry[],
  runs: ReadonlyArray<Pick<RunToJudge, 'record'>>,
  { commit, comparableOn }: { commit: string | undefined; comparableOn: readonly string[] }
): Series {
  let notComparable: Series['notComparable']
  const comparable = history.filter((entry, index) => {
    for (const field of comparableOn) {
      const differs = differenceOn(field, [entry.fields ?? {}], runs)
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
  for (const [field, mean] of Object.entries(meansOf(runs.map(run => run.record)))) {
    const points = comparable.flatMap(entry =>
      Object.hasOwn(entry.means, field)
        ? [{ commit: entry.commit, mean: entry.means[field], certifiedAt: entry.certifiedAt }]
        : []
    )
    Object.defineProperty(series, field, { value: [...points, { commit: commit ?? '', mean }], enumerable: true })
  }
  return { series, ...(notComparable === undefined ? {} : { notComparable }) }
}

/** The warning for entries comparable-on left out, naming the field and both values. */
export function notComparableText({ leftOut, field, entry, runs }: NonNullable<Series['notComparable']>): string {
  const name = inertText(field, 80)
  return (
    `${leftOut} ${leftOut === 1 ? 'entry' : 'entries'} of the base's history left out of trend and the chart: ` +
    `recorded with ${name} ${entry} where the runs judged here have ${name} ${runs} (comparable-on).`
  )
}
