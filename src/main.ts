import * as core from '@actions/core'
import { CertificationClient } from './client.js'
import { commentOnPullRequest } from './comment.js'
import { ACTION_VERSION, Input } from './constants.js'
import { CancelledError } from './errors.js'
import { runGate } from './gate.js'
import { readGitHubContext } from './github-context.js'
import { InputError, readInputs, type ActionConfig } from './inputs.js'
import { concludeStep, renderReport, writeOutputs, writeSummary } from './report.js'
import type { GateResult } from './model.js'
import { systemClock, type Clock, type Logger, type Random } from './runtime.js'
import { createRedactor } from './text.js'

export interface RunOptions {
  clock?: Clock
  random?: Random
}

const logger: Logger = { info: core.info, warning: core.warning, debug: core.debug }

/** The action's entry: reads the inputs, runs the gate, and reports on every path. */
export async function run(options: RunOptions = {}): Promise<void> {
  // Masked before anything is logged, and before validation can echo them.
  const secrets = [Input.ApiKey, Input.QuoteToken, Input.GithubToken].map(name => core.getInput(name)).filter(value => value !== '')
  secrets.forEach(secret => core.setSecret(secret))

  // The runner cancels a job with SIGINT, then SIGTERM: stop waiting, and still report.
  const cancellation = new AbortController()
  const onSignal = (signalName: NodeJS.Signals) => {
    core.warning(`Received ${signalName}: the job is being cancelled; stopping the wait now.`)
    cancellation.abort(new CancelledError(signalName))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    const { result, config } = await decide(options, secrets, cancellation.signal)
    writeOutputs(result)
    const context = readGitHubContext()
    const markdown = renderReport(result, context)
    writeSummary(markdown)
    if (config?.comment) {
      const projectKey = result.projectId ?? 'default'
      await commentOnPullRequest({ token: config.githubToken, projectKey, markdown, context, logger, signal: cancellation.signal })
    }
    concludeStep(result)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** Validates the inputs and runs the gate; bad input becomes a result too, with nothing sent. */
async function decide(options: RunOptions, secrets: string[], signal: AbortSignal): Promise<{ result: GateResult; config?: ActionConfig }> {
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
        elapsedMs: clock.now() - startedAt,
        polls: 0,
        reason: error.message,
        hint: 'Nothing was sent to the service. Fix the input in the workflow and run it again.'
      }
    }
  }
  const client = new CertificationClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    userAgent: `agent-certification-gate/${ACTION_VERSION}`,
    redact: createRedactor(secrets)
  })
  const result = await runGate(config, { client, clock, random: options.random ?? Math.random, signal, logger })
  return { result, config }
}
