/**
 * What `pass-if` read and gave, as a person is shown it: the one shape both actions' summaries,
 * messages and the signed statement take it in. Types and wording only, so that reporting never
 * loads the CEL engine.
 */

/** One field `pass-if` read, with its value as shown to a person (already inert). */
export interface Reading {
  path: string
  value: string
  /** The same field of the map it is compared with (`base`), when both are numbers: that value and the change. */
  compared?: { name: string; value: string; change: string }
}

/** What `pass-if` read and gave, for the summary's policy line. */
export interface PolicyReport {
  expression: string
  /** Each field the expression reads. */
  readings: Reading[]
  /**
   * `true` or `false`; `value` when it gave something else (shown in `detail`); `error` when it
   * could not be evaluated, or `stopped` when it ran out of time (why, in `detail`).
   */
  outcome: 'true' | 'false' | 'value' | 'error' | 'stopped'
  /** What it gave, when not a boolean; what went wrong, when it could not be evaluated. Inert. */
  detail?: string
}

/** `run.trust_score = 81 (base 91, −10), run.state = "ok"`: each field the expression read, with its value. */
export function readingsText(policy: Pick<PolicyReport, 'readings'>): string {
  return policy.readings
    .map(
      ({ path, value, compared }) =>
        `${path} = ${value}${compared === undefined ? '' : ` (${compared.name} ${compared.value}, ${compared.change})`}`
    )
    .join(', ')
}

/** ` (run.trust_score = 72)` after an expression, or nothing when it read no field. */
export function readingsSuffix(policy: Pick<PolicyReport, 'readings'>): string {
  return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`
}
