/**
 * What the verify action publishes: its two outputs and a job summary that says, per project,
 * what was found and why it counts or does not. Run through the same publisher list as the
 * gate's (`publishAll`), with the same markdown helpers.
 */
import * as core from '@actions/core'
import { escapeMarkdown, shorten } from '../lib/text.js'
import { appendToSummary } from '../action/markdown.js'
import { PublishError, type Publisher } from '../action/publish.js'
import type { SignedBy } from '../attestation/check.js'
import type { VerifyResult } from './judge.js'
import { VerifyOutput } from './inputs.js'

export interface VerifyPublishContext {
  result: VerifyResult & { failsStep: boolean }
}

const ICON = { passed: '✅', failed: '❌', error: '⚠️' } as const

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

/** The verdict first, then what to do, then one row per project and the refusals. */
export function renderVerifySummary(result: VerifyResult): string {
  const commit = result.commit.slice(0, 12)
  const heading =
    result.verdict === 'passed'
      ? `Commit ${commit} is certified`
      : result.verdict === 'failed'
        ? `Commit ${commit} is not certified`
        : `Commit ${commit}: the certification could not be checked`
  const lines = [`## ${ICON[result.verdict]} ${heading}`, '']
  // A failed verdict's reasons are the table's rows: said once, there.
  const failedProjects = result.findings.filter(finding => finding.verdict === 'failed').map(finding => finding.projectId ?? 'any project')
  if (result.verdict === 'failed' && failedProjects.length > 0) {
    lines.push(`**Why:** no valid certification of ${escapeMarkdown(failedProjects.join(', '))}; each row below says why.`, '')
  } else if (result.reason !== undefined) lines.push(`**Why:** ${escapeMarkdown(shorten(result.reason, 2000))}`, '')
  if (result.hint !== undefined) lines.push(`**What to do:** ${escapeMarkdown(result.hint)}`, '')
  if (result.findings.length > 0) {
    lines.push(
      `Repository ${escapeMarkdown(result.repository)}, ${result.listed} attestation(s) listed for the commit.`,
      '',
      '| Project | Verdict | Run | Decided | Signed by | Source ref | Why |',
      '| --- | --- | --- | --- | --- | --- | --- |'
    )
    for (const finding of result.findings) {
      const signedBy = finding.accepted?.signedBy ?? finding.refused.find(refusal => refusal.signedBy !== undefined)?.signedBy
      lines.push(
        `| ${escapeMarkdown(finding.projectId ?? 'any')} | ${ICON[finding.verdict]} ${finding.verdict} | ${escapeMarkdown(finding.accepted?.runId ?? '—')} | ${escapeMarkdown(finding.accepted?.decidedAt ?? '—')} | ${escapeMarkdown(shorten(signedBy?.workflow ?? '—', 160))} | ${escapeMarkdown(signedBy?.sourceRef ?? '—')} | ${escapeMarkdown(shorten(finding.why, 300))} |`
      )
    }
    const refusals = result.findings.flatMap(finding => finding.refused)
    const unique = refusals.filter((refusal, index) => refusals.indexOf(refusal) === index)
    if (unique.length > 0) {
      lines.push('', '### Refused', '')
      for (const refusal of unique.slice(0, 20)) {
        const who =
          refusal.claimed.projectId === undefined
            ? 'an attestation'
            : `an attestation that claims project ${refusal.claimed.projectId}, run ${refusal.claimed.runId ?? '?'}`
        lines.push(`- ${escapeMarkdown(who)}: ${escapeMarkdown(shorten(refusal.reason, 300))}`)
      }
      if (unique.length > 20) lines.push(`- and ${unique.length - 20} more`)
    }
  }
  return `${lines.join('\n')}\n`
}
