/**
 * What a gate says when the service, not the agent, ended it: the service kept failing (5xx, 429, 408)
 * until the timeout, or could not be reached at all. A person reading the red check learns that
 * first, then the way through (re-run, `run-id`, or the break-glass), and only then the detail
 * (which request, what the connection met). No "raise timeout": in an outage a longer wait only
 * holds the runner longer.
 */
import { ApiError, DeadlineError } from '../../http/errors.js'
import { inertText } from '../../lib/text.js'
import { SERVICE_FAULT_HINT } from '../../service/failures.js'
import type { GateResult } from '../results.js'

/** Failed answers in a row, up to the timeout, that make the service's failing the cause of a gate's end. */
const OUTAGE_FAILURES_IN_A_ROW = 2

export interface Outage {
  reason: string
  hint: string
  serviceFailing: NonNullable<GateResult['serviceFailing']>
}

/**
 * Where the gate was when the service failed it: its base URL as written, the project, and the run once one was
 * started.
 */
export interface OutageContext {
  baseUrl: string
  projectId?: string
  runId?: string
}

/** The outage that ended a gate, or undefined when `error` is something else (a slow run, a refusal, bad input). */
export function outageOf(error: unknown, context: OutageContext): Outage | undefined {
  const doing =
    context.runId === undefined
      ? `starting a run for project '${inertText(context.projectId ?? '')}'`
      : `waiting for run '${inertText(context.runId)}'`
  const picksUp =
    context.runId === undefined
      ? ''
      : ` Run ${inertText(context.runId)} goes on at the service: re-run the job, or wait for this run in a later ` +
        `step with run-id: ${inertText(context.runId)}.`
  const unreachable = unreachableError(error)
  if (unreachable !== undefined) {
    return {
      reason: `The service at ${context.baseUrl} could not be reached while ${doing}, and may be down.`,
      hint:
        `${SERVICE_FAULT_HINT}${picksUp} If it is up, ${lowerFirst(unreachable.hint ?? 'check base-url.')} What ` +
        `the connection met: ${unreachable.message}`,
      serviceFailing: { baseUrl: context.baseUrl, unreachable: unreachable.message }
    }
  }
  if (!(error instanceof DeadlineError)) return undefined
  const last = error.lastError instanceof ApiError && error.lastError.kind === 'transient' ? error.lastError : undefined
  // One 5xx on the last poll of a run still going is a slow run, whose advice is to wait longer.
  if (last?.status === undefined || error.failedInARow < OUTAGE_FAILURES_IN_A_ROW) return undefined
  // An error status is the service failing; a 2xx the gate cannot read is said with what was wrong with it.
  const failed = last.status >= 400
  const what = failed ? 'kept failing' : 'kept answering what the gate cannot read'
  const told = last.said ?? (failed ? undefined : inertText(last.message, 300).replace(/\.$/, ''))
  return {
    reason: `The service at ${context.baseUrl} ${what} until the timeout while ${doing} (HTTP ${last.status}, ${error.failedInARow} times in a row${told === undefined ? '' : `: ${told}`}).`,
    hint: `${last.hint ?? SERVICE_FAULT_HINT}${picksUp}`,
    serviceFailing: { baseUrl: context.baseUrl, status: last.status, ...(told === undefined ? {} : { said: told }) }
  }
}

/**
 * The connection that could not be made to the service itself (not to a proxy in between), at the end of its budget or
 * the timeout.
 */
function unreachableError(error: unknown): ApiError | undefined {
  const cause = error instanceof DeadlineError ? error.lastError : error
  // A connection that opened and got no answer is not unreachable: the request was sent.
  if (!(cause instanceof ApiError) || cause.kind !== 'unreachable' || cause.atProxy || cause.connectionMade)
    return undefined
  return cause
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1)
