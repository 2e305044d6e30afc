/**
 * What each event means to the certification side, in one table: which commit a certification
 * is about, where the event names its base commit and the branch the change goes into, where the
 * tree of the run comes from, and whether a run on it may reuse, carry forward, or sign a tree.
 * The lookups, the carry and the signed statement read these facts here and nowhere else.
 */
import { MERGE_QUEUE_REFS, refMatches, type RefPattern } from '../../attestation/signer-policy.js'
import type { GitHubContext } from '../../github/context.js'
import { inertText } from '../../lib/text.js'

/** One event's row. */
export interface EventMeaning {
  /** Which commit a certification is about: the pull request's head, the queue entry's head, or GITHUB_SHA. */
  commit: 'pull_request.head.sha' | 'merge_group.head_sha' | 'GITHUB_SHA'
  /** Where the event names the base commit and the branch the change goes into; none when it has no base. */
  base?: { commit: string; branch: string }
  /** Where the tree of the commit the run is on comes from: the event's payload, or GitHub's API. */
  tree: 'head_commit.tree_id' | 'GitHub'
  /**
   * Whether the run is on the content it certifies: on pull_request, GitHub's test merge of it; on
   * push and merge_group, the commit itself. Only then may it reuse, carry, or name its tree.
   */
  runOnContent: 'always' | 'when GITHUB_SHA is the commit' | 'never'
  /** Whether a pass may be carried forward by `paths`, and from where the history is walked. */
  carryFrom?: 'the base commit' | 'the pushed commit'
}

/**
 * The table. An event not named here (workflow_dispatch, schedule, …) is read as `other`: its
 * commit is GITHUB_SHA, it has no base, and it carries nothing.
 */
export const EVENTS: Record<'pull_request' | 'pull_request_target' | 'merge_group' | 'push' | 'other', EventMeaning> = {
  pull_request: {
    commit: 'pull_request.head.sha',
    base: { commit: 'pull_request.base.sha', branch: 'pull_request.base.ref' },
    tree: 'GitHub',
    runOnContent: 'always',
    carryFrom: 'the base commit'
  },
  // The run is on the base branch, with the base branch's workflow, while the commit named is the
  // pull request's head: nothing it signs or reads may speak for the head's files.
  pull_request_target: { commit: 'pull_request.head.sha', tree: 'GitHub', runOnContent: 'never' },
  merge_group: {
    commit: 'merge_group.head_sha',
    base: { commit: 'merge_group.base_sha', branch: 'merge_group.base_ref' },
    tree: 'head_commit.tree_id',
    runOnContent: 'always',
    carryFrom: 'the base commit'
  },
  push: {
    commit: 'GITHUB_SHA',
    tree: 'head_commit.tree_id',
    runOnContent: 'when GITHUB_SHA is the commit',
    carryFrom: 'the pushed commit'
  },
  other: { commit: 'GITHUB_SHA', tree: 'GitHub', runOnContent: 'when GITHUB_SHA is the commit' }
}

/** The row of the workflow's event. */
export function meaningOf(github: Pick<GitHubContext, 'eventName'>): EventMeaning {
  const name = github.eventName
  return name === 'pull_request' || name === 'pull_request_target' || name === 'merge_group' || name === 'push'
    ? EVENTS[name]
    : EVENTS.other
}

/**
 * Whether this run is on the content of the commit it certifies, or why not: a signature on the
 * commit (or its tree) ran that content's workflow files, and speaks for this run only if it runs
 * them too.
 */
export function runOnContent(github: GitHubContext): { why: string } | undefined {
  const { runOnContent: rule } = meaningOf(github)
  if (rule === 'always') return undefined
  const event = inertText(github.eventName ?? 'workflow', 40)
  if (rule === 'never') {
    return {
      why: `a ${event} run is on the base branch, not on the commit it certifies, so it runs other workflow files than that commit's`
    }
  }
  const commit = github.commit?.sha
  if (github.workflowSha === undefined || commit === undefined || github.workflowSha.toLowerCase() === commit.toLowerCase())
    return undefined
  return {
    why: `this ${event} run is on commit ${github.workflowSha}, not on the commit it certifies, so it runs other workflow files than a certification signed on that commit did`
  }
}

/** Whether a signed statement may name the tree of the commit the run is on: only where the run was on the content it certifies. */
export function signsTree(github: GitHubContext): boolean {
  return runOnContent(github) === undefined
}

/** The refs of protected history: those source-ref names, else the default branch and its merge queue; or why none can be told. */
export function protectedRefs(sourceRefs: readonly RefPattern[], github: GitHubContext): readonly RefPattern[] | { why: string } {
  if (sourceRefs.length > 0) return sourceRefs
  if (github.defaultBranch === undefined) {
    return {
      why: `the ${inertText(github.eventName ?? 'workflow', 40)} event names no default branch (repository.default_branch), so which certifications are on protected history cannot be told`
    }
  }
  return branchRefs(github.defaultBranch)
}

/** A branch's own refs: a push to it, and its merge queue's entries (`gh-readonly-queue/<branch>/pr-…`). */
export function branchRefs(branch: string): RefPattern[] {
  return [{ exact: `refs/heads/${branch}` }, { prefix: `${MERGE_QUEUE_REFS}${branch}/pr-` }]
}

/**
 * The branch the change goes into, without `refs/heads/`: the base branch of a pull request or a
 * queue entry, the pushed branch of a push; undefined when the event names none.
 */
export function targetBranch(github: GitHubContext): string | undefined {
  if (meaningOf(github).base !== undefined) return github.baseBranch
  if (github.eventName !== 'push') return undefined
  return github.ref === undefined ? undefined : /^refs\/heads\/(.+)$/.exec(github.ref)?.[1]
}

/**
 * Why certifications on the branch the change goes into are not protected history, or undefined
 * when they are: base and carry-forward read only what a pull request cannot sign.
 */
export function unprotectedTarget(branch: string, refs: readonly RefPattern[], sourceRefs: readonly RefPattern[]): string | undefined {
  // A push to the branch is what lands on it: the merge queue's own refs stand for it, not for a branch.
  if (refs.some(pattern => refMatches(pattern, `refs/heads/${branch}`, 'push'))) return undefined
  const which =
    sourceRefs.length > 0
      ? 'source-ref names the branches that do'
      : '`source-ref` names the branches that do; by default only the default branch does'
  return `certifications on branch ${inertText(branch, 100)} do not count; ${which}`
}
