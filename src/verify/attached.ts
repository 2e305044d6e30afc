/**
 * Whether the image carries this very summary already: one verify signed as this job's identity
 * (the certificate's signer, its ref included), for the same commit and project, saying PASSED,
 * attached as a referrer and verifying as `image:` checks one. A re-run then pushes nothing: every
 * push is another referrer, and Kyverno refuses an image with more than 50. Read before pushing,
 * within a share of the time left; what cannot be read is said, and the push goes ahead (a
 * duplicate is better than no summary).
 */
import { bundleFromJSON } from '@sigstore/bundle'
import { findCertifications } from '../attestation/find.js'
import { signerClaims, signingCertificate } from '../attestation/certificate.js'
import { parseSignerUri, signerPolicy } from '../attestation/signer-policy.js'
import { imageDetailsOf } from '../attestation/statement.js'
import type { GitHubApi } from '../github/api.js'
import { abortReason, errorMessage } from '../lib/errors.js'
import { Deadline, type Logger, type Random } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { imageByDigest, type ImageName } from '../registry/image-name.js'
import { IMAGE_VSA_PREDICATE_TYPE, imageSubject } from './image-vsa.js'
import { readReferrerBundles } from '../registry/referrers.js'

/** Kyverno refuses an image with more referrers than this (a hard error, not a denial it explains). */
const KYVERNO_REFERRER_LIMIT = 50
/** From this many referrers on, a push is warned about: the image is near that limit. */
const REFERRERS_WARNED_AT = 40

export interface AttachedRequest {
  image: ImageName
  digest: string
  /** The commit and project the summary about to be pushed is for. */
  commit: string
  projectId: string
  /** The summary about to be pushed, signed: its certificate names this job's identity. */
  signed: unknown
  serverUrl: string
  repository: string
  /** How the summaries found are verified: as the verify action's own inputs say. */
  trust: { trustedRootPath?: string; cacheDir: string }
  /** The step's one GitHub client. */
  github: GitHubApi
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
  mask: (secret: string) => void
}

/** The referrer holding the same summary already; none; or why the referrers could not be told. */
export type Attached = { referrer: string } | { none: true } | { unread: string }

export async function attachedAlready(request: AttachedRequest): Promise<Attached> {
  const { image, digest, deadline, signal, logger } = request
  const where = imageByDigest(image, digest)
  const share = new Deadline(deadline.clock, Math.floor(deadline.remainingMs() / 2))
  try {
    const listing = await readReferrerBundles({ ...request, predicateType: IMAGE_VSA_PREDICATE_TYPE, deadline: share })
    if (listing.referrers >= REFERRERS_WARNED_AT) {
      logger.warning(
        `${where} has ${listing.referrers} referrers in its registry: Kyverno refuses an image with more than ` +
          `${KYVERNO_REFERRER_LIMIT} (an error, not a denial it explains). ` +
          'Each push of a summary adds one: rebuild the image, or remove old referrers in the registry.'
      )
    }
    if (listing.noneFound) return { none: true }
    const signer = parseSignerUri(
      signerClaims(signingCertificate(bundleFromJSON(request.signed))).buildSignerUri,
      request.serverUrl
    )
    if (signer === undefined) return { unread: 'the summary just signed names no workflow as its signer' }
    const policy = {
      signer: signerPolicy({ serverUrl: request.serverUrl, repository: request.repository, signerWorkflow: signer }),
      image: true
    }
    const found = await findCertifications(imageSubject(image, digest), policy, share, {
      // What the registry listed just now: neither listed again nor read from GitHub.
      from: [{ list: async () => ({ ...listing, by: `The registry ${image.registry}` }) }],
      ...request.trust,
      signal,
      logger,
      random: request.random
    })
    const same = found.checked.findIndex(
      item =>
        item.accepted &&
        item.projectId === request.projectId &&
        imageDetailsOf(item.predicate)?.commit?.toLowerCase() === request.commit.toLowerCase()
    )
    const referrer = same < 0 ? undefined : listing.attestations[same]?.referrer
    return referrer === undefined ? { none: true } : { referrer }
  } catch (error) {
    if (signal.aborted) throw abortReason(signal)
    return { unread: inertText(errorMessage(error), 300) }
  }
}
