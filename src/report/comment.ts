/**
 * The pull-request comment: one per project (or set of projects), created on the first run and
 * updated on later ones. Octokit is loaded only here, and only when commenting is on.
 */
import { HttpClient } from '@actions/http-client'
import { errorMessage } from '../errors.js'
import { gateLabel, type StepResult } from '../model.js'
import { asSentence, inertText } from '../text.js'
import { PublishError, type PublishContext, type Publisher } from './publisher.js'

/** All the GitHub calls of one comment together get this long: a slow API never holds the job. */
const COMMENT_TIMEOUT_MS = 30_000

export type CommentOutcome = 'created' | 'updated' | 'skipped'

/** Which comment speaks for this step: one per project, or one per set of projects. */
export function commentKey(result: StepResult): string {
  if (result.gates.length === 1) return result.gates[0].projectId ?? 'default'
  return result.gates
    .map(gate => gateLabel(gate))
    .sort()
    .join(',')
}

/** The hidden line that finds this step's comment again on later runs and re-runs. */
export function commentMarker(key: string): string {
  return `<!-- agent-certification-gate project=${encodeURIComponent(key)} -->`
}

export const commentPublisher: Publisher = {
  what: 'the pull-request comment',
  async publish(context) {
    if (context.config?.comment) await commentOnPullRequest(context)
  }
}

/**
 * Creates or updates this step's one comment on the pull request; anything in the way throws a
 * PublishError (the job summary still carries everything). Never changes the verdict.
 */
export async function commentOnPullRequest({
  result,
  github: context,
  config,
  markdown,
  logger,
  signal: jobSignal
}: PublishContext): Promise<CommentOutcome> {
  const token = config?.githubToken
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
    if (token === undefined) {
      logger.warning('comment is true, but github-token is empty: no comment was written.')
      return 'skipped'
    }
    const { getOctokit } = await import('@actions/github')
    const { defaults } = await import('@actions/github/lib/utils')
    // @actions/github sends through undici's own fetch so that proxies work. Without a proxy,
    // Node's global fetch (undici too) does the same job and is the one test tools intercept.
    // Octokit merges `request` shallowly, so the defaults (the proxy's fetch) are spread in.
    const viaProxy = new HttpClient().getAgentDispatcher(context.apiUrl) !== undefined
    const signal = AbortSignal.any([jobSignal, AbortSignal.timeout(COMMENT_TIMEOUT_MS)])
    const octokit = getOctokit(token, {
      request: { ...defaults.request, signal, ...(viaProxy ? {} : { fetch: globalThis.fetch }) }
    })
    const marker = commentMarker(commentKey(result))
    const target = { owner, repo, issue_number: pullRequest.number }
    const body = `${marker}\n${markdown}`
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
    throw commentFailure(error)
  }
}

function commentFailure(error: unknown): PublishError {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined
  const detail = inertText(errorMessage(error), 200)
  if (status === 403 || status === 401 || status === 404) {
    return new PublishError(
      `Could not comment on the pull request (HTTP ${status}: ${detail}). The token cannot write to this pull request: ` +
        'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set comment: false. ' +
        'The job summary has the full result.'
    )
  }
  return new PublishError(`Could not comment on the pull request: ${asSentence(detail)} The job summary has the full result.`)
}
