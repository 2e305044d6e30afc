/**
 * Attaches a signed bundle to an image in its registry, as `actions/attest` does with
 * `push-to-registry`: through `@sigstore/oci`, with the credentials `docker/login-action` left in
 * the runner's Docker config, as an OCI referrer (or, where the registry has no referrers API, in
 * the referrers tag scheme, which the library falls back to itself). What went wrong is said by
 * what a person does about it: log in, push the image first, or try again later.
 */
import { attachArtifactToImage, OCIError } from '@sigstore/oci'
import { CredentialHelperError, dockerCredentials } from './docker-credentials.js'
import { errorMessage, HintedError } from '../lib/errors.js'
import { within } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { imageByDigest, type ImageName } from './image-name.js'

/** The media type of a Sigstore bundle v0.3, as `actions/attest` attaches it. */
export const BUNDLE_MEDIA_TYPE = 'application/vnd.dev.sigstore.bundle.v0.3+json'

/** Why the bundle is not in the registry, and what to do. */
export class RegistryError extends HintedError {
  constructor(message: string, hint: string) {
    super('RegistryError', message, hint)
  }
}

export interface PushRequest {
  image: ImageName
  digest: string
  /** The signed bundle, as JSON text. */
  bundle: string
  predicateType: string
  /** The push ends by then, retries included. */
  timeoutMs: number
  /** Hides a credential from the job log (core.setSecret) before it is used. */
  mask?: (secret: string) => void
}

/** Attaches the bundle; the referrer's digest, or a RegistryError. A registry's 5xx is tried again twice. */
export async function pushBundle(request: PushRequest): Promise<{ referrer: string }> {
  const where = imageByDigest(request.image, request.digest)
  let found
  try {
    found = await dockerCredentials(request.image.registry, { remainingMs: request.timeoutMs })
  } catch (error) {
    if (error instanceof CredentialHelperError) throw new RegistryError(error.message, error.hint)
    throw error
  }
  if ('none' in found) {
    throw new RegistryError(
      `No credentials for ${request.image.registry} in the runner's Docker config (${found.none})`,
      `Log in before this step: docker/login-action with registry: ${request.image.registry} (for ghcr.io, the job ` +
        `needs packages: write).`
    )
  }
  request.mask?.(found.credentials.password)
  const { credentials } = found
  try {
    const pushed = attachArtifactToImage({
      imageName: request.image.name,
      imageDigest: request.digest,
      artifact: Buffer.from(request.bundle),
      mediaType: BUNDLE_MEDIA_TYPE,
      annotations: {
        'dev.sigstore.bundle.content': 'dsse-envelope',
        'dev.sigstore.bundle.predicateType': request.predicateType
      },
      credentials,
      fetchOpts: {
        retry: { retries: 2, factor: 2, minTimeout: 500, maxTimeout: 2000 },
        timeout: request.timeoutMs,
        // The runner's proxy, as @actions/http-client honours it for every other request.
        proxy: process.env['https_proxy'] || process.env['HTTPS_PROXY'] || undefined,
        noProxy: process.env['no_proxy'] || process.env['NO_PROXY'] || undefined
      }
    })
    const late = () =>
      new RegistryError(
        `${request.image.registry} did not take the bundle within ${Math.round(request.timeoutMs / 1000)} s`,
        'Re-run the job, or raise timeout.'
      )
    const descriptor = await within(pushed, request.timeoutMs, late)
    return { referrer: descriptor.digest }
  } catch (error) {
    if (error instanceof RegistryError) throw error
    throw registryFailure(error, where, request.image.registry)
  }
}

/** The registry's answer, by status: credentials refused, the image not there, or the registry failing. */
function registryFailure(error: unknown, where: string, registry: string): RegistryError {
  const cause = error instanceof OCIError ? (error.cause as unknown) : error
  const status =
    typeof cause === 'object' && cause !== null && 'statusCode' in cause ? Number(cause.statusCode) : undefined
  const detail = inertText(errorMessage(cause), 300)
  if (status === 401 || status === 403) {
    return new RegistryError(
      `${registry} refused the credentials (HTTP ${status}) when the bundle was attached to ${where}`,
      `Log in with an account that may push to the image's repository (docker/login-action; for ghcr.io, packages: ` +
        `write), and re-run the job.`
    )
  }
  if (status === 404 && /\/manifests\/sha256:/.test(detail)) {
    return new RegistryError(
      `${registry} does not hold ${where}`,
      'Push the image before this step, and pass the digest the push gave (docker/build-push-action: ' +
        'steps.<id>.outputs.digest) as subject-digest.'
    )
  }
  if (status !== undefined) {
    return new RegistryError(
      `${registry} answered HTTP ${status} when the bundle was attached to ${where} (${detail})`,
      status >= 500
        ? 'The registry is failing: re-run the job when it has recovered.'
        : 'Check the image name and the registry, and re-run the job.'
    )
  }
  return new RegistryError(
    `The bundle could not be attached to ${where}: ${detail}`,
    'Check that the runner can reach the registry, and re-run the job.'
  )
}
