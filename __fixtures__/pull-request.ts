/**
 * The pull request of the signing world (tools/attest-chain.ts): pull request 42 of example/agent,
 * its run on GitHub's test-merge commit and ref, and its event as the event file says it. The
 * tests, the demo and `npm run action` all take it from here, so that a certification signed by a
 * pull request's run names the same ref and commit everywhere.
 */
import { pullRequestEvent as pullRequestEventOf, pullRequestEventWithoutBase } from './events.ts'

/** The pull request's number. */
export const PULL_REQUEST_NUMBER = 42

/** The ref a pull request's run is on: GitHub's test merge of its head onto its base. */
export const TEST_MERGE_REF = `refs/pull/${PULL_REQUEST_NUMBER}/merge`

/** GitHub's test-merge commit of the pull request: what a run on the pull request is on. */
export const TEST_MERGE_COMMIT = '7e57e57e57e57e57e57e57e57e57e57e57e57e57'

/** The pull request from `head` onto `base` (when given), in a repository of `visibility`, as the event file says it. */
export function pullRequestEvent(
  head: string,
  base?: string,
  visibility: 'public' | 'private' | 'internal' = 'private'
) {
  return base === undefined
    ? pullRequestEventWithoutBase({ number: PULL_REQUEST_NUMBER, head, visibility })
    : pullRequestEventOf({ number: PULL_REQUEST_NUMBER, head, base, visibility })
}
