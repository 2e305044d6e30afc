/**
 * What each workflow event means, in one table: where its payload names the commit a
 * certification is about, the base commit and the branch the change goes into, and the head
 * commit whose tree it gives; whether its run is on the content it certifies, where a carry
 * forward walks history from, the branch the change goes into, the refs a certification reused on
 * it may have been signed on, and whether its run is a pull request's own. The runner's context reads the payload by
 * it, and the gate's
 * certification side (gate/certified/events.ts) its rules.
 */

/** Keys into an event's payload: `['pull_request', 'base', 'sha']`. */
export type PayloadPath = readonly string[]

/** One event's row. */
export interface EventMeaning {
  /** Where the payload names the commit a certification is about, and why that one; absent, GITHUB_SHA. */
  commit?: { path: PayloadPath; source: 'pull-request-head' | 'merge-group-head' }
  /** Where the payload names the base commit and the branch the change goes into; none when the event has no base. */
  base?: { commit: PayloadPath; branch: PayloadPath }
  /**
   * Where the payload names the head commit (`id`, `tree_id`) whose tree is GITHUB_SHA's; absent, the tree is GitHub's
   * to say.
   */
  headCommit?: PayloadPath
  /**
   * Whether the run is on the content it certifies: on pull_request, GitHub's test merge of it; on
   * push and merge_group, the commit itself. Only then may it reuse, carry, or name its tree.
   */
  runOnContent: 'always' | 'when GITHUB_SHA is the commit' | 'never'
  /** Whether a pass may be carried forward by `paths`, and from where history is walked. */
  carryFrom?: 'the base commit' | 'the pushed commit'
  /**
   * The branch the change goes into: the base branch (from `base`), the pushed branch (GITHUB_REF); none for other
   * events.
   */
  branch?: 'the base branch' | 'the pushed branch'
  /**
   * The refs a certification reused on this event may have been signed on, unless source-ref says:
   * that branch and its merge queue (what the deploy's verify accepts), or any ref (on a pull
   * request the signer policy's re-run rule decides).
   */
  reuseSignedOn: 'the branch and its queue' | 'any ref'
  /**
   * A pull request's own run, on its ref (`refs/pull/N/…`): on its test merge, running the workflow
   * as the pull request edited it, or on the base branch with the base's workflow. None otherwise.
   */
  pullRequestRun?: 'on its test merge' | 'on the base branch'
}

const PULL_REQUEST_HEAD = { path: ['pull_request', 'head', 'sha'], source: 'pull-request-head' } as const

/**
 * The table. An event not named here (workflow_dispatch, schedule, a review or a comment on a pull
 * request, …) is read as `other`: the pull request's head when its payload names one, else GITHUB_SHA;
 * no base; nothing carried.
 */
export const EVENTS: Record<'pull_request' | 'pull_request_target' | 'merge_group' | 'push' | 'other', EventMeaning> = {
  pull_request: {
    commit: PULL_REQUEST_HEAD,
    base: { commit: ['pull_request', 'base', 'sha'], branch: ['pull_request', 'base', 'ref'] },
    runOnContent: 'always',
    carryFrom: 'the base commit',
    branch: 'the base branch',
    reuseSignedOn: 'any ref',
    pullRequestRun: 'on its test merge'
  },
  // The run is on the base branch, with the base branch's workflow, while the commit named is the
  // pull request's head: nothing it signs or reads may speak for the head's files.
  pull_request_target: {
    commit: PULL_REQUEST_HEAD,
    runOnContent: 'never',
    reuseSignedOn: 'any ref',
    pullRequestRun: 'on the base branch'
  },
  merge_group: {
    commit: { path: ['merge_group', 'head_sha'], source: 'merge-group-head' },
    base: { commit: ['merge_group', 'base_sha'], branch: ['merge_group', 'base_ref'] },
    headCommit: ['merge_group', 'head_commit'],
    runOnContent: 'always',
    carryFrom: 'the base commit',
    branch: 'the base branch',
    reuseSignedOn: 'the branch and its queue'
  },
  push: {
    headCommit: ['head_commit'],
    runOnContent: 'when GITHUB_SHA is the commit',
    carryFrom: 'the pushed commit',
    branch: 'the pushed branch',
    reuseSignedOn: 'the branch and its queue'
  },
  other: {
    commit: PULL_REQUEST_HEAD,
    headCommit: ['head_commit'],
    runOnContent: 'when GITHUB_SHA is the commit',
    reuseSignedOn: 'any ref'
  }
}

/** The row of an event, by its name (GITHUB_EVENT_NAME). */
export function meaningOf(eventName: string | undefined): EventMeaning {
  return eventName === 'pull_request' ||
    eventName === 'pull_request_target' ||
    eventName === 'merge_group' ||
    eventName === 'push'
    ? EVENTS[eventName]
    : EVENTS.other
}

/** A payload path as a person reads it: `pull_request.base.sha`. */
export function fieldName(path: PayloadPath): string {
  return path.join('.')
}
