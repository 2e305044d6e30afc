/**
 * The recipe checks on a folder of one's own workflow files: each file as a workflow (the deploy,
 * the timeouts and concurrency, the required check that must never pass without certifying), and
 * the files together (each verify asks for what a gate of the folder certifies, from a workflow
 * that signs). The pages' own conventions (one project id, permissions as small as a recipe's) are
 * not asked of a file: its jobs may do more than a recipe's.
 */
import { basename } from 'node:path'
import { YAMLError } from 'yaml'
import { deployProblems } from './deploy.ts'
import { gateInputProblems } from './gate-inputs.ts'
import { guardProblems } from './guards.ts'
import { lineLocator, lineOfText } from './locate.ts'
import {
  contextProblems,
  maxAgeProblems,
  repeatedDeployProblems,
  scheduledGateProblems,
  driftIssuePermissionProblems,
  stepInputProblems,
  triggerProblems,
  workflowRunProblems
} from './mistakes.ts'
import { serviceStep, unpairedReasons, type ServiceStep } from './pairing.ts'
import {
  jobsOfCheck,
  mergingEvents,
  pullRequestTargetProblems,
  requiredChecks,
  saysNotAGate,
  unskippableProblems
} from './required-check.ts'
import {
  gateSteps,
  input,
  readWorkflow,
  stepsOf,
  verifySteps,
  type Locate,
  type Mapping,
  type Workflow
} from './workflow.ts'

export interface WorkflowFile {
  /** The path as the person named it (their folder joined with the file's name), which starts each problem. */
  shownPath: string
  yaml: string
}

interface ReadFile extends WorkflowFile {
  workflow: Workflow
  at: Locate
}

/**
 * The jobs whose checks a ruleset requires: those `# Require this job: <check>` names, else every
 * job that runs the gate on an event that can merge (a gate there is a check someone requires).
 */
function requiredJobProblems(file: ReadFile): string[] {
  const { yaml, workflow, at } = file
  const marked = requiredChecks(yaml)
  const merging = mergingEvents(yaml)
  const problems = marked
    .filter(check => jobsOfCheck(workflow, check).length === 0)
    .map(
      check =>
        `${file.shownPath}:${lineOfText(yaml, /#\s*Require this job:/)}: \`# Require this job: ${check}\` names no job's check (a job's \`name:\`, else its id)`
    )
  const gates = workflow.on.some(event => merging.includes(event))
    ? workflow.jobs.filter(([, job]) => gateSteps(job).length > 0)
    : []
  const required =
    marked.length > 0 ? marked.flatMap(check => jobsOfCheck(workflow, check)) : saysNotAGate(yaml) ? [] : gates
  for (const [id, job] of required) problems.push(...unskippableProblems(workflow, id, job, merging, at))
  if (required.length > 0) problems.push(...pullRequestTargetProblems(workflow, `job "${required[0][0]}"`, at))
  return problems
}

/** The file as a workflow, or its one problem when it is not yaml; undefined when it is no workflow (no `jobs:`). */
function readFile(file: WorkflowFile): ReadFile | string | undefined {
  try {
    const workflow = readWorkflow(file.yaml)
    return workflow === undefined ? undefined : { ...file, workflow, at: lineLocator(file.yaml, file.shownPath) }
  } catch (error) {
    const line = error instanceof YAMLError ? (error.linePos?.[0].line ?? 1) : 1
    return `${file.shownPath}:${line}: not a workflow: the file is not YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`
  }
}

/** Each step of the folder that is a gate or verify, with where it is. */
function serviceStepsOf(files: ReadFile[]): { step: ServiceStep; raw: Mapping; id: string; where: string }[] {
  return files.flatMap(({ workflow, at }) =>
    workflow.jobs.flatMap(([id, job]) =>
      stepsOf(job).flatMap(({ step, index }) => {
        const read = serviceStep(step)
        return read === undefined ? [] : [{ step: read, raw: step, id, where: at(['jobs', id, 'steps', index]) }]
      })
    )
  )
}

/** Whether a workflow signs what it certifies: some gate step with `attest` true (or an expression, which may be). */
const signs = (workflow: Workflow) =>
  workflow.jobs.some(([, job]) =>
    gateSteps(job).some(step => /^(true|\$\{\{[\s\S]*\}\})$/i.test(String(input(step, 'attest') ?? '').trim()))
  )

/**
 * Why a verify's `signer-workflow`, when it names a workflow of this repository, names no file of the folder that
 * signs.
 */
function signerProblem(signer: unknown, files: ReadFile[]): string | undefined {
  const local = /^\.github\/workflows\/([^/@]+)(?:@\S+)?$/.exec(String(signer ?? '').trim())
  if (local === null) return undefined // empty (any workflow), or another repository's
  const file = files.find(({ shownPath }) => basename(shownPath) === local[1])
  if (file === undefined)
    return `\`signer-workflow: ${String(signer)}\` names no workflow of this folder, so no certification counts`
  if (!signs(file.workflow))
    return `\`signer-workflow: ${String(signer)}\` names a workflow with no gate step that has \`attest: true\`, so it signs nothing`
  return undefined
}

/** The folder's gates and verifies, paired: a verify must ask for what some gate of the folder certifies. */
function pairingProblems(files: ReadFile[]): string[] {
  const steps = serviceStepsOf(files)
  const gates = steps.filter(({ step }) => step.role === 'gate').map(({ step }) => step)
  if (gates.length === 0) return [] // the gate runs elsewhere (a central repository): nothing here to pair with
  const problems: string[] = []
  for (const { step, raw, id, where } of steps.filter(({ step }) => step.role === 'verify')) {
    const reasons = unpairedReasons(step, gates)
    const signer = signerProblem(input(raw, 'signer-workflow'), files)
    for (const reason of signer === undefined ? reasons : [...reasons, signer])
      problems.push(`${where}: job "${id}": verify's ${reason}`)
  }
  return problems
}

/** Every problem of the folder's workflow files, and how many of them run the gate or check a certification. */
export async function folderProblems(files: WorkflowFile[]): Promise<{ problems: string[]; using: number }> {
  const read = files.map(readFile)
  const workflows = read.filter((file): file is ReadFile => typeof file === 'object')
  const problems = read.filter((file): file is string => typeof file === 'string')
  for (const file of workflows) {
    problems.push(
      ...stepInputProblems(file.workflow, file.at),
      ...contextProblems(file.yaml, file.shownPath),
      ...triggerProblems(file.workflow, file.yaml, file.at),
      ...scheduledGateProblems(file.workflow, file.at),
      ...driftIssuePermissionProblems(file.workflow, file.at),
      ...deployProblems(file.workflow, file.at),
      ...guardProblems(file.workflow, file.at),
      ...requiredJobProblems(file)
    )
    // The gate's own refusal, where no check above already names that line in words fitter for it (`&` for `&&`).
    for (const refused of await gateInputProblems(file.workflow, file.at)) {
      const line = refused.slice(0, refused.indexOf(': ') + 1)
      if (!problems.some(problem => problem.startsWith(line))) problems.push(refused)
    }
  }
  problems.push(
    ...pairingProblems(workflows),
    ...workflowRunProblems(workflows),
    ...maxAgeProblems(workflows),
    ...repeatedDeployProblems(workflows)
  )
  const using = workflows.filter(({ workflow }) =>
    workflow.jobs.some(([, job]) => gateSteps(job).length > 0 || verifySteps(job).length > 0)
  )
  return { problems, using: using.length }
}
