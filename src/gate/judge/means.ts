/**
 * A `pass-if` over intervals that is false says which case it is: the means clear the bar but the runs are too few or
 * vary too much to show it, or the means themselves miss it. Told by giving the expression each interval drawn in to
 * its mean: what it would say were the runs to vary not at all.
 */
import type { OtherValues, PassIf } from '../../policy/pass-if.js'
import { DELTA_VARIABLE, STATS_VARIABLE } from './variables.js'

const FIGURE_MAPS = [STATS_VARIABLE, DELTA_VARIABLE]
const BOUNDS_AND_MEANS = ['low', 'high', 'mean', 'n']

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
 * Whether what `pass-if` reads of the figures is bounds of intervals (`low`, `high`) beside means and counts only: then
 * drawing each interval in to its mean tells the two cases apart. A spread or an extreme read (`sd`, `min`) is not.
 */
export function readsBoundsOnly(passIf: Pick<PassIf, 'otherFieldPaths'>): boolean {
  const keys = passIf.otherFieldPaths
    .filter(path => FIGURE_MAPS.includes(path.text.split(/[.[]/)[0]))
    .map(path => path.keys.at(-1) ?? '')
  return keys.some(key => key === 'low' || key === 'high') && keys.every(key => BOUNDS_AND_MEANS.includes(key))
}
