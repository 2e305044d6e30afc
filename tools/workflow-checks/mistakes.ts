/**
 * What people really get wrong around the gate's and verify's steps, each said with its line and its fix: an input the
 * action does not have (`pass_if`: the runner only warns), `&` or `|` where CEL needs two, a context that does not exist
 * (`secret.`), `paths` or `paths-ignore` on a merging event (a required check that never starts), a `workflow_run`
 * that names no workflow of the folder, a deploy's `max-age` shorter than a gate's `reuse`, a gate on `schedule` that
 * signs nothing, tells nobody, or reuses, and a drift issue the token may not open. What the gate itself refuses of its
 * inputs is said by its own checks (gate-inputs.ts).
 */
import { join } from 'node:path'
import { declaredInputs, REPOSITORY_ROOT } from '../action-manifest.ts'
import { parseDuration } from '../../src/lib/duration.ts'
import { saysNotAGate } from './required-check.ts'
import {
  GATE_ACTION,
  gateSteps,
  input,
  isMapping,
  runsOnEvent,
  stepsUsing,
  VERIFY_ACTION,
  type Locate,
  type Mapping,
  type Workflow
} from './workflow.ts'

const GATE_INPUTS = new Set(declaredInputs())
const VERIFY_INPUTS = new Set(declaredInputs(join(REPOSITORY_ROOT, 'verify')))

/** The contexts a workflow expression may name (GitHub's list). */
const CONTEXTS = [
  'github',
  'env',
  'vars',
  'job',
  'jobs',
  'steps',
  'runner',
  'secrets',
  'strategy',
  'matrix',
  'needs'
].concat(['inputs'])

/** The input `name` was likely meant as: the declared one it spells with `_` or other case. */
function meant(name: string, declared: Set<string>): string | undefined {
  const plain = (text: string) => text.toLowerCase().replace(/_/g, '-')
  return [...declared].find(input => plain(input) === plain(name))
}

/** A `with:` value as written, when it is plain text and no expression. */
const literal = (value: unknown): string | undefined =>
  typeof value === 'string' && !value.includes('${{') ? value : typeof value === 'number' ? String(value) : undefined

/** Whether a `with:` value is true: YAML's `true`, the text `true`, or an expression that may be true at run time. */
const setTrue = (value: unknown) =>
  value === true || (typeof value === 'string' && /^(true|\$\{\{[\s\S]*\}\})$/i.test(value.trim()))

/** `&` or `|` alone, outside CEL's strings: CEL's logic is `&&` and `||`. */
function lonelyOperator(expression: string): string | undefined {
  const code = expression.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
  return /(?<![&|])([&|])(?![&|])/.exec(code)?.[1]
}

/** Each gate or verify step's inputs: one the action lacks, a lone `&` or `|` (the rest the gate's own checks say). */
export function stepInputProblems(workflow: Workflow, at: Locate): string[] {
  const problems: string[] = []
  for (const [id, job] of workflow.jobs) {
    const steps = [
      ...stepsUsing(job, GATE_ACTION).map(each => ({ ...each, declared: GATE_INPUTS, action: 'the gate' })),
      ...stepsUsing(job, VERIFY_ACTION).map(each => ({ ...each, declared: VERIFY_INPUTS, action: 'verify' }))
    ]
    for (const { step, index, declared, action } of steps) {
      // Each problem is said at its input's own line, where the fix is written.
      const where = (name: string) => at(['jobs', id, 'steps', index, 'with', name])
      const given = isMapping(step['with']) ? step['with'] : {}
      for (const name of Object.keys(given).filter(name => !declared.has(name))) {
        const fix = meant(name, declared)
        problems.push(
          `${where(name)}: job "${id}": ${action} has no input \`${name}\`${fix === undefined ? '' : ` (write \`${fix}\`)`}: the runner only warns, and the step runs without it`
        )
      }
      for (const name of ['pass-if', 'fail-if']) {
        const expression = literal(given[name])
        if (expression === undefined) continue
        const operator = lonelyOperator(expression)
        if (operator !== undefined)
          problems.push(
            `${where(name)}: job "${id}": \`${name}\` has \`${operator}\` alone, which CEL does not take: write \`${operator}${operator}\``
          )
      }
    }
  }
  return problems
}

/**
 * A gate that runs on `schedule` (its job's and step's `if:` let it): without `attest: true` its nights are signed
 * nowhere, so pull requests never compare with today's main; without `drift-issue: true` nobody hears of a red night (a
 * scheduled run's red is seen by no one); and `reuse`, which a night sets aside, says what it does not do.
 */
export function scheduledGateProblems(workflow: Workflow, at: Locate): string[] {
  const on = workflow.root['on']
  if (!isMapping(on) || on['schedule'] === undefined) return []
  const problems: string[] = []
  for (const [id, job] of workflow.jobs) {
    if (runsOnEvent(job['if'], 'schedule') === false) continue
    for (const { step, index } of stepsUsing(job, GATE_ACTION)) {
      if (runsOnEvent(step['if'], 'schedule') === false) continue
      const where = (name?: string) => at(['jobs', id, 'steps', index, ...(name === undefined ? [] : ['with', name])])
      if (!setTrue(input(step, 'attest')))
        problems.push(
          `${where()}: job "${id}": the gate runs on \`schedule\` without \`attest: true\`, so its nights are signed nowhere and pull requests never compare with today's main: set \`attest: true\``
        )
      if (!setTrue(input(step, 'drift-issue')))
        problems.push(
          `${where()}: job "${id}": the gate runs on \`schedule\` without \`drift-issue: true\`, so nobody hears of a red night: set \`drift-issue: true\` (with \`issues: write\`)`
        )
      if (input(step, 'reuse') !== undefined)
        problems.push(
          `${where('reuse')}: job "${id}": \`reuse\` on a gate that runs on \`schedule\`: a night runs again to see whether the score moved, so reuse is set aside; remove it (or skip this step on \`schedule\`)`
        )
    }
  }
  return problems
}

/**
 * `drift-issue: true` in a job whose `permissions` leave out `issues: write` (the token then cannot open the issue,
 * and a red night is said to nobody).
 * A job that sets no permissions at all gets the repository's default, which may allow it: not flagged.
 */
export function driftIssuePermissionProblems(workflow: Workflow, at: Locate): string[] {
  const problems: string[] = []
  for (const [id, job] of workflow.jobs) {
    const permissions = job['permissions'] ?? workflow.root['permissions']
    for (const { step, index } of stepsUsing(job, GATE_ACTION)) {
      const where = (name: string) => at(['jobs', id, 'steps', index, 'with', name])
      const issue = input(step, 'drift-issue')
      const mayWrite =
        permissions === undefined ||
        permissions === 'write-all' ||
        (isMapping(permissions) && String(permissions['issues']) === 'write')
      if (setTrue(issue) && !mayWrite)
        problems.push(
          `${where('drift-issue')}: job "${id}": \`drift-issue: true\` without \`issues: write\` in the job's \`permissions\`, so the drift issue cannot be opened: add \`issues: write\``
        )
    }
  }
  return problems
}

/** A `${{ }}` naming a context that does not exist (`secret.KEY`), by the line it is on. */
export function contextProblems(yaml: string, shownPath: string): string[] {
  const problems: string[] = []
  for (const [index, line] of yaml.split('\n').entries()) {
    if (/^\s*#/.test(line)) continue
    for (const [, inside] of line.matchAll(/\$\{\{([\s\S]*?)\}\}/g)) {
      const code = inside.replace(/'(?:[^']|'')*'/g, "''")
      for (const [, root] of code.matchAll(/(?<![\w.-])([A-Za-z_][\w-]*)\s*\./g)) {
        // Contexts are named in any case (`Secrets.TOKEN` works).
        const name = root.toLowerCase()
        if (CONTEXTS.includes(name)) continue
        const near = CONTEXTS.find(context => context === `${name}s` || `${context}s` === name)
        problems.push(
          `${shownPath}:${index + 1}: \`${root}.\` is no context of a workflow expression${near === undefined ? '' : `: write \`${near}.\``}`
        )
      }
    }
  }
  return problems
}

/**
 * `paths` or `paths-ignore` on an event that merges, in a workflow whose gate is a merge gate (not `# Not a merge
 * gate`): its required check may never start.
 */
export function triggerProblems(workflow: Workflow, yaml: string, at: Locate): string[] {
  const on = workflow.root['on']
  if (!isMapping(on) || saysNotAGate(yaml) || !workflow.jobs.some(([, job]) => gateSteps(job).length > 0)) return []
  return ['pull_request', 'merge_group'].flatMap(event => {
    const filters = isMapping(on[event]) ? on[event] : {}
    return ['paths', 'paths-ignore']
      .filter(key => filters[key] !== undefined)
      .map(
        key =>
          `${at(['on', event, key])}: \`${key}\` on \`${event}\` skips the workflow for some changes, and a required check that never starts blocks their merge: certify every change (\`paths\` as the gate's input carries the others forward)`
      )
  })
}

/** A workflow in the folder, as `workflow_run` names it: its `name:`, else its path. */
export interface Named {
  shownPath: string
  workflow: Workflow
  at: Locate
}

/** A `workflow_run` whose `workflows:` names no workflow of the folder never fires. */
export function workflowRunProblems(files: readonly Named[]): string[] {
  const names = files.map(({ workflow, shownPath }) =>
    typeof workflow.root['name'] === 'string'
      ? workflow.root['name']
      : `.github/workflows/${shownPath.split('/').at(-1)}`
  )
  return files.flatMap(({ workflow, at }) => {
    const on = workflow.root['on']
    const run = isMapping(on) && isMapping(on['workflow_run']) ? on['workflow_run'] : undefined
    const named = Array.isArray(run?.['workflows'])
      ? run['workflows'].filter((name): name is string => typeof name === 'string')
      : []
    return named
      .filter(name => !names.includes(name))
      .map(
        name =>
          `${at(['on', 'workflow_run', 'workflows'])}: \`workflow_run\` names "${name}", which no workflow of this folder is called (${names.map(each => `"${each}"`).join(', ')}), so it never runs`
      )
  })
}

/** A verify reading `certification.run` (the first run alone) where a gate of the folder runs `repeat` above 1. */
export function repeatedDeployProblems(files: readonly Named[]): string[] {
  const repeats = files.some(({ workflow }) =>
    workflow.jobs.some(([, job]) => gateSteps(job).some(step => Number(literal(input(step, 'repeat'))) > 1))
  )
  if (!repeats) return []
  return files.flatMap(({ workflow, at }) =>
    workflow.jobs.flatMap(([id, job]) =>
      stepsUsing(job, VERIFY_ACTION).flatMap(({ step, index }) =>
        /\bcertification\.run\b/.test(literal(input(step, 'pass-if')) ?? '')
          ? [
              `${at(['jobs', id, 'steps', index, 'with', 'pass-if'])}: job "${id}": verify's \`pass-if\` reads \`certification.run\`, the first run alone of a gate with \`repeat\`: read \`predicate.certification.stats.<field>.low\``
            ]
          : []
      )
    )
  )
}

/** A verify whose `max-age` is shorter than a gate's `reuse` refuses the passes that gate reused. */
export function maxAgeProblems(files: readonly Named[]): string[] {
  const longest = files
    .flatMap(({ workflow }) =>
      workflow.jobs.flatMap(([, job]) => gateSteps(job).flatMap(step => durationIn(step, 'reuse')))
    )
    .sort((a, b) => b.ms - a.ms)[0]
  if (longest === undefined) return []
  return files.flatMap(({ workflow, at }) =>
    workflow.jobs.flatMap(([id, job]) =>
      stepsUsing(job, VERIFY_ACTION).flatMap(({ step, index }) =>
        durationIn(step, 'max-age')
          .filter(maxAge => maxAge.ms < longest.ms)
          .map(
            maxAge =>
              `${at(['jobs', id, 'steps', index, 'with', 'max-age'])}: job "${id}": verify's \`max-age: ${maxAge.text}\` is shorter than the gate's \`reuse: ${longest.text}\`, so it refuses passes the gate reused: make max-age at least ${longest.text}`
          )
      )
    )
  )
}

/** A step's input written as a duration (`7d`): as written and in ms; none when it is not one, or an expression. */
function durationIn(step: Mapping, name: string): Array<{ text: string; ms: number }> {
  const text = literal(input(step, name))?.trim()
  const ms = text === undefined ? undefined : parseDuration(text)
  return text === undefined || ms === undefined ? [] : [{ text, ms }]
}
