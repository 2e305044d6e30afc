/**
 * What both actions' entries do around their own work: the secrets masked before anything is
 * logged, a logger, the runner's cancellation (SIGINT, then SIGTERM) turned into an AbortSignal,
 * one line for anything unexpected, and the ending: failed, warned, or passed, said once.
 */
import * as core from '@actions/core'
import { CancelledError, errorMessage } from '../lib/errors.js'
import type { Logger } from '../lib/runtime.js'
import { asSentence, inertText, registerSecrets, type Redact } from '../lib/text.js'

/** What an action's own work is handed. */
export interface ActionEntry {
  logger: Logger
  /** Aborted when the job is cancelled. */
  signal: AbortSignal
  /** Redacts the secrets, disguised forms included, from what people read. */
  redact: Redact
}

/**
 * Runs `work` with the inputs named in `secretInputs` masked, in the log (`core.setSecret`) and
 * in everything the action itself prints or publishes. `work` concludes the step itself; whatever
 * it throws fails the step in one line, never a stack trace.
 */
export async function runAction(
  secretInputs: readonly string[],
  work: (entry: ActionEntry) => Promise<void>
): Promise<void> {
  // Masked before anything is logged, and before validation can echo them.
  const secrets = secretInputs.map(name => core.getInput(name)).filter(value => value !== '')
  secrets.forEach(secret => core.setSecret(secret))
  const redact = registerSecrets(secrets)
  // Debug lines cost nothing unless step debug logging is on.
  const logger: Logger = {
    info: core.info,
    warning: core.warning,
    debug: core.isDebug() ? core.debug : () => undefined
  }
  const cancellation = new AbortController()
  const onSignal = (signalName: NodeJS.Signals) => {
    core.warning(`Received ${signalName}: the job is being cancelled; stopping now.`)
    cancellation.abort(new CancelledError(signalName))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    await work({ logger, signal: cancellation.signal, redact })
  } catch (error) {
    core.setFailed(`Unexpected error: ${inertText(errorMessage(error))}`)
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

/** How a step ended, as its entry says it: whether it fails, why, what to do. */
export interface Conclusion {
  failsStep: boolean
  reason?: string
  hint?: string
  /** Failures after the verdict that fail the step too (a publisher's that must). */
  failures?: readonly string[]
  /** Said when the step fails with nothing else to say. */
  failedWithout: string
  /** Said when the step passes with nothing to warn about. */
  passed?: string
}

/**
 * Ends the step once: failed with the reason and what to do; passed with a warning when there is a reason; or passed.
 */
export function concludeStep(conclusion: Conclusion): void {
  const failures = conclusion.failures ?? []
  const message = [conclusion.reason, conclusion.hint, ...failures]
    .filter(part => part !== undefined)
    .map(asSentence)
    .join(' ')
  if (conclusion.failsStep || failures.length > 0) core.setFailed(message || conclusion.failedWithout)
  else if (conclusion.reason !== undefined) core.warning(message)
  else if (conclusion.passed !== undefined) core.info(conclusion.passed)
}
