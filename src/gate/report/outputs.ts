/** The step's outputs, set on every path: success, failure, timeout, cancellation, bad input. */
import * as core from '@actions/core'
import { Output } from '../names.js'
import { namedRun, type StepResult } from '../results.js'
import { normalizeStatus } from '../../service/run-status.js'
import { redactShown, toJson } from '../../lib/text.js'
import { PublishError } from '../../action/publish.js'
import type { GatePublisher } from './context.js'

/** `run-id`, `status`, `project-id` and `run` speak of one run, so they are set for one gate only. */
function outputsOf(result: StepResult): Array<[string, string | undefined]> {
  const outputs: Array<[string, string | undefined]> = [
    [Output.Verdict, result.verdict],
    [Output.Runs, runsOutput(result)],
    // True only when no run was started: every gate passed on a certification it reused.
    [Output.Reused, String(result.gates.length > 0 && result.gates.every(gate => gate.reused !== undefined))]
  ]
  if (result.gates.length === 1) {
    const [gate] = result.gates
    const run = namedRun(gate)
    outputs.push(
      [Output.RunId, run?.runId],
      [Output.Status, shownStatus(run?.status)],
      [Output.ProjectId, gate.projectId],
      [Output.Run, run?.record === undefined ? undefined : toJson(run.record)],
      [Output.BaseRunId, gate.base?.certification?.runId],
      [Output.CarriedFrom, gate.carriedFrom?.commit]
    )
  }
  return outputs
}

/** A gate's signed attestation, as the `runs` output names it. */
export interface AttestationOutput {
  'attestation-id': string | null
  'attestation-url': string | null
}

/** The `runs` output: one entry per gate, with its attestation when `attestations` has one at that index. */
export function runsOutput(result: StepResult, attestations?: readonly AttestationOutput[]): string {
  return JSON.stringify(
    result.gates.map((gate, index) => ({
      'project-id': gate.projectId,
      'run-id': namedRun(gate)?.runId ?? null,
      // Every run the gate rests on: several with repeat, else its one run (none when it started none).
      'run-ids': gate.runs.flatMap(run => (run.runId === undefined ? [] : [run.runId])),
      // What the gate cost: the runs it started at the service (none reused, none given by run-id).
      'runs-started': gate.started ?? 0,
      status: shownStatus(namedRun(gate)?.status) ?? null,
      verdict: gate.verdict,
      reused: gate.reused !== undefined,
      'base-run-id': gate.base?.certification?.runId ?? null,
      'carried-from': gate.carriedFrom?.commit ?? null,
      ...attestations?.[index]
    }))
  )
}

/** The status normalized, as the gate compared it (the summary shows it as sent when it differs); never a secret. */
function shownStatus(status: string | undefined): string | undefined {
  return status === undefined ? undefined : redactShown(normalizeStatus(status))
}

export const outputsPublisher: GatePublisher = {
  what: 'the step outputs',
  publish({ result }) {
    try {
      for (const [name, value] of outputsOf(result)) if (value !== undefined) core.setOutput(name, value)
    } catch (error) {
      throw PublishError.runnerFile('the step outputs', 'GITHUB_OUTPUT', error)
    }
  }
}
