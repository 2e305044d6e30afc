import { randomUUID } from 'node:crypto'
import type { GateConfig } from './config.js'
import { CancelledError, abortReason, errorMessage } from '../lib/errors.js'
import type { GateResult, Verdict } from './results.js'
import type { Evaluation } from '../policy/pass-if.js'
import { waitForRun, type RunSeen } from './poll.js'
import type { CertificationClient } from '../service/client.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import type { PeerLink } from '../http/link.js'
import { withRetries } from '../http/retry.js'
import { Deadline, type Clock, type Logger, type Random } from '../lib/runtime.js'
import { inertText } from '../lib/text.js'

export interface GateDependencies {
  client: Pick<CertificationClient, 'startRun' | 'getRun'>
  clock: Clock
  random: Random
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
  logger: Logger
  /** One value for every attempt of this gate's start; a fresh UUID by default. */
  idempotencyKey?: string
  /** The step's one deadline, shared by all its gates; a new one from `timeout` by default. */
  deadline?: Deadline
  /** Spreads the first poll of a run that was not started here, so many gates do not poll at once. */
  firstPollSpreadMs?: number
  /** Shared by every gate of the step: the rate-limit hold and the connection budget. */
  link?: PeerLink
}

/** Where a gate stands when it ends: which run, what was seen of it, and whether a start was in flight. */
interface GateState {
  runId?: string
  seen: RunSeen
  /** True while a start request may have reached the service without an answer. */
  startInFlight: boolean
}

type Why = Pick<GateResult, 'reason' | 'hint' | 'lookAt' | 'policy'>

/**
 * Starts (or picks up) a run and waits for its verdict within one deadline. Never throws:
 * every way it can end, cancellation and timeout included, becomes a GateResult.
 */
export async function runGate(config: GateConfig, deps: GateDependencies): Promise<GateResult> {
  const deadline = deps.deadline ?? new Deadline(deps.clock, config.timeoutMs)
  const end = (state: GateState, verdict: Verdict, failsStep: boolean, why: Why = {}) =>
    gateResult(config, deadline, state, verdict, failsStep, why)

  let state: GateState = { runId: config.runId, seen: { polls: 0 }, startInFlight: false }
  let firstPollDelayMs: number
  if (state.runId === undefined && config.projectId !== undefined) {
    try {
      state = await startRun(config.projectId, config, deps, deadline)
    } catch (error) {
      return failureResult(error, { ...state, startInFlight: true }, config, end)
    }
    if (!config.wait) return end(state, 'started', false)
    // A random phase within the first interval: gates started together do not poll in
    // lock-step, and the step ends on average half an interval after the run does.
    firstPollDelayMs = Math.round(config.pollIntervalMs * deps.random())
  } else {
    deps.logger.info(`Waiting for run ${inertText(state.runId ?? '')} at ${config.baseUrl}.`)
    firstPollDelayMs = Math.round((deps.firstPollSpreadMs ?? 0) * deps.random())
  }

  const runId = state.runId ?? ''
  const outcome = await waitForRun({
    client: deps.client,
    runId,
    pollIntervalMs: config.pollIntervalMs,
    firstPollDelayMs,
    deadline,
    signal: deps.signal,
    logger: deps.logger,
    random: deps.random,
    known: state.seen,
    once: !config.wait,
    link: deps.link
  })
  state = { ...state, seen: outcome }
  switch (outcome.state) {
    case 'stopped':
      return failureResult(outcome.error, state, config, end)
    case 'working':
      return end(state, 'started', false, { reason: `Run ${inertText(runId)} is still going (wait: false); it is not certified yet.` })
    case 'over': {
      // Loaded once the run is over: nothing before the first request pays for judging.
      const { judgeRun, passIfApplies } = await import('./verdict.js')
      const status = outcome.status ?? ''
      const record = outcome.record ?? {}
      let evaluation: Evaluation | undefined
      // pass-if is only compiled when waiting; with wait: false (inputs warned) a completed run is not judged.
      if (config.passIf !== undefined && passIfApplies(status)) {
        const { evaluateBounded } = await import('../policy/bounded.js')
        evaluation = await evaluateBounded(config.passIf, record, deadline, deps.signal)
        if (deps.signal.aborted) return failureResult(abortReason(deps.signal), state, config, end)
      }
      const { verdict, ...why } = judgeRun(runId, status, record, config.passIf, evaluation)
      if (!config.wait && config.passIfExpression !== undefined && verdict === 'passed') return end(state, 'started', false)
      return end(state, verdict, verdict !== 'passed', why)
    }
  }
}

/** POST start, retried only where the service cannot have acted; the run's id and first record. */
async function startRun(projectId: string, config: GateConfig, deps: GateDependencies, deadline: Deadline): Promise<GateState> {
  const { client, signal, logger } = deps
  logger.info(`Starting a certification run for project ${inertText(projectId)} at ${config.baseUrl}.`)
  const idempotencyKey = deps.idempotencyKey ?? randomUUID()
  const started = await withRetries(
    (timeoutMs, attempt) => client.startRun(projectId, { idempotencyKey, quoteToken: config.quoteToken }, { signal, timeoutMs, attempt }),
    {
      deadline,
      signal,
      logger,
      link: deps.link,
      random: deps.random,
      subject: `starting a run for project '${inertText(projectId)}'`,
      peer: 'the service',
      // Only where the service cannot have acted: anything else might start a second run.
      isRetryable: error => error.transient && error.notActedOn
    }
  )
  const status = typeof started.record['status'] === 'string' ? started.record['status'] : undefined
  logger.info(`Started run ${inertText(started.runId)}${status === undefined ? '' : ` (status ${inertText(status, 80)})`}.`)
  return {
    runId: started.runId,
    seen: { polls: 0, status, record: started.record, shown: started.shown, recordSha256: started.bodySha256 },
    startInFlight: false
  }
}

function gateResult(config: GateConfig, deadline: Deadline, state: GateState, verdict: Verdict, failsStep: boolean, why: Why): GateResult {
  // People see the redacted record; the verdict was reached on the record as the service sent it.
  const { shown } = state.seen
  return {
    verdict,
    failsStep,
    // With only run-id given, the run record may say which project it belongs to.
    projectId: config.projectId ?? (typeof shown?.['project_id'] === 'string' ? shown['project_id'] : undefined),
    runId: state.runId,
    status: state.seen.status,
    record: shown,
    recordSha256: state.seen.recordSha256,
    elapsedMs: deadline.elapsedMs(),
    polls: state.seen.polls,
    ...why
  }
}

/** Whatever stopped the gate, as a result that says what happened and what to do. */
function failureResult(
  error: unknown,
  state: GateState,
  config: GateConfig,
  end: (state: GateState, verdict: Verdict, failsStep: boolean, why?: Why) => GateResult
): GateResult {
  const { runId } = state
  const createdMaybe = state.startInFlight
    ? ` The service may have created a run anyway: look at project ${inertText(config.projectId ?? '')}'s runs in the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
    : ''
  if (error instanceof CancelledError) {
    const goesOn = runId !== undefined ? ` Run ${inertText(runId)} goes on at the service.` : ''
    return end(state, 'cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` })
  }
  if (error instanceof DeadlineError) {
    if (runId === undefined) {
      // Start attempts are only repeated after failures the service cannot have acted on.
      return end(state, 'error', true, { reason: error.message, hint: 'Raise timeout if the service is slow to answer.' })
    }
    return end(state, 'timed-out', config.failOnTimeout, {
      reason: error.message,
      hint: `Raise timeout, or wait for this run in a later step with run-id: ${inertText(runId)}.`
    })
  }
  if (error instanceof ApiError) {
    const mayHaveActed = state.startInFlight && error.mightHaveActed
    return end(state, 'error', true, {
      reason: error.message,
      hint: [error.hint, mayHaveActed ? createdMaybe.trim() : undefined].filter(Boolean).join(' ') || undefined
    })
  }
  return end(state, 'error', true, { reason: `Unexpected error: ${inertText(errorMessage(error))}` })
}
