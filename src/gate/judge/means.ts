/**
 * A `pass-if` over intervals that is false says which case it is: the means clear the bar but the runs are too few or
 * vary too much to show it, or the means themselves miss it. Told by giving the expression each interval drawn in to
 * its mean: what it would say were the runs to vary not at all.
 */
import type { OtherValues, PassIf } from '../../policy/pass-if.js'
import { DELTA_VARIABLE, figureBarOf, STATS_VARIABLE } from './variables.js'

const FIGURE_MAPS = [STATS_VARIABLE, DELTA_VARIABLE]
/** The figures drawing the intervals in changes (low, high) or keeps (mean). */
const DRAWN_IN = ['low', 'high', 'mean']

/** The figures the expressions read, with every interval of `stats` and `delta` at its mean (low = high = mean). */
export function atTheMeans(others: OtherValues): OtherValues {
  const drawnIn = { ...others }
  for (const name of FIGURE_MAPS) {
    const map = Object.hasOwn(others, name) ? others[name] : undefined
    if (map === null || typeof map !== 'object' || Array.isArray(map)) continue
    drawnIn[name] = Object.fromEntries(
      Object.entries(map).map(([field, figures]) => {
        const { mean } = figures as { mean?: unknown }
        return [field, typeof mean === 'number' ? { ...(figures as object), low: mean, high: mean } : figures]
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
export function barsOnBoundsOnly(passIf: Pick<PassIf, 'expression'>): boolean {
  const bars = passIf.expression.split('&&').map(figureBarOf)
  return (
    bars.every(bar => bar !== undefined && FIGURE_MAPS.includes(bar.map) && DRAWN_IN.includes(bar.figure)) &&
    bars.some(bar => bar?.figure !== 'mean')
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
    ? `the mean clears the bar, but the runs are too few, or vary too much, to show it (${shown(intervals)})`
    : `the mean itself misses the bar (${shown(intervals)})`
}
