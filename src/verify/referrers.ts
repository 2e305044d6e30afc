/**
 * The Sigstore bundles attached to an image in its registry, read as `push-to-registry` attached
 * them: the digest's OCI referrers (the referrers API, or the referrers tag scheme where the
 * registry has none, as @sigstore/oci falls back to it), each referrer's manifest, and its one
 * layer, the bundle. @sigstore/oci, which attaches them, has no call that reads a referrer or a
 * blob, and no well-kept library reads them, so these few GETs are written here, over the
 * project's own HTTP layer (the runner's proxy, a limit per request and the one deadline, bodies
 * capped, redirects followed only as said below). Each manifest and blob is checked against the
 * digest it was asked for. Nothing read here is trusted: find.ts checks every bundle's signature
 * and statement as it checks GitHub's.
 */
import { createHash } from 'node:crypto'
import { HttpCodes } from '@actions/http-client'
import { getRegistryCredentials } from '@sigstore/oci'
import { HttpPeer, type RawAnswer } from '../http/exchange.js'
import { ApiError } from '../http/errors.js'
import { withRetries } from '../http/retry.js'
import { abortReason, errorMessage } from '../lib/errors.js'
import { parseJson, readPath } from '../lib/json.js'
import { Deadline, type Logger, type Random } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { ACTION_VERSION } from '../lib/version.js'
import type { Listing } from '../github/attestations.js'
import { imageByDigest, type ImageName } from './image-name.js'
import { BUNDLE_MEDIA_TYPE } from './registry.js'

/** At most this many referrers are read: an image with more bundles than that is not a normal one. */
export const MAX_REFERRERS = 20
/** A manifest, an index or a bundle of more is refused while it is read. */
const MAX_BODY_BYTES = 4 * 1024 * 1024
/** Redirects followed for one blob (a registry may send it to its storage, once or twice). */
const MAX_REDIRECTS = 3
const INDEX_MEDIA_TYPE = 'application/vnd.oci.image.index.v1+json'
const MANIFEST_MEDIA_TYPE = 'application/vnd.oci.image.manifest.v1+json'
const PREDICATE_TYPE_ANNOTATION = 'dev.sigstore.bundle.predicateType'
const USER_AGENT = `agent-certification-verify/${ACTION_VERSION}`

export interface ReferrersRequest {
  image: ImageName
  /** The image's manifest digest, `sha256:` and 64 hex. */
  digest: string
  /** Only bundles attached for statements of this predicate type are read. */
  predicateType: string
  deadline: Deadline
  signal: AbortSignal
  logger: Logger
  random: Random
}

/**
 * The bundles attached to the image for `predicateType`, each as an entry `{ bundle }` as GitHub
 * lists them (`noneFound` when the registry holds none), and how the registry listed them. A
 * registry that cannot be read, or answers what is not a referrer, throws an ApiError.
 */
export async function readReferrerBundles(request: ReferrersRequest): Promise<Listing & { listedBy: string }> {
  const registry = new RegistryReader(request)
  const { manifests, listedBy } = await registry.referrers()
  const wanted = manifests.filter(
    descriptor =>
      readPath(descriptor, ['artifactType']) === BUNDLE_MEDIA_TYPE &&
      [undefined, request.predicateType].includes(readPath(descriptor, ['annotations', PREDICATE_TYPE_ANNOTATION]) as string | undefined)
  )
  const attestations = []
  for (const descriptor of wanted.slice(0, MAX_REFERRERS)) {
    attestations.push({ bundle: await registry.bundleOf(readPath(descriptor, ['digest'])) })
  }
  return { attestations, truncated: wanted.length > MAX_REFERRERS, noneFound: attestations.length === 0, listedBy }
}

/**
 * What verify's image check reads first: the bundles the image's registry holds, within half the
 * time left, and who listed them. Undefined, said in the log, when the registry holds none or
 * cannot be read: then GitHub's are read, and checked alike. Never a verdict of its own.
 */
export async function registryListing(request: ReferrersRequest): Promise<{ listing: Listing; by: string; how: string } | undefined> {
  const { image, digest, deadline, signal, logger } = request
  const where = imageByDigest(image, digest)
  try {
    const share = new Deadline(deadline.clock, Math.floor(deadline.remainingMs() / 2))
    const listing = await readReferrerBundles({ ...request, deadline: share })
    if (!listing.noneFound) return { listing, by: `The registry ${image.registry} (${listing.listedBy})`, how: listing.listedBy }
    logger.info(`The registry ${image.registry} holds no summary for ${where} (${listing.listedBy}): reading GitHub's attestations.`)
  } catch (error) {
    if (signal.aborted) throw abortReason(signal)
    logger.info(`The registry could not be read for ${where} (${inertText(errorMessage(error), 300)}): reading GitHub's attestations.`)
  }
  return undefined
}

/** GETs to one image's repository in its registry, signed in as the registry asks, each retried while it may pass. */
class RegistryReader {
  private readonly request: ReferrersRequest
  private readonly origin: string
  private readonly peer: HttpPeer
  private readonly where: string
  /** The Authorization header, once the registry asked for one. */
  private authorization: string | undefined

  constructor(request: ReferrersRequest) {
    this.request = request
    const { registry } = request.image
    // As @sigstore/oci reaches it: plain http only on the machine itself.
    const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(registry)
    this.origin = `${loopback ? 'http' : 'https'}://${registry}`
    this.where = imageByDigest(request.image, request.digest)
    this.peer = new HttpPeer({
      name: registry,
      setting: 'image',
      baseUrl: this.origin,
      userAgent: USER_AGENT,
      logger: request.logger,
      maxBodyBytes: MAX_BODY_BYTES
    })
  }

  /** The digest's referrers: by the referrers API, or where the registry has none, by the referrers tag. */
  async referrers(): Promise<{ manifests: unknown[]; listedBy: string }> {
    const { repository } = this.request.image
    const [algorithm, hex] = this.request.digest.split(':')
    const api = await this.get(`/v2/${repository}/referrers/${this.request.digest}`, INDEX_MEDIA_TYPE, 'listing the referrers of')
    if (api.status === HttpCodes.OK) return { manifests: this.indexOf(api, 'its referrers'), listedBy: 'the referrers API' }
    const tag = await this.get(`/v2/${repository}/manifests/${algorithm}-${hex}`, INDEX_MEDIA_TYPE, 'reading the referrers tag of')
    if (tag.status === HttpCodes.NotFound) return { manifests: [], listedBy: 'the referrers tag' }
    if (tag.status !== HttpCodes.OK) throw this.failure(tag, 'reading the referrers tag of')
    return { manifests: this.indexOf(tag, 'its referrers tag'), listedBy: 'the referrers tag' }
  }

  /** The bundle a referrer holds: its manifest (which must name this image), then its one layer. */
  async bundleOf(digest: unknown): Promise<unknown> {
    const { repository } = this.request.image
    const referrer = this.digestOf(digest, 'a referrer')
    const answer = await this.get(`/v2/${repository}/manifests/${referrer}`, MANIFEST_MEDIA_TYPE, `reading referrer ${referrer} of`)
    if (answer.status !== HttpCodes.OK) throw this.failure(answer, `reading referrer ${referrer} of`)
    const manifest = parseJson(this.checked(answer.bytes, referrer).toString('utf8'))
    if (readPath(manifest, ['subject', 'digest']) !== this.request.digest) {
      throw this.unusable(`referrer ${referrer} names another image as its subject`)
    }
    const layer = readPath(manifest, ['layers', '0'])
    if (readPath(layer, ['mediaType']) !== BUNDLE_MEDIA_TYPE) throw this.unusable(`referrer ${referrer} holds no Sigstore bundle`)
    const blob = this.digestOf(readPath(layer, ['digest']), `referrer ${referrer}'s layer`)
    const bytes = await this.blob(`${this.origin}/v2/${repository}/blobs/${blob}`, `reading the bundle of referrer ${referrer} of`)
    const bundle = parseJson(this.checked(bytes, blob).toString('utf8'))
    if (bundle === undefined) throw this.unusable(`referrer ${referrer}'s bundle is not JSON`)
    return bundle
  }

  /** A blob's bytes, following the registry's redirect to its storage: with the credentials only on the registry's own origin. */
  private async blob(url: string, subject: string): Promise<Buffer> {
    let target = url
    for (let redirects = 0; ; redirects += 1) {
      const own = new URL(target).origin === this.origin
      const answer = own
        ? await this.get(new URL(target).pathname + new URL(target).search, '*/*', subject)
        : await this.fetch(target, subject)
      if (answer.status === HttpCodes.OK) return answer.bytes
      const location = answer.headers['location']
      const redirected = answer.status >= HttpCodes.MultipleChoices && answer.status < HttpCodes.BadRequest && typeof location === 'string'
      if (!redirected || redirects >= MAX_REDIRECTS) throw this.failure(answer, subject)
      const next = new URL(location, target)
      if (next.protocol !== 'https:' && next.origin !== this.origin) {
        throw this.unusable(
          `while ${subject} the image, it pointed to ${inertText(next.origin, 120)}, not over https, so it was not fetched`
        )
      }
      target = next.href
    }
  }

  /** A GET on the registry itself: signed in when it asks (a 401 with its challenge), once. */
  private async get(path: string, accept: string, subject: string): Promise<RawAnswer> {
    const url = `${this.origin}${path}`
    const answer = await this.send(this.peer, url, accept, subject, this.authorization)
    if (answer.status !== HttpCodes.Unauthorized || this.authorization !== undefined) return answer
    this.authorization = await this.signIn(answer, subject)
    const again = await this.send(this.peer, url, accept, subject, this.authorization)
    if (again.status === HttpCodes.Unauthorized || again.status === HttpCodes.Forbidden) throw this.failure(again, subject)
    return again
  }

  /** A GET somewhere else the registry pointed to (its storage, its token service): no credentials of the registry's. */
  private fetch(url: string, subject: string, authorization?: string): Promise<RawAnswer> {
    const origin = new URL(url).origin
    const peer = new HttpPeer({
      name: new URL(url).host,
      setting: 'image',
      baseUrl: origin,
      userAgent: USER_AGENT,
      maxBodyBytes: MAX_BODY_BYTES
    })
    return this.send(peer, url, '*/*', subject, authorization)
  }

  /** One GET, retried within the deadline while the registry's failure may pass (5xx, 429, the network). */
  private send(peer: HttpPeer, url: string, accept: string, subject: string, authorization: string | undefined): Promise<RawAnswer> {
    const { deadline, signal, logger, random } = this.request
    const headers: Record<string, string> = { accept }
    if (authorization !== undefined) headers['authorization'] = authorization
    return withRetries(
      async (timeoutMs, attempt) => {
        const answer = await peer.exchange(
          { method: 'GET', url, headers, subject: `${subject} ${this.where}`, shownAs: new URL(url).pathname, tooLarge: 'refuse' },
          { signal, timeoutMs, attempt }
        )
        if (answer.status >= HttpCodes.InternalServerError || answer.status === HttpCodes.TooManyRequests)
          throw this.failure(answer, subject)
        return answer
      },
      {
        deadline,
        signal,
        logger,
        random,
        link: peer.link,
        subject: `${subject} ${this.where}`,
        peer: 'the registry',
        isRetryable: error => error.transient
      }
    )
  }

  /**
   * The Authorization header the registry's challenge asks for, with the runner's Docker
   * credentials for it when there are any (anonymous otherwise: a public image needs none):
   * Basic, or a bearer token from the token service it names, for pulling this repository.
   */
  private async signIn(challenge: RawAnswer, subject: string): Promise<string> {
    const header = String(challenge.headers['www-authenticate'] ?? '')
    const scheme = header.split(/\s+/, 1)[0].toLowerCase()
    const credentials = this.credentials()
    const basic =
      credentials === undefined ? undefined : `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`
    if (scheme === 'basic') {
      if (basic === undefined) throw this.failure(challenge, subject)
      return basic
    }
    if (scheme !== 'bearer') throw this.failure(challenge, subject)
    const params = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), value]))
    const realm = params['realm'] === undefined ? undefined : new URL(params['realm'])
    if (realm === undefined || (realm.protocol !== 'https:' && realm.origin !== this.origin)) {
      throw this.unusable(`it asked for a token from ${inertText(params['realm'] ?? 'nowhere', 120)}, which is not https`)
    }
    if (params['service'] !== undefined) realm.searchParams.set('service', params['service'])
    realm.searchParams.set('scope', `repository:${this.request.image.repository}:pull`)
    const answer =
      realm.origin === this.origin
        ? await this.send(this.peer, realm.href, 'application/json', 'signing in to read', basic)
        : await this.fetch(realm.href, 'signing in to read', basic)
    if (answer.status !== HttpCodes.OK) throw this.failure(answer, 'signing in to read')
    const body = parseJson(answer.bytes.toString('utf8'))
    const token = readPath(body, ['token']) ?? readPath(body, ['access_token'])
    if (typeof token !== 'string' || token === '') throw this.unusable('its token service answered without a token')
    return `Bearer ${token}`
  }

  /** The runner's Docker credentials for the registry, as docker/login-action leaves them; none when there are none. */
  private credentials(): { username: string; password: string } | undefined {
    try {
      return getRegistryCredentials(this.request.image.name)
    } catch (error) {
      this.request.logger.debug(`No Docker credentials for ${this.request.image.registry}: ${errorMessage(error)}`)
      return undefined
    }
  }

  /** An index's `manifests`, or why the answer is not an index. */
  private indexOf(answer: RawAnswer, what: string): unknown[] {
    const manifests = readPath(parseJson(answer.bytes.toString('utf8')), ['manifests'])
    if (!Array.isArray(manifests)) throw this.unusable(`${what} is not an OCI index`)
    return manifests
  }

  /** A digest as a referrer names one, or why it is not one. */
  private digestOf(value: unknown, of: string): string {
    if (typeof value === 'string' && /^sha256:[0-9a-f]{64}$/.test(value)) return value
    throw this.unusable(`${of} names no sha256 digest`)
  }

  /** The bytes, when they hash to `digest`: what a registry answers must be what was asked for. */
  private checked(bytes: Buffer, digest: string): Buffer {
    if (`sha256:${createHash('sha256').update(bytes).digest('hex')}` === digest) return bytes
    throw this.unusable(`what it answered for ${digest} does not hash to that digest`)
  }

  /** The registry answered what is not a referrer of this image. */
  private unusable(what: string): ApiError {
    return new ApiError(`The registry ${this.request.image.registry}: ${what} (${this.where}).`, {
      kind: 'protocol',
      hint: 'Check the image name; re-attach the summary with push-to-registry if it was overwritten.'
    })
  }

  /** A refusal or a failure, by status: what a person does about it. */
  private failure(answer: RawAnswer, subject: string): ApiError {
    const { status } = answer
    const said = inertText(answer.bytes.toString('utf8'), 200)
    const message = `The registry ${this.request.image.registry} answered HTTP ${status} while ${subject} ${this.where}${said === '' ? '' : `: ${said}`}`
    if (status === HttpCodes.Unauthorized || status === HttpCodes.Forbidden) {
      return new ApiError(message, {
        kind: 'auth',
        status,
        hint: `Log in to ${this.request.image.registry} before this step (docker/login-action; for ghcr.io, packages: read).`
      })
    }
    const transient = status >= HttpCodes.InternalServerError || status === HttpCodes.TooManyRequests
    return new ApiError(message, { kind: transient ? 'transient' : 'rejected', status, hint: 'Check the image name and the registry.' })
  }
}
