/**
 * One method per endpoint of the table in endpoints.ts. Only the run's own path is ever
 * requested, and an answer only counts for the run it was asked about.
 */
import { HttpCodes } from '@actions/http-client'
import { unusableIdReason } from '../lib/ids.js'
import { inertText, quotedValue, redactDeep, type Redact } from '../lib/text.js'
import { ENDPOINTS } from './endpoints.js'
import { ApiError } from '../http/errors.js'
import { parseObject } from '../lib/json.js'
import { failureForStatus } from './failures.js'
import { Transport, type TransportOptions } from './transport.js'
import type { Endpoint, HttpAnswer, RequestLimits, RunRecord, ServiceRequest } from './types.js'

export type { RequestLimits } from './types.js'
export interface ClientOptions extends TransportOptions {
  /** Applied to what people read of the answers (error text, the shown record), never to what is judged. */
  redact: Redact
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
  private readonly transport: Transport
  private readonly options: ClientOptions

  constructor(options: ClientOptions) {
    this.options = options
    this.transport = new Transport(options)
  }

  /** Requests sent so far, every attempt counted. */
  get requestCount(): number {
    return this.transport.requestCount
  }

  /** One line per recent request, for the job log. */
  get requestLines(): readonly string[] {
    return this.transport.requestLines
  }

  /**
   * POST /attestation/projects/{projectId}/start. Not idempotent: the caller passes one
   * `idempotencyKey` for every attempt of the same start.
   */
  async startRun(projectId: string, start: { idempotencyKey: string; quoteToken?: string }, limits: RequestLimits): Promise<StartedRun> {
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
        `The service accepted the start for project '${inertText(projectId)}' (HTTP ${answer.status}) but its answer has no run_id.`,
        {
          kind: 'protocol',
          status: answer.status
        }
      )
    }
    // The id goes into the path of every poll, authenticated: it must stay the run's own path.
    const unusable = unusableIdReason(runId)
    if (unusable !== undefined) {
      const given = typeof runId === 'string' ? quotedValue(runId) : inertText(JSON.stringify(runId) ?? String(runId), 80)
      throw new ApiError(
        `The service accepted the start for project '${inertText(projectId)}' (HTTP ${answer.status}) but returned a run id that cannot be used, ${given}: ${unusable}. Nothing was polled.`,
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
        `The service answered the poll of run ${quotedValue(runId)} with the record of another run, ${quotedValue(String(answeredFor))}. ` +
          'An answer about another run never counts.',
        { kind: 'protocol', status: answer.status, hint: 'Check base-url, and any proxy or cache between the runner and the service.' }
      )
    }
    return { record, shown, bodySha256: answer.bodySha256 }
  }

  /** One exchange whose 2xx answer must be a JSON object; any other answer becomes the endpoint's failure. */
  private async requestRecord(request: ServiceRequest, limits: RequestLimits): Promise<RunAnswer & { answer: HttpAnswer }> {
    const answer = await this.transport.exchange(request, limits)
    if (answer.status < HttpCodes.OK || answer.status >= HttpCodes.MultipleChoices) {
      // An error body is only ever read by people.
      throw failureForStatus({ ...answer, body: this.options.redact(answer.body) }, request.endpoint, this.transport.destination)
    }
    const record = this.parseRecord(answer, request.endpoint)
    // Again on the parsed strings: JSON escapes (\u0061…) can spell a secret the raw text hid.
    return { record, shown: redactDeep(record, this.options.redact) as RunRecord, bodySha256: answer.bodySha256, answer }
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
}
