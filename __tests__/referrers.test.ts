/**
 * Reading the bundles attached to an image (src/verify/referrers.ts) in this process: from the real
 * registry on loopback (Debian's docker-registry: htpasswd sign-in, the referrers tag scheme), and
 * from a registry written here for what that one does not do (the referrers API, a bearer token,
 * a redirect to storage, answers that are not what was asked for). The whole check of an image
 * read from its registry, through the bundle, is in e2e/verify-image.test.ts.
 */
import { GitHubApi } from '../src/github/api.js'
import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { readFileSync } from 'node:fs'
import tls from 'node:tls'
import type { AddressInfo } from 'node:net'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import { jest } from '@jest/globals'
import {
  homeLoggedInTo,
  REGISTRY_PASSWORD,
  REGISTRY_USER,
  registryMissing,
  startRegistry,
  type OciRegistry
} from '../__fixtures__/oci-registry.js'
import { ApiError } from '../src/http/errors.js'
import { Deadline, systemClock } from '../src/lib/runtime.js'
import { parseImageName, type ImageName } from '../src/registry/image-name.js'
import { MAX_REFERRERS, parseChallenges, readReferrerBundles, registryEndpoint } from '../src/registry/referrers.js'
import { registryListing, registrySource } from '../src/verify/registry-source.js'
import { BUNDLE_MEDIA_TYPE, pushBundle } from '../src/registry/push.js'
import { CredentialHelperError } from '../src/registry/docker-credentials.js'
import { attachedAlready } from '../src/verify/attached.js'
import { recordingLogger } from './helpers/fake-clock.js'
import { makeTestCertificates } from '../__fixtures__/test-certificates.js'

const VSA = 'https://slsa.dev/verification_summary/v1'
const sha256 = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`
const IMAGE = sha256('the image')
const PROVENANCE = 'https://slsa.dev/provenance/v1'
const useHome = (home: string) => jest.spyOn(os, 'homedir').mockReturnValue(home)
const noLogin = () => mkdtempSync(join(tmpdir(), 'no-docker-config-'))
afterEach(() => jest.restoreAllMocks())

/** A request for the bundles of `host/acme/agent@digest` for the VSA type; what it masked is kept in `masked`. */
function requestFor(host: string, { timeoutMs = 30_000, logger = recordingLogger(), masked = [] as string[] } = {}) {
  return {
    image: parseImageName(`${host}/acme/agent`) as ImageName,
    digest: IMAGE,
    predicateType: VSA,
    deadline: new Deadline(systemClock, timeoutMs),
    signal: new AbortController().signal,
    logger,
    random: () => 0.5,
    mask: (secret: string) => void masked.push(secret)
  }
}

/** The bundles of `host/acme/agent@digest`, as the runner's HOME (its Docker config) has it; or what was thrown. */
function read(host: string, digest: string, options: Parameters<typeof requestFor>[1] = {}) {
  return readReferrerBundles({ ...requestFor(host, options), digest }).catch((error: unknown) => error)
}

const missing = registryMissing()
if (missing !== undefined) console.warn(`referrers.test.ts: the real registry's cases skipped: ${missing}`)
const describeWithRegistry = missing === undefined ? describe : describe.skip

describeWithRegistry('from the real registry (htpasswd, the referrers tag)', () => {
  let registry: OciRegistry
  beforeAll(async () => {
    registry = await startRegistry()
  })
  afterAll(() => registry?.close())

  const attach = (digest: string, bundle: string, predicateType = VSA) =>
    pushBundle({
      image: parseImageName(`${registry.host}/acme/agent`) as ImageName,
      digest,
      bundle,
      predicateType,
      timeoutMs: 30_000
    })

  it("reads every bundle attached for the predicate type, and none of another type's, the password masked", async () => {
    const digest = await registry.pushImage('acme/agent', 'two-summaries')
    useHome(registry.homeWithLogin())
    await attach(digest, '{"summary":1}')
    await attach(digest, '{"provenance":1}', PROVENANCE)
    await attach(digest, '{"summary":2}')
    const masked: string[] = []
    const referrer = expect.stringMatching(/^sha256:[0-9a-f]{64}$/)
    expect(await read(registry.host, digest, { masked })).toEqual({
      attestations: [
        { bundle: { summary: 1 }, referrer },
        { bundle: { summary: 2 }, referrer }
      ],
      truncated: false,
      noneFound: false,
      listedBy: 'the referrers tag',
      // Every referrer the tag lists counts toward Kyverno's limit, the provenance too.
      referrers: 3
    })
    expect(masked).toEqual([
      REGISTRY_PASSWORD,
      `Basic ${Buffer.from(`${REGISTRY_USER}:${REGISTRY_PASSWORD}`).toString('base64')}`
    ])
  })

  it('finds none for an image nothing was attached to', async () => {
    const digest = await registry.pushImage('acme/agent', 'bare')
    useHome(registry.homeWithLogin())
    expect(await read(registry.host, digest)).toEqual({
      attestations: [],
      truncated: false,
      noneFound: true,
      listedBy: 'the referrers tag',
      referrers: 0
    })
  })

  it('says to log in when the registry asks for credentials the runner does not have, or refuses them', async () => {
    const digest = await registry.pushImage('acme/agent', 'private')
    for (const home of [noLogin(), registry.homeWithLogin('not-the-password')]) {
      useHome(home)
      const error = (await read(registry.host, digest)) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error.message).toMatch(
        new RegExp(`^The registry ${registry.host} answered HTTP 401 while reading the referrers tag of `)
      )
      expect(error.hint).toBe(
        `Log in to ${registry.host} before this step (docker/login-action; for ghcr.io, packages: read).`
      )
    }
  })
})

/** A server written here: answers by path, and records what it was asked and with which Authorization. */
async function fakeServer(answer: (request: IncomingMessage, response: ServerResponse, host: string) => void) {
  const asked: Array<{ path: string; authorization?: string; accept?: string; userAgent?: string }> = []
  const server = createServer((request, response) => {
    const { authorization, accept, 'user-agent': userAgent } = request.headers
    asked.push({ path: request.url ?? '', authorization, accept, userAgent })
    answer(request, response, host)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return { host, asked, close: () => new Promise(resolve => server.close(resolve)) }
}

const BUNDLE = '{"mediaType":"application/vnd.dev.sigstore.bundle.v0.3+json","verificationMaterial":{}}'
const REFERRERS = `/v2/acme/agent/referrers/${IMAGE}?artifactType=${encodeURIComponent(BUNDLE_MEDIA_TYPE)}`
const manifestOf = (subject: string, { layer = sha256(BUNDLE), note = '' } = {}) =>
  JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.manifest.v1+json',
    artifactType: BUNDLE_MEDIA_TYPE,
    config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: sha256('{}'), size: 2 },
    layers: [{ mediaType: BUNDLE_MEDIA_TYPE, digest: layer, size: BUNDLE.length }],
    subject: { mediaType: 'application/vnd.oci.image.manifest.v1+json', digest: subject, size: 1 },
    annotations: { note }
  })
const indexOf = (...manifests: string[]) =>
  JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.index.v1+json',
    manifests: manifests.map(manifest => ({
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      digest: sha256(manifest),
      size: manifest.length,
      artifactType: BUNDLE_MEDIA_TYPE,
      annotations: { 'dev.sigstore.bundle.predicateType': VSA }
    }))
  })

/** A registry with the referrers API listing `manifests` for IMAGE; each served as written, and the bundle's blob unless `blob` answers. */
function withReferrers(manifests: string[], blob?: (response: ServerResponse) => void) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? ''
    if (path === REFERRERS) return response.writeHead(200).end(indexOf(...manifests))
    const manifest = manifests.find(written => path === `/v2/acme/agent/manifests/${sha256(written)}`)
    if (manifest !== undefined) return response.writeHead(200).end(manifest)
    if (path === `/v2/acme/agent/blobs/${sha256(BUNDLE)}`)
      return blob === undefined ? response.writeHead(200).end(BUNDLE) : blob(response)
    return response.writeHead(404).end('{"errors":[{"code":"NOT_FOUND"}]}')
  }
}

/** A registry that asks for a token from `/token` on itself (or `realm`), answered by `token`; its other paths by `answer` once signed in. */
async function signingIn(
  token: (request: IncomingMessage, response: ServerResponse) => void,
  {
    realm,
    answer = withReferrers([manifestOf(IMAGE, { note: 'good' })])
  }: { realm?: string; answer?: (request: IncomingMessage, response: ServerResponse, challenge: string) => void } = {}
) {
  const registry = await fakeServer((request, response, host) => {
    if (request.url?.startsWith('/token') === true) return token(request, response)
    const challenge = `Bearer realm="${realm ?? `http://${host}/token`}"`
    if (request.headers.authorization === undefined)
      return response.writeHead(401, { 'www-authenticate': challenge }).end()
    return answer(request, response, challenge)
  })
  try {
    const result = await read(registry.host, IMAGE, { timeoutMs: 2000 })
    return {
      result: result instanceof Error ? result.message : result,
      error: result as ApiError,
      asked: registry.asked
    }
  } finally {
    await registry.close()
  }
}
const tokenIs = (body: string) => (_request: IncomingMessage, response: ServerResponse) =>
  response.writeHead(200).end(body)

/**
 * An address of this machine that is neither loopback nor link-local: a registry listening there is, by address, a
 * registry elsewhere (the machine has one on any network; the test says so if it has none).
 */
function outwardAddress(): string {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .find(one => one !== undefined && one.family === 'IPv4' && !one.internal && !one.address.startsWith('169.254.'))
  if (found === undefined)
    throw new Error('this machine has no IPv4 address but loopback: a registry elsewhere needs one')
  return found.address
}

describe("a registry that is not on this machine: its directions stay inside the registry's world", () => {
  // Over https on this machine's outward address: by address, not this machine, so it is read as a registry
  // elsewhere. Its certificate is signed by a CA this process trusts.
  const outward = outwardAddress()
  let registry: { host: string; close: () => Promise<void> }
  let certificates: ReturnType<typeof makeTestCertificates>
  let answer: (request: IncomingMessage, response: ServerResponse) => void = () => undefined
  beforeAll(async () => {
    certificates = makeTestCertificates([outward])
    tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(certificates.caFile, 'utf8')])
    const server = createHttpsServer({ key: certificates.key, cert: certificates.cert }, (request, response) =>
      answer(request, response)
    )
    await new Promise<void>(resolve => server.listen(0, outward, resolve))
    registry = {
      host: `${outward}:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>(resolve => server.close(() => resolve()))
    }
  })
  afterAll(() => registry.close())
  const good = manifestOf(IMAGE, { note: 'good' })

  /** What reading the registry said, once `serve` answers it. */
  async function readWith(serve: typeof answer) {
    answer = serve
    const logger = recordingLogger()
    const result = await read(registry.host, IMAGE, { logger, timeoutMs: 3000 })
    return { result, said: [result instanceof Error ? result.message : '', ...logger.lines].join('\n') }
  }

  it('never follows a redirect to this machine, by any name or spelling, and reads a bundle from storage over https elsewhere', async () => {
    const local = await fakeServer((_request, response) => response.writeHead(200).end(BUNDLE))
    const port = local.host.split(':')[1]
    try {
      for (const location of [
        `http://${local.host}/b`,
        `https://localhost:${port}/b`,
        `https://127.1.2.3:${port}/b`,
        `https://0.0.0.0:${port}/b`,
        `https://[::]:${port}/b`,
        `https://[::1]:${port}/b`,
        `https://[::ffff:127.0.0.1]:${port}/b`,
        `https://169.254.169.254/latest/meta-data/`
      ]) {
        const { result, said } = await readWith(
          withReferrers([good], response => response.writeHead(307, { location }).end())
        )
        expect(result).toMatchObject({ noneFound: true })
        expect(said).toContain(
          `it pointed to ${new URL(location).origin}, on this machine, where only a registry on this machine may point, so it was not fetched`
        )
      }
      expect(local.asked).toEqual([])
      // Storage elsewhere over https (here the registry's own host on another path) is read.
      const { result } = await readWith((request, response) =>
        request.url === '/storage'
          ? response.writeHead(200).end(BUNDLE)
          : withReferrers([good], blob => blob.writeHead(307, { location: `https://${registry.host}/storage` }).end())(
              request,
              response
            )
      )
      expect(result).toMatchObject({ noneFound: false })
    } finally {
      await local.close()
    }
  })

  it('never asks a token service on this machine, by any name or spelling', async () => {
    const local = await fakeServer((_request, response) => response.writeHead(200).end('{"token":"t"}'))
    const port = local.host.split(':')[1]
    try {
      for (const realm of [
        `http://${local.host}/token`,
        `https://0.0.0.0:${port}/token`,
        `https://[::ffff:127.0.0.1]:${port}/token`,
        `https://localhost:${port}/token`
      ]) {
        const { said } = await readWith((_request, response) =>
          response.writeHead(401, { 'www-authenticate': `Bearer realm="${realm}"` }).end()
        )
        expect(said).toContain(
          `it asked for a token from ${realm}, on this machine, where only a registry on this machine may point`
        )
      }
      // A name this machine cannot resolve is asked over https (a proxy may resolve it), never over http.
      const { said } = await readWith((_request, response) =>
        response.writeHead(401, { 'www-authenticate': 'Bearer realm="http://token.invalid/token"' }).end()
      )
      expect(said).toContain('it asked for a token from http://token.invalid/token, not over https')
      const overHttps = await readWith((_request, response) =>
        response.writeHead(401, { 'www-authenticate': 'Bearer realm="https://token.invalid/token"' }).end()
      )
      expect(overHttps.said).toMatch(/token\.invalid.*ENOTFOUND/)
      expect(local.asked).toEqual([])
    } finally {
      await local.close()
    }
  })

  it('never quotes what another origin answered: its status and who it was, only', async () => {
    // Storage on another origin (the outward address on another port), answering a refusal with words of its own.
    const storage = createHttpsServer({ key: certificates.key, cert: certificates.cert }, (_request, response) =>
      response.writeHead(418).end('a teapot quoting secrets')
    )
    await new Promise<void>(resolve => storage.listen(0, outward, resolve))
    const elsewhere = `${outward}:${(storage.address() as AddressInfo).port}`
    try {
      const { said } = await readWith(
        withReferrers([good], response => response.writeHead(307, { location: `https://${elsewhere}/b` }).end())
      )
      expect(said).toContain(
        `${elsewhere}, where the registry ${registry.host} pointed, answered HTTP 418 while reading the bundle of referrer`
      )
      expect(said).not.toContain('a teapot quoting secrets')
      // Nothing at all follows where it was read: not a word of the other origin's answer.
      expect(said).toMatch(
        /pointed, answered HTTP 418 while reading the bundle of referrer sha256:[0-9a-f]{64} of \S+@sha256:[0-9a-f]{64}$/m
      )
    } finally {
      await new Promise<void>(resolve => storage.close(() => resolve()))
    }
  })
})

describe('from a registry that does what Distribution 2.8 does not', () => {
  it('signs in with a pull token from a token service elsewhere, reads every page of the referrers API, and sends nothing of its own to its storage', async () => {
    const [first, second] = [manifestOf(IMAGE, { note: 'first' }), manifestOf(IMAGE, { note: 'second' })]
    const elsewhere = await fakeServer((request, response) => {
      const url = new URL(request.url ?? '', 'http://x')
      if (url.pathname === '/storage/bundle') return response.writeHead(200).end(BUNDLE)
      const asked =
        url.searchParams.get('scope') === 'repository:acme/agent:pull' && url.searchParams.get('service') === 'fake'
      return response.writeHead(asked ? 200 : 400).end(asked ? '{"access_token":"pull-token"}' : '{}')
    })
    const pages = withReferrers([first, second], response =>
      response.writeHead(307, { location: `http://${elsewhere.host}/storage/bundle` }).end()
    )
    const registry = await fakeServer((request, response, host) => {
      if (request.headers.authorization !== 'Bearer pull-token') {
        // Two challenges in one header, the token service's values bare, as RFC 7235 allows.
        return response
          .writeHead(401, {
            'www-authenticate': `Bearer realm=http://${elsewhere.host}/token,service=fake, Basic realm="r"`
          })
          .end()
      }
      if (request.url === REFERRERS) {
        return response.writeHead(200, { link: `<http://${host}${REFERRERS}&page=2>; rel="next"` }).end(indexOf(first))
      }
      if (request.url === `${REFERRERS}&page=2`) return response.writeHead(200).end(indexOf(second))
      return pages(request, response)
    })
    try {
      useHome(homeLoggedInTo(registry.host, 'a-user', 'a-password'))
      const masked: string[] = []
      expect(await read(registry.host, IMAGE, { masked })).toEqual({
        attestations: [
          { bundle: JSON.parse(BUNDLE), referrer: sha256(first) },
          { bundle: JSON.parse(BUNDLE), referrer: sha256(second) }
        ],
        truncated: false,
        noneFound: false,
        listedBy: 'the referrers API',
        referrers: 2
      })
      expect(masked).toEqual([
        'a-password',
        `Basic ${Buffer.from('a-user:a-password').toString('base64')}`,
        'Bearer pull-token'
      ])
      // The Docker credentials go to the token service the registry names; its storage gets nothing.
      expect(elsewhere.asked.map(({ path, authorization }) => `${path.split('?')[0]} ${authorization ?? '-'}`)).toEqual(
        [
          `/token Basic ${Buffer.from('a-user:a-password').toString('base64')}`,
          '/storage/bundle -',
          '/storage/bundle -'
        ]
      )
      expect(
        registry.asked.filter(({ path }) => path.startsWith(REFERRERS)).map(({ authorization }) => authorization ?? '-')
      ).toEqual(['-', 'Bearer pull-token', 'Bearer pull-token'])
    } finally {
      await Promise.all([registry.close(), elsewhere.close()])
    }
  })

  it('leaves out, saying why, each referrer that is not what was asked for; reads the rest', async () => {
    const good = manifestOf(IMAGE, { note: 'good' })
    const cases: Array<[string, string, (response: ServerResponse) => void]> = [
      ['of another image', manifestOf(sha256('another image')), response => response.writeHead(200).end(BUNDLE)],
      [
        'a tampered bundle',
        manifestOf(IMAGE, { note: 'tampered' }),
        response => response.writeHead(200).end(`${BUNDLE} `)
      ],
      [
        'a bundle off https',
        manifestOf(IMAGE, { note: 'off https' }),
        response => response.writeHead(302, { location: 'http://storage.example/bundle' }).end()
      ]
    ]
    for (const [, manifest, blob] of cases) {
      const listing = withReferrers([manifest, good])
      const once = { blob, served: false }
      const registry = await fakeServer((request, response) => {
        // The first read of the bundle is the bad referrer's; the good one's is served as written.
        if (request.url === `/v2/acme/agent/blobs/${sha256(BUNDLE)}` && !once.served)
          return ((once.served = true), once.blob(response))
        return listing(request, response)
      })
      const logger = recordingLogger()
      try {
        expect(await read(registry.host, IMAGE, { logger })).toMatchObject({
          attestations: [{ bundle: JSON.parse(BUNDLE) }],
          noneFound: false
        })
      } finally {
        await registry.close()
      }
      expect(logger.lines.filter(line => line.startsWith('info:'))).toEqual([
        expect.stringMatching(
          /^info: A referrer of 127\.0\.0\.1:\d+\/acme\/agent@sha256:[0-9a-f]{64} was not read: The registry 127\.0\.0\.1:\d+: /
        )
      ])
    }
    const reasons = async (
      manifests: string[],
      answer?: (request: IncomingMessage, response: ServerResponse) => boolean
    ) => {
      const listing = withReferrers(manifests)
      const registry = await fakeServer((request, response) =>
        answer?.(request, response) ? undefined : listing(request, response)
      )
      const logger = recordingLogger()
      try {
        expect(await read(registry.host, IMAGE, { logger })).toMatchObject({ attestations: [], noneFound: true })
      } finally {
        await registry.close()
      }
      return logger.lines.filter(line => line.startsWith('info:')).join('\n')
    }
    expect(await reasons([manifestOf(sha256('another image'))])).toMatch(/names another image as its subject/)
    expect(
      await reasons(
        [manifestOf(IMAGE, { layer: sha256('x') })],
        (request, response) => request.url?.includes('/blobs/') === true && (response.writeHead(200).end('x '), true)
      )
    ).toMatch(/what it answered for sha256:[0-9a-f]{64} does not hash to that digest/)
    const tampered = manifestOf(IMAGE, { note: 'tampered manifest' })
    expect(
      await reasons(
        [tampered],
        (request, response) =>
          request.url === `/v2/acme/agent/manifests/${sha256(tampered)}` &&
          (response.writeHead(200).end(`${tampered} `), true)
      )
    ).toMatch(/what it answered for sha256:[0-9a-f]{64} does not hash to that digest/)
    expect(
      await reasons(
        [good],
        (request, response) =>
          request.url?.includes('/blobs/') === true &&
          (response.writeHead(302, { location: 'http://storage.example/b' }).end(), true)
      )
    ).toMatch(/it pointed to http:\/\/storage\.example, not over https, so it was not fetched/)
    expect(
      await reasons(
        [good],
        (request, response) => request.url?.includes('/manifests/') === true && (response.writeHead(404).end(), true)
      )
    ).toMatch(/answered HTTP 404 while reading referrer sha256:[0-9a-f]{64} of /)
  })

  it(`reads at most ${MAX_REFERRERS} referrers, each once, and says there were more`, async () => {
    const manifests = Array.from({ length: MAX_REFERRERS + 1 }, (_, index) =>
      manifestOf(IMAGE, { note: String(index) })
    )
    const registry = await fakeServer(withReferrers([...manifests, manifests[0]]))
    try {
      const listing = (await read(registry.host, IMAGE)) as { attestations: unknown[]; truncated: boolean }
      expect(listing.attestations).toHaveLength(MAX_REFERRERS)
      expect(listing.truncated).toBe(true)
      expect(
        registry.asked.filter(({ path }) => path === `/v2/acme/agent/manifests/${sha256(manifests[0])}`)
      ).toHaveLength(1)
    } finally {
      await registry.close()
    }
    const exactly = await fakeServer(withReferrers(manifests.slice(0, MAX_REFERRERS)))
    try {
      expect(await read(exactly.host, IMAGE)).toMatchObject({ truncated: false })
    } finally {
      await exactly.close()
    }
  })
})

describe('what it refuses to read, and why', () => {
  /** What `answer` (the registry, by path) makes of a read of IMAGE: the listing, or the error's message. */
  async function outcome(
    answer: (request: IncomingMessage, response: ServerResponse, host: string) => void,
    logger = recordingLogger()
  ) {
    const registry = await fakeServer(answer)
    try {
      const result = await read(registry.host, IMAGE, { logger, timeoutMs: 10_000 })
      return result instanceof Error ? result.message : result
    } finally {
      await registry.close()
    }
  }
  const good = manifestOf(IMAGE, { note: 'good' })

  it('a list of referrers that is not an index, or a later page that fails', async () => {
    expect(await outcome((_request, response) => response.writeHead(200).end('{"manifests":"none"}'))).toMatch(
      /: its referrers is not an OCI index \(/
    )
    expect(
      await outcome((request, response, host) =>
        request.url === REFERRERS
          ? response.writeHead(200, { link: `<http://${host}${REFERRERS}&page=2>; rel="next"` }).end(indexOf(good))
          : response.writeHead(404).end()
      )
    ).toMatch(/answered HTTP 404 while listing the referrers of /)
  })

  it('a referrers tag that is refused or is not an index; a Basic sign-in without credentials; a token service on https that cannot be reached', async () => {
    const tag = (status: number, body: string) => (request: IncomingMessage, response: ServerResponse) =>
      request.url?.includes('/manifests/sha256-') === true
        ? response.writeHead(status).end(body)
        : response.writeHead(404).end()
    expect(await outcome(tag(400, 'bad'))).toMatch(
      /^The registry 127\.0\.0\.1:\d+ answered HTTP 400 while reading the referrers tag of .+: bad$/
    )
    expect(await outcome(tag(200, '{}'))).toMatch(/: its referrers tag is not an OCI index \(/)
    useHome(noLogin())
    const logger = recordingLogger()
    expect(
      await outcome(
        (_request, response) => response.writeHead(401, { 'www-authenticate': 'Basic realm="r"' }).end(),
        logger
      )
    ).toMatch(/^The registry 127\.0\.0\.1:\d+ answered HTTP 401 while listing the referrers of /)
    expect(logger.lines).toContainEqual(
      expect.stringMatching(
        /^debug: No Docker credentials for 127\.0\.0\.1:\d+ \(no Docker config at .+\): reading it anonymously\.$/
      )
    )
    const unreachable = await outcome((_request, response) =>
      response.writeHead(401, { 'www-authenticate': 'Bearer realm="https://127.0.0.1:1/token"' }).end()
    )
    expect(unreachable).not.toMatch(/not https/)
    expect(unreachable).toMatch(/127\.0\.0\.1:1/)
  }, 30_000)

  it('says what to do: check the image name, or attach the summary again', async () => {
    const notAnIndex = await fakeServer((_request, response) => response.writeHead(200).end('{"manifests":"none"}'))
    const refused = await fakeServer((request, response) =>
      response.writeHead(request.url?.includes('/manifests/') === true ? 400 : 404).end()
    )
    try {
      expect(((await read(notAnIndex.host, IMAGE)) as ApiError).hint).toBe(
        'Check the image name; re-attach the summary with push-to-registry if it was overwritten.'
      )
      expect(((await read(refused.host, IMAGE)) as ApiError).hint).toBe('Check the image name and the registry.')
    } finally {
      await Promise.all([notAnIndex.close(), refused.close()])
    }
  })

  it('stops at once, saying nothing, when the job is cancelled', async () => {
    const cancelled = new AbortController()
    cancelled.abort(new Error('cancelled'))
    const logger = recordingLogger()
    await expect(
      registryListing({ ...requestFor('127.0.0.1:1', { logger }), signal: cancelled.signal })
    ).rejects.toThrow('cancelled')
    expect(logger.lines.filter(line => !line.startsWith('debug:'))).toEqual([])
  })

  it('more pages than are read: those read, and said to be cut short', async () => {
    const listing = withReferrers([good])
    const endless = (await outcome((request, response, host) =>
      request.url?.startsWith(REFERRERS) === true
        ? response
            .writeHead(200, { link: `<http://${host}${REFERRERS}&page=${Math.random()}>; rel="next"` })
            .end(indexOf(good))
        : listing(request, response)
    )) as { attestations: unknown[]; truncated: boolean }
    expect(endless).toMatchObject({
      attestations: [{ bundle: JSON.parse(BUNDLE) }],
      truncated: true,
      listedBy: 'the referrers API'
    })
    const fivePages = await fakeServer((request, response, host) => {
      const page = Number(new URL(request.url ?? '', 'http://x').searchParams.get('page') ?? '1')
      if (request.url?.startsWith(REFERRERS) !== true) return listing(request, response)
      const next = page < 5 ? { link: `<http://${host}${REFERRERS}&page=${page + 1}>; rel="next"` } : undefined
      return response.writeHead(200, next).end(indexOf(good))
    })
    try {
      expect(await read(fivePages.host, IMAGE)).toMatchObject({ truncated: false, listedBy: 'the referrers API' })
      expect(fivePages.asked.filter(({ path }) => path.startsWith(REFERRERS))).toHaveLength(5)
    } finally {
      await fivePages.close()
    }
  })

  it('only bundles, and only of the predicate type asked for (or of none said)', async () => {
    const unsaid = manifestOf(IMAGE, { note: 'unsaid' })
    // Each of another type is a bundle's manifest that would be read: only its descriptor keeps it out.
    const [spdx, provenance] = [manifestOf(IMAGE, { note: 'spdx' }), manifestOf(IMAGE, { note: 'provenance' })]
    const listing = withReferrers([good, unsaid, spdx, provenance])
    const index = JSON.parse(indexOf(good, unsaid, spdx, provenance)) as { manifests: Array<Record<string, unknown>> }
    delete (index.manifests[1]['annotations'] as Record<string, unknown>)['dev.sigstore.bundle.predicateType']
    index.manifests[2]['artifactType'] = 'application/spdx+json'
    index.manifests[3]['annotations'] = { 'dev.sigstore.bundle.predicateType': PROVENANCE }
    const registry = await fakeServer((request, response) =>
      request.url === REFERRERS ? response.writeHead(200).end(JSON.stringify(index)) : listing(request, response)
    )
    try {
      expect(await read(registry.host, IMAGE)).toMatchObject({
        attestations: [{ bundle: JSON.parse(BUNDLE) }, { bundle: JSON.parse(BUNDLE) }]
      })
      expect(registry.asked.filter(({ path }) => path.includes('/manifests/')).map(({ path }) => path)).toEqual([
        `/v2/acme/agent/manifests/${sha256(good)}`,
        `/v2/acme/agent/manifests/${sha256(unsaid)}`
      ])
    } finally {
      await registry.close()
    }
  })

  it('a referrer with no digest, no bundle, a bundle that is not JSON, or redirects without end: each left out, said', async () => {
    const notJson = 'not json'
    const noBundle = JSON.stringify({
      ...JSON.parse(manifestOf(IMAGE)),
      layers: [{ mediaType: 'application/octet-stream', digest: sha256(BUNDLE) }]
    })
    const textLayer = manifestOf(IMAGE, { layer: sha256(notJson) })
    const loop = manifestOf(IMAGE, { note: 'loop', layer: sha256('loop') })
    const noLayerDigest = manifestOf(IMAGE, { layer: 'sha256:short' })
    const index = JSON.parse(indexOf(noBundle, textLayer, loop, noLayerDigest)) as {
      manifests: Array<Record<string, unknown>>
    }
    index.manifests.push({ ...index.manifests[0], digest: 'sha256:short' })
    index.manifests.push(
      { ...index.manifests[0], digest: `x${sha256('x')}` },
      { ...index.manifests[0], digest: `${sha256('y')}0` }
    )
    const listing = withReferrers([noBundle, textLayer, loop, noLayerDigest])
    const logger = recordingLogger()
    const result = await outcome((request, response) => {
      if (request.url === REFERRERS) return response.writeHead(200).end(JSON.stringify(index))
      if (request.url === `/v2/acme/agent/blobs/${sha256(notJson)}`) return response.writeHead(200).end(notJson)
      if (request.url?.startsWith(`/v2/acme/agent/blobs/${sha256('loop')}`)) {
        return response
          .writeHead(307, { location: `/v2/acme/agent/blobs/${sha256('loop')}?again=${Math.random()}` })
          .end()
      }
      return listing(request, response)
    }, logger)
    expect(result).toMatchObject({ attestations: [], noneFound: true })
    expect(
      logger.lines
        .filter(line => line.startsWith('info:'))
        .map(line => line.replace(/^.+ was not read: The registry 127\.0\.0\.1:\d+/, ''))
    ).toEqual([
      expect.stringMatching(/^: referrer sha256:[0-9a-f]{64} holds no Sigstore bundle \(/),
      expect.stringMatching(/^: referrer sha256:[0-9a-f]{64}'s bundle is not JSON \(/),
      expect.stringMatching(/^ answered HTTP 307 while reading the bundle of referrer sha256:[0-9a-f]{64} of /),
      expect.stringMatching(/^: referrer sha256:[0-9a-f]{64}'s layer names no sha256 digest \(/),
      expect.stringMatching(/^: a referrer names no sha256 digest \(/),
      expect.stringMatching(/^: a referrer names no sha256 digest \(/),
      expect.stringMatching(/^: a referrer names no sha256 digest \(/)
    ])
  })

  it('a sign-in it cannot make: a scheme it does not know, a token service not on https, one that refuses or gives no token, a token refused', async () => {
    const challenge =
      (header: string, then?: (request: IncomingMessage, response: ServerResponse) => void) =>
      (request: IncomingMessage, response: ServerResponse) => {
        if (request.url?.startsWith('/token') === true && then !== undefined) return then(request, response)
        response.writeHead(401, { 'www-authenticate': header }).end()
      }
    expect(await outcome(challenge('Negotiate'))).toMatch(
      /^The registry 127\.0\.0\.1:\d+ answered HTTP 401 while listing the referrers of /
    )
    expect(await outcome(challenge('Bearer realm="http://auth.example/token"'))).toMatch(
      /it asked for a token from http:\/\/auth\.example\/token, not over https/
    )
    expect(await outcome(challenge('Bearer service="x"'))).toMatch(/it asked for a token from nowhere, which is no URL/)
    expect((await signingIn((_request, response) => response.writeHead(401).end('no'))).result).toMatch(
      /answered HTTP 401 while signing in to read /
    )
    expect((await signingIn(tokenIs('{"token":""}'))).result).toMatch(/its token service answered without a token/)
    // A token given, then refused: said as the registry's refusal, never tried again with nothing.
    expect(
      (
        await signingIn(tokenIs('{"token":"t"}'), {
          answer: (_request, response, challenge) => response.writeHead(401, { 'www-authenticate': challenge }).end()
        })
      ).result
    ).toMatch(
      /^The registry 127\.0\.0\.1:\d+ answered HTTP 401 while listing the referrers of .+\. Log in|^The registry 127\.0\.0\.1:\d+ answered HTTP 401 while listing the referrers of /
    )
  })

  it('storage elsewhere that refuses: named as where the registry pointed', async () => {
    const storage = await fakeServer((_request, response) => response.writeHead(403).end('denied'))
    try {
      const message = await outcome(
        withReferrers([good], response => response.writeHead(307, { location: `http://${storage.host}/b` }).end()),
        recordingLogger()
      )
      expect(message).toMatchObject({ noneFound: true })
      expect(storage.asked).toHaveLength(1)
    } finally {
      await storage.close()
    }
    const logger = recordingLogger()
    const again = await fakeServer((_request, response) => response.writeHead(403).end('denied'))
    try {
      await outcome(
        withReferrers([good], response => response.writeHead(307, { location: `http://${again.host}/b` }).end()),
        logger
      )
    } finally {
      await again.close()
    }
    expect(logger.lines.filter(line => line.startsWith('info:'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `was not read: ${again.host.replace(/\./g, '\\.')}, where the registry 127\\.0\\.0\\.1:\\d+ pointed, answered HTTP 403 while reading the bundle of referrer `
        )
      )
    ])
  })
})

describe('redirects, retries and sign-in, rule by rule', () => {
  const good = manifestOf(IMAGE, { note: 'good' })
  const BLOB = `/v2/acme/agent/blobs/${sha256(BUNDLE)}`
  /** A registry listing `good` whose blob answers `blob` (by its hop, from 0), and the listing, or the error's message. */
  async function withBlob(blob: (hop: number, response: ServerResponse) => void, timeoutMs = 10_000) {
    const listing = withReferrers([good])
    const registry = await fakeServer((request, response) => {
      const url = new URL(request.url ?? '', 'http://x')
      if (url.pathname !== BLOB) return listing(request, response)
      return blob(Number(url.searchParams.get('hop') ?? '0'), response)
    })
    const logger = recordingLogger()
    try {
      const result = await read(registry.host, IMAGE, { logger, timeoutMs })
      return { result, said: logger.lines.filter(line => line.startsWith('info:')).join('\n'), asked: registry.asked }
    } finally {
      await registry.close()
    }
  }
  const redirect = (status: number, location: string) => (_hop: number, response: ServerResponse) =>
    response.writeHead(status, { location }).end()

  it('names itself, and asks the registry and its storage for what it reads', async () => {
    const storage = await fakeServer((_request, response) => response.writeHead(200).end(BUNDLE))
    try {
      const { result, asked } = await withBlob(redirect(307, `http://${storage.host}/bundle`))
      expect(result).toMatchObject({ attestations: [{ bundle: JSON.parse(BUNDLE) }] })
      expect(new Set(asked.map(({ userAgent }) => userAgent))).toEqual(
        new Set([expect.stringMatching(/^agent-certification-verify\/\S+$/)])
      )
      expect(asked.filter(({ path }) => path === BLOB).map(({ accept }) => accept)).toEqual(['*/*'])
      expect(storage.asked.map(({ accept }) => accept)).toEqual(['*/*'])
    } finally {
      await storage.close()
    }
  })

  it('follows 3xx with a location, at most three times; any other answer with a location is a failure', async () => {
    const hops = (last: number) => (hop: number, response: ServerResponse) =>
      hop < last
        ? response.writeHead(307, { location: `${BLOB}?hop=${hop + 1}` }).end()
        : response.writeHead(200).end(BUNDLE)
    expect((await withBlob(hops(3))).result).toMatchObject({ noneFound: false })
    expect(await withBlob(hops(4))).toMatchObject({
      result: { noneFound: true },
      said: expect.stringMatching(/answered HTTP 307 while reading the bundle/)
    })
    const then = (status: number) => (hop: number, response: ServerResponse) =>
      hop === 0 ? response.writeHead(status, { location: `${BLOB}?hop=1` }).end() : response.writeHead(200).end(BUNDLE)
    expect((await withBlob(then(300))).result).toMatchObject({ noneFound: false })
    for (const status of [201, 400]) {
      expect(await withBlob(then(status))).toMatchObject({
        result: { noneFound: true },
        said: expect.stringMatching(new RegExp(`answered HTTP ${status} while reading the bundle`))
      })
    }
  })

  it('follows a redirect over https to any host, and over http only to the machine itself', async () => {
    // The registry is on this machine, and 127.0.0.2 is this machine too, by address: followed over either.
    for (const scheme of ['https', 'http']) {
      const onMachine = await withBlob(redirect(307, `${scheme}://127.0.0.2:1/bundle`), 2000)
      expect(onMachine.said).not.toMatch(/not over https|only a registry on this machine/)
      expect(onMachine.said).toMatch(/Could not connect to 127\.0\.0\.2:1/)
    }
    expect((await withBlob(redirect(307, 'http://198.51.100.1:1/bundle'), 2000)).said).toMatch(
      /it pointed to http:\/\/198\.51\.100\.1:1, not over https, so it was not fetched/
    )
  })

  it('retries a registry that asks to slow down; names it when it asks to wait longer than the time left', async () => {
    const listing = withReferrers([good])
    const slowedOnce = { done: false }
    const registry = await fakeServer((request, response) => {
      if (request.url === REFERRERS && !slowedOnce.done)
        return ((slowedOnce.done = true), response.writeHead(429, { 'retry-after': '0' }).end())
      return listing(request, response)
    })
    try {
      expect(await read(registry.host, IMAGE)).toMatchObject({ noneFound: false, listedBy: 'the referrers API' })
    } finally {
      await registry.close()
    }
    const busy = await fakeServer((_request, response) => response.writeHead(429, { 'retry-after': '3600' }).end())
    try {
      expect(((await read(busy.host, IMAGE, { timeoutMs: 5000 })) as Error).message).toMatch(
        new RegExp(
          `^The registry ${busy.host.replace(/\./g, '\\.')} asked to wait 1h .+ while listing the referrers of `
        )
      )
    } finally {
      await busy.close()
    }
  })

  it('a registry that cannot be reached: what it was doing, who never answered, and which setting to check', async () => {
    const error = (await read('127.0.0.1:1', IMAGE, { timeoutMs: 2000 })) as ApiError
    expect(error.message).toMatch(
      /^Could not connect to 127\.0\.0\.1:1 \(ECONNREFUSED\) while listing the referrers of 127\.0\.0\.1:1\/acme\/agent@sha256:[0-9a-f]{64}; gave up after .+, since the registry 127\.0\.0\.1:1 never answered/
    )
    expect(error.hint).toBe('Check the host and port of image (http://127.0.0.1:1).')
  })

  it('asks its token service once, as JSON, for this repository only, naming no service it was not given', async () => {
    const { result, asked } = await signingIn(tokenIs('{"token":"t"}'))
    expect(result).toMatchObject({ noneFound: false })
    expect(
      asked.filter(({ path }) => path.startsWith('/token')).map(({ path, accept }) => `${path} ${accept}`)
    ).toEqual([`/token?scope=${encodeURIComponent('repository:acme/agent:pull')} application/json`])
    // Signed in, a refusal (with the same challenge) is the registry's answer: the token service is not asked again.
    const refused = await signingIn(tokenIs('{"token":"t"}'), {
      answer: (request, response, challenge) =>
        request.url?.includes('/manifests/') === true
          ? response.writeHead(401, { 'www-authenticate': challenge }).end()
          : withReferrers([good])(request, response)
    })
    expect(refused.result).toMatchObject({ noneFound: true })
    expect(refused.asked.filter(({ path }) => path.startsWith('/token'))).toHaveLength(1)
  })

  it('a token service that fails, or gives what is not a token; a registry that forbids once signed in', async () => {
    const failing = (_request: IncomingMessage, response: ServerResponse) => response.writeHead(500).end()
    expect((await signingIn(failing)).result).toMatch(
      /^The timeout ran out while signing in to read .+ answered HTTP 500 while signing in to read /
    )
    const elsewhere = await fakeServer(failing)
    try {
      expect((await signingIn(failing, { realm: `http://${elsewhere.host}/token` })).result).toMatch(
        /^The timeout ran out while signing in to read .+ answered HTTP 500 while signing in to read /
      )
    } finally {
      await elsewhere.close()
    }
    expect((await signingIn(tokenIs('{"token":5}'))).result).toMatch(/its token service answered without a token/)
    const forbidden = await signingIn(tokenIs('{"token":"t"}'), {
      answer: (_request, response) => response.writeHead(403).end()
    })
    expect(forbidden.result).toMatch(
      /^The registry 127\.0\.0\.1:\d+ answered HTTP 403 while listing the referrers of 127\.0\.0\.1:\d+\/acme\/agent@sha256:[0-9a-f]{64}$/
    )
    expect(forbidden.error.hint).toMatch(/^Log in to 127\.0\.0\.1:\d+ before this step/)
  }, 30_000)

  it('a token service elsewhere that cannot be reached, Basic asked for without credentials, an empty password', async () => {
    const unreachable = await fakeServer((_request, response) =>
      response.writeHead(401, { 'www-authenticate': 'Bearer realm="https://127.0.0.2:1/token"' }).end()
    )
    const basic = await fakeServer((request, response) =>
      request.headers.authorization === `Basic ${Buffer.from('a-user:').toString('base64')}`
        ? withReferrers([good])(request, response)
        : response.writeHead(401, { 'www-authenticate': 'Basic realm="r"' }).end()
    )
    try {
      const error = (await read(unreachable.host, IMAGE, { timeoutMs: 2000 })) as ApiError
      expect(error.message).toMatch(
        /^Could not connect to 127\.0\.0\.2:1 \(ECONNREFUSED\) while signing in to read .+, since 127\.0\.0\.2:1 never answered/
      )
      expect(error.hint).toBe('Check the host and port of image (https://127.0.0.2:1).')
      useHome(noLogin())
      expect(await read(basic.host, IMAGE)).toMatchObject({
        message: expect.stringMatching(/answered HTTP 401 while listing the referrers of /)
      })
      expect(basic.asked).toHaveLength(1)
      useHome(homeLoggedInTo(basic.host, 'a-user', ''))
      const masked: string[] = []
      expect(await read(basic.host, IMAGE, { masked })).toMatchObject({ noneFound: false })
      expect(masked).toEqual([`Basic ${Buffer.from('a-user:').toString('base64')}`])
    } finally {
      await Promise.all([unreachable.close(), basic.close()])
    }
  })
})

describe('where the registry is, and how it asks to sign in', () => {
  const endpoint = (name: string) => registryEndpoint(parseImageName(name) as ImageName)

  it("goes to Docker Hub's registry for its names, with library/ for its one-part ones, and over http only on the machine itself", () => {
    expect(endpoint('docker.io/acme/agent')).toEqual({
      origin: 'https://registry-1.docker.io',
      repository: 'acme/agent'
    })
    expect(endpoint('registry-1.docker.io/agent')).toEqual({
      origin: 'https://registry-1.docker.io',
      repository: 'library/agent'
    })
    expect(endpoint('index.docker.io/nginx')).toEqual({
      origin: 'https://registry-1.docker.io',
      repository: 'library/nginx'
    })
    expect(endpoint('ghcr.io:443/acme/agent')).toEqual({ origin: 'https://ghcr.io', repository: 'acme/agent' })
    expect(endpoint('127.0.0.1:5000/acme/agent')).toEqual({ origin: 'http://127.0.0.1:5000', repository: 'acme/agent' })
    expect(endpoint('localhost:5000/agent')).toEqual({ origin: 'http://localhost:5000', repository: 'agent' })
    expect(endpoint('registry.local:5000/agent').origin).toBe('https://registry.local:5000')
    expect(endpoint('localhost.example.com/agent').origin).toBe('https://localhost.example.com')
    expect(endpoint('notlocalhost:5000/agent').origin).toBe('https://notlocalhost:5000')
  })

  it('reads every challenge of a header, quoted or bare', () => {
    expect(
      parseChallenges('Bearer realm="https://ghcr.io/token",service="ghcr.io",scope="repository:a/b:pull"')
    ).toEqual([
      { scheme: 'bearer', params: { realm: 'https://ghcr.io/token', service: 'ghcr.io', scope: 'repository:a/b:pull' } }
    ])
    expect(
      parseChallenges('Basic realm="a, \\"quoted\\" realm", Bearer realm=https://auth.example/token,service=reg')
    ).toEqual([
      { scheme: 'basic', params: { realm: 'a, "quoted" realm' } },
      { scheme: 'bearer', params: { realm: 'https://auth.example/token', service: 'reg' } }
    ])
    expect(parseChallenges('')).toEqual([])
    expect(parseChallenges('Bearer service=ab"')).toEqual([{ scheme: 'bearer', params: { service: 'ab"' } }])
  })
})

describe('before a push: whether the image carries the summary already', () => {
  const attachedTo = (host: string, logger = recordingLogger()) =>
    attachedAlready({
      ...requestFor(host, { logger, timeoutMs: 3000 }),
      commit: 'c0ffee00'.repeat(5),
      projectId: 'proj-good',
      signed: { not: 'a bundle' },
      serverUrl: 'https://github.com',
      repository: 'example/agent',
      trust: { cacheDir: tmpdir() },
      github: new GitHubApi({ apiUrl: 'https://api.github.com', token: 'ghs_x' })
    })

  it("warns from 40 referrers on, naming Kyverno's limit of 50", async () => {
    const manifests = Array.from({ length: 40 }, (_, n) => manifestOf(IMAGE, { note: `n${n}` }))
    const crowded = await fakeServer(withReferrers(manifests))
    const fewer = await fakeServer(withReferrers(manifests.slice(0, 39)))
    try {
      const logger = recordingLogger()
      await attachedTo(crowded.host, logger)
      expect(logger.lines).toContain(
        `warning: ${crowded.host}/acme/agent@${IMAGE} has 40 referrers in its registry: Kyverno refuses an image with more than 50 (an error, not a denial it explains). Each push of a summary adds one: rebuild the image, or remove old referrers in the registry.`
      )
      const quiet = recordingLogger()
      await attachedTo(fewer.host, quiet)
      expect(quiet.lines.filter(line => line.startsWith('warning:'))).toEqual([])
    } finally {
      await Promise.all([crowded.close(), fewer.close()])
    }
  })

  it('says why it could not tell, so that the push goes ahead: a registry that cannot be read, none there', async () => {
    expect(await attachedTo('127.0.0.1:1')).toMatchObject({ unread: expect.stringMatching(/ECONNREFUSED/) })
    const empty = await fakeServer((_request, response) => response.writeHead(404).end())
    try {
      expect(await attachedTo(empty.host)).toEqual({ none: true })
    } finally {
      await empty.close()
    }
  })
})

describe('registryListing: the registry first, then GitHub', () => {
  /** What a person reads in the log: the debug lines (a line per request) left out. */
  const said = (logger: { lines: string[] }) => logger.lines.filter(line => !line.startsWith('debug:'))

  it('as a source: what the registry holds, by whom, what is said when none of it counts, and how it was listed', async () => {
    const registry = await fakeServer(withReferrers([manifestOf(IMAGE)]))
    try {
      const source = registrySource(requestFor(registry.host))
      expect(source.listedBy).toBeUndefined()
      const listing = await source.list(IMAGE, 'example/agent', {} as never)
      expect(listing).toMatchObject({
        by: `The registry ${registry.host} (the referrers API)`,
        whenNoneCounts: `None of the registry's summaries for ${registry.host}/acme/agent@${IMAGE} counts here: reading GitHub's attestations instead.`
      })
      expect(source.listedBy).toBe('the referrers API')
    } finally {
      await registry.close()
    }
  })

  it('hands over what the registry holds, naming it; and nothing, said in the log, when it holds none or cannot be read', async () => {
    const registry = await fakeServer(withReferrers([manifestOf(IMAGE)]))
    const empty = await fakeServer((_request, response) => response.writeHead(404).end())
    try {
      const found = recordingLogger()
      expect(await registryListing(requestFor(registry.host, { logger: found }))).toEqual({
        listing: {
          attestations: [{ bundle: JSON.parse(BUNDLE), referrer: sha256(manifestOf(IMAGE)) }],
          truncated: false,
          noneFound: false,
          listedBy: 'the referrers API',
          referrers: 1
        },
        by: `The registry ${registry.host} (the referrers API)`
      })
      expect(said(found)).toEqual([])
      const none = recordingLogger()
      expect(await registryListing(requestFor(empty.host, { logger: none }))).toBeUndefined()
      expect(said(none)).toEqual([
        `info: The registry ${empty.host} holds no summary for ${empty.host}/acme/agent@${IMAGE} (the referrers tag): reading GitHub's attestations.`
      ])
    } finally {
      await Promise.all([registry.close(), empty.close()])
    }
  })

  it('never falls back to GitHub when the credential helper the Docker config names fails: that is the job to fix', async () => {
    const registry = await fakeServer((_request, response) =>
      response.writeHead(401, { 'www-authenticate': 'Basic realm="r"' }).end()
    )
    const dockerConfig = mkdtempSync(join(tmpdir(), 'docker-config-'))
    writeFileSync(join(dockerConfig, 'config.json'), JSON.stringify({ credsStore: 'nowhere-to-be-found' }))
    process.env['DOCKER_CONFIG'] = dockerConfig
    try {
      const error = await registryListing(requestFor(registry.host)).catch((thrown: unknown) => thrown)
      expect(error).toBeInstanceOf(CredentialHelperError)
      expect((error as Error).message).toBe(
        `The Docker credential helper docker-credential-nowhere-to-be-found, which the Docker config names for ${registry.host}, is not on PATH`
      )
    } finally {
      delete process.env['DOCKER_CONFIG']
      await registry.close()
    }
  })

  it('gives a failing registry half the time left, then says so and reads GitHub', async () => {
    const failing = await fakeServer((_request, response) =>
      response.writeHead(500).end('{"errors":[{"code":"UNKNOWN"}]}')
    )
    const logger = recordingLogger()
    try {
      expect(await registryListing(requestFor(failing.host, { timeoutMs: 5000, logger }))).toBeUndefined()
    } finally {
      await failing.close()
    }
    expect(said(logger).at(-1)).toMatch(
      new RegExp(
        `^info: The registry could not be read for ${failing.host.replace(/\./g, '\\.')}/acme/agent@sha256:[0-9a-f]{64} within 2\\.5s, half the time left \\(The timeout ran out while listing the referrers of .+ answered HTTP 500 .+\\): reading GitHub's attestations\\.$`
      )
    )
    expect(failing.asked.length).toBeGreaterThan(1)
  }, 30_000)
})
