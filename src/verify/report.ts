/**
 * What the verify action publishes: its two outputs, and a job summary a deployer reads when a
 * deploy is refused: the verdict first, what to do by why it failed, then one item per project
 * (the run, who signed it and on which ref, its age against max-age, the values pass-if read),
 * and each refused attestation once, with its reason. Run through the shared publisher list.
 */
import * as core from '@actions/core'
import { appendToSummary, link } from '../action/markdown.js'
import { PublishError, type Publisher } from '../action/publish.js'
import type { Acceptance, Refusal, SignedBy } from '../attestation/checked.js'
import { readCertifiedRun } from '../attestation/statement-read.js'
import { outcomeText, readingsText } from '../policy/report.js'
import { codeSpan, escapeMarkdown, shorten, shortSha } from '../lib/text.js'
import { VerifyOutput } from './inputs.js'
import { ageText, type ProjectFinding, type VerifyResult } from './judge.js'
import type { Vouched } from './vouch.js'

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

/**
 * The commit whose certification the accepted one was carried forward from by `paths`: no run was
 * made on this commit's content, only on that one's. Undefined for one made by a run on its content.
 */
function carriedFrom(accepted: Acceptance | undefined): string | undefined {
  if (accepted === undefined) return undefined
  const run = readCertifiedRun(accepted.predicate)
  return run.carried ? (run.restsOn?.commit ?? '(unnamed)') : undefined
}

/**
 * The `attestations` output: per project, the attestation used, its run, when it was decided, who signed it, and why.
 */
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
      'carried-from': carriedFrom(finding.accepted) ?? null,
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
      const { vouched } = result
      if (vouched?.attestationId !== undefined) core.setOutput(VerifyOutput.AttestationId, vouched.attestationId)
      if (vouched?.attestationUrl !== undefined) core.setOutput(VerifyOutput.AttestationUrl, vouched.attestationUrl)
      if (vouched?.bundlePath !== undefined) core.setOutput(VerifyOutput.BundlePath, vouched.bundlePath)
      if (vouched?.referrer !== undefined) core.setOutput(VerifyOutput.Referrer, vouched.referrer)
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

/**
 * The verdict, what to do, one item per project, then each refusal once. A list, not a table: a
 * table's cells do not break a signer's path, so it outgrew GitHub's page and hid behind a scrollbar.
 */
export function renderVerifySummary(result: VerifyResult): string {
  // Escaped: after bad input the commit (or image) is whatever the input held.
  const commit = escapeMarkdown(shortSha(result.commit))
  const image = result.image === undefined ? undefined : codeSpan(shorten(result.image, 200))
  const heading =
    image === undefined
      ? {
          passed: `Commit ${commit} is certified`,
          failed: `Commit ${commit} is not certified`,
          // With attest, an error after the commit passed is the image summary's, not the certification's.
          error:
            result.vouched === undefined
              ? `Commit ${commit}: the certification could not be checked`
              : `Commit ${commit} is certified, but the image's summary failed`
        }[result.verdict]
      : {
          passed: `Image ${image} is vouched for`,
          failed: `Image ${image} is not vouched for`,
          error: `Image ${image}: its summary could not be checked`
        }[result.verdict]
  const lines = [`## ${ICON[result.verdict]} ${heading}`, '']
  // A failed verdict's reasons are the items' and the refusals': the paragraph above them says only what to do.
  if (result.verdict === 'error' && result.reason !== undefined)
    lines.push(`**Why:** ${escapeMarkdown(shorten(result.reason, 2000))}`, '')
  if (result.hint !== undefined) lines.push(`**What to do:** ${escapeMarkdown(result.hint)}`, '')
  if (result.vouched !== undefined) lines.push(vouchedLine(result.vouched), '')
  if (result.findings.length === 0) return `${lines.join('\n').trimEnd()}\n`
  // The bar the values each item lists were read for, said once for all.
  const expression = result.findings
    .map(finding => (finding.accepted ?? toldInItem(finding)?.certified)?.policy?.expression)
    .find(Boolean)
  lines.push(
    `${escapeMarkdown(result.repository)}: ${plural(result.listed, 'attestation')} listed for the ${result.image === undefined ? 'commit' : 'image'}${result.listedIn === undefined ? '' : ` by the registry ${codeSpan(result.listedIn.registry)} (${escapeMarkdown(result.listedIn.how)})`}${expression === undefined ? '' : `, judged by pass-if ${escapeMarkdown(shorten(expression, 300))}`}.`,
    '',
    ...result.findings.flatMap(finding => findingItem(finding, result))
  )
  const told = new Set(result.findings.map(toldInItem))
  const refusals = uniqueRefusals(result.findings).filter(refusal => !told.has(refusal))
  if (refusals.length > 0) {
    lines.push('', '### Refused', '')
    for (const refusal of refusals.slice(0, REFUSALS_SHOWN)) lines.push(`- ${refusalLine(refusal)}`)
    if (refusals.length > REFUSALS_SHOWN)
      lines.push(`- and ${plural(refusals.length - REFUSALS_SHOWN, 'more refused attestation')}`)
  }
  return `${lines.join('\n')}\n`
}

/** `**Image:** `ghcr.io/acme/agent@sha256:…`: summary signed, stored with GitHub, attached in the registry.` */
function vouchedLine(vouched: Vouched): string {
  const done = [
    vouched.bundlePath === undefined ? 'not signed' : 'summary signed',
    vouched.attestationUrl === undefined ? undefined : link('stored with GitHub', vouched.attestationUrl),
    vouched.storeRefused === undefined ? undefined : 'GitHub did not store it',
    vouched.referrer === undefined
      ? undefined
      : vouched.alreadyAttached === true
        ? `attached in its registry already (referrer ${codeSpan(vouched.referrer)}, the same signer, commit and ` +
          `project): nothing pushed`
        : `attached in its registry (referrer ${codeSpan(vouched.referrer)})`
  ].filter(part => part !== undefined)
  return `**Image:** ${codeSpan(vouched.image)}: ${done.join(', ')}.`
}

/**
 * `- **proj-a**: ❌ failed, run r: pass-if is false`, then who signed it and what pass-if read, each on a line under it.
 */
function findingItem(finding: ProjectFinding, result: VerifyResult): string[] {
  const { accepted } = finding
  const told = toldInItem(finding)
  // What a genuine certification says, accepted, or refused only for its age or by pass-if.
  const certified = accepted ?? told?.certified
  const signedBy =
    accepted?.signedBy ?? told?.signedBy ?? finding.refused.find(refusal => refusal.signedBy !== undefined)?.signedBy
  const project = escapeMarkdown(finding.projectId ?? accepted?.projectId ?? 'any')
  const run = certified?.runId === undefined ? '' : `, run ${certified.runId}`
  const verdict = escapeMarkdown(
    `${ICON[finding.verdict]} ${finding.verdict}${run}${finding.verdict === 'failed' ? `: ${failedReason(finding)}` : ''}`
  )
  const readings =
    certified?.policy === undefined || certified.policy.readings.length === 0 ? undefined : certified.policy
  const age = finding.ageMs === undefined ? undefined : ageText(finding.ageMs, result.maxAgeMs)
  return [
    `- **${project}**: ${verdict}`,
    ...(signedBy?.workflow === undefined
      ? []
      : [`  - ${signedLine(signedBy.workflow, signedBy.sourceRef, result.repository, age)}`]),
    ...carriedLine(accepted),
    ...(readings === undefined ? [] : [`  - pass-if read ${escapeMarkdown(shorten(readingsText(readings), 200))}`])
  ]
}

/** `carried forward by `paths` from commit `abc`: …`, for an accepted certification no run was made on. */
function carriedLine(accepted: Acceptance | undefined): string[] {
  const from = carriedFrom(accepted)
  if (from === undefined) return []
  return [
    `  - **carried forward** by \`paths\` from commit ${codeSpan(shortSha(from))}: no run was made on this commit's ` +
      `content, only on that commit's, and nothing under \`paths\` changed between them`
  ]
}

/** The refusal a failed project's item tells whole: a genuine certification refused only for its age, or by pass-if. */
function toldInItem(finding: ProjectFinding): Refusal | undefined {
  return finding.decisive?.certified === undefined ? undefined : finding.decisive
}

/**
 * `signed by `.github/workflows/certification.yml@refs/heads/main` on `refs/heads/main`, 3s old (max-age 30d)`:
 * a workflow of the repository by its path; the signer and the ref in code spans, so that a copy
 * is the name signer-workflow and source-ref take.
 */
function signedLine(
  signer: string,
  sourceRef: string | undefined,
  repository: string,
  age: string | undefined
): string {
  const own = `${repository.toLowerCase()}/`
  const workflow = signer.toLowerCase().startsWith(own) ? signer.slice(own.length) : signer
  const ref = sourceRef === undefined ? '' : ` on ${codeSpan(shorten(sourceRef, 100))}`
  return `signed by ${codeSpan(shorten(workflow, 140))}${ref}${age === undefined ? '' : `, ${escapeMarkdown(age)}`}`
}

/** Why a project failed, in a few words: told in its item, or listed once below. */
function failedReason(finding: ProjectFinding): string {
  const refused = finding.refused.length
  if (refused === 0) return 'no certification found'
  const told = toldInItem(finding)
  if (told === undefined) return `${refused} found, ${refused === 1 ? 'refused' : 'each refused'} (below)`
  const others = refused === 1 ? '' : `; ${refused - 1} more refused (below)`
  return `${refusedBecause(told)}${others}`
}

/**
 * `signed longer ago than max-age`, `pass-if is false`: what refused a genuine certification, its facts being in its
 * item.
 */
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
  const who =
    claims.length === 0 ? 'An attestation' : `An attestation ${trusted ? 'of' : 'claiming'} ${claims.join(', ')}`
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
