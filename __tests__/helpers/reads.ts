/**
 * What an expression reads, from its parsed tree, as a report made by hand in a test must say it: the same function
 * compilePassIf uses (policy/bars.ts), over the gate's variables and verify's `predicate`.
 */
import { Environment } from '@marcbachmann/cel-js'
import { readsOf, type ExpressionReads } from '../../src/policy/bars.js'
import { EXPRESSION_VARIABLES } from '../../src/gate/judge/variables.js'

const { judged, maps, strings, typed } = EXPRESSION_VARIABLES
const VARIABLES = [judged, ...maps, ...strings, ...Object.keys(typed), 'predicate']

/** What `expression` reads, as compilePassIf would find it. */
export function readsOfText(expression: string): ExpressionReads {
  const environment = new Environment()
  for (const name of VARIABLES) environment.registerVariable(name, 'dyn')
  return readsOf(environment.parse(expression).ast, expression, VARIABLES)
}
