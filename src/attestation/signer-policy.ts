/**
 * Who may have signed a certification, as a value built once from inputs (as gh's
 * `newEnforcementCriteria` builds one from flags) and handed to every check: the OIDC issuer of
 * GitHub Actions on this server, the source repository, the commit the signing run must have been
 * on, the signing workflow (of this repository or a central one, from a ref or any), the refs the
 * run may have been on, and whether a self-hosted runner may sign. The verify action and the gate
 * build theirs from their own inputs; the checks are one.
 */

import type { RefPattern, SignerWorkflow } from './signer-input.js'

export { parseSignerWorkflow, parseSourceRefs, type RefPattern, type SignerWorkflow } from './signer-input.js'

export interface SignerPolicy {
  /** `https://github.com`, or the Enterprise Server's address, without a trailing slash. */
  serverUrl: string
  /** The OIDC issuer the signing certificate must name (oidcIssuerFor). */
  oidcIssuer: string
  /** `owner/name` of the source repository: whose workflow run signed it. */
  repository: string
  /** The commit the signing run must have been on (the Source Repository Digest); absent, any. */
  commit?: string
  /** Only this workflow's job signs; absent, any workflow of `repository`. */
  signerWorkflow?: SignerWorkflow
  /** The refs the signing run may have been on (the Source Repository Ref); empty, any. */
  sourceRefs: readonly RefPattern[]
  /**
   * Set when `sourceRefs` are this default branch's protected history because no input named refs: a refusal says so.
   */
  protectedBranch?: string
  /** True: a certificate that says it was signed on a self-hosted runner is refused. */
  denySelfHostedRunners: boolean
  /**
   * A run on a pull request's ref (`refs/pull/N/…`) is on GitHub's test-merge commit, with the
   * workflow as the pull request edited it: it never vouches for a commit, only, when this names
   * its pull request, for a re-run of that pull request's own job on the same test-merge commit.
   */
  pullRequestRun?: PullRequestRun
  /**
   * True for a lookup by git tree: a pull request's run counts too, for it ran the workflow files
   * the tree holds on the files the tree holds. Only where the caller checks, with GitHub, that
   * the commit the signing run was on has that tree.
   */
  byTree?: boolean
}

/** The pull request a run is for, and the test-merge commit it is on (GITHUB_SHA). */
export interface PullRequestRun {
  number: number
  commit: string
}

export interface SignerPolicyInput {
  serverUrl: string
  repository: string
  commit?: string
  signerWorkflow?: SignerWorkflow
  sourceRefs?: readonly RefPattern[]
  protectedBranch?: string
  denySelfHostedRunners?: boolean
  pullRequestRun?: PullRequestRun
  byTree?: boolean
}

/** The policy for `repository` on `serverUrl`, with what the inputs narrow it to. */
export function signerPolicy(input: SignerPolicyInput): SignerPolicy {
  const serverUrl = input.serverUrl.replace(/\/+$/, '')
  return {
    serverUrl,
    oidcIssuer: oidcIssuerFor(serverUrl),
    repository: input.repository,
    commit: input.commit?.toLowerCase(),
    signerWorkflow: input.signerWorkflow,
    sourceRefs: input.sourceRefs ?? [],
    ...(input.protectedBranch === undefined ? {} : { protectedBranch: input.protectedBranch }),
    denySelfHostedRunners: input.denySelfHostedRunners ?? false,
    ...(input.byTree === true ? { byTree: true } : {}),
    ...(input.pullRequestRun === undefined
      ? {}
      : { pullRequestRun: { number: input.pullRequestRun.number, commit: input.pullRequestRun.commit.toLowerCase() } })
  }
}

/** The pull request whose ref `ref` is (`refs/pull/7/merge` → 7), or undefined for any other ref. */
export function pullRequestOfRef(ref: string | undefined): number | undefined {
  const match = ref === undefined ? null : /^refs\/pull\/(\d+)\//.exec(ref)
  return match === null ? undefined : Number(match[1])
}

/**
 * GitHub Actions' OIDC issuer for `serverUrl`: only a workflow's own identity signs a
 * certification. github.com's; a GHE.com tenant's (`token.actions.<tenant>.ghe.com`); an
 * Enterprise Server's (`<server>/_services/token`).
 */
export function oidcIssuerFor(serverUrl: string): string {
  const host = new URL(serverUrl).hostname.toLowerCase()
  if (host === 'github.com') return 'https://token.actions.githubusercontent.com'
  if (host.endsWith('.ghe.com')) return `https://token.actions.${host}`
  return `${serverUrl.replace(/\/+$/, '')}/_services/token`
}

/** A Build Signer URI taken apart: `<server>/<owner>/<repo>/<path>@<ref>`. */
export interface SignerUri {
  repository: string
  path: string
  ref: string
}

/**
 * `https://github.com/org/central/.github/workflows/certify.yml@refs/heads/main` taken apart on
 * `serverUrl`; undefined when it is not a workflow's URI on that server. The path ends at the
 * first `@` after `.github/workflows/…yml`, so a branch named `main@refs/heads/x` stays a ref.
 */
export function parseSignerUri(uri: string | undefined, serverUrl: string): SignerUri | undefined {
  if (uri === undefined || !uri.toLowerCase().startsWith(`${serverUrl.toLowerCase()}/`)) return undefined
  const match = /^([^/@\s]+\/[^/@\s]+)\/(\.github\/workflows\/[^@\s]+?\.ya?ml)@(\S+)$/.exec(
    uri.slice(serverUrl.length + 1)
  )
  return match === null ? undefined : { repository: match[1], path: match[2], ref: match[3] }
}

/**
 * Whether the signer is the workflow the policy names: owner and repository in any case, the path and the ref exactly.
 */
export function isAllowedSigner(policy: SignerPolicy, signer: SignerUri): boolean {
  const wanted = policy.signerWorkflow
  if (wanted === undefined) return sameRepository(signer.repository, policy.repository)
  return (
    sameRepository(signer.repository, wanted.repository) &&
    signer.path === wanted.path &&
    (wanted.ref === undefined || signer.ref === wanted.ref)
  )
}

/**
 * Whether the certificate's Source Repository URI is the policy's repository (case-insensitive, as GitHub's names are).
 */
export function isSourceRepository(policy: SignerPolicy, sourceRepositoryUri: string | undefined): boolean {
  return sourceRepositoryUri?.toLowerCase() === `${policy.serverUrl}/${policy.repository}`.toLowerCase()
}

/** Whether `ref` is one the policy allows the signing run to have been on. */
export function isAllowedSourceRef(policy: SignerPolicy, ref: string | undefined, trigger?: string): boolean {
  if (policy.sourceRefs.length === 0) return true
  if (ref === undefined) return false
  return policy.sourceRefs.some(pattern => refMatches(pattern, ref, trigger))
}

/**
 * Whether a signing the policy did not verify itself, only read as another signed statement records it (a history
 * entry: its workflow, ref and trigger), is one the policy would have let sign.
 */
export function isAllowedSigning(
  policy: SignerPolicy,
  signing: { signer?: string; sourceRef?: string; trigger?: string; runner?: string }
): boolean {
  // A pull request's run never vouches for a commit; a self-hosted runner only where the policy allows one.
  if (pullRequestOfRef(signing.sourceRef) !== undefined) return false
  if (policy.denySelfHostedRunners && signing.runner !== 'github-hosted') return false
  const signer = parseSignerUri(
    signing.signer === undefined ? undefined : `${policy.serverUrl}/${signing.signer}`,
    policy.serverUrl
  )
  return (
    signer !== undefined &&
    isAllowedSigner(policy, signer) &&
    isAllowedSourceRef(policy, signing.sourceRef, signing.trigger)
  )
}

/** The merge queue's branches: `refs/heads/gh-readonly-queue/<base>/pr-<n>-<sha>`. */
export const MERGE_QUEUE_REFS = 'refs/heads/gh-readonly-queue/'
const MERGE_QUEUE_NAME = 'refs/heads/gh-readonly-queue'

/** A branch's protected history: a push to it, and its merge queue's entries (`gh-readonly-queue/<branch>/pr-…`). */
export function branchRefs(branch: string): RefPattern[] {
  return [{ exact: `refs/heads/${branch}` }, { prefix: `${MERGE_QUEUE_REFS}${branch}/pr-` }]
}

/**
 * Whether `ref` matches `pattern`. A pattern that names the merge queue's branches means the
 * queue: a run there counts only when the merge queue started it (build trigger `merge_group`),
 * for anyone with write access can push a branch of that name, which is then an ordinary branch.
 */
export function refMatches(pattern: RefPattern, ref: string, trigger: string | undefined): boolean {
  const text = 'exact' in pattern ? pattern.exact : pattern.prefix
  // However it is spelled (`…/gh-readonly-queue*` too): a pattern that can only match the queue's refs.
  if (text.startsWith(MERGE_QUEUE_NAME) && trigger !== 'merge_group') return false
  return 'exact' in pattern ? ref === pattern.exact : ref.startsWith(pattern.prefix)
}

/** Who the policy lets sign, for a refusal: `a workflow of o/r`, `o/c/.github/workflows/c.yml@refs/heads/main`. */
export function expectedSigner(policy: SignerPolicy): string {
  const wanted = policy.signerWorkflow
  if (wanted === undefined) return `a workflow of ${policy.repository}`
  const ref = wanted.ref === undefined ? '' : `@${wanted.ref}`
  return sameRepository(wanted.repository, policy.repository)
    ? `${wanted.path}${ref} of ${policy.repository}`
    : signerWorkflowText(wanted)
}

/** The signing workflow in full, as `signer-workflow` can name it: `o/c/.github/workflows/c.yml@refs/heads/main`. */
export function signerWorkflowText(wanted: SignerWorkflow): string {
  return `${wanted.repository}/${wanted.path}${wanted.ref === undefined ? '' : `@${wanted.ref}`}`
}

/** One allowed ref as the input wrote it: `refs/heads/main`, `refs/heads/gh-readonly-queue/main/*`. */
export function refPatternText(pattern: RefPattern): string {
  return 'exact' in pattern ? pattern.exact : `${pattern.prefix}*`
}

/** The allowed refs as the input wrote them: `refs/heads/main, refs/heads/gh-readonly-queue/main/*`. */
export function refPatternsText(patterns: readonly RefPattern[]): string {
  return patterns.map(refPatternText).join(', ')
}

function sameRepository(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
