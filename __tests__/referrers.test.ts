/**
 * Reading the bundles attached to an image (src/verify/referrers.ts) in this process: from the real
 * registry on loopback (Debian's docker-registry: htpasswd sign-in, the referrers tag scheme), and
 * from a registry written here for what that one does not do (the referrers API, a bearer token,
 * a redirect to storage, answers that are not what was asked for). The whole check of an image
 * read from its registry, through the bundle, is in e2e/verify-image.test.ts.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import { jest } from '@jest/globals'
import { registryMissing, startRegistry, type OciRegistry } from '../__fixtures__/oci-registry.js'
import { ApiError } from '../src/http/errors.js'
import { Deadline, systemClock } from '../src/lib/runtime.js'
import { parseImageName, type ImageName } from '../src/verify/image-name.js'
import { MAX_REFERRERS, readReferrerBundles, registryListing } from '../src/verify/referrers.js'
import { BUNDLE_MEDIA_TYPE, pushBundle } from '../src/verify/registry.js'
import { recordingLogger } from './helpers/fake-clock.js'

const VSA = 'https://slsa.dev/verification_summary/v1'
const PROVENANCE = 'https://slsa.dev/provenance/v1'
const useHome = (home: string) => jest.spyOn(os, 'homedir').mockReturnValue(home)
const noLogin = () => mkdtempSync(join(tmpdir(), 'no-docker-config-'))
afterEach(() => jest.restoreAllMocks())

/** The bundles of `host/acme/agent@digest` for the VSA type, as the runner's HOME (its Docker config) has it; or what was thrown. */
function read(host: string, digest: string, timeoutMs = 30_000, logger = recordingLogger()) {
  return readReferrerBundles({
    image: parseImageName(`${host}/acme/agent`) as ImageName,
    digest,
    predicateType: VSA,
    deadline: new Deadline(systemClock, timeoutMs),
    signal: new AbortController().signal,
    logger,
    random: () => 0.5
  }).catch((error: unknown) => error)
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
    pushBundle({ image: parseImageName(`${registry.host}/acme/agent`) as ImageName, digest, bundle, predicateType, timeoutMs: 30_000 })

  it("reads every bundle attached for the predicate type, and none of another type's", async () => {
    const digest = await registry.pushImage('acme/agent', 'two-summaries')
    useHome(registry.homeWithLogin())
    await attach(digest, '{"summary":1}')
    await attach(digest, '{"provenance":1}', PROVENANCE)
    await attach(digest, '{"summary":2}')
    expect(await read(registry.host, digest)).toEqual({
      attestations: [{ bundle: { summary: 1 } }, { bundle: { summary: 2 } }],
      truncated: false,
      noneFound: false,
      listedBy: 'the referrers tag'
    })
  })

  it('finds none for an image nothing was attached to', async () => {
    const digest = await registry.pushImage('acme/agent', 'bare')
    useHome(registry.homeWithLogin())
    expect(await read(registry.host, digest)).toEqual({
      attestations: [],
      truncated: false,
      noneFound: true,
      listedBy: 'the referrers tag'
    })
  })

  it('says to log in when the registry asks for credentials the runner does not have, or refuses them', async () => {
    const digest = await registry.pushImage('acme/agent', 'private')
    for (const home of [noLogin(), registry.homeWithLogin('not-the-password')]) {
      useHome(home)
      const error = (await read(registry.host, digest)) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error.message).toMatch(new RegExp(`^The registry ${registry.host} answered HTTP 401 while reading the referrers tag of `))
      expect(error.hint).toBe(`Log in to ${registry.host} before this step (docker/login-action; for ghcr.io, packages: read).`)
    }
  })
})

/** A registry written here: answers by path, and records what it was asked and with which Authorization. */
async function fakeRegistry(answer: (request: IncomingMessage, response: ServerResponse, host: string) => void) {
  const asked: Array<{ path: string; authorization?: string }> = []
  const server = createServer((request, response) => {
    asked.push({ path: request.url ?? '', authorization: request.headers.authorization })
    answer(request, response, host)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return { host, asked, close: () => new Promise(resolve => server.close(resolve)) }
}

const sha256 = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`
const IMAGE = sha256('the image')
const BUNDLE = '{"mediaType":"application/vnd.dev.sigstore.bundle.v0.3+json","verificationMaterial":{}}'
const manifestOf = (subject: string, layer = sha256(BUNDLE)) =>
  JSON.stringify({
    schemaVersion: 2,
    mediaType: 'application/vnd.oci.image.manifest.v1+json',
    artifactType: BUNDLE_MEDIA_TYPE,
    config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: sha256('{}'), size: 2 },
    layers: [{ mediaType: BUNDLE_MEDIA_TYPE, digest: layer, size: BUNDLE.length }],
    subject: { mediaType: 'application/vnd.oci.image.manifest.v1+json', digest: subject, size: 1 }
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

/** A registry with the referrers API, one referrer of IMAGE, and the bodies by path; `blobs` may answer otherwise. */
function withReferrer(manifest: string, blobs?: (response: ServerResponse, host: string) => void) {
  return (request: IncomingMessage, response: ServerResponse, host: string) => {
    const path = request.url ?? ''
    if (path === `/v2/acme/agent/referrers/${IMAGE}`) return response.writeHead(200).end(indexOf(manifest))
    if (path === `/v2/acme/agent/manifests/${sha256(manifest)}`) return response.writeHead(200).end(manifest)
    if (path.startsWith('/v2/acme/agent/blobs/') && blobs !== undefined) return blobs(response, host)
    if (path === `/v2/acme/agent/blobs/${sha256(BUNDLE)}`) return response.writeHead(200).end(BUNDLE)
    return response.writeHead(404).end('{"errors":[{"code":"NOT_FOUND"}]}')
  }
}

describe('from a registry that does what Distribution 2.8 does not', () => {
  it('reads the referrers API, signed in with a bearer token for pulling this repository alone, and follows its redirect to storage', async () => {
    const manifest = manifestOf(IMAGE)
    const referrer = withReferrer(manifest, (response, host) =>
      response.writeHead(307, { location: `http://${host}/storage/bundle` }).end()
    )
    const registry = await fakeRegistry((request, response, host) => {
      const url = new URL(request.url ?? '', `http://${host}`)
      if (url.pathname === '/token') {
        const asked = url.searchParams.get('scope') === 'repository:acme/agent:pull' && url.searchParams.get('service') === 'fake'
        return response.writeHead(asked ? 200 : 400).end(asked ? '{"token":"pull-token"}' : '{}')
      }
      if (url.pathname === '/storage/bundle') return response.writeHead(200).end(BUNDLE)
      if (request.headers.authorization !== 'Bearer pull-token') {
        return response.writeHead(401, { 'www-authenticate': `Bearer realm="http://${host}/token",service="fake",scope="x"` }).end()
      }
      return referrer(request, response, host)
    })
    try {
      useHome(noLogin())
      expect(await read(registry.host, IMAGE)).toEqual({
        attestations: [{ bundle: JSON.parse(BUNDLE) }],
        truncated: false,
        noneFound: false,
        listedBy: 'the referrers API'
      })
      expect(registry.asked.map(({ path, authorization }) => `${path.split('?')[0]} ${authorization ?? '-'}`)).toEqual([
        `/v2/acme/agent/referrers/${IMAGE} -`,
        '/token -',
        `/v2/acme/agent/referrers/${IMAGE} Bearer pull-token`,
        `/v2/acme/agent/manifests/${sha256(manifest)} Bearer pull-token`,
        `/v2/acme/agent/blobs/${sha256(BUNDLE)} Bearer pull-token`,
        '/storage/bundle Bearer pull-token'
      ])
    } finally {
      await registry.close()
    }
  })

  it('refuses what is not what was asked for: a body of another digest, a referrer of another image, a redirect off https', async () => {
    const cases: Array<[string, (response: ServerResponse, host: string) => void, RegExp]> = [
      [
        'tampered',
        response => response.writeHead(200).end(`${BUNDLE} `),
        /what it answered for sha256:[0-9a-f]{64} does not hash to that digest/
      ],
      [
        'elsewhere',
        response => response.writeHead(302, { location: 'http://storage.example/bundle' }).end(),
        /it pointed to http:\/\/storage\.example, not over https, so it was not fetched/
      ]
    ]
    for (const [, blobs, reason] of cases) {
      const registry = await fakeRegistry(withReferrer(manifestOf(IMAGE), blobs))
      try {
        const error = (await read(registry.host, IMAGE)) as ApiError
        expect(error).toBeInstanceOf(ApiError)
        expect(error.kind).toBe('protocol')
        expect(error.message).toMatch(reason)
      } finally {
        await registry.close()
      }
    }
    const another = await fakeRegistry(withReferrer(manifestOf(sha256('another image'))))
    try {
      expect(((await read(another.host, IMAGE)) as ApiError).message).toMatch(
        /referrer sha256:[0-9a-f]{64} names another image as its subject/
      )
    } finally {
      await another.close()
    }
  })

  it(`reads at most ${MAX_REFERRERS} referrers, and says there were more`, async () => {
    const manifest = manifestOf(IMAGE)
    const many = JSON.stringify({
      ...JSON.parse(indexOf(manifest)),
      manifests: Array(MAX_REFERRERS + 1).fill(JSON.parse(indexOf(manifest)).manifests[0])
    })
    const registry = await fakeRegistry((request, response, host) =>
      request.url === `/v2/acme/agent/referrers/${IMAGE}`
        ? response.writeHead(200).end(many)
        : withReferrer(manifest)(request, response, host)
    )
    try {
      const read20 = (await read(registry.host, IMAGE)) as { attestations: unknown[]; truncated: boolean }
      expect(read20.attestations).toHaveLength(MAX_REFERRERS)
      expect(read20.truncated).toBe(true)
    } finally {
      await registry.close()
    }
  })

  it('tries a failing registry again until its share of the time runs out', async () => {
    const registry = await fakeRegistry((_request, response) => response.writeHead(503).end('{"errors":[{"code":"UNAVAILABLE"}]}'))
    try {
      const error = (await read(registry.host, IMAGE, 2500)) as Error
      expect(error.message).toMatch(/^The timeout ran out while listing the referrers of 127\.0\.0\.1:\d+\/acme\/agent@sha256:/)
      expect(error.message).toContain('answered HTTP 503')
      expect(registry.asked.length).toBeGreaterThan(1)
    } finally {
      await registry.close()
    }
  })
})

describe('registryListing: the registry first, then GitHub', () => {
  /** What a person reads in the log: the debug lines (a line per request) left out. */
  const said = (logger: { lines: string[] }) => logger.lines.filter(line => !line.startsWith('debug:'))

  it('hands over what the registry holds, naming it; and nothing, said in the log, when it holds none or cannot be read', async () => {
    const manifest = manifestOf(IMAGE)
    const registry = await fakeRegistry(withReferrer(manifest))
    const empty = await fakeRegistry((_request, response) => response.writeHead(404).end())
    const request = (host: string, logger = recordingLogger()) => ({
      image: parseImageName(`${host}/acme/agent`) as ImageName,
      digest: IMAGE,
      predicateType: VSA,
      deadline: new Deadline(systemClock, 10_000),
      signal: new AbortController().signal,
      logger,
      random: () => 0.5
    })
    try {
      const found = recordingLogger()
      const listing = await registryListing(request(registry.host, found))
      expect(said(found)).toEqual([])
      expect(listing).toEqual({
        listing: { attestations: [{ bundle: JSON.parse(BUNDLE) }], truncated: false, noneFound: false, listedBy: 'the referrers API' },
        how: 'the referrers API',
        by: `The registry ${registry.host} (the referrers API)`
      })
      const none = recordingLogger()
      expect(await registryListing(request(empty.host, none))).toBeUndefined()
      expect(said(none)).toEqual([
        `info: The registry ${empty.host} holds no summary for ${empty.host}/acme/agent@${IMAGE} (the referrers tag): reading GitHub's attestations.`
      ])
      const closed = empty.host
      await empty.close()
      const unreachable = recordingLogger()
      expect(await registryListing(request(closed, unreachable))).toBeUndefined()
      expect(said(unreachable).at(-1)).toMatch(
        new RegExp(
          `^info: The registry could not be read for ${closed.replace(/\./g, '\\.')}/acme/agent@sha256:[0-9a-f]{64} \\(.+\\): reading GitHub's attestations\\.$`
        )
      )
    } finally {
      await registry.close()
    }
  }, 30_000)
})
