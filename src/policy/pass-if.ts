/**
 * The `pass-if` engine both actions use: a CEL expression over one named map (`run` in the gate,
 * `predicate` in verify), compiled once, evaluated per value, and what it read and gave, as a
 * person is shown it. The CEL engine is loaded only when `pass-if` is set, so the main path's
 * cold start does not pay for it.
 */
import { readPath, type JsonObject } from '../lib/json.js'
import { figureText, type PolicyReport, type Reading } from './report.js'
import { formatDuration } from '../lib/duration.js'
import { errorMessage } from '../lib/errors.js'
import { inertText } from '../lib/text.js'
import { isNode, pathOf, readsOf, type ExpressionReads } from './bars.js'

/** How much of one value the policy message shows. */
const VALUE_LIMIT = 80
/** Bounds what a pasted expression can make the parser do. */
const EXPRESSION_LIMITS = {
  maxAstNodes: 2000,
  maxDepth: 64,
  maxListElements: 1000,
  maxMapEntries: 1000,
  maxCallArguments: 32
}

/**
 * What the other variables are given: a map for each of `otherVariables`, text for each of `textVariables`, and a
 * list or a number for each of `typedVariables` (absent unless given).
 */
export type OtherValues = Readonly<Record<string, JsonObject | string | readonly unknown[] | number>>

/** The CEL types a variable of `typedVariables` may have: a list, or a number (a double). */
export type VariableType = 'list' | 'double'

/** A `pass-if` expression, parsed and type-checked once, ready to judge any number of records. */
export interface PassIf {
  readonly expression: string
  /** What the expression calls the value it judges: `run` in the gate, `predicate` in verify. */
  readonly variable: string
  /** The other maps it may name (`base` in the gate): each an empty map unless given. */
  readonly otherVariables: readonly string[]
  /** The strings it may name (`commit` in the gate): each empty text unless given. */
  readonly textVariables: readonly string[]
  /** The lists and numbers it may name (`runs`, `base_age_seconds`): each absent unless given. */
  readonly typedVariables: Readonly<Record<string, VariableType>>
  /** Fields the expression reads from the variable (`run.trust_score`), in the order they appear. */
  readonly fieldPaths: readonly FieldPath[]
  /** Fields it reads from the other variables (`base.trust_score`), in the order they appear. */
  readonly otherFieldPaths: readonly FieldPath[]
  /** What it reads, from its parsed tree: every path, every bar on a number, and whether it is bars alone. */
  readonly reads: ExpressionReads
  /** Those of `otherFieldPaths` read from one of the other variables (`base`), in the order they appear. */
  otherFieldPathsOf(variable: string): readonly FieldPath[]
  /**
   * True when the expression is made only of field reads, comparisons, logic, `has()` and
   * `size()`: it then costs no more than reading the record, and needs no worker to bound it.
   */
  readonly costBoundedByRecord: boolean
  /** Whether the expression names `variable` at all: only then is its value worth looking up. */
  names(variable: string): boolean
  /**
   * Whether it reads `variable` other than through the fields it names (`size(run)`, `run[key]`,
   * `run.exists(…)`): then what it gives depends on every field of the map, not only on fieldPaths.
   */
  readsWhole(variable: string): boolean
  evaluate(value: JsonObject, others?: OtherValues): unknown
}

/** `pass-if` does not parse, or can never give a boolean: bad input, found before any request. */
export class PassIfSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PassIfSyntaxError'
  }
}

/**
 * Parses and checks `expression`, over one map called `variable` and the maps `otherVariables`
 * name; throws PassIfSyntaxError saying where it failed.
 */
export async function compilePassIf(
  expression: string,
  variable = 'run',
  otherVariables: readonly string[] = [],
  textVariables: readonly string[] = [],
  typedVariables: Readonly<Record<string, VariableType>> = {}
): Promise<PassIf> {
  const { Environment } = await import('@marcbachmann/cel-js')
  const environment = new Environment({ limits: EXPRESSION_LIMITS })
  for (const name of [variable, ...otherVariables]) environment.registerVariable(name, 'map')
  for (const name of textVariables) environment.registerVariable(name, 'string')
  for (const [name, type] of Object.entries(typedVariables)) environment.registerVariable(name, type)
  // A record's numbers are JSON's, so CEL doubles, and a person writes whole numbers as ints:
  // `base.trust_score - 2` mixes the two, as comparisons already may. Strict CEL has no such
  // overload; these give the double a person means.
  for (const [operator, apply] of MIXED_ARITHMETIC) {
    environment.registerOperator(`double ${operator} int`, (a: number, b: bigint) => apply(a, Number(b)))
    environment.registerOperator(`int ${operator} double`, (a: bigint, b: number) => apply(Number(a), b))
  }
  let evaluate: ReturnType<typeof environment.parse>
  try {
    evaluate = environment.parse(expression)
  } catch (error) {
    throw new PassIfSyntaxError(`does not parse: ${celErrorText(error)}`)
  }
  const checked = evaluate.check()
  const names = [variable, ...otherVariables, ...textVariables, ...Object.keys(typedVariables)]
  const over = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  if (!checked.valid)
    throw new PassIfSyntaxError(`is not a valid expression over ${over}: ${celErrorText(checked.error)}`)
  const resultType = String(checked.type ?? 'dyn')
  if (resultType !== 'bool' && resultType !== 'dyn') {
    throw new PassIfSyntaxError(`must give true or false, but this expression gives a ${resultType}.`)
  }
  const named = identifiersIn(evaluate.ast)
  const reads = readsOf(evaluate.ast, expression, names)
  const pathsOf = (name: string): FieldPath[] =>
    reads.paths.filter(path => path.variable === name).map(({ text, keys }) => ({ text, keys: [...keys] }))
  // A variable the caller did not give is an empty map: `has(base.x)` is false, `base.x` an error.
  const empty = Object.fromEntries([
    ...otherVariables.map(name => [name, {}]),
    ...textVariables.map(name => [name, ''])
  ])
  return {
    expression,
    variable,
    otherVariables,
    textVariables,
    typedVariables,
    fieldPaths: pathsOf(variable),
    otherFieldPaths: otherVariables.flatMap(pathsOf),
    otherFieldPathsOf: name => (otherVariables.includes(name) ? pathsOf(name) : []),
    reads,
    costBoundedByRecord: usesOnly(evaluate.ast, CHEAP_OPERATIONS, CHEAP_FUNCTIONS),
    names: name => named.has(name),
    readsWhole: name => readsWhole(evaluate.ast, name),
    evaluate: (value, others = {}) => evaluate({ ...empty, ...others, [variable]: value })
  }
}

/** Every identifier the expression names. */
function identifiersIn(ast: unknown): Set<string> {
  const names = new Set<string>()
  const pending: unknown[] = [ast]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) pending.push(...value)
    else if (isNode(value)) {
      if (value.op === 'id' && typeof value.args === 'string') names.add(value.args)
      else pending.push(value.args)
    }
  }
  return names
}

/** The arithmetic a double and an int may mix in, each giving a double. */
const MIXED_ARITHMETIC: ReadonlyArray<[string, (a: number, b: number) => number]> = [
  ['+', (a, b) => a + b],
  ['-', (a, b) => a - b],
  ['*', (a, b) => a * b],
  ['/', (a, b) => a / b]
]

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
  'in',
  // Arithmetic on numbers, a step each; not `+`, which joins text and lists as long as the record's.
  '-',
  '*',
  '/',
  '%'
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

/**
 * What evaluating `pass-if` over one record gave: its value, the error it threw, or nothing,
 * because it was stopped at the deadline after `stoppedAfterMs`.
 */
export type Evaluation = { value: unknown } | { error: unknown } | { stoppedAfterMs: number }

/** Evaluates in this thread, with no bound: for callers that bound it themselves, or need no bound. */
export function evaluateHere(
  passIf: PassIf,
  value: JsonObject,
  others: OtherValues = {}
): { value: unknown } | { error: unknown } {
  try {
    return { value: passIf.evaluate(value, others) }
  } catch (error) {
    return { error }
  }
}

/** What a value is compared with in the report: `base`, the base commit's run record. */
export interface Comparison {
  name: string
  value: JsonObject
}

/**
 * What `pass-if` read and gave over `value`, as a person is shown it: its outcome, each field it
 * read with its value, and what it gave or why it failed. Evaluated here when `evaluation` is not
 * given. With `comparison`, each number read of `value` whose place the expression reads of the
 * compared map too is shown beside that number, with the change; the compared map's own fields are
 * shown when no field of `value` mirrors them. The words around it are the caller's: a run's record
 * in the gate, a predicate in verify.
 */
export function policyReport(
  passIf: PassIf,
  value: JsonObject,
  given?: Evaluation,
  comparison?: Comparison,
  alsoRead: OtherValues = {}
): PolicyReport {
  const evaluation =
    given ??
    evaluateHere(
      passIf,
      value,
      comparison === undefined ? alsoRead : { ...alsoRead, [comparison.name]: comparison.value }
    )
  // The compared map's fields the expression reads: a number of `value` is shown beside the
  // compared one only where both are read, so a change is never shown that pass-if did not weigh.
  const comparedPaths = comparison === undefined ? [] : passIf.otherFieldPathsOf(comparison.name)
  const readOfCompared = new Set(comparedPaths.map(path => JSON.stringify(path.keys)))
  const readings: Reading[] = passIf.fieldPaths.map(path => {
    const read = readPath(value, path.keys)
    const reading = { path: inertText(path.text, VALUE_LIMIT), value: showValue(read) }
    if (comparison === undefined || !readOfCompared.has(JSON.stringify(path.keys))) return reading
    const compared = readPath(comparison.value, path.keys)
    if (
      typeof read !== 'number' ||
      typeof compared !== 'number' ||
      !Number.isFinite(read) ||
      !Number.isFinite(compared)
    )
      return reading
    return {
      ...reading,
      compared: { name: comparison.name, value: showValue(compared), change: changeText(read - compared) }
    }
  })
  if (comparison !== undefined) {
    const mirrored = new Set(passIf.fieldPaths.map(path => JSON.stringify(path.keys)))
    for (const path of comparedPaths) {
      if (mirrored.has(JSON.stringify(path.keys))) continue
      readings.push({
        path: inertText(path.text, VALUE_LIMIT),
        value: showValue(readPath(comparison.value, path.keys))
      })
    }
  }
  readings.push(...otherReadings(passIf, alsoRead, comparison?.name))
  const report = { expression: passIf.expression, reads: passIf.reads, readings }
  if ('stoppedAfterMs' in evaluation)
    return { ...report, outcome: 'stopped', detail: `stopped after ${formatDuration(evaluation.stoppedAfterMs)}` }
  if ('error' in evaluation) return { ...report, outcome: 'error', detail: celErrorText(evaluation.error) }
  if (evaluation.value === true) return { ...report, outcome: 'true' }
  if (evaluation.value === false) return { ...report, outcome: 'false' }
  return { ...report, outcome: 'value', detail: showValue(evaluation.value) }
}

/** The other maps' fields it read (`stats.trust_score.low`), each with its value: those of `alsoRead` but the compared. */
function otherReadings(passIf: PassIf, alsoRead: OtherValues, compared: string | undefined): Reading[] {
  // A number it names (`base_age_seconds`) is read whole.
  const numbers = Object.entries(passIf.typedVariables).flatMap(([name, type]) => {
    const value = Object.hasOwn(alsoRead, name) ? alsoRead[name] : undefined
    return type === 'double' && passIf.names(name) && typeof value === 'number' ? [{ path: name, value }] : []
  })
  const read = [...numbers, ...otherFieldReadings(passIf, alsoRead, compared)]
  // Each figure is shown beside the numbers it may be compared with: those written, and the other figures read.
  const written = passIf.reads.numbers
  const figures = read.flatMap(({ value }) => (typeof value === 'number' ? [value] : []))
  return read.map(({ path, value }) => ({
    path,
    value: typeof value === 'number' ? figureShown(value, [...written, ...figures]) : showValue(value)
  }))
}

/**
 * A figure as the summary's table shows it, to two decimals (`73.55`); to four where two would put it on the other
 * side of, or on, a number it may be compared with (79.996 against 80 is `79.996`, never `80`; nor 79.996 and 80.004
 * both `80`).
 */
export function figureShown(value: number, comparedWith: readonly number[]): string {
  const round = (number: number) => Math.round(number * 100) / 100
  const blurred = comparedWith
    .flatMap(bar => [bar, -bar])
    .some(bar => bar !== value && Math.sign(value - bar) !== Math.sign(round(value) - round(bar)))
  return figureText(value, blurred ? 4 : 2)
}

/** The fields it read of the other maps, each with its value as read (a number is shown by otherReadings). */
function otherFieldReadings(
  passIf: PassIf,
  alsoRead: OtherValues,
  compared: string | undefined
): Array<{ path: string; value: unknown }> {
  return passIf.otherVariables.flatMap(root => {
    const map = Object.hasOwn(alsoRead, root) ? alsoRead[root] : undefined
    if (map === undefined || root === compared || typeof map !== 'object' || Array.isArray(map)) return []
    return passIf
      .otherFieldPathsOf(root)
      .map(path => ({ path: inertText(path.text, VALUE_LIMIT), value: readPath(map as JsonObject, path.keys) }))
  })
}

/** `+2`, `−10` (a minus sign, not a hyphen), `±0`: a change as a reviewer reads it, without float noise. */
export function changeText(change: number): string {
  // Six decimals: more than a score has, fewer than float arithmetic leaves behind.
  const rounded = Math.round(change * 1e6) / 1e6
  if (rounded === 0) return '±0'
  return rounded > 0 ? `+${rounded}` : `\u2212${-rounded}`
}

/** A value as the policy message shows it: JSON-like, inert, shortened. */
export function showValue(value: unknown): string {
  if (value === undefined) return '(missing)'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return inertText(JSON.stringify(value), VALUE_LIMIT)
  if (value !== null && typeof value === 'object') {
    const size = Array.isArray(value)
      ? `a list of ${value.length}`
      : `an object with ${Object.keys(value).length} field(s)`
    return size
  }
  return inertText(String(value), VALUE_LIMIT)
}

/** The first line of a CEL error, with the column it points at. */
export function celErrorText(error: unknown): string {
  const [first = ''] = errorMessage(error).split('\n')
  const position = errorPosition(error)
  return `${inertText(first, 200)}${position === undefined ? '' : ` at column ${position + 1}`}`
}

/** Where in the expression a CEL error points (0-based), when it says. */
export function errorPosition(error: unknown): number | undefined {
  const node =
    typeof error === 'object' && error !== null && 'node' in error
      ? (error as { node?: { pos?: unknown } }).node
      : undefined
  return typeof node?.pos === 'number' ? node.pos : undefined
}

/** A field the expression reads: how it is written, and the keys that lead to it from `run`. */
export interface FieldPath {
  text: string
  keys: string[]
}

/** Whether `variable` stands anywhere but at the root of a chain of named fields. */
function readsWhole(ast: unknown, variable: string): boolean {
  const visit = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(visit)
    if (!isNode(value)) return false
    const path = pathOf(value, [variable])
    return path === undefined ? visit(value.args) : path.keys.length === 0
  }
  return visit(ast)
}
