/**
 * What to say when pass-if read a figure that is not there (`No such key: low`): with one run there
 * is no spread; a field not in every run's record is not in `stats`; without a base certification,
 * `base_stats` and `delta` are empty; a trend needs two points. Pure wording: nothing here evaluates.
 */
import type { FieldPath, PassIf } from '../../policy/pass-if.js'
import { inertText, listed } from '../../lib/text.js'
import type { Figures } from '../results.js'
import {
  BASE_STATS_VARIABLE,
  DELTA_VARIABLE,
  FIGURE_MAPS,
  figureOf,
  STATS_VARIABLE,
  TREND_VARIABLE
} from './variables.js'

/**
 * A figure a map of figures lacks (`stats.trust_score.lo`), said before any request; undefined when each figure
 * read is one the map may hold.
 */
export function unknownFigure(passIf: Pick<PassIf, 'otherFieldPathsOf'>): string | undefined {
  for (const [map, figures] of Object.entries(FIGURE_MAPS)) {
    const path = passIf.otherFieldPathsOf(map).find(({ keys }) => keys.length > 1 && !figures.includes(keys[1]))
    if (path !== undefined)
      return `reads ${inertText(path.text, 100)}, but each field of ${map} holds only ${listed([...figures])}.`
  }
  return undefined
}

/**
 * Why a figure pass-if read is missing, and what to write instead; undefined when the error is not about one. `base`
 * is the base certification's record, or why there is none, worded.
 */
export function figureMissing(
  passIf: Pick<PassIf, 'otherFieldPathsOf'>,
  detail: string | undefined,
  { figures, base }: { figures: Figures | undefined; base: { record?: object; why?: string } | undefined }
): string | undefined {
  const key = detail === undefined ? undefined : /No such key: (\S+)/.exec(detail)?.[1]
  if (key === undefined) return undefined
  const ofTrend = passIf.otherFieldPathsOf(TREND_VARIABLE).find(path => path.keys.includes(key))
  if (ofTrend !== undefined) return trendMissing(ofTrend, key)
  if (figures === undefined) return undefined
  const read = (map: string) => {
    const path = passIf.otherFieldPathsOf(map).find(({ keys }) => keys.includes(key))
    return path === undefined ? undefined : { ...path, variable: map }
  }
  const ofBase = read(BASE_STATS_VARIABLE) ?? read(DELTA_VARIABLE)
  if (ofBase !== undefined && base?.record === undefined) {
    const why = base?.why === undefined ? '' : ` (${inertText(base.why, 300)})`
    return (
      `${shown(ofBase)} is missing: there is no base certification${why}, so base_stats and delta are empty ` +
      `maps. Guard what they read as base is guarded: !has(base.trust_score) || ….`
    )
  }
  const path = read(STATS_VARIABLE) ?? ofBase
  if (path === undefined) return undefined
  const [field, figure] = path.keys
  if (figureOf(path)?.spread === true && key === figure)
    return (
      `${shown(path)} is missing: a spread needs two runs or more, and this has one. Raise repeat, or guard it so ` +
      `that one run does not pass unchecked: has(${shown(path)}) && ….`
    )
  const partial = figures.partial.includes(field) ? ` (${inertText(field, 80)} is not in every run's record)` : ''
  const names = Object.keys(figures.stats).map(name => inertText(name, 80))
  return (
    `${shown(path)} is missing${partial}: stats holds each numeric field in every run's record, here ` +
    `${names.length === 0 ? 'none' : listed(names.slice(0, 20))}.`
  )
}

/** A trend read that is not there: a figure past `n` needs two points; a field, one the runs hold as a number. */
function trendMissing(path: FieldPath, key: string): string {
  const [field] = path.keys
  if (key !== field)
    return (
      `${shown(path)} is missing: a trend needs two points, a base certification (with the history it signed) and ` +
      `this run. Guard it so that a first run passes: !has(${shown(path)}) || ….`
    )
  return `${shown(path)} is missing: trend holds each numeric field of the runs' records.`
}

const shown = (path: FieldPath) => inertText(path.text, 100)
