/** A commit's first-parent history from the fake GitHub's commits API (src/github/commits.ts). */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { GitHubApi } from '../src/github/api.js'
import { firstParentHistory } from '../src/github/commits.js'
import { Deadline, systemClock } from '../src/lib/runtime.js'
import { recordingLogger } from './helpers/fake-clock.js'

let github: FakeGitHub
beforeAll(async () => {
  github = await startFakeGitHub()
})
afterAll(() => github.close())
afterEach(() => {
  github.commits.clear()
  github.commitsAnswers.splice(0)
})

const sha = (n: number) => n.toString(16).padStart(40, '0')
const T0 = Date.parse('2026-11-26T00:00:00Z')

function history(from: string, ancestors: number) {
  const api = new GitHubApi({ apiUrl: github.url, token: 'ghs_commits' })
  const context = {
    deadline: new Deadline(systemClock, 10_000),
    signal: new AbortController().signal,
    logger: recordingLogger(),
    random: () => 0.5
  }
  return firstParentHistory(api, 'example/agent', from, ancestors, context).then(history => history.commits)
}

describe('firstParentHistory', () => {
  it('is the commit and at most that many first parents, newest first; shorter at a root commit', async () => {
    // A line of 30 commits: sha(30) the newest, sha(1) the root.
    for (let n = 1; n <= 30; n += 1) github.commits.set(sha(n), { parents: n === 1 ? [] : [sha(n - 1)], committedAt: T0 + n * 60_000 })
    const line = await history(sha(30), 20)
    expect(line.map(commit => commit.sha)).toEqual(Array.from({ length: 21 }, (_, index) => sha(30 - index)))
    expect(line[0]).toEqual({ sha: sha(30), committedAt: T0 + 30 * 60_000, firstParent: sha(29) })
    expect((await history(sha(3), 20)).map(commit => commit.sha)).toEqual([sha(3), sha(2), sha(1)])
    expect((await history(sha(3), 20)).at(-1)).toEqual({ sha: sha(1), committedAt: T0 + 60_000 })
    const api = new GitHubApi({ apiUrl: github.url, token: 'ghs_commits' })
    const context = {
      deadline: new Deadline(systemClock, 10_000),
      signal: new AbortController().signal,
      logger: recordingLogger(),
      random: () => 0.5
    }
    // Whole: it reached the root, or as many as asked for.
    expect((await firstParentHistory(api, 'example/agent', sha(3), 20, context)).cutShort).toBe(false)
    expect((await firstParentHistory(api, 'example/agent', sha(30), 20, context)).cutShort).toBe(false)
  })

  it('asks again from a first parent a page did not hold, at most five times', async () => {
    // Each first parent sits behind 40 newer commits of a merged branch: one page holds none of them.
    const firstParents = Array.from({ length: 8 }, (_, index) => sha(1000 + index))
    firstParents.forEach((commit, index) => {
      const side = Array.from({ length: 40 }, (_, n) => sha(5000 + index * 100 + n))
      side.forEach(branch => github.commits.set(branch, { parents: [], committedAt: T0 + 10_000_000 - index }))
      github.commits.set(commit, { parents: [firstParents[index + 1], ...side].filter(Boolean), committedAt: T0 - index * 60_000 })
    })
    const before = github.requests.length
    const api = new GitHubApi({ apiUrl: github.url, token: 'ghs_commits' })
    const context = {
      deadline: new Deadline(systemClock, 10_000),
      signal: new AbortController().signal,
      logger: recordingLogger(),
      random: () => 0.5
    }
    const line = await firstParentHistory(api, 'example/agent', firstParents[0], 20, context)
    // Five pages read, three first parents left: said to be cut short.
    expect(line).toEqual({ commits: expect.any(Array), cutShort: true })
    expect(line.commits.map(commit => commit.sha)).toEqual(firstParents.slice(0, 5))
    expect(github.requests.length - before).toBe(5)
  })

  it('refuses an answer that is not a list of commits, or one that does not start where it was asked', async () => {
    github.commitsAnswers.push({ status: 200, body: '{"message":"Not a list"}' })
    await expect(history(sha(7), 20)).rejects.toThrow(
      'GitHub\'s answer while reading the history of commit 000000000000 in example/agent is not a list of commits: {"message":"Not a list"}'
    )
    github.commitsAnswers.push({ status: 200, body: JSON.stringify([{ sha: sha(8), parents: [] }, { sha: 'not a sha' }]) })
    await expect(history(sha(7), 20)).rejects.toThrow(
      `GitHub's list of commits from 000000000000 in example/agent does not hold that commit.`
    )
  })

  it('takes a commit without a date or first parent as it is, and ignores a malformed parent', async () => {
    github.commitsAnswers.push({
      status: 200,
      body: JSON.stringify([{ sha: sha(7).toUpperCase(), parents: [{ sha: 'x' }], commit: { committer: { date: 'yesterday' } } }])
    })
    expect(await history(sha(7), 20)).toEqual([{ sha: sha(7) }])
  })
})
