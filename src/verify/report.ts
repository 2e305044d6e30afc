/**
 * What the verify action publishes: its two outputs, and a job summary a deployer reads when a
 * deploy is refused: the verdict first, what to do by why it failed, then one row per project
 * (the run, who signed it and on which ref, its age against max-age, the values pass-if read),
 * and each refused attestation once, with its reason. Run through the shared publisher list.
 */
import * as core from '@actions/core'
import { appendToSummary } from '../action/markdown.js'
import { PublishError, type Publisher } from '../action/publish.js'
import type { Refusal, SignedBy } from '../attestation/check.js'
import { outcomeText, readingsText } from '../policy/report.js'
import { codeSpan, escapeMarkdown, shorten } from '../lib/text.js'
import { VerifyOutput } from './inputs.js'
import { ageText, type ProjectFinding, type VerifyResult } from './judge.js'

export interface VerifyPublishContext {
  result: VerifyResult & { failsStep: boolean }
}

const ICON = { passed: '✅', failed: '❌', error: '⚠️' } as const
/** Refused attestations listed one by one before the rest are counted. */
const REFUSALS_SHOWN = 20

/** Who signed, as the output names it: the workflow with its ref, the run's ref, the workflow's commit, the runner. */
function signedByOutput(signedBy: SignedBy | undefined) {
  return {
    'signer-workflow': signedBy?.workflow ?? null,
    'source-ref': signedBy?.sourceRef ?? null,
    'signer-digest': signedBy?.workflowCommit ?? null,
    'runner-environment': signedBy?.runnerEnvironment ?? null
  }
}

/** The `attestations` output: per project, the attestation used, its run, when it was decided, who signed it, and why. */
export function attestationsOutput(result: VerifyResult): string {
  return JSON.stringify(
    result.findings.map(finding => ({
      'project-id': finding.projectId ?? null,
      verdict: finding.verdict,
      'run-id': finding.accepted?.runId ?? null,
      'decided-at': finding.accepted?.decidedAt ?? null,
      'signed-at': finding.accepted?.signedAt.toISOString() ?? null,
      signer: finding.accepted?.signer ?? null,
      ...signedByOutput(finding.accepted?.signedBy),
      why: finding.why,
      refused: finding.refused.map(refusal => ({
        'project-id': refusal.claimed.projectId ?? null,
        'run-id': refusal.claimed.runId ?? null,
        ...signedByOutput(refusal.signedBy),
        reason: refusal.reason
      }))
    }))
  )
}

export const verifyOutputsPublisher: Publisher<VerifyPublishContext> = {
  what: 'the step outputs',
  publish({ result }) {
    try {
      core.setOutput(VerifyOutput.Verdict, result.verdict)
      core.setOutput(VerifyOutput.Attestations, attestationsOutput(result))
    } catch (error) {
      throw PublishError.runnerFile('the step outputs', 'GITHUB_OUTPUT', error)
    }
  }
}

export const verifySummaryPublisher: Publisher<VerifyPublishContext> = {
  what: 'the job summary',
  publish({ result }) {
    appendToSummary(renderVerifySummary(result))
  }
}

/** The verdict, what to do, one row per project, then each refusal once. */
export function renderVerifySummary(result: VerifyResult): string {
  // Escaped: after bad input the commit is whatever the input held.
  const commit = escapeMarkdown(result.commit.slice(0, 12))
  const heading = {
    passed: `Commit ${commit} is certified`,
    failed: `Commit ${commit} is not certified`,
    error: `Commit ${commit}: the certification could not be checked`
  }[result.verdict]
  const lines = [`## ${ICON[result.verdict]} ${heading}`, '']
  // A failed verdict's reasons are the rows' and the refusals': the paragraph above them says only what to do.
  if (result.verdict === 'error' && result.reason !== undefined) lines.push(`**Why:** ${escapeMarkdown(shorten(result.reason, 2000))}`, '')
  if (result.hint !== undefined) lines.push(`**What to do:** ${escapeMarkdown(result.hint)}`, '')
  if (result.findings.length === 0) return `${lines.join('\n').trimEnd()}\n`
  // The bar the values in the last column were read for, said once for every row.
  const expression = result.findings.map(finding => (finding.accepted ?? toldInRow(finding)?.certified)?.policy?.expression).find(Boolean)
  lines.push(
    `${escapeMarkdown(result.repository)}: ${plural(result.listed, 'attestation')} listed for the commit${expression === undefined ? '' : `, judged by pass-if ${escapeMarkdown(shorten(expression, 300))}`}.`,
    '',
    '| Project | Verdict | Run | Signed | pass-if read |',
    '| --- | --- | --- | --- | --- |',
    ...result.findings.map(finding => findingRow(finding, result))
  )
  const told = new Set(result.findings.map(toldInRow))
  const refusals = uniqueRefusals(result.findings).filter(refusal => !told.has(refusal))
  if (refusals.length > 0) {
    lines.push('', '### Refused', '')
    for (const refusal of refusals.slice(0, REFUSALS_SHOWN)) lines.push(`- ${refusalLine(refusal)}`)
    if (refusals.length > REFUSALS_SHOWN) lines.push(`- and ${plural(refusals.length - REFUSALS_SHOWN, 'more refused attestation')}`)
  }
  return `${lines.join('\n')}\n`
}

function findingRow(finding: ProjectFinding, result: VerifyResult): string {
  const { accepted } = finding
  const told = toldInRow(finding)
  // What a genuine certification says, accepted, or refused only for its age or by pass-if.
  const certified = accepted ?? told?.certified
  const signedBy = accepted?.signedBy ?? told?.signedBy ?? finding.refused.find(refusal => refusal.signedBy !== undefined)?.signedBy
  const cells = [
    escapeMarkdown(finding.projectId ?? accepted?.projectId ?? 'any'),
    escapeMarkdown(`${ICON[finding.verdict]} ${finding.verdict}${finding.verdict === 'failed' ? `: ${failedCell(finding)}` : ''}`),
    escapeMarkdown(certified?.runId ?? '—'),
    signedCell(signedBy, result.repository, finding.ageMs === undefined ? undefined : ageText(finding.ageMs, result.maxAgeMs)),
    escapeMarkdown(
      certified?.policy === undefined || certified.policy.readings.length === 0 ? '—' : shorten(readingsText(certified.policy), 200)
    )
  ]
  return `| ${cells.join(' | ')} |`
}

/** The refusal a failed project's row tells whole: a genuine certification refused only for its age, or by pass-if. */
function toldInRow(finding: ProjectFinding): Refusal | undefined {
  return finding.decisive?.certified === undefined ? undefined : finding.decisive
}

/**
 * The cell's Markdown, `by `.github/workflows/certification.yml@refs/heads/main` on `refs/heads/main`, 3s old (max-age 30d)`:
 * a workflow of the repository by its path; the signer and the ref in code spans, so that a copy
 * is the name signer-workflow and source-ref take.
 */
function signedCell(signedBy: SignedBy | undefined, repository: string, age: string | undefined): string {
  if (signedBy?.workflow === undefined) return '—'
  const own = `${repository.toLowerCase()}/`
  const workflow = signedBy.workflow.toLowerCase().startsWith(own) ? signedBy.workflow.slice(own.length) : signedBy.workflow
  const ref = signedBy.sourceRef === undefined ? '' : ` on ${codeSpan(shorten(signedBy.sourceRef, 100), { inTable: true })}`
  return `by ${codeSpan(shorten(workflow, 140), { inTable: true })}${ref}${age === undefined ? '' : `, ${escapeMarkdown(age)}`}`
}

/** Why a project failed, in a few words: told in its row, or listed once below the table. */
function failedCell(finding: ProjectFinding): string {
  const refused = finding.refused.length
  if (refused === 0) return 'no certification found'
  const told = toldInRow(finding)
  if (told === undefined) return `${refused} found, ${refused === 1 ? 'refused' : 'each refused'} (below)`
  const others = refused === 1 ? '' : `; ${refused - 1} more refused (below)`
  return `${refusedBecause(told)}${others}`
}

/** `signed longer ago than max-age`, `pass-if is false`: what refused a genuine certification, its facts being in the row. */
function refusedBecause(refusal: Refusal): string {
  const policy = refusal.certified?.policy
  if (refusal.kind === 'age' || policy === undefined) return 'signed longer ago than max-age'
  return `pass-if ${outcomeText(policy, { detail: policy.outcome !== 'stopped' })}`
}

/** `project p, run r, signed by `w`: reason`, as Markdown, naming what the attestation claims and who signed it. */
function refusalLine(refusal: Refusal): string {
  const claims = [
    refusal.claimed.projectId === undefined ? undefined : `project ${escapeMarkdown(refusal.claimed.projectId)}`,
    refusal.claimed.runId === undefined ? undefined : `run ${escapeMarkdown(refusal.claimed.runId)}`,
    refusal.signedBy?.workflow === undefined ? undefined : `signed by ${codeSpan(refusal.signedBy.workflow)}`
  ].filter(claim => claim !== undefined)
  // What a statement says of itself is only a claim until it is known to be signed by a signer this job trusts.
  const trusted = refusal.kind === 'statement' || refusal.kind === 'age' || refusal.kind === 'pass-if'
  const who = claims.length === 0 ? 'An attestation' : `An attestation ${trusted ? 'of' : 'claiming'} ${claims.join(', ')}`
  return `${who}: ${escapeMarkdown(shorten(refusal.reason, 300))}`
}

/** Each refusal once, though several projects (or none requested) may have counted it. */
function uniqueRefusals(findings: readonly ProjectFinding[]): Refusal[] {
  return [...new Set(findings.flatMap(finding => finding.refused))]
}

/** `1 attestation`, `3 attestations`. */
function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
