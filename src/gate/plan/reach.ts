/**
 * A stop once passing is out of reach: at a sequential look before the last, the chance that the last look's `pass-if`
 * would be true were the runs left to score like those so far (conditional power, under the current trend). Below
 * OUT_OF_REACH the gate stops. Stopping early can only remove chances to pass, so the wrong-pass bound stands
 * (non-binding futility). Worked out for a `pass-if` made of bars on bounds of intervals joined by `&&` (read from its
 * parsed tree), each bar's chance on its own, the least of them the whole's bound; for any other `pass-if`, none.
 * Loaded only with `sequential`.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf'
import { orders, type Bar } from '../../policy/bars.js'
import { spreadOf, tCritical, welchDegrees, type FieldStats } from '../../policy/stats.js'
import { DELTA_VARIABLE, figureOf, STATS_VARIABLE } from '../judge/variables.js'
import type { Judged } from '../results.js'
import { chanceText, figureText } from '../../policy/report.js'

/** Below this chance of passing at the last look, the gate stops. */
export const OUT_OF_REACH = 0.05

/** What a look's runs make of passing at the last look: the chance, and the bar it is least for, with what it rests on. */
export interface Reach {
  /** The chance the last look's pass-if is true, were the runs left to score like these (the least over the bars). */
  chance: number
  /** Whether that chance is below OUT_OF_REACH: then the gate stops. */
  outOfReach: boolean
  /** The bar that chance is for. */
  bar: Bar
  /** The runs so far, their mean (of the field, or the change), and the runs the last look would have. */
  runs: number
  mean: number
  last: number
  /** The bound the last look would draw, were the runs left to score like these. */
  projected: number
}

/**
 * The reach of passing from `judged` (a look's runs, `runs` of them) to the last look's `last` runs at `level`; or why
 * none can be worked out: `pass-if` is not bars on bounds joined by `&&`, or a figure it reads is missing.
 */
export function reachOf(
  judged: Pick<Judged, 'policy' | 'figures'>,
  { runs, last, level }: { runs: number; last: number; level: number }
): Reach | { none: 'not-bars' | 'no-figures' } {
  const reads = judged.policy?.reads
  if (reads === undefined || !reads.onlyBars) return { none: 'not-bars' }
  const reaches: Reach[] = []
  for (const bar of reads.bars) {
    const figure = figureOf(bar.path)
    const rising = figure?.bound === 'low' && (bar.comparison === '>=' || bar.comparison === '>')
    const falling = figure?.bound === 'high' && (bar.comparison === '<=' || bar.comparison === '<')
    const ofRuns = bar.path.variable === STATS_VARIABLE || bar.path.variable === DELTA_VARIABLE
    if (!orders(bar) || !ofRuns || !(rising || falling)) return { none: 'not-bars' }
    const reach = barReach(bar, judged.figures, { runs, last, level, rising })
    if (reach === undefined) return { none: 'no-figures' }
    reaches.push(reach)
  }
  if (reaches.length === 0) return { none: 'not-bars' }
  return reaches.reduce((least, reach) => (reach.chance < least.chance ? reach : least))
}

/**
 * One bar's reach: with n runs of mean m and spread s (the floored one), the last look's N runs have mean
 * (n·m + (N − n)·m′)/N, m′ ~ Normal(m, s²/(N − n)); the bound it draws is that mean ∓ q·se_N, q the last look's t
 * quantile. For a bar on `low`: CP = Φ((N(m − bar) − N·q·se_N) / (s·√(N − n))), se_N = s/√N for `stats` (so N·q·se_N
 * is q·s·√N), √(s²/N + s_b²/n_b) for `delta` against the base's fixed runs. A bar on `high`, mirrored.
 */
function barReach(
  bar: Bar,
  figures: Judged['figures'],
  { runs, last, level, rising }: { runs: number; last: number; level: number; rising: boolean }
): Reach | undefined {
  const field = bar.path.keys[0]
  const stats = figures === undefined || !Object.hasOwn(figures.stats, field) ? undefined : figures.stats[field]
  const spread = stats === undefined ? undefined : spreadOf(stats)
  if (stats === undefined || spread === undefined) return undefined
  const base = bar.path.variable === DELTA_VARIABLE ? baseOf(figures?.baseStats, field) : undefined
  if (bar.path.variable === DELTA_VARIABLE && base === undefined) return undefined
  const { standardError, df } = lastLook(spread, last, base)
  const q = tCritical(df, level)
  const mean = stats.mean - (base?.mean ?? 0)
  const margin = rising ? mean - bar.bar : bar.bar - mean
  const numerator = last * margin - last * q * standardError
  const denominator = spread * Math.sqrt(last - runs)
  const chance = denominator === 0 ? (numerator >= 0 ? 1 : 0) : normalCdf(numerator / denominator, 0, 1)
  const projected = rising ? mean - q * standardError : mean + q * standardError
  return { chance, outOfReach: chance < OUT_OF_REACH, bar, runs, mean, last, projected }
}

/** The base's figures of `field` a change is drawn against: its mean, runs and spread (borrowed when it has one run). */
function baseOf(
  baseStats: Record<string, FieldStats> | undefined,
  field: string
): { mean: number; n: number; spread: number | undefined } | undefined {
  const base = baseStats !== undefined && Object.hasOwn(baseStats, field) ? baseStats[field] : undefined
  return base === undefined ? undefined : { mean: base.mean, n: base.n, spread: spreadOf(base) }
}

/** The standard error and degrees of freedom of the last look's bound: of the mean, or (with a base) of the change. */
function lastLook(
  spread: number,
  last: number,
  base: { n: number; spread: number | undefined } | undefined
): { standardError: number; df: number } {
  if (base === undefined) return { standardError: spread / Math.sqrt(last), df: last - 1 }
  // A base of one run borrows this side's spread, and this side's degrees of freedom, as the change's interval does.
  const thisSide = spread ** 2 / last
  const baseSide = (base.spread ?? spread) ** 2 / base.n
  const df = base.spread === undefined ? last - 1 : welchDegrees(thisSide, last, baseSide, base.n)
  return { standardError: Math.sqrt(thisSide + baseSide), df }
}

/**
 * `Passing was out of reach: if the remaining 6 runs scored like these 4 (mean 75.5), the last look's low would be
 * about 74.26, short of 80.0 (a 0.1% chance to pass), so they were not started.`
 */
export function outOfReachText(reach: Reach): string {
  const { bar, runs, last, mean, projected, chance } = reach
  const left = last - runs
  const bound = `${bar.path.variable === DELTA_VARIABLE ? 'change ' : ''}${bar.path.keys[1] ?? ''}`
  const short = bar.comparison === '>=' || bar.comparison === '>' ? 'short of' : 'beyond'
  return (
    `Passing was out of reach: if the remaining ${left} run${left === 1 ? '' : 's'} scored like these ${runs} ` +
    `(mean ${figureText(mean)}), the last look's ${bound} would be about ${figureText(projected)}, ${short} ` +
    `${bar.written} (${chanceText(chance)} to pass), so ${left === 1 ? 'it was' : 'they were'} not started.`
  )
}

/** What to do once passing was out of reach: the runs must score higher, which only a change to the agent makes. */
export function outOfReachHint(lookAt: string | undefined): string {
  return (
    `More runs like these could not pass. See ${lookAt ?? 'the attestation in the console'} for what the service ` +
    `found, fix it, and push again; the job's next run starts every run again.`
  )
}
