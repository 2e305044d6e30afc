/**
 * The service's failures in the words a person acts on: what happened, the likely cause, what
 * to do. Each endpoint names itself, so the advice fits the request that failed.
 */
import { HttpCodes } from '@actions/http-client'
import { errorMessage } from '../lib/errors.js'
import { explanationOf } from '../lib/json.js'
import { inertText } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import type { Destination, Endpoint, HttpAnswer } from './types.js'

/** `proxy` is the proxy's URL when requests to base-url go through one (HTTPS_PROXY and NO_PROXY decide). */
export function destinationOf(baseUrl: string, proxy: string | undefined): Destination {
  const url = new URL(baseUrl)
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  return { baseUrl, hostAndPort: `${url.hostname}:${port}`, proxy: proxy === undefined ? undefined : new URL(proxy).origin }
}

/** An HTTP answer outside 2xx, as an ApiError a person can act on. */
export function failureForStatus(answer: HttpAnswer, endpoint: Endpoint, destination: Destination): ApiError {
  const { status } = answer
  const { subject } = endpoint
  const said = serviceMessage(answer.body)
  const saidSuffix = said === '' ? '' : `: ${said}`
  const where = `base-url (${destination.baseUrl})`
  if (status === HttpCodes.Unauthorized) {
    return new ApiError(`The service rejected the API key (HTTP 401) while ${subject}${saidSuffix}`, {
      kind: 'auth',
      status,
      hint:
        `API keys are scoped to one environment: check that ${where} is the host of the environment the key was created in ` +
        '(console: Settings, Environments), and that the secret holds the whole key.'
    })
  }
  if (endpoint.billing !== undefined && (status === HttpCodes.PaymentRequired || status === HttpCodes.Forbidden)) {
    return endpoint.billing.quoteTokenGiven
      ? new ApiError(`The service refused the quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
          kind: 'billing',
          status,
          hint: 'Get a fresh quote token in the console, or start the run in the console and pass its id as run-id.'
        })
      : new ApiError(`The service refused to start a run without a quote token (HTTP ${status}) while ${subject}${saidSuffix}`, {
          kind: 'billing',
          status,
          hint:
            'Organizations that are not billing-exempt need a quote token to start a run through the API, and quote tokens ' +
            'are only issued to console sessions. Get a quote token in the console and pass it as quote-token, or start the ' +
            'run in the console and pass its id as run-id.'
        })
  }
  if (status === HttpCodes.Forbidden) {
    return new ApiError(`The service refused access (HTTP 403) while ${subject}${saidSuffix}`, {
      kind: 'forbidden',
      status,
      hint: `Check that the key, made for the environment of ${where}, may read this run.`
    })
  }
  if (status === HttpCodes.NotFound) {
    return new ApiError(`${endpoint.notFound.what} was not found (HTTP 404)${saidSuffix}`, {
      kind: 'not-found',
      status,
      hint: `Check ${endpoint.notFound.input}, and that ${where} is the environment it belongs to.`
    })
  }
  if (status >= HttpCodes.MultipleChoices && status < HttpCodes.BadRequest) {
    const location = inertText(String(answer.headers.location ?? 'nowhere'), 200)
    return new ApiError(`The service answered ${subject} with a redirect (HTTP ${status}) to ${location}.`, {
      kind: 'protocol',
      status,
      hint: 'Redirects are not followed, so the API key is only ever sent to base-url: set base-url to the address the service redirects to.'
    })
  }
  if (status === HttpCodes.RequestTimeout || status === HttpCodes.TooManyRequests || status >= HttpCodes.InternalServerError) {
    return new ApiError(`The service answered HTTP ${status} while ${subject}${saidSuffix}`, {
      kind: 'transient',
      status,
      retryAfterMs: parseRetryAfter(answer.headers['retry-after']),
      notActedOn: status === HttpCodes.TooManyRequests || status === HttpCodes.ServiceUnavailable
    })
  }
  return new ApiError(`The service rejected the request (HTTP ${status}) while ${subject}${saidSuffix}`, { kind: 'rejected', status })
}

// No connection was made: the request never left, so it may be sent again.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'])
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
  endpoint: Endpoint,
  destination: Destination,
  timedOutAfterMs?: number,
  answeredBefore = true
): ApiError {
  const { subject } = endpoint
  if (timedOutAfterMs !== undefined) {
    const seconds = Math.ceil(timedOutAfterMs / 1000)
    // Before the service has ever answered, silence is most likely a connection that cannot be
    // made (a firewall that drops it): it counts against the connection budget. The request
    // may still have been sent, so a start may have acted.
    return answeredBefore
      ? new ApiError(`No answer from the service within ${seconds}s while ${subject}.`, { kind: 'transient' })
      : new ApiError(
          `No answer from ${destination.hostAndPort} within ${seconds}s while ${subject}; it has not answered any request yet.`,
          {
            kind: 'unreachable',
            hint: `Check the host and port of base-url (${destination.baseUrl}), and any firewall or proxy in between.`
          }
        )
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
  const detail = inertText(errorMessage(error), 200)
  const via = destination.proxy === undefined ? '' : ` through the proxy ${destination.proxy}`
  if (code !== undefined && CERTIFICATE_CODES.has(code)) {
    return new ApiError(`The service's TLS certificate is not trusted (${code}) while ${subject}.`, {
      kind: 'tls',
      hint:
        'If the service (or a proxy in between) uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at a PEM file ' +
        'holding that CA in the job environment; otherwise check base-url.'
    })
  }
  if (code === 'EPROTO' || code?.startsWith('ERR_SSL_') || /wrong version number|packet length too long/i.test(detail)) {
    return new ApiError(
      `The TLS handshake with ${destination.hostAndPort} failed (${code ?? 'TLS error'}) while ${subject}; nothing was sent.`,
      {
        kind: 'tls',
        hint:
          `Check the scheme of base-url (${destination.baseUrl}): an https:// URL to a port that speaks plain http fails this way. ` +
          'If the service or a proxy uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at that CA.'
      }
    )
  }
  if (code?.startsWith('HPE_')) {
    // Once the service has answered in HTTP, one malformed answer is a fault to retry within the
    // deadline; only a server that never spoke HTTP is a wrong scheme or port, not worth waiting on.
    if (answeredBefore) {
      return new ApiError(`The service's answer while ${subject} was not well-formed HTTP (${code}).`, { kind: 'transient' })
    }
    return new ApiError(`The server at ${destination.hostAndPort} did not answer in HTTP (${code}) while ${subject}.`, {
      kind: 'protocol',
      hint: `Check the scheme and port of base-url (${destination.baseUrl}): an http:// URL to a port that speaks https, or another protocol, fails this way.`
    })
  }
  const tunnelFailed = /tunneling socket could not be established/i.test(detail)
  // The proxy itself could not be reached: the tunnel's cause is a connection to the proxy.
  const proxyCause = tunnelFailed ? /cause=connect (E[A-Z]+)/.exec(detail)?.[1] : undefined
  if (proxyCause !== undefined && destination.proxy !== undefined) {
    return new ApiError(`Could not connect to the proxy ${destination.proxy} (${proxyCause}) while ${subject}; the proxy is unreachable.`, {
      kind: 'unreachable',
      notActedOn: true,
      hint: `Check HTTPS_PROXY (the proxy ${destination.proxy} refused or did not take the connection), or list the host of base-url (${destination.baseUrl}) in NO_PROXY.`
    })
  }
  if ((code !== undefined && UNREACHABLE_CODES.has(code)) || tunnelFailed) {
    return new ApiError(
      `Could not connect to ${destination.hostAndPort}${via} (${tunnelFailed ? `the proxy could not reach it: ${detail}` : code}) while ${subject}.`,
      {
        kind: 'unreachable',
        notActedOn: true,
        hint:
          `Check the host and port of base-url (${destination.baseUrl})` +
          (destination.proxy === undefined ? '.' : `, and that the proxy ${destination.proxy} can reach it (or list the host in NO_PROXY).`)
      }
    )
  }
  if (/Request timeout/i.test(detail)) {
    return new ApiError(`The connection went silent while ${subject}.`, { kind: 'transient' })
  }
  return new ApiError(`Network error while ${subject}: ${detail}${code !== undefined && !detail.includes(code) ? ` (${code})` : ''}`, {
    kind: 'transient'
  })
}

/** The service's own words from an error body, made inert; the body's shape is not in the spec. */
export function serviceMessage(body: string): string {
  const parsed = parseJson(body)
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const found = explanationOf(parsed as Record<string, unknown>)
    if (found !== undefined) return found
  }
  return inertText(body)
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim()
  if (text === undefined || text === '') return undefined
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000)
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
