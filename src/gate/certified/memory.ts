/**
 * What the gate remembers: the signed certifications `attest: true` published. It runs the
 * lookups (lookup.ts) through a finder (attestation/'s findCertifications: the verify action's
 * code and rules, never a copy), once per commit however many gates ask, and hands what was found
 * to the choosing (choose.ts). A lookup that fails says why in one line and the gate goes on as if
 * it had found nothing: it never fails the step, and never passes it. Loaded only when `reuse` is
 * set or `pass-if` names `base`.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findCertifications, type Found } from '../../attestation/find.js'
import { GitHubApi } from '../../github/api.js'
import type { GitHubContext } from '../../github/context.js'
import { ApiError, DeadlineError } from '../../http/errors.js'
import { formatDuration } from '../../lib/duration.js'
import { errorClause } from '../../lib/errors.js'
import { Deadline, type Logger } from '../../lib/runtime.js'
import type { ActionConfig } from '../config.js'
import { chooseCertifications, type Recalled } from './choose.js'
import { ancestorLookup, baseLookup, reuseLookup, treeLookup, type Lookup, type NoLookup, type Purpose } from './lookup.js'
import { BASE_ANCESTORS, LOOKUP_LIMIT_MS, LOOKUP_SHARE_OF_TIMEOUT, READ_ATTESTATIONS_PERMISSIONS } from '../names.js'
import { firstParentHistory, treeOf, type CommitSeen } from '../../github/commits.js'
import { changedFiles, COMPARE_FILES_LIMIT } from '../../github/compare.js'
import { inertText } from '../../lib/text.js'
import { parseJson, readPath } from '../../lib/json.js'
import { commitSubjectName } from '../../attestation/statement.js'
import type { Acceptance, Checked, Refusal } from '../../attestation/check.js'

export type { Recalled, Remembered } from './choose.js'

/** What a gate may ask: used through this type, so that the gate's main path loads none of this module. */
export interface GateMemory {
  /** Certifications of this commit for `projectId`, signed within `reuse`, that verify as the verify action's would. */
  thisCommit(projectId: string): Promise<Recalled>
  /**
   * Certifications of the base commit for `projectId`, of any age, never one signed on a pull
   * request's ref. `look`: 0 for the first listing; n lists it again, once for every gate asking n.
   */
  baseCommit(projectId: string, look?: number): Promise<Recalled>
  /** The base commit and at most BASE_ANCESTORS of its first parents, newest first; or why they cannot be read. */
  baseHistory(): Promise<BaseHistory>
  /** Certifications of an ancestor of the base commit, read as the base commit's are. */
  ancestorCommit(projectId: string, commit: string): Promise<Recalled>
  /**
   * Certifications of the git tree this run is on, signed within `reuse`, each made by a run on a
   * commit GitHub says has that tree; `commit` is the tree.
   */
  thisTree(projectId: string): Promise<Recalled>
  /** The files changed from `commit` to the commit this run is on (GITHUB_SHA), or why they cannot be told whole. */
  changesSince(commit: string): Promise<{ files: string[] } | NoLookup>
}

/** The base commit's first-parent history, or why it cannot be read. */
export type BaseHistory = { commits: CommitSeen[]; cutShort?: boolean } | NoLookup

/** Lists and checks the certifications of a lookup's subject: findCertifications, or a stand-in in tests. */
export type Finder = typeof findCertifications

export interface MemoryOptions {
  signal: AbortSignal
  logger: Logger
  random: () => number
  /** The step's one deadline: every lookup's bound is cut from it, on its clock. */
  stepDeadline: Deadline
  /** findCertifications unless a test passes another. */
  find?: Finder
  /** Listed entries a lookup leaves out before checking (FindSources.skip). */
  skip?: (entry: unknown) => boolean
}

/**
 * The gate's memory for one step: each commit's attestations are listed and checked once, however
 * many gates ask, when first asked (this commit's before a run is started; the base's once it is).
 */
export function openMemory(config: ActionConfig, github: GitHubContext, options: MemoryOptions): GateMemory {
  const found = new Map<string, Promise<Found | NoLookup>>()
  const warnings = new Set<string>()
  const warnOnce = (message: string, key = message) => {
    if (warnings.has(key)) return
    warnings.add(key)
    options.logger.warning(message)
  }
  const recall = async (lookup: Lookup | NoLookup, projectId: string, look = 0): Promise<Recalled> => {
    if ('why' in lookup) return lookup
    const key = `${lookup.commit} ${lookup.purpose} ${look}`
    if (!found.has(key)) found.set(key, runLookup(lookup, config, github, options, warnOnce))
    const result = await (found.get(key) as Promise<Found | NoLookup>)
    if ('why' in result) return result
    return chooseCertifications(result, lookup, projectId, config, options.stepDeadline.clock.now())
  }
  const reuse = reuseLookup(config, github)
  const base = baseLookup(config, github)
  let history: Promise<BaseHistory> | undefined
  let byTree: Promise<{ found: Found; lookup: Lookup } | NoLookup> | undefined
  return {
    changesSince: commit => readChanges(commit, config, github, options),
    thisTree: async projectId => {
      const result = await (byTree ??= findByTree(config, github, options, warnOnce))
      if ('why' in result) return result
      return chooseCertifications(result.found, result.lookup, projectId, config, options.stepDeadline.clock.now())
    },
    thisCommit: projectId => recall(reuse, projectId),
    baseCommit: (projectId, look) => recall(base, projectId, look),
    baseHistory: () => (history ??= readHistory(base, config, github, options, warnOnce)),
    ancestorCommit: (projectId, commit) => recall(ancestorLookup(config, github, commit), projectId)
  }
}

/**
 * The certifications of this run's tree, each accepted one kept only when GitHub says the commit
 * its signing run was on has that tree: a statement's word for its tree is never taken.
 */
async function findByTree(
  config: ActionConfig,
  github: GitHubContext,
  options: MemoryOptions,
  warnOnce: (message: string, key?: string) => void
): Promise<{ found: Found; lookup: Lookup } | NoLookup> {
  const { githubToken } = config
  const { repository, workflowSha } = github
  if (githubToken === undefined || repository === undefined || workflowSha === undefined) {
    return { why: "the run's tree cannot be read without github-token, GITHUB_REPOSITORY and GITHUB_SHA", absence: 'unreadable' }
  }
  const { logger, signal, random, stepDeadline } = options
  const api = new GitHubApi({ apiUrl: github.apiUrl, token: githubToken, logger })
  const bound = lookupBound(config.timeoutMs, stepDeadline.remainingMs())
  const context = { deadline: new Deadline(stepDeadline.clock, bound.ms), signal, logger, random }
  const trees = new Map<string, Promise<string>>()
  const treeOfCommit = (commit: string) => {
    if (!trees.has(commit.toLowerCase())) trees.set(commit.toLowerCase(), treeOf(api, repository, commit, context))
    return trees.get(commit.toLowerCase()) as Promise<string>
  }
  let tree: string
  try {
    tree = github.workflowTree ?? (await treeOfCommit(workflowSha))
  } catch (error) {
    return { why: `the tree of commit ${workflowSha.slice(0, 12)} could not be read: ${errorClause(error, 300)}`, absence: 'unreadable' }
  }
  if (github.workflowTree !== undefined) trees.set(workflowSha.toLowerCase(), Promise.resolve(tree))
  const lookup = treeLookup(config, github, tree)
  if ('why' in lookup) return lookup
  // A statement about this commit was read by its own lookup, under its rules: not again by tree.
  const ofThisCommit = github.commit === undefined ? undefined : commitSubjectName(github.serverUrl, repository, github.commit.sha)
  const found = await runLookup(lookup, config, github, { ...options, skip: entry => namesSubjectName(entry, ofThisCommit) }, warnOnce)
  if ('why' in found) return found
  const checked = await Promise.all(found.checked.map(entry => (entry.accepted ? onTree(entry, tree, treeOfCommit) : entry)))
  return { found: { ...found, checked }, lookup }
}

/** Whether a listed entry's statement, as it claims (unverified: only ever to leave it out), names the subject `name`. */
function namesSubjectName(entry: unknown, name: string | undefined): boolean {
  if (name === undefined) return false
  const payload = readPath(entry, ['bundle', 'dsseEnvelope', 'payload'])
  if (typeof payload !== 'string') return false
  const subjects = readPath(parseJson(Buffer.from(payload, 'base64').toString('utf8')), ['subject'])
  return Array.isArray(subjects) && subjects.some(subject => readPath(subject, ['name']) === name)
}

/** An accepted certification of a tree, refused unless GitHub says its signing run's commit has that tree. */
async function onTree(accepted: Acceptance, tree: string, treeOfCommit: (commit: string) => Promise<string>): Promise<Checked> {
  const commit = accepted.signedBy.sourceCommit
  const refused = (reason: string): Refusal => ({
    accepted: false,
    kind: 'statement',
    claimed: accepted.claimed,
    reason,
    signedBy: accepted.signedBy
  })
  if (commit === undefined || !/^[0-9a-f]{40}$/i.test(commit))
    return refused('its certificate names no commit its run was on, so its tree cannot be told')
  try {
    const actual = await treeOfCommit(commit)
    if (actual === tree) return accepted
    return refused(
      `it names tree ${tree.slice(0, 12)}, but the commit its run was on (${commit.slice(0, 12)}) has tree ${actual.slice(0, 12)}, as GitHub says`
    )
  } catch (error) {
    return refused(`the tree of the commit its run was on (${commit.slice(0, 12)}) could not be read: ${errorClause(error, 200)}`)
  }
}

/** The files changed from `from` to GITHUB_SHA, whole, or why not: a list GitHub may have cut short is never one. */
async function readChanges(
  from: string,
  config: ActionConfig,
  github: GitHubContext,
  options: MemoryOptions
): Promise<{ files: string[] } | NoLookup> {
  const { githubToken } = config
  const { repository, workflowSha } = github
  if (githubToken === undefined || repository === undefined || workflowSha === undefined) {
    return { why: 'what changed cannot be read without github-token, GITHUB_REPOSITORY and GITHUB_SHA', absence: 'unreadable' }
  }
  const { logger, signal, random, stepDeadline } = options
  const bound = lookupBound(config.timeoutMs, stepDeadline.remainingMs())
  try {
    const api = new GitHubApi({ apiUrl: github.apiUrl, token: githubToken, logger })
    const changes = await changedFiles(api, repository, from, workflowSha, {
      deadline: new Deadline(stepDeadline.clock, bound.ms),
      signal,
      logger,
      random
    })
    if (changes.whole) return { files: changes.files }
    const why =
      changes.status === 'ahead' || changes.status === 'identical'
        ? `GitHub lists ${COMPARE_FILES_LIMIT} or more changed files, so the list may be cut short`
        : `commit ${from.slice(0, 12)} is not an ancestor of this run's commit (GitHub compares them as ${inertText(changes.status, 40)})`
    return { why, commit: from, absence: 'unreadable' }
  } catch (error) {
    return {
      why: `what changed since ${from.slice(0, 12)} could not be read: ${errorClause(error, 300)}`,
      commit: from,
      absence: 'unreadable'
    }
  }
}

/** The base commit's first-parent history from GitHub, within a lookup's bound; a failure becomes why. */
async function readHistory(
  base: Lookup | NoLookup,
  config: ActionConfig,
  github: GitHubContext,
  options: MemoryOptions,
  warnOnce: (message: string, key?: string) => void
): Promise<BaseHistory> {
  if ('why' in base) return base
  const { commit } = base
  if (config.githubToken === undefined || github.repository === undefined) {
    return { why: "github-token is empty, so the base commit's history cannot be read", commit, absence: 'unreadable' }
  }
  const { logger, signal, random, stepDeadline } = options
  const bound = lookupBound(config.timeoutMs, stepDeadline.remainingMs())
  try {
    const api = new GitHubApi({ apiUrl: github.apiUrl, token: config.githubToken, logger })
    const deadline = new Deadline(stepDeadline.clock, bound.ms)
    return await firstParentHistory(api, github.repository, commit, BASE_ANCESTORS, { deadline, signal, logger, random })
  } catch (error) {
    const why = failureWhy(error, { ...base, label: 'the history of the base commit' }, bound.text, signal, warnOnce, 'its history')
    return { why, commit, absence: 'unreadable', ...(refusedToken(error) ? { refused: true } : {}) }
  }
}

/** One lookup through the finder, within its bound; a failure becomes why, said once as a warning. */
async function runLookup(
  lookup: Lookup,
  config: ActionConfig,
  github: GitHubContext,
  options: MemoryOptions,
  warnOnce: (message: string, key?: string) => void
): Promise<Found | NoLookup> {
  const { commit } = lookup
  if (config.githubToken === undefined) {
    return { why: 'github-token is empty, so attestations cannot be listed', commit, absence: 'unreadable' }
  }
  const { logger, stepDeadline } = options
  const bound = lookupBound(config.timeoutMs, stepDeadline.remainingMs())
  try {
    const found = await (options.find ?? findCertifications)(lookup.subject, lookup.policy, new Deadline(stepDeadline.clock, bound.ms), {
      github: new GitHubApi({ apiUrl: github.apiUrl, token: config.githubToken, logger }),
      trustedRootPath: config.trustedRootPath,
      cacheDir: join(github.runnerTemp || tmpdir(), 'agent-certification-gate'),
      signal: options.signal,
      logger,
      random: options.random,
      skip: options.skip
    })
    warnOfForgery(found, lookup, warnOnce)
    return found
  } catch (error) {
    const why = failureWhy(error, lookup, bound.text, options.signal, warnOnce)
    return { why, commit, absence: 'unreadable', ...(refusedToken(error) ? { refused: true } : {}) }
  }
}

/**
 * A signature that does not verify is possible tampering, not a signer to trust: said as a
 * warning (an annotation on the run), once per commit, besides the log's line for the entry.
 */
function warnOfForgery(found: Found, lookup: Lookup, warnOnce: (message: string, key?: string) => void): void {
  const forged = found.checked.filter(checked => !checked.accepted && checked.kind === 'signature')
  if (forged.length === 0) return
  const [first] = forged
  const reason = first.accepted ? '' : inertText(first.reason, 200)
  warnOnce(
    `Possible tampering: ${forged.length === 1 ? 'an attestation' : `${forged.length} attestations`} listed for ${lookup.label} ${lookup.commit} ${forged.length === 1 ? 'has a signature that does not verify' : 'have signatures that do not verify'} (${reason}). ` +
      "Nothing was reused on it. Do not deploy on its strength, and report it to whoever is responsible for the repository's security.",
    `forged ${lookup.commit}`
  )
}

/** GitHub refused the token: the job lacks the permission to read attestations. */
function refusedToken(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}

/** What the gate does when a lookup for each purpose cannot be read. */
const WHEN_UNREADABLE: Record<Purpose, string> = {
  reuse: 'Nothing is reused: a run is started, as without reuse.',
  tree: 'Nothing is reused by tree: a run is started, as without reuse.',
  base: 'pass-if names base, so it cannot judge the run: the step fails rather than pass without the comparison.'
}

/**
 * Why a lookup failed, in one line; said as a warning too (not the agent's doing, and it changes
 * what the gate does), once per commit, and once in all for a missing permission.
 */
function failureWhy(
  error: unknown,
  lookup: Lookup,
  boundText: string,
  signal: AbortSignal,
  warnOnce: (message: string, key?: string) => void,
  what = 'the attestations'
): string {
  if (refusedToken(error)) {
    warnOnce(
      `The gate could not read this repository's attestations (GitHub answered ${error.status}), so it reuses nothing, and a pass-if that names base cannot judge the run. ` +
        `Give the job the permission to read them (YAML, as it stands): ${READ_ATTESTATIONS_PERMISSIONS}`,
      'permissions'
    )
    return what === 'the attestations'
      ? `GitHub refused to list the attestations (${error.status}): the job needs attestations: read`
      : `GitHub refused to read ${what} (${error.status}): the job needs contents: read`
  }
  // The lookup's own bound, not the step's timeout, is what ran out, or cut the wait for an
  // answer short: say which, and how long it was.
  const detail =
    error instanceof DeadlineError && error.askedToWaitMs === undefined
      ? `${boundText} ran out${error.lastError === undefined ? '' : `; last error: ${errorClause(error.lastError, 300)}`}`
      : error instanceof ApiError && error.kind === 'unreachable'
        ? `GitHub did not answer within ${boundText}: ${errorClause(error, 300)}`
        : errorClause(error, 300)
  if (!signal.aborted) {
    warnOnce(
      `The gate could not read ${what === 'the attestations' ? 'the signed certifications of ' : ''}${lookup.label} ${lookup.commit} (${detail}). ${WHEN_UNREADABLE[lookup.purpose]}`
    )
  }
  return `${what} could not be read: ${detail}`
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
