/**
 * The files that changed between two commits, as GitHub's compare API lists them: what `paths`
 * is matched against to tell whether the agent changed. A list GitHub may have cut short is said
 * to be so: it never stands for a whole one.
 */
import { parseJson, readPath } from '../lib/json.js'
import { inertText, shortSha } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import type { CallContext, GitHubApi } from './api.js'

/** GitHub lists at most this many changed files in one comparison: a list this long may be cut short. */
export const COMPARE_FILES_LIMIT = 300

/** The changed files (each rename's old name too), and whether the list is whole. */
export interface Changes {
  files: string[]
  /** False when GitHub may have left files out (COMPARE_FILES_LIMIT), or `from` is not an ancestor of `to`. */
  whole: boolean
  /** GitHub's `status`: `ahead` when `from` is an ancestor of `to`; `identical`, `behind`, `diverged` otherwise. */
  status: string
  /** True when GitHub's comparison held no `files` at all (its description makes the field optional). */
  filesOmitted?: true
}

/** `GET /repos/{repository}/compare/{from}...{to}`: the files changed from `from` to `to`. */
export async function changedFiles(
  api: GitHubApi,
  repository: string,
  from: string,
  to: string,
  context: CallContext
): Promise<Changes> {
  const subject = `comparing commit ${shortSha(from)} with ${shortSha(to)} in ${repository}`
  const answer = await api.request(
    'GET',
    `${api.apiUrl}/repos/${repository}/compare/${from}...${to}?per_page=${COMPARE_FILES_LIMIT}`,
    {
      ...context,
      subject,
      forbiddenHint: 'Give the job permissions: { contents: read, attestations: read }.'
    }
  )
  const body = parseJson(answer.body)
  const listed = readPath(body, ['files'])
  const status = readPath(body, ['status'])
  // GitHub's description makes `files` optional: a comparison without it names no file, and is
  // never taken as no change (not whole), whatever its status.
  if (listed === undefined && typeof status === 'string') return { files: [], whole: false, status, filesOmitted: true }
  if (!Array.isArray(listed) || typeof status !== 'string') {
    throw new ApiError(`GitHub's answer while ${subject} is not a comparison: ${inertText(answer.body, 120)}`, {
      kind: 'protocol',
      status: answer.status,
      hint: 'Check GITHUB_API_URL, and any proxy between the runner and GitHub.'
    })
  }
  const files = listed.flatMap(entry =>
    ['filename', 'previous_filename'].flatMap(field => {
      const name = readPath(entry, [field])
      return typeof name === 'string' ? [name] : []
    })
  )
  const named = listed.every(entry => typeof readPath(entry, ['filename']) === 'string')
  // A later page, or a list at GitHub's limit, may hold more.
  const more = answer.link?.includes('rel="next"') === true || listed.length >= COMPARE_FILES_LIMIT
  return { files, whole: named && !more && (status === 'ahead' || status === 'identical'), status }
}
