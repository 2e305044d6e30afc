/**
 * Sigstore on loopback: `@sigstore/mock`'s Fulcio, Rekor and timestamp authority behind a
 * CONNECT proxy that ends TLS with a throwaway CA. Point HTTPS_PROXY at `proxyUrl`, set
 * NO_PROXY=127.0.0.1,localhost, trust `caFile` (NODE_EXTRA_CA_CERTS) and every
 * https://fulcio.*, https://rekor.* and https://timestamp.* call of `@actions/attest` lands here.
 * `trustedRoot` is the matching trusted_root.json, for `@sigstore/verify`.
 *
 * Two defects of the mock are mended here (../shared/STYLE.md): its Rekor logs the DSSE entry as
 * proposed instead of Rekor's canonical form, and its timestamps drop trailing zeros of the
 * milliseconds (a clock on whole seconds avoids them). The clock is moved to the current second
 * before each request, so that it never lies before the mock's own certificates.
 */
import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createServer as createHttpServer, type IncomingMessage } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { createRequire } from 'node:module'
import type { Socket } from 'node:net'
// The tests' openssl-made CA: the mocks serve the tests and the bench alike.
import { makeTestCertificates } from './test-certificates.ts'

// Deep imports on purpose: the package's index also loads nock, which patches node:http.
const require = createRequire(import.meta.url)
const { initializeCA, initializeCTLog, fulcioHandler } = require('@sigstore/mock/dist/fulcio/index.js')
const { initializeTLog } = require('@sigstore/mock/dist/rekor/index.js')
const { initializeTSA, tsaHandler } = require('@sigstore/mock/dist/timestamp/index.js')
const { TrustedRoot, HashAlgorithm, PublicKeyDetails } = require('@sigstore/protobuf-specs')

type Handler = {
  path: string
  fn: (body: string) => Promise<{ statusCode: number; response: string; contentType?: string }>
}

/** Hosts `@actions/attest` calls: GitHub's instance (private repositories) and the public-good one. */
const SIGSTORE_HOSTS = [
  'fulcio.githubapp.com',
  'timestamp.githubapp.com',
  'fulcio.sigstore.dev',
  'rekor.sigstore.dev',
  'timestamp.sigstore.dev'
]

export interface SigstoreMocks {
  proxyUrl: string
  /** PEM file of the throwaway CA, for NODE_EXTRA_CA_CERTS. */
  caFile: string
  /** trusted_root.json content (protobuf JSON) built from the mocks' keys. */
  trustedRoot: Record<string, unknown>
  /** Every request, as `METHOD https://host/path`, and every CONNECT. */
  calls: string[]
  /** Time spent answering requests (signing certificates, timestamps, log entries), ms: the mocks' own share of a run. */
  handledMs: number
  /** Makes the next `count` requests to hosts starting with `label` fail with `status`. */
  failNext(label: 'fulcio' | 'timestamp' | 'rekor', status: number, count?: number): void
  close(): Promise<void>
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()

/** Rekor's canonical DSSE entry (rekor pkg/types/dsse/v0.0.1), which `@sigstore/verify` checks the bundle against. */
function canonicalRekorEntry(proposed: {
  apiVersion: string
  kind: string
  spec: { proposedContent?: { envelope: string; verifiers: string[] } }
}) {
  if (proposed.kind !== 'dsse' || proposed.spec.proposedContent === undefined) return proposed
  const { envelope, verifiers } = proposed.spec.proposedContent
  const parsed = JSON.parse(envelope) as { payload: string; signatures: Array<{ sig: string }> }
  return {
    apiVersion: proposed.apiVersion,
    kind: 'dsse',
    spec: {
      envelopeHash: { algorithm: 'sha256', value: sha256(envelope).toString('hex') },
      payloadHash: { algorithm: 'sha256', value: sha256(Buffer.from(parsed.payload, 'base64')).toString('hex') },
      signatures: parsed.signatures.map((signature, index) => ({
        signature: signature.sig,
        verifier: verifiers[index] ?? verifiers[0]
      }))
    }
  }
}

/**
 * Starts the mocks. The mock Fulcio copies one claim of the OIDC token into the certificate's
 * SAN: real Fulcio puts `https://github.com/<job_workflow_ref>` there, which the fake GitHub's
 * tokens carry as `fulcio_san`.
 */
export async function startSigstoreMocks(): Promise<SigstoreMocks> {
  const clock = new Date(Math.floor(Date.now() / 1000) * 1000)
  const tick = () => clock.setTime(Math.floor(Date.now() / 1000) * 1000)
  const keyPair = () =>
    generateKeyPairSync('ec', { namedCurve: 'prime256v1' }) as { publicKey: KeyObject; privateKey: KeyObject }

  const fulcioKeys = keyPair()
  const ctlog = await initializeCTLog(fulcioKeys, clock)
  const ca = await initializeCA(fulcioKeys, ctlog, clock)
  const tlog = await initializeTLog('https://rekor.sigstore.dev', keyPair(), clock)
  const tsa = await initializeTSA(keyPair(), clock)
  const routes: Record<string, Handler> = {
    fulcio: fulcioHandler(ca, { strict: true, subjectClaim: 'fulcio_san' }),
    timestamp: tsaHandler(tsa, { strict: true }),
    rekor: {
      path: '/api/v1/log/entries',
      fn: async body => ({
        statusCode: 201,
        contentType: 'application/json',
        response: JSON.stringify(await tlog.log(canonicalRekorEntry(JSON.parse(body))))
      })
    }
  }
  const failures: Record<string, { status: number; count: number }> = {}
  const mocks = { handledMs: 0 } as SigstoreMocks
  const calls: string[] = []
  const sockets = new Set<Socket>()

  const certificates = makeTestCertificates(SIGSTORE_HOSTS)
  const tlsServer = createHttpsServer(
    { key: certificates.key, cert: certificates.cert },
    (request: IncomingMessage, response) => {
      const host = (request.headers.host ?? '').split(':')[0]
      const label = host.split('.')[0]
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', async () => {
        const startedAt = performance.now()
        response.on('finish', () => (mocks.handledMs += performance.now() - startedAt))
        calls.push(`${request.method} https://${host}${request.url}`)
        const failure = failures[label]
        if (failure !== undefined && failure.count > 0) {
          failure.count -= 1
          response.writeHead(failure.status, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ message: `mock ${label}: failing on purpose` }))
          return
        }
        const route = routes[label]
        if (route === undefined || request.method !== 'POST' || (request.url ?? '').split('?')[0] !== route.path) {
          response.writeHead(404, { 'content-type': 'application/json' })
          response.end(JSON.stringify({ message: `mock: no route for ${request.method} ${host}${request.url}` }))
          return
        }
        try {
          tick()
          const answer = await route.fn(Buffer.concat(chunks).toString())
          response.writeHead(answer.statusCode, { 'content-type': answer.contentType ?? 'text/plain' })
          response.end(answer.response)
        } catch (error) {
          response.writeHead(500, { 'content-type': 'text/plain' })
          response.end(String(error))
        }
      })
    }
  )

  // Never dials out: every tunnel ends in the TLS server above; other hosts get 403.
  const proxy = createHttpServer((request, response) => {
    calls.push(`PROXY-HTTP ${request.method} ${request.url}`)
    response.writeHead(502, { 'content-type': 'text/plain' })
    response.end('mock proxy: plain http is refused (add the host to NO_PROXY)')
  })
  proxy.on('connect', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const host = (request.url ?? '').split(':')[0]
    calls.push(`CONNECT ${request.url}`)
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    if (routes[host.split('.')[0]] === undefined) return void socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    if (head.length > 0) socket.unshift(head)
    tlsServer.emit('connection', socket)
  })
  await new Promise<void>(resolve => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0

  const validFor = { start: new Date(clock.getTime() - 3_600_000) }
  const trustedRoot = TrustedRoot.toJSON({
    mediaType: 'application/vnd.dev.sigstore.trustedroot+json;version=0.1',
    tlogs: [
      {
        baseUrl: 'https://rekor.sigstore.dev',
        hashAlgorithm: HashAlgorithm.SHA2_256,
        publicKey: { rawBytes: tlog.publicKey, keyDetails: PublicKeyDetails.PKIX_ECDSA_P256_SHA_256, validFor },
        logId: { keyId: sha256(tlog.publicKey) }
      }
    ],
    certificateAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'sigstore' },
        uri: 'https://fulcio.githubapp.com',
        certChain: { certificates: [{ rawBytes: ca.rootCertificate }] },
        validFor
      }
    ],
    ctlogs: [
      {
        baseUrl: 'https://ctfe.sigstore.dev',
        hashAlgorithm: HashAlgorithm.SHA2_256,
        publicKey: { rawBytes: ctlog.publicKey, keyDetails: PublicKeyDetails.PKIX_ECDSA_P256_SHA_256, validFor },
        logId: { keyId: Buffer.from(ctlog.logID) }
      }
    ],
    timestampAuthorities: [
      {
        subject: { organization: 'sigstore.mock', commonName: 'tsa' },
        uri: 'https://timestamp.githubapp.com',
        // The signing certificate first: @sigstore/verify matches the timestamp's signer against it.
        certChain: { certificates: [{ rawBytes: tsa.intCertificate }, { rawBytes: tsa.rootCertificate }] },
        validFor
      }
    ]
  }) as Record<string, unknown>

  Object.assign(mocks, {
    proxyUrl: `http://127.0.0.1:${port}`,
    caFile: certificates.caFile,
    trustedRoot,
    calls,
    failNext(label: string, status: number, count = 1) {
      failures[label] = { status, count }
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      proxy.closeAllConnections()
      await Promise.all([
        new Promise(resolve => proxy.close(resolve)),
        new Promise(resolve => tlsServer.close(resolve))
      ])
    }
  })
  return mocks
}
