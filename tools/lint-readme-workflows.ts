/**
 * `npm run lint` runs this: every recipe in README.md, verify/README.md and docs/*.md that is a whole workflow (a yaml
 * block with a top-level `jobs:`) is checked by actionlint, like the files in .github/workflows, and
 * by the recipe checks of `workflow-checks/` (the same ones `npm run check-workflows` runs on a
 * folder of one's own files): what it means as a gate (`gateProblems`: a merge gate runs on
 * `pull_request` and `merge_group`, names the one job to require, that job can never be skipped,
 * and the workflow asks for no more permissions than the action needs; a deploy ships what it
 * verified), its timeouts and concurrency (`copiedWholeProblems`), and every snippet of every page
 * names the same project and service address (`pairingProblems`), and what the gate itself would refuse of a step's
 * inputs (`gateInputProblems`).
 * A recipe a person copies must work the first time. Exits non-zero, listing each problem as `file:line`, when one
 * fails.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { REPOSITORY_ROOT } from './action-runner.ts'
import { deployProblems } from './workflow-checks/deploy.ts'
import { guardProblems } from './workflow-checks/guards.ts'
import { serviceStep, stepsOfBlock } from './workflow-checks/pairing.ts'
import { gatePermissionProblems } from './workflow-checks/permissions.ts'
import {
  jobsOfCheck,
  mergingEvents,
  pullRequestTargetProblems,
  requiredChecks,
  saysNotAGate,
  unskippableProblems
} from './workflow-checks/required-check.ts'
import { runLint } from './workflow-checks/actionlint.ts'
import { gateSteps, readWorkflow, type Locate, type Mapping, type Workflow } from './workflow-checks/workflow.ts'
import { recipeDocuments, workflowRecipes, type Recipe } from './recipes.ts'

export { recipeDocuments, workflowRecipes, type Recipe } from './recipes.ts'

export async function lintRecipes(markdown: string, fileName = 'README.md'): Promise<string[]> {
  const problems: string[] = []
  for (const recipe of workflowRecipes(markdown)) {
    for (const result of await runLint(recipe.yaml, `${fileName}:${recipe.line}`)) {
      problems.push(`${fileName}:${recipe.line + result.line}:${result.column}: ${result.message} [${result.kind}]`)
    }
  }
  return problems
}

const recipePlace = (recipe: Recipe, fileName: string) =>
  `${fileName}:${recipe.line} (${recipe.heading || 'no heading'})`

/**
 * What the recipe's marks say about the check to require: a recipe that uses the gate names one
 * (`# Require this job: <check>`) or says `# Not a merge gate`; a merge gate runs on
 * `pull_request` and `merge_group`, and its one job of that check can never pass without certifying.
 */
function markedCheckProblems(yaml: string, workflow: Workflow, gateJobs: [string, Mapping][], at: Locate): string[] {
  const where = at([])
  const required = requiredChecks(yaml)
  if (required.length === 0) {
    if (saysNotAGate(yaml)) return []
    return [
      `${where}: job "${gateJobs[0][0]}" uses the action, but the recipe does not say which job to require: add a \`# Require this job: <check>\` comment (or \`# Not a merge gate\`)`
    ]
  }
  const problems: string[] = []
  if (required.length > 1)
    problems.push(`${where}: the recipe names ${required.length} jobs to require (${required.join(', ')}); name one`)
  const named = jobsOfCheck(workflow, required[0])
  const label = named.length === 1 ? `job "${named[0][0]}"` : `job "${required[0]}"`
  for (const event of ['pull_request', 'merge_group']) {
    if (!workflow.on.includes(event))
      problems.push(`${where}: ${label} is the check to require, but the workflow does not run on \`${event}\``)
  }
  problems.push(...pullRequestTargetProblems(workflow, label, at))
  if (named.length === 0) {
    const byId = workflow.jobs.find(([id]) => id === required[0])
    problems.push(
      byId !== undefined
        ? `${where}: job "${required[0]}" is to be required, but its check is named "${String(byId[1]['name'])}" (its \`name:\`)`
        : `${where}: job "${required[0]}" is to be required, but no job's check has that name`
    )
    return problems
  }
  if (named.length > 1) {
    problems.push(
      `${where}: ${named.length} jobs' checks are named "${required[0]}" (${named.map(([id]) => id).join(', ')}); require one`
    )
  }
  const [id, job] = named[0]
  return [...problems, ...unskippableProblems(workflow, id, job, mergingEvents(yaml), at)]
}

/**
 * What the recipe means as a gate. Each problem starts with the recipe's place and names the job it
 * is about. A recipe that neither gates nor verifies is not the gate's business, and has none.
 */
export function gateProblems(recipe: Recipe, fileName = 'README.md'): string[] {
  const where = recipePlace(recipe, fileName)
  const at: Locate = () => where
  let workflow: Workflow | undefined
  try {
    workflow = readWorkflow(recipe.yaml)
  } catch (error) {
    return [`${where}: the recipe is not YAML: ${error instanceof Error ? error.message : String(error)}`]
  }
  if (workflow === undefined) return []
  const problems = deployProblems(workflow, at)
  const gateJobs = workflow.jobs.filter(([, job]) => gateSteps(job).length > 0)
  if (gateJobs.length === 0) return problems
  return [
    ...problems,
    ...gatePermissionProblems(workflow, gateJobs, at),
    ...markedCheckProblems(recipe.yaml, workflow, gateJobs, at)
  ]
}

/** What a recipe must hold to keep working once copied whole (`guardProblems`). */
export function copiedWholeProblems(recipe: Recipe, fileName = 'README.md'): string[] {
  const where = recipePlace(recipe, fileName)
  try {
    const workflow = readWorkflow(recipe.yaml)
    return workflow === undefined ? [] : guardProblems(workflow, () => where)
  } catch {
    return [] // gateProblems says so
  }
}

/**
 * The one project id and the one variable for the service's address that every snippet uses, so that any two of them
 * pair.
 */
export const THE_PROJECT = 'proj-support-agent'
export const THE_SERVICE = '${{ vars.CERTIFICATION_BASE_URL }}'

/**
 * Whether the snippets of `markdown` pair with every other: each gate's `base-url` and verify's
 * `service-url` is THE_SERVICE, and each project id a gate or verify names is THE_PROJECT or an
 * expression (a variable, a matrix value); a gate of several projects names THE_PROJECT among
 * them. One snippet with another id or address would be refused by the other's half.
 */
export function pairingProblems(markdown: string, fileName = 'README.md'): string[] {
  const problems: string[] = []
  const block = /^```ya?ml\n([\s\S]*?)^```$/gm
  for (let match = block.exec(markdown); match !== null; match = block.exec(markdown)) {
    const line = markdown.slice(0, match.index).split('\n').length
    let parsed: unknown
    try {
      parsed = parse(match[1])
    } catch {
      continue
    }
    for (const step of stepsOfBlock(parsed).map(serviceStep)) {
      if (step === undefined) continue
      const where = `${fileName}:${line} (${step.role})`
      if (step.address !== THE_SERVICE) {
        problems.push(
          `${where}: \`${step.addressInput}: ${String(step.address)}\`, where every snippet uses \`${THE_SERVICE}\``
        )
      }
      const others = step.literalIds.filter(id => id !== THE_PROJECT)
      if (others.length > 0 && !(step.role === 'gate' && step.literalIds.includes(THE_PROJECT))) {
        problems.push(`${where}: \`project-id: ${others.join(', ')}\`, where every snippet names \`${THE_PROJECT}\``)
      }
    }
  }
  return problems
}

/** Every problem, actionlint's and the gate's, in every document under `root`. */
export async function checkDocuments(root: string = REPOSITORY_ROOT): Promise<{ recipes: number; problems: string[] }> {
  let recipes = 0
  const problems: string[] = []
  // The gate's own input checks run src/ as it is: loaded here, once the caller can load it (resolve-ts.ts by hand).
  const { gateInputProblems } = await import('./workflow-checks/gate-inputs.ts')
  for (const fileName of recipeDocuments(root)) {
    const markdown = readFileSync(join(root, fileName), 'utf8')
    recipes += workflowRecipes(markdown).length
    problems.push(...(await lintRecipes(markdown, fileName)))
    for (const recipe of workflowRecipes(markdown)) {
      problems.push(...gateProblems(recipe, fileName), ...copiedWholeProblems(recipe, fileName))
      const workflow = recipeWorkflow(recipe)
      if (workflow !== undefined)
        problems.push(...(await gateInputProblems(workflow, () => recipePlace(recipe, fileName))))
    }
    problems.push(...pairingProblems(markdown, fileName))
  }
  return { recipes, problems }
}

/** The recipe's workflow, or undefined when it is none or not YAML (gateProblems says so). */
function recipeWorkflow(recipe: Recipe): Workflow | undefined {
  try {
    return readWorkflow(recipe.yaml)
  } catch {
    return undefined
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await import('./resolve-ts.ts')
  const { recipes, problems } = await checkDocuments()
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  console.log(
    `✓ All ${recipes} workflow recipe(s) in README.md, verify/README.md and docs/*.md passed actionlint and the gate checks`
  )
}
