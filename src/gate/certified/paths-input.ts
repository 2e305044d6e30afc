/**
 * The `paths` input as text: git pathspecs relative to the repository's root, one per line or
 * comma. What can be refused without a glob library is refused here, when the inputs are read; that
 * each glob parses is checked once the inputs are (paths.ts, loaded only when `paths` is set).
 */

/** The pathspecs, or why one is not a path in the repository a person meant. */
export function parsePaths(text: string): string[] | { invalid: string } {
  const globs = text
    .split(/[\n,]/)
    .map(part => part.trim())
    .filter(part => part !== '')
  for (const glob of globs) {
    // A negation would be one more glob that matches nearly everything.
    if (glob.startsWith('!'))
      return { invalid: `'${glob.slice(0, 160)}' excludes files, which paths does not do: list the agent's files, such as agent/**.` }
    if (glob.startsWith('/') || glob.includes('\\') || glob.split('/').includes('..')) {
      return {
        invalid: `'${glob.slice(0, 160)}' is not a path in the repository: write globs relative to its root, such as agent/** or prompts/*.md.`
      }
    }
  }
  return globs
}
