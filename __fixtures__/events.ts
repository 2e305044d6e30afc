/**
 * The events the tests, the demo, `npm run cost` and `npm run action` hand the action, each built
 * here, once, from a whole payload as GitHub sends it (webhook-payloads.ts) and typed by GitHub's
 * webhook types: a field GitHub does not send, or a misspelt one, fails `npm run typecheck`. The
 * builders set what the gate reads; a field GitHub may leave out is left out by asking for it
 * (`repository: false` on merge_group, whose description makes it optional). A payload GitHub
 * would never send (no base on a pull request) says so by name.
 */
import type { components } from '@octokit/openapi-webhooks-types'
import { MERGE_GROUP_CHECKS_REQUESTED, PULL_REQUEST_SYNCHRONIZE, PUSH, REPOSITORY } from './webhook-payloads.ts'

type Schemas = components['schemas']
export type PullRequestPayload = Schemas['webhook-pull-request-synchronize']
export type MergeGroupPayload = Schemas['webhook-merge-group-checks-requested']
export type PushPayload = Schemas['webhook-push']

declare const MALFORMED: unique symbol
/** A payload GitHub would never send, said by name where a test needs one. */
export type MalformedPayload = Record<string, unknown> & { readonly [MALFORMED]: true }

/** `payload` as an event GitHub would never send: fields missing that it always sends, or of another shape. */
export function malformedEvent(name: string, payload: Record<string, unknown>): EventFile<MalformedPayload> {
  return { name, payload: payload as MalformedPayload }
}

/** An event as the runner's event file holds it, with the name GITHUB_EVENT_NAME gives it. */
export interface EventFile<Payload> {
  name: string
  payload: Payload
}

/** The repository an event is of: `owner/name`, its default branch, its visibility. */
export interface RepositoryFacts {
  fullName?: string
  defaultBranch?: string
  visibility?: 'public' | 'private' | 'internal'
}

const EXAMPLE: Required<RepositoryFacts> = { fullName: 'example/agent', defaultBranch: 'main', visibility: 'private' }

/** The fields of a repository the gate reads, over `shape`'s placeholders. */
function withRepository<
  Shape extends { full_name: string; name: string; default_branch: string; owner: object | null }
>(shape: Shape, facts: RepositoryFacts): Shape & { visibility: string; private: boolean } {
  const { fullName, defaultBranch, visibility } = { ...EXAMPLE, ...facts }
  const [owner, name] = fullName.split('/')
  return {
    ...shape,
    full_name: fullName,
    name,
    owner: { ...shape.owner, login: owner },
    default_branch: defaultBranch,
    visibility,
    private: visibility !== 'public'
  }
}

export interface PullRequestFacts extends RepositoryFacts {
  number: number
  head: string
  /** The base commit. */
  base: string
  /** The branch the change goes into, without `refs/heads/`. */
  baseRef?: string
  /** `pull_request_target`: the same payload, under the other name. */
  name?: 'pull_request' | 'pull_request_target'
}

/**
 * A push to a pull request whose payload names no base: GitHub always names one, so this is a
 * malformed event, for the gate's refusal to compare with a base it cannot tell.
 */
export function pullRequestEventWithoutBase(facts: Omit<PullRequestFacts, 'base'>): EventFile<MalformedPayload> {
  const { payload } = pullRequestEvent({ ...facts, base: '' })
  const pullRequest: Partial<PullRequestPayload['pull_request']> = { ...payload.pull_request }
  delete pullRequest.base
  return malformedEvent(facts.name ?? 'pull_request', { ...payload, pull_request: pullRequest })
}

/** A push to a pull request (`synchronize`), or the same as `pull_request_target`. */
export function pullRequestEvent(facts: PullRequestFacts): EventFile<PullRequestPayload> {
  const { number, head, base, baseRef = 'main' } = facts
  const repository = withRepository(PULL_REQUEST_SYNCHRONIZE.repository, facts)
  const { pull_request: pull } = PULL_REQUEST_SYNCHRONIZE
  const payload = {
    ...PULL_REQUEST_SYNCHRONIZE,
    number,
    after: head,
    pull_request: {
      ...pull,
      number,
      html_url: `https://github.com/${repository.full_name}/pull/${number}`,
      head: { ...pull.head, sha: head },
      base: { ...pull.base, sha: base, ref: baseRef }
    },
    repository
  } satisfies PullRequestPayload
  return { name: facts.name ?? 'pull_request', payload }
}

export interface MergeGroupFacts extends RepositoryFacts {
  /** The queue entry's head commit, and its tree when known. */
  head: string
  tree?: string
  headRef: string
  base: string
  baseRef?: string
  /** `false`: no `repository`, as GitHub's description allows a merge_group event. */
  repository?: false
}

/** A merge-queue entry asking for its checks. */
export function mergeGroupEvent(facts: MergeGroupFacts): EventFile<MergeGroupPayload> {
  const { merge_group: group } = MERGE_GROUP_CHECKS_REQUESTED
  // One literal under satisfies, so that a misspelt field (treeId) is refused, not added beside the placeholder.
  const payload = {
    ...MERGE_GROUP_CHECKS_REQUESTED,
    merge_group: {
      ...group,
      head_sha: facts.head,
      head_ref: facts.headRef,
      base_sha: facts.base,
      base_ref: facts.baseRef ?? 'refs/heads/main',
      head_commit: { ...group.head_commit, id: facts.head, tree_id: facts.tree ?? '' }
    },
    ...(facts.repository === false ? {} : { repository: withRepository(REPOSITORY, facts) })
  } satisfies MergeGroupPayload
  return { name: 'merge_group', payload }
}

export interface PushFacts extends RepositoryFacts {
  after: string
  /** The pushed commit's tree, when the event should name it (`head_commit.tree_id`). */
  tree?: string
  ref?: string
}

/** A push to a branch (main unless said). */
export function pushEvent(facts: PushFacts): EventFile<PushPayload> {
  const author = { name: 'Octo Cat', email: 'octocat@example.com' }
  const payload = {
    ...PUSH,
    ref: facts.ref ?? 'refs/heads/main',
    after: facts.after,
    head_commit:
      facts.tree === undefined
        ? null
        : {
            id: facts.after,
            tree_id: facts.tree,
            distinct: true,
            message: 'A commit',
            timestamp: '2026-11-26T00:00:00Z',
            url: '',
            author,
            committer: author,
            added: [],
            removed: [],
            modified: []
          },
    repository: withRepository(PUSH.repository, facts)
  } satisfies PushPayload
  return { name: 'push', payload }
}

/** A scheduled run's event file: not a webhook, GitHub Actions' own, naming its cron and the repository. */
export interface SchedulePayload {
  schedule: string
  workflow: string
  repository: ReturnType<typeof withRepository<typeof REPOSITORY>>
}

/** A night: the default branch's workflow on its cron (`0 3 * * *` unless said). */
export function scheduleEvent(facts: RepositoryFacts & { cron?: string } = {}): EventFile<SchedulePayload> {
  return {
    name: 'schedule',
    payload: {
      schedule: facts.cron ?? '0 3 * * *',
      workflow: '.github/workflows/nightly.yml',
      repository: withRepository(REPOSITORY, facts)
    }
  }
}

export type WorkflowDispatchPayload = Schemas['webhook-workflow-dispatch']

/** A run started by hand from the Actions tab, on `ref` (the default branch unless said). */
export function workflowDispatchEvent(
  facts: RepositoryFacts & { ref?: string } = {}
): EventFile<WorkflowDispatchPayload> {
  const payload = {
    inputs: null,
    ref: facts.ref ?? 'refs/heads/main',
    repository: withRepository(REPOSITORY, facts),
    sender: { ...PULL_REQUEST_SYNCHRONIZE.sender, login: 'octocat' },
    workflow: '.github/workflows/nightly.yml'
  } satisfies WorkflowDispatchPayload
  return { name: 'workflow_dispatch', payload }
}
