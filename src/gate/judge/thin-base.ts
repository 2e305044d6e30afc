/**
 * A `delta` read against a base of few runs, warned of: Welch's interval is a little too narrow with fewer than five
 * runs on the base's side (a wrong pass about 3.2% of the time with three, where 2.5% is promised), and a base of one
 * run borrows this side's spread (7 to 13% when the base varies more). Measured by simulation (docs/pass-if.md).
 */
import type { Logger } from '../../lib/runtime.js'
import type { Figures } from '../results.js'
import { DELTA_VARIABLE } from './variables.js'

/** The fewest runs a base certification needs for `delta`'s interval to keep its promise. */
export const BASE_RUNS_FOR_DELTA = 5

/** Warns when `delta` is read and the base certification rests on fewer than BASE_RUNS_FOR_DELTA runs. */
export function warnOfThinBase(
  figures: Pick<Figures, 'baseRuns'> | undefined,
  policies: ReadonlyArray<{ names(name: string): boolean } | undefined>,
  logger: Pick<Logger, 'warning'>
): void {
  const runs = figures?.baseRuns
  if (runs === undefined || runs >= BASE_RUNS_FOR_DELTA) return
  if (!policies.some(policy => policy?.names(DELTA_VARIABLE) === true)) return
  logger.warning(
    `delta is read against a base certification of ${runs} run${runs === 1 ? '' : 's'}: with fewer than ` +
      `${BASE_RUNS_FOR_DELTA}, its interval is a little too narrow to keep the 2.5% promise` +
      `${runs === 1 ? " (one run has no spread of its own, so this side's is borrowed)" : ''}. Certify the default ` +
      `branch with repeat: ${BASE_RUNS_FOR_DELTA} or more (the nightly run of drift watch is one way).`
  )
}
