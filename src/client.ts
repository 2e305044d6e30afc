import type { IncomingHttpHeaders, IncomingMessage, RequestOptions as HttpRequestOptions } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { ApiError, abortReason, errorMessage } from './errors.js'
import type { RunRecord } from './model.js'
import { inertText, redactDeep, type Redact } from './text.js'

export interface RequestLimits {
  /** Cancels the request at once (job cancelled). */
  signal: AbortSignal
  /** This request's own time limit; the caller keeps it within the deadline. */
  timeoutMs: number
}

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  userAgent: string
  /** Applied to everything the service returns, so an echoed key goes no further. */
  redact: Redact
  /** Larger bodies are refused rather than buffered; default 1 MiB. */
  maxBodyBytes?: number
}

export interface StartedRun {
  runId: string
  record: RunRecord
}

const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

// Errors raised before the service can have read the request, so a start may be sent again.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'])
const TLS_CODES = new Set([
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

interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/**
 * The service's client: one method per endpoint the action uses. It classifies every failure
 * into an `ApiError` a person can act on, and knows nothing of retries or GitHub.
 */
export class CertificationClient {
  private readonly options: ClientOptions
  private readonly maxBodyBytes: number
  /** Requests sent so far, every attempt counted. */
  requestCount = 0

  constructor(options: ClientOptions) {
    this.options = options
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  }

  /**
   * POST /attestation/projects/{projectId}/start. Not idempotent: the caller passes one
   * `idempotencyKey` for every attempt of the same start.
   */
  async startRun(projectId: string, start: { idempotencyKey: string; quoteToken?: string }, limits: RequestLimits): Promise<StartedRun> {
    const path = `/attestation/projects/${encodeURIComponent(projectId)}/start`
    const body = start.quoteToken === undefined ? undefined : JSON.stringify({ quote_token: start.quoteToken })
    const subject = `starting a run for project '${inertText(projectId)}'`
    const response = await this.send('POST', path, body, { 'idempotency-key': start.idempotencyKey }, limits, subject)
    if (response.status < 200 || response.status > 299) {
      throw this.errorForStatus(response, subject, { projectId, quoteTokenGiven: start.quoteToken !== undefined })
    }
    const record = this.parseRecord(response, subject)
    const runId = record['run_id']
    if (typeof runId !== 'string' || runId.trim() === '') {
      throw new ApiError(
        `The service accepted the start for project '${inertText(projectId)}' (HTTP ${response.status}) but its answer has no run_id` +
          (runId === undefined ? '.' : ` string (got ${inertText(JSON.stringify(runId), 80)}).`),
        { kind: 'protocol', status: response.status }
      )
    }
    return { runId, record }
  }

  /** GET /attestation/runs/{runId}. */
  async getRun(runId: string, limits: RequestLimits): Promise<RunRecord> {
    const subject = `polling run '${inertText(runId)}'`
    const response = await this.send('GET', `/attestation/runs/${encodeURIComponent(runId)}`, undefined, {}, limits, subject)
    if (response.status < 200 || response.status > 299) throw this.errorForStatus(response, subject, { runId })
    return this.parseRecord(response, subject)
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: string | undefined,
    extraHeaders: Record<string, string>,
    limits: RequestLimits,
    subject: string
  ): Promise<RawResponse> {
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
      ...extraHeaders
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    this.requestCount += 1
    try {
      const response = await client.request(method, `${this.options.baseUrl}${path}`, body ?? null, headers)
      return {
        status: response.message.statusCode ?? 0,
        headers: response.message.headers,
        body: await this.readBody(response.message, requestSignal, subject)
      }
    } catch (error) {
      if (limits.signal.aborted) throw abortReason(limits.signal)
      if (error instanceof ApiError) throw error
      throw networkError(error, subject, requestSignal.aborted ? limits.timeoutMs : undefined)
    }
  }

  /** Reads at most `maxBodyBytes`; a larger body is cut off, never buffered whole. */
  private async readBody(message: IncomingMessage, signal: AbortSignal, subject: string): Promise<string> {
    const chunks: Buffer[] = []
    let size = 0
    const destroyOnAbort = () => message.destroy(abortReason(signal))
    signal.addEventListener('abort', destroyOnAbort, { once: true })
    try {
      for await (const chunk of message as AsyncIterable<Buffer>) {
        size += chunk.length
        if (size > this.maxBodyBytes) {
          message.destroy()
          throw new ApiError(`The service's answer while ${subject} is larger than ${this.maxBodyBytes} bytes; it was not read.`, {
            kind: 'transient',
            status: message.statusCode
          })
        }
        chunks.push(chunk)
      }
    } finally {
      signal.removeEventListener('abort', destroyOnAbort)
    }
    return this.options.redact(Buffer.concat(chunks).toString('utf8'))
  }

  private parseRecord(response: RawResponse, subject: string): RunRecord {
    const parsed = parseJson(response.body)
    if (parsed === undefined || parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new ApiError(
        `The service answered ${subject} with HTTP ${response.status} but not a JSON object` +
          (response.body.trim() === '' ? ' (empty body).' : `: ${inertText(response.body, 120)}`),
        { kind: 'transient', status: response.status }
      )
    }
    // Again on the parsed strings: JSON escapes (\u0061…) can spell a secret the raw text hid.
    return redactDeep(parsed, this.options.redact) as RunRecord
  }

  private errorForStatus(
    response: RawResponse,
    subject: string,
    about: { projectId?: string; runId?: string; quoteTokenGiven?: boolean }
  ): ApiError {
    const { status } = response
    const said = serviceMessage(response.body)
    const saidSuffix = said === '' ? '' : `: ${said}`
    const where = `base-url (${this.options.baseUrl})`
    if (status === 401) {
      return new ApiError(`The service rejected the API key (HTTP 401) while ${subject}${saidSuffix}`, {
        kind: 'auth',
        status,
        hint:
          `API keys are scoped to one environment: check that ${where} is the host of the environment the key was created in ` +
          '(console: Settings, Environments), and that the secret holds the whole key.'
      })
    }
    const isStart = about.projectId !== undefined
    if (isStart && (status === 402 || status === 403)) {
      return about.quoteTokenGiven
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
    if (status === 403) {
      return new ApiError(`The service refused access (HTTP 403) while ${subject}${saidSuffix}`, {
        kind: 'forbidden',
        status,
        hint: `Check that the key, made for the environment of ${where}, may read this run.`
      })
    }
    if (status === 404) {
      const what = isStart ? `Project '${inertText(about.projectId ?? '')}'` : `Run '${inertText(about.runId ?? '')}'`
      return new ApiError(`${what} was not found (HTTP 404)${saidSuffix}`, {
        kind: 'not-found',
        status,
        hint: `Check ${isStart ? 'project-id' : 'run-id'}, and that ${where} is the environment it belongs to.`
      })
    }
    if (status >= 300 && status < 400) {
      const location = inertText(String(response.headers.location ?? 'nowhere'), 200)
      return new ApiError(`The service answered ${subject} with a redirect (HTTP ${status}) to ${location}.`, {
        kind: 'protocol',
        status,
        hint: 'Redirects are not followed, so the API key is only ever sent to base-url: set base-url to the address the service redirects to.'
      })
    }
    if (status === 408 || status === 429 || status >= 500) {
      return new ApiError(`The service answered HTTP ${status} while ${subject}${saidSuffix}`, {
        kind: 'transient',
        status,
        retryAfterMs: parseRetryAfter(response.headers['retry-after']),
        notActedOn: status === 429 || status === 503
      })
    }
    return new ApiError(`The service rejected the request (HTTP ${status}) while ${subject}${saidSuffix}`, {
      kind: 'rejected',
      status
    })
  }
}

/**
 * A request that got no HTTP answer, as an ApiError: its own time limit ran out, the TLS
 * certificate was not trusted, or the network failed (before sending, or after).
 */
export function networkError(error: unknown, subject: string, timedOutAfterMs?: number): ApiError {
  if (timedOutAfterMs !== undefined) {
    return new ApiError(`No answer from the service within ${Math.ceil(timedOutAfterMs / 1000)}s while ${subject}.`, {
      kind: 'transient'
    })
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined
  const detail = inertText(errorMessage(error), 200)
  if (code !== undefined && TLS_CODES.has(code)) {
    return new ApiError(`The service's TLS certificate is not trusted (${code}) while ${subject}.`, {
      kind: 'tls',
      hint:
        'If the service (or a proxy in between) uses a certificate from a private CA, point NODE_EXTRA_CA_CERTS at a PEM file ' +
        'holding that CA in the job environment; otherwise check base-url.'
    })
  }
  if (/Request timeout/i.test(detail)) {
    return new ApiError(`The connection went silent while ${subject}.`, { kind: 'transient' })
  }
  return new ApiError(`Network error while ${subject}: ${detail}${code !== undefined && !detail.includes(code) ? ` (${code})` : ''}`, {
    kind: 'transient',
    notActedOn: code !== undefined && NOT_SENT_CODES.has(code)
  })
}

/** Hands the request's AbortSignal to Node's http.request through the client's hook. */
function abortWith(signal: AbortSignal): RequestHandler {
  return {
    prepareRequest(options: HttpRequestOptions) {
      options.signal = signal
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used'))
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The service's own words from an error body, made inert; the body's shape is not in the spec. */
export function serviceMessage(body: string): string {
  const parsed = parseJson(body)
  if (parsed !== null && typeof parsed === 'object') {
    const record = parsed as Record<string, unknown>
    const nestedError = record['error']
    const candidates = [
      record['message'],
      record['detail'],
      record['error_description'],
      typeof nestedError === 'object' && nestedError !== null ? (nestedError as Record<string, unknown>)['message'] : nestedError,
      record['title']
    ]
    const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '')
    if (found !== undefined) return inertText(found)
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
