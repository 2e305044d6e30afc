/**
 * What GitHub says this workflow run is for: the event, the repository, the pull request or
 * merge-queue entry, the commit and its base, and the workflow that runs. Read once from the
 * runner's environment and event file, for both actions, without loading Octokit.
 */
import { readFileSync } from 'node:fs'
import { meaningOf, type EventMeaning, type PayloadPath } from './events.js'

/** Which commit the workflow ran for, and why that one. */
export interface WorkflowCommit {
  sha: string
  /** `pull-request-head`: the pull request's head, not GitHub's test-merge commit. */
  source: 'pull-request-head' | 'merge-group-head' | 'workflow'
}

export interface GitHubContext {
  eventName?: string
  /** `owner/name`. */
  repository?: string
  serverUrl: string
  apiUrl: string
  pullRequest?: { number: number; url?: string }
  /** A merge-queue entry: no pull request, its own head commit. */
  mergeGroup?: { headRef?: string; baseRef?: string }
  commit?: WorkflowCommit
  /** GITHUB_SHA: the commit the run itself is on (on pull_request, GitHub's test-merge commit). */
  workflowSha?: string
  /** The git tree of GITHUB_SHA, when the event's payload names it (`head_commit.tree_id` on push and merge_group). */
  workflowTree?: string
  /**
   * The base the change is compared with: `pull_request.base.sha` on pull_request, `merge_group.base_sha` on
   * merge_group, GITHUB_SHA itself on schedule and workflow_dispatch (the default branch's certifications of it before
   * this run); none on other events.
   */
  baseCommit?: string
  /**
   * The branch the change goes into, without `refs/heads/`: `pull_request.base.ref`, `merge_group.base_ref`'s
   * branch, or the default branch on schedule and workflow_dispatch.
   */
  baseBranch?: string
  /** The repository's default branch, without `refs/heads/`, as the event's `repository.default_branch` says. */
  defaultBranch?: string
  /** GITHUB_REF: the ref the run itself is on (`refs/heads/main`, `refs/pull/7/merge`, a merge queue's branch). */
  ref?: string
  /** GITHUB_WORKFLOW_REF: the running workflow, `owner/repo/.github/workflows/file.yml@ref`. */
  workflowRef?: string
  workflowRunUrl?: string
  /** RUNNER_TEMP: the job's own temporary folder. */
  runnerTemp?: string
  /**
   * Where the running action's own page is: its README on `GITHUB_ACTION_REPOSITORY` at
   * `GITHUB_ACTION_REF`, when the runner sets both (it leaves them empty for a local action).
   */
  actionReadmeUrl?: string
}

type Environment = Record<string, string | undefined>

/** Reads the context from the runner's variables and event file; every part is optional outside a runner. */
export function readGitHubContext(env: Environment = process.env): GitHubContext {
  const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '')
  const apiUrl = (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, '')
  const repository = env['GITHUB_REPOSITORY'] || undefined
  const eventName = env['GITHUB_EVENT_NAME'] || undefined
  const payload = readEvent(env['GITHUB_EVENT_PATH'])
  const pullRequest = objectAt(payload, 'pull_request')
  const mergeGroup = eventName === 'merge_group' ? objectAt(payload, 'merge_group') : undefined

  const context: GitHubContext = { eventName, repository, serverUrl, apiUrl }
  const number = pullRequest?.['number']
  if (pullRequest !== undefined && typeof number === 'number' && Number.isSafeInteger(number)) {
    context.pullRequest = { number, url: stringAt(pullRequest, 'html_url') }
  }
  if (mergeGroup !== undefined) {
    context.mergeGroup = { headRef: stringAt(mergeGroup, 'head_ref'), baseRef: stringAt(mergeGroup, 'base_ref') }
  }
  // Where the payload names the commit, the base and the head commit: the event table's, read once.
  const meaning = meaningOf(eventName)
  context.commit = workflowCommit(env, payload, meaning)
  const sha = env['GITHUB_SHA']
  if (sha !== undefined && isSha(sha)) context.workflowSha = sha
  const tree = meaning.headCommit === undefined ? undefined : headTree(objectAtPath(payload, meaning.headCommit), sha)
  if (tree !== undefined) context.workflowTree = tree.toLowerCase()
  // Only the events with a base compare with one: on pull_request_target, a review or a comment the payload names a
  // pull request too, but the run is not the change's own.
  const baseSha =
    meaning.base === undefined
      ? undefined
      : meaning.base.commit === 'GITHUB_SHA'
        ? env['GITHUB_SHA']
        : stringAtPath(payload, meaning.base.commit)
  if (baseSha !== undefined && isSha(baseSha)) context.baseCommit = baseSha
  const baseRef = meaning.base === undefined ? undefined : stringAtPath(payload, meaning.base.branch)
  if (baseRef !== undefined) context.baseBranch = baseRef.replace(/^refs\/heads\//, '')
  const defaultBranch = stringAt(objectAt(payload, 'repository'), 'default_branch')
  if (defaultBranch !== undefined) context.defaultBranch = defaultBranch
  if (env['GITHUB_REF']) context.ref = env['GITHUB_REF']
  if (env['GITHUB_WORKFLOW_REF']) context.workflowRef = env['GITHUB_WORKFLOW_REF']
  if (env['RUNNER_TEMP']) context.runnerTemp = env['RUNNER_TEMP']
  const actionRepository = env['GITHUB_ACTION_REPOSITORY']
  const actionRef = env['GITHUB_ACTION_REF']
  if (actionRepository && /^[\w.-]+\/[\w.-]+$/.test(actionRepository) && actionRef && /^[\w./-]+$/.test(actionRef)) {
    context.actionReadmeUrl = `${serverUrl}/${actionRepository}/blob/${encodeURI(actionRef)}/README.md`
  }
  const runId = env['GITHUB_RUN_ID']
  if (repository !== undefined && runId)
    context.workflowRunUrl = `${serverUrl}/${repository}/actions/runs/${encodeURIComponent(runId)}`
  return context
}

/** The tree of GITHUB_SHA from the event's head commit (`id`, `tree_id`), when that commit is the one the run is on. */
function headTree(head: Record<string, unknown> | undefined, sha: string | undefined): string | undefined {
  const id = stringAt(head, 'id')
  const tree = stringAt(head, 'tree_id')
  return sha !== undefined && id?.toLowerCase() === sha.toLowerCase() && tree !== undefined && isSha(tree)
    ? tree
    : undefined
}

/** The commit the event's row names (the pull request's head, the queue entry's head), else GITHUB_SHA. */
function workflowCommit(
  env: Environment,
  payload: Record<string, unknown> | undefined,
  meaning: EventMeaning
): WorkflowCommit | undefined {
  const named = meaning.commit === undefined ? undefined : stringAtPath(payload, meaning.commit.path)
  if (meaning.commit !== undefined && named !== undefined && isSha(named))
    return { sha: named, source: meaning.commit.source }
  const sha = env['GITHUB_SHA']
  return sha !== undefined && isSha(sha) ? { sha, source: 'workflow' } : undefined
}

function readEvent(path: string | undefined): Record<string, unknown> | undefined {
  if (!path) return undefined
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function objectAt(value: Record<string, unknown> | undefined, key: string): Record<string, unknown> | undefined {
  const inner = value?.[key]
  return inner !== null && typeof inner === 'object' && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : undefined
}

function objectAtPath(
  value: Record<string, unknown> | undefined,
  path: PayloadPath
): Record<string, unknown> | undefined {
  return path.reduce<Record<string, unknown> | undefined>((inner, key) => objectAt(inner, key), value)
}

function stringAtPath(value: Record<string, unknown> | undefined, path: PayloadPath): string | undefined {
  return stringAt(objectAtPath(value, path.slice(0, -1)), path[path.length - 1])
}

function stringAt(value: Record<string, unknown> | undefined, key: string): string | undefined {
  const inner = value?.[key]
  return typeof inner === 'string' && inner !== '' ? inner : undefined
}

const isSha = (text: string) => /^[0-9a-f]{7,64}$/i.test(text)
