/**
 * A name that resolves elsewhere when it is checked and to this machine when the connection is made (DNS rebinding):
 * HttpPeer's `refusedAddress` judges the address each connection is opened to, and the registry reader sets it for
 * every origin a registry elsewhere points to. The check's own resolution (node:dns/promises, address.ts) is made to
 * answer elsewhere for `localhost`; the connection resolves it as this machine does, to loopback.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import tls from 'node:tls'
import { createRequire } from 'node:module'
import { jest } from '@jest/globals'
import { makeTestCertificates } from '../__fixtures__/test-certificates.js'
import { recordingLogger } from './helpers/fake-clock.js'

/** An address of this machine that is neither loopback nor link-local: by address, somewhere else. */
const OUTWARD = Object.values(os.networkInterfaces())
  .flat()
  .find(
    one => one !== undefined && one.family === 'IPv4' && !one.internal && !one.address.startsWith('169.254.')
  )?.address
if (OUTWARD === undefined) throw new Error('this machine has no IPv4 address but loopback: the test needs one')

const realLookup = (createRequire(import.meta.url)('node:dns') as typeof import('node:dns')).promises.lookup
const checkedAsElsewhere: string[] = []
jest.unstable_mockModule('node:dns/promises', () => ({
  lookup: (hostname: string, options: object) => {
    if (hostname !== 'localhost') return realLookup(hostname, options as { all: true })
    checkedAsElsewhere.push(hostname)
    return Promise.resolve([{ address: OUTWARD, family: 4 }])
  }
}))
const { HttpPeer } = await import('../src/http/exchange.js')
const { isThisMachine } = await import('../src/registry/address.js')
const { readReferrerBundles } = await import('../src/registry/referrers.js')
const { parseImageName } = await import('../src/registry/image-name.js')
const { BUNDLE_MEDIA_TYPE } = await import('../src/registry/push.js')
const { Deadline, systemClock } = await import('../src/lib/runtime.js')

const sha256 = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`
const IMAGE = sha256('the image')
const BUNDLE = '{"mediaType":"application/vnd.dev.sigstore.bundle.v0.3+json","verificationMaterial":{}}'
const MANIFEST = JSON.stringify({
  schemaVersion: 2,
  mediaType: 'application/vnd.oci.image.manifest.v1+json',
  artifactType: BUNDLE_MEDIA_TYPE,
  config: { mediaType: 'application/vnd.oci.empty.v1+json', digest: sha256('{}'), size: 2 },
  layers: [{ mediaType: BUNDLE_MEDIA_TYPE, digest: sha256(BUNDLE), size: BUNDLE.length }],
  subject: { mediaType: 'application/vnd.oci.image.manifest.v1+json', digest: IMAGE, size: 1 }
})

type Answer = (request: IncomingMessage, response: ServerResponse) => void
const certificates = makeTestCertificates([OUTWARD, 'localhost', '127.0.0.1'])
tls.setDefaultCACertificates([...tls.getCACertificates('default'), readFileSync(certificates.caFile, 'utf8')])

/** An https server on `host`, trusted here; every path it was asked for is kept. */
async function httpsServer(host: string, answer: Answer) {
  const asked: string[] = []
  const server = createHttpsServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
    asked.push(request.url ?? '')
    answer(request, response)
  })
  await new Promise<void>(resolve => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return { port, asked, close: () => new Promise<void>(resolve => server.close(() => resolve())) }
}

const limits = () => ({ signal: new AbortController().signal, timeoutMs: 5000 })

describe('a name resolved to this machine as the connection is made', () => {
  it('is refused by a peer that refuses those addresses, before anything is sent; a peer without the rule reaches it', async () => {
    const local = await httpsServer('127.0.0.1', (_request, response) => response.writeHead(200).end('here'))
    try {
      const url = `https://localhost:${local.port}/storage`
      const request = { method: 'GET' as const, url, headers: {}, subject: 'reading a blob', shownAs: '/storage' }
      const peer = (refusedAddress?: (address: string) => boolean) =>
        new HttpPeer({
          name: `localhost:${local.port}`,
          setting: 'image',
          baseUrl: url,
          userAgent: 't',
          refusedAddress
        })
      // The control: the same request, with no rule on addresses, is answered.
      expect((await peer().exchange(request, limits())).bytes.toString()).toBe('here')
      expect(local.asked).toEqual(['/storage'])
      const refused = await peer(isThisMachine)
        .exchange(request, limits())
        .catch((error: unknown) => error)
      expect(refused).toMatchObject({
        kind: 'protocol',
        notActedOn: true,
        message: expect.stringMatching(
          new RegExp(
            `^localhost:${local.port} resolved to (127\\.0\\.0\\.1|::1) as the connection was made while reading a ` +
              'blob: an address on this machine, or link-local, which this request may not reach; nothing was sent\\.$'
          )
        )
      })
      expect(local.asked).toEqual(['/storage'])
    } finally {
      await local.close()
    }
  })

  it("is never fetched from a registry elsewhere, though the name was checked as elsewhere; the registry's own storage still is", async () => {
    const local = await httpsServer('127.0.0.1', (_request, response) => response.writeHead(200).end(BUNDLE))
    let blob: Answer = () => undefined
    const registry = await httpsServer(OUTWARD, (request, response) => {
      const path = request.url ?? ''
      if (path.startsWith('/v2/acme/agent/referrers/'))
        return response.writeHead(200).end(
          JSON.stringify({
            schemaVersion: 2,
            manifests: [{ digest: sha256(MANIFEST), artifactType: BUNDLE_MEDIA_TYPE }]
          })
        )
      if (path === `/v2/acme/agent/manifests/${sha256(MANIFEST)}`) return response.writeHead(200).end(MANIFEST)
      return blob(request, response)
    })
    const storage = await httpsServer(OUTWARD, (_request, response) => response.writeHead(200).end(BUNDLE))
    const read = async (location: string) => {
      blob = (_request, response) => response.writeHead(307, { location }).end()
      const logger = recordingLogger()
      const listing = await readReferrerBundles({
        image: parseImageName(`${OUTWARD}:${registry.port}/acme/agent`) as never,
        digest: IMAGE,
        predicateType: 'https://slsa.dev/verification_summary/v1',
        deadline: new Deadline(systemClock, 10_000),
        signal: new AbortController().signal,
        logger,
        random: () => 0.5,
        mask: () => undefined
      })
      return { listing, said: logger.lines.join('\n') }
    }
    try {
      const rebound = await read(`https://localhost:${local.port}/b`)
      // The redirect's name was judged elsewhere by address, so it was followed; its connection was not made.
      expect(checkedAsElsewhere).toContain('localhost')
      expect(rebound.listing).toMatchObject({ noneFound: true })
      expect(rebound.said).toMatch(
        new RegExp(`localhost:${local.port} resolved to (127\\.0\\.0\\.1|::1) as the connection was made`)
      )
      expect(local.asked).toEqual([])
      // The control: storage on another origin elsewhere is read through the same rule.
      const elsewhere = await read(`https://${OUTWARD}:${storage.port}/storage`)
      expect(elsewhere.listing).toMatchObject({ noneFound: false })
      expect(storage.asked).toEqual(['/storage'])
    } finally {
      await Promise.all([local.close(), registry.close(), storage.close()])
    }
  })
})
