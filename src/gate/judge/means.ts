/**
 * A `pass-if` over intervals that is false says which case it is: the means clear the bar, but by less than the runs can
 * tell apart, or the means themselves miss it. Told by giving the expression each interval drawn in to
 * its mean: what it would say were the runs to vary not at all.
 */
import type { OtherValues, PassIf } from '../../policy/pass-if.js'
import { orders } from '../../policy/bars.js'
import { DELTA_VARIABLE, figureOf, STATS_VARIABLE } from './variables.js'

/** The maps whose intervals are drawn in: the runs' own, and the change against the base. */
const FIGURE_MAPS: readonly string[] = [STATS_VARIABLE, DELTA_VARIABLE]

/** The figures the expressions read, with every interval of `stats` and `delta` at its mean (low = high = mean). */
export function atTheMeans(others: OtherValues): OtherValues {
  const drawnIn = { ...others }
  for (const name of FIGURE_MAPS) {
    const map = Object.hasOwn(others, name) ? others[name] : undefined
    if (map === null || typeof map !== 'object' || Array.isArray(map)) continue
    drawnIn[name] = Object.fromEntries(
      Object.entries(map).map(([field, figures]) => {
        const { mean } = figures as { mean?: unknown }
        if (typeof mean !== 'number') return [field, figures]
        // Each bound of the interval (the table says which figures are) at the mean; the rest as given.
        const drawn = Object.entries(figures as object).map(([figure, value]) => [
          figure,
          figureOf({ variable: name, keys: [field, figure] })?.bound === undefined ? value : mean
        ])
        return [field, Object.fromEntries(drawn)]
      })
    )
  }
  return drawnIn
}

/**
 * Whether `pass-if` is bars on bounds of intervals alone, joined by `&&`, at least one on a bound (`low`, `high`):
 * then drawing each interval in to its mean tells the two cases apart. Anything else it reads (a run's field, a count,
 * a spread, the base's figures, a bound against another figure) keeps what the means say from being the whole story.
 */
export function barsOnBoundsOnly(passIf: Pick<PassIf, 'reads'>): boolean {
  const { onlyBars, bars } = passIf.reads
  const figures = bars.map(bar =>
    FIGURE_MAPS.includes(bar.path.variable) && orders(bar) ? figureOf(bar.path) : undefined
  )
  return (
    onlyBars &&
    figures.every(figure => figure?.bound !== undefined || figure?.mean === true) &&
    figures.some(figure => figure?.bound !== undefined)
  )
}

/**
 * Which case it is, with the intervals read: `the mean itself misses the bar (trust_score: mean 72, …)`. `shown` is how
 * the intervals, which name the service's fields, are made safe where the words go (markdown in the summary).
 */
export function atTheMeansText(
  { clears, intervals }: { clears: boolean; intervals: string },
  shown: (text: string) => string = text => text
): string {
  return clears
    ? `the mean clears the bar, but by less than these runs can tell apart (${shown(intervals)})`
    : `the mean itself misses the bar (${shown(intervals)})`
}
