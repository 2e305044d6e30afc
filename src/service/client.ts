/**
 * The Agent Certification Service's edge: one method per endpoint of the table below, over one
 * HTTP exchange with the key in its header and nowhere else (http/exchange.ts: the proxy, time and
 * body limits, failures named for the service and base-url). Only the run's own path is ever
 * requested, and an answer only counts for the run it was asked about. The body is judged exactly
 * as it was sent: redaction is for what people read, and is applied there. A new endpoint is one
 * table entry and one method.
 */
import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { HttpCodes } from '@actions/http-client'
import { pathSegment, unusableIdReason } from '../lib/ids.js'
import { inertText, quotedValue, redactDeep, type Redact } from '../lib/text.js'
import { ApiError } from '../http/errors.js'
import { HttpPeer, type RequestLimits } from '../http/exchange.js'
import type { PeerLink } from '../http/link.js'
import { parseObject } from '../lib/json.js'
import { systemClock, type Clock, type Logger } from '../lib/runtime.js'
import { failureForStatus, type FailedAnswer, type FailedRequest } from './failures.js'

export type { RequestLimits } from '../http/exchange.js'

/** A run record as the service returns it: `status` is the one field the spec promises. */
export type RunRecord = Record<string, unknown>

/**
 * One endpoint of the service, described by what a request needs and by what a person needs to
 * read when it fails (failures.ts). Built by ENDPOINTS; nothing else names endpoints.
 */
export interface Endpoint extends FailedRequest {
  method: 'GET' | 'POST'
  /** Below base-url, each id already one percent-encoded segment. */
  path: string
}

/** The service's endpoints the gate uses. A 404 names the gate's input that holds the id, as action.yml spells it. */
export const ENDPOINTS = {
  /** POST /attestation/projects/{projectId}/start: creates a run; billing may refuse it. */
  startRun: (projectId: string, quoteTokenGiven: boolean): Endpoint => ({
    method: 'POST',
    path: `/attestation/projects/${pathSegment(projectId)}/start`,
    subject: `starting a run for project '${inertText(projectId)}'`,
    notFound: { what: `Project '${inertText(projectId)}'`, input: 'project-id' },
    billing: { quoteTokenGiven }
  }),
  /** GET /attestation/runs/{runId}: the run's record. */
  getRun: (runId: string): Endpoint => ({
    method: 'GET',
    path: `/attestation/runs/${pathSegment(runId)}`,
    subject: `polling run '${inertText(runId)}'`,
    notFound: { what: `Run '${inertText(runId)}'`, input: 'run-id' }
  })
} as const

interface ServiceRequest {
  endpoint: Endpoint
  body?: string
  headers?: Record<string, string>
}

interface HttpAnswer extends FailedAnswer {
  headers: IncomingHttpHeaders
  /** The sha256 of the body's bytes as they came, hex: what a signed statement names the record by. */
  bodySha256: string
}

export interface ClientOptions {
  baseUrl: string
  apiKey: string
  userAgent: string
  /** Applied to what people read of the answers (error text, the shown record), never to what is judged. */
  redact: Redact
  /** Shared by every request of the step: first answer, rate-limit hold; one of its own by default. */
  link?: PeerLink
  /** Where the per-request debug line goes; nowhere by default. */
  logger?: Pick<Logger, 'debug'>
  /** Larger bodies are refused rather than buffered; default 1 MiB. */
  maxBodyBytes?: number
  /** What a Retry-After date is counted from; the system's clock by default. */
  clock?: Clock
}

/** A run record two ways: exactly as the service sent it, to judge; and redacted, to show. */
export interface RunAnswer {
  /** Parsed from the body as it came: statuses and ids are judged on this, never on a cleaned copy. */
  record: RunRecord
  /** The same record with every secret redacted, keys included: the only form a person sees. */
  shown: RunRecord
  /** The sha256 of the answer's bytes exactly as the service sent them, hex. */
  bodySha256: string
}

export interface StartedRun extends RunAnswer {
  runId: string
}

export class CertificationClient {
  private readonly options: ClientOptions
  private readonly http: HttpPeer

  constructor(options: ClientOptions) {
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

  /** One line per recent request (method, path, attempt, outcome, time), for the job log. */
  get requestLines(): readonly string[] {
    return this.http.requestLines
  }

  /**
   * POST /attestation/projects/{projectId}/start. Not idempotent: the caller passes one
   * `idempotencyKey` for every attempt of the same start.
   */
  async startRun(
    projectId: string,
    start: { idempotencyKey: string; quoteToken?: string },
    limits: RequestLimits
  ): Promise<StartedRun> {
    const { record, shown, answer } = await this.requestRecord(
      {
        endpoint: ENDPOINTS.startRun(projectId, start.quoteToken !== undefined),
        body: start.quoteToken === undefined ? undefined : JSON.stringify({ quote_token: start.quoteToken }),
        headers: { 'idempotency-key': start.idempotencyKey }
      },
      limits
    )
    const runId = record['run_id']
    if (runId === undefined) {
      throw new ApiError(
        `The service accepted the start for project '${inertText(projectId)}' (HTTP ${answer.status}) but its ` +
          `answer has no run_id.`,
        {
          kind: 'protocol',
          status: answer.status
        }
      )
    }
    // The id goes into the path of every poll, authenticated: it must stay the run's own path.
    const unusable = unusableIdReason(runId)
    if (unusable !== undefined) {
      const given =
        typeof runId === 'string' ? quotedValue(runId) : inertText(JSON.stringify(runId) ?? String(runId), 80)
      throw new ApiError(
        `The service accepted the start for project '${inertText(projectId)}' (HTTP ${answer.status}) but returned ` +
          `a run id that cannot be used, ${given}: ${unusable}. Nothing was polled.`,
        { kind: 'protocol', status: answer.status }
      )
    }
    return { runId: runId as string, record, shown, bodySha256: answer.bodySha256 }
  }

  /** GET /attestation/runs/{runId}: the record, which must be about this run when it names one. */
  async getRun(runId: string, limits: RequestLimits): Promise<RunAnswer> {
    const { record, shown, answer } = await this.requestRecord({ endpoint: ENDPOINTS.getRun(runId) }, limits)
    const answeredFor = record['run_id']
    // The spec does not promise a run_id in the record, so none is accepted; a different one never counts.
    if (answeredFor !== undefined && String(answeredFor) !== runId) {
      throw new ApiError(
        `The service answered the poll of run ${quotedValue(runId)} with the record of another run, ` +
          `${quotedValue(String(answeredFor))}. ` +
          'An answer about another run never counts.',
        {
          kind: 'protocol',
          status: answer.status,
          hint: 'Check base-url, and any proxy or cache between the runner and the service.'
        }
      )
    }
    return { record, shown, bodySha256: answer.bodySha256 }
  }

  /** One exchange whose 2xx answer must be a JSON object; any other answer becomes the endpoint's failure. */
  private async requestRecord(
    request: ServiceRequest,
    limits: RequestLimits
  ): Promise<RunAnswer & { answer: HttpAnswer }> {
    const answer = await this.exchange(request, limits)
    if (answer.status < HttpCodes.OK || answer.status >= HttpCodes.MultipleChoices) {
      // An error body is only ever read by people.
      const shown = { ...answer, body: this.options.redact(answer.body) }
      throw failureForStatus(
        shown,
        request.endpoint,
        this.http.peer.destination,
        (this.options.clock ?? systemClock).now()
      )
    }
    const record = this.parseRecord(answer, request.endpoint)
    // Again on the parsed strings: JSON escapes (\u0061…) can spell a secret the raw text hid.
    return {
      record,
      shown: redactDeep(record, this.options.redact) as RunRecord,
      bodySha256: answer.bodySha256,
      answer
    }
  }

  private parseRecord(answer: HttpAnswer, endpoint: Endpoint): RunRecord {
    const parsed = parseObject(answer.body)
    if (parsed === undefined) {
      throw new ApiError(
        `The service answered ${endpoint.subject} with HTTP ${answer.status} but not a JSON object` +
          (answer.body.trim() === '' ? ' (empty body).' : `: ${inertText(this.options.redact(answer.body), 120)}`),
        { kind: 'transient', status: answer.status }
      )
    }
    return parsed
  }

  /** One exchange, the key in its header; the body exactly as it was sent, with the sha256 of its bytes. */
  private async exchange(request: ServiceRequest, limits: RequestLimits): Promise<HttpAnswer> {
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
