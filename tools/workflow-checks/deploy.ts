/**
 * What a deploy (a job that checks a certification, with the verify action or `gh attestation
 * verify`) must hold so that it ships what it verified: `concurrency`, so that two deploys never
 * run at once and an older one cannot land after a newer one; on `workflow_run`, the commit named
 * (`github.sha` is then the tip of the branch, not the commit that was certified); a checkout of
 * that very commit; and, with `gh`, the signing ref pinned exactly.
 */
import {
  checkoutSteps,
  hasConcurrency,
  input,
  isMapping,
  isVerifyAction,
  verifySteps,
  type Locate,
  type Mapping,
  type Workflow
} from './workflow.ts'

/** `${{ github.sha }}` is what a step gets when it names no commit: both read as undefined. */
function commitOrDefault(value: unknown): string | undefined {
  if (value === undefined) return undefined
  const text = String(value).trim()
  return /^\$\{\{\s*github\.sha\s*\}\}$/.test(text) ? undefined : text
}

/** The value of `--name` in a `gh` command line, with a `$VARIABLE` read from the step's `env:`. */
function ghFlag(step: Mapping, name: string): string | undefined {
  const match = new RegExp(`--${name}(?:=|\\s+)("[^"]*"|'[^']*'|[^\\s\\\\]+)`).exec(String(step['run']))
  if (match === null) return undefined
  const value = match[1].replace(/^(["'])([\s\S]*)\1$/, '$2')
  const variable = /^\$\{?(\w+)\}?$/.exec(value)
  const env = isMapping(step['env']) ? step['env'] : {}
  return variable !== null && env[variable[1]] !== undefined ? String(env[variable[1]]) : value
}

/**
 * The commit a verify step checks: verify's `commit`, or gh's `--source-digest`; `unknown` when a gh step names none.
 */
function verifiedCommit(step: Mapping): string | undefined | 'unknown' {
  if (isVerifyAction(step)) return commitOrDefault(input(step, 'commit'))
  const digest = ghFlag(step, 'source-digest')
  return digest === undefined ? 'unknown' : commitOrDefault(digest)
}

/**
 * `gh attestation verify` takes a certification signed on any ref unless one is pinned:
 * `--source-ref` and `--cert-identity` compare exactly; `--signer-workflow …@ref` is a prefix match
 * in some gh versions (`@refs/heads/main` also takes `@refs/heads/main-x`), so it does not count.
 */
function signingRefProblem(step: Mapping): string | undefined {
  if (isVerifyAction(step)) return undefined // its default already refuses other branches' signatures in image mode, and binds the commit
  if (ghFlag(step, 'source-ref') !== undefined || /@refs\//.test(ghFlag(step, 'cert-identity') ?? '')) return undefined
  const fix = 'add `--source-ref refs/heads/main`'
  return /@refs\//.test(ghFlag(step, 'signer-workflow') ?? '')
    ? `pins the signing ref only in \`--signer-workflow\`, which some gh versions match as a prefix (\`@refs/heads/main\` also takes \`@refs/heads/main-x\`): ${fix}`
    : `checks with \`gh attestation verify\` but pins no signing ref, so a certification signed on any branch counts: ${fix}`
}

/** The deploy problems of one job that checks a certification. */
function jobDeployProblems(workflow: Workflow, id: string, job: Mapping, at: Locate): string[] {
  const verifies = verifySteps(job)
  const problems: string[] = []
  if (!hasConcurrency(workflow, job)) {
    problems.push(
      `${at(['jobs', id])}: job "${id}" deploys after verify but sets no \`concurrency\`, so two deploys can run at once and an older commit can ship after a newer one`
    )
  }
  for (const { step, index } of verifies) {
    const problem = signingRefProblem(step)
    if (problem !== undefined) problems.push(`${at(['jobs', id, 'steps', index])}: job "${id}" ${problem}`)
  }
  const commit = verifies.map(({ step }) => verifiedCommit(step)).find(value => value !== undefined)
  if (workflow.on.includes('workflow_run') && commit === undefined) {
    const fix = verifies.some(({ step }) => isVerifyAction(step)) ? "set verify's `commit:" : 'pass gh `--source-digest'
    problems.push(
      `${at(['jobs', id])}: job "${id}" runs on \`workflow_run\` and verifies \`github.sha\` (the tip of the branch), not the commit that was certified: ${fix} \${{ github.event.workflow_run.head_sha }}\``
    )
  }
  if (commit === 'unknown') return problems
  for (const { step, index } of checkoutSteps(job)) {
    const ref = commitOrDefault(input(step, 'ref'))
    if (ref !== commit) {
      problems.push(
        `${at(['jobs', id, 'steps', index])}: job "${id}" checks out ${ref === undefined ? 'the default commit' : `\`${ref}\``}, not the commit verify checked${commit === undefined ? '' : ` (\`${commit}\`)`}: verify one commit, deploy another`
      )
    }
  }
  return problems
}

/** The problems of every job of `workflow` that checks a certification. */
export function deployProblems(workflow: Workflow, at: Locate): string[] {
  return workflow.jobs
    .filter(([, job]) => verifySteps(job).length > 0)
    .flatMap(([id, job]) => jobDeployProblems(workflow, id, job, at))
}
