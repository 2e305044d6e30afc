/**
 * Each gate step's inputs as the gate itself reads them (src/gate/inputs.ts's readInputs, the code that refuses them
 * at run time): what it would refuse before any request (`repeat: 3` with `sequential`, `sequential` without
 * `pass-if` or reading a mean, `repeat` with `run-id` or `wait: false`, `run` read beside `repeat`, `drift-if` without
 * `drift-issue`, …) fails here, at the input's line, in the gate's own words. No rule is written twice.
 *
 * A value written as an expression (`${{ secrets.KEY }}`) is known only at run time: the key, the address, the ids
 * and the token stand in as valid placeholders; any other input written so, or one the action lacks (`pass_if`), leaves
 * the step unchecked, rather than guessed at.
 */
import { InputError } from '../../src/action/inputs.ts'
import { readInputs } from '../../src/gate/inputs.ts'
import { Input } from '../../src/gate/names.ts'
import { readManifest } from '../action-manifest.ts'
import { GATE_ACTION, isMapping, stepsUsing, type Locate, type Workflow } from './workflow.ts'

/** What an input written as an expression is taken to be: a value the gate accepts, which decides nothing. */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  [Input.ApiKey]: 'acs_sk_placeholder0123456789',
  [Input.BaseUrl]: 'https://certification.invalid/v1',
  [Input.ProjectId]: 'proj-placeholder',
  [Input.RunId]: 'run-placeholder',
  [Input.QuoteToken]: 'qt_placeholder',
  [Input.GithubToken]: 'ghs_placeholder'
}

/** The runner's environment as far as the inputs read it: a job that may sign (its permissions are checked apart). */
const RUNNER = { ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.invalid', GITHUB_REPOSITORY: 'owner/repository' }

const isExpression = (value: string) => value.includes('${{')

const DECLARED = readManifest().inputs ?? {}

/** action.yml's defaults, which the runner gives an input the step leaves out (github-token's `${{ github.token }}`). */
const DEFAULTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DECLARED).flatMap(([name, { default: value }]) => (value === undefined ? [] : [[name, String(value)]]))
)

/** The gate's refusal of each gate step's inputs, said at the refused input's line. */
export async function gateInputProblems(workflow: Workflow, at: Locate): Promise<string[]> {
  const problems: string[] = []
  for (const [id, job] of workflow.jobs) {
    for (const { step, index } of stepsUsing(job, GATE_ACTION)) {
      const given = isMapping(step['with']) ? step['with'] : {}
      const written = Object.fromEntries(
        Object.entries(given).map(([name, value]) => [name, value === null ? '' : String(value)])
      )
      // An input written as an expression is not known here; one the action lacks is said as such (mistakes.ts).
      const unknowable = ([name, value]: [string, string]) =>
        !Object.hasOwn(DECLARED, name) || (isExpression(value) && !Object.hasOwn(PLACEHOLDERS, name))
      if (Object.entries(written).some(unknowable)) continue
      const readInput = (name: string) => {
        const value = written[name] ?? DEFAULTS[name] ?? ''
        return isExpression(value) ? (PLACEHOLDERS[name] ?? '') : value
      }
      try {
        await readInputs(readInput, RUNNER)
      } catch (error) {
        if (!(error instanceof InputError)) throw error
        const line = at([
          'jobs',
          id,
          'steps',
          index,
          ...(Object.hasOwn(given, error.input) ? ['with', error.input] : [])
        ])
        const said = error.message.replace(/^Input '[^']*': /, '')
        problems.push(`${line}: job "${id}": the gate refuses \`${error.input}\` before any request: ${said}`)
      }
    }
  }
  return problems
}
