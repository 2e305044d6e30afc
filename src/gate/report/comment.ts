/**
 * The pull-request comment: one per project (or set of projects), created on the first run and
 * updated on later ones. Octokit is loaded only here, and only when commenting is on.
 */
import { HttpClient } from '@actions/http-client'
import { errorMessage } from '../../lib/errors.js'
import { gateLabel, type StepResult } from '../results.js'
import { asSentence, inertText } from '../../lib/text.js'
import { PublishError } from '../../action/publish.js'
import type { GatePublisher, PublishContext } from './context.js'

/**
 * All the GitHub calls of one comment together get this long, after the verdict: a slow API never
 * holds the job for more (the README names it).
 */
export const COMMENT_TIMEOUT_MS = 10_000

/** GitHub refuses a comment body longer than this many characters. */
export const COMMENT_BODY_LIMIT = 65_536

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

export const commentPublisher: GatePublisher = {
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
    // Redirects are not followed: fetch would follow one without the token, and a comment written
    // somewhere else, or not at all, must never be reported as written.
    const octokit = getOctokit(token, {
      request: { ...defaults.request, signal, redirect: 'manual', ...(viaProxy ? {} : { fetch: globalThis.fetch }) }
    })
    octokit.hook.wrap('request', async (request, options) => {
      const response = await request(options)
      if (response.status >= 300 && response.status < 400) {
        const location = inertText(String(response.headers.location ?? 'nowhere'), 200)
        throw new PublishError(
          `Could not comment on the pull request: GitHub answered ${inertText(`${options.method} ${options.url}`, 200)} with a redirect (HTTP ${response.status}) to ${location}, which is not followed, so no comment was written. Check GITHUB_API_URL. The job summary has the full result`
        )
      }
      return response
    })
    const marker = commentMarker(commentKey(result))
    const target = { owner, repo, issue_number: pullRequest.number }
    const body = fitComment(marker, markdown)
    // Only a comment this token's identity wrote is the gate's: a marker copied into someone
    // else's comment must never make the gate edit it.
    const { viewer } = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...target, per_page: 100 })
    const existing = comments.find(
      comment => comment.body?.includes(marker) && comment.user != null && sameLogin(comment.user.login, viewer.login)
    )
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

/**
 * The same account, as REST and GraphQL spell it: REST names a GitHub App's bot
 * `github-actions[bot]`, GraphQL's viewer `github-actions`.
 */
function sameLogin(commentAuthor: string, viewer: string): boolean {
  const plain = (login: string) => login.toLowerCase().replace(/\[bot\]$/, '')
  return plain(commentAuthor) === plain(viewer)
}

/** The marker and the summary, cut at a line to fit GitHub's limit, saying where the rest is. */
function fitComment(marker: string, markdown: string): string {
  const whole = `${marker}\n${markdown}`
  if (whole.length <= COMMENT_BODY_LIMIT) return whole
  const note = "\n\n… the rest is left out here, to fit GitHub's size limit for a comment; the job summary has it all.\n"
  const room = COMMENT_BODY_LIMIT - note.length
  const cut = whole.lastIndexOf('\n', room)
  return `${whole.slice(0, cut > marker.length ? cut : room)}${note}`
}

function commentFailure(error: unknown): PublishError {
  if (error instanceof PublishError) return error
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
