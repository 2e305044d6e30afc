/**
 * What an expression reads, read once from the tree the CEL parser made of it: every path into a variable, every
 * comparison of a path against a number written (a bar), whether the expression is nothing but bars joined by `&&`,
 * and every number it writes. Whatever needs a bar (the at-the-means reading, fail-if's advice, the summary's lead,
 * the chart's line, the loop's stop) asks this, never the expression's text again.
 */

/** A path the expression reads: the variable at its root, the keys after it, and how it is written. */
export interface PathRead {
  variable: string
  keys: readonly string[]
  text: string
}

/** A comparison a bar makes, with the path on its left. */
export type Comparison = '>=' | '>' | '<=' | '<' | '==' | '!='

/** A path held against a number written (`stats.trust_score.low >= 80.0`), the path put on the left. */
export interface Bar {
  path: PathRead
  comparison: Comparison
  bar: number
  /** The number as written (`80.0`, `-2.0`). */
  written: string
}

/** What an expression reads, from its tree. */
export interface ExpressionReads {
  /** Every path into a variable (its outermost chain of fields), once each, in the order they appear. */
  paths: PathRead[]
  /** Every bar, in the order they appear, wherever it stands (under `||` or `!` too). */
  bars: Bar[]
  /** True when the whole expression is bars joined by `&&` and nothing else: then `bars` is all it says. */
  onlyBars: boolean
  /** Every number the expression writes, unsigned. */
  numbers: number[]
}

/** A node of the tree as the CEL parser makes it: an operation, its arguments, and where it stands in the text. */
export interface Node {
  op: string
  args: unknown
  start?: number
  end?: number
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).op === 'string' && 'args' in value

/** The comparisons a bar may make, and each with its sides swapped (`80 <= x` is `x >= 80`). */
const SWAPPED: Readonly<Record<Comparison, Comparison>> = {
  '>=': '<=',
  '>': '<',
  '<=': '>=',
  '<': '>',
  '==': '==',
  '!=': '!='
}

const isComparison = (op: string): op is Comparison => Object.hasOwn(SWAPPED, op)

/** What `ast` (the parsed `expression`) reads of `variables`. */
export function readsOf(ast: unknown, expression: string, variables: readonly string[]): ExpressionReads {
  const paths: PathRead[] = []
  const bars: Bar[] = []
  const numbers: number[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isNode(value)) return
    const path = pathOf(value, variables)
    if (path !== undefined && path.keys.length > 0) {
      if (!paths.some(known => known.text === path.text)) paths.push(path)
      return
    }
    if (value.op === 'value' && (typeof value.args === 'number' || typeof value.args === 'bigint'))
      numbers.push(Number(value.args))
    const bar = barOf(value, expression, variables)
    if (bar !== undefined) bars.push(bar)
    visit(value.args)
  }
  visit(ast)
  return { paths, bars, onlyBars: conjunctionOfBars(ast, expression, variables), numbers }
}

/** Whether `value` is bars joined by `&&`, every leaf a bar. */
function conjunctionOfBars(value: unknown, expression: string, variables: readonly string[]): boolean {
  if (!isNode(value)) return false
  if (value.op === '&&' && Array.isArray(value.args))
    return value.args.every(side => conjunctionOfBars(side, expression, variables))
  return barOf(value, expression, variables) !== undefined
}

/** `node` as a bar: a comparison of a path with a number written, on either side; undefined for anything else. */
function barOf(node: Node, expression: string, variables: readonly string[]): Bar | undefined {
  if (!isComparison(node.op) || !Array.isArray(node.args) || node.args.length !== 2) return undefined
  const [left, right] = node.args as unknown[]
  const sides: Array<[unknown, unknown, Comparison]> = [
    [left, right, node.op],
    [right, left, SWAPPED[node.op]]
  ]
  for (const [pathSide, numberSide, comparison] of sides) {
    const path = isNode(pathSide) ? pathOf(pathSide, variables) : undefined
    const bar = isNode(numberSide) ? numberOf(numberSide) : undefined
    if (path !== undefined && path.keys.length > 0 && bar !== undefined && isNode(numberSide))
      return { path, comparison, bar, written: expression.slice(numberSide.start, numberSide.end) }
  }
  return undefined
}

/** A number written (`80`, `80.0`, `-2.0`), or undefined for anything else. */
function numberOf(node: Node): number | undefined {
  if (node.op === 'value')
    return typeof node.args === 'number' || typeof node.args === 'bigint' ? Number(node.args) : undefined
  if (node.op === '-_' && isNode(node.args)) {
    const negated = numberOf(node.args)
    return negated === undefined ? undefined : -negated
  }
  return undefined
}

/** `run.a.b` or `stats["a b"].low` as the path it reads, when `node` is such a chain rooted at one of `variables`. */
export function pathOf(node: Node, variables: readonly string[]): PathRead | undefined {
  if (node.op === 'id')
    return typeof node.args === 'string' && variables.includes(node.args)
      ? { variable: node.args, keys: [], text: node.args }
      : undefined
  if ((node.op !== '.' && node.op !== '[]') || !Array.isArray(node.args) || !isNode(node.args[0])) return undefined
  const [target, key] = node.args as [Node, unknown]
  const base = pathOf(target, variables)
  if (base === undefined) return undefined
  const name = node.op === '.' ? key : isNode(key) && key.op === 'value' ? key.args : undefined
  if (typeof name !== 'string') return undefined
  const text = plainName(name) ? `${base.text}.${name}` : `${base.text}[${JSON.stringify(name)}]`
  return { variable: base.variable, keys: [...base.keys, name], text }
}

/** Whether a path writes `name` without quotes: a letter or `_`, then letters, digits or `_`. */
export function plainName(name: string): boolean {
  const letter = (char: string) => char === '_' || (char >= 'A' && char <= 'Z') || (char >= 'a' && char <= 'z')
  return [...name].every((char, index) => letter(char) || (index > 0 && char >= '0' && char <= '9')) && name !== ''
}

/** Whether a bar orders (`>=`, `>`, `<=`, `<`): only such a bar is cleared by a level, or missed by one. */
export function orders({ comparison }: Pick<Bar, 'comparison'>): boolean {
  return comparison !== '==' && comparison !== '!='
}
