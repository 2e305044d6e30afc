/**
 * The bodies the fake GitHub answers with, each typed by the response of its operation in GitHub's
 * own OpenAPI description (`@octokit/openapi-types`), with `satisfies`: a field GitHub does not
 * have, or a required one left out, fails `npm run typecheck`. A body GitHub would never send
 * (hostile, truncated, of another shape) is made with `malformed()`, so the two cannot be confused.
 */
import type { components, paths } from '@octokit/openapi-types'

type Schemas = components['schemas']
type Json<Answer> = Answer extends { content: { 'application/json': infer Body } } ? Body : never

/** `GET /repos/{owner}/{repo}/attestations/{subject_digest}`, 200. */
export type AttestationList = Json<
  paths['/repos/{owner}/{repo}/attestations/{subject_digest}']['get']['responses'][200]
>
/** `POST /repos/{owner}/{repo}/attestations`, 201. */
export type AttestationStored = Json<paths['/repos/{owner}/{repo}/attestations']['post']['responses'][201]>
/** `POST /repos/{owner}/{repo}/attestations`: what the gate sends. */
export type AttestationToStore =
  paths['/repos/{owner}/{repo}/attestations']['post']['requestBody']['content']['application/json']
/** `GET /repos/{owner}/{repo}/commits`, 200. */
export type CommitList = Json<paths['/repos/{owner}/{repo}/commits']['get']['responses'][200]>
/** `GET /repos/{owner}/{repo}/compare/{basehead}`, 200. */
export type Comparison = Json<paths['/repos/{owner}/{repo}/compare/{basehead}']['get']['responses'][200]>
/** `GET /repos/{owner}/{repo}/git/commits/{commit_sha}`, 200. */
export type GitCommit = Json<paths['/repos/{owner}/{repo}/git/commits/{commit_sha}']['get']['responses'][200]>
/** The rules GitHub applies to a branch, as `GET /repos/{owner}/{repo}/rules/branches/{branch}` lists them. */
export type BranchRules = Json<paths['/repos/{owner}/{repo}/rules/branches/{branch}']['get']['responses'][200]>
/**
 * The runner's token endpoint (ACTIONS_ID_TOKEN_REQUEST_URL), 200. It is not part of the REST API,
 * so GitHub's OpenAPI description has no type for it: this is the field `@actions/core`'s
 * `getIDToken` reads (`result.value`), and nothing more.
 */
export interface RunnerIdToken {
  value: string
}
/** What GitHub answers a refused request with (401, 403, 404, 422, 5xx). */
export type BasicError = Schemas['basic-error']

declare const MALFORMED: unique symbol
/** A body GitHub would never send, said by name where a test needs one. */
export type Malformed = string & { readonly [MALFORMED]: true }

/** `text` as the body of an answer GitHub would never give: not JSON, another shape, hostile, cut short. */
export function malformed(text: string): Malformed {
  return text as Malformed
}

/** A canned answer of the fake: GitHub's body for the operation, its error body, or one it would never send. */
export interface CannedAnswer<Body> {
  status: number
  body: Body | BasicError | Malformed
  headers?: Record<string, string>
}

/** The text of a canned body, as it goes on the wire. */
export function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body)
}

const API = 'https://api.github.com'
const WEB = 'https://github.com'

/** GitHub's error body: its message and where its documentation is. */
export function errorBody(message: string): BasicError {
  return { message, documentation_url: 'https://docs.github.com/rest' } satisfies BasicError
}

/** A git user as GitHub's commit objects carry it. */
function gitUser(date: string) {
  return { name: 'Octo Cat', email: 'octocat@example.com', date } satisfies NonNullable<Schemas['nullable-git-user']>
}

/**
 * A commit as the commits list and a comparison hold it: its parents, when it was committed, and
 * its tree. `committer: null` where GitHub could not tell who committed (the field is nullable).
 */
export function commitBody(
  repository: string,
  sha: string,
  {
    parents = [],
    committedAt = Date.now(),
    tree = sha,
    committer = true
  }: { parents?: string[]; committedAt?: number; tree?: string; committer?: boolean } = {}
): Schemas['commit'] {
  const date = new Date(committedAt).toISOString()
  return {
    url: `${API}/repos/${repository}/commits/${sha}`,
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    html_url: `${WEB}/${repository}/commit/${sha}`,
    comments_url: `${API}/repos/${repository}/commits/${sha}/comments`,
    commit: {
      url: `${API}/repos/${repository}/git/commits/${sha}`,
      author: gitUser(date),
      committer: committer ? gitUser(date) : null,
      message: 'A commit',
      comment_count: 0,
      tree: { sha: tree, url: `${API}/repos/${repository}/git/trees/${tree}` }
    },
    author: null,
    committer: null,
    parents: parents.map(parent => ({ sha: parent, url: `${API}/repos/${repository}/commits/${parent}` }))
  } satisfies Schemas['commit']
}

/** A commit's git object: its tree. */
export function gitCommitBody(repository: string, sha: string, tree: string): GitCommit {
  const date = new Date(Date.now() - 86_400_000).toISOString()
  return {
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    url: `${API}/repos/${repository}/git/commits/${sha}`,
    html_url: `${WEB}/${repository}/commit/${sha}`,
    author: { date, email: 'octocat@example.com', name: 'Octo Cat' },
    committer: { date, email: 'octocat@example.com', name: 'Octo Cat' },
    message: 'A commit',
    tree: { sha: tree, url: `${API}/repos/${repository}/git/trees/${tree}` },
    parents: [],
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null }
  } satisfies GitCommit
}

/** A file of a comparison: a path, or a rename from `previous_filename`. */
export type ChangedFile = string | { filename: string; previous_filename: string }

function diffEntry(repository: string, file: ChangedFile): Schemas['diff-entry'] {
  const filename = typeof file === 'string' ? file : file.filename
  return {
    sha: null,
    filename,
    ...(typeof file === 'string'
      ? { status: 'modified' as const }
      : { status: 'renamed' as const, previous_filename: file.previous_filename }),
    additions: 1,
    deletions: 1,
    changes: 2,
    blob_url: `${WEB}/${repository}/blob/HEAD/${filename}`,
    raw_url: `${WEB}/${repository}/raw/HEAD/${filename}`,
    contents_url: `${API}/repos/${repository}/contents/${filename}`
  } satisfies Schemas['diff-entry']
}

/**
 * The comparison of `from` with `to`: the files changed, or none (`identical`), unless `status`
 * says how the two stand (`diverged`, `behind`). `files` left out, as GitHub may (the field is
 * optional), when `files` is undefined.
 */
export function comparisonBody(
  repository: string,
  from: string,
  to: string,
  files: ChangedFile[] | undefined,
  status?: Comparison['status']
): Comparison {
  const basehead = `${from}...${to}`
  return {
    url: `${API}/repos/${repository}/compare/${basehead}`,
    html_url: `${WEB}/${repository}/compare/${basehead}`,
    permalink_url: `${WEB}/${repository}/compare/${basehead}`,
    diff_url: `${WEB}/${repository}/compare/${basehead}.diff`,
    patch_url: `${WEB}/${repository}/compare/${basehead}.patch`,
    base_commit: commitBody(repository, from),
    merge_base_commit: commitBody(repository, from),
    status: status ?? (files?.length === 0 ? 'identical' : 'ahead'),
    ahead_by: files?.length === 0 ? 0 : 1,
    behind_by: 0,
    total_commits: files?.length === 0 ? 0 : 1,
    commits: files?.length === 0 ? [] : [commitBody(repository, to, { parents: [from] })],
    ...(files === undefined ? {} : { files: files.map(filename => diffEntry(repository, filename)) })
  } satisfies Comparison
}

/** One entry of an attestations list: the bundle inline, or behind `bundle_url` (newer API versions). */
export type AttestationEntry = NonNullable<AttestationList['attestations']>[number]

/** A Sigstore bundle as GitHub lists it. */
export type Bundle = NonNullable<AttestationEntry['bundle']>

/** `value` listed where a bundle goes, though GitHub would never list it: not an object, or of another shape. */
export function malformedBundle(value: unknown): Bundle {
  return value as Bundle
}

/** A page of a subject's attestations. */
export function attestationListBody(entries: AttestationEntry[]): AttestationList {
  return { attestations: entries } satisfies AttestationList
}

/** `GET /repos/{owner}/{repo}/issues/{issue_number}/comments`, 200. */
export type IssueList = Json<paths['/repos/{owner}/{repo}/issues']['get']['responses'][200]>

export type IssueCommentList = Json<
  paths['/repos/{owner}/{repo}/issues/{issue_number}/comments']['get']['responses'][200]
>

/** A user as GitHub names one in a comment: `github-actions[bot]` for the job's token. */
function simpleUser(login: string): Schemas['simple-user'] {
  const url = `${API}/users/${encodeURIComponent(login)}`
  return {
    login,
    id: 41898282,
    node_id: `U_${login}`,
    avatar_url: `https://avatars.githubusercontent.com/u/41898282`,
    gravatar_id: '',
    url,
    html_url: `${WEB}/${encodeURIComponent(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false
  } satisfies Schemas['simple-user']
}

/**
 * A pull request's comment as `GET …/issues/{n}/comments` lists it and `POST`/`PATCH` answer it:
 * its id, its text and who wrote it.
 */
export function issueCommentBody(
  repository: string,
  issue: number,
  { id, body, login = 'github-actions[bot]' }: { id: number; body: string; login?: string }
): Schemas['issue-comment'] {
  const at = new Date(Date.now() - 3_600_000).toISOString()
  return {
    id,
    node_id: `IC_${id}`,
    url: `${API}/repos/${repository}/issues/comments/${id}`,
    html_url: `${WEB}/${repository}/pull/${issue}#issuecomment-${id}`,
    issue_url: `${API}/repos/${repository}/issues/${issue}`,
    body,
    user: simpleUser(login),
    created_at: at,
    updated_at: at,
    author_association: 'NONE'
  } satisfies Schemas['issue-comment']
}

/** One of the repository's issues as GitHub answers it (listed, opened, updated): its number, title, state, labels. */
export interface FakeIssue {
  repository: string
  number: number
  title: string
  body: string
  labels: string[]
  state: 'open' | 'closed'
  /** Who opened it: the job's token (`github-actions[bot]`) unless said. */
  login?: string
  /** A pull request, which GitHub's issues list gives too. */
  pullRequest?: boolean
}

/** An issue as `GET /repos/{owner}/{repo}/issues` lists it and `POST` / `PATCH` answer it. */
export function issueBody(issue: FakeIssue): Schemas['issue'] {
  const { repository, number } = issue
  const url = `${API}/repos/${repository}/issues/${number}`
  const at = new Date(Date.now() - 3_600_000).toISOString()
  return {
    id: 70_000 + number,
    node_id: `I_${number}`,
    url,
    repository_url: `${API}/repos/${repository}`,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: `${WEB}/${repository}/issues/${number}`,
    number,
    state: issue.state,
    title: issue.title,
    body: issue.body,
    user: simpleUser(issue.login ?? 'github-actions[bot]'),
    labels: issue.labels.map(name => ({ name })),
    assignee: null,
    milestone: null,
    locked: false,
    comments: 0,
    ...(issue.pullRequest === true
      ? { pull_request: { diff_url: null, html_url: null, patch_url: null, url: null } }
      : {}),
    closed_at: issue.state === 'closed' ? at : null,
    created_at: at,
    updated_at: at,
    author_association: 'NONE'
  } satisfies Schemas['issue']
}

/** A branch's rules with one merge queue, which takes a required check silent for `minutes` as failed. */
export function mergeQueueRules(minutes: number, repository = 'example/agent'): BranchRules {
  return [
    {
      type: 'merge_queue',
      ruleset_source_type: 'Repository',
      ruleset_source: repository,
      ruleset_id: 7,
      parameters: {
        check_response_timeout_minutes: minutes,
        grouping_strategy: 'ALLGREEN',
        max_entries_to_build: 5,
        max_entries_to_merge: 5,
        merge_method: 'SQUASH',
        min_entries_to_merge: 1,
        min_entries_to_merge_wait_minutes: 5
      }
    }
  ]
}
