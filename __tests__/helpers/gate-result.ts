/**
 * A gate's result as a test writes it: flat, the run it names beside the verdict (its id, status, record), as a person
 * reads one run. `gateOf` makes it plural as the gate holds it: `runs`, and which of them the verdict names.
 */
import type { GateResult, RunTaken, StepResult } from '../../src/gate/results.js'
import { stepResult } from '../../src/gate/step.js'

export type FlatGate = Omit<GateResult, 'runs' | 'named'> & Partial<RunTaken> & { runs?: RunTaken[] }

export function gateOf(flat: FlatGate): GateResult {
  const { runId, status, record, recordSha256, runs, ...rest } = flat
  const named = Object.fromEntries(
    Object.entries({ runId, status, record, recordSha256 }).filter(([, value]) => value !== undefined)
  ) as RunTaken
  if (runs === undefined)
    return Object.keys(named).length === 0 ? { ...rest, runs: [] } : { ...rest, runs: [named], named: 0 }
  const index = runId === undefined ? 0 : runs.findIndex(run => run.runId === runId)
  return {
    ...rest,
    runs: runs.map((run, at) => (at === index ? { ...run, ...named } : run)),
    ...(index < 0 ? {} : { named: index })
  }
}

/** The step's result of these gates, each written flat. */
export function stepOf(gates: readonly FlatGate[], elapsedMs: number): StepResult {
  return stepResult(gates.map(gateOf), elapsedMs)
}

/** The gate with the run its verdict names changed (a field set to undefined is left out). */
export function withNamedRun(gate: GateResult, change: Partial<RunTaken>): GateResult {
  const named = gate.named ?? 0
  const runs = gate.runs.map((run, index) =>
    index === named
      ? (Object.fromEntries(
          Object.entries({ ...run, ...change }).filter(([, value]) => value !== undefined)
        ) as unknown as RunTaken)
      : run
  )
  return { ...gate, runs }
}

/** The gate written flat again: the run its verdict names beside the verdict, each of its fields present. */
export function flatOf(gate: GateResult): FlatGate & Record<'runId' | 'status' | 'record' | 'recordSha256', unknown> {
  const named = gate.named === undefined ? undefined : gate.runs[gate.named]
  return {
    ...gate,
    runId: named?.runId,
    status: named?.status,
    record: named?.record,
    recordSha256: named?.recordSha256
  }
}
