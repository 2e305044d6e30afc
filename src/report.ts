import { appendFileSync } from 'node:fs'
import * as core from '@actions/core'
import { Output } from './constants.js'
import { errorMessage } from './errors.js'
import type { GateResult, WorkflowContext } from './model.js'
import { renderSummary } from './summary.js'

/** Sets every output that is known. Called on every path: success, failure, timeout, cancellation. */
export function writeOutputs(result: GateResult): void {
  if (result.runId !== undefined) core.setOutput(Output.RunId, result.runId)
  if (result.status !== undefined) core.setOutput(Output.Status, result.status)
  if (result.projectId !== undefined) core.setOutput(Output.ProjectId, result.projectId)
  if (result.record !== undefined) core.setOutput(Output.Run, JSON.stringify(result.record))
}

/** The job summary's markdown, with where the job ran; the pull-request comment reuses it. */
export async function renderReport(result: GateResult): Promise<string> {
  return renderSummary(result, await workflowContext())
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

/**
 * The repository, commit, pull request and workflow run, from `@actions/github`'s context.
 * Imported here, when the summary is written, so that Octokit's weight is never loaded
 * before the first request.
 */
async function workflowContext(): Promise<WorkflowContext> {
  try {
    const { context } = await import('@actions/github')
    const repository = process.env['GITHUB_REPOSITORY'] ? `${context.repo.owner}/${context.repo.repo}` : undefined
    const pullRequest = context.payload.pull_request
    return {
      repository,
      commit: context.sha || undefined,
      pullRequest: pullRequest ? { number: pullRequest.number, url: pullRequest.html_url } : undefined,
      workflowRunUrl: repository && context.runId ? `${context.serverUrl}/${repository}/actions/runs/${context.runId}` : undefined
    }
  } catch {
    return {}
  }
}
