import * as core from '@actions/core'
import { CertificationClient } from './client.js'
import { commentOnPullRequest } from './comment.js'
import { ACTION_VERSION, Input } from './constants.js'
import { CancelledError } from './errors.js'
import { runGate } from './gate.js'
import { InputError, readConfig, type ActionConfig } from './inputs.js'
import { concludeStep, renderReport, writeOutputs, writeSummary } from './report.js'
import type { GateResult } from './result.js'
import { systemClock, type Clock, type Logger, type Random } from './retry.js'
import { createRedactor } from './text.js'

export interface RunOptions {
  clock?: Clock
  random?: Random
}

const logger: Logger = { info: core.info, warning: core.warning, debug: core.debug }

/** The action's entry: reads the inputs, runs the gate, and reports on every path. */
export async function run(options: RunOptions = {}): Promise<void> {
  const clock = options.clock ?? systemClock
  const startedAt = clock.now()
  // Masked before anything is logged, and before validation can echo them.
  const secrets = [Input.ApiKey, Input.QuoteToken, Input.GithubToken].map(name => core.getInput(name)).filter(value => value !== '')
  secrets.forEach(secret => core.setSecret(secret))

  const cancellation = new AbortController()
  const onSignal = (signalName: NodeJS.Signals) => {
    core.warning(`Received ${signalName}: the job is being cancelled; stopping the wait now.`)
    cancellation.abort(new CancelledError(signalName))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  let result: GateResult
  let config: ActionConfig | undefined
  try {
    const read = readConfig(name => core.getInput(name))
    config = read.config
    const { notices, warnings } = read
    notices.forEach(notice => core.info(notice))
    warnings.forEach(warning => core.warning(warning))
    const client = new CertificationClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      userAgent: `agent-certification-gate/${ACTION_VERSION}`,
      redact: createRedactor(secrets)
    })
    result = await runGate(config, {
      client,
      clock,
      random: options.random ?? Math.random,
      signal: cancellation.signal,
      logger
    })
  } catch (error) {
    // Only readConfig throws (runGate turns every failure into a result): bad input, nothing sent.
    result = {
      verdict: 'error',
      failsStep: true,
      elapsedMs: clock.now() - startedAt,
      polls: 0,
      reason: error instanceof Error ? error.message : String(error),
      hint: error instanceof InputError ? 'Nothing was sent to the service. Fix the input in the workflow and run it again.' : undefined
    }
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  writeOutputs(result)
  const markdown = await renderReport(result)
  writeSummary(markdown)
  if (config?.comment) {
    const projectKey = result.projectId ?? (typeof result.record?.['project_id'] === 'string' ? result.record['project_id'] : 'default')
    await commentOnPullRequest({ token: config.githubToken, projectKey, markdown, logger })
  }
  concludeStep(result)
}
