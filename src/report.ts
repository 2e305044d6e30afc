import { appendFileSync } from 'node:fs'
import * as core from '@actions/core'
import { Output } from './constants.js'
import { errorMessage } from './errors.js'
import type { GitHubContext } from './github-context.js'
import type { GateResult } from './model.js'
import { renderSummary } from './summary.js'

/** Sets every output that is known. Called on every path: success, failure, timeout, cancellation. */
export function writeOutputs(result: GateResult): void {
  core.setOutput(Output.Verdict, result.verdict)
  if (result.runId !== undefined) core.setOutput(Output.RunId, result.runId)
  if (result.status !== undefined) core.setOutput(Output.Status, result.status)
  if (result.projectId !== undefined) core.setOutput(Output.ProjectId, result.projectId)
  if (result.record !== undefined) core.setOutput(Output.Run, JSON.stringify(result.record))
}

/** The job summary's markdown, with what the workflow ran for; the pull-request comment reuses it. */
export function renderReport(result: GateResult, context: GitHubContext): string {
  return renderSummary(result, context)
}

/**
 * Appends the job summary to the file the runner names; outside a runner there is none.
 * Appended directly: `core.summary` remembers the first file it saw for the life of the process.
 */
export function writeSummary(markdown: string): void {
  const summaryFile = process.env['GITHUB_STEP_SUMMARY']
  if (!summaryFile) return
  try {
    appendFileSync(summaryFile, markdown, 'utf8')
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`)
  }
}

/** Ends the step: failed, warned, or passed, with the reason and what to do. */
export function concludeStep(result: GateResult): void {
  // Service text may end without a full stop; the hint must still read as its own sentence.
  const message = [result.reason, result.hint]
    .filter(part => part !== undefined)
    .map(part => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ')
  if (result.failsStep) core.setFailed(message || `Agent certification ${result.verdict}.`)
  else if (result.reason !== undefined) core.warning(message)
}
