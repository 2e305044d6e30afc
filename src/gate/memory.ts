/**
 * What the gate remembers: the signed certifications `attest: true` published. A certification of
 * this commit that may spare a run (`reuse`), and the base commit's, which `pass-if` compares with
 * (`base`). Both are listed and checked by attestation/'s findCertifications under a SignerPolicy:
 * the verify action's code and rules, never a copy. A lookup that fails says why in one line and
 * the gate goes on as if it had found nothing: it never fails the step, and never passes it.
 * Loaded only when `reuse` is set or `pass-if` names `base`.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Acceptance, SignedBy } from '../attestation/check.js'
import { findCertifications, type Found } from '../attestation/find.js'
import { parseSignerWorkflow, signerPolicy, type SignerWorkflow } from '../attestation/signer-policy.js'
import { commitSubject, outlineHoldsWhole, readCertifiedRun, type CertifiedRun } from '../attestation/statement.js'
import { GitHubApi } from '../github/api.js'
import type { GitHubContext } from '../github/context.js'
import { ApiError, DeadlineError } from '../http/errors.js'
import { formatDuration } from '../lib/duration.js'
import { errorClause } from '../lib/errors.js'
import type { JsonObject } from '../lib/json.js'
import { Deadline, systemClock, type Logger } from '../lib/runtime.js'
import { inertText, quotedValue } from '../lib/text.js'
import type { ActionConfig } from './config.js'
import type { Absence } from './results.js'
import { BASE_VARIABLE } from './inputs.js'

/** A lookup takes at most this long, and at most a quarter of the step's timeout: the run it may spare must still have time. */
export const LOOKUP_LIMIT_MS = 30_000
const LOOKUP_SHARE_OF_TIMEOUT = 0.25

/** The permissions reading attestations needs, as the job's YAML says them. */
export const READ_ATTESTATIONS_PERMISSIONS = 'permissions: { contents: read, attestations: read }'

/** A certification the gate found and verified: whose run, what it judged, signed when and by whom. */
export interface Remembered {
  projectId: string
  runId?: string
  /** The run record it signed (its predicate's `certification.run`); empty when it was left out. */
  record: JsonObject
  status?: string
  recordSha256?: string
  signedAt: Date
  signedBy: SignedBy
}

/** Every certification of a commit for one project that verifies, newest first; or why there are none to read. */
export type Recalled = { certifications: Remembered[]; commit: string } | { why: string; commit?: string; absence?: Absence }

/** What a gate may ask: used through this type, so that the gate's main path loads none of this module. */
export interface GateMemory {
  /** Certifications of this commit for `projectId`, signed within `reuse`, that verify as the verify action's would. */
  thisCommit(projectId: string): Promise<Recalled>
  /** Certifications of the base commit for `projectId`, of any age, never one signed on a pull request's ref. */
  baseCommit(projectId: string): Promise<Recalled>
}

export interface MemoryOptions {
  signal: AbortSignal
  logger: Logger
  random: () => number
  /** When the step's timeout runs out. */
  stepDeadline: Deadline
}

/**
 * The gate's memory for one step: each commit's attestations are listed and checked once, however
 * many gates ask, when first asked (this commit's before a run is started; the base's once it is).
 */
export function openMemory(config: ActionConfig, github: GitHubContext, options: MemoryOptions): GateMemory {
  const lookups = new Map<string, Promise<Found | { why: string }>>()
  let warnedAboutPermissions = false
  const { logger } = options

  const signer = signerOf(config, github)
  const find = (commit: string, purpose: Purpose, maxAgeMs: number | undefined) => {
    const key = `${commit} ${purpose} ${maxAgeMs}`
    const known = lookups.get(key)
    if (known !== undefined) return known
    const lookup = (async (): Promise<Found | { why: string }> => {
      if ('why' in signer) return signer
      if (config.githubToken === undefined) return { why: 'github-token is empty, so attestations cannot be listed' }
      const bound = lookupBound(config.timeoutMs, options.stepDeadline.remainingMs())
      const deadline = new Deadline(systemClock, bound.ms)
      try {
        return await findCertifications(
          commitSubject(github.serverUrl, signer.repository, commit),
          {
            signer: signerPolicy({
              serverUrl: github.serverUrl,
              repository: signer.repository,
              commit,
              signerWorkflow: signer.workflow,
              sourceRefs: config.sourceRefs,
              denySelfHostedRunners: config.denySelfHostedRunners,
              pullRequestRun: purpose === 'reuse' ? pullRequestRunOf(github) : undefined
            }),
            maxAgeMs,
            maxAgeInput: 'reuse'
          },
          deadline,
          {
            github: new GitHubApi({ apiUrl: github.apiUrl, token: config.githubToken, logger }),
            trustedRootPath: config.trustedRootPath,
            cacheDir: join(github.runnerTemp || tmpdir(), 'agent-certification-gate'),
            signal: options.signal,
            logger,
            random: options.random
          }
        )
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          if (!warnedAboutPermissions) {
            warnedAboutPermissions = true
            logger.warning(
              `The gate could not read this repository's attestations (GitHub answered ${error.status}), so it reuses nothing and compares with no base. ` +
                `Give the job the permission to read them (YAML, as it stands): ${READ_ATTESTATIONS_PERMISSIONS}`
            )
          }
          return { why: `GitHub refused to list the attestations (${error.status}): the job needs attestations: read` }
        }
        // The lookup's own bound, not the step's timeout, is what ran out, or cut the wait for an
        // answer short: say which, and how long it was.
        const detail =
          error instanceof DeadlineError && error.askedToWaitMs === undefined
            ? `${bound.text} ran out${error.lastError === undefined ? '' : `; last error: ${errorClause(error.lastError, 300)}`}`
            : error instanceof ApiError && error.kind === 'unreachable'
              ? `GitHub did not answer within ${bound.text}: ${errorClause(error, 300)}`
              : errorClause(error, 300)
        // Not the agent's doing, and it changes what the gate does: an annotation, once per commit looked up.
        if (!options.signal.aborted) {
          const { commit: which, so } = PURPOSE[purpose]
          logger.warning(`The gate could not read the signed certifications of ${which} ${commit} (${detail}). ${so}`)
        }
        return { why: `the attestations could not be read: ${detail}` }
      }
    })()
    lookups.set(key, lookup)
    return lookup
  }

  const recall = async (
    commit: string,
    purpose: Purpose,
    found: Promise<Found | { why: string }>,
    projectId: string
  ): Promise<Recalled> => {
    const result = await found
    if ('why' in result) return { why: result.why, commit, absence: 'unreadable' }
    // Past the pages read, a newer base may be listed: which certification is the base's cannot be told.
    if (purpose === 'base' && result.truncated) {
      return {
        why: `GitHub lists more attestations for it than are read (${result.checked.length}), so which is the newest cannot be told`,
        commit,
        absence: 'unreadable'
      }
    }
    const verified = result.checked
      .filter((checked): checked is Acceptance => checked.accepted && checked.projectId === projectId)
      .sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())
      .map(accepted => {
        const run = readCertifiedRun(accepted.predicate)
        return { accepted, run, unusable: unusableFor(purpose, run, config) }
      })
    const certifications = verified
      .filter(({ unusable }) => unusable === undefined)
      .map(({ accepted, run }) => remembered(accepted, run, projectId))
    if (certifications.length > 0) return { certifications, commit }
    const [first] = verified
    if (first?.unusable !== undefined) {
      const others = verified.length > 1 ? ` (and ${verified.length - 1} more of that project that do not count either)` : ''
      return {
        why: `the certification of run ${inertText(first.accepted.runId ?? '?', 100)} verifies, but ${first.unusable}${others}`,
        commit,
        absence: 'none-counts'
      }
    }
    return { ...noneFound(result, projectId), commit }
  }

  const base = github.baseCommit
  return {
    thisCommit(projectId) {
      const commit = github.commit?.sha
      if (commit === undefined) return Promise.resolve({ why: 'the workflow names no commit (GITHUB_SHA)' })
      // A signature on the commit ran that commit's workflow files: it speaks for this run only if
      // this run runs them too (on pull_request, the test-merge commit's, which the re-run rule covers).
      if (
        github.eventName !== 'pull_request' &&
        github.workflowSha !== undefined &&
        github.workflowSha.toLowerCase() !== commit.toLowerCase()
      ) {
        return Promise.resolve({
          why: `this ${inertText(github.eventName ?? 'workflow', 40)} run is on commit ${github.workflowSha}, not on the commit it certifies, so it runs other workflow files than a certification signed on that commit did`
        })
      }
      return recall(commit, 'reuse', find(commit, 'reuse', config.reuseMs), projectId)
    },
    baseCommit(projectId) {
      if (base === undefined) {
        const field = github.eventName === undefined ? undefined : BASE_FIELD[github.eventName]
        return Promise.resolve({
          why:
            field === undefined
              ? `a ${inertText(github.eventName ?? 'workflow', 40)} event has no base commit (only pull_request and merge_group have one)`
              : `the ${github.eventName} event names no base commit (${field})`
        })
      }
      return recall(base, 'base', find(base, 'base', undefined), projectId)
    }
  }
}

/**
 * How long one lookup may take, and that bound as a person is told it: at most LOOKUP_LIMIT_MS, a
 * quarter of the step's timeout, and what is left of it, whichever is least.
 */
export function lookupBound(timeoutMs: number, remainingMs: number): { ms: number; text: string } {
  const quarter = timeoutMs * LOOKUP_SHARE_OF_TIMEOUT
  const ms = Math.min(LOOKUP_LIMIT_MS, quarter, remainingMs)
  const which =
    remainingMs < Math.min(LOOKUP_LIMIT_MS, quarter)
      ? 'all that was left of timeout'
      : ms === LOOKUP_LIMIT_MS
        ? 'the most a lookup may take'
        : 'a quarter of timeout'
  return { ms, text: `the ${formatDuration(ms)} a lookup had (${which})` }
}

/**
 * What a lookup is for: `reuse` reads this commit's certifications, where a pull request's own run
 * counts for its re-run; `base` reads the base commit's, where it never does.
 */
type Purpose = 'reuse' | 'base'

/** Which commit each lookup reads, and what the gate does when it cannot. */
const PURPOSE: Record<Purpose, { commit: string; so: string }> = {
  reuse: { commit: 'this commit', so: 'Nothing is reused: a run is started, as without reuse.' },
  base: { commit: 'the base commit', so: '`base` is an empty map for pass-if.' }
}

/** Where the two events that have a base name it. */
const BASE_FIELD: Record<string, string> = { pull_request: 'pull_request.base.sha', merge_group: 'merge_group.base_sha' }

/** Whose certifications count: the repository's, signed by signer-workflow, or by the workflow that runs now. */
function signerOf(config: ActionConfig, github: GitHubContext): { repository: string; workflow: SignerWorkflow } | { why: string } {
  const { repository } = github
  if (repository === undefined) return { why: 'the workflow names no repository (GITHUB_REPOSITORY)' }
  if (config.signerWorkflow !== undefined) return { repository, workflow: config.signerWorkflow }
  // GITHUB_WORKFLOW_REF: `owner/repo/.github/workflows/file.yml@ref`. Any ref: a pull request's
  // own re-run and the push after the merge queue run the same file from different refs.
  const running = github.workflowRef === undefined ? undefined : parseSignerWorkflow(github.workflowRef.split('@')[0], repository)
  if (running === undefined || 'invalid' in running) {
    return { why: 'the running workflow is not known (GITHUB_WORKFLOW_REF), so neither is who must have signed: set signer-workflow' }
  }
  return { repository, workflow: running }
}

/** A pull request's run: the pull request and the test-merge commit it is on (GITHUB_SHA). */
function pullRequestRunOf(github: GitHubContext) {
  if (github.eventName !== 'pull_request' || github.pullRequest === undefined || github.workflowSha === undefined) return undefined
  return { number: github.pullRequest.number, commit: github.workflowSha }
}

function remembered(accepted: Acceptance, run: CertifiedRun, projectId: string): Remembered {
  return {
    projectId,
    runId: accepted.runId,
    record: run.record ?? {},
    status: run.status,
    recordSha256: run.recordSha256,
    signedAt: accepted.signedAt,
    signedBy: accepted.signedBy
  }
}

/**
 * Why a certification that verifies is still not one this gate may pass on (`reuse`) or compare
 * with (`base`), or undefined when it is: the project at another service; a run given to the
 * signing gate (run-id), which may have been started for any commit; or a record signed only in
 * outline, without a field the current pass-if reads whole.
 */
function unusableFor(purpose: Purpose, run: CertifiedRun, config: ActionConfig): string | undefined {
  if (run.serviceUrl !== config.baseUrl) {
    const service = run.serviceUrl === undefined ? 'a service it does not name' : quotedValue(run.serviceUrl, 200)
    return `it certifies the project at ${service}, not at ${config.baseUrl}`
  }
  if (run.runStartedHere !== true) {
    return 'its run was given to the gate that signed it (run-id), not started for the commit, so it may have been started for another'
  }
  const { passIf } = config
  if (run.runOmitted === undefined || passIf === undefined) return undefined
  const variable = purpose === 'reuse' ? passIf.variable : BASE_VARIABLE
  // The gate gives pass-if one other variable, base: its fields are the other fields.
  const paths = purpose === 'reuse' ? passIf.fieldPaths : passIf.otherFieldPaths
  const missing = passIf.readsWhole(variable)
    ? `${variable} as a whole`
    : paths.find(path => !outlineHoldsWhole(run.record ?? {}, path.keys))?.text
  if (missing === undefined) return undefined
  return `its signed record is not whole (${inertText(run.runOmitted, 200)}), and pass-if reads ${inertText(missing, 200)}, which it may not hold as the service reported it`
}

/** Why nothing listed counts, in one line: none listed, or the first refusal of this project's. */
function noneFound(found: Found, projectId: string): { why: string; absence: Absence } {
  const listed = found.checked.length
  if (listed === 0) return { why: 'GitHub lists no attestation for it', absence: 'none-listed' }
  const ofProject = found.checked.find(checked => !checked.accepted && checked.claimed.projectId === projectId)
  // A genuine one of this project, refused only as older than reuse allows, is named as such.
  const tooOld = found.checked.find(
    checked => !checked.accepted && checked.certified !== undefined && checked.claimed.projectId === projectId
  )
  if (tooOld !== undefined && !tooOld.accepted) {
    return {
      why: `the certification of run ${inertText(tooOld.certified?.runId ?? '?', 100)} verifies, but ${inertText(tooOld.reason, 300)}`,
      absence: 'none-counts'
    }
  }
  const accepted = found.checked.filter(checked => checked.accepted).length
  const base = `GitHub lists ${listed} attestation${listed === 1 ? '' : 's'} for it, none a certification of project ${inertText(projectId, 100)} that counts`
  if (ofProject !== undefined && !ofProject.accepted) {
    return { why: `${base} (one claiming to be was refused: ${inertText(ofProject.reason, 300)})`, absence: 'none-counts' }
  }
  return { why: accepted > 0 ? `${base} (${accepted} of other projects)` : base, absence: 'none-listed' }
}
