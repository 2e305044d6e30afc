/**
 * Every request and answer type of the service edge in one place, as the toolkit's http-client
 * keeps `interfaces.ts`: the transport, the failures and the client all speak these.
 */
import type { IncomingHttpHeaders } from 'node:http'

/**
 * One endpoint of the service, described by what a request needs and by what a person needs to
 * read when it fails. Built by the table in endpoints.ts; nothing else names endpoints.
 */
export interface Endpoint {
  method: 'GET' | 'POST'
  /** Below base-url, each id already one percent-encoded segment. */
  path: string
  /** What the request was doing, for messages: "starting a run for project 'p'". */
  subject: string
  /** What an HTTP 404 means here: which thing is unknown, and the input that names it. */
  notFound: { what: string; input: string }
  /** Set where billing can refuse the request (402, or 403): whether a quote token was sent. */
  billing?: { quoteTokenGiven: boolean }
}

export interface ServiceRequest {
  endpoint: Endpoint
  body?: string
  headers?: Record<string, string>
}

export interface RequestLimits {
  /** Cancels the request at once (job cancelled). */
  signal: AbortSignal
  /** This request's own time limit; the caller keeps it within the deadline. */
  timeoutMs: number
  /** Which attempt this is, for the debug line. */
  attempt?: number
}

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body as UTF-8 text, exactly as sent. */
  body: string
  /** The sha256 of the body's bytes as they came, hex: what a signed statement names the record by. */
  bodySha256: string
}

/** Where the requests go, for messages: base-url, its host and port, and the proxy when one is used. */
export interface Destination {
  baseUrl: string
  /** `host:port`, the port written out even when it is the scheme's default. */
  hostAndPort: string
  /** The proxy's origin (never its credentials), when requests go through one. */
  proxy?: string
}
