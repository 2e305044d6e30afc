/**
 * The job a ruleset requires must never pass without certifying: a skipped job counts as a passed
 * check. Which check is required is said in the workflow's own text (`# Require this job: <check>`),
 * which both a recipe and a file may carry.
 */
import {
  GATE_ACTION,
  isAlways,
  isMapping,
  runsOnEvent,
  stepsUsing,
  type Locate,
  type Mapping,
  type Workflow
} from './workflow.ts'

/** The checks the text says to require (`# Require this job: <check>`), as GitHub names them. */
export const requiredChecks = (yaml: string) =>
  [...yaml.matchAll(/^\s*#\s*Require this job:\s*(.*?)\s*$/gm)].map(match => match[1])

/** Whether the text says it gates nothing (`# Not a merge gate`). */
export const saysNotAGate = (yaml: string) => /^\s*#\s*Not a merge gate\b/m.test(yaml)

/**
 * The events on which a change can reach the branch: a pull request's check, unless the text needs a required merge
 * queue.
 */
export const mergingEvents = (yaml: string) =>
  /^\s*#\s*Needs a required merge queue\b/m.test(yaml) ? ['merge_group'] : ['pull_request', 'merge_group']

/** The jobs whose check (the job's `name:`, else its id) is `check`. */
export const jobsOfCheck = (workflow: Workflow, check: string) =>
  workflow.jobs.filter(([id, job]) => (typeof job['name'] === 'string' ? job['name'] : id) === check)

const needsOf = (job: Mapping) =>
  typeof job['needs'] === 'string' ? [job['needs']] : Array.isArray(job['needs']) ? job['needs'].map(String) : []

/**
 * A required job skipped whole: a matrix (its checks carry the matrix values), an `if:` that can be false, `needs`
 * without `always()`.
 */
function jobSkipProblems(id: string, job: Mapping, where: string): string[] {
  const problems: string[] = []
  if (isMapping(job['strategy']) && job['strategy']['matrix'] !== undefined) {
    problems.push(
      `${where}: job "${id}" is a matrix, whose checks carry the matrix values; require a job that needs it, with \`if: always()\``
    )
  }
  if (job['if'] !== undefined && !isAlways(job['if'])) {
    problems.push(
      `${where}: job "${id}" can be skipped: its \`if: ${String(job['if'])}\` can be false, and a skipped required check counts as passed`
    )
  }
  const needs = needsOf(job)
  if (needs.length > 0 && !isAlways(job['if'])) {
    problems.push(
      `${where}: job "${id}" can be skipped: it needs ${needs.join(', ')} without \`if: always()\`, so it is skipped when one fails, and a skipped required check counts as passed`
    )
  }
  return problems
}

/** On each event in `merging` the workflow runs on, some gate step of the job must run. */
function gateStepSkipProblems(workflow: Workflow, id: string, job: Mapping, merging: string[], at: Locate): string[] {
  const gates = stepsUsing(job, GATE_ACTION)
  // A job that only reads the results of the jobs it needs is held by the other rules.
  if (gates.length === 0) return []
  const problems: string[] = []
  for (const event of merging.filter(event => workflow.on.includes(event))) {
    const runs = gates.map(({ step }) => runsOnEvent(step['if'], event))
    if (runs.includes(true)) continue
    const why = runs.includes(undefined) ? 'may be skipped by its `if:`' : 'is skipped by its `if:`'
    problems.push(
      `${at(['jobs', id, 'steps', gates[0].index])}: job "${id}" is the check to require, but on \`${event}\` its gate step ${why}, and the check then passes without certifying` +
        (event === 'pull_request'
          ? ': run the gate there too, or say `# Needs a required merge queue` at the top of the workflow'
          : '')
    )
  }
  return problems
}

/** A required job that needs others fails only if it reads their results (`needs.<job>.result`). */
function unreadNeedsProblems(id: string, job: Mapping, where: string): string[] {
  const needs = needsOf(job)
  if (needs.length === 0) return []
  const text = JSON.stringify(job)
  const unread = text.includes('needs.*.result') ? [] : needs.filter(need => !text.includes(`needs.${need}.result`))
  if (unread.length === 0) return []
  return [
    `${where}: job "${id}" does not read the result of ${unread.join(', ')} (\`needs.<job>.result\`), so it cannot fail unless every job it needs succeeded`
  ]
}

/** Every way the required job `id` can pass without certifying, on the events in `merging`. */
export function unskippableProblems(
  workflow: Workflow,
  id: string,
  job: Mapping,
  merging: string[],
  at: Locate
): string[] {
  const where = at(['jobs', id])
  return [
    ...jobSkipProblems(id, job, where),
    ...gateStepSkipProblems(workflow, id, job, merging, at),
    ...unreadNeedsProblems(id, job, where)
  ]
}

/** `pull_request_target` runs the base branch's workflow with secrets, on the pull request's code when checked out. */
export function pullRequestTargetProblems(workflow: Workflow, label: string, at: Locate): string[] {
  if (!workflow.on.includes('pull_request_target')) return []
  return [
    `${at(['on'])}: ${label}: the workflow runs on \`pull_request_target\`, which hands the key to the pull request's code`
  ]
}
