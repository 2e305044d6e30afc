/**
 * A repository's issues, as a step that speaks through one keeps it: the token's own login (only what it wrote is the
 * gate's to edit), the open issues with a label, an issue opened, commented on and closed, and a label made when
 * missing. Typed by GitHub's OpenAPI description; every call through the one client (api.ts).
 */
import type { paths } from '@octokit/openapi-types'
import { parseObject } from '../lib/json.js'
import { ApiError } from '../http/errors.js'
import type { GitHubApi, GitHubCall } from './api.js'

type IssueToOpen = paths['/repos/{owner}/{repo}/issues']['post']['requestBody']['content']['application/json']
type IssueToUpdate = NonNullable<
  paths['/repos/{owner}/{repo}/issues/{issue_number}']['patch']['requestBody']
>['content']['application/json']
type CommentToWrite =
  paths['/repos/{owner}/{repo}/issues/{issue_number}/comments']['post']['requestBody']['content']['application/json']
type LabelToMake = paths['/repos/{owner}/{repo}/labels']['post']['requestBody']['content']['application/json']

/** An issue as the list answers it, as far as finding one needs: never a pull request, which the list also gives. */
export interface ListedIssue {
  number: number
  title: string
  author?: string
}

/** The token's own login, as GraphQL's viewer names it; undefined when GitHub does not say. */
export async function viewerLogin(api: GitHubApi, call: GitHubCall): Promise<string | undefined> {
  // GraphQL lives beside the REST API: /graphql on github.com, /api/graphql on an Enterprise Server.
  const url = `${api.apiUrl.replace(/\/v3$/, '')}/graphql`
  const answer = await api.request('POST', url, {
    ...call,
    body: JSON.stringify({ query: 'query { viewer { login } }' })
  })
  const login = parseObject(parseObject(parseObject(answer.body)?.['data'])?.['viewer'])?.['login']
  return typeof login === 'string' ? login : undefined
}

/**
 * The same account, as REST and GraphQL spell it: REST names a GitHub App's bot
 * `github-actions[bot]`, GraphQL's viewer `github-actions`.
 */
export function sameLogin(author: string, viewer: string): boolean {
  const plain = (login: string) => login.toLowerCase().replace(/\[bot\]$/, '')
  return plain(author) === plain(viewer)
}

/** At most this many pages of 100 open issues are read while looking for one. */
const MAX_ISSUE_PAGES = 10

/** The repository's open issues with `label`, every page read; a list cut short throws, so nothing is opened twice. */
export async function openIssuesLabelled(
  api: GitHubApi,
  repository: string,
  label: string,
  call: GitHubCall
): Promise<ListedIssue[]> {
  const url = `${api.apiUrl}/repos/${repository}/issues?state=open&labels=${encodeURIComponent(label)}&per_page=100`
  const { items, truncated } = await api.listPages(url, call, { maxPages: MAX_ISSUE_PAGES, itemsOf: listedIssues })
  if (truncated)
    throw new ApiError(`GitHub lists more than ${MAX_ISSUE_PAGES * 100} open issues labelled ${label}.`, {
      kind: 'rejected'
    })
  return items
}

/** Makes `label`, unless it is there already (GitHub answers 422). */
export async function makeLabel(
  api: GitHubApi,
  repository: string,
  label: LabelToMake,
  call: Omit<GitHubCall, 'body'>
): Promise<void> {
  try {
    await api.request('POST', `${api.apiUrl}/repos/${repository}/labels`, { ...call, body: JSON.stringify(label) })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 422)) throw error
  }
}

/** Opens an issue; its number. */
export async function openIssue(
  api: GitHubApi,
  repository: string,
  issue: IssueToOpen,
  call: Omit<GitHubCall, 'body'>
): Promise<number | undefined> {
  const answer = await api.request('POST', `${api.apiUrl}/repos/${repository}/issues`, {
    ...call,
    body: JSON.stringify(issue)
  })
  const number = parseObject(answer.body)?.['number']
  return typeof number === 'number' ? number : undefined
}

/** Adds a comment to issue `number`. */
export async function commentOnIssue(
  api: GitHubApi,
  repository: string,
  number: number,
  body: string,
  call: Omit<GitHubCall, 'body'>
): Promise<void> {
  await api.request('POST', `${api.apiUrl}/repos/${repository}/issues/${number}/comments`, {
    ...call,
    body: JSON.stringify({ body } satisfies CommentToWrite)
  })
}

/** Closes issue `number` as done. */
export async function closeIssue(
  api: GitHubApi,
  repository: string,
  number: number,
  call: Omit<GitHubCall, 'body'>
): Promise<void> {
  await api.request('PATCH', `${api.apiUrl}/repos/${repository}/issues/${number}`, {
    ...call,
    body: JSON.stringify({ state: 'closed', state_reason: 'completed' } satisfies IssueToUpdate)
  })
}

/**
 * The issues of one page; a pull request (which the list also gives) is none. A page that is not a list of issues
 * throws: what it holds cannot be told, and an issue opened beside one that could not be read would be a second.
 */
function listedIssues(text: string): ListedIssue[] {
  let page: unknown
  try {
    page = JSON.parse(text)
  } catch {
    page = undefined
  }
  if (!Array.isArray(page)) throw unreadableList()
  return page.flatMap(item => {
    const issue = parseObject(item)
    const number = issue?.['number']
    const title = issue?.['title']
    const author = parseObject(issue?.['user'])?.['login']
    if (issue === undefined || typeof number !== 'number' || !Number.isSafeInteger(number) || typeof title !== 'string')
      throw unreadableList()
    if (issue['pull_request'] !== undefined) return []
    return [{ number, title, ...(typeof author === 'string' ? { author } : {}) }]
  })
}

const unreadableList = () =>
  new ApiError("GitHub's list of issues could not be read: it is not a list of issues.", { kind: 'protocol' })
