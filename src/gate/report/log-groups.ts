/** What goes to the job log after the verdict, folded: every request, and each run's record. */
import * as core from '@actions/core'
import { gateLabel, several, type StepResult } from '../results.js'
import { inertText, toJson } from '../../lib/text.js'
import type { GatePublisher } from './context.js'

/** One gate's record takes at most this much of the job log. */
const RECORD_LOG_LIMIT = 64 * 1024

/** Every request's line (method, path, attempt, outcome, time). */
function logRequests(lines: readonly string[]): void {
  if (lines.length === 0) return
  core.startGroup(`Requests to the service (${lines.length})`)
  for (const line of lines) core.info(line)
  core.endGroup()
}

/**
 * With several gates, or several runs of one (`repeat`), each run's whole record goes to the job log, folded: the
 * summary shows only what fits, and the `run` output speaks of one run only.
 */
function logRunRecords(result: StepResult): void {
  const repeated = result.gates.some(gate => several(gate.runs))
  if (result.gates.length < 2 && !repeated) return
  core.startGroup(repeated ? 'Run records, one per run' : 'Run records, one per gate')
  for (const gate of result.gates) {
    const label = inertText(gateLabel(gate), 120)
    for (const { runId, record } of gate.runs) {
      if (record === undefined) continue
      // Redacted already, so a cut cannot leave part of a key behind; the cut keeps one log line sane.
      const json = toJson(record)
      const shown =
        json.length <= RECORD_LOG_LIMIT
          ? json
          : `${json.slice(0, RECORD_LOG_LIMIT)}… (${json.length - RECORD_LOG_LIMIT} more characters left out)`
      // One per run names the run; one per gate, the gate alone.
      core.info(`${label}${!repeated || runId === undefined ? '' : `, run ${inertText(runId, 120)}`}: ${shown}`)
    }
  }
  core.endGroup()
}

export const logGroupsPublisher: GatePublisher = {
  what: 'the log groups',
  publish({ result, requestLines }) {
    logRequests(requestLines)
    logRunRecords(result)
  }
}
