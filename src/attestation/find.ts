/**
 * The certifications of one subject under a policy: list them from each source in turn (an image's
 * registry, then GitHub), choose each bundle's trust root, and check every entry. The one function
 * the verify action calls, and that anything else reading certifications calls: never a copy of it.
 */
import { abortReason, errorMessage } from '../lib/errors.js'
import { timeUp } from '../http/retry.js'
import type { JsonObject } from '../lib/json.js'
import type { Deadline, Logger, Random } from '../lib/runtime.js'
import { inertText, shortSha } from '../lib/text.js'
import type { GitHubApi } from '../github/api.js'
import { listAttestations, type Listing } from '../github/attestations.js'
import type { PassIf } from '../policy/pass-if.js'
import type { PolicyReport } from '../policy/report.js'
import { checkAttestation } from './check.js'
import type { CertificationPolicy, Checked } from './checked.js'
import type { ResourceDescriptor } from './statement.js'
import { customTrustRoots, publicTrustRoots, TrustRootError } from './trust-roots.js'

/** What a listing call is given: the deadline, cancellation, a log and jitter. */
export type ListingCall = { deadline: Deadline; signal: AbortSignal; logger: Logger; random: Random }

/** The entries one source listed, and who listed them, as a log line begins ("GitHub"). */
export type SourceListing = Listing & {
  by: string
  /** Said when none of them counts and the next source is read. */
  whenNoneCounts?: string
}

/**
 * Where certifications are listed. `list` gives the entries for a subject's digest in the signer
 * policy's repository, or undefined when this source has none to give (it says why itself).
 */
export interface CertificationSource {
  list(subjectDigest: string, repository: string, call: ListingCall): Promise<SourceListing | undefined>
}

/** GitHub's attestations API, through the step's one client. */
export function githubSource(github: GitHubApi): CertificationSource {
  return {
    list: async (digest, repository, call) => ({
      ...(await listAttestations(github, repository, digest, call)),
      by: 'GitHub'
    })
  }
}

export interface FindSources {
  /**
   * Asked in order: the entries of the first whose entries include one that is accepted are
   * judged; when none of a source's counts, the next is read. The last one's are judged whatever.
   */
  from: readonly CertificationSource[]
  /** A Sigstore trusted_root.json to verify against; absent, the public roots through TUF, cached in `cacheDir`. */
  trustedRootPath?: string
  /** For this job only: a stale cache must never shadow the starting root. */
  cacheDir: string
  signal: AbortSignal
  logger: Logger
  random: Random
  /** Entries to leave out before any is checked (another lookup reads them): neither checked nor counted. */
  skip?: (entry: unknown) => boolean
  /** The tree of a commit, as GitHub says: for a policy that names a tree (check.ts's tree rule). */
  treeOf?: (commit: string) => Promise<string>
}

/** What certifications are looked for: a commit, a tree or an image, by its digest. */
type FoundSubject = ResourceDescriptor & { name: string }

export interface Found {
  /** Every listed entry, accepted or refused with the reason. */
  checked: Checked[]
  /** Set when there were more pages than are read. */
  truncated: boolean
  /** GitHub answered 404 for the subject: none stored, or none the token may see. */
  noneFound: boolean
  /** The source whose entries were judged. */
  source?: CertificationSource
}

/**
 * Every attestation stored for `subject` in the signer policy's repository, each checked against
 * `policy` within `deadline`. GitHub's API, a trust root that cannot be had, or cancellation throw
 * (no verdict is possible); a bad entry is only ever refused.
 */
export async function findCertifications(
  subject: FoundSubject,
  policy: CertificationPolicy,
  deadline: Deadline,
  sources: FindSources
): Promise<Found> {
  const { signal, logger } = sources
  const { repository } = policy.signer
  logger.info(
    `Looking for ${policy.image === true ? "verify's summaries" : 'certifications'} of ${subject.name} ` +
      `(sha256:${subject.digest['sha256']}).`
  )
  const call = { deadline, signal, logger, random: sources.random }
  let found: Found | undefined
  for (const [index, source] of sources.from.entries()) {
    const listing = await source.list(`sha256:${subject.digest['sha256']}`, repository, call)
    if (listing === undefined) continue
    found = { ...(await checkListing(listing, { subject, policy, deadline, sources })), source }
    if (index === sources.from.length - 1 || found.checked.some(item => item.accepted)) return found
    if (listing.whenNoneCounts !== undefined) logger.info(listing.whenNoneCounts)
  }
  // The last source (GitHub) always lists: none listing anything is a mistake here, never "none found".
  if (found === undefined) throw new Error('no source listed the attestations')
  return found
}

/** Every entry of one source's listing, checked against `policy` within `deadline`, each said in the log. */
async function checkListing(
  listing: SourceListing,
  {
    subject,
    policy,
    deadline,
    sources
  }: { subject: FoundSubject; policy: CertificationPolicy; deadline: Deadline; sources: FindSources }
): Promise<Found> {
  const { logger } = sources
  const skipped = sources.skip === undefined ? 0 : listing.attestations.filter(sources.skip).length
  if (skipped > 0) listing.attestations = listing.attestations.filter(entry => !(sources.skip?.(entry) ?? false))
  const count = listing.attestations.length
  // The gate may look up two commits at once (its own and the base): each line names which.
  const commit = policy.signer.commit === undefined ? undefined : shortSha(policy.signer.commit)
  const ofCommit = commit === undefined ? '' : ` of commit ${commit}`
  const besides = skipped === 0 ? '' : ` besides ${skipped} read already`
  logger.info(
    `${listing.by} listed ${count} attestation${count === 1 ? '' : 's'}${besides} for ${commit === undefined ? 'it' : `commit ${commit}`}.`
  )
  const checked = await checkEach(listing.attestations, { subject, policy, deadline, sources })
  // What a signed statement names is the signer's text, never a workflow command: made inert.
  checked.forEach((item, index) =>
    logger.info(
      item.accepted
        ? `Attestation ${index + 1}${ofCommit}: accepted (project ${inertText(item.projectId ?? '?', 100)}, run ` +
            `${inertText(item.runId ?? '?', 100)}, signed by ${item.signedBy.workflow ?? '?'} on ` +
            `${item.signedBy.sourceRef ?? '?'}).`
        : `Attestation ${index + 1}${ofCommit}: refused: ${inertText(item.reason)}.`
    )
  )
  return { checked, truncated: listing.truncated, noneFound: listing.noneFound }
}

/** Each entry checked in turn, within `deadline`: an entry that cannot be checked is refused; no trust root is no verdict. */
async function checkEach(
  entries: unknown[],
  {
    subject,
    policy,
    deadline,
    sources
  }: { subject: FoundSubject; policy: CertificationPolicy; deadline: Deadline; sources: FindSources }
): Promise<Checked[]> {
  const { signal } = sources
  const trust =
    sources.trustedRootPath !== undefined
      ? await customTrustRoots(sources.trustedRootPath)
      : publicTrustRoots(sources.cacheDir, deadline)
  // Both public roots first, as gh does: a root that cannot be had is no verdict, whichever
  // instance the bundles turn out to come from.
  if (!trust.custom && entries.length > 0) await Promise.all([trust.material('public-good'), trust.material('github')])
  // Whatever else a check throws refuses that one entry; a trust root that cannot be had is no verdict.
  const refusedWhole = (error: unknown): Checked => {
    if (error instanceof TrustRootError) throw error
    return {
      accepted: false,
      kind: 'unreadable',
      claimed: {},
      reason: `it could not be checked: ${inertText(errorMessage(error), 200)}`
    }
  }
  const evaluate = (passIf: PassIf, predicate: JsonObject) => evaluatePassIf(passIf, predicate, deadline, signal)
  const checked: Checked[] = []
  const listed = entries.length
  for (const entry of entries) {
    if (signal.aborted) throw abortReason(signal)
    // However many are listed, and however long pass-if takes on each, the timeout bounds them all.
    if (deadline.remainingMs() <= 0)
      throw timeUp(
        `checking the ${listed} attestations listed for the commit`,
        undefined,
        ` ${checked.length} were checked.`
      )
    checked.push(
      await checkAttestation(entry, {
        trust,
        policy,
        subject,
        evaluate,
        treeOf: sources.treeOf,
        now: deadline.clock.now()
      }).catch(refusedWhole)
    )
  }
  return checked
}

/** pass-if over the predicate, bounded by the time left as the gate's is: the same engine and rules. */
async function evaluatePassIf(
  passIf: PassIf,
  predicate: JsonObject,
  deadline: Deadline,
  signal: AbortSignal
): Promise<PolicyReport> {
  const [{ policyReport }, { evaluateBounded }] = await Promise.all([
    import('../policy/pass-if.js'),
    import('../policy/bounded.js')
  ])
  return policyReport(passIf, predicate, await evaluateBounded(passIf, predicate, deadline, signal))
}
