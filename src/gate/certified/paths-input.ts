/**
 * The `paths` input as text: git pathspecs relative to the repository's root, one per line or
 * comma (a comma inside long magic, `:(top,icase)agent`, is the magic's own). Each is read as git
 * reads it (paths.ts) when the inputs are, so one git would refuse, or one that is no path in the
 * repository, is refused before any request.
 */
import { parsePathspec } from './paths.js'

/** The pathspecs as written, or why one is not a pathspec of the repository a person meant. */
export function parsePaths(text: string): string[] | { invalid: string } {
  const entries = text
    .split('\n')
    // A comma followed by a `)` with no `(` between them is inside `:(…)`.
    .flatMap(line => line.split(/,(?![^(]*\))/))
    .map(part => part.trim())
    .filter(part => part !== '')
  for (const entry of entries) {
    const spec = parsePathspec(entry)
    if ('invalid' in spec) return spec
  }
  return entries
}
