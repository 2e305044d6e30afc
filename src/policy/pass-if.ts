/**
 * Did the run pass? The failure statuses first, then the team's own bar: `pass-if`, a CEL
 * expression over `run`, the last record the service returned. The CEL engine is loaded only
 * when `pass-if` is set, so the main path's cold start does not pay for it.
 */
import { FAILED_STATUSES } from '../gate/names.js'
import { normalizeStatus, type GateResult, type PolicyReport, type RunRecord } from '../gate/results.js'
import { explanationOf, firstHttpsLink, readPath, topLevelFieldNames } from '../lib/json.js'
import { formatDuration } from '../lib/duration.js'
import { errorMessage } from '../lib/errors.js'
import { inertText, quotedValue } from '../lib/text.js'

/** How much of one value the policy message shows. */
const VALUE_LIMIT = 80
/** How many top-level field names an evaluation error lists. */
const FIELD_NAMES_LIMIT = 30
/** Bounds what a pasted expression can make the parser do. */
const EXPRESSION_LIMITS = { maxAstNodes: 2000, maxDepth: 64, maxListElements: 1000, maxMapEntries: 1000, maxCallArguments: 32 }

/** A `pass-if` expression, parsed and type-checked once, ready to judge any number of records. */
export interface PassIf {
  readonly expression: string
  /** What the expression calls the value it judges: `run` in the gate, `predicate` in verify. */
  readonly variable: string
  /** Fields the expression reads from the variable (`run.trust_score`), in the order they appear. */
  readonly fieldPaths: readonly FieldPath[]
  /**
   * True when the expression is made only of field reads, comparisons, logic, `has()` and
   * `size()`: it then costs no more than reading the record, and needs no worker to bound it.
   */
  readonly costBoundedByRecord: boolean
  evaluate(record: RunRecord): unknown
}

/** `pass-if` does not parse, or can never give a boolean: bad input, found before any request. */
export class PassIfSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PassIfSyntaxError'
  }
}

/**
 * Parses and checks `expression`, over one map called `variable`; throws PassIfSyntaxError
 * saying where it failed.
 */
export async function compilePassIf(expression: string, variable = 'run'): Promise<PassIf> {
  const { Environment } = await import('@marcbachmann/cel-js')
  const environment = new Environment({ limits: EXPRESSION_LIMITS }).registerVariable(variable, 'map')
  let evaluate: ReturnType<typeof environment.parse>
  try {
    evaluate = environment.parse(expression)
  } catch (error) {
    throw new PassIfSyntaxError(`does not parse: ${celErrorText(error)}`)
  }
  const checked = evaluate.check()
  if (!checked.valid) throw new PassIfSyntaxError(`is not a valid expression over ${variable}: ${celErrorText(checked.error)}`)
  const resultType = String(checked.type ?? 'dyn')
  if (resultType !== 'bool' && resultType !== 'dyn') {
    throw new PassIfSyntaxError(`must give true or false, but this expression gives a ${resultType}.`)
  }
  return {
    expression,
    variable,
    fieldPaths: fieldPathsOf(evaluate.ast, variable),
    costBoundedByRecord: usesOnly(evaluate.ast, CHEAP_OPERATIONS, CHEAP_FUNCTIONS),
    evaluate: record => evaluate({ [variable]: record })
  }
}

/** Operations whose cost grows at most with the size of what they read. */
const CHEAP_OPERATIONS = new Set([
  'id',
  'value',
  '.',
  '[]',
  'list',
  'map',
  '&&',
  '||',
  '!_',
  '-_',
  '?:',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in'
])
/** Functions and macros as cheap; any other (matches, all, exists, filter, map, string functions…) is not. */
const CHEAP_FUNCTIONS = new Set(['has', 'size'])

/** Whether every node of the expression is one of `operations`, or a call of one of `functions`. */
function usesOnly(ast: unknown, operations: ReadonlySet<string>, functions: ReadonlySet<string>): boolean {
  const pending: unknown[] = [ast]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) {
      pending.push(...value)
      continue
    }
    if (!isNode(value)) continue
    if (value.op === 'call' || value.op === 'rcall') {
      const name = Array.isArray(value.args) ? value.args.find(arg => typeof arg === 'string') : undefined
      if (typeof name !== 'string' || !functions.has(name)) return false
    } else if (!operations.has(value.op)) return false
    pending.push(value.args)
  }
  return true
}

/** What the policy makes of a run whose status says it is over: a gate's verdict and why. */
export type Judgement = Pick<GateResult, 'reason' | 'hint' | 'lookAt' | 'policy'> & { verdict: 'passed' | 'failed' | 'error' }

/**
 * What evaluating `pass-if` over one record gave: its value, the error it threw, or nothing,
 * because it was stopped at the deadline after `stoppedAfterMs`.
 */
export type Evaluation = { value: unknown } | { error: unknown } | { stoppedAfterMs: number }

/** Evaluates in this thread, with no bound: for callers that bound it themselves, or need no bound. */
export function evaluateHere(passIf: PassIf, record: RunRecord): { value: unknown } | { error: unknown } {
  try {
    return { value: passIf.evaluate(record) }
  } catch (error) {
    return { error }
  }
}

/** Whether `pass-if` is asked about a run that ended with `status`: not when the status failed it already. */
export function passIfApplies(status: string): boolean {
  return !FAILED_STATUSES.has(normalizeStatus(status))
}

/**
 * The run is over with `status`: a failure status fails; `completed` passes, subject to `pass-if`.
 * `evaluation` is pass-if's outcome when the caller ran it (bounded, elsewhere); without it,
 * pass-if is evaluated here.
 */
export function judgeRun(runId: string, status: string, record: RunRecord, passIf?: PassIf, evaluation?: Evaluation): Judgement {
  const run = `Run ${inertText(runId)}`
  if (!passIfApplies(status)) {
    const serviceSaid = explanationOf(record)
    const lookAt = firstHttpsLink(record)
    return {
      verdict: 'failed',
      reason: `${run} ended with status ${quotedValue(status, VALUE_LIMIT)} and no attestation${serviceSaid === undefined ? '.' : `: ${serviceSaid}`}`,
      hint:
        lookAt === undefined
          ? 'Open the run in the console to see what the service found, fix it, and push again.'
          : `See ${lookAt} for what the service found; fix it, and push again.`,
      lookAt
    }
  }
  if (passIf === undefined) return { verdict: 'passed' }
  return applyPassIf(run, record, passIf, evaluation ?? evaluateHere(passIf, record))
}

/**
 * What `pass-if` read and gave over `value`, as a person is shown it: its outcome, each field it
 * read with its value, and what it gave or why it failed. Evaluated here when `evaluation` is not
 * given. The words around it are the caller's: a run's record in the gate, a predicate in verify.
 */
export function policyReport(passIf: PassIf, value: RunRecord, evaluation: Evaluation = evaluateHere(passIf, value)): PolicyReport {
  const readings = passIf.fieldPaths.map(path => ({
    path: inertText(path.text, VALUE_LIMIT),
    value: showValue(readPath(value, path.keys))
  }))
  const report = { expression: passIf.expression, readings }
  if ('stoppedAfterMs' in evaluation)
    return { ...report, outcome: 'stopped', detail: `stopped after ${formatDuration(evaluation.stoppedAfterMs)}` }
  if ('error' in evaluation) return { ...report, outcome: 'error', detail: celErrorText(evaluation.error) }
  if (evaluation.value === true) return { ...report, outcome: 'true' }
  if (evaluation.value === false) return { ...report, outcome: 'false' }
  return { ...report, outcome: 'value', detail: showValue(evaluation.value) }
}

function applyPassIf(run: string, record: RunRecord, passIf: PassIf, evaluation: Evaluation): Judgement {
  const policy = policyReport(passIf, record, evaluation)
  const expression = inertText(passIf.expression)
  const values = policy.readings.length === 0 ? '' : ` (${policy.readings.map(reading => `${reading.path} = ${reading.value}`).join(', ')})`
  switch (policy.outcome) {
    case 'stopped':
      return {
        verdict: 'error',
        reason: `${run} completed, but pass-if ran out of time: it was ${policy.detail}, at the step's timeout (in ${expression}).`,
        hint:
          "pass-if runs within the step's timeout. A regular expression that backtracks (matches() uses JavaScript's " +
          'regular expressions, not linear-time RE2) or a check that compares every item of a long list with every other ' +
          'can run that long: simplify the expression, or raise timeout.',
        policy
      }
    case 'error':
      return {
        verdict: 'error',
        reason: `${run} completed, but pass-if could not be evaluated: ${policy.detail} (in ${expression}).`,
        hint:
          `The run record's top-level fields are: ${topLevelFieldNames(record, FIELD_NAMES_LIMIT)}. Name fields the service returns in pass-if, ` +
          'or guard optional ones with has(run.field).',
        policy
      }
    case 'true':
      return { verdict: 'passed', policy }
    case 'false': {
      const lookAt = firstHttpsLink(record)
      return {
        verdict: 'failed',
        reason: `${run} completed, but pass-if is false: ${expression}${values}.`,
        hint:
          lookAt === undefined
            ? 'Open the attestation in the console to see why, fix it, and push again.'
            : `See ${lookAt} for what the service found; fix it, and push again.`,
        lookAt,
        policy
      }
    }
    default:
      return {
        verdict: 'error',
        reason: `${run} completed, but pass-if must give true or false, and it gave ${policy.detail}: ${expression}${values}.`,
        hint: 'Write pass-if as a comparison or a test, e.g. run.trust_score >= 80.',
        policy
      }
  }
}

/** A value as the policy message shows it: JSON-like, inert, shortened. */
function showValue(value: unknown): string {
  if (value === undefined) return '(missing)'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return inertText(JSON.stringify(value), VALUE_LIMIT)
  if (value !== null && typeof value === 'object') {
    const size = Array.isArray(value) ? `a list of ${value.length}` : `an object with ${Object.keys(value).length} field(s)`
    return size
  }
  return inertText(String(value), VALUE_LIMIT)
}

/** The first line of a CEL error, with the column it points at. */
function celErrorText(error: unknown): string {
  const [first = ''] = errorMessage(error).split('\n')
  const position = errorPosition(error)
  return `${inertText(first, 200)}${position === undefined ? '' : ` at column ${position + 1}`}`
}

/** Where in the expression a CEL error points (0-based), when it says. */
export function errorPosition(error: unknown): number | undefined {
  const node = typeof error === 'object' && error !== null && 'node' in error ? (error as { node?: { pos?: unknown } }).node : undefined
  return typeof node?.pos === 'number' ? node.pos : undefined
}

interface CelNode {
  op: string
  args: unknown
  start?: number
  end?: number
}

const isNode = (value: unknown): value is CelNode =>
  typeof value === 'object' && value !== null && typeof (value as CelNode).op === 'string' && 'args' in value

/** A field the expression reads: how it is written, and the keys that lead to it from `run`. */
interface FieldPath {
  text: string
  keys: string[]
}

/**
 * The member chains rooted at the variable (`run.certificate.state`, `run["a b"]`), outermost only:
 * the fields whose values the failure message names.
 */
function fieldPathsOf(ast: unknown, variable: string): FieldPath[] {
  const paths: FieldPath[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isNode(value)) return
    const path = memberPath(value, variable)
    if (path !== undefined && path.keys.length > 0) {
      if (!paths.some(known => known.text === path.text)) paths.push(path)
      return
    }
    visit(value.args)
  }
  visit(ast)
  return paths
}

/** `run.a.b` or `run["a"].b` as its keys, when `node` is such a chain; otherwise undefined. */
function memberPath(node: CelNode, variable: string): FieldPath | undefined {
  if (node.op === 'id') return node.args === variable ? { text: variable, keys: [] } : undefined
  if ((node.op === '.' || node.op === '[]') && Array.isArray(node.args) && isNode(node.args[0])) {
    const [target, key] = node.args as [CelNode, unknown]
    const base = memberPath(target, variable)
    if (base === undefined) return undefined
    const name = node.op === '.' ? key : isNode(key) && key.op === 'value' ? key.args : undefined
    if (typeof name !== 'string') return undefined
    const text = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `${base.text}.${name}` : `${base.text}[${JSON.stringify(name)}]`
    return { text, keys: [...base.keys, name] }
  }
  return undefined
}
