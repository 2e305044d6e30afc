/**
 * A repository's default branch, as GitHub's repositories API names it: what `image:` counts as protected history for
 * a repository other than the one the workflow runs in, whose event names only its own.
 */
import type { paths } from '@octokit/openapi-types'
import { parseObject } from '../lib/json.js'
import { inertText } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import type { GitHubApi, GitHubCall } from './api.js'

type Repository = paths['/repos/{owner}/{repo}']['get']['responses']['200']['content']['application/json']

/** `GET /repos/{repository}`'s `default_branch`; an answer without one throws, naming what GitHub sent. */
export async function defaultBranchOf(api: GitHubApi, repository: string, call: GitHubCall): Promise<string> {
  const answer = await api.request('GET', `${api.apiUrl}/repos/${repository}`, call)
  const branch: unknown = (parseObject(answer.body) as Partial<Repository> | undefined)?.default_branch
  if (typeof branch !== 'string' || branch.trim() === '' || /[\s~^:?*[\\]/.test(branch))
    throw new ApiError(`GitHub answered ${call.subject} without a default branch (${inertText(String(branch), 80)}).`, {
      kind: 'protocol',
      hint: 'Name the refs in source-ref.'
    })
  return branch
}
