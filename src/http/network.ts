/**
 * What a failed HTTP exchange means, whoever was at the other end (the certification service,
 * GitHub): a request that got no answer, named by its cause in the words a person acts on, and
 * what an answer asks of the next request (Retry-After). Worded for the peer it names.
 */
import { HttpCodes } from '@actions/http-client'
import { errorMessage } from '../lib/errors.js'
import { inertText } from '../lib/text.js'
import { ApiError } from './errors.js'

/** Where the requests go, for messages: its base URL, its host and port, and the proxy when one is used. */
export interface Destination {
  baseUrl: string
  /** `host:port`, the port written out even when it is the scheme's default. */
  hostAndPort: string
  /** The proxy's origin (never its credentials), when requests go through one. */
  proxy?: string
}

/** Who is at the other end, as messages name it and as a person points the action at it. */
export interface Peer {
  /** As a sentence names it: `the service`, `GitHub`. */
  name: string
  /** What points the action at it: `base-url`, `GITHUB_API_URL`. */
  setting: string
  destination: Destination
}

/** `proxy` is the proxy's URL when requests to `baseUrl` go through one (HTTPS_PROXY and NO_PROXY decide). */
export function destinationOf(baseUrl: string, proxy: string | undefined): Destination {
  const url = new URL(baseUrl)
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return {
    baseUrl,
    hostAndPort: `${url.hostname}:${port}`,
    proxy: proxy === undefined ? undefined : new URL(proxy).origin
  }
}

/** `The service`, `GitHub`: a peer's name at the start of a sentence. */
export function capitalized(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** Statuses worth another try: a timeout, a rate limit, the server's own failures. */
export function isTransientStatus(status: number): boolean {
  return (
    status === HttpCodes.RequestTimeout ||
    status === HttpCodes.TooManyRequests ||
    status >= HttpCodes.InternalServerError
  )
}

// No connection was made: the request never left, so it may be sent again.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL'
])
/** The code of a connection refused by the peer's own rule on addresses (HttpPeer's `refusedAddress`). */
export const REFUSED_ADDRESS = 'ERR_REFUSED_ADDRESS'
// The certificate is not trusted: a private CA, or the wrong host.
const CERTIFICATE_CODES = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID'
])

/**
 * A request that got no HTTP answer, as an ApiError: its own time limit ran out, no connection
 * could be made, the TLS handshake failed, the server did not speak HTTP, or the connection
 * broke after the request was sent.
 */
export function networkFailure(
  error: unknown,
  subject: string,
  peer: Peer,
  timedOutAfterMs?: number,
  answeredBefore = true,
  connectionMade = false
): ApiError {
  const { destination } = peer
  const setting = `${peer.setting} (${destination.baseUrl})`
  if (timedOutAfterMs !== undefined) return silence(subject, peer, timedOutAfterMs, { answeredBefore, connectionMade })
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
  const detail = inertText(errorMessage(error), 200)
  const via = destination.proxy === undefined ? '' : ` through the proxy ${destination.proxy}`
  if (code === REFUSED_ADDRESS) return refusedAddress(error, subject, destination)
  const tls = tlsFailure(code, detail, subject, peer)
  if (tls !== undefined) return tls
  if (code?.startsWith('HPE_')) return notHttp(code, subject, peer, answeredBefore)
  const tunnelFailed = /tunneling socket could not be established/i.test(detail)
  // The proxy itself could not be reached: the tunnel's cause is a connection to the proxy.
  const proxyCause = tunnelFailed ? /cause=connect (E[A-Z]+)/.exec(detail)?.[1] : undefined
  if (proxyCause !== undefined && destination.proxy !== undefined) {
    return new ApiError(
      `Could not connect to the proxy ${destination.proxy} (${proxyCause}) while ${subject}; the proxy is unreachable.`,
      {
        kind: 'unreachable',
        notActedOn: true,
        atProxy: true,
        hint:
          `Check HTTPS_PROXY (the proxy ${destination.proxy} refused or did not take the connection), or list ` +
          `the host of ${setting} in NO_PROXY.`
      }
    )
  }
  if ((code !== undefined && UNREACHABLE_CODES.has(code)) || tunnelFailed) {
    return new ApiError(
      `Could not connect to ${destination.hostAndPort}${via} (${tunnelFailed ? `the proxy could not reach it: ${detail}` : code}) while ${subject}.`,
      {
        kind: 'unreachable',
        notActedOn: true,
        hint:
          `Check the host and port of ${setting}` +
          (destination.proxy === undefined
            ? '.'
            : `, and that the proxy ${destination.proxy} can reach it (or list the host in NO_PROXY).`)
      }
    )
  }
  if (/Request timeout/i.test(detail)) {
    return new ApiError(`The connection went silent while ${subject}.`, { kind: 'transient' })
  }
  return new ApiError(
    `Network error while ${subject}: ${detail}${code !== undefined && !detail.includes(code) ? ` (${code})` : ''}`,
    {
      kind: 'transient'
    }
  )
}

/** A connection refused before it opened: the peer's name resolved to an address its rule refuses. */
function refusedAddress(error: unknown, subject: string, destination: Destination): ApiError {
  const address = inertText(String((error as { address?: unknown }).address), 60)
  return new ApiError(
    `${destination.hostAndPort} resolved to ${address} as the connection was made while ${subject}: an address ` +
      `on this machine, or link-local, which this request may not reach; nothing was sent.`,
    { kind: 'protocol', notActedOn: true }
  )
}

/** An answer that was not HTTP (an `HPE_` code): a fault to retry once the peer has answered in HTTP, else a wrong scheme or port. */
function notHttp(code: string, subject: string, peer: Peer, answeredBefore: boolean): ApiError {
  const { destination } = peer
  // Once the peer has answered in HTTP, one malformed answer is a fault to retry within the
  // deadline; only a server that never spoke HTTP is a wrong scheme or port, not worth waiting on.
  if (answeredBefore) {
    return new ApiError(`${capitalized(peer.name)}'s answer while ${subject} was not well-formed HTTP (${code}).`, {
      kind: 'transient'
    })
  }
  return new ApiError(`The server at ${destination.hostAndPort} did not answer in HTTP (${code}) while ${subject}.`, {
    kind: 'protocol',
    hint:
      `Check the scheme and port of ${peer.setting} (${destination.baseUrl}): an http:// URL to a port that ` +
      `speaks https, or another protocol, fails this way.`
  })
}

/** A TLS failure: a certificate not trusted, or a handshake that failed; undefined when it is not one. */
function tlsFailure(code: string | undefined, detail: string, subject: string, peer: Peer): ApiError | undefined {
  const { destination } = peer
  const Name = capitalized(peer.name)
  const setting = `${peer.setting} (${destination.baseUrl})`
  if (code !== undefined && CERTIFICATE_CODES.has(code)) {
    return new ApiError(`${Name}'s TLS certificate is not trusted (${code}) while ${subject}.`, {
      kind: 'tls',
      hint:
        `If ${peer.name} (or a proxy in between) uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at ` +
        `a PEM file ` +
        `holding that CA in the job environment; otherwise check ${peer.setting}.`
    })
  }
  if (
    code === 'EPROTO' ||
    code?.startsWith('ERR_SSL_') ||
    /wrong version number|packet length too long/i.test(detail)
  ) {
    return new ApiError(
      `The TLS handshake with ${destination.hostAndPort} failed ` +
        `(${code ?? 'TLS error'}) while ${subject}; nothing was sent.`,
      {
        kind: 'tls',
        hint:
          `Check the scheme of ${setting}: an https:// URL to a port that speaks plain http fails this way. ` +
          `If ${peer.name} or a proxy uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at that CA.`
      }
    )
  }
  return undefined
}

/**
 * No answer within a request's own time limit. Before the peer has ever answered, silence counts against the
 * connection budget: most likely a connection that cannot be made (a firewall that drops it). Where the connection
 * did open (`connectionMade`), the request was sent: a start may have acted, and it was not unreachable.
 */
function silence(
  subject: string,
  peer: Peer,
  timedOutAfterMs: number,
  { answeredBefore, connectionMade }: { answeredBefore: boolean; connectionMade: boolean }
): ApiError {
  const { destination } = peer
  const seconds = Math.ceil(timedOutAfterMs / 1000)
  if (answeredBefore)
    return new ApiError(`No answer from ${peer.name} within ${seconds}s while ${subject}.`, { kind: 'transient' })
  return new ApiError(
    `No answer from ${destination.hostAndPort} within ${seconds}s while ${subject}; it has not answered any request yet.`,
    {
      kind: 'unreachable',
      connectionMade,
      hint:
        `Check the host and port of ${peer.setting} ` +
        `(${destination.baseUrl}), and any firewall or proxy in between.`
    }
  )
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: number): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (text === undefined || text === '') return undefined
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
