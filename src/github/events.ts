/**
 * What each workflow event means, in one table: where its payload names the commit a
 * certification is about, the base commit and the branch the change goes into, and the head
 * commit whose tree it gives; whether its run is on the content it certifies, and where a carry
 * forward walks history from. The runner's context reads the payload by it, and the gate's
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
  /** Where the payload names the head commit (`id`, `tree_id`) whose tree is GITHUB_SHA's; absent, the tree is GitHub's to say. */
  headCommit?: PayloadPath
  /**
   * Whether the run is on the content it certifies: on pull_request, GitHub's test merge of it; on
   * push and merge_group, the commit itself. Only then may it reuse, carry, or name its tree.
   */
  runOnContent: 'always' | 'when GITHUB_SHA is the commit' | 'never'
  /** Whether a pass may be carried forward by `paths`, and from where history is walked. */
  carryFrom?: 'the base commit' | 'the pushed commit'
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
    carryFrom: 'the base commit'
  },
  // The run is on the base branch, with the base branch's workflow, while the commit named is the
  // pull request's head: nothing it signs or reads may speak for the head's files.
  pull_request_target: { commit: PULL_REQUEST_HEAD, runOnContent: 'never' },
  merge_group: {
    commit: { path: ['merge_group', 'head_sha'], source: 'merge-group-head' },
    base: { commit: ['merge_group', 'base_sha'], branch: ['merge_group', 'base_ref'] },
    headCommit: ['merge_group', 'head_commit'],
    runOnContent: 'always',
    carryFrom: 'the base commit'
  },
  push: { headCommit: ['head_commit'], runOnContent: 'when GITHUB_SHA is the commit', carryFrom: 'the pushed commit' },
  other: { commit: PULL_REQUEST_HEAD, headCommit: ['head_commit'], runOnContent: 'when GITHUB_SHA is the commit' }
}

/** The row of an event, by its name (GITHUB_EVENT_NAME). */
export function meaningOf(eventName: string | undefined): EventMeaning {
  return eventName === 'pull_request' || eventName === 'pull_request_target' || eventName === 'merge_group' || eventName === 'push'
    ? EVENTS[eventName]
    : EVENTS.other
}

/** A payload path as a person reads it: `pull_request.base.sha`. */
export function fieldName(path: PayloadPath): string {
  return path.join('.')
}
