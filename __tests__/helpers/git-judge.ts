/**
 * git as the judge of what a pathspec holds: a repository made in a temporary folder with the
 * given files, and what `git ls-files` lists for a pathspec in it, with git as it comes (none of
 * the machine's pathspec settings); and a seeded source of numbers, so that patterns made at
 * random are the same each run and a disagreement can be read again.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface GitJudge {
  /** What git lists for these pathspecs, sorted, or undefined when it refuses them. */
  lists(pathspecs: string[]): string[] | undefined
  remove(): void
}

/** A repository whose index holds `files` (each written with its own path as content). */
export function gitRepositoryOf(files: readonly string[]): GitJudge {
  const repository = mkdtempSync(join(tmpdir(), 'git-judge-'))
  // The pathspec settings a machine may have (GIT_GLOB_PATHSPECS and its kin) are left out.
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
    GIT_CONFIG_NOSYSTEM: '1',
    HOME: repository,
    LC_ALL: 'C'
  }
  for (const file of files) {
    mkdirSync(dirname(join(repository, file)), { recursive: true })
    writeFileSync(join(repository, file), file)
  }
  execFileSync('git', ['init', '-q'], { cwd: repository, env })
  execFileSync('git', ['add', '-A'], { cwd: repository, env })
  return {
    lists(pathspecs) {
      const listed = spawnSync('git', ['ls-files', '-z', '--', ...pathspecs], { cwd: repository, env })
      return listed.status === 0 ? listed.stdout.toString('utf8').split('\0').filter(Boolean).sort() : undefined
    },
    remove: () => rmSync(repository, { recursive: true, force: true })
  }
}

/** Numbers below `below`, the same sequence for the same seed. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed
  return below => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % below
  }
}
