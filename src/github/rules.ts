/**
 * The rules GitHub applies to a branch (`GET /repos/{owner}/{repo}/rules/branches/{branch}`), as far as the gate
 * needs them: the merge queue's limit on a required check. GitHub takes a check that has not reported within
 * `check_response_timeout_minutes` as failed and removes the entry from the queue.
 */
import { parseJson } from '../lib/json.js'
import type { CallContext, GitHubApi } from './api.js'

/** At most this many rules are read: a ruleset with more is far past what a branch holds. */
const PAGE_SIZE = 100

/**
 * The minutes the merge queue of `branch` waits for a required check, when a `merge_queue` rule says so; undefined
 * when no rule does (or the answer names none a person could rely on).
 */
export async function mergeQueueCheckLimit(
  api: GitHubApi,
  { repository, branch }: { repository: string; branch: string },
  context: CallContext
): Promise<number | undefined> {
  const answer = await api.request(
    'GET',
    `${api.apiUrl}/repos/${repository}/rules/branches/${encodeURIComponent(branch)}?per_page=${PAGE_SIZE}`,
    {
      ...context,
      subject: `reading the rules of branch ${branch} in ${repository}`,
      forbiddenHint: 'The default token may read them; a token without metadata: read may not.'
    }
  )
  const rules = parseJson(answer.body)
  if (!Array.isArray(rules)) return undefined
  const limits = rules.flatMap(rule => {
    if (typeof rule !== 'object' || rule === null || (rule as { type?: unknown }).type !== 'merge_queue') return []
    const minutes = (rule as { parameters?: { check_response_timeout_minutes?: unknown } }).parameters
      ?.check_response_timeout_minutes
    return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? [minutes] : []
  })
  // Several rulesets may each hold a merge queue rule: the shortest limit is the one an entry meets first.
  return limits.length === 0 ? undefined : Math.min(...limits)
}
