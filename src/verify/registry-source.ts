/**
 * The image's registry as the first place verify's image check reads summaries from: where an
 * admission controller reads them. It never decides alone: what it cannot give, GitHub is asked
 * for (find.ts reads the sources in order).
 */
import type { CertificationSource } from '../attestation/find.js'
import { formatDuration } from '../lib/duration.js'
import { abortReason, errorMessage } from '../lib/errors.js'
import { Deadline } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { CredentialHelperError } from '../registry/docker-credentials.js'
import { imageByDigest } from '../registry/image-name.js'
import { readReferrerBundles, type ReferrerListing, type ReferrersRequest } from '../registry/referrers.js'

/** The bundles a registry holds, how it listed them, and who listed them, as a log line names it. */
export interface RegistryListed {
  listing: ReferrerListing
  by: string
}

/**
 * What verify's image check reads first: the bundles the image's registry holds, within half the
 * time left, and who listed them. Undefined, said in the log, when the registry holds none or
 * cannot be read: then GitHub's are read, and checked alike. Never a verdict of its own.
 */
export async function registryListing(request: ReferrersRequest): Promise<RegistryListed | undefined> {
  const { image, digest, deadline, signal, logger } = request
  const where = imageByDigest(image, digest)
  const shareMs = Math.floor(deadline.remainingMs() / 2)
  try {
    const listing = await readReferrerBundles({ ...request, deadline: new Deadline(deadline.clock, shareMs) })
    if (!listing.noneFound) return { listing, by: `The registry ${image.registry} (${listing.listedBy})` }
    logger.info(
      `The registry ${image.registry} holds no summary for ${where} ` +
        `(${listing.listedBy}): reading GitHub's attestations.`
    )
  } catch (error) {
    if (signal.aborted) throw abortReason(signal)
    // A credential helper the runner's Docker config names that fails is the job's to fix: never a quiet fallback.
    if (error instanceof CredentialHelperError) throw error
    logger.info(
      `The registry could not be read for ${where} within ${formatDuration(shareMs)}, half the time left ` +
        `(${inertText(errorMessage(error), 300)}): reading GitHub's attestations.`
    )
  }
  return undefined
}

/** The registry as a source of summaries; `listedBy` says how it listed them, once it has. */
export function registrySource(request: ReferrersRequest): CertificationSource & { listedBy?: string } {
  const source: CertificationSource & { listedBy?: string } = {
    list: async () => {
      const listed = await registryListing(request)
      if (listed === undefined) return undefined
      source.listedBy = listed.listing.listedBy
      return {
        ...listed.listing,
        by: listed.by,
        whenNoneCounts:
          `None of the registry's summaries for ${imageByDigest(request.image, request.digest)} ` +
          `counts here: reading GitHub's attestations instead.`
      }
    }
  }
  return source
}
