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
  /**
   * Where the payload names the base commit (or GITHUB_SHA itself: a run on the default branch compares with that
   * commit's certifications before it) and the branch the change goes into; and which of the base commit's
   * certifications is the base: the first (a re-run cannot re-roll it) unless the default branch's scheduled run
   * certified it since (`first-or-scheduled`), or the newest by a run of the default branch or its queue (`newest`:
   * a night compares with the night before). None when the event has no base.
   */
  base?: { commit: PayloadPath | 'GITHUB_SHA'; branch: PayloadPath; pick: 'first-or-scheduled' | 'newest' }
  /**
   * False when a certification may never spare this event's run (reuse, carry-forward): a scheduled run is there to
   * run again, on the same commit, to see whether the score moved.
   */
  spares?: false
  /** True where `drift-issue` speaks (on the default branch): a night, or one started by hand. */
  watchesDrift?: true
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

/** A run on the default branch's commit compares with that commit's certifications, the newest of main's own runs. */
const DEFAULT_BRANCH_BASE = {
  commit: 'GITHUB_SHA',
  branch: ['repository', 'default_branch'],
  pick: 'newest'
} as const

/**
 * The events whose certification of the default branch a pull request may compare with in place of the commit's
 * first: the Build Trigger of a scheduled run, which no writer of a branch can start at will.
 */
export const SCHEDULED_TRIGGER = 'schedule'

/** The triggers of a certification a night compares with: main's own runs, never a pull request's or one by hand. */
export const DEFAULT_BRANCH_TRIGGERS: readonly string[] = ['merge_group', 'push', SCHEDULED_TRIGGER]

/**
 * The table. An event not named here (a review or a comment on a pull request, …) is read as `other`: the pull
 * request's head when its payload names one, else GITHUB_SHA; no base; nothing carried.
 */
export const EVENTS: Record<
  'pull_request' | 'pull_request_target' | 'merge_group' | 'push' | 'schedule' | 'workflow_dispatch' | 'other',
  EventMeaning
> = {
  pull_request: {
    commit: PULL_REQUEST_HEAD,
    base: {
      commit: ['pull_request', 'base', 'sha'],
      branch: ['pull_request', 'base', 'ref'],
      pick: 'first-or-scheduled'
    },
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
    base: { commit: ['merge_group', 'base_sha'], branch: ['merge_group', 'base_ref'], pick: 'first-or-scheduled' },
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
  // The default branch, again, on a clock: compared with the night before, and never spared by a certification.
  schedule: {
    base: DEFAULT_BRANCH_BASE,
    headCommit: ['head_commit'],
    runOnContent: 'always',
    branch: 'the base branch',
    reuseSignedOn: 'the branch and its queue',
    spares: false,
    watchesDrift: true
  },
  // A night by hand (or any run started from the Actions tab): compared as a night is, and reused as before.
  workflow_dispatch: {
    base: DEFAULT_BRANCH_BASE,
    headCommit: ['head_commit'],
    runOnContent: 'when GITHUB_SHA is the commit',
    branch: 'the base branch',
    reuseSignedOn: 'any ref',
    watchesDrift: true
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
  return eventName !== undefined && eventName !== 'other' && Object.hasOwn(EVENTS, eventName)
    ? EVENTS[eventName as keyof typeof EVENTS]
    : EVENTS.other
}

/** A payload path as a person reads it: `pull_request.base.sha`. */
export function fieldName(path: PayloadPath): string {
  return path.join('.')
}
