/**
 * What `pass-if` read and gave, as a person is shown it: the one shape both actions' summaries,
 * messages and the signed statement take it in. Types and wording only, so that reporting never
 * loads the CEL engine.
 */

import type { ExpressionReads } from './bars.js'

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
  /** What the expression reads, from its parsed tree: its paths and its bars (policy/bars.ts). */
  reads: ExpressionReads
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

/** `a 4.9% chance`, `under a 0.1% chance`: a probability as a person reads it. */
export function chanceText(chance: number): string {
  const percent = chance * 100
  return percent < 0.1 ? 'under a 0.1% chance' : `a ${figureText(percent, 1)}% chance`
}

/** `95%`, `98.33%`: an interval's confidence as people read it (95% when it does not say). */
export function levelText(level: number | undefined): string {
  return `${figureText((level ?? 0.95) * 100)}%`
}

/** What several expressions read, each path once, as the first that read it shows it. */
export function readingsOnce(...policies: Array<Pick<PolicyReport, 'readings'> | undefined>): Reading[] {
  const seen = new Set<string>()
  return policies
    .flatMap(policy => policy?.readings ?? [])
    .filter(({ path }) => {
      if (seen.has(path)) return false
      seen.add(path)
      return true
    })
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

/**
 * `run.trust_score dropped 11 against the base (92 → 81)`: each field that is lower than the map
 * it was compared with, said plainly; undefined when none is. A regression, not a low bar.
 */
export function regressionText(policy: Pick<PolicyReport, 'readings'>): string | undefined {
  const drops = policy.readings.flatMap(({ path, value, compared }) =>
    compared?.change.startsWith('\u2212') === true
      ? [`${path} dropped ${compared.change.slice(1)} against the ${compared.name} (${compared.value} \u2192 ${value})`]
      : []
  )
  return drops.length === 0 ? undefined : drops.join('; ')
}

/** ` (run.trust_score = 72)` after an expression, or nothing when it read no field. */
export function readingsSuffix(policy: Pick<PolicyReport, 'readings'>): string {
  return policy.readings.length === 0 ? '' : ` (${readingsText(policy)})`
}

/**
 * What pass-if gave, as the words after "pass-if": `is false`, `gave 3, not true or false`,
 * `could not be evaluated: No such key: x`, `ran out of time: stopped after 2s`. The one wording
 * of an outcome, for every message, summary and refusal of both actions; `detail: false` leaves
 * out why it could not be evaluated or how long it ran (a value given is the outcome itself).
 */
export function outcomeText(
  policy: Pick<PolicyReport, 'outcome' | 'detail'>,
  { detail = true }: { detail?: boolean } = {}
): string {
  switch (policy.outcome) {
    case 'true':
    case 'false':
      return `is ${policy.outcome}`
    case 'value':
      return `gave ${policy.detail ?? 'another value'}, not true or false`
    case 'error':
      return detail ? `could not be evaluated: ${policy.detail ?? 'an error'}` : 'could not be evaluated'
    case 'stopped':
      return detail ? `ran out of time: ${policy.detail ?? 'stopped'}` : 'ran out of time'
  }
}

/**
 * `81`, `73.55`, `\u22125.2`: a figure of repeated runs to two decimals (or `decimals`), as a person reads it. What
 * pass-if compared is shown to four where two would seem to sit on the other side of its bar (pass-if.ts figureShown).
 */
export function figureText(value: number, decimals = 2): string {
  const scale = 10 ** decimals
  const rounded = Math.round(value * scale) / scale
  return rounded < 0 ? `\u2212${-rounded}` : String(rounded === 0 ? 0 : rounded)
}
