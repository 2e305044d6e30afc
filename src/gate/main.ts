import * as core from '@actions/core'
import type { ActionConfig } from './config.js'
import { ACTION_VERSION, Input } from './names.js'
import { CancelledError, errorMessage } from '../lib/errors.js'
import { InputError, readInputs } from './inputs.js'
import type { StepResult } from './results.js'
import { systemClock, type Clock, type Logger, type Random } from '../lib/runtime.js'
import { CertificationClient } from '../service/client.js'
import { CONNECTION_BUDGET_MS, ServiceLink } from '../http/link.js'
import { runStep } from './step.js'
import { inertText, registerSecrets, type Redact } from '../lib/text.js'

export interface RunOptions {
  clock?: Clock
  random?: Random
}

/** The action's entry: reads the inputs, runs the gate, and reports on every path. */
export async function run(options: RunOptions = {}): Promise<void> {
  // Masked before anything is logged, and before validation can echo them.
  const secrets = [Input.ApiKey, Input.QuoteToken, Input.GithubToken].map(name => core.getInput(name)).filter(value => value !== '')
  secrets.forEach(secret => core.setSecret(secret))
  // And in everything the action itself prints or publishes, disguised forms included.
  const redact = registerSecrets(secrets)
  // Debug lines cost nothing unless step debug logging is on.
  const logger: Logger = { info: core.info, warning: core.warning, debug: core.isDebug() ? core.debug : () => undefined }

  // The runner cancels a job with SIGINT, then SIGTERM: stop waiting, and still report.
  const cancellation = new AbortController()
  const onSignal = (signalName: NodeJS.Signals) => {
    core.warning(`Received ${signalName}: the job is being cancelled; stopping the wait now.`)
    cancellation.abort(new CancelledError(signalName))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const { result, config, requestLines } = await decide(options, { redact, logger }, cancellation.signal)
    const decidedAt = new Date()
    // Loaded after the verdict: nothing before the first request pays for reporting.
    const { publishAndConclude } = await import('./report/index.js')
    await publishAndConclude({ result, config, requestLines, logger, signal: cancellation.signal, decidedAt })
  } catch (error) {
    // Never a stack trace: whatever went wrong is said in one line, and the step fails.
    core.setFailed(`Unexpected error: ${inertText(errorMessage(error))}`)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** Validates the inputs and runs every gate; bad input becomes a result too, with nothing sent. */
async function decide(
  options: RunOptions,
  { redact, logger }: { redact: Redact; logger: Logger },
  signal: AbortSignal
): Promise<{ result: StepResult; config?: ActionConfig; requestLines: readonly string[] }> {
  const clock = options.clock ?? systemClock
  const startedAt = clock.now()
  let config: ActionConfig
  try {
    const read = await readInputs(name => core.getInput(name))
    config = read.config
    read.notices.forEach(notice => core.info(notice))
    read.warnings.forEach(warning => core.warning(warning))
  } catch (error) {
    if (!(error instanceof InputError)) throw error
    return {
      result: {
        verdict: 'error',
        failsStep: true,
        gates: [],
        elapsedMs: clock.now() - startedAt,
        reason: error.message,
        hint: 'Nothing was sent to the service. Fix the input in the workflow and run it again.'
      },
      requestLines: []
    }
  }
  // One link for every gate: they share the service's rate limit and the connection budget.
  const link = new ServiceLink(Math.min(CONNECTION_BUDGET_MS, config.timeoutMs))
  const client = new CertificationClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    userAgent: `agent-certification-gate/${ACTION_VERSION}`,
    redact,
    link,
    logger
  })
  const result = await runStep(config, { client, clock, random: options.random ?? Math.random, signal, logger, link })
  return { result, config, requestLines: client.requestLines }
}
