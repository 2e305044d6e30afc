/**
 * Every request and answer type of the service edge in one place, as the toolkit's http-client
 * keeps `interfaces.ts`: the transport, the failures and the client all speak these.
 */
import type { IncomingHttpHeaders } from 'node:http'

/** A run record as the service returns it: `status` is the one field the spec promises. */
export type RunRecord = Record<string, unknown>

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

export type { RequestLimits } from '../http/exchange.js'

export interface HttpAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The body as UTF-8 text, exactly as sent. */
  body: string
  /** The sha256 of the body's bytes as they came, hex: what a signed statement names the record by. */
  bodySha256: string
}
