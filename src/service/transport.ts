/**
 * One HTTP exchange with the service: the proxy (through @actions/http-client), the key in the
 * header and nowhere else, a time limit and a body limit, and every failure named (see
 * failures.ts). The body comes back exactly as it was sent: redaction is for what people read,
 * and the client applies it there, never to what the gate judges. It sends what an endpoint describes and knows
 * nothing of retries.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, RequestOptions as HttpRequestOptions } from 'node:http'
import { HttpClient, getProxyUrl } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import type { Logger } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'
import { abortReason } from '../lib/errors.js'
import { ApiError } from '../http/errors.js'
import { destinationOf, networkFailure } from './failures.js'
import { CONNECTION_BUDGET_MS, ServiceLink } from '../http/link.js'
import type { Destination, Endpoint, HttpAnswer, RequestLimits, ServiceRequest } from './types.js'

export interface TransportOptions {
  baseUrl: string
  apiKey: string
  userAgent: string
  /** Shared by every request of the step: first answer, rate-limit hold; one of its own by default. */
  link?: ServiceLink
  /** Where the per-request debug line goes; nowhere by default. */
  logger?: Pick<Logger, 'debug'>
  /** Larger bodies are refused rather than buffered; default 1 MiB. */
  maxBodyBytes?: number
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024
/** Per-request lines kept for the job log's collapsed "Requests" group. */
const REQUEST_LINES_KEPT = 200

export class Transport {
  private readonly options: TransportOptions
  private readonly maxBodyBytes: number
  readonly link: ServiceLink
  readonly destination: Destination
  /** Requests sent so far, every attempt counted. */
  requestCount = 0
  /** One line per request (method, path, attempt, outcome, time), the latest REQUEST_LINES_KEPT. */
  readonly requestLines: string[] = []

  constructor(options: TransportOptions) {
    this.options = options
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
    this.link = options.link ?? new ServiceLink(CONNECTION_BUDGET_MS)
    this.destination = destinationOf(options.baseUrl, getProxyUrl(options.baseUrl) || undefined)
  }

  async exchange(request: ServiceRequest, limits: RequestLimits): Promise<HttpAnswer> {
    if (limits.signal.aborted) throw abortReason(limits.signal)
    const requestSignal = AbortSignal.any([limits.signal, AbortSignal.timeout(Math.max(1, limits.timeoutMs))])
    const client = new HttpClient(this.options.userAgent, [abortWith(requestSignal)], {
      // Redirects are refused, not followed: the key is only ever sent to base-url.
      allowRedirects: false,
      socketTimeout: Math.max(1, limits.timeoutMs),
      keepAlive: false
    })
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.apiKey}`,
      accept: 'application/json',
      ...request.headers
    }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    this.requestCount += 1
    const startedAt = performance.now()
    const outcome = (what: string) => this.noteRequest(request, limits.attempt, what, startedAt)
    try {
      const response = await client.request(
        request.endpoint.method,
        `${this.options.baseUrl}${request.endpoint.path}`,
        request.body ?? null,
        headers
      )
      this.link.noteAnswer()
      const status = response.message.statusCode ?? 0
      const bytes = await this.readBody(response.message, requestSignal, request.endpoint)
      outcome(`HTTP ${status}`)
      return {
        status,
        headers: response.message.headers,
        body: bytes.toString('utf8'),
        bodySha256: createHash('sha256').update(bytes).digest('hex')
      }
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
        request.endpoint,
        this.destination,
        requestSignal.aborted ? limits.timeoutMs : undefined,
        this.link.answered
      )
    }
  }

  /** A debug line per request (free when debug is off), and the same line kept for the job log's group. */
  private noteRequest(request: ServiceRequest, attempt: number | undefined, what: string, startedAt: number): void {
    const line = `${request.endpoint.method} ${inertText(request.endpoint.path, 200)} (attempt ${attempt ?? 1}): ${what} in ${Math.round(performance.now() - startedAt)} ms`
    this.options.logger?.debug(line)
    this.requestLines.push(line)
    if (this.requestLines.length > REQUEST_LINES_KEPT) this.requestLines.shift()
  }

  /** Reads at most `maxBodyBytes`; a larger body is cut off, never buffered whole. */
  private async readBody(message: IncomingMessage, signal: AbortSignal, endpoint: Endpoint): Promise<Buffer> {
    const chunks: Buffer[] = []
    let size = 0
    const destroyOnAbort = () => message.destroy(abortReason(signal))
    signal.addEventListener('abort', destroyOnAbort, { once: true })
    try {
      for await (const chunk of message as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > this.maxBodyBytes) {
          message.destroy()
          throw new ApiError(`The service's answer while ${endpoint.subject} is larger than ${this.maxBodyBytes} bytes; it was not read.`, {
            kind: 'transient',
            status: message.statusCode
          })
        }
        chunks.push(chunk)
      }
    } finally {
      signal.removeEventListener('abort', destroyOnAbort)
    }
    return Buffer.concat(chunks)
  }
}

/** Hands the request's AbortSignal to Node's http.request through the client's hook. */
function abortWith(signal: AbortSignal): RequestHandler {
  return {
    prepareRequest(options: HttpRequestOptions) {
      options.signal = signal
      // The client passes URL.hostname, which keeps an IPv6 literal's brackets ([::1]); the
      // lookup wants the bare address, or `http://[::1]:8080/v1` fails with ENOTFOUND.
      if (typeof options.host === 'string') options.host = options.host.replace(/^\[(.*)\]$/, '$1')
      if (typeof options.hostname === 'string') options.hostname = options.hostname.replace(/^\[(.*)\]$/, '$1')
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used'))
  }
}
