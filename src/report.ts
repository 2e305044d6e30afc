import { appendFileSync } from 'node:fs'
import * as core from '@actions/core'
import { Output } from './constants.js'
import { errorMessage } from './service/errors.js'
import type { GitHubContext } from './github-context.js'
export { readGitHubContext } from './github-context.js'
import { gateLabel, type StepResult } from './model.js'
import { renderSummary } from './summary.js'
import { asSentence, inertText, toJson } from './text.js'

/**
 * Sets every output that is known. Called on every path: success, failure, timeout, cancellation.
 * `run-id`, `status`, `project-id` and `run` speak of one run, so they are set for one gate only.
 */
export function writeOutputs(result: StepResult): void {
  const outputs: Array<[string, string | undefined]> = [
    [Output.Verdict, result.verdict],
    [
      Output.Runs,
      JSON.stringify(
        result.gates.map(gate => ({
          'project-id': gate.projectId,
          'run-id': gate.runId ?? null,
          status: gate.status ?? null,
          verdict: gate.verdict
        }))
      )
    ]
  ]
  if (result.gates.length === 1) {
    const [gate] = result.gates
    outputs.push(
      [Output.RunId, gate.runId],
      [Output.Status, gate.status],
      [Output.ProjectId, gate.projectId],
      [Output.Run, gate.record === undefined ? undefined : toJson(gate.record)]
    )
  }
  try {
    for (const [name, value] of outputs) if (value !== undefined) core.setOutput(name, value)
  } catch (error) {
    runnerFileFailed('the step outputs', 'GITHUB_OUTPUT', error, result)
  }
}

/**
 * A runner file that cannot be written is said in one line, naming the file and why, never a
 * stack trace; the verdict the step reached stands.
 */
function runnerFileFailed(what: string, variable: string, error: unknown, result: StepResult): void {
  const path = process.env[variable] ?? ''
  core.warning(
    `Could not write ${what} to ${variable} (${inertText(path, 200)}): ${inertText(errorMessage(error), 200)}. ` +
      `The verdict stands: ${result.verdict}${result.failsStep ? '; the step fails' : ''}.`
  )
}

/** Every request's line (method, path, attempt, outcome, time), folded in the job log after the verdict. */
export function logRequests(lines: readonly string[]): void {
  if (lines.length === 0) return
  core.startGroup(`Requests to the service (${lines.length})`)
  for (const line of lines) core.info(line)
  core.endGroup()
}

/** One gate's record takes at most this much of the job log. */
const RECORD_LOG_LIMIT = 64 * 1024

/**
 * With several gates, each run's whole record goes to the job log, folded: the summary shows
 * only what fits, and the `run` output speaks of one run only.
 */
export function logRunRecords(result: StepResult): void {
  if (result.gates.length < 2) return
  core.startGroup('Run records, one per gate')
  for (const gate of result.gates) {
    if (gate.record === undefined) continue
    // Redacted already, so a cut cannot leave part of a key behind; the cut keeps one log line sane.
    const json = toJson(gate.record)
    const shown =
      json.length <= RECORD_LOG_LIMIT
        ? json
        : `${json.slice(0, RECORD_LOG_LIMIT)}… (${json.length - RECORD_LOG_LIMIT} more characters left out)`
    core.info(`${inertText(gateLabel(gate), 120)}: ${shown}`)
  }
  core.endGroup()
}

/** Which comment speaks for this step: one per project, or one per set of projects. */
export function commentKey(result: StepResult): string {
  if (result.gates.length === 1) return result.gates[0].projectId ?? 'default'
  return result.gates
    .map(gate => gateLabel(gate))
    .sort()
    .join(',')
}

/** The job summary's markdown, with what the workflow ran for; the pull-request comment reuses it. */
export function renderReport(result: StepResult, context: GitHubContext): string {
  return renderSummary(result, context)
}

/**
 * Appends the job summary to the file the runner names; outside a runner there is none.
 * Appended directly: `core.summary` remembers the first file it saw for the life of the process.
 */
export function writeSummary(markdown: string, result: StepResult): void {
  const summaryFile = process.env['GITHUB_STEP_SUMMARY']
  if (!summaryFile) return
  try {
    appendFileSync(summaryFile, markdown, 'utf8')
  } catch (error) {
    runnerFileFailed('the job summary', 'GITHUB_STEP_SUMMARY', error, result)
  }
}

/** Ends the step: failed, warned, or passed, with the reason and what to do. */
export function concludeStep(result: StepResult): void {
  const message = [result.reason, result.hint]
    .filter(part => part !== undefined)
    .map(asSentence)
    .join(' ')
  if (result.failsStep) core.setFailed(message || `Agent certification ${result.verdict}.`)
  else if (result.reason !== undefined) core.warning(message)
}
