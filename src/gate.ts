import { randomUUID } from 'node:crypto'
import type { CertificationClient } from './service/client.js'
import { ApiError, CancelledError, DeadlineError, errorMessage } from './service/errors.js'
import type { GateConfig } from './inputs.js'
import type { ServiceLink } from './service/link.js'
import { waitForRun, type RunProgress } from './poll.js'
import type { GateResult, Verdict } from './model.js'
import { withRetries } from './service/retry.js'
import { Deadline, type Clock, type Logger, type Random } from './runtime.js'
import { inertText } from './text.js'

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
  link?: ServiceLink
}

/**
 * Starts (or picks up) a run and waits for its verdict within one deadline. Never throws:
 * every way it can end, cancellation and timeout included, becomes a GateResult.
 */
export async function runGate(config: GateConfig, deps: GateDependencies): Promise<GateResult> {
  const { client, clock, signal, logger } = deps
  const deadline = deps.deadline ?? new Deadline(clock, config.timeoutMs)
  const progress: RunProgress = { polls: 0 }
  const projectId = config.projectId
  let runId = config.runId
  let startInFlight = false
  let firstPollDelayMs: number

  const result = (
    verdict: Verdict,
    failsStep: boolean,
    why: Pick<GateResult, 'reason' | 'hint' | 'lookAt' | 'policy'> = {}
  ): GateResult => ({
    verdict,
    failsStep,
    // With only run-id given, the run record may say which project it belongs to.
    projectId: projectId ?? (typeof progress.record?.['project_id'] === 'string' ? progress.record['project_id'] : undefined),
    runId,
    status: progress.status,
    record: progress.record,
    elapsedMs: deadline.elapsedMs(),
    polls: progress.polls,
    ...why
  })

  try {
    if (runId === undefined && projectId !== undefined) {
      logger.info(`Starting a certification run for project ${inertText(projectId)} at ${config.baseUrl}.`)
      const idempotencyKey = deps.idempotencyKey ?? randomUUID()
      startInFlight = true
      const started = await withRetries(
        (timeoutMs, attempt) =>
          client.startRun(projectId, { idempotencyKey, quoteToken: config.quoteToken }, { signal, timeoutMs, attempt }),
        {
          deadline,
          signal,
          logger,
          link: deps.link,
          random: deps.random,
          subject: `starting a run for project '${inertText(projectId)}'`,
          // Only where the service cannot have acted: anything else might start a second run.
          isRetryable: error => error.transient && error.notActedOn
        }
      )
      startInFlight = false
      runId = started.runId
      progress.record = started.record
      if (typeof started.record['status'] === 'string') progress.status = started.record['status']
      logger.info(`Started run ${inertText(runId)}${progress.status === undefined ? '' : ` (status ${inertText(progress.status, 80)})`}.`)
      if (!config.wait) return result('started', false)
      // A random phase within the first interval: gates started together do not poll in
      // lock-step, and the step ends on average half an interval after the run does.
      firstPollDelayMs = Math.round(config.pollIntervalMs * deps.random())
    } else {
      logger.info(`Waiting for run ${inertText(runId ?? '')} at ${config.baseUrl}.`)
      firstPollDelayMs = Math.round((deps.firstPollSpreadMs ?? 0) * deps.random())
    }

    const state = await waitForRun({
      client,
      runId: runId ?? '',
      pollIntervalMs: config.pollIntervalMs,
      firstPollDelayMs,
      deadline,
      signal,
      logger,
      random: deps.random,
      progress,
      once: !config.wait,
      link: deps.link
    })
    const id = runId ?? ''
    if (state === 'working') {
      return result('started', false, { reason: `Run ${inertText(id)} is still going (wait: false); it is not certified yet.` })
    }
    // Loaded once the run is over: nothing before the first request pays for judging.
    const { judgeRun } = await import('./policy.js')
    // pass-if is only compiled when waiting; with wait: false (inputs warned) a completed run is not judged.
    const judgement = judgeRun(id, progress.status ?? '', progress.record ?? {}, config.passIf)
    if (!config.wait && config.passIfExpression !== undefined && judgement.verdict === 'passed') return result('started', false)
    const { verdict, ...why } = judgement
    return result(verdict, verdict !== 'passed', why)
  } catch (error) {
    return failureResult(error)
  }

  function failureResult(error: unknown): GateResult {
    const createdMaybe = startInFlight
      ? ` The service may have created a run anyway: look at project ${inertText(projectId ?? '')}'s runs in the console before trying again, and if one was created, pass its id as run-id instead of starting another.`
      : ''
    if (error instanceof CancelledError) {
      const goesOn = runId !== undefined ? ` Run ${inertText(runId)} goes on at the service.` : ''
      return result('cancelled', true, { reason: `${error.message}${goesOn}${createdMaybe}` })
    }
    if (error instanceof DeadlineError) {
      if (runId === undefined) {
        // Start attempts are only repeated after failures the service cannot have acted on.
        return result('error', true, { reason: error.message, hint: 'Raise timeout if the service is slow to answer.' })
      }
      return result('timed-out', config.failOnTimeout, {
        reason: error.message,
        hint: `Raise timeout, or wait for this run in a later step with run-id: ${inertText(runId)}.`
      })
    }
    if (error instanceof ApiError) {
      const mayHaveActed = startInFlight && error.mightHaveActed
      return result('error', true, {
        reason: error.message,
        hint: [error.hint, mayHaveActed ? createdMaybe.trim() : undefined].filter(Boolean).join(' ') || undefined
      })
    }
    return result('error', true, { reason: `Unexpected error: ${inertText(errorMessage(error))}` })
  }
}
