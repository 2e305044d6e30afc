/**
 * What pass-if and fail-if are given beside the record judged: `base` and `commit`, and, when they name them, the
 * runs and their figures (worked out here, once: the statistics are loaded only then). Functions of what was seen:
 * nothing here reads anything.
 */
import type { Comparison, OtherValues } from '../../policy/pass-if.js'
import type { JsonObject } from '../../lib/json.js'
import { baseRecord, several, type BaseSeen, type Figures, type RunToJudge, type TrendSeries } from '../results.js'
import { MAX_REPEAT } from '../config.js'
import {
  BASE_AGE_VARIABLE,
  BASE_STATS_VARIABLE,
  BASE_VARIABLE,
  COMMIT_VARIABLE,
  DELTA_VARIABLE,
  FIGURE_MAPS,
  readsFigures,
  readsTrend,
  RUNS_VARIABLE,
  STATS_VARIABLE,
  TREND_VARIABLE,
  type Policies
} from './variables.js'

/** `base` as pass-if compares with it, when there is a record to compare with. */
export function comparisonOf(base: Pick<BaseSeen, 'runs'> | undefined): Comparison | undefined {
  const record = baseRecord(base)
  return record === undefined ? undefined : { name: BASE_VARIABLE, value: record }
}

/** The maps pass-if reads beside `run`: `base`, when there is one to give (otherwise it is an empty map). */
export function othersOf(base: BaseSeen | undefined, commit: string | undefined): OtherValues {
  const ofCommit: OtherValues = commit === undefined ? {} : { [COMMIT_VARIABLE]: commit.toLowerCase() }
  const record = baseRecord(base)
  return record === undefined ? ofCommit : { ...ofCommit, [BASE_VARIABLE]: record }
}

/** What the expressions are given of the runs and the base. */
export interface Given {
  others: OtherValues
  /** Set when the expressions read the figures: what they were given. */
  figures?: Figures
  /** With several runs: each numeric field's figures over them, as a signed statement records them. */
  runsStats?: Figures['stats']
}

/**
 * What pass-if and fail-if read beside the record judged: base and commit (othersOf), and, when they name them, the
 * runs (`records`) and their figures. Several runs' figures are worked out whatever is read: the statement signs them.
 */
export async function givenTo(
  policies: Policies,
  runs: ReadonlyArray<Pick<RunToJudge, 'record' | 'shown'>>,
  seen: {
    base: BaseSeen | undefined
    commit: string | undefined
    level?: number
    trend?: TrendSeries
    trendRead?: number
  }
): Promise<Given> {
  const { base, commit, level } = seen
  const trend = readsTrend(policies) ? await trendValues(seen.trend ?? {}, seen.trendRead) : {}
  const others = { ...othersOf(base, commit), ...trend }
  const read = readsFigures(policies)
  if (!read && !several(runs)) return { others }
  const { figuresOf, statsOf, halfWidthAt, spreadOf, CONFIDENCE } = await import('../../policy/stats.js')
  // What is signed is worked out on what people see: a redacted name never reaches a public statement.
  const runsStats = several(runs)
    ? {
        runsStats: statsOf(
          runs.map(run => run.shown ?? run.record),
          level
        ).stats
      }
    : {}
  if (!read) return { others, ...runsStats }
  const records = runs.map(run => run.record)
  const worked = figuresOf(records, base?.runs.length ? base.runs.map(run => run.record) : undefined, level)
  // What the most runs repeat allows could narrow each interval to, were they to vary as these do.
  const at = { runs: MAX_REPEAT, level: level ?? CONFIDENCE }
  const halfWidths = Object.fromEntries(
    Object.entries(worked.stats).flatMap(([name, stats]) => {
      const spread = spreadOf(stats)
      return spread === undefined ? [] : [[name, halfWidthAt(spread, at.runs, at.level)]]
    })
  )
  const figures = { ...worked, projected: { ...at, halfWidths } }
  return { others: { ...others, ...figureValues(records, figures, base) }, figures, ...runsStats }
}

/** The variables pass-if and fail-if read of the figures; `base_age_seconds` only when there is a base. */
export function figureValues(
  records: readonly JsonObject[],
  figures: Figures,
  base: BaseSeen | undefined
): OtherValues {
  const values: Record<string, OtherValues[string]> = {
    [RUNS_VARIABLE]: records,
    [STATS_VARIABLE]: asMap(figures.stats, STATS_VARIABLE),
    [BASE_STATS_VARIABLE]: asMap(figures.baseStats ?? {}, BASE_STATS_VARIABLE),
    [DELTA_VARIABLE]: asMap(figures.delta ?? {}, DELTA_VARIABLE)
  }
  const ageMs = baseRecord(base) === undefined ? undefined : base?.certification?.ageMs
  if (ageMs !== undefined) values[BASE_AGE_VARIABLE] = ageMs / 1000
  return values
}

/**
 * `trend` as the expressions read it: each field of the runs, its figures past `n` only with two points or more; `n`
 * the certifications read (`read` history entries, and this one), whether or not each held the field, so that a
 * history whose entries lack it does not look like no history.
 */
async function trendValues(series: TrendSeries, read: number | undefined): Promise<OtherValues> {
  const { trendOf } = await import('../../policy/trend.js')
  const trends = Object.entries(series).flatMap(([field, points]) => {
    const trend = trendOf(points.map(point => point.mean))
    return trend === undefined ? [] : [[field, { ...trend, n: Math.max(trend.n, (read ?? 0) + 1) }] as const]
  })
  return { [TREND_VARIABLE]: asMap(Object.fromEntries(trends), TREND_VARIABLE) }
}

/**
 * Figures as CEL reads them: plain maps of the numbers the variables table names for `variable`, with nothing of a
 * note beside them (`varianceBorrowed`, the spread's `floor`).
 */
function asMap(figures: Record<string, object>, variable: keyof typeof FIGURE_MAPS): JsonObject {
  const names: readonly string[] = FIGURE_MAPS[variable]
  const map: JsonObject = {}
  for (const [name, value] of Object.entries(figures)) {
    const numbers = Object.fromEntries(
      Object.entries(value).filter(([figure, field]) => typeof field === 'number' && names.includes(figure))
    )
    Object.defineProperty(map, name, { value: numbers, enumerable: true })
  }
  return map
}
