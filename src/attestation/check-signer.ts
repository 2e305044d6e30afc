/**
 * Step 3 of checking an attestation (check.ts): who signed, as the genuine certificate says, held
 * against the signer policy; and who signed, as the outputs and the summary name it.
 */
import { inertText, quotedValue } from '../lib/text.js'
import type { SignerClaims } from './certificate.js'
import { refuse, type Refused, type SignedBy } from './checked.js'
import {
  expectedSigner,
  isAllowedSigner,
  isAllowedSourceRef,
  isSourceRepository,
  MERGE_QUEUE_REFS,
  pullRequestOfRef,
  refPatternsText,
  type SignerPolicy,
  type SignerUri
} from './signer-policy.js'

/**
 * 3. Who signed, as the genuine certificate says: a workflow the policy allows, of the source
 * repository, run on the commit checked and on a ref the policy allows, on a runner it allows.
 */
export function checkSigner(
  claims: SignerClaims,
  uri: SignerUri | undefined,
  policy: SignerPolicy
): Refused | undefined {
  if (uri === undefined || !isAllowedSigner(policy, uri)) {
    return refuse(
      'signer',
      `it was signed by ${inertText(claims.buildSignerUri ?? 'an unknown identity', 200)}, not by ` +
        `${expectedSigner(policy)}`
    )
  }
  if (!isSourceRepository(policy, claims.sourceRepositoryUri)) {
    return refuse(
      'signer',
      `it was signed by a workflow run of ${quotedValue(claims.sourceRepositoryUri ?? 'an unknown repository')}, ` +
        `not of ${policy.repository}`
    )
  }
  const ref = quotedValue(claims.sourceRepositoryRef ?? 'an unknown ref')
  const digest = claims.sourceRepositoryDigest?.toLowerCase()
  const signedOn =
    `it was signed by a run on ${ref} at commit ` + `${quotedValue(claims.sourceRepositoryDigest ?? 'unknown', 64)}`
  const pullRequest = pullRequestOfRef(claims.sourceRepositoryRef)
  const rerun = policy.pullRequestRun
  if (rerun !== undefined && pullRequest === rerun.number) {
    // A re-run of this pull request's own job: it vouches only on the test-merge commit this run is on.
    if (digest !== rerun.commit) {
      return refuse(
        'signer',
        `${signedOn}, not on this run's test-merge commit ` +
          `${rerun.commit}: the pull request's head or base has moved since`
      )
    }
  } else {
    if (policy.commit !== undefined && digest !== policy.commit) {
      return refuse(
        'signer',
        `${signedOn}, not on commit ${policy.commit}: ` +
          "only a run on the commit itself vouches for it (a pull request's run is on GitHub's test-merge commit)"
      )
    }
    if (pullRequest !== undefined && policy.byTree !== true) {
      return refuse(
        'signer',
        `it was signed by a run on ${ref}, a pull request's: such a run can use the workflow as the pull request ` +
          `edited it, so it vouches for nothing but a re-run of that pull request's own job`
      )
    }
  }
  if (!isAllowedSourceRef(policy, claims.sourceRepositoryRef, claims.buildTrigger))
    return refusedRef(claims, ref, policy)
  if (policy.denySelfHostedRunners && claims.runnerEnvironment !== 'github-hosted') {
    return refuse(
      'signer',
      `it was signed on a ${quotedValue(claims.runnerEnvironment ?? 'unnamed')} runner, and ` +
        `deny-self-hosted-runners is true`
    )
  }
  return undefined
}

/**
 * Why the ref the signing run was on does not count: outside source-ref, or, where none was named, outside the default
 * branch's protected history.
 */
function refusedRef(claims: SignerClaims, ref: string, policy: SignerPolicy): Refused {
  // A branch named like the merge queue's, but not made by it, is said to be so.
  const queueLike =
    claims.sourceRepositoryRef?.startsWith(MERGE_QUEUE_REFS) === true && claims.buildTrigger !== 'merge_group'
      ? ` (a branch named like the merge queue's, but its run was started by ` +
        `${quotedValue(claims.buildTrigger ?? 'an unnamed event', 40)}, not by merge_group)`
      : ''
  if (policy.protectedBranch !== undefined) {
    return refuse(
      'signer',
      `it was signed by a run on ${ref}${queueLike}, not on the default branch ${policy.protectedBranch} or its ` +
        `merge queue: ` +
        'anyone with write access can sign on another branch, so only protected history counts unless source-ref ' +
        'names other refs'
    )
  }
  return refuse(
    'signer',
    `it was signed by a run on ${ref}${queueLike}, which source-ref does not allow ` +
      `(${refPatternsText(policy.sourceRefs)})`
  )
}

/**
 * Who signed, for the outputs and the summary: the workflow with its ref as the server names it, the run's ref and
 * commit, the runner.
 */
export function signedByOf(claims: SignerClaims, uri: SignerUri | undefined): SignedBy {
  const text = (value: string | undefined) => (value === undefined ? undefined : inertText(value, 200))
  return {
    workflow: uri === undefined ? text(claims.buildSignerUri) : text(`${uri.repository}/${uri.path}@${uri.ref}`),
    sourceRef: text(claims.sourceRepositoryRef),
    sourceCommit: text(claims.sourceRepositoryDigest),
    trigger: text(claims.buildTrigger),
    workflowCommit: text(claims.buildSignerDigest),
    runnerEnvironment: text(claims.runnerEnvironment)
  }
}
