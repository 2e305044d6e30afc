/**
 * Vouches for an image once verify has passed its commit (`attest: true`): signs the image's
 * Verification Summary once, writes the bundle to a file before anything else can fail, stores it
 * with GitHub (where `gh attestation verify oci://…` finds it) and, with `push-to-registry`,
 * attaches it to the image in its registry. A push that fails leaves the signed bundle where
 * `bundle-path` says, to be pushed again without signing again. Loaded only when attest is true.
 */
import { join } from 'node:path'
import type { Acceptance } from '../attestation/checked.js'
import { bundleText, signToFile, store, type SigningRequest } from '../attestation/signing.js'
import type { GitHubApi } from '../github/api.js'
import type { StoredBundle } from '../github/attestations.js'
import { SigningError } from '../attestation/signing-error.js'
import type { Deadline, Logger, Random } from '../lib/runtime.js'
import { attachedAlready } from './attached.js'
import { imageByDigest } from '../registry/image-name.js'
import { IMAGE_VSA_PREDICATE_TYPE, imageSubject, imageVsaPredicate, type CheckedPolicy } from './image-vsa.js'
import type { VouchConfig } from './inputs.js'
import { pushBundle, RegistryError } from '../registry/push.js'

export interface VouchRequest {
  vouch: VouchConfig
  commit: string
  certification: Acceptance
  policy: CheckedPolicy
  serverUrl: string
  /** The step's one GitHub client, which stores the summary and lists what is attached. */
  github: GitHubApi
  /** github-token: Sigstore's signing client takes it. */
  token: string
  actionVersion: string
  /** Where the bundle is written: under RUNNER_TEMP. */
  directory: string
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  /** Hides a registry credential from the job log (core.setSecret). */
  mask: (secret: string) => void
  /** How a summary attached already is verified: as the step's own inputs say. */
  trust: { trustedRootPath?: string; cacheDir: string }
  random: Random
}

/**
 * What became of the image's summary: signed and written, stored or refused by GitHub, attached in the registry when
 * asked.
 */
export interface Vouched {
  image: string
  /** Where the signed bundle was written; absent when signing failed. */
  bundlePath?: string
  attestationId?: string
  attestationUrl?: string
  /** Why GitHub did not store it (its plan), when it did not. */
  storeRefused?: string
  /** The referrer manifest's digest in the registry: the one pushed, or the one that held this summary already. */
  referrer?: string
  /** True when the image carried this summary already (same signer, commit and project, PASSED): nothing was pushed. */
  alreadyAttached?: true
  /** Set when something asked for failed: signing, storing, or the push. */
  failure?: { reason: string; hint: string }
}

export async function vouchForImage(request: VouchRequest): Promise<Vouched> {
  const { vouch, deadline } = request
  const image = imageByDigest(vouch.image, vouch.digest)
  const bundlePath = bundlePathOf(request)
  const predicate = imageVsaPredicate({
    image: vouch.image,
    digest: vouch.digest,
    commit: request.commit,
    serverUrl: request.serverUrl,
    certification: request.certification,
    policy: request.policy,
    verifiedAt: new Date(deadline.clock.now()),
    actionVersion: request.actionVersion
  })
  const signing = {
    subjects: [imageSubject(vouch.image, vouch.digest)],
    predicateType: IMAGE_VSA_PREDICATE_TYPE,
    predicate,
    token: request.token,
    repository: request.policy.repository,
    github: request.github,
    bundlePath,
    deadline,
    signal: request.signal,
    logger: request.logger
  }
  let bundle: StoredBundle
  try {
    bundle = await signToFile(signing)
  } catch (error) {
    if (!(error instanceof SigningError)) throw error
    return { image, failure: { reason: error.message, hint: error.hint } }
  }
  // Signed and written: whatever GitHub says of storing it, the registry can still have it.
  const vouched = await storeSummary(bundle, signing, request, image)
  if (!vouch.pushToRegistry) return vouched
  return { ...vouched, ...(await attachInRegistry(request, image, bundle, vouched.failure)) }
}

/** The written summary stored with GitHub: its id and URL, GitHub's refusal, or a failure (the bundle kept). */
async function storeSummary(
  bundle: StoredBundle,
  signing: SigningRequest,
  request: VouchRequest,
  image: string
): Promise<Vouched> {
  const { bundlePath } = signing
  try {
    const outcome = await store(bundle, signing)
    if (!outcome.stored) return { image, bundlePath, storeRefused: outcome.refusal }
    const attestationUrl = `${request.serverUrl}/${request.policy.repository}/attestations/${outcome.attestationId}`
    return { image, bundlePath, attestationId: outcome.attestationId, attestationUrl }
  } catch (error) {
    if (!(error instanceof SigningError)) throw error
    return { image, bundlePath, failure: { reason: error.message, hint: error.hint } }
  }
}

/** The signed bundle attached to the image; what failed, said with where the bundle is. */
async function attachInRegistry(
  request: VouchRequest,
  image: string,
  bundle: StoredBundle,
  failed: Vouched['failure']
): Promise<Pick<Vouched, 'referrer' | 'failure' | 'alreadyAttached'>> {
  const { vouch, deadline } = request
  const attached = await attachedAlready({
    image: vouch.image,
    digest: vouch.digest,
    commit: request.commit,
    projectId: request.policy.projectId,
    signed: bundle,
    serverUrl: request.serverUrl,
    repository: request.policy.repository,
    trust: request.trust,
    github: request.github,
    deadline,
    signal: request.signal,
    logger: request.logger,
    random: request.random,
    mask: request.mask
  })
  if ('referrer' in attached) {
    request.logger.info(
      `${image} carries this summary already (referrer ${attached.referrer}: the same signer, commit and project, ` +
        `PASSED): nothing was pushed.`
    )
    return { referrer: attached.referrer, alreadyAttached: true }
  }
  if ('unread' in attached) {
    request.logger.info(
      `The referrers of ${image} could not be read before pushing (${attached.unread}): pushing anyway, since a ` +
        `duplicate is better than no summary.`
    )
  }
  try {
    const { referrer } = await pushBundle({
      image: vouch.image,
      digest: vouch.digest,
      bundle: bundleText(bundle),
      predicateType: IMAGE_VSA_PREDICATE_TYPE,
      timeoutMs: Math.max(1_000, deadline.remainingMs()),
      mask: request.mask
    })
    request.logger.info(`Attached the image's summary to ${image} in its registry (referrer ${referrer}).`)
    return { referrer }
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error
    const kept =
      `The signed summary is kept at ${bundlePathOf(request)} (bundle-path): it can be attached as it ` +
      `is, without signing again.`
    if (failed !== undefined)
      return { failure: { reason: `${failed.reason}; and ${error.message}`, hint: `${failed.hint} ${kept}` } }
    return { failure: { reason: error.message, hint: `${error.hint} ${kept}` } }
  }
}

/** Where the image's signed summary is written: one file per digest, under RUNNER_TEMP. */
function bundlePathOf({ directory, vouch }: VouchRequest): string {
  return join(directory, `image-summary-${vouch.digest.slice('sha256:'.length, 'sha256:'.length + 16)}.json`)
}
