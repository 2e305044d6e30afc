/**
 * What comes after a verdict, in either action: each thing the step publishes (the outputs, the
 * job summary, a comment, a signed attestation) is a publisher of one shape, run in order from a list.
 * A publisher that cannot publish is said in one warning, here, and the verdict stands, unless
 * the publisher says explicitly that its failure fails the step.
 */
import * as core from '@actions/core'
import { errorMessage } from '../lib/errors.js'
import { asSentence, inertText } from '../lib/text.js'

/** What every publisher's context has: the verdict, and whether the step fails. */
export interface ConcludedStep {
  result: { verdict: string; failsStep: boolean }
}

/** One thing a step publishes; `Context` is the gate's or the verify action's. */
export interface Publisher<Context extends ConcludedStep> {
  /** What it publishes, as a warning names it: "the job summary". */
  readonly what: string
  /**
   * True only for a publisher whose failure must fail the step (a signed attestation that was
   * asked for and not made); every other failure leaves the verdict alone.
   */
  readonly failureFailsStep?: boolean
  /** Publishes, or throws a PublishError that says what went wrong and what to do. */
  publish(context: Context): void | Promise<void>
}

/** A publisher could not publish: the message is whole, for a person. */
export class PublishError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PublishError'
  }

  /** A runner file that cannot be written, named with its variable and path; never a stack trace. */
  static runnerFile(what: string, variable: string, error: unknown): PublishError {
    const path = process.env[variable] ?? ''
    return new PublishError(
      `Could not write ${what} to ${variable} (${inertText(path, 200)}): ${inertText(errorMessage(error), 200)}`
    )
  }
}

/**
 * Runs each publisher in order. Returns the failures that fail the step (said by the caller as
 * the step's own error); every other failure is one warning here, and the verdict stands.
 */
export async function publishAll<Context extends ConcludedStep>(
  publishers: readonly Publisher<Context>[],
  context: Context
): Promise<string[]> {
  const failures: string[] = []
  for (const publisher of publishers) {
    try {
      await publisher.publish(context)
    } catch (error) {
      const said =
        error instanceof PublishError
          ? asSentence(error.message)
          : `Could not publish ${publisher.what}: ${asSentence(inertText(errorMessage(error), 200))}`
      if (publisher.failureFailsStep) failures.push(said)
      else {
        const { verdict, failsStep } = context.result
        core.warning(`${said} The verdict stands: ${verdict}${failsStep ? '; the step fails' : ''}.`)
      }
    }
  }
  return failures
}
