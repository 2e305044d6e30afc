/**
 * `paths`: the agent's files, as git pathspecs relative to the repository's root: a name with no
 * glob character is that file or folder and everything under it (`agent`, `agent/`, as
 * `git diff -- agent` reads them); a glob matches as a glob. Read once from the input (a glob that
 * does not parse is bad input), matched against the files a comparison lists.
 */
import picomatch from 'picomatch'

/**
 * How a glob is read, the same when it is checked and when it matches: dotfiles too (`agent/**`
 * holds `agent/.env`), and an unclosed bracket refused, not read as a literal character.
 */
const GLOB_OPTIONS = { dot: true, strictBrackets: true } as const

/** The globs, or why one is not a glob a person meant. */
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
    try {
      picomatch.makeRe(glob, GLOB_OPTIONS)
    } catch (error) {
      return {
        invalid: `'${glob.slice(0, 160)}' is not a glob (${error instanceof Error ? error.message : String(error)}): write globs such as agent/** or prompts/*.md.`
      }
    }
  }
  return globs
}

/** Whether a file, by its path from the repository's root, is one of `paths`' (dotfiles too): a plain name is a file or a folder. */
export function pathsMatcher(paths: readonly string[]): (file: string) => boolean {
  return picomatch(paths.flatMap(pathspecGlobs), GLOB_OPTIONS)
}

/** The globs a pathspec stands for: a glob itself; a plain name, the file of that name and everything under it. */
function pathspecGlobs(path: string): string[] {
  if (picomatch.scan(path).isGlob) return [path]
  const name = path.replace(/\/+$/, '')
  return [name, `${name}/**`]
}
