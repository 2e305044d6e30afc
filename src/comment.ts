import { HttpClient } from '@actions/http-client'
import { errorMessage } from './service/errors.js'
import type { GitHubContext } from './github-context.js'
import type { Logger } from './runtime.js'
import { inertText } from './text.js'

export interface CommentRequest {
  /** Token with write access to pull requests; forks' pull requests get a read-only one. */
  token: string | undefined
  /** Which project the comment speaks for: one comment per project on a pull request. */
  projectKey: string
  /** The job summary, reused as the comment's text (already escaped). */
  markdown: string
  /** What the workflow runs for: which pull request, in which repository. */
  context: GitHubContext
  logger: Logger
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
}

/** All the GitHub calls of one comment together get this long: a slow API never holds the job. */
const COMMENT_TIMEOUT_MS = 30_000

export type CommentOutcome = 'created' | 'updated' | 'skipped'

/** The hidden line that finds this project's comment again on later runs and re-runs. */
export function commentMarker(projectKey: string): string {
  return `<!-- agent-certification-gate project=${encodeURIComponent(projectKey)} -->`
}

/**
 * Creates or updates this project's one comment on the pull request. Never throws and never
 * changes the verdict: anything in the way becomes one warning, and the job summary still
 * carries everything. The Octokit client is only made here, when commenting is on.
 */
export async function commentOnPullRequest(request: CommentRequest): Promise<CommentOutcome> {
  const { logger, context } = request
  try {
    // A merge-queue entry has no pull request to comment on; that is expected, not a problem.
    if (context.mergeGroup !== undefined) {
      logger.info('comment is true, but this run is for a merge-queue entry, which has no pull request: no comment was written.')
      return 'skipped'
    }
    const pullRequest = context.pullRequest
    const [owner, repo] = (context.repository ?? '').split('/')
    if (pullRequest === undefined || !owner || !repo) {
      logger.warning(
        `comment is true, but this is a '${inertText(context.eventName ?? 'unknown', 40)}' event, not a pull request: no comment was written.`
      )
      return 'skipped'
    }
    if (request.token === undefined) {
      logger.warning('comment is true, but github-token is empty: no comment was written.')
      return 'skipped'
    }
    const { getOctokit } = await import('@actions/github')
    const { defaults } = await import('@actions/github/lib/utils')
    // @actions/github sends through undici's own fetch so that proxies work. Without a proxy,
    // Node's global fetch (undici too) does the same job and is the one test tools intercept.
    // Octokit merges `request` shallowly, so the defaults (the proxy's fetch) are spread in.
    const viaProxy = new HttpClient().getAgentDispatcher(context.apiUrl) !== undefined
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(COMMENT_TIMEOUT_MS)])
    const octokit = getOctokit(request.token, {
      request: { ...defaults.request, signal, ...(viaProxy ? {} : { fetch: globalThis.fetch }) }
    })
    const marker = commentMarker(request.projectKey)
    const target = { owner, repo, issue_number: pullRequest.number }
    const body = `${marker}\n${request.markdown}`
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...target, per_page: 100 })
    const existing = comments.find(comment => comment.body?.includes(marker))
    if (existing !== undefined) {
      await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body })
      logger.info(`Updated the certification comment on pull request #${pullRequest.number}.`)
      return 'updated'
    }
    await octokit.rest.issues.createComment({ ...target, body })
    logger.info(`Commented on pull request #${pullRequest.number}.`)
    return 'created'
  } catch (error) {
    logger.warning(commentFailure(error))
    return 'skipped'
  }
}

function commentFailure(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined
  const detail = inertText(errorMessage(error), 200)
  if (status === 403 || status === 401 || status === 404) {
    return (
      `Could not comment on the pull request (HTTP ${status}: ${detail}). The token cannot write to this pull request: ` +
      'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set comment: false. ' +
      'The verdict is unchanged and the job summary has the full result.'
    )
  }
  return `Could not comment on the pull request: ${detail}. The verdict is unchanged and the job summary has the full result.`
}
