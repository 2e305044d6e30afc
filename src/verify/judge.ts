/**
 * The verify action's verdict from the checked attestations: a commit passes when every
 * requested project (or, with none requested, any project) has at least one accepted
 * certification. Pure: the outputs and the summary are made from what it returns.
 */
import type { Acceptance, Checked, Refusal, RefusalKind } from '../attestation/checked.js'
import { formatDuration } from '../lib/duration.js'
import { inertText, shortSha } from '../lib/text.js'
import type { Vouched } from './vouch.js'

export type VerifyVerdict = 'passed' | 'failed' | 'error'

/**
 * Why a project is not certified, as what a deployer does about it differs: nothing was found;
 * what was found is forged, broken or signed by someone this job does not trust; it is too old;
 * or it is genuine and does not meet `pass-if`.
 */
export type FailureKind = 'none-found' | 'forged' | 'foreign' | 'too-old' | 'below-pass-if' | 'pass-if-unreadable'

/** One requested project (or `undefined`: any project), and what was found for it. */
export interface ProjectFinding {
  projectId?: string
  verdict: 'passed' | 'failed'
  /** The accepted certification used, the newest by signed time. */
  accepted?: Acceptance
  /** How long before the verdict the accepted certification was signed; or, failed, the genuine one refused. */
  ageMs?: number
  /** Each refused attestation that claims to be for this project (or any, with none requested). */
  refused: Refusal[]
  /** When it failed, the refusal closest to a certification: its kind decides what to do. */
  decisive?: Refusal
  /** Set when it failed: why, by what a person does about it. */
  failure?: FailureKind
  /** Why it counts or does not, for a person (the `attestations` output). */
  why: string
}

export interface VerifyResult {
  verdict: VerifyVerdict
  commit: string
  /** Set when an image was checked (`image`), by digest: then `commit` is empty. */
  image?: string
  repository: string
  findings: ProjectFinding[]
  /** Every attestation listed for the commit's subject, before any check. */
  listed: number
  /** Who listed them, when not GitHub: an image's registry, and how (its referrers API or tag). */
  listedIn?: { registry: string; how: string }
  /** max-age, when set: the summary shows each age against it. */
  maxAgeMs?: number
  /** What went wrong, when no verdict could be had, or what to do, when it failed. */
  reason?: string
  hint?: string
  /** With attest: true, what became of the image's summary. */
  vouched?: Vouched
}

/**
 * The refusal closest to a certification decides what to do: a genuine one below pass-if, then one too old, then the
 * rest.
 */
const CLOSENESS: Record<RefusalKind, number> = {
  'pass-if': 3,
  age: 2,
  statement: 1,
  signer: 1,
  signature: 1,
  unreadable: 1
}
const FAILURE_OF: Record<RefusalKind, FailureKind> = {
  'pass-if': 'below-pass-if',
  age: 'too-old',
  statement: 'foreign',
  signer: 'foreign',
  signature: 'forged',
  unreadable: 'foreign'
}

/** What to do about each kind of failure, after "Do not deploy it." */
export const ADVICE: Record<FailureKind, string> = {
  'none-found':
    'Run the certification workflow with attest: true on this commit (in the merge queue, or on a push to the ' +
    'branch you deploy), or deploy the commit that was certified.',
  forged:
    'Possible tampering: a signature listed for this commit does not verify, as one whose statement was edited ' +
    "after signing would not. Keep this log, and report it to whoever is responsible for the repository's " +
    'security; a new certification helps only once you know who listed this one.',
  foreign:
    'What is listed for this commit was not signed by a workflow this job trusts, or is not a certification of it: ' +
    'see each reason. If a reason names a signer you trust, name it in signer-workflow (and source-ref).',
  'too-old':
    "Certify this commit again (run the certification workflow on it; a gate's reuse longer than max-age would pass " +
    'on this same certification again), or raise max-age.',
  'below-pass-if':
    'The certification is genuine but does not meet pass-if, so a new run of the same agent will not help: fix the ' +
    'agent and certify a new commit, or change pass-if.',
  'pass-if-unreadable':
    'The certification is genuine, but pass-if could not be evaluated over it: it reads a field the certification ' +
    'does not hold (a gate with repeat signs predicate.certification.stats and runs, and run as the first of them; ' +
    'one signed in outline keeps what its own pass-if read). Nothing is wrong with the agent: make pass-if read ' +
    'what the gate signs (docs/attestations.md), or guard the field with has().'
}

/** What to do when an image has no summary at all: it was not vouched for by a release run. */
export const IMAGE_NONE_FOUND =
  'Deploy an image the release workflow vouched for (verify with attest: true on the commit it was built from), or ' +
  'run that workflow for this image; a rebuilt image has a new digest, and needs a summary of its own.'

/** What judging needs besides the entries: whether the list was cut short or maybe unreadable, max-age, and now. */
interface JudgeNotes {
  /** The image checked, by digest, when it is an image's summary that is looked for. */
  image?: string
  listedIn?: VerifyResult['listedIn']
  truncated: boolean
  maybeUnreadable?: boolean
  maxAgeMs?: number
  now: number
}

/** The verdict per project, and the step's. */
export function judgeCommit(
  commit: string,
  repository: string,
  projectIds: readonly string[],
  checked: readonly Checked[],
  notes: JudgeNotes
): VerifyResult {
  const wanted: Array<string | undefined> = projectIds.length === 0 ? [undefined] : [...projectIds]
  const findings = wanted.map(projectId => findingFor(projectId, checked, commit, repository, notes))
  const failed = findings.filter(finding => finding.verdict === 'failed')
  const result: VerifyResult = {
    verdict: failed.length === 0 ? 'passed' : 'failed',
    commit,
    repository,
    findings,
    listed: checked.length,
    ...(notes.listedIn === undefined ? {} : { listedIn: notes.listedIn }),
    maxAgeMs: notes.maxAgeMs,
    ...(notes.image === undefined ? {} : { image: notes.image })
  }
  if (failed.length > 0) {
    const what =
      notes.image === undefined
        ? `Commit ${shortSha(commit)} of ${repository} is not certified`
        : `Image ${notes.image} is not vouched for`
    result.reason = `${what}: ${failed.map(finding => finding.why).join('; ')}.`
    // Possible tampering is said first, whatever else a project's refusals were.
    const forged = failed.some(finding => finding.refused.some(refusal => refusal.kind === 'signature'))
    const advise = (kind: FailureKind) =>
      notes.image !== undefined && kind === 'none-found' ? IMAGE_NONE_FOUND : ADVICE[kind]
    const advice = [
      ...new Set([
        ...(forged ? [ADVICE.forged] : []),
        ...failed.map(finding => advise(finding.failure ?? 'none-found'))
      ])
    ]
    result.hint = `Do not deploy it. ${advice.join(' ')}`
  }
  if (notes.truncated)
    result.reason = `${result.reason ?? ''} Only the first 1,000 attestations of the commit were read.`.trim()
  return result
}

/** One project's finding: the newest certification that is accepted, or the refusal that came closest. */
function findingFor(
  projectId: string | undefined,
  checked: readonly Checked[],
  commit: string,
  repository: string,
  notes: JudgeNotes
): ProjectFinding {
  const short = notes.image === undefined ? `commit ${shortSha(commit)}` : `image ${notes.image}`
  const kind = notes.image === undefined ? 'certification' : 'summary'
  const { now } = notes
  const mine = (item: Checked) =>
    projectId === undefined || (item.accepted ? item.projectId : item.claimed.projectId) === projectId
  const accepted = checked
    .filter((item): item is Acceptance => item.accepted && mine(item))
    .sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
  const refused = checked.filter((item): item is Refusal => !item.accepted && mine(item))
  const what = projectId === undefined ? 'any project' : `project ${projectId}`
  if (accepted.length > 0) {
    const [used] = accepted
    return {
      projectId,
      verdict: 'passed',
      accepted: used,
      ageMs: Math.max(0, now - used.certifiedAt.getTime()),
      refused,
      why:
        `certified by run ${inertText(used.runId ?? '(unnamed)', 100)} of ` +
        `${inertText(used.projectId ?? 'an unnamed project', 100)}, decided ${used.decidedAt}, signed ` +
        `${used.signedAt.toISOString()}`
    }
  }
  if (refused.length === 0) {
    const unreadable = notes.maybeUnreadable
      ? ` (GitHub answers the same when github-token cannot read ${repository}: pass a token that can)`
      : ''
    return {
      projectId,
      verdict: 'failed',
      refused,
      failure: 'none-found',
      why: `no ${kind} of ${what} for ${short}${unreadable}`
    }
  }
  const closest = refused.reduce((best, refusal) => (CLOSENESS[refusal.kind] > CLOSENESS[best.kind] ? refusal : best))
  const signedAt = closest.certified?.signedAt
  return {
    projectId,
    verdict: 'failed',
    refused,
    decisive: closest,
    ...(signedAt === undefined ? {} : { ageMs: Math.max(0, now - signedAt.getTime()) }),
    // pass-if that could not be read over a genuine certification says nothing of the agent: its own advice.
    failure:
      closest.kind === 'pass-if' && closest.certified?.policy?.outcome === 'error'
        ? 'pass-if-unreadable'
        : FAILURE_OF[closest.kind],
    why:
      `no valid ${kind} of ${what} for ${short}: ${refused.length} found, ` +
      `${refused.length === 1 ? 'refused' : 'each refused'} (${closest.reason}${refused.length > 1 ? '; …' : ''})`
  }
}

/** `3m 07s old`, `2d 04h old`, with max-age beside it when set: `3m 07s old (max-age 30d)`. */
export function ageText(ageMs: number, maxAgeMs?: number): string {
  return `${longDuration(ageMs)} old${maxAgeMs === undefined ? '' : ` (max-age ${longDuration(maxAgeMs)})`}`
}

/** A duration that may run to days, as max-age does: `30d`, `2d 04h`, else as formatDuration says it. */
function longDuration(ms: number): string {
  const days = Math.floor(ms / 86_400_000)
  if (days === 0) return formatDuration(ms)
  const hours = Math.floor((ms % 86_400_000) / 3_600_000)
  return hours === 0 ? `${days}d` : `${days}d ${String(hours).padStart(2, '0')}h`
}
