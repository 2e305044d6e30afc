/**
 * Whatever stopped a gate before its runs could be judged (a cancellation, an outage, the timeout, a refusal, anything
 * unexpected), as the verdict it gives and what a person reads: what happened and what to do.
 */
import type { GateConfig } from '../config.js'
import { CancelledError, errorMessage } from '../../lib/errors.js'
import { ApiError, DeadlineError } from '../../http/errors.js'
import { inertText } from '../../lib/text.js'
import { outageOf } from './outage.js'
import type { GateResult, Verdict } from '../results.js'

/**
 * Where the gate stood: the run it was about, whether a start may have reached the service (and the Idempotency-Key
 * it carried), whether it had several.
 */
export interface Stopped {
  runId?: string
  startInFlight: boolean
  idempotencyKey?: string
  several: boolean
}

/** A verdict that ends a gate, whether it fails the step, and why. */
export interface Ending {
  verdict: Verdict
  failsStep: boolean
  why: Pick<GateResult, 'reason' | 'hint' | 'lookAt' | 'serviceFailing'>
}

export function failureOf(error: unknown, stopped: Stopped, config: GateConfig): Ending {
  const { runId, startInFlight, several } = stopped
  const end = (verdict: Verdict, failsStep: boolean, why: Ending['why']): Ending => ({ verdict, failsStep, why })
  const createdMaybe = startInFlight
    ? ` The service may have created a run anyway: look at project ${inertText(config.projectId ?? '')}'s runs in ` +
      `the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
    : ''
  if (error instanceof CancelledError) {
    const goesOn = runId !== undefined ? ` Run ${inertText(runId)} goes on at the service.` : ''
    return end('cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` })
  }
  const outage = outageOf(error, { baseUrl: config.baseUrl, projectId: config.projectId, runId })
  if (outage !== undefined) {
    // A run the service kept failing to report on until the timeout timed out, as a slow one does
    // (fail-on-timeout decides); one it could not be reached about, or never started, is an error.
    const timedOut = runId !== undefined && !('unreachable' in outage.serviceFailing)
    return end(timedOut ? 'timed-out' : 'error', !timedOut || config.failOnTimeout, outage)
  }
  if (error instanceof DeadlineError) {
    if (runId === undefined)
      return end('error', true, { reason: error.message, hint: 'Raise timeout if the service is slow to answer.' })
    return end('timed-out', config.failOnTimeout, {
      reason: error.message,
      hint: several
        ? 'Raise timeout: repeated runs are judged together, so a later step cannot pick this one up by run-id.'
        : `Raise timeout, or wait for this run in a later step with run-id: ${inertText(runId)}.`
    })
  }
  if (error instanceof ApiError && startInFlight && sentUnanswered(error))
    return end('error', true, unansweredStart(error, stopped, config))
  if (error instanceof ApiError) {
    const mayHaveActed = startInFlight && error.mightHaveActed
    return end('error', true, {
      reason: error.message,
      // Whether a run was created is looked at before anything is tried again.
      hint: [mayHaveActed ? createdMaybe.trim() : undefined, error.hint].filter(Boolean).join(' ') || undefined
    })
  }
  return end('error', true, { reason: `Unexpected error: ${inertText(errorMessage(error))}` })
}

/**
 * A start that was sent and got no answer (silence after the connection opened, a reset after the body went out): a
 * run may exist at the service, and the step could not learn its id. Said first, with where to look and the key sent.
 */
function unansweredStart(error: ApiError, { idempotencyKey }: Stopped, config: GateConfig): Ending['why'] {
  const project = inertText(config.projectId ?? '')
  const key = idempotencyKey === undefined ? '' : ` The start carried Idempotency-Key ${inertText(idempotencyKey, 80)}.`
  return {
    reason:
      `A run may exist at the service for project ${project}: the start was sent to ${config.baseUrl} and no answer ` +
      `came, so the step could not learn the run's id (${error.message.replace(/\.$/, '')}).`,
    hint:
      `Look at project ${project}'s runs in the console before starting another: if one was created, pass its id ` +
      `as run-id instead of starting another.${key}`
  }
}

/**
 * Sent and met with silence (the connection open) or a reset: not a connection never made, a server that spoke no
 * HTTP or a TLS failure, where nothing was sent, nor an answer with a status.
 */
function sentUnanswered(error: ApiError): boolean {
  if (error.status !== undefined) return false
  return error.kind === 'transient' || (error.kind === 'unreachable' && error.connectionMade)
}
