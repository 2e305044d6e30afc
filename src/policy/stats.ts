/**
 * The figures `pass-if` reads of repeated runs: each numeric field's mean, spread and 95% interval
 * (Student's t), and the difference from the base's with a Welch interval. CEL has no square root,
 * so the gate computes them. Loaded only when `pass-if` names them.
 */
import tQuantile from '@stdlib/stats-base-dists-t-quantile'
import type { JsonObject } from '../lib/json.js'

/** One field over the runs. `sd`, `low`, `high` and `level` are absent with one run: a spread needs two. */
export interface FieldStats {
  n: number
  mean: number
  /** The sample standard deviation (n − 1). */
  sd?: number
  min: number
  max: number
  median: number
  /** The two-sided confidence interval of the mean at `level` (0.95 unless a sequential gate looks more than once), Student's t with n − 1 degrees of freedom. */
  low?: number
  high?: number
  level?: number
  /**
   * Set when the runs varied less than their resolution can show (four whole-number scores all at 80 have an sd of 0)
   * and the interval was drawn with this spread instead: the resolution's own (RESOLUTION_FLOOR).
   */
  floor?: number
}

/** This mean minus the base's; `low` and `high` an interval of the difference at `level`, absent when both had one run. */
export interface DeltaStats {
  mean: number
  low?: number
  high?: number
  level?: number
  /**
   * Set when one side had a single run, so no spread of its own: its variance was taken as the
   * other side's, and the interval rests on that assumption.
   */
  varianceBorrowed?: 'base' | 'this'
  /** Set when a side's spread was raised to its resolution's floor (FieldStats.floor): the floor used, the larger. */
  floor?: number
}

/**
 * The figures of a certification's runs: each numeric field's, the base's, and the change; the fields some runs
 * lacked; which side's variance a change's interval borrowed.
 */
export interface Figures {
  stats: Record<string, FieldStats>
  /** Numeric fields some records lacked (or held as something else): left out of stats. */
  partial: string[]
  /** Set when a base certification was read: the figures of its runs. */
  baseStats?: Record<string, FieldStats>
  /** With baseStats: this mean minus the base's, for each field both have. */
  delta?: Record<string, DeltaStats>
  /** With baseStats: how many runs the base certification signed. */
  baseRuns?: number
  /**
   * Set by the gate: about how far each field's interval would reach either side of its mean over `runs` runs (the
   * most `repeat` allows) at `level`, were they to vary as these do. What more runs could decide, said when not decided.
   */
  projected?: { runs: number; level: number; halfWidths: Record<string, number> }
}

/**
 * The figures of `records` (this certification's runs) and, when a base was read, of `baseRecords` (its runs), their
 * intervals at `level`. The base's own figures are at CONFIDENCE: it was decided on its own.
 */
export function figuresOf(
  records: readonly JsonObject[],
  baseRecords?: readonly JsonObject[],
  level: number = CONFIDENCE
): Figures {
  const { stats, partial } = statsOf(records, level)
  if (baseRecords === undefined) return { stats, partial }
  const baseStats = statsOf(baseRecords).stats
  const delta: Record<string, DeltaStats> = {}
  for (const [name, figures] of Object.entries(stats)) {
    if (Object.hasOwn(baseStats, name))
      Object.defineProperty(delta, name, { value: deltaOf(figures, baseStats[name], level), enumerable: true })
  }
  return { stats, partial, baseStats, delta, baseRuns: baseRecords.length }
}

/** The confidence the intervals are drawn at. */
export const CONFIDENCE = 0.95

/** The two-sided critical value of Student's t at `level` with `df` degrees of freedom (1.96 at 95% as df grows). */
export function tCritical(df: number, level: number = CONFIDENCE): number {
  return tQuantile(1 - (1 - level) / 2, df)
}

/** A field's figures over `values` (at least one), the interval at `level`. */
export function fieldStats(values: readonly number[], level: number = CONFIDENCE): FieldStats {
  const n = values.length
  const mean = values.reduce((sum, value) => sum + value, 0) / n
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(n / 2)
  const median = n % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  const figures: FieldStats = { n, mean, min: sorted[0], max: sorted[n - 1], median }
  if (n < 2) return figures
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1))
  const floor = resolutionFloor(values)
  const floored = floor !== undefined && sd < floor
  const margin = halfWidthAt(floored ? floor : sd, n, level)
  return { ...figures, sd, low: mean - margin, high: mean + margin, level, ...(floored ? { floor } : {}) }
}

/**
 * The least spread runs written to a resolution can be said to have: a score rounded to its resolution r carries a
 * rounding error spread evenly over ±r/2, whose sd is r/√12 (0.29 for whole numbers). Without it, four runs tied at 80
 * give an interval of no width, and `low >= 80.0` passes an agent exactly at the bar.
 */
export const RESOLUTION_FLOOR = 1 / Math.sqrt(12)

/** The most decimals a resolution is read to: past it, scores are taken as unrounded, with no floor. */
const MOST_DECIMALS = 6

/**
 * The floor on the spread of `values`, or undefined where they are not rounded: r/√12 for the coarsest resolution r
 * (1, 0.1, 0.01, … down to 10⁻⁶) every value is written to. Whole numbers (80, 84) have r = 1, never coarser: a bar
 * between 80 and 90 is still told apart by a run at 85.
 */
export function resolutionFloor(values: readonly number[]): number | undefined {
  for (let decimals = 0; decimals <= MOST_DECIMALS; decimals += 1) {
    const scale = 10 ** decimals
    if (values.every(value => writtenTo(value * scale))) return RESOLUTION_FLOOR / scale
  }
  return undefined
}

/** Whether `scaled` is a whole number but for float noise (80.1 × 10 is 800.9999999999999). */
function writtenTo(scaled: number): boolean {
  return Math.abs(scaled - Math.round(scaled)) <= 1e-9 * Math.max(1, Math.abs(scaled))
}

/** The spread an interval of `stats` is drawn with: its sd, or the floor where that was raised to it. */
export function spreadOf(stats: Pick<FieldStats, 'sd' | 'floor'>): number | undefined {
  return stats.sd === undefined ? undefined : Math.max(stats.sd, stats.floor ?? 0)
}

/** About how far an interval reaches either side of the mean over `runs` runs whose spread is `sd`, at `level`. */
export function halfWidthAt(sd: number, runs: number, level: number = CONFIDENCE): number {
  return (tCritical(runs - 1, level) * sd) / Math.sqrt(runs)
}

/**
 * The figures of every numeric top-level field present in every record, and the numeric fields
 * some records have and others lack (or hold as something else): left out, and said.
 */
export function statsOf(
  records: readonly JsonObject[],
  level: number = CONFIDENCE
): { stats: Record<string, FieldStats>; partial: string[] } {
  const stats: Record<string, FieldStats> = {}
  const partial: string[] = []
  const names = [...new Set(records.flatMap(record => Object.keys(record)))]
  for (const name of names) {
    const values = records.map(record => record[name])
    const numbers = values.filter(isNumber)
    if (numbers.length === 0) continue
    if (numbers.length < records.length) partial.push(name)
    else Object.defineProperty(stats, name, { value: fieldStats(numbers, level), enumerable: true })
  }
  return { stats, partial }
}

/**
 * This mean minus the base's, with a Welch interval at `level`. Where one side had one run, its variance
 * is taken as the other's (with that side's degrees of freedom); with one run on both, no interval.
 */
export function deltaOf(current: FieldStats, base: FieldStats, level: number = CONFIDENCE): DeltaStats {
  const mean = current.mean - base.mean
  if (current.sd === undefined && base.sd === undefined) return { mean }
  const borrowed = current.sd === undefined ? 'this' : base.sd === undefined ? 'base' : undefined
  const currentVariance = (spreadOf(current) ?? spreadOf(base) ?? 0) ** 2 / current.n
  const baseVariance = (spreadOf(base) ?? spreadOf(current) ?? 0) ** 2 / base.n
  const floor = Math.max(current.floor ?? 0, base.floor ?? 0)
  const standardError = Math.sqrt(currentVariance + baseVariance)
  const df =
    borrowed === 'base'
      ? current.n - 1
      : borrowed === 'this'
        ? base.n - 1
        : welchDegrees(currentVariance, current.n, baseVariance, base.n)
  const margin = standardError === 0 ? 0 : tCritical(df, level) * standardError
  return {
    mean,
    low: mean - margin,
    high: mean + margin,
    level,
    ...(borrowed === undefined ? {} : { varianceBorrowed: borrowed }),
    ...(floor > 0 ? { floor } : {})
  }
}

/** Welch–Satterthwaite degrees of freedom, from each side's variance of the mean and its count. */
export function welchDegrees(currentVariance: number, currentN: number, baseVariance: number, baseN: number): number {
  return (
    (currentVariance + baseVariance) ** 2 / (currentVariance ** 2 / (currentN - 1) + baseVariance ** 2 / (baseN - 1))
  )
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
