/**
 * A glob as git matches one in a pathspec (gitglossary, "pathspec"): fnmatch(3) over the path's
 * bytes, where by default `*` and `?` match `/` too, and with the `glob` magic they do not and `**`
 * between slashes (or at either end) spans folders, as in gitignore. Compiled once to a regular
 * expression over the path's UTF-8 bytes (one character a byte), so `?` is one byte as it is for
 * git, and case is folded for ASCII letters only. No glob library reads a pattern this way
 * (picomatch and minimatch never let `*` cross `/`); the tests hold it against `git ls-files`.
 */

export interface GitGlobOptions {
  /** The `glob` magic: wildcards never match `/`, and `**` spans folders. */
  readonly pathname: boolean
  /** The `icase` magic: ASCII letters match either case. */
  readonly caseFold: boolean
}

/** The characters that make a pattern a glob for git: anything else is compared as it is. */
const WILDCARDS = /[*?[\\]/

/** Whether a pattern has a character git reads as a wildcard or an escape. */
export function hasWildcard(pattern: string): boolean {
  return WILDCARDS.test(pattern)
}

/** A path's UTF-8 bytes as a string of one character per byte, the text the compiled glob reads. */
export function pathBytes(path: string): string {
  return Buffer.from(path, 'utf8').toString('latin1')
}

/**
 * The glob as a test of a path's bytes (see pathBytes). A pattern that can never match for git (an
 * unclosed `[`, an unknown `[:class:]`, a trailing `\`) gives a test that is always false.
 */
export function compileGitGlob(pattern: string, options: GitGlobOptions): (bytes: string) => boolean {
  const source = globSource(pathBytes(pattern), options)
  if (source === undefined) return () => false
  const expression = new RegExp(`^${source}$`)
  return bytes => expression.test(bytes)
}

const ANY_BYTE = '[\\s\\S]'
const NOT_SLASH = '[^/]'
const SLASH = 0x2f

function globSource(pattern: string, options: GitGlobOptions): string | undefined {
  const { pathname } = options
  let source = ''
  let at = 0
  while (at < pattern.length) {
    const char = pattern[at]
    if (char === '*') {
      let end = at
      while (pattern[end] === '*') end++
      const spansFolders =
        !pathname || (end - at > 1 && (at === 0 || pattern[at - 1] === '/') && startsFolder(pattern, end))
      if (pathname && spansFolders && pattern[end] === '/') {
        // `**/`: no folder at all, or any number of them. (Before an escaped `\/`, git tries no such
        // shortcut: the `**` is then any bytes, and the `/` must follow.)
        source += `(?:${ANY_BYTE}*/)?`
        at = end + 1
        continue
      }
      source += `${spansFolders ? ANY_BYTE : NOT_SLASH}*`
      at = end
    } else if (char === '?') {
      source += pathname ? NOT_SLASH : ANY_BYTE
      at++
    } else if (char === '\\') {
      // An escaped character is itself; a `\` that ends the pattern escapes nothing and never matches.
      if (at + 1 >= pattern.length) return undefined
      source += literal(pattern.charCodeAt(at + 1), options)
      at += 2
    } else if (char === '[') {
      const set = bracket(pattern, at + 1, options)
      if (set === undefined) return undefined
      source += set.source
      at = set.end
    } else {
      source += literal(pattern.charCodeAt(at), options)
      at++
    }
  }
  return source
}

/** Whether `**` ending at `end` is followed by the pattern's end or a folder's separator. */
function startsFolder(pattern: string, end: number): boolean {
  return end === pattern.length || pattern[end] === '/' || (pattern[end] === '\\' && pattern[end + 1] === '/')
}

function literal(byte: number, options: GitGlobOptions): string {
  if (options.caseFold && isAsciiLetter(byte)) return `[${hex(lower(byte))}${hex(upper(byte))}]`
  return hex(byte)
}

/**
 * A bracket expression from just after its `[`: its members (the first one even if it is `]`),
 * `!` or `^` to negate, ranges `a-z`, `\` escapes and POSIX classes. Git compares the path's byte,
 * folded to lower case with icase, with each member as written, and a range also with the byte in
 * upper case; `[:upper:]` then holds lower-case letters too. The set is written out byte by byte.
 */
function bracket(pattern: string, from: number, options: GitGlobOptions): { source: string; end: number } | undefined {
  let at = from
  const negated = pattern[at] === '!' || pattern[at] === '^'
  if (negated) at++
  const tests: Array<(byte: number) => boolean> = []
  let previous: number | undefined
  let first = true
  while (first || pattern[at] !== ']') {
    first = false
    if (at >= pattern.length) return undefined
    let member = pattern.charCodeAt(at)
    if (pattern[at] === '\\') {
      at++
      if (at >= pattern.length) return undefined
      member = pattern.charCodeAt(at)
      tests.push(byte => byte === member)
      previous = member
      at++
    } else if (pattern[at] === '-' && previous !== undefined && at + 1 < pattern.length && pattern[at + 1] !== ']') {
      at++
      if (pattern[at] === '\\') {
        at++
        if (at >= pattern.length) return undefined
      }
      const low = previous
      const high = pattern.charCodeAt(at)
      tests.push(
        byte =>
          (byte >= low && byte <= high) ||
          (options.caseFold && isLower(byte) && upper(byte) >= low && upper(byte) <= high)
      )
      previous = undefined
      at++
    } else if (pattern.startsWith('[:', at)) {
      const close = pattern.indexOf(']', at + 2)
      if (close < 0) return undefined
      if (close - 1 < at + 2 || pattern[close - 1] !== ':') {
        // No `:]` before the next `]`: the `[` is a member like any other.
        tests.push(byte => byte === 0x5b)
        previous = 0x5b
        at++
        continue
      }
      const test = POSIX_CLASSES[pattern.slice(at + 2, close - 1)]
      if (test === undefined) return undefined
      tests.push(byte => test(byte) || (options.caseFold && test === POSIX_CLASSES.upper && isLower(byte)))
      previous = undefined
      at = close + 1
    } else {
      tests.push(byte => byte === member)
      previous = member
      at++
    }
  }
  return { source: byteSet(tests, negated, options), end: at + 1 }
}

/** The bytes a bracket holds, written out one by one as a regular expression's set; one that holds none matches nothing. */
function byteSet(tests: Array<(byte: number) => boolean>, negated: boolean, options: GitGlobOptions): string {
  const matches = (byte: number): boolean => {
    const folded = options.caseFold && isUpper(byte) ? lower(byte) : byte
    if (options.pathname && byte === SLASH) return false
    return tests.some(test => test(folded)) !== negated
  }
  const members: string[] = []
  for (let byte = 0; byte < 256; byte++) if (matches(byte)) members.push(hex(byte))
  return members.length === 0 ? '(?!)' : `[${members.join('')}]`
}

const isUpper = (byte: number): boolean => byte >= 0x41 && byte <= 0x5a
const isLower = (byte: number): boolean => byte >= 0x61 && byte <= 0x7a
const isAsciiLetter = (byte: number): boolean => isUpper(byte) || isLower(byte)
const isDigit = (byte: number): boolean => byte >= 0x30 && byte <= 0x39
const lower = (byte: number): number => (isUpper(byte) ? byte + 0x20 : byte)
const upper = (byte: number): number => (isLower(byte) ? byte - 0x20 : byte)
const hex = (byte: number): string => `\\x${byte.toString(16).padStart(2, '0')}`

/** The POSIX classes git knows, in the C locale. */
const POSIX_CLASSES: Readonly<Record<string, (byte: number) => boolean>> = {
  alnum: byte => isAsciiLetter(byte) || isDigit(byte),
  alpha: isAsciiLetter,
  blank: byte => byte === 0x20 || byte === 0x09,
  cntrl: byte => byte < 0x20 || byte === 0x7f,
  digit: isDigit,
  graph: byte => byte > 0x20 && byte < 0x7f,
  lower: isLower,
  print: byte => byte >= 0x20 && byte < 0x7f,
  punct: byte => byte > 0x20 && byte < 0x7f && !isAsciiLetter(byte) && !isDigit(byte),
  space: byte => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d),
  upper: isUpper,
  xdigit: byte => isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
}
