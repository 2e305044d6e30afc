/**
 * `paths` mean what git means (src/gate/certified/paths.ts, src/lib/git-glob.ts): each pathspec,
 * and each set of them, is held against `git ls-files -- <pathspec>` in a repository made here, so
 * git is the judge. How carry-forward uses them is in reuse.test.ts.
 */
import { gitRepositoryOf, seededRandom, type GitJudge } from './helpers/git-judge.js'
import { parsePathspec, pathsMatcher } from '../src/gate/certified/paths.js'
import { parsePaths } from '../src/gate/certified/paths-input.js'

/** Files of an agent's repository, and some whose names a glob could trip on. */
const FILES = [
  'agent/main.py',
  'agent/.env',
  'agent/tools/search.py',
  'agent/tools/a/b/deep.py',
  'agentx/y.py',
  'agent.md',
  'prompts/system.md',
  'prompts/support/system.md',
  'prompts/support/deep/x.md',
  'prompts/readme.txt',
  'Prompts/UPPER.MD',
  'docs/agent/notes.md',
  'Dockerfile',
  'package-lock.json',
  'x.MD',
  '.github/workflows/ci.yml',
  'a/b/c/d.txt',
  'a/d.txt',
  'weird/[x].md',
  'weird/x',
  'weird/star*.md',
  'weird/q?.md',
  'weird/space name',
  'weird/é.md',
  'weird/e.md',
  'weird/]x',
  'weird/-',
  'weird/\\back'
]

let git: GitJudge
beforeAll(() => {
  git = gitRepositoryOf(FILES)
})
afterAll(() => git.remove())

/** The files git lists for these pathspecs, or undefined when git refuses them. */
const gitLists = (pathspecs: string[]) => git.lists(pathspecs)

/** The files `paths` holds for these pathspecs, of those git tracks. */
function pathsHold(pathspecs: string[]): string[] {
  const tracked = gitLists([])
  const matches = pathsMatcher(pathspecs)
  return (tracked ?? []).filter(file => matches(file)).sort()
}

describe('paths as git reads pathspecs', () => {
  it('tracks every file made here, so each case below reads them all', () => {
    expect(gitLists([])).toEqual([...FILES].sort())
  })

  const agreed = [
    // A plain name: the file or folder, and everything under it, whatever its trailing slashes.
    'agent',
    'agent/',
    'agent//',
    './agent',
    'agent/.',
    'agent/tools',
    'Dockerfile',
    '.',
    // Globs: `*` and `?` cross `/`.
    'prompts/*.md',
    'prompts/*',
    'agent/**',
    'agent/*',
    '*.md',
    '*',
    '**',
    'prompts/**/*.md',
    '**/system.md',
    'a/*/d.txt',
    'a/**/d.txt',
    '?gent',
    'prompts/?ystem.md',
    // Brackets, escapes, classes, and names that hold wildcard characters.
    'weird/[x].md',
    'weird/[[]x].md',
    'weird/star*.md',
    'weird/?.md',
    'weird/q[?].md',
    'weird/[!a-z]*',
    'weird/[^e]*',
    'weird/[]]x',
    'weird/[a-]',
    'weird/[[:alpha:]]*',
    'weird/[[:space:]]*',
    'weird/*[[:space:]]*',
    'weird/[[:punct:]]*',
    'weird/[[:al]*',
    'weird/[[:foo:]]*',
    'weird/[x',
    'weird/[z-a]*',
    '[[:upper:]]*',
    'weird/?.md',
    'weird/??.md',
    // Magic.
    ':(top)agent',
    ':/agent',
    ':/',
    ':/prompts/*.md',
    ':(icase)AGENT',
    ':(icase)prompts/*.MD',
    ':(icase)[A-Z]*',
    ':(icase)[[:upper:]]rompts/**',
    ':(icase)x.md',
    ':(glob)prompts/*.md',
    ':(glob)prompts/**/*.md',
    ':(glob)prompts/**',
    ':(glob)**/system.md',
    ':(glob)agent/**',
    ':(glob)**',
    ':(glob)a/**/d.txt',
    ':(glob)a/**d.txt',
    ':(glob)*',
    ':(glob)agent',
    ':(glob)weird/[!a]*',
    ':(literal)prompts/*.md',
    ':(literal)weird/star*.md',
    ':(literal)agent',
    ':(top,icase)AGENT',
    ':(top,,icase)AGENT',
    // A trailing slash is a folder only: the file of that name is not one of them.
    'Dockerfile/',
    'agent.md/',
    ':(glob,icase)PROMPTS/*.md',
    '::agent',
    ':/:agent'
  ]
  it.each(agreed)('holds what git lists for %s', pathspec => {
    const listed = gitLists([pathspec])
    expect(listed).toBeDefined()
    expect(pathsHold([pathspec])).toEqual(listed)
  })

  it('holds what git lists for pathspecs made at random from the pieces globs are made of', () => {
    // A fixed seed: the same 200 pathspecs each run, so a disagreement can be read again.
    const random = seededRandom(20261128)
    const pieces = [
      '*',
      '**',
      '?',
      '/',
      'a',
      'agent',
      'prompts',
      'md',
      '.',
      '[a-z]',
      '[!a]',
      '[[:alpha:]]',
      'x',
      'system',
      'e',
      'd',
      'tools'
    ]
    const magic = ['', '', '', ':(glob)', ':(icase)', ':/', ':(glob,icase)']
    const disagreements: string[] = []
    let compared = 0
    for (let n = 0; n < 200; n++) {
      const length = 1 + random(5)
      const pattern = Array.from({ length }, () => pieces[random(pieces.length)]).join('')
      const pathspec = `${magic[random(magic.length)]}${pattern}`
      if ('invalid' in parsePathspec(pathspec)) continue
      compared++
      const listed = gitLists([pathspec])
      if (listed === undefined || JSON.stringify(pathsHold([pathspec])) !== JSON.stringify(listed))
        disagreements.push(pathspec)
    }
    expect(disagreements).toEqual([])
    expect(compared).toBeGreaterThan(120)
  })

  it('reads prompts/*.md over a nested prompt as git does: the file is one of paths', () => {
    expect(gitLists(['prompts/*.md'])).toContain('prompts/support/system.md')
    expect(pathsMatcher(['prompts/*.md'])('prompts/support/system.md')).toBe(true)
    expect(pathsMatcher([':(glob)prompts/*.md'])('prompts/support/system.md')).toBe(false)
  })

  const sets = [
    ['agent', ':!agent/tools'],
    ['agent', ':^agent/tools/**'],
    [':(exclude)agent/.env', 'agent'],
    [':!docs'],
    [':!docs', ':(exclude)prompts'],
    ['prompts/*.md', ':(exclude,glob)prompts/*/**'],
    ['agent', 'prompts/*.md', 'Dockerfile', 'package-lock.json']
  ]
  it.each(sets.map(set => [set.join(' '), set]))('holds what git lists for %s', (_, set) => {
    const listed = gitLists(set as string[])
    expect(listed).toBeDefined()
    expect(pathsHold(set as string[])).toEqual(listed)
  })

  it('refuses, as git does, magic git does not take', () => {
    for (const pathspec of [':(glob,literal)agent', ':(foo)agent', ':(top', ':#agent', ':-agent']) {
      expect([pathspec, gitLists([pathspec])]).toEqual([pathspec, undefined])
      expect([pathspec, 'invalid' in parsePathspec(pathspec)]).toEqual([pathspec, true])
    }
  })

  it("refuses, naming why, what git would take but would not name the agent's files as meant", () => {
    const refusal = (entry: string) => {
      const parsed = parsePaths(entry)
      return 'invalid' in parsed ? parsed.invalid : parsed
    }
    expect(refusal('!agent/docs')).toBe(
      "'!agent/docs' is a file named so for git, not an exclusion: write :!agent/docs to leave files out."
    )
    for (const outside of [
      '/agent',
      '../agent',
      'agent/../x',
      'agent\\tools',
      ':/./agent',
      ':/agent//x',
      ':/../agent'
    ]) {
      expect(refusal(outside)).toBe(
        `'${outside}' is not a path in the repository: write pathspecs relative to its root, such as agent or prompts/*.md.`
      )
    }
    expect(refusal(':!')).toBe("':!' leaves out every file, so nothing would ever be one of paths.")
    expect(refusal(':(exclude).')).toBe("':(exclude).' leaves out every file, so nothing would ever be one of paths.")
    expect(refusal(':(attr:agent)x')).toBe(
      "':(attr:agent)x' asks for the pathspec magic 'attr:agent', which paths does not read: use top, literal, glob, icase or exclude."
    )
    expect(refusal(`:(${'m'.repeat(50)})x`)).toBe(
      `':(${'m'.repeat(50)})x' asks for the pathspec magic '${'m'.repeat(40)}', which paths does not read: use top, literal, glob, icase or exclude.`
    )
    expect(refusal(':(glob,literal)x')).toBe("':(glob,literal)x' is both literal and glob, which git refuses.")
    expect(refusal(':(top')).toBe("':(top' opens its magic with ':(' and never closes it with ')'.")
    expect(refusal(':-agent')).toBe(
      "':-agent' starts with the pathspec magic '-', which git does not implement: write :/, :! or :^, or :(…)."
    )
  })

  it('splits the input at newlines and commas, but not at the commas of long magic', () => {
    expect(parsePaths('agent/**, prompts/*.md\n:(top,icase)Dockerfile,:(exclude,glob)agent/docs/**\n\n  ')).toEqual([
      'agent/**',
      'prompts/*.md',
      ':(top,icase)Dockerfile',
      ':(exclude,glob)agent/docs/**'
    ])
  })
})
