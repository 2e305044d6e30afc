/** A run record as the service returns it: `status` is the one field the spec promises. */
export type RunRecord = Record<string, unknown>

/**
 * How the step ended. `started`: `wait: false` started a run and did not wait for it.
 * `error`: bad input or a failure talking to the service, before any verdict.
 */
export type Verdict = 'passed' | 'failed' | 'timed-out' | 'cancelled' | 'started' | 'error'

/** Everything the outputs and the job summary say; main builds it on every path. */
export interface GateResult {
  verdict: Verdict
  /** True when the step must fail (a timeout with `fail-on-timeout: false` does not). */
  failsStep: boolean
  projectId?: string
  runId?: string
  /** The last status the service reported. */
  status?: string
  /** The last run record the service returned. */
  record?: RunRecord
  elapsedMs: number
  polls: number
  /** What happened, for a person, on every path but a pass. */
  reason?: string
  /** What to do about it. */
  hint?: string
}

/** Where the job ran, for the summary; each part is absent outside a GitHub runner. */
export interface WorkflowContext {
  repository?: string
  commit?: string
  pullRequest?: { number: number; url?: string }
  workflowRunUrl?: string
}
