/**
 * The pull-request comment: one per project (or set of projects), created on the first run and
 * updated on later ones, through the one GitHub client (github/api.ts), within its own time.
 */
import { errorMessage } from '../../lib/errors.js'
import { parseObject } from '../../lib/json.js'
import { Deadline, systemClock } from '../../lib/runtime.js'
import { asSentence, inertText } from '../../lib/text.js'
import { ApiError } from '../../http/errors.js'
import type { GitHubCall } from '../../github/api.js'
import { sameLogin, viewerLogin } from '../../github/issues.js'
import { PublishError } from '../../action/publish.js'
import { gateLabel, type StepResult } from '../results.js'
import type { GatePublisher, PublishContext } from './context.js'
import type { paths } from '@octokit/openapi-types'

/** What GitHub takes to write a pull request's comment, and to update one, as its OpenAPI description says. */
type CommentToWrite =
  paths['/repos/{owner}/{repo}/issues/{issue_number}/comments']['post']['requestBody']['content']['application/json']
type CommentToUpdate =
  paths['/repos/{owner}/{repo}/issues/comments/{comment_id}']['patch']['requestBody']['content']['application/json']

/**
 * All the GitHub calls of one comment together get this long, after the verdict: a slow API never
 * holds the job for more (the README names it).
 */
export const COMMENT_TIMEOUT_MS = 10_000

/** GitHub refuses a comment body longer than this many characters. */
export const COMMENT_BODY_LIMIT = 65_536

/** Pages of 100 comments read at most while looking for this step's comment. */
const MAX_COMMENT_PAGES = 30

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

/** A comment as the list answers it, as far as finding ours needs. */
interface ListedComment {
  id: number
  body: string
  author?: string
}

/**
 * Creates or updates this step's one comment on the pull request; anything in the way throws a
 * PublishError (the job summary still carries everything). Never changes the verdict.
 */
export async function commentOnPullRequest({
  result,
  github: context,
  config,
  githubApi: api,
  markdown,
  logger,
  signal
}: PublishContext): Promise<CommentOutcome> {
  try {
    const target = commentTarget(context, config?.githubToken, logger)
    if (target === undefined || api === undefined) return 'skipped'
    const { owner, repo, pullRequest } = target
    // One budget for every call; none is retried, so a slow or failing API costs at most that.
    const deadline = new Deadline(systemClock, COMMENT_TIMEOUT_MS)
    const call = (subject: string, body?: unknown): GitHubCall => ({
      subject,
      deadline,
      signal,
      logger,
      random: Math.random,
      retry: false,
      forbiddenHint: 'Give the job `permissions: pull-requests: write`, or set comment: false.',
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const marker = commentMarker(commentKey(result))
    const body = fitComment(marker, markdown)
    const issue = `${context.apiUrl}/repos/${owner}/${repo}/issues`
    // Only a comment this token's identity wrote is the gate's: a marker copied into someone
    // else's comment must never make the gate edit it.
    const viewer = await viewerLogin(api, call('asking GitHub whose token this is'))
    const { items: comments } = await api.listPages(
      `${issue}/${pullRequest.number}/comments?per_page=100`,
      call(`listing the comments of pull request #${pullRequest.number}`),
      { maxPages: MAX_COMMENT_PAGES, itemsOf: listedComments }
    )
    const existing = comments.find(
      comment =>
        comment.body.includes(marker) &&
        comment.author !== undefined &&
        viewer !== undefined &&
        sameLogin(comment.author, viewer)
    )
    if (existing !== undefined) {
      await api.request(
        'PATCH',
        `${issue}/comments/${existing.id}`,
        call('updating the certification comment', { body } satisfies CommentToUpdate)
      )
      logger.info(`Updated the certification comment on pull request #${pullRequest.number}.`)
      return 'updated'
    }
    await api.request(
      'POST',
      `${issue}/${pullRequest.number}/comments`,
      call('writing the certification comment', { body } satisfies CommentToWrite)
    )
    logger.info(`Commented on pull request #${pullRequest.number}.`)
    return 'created'
  } catch (error) {
    throw commentFailure(error)
  }
}

/** Where the comment goes, and with which token; undefined (said in the log) when there is nowhere, or no token. */
function commentTarget(context: PublishContext['github'], token: string | undefined, logger: PublishContext['logger']) {
  // A merge-queue entry has no pull request to comment on; that is expected, not a problem.
  if (context.mergeGroup !== undefined) {
    logger.info(
      'comment is true, but this run is for a merge-queue entry, which has no pull request: no comment was written.'
    )
    return undefined
  }
  const pullRequest = context.pullRequest
  const [owner, repo] = (context.repository ?? '').split('/')
  if (pullRequest === undefined || !owner || !repo) {
    logger.warning(
      `comment is true, but this is a '${inertText(context.eventName ?? 'unknown', 40)}' event, not a pull request: ` +
        `no comment was written.`
    )
    return undefined
  }
  if (token === undefined) {
    logger.warning('comment is true, but github-token is empty: no comment was written.')
    return undefined
  }
  return { owner, repo, pullRequest }
}

/** The comments of one page, as far as they have the shape of one. */
function listedComments(text: string): ListedComment[] {
  let page: unknown
  try {
    page = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(page)) return []
  return page.flatMap(item => {
    const comment = parseObject(item)
    const id = comment?.['id']
    const body = comment?.['body']
    const author = parseObject(comment?.['user'])?.['login']
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || typeof body !== 'string') return []
    return [{ id, body, author: typeof author === 'string' ? author : undefined }]
  })
}

/** The marker and the summary, cut at a line to fit GitHub's limit, saying where the rest is. */
function fitComment(marker: string, markdown: string): string {
  const whole = `${marker}\n${markdown}`
  if (whole.length <= COMMENT_BODY_LIMIT) return whole
  const note =
    "\n\n… the rest is left out here, to fit GitHub's size limit for a comment; the job summary has it all.\n"
  const room = COMMENT_BODY_LIMIT - note.length
  const cut = whole.lastIndexOf('\n', room)
  return `${whole.slice(0, cut > marker.length ? cut : room)}${note}`
}

function commentFailure(error: unknown): PublishError {
  if (error instanceof PublishError) return error
  if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
    return new PublishError(
      `Could not comment on the pull request (HTTP ${error.status}: ${error.said ?? error.message}). The token ` +
        `cannot write to this pull request: ` +
        'pull requests from forks get a read-only token. Give the job `permissions: pull-requests: write`, or set ' +
        'comment: false. ' +
        'The job summary has the full result.'
    )
  }
  if (
    error instanceof ApiError &&
    error.kind === 'protocol' &&
    error.status !== undefined &&
    error.status >= 300 &&
    error.status < 400
  ) {
    return new PublishError(
      `Could not comment on the pull request: ${error.message.replace(/\.$/, '')}, so no comment was written. Check ` +
        `GITHUB_API_URL. The job summary has the full result`
    )
  }
  return new PublishError(
    `Could not comment on the pull request: ${asSentence(inertText(errorMessage(error), 300))} The job summary has ` +
      `the full result.`
  )
}
