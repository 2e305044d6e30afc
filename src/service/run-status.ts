/**
 * What a run's status says: over (its report is ready, or it ended without one) or still working,
 * and which words end it. The spec names one status, `completed`; the failure words are tried.
 */

/** The one status the spec names: the attestation report is ready. */
export const COMPLETED_STATUS = 'completed'

/** Statuses that end a run without a report; compared case-insensitively. */
export const FAILED_STATUSES: ReadonlySet<string> = new Set([
  'failed',
  'failure',
  'error',
  'errored',
  'cancelled',
  'canceled',
  'aborted',
  'rejected',
  'expired',
  'timed_out'
])

/** A status as the gate compares it: surrounding spaces and case do not count. */
export function normalizeStatus(status: string): string {
  return status.trim().toLowerCase()
}

/** Where a run stands: over (its report is ready, or it ended without one), or still working. */
export type RunState = 'over' | 'working'

/**
 * Only "is the run over?": `completed` and the known failure words end it; any other status,
 * known or not, means it is still working. Whether it passed is the verdict's question.
 */
export function runState(status: string): RunState {
  const normalized = normalizeStatus(status)
  return normalized === COMPLETED_STATUS || FAILED_STATUSES.has(normalized) ? 'over' : 'working'
}

/** Whether `status` ended the run in failure (a failure word, any case): then no pass-if can pass it. */
export function endedInFailure(status: string | undefined): boolean {
  return FAILED_STATUSES.has(normalizeStatus(status ?? ''))
}
