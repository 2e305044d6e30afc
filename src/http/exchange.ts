/**
 * One HTTP request and its answer, whoever answers: sent through @actions/http-client (so the
 * runner's proxy settings hold), never following a redirect, within its own time limit, the body
 * read up to a cap and never buffered beyond it, and every failure without an answer named
 * (network.ts) for the peer it was sent to. It knows nothing of retries or of what an answer means.
 */
import type {
  ClientRequest,
  IncomingHttpHeaders,
  IncomingMessage,
  RequestOptions as HttpRequestOptions
} from 'node:http'
import { lookup as resolve, type LookupAddress, type LookupOptions } from 'node:dns'
import type { Socket } from 'node:net'
import { HttpClient, getProxyUrl } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { abortReason } from '../lib/errors.js'
import type { Logger } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { ApiError } from './errors.js'
import { CONNECTION_BUDGET_MS, PeerLink } from './link.js'
import { capitalized, destinationOf, networkFailure, REFUSED_ADDRESS, type Peer } from './network.js'

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH'
  url: string
  headers: Record<string, string>
  body?: string
  /** What the request is doing, for messages: "polling run 'r-1'". */
  subject: string
  /** How the request line in the log names it (a path, never a secret). */
  shownAs: string
  /** This request's own body limit, when it differs from the peer's. */
  maxBodyBytes?: number
  /**
   * An answer over the limit: `retry` (the default) takes it for a fault that may pass, as a poll's
   * is; `refuse` ends the request for good, as for GitHub's pages and bundles, whose size does not
   * change by asking again.
   */
  tooLarge?: 'retry' | 'refuse'
}

export interface RequestLimits {
  /** Cancels the request at once (job cancelled). */
  signal: AbortSignal
  /** This request's own time limit; the caller keeps it within the deadline. */
  timeoutMs: number
  /** Which attempt this is, for the request line. */
  attempt?: number
}

/** An answer as it came: its status, headers, and the body's bytes. */
export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  bytes: Buffer
}

export interface HttpPeerOptions {
  /** As messages name the peer, and the setting that points at it (see Peer). */
  name: string
  setting: string
  /** Every request's URL starts here: where the peer is, for messages and for the proxy. */
  baseUrl: string
  userAgent: string
  /** Shared by every request to this peer: first answer, rate-limit hold; one of its own by default. */
  link?: PeerLink
  /** Where the per-request debug line goes; nowhere by default. */
  logger?: Pick<Logger, 'debug'>
  /** Larger bodies are refused while they are read, never buffered; default 1 MiB. */
  maxBodyBytes?: number
  /**
   * Addresses no connection to this peer may open, judged as the connection is made (after the name is resolved for
   * it, so a name that resolves elsewhere when checked and here when connecting is still refused).
   */
  refusedAddress?: (address: string) => boolean
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024
/** Per-request lines kept for the job log. */
const REQUEST_LINES_KEPT = 200

/** One peer (the service, GitHub's API) and every exchange with it. */
export class HttpPeer {
  readonly peer: Peer
  readonly link: PeerLink
  private readonly options: HttpPeerOptions
  private readonly maxBodyBytes: number
  /** Requests sent so far, every attempt counted. */
  requestCount = 0
  /** One line per request (method, path, attempt, outcome, time), the latest REQUEST_LINES_KEPT. */
  readonly requestLines: string[] = []

  constructor(options: HttpPeerOptions) {
    this.options = options
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
    this.link = options.link ?? new PeerLink(CONNECTION_BUDGET_MS)
    this.peer = {
      name: options.name,
      setting: options.setting,
      destination: destinationOf(options.baseUrl, getProxyUrl(options.baseUrl) || undefined)
    }
  }

  /** Sends `request` once; the answer whatever its status, or an ApiError when none came. */
  async exchange(request: HttpRequest, limits: RequestLimits): Promise<RawAnswer> {
    if (limits.signal.aborted) throw abortReason(limits.signal)
    const requestSignal = AbortSignal.any([limits.signal, AbortSignal.timeout(Math.max(1, limits.timeoutMs))])
    // Whether a connection to the peer (or through the proxy's tunnel) opened: then the request may have been sent.
    let connectionMade = false
    const connection = watchConnection(() => (connectionMade = true))
    const { refusedAddress } = this.options
    const handlers = [abortWith(requestSignal), connection]
    if (refusedAddress !== undefined) handlers.push(refuseWhenResolvedTo(refusedAddress))
    const client = new HttpClient(this.options.userAgent, handlers, {
      // Redirects are refused, not followed: credentials only ever go where they were meant for.
      allowRedirects: false,
      socketTimeout: Math.max(1, limits.timeoutMs),
      keepAlive: false
    })
    const headers = { ...request.headers }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    this.requestCount += 1
    const startedAt = performance.now()
    const outcome = (what: string) => this.noteRequest(request, limits.attempt, what, startedAt)
    try {
      const response = await client.request(request.method, request.url, request.body ?? null, headers)
      this.link.noteAnswer()
      const status = response.message.statusCode ?? 0
      const bytes = await this.readBody(
        response.message,
        requestSignal,
        request,
        request.maxBodyBytes ?? this.maxBodyBytes
      )
      outcome(`HTTP ${status}`)
      return { status, headers: response.message.headers, bytes }
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'failed'
      if (limits.signal.aborted) {
        outcome('cancelled')
        throw abortReason(limits.signal)
      }
      if (error instanceof ApiError) {
        outcome(error.status === undefined ? 'unreadable' : `HTTP ${error.status}, unreadable`)
        throw error
      }
      outcome(requestSignal.aborted ? 'no answer in time' : code)
      throw networkFailure(
        error,
        request.subject,
        this.peer,
        requestSignal.aborted ? limits.timeoutMs : undefined,
        this.link.answered,
        connectionMade
      )
    } finally {
      client.dispose()
    }
  }

  /** A debug line per request (free when debug is off), and the same line kept for the job log. */
  private noteRequest(request: HttpRequest, attempt: number | undefined, what: string, startedAt: number): void {
    const line =
      `${request.method} ${inertText(request.shownAs, 200)} (attempt ${attempt ?? 1}): ${what} in ` +
      `${Math.round(performance.now() - startedAt)} ms`
    this.options.logger?.debug(line)
    this.requestLines.push(line)
    if (this.requestLines.length > REQUEST_LINES_KEPT) this.requestLines.shift()
  }

  /** Reads at most `maxBodyBytes`; a larger body is cut off, never buffered whole. */
  private async readBody(
    message: IncomingMessage,
    signal: AbortSignal,
    request: HttpRequest,
    maxBodyBytes: number
  ): Promise<Buffer> {
    const chunks: Buffer[] = []
    let size = 0
    const destroyOnAbort = () => message.destroy(abortReason(signal))
    signal.addEventListener('abort', destroyOnAbort, { once: true })
    try {
      for await (const chunk of message as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > maxBodyBytes) {
          message.destroy()
          throw new ApiError(
            `${capitalized(this.peer.name)}'s answer while ${request.subject} is larger than ${maxBodyBytes} bytes; ` +
              `it was not read.`,
            { kind: request.tooLarge === 'refuse' ? 'protocol' : 'transient', status: message.statusCode }
          )
        }
        chunks.push(chunk)
      }
    } finally {
      signal.removeEventListener('abort', destroyOnAbort)
    }
    return Buffer.concat(chunks)
  }
}

/**
 * Calls `onConnect` once the request's socket is connected (over TLS, once its handshake is done): to the peer, or
 * to it through a proxy's tunnel (whose socket is handed over connected). The agent is wrapped only to see the
 * request it is given.
 */
function watchConnection(onConnect: () => void): RequestHandler {
  return preparing(options => {
    const { agent } = options
    if (agent === undefined || agent === null || typeof agent !== 'object') return
    options.agent = new Proxy(agent, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target)
        if (property !== 'addRequest' || typeof value !== 'function') {
          return typeof value === 'function' ? value.bind(target) : value
        }
        return (request: ClientRequest, ...rest: unknown[]) => {
          // Over TLS nothing is sent before the handshake: only then may the peer have the request.
          request.once('socket', (socket: Socket & { encrypted?: boolean }) => {
            if (socket.encrypted === true) socket.once('secureConnect', onConnect)
            else if (socket.connecting) socket.once('connect', onConnect)
            else onConnect()
          })
          return (value as (...args: unknown[]) => unknown).call(target, request, ...rest)
        }
      }
    })
  })
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * Resolves the request's host name as Node would (one address, or all of them for Happy Eyeballs), and fails the
 * connection with REFUSED_ADDRESS where one it would use is refused. Through a proxy the proxy resolves the name, and
 * this lookup is not asked.
 */
function refuseWhenResolvedTo(refused: (address: string) => boolean): RequestHandler {
  const lookup = (hostname: string, options: LookupOptions, callback: LookupCallback) =>
    resolve(hostname, { ...options, all: true }, (error, found) => {
      const addresses = found ?? []
      const bad = error === null ? addresses.find(({ address }) => refused(address)) : undefined
      if (bad !== undefined) {
        const refusal = Object.assign(new Error(`${hostname} resolved to ${bad.address}`), {
          code: REFUSED_ADDRESS,
          address: bad.address
        })
        callback(refusal, options.all === true ? [] : '', undefined)
      } else if (error !== null || options.all === true) callback(error, addresses)
      else callback(null, addresses[0].address, addresses[0].family)
    })
  return preparing(options => {
    options.lookup = lookup as HttpRequestOptions['lookup']
  })
}

/** Hands the request's AbortSignal to Node's http.request through the client's hook. */
function abortWith(signal: AbortSignal): RequestHandler {
  return preparing(options => {
    options.signal = signal
    // The client passes URL.hostname, which keeps an IPv6 literal's brackets ([::1]); the
    // lookup wants the bare address, or `http://[::1]:8080/v1` fails with ENOTFOUND.
    if (typeof options.host === 'string') options.host = options.host.replace(/^\[(.*)\]$/, '$1')
    if (typeof options.hostname === 'string') options.hostname = options.hostname.replace(/^\[(.*)\]$/, '$1')
  })
}

/** A handler of the client's that only prepares each request's options: it never answers an authentication. */
function preparing(prepareRequest: (options: HttpRequestOptions) => void): RequestHandler {
  return {
    prepareRequest,
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used'))
  }
}
