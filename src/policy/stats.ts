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
  const margin = halfWidthAt(sd, n, level)
  return { ...figures, sd, low: mean - margin, high: mean + margin, level }
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
  const currentVariance = (current.sd ?? base.sd ?? 0) ** 2 / current.n
  const baseVariance = (base.sd ?? current.sd ?? 0) ** 2 / base.n
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
    ...(borrowed === undefined ? {} : { varianceBorrowed: borrowed })
  }
}

/** Welch–Satterthwaite degrees of freedom, from each side's variance of the mean and its count. */
function welchDegrees(currentVariance: number, currentN: number, baseVariance: number, baseN: number): number {
  return (
    (currentVariance + baseVariance) ** 2 / (currentVariance ** 2 / (currentN - 1) + baseVariance ** 2 / (baseN - 1))
  )
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
