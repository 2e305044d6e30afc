/**
 * A glob as git matches one (src/lib/git-glob.ts), held against git itself: each pattern, as it is
 * and with the glob and icase magic, over files whose names hold every kind of character a glob
 * can trip on (brackets, escapes, classes, ranges, case, bytes beyond ASCII), compared with what
 * `git ls-files` lists. The pathspec around the glob (a name's folder, magic, exclusions) is
 * paths.test.ts's.
 */
import { gitRepositoryOf, seededRandom, type GitJudge } from './helpers/git-judge.js'
import { compileGitGlob, pathBytes } from '../src/lib/git-glob.js'

const NAMES = [
  'a',
  'z',
  'A',
  'Z',
  'f',
  'F',
  'g',
  'G',
  '5',
  ' ',
  '\t',
  '\u0001',
  '\u007f',
  '~',
  '-',
  ']',
  '[',
  '\\',
  '*',
  '?',
  '!',
  '^',
  ':',
  '.x',
  'é',
  'ab',
  'aB',
  'x y',
  'a-z',
  '[x]',
  'q?',
  '**',
  'Ab5'
]
const FILES = [...NAMES.map(name => `c/${name}`), 'c/d/e', 'c/d/f/g', 'c/x', 'd/c/a', 'ca', 'c']
  // A file and a folder cannot share a name: `c` is a folder here.
  .filter(file => file !== 'c')

let git: GitJudge
beforeAll(() => {
  git = gitRepositoryOf(FILES)
})
afterAll(() => git.remove())

/** What git lists for the pathspec, or undefined when it refuses it. */
const gitLists = (pathspec: string) => git.lists([pathspec])

/** The files the glob holds, with git's rule around it: a pattern is also the path itself, or a folder holding it. */
function globHolds(pattern: string, pathname: boolean, caseFold: boolean): string[] {
  const test = compileGitGlob(pattern, { pathname, caseFold })
  const fold = (text: string) => (caseFold ? text.replace(/[A-Z]/g, letter => letter.toLowerCase()) : text)
  const prefix = fold(pathBytes(pattern))
  return FILES.filter(file => {
    const name = fold(pathBytes(file))
    const literal = name.startsWith(prefix) && (name.length === prefix.length || name[prefix.length] === '/')
    return literal || test(pathBytes(file))
  }).sort()
}

const MAGIC = [
  { magic: '', pathname: false, caseFold: false },
  { magic: ':(glob)', pathname: true, caseFold: false },
  { magic: ':(icase)', pathname: false, caseFold: true },
  { magic: ':(glob,icase)', pathname: true, caseFold: true }
]

/** Each pattern under each magic, where git and the glob disagree: empty when they agree throughout. */
function disagreements(patterns: string[]): string[] {
  const found: string[] = []
  for (const pattern of patterns) {
    for (const { magic, pathname, caseFold } of MAGIC) {
      const listed = gitLists(`${magic}${pattern}`)
      if (listed === undefined) continue
      if (JSON.stringify(globHolds(pattern, pathname, caseFold)) !== JSON.stringify(listed))
        found.push(`${magic}${pattern}`)
    }
  }
  return found
}

describe('a glob as git matches one', () => {
  it('holds what git lists for every class, range, escape and bracket form', () => {
    const classes = [
      'alnum',
      'alpha',
      'blank',
      'cntrl',
      'digit',
      'graph',
      'lower',
      'print',
      'punct',
      'space',
      'upper',
      'xdigit'
    ]
    expect(
      disagreements([
        ...classes.map(name => `c/[[:${name}:]]`),
        ...classes.map(name => `c/[![:${name}:]]`),
        'c/[[:alpha:][:digit:]]',
        'c/[[:foo:]]',
        'c/[[:alpha:]',
        'c/[[:al]',
        'c/[[:]',
        'c/[a-f]',
        'c/[A-F]',
        'c/[f-a]',
        'c/[a-]',
        'c/[-a]',
        'c/[]]',
        'c/[]a]',
        'c/[!]]',
        'c/[^a]',
        'c/[!a-z]',
        'c/[\\]]',
        'c/[\\-]',
        'c/[a\\-z]',
        'c/[a-\\z]',
        'c/[\\',
        'c/[a',
        'c/[',
        'c/\\*',
        'c/\\?',
        'c/\\[x\\]',
        'c/\\\\',
        'c/\\',
        'c/a\\',
        'c/*',
        'c/?',
        'c/??',
        'c/*/*',
        'c/**',
        'c/**/g',
        'c/**\\/g',
        '**/a',
        '**a',
        'c/a**',
        '*a',
        '*/a',
        'c/[[]x]',
        'c/*[[:space:]]*',
        'c/[é]',
        'c/?',
        'c/[A-Z]b',
        'c/[[:upper:]]B'
      ])
    ).toEqual([])
  })

  it('holds what git lists for globs made at random from those pieces', () => {
    // A fixed seed: the same patterns each run, so a disagreement can be read again.
    const random = seededRandom(4242)
    const pieces = [
      '*',
      '**',
      '?',
      '/',
      'a',
      'A',
      'b',
      'c',
      'd',
      'g',
      '[a-f]',
      '[!a]',
      '[]]',
      '[[:upper:]]',
      '[[:digit:]]',
      '\\*',
      '\\a',
      '[\\]a]',
      '-',
      ' '
    ]
    const patterns = Array.from({ length: 120 }, () =>
      Array.from({ length: 1 + random(4) }, () => pieces[random(pieces.length)]).join('')
    )
    expect(disagreements(patterns)).toEqual([])
  })

  it('never matches where git never can: an unclosed bracket, an unknown class, a trailing backslash', () => {
    for (const pattern of ['c/[a', 'c/[[:foo:]]', 'c/\\', 'c/[\\']) {
      expect(
        FILES.filter(file => compileGitGlob(pattern, { pathname: false, caseFold: false })(pathBytes(file)))
      ).toEqual([])
    }
  })
})
