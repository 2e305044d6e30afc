/**
 * One HTTP exchange with the service: the key in the header and nowhere else, over the one
 * exchange every peer shares (http/exchange.ts: the proxy, time and body limits, failures named
 * for the service and base-url). The body comes back exactly as it was sent: redaction is for
 * what people read, and the client applies it there, never to what the gate judges. It sends
 * what an endpoint describes and knows nothing of retries.
 */
import { createHash } from 'node:crypto'
import type { Logger } from '../lib/runtime.js'
import { HttpPeer, type RequestLimits } from '../http/exchange.js'
import type { PeerLink } from '../http/link.js'
import type { Destination } from '../http/network.js'
import type { HttpAnswer, ServiceRequest } from './types.js'

export interface TransportOptions {
  baseUrl: string
  apiKey: string
  userAgent: string
  /** Shared by every request of the step: first answer, rate-limit hold; one of its own by default. */
  link?: PeerLink
  /** Where the per-request debug line goes; nowhere by default. */
  logger?: Pick<Logger, 'debug'>
  /** Larger bodies are refused rather than buffered; default 1 MiB. */
  maxBodyBytes?: number
}

export class Transport {
  private readonly options: TransportOptions
  private readonly http: HttpPeer

  constructor(options: TransportOptions) {
    this.options = options
    this.http = new HttpPeer({
      name: 'the service',
      setting: 'base-url',
      baseUrl: options.baseUrl,
      userAgent: options.userAgent,
      link: options.link,
      logger: options.logger,
      maxBodyBytes: options.maxBodyBytes
    })
  }

  get link(): PeerLink {
    return this.http.link
  }

  get destination(): Destination {
    return this.http.peer.destination
  }

  /** Requests sent so far, every attempt counted. */
  get requestCount(): number {
    return this.http.requestCount
  }

  /** One line per request (method, path, attempt, outcome, time), the latest ones. */
  get requestLines(): readonly string[] {
    return this.http.requestLines
  }

  async exchange(request: ServiceRequest, limits: RequestLimits): Promise<HttpAnswer> {
    const { endpoint } = request
    const answer = await this.http.exchange(
      {
        method: endpoint.method,
        url: `${this.options.baseUrl}${endpoint.path}`,
        headers: { authorization: `Bearer ${this.options.apiKey}`, accept: 'application/json', ...request.headers },
        body: request.body,
        subject: endpoint.subject,
        shownAs: endpoint.path
      },
      limits
    )
    return {
      status: answer.status,
      headers: answer.headers,
      body: answer.bytes.toString('utf8'),
      bodySha256: createHash('sha256').update(answer.bytes).digest('hex')
    }
  }
}
