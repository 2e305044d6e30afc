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
import { HttpPeer, type RawAnswer } from '../http/exchange.js'
import { ApiError } from '../http/errors.js'
import { parseRetryAfter } from '../http/network.js'
import { withRetries } from '../http/retry.js'
import { nextPage } from '../http/next-page.js'
import { parseJson, readPath } from '../lib/json.js'
import type { Deadline, Logger, Random } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { ACTION_VERSION } from '../lib/version.js'
import { imageByDigest, type ImageName } from './image-name.js'
import { BUNDLE_MEDIA_TYPE } from './push.js'
import { dockerCredentials, type RegistryCredentials } from './docker-credentials.js'
import { addressesOf, isThisMachine } from './address.js'

/** At most this many referrers are read: an image with more bundles than that is not a normal one. */
export const MAX_REFERRERS = 20
/** Pages of the referrers API read at most. */
const MAX_PAGES = 5
/** A manifest, an index or a bundle of more is refused while it is read. */
const MAX_BODY_BYTES = 4 * 1024 * 1024
/** Redirects followed for one blob (a registry may send it to its storage, once or twice). */
const MAX_REDIRECTS = 3
const INDEX_MEDIA_TYPE = 'application/vnd.oci.image.index.v1+json'
const MANIFEST_MEDIA_TYPE = 'application/vnd.oci.image.manifest.v1+json'
const PREDICATE_TYPE_ANNOTATION = 'dev.sigstore.bundle.predicateType'
const USER_AGENT = `agent-certification-verify/${ACTION_VERSION}`
/** Where plain http is allowed: the machine itself, as @sigstore/oci allows it. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/

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
  /** Hides a credential from the job log (core.setSecret): the Docker password and the tokens. */
  mask: (secret: string) => void
}

/**
 * Where an image's registry API is: Docker Hub's names go to its registry host, and its one-part names to `library/`.
 */
export function registryEndpoint(image: ImageName): { origin: string; repository: string } {
  const hub = ['docker.io', 'index.docker.io', 'registry-1.docker.io'].includes(image.registry)
  const host = hub ? 'registry-1.docker.io' : image.registry
  const scheme = LOOPBACK.test(new URL(`http://${host}`).hostname) ? 'http' : 'https'
  const repository = hub && !image.repository.includes('/') ? `library/${image.repository}` : image.repository
  return { origin: new URL(`${scheme}://${host}`).origin, repository }
}

/**
 * An image's bundles as its registry lists them: each with the referrer holding it, and how many referrers were listed.
 */
export interface ReferrerListing {
  /** Each bundle as an entry `{ bundle }`, as GitHub lists attestations, with the referrer that holds it. */
  attestations: Array<{ bundle: unknown; referrer: string }>
  /** More referrers than are read, or more pages. */
  truncated: boolean
  /** The registry holds none for the predicate type. */
  noneFound: boolean
  listedBy: string
  /**
   * Referrers listed for the image, of every kind the listing named (at least; `truncated` says there were more pages).
   */
  referrers: number
}

/**
 * The bundles attached to the image for `predicateType`, each as an entry `{ bundle }` as GitHub
 * lists them (`noneFound` when the registry holds none), and how the registry listed them. A
 * referrer that cannot be read is left out, said in the log; a registry that cannot be listed, or
 * answers what is not a list of referrers, throws an ApiError.
 */
export async function readReferrerBundles(request: ReferrersRequest): Promise<ReferrerListing> {
  const registry = new RegistryReader(request)
  const { manifests, listedBy, more } = await registry.referrers()
  const digests = manifests
    .filter(
      descriptor =>
        readPath(descriptor, ['artifactType']) === BUNDLE_MEDIA_TYPE &&
        [undefined, request.predicateType].includes(
          readPath(descriptor, ['annotations', PREDICATE_TYPE_ANNOTATION]) as string | undefined
        )
    )
    .map(descriptor => readPath(descriptor, ['digest']))
  const unique = [...new Set(digests)]
  const attestations = []
  for (const digest of unique.slice(0, MAX_REFERRERS)) {
    try {
      attestations.push({ bundle: await registry.bundleOf(digest), referrer: digest as string })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      request.logger.info(
        `A referrer of ${imageByDigest(request.image, request.digest)} was not read: ${inertText(error.message, 300)}`
      )
    }
  }
  return {
    attestations,
    truncated: more || unique.length > MAX_REFERRERS,
    noneFound: attestations.length === 0,
    listedBy,
    referrers: manifests.length
  }
}

/** One challenge of a WWW-Authenticate header: its scheme, lower case, and its parameters. */
interface Challenge {
  scheme: string
  params: Record<string, string>
}

/** Every challenge of a WWW-Authenticate header (RFC 7235): quoted or bare values, several challenges in one header. */
export function parseChallenges(header: string): Challenge[] {
  const challenges: Challenge[] = []
  for (const [, name, value] of header.matchAll(/([A-Za-z][\w.-]*)(?:\s*=\s*("(?:[^"\\]|\\.)*"|[^,\s]*))?/g)) {
    if (value === undefined) {
      challenges.push({ scheme: name.toLowerCase(), params: {} })
      continue
    }
    const current = challenges.at(-1)
    if (current !== undefined)
      current.params[name.toLowerCase()] = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value
  }
  return challenges
}

/** GETs to one image's repository in its registry, signed in as the registry asks, each retried while it may pass. */
class RegistryReader {
  private readonly request: ReferrersRequest
  private readonly origin: string
  private readonly repository: string
  private readonly peer: HttpPeer
  private readonly where: string
  /** The Authorization header, once the registry asked for one. */
  private authorization: string | undefined
  private registryOnMachine: Promise<boolean> | undefined

  constructor(request: ReferrersRequest) {
    this.request = request
    const endpoint = registryEndpoint(request.image)
    this.origin = endpoint.origin
    this.repository = endpoint.repository
    this.where = imageByDigest(request.image, request.digest)
    this.peer = new HttpPeer({
      name: `the registry ${request.image.registry}`,
      setting: 'image',
      baseUrl: this.origin,
      userAgent: USER_AGENT,
      logger: request.logger,
      maxBodyBytes: MAX_BODY_BYTES
    })
  }

  /**
   * The digest's referrers: by the referrers API, page by page on the registry's own origin; or,
   * where the registry has none (any answer but 200), by the referrers tag. `more` when there were
   * more pages than are read.
   */
  async referrers(): Promise<{ manifests: unknown[]; listedBy: string; more: boolean }> {
    const [algorithm, hex] = this.request.digest.split(':')
    const query = `?artifactType=${encodeURIComponent(BUNDLE_MEDIA_TYPE)}`
    let next: string | undefined = `${this.origin}/v2/${this.repository}/referrers/${this.request.digest}${query}`
    const manifests: unknown[] = []
    for (let page = 1; next !== undefined; page += 1) {
      if (page > MAX_PAGES) return { manifests, listedBy: 'the referrers API', more: true }
      const answer = await this.get(next, INDEX_MEDIA_TYPE, 'listing the referrers of')
      if (answer.status !== HttpCodes.OK) {
        if (page > 1) throw this.failure(answer, 'listing the referrers of')
        break
      }
      manifests.push(...this.indexOf(answer, 'its referrers'))
      const link = answer.headers['link']
      next = nextPage(Array.isArray(link) ? link.join(', ') : link, this.origin)
      if (next === undefined) return { manifests, listedBy: 'the referrers API', more: false }
    }
    const tag = await this.get(
      `${this.origin}/v2/${this.repository}/manifests/${algorithm}-${hex}`,
      INDEX_MEDIA_TYPE,
      'reading the referrers tag of'
    )
    if (tag.status === HttpCodes.NotFound) return { manifests: [], listedBy: 'the referrers tag', more: false }
    if (tag.status !== HttpCodes.OK) throw this.failure(tag, 'reading the referrers tag of')
    return { manifests: this.indexOf(tag, 'its referrers tag'), listedBy: 'the referrers tag', more: false }
  }

  /** The bundle a referrer holds: its manifest (which must name this image), then its one layer. */
  async bundleOf(digest: unknown): Promise<unknown> {
    const referrer = this.digestOf(digest, 'a referrer')
    const subject = `reading referrer ${referrer} of`
    const answer = await this.get(
      `${this.origin}/v2/${this.repository}/manifests/${referrer}`,
      MANIFEST_MEDIA_TYPE,
      subject
    )
    if (answer.status !== HttpCodes.OK) throw this.failure(answer, subject)
    const manifest = parseJson(this.checked(answer.bytes, referrer).toString('utf8'))
    if (readPath(manifest, ['subject', 'digest']) !== this.request.digest) {
      throw this.unusable(`referrer ${referrer} names another image as its subject`)
    }
    const layer = readPath(manifest, ['layers', '0'])
    if (readPath(layer, ['mediaType']) !== BUNDLE_MEDIA_TYPE)
      throw this.unusable(`referrer ${referrer} holds no Sigstore bundle`)
    const blob = this.digestOf(readPath(layer, ['digest']), `referrer ${referrer}'s layer`)
    const bytes = await this.blob(
      `${this.origin}/v2/${this.repository}/blobs/${blob}`,
      `reading the bundle of referrer ${referrer} of`
    )
    const bundle = parseJson(this.checked(bytes, blob).toString('utf8'))
    if (bundle === undefined) throw this.unusable(`referrer ${referrer}'s bundle is not JSON`)
    return bundle
  }

  /**
   * A blob's bytes, following the registry's redirects to its storage: the credentials go only
   * to the registry's own origin, and elsewhere only over https (or on the machine itself).
   */
  private async blob(url: string, subject: string): Promise<Buffer> {
    let target = new URL(url)
    for (let redirects = 0; ; redirects += 1) {
      const answer =
        target.origin === this.origin
          ? await this.get(target.href, '*/*', subject)
          : await this.elsewhere(target, subject)
      if (answer.status === HttpCodes.OK) return answer.bytes
      const location = answer.headers['location']
      const redirected =
        answer.status >= HttpCodes.MultipleChoices &&
        answer.status < HttpCodes.BadRequest &&
        typeof location === 'string'
      if (!redirected || redirects >= MAX_REDIRECTS) throw this.failure(answer, subject, target.host)
      target = new URL(location, target)
      const refused = await this.outsideItsWorld(target)
      if (refused !== undefined) {
        throw this.unusable(
          `while ${subject} the image, it pointed to ` +
            `${inertText(target.origin, 120)}, ${refused}, so it was not fetched`
        )
      }
    }
  }

  /**
   * Why the registry may not send this reader to `target` (its storage, its token service), or undefined when it may:
   * over https, and to this machine (by the addresses both resolve to) only from a registry on it.
   */
  private async outsideItsWorld(target: URL): Promise<string | undefined> {
    const [registryOnMachine, reached] = await Promise.all([this.isOnMachine(), addressesOf(target.hostname)])
    if ('some' in reached && reached.some)
      return registryOnMachine ? undefined : 'on this machine, where only a registry on this machine may point'
    // A name this machine cannot resolve may be reached through the runner's proxy, which resolves it elsewhere.
    return target.protocol === 'https:' ? undefined : 'not over https'
  }

  /** A GET on the registry itself: signed in when it asks (a 401 with its challenge), once. */
  private async get(url: string, accept: string, subject: string): Promise<RawAnswer> {
    const answer = await this.send(this.peer, url, accept, subject, this.authorization)
    if (answer.status !== HttpCodes.Unauthorized || this.authorization !== undefined) return answer
    this.authorization = await this.signIn(answer, subject)
    const again = await this.send(this.peer, url, accept, subject, this.authorization)
    if (again.status === HttpCodes.Unauthorized || again.status === HttpCodes.Forbidden)
      throw this.failure(again, subject)
    return again
  }

  /**
   * A GET on another origin the registry named (its storage, its token service): none of the registry's own headers.
   * From a registry elsewhere, the address is judged again as the connection opens (a name may resolve elsewhere when
   * outsideItsWorld asked, and here a moment later).
   */
  private async elsewhere(url: URL, subject: string, authorization?: string): Promise<RawAnswer> {
    const peer = new HttpPeer({
      name: url.host,
      setting: 'image',
      baseUrl: url.origin,
      userAgent: USER_AGENT,
      maxBodyBytes: MAX_BODY_BYTES,
      ...((await this.isOnMachine()) ? {} : { refusedAddress: isThisMachine })
    })
    return this.send(peer, url.href, '*/*', subject, authorization)
  }

  /** Whether the registry is on this machine (asked once): only when every address of its name is. */
  private isOnMachine(): Promise<boolean> {
    const { hostname } = new URL(this.origin)
    return (this.registryOnMachine ??= addressesOf(hostname).then(seen => 'all' in seen && seen.all))
  }

  /** One GET, retried within the deadline while the failure may pass (5xx, 429, the network). */
  private send(
    peer: HttpPeer,
    url: string,
    accept: string,
    subject: string,
    authorization: string | undefined
  ): Promise<RawAnswer> {
    const { deadline, signal, logger, random } = this.request
    const headers: Record<string, string> = { accept }
    if (authorization !== undefined) headers['authorization'] = authorization
    const { host, pathname } = new URL(url)
    return withRetries(
      async (timeoutMs, attempt) => {
        const answer = await peer.exchange(
          { method: 'GET', url, headers, subject: `${subject} ${this.where}`, shownAs: pathname, tooLarge: 'refuse' },
          { signal, timeoutMs, attempt }
        )
        if (answer.status >= HttpCodes.InternalServerError || answer.status === HttpCodes.TooManyRequests) {
          throw this.failure(answer, subject, host)
        }
        return answer
      },
      {
        deadline,
        signal,
        logger,
        random,
        link: peer.link,
        subject: `${subject} ${this.where}`,
        peer: peer.peer.name,
        isRetryable: error => error.transient
      }
    )
  }

  /**
   * The Authorization header the registry's challenge asks for, with the runner's Docker
   * credentials for it when there are any (anonymous otherwise: a public image needs none):
   * Basic, or a bearer token for pulling this repository from the token service it names. Each
   * credential is masked in the log before it is sent.
   */
  private async signIn(challenge: RawAnswer, subject: string): Promise<string> {
    const header = challenge.headers['www-authenticate']
    const asked = parseChallenges(Array.isArray(header) ? header.join(', ') : (header ?? '')).find(({ scheme }) =>
      ['basic', 'bearer'].includes(scheme)
    )
    const credentials = await this.credentials()
    const basic =
      credentials === undefined
        ? undefined
        : this.masked(`Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`)
    if (asked === undefined || (asked.scheme === 'basic' && basic === undefined)) throw this.failure(challenge, subject)
    if (asked.scheme === 'basic') return basic as string
    const realm = URL.parse(asked.params['realm'] ?? '') ?? undefined
    const refused = realm === undefined ? 'which is no URL' : await this.outsideItsWorld(realm)
    if (realm === undefined || refused !== undefined) {
      throw this.unusable(`it asked for a token from ${inertText(asked.params['realm'] ?? 'nowhere', 120)}, ${refused}`)
    }
    if (asked.params['service'] !== undefined) realm.searchParams.set('service', asked.params['service'])
    realm.searchParams.set('scope', `repository:${this.repository}:pull`)
    const answer =
      realm.origin === this.origin
        ? await this.send(this.peer, realm.href, 'application/json', 'signing in to read', basic)
        : await this.elsewhere(realm, 'signing in to read', basic)
    if (answer.status !== HttpCodes.OK) throw this.failure(answer, 'signing in to read', realm.host)
    const body = parseJson(answer.bytes.toString('utf8'))
    const token = readPath(body, ['token']) ?? readPath(body, ['access_token'])
    if (typeof token !== 'string' || token === '') throw this.unusable('its token service answered without a token')
    return this.masked(`Bearer ${token}`)
  }

  /** The runner's Docker credentials for the registry, as Docker finds them, masked; none when there are none. */
  private async credentials(): Promise<RegistryCredentials | undefined> {
    const found = await dockerCredentials(this.request.image.registry, {
      remainingMs: this.request.deadline.remainingMs()
    })
    if ('none' in found) {
      this.request.logger.debug(
        `No Docker credentials for ${this.request.image.registry} (${found.none}): reading it anonymously.`
      )
      return undefined
    }
    this.masked(found.credentials.password)
    return found.credentials
  }

  /** `secret`, once it is masked in the job log. */
  private masked(secret: string): string {
    if (secret !== '') this.request.mask(secret)
    return secret
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

  /** A refusal or a failure, by status, of the registry or of `host` it pointed to: what a person does about it. */
  private failure(answer: RawAnswer, subject: string, host?: string): ApiError {
    const { status } = answer
    const { registry } = this.request.image
    const itself = host === undefined || host === new URL(this.origin).host
    const who = itself ? `The registry ${registry}` : `${host}, where the registry ${registry} pointed,`
    // What another origin answers is never quoted: only its status, and who it was.
    const said = itself ? inertText(answer.bytes.toString('utf8'), 200) : ''
    const message = `${who} answered HTTP ${status} while ${subject} ${this.where}${said === '' ? '' : `: ${said}`}`
    if (status === HttpCodes.Unauthorized || status === HttpCodes.Forbidden) {
      return new ApiError(message, {
        kind: 'auth',
        status,
        hint: `Log in to ${registry} before this step (docker/login-action; for ghcr.io, packages: read).`
      })
    }
    const transient = status >= HttpCodes.InternalServerError || status === HttpCodes.TooManyRequests
    return new ApiError(message, {
      kind: transient ? 'transient' : 'rejected',
      status,
      retryAfterMs: parseRetryAfter(answer.headers['retry-after'], this.request.deadline.clock.now()),
      hint: 'Check the image name and the registry.'
    })
  }
}
