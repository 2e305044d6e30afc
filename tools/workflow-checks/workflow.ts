/**
 * A workflow as the checks read it: its events, its jobs, and which steps gate, verify or check
 * out. Read from the parsed yaml only, so that a recipe in a page and a file in a folder are read
 * alike; where a problem is written is the caller's (`Locate`).
 */
import { parse } from 'yaml'

export type Mapping = Record<string, unknown>
export const isMapping = (value: unknown): value is Mapping =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A path into the workflow (`['jobs', 'certify', 'steps', 0]`), for `Locate` to turn into a place. */
export type YamlPath = readonly (string | number)[]
/** Where a problem at `path` is, as it starts the problem's line (`file:line`, or a recipe's `file:line (heading)`). */
export type Locate = (path: YamlPath) => string

export interface Workflow {
  /** The whole parsed file. */
  root: Mapping
  /** The events of `on:`, whichever of its three shapes it takes. */
  on: string[]
  /** Every job, by id, in the file's order. */
  jobs: [string, Mapping][]
}

/** The gate action as a `uses:` names it (any owner, any ref); the verify action (`…/verify@`) is not a gate. */
export const GATE_ACTION = /^[^/\s]+\/agent-certification-gate@\S+$/
/** The verify action as a `uses:` names it. */
export const VERIFY_ACTION = /^[^/\s]+\/agent-certification-gate\/verify@\S+$/
const CHECKOUT_ACTION = /^actions\/checkout@/
/**
 * A `run:` script that checks a certification with GitHub's CLI instead of the verify action: `gh
 * attestation verify` of a verification summary (the certification's predicate type; gh's
 * default, provenance, is some other check of a build).
 */
const GH_VERIFY = /\bgh\s+attestation\s+verify\b[\s\S]*https:\/\/slsa\.dev\/verification_summary\//

/** The workflow in `yaml`: undefined when it is no workflow (no `jobs:` mapping). Throws when it is not yaml. */
export function readWorkflow(yaml: string): Workflow | undefined {
  const root: unknown = parse(yaml)
  if (!isMapping(root) || !isMapping(root['jobs'])) return undefined
  const jobs = Object.entries(root['jobs']).filter((entry): entry is [string, Mapping] => isMapping(entry[1]))
  return { root, on: events(root['on']), jobs }
}

function events(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.map(String)
  if (isMapping(on)) return Object.keys(on)
  return []
}

/** The steps of `job`, each with its index (for `Locate`). */
export function stepsOf(job: Mapping): { step: Mapping; index: number }[] {
  const steps = Array.isArray(job['steps']) ? job['steps'] : []
  return steps.flatMap((step: unknown, index) => (isMapping(step) ? [{ step, index }] : []))
}

const uses = (step: Mapping, action: RegExp) => typeof step['uses'] === 'string' && action.test(step['uses'].trim())

/** The steps of `job` whose `uses:` matches `action`. */
export const stepsUsing = (job: Mapping, action: RegExp) => stepsOf(job).filter(({ step }) => uses(step, action))

/** The steps of `job` that use the gate action. */
export const gateSteps = (job: Mapping) => stepsUsing(job, GATE_ACTION).map(({ step }) => step)

/** The steps of `job` that check a certification: the verify action, or a script running `gh attestation verify`. */
export const verifySteps = (job: Mapping) =>
  stepsOf(job).filter(
    ({ step }) => uses(step, VERIFY_ACTION) || (typeof step['run'] === 'string' && GH_VERIFY.test(step['run']))
  )

export const checkoutSteps = (job: Mapping) => stepsUsing(job, CHECKOUT_ACTION)

/** Whether `step` is the verify action (not a `gh attestation verify` script). */
export const isVerifyAction = (step: Mapping) => uses(step, VERIFY_ACTION)

/** An input of a step's `with:`, undefined when it is not set. */
export const input = (step: Mapping, name: string): unknown =>
  isMapping(step['with']) ? step['with'][name] : undefined

/** A condition without its `${{ }}`. */
const bare = (condition: string) => condition.trim().replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1')

/** `if: always()`, with or without `${{ }}`. */
export const isAlways = (condition: unknown) =>
  typeof condition === 'string' && /^always\(\)$/.test(bare(condition).trim())

/**
 * Whether a step whose `if:` is `condition` runs on `event`: true or false when the condition is
 * made only of `github.event_name == 'x'` and `!=` comparisons joined by `&&` or `||`; undefined
 * when it cannot be told from the text (then the checks count the step as one that may be skipped).
 */
export function runsOnEvent(condition: unknown, event: string): boolean | undefined {
  if (condition === undefined) return true
  if (typeof condition !== 'string') return undefined
  const compare = (part: string) => {
    const match = /^\(?\s*github\.event_name\s*(==|!=)\s*'([\w-]+)'\s*\)?$/.exec(part.trim())
    return match === null ? undefined : (match[1] === '==') === (match[2] === event)
  }
  const any = bare(condition)
    .split('||')
    .map(alternative => {
      const all = alternative.split('&&').map(compare)
      return all.includes(undefined) ? undefined : all.every(Boolean)
    })
  return any.includes(undefined) ? undefined : any.some(Boolean)
}

/** Whether the workflow or `job` sets `concurrency`. */
export const hasConcurrency = (workflow: Workflow, job: Mapping) =>
  workflow.root['concurrency'] !== undefined || job['concurrency'] !== undefined
