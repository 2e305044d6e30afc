/**
 * What the gate's attestation publisher and the verify action both say to GitHub's REST API,
 * and read back from it: a leaf either may import.
 */
import { inertText } from '../lib/text.js'

/** The REST API version both speak: its attestation list still carries each bundle inline. */
export const GITHUB_API_VERSION = '2022-11-28'

/** GitHub's own words from an error body (`{"message": "Not Found"}`), made inert; undefined when it has none. */
export function githubMessage(body: string): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return undefined
  }
  const message = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['message'] : undefined
  return typeof message === 'string' ? inertText(message, 200) : undefined
}
