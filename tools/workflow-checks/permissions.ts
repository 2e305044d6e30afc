/**
 * A recipe's gate asks for no more than the action needs: `contents: read`, and each write scope
 * only with the input that uses it. Checked on the pages' recipes, not on an adopter's files,
 * whose gate job may hold other steps that need more.
 */
import { gateSteps, input, isMapping, type Locate, type Mapping, type Workflow } from './workflow.ts'

/**
 * Whether a gate step reads signed certifications: `reuse` set, `base` named in `pass-if` or `drift-if`, or
 * `drift-issue` (a night's figures beside the base's).
 */
const readsCertifications = (step: Mapping) =>
  isMapping(step['with']) &&
  ((input(step, 'reuse') !== undefined && String(input(step, 'reuse')).trim() !== '') ||
    String(input(step, 'drift-issue')).trim() === 'true' ||
    ['pass-if', 'drift-if'].some(name => /\bbase\b/.test(String(input(step, name) ?? ''))))

/**
 * What the gate's job may ask for; a scope with another value, or any other scope, is refused.
 * `when`: the step input that needs it; `readWhen`: the steps that need it at `read`.
 */
const PERMISSION_RULES: Record<
  string,
  { value: string; when?: { input: string; value: string }; readWhen?: (step: Mapping) => boolean }
> = {
  contents: { value: 'read' },
  'pull-requests': { value: 'write', when: { input: 'comment', value: 'true' } },
  'id-token': { value: 'write', when: { input: 'attest', value: 'true' } },
  issues: { value: 'write', when: { input: 'drift-issue', value: 'true' } },
  attestations: { value: 'write', when: { input: 'attest', value: 'true' }, readWhen: readsCertifications }
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
  const stepSets = (name: string, value: string) =>
    steps.some(step => {
      const set = isMapping(step['with']) ? String(input(step, name)).trim() : ''
      return set.toLowerCase() === value || /^\$\{\{[\s\S]*\}\}$/.test(set)
    })
  for (const [scope, raw] of Object.entries(permissions)) {
    const value = String(raw)
    if (value === 'none') continue
    const rule = PERMISSION_RULES[scope]
    if (rule === undefined || (value !== 'read' && value !== rule.value)) {
      problems.push(
        `${where} asks for \`${scope}: ${value}\`, which the gate does not need (it needs only \`contents: read\`)`
      )
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

/** The permissions of a workflow whose jobs `gateJobs` run the gate, and of each of those jobs. */
export function gatePermissionProblems(workflow: Workflow, gateJobs: [string, Mapping][], at: Locate): string[] {
  const problems = permissionProblems(
    workflow.root['permissions'],
    gateJobs.flatMap(([, job]) => gateSteps(job)),
    `${at(['permissions'])}: the workflow`
  )
  for (const [id, job] of gateJobs) {
    problems.push(...permissionProblems(job['permissions'], gateSteps(job), `${at(['jobs', id])}: job "${id}"`))
    // Reading certifications without the permission only ever warns and starts a run: a recipe must not do that.
    const effective = job['permissions'] ?? workflow.root['permissions']
    const attestations = isMapping(effective) ? String(effective['attestations'] ?? 'none') : 'none'
    if (gateSteps(job).some(readsCertifications) && attestations === 'none') {
      problems.push(
        `${at(['jobs', id])}: job "${id}" has a step that reads signed certifications (\`reuse\`, \`base\` in \`pass-if\`, or \`drift-issue\`), but no \`attestations: read\``
      )
    }
    if (workflow.root['permissions'] === undefined && job['permissions'] === undefined) {
      problems.push(
        `${at(['jobs', id])}: job "${id}" sets no \`permissions\`, so its token gets the repository's default; set \`contents: read\``
      )
    }
  }
  return problems
}
