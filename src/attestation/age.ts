/** The one age rule of a certification: for verify's max-age, the gate's reuse and carry-forward alike. */
import { formatDuration } from '../lib/duration.js'

/**
 * Why a certification `ageMs` old (counted from its run's first certification) is older than the
 * policy's max-age allows, or undefined when it is not: the one age rule, for verify, reuse and
 * carry-forward alike.
 */
export function olderThanAllowed(
  ageMs: number,
  policy: { maxAgeMs?: number; maxAgeInput?: string },
  signedAgain: boolean
): string | undefined {
  const { maxAgeMs, maxAgeInput = 'max-age' } = policy
  if (maxAgeMs === undefined || ageMs <= maxAgeMs) return undefined
  const when = signedAgain ? 'its run was certified' : 'it was signed'
  return `${when} ${formatDuration(ageMs)} ago, longer ago than ${maxAgeInput} allows (${formatDuration(maxAgeMs)})`
}
