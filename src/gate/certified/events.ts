/**
 * The certification side's rules from the event table (github/events.ts): whether a run is on the
 * content it certifies (then it may reuse, carry, or sign a tree), and which history is protected
 * (where base and carry-forward read certifications). The lookups, the carry and the signed
 * statement read them here and nowhere else.
 */
import { MERGE_QUEUE_REFS, refMatches, type RefPattern } from '../../attestation/signer-policy.js'
import type { GitHubContext } from '../../github/context.js'
import { meaningOf } from '../../github/events.js'
import { inertText } from '../../lib/text.js'

/**
 * Whether this run is on the content of the commit it certifies, or why not: a signature on the
 * commit (or its tree) ran that content's workflow files, and speaks for this run only if it runs
 * them too.
 */
export function runOnContent(github: GitHubContext): { why: string } | undefined {
  const { runOnContent: rule } = meaningOf(github.eventName)
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
  if (meaningOf(github.eventName).base !== undefined) return github.baseBranch
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
