/**
 * The verify action's verdict from the checked attestations: a commit passes when every
 * requested project (or, with none requested, any project) has at least one accepted
 * certification. Pure: the outputs and the summary are made from what it returns.
 */
import type { Checked } from '../attestation/check.js'

export type VerifyVerdict = 'passed' | 'failed' | 'error'

/** One requested project (or `undefined`: any project), and what was found for it. */
export interface ProjectFinding {
  projectId?: string
  verdict: 'passed' | 'failed'
  /** The accepted certification used, the newest by signed time. */
  accepted?: Extract<Checked, { accepted: true }>
  /** Each refused attestation that claims to be for this project (or any, with none requested). */
  refused: Array<Extract<Checked, { accepted: false }>>
  /** Why it counts or does not, for a person. */
  why: string
}

export interface VerifyResult {
  verdict: VerifyVerdict
  commit: string
  repository: string
  findings: ProjectFinding[]
  /** Every attestation listed for the commit's subject, before any check. */
  listed: number
  /** What went wrong, when no verdict could be had, or what to do, when it failed. */
  reason?: string
  hint?: string
}

/** The verdict per project, and the step's. */
export function judgeCommit(
  commit: string,
  repository: string,
  projectIds: readonly string[],
  checked: readonly Checked[],
  notes: { truncated: boolean; maybeUnreadable?: boolean }
): VerifyResult {
  const short = commit.slice(0, 7)
  const wanted: Array<string | undefined> = projectIds.length === 0 ? [undefined] : [...projectIds]
  const findings = wanted.map(projectId => {
    const mine = (item: Checked) => projectId === undefined || (item.accepted ? item.projectId : item.claimed.projectId) === projectId
    const accepted = checked
      .filter((item): item is Extract<Checked, { accepted: true }> => item.accepted && mine(item))
      .sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
    const refused = checked.filter((item): item is Extract<Checked, { accepted: false }> => !item.accepted && mine(item))
    const what = projectId === undefined ? 'any project' : `project ${projectId}`
    if (accepted.length > 0) {
      const [used] = accepted
      return {
        projectId,
        verdict: 'passed' as const,
        accepted: used,
        refused,
        why: `certified by run ${used.runId ?? '(unnamed)'} of ${used.projectId ?? 'an unnamed project'}, decided ${used.decidedAt}, signed ${used.signedAt.toISOString()}`
      }
    }
    const unreadable = notes.maybeUnreadable
      ? ` (GitHub answers the same when github-token cannot read ${repository}: pass a token that can)`
      : ''
    const why =
      refused.length === 0
        ? `no certification of ${what} for commit ${short}: run the certification workflow on it${unreadable}`
        : `no valid certification of ${what} for commit ${short}: ${refused.length} found, each refused (${refused[0].reason}${refused.length > 1 ? '; …' : ''})`
    return { projectId, verdict: 'failed' as const, refused, why }
  })
  const failed = findings.filter(finding => finding.verdict === 'failed')
  const result: VerifyResult = { verdict: failed.length === 0 ? 'passed' : 'failed', commit, repository, findings, listed: checked.length }
  if (failed.length > 0) {
    result.reason = `Commit ${short} of ${repository} is not certified: ${failed.map(finding => finding.why).join('; ')}.`
    result.hint =
      'Do not deploy it. Run the certification workflow on this commit (or pass the commit that was certified), then run this job again.'
  }
  if (notes.truncated) result.reason = `${result.reason ?? ''} Only the first 1,000 attestations of the commit were read.`.trim()
  return result
}
