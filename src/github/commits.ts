/**
 * A commit's first-parent history, as GitHub's commits API gives it: the commit, then its first
 * parent, its first parent's first parent, and so on, with when each was committed. What the
 * base's fallback reads (the newest certified ancestor on the base branch) and how it tells a base
 * that may still be certified from one that never will be.
 */
import { parseJson, readPath } from '../lib/json.js'
import { inertText, shortSha } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import type { CallContext, GitHubApi } from './api.js'

/** One commit of the history: its sha, when it was committed (epoch ms), and its first parent. */
export interface CommitSeen {
  sha: string
  committedAt?: number
  firstParent?: string
}

/** A page of the commits listing: at most this many, and at most this many pages for one history. */
const PAGE_SIZE = 30
const MAX_REQUESTS = 5

/**
 * `sha` and at most `ancestors` of its first parents, newest first. Each page of `GET
 * /repos/{repository}/commits?sha=…` lists commits by date, merged branches' among them: the chain
 * follows first parents through it, and asks again from a first parent the page did not hold.
 * Shorter when the history is (a root commit), or, `cutShort`, when MAX_REQUESTS pages did not reach so far.
 */
export async function firstParentHistory(
  api: GitHubApi,
  repository: string,
  sha: string,
  ancestors: number,
  context: CallContext
): Promise<{ commits: CommitSeen[]; cutShort: boolean }> {
  const known = new Map<string, CommitSeen>()
  const chain: CommitSeen[] = []
  let next: string | undefined = sha.toLowerCase()
  for (let requests = 0; next !== undefined && chain.length <= ancestors;) {
    let commit = known.get(next)
    if (commit === undefined) {
      if (requests === MAX_REQUESTS) break
      requests += 1
      for (const listed of await commitsPage(api, repository, next, context)) known.set(listed.sha, listed)
      commit = known.get(next)
      // GitHub answered with a page that does not start where it was asked: not its history.
      if (commit === undefined) throw notHistory(repository, next)
    }
    chain.push(commit)
    next = commit.firstParent
  }
  // Stopped by MAX_REQUESTS with a first parent still to read: fewer ancestors than asked for, not a root.
  return { commits: chain, cutShort: next !== undefined && chain.length <= ancestors }
}

async function commitsPage(
  api: GitHubApi,
  repository: string,
  sha: string,
  context: CallContext
): Promise<CommitSeen[]> {
  const subject = `reading the history of commit ${shortSha(sha)} in ${repository}`
  const answer = await api.request(
    'GET',
    `${api.apiUrl}/repos/${repository}/commits?sha=${sha}&per_page=${PAGE_SIZE}`,
    {
      ...context,
      subject,
      forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    }
  )
  const listed = parseJson(answer.body)
  if (!Array.isArray(listed)) {
    throw new ApiError(`GitHub's answer while ${subject} is not a list of commits: ${inertText(answer.body, 120)}`, {
      kind: 'protocol',
      status: answer.status,
      hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    })
  }
  return listed.flatMap(entry => {
    const commit = commitOf(entry)
    return commit === undefined ? [] : [commit]
  })
}

/** One listed commit, or undefined when it lacks a sha: its date and first parent only when well formed. */
function commitOf(entry: unknown): CommitSeen | undefined {
  const sha = readPath(entry, ['sha'])
  if (!isSha(sha)) return undefined
  const first = readPath(entry, ['parents', '0', 'sha'])
  const committed = readPath(entry, ['commit', 'committer', 'date'])
  const date = typeof committed === 'string' ? Date.parse(committed) : Number.NaN
  return {
    sha: sha.toLowerCase(),
    ...(Number.isFinite(date) ? { committedAt: date } : {}),
    ...(isSha(first) ? { firstParent: first.toLowerCase() } : {})
  }
}

function isSha(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{40}$/i.test(value)
}

function notHistory(repository: string, sha: string): ApiError {
  return new ApiError(`GitHub's list of commits from ${shortSha(sha)} in ${repository} does not hold that commit.`, {
    kind: 'protocol',
    hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
  })
}

/** The git tree of `commit`, as GitHub's git database says it (`GET /repos/{repository}/git/commits/{sha}`). */
export async function treeOf(
  api: GitHubApi,
  repository: string,
  commit: string,
  context: CallContext
): Promise<string> {
  const subject = `reading the tree of commit ${shortSha(commit)} in ${repository}`
  const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}/git/commits/${commit}`, {
    ...context,
    subject,
    forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
  })
  const tree = readPath(parseJson(answer.body), ['tree', 'sha'])
  if (!isSha(tree)) {
    throw new ApiError(`GitHub's answer while ${subject} names no tree: ${inertText(answer.body, 120)}`, {
      kind: 'protocol',
      status: answer.status,
      hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    })
  }
  return tree.toLowerCase()
}
