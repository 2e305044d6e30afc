import { inertText } from './text.js'

/** A run record as the service returns it: `status` is the one field the spec promises. */
export type RunRecord = Record<string, unknown>

/** What `pass-if` read and gave, for the summary's policy line. */
export interface PolicyReport {
  expression: string
  /** Each field the expression reads, with its value as shown to a person (already inert). */
  readings: Array<{ path: string; value: string }>
  /** `true`, `false`, or what went wrong. */
  outcome: string
}

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
  /** The first https link in the run record: where to look. */
  lookAt?: string
  /** Set when `pass-if` was evaluated (or failed to be). */
  policy?: PolicyReport
}

/** How the whole step ended: every gate's result, and the one verdict they add up to. */
export interface StepResult {
  verdict: Verdict
  /** True when any gate must fail the step. */
  failsStep: boolean
  /** One per project or run, in the order the inputs name them; none when the inputs were bad. */
  gates: GateResult[]
  elapsedMs: number
  /** What happened, for a person: with several gates, each one that did not pass, and why. */
  reason?: string
  hint?: string
}

/** A gate as a person names it: its project, or its run when the project is not known. */
export function gateLabel(gate: Pick<GateResult, 'projectId' | 'runId'>): string {
  return gate.projectId ?? (gate.runId === undefined ? 'a gate' : `run ${gate.runId}`)
}

/**
 * Fields a service explanation is read from, in order: those of error bodies, plus `reason`.
 * The spec shows no error shape, so these are tried, never assumed.
 */
const EXPLANATION_FIELDS = ['message', 'detail', 'error_description', 'error', 'title', 'reason'] as const

/** The service's own words in a record or error body, inert and shortened; undefined when it has none. */
export function explanationOf(record: Record<string, unknown>): string | undefined {
  for (const field of EXPLANATION_FIELDS) {
    let value = ownField(record, field)
    if (field === 'error' && value !== null && typeof value === 'object') value = ownField(value as Record<string, unknown>, 'message')
    if (typeof value === 'string' && value.trim() !== '') return inertText(value)
  }
  return undefined
}

/** How far into a record the link search looks, so no record can make it slow. */
const LINK_SEARCH = { maxDepth: 6, maxValues: 2000 }

/** The first https URL among the record's string values (breadth first, bounded), or undefined. */
export function firstHttpsLink(record: Record<string, unknown>): string | undefined {
  let level: unknown[] = [record]
  let seen = 0
  for (let depth = 0; depth <= LINK_SEARCH.maxDepth && level.length > 0; depth += 1) {
    const next: unknown[] = []
    for (const value of level) {
      if (++seen > LINK_SEARCH.maxValues) return undefined
      if (typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && URL.canParse(value)) return value
      if (value !== null && typeof value === 'object') next.push(...Object.values(value))
    }
    level = next
  }
  return undefined
}

/** The value at `keys` below `record`, own properties only; undefined when any step is missing. */
export function readPath(record: unknown, keys: readonly string[]): unknown {
  let current = record
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined
    current = ownField(current as Record<string, unknown>, key)
  }
  return current
}

/** The record's top-level field names, inert, at most `limit` of them. */
export function topLevelFieldNames(record: Record<string, unknown>, limit: number): string {
  const names = Object.keys(record)
  if (names.length === 0) return '(none)'
  const shown = names.slice(0, limit).map(name => inertText(name, 40))
  return names.length > limit ? `${shown.join(', ')} and ${names.length - limit} more` : shown.join(', ')
}

function ownField(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
