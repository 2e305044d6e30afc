/**
 * The verify action's entry: reads the inputs, finds the commit's certifications under the
 * signer policy (attestation/), judges the commit, and reports on every path. It fails the step
 * unless the verdict is passed.
 */
import * as core from '@actions/core'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAction, concludeStep } from '../action/entry.js'
import { InputError } from '../action/inputs.js'
import { publishAll } from '../action/publish.js'
import type { CertificationPolicy } from '../attestation/checked.js'
import { findCertifications, githubSource, type CertificationSource, type Found } from '../attestation/find.js'
import { branchRefs, refPatternText, signerPolicy, signerWorkflowText } from '../attestation/signer-policy.js'
import { commitSubject, imageDetailsOf } from '../attestation/statement.js'
import { inertText } from '../lib/text.js'
import { imageByDigest } from '../registry/image-name.js'
import { IMAGE_VSA_PREDICATE_TYPE, imageSubject } from './image-vsa.js'
import { TrustRootError } from '../attestation/trust-roots.js'
import { GitHubApi } from '../github/api.js'
import { defaultBranchOf } from '../github/repository.js'
import { PLAN_NEEDED, refusedForPlan } from '../github/attestations.js'
import { readGitHubContext, type GitHubContext } from '../github/context.js'
import { CancelledError, HintedError, PeerFailure } from '../lib/errors.js'
import { Deadline, systemClock, type Logger } from '../lib/runtime.js'
import { ACTION_VERSION } from '../lib/version.js'
import type { CheckedPolicy } from './image-vsa.js'
import { readVerifyInputs, VerifyInput, type VerifyConfig } from './inputs.js'
import { judgeCommit, type VerifyResult } from './judge.js'
import { verifyOutputsPublisher, verifySummaryPublisher } from './report.js'

export async function run(): Promise<void> {
  await runAction([VerifyInput.GithubToken], async ({ logger, signal }) => {
    const result = await verify(readGitHubContext(), logger, signal)
    const failsStep = result.verdict !== 'passed'
    const failures = await publishAll([verifyOutputsPublisher, verifySummaryPublisher], {
      result: { ...result, failsStep }
    })
    concludeStep({
      failsStep,
      reason: result.reason,
      hint: result.hint,
      failures,
      failedWithout: `Verification ${result.verdict}.`,
      passed: passedText(result)
    })
  })
}

/**
 * What a pass says: the commit is certified (and the image vouched for), or the image is vouched for, built from which
 * commit.
 */
function passedText(result: VerifyResult): string {
  if (result.image === undefined)
    return `Commit ${result.commit} of ${result.repository} is certified.${vouchedText(result)}`
  const built = result.findings[0]?.accepted?.predicate
  const commit = built === undefined ? undefined : imageDetailsOf(built)?.commit
  return (
    `Image ${result.image} is vouched for: built from commit ${inertText(commit ?? '(unnamed)', 64)} of ` +
    `${result.repository}, which was certified.`
  )
}

/** ` The summary for image … is signed, stored (URL) and attached in its registry.`, when one was asked for. */
function vouchedText({ vouched }: VerifyResult): string {
  if (vouched === undefined) return ''
  const where = [
    vouched.attestationUrl === undefined ? undefined : `stored with GitHub (${vouched.attestationUrl})`,
    vouched.referrer === undefined ? undefined : `attached in its registry (referrer ${vouched.referrer})`
  ].filter(part => part !== undefined)
  return ` Its summary for image ${vouched.image} is signed${where.length === 0 ? '' : `, ${where.join(' and ')}`}.`
}

/** Every path ends in a result: bad input, an unreachable API or trust root are `error`, never a pass. */
async function verify(github: GitHubContext, logger: Logger, signal: AbortSignal): Promise<VerifyResult> {
  let config: VerifyConfig
  try {
    config = await readVerifyInputs(name => core.getInput(name), github)
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    const image = core.getInput(VerifyInput.Image).trim() || undefined
    return noVerdict(
      {
        commit: image === undefined ? core.getInput(VerifyInput.Commit) || github.workflowSha || '' : '',
        repository: core.getInput(VerifyInput.Repository) || github.repository || '',
        image
      },
      error.message,
      'Nothing was fetched. Fix the input in the workflow and run it again.'
    )
  }
  const deadline = new Deadline(systemClock, config.timeoutMs)
  const { imageCheck } = config
  const image = imageCheck === undefined ? undefined : imageByDigest(imageCheck.image, imageCheck.digest)
  const checked = { commit: config.commit, repository: config.repository, image }
  // The step's one GitHub client: the listing, the storing and the check before a push share its rate-limit hold.
  const api = new GitHubApi({ apiUrl: config.apiUrl, token: config.githubToken, logger })
  if (config.defaultBranchOf !== undefined) {
    const protectedHistory = await otherDefaultBranch(config.defaultBranchOf, api, { deadline, signal, logger })
    if ('unread' in protectedHistory) return noVerdict(checked, protectedHistory.unread, protectedHistory.hint)
    config = { ...config, ...protectedHistory }
  }
  try {
    const { found, listedIn } = await findWhatWasAsked(config, deadline, { github, api, logger, signal })
    const judged = judgeCommit(config.commit, config.repository, config.projectIds, found.checked, {
      image,
      listedIn,
      truncated: found.truncated,
      maxAgeMs: config.maxAgeMs,
      now: deadline.clock.now(),
      // GitHub answers 404 alike for a subject with no attestations and a repository the token cannot read.
      maybeUnreadable: found.noneFound && config.repository.toLowerCase() !== (github.repository ?? '').toLowerCase()
    })
    return await vouchIfAsked(judged, config, { github, api, deadline, signal, logger })
  } catch (error) {
    if (error instanceof PeerFailure) {
      return noVerdict(
        checked,
        error.message,
        error.timedOut ? 'Raise timeout if GitHub is slow to answer.' : error.hint
      )
    }
    if (error instanceof TrustRootError || error instanceof CancelledError) return noVerdict(checked, error.message)
    if (error instanceof HintedError) return noVerdict(checked, error.message, error.hint)
    throw error
  }
}

/**
 * `image:` with `repository:` another repository and no source-ref: its default branch, read from GitHub, is the
 * protected history whose summaries count. Unread, nothing counts: source-ref must name the refs.
 */
async function otherDefaultBranch(
  repository: string,
  api: GitHubApi,
  context: { deadline: Deadline; signal: AbortSignal; logger: Logger }
): Promise<Pick<VerifyConfig, 'sourceRefs' | 'protectedBranch'> | { unread: string; hint: string }> {
  const subject = `reading the default branch of ${repository}`
  try {
    const branch = await defaultBranchOf(api, repository, {
      ...context,
      random: Math.random,
      subject,
      forbiddenHint: `Give github-token read access to ${repository}, or name its refs in source-ref.`
    })
    context.logger.info(
      `image: counts summaries signed on ${repository}'s default branch ${branch} or its merge queue.`
    )
    return { sourceRefs: branchRefs(branch), protectedBranch: `${branch} of ${repository}` }
  } catch (error) {
    if (!(error instanceof PeerFailure) && !(error instanceof CancelledError)) throw error
    return {
      unread:
        `source-ref is empty, and the default branch of ${repository} could not be read (${error.message}): ` +
        'image: counts only summaries signed on protected history, so nothing could be checked.',
      hint:
        `Name ${repository}'s protected refs in source-ref, e.g. refs/heads/main and ` +
        'refs/heads/gh-readonly-queue/main/*, or give github-token read access to it. Nothing else was fetched.'
    }
  }
}

/**
 * The certifications of the commit, or the summaries of the image: an image's read from its
 * registry first, where an admission controller reads them, and from GitHub where none there
 * counts (stale, or put there by another: never hiding GitHub's); with who listed what was judged.
 */
async function findWhatWasAsked(
  config: VerifyConfig,
  deadline: Deadline,
  { github, api, logger, signal }: { github: GitHubContext; api: GitHubApi; logger: Logger; signal: AbortSignal }
): Promise<{ found: Found; listedIn?: VerifyResult['listedIn'] }> {
  const { imageCheck } = config
  const subject =
    imageCheck === undefined
      ? commitSubject(config.serverUrl, config.repository, config.commit)
      : imageSubject(imageCheck.image, imageCheck.digest)
  const from: CertificationSource[] = [githubSource(api)]
  const registry =
    imageCheck === undefined
      ? undefined
      : (await import('./registry-source.js')).registrySource({
          ...imageCheck,
          predicateType: IMAGE_VSA_PREDICATE_TYPE,
          deadline,
          signal,
          logger,
          random: Math.random,
          mask: core.setSecret
        })
  if (registry !== undefined) from.unshift(registry)
  const found = await findCertifications(subject, certificationPolicy(config), deadline, {
    from,
    trustedRootPath: config.trustedRootPath,
    cacheDir: stepDirectory(github),
    signal,
    logger,
    random: Math.random
  })
  if (imageCheck === undefined || found.source !== registry || registry?.listedBy === undefined) return { found }
  return { found, listedIn: { registry: imageCheck.image.registry, how: registry.listedBy } }
}

/**
 * With attest: true and the commit passed, the image's summary signed (and pushed); a failure there is the step's
 * error.
 */
async function vouchIfAsked(
  judged: VerifyResult,
  config: VerifyConfig,
  {
    github,
    api,
    deadline,
    signal,
    logger
  }: { github: GitHubContext; api: GitHubApi; deadline: Deadline; signal: AbortSignal; logger: Logger }
): Promise<VerifyResult> {
  const certification = judged.findings[0]?.accepted
  // Nothing is signed for an image unless its commit passed.
  if (config.vouch === undefined || judged.verdict !== 'passed' || certification === undefined) return judged
  const { vouchForImage } = await import('./vouch.js')
  const vouched = await vouchForImage({
    vouch: config.vouch,
    commit: config.commit,
    certification,
    policy: checkedPolicy(config),
    serverUrl: config.serverUrl,
    github: api,
    token: config.githubToken,
    actionVersion: ACTION_VERSION,
    directory: stepDirectory(github),
    deadline,
    signal,
    logger,
    mask: core.setSecret,
    trust: { trustedRootPath: config.trustedRootPath, cacheDir: stepDirectory(github) },
    random: Math.random
  })
  if (vouched.storeRefused !== undefined) {
    logger.warning(
      `GitHub refused to store the image's summary (${vouched.storeRefused})${refusedForPlan(vouched.storeRefused) ? `: ${PLAN_NEEDED}.` : '; GitHub stores attestations only for some plans and repositories.'} The signed bundle is at ${vouched.bundlePath}.`
    )
  }
  if (vouched.failure === undefined) return { ...judged, vouched }
  return { ...judged, verdict: 'error', vouched, reason: vouched.failure.reason, hint: vouched.failure.hint }
}

/** The step's own folder under RUNNER_TEMP: the trust roots' cache, and the image summary's bundle. */
function stepDirectory(github: GitHubContext): string {
  return join(github.runnerTemp || tmpdir(), 'agent-certification-verify')
}

/** No verdict about what was to be checked: the commit (empty when an image was), the repository, the image. */
function noVerdict(
  { commit, repository, image }: { commit: string; repository: string; image?: string },
  reason: string,
  hint?: string
): VerifyResult {
  return {
    verdict: 'error',
    commit,
    repository,
    ...(image === undefined ? {} : { image }),
    findings: [],
    listed: 0,
    reason,
    hint
  }
}

/** What verify checked, as an image's summary says it: the inputs as written. */
function checkedPolicy(config: VerifyConfig): CheckedPolicy {
  const { signerWorkflow } = config
  return {
    repository: config.repository,
    projectId: config.projectIds[0] ?? '',
    signerWorkflow: signerWorkflow === undefined ? undefined : signerWorkflowText(signerWorkflow),
    sourceRefs: config.sourceRefs.map(refPatternText),
    denySelfHostedRunners: config.denySelfHostedRunners,
    maxAge: config.maxAgeText,
    passIf: config.passIfExpression,
    serviceUrl: config.serviceUrl,
    allowGivenRuns: config.allowGivenRuns
  }
}

/** What a certification of the commit must be for this step: who signed it, where, how old, and what it says. */
function certificationPolicy(config: VerifyConfig): CertificationPolicy {
  return {
    signer: signerPolicy({
      serverUrl: config.serverUrl,
      repository: config.repository,
      // An image's summary names the commit it was built from: the signing run must have been on that one (check.ts).
      commit: config.imageCheck === undefined ? config.commit : undefined,
      signerWorkflow: config.signerWorkflow,
      sourceRefs: config.sourceRefs,
      protectedBranch: config.protectedBranch,
      denySelfHostedRunners: config.denySelfHostedRunners
    }),
    maxAgeMs: config.maxAgeMs,
    passIf: config.passIf,
    serviceUrl: config.serviceUrl,
    refuseGivenRuns: !config.allowGivenRuns,
    ...(config.imageCheck === undefined ? {} : { image: true })
  }
}
