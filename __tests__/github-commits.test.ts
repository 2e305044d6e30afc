/** A commit's first-parent history from the fake GitHub's commits API (src/github/commits.ts). */
import { startFakeGitHub, type FakeGitHub } from '../__fixtures__/fake-github.js'
import { firstParentHistory, treeOf } from '../src/github/commits.js'
import { ApiError } from '../src/http/errors.js'
import { githubCall } from './helpers/github-call.js'
import { malformed, errorBody } from '../__fixtures__/github-bodies.js'

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

const call = () => githubCall(github.url, 'ghs_commits')

function historyWhole(from: string, ancestors: number) {
  const { api, context } = call()
  return firstParentHistory(api, 'example/agent', from, ancestors, context)
}

const history = (from: string, ancestors: number) => historyWhole(from, ancestors).then(whole => whole.commits)

function failure(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error
      return error
    }
  )
}

describe('firstParentHistory', () => {
  it('is the commit and at most that many first parents, newest first; shorter at a root commit', async () => {
    // A line of 30 commits: sha(30) the newest, sha(1) the root.
    for (let n = 1; n <= 30; n += 1)
      github.commits.set(sha(n), { parents: n === 1 ? [] : [sha(n - 1)], committedAt: T0 + n * 60_000 })
    const line = await history(sha(30), 20)
    expect(line.map(commit => commit.sha)).toEqual(Array.from({ length: 21 }, (_, index) => sha(30 - index)))
    expect(line[0]).toEqual({ sha: sha(30), committedAt: T0 + 30 * 60_000, firstParent: sha(29) })
    expect((await history(sha(3), 20)).map(commit => commit.sha)).toEqual([sha(3), sha(2), sha(1)])
    expect((await history(sha(3), 20)).at(-1)).toEqual({ sha: sha(1), committedAt: T0 + 60_000 })
    // Whole: it reached the root, or as many as asked for.
    expect((await historyWhole(sha(3), 20)).cutShort).toBe(false)
    expect((await historyWhole(sha(30), 20)).cutShort).toBe(false)
  })

  it('takes a commit whose committer GitHub leaves out (the field is nullable) as one of no known date, never a guessed one', async () => {
    github.commits.set(sha(41), { parents: [], committedAt: T0, committer: false })
    github.commits.set(sha(42), { parents: [sha(41)], committedAt: T0 + 60_000 })
    expect(await history(sha(42), 20)).toEqual([
      { sha: sha(42), committedAt: T0 + 60_000, firstParent: sha(41) },
      { sha: sha(41) }
    ])
  })

  it('asks again from a first parent a page did not hold, at most five times', async () => {
    // Each first parent sits behind 40 newer commits of a merged branch: one page holds none of them.
    const firstParents = Array.from({ length: 8 }, (_, index) => sha(1000 + index))
    firstParents.forEach((commit, index) => {
      const side = Array.from({ length: 40 }, (_, n) => sha(5000 + index * 100 + n))
      side.forEach(branch => github.commits.set(branch, { parents: [], committedAt: T0 + 10_000_000 - index }))
      github.commits.set(commit, {
        parents: [firstParents[index + 1], ...side].filter(Boolean),
        committedAt: T0 - index * 60_000
      })
    })
    const before = github.requests.length
    const line = await historyWhole(firstParents[0], 20)
    // Five pages read, three first parents left: said to be cut short.
    expect(line).toEqual({ commits: expect.any(Array), cutShort: true })
    expect(line.commits.map(commit => commit.sha)).toEqual(firstParents.slice(0, 5))
    expect(github.requests.length - before).toBe(5)
    // Five read of six asked for (the commit and five ancestors): one short, so cut short too.
    expect(await historyWhole(firstParents[0], 5)).toEqual({ commits: line.commits, cutShort: true })
    // Five read of the five asked for (the commit and four ancestors): whole.
    expect(await historyWhole(firstParents[0], 4)).toEqual({ commits: line.commits, cutShort: false })
  })

  it('refuses an answer that is not a list of commits, or one that does not start where it was asked', async () => {
    github.commitsAnswers.push({ status: 200, body: malformed('{"message":"Not a list"}') })
    await expect(history(sha(7), 20)).rejects.toThrow(
      'GitHub\'s answer while reading the history of commit 000000000000 in example/agent is not a list of commits: {"message":"Not a list"}'
    )
    github.commitsAnswers.push({
      status: 200,
      body: malformed(JSON.stringify([{ sha: sha(8), parents: [] }, { sha: 'not a sha' }]))
    })
    await expect(history(sha(7), 20)).rejects.toThrow(
      `GitHub's list of commits from 000000000000 in example/agent does not hold that commit.`
    )
  })

  it('says what to do when GitHub refuses, or answers with something else than a history', async () => {
    github.commitsAnswers.push({ status: 403, body: errorBody('Resource not accessible by integration') })
    expect((await failure(history(sha(7), 20))).hint).toBe(
      'Give the job permissions: { contents: read, attestations: read }.'
    )
    github.commitsAnswers.push({ status: 200, body: malformed('{"message":"Not a list"}') })
    expect((await failure(history(sha(7), 20))).hint).toBe(
      'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    )
    github.commitsAnswers.push({ status: 200, body: malformed('[]') })
    expect((await failure(history(sha(7), 20))).hint).toBe(
      'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    )
  })

  it('takes a sha only when it is 40 hexadecimal digits and nothing more', async () => {
    for (const longer of [`${sha(6)}ff`, `ff${sha(6)}`]) {
      github.commitsAnswers.push({
        status: 200,
        body: malformed(JSON.stringify([{ sha: sha(7), parents: [{ sha: longer }] }]))
      })
      expect(await history(sha(7), 20)).toEqual([{ sha: sha(7) }])
    }
  })

  it('takes a commit without a date or first parent as it is, and ignores a malformed parent', async () => {
    github.commitsAnswers.push({
      status: 200,
      body: malformed(
        JSON.stringify([
          { sha: sha(7).toUpperCase(), parents: [{ sha: 'x' }], commit: { committer: { date: 'yesterday' } } }
        ])
      )
    })
    expect(await history(sha(7), 20)).toEqual([{ sha: sha(7) }])
  })
})

describe('treeOf', () => {
  afterEach(() => github.trees.clear())
  const treeOfCommit = (commit: string) => {
    const { api, context } = call()
    return treeOf(api, 'example/agent', commit, context)
  }

  it("is the commit's git tree as GitHub's git database names it, in lower case", async () => {
    github.trees.set(sha(7), 'ABCDEF'.repeat(6) + 'ABCD')
    expect(await treeOfCommit(sha(7))).toBe('abcdef'.repeat(6) + 'abcd')
    expect(github.requests.at(-1)?.path).toBe(`/repos/example/agent/git/commits/${sha(7)}`)
  })

  it('refuses an answer that names no tree, saying which commit and what GitHub answered', async () => {
    github.trees.set(sha(7), 'not a tree')
    const error = await failure(treeOfCommit(sha(7)))
    // What GitHub answered, cut short: its whole git commit object, whose tree is no sha, begins so.
    expect(error.message).toBe(
      `GitHub's answer while reading the tree of commit 000000000000 in example/agent names no tree: {"sha":"${sha(7)}","node_id":"C_000000000000","url":"https://api.github.com/repos/exampl…`
    )
    expect(error.hint).toBe('Check GITHUB_API_URL, and any proxy between the runner and GitHub.')
  })

  it('asks GitHub nothing with an empty github-token: no empty bearer is ever sent', async () => {
    const sent = github.requests.length
    const { api, context } = githubCall(github.url, '')
    const error = await failure(treeOf(api, 'example/agent', sha(7), context))
    expect(error.message).toBe(
      'github-token is empty, so GitHub was not asked while reading the tree of commit 000000000000 in example/agent.'
    )
    expect([error.kind, error.notActedOn, error.hint]).toEqual([
      'auth',
      true,
      'Leave github-token at its default, ${{ github.token }}, or pass a token.'
    ])
    expect(github.requests.length).toBe(sent)
  })
})
