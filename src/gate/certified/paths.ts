/**
 * `paths`: the agent's files, as git pathspecs relative to the repository's root: a name with no
 * glob character is that file or folder and everything under it (`agent`, `agent/`, as
 * `git diff -- agent` reads them); a glob matches as a glob. Read from the input by
 * paths-input.ts; here, with the glob library, checked once (a glob that does not parse is bad
 * input) and matched against the files a comparison lists. Loaded only when `paths` is set.
 */
import picomatch from 'picomatch'

/**
 * How a glob is read, the same when it is checked and when it matches: dotfiles too (`agent/**`
 * holds `agent/.env`), and an unclosed bracket refused, not read as a literal character.
 */
const GLOB_OPTIONS = { dot: true, strictBrackets: true } as const

/** Why one of `paths` is not a glob (it does not parse), or undefined when each is one. */
export function invalidGlob(paths: readonly string[]): string | undefined {
  for (const glob of paths) {
    try {
      picomatch.makeRe(glob, GLOB_OPTIONS)
    } catch (error) {
      return `'${glob.slice(0, 160)}' is not a glob (${error instanceof Error ? error.message : String(error)}): write globs such as agent/** or prompts/*.md.`
    }
  }
  return undefined
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
