/**
 * The rules the certification side reads off the event table (src/gate/certified/events.ts):
 * whether a run is on the content it certifies, which branch a change goes into, and whether
 * certifications on that branch are protected history. The lookups built on them are in
 * choose.test.ts.
 */
import {
  branchRefs,
  protectedRefs,
  runOnContent,
  signsTree,
  targetBranch,
  unprotectedTarget
} from '../src/gate/certified/events.js'
import type { GitHubContext } from '../src/github/context.js'

const HEAD = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00'
const context = (more: Partial<GitHubContext>): GitHubContext => ({
  serverUrl: 'https://github.com',
  apiUrl: 'https://api.github.com',
  ...more
})

describe('the branch a change goes into', () => {
  it('is the base branch of a pull request or a queue entry, the pushed branch of a push, and none for any other event', () => {
    expect(targetBranch(context({ eventName: 'pull_request', baseBranch: 'main', ref: 'refs/pull/7/merge' }))).toBe(
      'main'
    )
    expect(targetBranch(context({ eventName: 'merge_group', baseBranch: 'main' }))).toBe('main')
    expect(targetBranch(context({ eventName: 'push', ref: 'refs/heads/release/1.x' }))).toBe('release/1.x')
    expect(targetBranch(context({ eventName: 'push', ref: 'refs/tags/v1' }))).toBeUndefined()
    // A run started by hand on main goes into no branch: it merges nothing.
    expect(targetBranch(context({ eventName: 'workflow_dispatch', ref: 'refs/heads/main' }))).toBeUndefined()
  })

  it('is protected history when a push to it counts: the default branch, or a branch source-ref names', () => {
    expect(unprotectedTarget('main', branchRefs('main'), [])).toBeUndefined()
    expect(unprotectedTarget('evil', branchRefs('main'), [])).toEqual({
      kind: 'unprotected-branch',
      branch: 'evil',
      sourceRefSet: false
    })
    const release = [{ prefix: 'refs/heads/release/' }]
    expect(unprotectedTarget('release/1.x', release, release)).toBeUndefined()
    expect(unprotectedTarget('main', release, release)).toEqual({
      kind: 'unprotected-branch',
      branch: 'main',
      sourceRefSet: true
    })
    // The queue's refs stand for the branch's own entries, not for a branch named like them.
    expect(unprotectedTarget('gh-readonly-queue/main/pr-1', branchRefs('main'), [])).toMatchObject({
      kind: 'unprotected-branch'
    })
  })

  it('reads protected history from the default branch unless source-ref names it, and cannot tell it without one', () => {
    expect(protectedRefs([], context({ defaultBranch: 'trunk' }))).toEqual(branchRefs('trunk'))
    expect(protectedRefs([{ exact: 'refs/heads/x' }], context({}))).toEqual([{ exact: 'refs/heads/x' }])
    expect(protectedRefs([], context({ eventName: 'merge_group' }))).toEqual({
      kind: 'event-lacks',
      event: 'merge_group',
      what: 'default branch',
      field: 'repository.default_branch'
    })
    expect(protectedRefs([], context({}))).toMatchObject({ event: 'workflow' })
  })
})

describe('a run on the content it certifies', () => {
  it('is a push or a pull request run on the commit it certifies, never a pull_request_target run', () => {
    const push = context({
      eventName: 'push',
      commit: { sha: HEAD, source: 'workflow' },
      workflowSha: HEAD.toUpperCase()
    })
    expect(runOnContent(push)).toBeUndefined()
    expect(signsTree(push)).toBe(true)
    const elsewhere = context({
      eventName: 'push',
      commit: { sha: HEAD, source: 'workflow' },
      workflowSha: 'f'.repeat(40)
    })
    expect(runOnContent(elsewhere)).toEqual({ kind: 'run-elsewhere', event: 'push', runCommit: 'f'.repeat(40) })
    expect(signsTree(elsewhere)).toBe(false)
    const target = context({
      eventName: 'pull_request_target',
      commit: { sha: HEAD, source: 'pull-request-head' },
      workflowSha: HEAD
    })
    expect(runOnContent(target)).toEqual({ kind: 'run-elsewhere', event: 'pull_request_target' })
    expect(signsTree(target)).toBe(false)
  })
})
