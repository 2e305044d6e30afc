/**
 * The certification side's rules from the event table (github/events.ts): whether a run is on the
 * content it certifies (then it may reuse, carry, or sign a tree), and which history is protected
 * (where base and carry-forward read certifications). The lookups, the carry and the signed
 * statement read them here and nowhere else.
 */
import { branchRefs, refMatches, type RefPattern } from '../../attestation/signer-policy.js'

export { branchRefs } from '../../attestation/signer-policy.js'
import type { GitHubContext } from '../../github/context.js'
import { meaningOf } from '../../github/events.js'
import type { Reason } from '../results.js'

/**
 * Whether this run is on the content of the commit it certifies, or why not: a signature on the
 * commit (or its tree) ran that content's workflow files, and speaks for this run only if it runs
 * them too.
 */
export function runOnContent(github: GitHubContext): Reason | undefined {
  const { runOnContent: rule } = meaningOf(github.eventName)
  if (rule === 'always') return undefined
  const event = github.eventName ?? 'workflow'
  if (rule === 'never') return { kind: 'run-elsewhere', event }
  const commit = github.commit?.sha
  if (
    github.workflowSha === undefined ||
    commit === undefined ||
    github.workflowSha.toLowerCase() === commit.toLowerCase()
  )
    return undefined
  return { kind: 'run-elsewhere', event, runCommit: github.workflowSha }
}

/**
 * Whether a signed statement may name the tree of the commit the run is on: only where the run was on the content it
 * certifies.
 */
export function signsTree(github: GitHubContext): boolean {
  return runOnContent(github) === undefined
}

/**
 * The refs of protected history: those source-ref names, else the default branch and its merge queue; or why none can
 * be told.
 */
export function protectedRefs(
  sourceRefs: readonly RefPattern[],
  github: GitHubContext
): readonly RefPattern[] | Reason {
  if (sourceRefs.length > 0) return sourceRefs
  if (github.defaultBranch === undefined) {
    return {
      kind: 'event-lacks',
      event: github.eventName ?? 'workflow',
      what: 'default branch',
      field: 'repository.default_branch'
    }
  }
  return branchRefs(github.defaultBranch)
}

/**
 * The branch the change goes into, without `refs/heads/`: the base branch of a pull request or a
 * queue entry, the pushed branch of a push; undefined when the event names none.
 */
export function targetBranch(github: GitHubContext): string | undefined {
  const { branch } = meaningOf(github.eventName)
  if (branch === 'the base branch') return github.baseBranch
  if (branch === undefined || github.ref === undefined) return undefined
  return /^refs\/heads\/(.+)$/.exec(github.ref)?.[1]
}

/**
 * Why certifications on the branch the change goes into are not protected history, or undefined
 * when they are: base and carry-forward read only what a pull request cannot sign.
 */
export function unprotectedTarget(
  branch: string,
  refs: readonly RefPattern[],
  sourceRefs: readonly RefPattern[]
): Reason | undefined {
  // A push to the branch is what lands on it: the merge queue's own refs stand for it, not for a branch.
  if (refs.some(pattern => refMatches(pattern, `refs/heads/${branch}`, 'push'))) return undefined
  return { kind: 'unprotected-branch', branch, sourceRefSet: sourceRefs.length > 0 }
}
