/** The one error type of every HTTP exchange, whoever answered, and the one deadline running out. */
import { HttpCodes } from '@actions/http-client'
import { PeerFailure } from '../lib/errors.js'

/** What went wrong, in the terms a person acts on. */
export type ApiErrorKind =
  /** 401: the key was rejected. */
  | 'auth'
  /** 402, or 403 on start: billing stands in the way. */
  | 'billing'
  /** 403 elsewhere. */
  | 'forbidden'
  /** 404: the project or run id is unknown to this environment. */
  | 'not-found'
  /** Any other 4xx: the peer refused the request and said why. */
  | 'rejected'
  /** Network faults, 408, 429, 5xx, a 2xx that is not JSON: may pass if tried again. */
  | 'transient'
  /**
   * No connection could be made (refused, unresolved, connect timeout, proxy): never sent; retried within the
   * connection budget.
   */
  | 'unreachable'
  /** An answer the action cannot use: a redirect it will not follow, a missing field. */
  | 'protocol'
  /** The TLS handshake failed: the certificate is not trusted, or the port does not speak TLS. Never sent. */
  | 'tls'

export interface ApiErrorDetails {
  kind: ApiErrorKind
  /** HTTP status, when the peer answered. */
  status?: number
  /** What to do about it, for the person reading the failed check. */
  hint?: string
  /** How long the peer asked us to wait before trying again (Retry-After). */
  retryAfterMs?: number
  /** The peer's own words in its answer, made inert, when it gave any. */
  said?: string
  /**
   * True only where the peer cannot have acted on the request (connection refused, DNS
   * failure, 429, 503), so a request that is not idempotent may be sent again.
   */
  notActedOn?: boolean
  /** True when the connection that could not be made was to the proxy in between, not to the peer. */
  atProxy?: boolean
  /** With no answer: true when a connection to the peer did open, so the request was sent. */
  connectionMade?: boolean
}

/** A failed HTTP exchange, with the service or with GitHub. The message says what happened; `hint` what to do. */
export class ApiError extends PeerFailure {
  readonly timedOut = false
  readonly kind: ApiErrorKind
  readonly status?: number
  readonly hint?: string
  readonly retryAfterMs?: number
  readonly said?: string
  readonly notActedOn: boolean
  readonly atProxy: boolean
  readonly connectionMade: boolean

  constructor(message: string, details: ApiErrorDetails) {
    super(message)
    this.name = 'ApiError'
    this.kind = details.kind
    this.status = details.status
    this.hint = details.hint
    this.retryAfterMs = details.retryAfterMs
    this.said = details.said
    this.notActedOn = details.notActedOn ?? false
    this.atProxy = details.atProxy ?? false
    this.connectionMade = details.connectionMade ?? false
  }

  /** May pass if tried again: a transient failure, or a connection not made (within its own budget). */
  get transient(): boolean {
    return this.kind === 'transient' || this.kind === 'unreachable'
  }

  /**
   * Whether the peer may have carried out the request: it answered 2xx or 5xx, or the
   * request was sent and no answer came. A 4xx refusal, or a connection never made, says no.
   */
  get mightHaveActed(): boolean {
    if (this.notActedOn || this.kind === 'tls') return false
    if (this.status === undefined) return true
    return (
      this.status < HttpCodes.MultipleChoices ||
      this.status >= HttpCodes.InternalServerError ||
      this.status === HttpCodes.RequestTimeout
    )
  }
}

/** The one deadline ran out; `lastError` is what the final attempt met, if it failed. */
export class DeadlineError extends PeerFailure {
  readonly timedOut = true
  readonly hint = undefined
  readonly lastError?: Error
  /** Set when the peer asked (Retry-After) to wait longer than the time left: the message says so. */
  readonly askedToWaitMs?: number
  /** How many attempts in a row failed before the deadline passed (0 when the last one did not fail). */
  readonly failedInARow: number
  constructor(message: string, lastError?: Error, askedToWaitMs?: number, failedInARow = 0) {
    super(message)
    this.name = 'DeadlineError'
    this.lastError = lastError
    this.askedToWaitMs = askedToWaitMs
    this.failedInARow = failedInARow
  }
}
