/**
 * `paths`: the agent's files, as git pathspecs from the repository's root, meaning what they mean
 * to git (gitglossary, "pathspec"; `git diff -- <paths>` lists the same files):
 * - a pathspec is that file or folder and everything under it (`agent`, `agent/`), or else a glob
 *   over the whole path whose `*` and `?` match `/` too (`prompts/*.md` holds
 *   `prompts/support/system.md`);
 * - magic, long (`:(top,icase)AGENT`) or short (`:/agent`, `:!agent/docs`, `:^agent/docs`): `top`
 *   (every pathspec here is from the root already), `literal` (no wildcards), `glob` (wildcards
 *   stop at `/`, `**` spans folders), `icase`, `exclude` (a file under an exclusion is not one of
 *   `paths`, even when another pathspec holds it; exclusions alone leave out of the whole
 *   repository). `attr` and anything git does not know are refused, as git refuses `literal` with
 *   `glob`.
 * The tests hold each case against `git ls-files -- <pathspec>` in a repository they make.
 */
import { compileGitGlob, hasWildcard, pathBytes } from '../../lib/git-glob.js'

/** One pathspec, its magic read. */
export interface Pathspec {
  /** From the repository's root; '' for the whole repository. */
  readonly pattern: string
  readonly literal: boolean
  readonly glob: boolean
  readonly icase: boolean
  readonly exclude: boolean
}

type Magic = 'top' | 'literal' | 'glob' | 'icase' | 'exclude'
const LONG_MAGIC: readonly Magic[] = ['top', 'literal', 'glob', 'icase', 'exclude']
/** The characters git reserves for short magic: `/`, `!` and `^` mean something, the rest are refused. */
const SHORT_MAGIC_CHARACTERS = '!"#%&\',-/;<=>@_`~^'

/** The magic an entry starts with, long (`:(top,icase)`) or short (`:/`, `:!`, `:^`), and the pattern after it. */
function readMagic(entry: string, shown: string): { magic: Set<Magic>; pattern: string } | { invalid: string } {
  const magic = new Set<Magic>()
  let pattern = entry
  if (entry.startsWith(':(')) {
    const close = entry.indexOf(')')
    if (close < 0) return { invalid: `${shown} opens its magic with ':(' and never closes it with ')'.` }
    for (const name of entry.slice(2, close).split(',')) {
      if (name === '') continue
      if (!(LONG_MAGIC as readonly string[]).includes(name)) {
        return {
          invalid:
            `${shown} asks for the pathspec magic '${name.slice(0, 40)}', which paths does not read: use ` +
            `top, literal, glob, icase or exclude.`
        }
      }
      magic.add(name as Magic)
    }
    pattern = entry.slice(close + 1)
  } else if (entry.startsWith(':')) {
    let at = 1
    for (; at < entry.length && entry[at] !== ':'; at++) {
      const character = entry[at]
      if (character === '/') magic.add('top')
      else if (character === '!' || character === '^') magic.add('exclude')
      else if (SHORT_MAGIC_CHARACTERS.includes(character)) {
        return {
          invalid:
            `${shown} starts with the pathspec magic '${character}', which git does not implement: write :/, ` +
            `:! or :^, or :(…).`
        }
      } else break
    }
    pattern = entry.slice(entry[at] === ':' ? at + 1 : at)
  } else if (entry.startsWith('!')) {
    return {
      invalid: `${shown} is a file named so for git, not an exclusion: write :!${entry.slice(1, 160)} to leave files out.`
    }
  }
  return { magic, pattern }
}

/** A pathspec with its magic read, or why git would not take it or it would not name the agent's files. */
export function parsePathspec(entry: string): Pathspec | { invalid: string } {
  const shown = `'${entry.slice(0, 160)}'`
  const read = readMagic(entry, shown)
  if ('invalid' in read) return read
  const { magic, pattern } = read
  if (magic.has('literal') && magic.has('glob'))
    return { invalid: `${shown} is both literal and glob, which git refuses.` }
  const path = magic.has('top') ? pattern : normalized(pattern)
  if (
    path === undefined ||
    path.startsWith('/') ||
    path.includes('//') ||
    path.includes('\\') ||
    path.split('/').some(part => part === '..' || part === '.')
  ) {
    return {
      invalid:
        `${shown} is not a path in the repository: write pathspecs ` +
        `relative to its root, such as agent or prompts/*.md.`
    }
  }
  if (magic.has('exclude') && path === '')
    return { invalid: `${shown} leaves out every file, so nothing would ever be one of paths.` }
  return {
    pattern: path,
    literal: magic.has('literal'),
    glob: magic.has('glob'),
    icase: magic.has('icase'),
    exclude: magic.has('exclude')
  }
}

/**
 * A path as git reads one given from the root: `.` parts and repeated `/` dropped (`./agent//x` is
 * `agent/x`, `.` the whole repository), a trailing `/` kept; undefined for one from `/`.
 */
function normalized(pattern: string): string | undefined {
  if (pattern.startsWith('/')) return undefined
  // A `..` is kept, for the caller refuses every path that holds one.
  const parts = pattern.split('/').filter(part => part !== '' && part !== '.')
  const joined = parts.join('/')
  return joined !== '' && /\/\.?$/.test(pattern) ? `${joined}/` : joined
}

/** Whether a file, by its path from the repository's root, is one of `paths` (each already parsed by parsePaths). */
export function pathsMatcher(entries: readonly string[]): (file: string) => boolean {
  const specs = entries.map(entry => {
    const spec = parsePathspec(entry)
    if ('invalid' in spec) throw new Error(spec.invalid)
    return spec
  })
  const included = specs.filter(spec => !spec.exclude).map(pathspecTest)
  const excluded = specs.filter(spec => spec.exclude).map(pathspecTest)
  const wholeRepository = included.length === 0
  return file => {
    const bytes = pathBytes(file)
    return (wholeRepository || included.some(test => test(bytes))) && !excluded.some(test => test(bytes))
  }
}

/**
 * One pathspec as a test of a path's bytes: the pathspec compared as it is written, the path
 * itself or a folder holding it; then, where it has wildcards and is not literal, as a glob.
 */
function pathspecTest(spec: Pathspec): (bytes: string) => boolean {
  const fold = spec.icase ? asciiLowerCase : (text: string) => text
  const prefix = fold(pathBytes(spec.pattern))
  if (prefix === '') return () => true
  const glob =
    !spec.literal && hasWildcard(spec.pattern)
      ? compileGitGlob(spec.pattern, { pathname: spec.glob, caseFold: spec.icase })
      : undefined
  return bytes => {
    const name = fold(bytes)
    if (
      name.startsWith(prefix) &&
      (name.length === prefix.length || prefix.endsWith('/') || name[prefix.length] === '/')
    )
      return true
    return glob !== undefined && glob(bytes)
  }
}

const asciiLowerCase = (text: string): string => text.replace(/[A-Z]/g, letter => letter.toLowerCase())
